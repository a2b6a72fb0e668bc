/**
 * The probe: singleton consistency: a cell is assumed shaded (then unshaded) and the
 * lower rungs run; if that contradicts, the cell gets the other value.
 *
 * Plain functions over a {@link LadderState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import { BY_PROBE, type LadderState, OK, OUT_OF_BUDGET } from "../state.ts";

/**
 * Singleton consistency over every unknown cell, repeated until nothing changes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../../core/stostone/board.ts";
 * import { geometryOf } from "../geometry.ts";
 * import { Ladder } from "../ladder.ts";
 * import { OK } from "../state.ts";
 * import { probe } from "./probe.ts";
 * // A 2×3 board in one room without a number, with a wall between the top left cells:
 * // col and clue settle nothing, probing settles four cells.
 * const size = { rows: 2, cols: 3 };
 * const borders = { vertical: new Uint8Array([1, 0, 0, 0]), horizontal: new Uint8Array(3) };
 * const rungs = { col: true, clue: true, fit: false, drop: false, probe: true };
 * const ladder = new Ladder(geometryOf(stostoneBoard(size, borders)), "exact", rungs, 1e6);
 * assert.ok(ladder.init() === OK && ladder.lower() === OK);
 * assert.equal(ladder.trail.length, 0);
 * assert.equal(probe(ladder), OK);
 * assert.equal(ladder.val.join(), "0,0,-1,1,1,-1");
 * ```
 */
export function probe(state: LadderState): number {
  const { geo, probeConsistent: ok } = state;
  for (;;) {
    let changed = false;
    ok.fill(0);
    state.work += geo.n;
    for (let x = 0; x < geo.n; x++) {
      for (let v = 1; v >= 0; v--) {
        if (state.val[x] !== -1) break;
        if (ok[2 * x + v] === 1) continue;
        if (state.work > state.budget) return OUT_OF_BUDGET;
        const cp = state.checkpoint();
        state.assign(x, v, BY_PROBE);
        const status = state.lower();
        if (status === OK) {
          for (let i = cp.trail; i < state.trail.length; i++) {
            const y = state.trail.variables[i]!;
            ok[2 * y + state.val[y]!] = 1;
          }
          state.undo(cp);
          continue;
        }
        state.undo(cp);
        if (status === OUT_OF_BUDGET) return OUT_OF_BUDGET;
        // x = v contradicts: x takes the other value.
        state.assign(x, 1 - v, BY_PROBE);
        const after = state.lower();
        if (after !== OK) return after;
        changed = true;
      }
    }
    if (!changed) return OK;
  }
}
