/**
 * The room rung: a room and kind that no run can serve is a contradiction; one that a single
 * run can serve keeps that run's states serving it.
 *
 * Plain functions over a {@link RunDomainsState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import { ROOM, type RunDomainsState } from "../state.ts";

/**
 * Room rung on one room and kind: nobody can serve it (dead), or one run can (forced).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../../core/dosun_fuwari/board.ts";
 * import { ALL_RUNGS, RunDomains } from "../ladder.ts";
 * import { roomCheck } from "./room.ts";
 * // One column of two cells, one room.
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array([0]),
 * });
 * const domains = new RunDomains(board, "official", ALL_RUNGS, 1e6);
 * domains.init();
 * // Only the one run can give the room its balloon (key 0), then its iron ball (key 1).
 * assert.ok(roomCheck(domains, 0) && domains.cellValues().join() === "1,-1");
 * assert.ok(roomCheck(domains, 1) && domains.cellValues().join() === "1,2");
 * ```
 */
export function roomCheck(domains: RunDomainsState, key: number): boolean {
  const room = key >> 1;
  const k = key & 1;
  const can = domains.runsThatCan[key]!;
  domains.spend(1);
  if (can === 0) {
    domains.fire(ROOM);
    // Every state that could serve the room is gone.
    if (domains.learning) domains.conflictLits = domains.roomLits(room, k, -1, 1);
    return false;
  }
  if (can > 1) return true;
  const runsOfRoom = domains.runsOfRoom[room]!;
  for (let t = 0; t < runsOfRoom.length; t++) {
    const ri = runsOfRoom[t]!;
    const j = domains.localIndexOfRoom[room]![t]!;
    const run = domains.runs[ri]!;
    const c = run.liveByRoomKind[j * 2 + k]!;
    if (c === 0) continue;
    if (c < run.liveCount) {
      // Reason: every other run's states serving the room are gone.
      domains.currentReason = domains.learning
        ? { rung: "room", room, k, run: ri, before: domains.trailLen }
        : null;
      domains.removeWhere(ri, j, k, true, ROOM);
      domains.currentReason = null;
    }
    return !domains.conflict;
  }
  return true;
}
