/**
 * Vertical runs of a Dosun-Fuwari board: the maximal vertical strips of white
 * cells. Used by the suite's claims and generator; engines derive their own.
 *
 * @module
 */

import type { DosunFuwariBoard } from "./board.ts";

/**
 * The maximal vertical runs of white cells, top to bottom within each column,
 * columns left to right. Each run is its cells from top to bottom.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "./board.ts";
 * import { verticalRuns } from "./runs.ts";
 * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 1, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(2),
 * });
 * assert.ok(verticalRuns(board).length === 2);
 * ```
 */
export function verticalRuns(board: DosunFuwariBoard): number[][] {
  const runs: number[][] = [];
  for (let c = 0; c < board.cols; c++) {
    let run: number[] = [];
    for (let r = 0; r < board.rows; r++) {
      const cell = r * board.cols + c;
      if (board.black[cell]) {
        if (run.length) runs.push(run);
        run = [];
      } else run.push(cell);
    }
    if (run.length) runs.push(run);
  }
  return runs;
}
