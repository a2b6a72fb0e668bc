/**
 * The run rung: every run's states (the reading's fillings of its cells, or every
 * filling when the rung is off; with the room rung on, fillings with two of a kind in
 * one room are left out and that pruning is credited to room), with the counters
 * built from them.
 *
 * @module
 */

import {
  BALLOON,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  EMPTY,
  IRON,
} from "../../../../core/dosun_fuwari/board.ts";
import { enumerateFillings, officialFillings } from "../run_states.ts";
import { ROOM, type RunDomainsState } from "../state.ts";

/**
 * Generates every run's states and their counters; returns how many states in all.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../../core/dosun_fuwari/board.ts";
 * import { ALL_RUNGS, RunDomains } from "../ladder.ts";
 * import { generateRunStates } from "./run.ts";
 * // One column of two cells, one room.
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array([0]),
 * });
 * // Official reading, two of a kind in one room left out: empty/empty, balloon on top,
 * // iron ball below, or both.
 * assert.equal(generateRunStates(new RunDomains(board, "official", ALL_RUNGS, 1e6)), 4);
 * ```
 */
export function generateRunStates(domains: RunDomainsState): number {
  let totalStates = 0;
  const spend = (units: number) => domains.spend(units);
  const { anyPieceHolds } = DOSUN_FUWARI_RULE_REQUIREMENTS[domains.rule];
  domains.runs.forEach((run, ri) => {
    const local = domains.rungs.room ? domains.localRoomOf[ri]! : null;
    const list = !domains.rungs.run
      ? enumerateFillings(run.cellCount, "unchecked", local, spend)
      : anyPieceHolds
      ? enumerateFillings(run.cellCount, "any piece", local, spend)
      : officialFillings(run.cellCount, local, spend);
    if (list.pruned) domains.fired[ROOM] = true;
    const n = list.count;
    totalStates += n;
    run.stateCount = n;
    run.stateValues = list.fill;
    run.stateRoomKinds = new Uint8Array(n * run.localRoomCount);
    run.liveStates = new Int32Array(n);
    run.liveIndex = new Int32Array(n);
    run.liveCount = n;
    const localRoom = domains.localRoomOf[ri]!;
    for (let x = 0; x < n; x++) {
      run.liveStates[x] = x;
      run.liveIndex[x] = x;
      for (let i = 0; i < run.cellCount; i++) {
        const v = run.stateValues[x * run.cellCount + i]!;
        run.liveByCellValue[i * 3 + v]!++;
        if (v !== EMPTY) run.stateRoomKinds[x * run.localRoomCount + localRoom[i]!]! |= v;
      }
      for (let j = 0; j < run.localRoomCount; j++) {
        const bits = run.stateRoomKinds[x * run.localRoomCount + j]!;
        if (bits & BALLOON) run.liveByRoomKind[j * 2]!++;
        if (bits & IRON) run.liveByRoomKind[j * 2 + 1]!++;
      }
    }
    if (n > 1) domains.openRuns++;
    if (n === 0) domains.conflict = true; // a run with no legal filling (never under the readings)
    for (let i = 0; i < run.cellCount; i++) {
      if (domains.valuesLeft(run, i) === 1) domains.settled[ROOM]! += 1;
    }
  });
  return totalStates;
}
