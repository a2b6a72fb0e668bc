/**
 * A region-free shading turned into a Stostone board the judge can check: each
 * stone (connected shaded group) gets its own room, grown over the unshaded
 * cells, with no clues. The judge then judges the shading under rule 4 alone,
 * which is how region-free witnesses (claims S-U3, S-U8) are checked.
 *
 * @module
 */

import { bordersFromLabels, components, neighbours } from "../../core/grid.ts";
import { type StostoneBoard, stostoneBoard } from "../../core/stostone/board.ts";

/**
 * Parses row strings (`#` shaded, `.` not) and builds the board and the answer.
 * Throws `RangeError` when an unshaded area touches no stone (it would form a
 * room without a stone) or the rows are ragged.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardForShading } from "./shading_board.ts";
 * const { board, answer } = boardForShading(["#.", ".#"]);
 * assert.ok(board.rooms.length === 2 && answer.join("") === "1001");
 * ```
 */
export function boardForShading(rows: readonly string[]): {
  board: StostoneBoard;
  answer: Uint8Array;
} {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  if (height === 0 || width === 0 || rows.some((r) => r.length !== width)) {
    throw new RangeError(
      `shading rows must be non-empty and equally long, got ${JSON.stringify(rows)}`,
    );
  }
  const size = { rows: height, cols: width };
  const answer = Uint8Array.from(rows.join(""), (ch) => (ch === "#" ? 1 : 0));
  const { roomOf } = components(size, (c) => answer[c] === 1);
  const owner = Int32Array.from(roomOf);
  // Breadth-first growth from every stone at once, in cell order: deterministic.
  let frontier = [...owner.keys()].filter((c) => owner[c]! >= 0);
  while (frontier.length) {
    const next: number[] = [];
    for (const cell of frontier) {
      for (const nb of neighbours(size, cell)) {
        if (owner[nb] === -1) {
          owner[nb] = owner[cell]!;
          next.push(nb);
        }
      }
    }
    frontier = next;
  }
  const orphan = owner.indexOf(-1);
  if (orphan >= 0) {
    throw new RangeError(`shading ${JSON.stringify(rows)}: cell ${orphan} is in no stone's reach`);
  }
  return { board: stostoneBoard(size, bordersFromLabels(size, owner)), answer };
}
