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
   * import { BudgetExhausted } from "./engine.ts";
   * console.assert(new BudgetExhausted().name === "BudgetExhausted");
   * ```
   */
  constructor() {
    super("work budget exhausted");
    this.name = "BudgetExhausted";
  }
}

/** Rung indices for attribution; BRANCH is an assumption, never a rung. */
const RUN = 0, ROOM = 1, PROFILE = 2, PROBE = 3, BRANCH = 4;
const SETTLED_KEYS = ["run", "room", "profile", "probe", "branch"] as const;

interface RunData {
  readonly cells: Int32Array;
  readonly len: number;
  readonly rooms: Int32Array;
  readonly nLocal: number;
  nStates: number;
  /** nStates × len cell values. */
  fill: Uint8Array;
  /** nStates × nLocal: bit 1 the state puts a balloon into local room j, bit 2 an iron ball. */
  sig: Uint8Array;
  /** Sparse set of live states: dom[0..size) live; pos[state] its index in dom. */
  dom: Int32Array;
  pos: Int32Array;
  size: number;
  /** Per local room j: [2j] live states with a balloon there, [2j+1] with an iron ball. */
  cnt: Int32Array;
  /** Per cell i of the run: [3i+v] live states giving it value v. */
  cellCnt: Int32Array;
}

/**
 * One board's run domains under one reading and set of rungs. Build it, call
 * {@link RunDomains.init}, then {@link RunDomains.deduceRoot}, then search. Every
 * method may throw {@link BudgetExhausted}.
 *
 * @example
 * ```ts
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { ALL_RUNGS, RunDomains } from "./engine.ts";
 * // One column of two cells, one room: the balloon on top, the iron ball below.
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array([0]),
 * });
 * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
 * engine.init();
 * console.assert(engine.deduceRoot() && engine.openRuns === 0);
 * console.assert(engine.cellValues().join() === "1,2");
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

  private readonly board: DosunFuwariBoard;
  private readonly rule: DosunFuwariRule;
  private readonly rungs: Rungs;
  private readonly budget: number;
  private readonly runs: RunData[] = [];
  private readonly nRooms: number;
  /** Per room: the runs touching it and the room's local index in each. */
  private readonly refRun: Int32Array[];
  private readonly refLocal: Int32Array[];
  /** Per run: the local room index of each of its cells. */
  private readonly localRoomOf: Int32Array[] = [];
  /** Per room × kind: runs that can serve it, runs that must. */
  private readonly canCnt: Int32Array;
  private readonly mustCnt: Int32Array;
  private readonly roomQueue: Int32Array;
  private roomQueueLen = 0;
  private readonly inRoomQueue: Uint8Array;
  private readonly profileQueue: Int32Array;
  private profileQueueLen = 0;
  private readonly inProfileQueue: Uint8Array;
  private trail = new Int32Array(0);
  private trailLen = 0;
  private conflict = false;
  /** True while settled cells and fired rungs are being recorded (the root deduction). */
  private recording = false;

  /**
   * Lays out the runs and rooms; no states yet.
   *
   * @example
   * ```ts
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * const board = dosunFuwariBoard({ rows: 1, cols: 1 }, [1], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(0),
   * });
   * console.assert(new RunDomains(board, "loose", ALL_RUNGS, 10).openRuns === 0);
   * ```
   */
  constructor(board: DosunFuwariBoard, rule: DosunFuwariRule, rungs: Rungs, budget: number) {
    this.board = board;
    this.rule = rule;
    this.rungs = rungs;
    this.budget = budget;
    this.nRooms = board.rooms.length;
    const refRun: number[][] = board.rooms.map(() => []);
    const refLocal: number[][] = board.rooms.map(() => []);
    for (const run of runsOf(board)) {
      const ri = this.runs.length;
      const len = run.cells.length;
      const nLocal = run.rooms.length;
      run.rooms.forEach((room, j) => {
        refRun[room]!.push(ri);
        refLocal[room]!.push(j);
      });
      this.runs.push({
        cells: run.cells,
        len,
        rooms: run.rooms,
        nLocal,
        nStates: 0,
        fill: new Uint8Array(0),
        sig: new Uint8Array(0),
        dom: new Int32Array(0),
        pos: new Int32Array(0),
        size: 0,
        cnt: new Int32Array(nLocal * 2),
        cellCnt: new Int32Array(len * 3),
      });
      this.localRoomOf.push(run.localRoom);
    }
    this.refRun = refRun.map((a) => Int32Array.from(a));
    this.refLocal = refLocal.map((a) => Int32Array.from(a));
    const keys = this.nRooms * 2;
    this.canCnt = new Int32Array(keys);
    this.mustCnt = new Int32Array(keys);
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
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * // A column of three cells in one room: the middle one can hold nothing.
   * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(2),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * console.assert(engine.cellValues()[1] === 0 && engine.settled[1] === 1);
   * ```
   */
  init(): void {
    const spend = (units: number) => this.spend(units);
    let totalStates = 0;
    this.runs.forEach((run, ri) => {
      const local = this.rungs.room ? this.localRoomOf[ri]! : null;
      const list = !this.rungs.run
        ? enumerateFillings(run.len, "none", local, spend)
        : this.rule === "official"
        ? officialFillings(run.len, local, spend)
        : enumerateFillings(run.len, "loose", local, spend);
      if (list.pruned) this.fired[ROOM] = true;
      const n = list.count;
      totalStates += n;
      run.nStates = n;
      run.fill = list.fill;
      run.sig = new Uint8Array(n * run.nLocal);
      run.dom = new Int32Array(n);
      run.pos = new Int32Array(n);
      run.size = n;
      const localRoom = this.localRoomOf[ri]!;
      for (let x = 0; x < n; x++) {
        run.dom[x] = x;
        run.pos[x] = x;
        for (let i = 0; i < run.len; i++) {
          const v = run.fill[x * run.len + i]!;
          run.cellCnt[i * 3 + v]!++;
          if (v !== EMPTY) run.sig[x * run.nLocal + localRoom[i]!]! |= v;
        }
        for (let j = 0; j < run.nLocal; j++) {
          const bits = run.sig[x * run.nLocal + j]!;
          if (bits & BALLOON) run.cnt[j * 2]!++;
          if (bits & IRON) run.cnt[j * 2 + 1]!++;
        }
      }
      if (n > 1) this.openRuns++;
      if (n === 0) this.conflict = true; // a run with no legal filling (never under the readings)
      for (let i = 0; i < run.len; i++) if (this.valuesLeft(run, i) === 1) this.settled[ROOM]! += 1;
    });
    this.trail = new Int32Array(totalStates);
    for (let room = 0; room < this.nRooms; room++) {
      for (let k = 0; k < 2; k++) {
        const key = room * 2 + k;
        const runsOfRoom = this.refRun[room]!;
        for (let t = 0; t < runsOfRoom.length; t++) {
          const run = this.runs[runsOfRoom[t]!]!;
          const c = run.cnt[this.refLocal[room]![t]! * 2 + k]!;
          if (c > 0) this.canCnt[key]!++;
          if (run.size > 0 && c === run.size) this.mustCnt[key]!++;
        }
        if (this.canCnt[key]! <= 1) this.queueRoom(key);
        if (this.mustCnt[key]! >= 1) this.queueProfile(key);
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
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * // A 1×2 board, one room: pin the balloon to the right cell.
   * const board = dosunFuwariBoard({ rows: 1, cols: 2 }, [0, 0], {
   *   vertical: new Uint8Array(1),
   *   horizontal: new Uint8Array(0),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * console.assert(engine.restrict(Int8Array.from([-1, 1])) && engine.deduceRoot());
   * console.assert(engine.cellValues().join() === "2,1");
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
      for (let p = run.size - 1; p >= 0; p--) {
        const x = run.dom[p]!;
        this.spend(1 + run.len);
        const base = x * run.len;
        for (let i = 0; i < run.len; i++) {
          if (want[i] !== -1 && run.fill[base + i] !== want[i]) {
            this.remove(ri, x, BRANCH);
            break;
          }
        }
      }
    }
    return true;
  }

  private valuesLeft(run: RunData, i: number): number {
    const c = run.cellCnt;
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
    this.spend(1 + run.len + run.nLocal);
    this.fire(rung);
    const p = run.pos[x]!;
    const last = run.size - 1;
    const y = run.dom[last]!;
    run.dom[p] = y;
    run.pos[y] = p;
    run.dom[last] = x;
    run.pos[x] = last;
    run.size = last;
    this.trail[this.trailLen++] = ri;
    if (last === 1) this.openRuns--;
    if (last === 0) this.conflict = true;
    const s = last;
    const nLocal = run.nLocal;
    for (let j = 0; j < nLocal; j++) {
      const bits = run.sig[x * nLocal + j]!;
      const room = run.rooms[j]!;
      for (let k = 0; k < 2; k++) {
        const ci = j * 2 + k;
        const before = run.cnt[ci]!;
        const has = (bits >> k) & 1;
        const after = before - has;
        run.cnt[ci] = after;
        const key = room * 2 + k;
        if (has && after === 0) {
          if (--this.canCnt[key]! <= 1) this.queueRoom(key);
        }
        const mustBefore = before === s + 1;
        const mustAfter = s > 0 && after === s;
        if (mustBefore !== mustAfter) {
          if (mustAfter) {
            this.mustCnt[key]!++;
            this.queueProfile(key);
          } else this.mustCnt[key]!--;
        }
      }
    }
    const base = x * run.len;
    for (let i = 0; i < run.len; i++) {
      const v = run.fill[base + i]!;
      if (--run.cellCnt[i * 3 + v]! === 0 && this.recording && s > 0) {
        if (this.valuesLeft(run, i) === 1) this.settled[rung]! += 1;
      }
    }
  }

  /** Puts back the most recently removed state. */
  private undoOne(): void {
    const ri = this.trail[--this.trailLen]!;
    const run = this.runs[ri]!;
    const x = run.dom[run.size]!;
    run.size++;
    const s = run.size;
    if (s === 2) this.openRuns++;
    const nLocal = run.nLocal;
    for (let j = 0; j < nLocal; j++) {
      const bits = run.sig[x * nLocal + j]!;
      const room = run.rooms[j]!;
      for (let k = 0; k < 2; k++) {
        const ci = j * 2 + k;
        const before = run.cnt[ci]!;
        const has = (bits >> k) & 1;
        const after = before + has;
        run.cnt[ci] = after;
        const key = room * 2 + k;
        if (has && before === 0) this.canCnt[key]!++;
        const mustBefore = s - 1 > 0 && before === s - 1;
        const mustAfter = after === s;
        if (mustBefore !== mustAfter) this.mustCnt[key]! += mustAfter ? 1 : -1;
      }
    }
    const base = x * run.len;
    for (let i = 0; i < run.len; i++) run.cellCnt[i * 3 + run.fill[base + i]!]!++;
  }

  private undoTo(mark: number): void {
    while (this.trailLen > mark) this.undoOne();
    this.conflict = false;
    this.clearQueues();
  }

  /** Keeps only state x in run ri (an assumption). */
  private assign(ri: number, x: number): void {
    const run = this.runs[ri]!;
    for (let p = run.size - 1; p >= 0; p--) {
      const y = run.dom[p]!;
      if (y !== x) this.remove(ri, y, BRANCH);
    }
  }

  /** Removes from run ri every live state whose bit `k` at local room j is (not) set. */
  private removeWhere(ri: number, j: number, k: number, keepIfSet: boolean, rung: number): void {
    const run = this.runs[ri]!;
    const nLocal = run.nLocal;
    for (let p = run.size - 1; p >= 0; p--) {
      this.spend(1);
      const x = run.dom[p]!;
      const set = (run.sig[x * nLocal + j]! >> k) & 1;
      if ((set === 1) !== keepIfSet) this.remove(ri, x, rung);
    }
  }

  /** Room rung on one room and kind: nobody can serve it (dead), or one run can (forced). */
  private roomCheck(key: number): boolean {
    const room = key >> 1;
    const k = key & 1;
    const can = this.canCnt[key]!;
    this.spend(1);
    if (can === 0) {
      this.fire(ROOM);
      return false;
    }
    if (can > 1) return true;
    const runsOfRoom = this.refRun[room]!;
    for (let t = 0; t < runsOfRoom.length; t++) {
      const ri = runsOfRoom[t]!;
      const j = this.refLocal[room]![t]!;
      const run = this.runs[ri]!;
      const c = run.cnt[j * 2 + k]!;
      if (c === 0) continue;
      if (c < run.size) this.removeWhere(ri, j, k, true, ROOM);
      return !this.conflict;
    }
    return true;
  }

  /** Profile rung on one room and kind: a run that must serve it closes it to the others. */
  private profileCheck(key: number): boolean {
    const room = key >> 1;
    const k = key & 1;
    const must = this.mustCnt[key]!;
    this.spend(1);
    if (must === 0) return true;
    if (must >= 2) {
      this.fire(PROFILE);
      return false;
    }
    const runsOfRoom = this.refRun[room]!;
    let owner = -1;
    for (let t = 0; t < runsOfRoom.length && owner < 0; t++) {
      const run = this.runs[runsOfRoom[t]!]!;
      if (run.cnt[this.refLocal[room]![t]! * 2 + k] === run.size) owner = runsOfRoom[t]!;
    }
    for (let t = 0; t < runsOfRoom.length; t++) {
      const ri = runsOfRoom[t]!;
      if (ri === owner) continue;
      const j = this.refLocal[room]![t]!;
      if (this.runs[ri]!.cnt[j * 2 + k]! > 0) this.removeWhere(ri, j, k, false, PROFILE);
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
        if (run.size <= 1) continue;
        for (const x of this.signatureRepresentatives(run)) {
          if (run.pos[x]! >= run.size) continue;
          if (run.size <= 1) break;
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
          const nLocal = run.nLocal;
          for (let p = run.size - 1; p >= 0; p--) {
            const y = run.dom[p]!;
            let same = true;
            for (let j = 0; j < nLocal && same; j++) {
              same = run.sig[y * nLocal + j] === run.sig[x * nLocal + j];
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
    const nLocal = run.nLocal;
    for (let p = 0; p < run.size; p++) {
      this.spend(1);
      const x = run.dom[p]!;
      const key = run.sig.subarray(x * nLocal, (x + 1) * nLocal).join();
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
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * // One white cell: a room that needs a balloon and an iron ball in one cell.
   * const board = dosunFuwariBoard({ rows: 1, cols: 1 }, [0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(0),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * console.assert(!engine.deduceRoot());
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
      for (let i = 0; i < run.len; i++) if (this.valuesLeft(run, i) > 1) open++;
    }
    return open;
  }

  /**
   * The highest rung that removed a state or found the contradiction during the root
   * deduction ("run" when none had to).
   *
   * @example
   * ```ts
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(1),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * engine.deduceRoot();
   * console.assert(engine.highestFired() === "room");
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
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(1),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * engine.deduceRoot();
   * console.assert(engine.settledBy().room === 2);
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
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [1, 0], {
   *   vertical: new Uint8Array(0),
   *   horizontal: new Uint8Array(1),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * console.assert(engine.cellValues().join() === "0,-1");
   * ```
   */
  cellValues(): Int8Array {
    const out = new Int8Array(this.board.rows * this.board.cols);
    for (const run of this.runs) {
      for (let i = 0; i < run.len; i++) {
        let value = -1;
        if (this.valuesLeft(run, i) === 1) {
          for (let v = 0; v < 3; v++) if (run.cellCnt[i * 3 + v]! > 0) value = v;
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
      const base = run.dom[0]! * run.len;
      for (let i = 0; i < run.len; i++) answer[run.cells[i]!] = run.fill[base + i]!;
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
    const balloons = new Int32Array(this.nRooms);
    const irons = new Int32Array(this.nRooms);
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
    for (let room = 0; room < this.nRooms; room++) {
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
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
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
   * console.assert(found.sort().join() === "12,21");
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
      const size = this.runs[ri]!.size;
      if (size > 1 && size < bestSize) {
        best = ri;
        bestSize = size;
        if (size === 2) break;
      }
    }
    const run = this.runs[best]!;
    const choices = run.dom.slice(0, run.size);
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

  /**
   * Forbids value `v` at `cell` (removes every state of its run giving it v), runs the
   * lower rungs, and searches for one answer; then undoes it all. Returns the answer
   * found or null when there is none. Used to test whether a cell is forced.
   *
   * @example
   * ```ts
   * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
   * import { ALL_RUNGS, RunDomains } from "./engine.ts";
   * const board = dosunFuwariBoard({ rows: 1, cols: 2 }, [0, 0], {
   *   vertical: new Uint8Array(1),
   *   horizontal: new Uint8Array(0),
   * });
   * const engine = new RunDomains(board, "official", ALL_RUNGS, 1e6);
   * engine.init();
   * engine.deduceRoot();
   * console.assert(engine.answerWithout(0, 1)?.join("") === "21");
   * ```
   */
  answerWithout(cell: number, v: number): Uint8Array | null {
    const mark = this.trailLen;
    let found: Uint8Array | null = null;
    for (let ri = 0; ri < this.runs.length; ri++) {
      const run = this.runs[ri]!;
      const i = run.cells.indexOf(cell);
      if (i < 0) continue;
      for (let p = run.size - 1; p >= 0; p--) {
        const x = run.dom[p]!;
        if (run.fill[x * run.len + i] === v) this.remove(ri, x, BRANCH);
      }
      break;
    }
    if (this.propagate()) {
      this.search((answer) => {
        found = answer;
        return true;
      });
    }
    this.undoTo(mark);
    return found;
  }
}
