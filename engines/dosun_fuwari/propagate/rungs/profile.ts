/**
 * The profile rung: a run that must serve a room and kind (every live state does) closes it
 * to the other runs; two such runs are a contradiction.
 *
 * Plain functions over a {@link RunDomainsState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import { PROFILE, type Reason, type RunDomainsState } from "../state.ts";

/**
 * Profile rung on one room and kind: a run that must serve it closes it to the others.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../../core/dosun_fuwari/board.ts";
 * import { ALL_RUNGS, RunDomains } from "../ladder.ts";
 * import { profileCheck } from "./profile.ts";
 * // A 2×2 room with the top left cell pinned to a balloon: the left run must serve the
 * // room's balloon (key 0), so the right run may not put one there.
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(2),
 *   horizontal: new Uint8Array(2),
 * });
 * const domains = new RunDomains(board, "official", ALL_RUNGS, 1e6);
 * domains.init();
 * assert.ok(domains.restrict(Int8Array.from([1, -1, -1, -1])));
 * assert.ok(profileCheck(domains, 0));
 * assert.equal(domains.cellValues().join(), "1,0,-1,-1");
 * ```
 */
export function profileCheck(domains: RunDomainsState, key: number): boolean {
  const room = key >> 1;
  const k = key & 1;
  const must = domains.runsThatMust[key]!;
  domains.spend(1);
  if (must === 0) return true;
  const runsOfRoom = domains.runsOfRoom[room]!;
  if (must >= 2) {
    domains.fire(PROFILE);
    if (domains.learning) {
      // Two runs each have only states serving the room left: their other states are gone.
      const owners: number[] = [];
      for (let t = 0; t < runsOfRoom.length; t++) {
        const run = domains.runs[runsOfRoom[t]!]!;
        const c = run.liveByRoomKind[domains.localIndexOfRoom[room]![t]! * 2 + k]!;
        if (run.liveCount > 0 && c === run.liveCount) owners.push(t);
      }
      const a = domains.ownerLits(room, k, owners[0]!);
      const b = domains.ownerLits(room, k, owners[1]!);
      const both = new Int32Array(a.length + b.length);
      both.set(a);
      both.set(b, a.length);
      domains.conflictLits = both;
    }
    return false;
  }
  let owner = -1;
  let ownerT = -1;
  for (let t = 0; t < runsOfRoom.length && owner < 0; t++) {
    const run = domains.runs[runsOfRoom[t]!]!;
    if (run.liveByRoomKind[domains.localIndexOfRoom[room]![t]! * 2 + k] === run.liveCount) {
      owner = runsOfRoom[t]!;
      ownerT = t;
    }
  }
  let reason: Reason | null = null;
  for (let t = 0; t < runsOfRoom.length; t++) {
    const ri = runsOfRoom[t]!;
    if (ri === owner) continue;
    const j = domains.localIndexOfRoom[room]![t]!;
    if (domains.runs[ri]!.liveByRoomKind[j * 2 + k]! > 0) {
      // Reason: the owner's states not serving the room are gone.
      if (domains.learning && reason === null) {
        reason = { rung: "profile", room, k, run: ownerT, before: domains.trailLen };
      }
      domains.currentReason = reason;
      domains.removeWhere(ri, j, k, false, PROFILE);
      domains.currentReason = null;
    }
    if (domains.conflict) return false;
  }
  return true;
}
