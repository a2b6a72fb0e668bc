/**
 * The propagation core: one domain of states per vertical run, crossed off by the
 * rungs of the ladder, undone through a trail when the search backs up.
 *
 * Every removal updates counters, so each rung is a counter test rather than a
 * scan of the board:
 * - per run and room it touches, how many live states put a balloon (an iron ball)
 *   into that room: 0 means the run cannot serve the room, the domain size means it
 *   must;
 * - per room and kind, how many runs can serve it and how many must;
 * - per run cell, how many live states give it each value, so a cell is settled when
 *   only one value is left, and the rung that removed the last other state gets it.
 *
 * @module
 */

import {
  BALLOON,
  type DosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import { enumerateFillings, officialFillings } from "./run_states.ts";
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
interface LazyReason {
  readonly rung: "room" | "profile";
  readonly room: number;
  readonly k: number;
  readonly run: number;
  readonly before: number;
  /** The literals, once listed (every removal of one firing shares the reason). */
  lits?: Int32Array;
}

/** Why a literal holds: the literals that forced it, or how to list them. */
type Reason = Int32Array | LazyReason;

/**
 * The most states a run may have for the search to learn: every run of the official
 * reading up to 30 cells tall (496 states), loose runs of up to 7 or so cells.
 */
export const LEARNING_MAX_STATES = 500;

/** Rung indices for attribution; BRANCH is an assumption, never a rung. */
const RUN = 0, ROOM = 1, PROFILE = 2, PROBE = 3, BRANCH = 4;
const SETTLED_KEYS = ["run", "room", "profile", "probe", "branch"] as const;

interface RunData {
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
 * One board's run domains under one reading and set of rungs. Build it, call
 * {@link RunDomains.init}, then {@link RunDomains.deduceRoot}, then search. Every
 * method may throw {@link BudgetExhausted}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
 * // One column of two cells, one room: the balloon on top, the iron ball below.
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array([0]),
 * });
 * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
 * engine.init();
 * assert.ok(engine.deduceRoot() && engine.openRuns === 0);
 * assert.ok(engine.cellValues().join() === "1,2");
 * ```
 */
export class RunDomains {
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

  private readonly board: DosunFuwariBoard;
  private readonly rule: DosunFuwariRule;
  private readonly rungs: Rungs;
  private readonly budget: number;
  private readonly runs: RunData[] = [];
  private readonly roomCount: number;
  /** Per room: the runs touching it and the room's local index in each. */
  private readonly runsOfRoom: Int32Array[];
  private readonly localIndexOfRoom: Int32Array[];
  /** Per run: the local room index of each of its cells. */
  private readonly localRoomOf: Int32Array[] = [];
  /** Per room × kind: runs that can serve it, runs that must. */
  private readonly runsThatCan: Int32Array;
  private readonly runsThatMust: Int32Array;
  private readonly roomQueue: Int32Array;
  private roomQueueLen = 0;
  private readonly inRoomQueue: Uint8Array;
  private readonly profileQueue: Int32Array;
  private profileQueueLen = 0;
  private readonly inProfileQueue: Uint8Array;
  private trail = new Int32Array(0);
  private trailLen = 0;
  private conflict = false;
  // --- Learning (see the "Learning search" section below) ---------------------------
  /** Learning mode: removals carry reasons, conflicts their literal sets. */
  private learning = false;
  /** First global state id of each run; a state's literal codes are 2g (removed), 2g + 1 (chosen). */
  private stateBase = new Int32Array(0);
  private runOfState = new Int32Array(0);
  /** Per trail entry: its literal, its decision level and its reason (null: a decision or fact). */
  private trailLit = new Int32Array(0);
  private trailLevel = new Int32Array(0);
  private trailReason: (Reason | null)[] = [];
  /** Per state: trail position of its removal (valid while removed), of its choice (−1: none). */
  private removedAt = new Int32Array(0);
  private chosenAt = new Int32Array(0);
  /** The reason given to removals made now (learning mode only). */
  private currentReason: Reason | null = null;
  /** The literals of the first conflict found (learning mode only): all true, jointly impossible. */
  private conflictLits: Int32Array | null = null;
  private level = 0;
  private readonly levelStart: number[] = [0];
  /** Next trail entry whose literal the learnt nogoods have not seen yet. */
  private nogoodQueueHead = 0;
  /** Learnt nogoods (literal sets that cannot all hold), two watched literals each. */
  private readonly nogoods: Int32Array[] = [];
  private watches: number[][] = [];
  private readonly units: number[] = [];
  /** True once a nogood excluded a found answer rather than a contradiction. */
  private tainted = false;
  private runActivity = new Float64Array(0);
  private activityStep = 1;
  private savedPhase = new Int32Array(0);
  /** Conflicts analysed, nogoods learnt, restarts, levels jumped over by backjumps. */
  conflicts = 0;
  learnt = 0;
  restarts = 0;
  jumped = 0;
  /** True while settled cells and fired rungs are being recorded (the root deduction). */
  private recording = false;

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
  private spend(units: number): void {
    this.work += units;
    if (this.work > this.budget) throw new BudgetExhausted();
  }

  /**
   * Generates every run's states (the run rung: the reading's states, or every
   * filling when it is off; the room rung: leaving out states with two of a kind in
   * one room) and the counters. Cells settled by that pruning go to the room rung.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * // A column of three cells in one room: the middle one can hold nothing.
   * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(2),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * assert.ok(engine.cellValues()[1] === 0 && engine.settled[1] === 1);
   * ```
   */
  init(): void {
    const spend = (units: number) => this.spend(units);
    let totalStates = 0;
    this.runs.forEach((run, ri) => {
      const local = this.rungs.room ? this.localRoomOf[ri]! : null;
      const list = !this.rungs.run
        ? enumerateFillings(run.cellCount, "none", local, spend)
        : this.rule === "official"
        ? officialFillings(run.cellCount, local, spend)
        : enumerateFillings(run.cellCount, "loose", local, spend);
      if (list.pruned) this.fired[ROOM] = true;
      const n = list.count;
      totalStates += n;
      run.stateCount = n;
      run.stateValues = list.fill;
      run.stateRoomKinds = new Uint8Array(n * run.localRoomCount);
      run.liveStates = new Int32Array(n);
      run.liveIndex = new Int32Array(n);
      run.liveCount = n;
      const localRoom = this.localRoomOf[ri]!;
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
      if (n > 1) this.openRuns++;
      if (n === 0) this.conflict = true; // a run with no legal filling (never under the readings)
      for (let i = 0; i < run.cellCount; i++) {
        if (this.valuesLeft(run, i) === 1) this.settled[ROOM]! += 1;
      }
    });
    const capacity = totalStates + this.runs.length + 1;
    this.trail = new Int32Array(capacity);
    this.trailLit = new Int32Array(capacity);
    this.trailLevel = new Int32Array(capacity);
    this.trailReason = new Array(capacity).fill(null);
    this.stateBase = new Int32Array(this.runs.length);
    this.runOfState = new Int32Array(totalStates);
    let base = 0;
    this.runs.forEach((run, ri) => {
      this.stateBase[ri] = base;
      this.runOfState.fill(ri, base, base + run.stateCount);
      base += run.stateCount;
    });
    this.removedAt = new Int32Array(totalStates);
    this.chosenAt = new Int32Array(totalStates).fill(-1);
    this.runActivity = new Float64Array(this.runs.length);
    this.savedPhase = new Int32Array(this.runs.length).fill(-1);
    for (let room = 0; room < this.roomCount; room++) {
      for (let k = 0; k < 2; k++) {
        const key = room * 2 + k;
        const runsOfRoom = this.runsOfRoom[room]!;
        for (let t = 0; t < runsOfRoom.length; t++) {
          const run = this.runs[runsOfRoom[t]!]!;
          const c = run.liveByRoomKind[this.localIndexOfRoom[room]![t]! * 2 + k]!;
          if (c > 0) this.runsThatCan[key]!++;
          if (run.liveCount > 0 && c === run.liveCount) this.runsThatMust[key]!++;
        }
        if (this.runsThatCan[key]! <= 1) this.queueRoom(key);
        if (this.runsThatMust[key]! >= 1) this.queueProfile(key);
      }
    }
  }

  /**
   * Keeps only the states that give every pinned cell its value (`pinned[cell]`: −1
   * free, else EMPTY, BALLOON or IRON). Call after {@link RunDomains.init} and before
   * the root deduction; the removals are not attributed to any rung. False when a
   * black cell is pinned to a piece (no answer can have it).
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * // A 1×2 board, one room: pin the balloon to the right cell.
   * const board = dosunFuwariBoard({ rows: 1, cols: 2 }, [0, 0], {
   *   vertical: new Uint8Array(1),
   *   horizontal: new Uint8Array(0),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * assert.ok(engine.restrict(Int8Array.from([-1, 1])) && engine.deduceRoot());
   * assert.ok(engine.cellValues().join() === "2,1");
   * ```
   */
  restrict(pinned: Int8Array): boolean {
    const { black } = this.board;
    for (let cell = 0; cell < black.length; cell++) {
      if (black[cell] && pinned[cell] !== -1 && pinned[cell] !== EMPTY) return false;
    }
    for (let ri = 0; ri < this.runs.length; ri++) {
      const run = this.runs[ri]!;
      const want = Array.from(run.cells, (cell) => pinned[cell]!);
      if (want.every((v) => v === -1)) continue;
      for (let p = run.liveCount - 1; p >= 0; p--) {
        const x = run.liveStates[p]!;
        this.spend(1 + run.cellCount);
        const base = x * run.cellCount;
        for (let i = 0; i < run.cellCount; i++) {
          if (want[i] !== -1 && run.stateValues[base + i] !== want[i]) {
            this.remove(ri, x, BRANCH);
            break;
          }
        }
      }
    }
    return true;
  }

  private valuesLeft(run: RunData, i: number): number {
    const c = run.liveByCellValue;
    return (c[i * 3]! > 0 ? 1 : 0) + (c[i * 3 + 1]! > 0 ? 1 : 0) + (c[i * 3 + 2]! > 0 ? 1 : 0);
  }

  private queueRoom(key: number): void {
    if (!this.rungs.room || this.inRoomQueue[key]) return;
    this.inRoomQueue[key] = 1;
    this.roomQueue[this.roomQueueLen++] = key;
  }

  private queueProfile(key: number): void {
    if (!this.rungs.profile || this.inProfileQueue[key]) return;
    this.inProfileQueue[key] = 1;
    this.profileQueue[this.profileQueueLen++] = key;
  }

  private clearQueues(): void {
    while (this.roomQueueLen > 0) this.inRoomQueue[this.roomQueue[--this.roomQueueLen]!] = 0;
    while (this.profileQueueLen > 0) {
      this.inProfileQueue[this.profileQueue[--this.profileQueueLen]!] = 0;
    }
  }

  private fire(rung: number): void {
    if (this.recording) this.fired[rung] = true;
  }

  /** Removes live state x of run ri, crediting settled cells to `rung`. */
  private remove(ri: number, x: number, rung: number): void {
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
  private undoOne(): void {
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

  private undoTo(mark: number): void {
    while (this.trailLen > mark) this.undoOne();
    this.conflict = false;
    this.conflictLits = null;
    if (this.nogoodQueueHead > mark) this.nogoodQueueHead = mark;
    this.clearQueues();
  }

  /** Keeps only state x in run ri (an assumption). */
  private assign(ri: number, x: number): void {
    const run = this.runs[ri]!;
    for (let p = run.liveCount - 1; p >= 0; p--) {
      const y = run.liveStates[p]!;
      if (y !== x) this.remove(ri, y, BRANCH);
    }
  }

  /** Removes from run ri every live state whose bit `k` at local room j is (not) set. */
  private removeWhere(ri: number, j: number, k: number, keepIfSet: boolean, rung: number): void {
    const run = this.runs[ri]!;
    const nLocal = run.localRoomCount;
    for (let p = run.liveCount - 1; p >= 0; p--) {
      this.spend(1);
      const x = run.liveStates[p]!;
      const set = (run.stateRoomKinds[x * nLocal + j]! >> k) & 1;
      if ((set === 1) !== keepIfSet) this.remove(ri, x, rung);
    }
  }

  /** Room rung on one room and kind: nobody can serve it (dead), or one run can (forced). */
  private roomCheck(key: number): boolean {
    const room = key >> 1;
    const k = key & 1;
    const can = this.runsThatCan[key]!;
    this.spend(1);
    if (can === 0) {
      this.fire(ROOM);
      // Every state that could serve the room is gone.
      if (this.learning) this.conflictLits = this.roomLits(room, k, -1, 1);
      return false;
    }
    if (can > 1) return true;
    const runsOfRoom = this.runsOfRoom[room]!;
    for (let t = 0; t < runsOfRoom.length; t++) {
      const ri = runsOfRoom[t]!;
      const j = this.localIndexOfRoom[room]![t]!;
      const run = this.runs[ri]!;
      const c = run.liveByRoomKind[j * 2 + k]!;
      if (c === 0) continue;
      if (c < run.liveCount) {
        // Reason: every other run's states serving the room are gone.
        this.currentReason = this.learning
          ? { rung: "room", room, k, run: ri, before: this.trailLen }
          : null;
        this.removeWhere(ri, j, k, true, ROOM);
        this.currentReason = null;
      }
      return !this.conflict;
    }
    return true;
  }

  /** Profile rung on one room and kind: a run that must serve it closes it to the others. */
  private profileCheck(key: number): boolean {
    const room = key >> 1;
    const k = key & 1;
    const must = this.runsThatMust[key]!;
    this.spend(1);
    if (must === 0) return true;
    const runsOfRoom = this.runsOfRoom[room]!;
    if (must >= 2) {
      this.fire(PROFILE);
      if (this.learning) {
        // Two runs each have only states serving the room left: their other states are gone.
        const owners: number[] = [];
        for (let t = 0; t < runsOfRoom.length; t++) {
          const run = this.runs[runsOfRoom[t]!]!;
          const c = run.liveByRoomKind[this.localIndexOfRoom[room]![t]! * 2 + k]!;
          if (run.liveCount > 0 && c === run.liveCount) owners.push(t);
        }
        const a = this.ownerLits(room, k, owners[0]!);
        const b = this.ownerLits(room, k, owners[1]!);
        const both = new Int32Array(a.length + b.length);
        both.set(a);
        both.set(b, a.length);
        this.conflictLits = both;
      }
      return false;
    }
    let owner = -1;
    let ownerT = -1;
    for (let t = 0; t < runsOfRoom.length && owner < 0; t++) {
      const run = this.runs[runsOfRoom[t]!]!;
      if (run.liveByRoomKind[this.localIndexOfRoom[room]![t]! * 2 + k] === run.liveCount) {
        owner = runsOfRoom[t]!;
        ownerT = t;
      }
    }
    let reason: Reason | null = null;
    for (let t = 0; t < runsOfRoom.length; t++) {
      const ri = runsOfRoom[t]!;
      if (ri === owner) continue;
      const j = this.localIndexOfRoom[room]![t]!;
      if (this.runs[ri]!.liveByRoomKind[j * 2 + k]! > 0) {
        // Reason: the owner's states not serving the room are gone.
        if (this.learning && reason === null) {
          reason = { rung: "profile", room, k, run: ownerT, before: this.trailLen };
        }
        this.currentReason = reason;
        this.removeWhere(ri, j, k, false, PROFILE);
        this.currentReason = null;
      }
      if (this.conflict) return false;
    }
    return true;
  }

  /**
   * Runs the room and profile rungs to their fixpoint, the room rung first each
   * time round. False on a contradiction (queues cleared, state left for undo).
   */
  private propagate(): boolean {
    for (;;) {
      if (this.conflict) return this.fail();
      if (this.nogoodQueueHead < this.trailLen) {
        if (!this.learning || this.nogoods.length === 0) this.nogoodQueueHead = this.trailLen;
        else if (!this.propagateNogoods()) return this.fail();
        continue;
      }
      if (this.roomQueueLen > 0) {
        const key = this.roomQueue[--this.roomQueueLen]!;
        this.inRoomQueue[key] = 0;
        if (!this.roomCheck(key)) return this.fail();
        continue;
      }
      if (this.profileQueueLen > 0) {
        const key = this.profileQueue[--this.profileQueueLen]!;
        this.inProfileQueue[key] = 0;
        if (!this.profileCheck(key)) return this.fail();
        continue;
      }
      return true;
    }
  }

  private fail(): false {
    this.clearQueues();
    return false;
  }

  /**
   * Probe rung: singleton consistency over run states, to a fixpoint. The room and
   * profile rungs see a state only through its signature (which rooms it gives a
   * balloon or an iron ball), so states with one signature stand or fall together:
   * one probe per signature, and a refuted signature removes all its states.
   */
  private probe(): boolean {
    let changed = true;
    while (changed) {
      changed = false;
      for (let ri = 0; ri < this.runs.length; ri++) {
        const run = this.runs[ri]!;
        if (run.liveCount <= 1) continue;
        if (this.work > this.probeLimit) {
          // Probing is only pruning: stopping it leaves every domain sound.
          this.probeCut = true;
          return true;
        }
        for (const x of this.signatureRepresentatives(run)) {
          if (run.liveIndex[x]! >= run.liveCount) continue;
          if (run.liveCount <= 1) break;
          if (this.work > this.probeLimit) break;
          this.spend(1);
          const mark = this.trailLen;
          const recording = this.recording;
          this.recording = false;
          this.assign(ri, x);
          const ok = this.propagate();
          this.undoTo(mark);
          this.recording = recording;
          if (ok) continue;
          this.fire(PROBE);
          const nLocal = run.localRoomCount;
          for (let p = run.liveCount - 1; p >= 0; p--) {
            const y = run.liveStates[p]!;
            let same = true;
            for (let j = 0; j < nLocal && same; j++) {
              same = run.stateRoomKinds[y * nLocal + j] === run.stateRoomKinds[x * nLocal + j];
            }
            if (same) this.remove(ri, y, PROBE);
          }
          changed = true;
          if (!this.propagate()) return false;
        }
      }
    }
    return true;
  }

  /** One live state per distinct signature of a run. */
  private signatureRepresentatives(run: RunData): number[] {
    const seen = new Set<string>();
    const out: number[] = [];
    const nLocal = run.localRoomCount;
    for (let p = 0; p < run.liveCount; p++) {
      this.spend(1);
      const x = run.liveStates[p]!;
      const key = run.stateRoomKinds.subarray(x * nLocal, (x + 1) * nLocal).join();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(x);
    }
    return out;
  }

  /**
   * The ladder at the root: room and profile to their fixpoint, then probe. Records
   * settled cells and fired rungs. False when the board has no answer.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * // One white cell: a room that needs a balloon and an iron ball in one cell.
   * const board = dosunFuwariBoard({ rows: 1, cols: 1 }, [0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(0),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * assert.ok(!engine.deduceRoot());
   * ```
   */
  deduceRoot(): boolean {
    this.nodes++;
    this.recording = true;
    try {
      let ok = this.propagate();
      if (ok && this.rungs.probe) ok = this.probe();
      if (ok && this.openRuns > 0) {
        this.settled[BRANCH] = this.openCells();
      }
      return ok;
    } finally {
      this.recording = false;
    }
  }

  /** White cells with more than one value left. */
  private openCells(): number {
    let open = 0;
    for (const run of this.runs) {
      for (let i = 0; i < run.cellCount; i++) if (this.valuesLeft(run, i) > 1) open++;
    }
    return open;
  }

  /**
   * The highest rung that removed a state or found the contradiction during the root
   * deduction ("run" when none had to).
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(1),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * engine.deduceRoot();
   * assert.ok(engine.highestFired() === "room");
   * ```
   */
  highestFired(): RungName {
    for (let r = PROBE; r > RUN; r--) if (this.fired[r]) return RUNG_NAMES[r]!;
    return "run";
  }

  /**
   * Cells settled so far per rung, as a record.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(1),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * engine.deduceRoot();
   * assert.ok(engine.settledBy().room === 2);
   * ```
   */
  settledBy(): SettledBy {
    const out = { run: 0, room: 0, profile: 0, probe: 0, branch: 0 };
    SETTLED_KEYS.forEach((key, r) => out[key] = this.settled[r]!);
    return out;
  }

  /**
   * Per cell: the value every live state agrees on, or −1; black cells 0.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [1, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(1),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * assert.ok(engine.cellValues().join() === "0,-1");
   * ```
   */
  cellValues(): Int8Array {
    const out = new Int8Array(this.board.rows * this.board.cols);
    for (const run of this.runs) {
      for (let i = 0; i < run.cellCount; i++) {
        let value = -1;
        if (this.valuesLeft(run, i) === 1) {
          for (let v = 0; v < 3; v++) if (run.liveByCellValue[i * 3 + v]! > 0) value = v;
        }
        out[run.cells[i]!] = value;
      }
    }
    return out;
  }

  /** The answer when every run has one state left. */
  private leafAnswer(): Uint8Array {
    const answer = new Uint8Array(this.board.rows * this.board.cols);
    for (const run of this.runs) {
      const base = run.liveStates[0]! * run.cellCount;
      for (let i = 0; i < run.cellCount; i++) answer[run.cells[i]!] = run.stateValues[base + i]!;
    }
    return answer;
  }

  /**
   * The engine's own complete check of an answer: one balloon and one iron ball per
   * room, every balloon held from above and every iron ball from below under the
   * reading. Independent of the rungs, so answers stay correct with any switched off.
   */
  private isAnswer(answer: Uint8Array): boolean {
    const { rows, cols, black, roomOf } = this.board;
    const balloons = new Int32Array(this.roomCount);
    const irons = new Int32Array(this.roomCount);
    const holds = (cell: number, kind: number): boolean =>
      black[cell] === 1 ||
      (this.rule === "official" ? answer[cell] === kind : answer[cell] !== EMPTY);
    for (let cell = 0; cell < rows * cols; cell++) {
      const v = answer[cell]!;
      if (v === BALLOON) {
        balloons[roomOf[cell]!]!++;
        if (cell >= cols && !holds(cell - cols, BALLOON)) return false;
      } else if (v === IRON) {
        irons[roomOf[cell]!]!++;
        if (cell + cols < rows * cols && !holds(cell + cols, IRON)) return false;
      }
    }
    for (let room = 0; room < this.roomCount; room++) {
      if (balloons[room] !== 1 || irons[room] !== 1) return false;
    }
    return true;
  }

  /**
   * Depth-first search from the current domains, branching on the run with the
   * fewest states left; each answer goes to `onAnswer`, which returns true to stop.
   * Leaves the domains as it found them. Returns true when stopped by `onAnswer`.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * // A 1×2 board, one room: a balloon and an iron ball in two cells, two ways.
   * const board = dosunFuwariBoard({ rows: 1, cols: 2 }, [0, 0], {
   *   vertical: new Uint8Array(1),
   *   horizontal: new Uint8Array(0),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * engine.deduceRoot();
   * const found: string[] = [];
   * engine.search((a) => (found.push(a.join("")), false));
   * assert.ok(found.sort().join() === "12,21");
   * ```
   */
  search(onAnswer: (answer: Uint8Array) => boolean): boolean {
    this.spend(1 + (this.runs.length >> 3));
    if (this.openRuns === 0) {
      this.spend(this.board.rows * this.board.cols);
      const answer = this.leafAnswer();
      return this.isAnswer(answer) && onAnswer(answer);
    }
    let best = -1;
    let bestSize = Infinity;
    for (let ri = 0; ri < this.runs.length; ri++) {
      const size = this.runs[ri]!.liveCount;
      if (size > 1 && size < bestSize) {
        best = ri;
        bestSize = size;
        if (size === 2) break;
      }
    }
    const run = this.runs[best]!;
    const choices = run.liveStates.slice(0, run.liveCount);
    for (const x of choices) {
      this.assumptions++;
      this.nodes++;
      const mark = this.trailLen;
      this.assign(best, x);
      const ok = this.propagate();
      const stop = ok && this.search(onAnswer);
      this.undoTo(mark);
      if (stop) return true;
    }
    return false;
  }

  // -------------------------------------------------------------------------------
  // Learning search. The model behind it: every run takes exactly one of its states;
  // literal 2g says state g is removed, 2g + 1 that it is chosen. Each rung's removal
  // is explained by removals already made (room: the other runs' states serving the
  // room are gone; profile: the owner's states not serving it are gone), a decision
  // chooses one state (its siblings go with the choice as their reason), and every
  // contradiction names the removals that caused it. Conflict analysis resolves these
  // back to the first unique implication point, the nogood learnt is kept with two
  // watched literals, the search jumps back to the level where the nogood asserts,
  // restarts on a Luby schedule and branches on the runs the recent conflicts touched.

  /**
   * Removal literals of run ri's removed states: all of them (j < 0), or those whose
   * bit k at local room j is `want` (1: states serving the room, 0: the others).
   */
  private removedLits(ri: number, j: number, k: number, want = 1, before = Infinity): Int32Array {
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
  private roomLits(
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
  private ownerLits(room: number, k: number, t: number, before = Infinity): Int32Array {
    return this.removedLits(
      this.runsOfRoom[room]![t]!,
      this.localIndexOfRoom[room]![t]!,
      k,
      0,
      before,
    );
  }

  /** The literals of a reason, listing a lazy one. */
  private reasonLits(reason: Reason): Int32Array {
    if (reason instanceof Int32Array) return reason;
    if (reason.lits) return reason.lits;
    const { room, k, run, before } = reason;
    reason.lits = reason.rung === "room"
      ? this.roomLits(room, k, run, 1, before)
      : this.ownerLits(room, k, run, before);
    return reason.lits;
  }

  private isTrue(lit: number): boolean {
    const g = lit >> 1;
    if (lit & 1) return this.chosenAt[g]! >= 0;
    const ri = this.runOfState[g]!;
    const run = this.runs[ri]!;
    return run.liveIndex[g - this.stateBase[ri]!]! >= run.liveCount;
  }

  private trailPos(lit: number): number {
    return lit & 1 ? this.chosenAt[lit >> 1]! : this.removedAt[lit >> 1]!;
  }

  /** Makes `lit` true with `reason`; a choice removes the run's other states. */
  private assertLit(lit: number, reason: Int32Array | null): void {
    const g = lit >> 1;
    const ri = this.runOfState[g]!;
    const x = g - this.stateBase[ri]!;
    const run = this.runs[ri]!;
    if (!(lit & 1)) {
      if (run.liveIndex[x]! >= run.liveCount) return;
      this.currentReason = reason;
      this.remove(ri, x, BRANCH);
      this.currentReason = null;
      return;
    }
    if (run.liveIndex[x]! >= run.liveCount) {
      // Choosing a removed state: the reason and the removal contradict each other.
      this.conflict = true;
      const both = new Int32Array((reason?.length ?? 0) + 1);
      if (reason) both.set(reason);
      both[both.length - 1] = 2 * g;
      if (this.conflictLits === null) this.conflictLits = reason ? both : null;
      return;
    }
    const at = this.trailLen++;
    this.trail[at] = -1;
    this.trailLit[at] = lit;
    this.trailLevel[at] = this.level;
    this.trailReason[at] = reason;
    this.chosenAt[g] = at;
    this.spend(1);
    this.currentReason = Int32Array.of(lit);
    for (let p = run.liveCount - 1; p >= 0; p--) {
      const y = run.liveStates[p]!;
      if (y !== x) this.remove(ri, y, BRANCH);
    }
    this.currentReason = null;
  }

  /** Watches `nogood` on its first two literals. */
  private attach(nogood: Int32Array): void {
    for (let w = 0; w < 2; w++) (this.watches[nogood[w]!] ??= []).push(this.nogoods.length);
    this.nogoods.push(nogood);
  }

  /**
   * Visits the nogoods watching the literals the trail gained since the last visit:
   * a nogood with every literal true is a conflict, one with all but one true makes
   * that one false. False on a conflict.
   */
  private propagateNogoods(): boolean {
    while (this.nogoodQueueHead < this.trailLen) {
      const lit = this.trailLit[this.nogoodQueueHead++]!;
      const list = this.watches[lit];
      if (list === undefined || list.length === 0) continue;
      let keep = 0;
      let i = 0;
      for (; i < list.length; i++) {
        const id = list[i]!;
        const c = this.nogoods[id]!;
        this.spend(1);
        if (c[0] === lit) c[0] = c[1]!, c[1] = lit;
        // c[1] is the literal that just became true.
        const other = c[0]!;
        if (this.isTrue(other ^ 1)) {
          list[keep++] = id; // `other` is false: the nogood holds already
          continue;
        }
        let moved = false;
        for (let k = 2; k < c.length; k++) {
          if (!this.isTrue(c[k]!)) {
            c[1] = c[k]!;
            c[k] = lit;
            (this.watches[c[1]!] ??= []).push(id);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[keep++] = id;
        if (this.isTrue(other)) {
          this.conflictLits = c;
          this.conflict = true;
          for (i++; i < list.length; i++) list[keep++] = list[i]!;
          list.length = keep;
          return false;
        }
        this.assertLit(other ^ 1, c);
        if (this.conflict) {
          for (i++; i < list.length; i++) list[keep++] = list[i]!;
          list.length = keep;
          return false;
        }
      }
      list.length = keep;
    }
    return true;
  }

  private newLevel(): void {
    this.level++;
    this.levelStart[this.level] = this.trailLen;
  }

  private backjump(to: number): void {
    this.undoTo(this.levelStart[to + 1]!);
    this.levelStart.length = to + 1;
    this.level = to;
  }

  private bump(ri: number): void {
    this.runActivity[ri] = this.runActivity[ri]! + this.activityStep;
    if (this.runActivity[ri]! > 1e100) {
      for (let r = 0; r < this.runActivity.length; r++) this.runActivity[r]! *= 1e-100;
      this.activityStep *= 1e-100;
    }
  }

  /**
   * First-UIP analysis of the current conflict (above the root level): the learnt
   * nogood, its asserting literal first and the literal of the highest other level
   * second, and the level to jump back to.
   */
  private analyse(rootLevel: number): { nogood: Int32Array; to: number } {
    const conflict = this.conflictLits!;
    const seen = new Set<number>();
    const rest: number[] = [];
    let open = 0;
    const add = (lit: number) => {
      if (seen.has(lit)) return;
      seen.add(lit);
      const at = this.trailPos(lit);
      const lev = this.trailLevel[at]!;
      if (lev === 0) return; // facts of the root deduction hold in every answer
      this.bump(this.runOfState[lit >> 1]!);
      if (lev === this.level) open++;
      else rest.push(lit);
    };
    this.spend(conflict.length);
    for (const lit of conflict) add(lit);
    let uip = -1;
    for (let at = this.trailLen - 1; at >= this.levelStart[this.level]!; at--) {
      const lit = this.trailLit[at]!;
      if (!seen.has(lit)) continue;
      if (--open === 0) {
        uip = lit;
        break;
      }
      const stored = this.trailReason[at];
      if (stored === null || stored === undefined) {
        throw new Error(
          "dosun-fuwari/propagate learning: a decision level with two unexplained literals",
        );
      }
      const reason = this.reasonLits(stored);
      this.spend(reason.length);
      for (const r of reason) if (r !== (lit ^ 1)) add(r);
    }
    let to = rootLevel;
    let second = -1;
    for (let i = 0; i < rest.length; i++) {
      const lev = this.trailLevel[this.trailPos(rest[i]!)]!;
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
    this.activityStep *= 1 / 0.95;
    return { nogood, to };
  }

  /**
   * The open run to branch on (most active per remaining state) and its state (the
   * one it last took, else its first live one).
   */
  private decide(): [number, number] {
    let best = -1;
    let bestScore = -1;
    this.spend(1 + (this.runs.length >> 3));
    for (let ri = 0; ri < this.runs.length; ri++) {
      const size = this.runs[ri]!.liveCount;
      if (size <= 1) continue;
      const score = (this.runActivity[ri]! + 1) / size;
      if (score > bestScore) best = ri, bestScore = score;
    }
    const run = this.runs[best]!;
    const phase = this.savedPhase[best]!;
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
  searchLearning(onAnswer: (answer: Uint8Array) => boolean): boolean {
    if (this.tainted) {
      this.nogoods.length = 0;
      this.watches = [];
      this.units.length = 0;
      this.tainted = false;
    }
    const rootLevel = this.level;
    const mark = this.trailLen;
    this.learning = true;
    this.nogoodQueueHead = this.levelStart[rootLevel]!;
    let restartAt = 64;
    let lubyIndex = 1;
    let sinceRestart = 0;
    const found = new Set<string>();
    try {
      for (const unit of this.units) {
        if (this.isTrue(unit)) return false;
        this.assertLit(unit ^ 1, null);
        if (this.conflict) return false;
      }
      let ok = this.propagate();
      for (;;) {
        if (!ok) {
          if (this.level === rootLevel) return false;
          this.conflicts++;
          const { nogood, to } = this.analyse(rootLevel);
          this.jumped += this.level - 1 - to;
          this.backjump(to);
          this.spend(nogood.length);
          this.learnt++;
          if (nogood.length >= 2) this.attach(nogood);
          else this.units.push(nogood[0]!);
          this.assertLit(nogood[0]! ^ 1, nogood);
          ok = this.propagate();
          if (ok && ++sinceRestart >= restartAt && this.level > rootLevel) {
            this.restarts++;
            sinceRestart = 0;
            restartAt = 64 * luby(++lubyIndex);
            this.backjump(rootLevel);
            ok = this.propagate();
          }
          continue;
        }
        if (this.openRuns === 0) {
          this.spend(this.board.rows * this.board.cols);
          const answer = this.leafAnswer();
          for (let ri = 0; ri < this.runs.length; ri++) {
            this.savedPhase[ri] = this.runs[ri]!.liveStates[0]!;
          }
          const isAnswer = this.isAnswer(answer);
          if (isAnswer) {
            const key = answer.join("");
            if (found.has(key)) {
              throw new Error("dosun-fuwari/propagate learning search: an answer came back twice");
            }
            found.add(key);
            if (onAnswer(answer)) return true;
          }
          // Block this leaf: not all of the decisions that led here.
          if (this.level === rootLevel) return false;
          if (isAnswer) this.tainted = true;
          // As removals, so it fires however the runs come down to these states again.
          const parts: Int32Array[] = [];
          for (let lev = rootLevel + 1; lev <= this.level; lev++) {
            const g = this.trailLit[this.levelStart[lev]!]! >> 1;
            parts.push(this.removedLits(this.runOfState[g]!, -1, 0));
          }
          const blocking = new Int32Array(parts.reduce((n, part) => n + part.length, 0));
          let at = 0;
          for (const part of parts) blocking.set(part, at), at += part.length;
          this.conflictLits = blocking;
          ok = false;
          continue;
        }
        const [ri, x] = this.decide();
        this.nodes++;
        this.assumptions++;
        this.newLevel();
        this.savedPhase[ri] = x;
        this.assertLit(2 * (this.stateBase[ri]! + x) + 1, null);
        ok = this.propagate();
      }
    } finally {
      if (this.level > rootLevel) this.backjump(rootLevel);
      this.undoTo(mark);
      this.learning = false;
      this.conflict = false;
      this.conflictLits = null;
    }
  }

  /**
   * Forbids value `v` at `cell` (removes every state of its run giving it v), runs the
   * lower rungs, and searches for one answer; then undoes it all. Returns the answer
   * found or null when there is none. Used to test whether a cell is forced.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./ladder.ts";
   * const board = dosunFuwariBoard({ rows: 1, cols: 2 }, [0, 0], {
   *   vertical: new Uint8Array(1),
   *   horizontal: new Uint8Array(0),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * engine.deduceRoot();
   * assert.ok(engine.answerWithout(0, 1)?.join("") === "21");
   * ```
   */
  answerWithout(cell: number, v: number): Uint8Array | null {
    const learning = this.learns();
    const mark = this.trailLen;
    // Under learning the forbidden states form an assumption level of their own, so
    // the nogoods learnt under it name them and stay valid for the next cell.
    if (learning) this.newLevel();
    let found: Uint8Array | null = null;
    for (let ri = 0; ri < this.runs.length; ri++) {
      const run = this.runs[ri]!;
      const i = run.cells.indexOf(cell);
      if (i < 0) continue;
      for (let p = run.liveCount - 1; p >= 0; p--) {
        const x = run.liveStates[p]!;
        if (run.stateValues[x * run.cellCount + i] === v) this.remove(ri, x, BRANCH);
      }
      break;
    }
    const onAnswer = (answer: Uint8Array) => {
      found = answer;
      return true;
    };
    if (learning) {
      this.searchLearning(onAnswer);
      this.backjump(this.level - 1);
    } else if (this.propagate()) this.search(onAnswer);
    this.undoTo(mark);
    return found;
  }

  /**
   * Whether the search learns: with the room and profile rungs and the run states on,
   * and no run with more than {@link LEARNING_MAX_STATES} states (call after
   * {@link RunDomains.init}). Its literals are run states, so a contradiction on a run
   * of tens of thousands of loose fillings names them all, and analysing it costs far
   * more than the plain search would.
   */
  learns(): boolean {
    if (!(this.rungs.run && this.rungs.room && this.rungs.profile)) return false;
    return this.runs.every((run) => run.stateCount <= LEARNING_MAX_STATES);
  }
}

/** The Luby restart sequence 1, 1, 2, 1, 1, 2, 4, …, from i = 1. */
function luby(i: number): number {
  for (let k = 1; k < 32; k++) {
    if (i === (1 << k) - 1) return 1 << (k - 1);
    if (i < (1 << k) - 1) return luby(i - (1 << (k - 1)) + 1);
  }
  return 1 << 30;
}
