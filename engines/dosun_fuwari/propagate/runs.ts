/**
 * The vertical runs of a board, as this engine sees them: maximal vertical strips
 * of white cells (room borders do not cut a run, black cells and the edge do), each
 * with the rooms its cells belong to numbered locally.
 *
 * @module
 */

import type { DosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";

/** One vertical run. */
export interface Run {
  /** Its cells from top to bottom (row-major indices). */
  readonly cells: Int32Array;
  /** The distinct rooms its cells belong to, in order of first appearance from the top. */
  readonly rooms: Int32Array;
  /** Per cell of the run, the index into {@link Run.rooms} of its room. */
  readonly localRoom: Int32Array;
}

/**
 * The runs of a board, column by column from the left, top to bottom in a column.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { runsOf } from "./runs.ts";
 * // 4×2: column 0 is white, black, white, white with a border between the last two;
 * // column 1 is all white, walled off from column 0.
 * const board = dosunFuwariBoard({ rows: 4, cols: 2 }, [0, 0, 1, 0, 0, 0, 0, 0], {
 *   vertical: new Uint8Array([1, 1, 1, 1]),
 *   horizontal: new Uint8Array([0, 0, 0, 0, 1, 0]),
 * });
 * const runs = runsOf(board);
 * assert.ok(runs.length === 3 && runs[1]!.cells.join() === "4,6");
 * assert.ok(runs[1]!.rooms.length === 2 && runs[2]!.cells.join() === "1,3,5,7");
 * ```
 */
export function runsOf(board: DosunFuwariBoard): Run[] {
  const runs: Run[] = [];
  const { rows, cols, black, roomOf } = board;
  for (let c = 0; c < cols; c++) {
    let r = 0;
    while (r < rows) {
      if (black[r * cols + c]) {
        r++;
        continue;
      }
      const cells: number[] = [];
      while (r < rows && !black[r * cols + c]) cells.push(r * cols + c), r++;
      const rooms: number[] = [];
      const localRoom = cells.map((cell) => {
        const room = roomOf[cell]!;
        let j = rooms.indexOf(room);
        if (j < 0) j = rooms.push(room) - 1;
        return j;
      });
      runs.push({
        cells: Int32Array.from(cells),
        rooms: Int32Array.from(rooms),
        localRoom: Int32Array.from(localRoom),
      });
    }
  }
  return runs;
}
