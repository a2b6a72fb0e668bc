/**
 * The probe rung: singleton consistency over run states, one probe per signature.
 *
 * Plain functions over a {@link RunDomainsState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import { PROBE, type RunData, type RunDomainsState } from "../state.ts";

/**
 * Probe rung: singleton consistency over run states, to a fixpoint. The room and
 * profile rungs see a state only through its signature (which rooms it gives a
 * balloon or an iron ball), so states with one signature stand or fall together:
 * one probe per signature, and a refuted signature removes all its states.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../../core/dosun_fuwari/board.ts";
 * import { bordersFromLabels } from "../../../../core/grid.ts";
 * import { ALL_RUNGS, RunDomains } from "../ladder.ts";
 * import { probe } from "./probe.ts";
 * // Rooms a, b, c, one black cell: room and profile settle nothing, probing solves it.
 * const labels = "cccabbaa#";
 * const size = { rows: 3, cols: 3 };
 * const black = Array.from(labels, (ch) => (ch === "#" ? 1 : 0));
 * const board = dosunFuwariBoard(size, black, bordersFromLabels(size, labels));
 * const domains = new RunDomains(board, "official", ALL_RUNGS, 1e6);
 * domains.init();
 * assert.ok(domains.propagate());
 * assert.equal(domains.cellValues().join(), "-1,-1,-1,-1,-1,-1,-1,-1,0");
 * assert.ok(probe(domains));
 * assert.equal(domains.cellValues().join(), "0,1,2,0,1,2,2,1,0");
 * ```
 */
export function probe(domains: RunDomainsState): boolean {
  let changed = true;
  while (changed) {
    changed = false;
    for (let ri = 0; ri < domains.runs.length; ri++) {
      const run = domains.runs[ri]!;
      if (run.liveCount <= 1) continue;
      if (domains.work > domains.probeLimit) {
        // Probing is only pruning: stopping it leaves every domain sound.
        domains.probeCut = true;
        return true;
      }
      for (const x of signatureRepresentatives(domains, run)) {
        if (run.liveIndex[x]! >= run.liveCount) continue;
        if (run.liveCount <= 1) break;
        if (domains.work > domains.probeLimit) break;
        domains.spend(1);
        const mark = domains.trailLen;
        const recording = domains.recording;
        domains.recording = false;
        domains.assign(ri, x);
        const ok = domains.propagate();
        domains.undoTo(mark);
        domains.recording = recording;
        if (ok) continue;
        domains.fire(PROBE);
        const nLocal = run.localRoomCount;
        for (let p = run.liveCount - 1; p >= 0; p--) {
          const y = run.liveStates[p]!;
          let same = true;
          for (let j = 0; j < nLocal && same; j++) {
            same = run.stateRoomKinds[y * nLocal + j] === run.stateRoomKinds[x * nLocal + j];
          }
          if (same) domains.remove(ri, y, PROBE);
        }
        changed = true;
        if (!domains.propagate()) return false;
      }
    }
  }
  return true;
}

/** One live state per distinct signature of a run. */
export function signatureRepresentatives(domains: RunDomainsState, run: RunData): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  const nLocal = run.localRoomCount;
  for (let p = 0; p < run.liveCount; p++) {
    domains.spend(1);
    const x = run.liveStates[p]!;
    const key = run.stateRoomKinds.subarray(x * nLocal, (x + 1) * nLocal).join();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(x);
  }
  return out;
}
