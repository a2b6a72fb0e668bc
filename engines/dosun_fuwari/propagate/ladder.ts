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
 * The state lives in state.ts, the rungs in rungs/{run,room,profile,probe}.ts; this
 * driver holds the root deduction and the two searches (plain and learning).
 *
 * @module
 */

import { BALLOON, EMPTY, IRON } from "../../../core/dosun_fuwari/board.ts";
import {
  BRANCH,
  LEARNING_MAX_STATES,
  PROBE,
  type Reason,
  RUN,
  RunDomainsState,
  RUNG_NAMES,
  type RungName,
  SETTLED_KEYS,
  type SettledBy,
} from "./state.ts";
import { generateRunStates } from "./rungs/run.ts";
import { roomCheck } from "./rungs/room.ts";
import { profileCheck } from "./rungs/profile.ts";
import { probe } from "./rungs/probe.ts";

export {
  ALL_RUNGS,
  BudgetExhausted,
  LEARNING_MAX_STATES,
  RUNG_NAMES,
  type RungName,
  type Rungs,
  type SettledBy,
} from "./state.ts";

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
export class RunDomains extends RunDomainsState {
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
    const totalStates = generateRunStates(this);
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

  /**
   * Runs the room and profile rungs to their fixpoint, the room rung first each
   * time round. False on a contradiction (queues cleared, state left for undo).
   */
  propagate(): boolean {
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
        if (!roomCheck(this, key)) return this.fail();
        continue;
      }
      if (this.profileQueueLen > 0) {
        const key = this.profileQueue[--this.profileQueueLen]!;
        this.inProfileQueue[key] = 0;
        if (!profileCheck(this, key)) return this.fail();
        continue;
      }
      return true;
    }
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
      if (ok && this.rungs.probe) ok = probe(this);
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
