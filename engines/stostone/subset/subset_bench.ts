/**
 * The subset engine's fixed cost per board: every border set of a few tiny grids
 * (2×1 to 2×4 and 4×2), each solved to completion under every rule, as the
 * exhaustive small-board surveys do. `npx deno bench engines/stostone/subset/subset_bench.ts`;
 * divide the time per iteration by the printed board count for µs per solve.
 *
 * @module
 */

import { type StostoneBoard, stostoneBoard } from "../../../core/stostone/board.ts";
import { STOSTONE_RULES } from "../../../core/stostone/board.ts";
import { solve } from "./mod.ts";

/** Every set of inner border segments of a rows×cols grid, as a board without numbers. */
function everyBorderSet(rows: number, cols: number): StostoneBoard[] {
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

const tiny = [[2, 1], [2, 2], [2, 3], [2, 4], [4, 2]].flatMap(([r, c]) => everyBorderSet(r!, c!));
console.error(
  `subset bench: ${tiny.length} tiny boards × ${STOSTONE_RULES.length} rules per iteration`,
);

Deno.bench(`subset: ${tiny.length} tiny boards × every rule, all answers`, () => {
  for (const board of tiny) {
    for (const rule of STOSTONE_RULES) solve(board, { rule, cap: Infinity });
  }
});
