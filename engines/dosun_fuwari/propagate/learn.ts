/**
 * The Dosun-Fuwari propagate engine's learning search, as plain functions over a
 * {@link RunDomains}; {@link RunDomains.searchLearning} is the entry point.
 *
 * The model behind it: every run takes exactly one of its states; literal 2g says state
 * g is removed, 2g + 1 that it is chosen. Each rung's removal is explained by removals
 * already made (room: the other runs' states serving the room are gone; profile: the
 * owner's states not serving it are gone), a decision chooses one state (its siblings go
 * with the choice as their reason), and every contradiction names the removals that
 * caused it. Conflict analysis resolves these back to the first unique implication
 * point, the nogood learnt is kept with two watched literals, the search jumps back to
 * the level where the nogood asserts, restarts on a Luby schedule and branches on the
 * runs the recent conflicts touched.
 *
 * @module
 */

import type { RunDomains } from "./ladder.ts";
import { BRANCH, type Reason } from "./state.ts";

/** The literals of a reason, listing a lazy one. */
export function reasonLits(domains: RunDomains, reason: Reason): Int32Array {
  if (reason instanceof Int32Array) return reason;
  if (reason.lits) return reason.lits;
  const { room, k, run, before } = reason;
  reason.lits = reason.rung === "room"
    ? domains.roomLits(room, k, run, 1, before)
    : domains.ownerLits(room, k, run, before);
  return reason.lits;
}

/** Whether literal `lit` holds now (state removed, or chosen). */
export function isTrue(domains: RunDomains, lit: number): boolean {
  const g = lit >> 1;
  if (lit & 1) return domains.chosenAt[g]! >= 0;
  const ri = domains.runOfState[g]!;
  const run = domains.runs[ri]!;
  return run.liveIndex[g - domains.stateBase[ri]!]! >= run.liveCount;
}

/** The trail position at which literal `lit` became true. */
export function trailPos(domains: RunDomains, lit: number): number {
  return lit & 1 ? domains.chosenAt[lit >> 1]! : domains.removedAt[lit >> 1]!;
}

/** Makes `lit` true with `reason`; a choice removes the run's other states. */
export function assertLit(domains: RunDomains, lit: number, reason: Int32Array | null): void {
  const g = lit >> 1;
  const ri = domains.runOfState[g]!;
  const x = g - domains.stateBase[ri]!;
  const run = domains.runs[ri]!;
  if (!(lit & 1)) {
    if (run.liveIndex[x]! >= run.liveCount) return;
    domains.currentReason = reason;
    domains.remove(ri, x, BRANCH);
    domains.currentReason = null;
    return;
  }
  if (run.liveIndex[x]! >= run.liveCount) {
    // Choosing a removed state: the reason and the removal contradict each other.
    domains.conflict = true;
    const both = new Int32Array((reason?.length ?? 0) + 1);
    if (reason) both.set(reason);
    both[both.length - 1] = 2 * g;
    if (domains.conflictLits === null) domains.conflictLits = reason ? both : null;
    return;
  }
  const at = domains.trailLen++;
  domains.trail[at] = -1;
  domains.trailLit[at] = lit;
  domains.trailLevel[at] = domains.level;
  domains.trailReason[at] = reason;
  domains.chosenAt[g] = at;
  domains.spend(1);
  domains.currentReason = Int32Array.of(lit);
  for (let p = run.liveCount - 1; p >= 0; p--) {
    const y = run.liveStates[p]!;
    if (y !== x) domains.remove(ri, y, BRANCH);
  }
  domains.currentReason = null;
}

/** Watches `nogood` on its first two literals. */
export function attach(domains: RunDomains, nogood: Int32Array): void {
  for (let w = 0; w < 2; w++) (domains.watches[nogood[w]!] ??= []).push(domains.nogoods.length);
  domains.nogoods.push(nogood);
}

/**
 * Visits the nogoods watching the literals the trail gained since the last visit:
 * a nogood with every literal true is a conflict, one with all but one true makes
 * that one false. False on a conflict.
 */
export function propagateNogoods(domains: RunDomains): boolean {
  while (domains.nogoodQueueHead < domains.trailLen) {
    const lit = domains.trailLit[domains.nogoodQueueHead++]!;
    const list = domains.watches[lit];
    if (list === undefined || list.length === 0) continue;
    let keep = 0;
    let i = 0;
    for (; i < list.length; i++) {
      const id = list[i]!;
      const c = domains.nogoods[id]!;
      domains.spend(1);
      if (c[0] === lit) c[0] = c[1]!, c[1] = lit;
      // c[1] is the literal that just became true.
      const other = c[0]!;
      if (isTrue(domains, other ^ 1)) {
        list[keep++] = id; // `other` is false: the nogood holds already
        continue;
      }
      let moved = false;
      for (let k = 2; k < c.length; k++) {
        if (!isTrue(domains, c[k]!)) {
          c[1] = c[k]!;
          c[k] = lit;
          (domains.watches[c[1]!] ??= []).push(id);
          moved = true;
          break;
        }
      }
      if (moved) continue;
      list[keep++] = id;
      if (isTrue(domains, other)) {
        domains.conflictLits = c;
        domains.conflict = true;
        for (i++; i < list.length; i++) list[keep++] = list[i]!;
        list.length = keep;
        return false;
      }
      assertLit(domains, other ^ 1, c);
      if (domains.conflict) {
        for (i++; i < list.length; i++) list[keep++] = list[i]!;
        list.length = keep;
        return false;
      }
    }
    list.length = keep;
  }
  return true;
}

/** Opens a decision level at the current trail position. */
export function newLevel(domains: RunDomains): void {
  domains.level++;
  domains.levelStart[domains.level] = domains.trailLen;
}

/** Undoes every level above `to` and makes `to` the current level. */
export function backjump(domains: RunDomains, to: number): void {
  domains.undoTo(domains.levelStart[to + 1]!);
  domains.levelStart.length = to + 1;
  domains.level = to;
}

/** Raises run `ri`'s activity (a conflict touched it), rescaling all when it grows large. */
export function bump(domains: RunDomains, ri: number): void {
  domains.runActivity[ri] = domains.runActivity[ri]! + domains.activityStep;
  if (domains.runActivity[ri]! > 1e100) {
    for (let r = 0; r < domains.runActivity.length; r++) domains.runActivity[r]! *= 1e-100;
    domains.activityStep *= 1e-100;
  }
}

/**
 * First-UIP analysis of the current conflict (above the root level): the learnt
 * nogood, its asserting literal first and the literal of the highest other level
 * second, and the level to jump back to.
 */
export function analyse(
  domains: RunDomains,
  rootLevel: number,
): { nogood: Int32Array; to: number } {
  const conflict = domains.conflictLits!;
  const seen = new Set<number>();
  const rest: number[] = [];
  let open = 0;
  const add = (lit: number) => {
    if (seen.has(lit)) return;
    seen.add(lit);
    const at = trailPos(domains, lit);
    const lev = domains.trailLevel[at]!;
    if (lev === 0) return; // facts of the root deduction hold in every answer
    bump(domains, domains.runOfState[lit >> 1]!);
    if (lev === domains.level) open++;
    else rest.push(lit);
  };
  domains.spend(conflict.length);
  for (const lit of conflict) add(lit);
  let uip = -1;
  for (let at = domains.trailLen - 1; at >= domains.levelStart[domains.level]!; at--) {
    const lit = domains.trailLit[at]!;
    if (!seen.has(lit)) continue;
    if (--open === 0) {
      uip = lit;
      break;
    }
    const stored = domains.trailReason[at];
    if (stored === null || stored === undefined) {
      throw new Error(
        "dosun-fuwari/propagate learning: a decision level with two unexplained literals",
      );
    }
    const reason = reasonLits(domains, stored);
    domains.spend(reason.length);
    for (const r of reason) if (r !== (lit ^ 1)) add(r);
  }
  let to = rootLevel;
  let second = -1;
  for (let i = 0; i < rest.length; i++) {
    const lev = domains.trailLevel[trailPos(domains, rest[i]!)]!;
    if (lev > to) to = lev, second = i;
    else if (second < 0 && lev === to) second = i;
  }
  const nogood = new Int32Array(rest.length + 1);
  nogood[0] = uip;
  let at = 1;
  if (second >= 0) nogood[at++] = rest[second]!;
  rest.forEach((lit, i) => {
    if (i !== second) nogood[at++] = lit;
  });
  domains.activityStep *= 1 / 0.95;
  return { nogood, to };
}

/**
 * The open run to branch on (most active per remaining state) and its state (the
 * one it last took, else its first live one).
 */
export function decide(domains: RunDomains): [number, number] {
  let best = -1;
  let bestScore = -1;
  domains.spend(1 + (domains.runs.length >> 3));
  for (let ri = 0; ri < domains.runs.length; ri++) {
    const size = domains.runs[ri]!.liveCount;
    if (size <= 1) continue;
    const score = (domains.runActivity[ri]! + 1) / size;
    if (score > bestScore) best = ri, bestScore = score;
  }
  const run = domains.runs[best]!;
  const phase = domains.savedPhase[best]!;
  const x = phase >= 0 && run.liveIndex[phase]! < run.liveCount ? phase : run.liveStates[0]!;
  return [best, x];
}

/**
 * Conflict-driven search from the current domains (after the root deduction, and
 * after any assumption level the caller opened): each answer goes to `onAnswer`,
 * which returns true to stop. Returns true when stopped by `onAnswer`, false when
 * every answer was passed on. Leaves the trail as it found it; keeps the nogoods it
 * learnt (unless an answer had to be blocked, which only that search may rely on).
 */
export function searchLearning(
  domains: RunDomains,
  onAnswer: (answer: Uint8Array) => boolean,
): boolean {
  if (domains.tainted) {
    domains.nogoods.length = 0;
    domains.watches = [];
    domains.units.length = 0;
    domains.tainted = false;
  }
  const rootLevel = domains.level;
  const mark = domains.trailLen;
  domains.learning = true;
  domains.nogoodQueueHead = domains.levelStart[rootLevel]!;
  let restartAt = domains.restartUnit;
  let lubyIndex = 1;
  let sinceRestart = 0;
  const found = new Set<string>();
  try {
    for (const unit of domains.units) {
      if (isTrue(domains, unit)) return false;
      assertLit(domains, unit ^ 1, null);
      if (domains.conflict) return false;
    }
    let ok = domains.propagate();
    for (;;) {
      if (!ok) {
        if (domains.level === rootLevel) return false;
        learnFromConflict(domains, rootLevel);
        ok = domains.propagate();
        if (ok && ++sinceRestart >= restartAt && domains.level > rootLevel) {
          domains.restarts++;
          sinceRestart = 0;
          restartAt = domains.restartUnit * luby(++lubyIndex);
          backjump(domains, rootLevel);
          ok = domains.propagate();
        }
        continue;
      }
      if (domains.openRuns === 0) {
        domains.spend(domains.board.rows * domains.board.cols);
        const answer = domains.leafAnswer();
        for (let ri = 0; ri < domains.runs.length; ri++) {
          domains.savedPhase[ri] = domains.runs[ri]!.liveStates[0]!;
        }
        const isAnswer = domains.isAnswer(answer);
        if (isAnswer) {
          const key = answer.join("");
          if (found.has(key)) {
            throw new Error("dosun-fuwari/propagate learning search: an answer came back twice");
          }
          found.add(key);
          if (onAnswer(answer)) return true;
        }
        // Block domains leaf: not all of the decisions that led here.
        if (domains.level === rootLevel) return false;
        if (isAnswer) domains.tainted = true;
        domains.conflictLits = blockingNogood(domains, rootLevel);
        ok = false;
        continue;
      }
      const [ri, x] = decide(domains);
      domains.nodes++;
      domains.assumptions++;
      newLevel(domains);
      domains.savedPhase[ri] = x;
      assertLit(domains, 2 * (domains.stateBase[ri]! + x) + 1, null);
      ok = domains.propagate();
    }
  } finally {
    if (domains.level > rootLevel) backjump(domains, rootLevel);
    domains.undoTo(mark);
    domains.learning = false;
    domains.conflict = false;
    domains.conflictLits = null;
  }
}

/**
 * Learns from the conflict: the nogood `analyse` derives, the backjump it allows, and
 * the literal it then implies.
 */
function learnFromConflict(domains: RunDomains, rootLevel: number): void {
  domains.conflicts++;
  const { nogood, to } = analyse(domains, rootLevel);
  domains.jumped += domains.level - 1 - to;
  backjump(domains, to);
  domains.spend(nogood.length);
  domains.learnt++;
  if (nogood.length >= 2) attach(domains, nogood);
  else domains.units.push(nogood[0]!);
  assertLit(domains, nogood[0]! ^ 1, nogood);
}

/**
 * The nogood that blocks the current leaf: not all of the decisions that led here, as
 * removals, so it fires however the runs come down to these states again.
 */
function blockingNogood(domains: RunDomains, rootLevel: number): Int32Array {
  const parts: Int32Array[] = [];
  for (let lev = rootLevel + 1; lev <= domains.level; lev++) {
    const g = domains.trailLit[domains.levelStart[lev]!]! >> 1;
    parts.push(domains.removedLits(domains.runOfState[g]!, -1, 0));
  }
  const blocking = new Int32Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) blocking.set(part, at), at += part.length;
  return blocking;
}

/** The Luby restart sequence 1, 1, 2, 1, 1, 2, 4, …, from i = 1. */
function luby(i: number): number {
  for (let k = 1; k < 32; k++) {
    if (i === (1 << k) - 1) return 1 << (k - 1);
    if (i < (1 << k) - 1) return luby(i - (1 << (k - 1)) + 1);
  }
  return 1 << 30;
}
