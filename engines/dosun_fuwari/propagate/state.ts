/**
 * The Dosun-Fuwari propagate engine's state: one domain of states per vertical run,
 * the counters every removal updates (see ladder.ts), the trail that undoes removals,
 * the rung queues, and the learning search's literal bookkeeping. The rungs
 * (rungs/*.ts) and the driver (ladder.ts, which extends this class) work on it.
 *
 * @module
 */

import type { DosunFuwariBoard, DosunFuwariRule } from "../../../core/dosun_fuwari/board.ts";
import { runsOf } from "./runs.ts";

/** The rungs of the ladder, weakest first. */
export type RungName = "run" | "room" | "profile" | "probe";

/** The rungs in ladder order. */
export const RUNG_NAMES: readonly RungName[] = ["run", "room", "profile", "probe"];

/** Which rungs are switched on. */
export interface Rungs {
  /** Domains start as the run states of the reading; off: every filling, checked at leaves. */
  readonly run: boolean;
  /** Two of a kind in one room kills a state; a room only one run can serve forces it. */
  readonly room: boolean;
  /** A room some run must serve with a kind is closed to that kind for every other run. */
  readonly profile: boolean;
  /** Singleton consistency: a state that the lower rungs refute on its own is removed. */
  readonly probe: boolean;
}

/** Every rung on: the default. */
export const ALL_RUNGS: Rungs = { run: true, room: true, profile: true, probe: true };

/** Cells settled per rung (see the engine's module docs for what counts). */
export interface SettledBy {
  /** Settled by the run states alone (always 0: every run can be all empty, and any cell can hold a piece). */
  run: number;
  /** Settled by the room rung, including states never generated because they doubled a kind in a room. */
  room: number;
  /** Settled by the profile rung. */
  profile: number;
  /** Settled by the probe rung. */
  probe: number;
  /** White cells the root deduction left open, settled only by branching. */
  branch: number;
}

/** Thrown inside the engine when the work budget runs out; the public functions catch it. */
export class BudgetExhausted extends Error {
  /**
   * Makes the signal.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { BudgetExhausted } from "./ladder.ts";
   * assert.ok(new BudgetExhausted().name === "BudgetExhausted");
   * ```
   */
  constructor() {
    super("work budget exhausted");
    this.name = "BudgetExhausted";
  }
}

/**
 * A rung's reason, worked out only when conflict analysis needs it: the removals of
 * the room/kind's serving states in every run but `run` (room rung), or of the
 * non-serving states of the room's `run`-th run (profile rung), made before trail
 * position `before`.
 */
export interface LazyReason {
  readonly rung: "room" | "profile";
  readonly room: number;
  readonly k: number;
  readonly run: number;
  readonly before: number;
  /** The literals, once listed (every removal of one firing shares the reason). */
  lits?: Int32Array;
}

/** Why a literal holds: the literals that forced it, or how to list them. */
export type Reason = Int32Array | LazyReason;

/**
 * The most states a run may have for the search to learn: every run of the official
 * reading up to 30 cells tall (496 states), loose runs of up to 7 or so cells.
 */
export const LEARNING_MAX_STATES = 500;

/** Rung indices for attribution; BRANCH is an assumption, never a rung. */
export const RUN = 0, ROOM = 1, PROFILE = 2, PROBE = 3, BRANCH = 4;
export const SETTLED_KEYS = ["run", "room", "profile", "probe", "branch"] as const;

export interface RunData {
  readonly cells: Int32Array;
  readonly cellCount: number;
  readonly rooms: Int32Array;
  readonly localRoomCount: number;
  stateCount: number;
  /** stateCount × cellCount cell values (0 empty, 1 balloon, 2 iron ball). */
  stateValues: Uint8Array;
  /** stateCount × localRoomCount: bit 1 the state puts a balloon into local room j, bit 2 an iron ball. */
  stateRoomKinds: Uint8Array;
  /** Sparse set of live states: liveStates[0 .. liveCount) live; liveIndex[state] its index there. */
  liveStates: Int32Array;
  liveIndex: Int32Array;
  liveCount: number;
  /** Per local room j: [2j] live states with a balloon there, [2j+1] with an iron ball. */
  liveByRoomKind: Int32Array;
  /** Per cell i of the run: [3i+v] live states giving it value v. */
  liveByCellValue: Int32Array;
}

/**
 * Everything a {@link RunDomains} (ladder.ts) holds, with the removal and undo bookkeeping.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
 * import type { RunDomainsState } from "./state.ts";
 * // One column of two cells, one room: four states (see rungs/run.ts).
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array([0]),
 * });
 * const domains = new RunDomains(board, "official", ALL_RUNGS, 1e6);
 * domains.init();
 * const state: RunDomainsState = domains;
 * const mark = state.trailLen;
 * state.assign(0, state.runs[0]!.liveStates[0]!);
 * const after = [state.runs[0]!.liveCount, state.openRuns];
 * state.undoTo(mark);
 * assert.deepEqual([after, [state.runs[0]!.liveCount, state.openRuns]], [[1, 0], [4, 1]]);
 * ```
 */
export abstract class RunDomainsState {
  /** Search nodes: the root and one per assumption. */
  nodes = 0;
  /** Branch decisions taken. */
  assumptions = 0;
  /** Work units spent against the budget. */
  work = 0;
  /** Cells settled per rung during the root deduction. */
  readonly settled = new Float64Array(5);
  /** Per rung: did it remove a state (or find a contradiction) during the root deduction? */
  readonly fired = [false, false, false, false, false];
  /** Number of runs whose domain still has more than one state. */
  openRuns = 0;
  /**
   * Work after which the probe rung stops (Infinity: never). On loose boards with
   * long runs cut into many rooms a full probe can cost more than the whole search.
   */
  probeLimit = Infinity;
  /** True when the probe rung stopped at {@link RunDomains.probeLimit}. */
  probeCut = false;

  readonly board: DosunFuwariBoard;
  readonly rule: DosunFuwariRule;
  readonly rungs: Rungs;
  readonly budget: number;
  readonly runs: RunData[] = [];
  readonly roomCount: number;
  /** Per room: the runs touching it and the room's local index in each. */
  readonly runsOfRoom: Int32Array[];
  readonly localIndexOfRoom: Int32Array[];
  /** Per run: the local room index of each of its cells. */
  readonly localRoomOf: Int32Array[] = [];
  /** Per room × kind: runs that can serve it, runs that must. */
  readonly runsThatCan: Int32Array;
  readonly runsThatMust: Int32Array;
  readonly roomQueue: Int32Array;
  roomQueueLen = 0;
  readonly inRoomQueue: Uint8Array;
  readonly profileQueue: Int32Array;
  profileQueueLen = 0;
  readonly inProfileQueue: Uint8Array;
  trail = new Int32Array(0);
  trailLen = 0;
  conflict = false;
  // --- Learning (see the "Learning search" section below) ---------------------------
  /** Learning mode: removals carry reasons, conflicts their literal sets. */
  learning = false;
  /** First global state id of each run; a state's literal codes are 2g (removed), 2g + 1 (chosen). */
  stateBase = new Int32Array(0);
  runOfState = new Int32Array(0);
  /** Per trail entry: its literal, its decision level and its reason (null: a decision or fact). */
  trailLit = new Int32Array(0);
  trailLevel = new Int32Array(0);
  trailReason: (Reason | null)[] = [];
  /** Per state: trail position of its removal (valid while removed), of its choice (−1: none). */
  removedAt = new Int32Array(0);
  chosenAt = new Int32Array(0);
  /** The reason given to removals made now (learning mode only). */
  currentReason: Reason | null = null;
  /** The literals of the first conflict found (learning mode only): all true, jointly impossible. */
  conflictLits: Int32Array | null = null;
  level = 0;
  readonly levelStart: number[] = [0];
  /** Next trail entry whose literal the learnt nogoods have not seen yet. */
  nogoodQueueHead = 0;
  /** Learnt nogoods (literal sets that cannot all hold), two watched literals each. */
  readonly nogoods: Int32Array[] = [];
  watches: number[][] = [];
  readonly units: number[] = [];
  /** True once a nogood excluded a found answer rather than a contradiction. */
  tainted = false;
  /**
   * Conflicts between restarts, times the Luby sequence (64). Tests set 1 so that
   * restarts happen on boards small enough to check every answer of.
   */
  restartUnit = 64;
  runActivity = new Float64Array(0);
  activityStep = 1;
  savedPhase = new Int32Array(0);
  /** Conflicts analysed, nogoods learnt, restarts, levels jumped over by backjumps. */
  conflicts = 0;
  learnt = 0;
  restarts = 0;
  jumped = 0;
  /** True while settled cells and fired rungs are being recorded (the root deduction). */
  recording = false;

  /**
   * Lays out the runs and rooms; no states yet.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * const board = dosunFuwariBoard({ rows: 1, cols: 1 }, [1], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(0),
   * });
   * assert.ok(new RunDomains(board, "loose", ALL_RUNGS, 10).openRuns === 0);
   * ```
   */
  constructor(board: DosunFuwariBoard, rule: DosunFuwariRule, rungs: Rungs, budget: number) {
    this.board = board;
    this.rule = rule;
    this.rungs = rungs;
    this.budget = budget;
    this.roomCount = board.rooms.length;
    const runsOfRoom: number[][] = board.rooms.map(() => []);
    const localIndexOfRoom: number[][] = board.rooms.map(() => []);
    for (const run of runsOf(board)) {
      const ri = this.runs.length;
      const len = run.cells.length;
      const nLocal = run.rooms.length;
      run.rooms.forEach((room, j) => {
        runsOfRoom[room]!.push(ri);
        localIndexOfRoom[room]!.push(j);
      });
      this.runs.push({
        cells: run.cells,
        cellCount: len,
        rooms: run.rooms,
        localRoomCount: nLocal,
        stateCount: 0,
        stateValues: new Uint8Array(0),
        stateRoomKinds: new Uint8Array(0),
        liveStates: new Int32Array(0),
        liveIndex: new Int32Array(0),
        liveCount: 0,
        liveByRoomKind: new Int32Array(nLocal * 2),
        liveByCellValue: new Int32Array(len * 3),
      });
      this.localRoomOf.push(run.localRoom);
    }
    this.runsOfRoom = runsOfRoom.map((a) => Int32Array.from(a));
    this.localIndexOfRoom = localIndexOfRoom.map((a) => Int32Array.from(a));
    const keys = this.roomCount * 2;
    this.runsThatCan = new Int32Array(keys);
    this.runsThatMust = new Int32Array(keys);
    this.roomQueue = new Int32Array(keys);
    this.inRoomQueue = new Uint8Array(keys);
    this.profileQueue = new Int32Array(keys);
    this.inProfileQueue = new Uint8Array(keys);
  }

  /** Spends work units; throws {@link BudgetExhausted} past the budget. */
  spend(units: number): void {
    this.work += units;
    if (this.work > this.budget) throw new BudgetExhausted();
  }

  valuesLeft(run: RunData, i: number): number {
    const c = run.liveByCellValue;
    return (c[i * 3]! > 0 ? 1 : 0) + (c[i * 3 + 1]! > 0 ? 1 : 0) + (c[i * 3 + 2]! > 0 ? 1 : 0);
  }

  queueRoom(key: number): void {
    if (!this.rungs.room || this.inRoomQueue[key]) return;
    this.inRoomQueue[key] = 1;
    this.roomQueue[this.roomQueueLen++] = key;
  }

  queueProfile(key: number): void {
    if (!this.rungs.profile || this.inProfileQueue[key]) return;
    this.inProfileQueue[key] = 1;
    this.profileQueue[this.profileQueueLen++] = key;
  }

  clearQueues(): void {
    while (this.roomQueueLen > 0) this.inRoomQueue[this.roomQueue[--this.roomQueueLen]!] = 0;
    while (this.profileQueueLen > 0) {
      this.inProfileQueue[this.profileQueue[--this.profileQueueLen]!] = 0;
    }
  }

  fire(rung: number): void {
    if (this.recording) this.fired[rung] = true;
  }

  /** Removes live state x of run ri, crediting settled cells to `rung`. */
  remove(ri: number, x: number, rung: number): void {
    const run = this.runs[ri]!;
    this.spend(1 + run.cellCount + run.localRoomCount);
    this.fire(rung);
    const p = run.liveIndex[x]!;
    const last = run.liveCount - 1;
    const y = run.liveStates[last]!;
    run.liveStates[p] = y;
    run.liveIndex[y] = p;
    run.liveStates[last] = x;
    run.liveIndex[x] = last;
    run.liveCount = last;
    const at = this.trailLen++;
    this.trail[at] = ri;
    const g = this.stateBase[ri]! + x;
    this.trailLit[at] = 2 * g;
    this.trailLevel[at] = this.level;
    this.trailReason[at] = this.currentReason;
    this.removedAt[g] = at;
    if (last === 1) this.openRuns--;
    if (last === 0) {
      this.conflict = true;
      if (this.learning && this.conflictLits === null) {
        this.conflictLits = this.removedLits(ri, -1, 0);
      }
    }
    const s = last;
    const nLocal = run.localRoomCount;
    for (let j = 0; j < nLocal; j++) {
      const bits = run.stateRoomKinds[x * nLocal + j]!;
      const room = run.rooms[j]!;
      for (let k = 0; k < 2; k++) {
        const ci = j * 2 + k;
        const before = run.liveByRoomKind[ci]!;
        const has = (bits >> k) & 1;
        const after = before - has;
        run.liveByRoomKind[ci] = after;
        const key = room * 2 + k;
        if (has && after === 0) {
          if (--this.runsThatCan[key]! <= 1) this.queueRoom(key);
        }
        const mustBefore = before === s + 1;
        const mustAfter = s > 0 && after === s;
        if (mustBefore !== mustAfter) {
          if (mustAfter) {
            this.runsThatMust[key]!++;
            this.queueProfile(key);
          } else this.runsThatMust[key]!--;
        }
      }
    }
    const base = x * run.cellCount;
    for (let i = 0; i < run.cellCount; i++) {
      const v = run.stateValues[base + i]!;
      if (--run.liveByCellValue[i * 3 + v]! === 0 && this.recording && s > 0) {
        if (this.valuesLeft(run, i) === 1) this.settled[rung]! += 1;
      }
    }
  }

  /** Puts back the most recently removed state. */
  undoOne(): void {
    const ri = this.trail[--this.trailLen]!;
    if (ri < 0) {
      // A choice: nothing to put back but the mark.
      this.chosenAt[this.trailLit[this.trailLen]! >> 1] = -1;
      return;
    }
    const run = this.runs[ri]!;
    const x = run.liveStates[run.liveCount]!;
    run.liveCount++;
    const s = run.liveCount;
    if (s === 2) this.openRuns++;
    const nLocal = run.localRoomCount;
    for (let j = 0; j < nLocal; j++) {
      const bits = run.stateRoomKinds[x * nLocal + j]!;
      const room = run.rooms[j]!;
      for (let k = 0; k < 2; k++) {
        const ci = j * 2 + k;
        const before = run.liveByRoomKind[ci]!;
        const has = (bits >> k) & 1;
        const after = before + has;
        run.liveByRoomKind[ci] = after;
        const key = room * 2 + k;
        if (has && before === 0) this.runsThatCan[key]!++;
        const mustBefore = s - 1 > 0 && before === s - 1;
        const mustAfter = after === s;
        if (mustBefore !== mustAfter) this.runsThatMust[key]! += mustAfter ? 1 : -1;
      }
    }
    const base = x * run.cellCount;
    for (let i = 0; i < run.cellCount; i++) {
      run.liveByCellValue[i * 3 + run.stateValues[base + i]!]!++;
    }
  }

  undoTo(mark: number): void {
    while (this.trailLen > mark) this.undoOne();
    this.conflict = false;
    this.conflictLits = null;
    if (this.nogoodQueueHead > mark) this.nogoodQueueHead = mark;
    this.clearQueues();
  }

  /** Keeps only state x in run ri (an assumption). */
  assign(ri: number, x: number): void {
    const run = this.runs[ri]!;
    for (let p = run.liveCount - 1; p >= 0; p--) {
      const y = run.liveStates[p]!;
      if (y !== x) this.remove(ri, y, BRANCH);
    }
  }

  /** Removes from run ri every live state whose bit `k` at local room j is (not) set. */
  removeWhere(ri: number, j: number, k: number, keepIfSet: boolean, rung: number): void {
    const run = this.runs[ri]!;
    const nLocal = run.localRoomCount;
    for (let p = run.liveCount - 1; p >= 0; p--) {
      this.spend(1);
      const x = run.liveStates[p]!;
      const set = (run.stateRoomKinds[x * nLocal + j]! >> k) & 1;
      if ((set === 1) !== keepIfSet) this.remove(ri, x, rung);
    }
  }

  fail(): false {
    this.clearQueues();
    return false;
  }

  /**
   * Removal literals of run ri's removed states: all of them (j < 0), or those whose
   * bit k at local room j is `want` (1: states serving the room, 0: the others).
   */
  removedLits(ri: number, j: number, k: number, want = 1, before = Infinity): Int32Array {
    const run = this.runs[ri]!;
    const base = this.stateBase[ri]!;
    const out: number[] = [];
    for (let p = run.liveCount; p < run.stateCount; p++) {
      const x = run.liveStates[p]!;
      if (j >= 0 && ((run.stateRoomKinds[x * run.localRoomCount + j]! >> k) & 1) !== want) continue;
      if (this.removedAt[base + x]! >= before) continue;
      out.push(2 * (base + x));
    }
    this.spend(1 + ((run.stateCount - run.liveCount) >> 2));
    return Int32Array.from(out);
  }

  /** Removal literals of the states serving room/kind (want 1) in every run but `except`. */
  roomLits(
    room: number,
    k: number,
    except: number,
    want: number,
    before = Infinity,
  ): Int32Array {
    const runsOfRoom = this.runsOfRoom[room]!;
    const parts: Int32Array[] = [];
    let total = 0;
    for (let t = 0; t < runsOfRoom.length; t++) {
      if (runsOfRoom[t] === except) continue;
      const part = this.removedLits(
        runsOfRoom[t]!,
        this.localIndexOfRoom[room]![t]!,
        k,
        want,
        before,
      );
      parts.push(part);
      total += part.length;
    }
    const out = new Int32Array(total);
    let at = 0;
    for (const part of parts) out.set(part, at), at += part.length;
    return out;
  }

  /** Removal literals of the states of the t-th run of a room that do not serve room/kind. */
  ownerLits(room: number, k: number, t: number, before = Infinity): Int32Array {
    return this.removedLits(
      this.runsOfRoom[room]![t]!,
      this.localIndexOfRoom[room]![t]!,
      k,
      0,
      before,
    );
  }

  /** The room and profile rungs (and learnt nogoods) to a fixpoint; see ladder.ts. */
  abstract propagate(): boolean;
}
