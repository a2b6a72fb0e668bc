/**
 * The col rung: a column with rows/2 shaded cells has the rest unshaded, one with rows/2
 * unshaded cells has the rest shaded (rule 4's counting half; exact/convex/count).
 *
 * Plain functions over a {@link LadderState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import { BY_COL, type LadderState, REASON_COL_VALUE } from "../state.ts";

/**
 * Rule 4's counting half over the cells settled since the last call: full columns give their other half.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../../core/grid.ts";
 * import { stostoneBoard } from "../../../../core/stostone/board.ts";
 * import { geometryOf } from "../geometry.ts";
 * import { Ladder } from "../ladder.ts";
 * import { BY_BRANCH, BY_COL } from "../state.ts";
 * import { colStep } from "./col.ts";
 * // A 2×1 column: once one cell is shaded, col unshades the other.
 * const size = { rows: 2, cols: 1 };
 * const only = { col: true, clue: false, fit: false, drop: false, probe: false };
 * const ladder = new Ladder(geometryOf(stostoneBoard(size, emptyBorders(size))), "exact", only, 1e6);
 * ladder.init();
 * ladder.assign(0, 1, BY_BRANCH);
 * assert.ok(colStep(ladder));
 * assert.equal(ladder.val[1], 0);
 * assert.equal(ladder.trail.settledBy[1], BY_COL);
 * ```
 */
export function colStep(state: LadderState): boolean {
  const { geo, halfRows: half } = state;
  while (state.colQueueHead < state.trail.length) {
    const x = state.trail.variables[state.colQueueHead++]!;
    if (!state.balanced || x >= geo.n) continue;
    const c = geo.colOf[x]!;
    const on = state.shadedInColumn[c]!;
    const off = state.unshadedInColumn[c]!;
    if (on > half || off > half) {
      state.setArea(REASON_COL_VALUE, c, on > half ? 1 : 0);
      return false;
    }
    if (on + off === state.rows) continue;
    if (on === half || off === half) {
      const v = on === half ? 0 : 1;
      state.setArea(REASON_COL_VALUE, c, 1 - v);
      for (let r = 0; r < state.rows; r++) {
        const y = r * state.cols + c;
        if (state.val[y] === -1) state.assign(y, v, BY_COL);
      }
    }
  }
  return true;
}
