/**
 * The tiny-board bench the mask and subset engines share (bench code only: the
 * engines share no code): every border set of a few tiny grids (2×1 to 2×4 and 4×2),
 * each solved to completion under every rule, as the exhaustive small-board surveys do.
 *
 * @module
 */

import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneRule,
} from "../../core/stostone/board.ts";

/**
 * Every set of inner border segments of a rows×cols grid, as a board without numbers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { everyBorderSet } from "./tiny_boards_test_util.ts";
 * assert.equal(everyBorderSet(2, 2).length, 16);
 * ```
 */
export function everyBorderSet(rows: number, cols: number): StostoneBoard[] {
  const v = rows * (cols - 1);
  const h = (rows - 1) * cols;
  const out: StostoneBoard[] = [];
  for (let bits = 0; bits < 2 ** (v + h); bits++) {
    const vertical = Uint8Array.from({ length: v }, (_, i) => (bits >> i) & 1);
    const horizontal = Uint8Array.from({ length: h }, (_, i) => (bits >> (v + i)) & 1);
    out.push(stostoneBoard({ rows, cols }, { vertical, horizontal }));
  }
  return out;
}

/** Registers the tiny-board bench for one engine; prints the board count to stderr. */
export function benchTinyBoards(
  engine: string,
  solve: (board: StostoneBoard, options: { rule: StostoneRule; cap: number }) => unknown,
): void {
  const tiny = [[2, 1], [2, 2], [2, 3], [2, 4], [4, 2]].flatMap(([r, c]) => everyBorderSet(r!, c!));
  console.error(
    `${engine} bench: ${tiny.length} tiny boards × ${STOSTONE_RULES.length} rules per iteration`,
  );
  Deno.bench(`${engine}: ${tiny.length} tiny boards × every rule, all answers`, () => {
    for (const board of tiny) {
      for (const rule of STOSTONE_RULES) solve(board, { rule, cap: Infinity });
    }
  });
}
