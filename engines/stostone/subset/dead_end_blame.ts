/**
 * Whom a pinned question's list-order search blames for a dead end that left no room
 * without stones (`search.ts`). The search raises the weight of the rooms it blames, and
 * rooms with more weight are chosen sooner. Blaming only emptied rooms misses most dead
 * ends of a refutation: on the numberless corpus 20x20-001 under `count`, with cell 355
 * pinned shaded, 5,760 nodes were the 4 stones of one room failing in turn, each time on
 * a column's count, with no room emptied.
 *
 * @module
 */

import { neighbours } from "../../../core/grid.ts";
import type { StostoneBoard } from "../../../core/stostone/board.ts";
import type { Narrowing } from "./narrowing.ts";

/**
 * Per column, the rooms with a cell in it, each once, in room order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { roomsByColumn } from "./dead_end_blame.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // 2×2: a border between the columns, so one room per column.
 * const board = stostoneBoard(
 *   { rows: 2, cols: 2 },
 *   { vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) },
 * );
 * assert.deepEqual(roomsByColumn(board), [[0], [1]]);
 * ```
 */
export function roomsByColumn(board: StostoneBoard): number[][] {
  const out: number[][] = Array.from({ length: board.cols }, () => []);
  board.rooms.forEach((cells, q) => {
    for (const c of new Set(cells.map((cell) => cell % board.cols))) out[c]!.push(q);
  });
  return out;
}

/**
 * After `narrowing.narrow()` failed with no room emptied: adds `amount` to the weight of
 * every unplaced room with a cell in the column whose count could not be met, or else of
 * the room of the SURE cell that faced another room's SURE cell and of its neighbours'
 * rooms across borders. Returns how many rooms it blamed (0 when the narrowing named
 * neither, as when rank keys failed). `columnRooms` is {@link roomsByColumn}'s.
 */
export function blameDeadEnd(
  board: StostoneBoard,
  narrowing: Narrowing,
  columnRooms: readonly (readonly number[])[],
  weight: Float64Array,
  amount: number,
): number {
  const column = narrowing.failedColumn;
  if (column >= 0) {
    let blamed = 0;
    for (const q of columnRooms[column]!) {
      if (narrowing.placed[q] === 1) continue;
      weight[q]! += amount;
      blamed++;
    }
    return blamed;
  }
  const cell = narrowing.failedCell;
  if (cell < 0) return 0;
  const roomOf = board.roomOf;
  weight[roomOf[cell]!]! += amount;
  let blamed = 1;
  for (const nb of neighbours(board, cell)) {
    if (roomOf[nb] === roomOf[cell]) continue;
    weight[roomOf[nb]!]! += amount;
    blamed++;
  }
  return blamed;
}
