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
 * driver holds the root deduction and the plain search; the learning search is learn.ts.
 *
 * @module
 */

import {
  BALLOON,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import {
  BRANCH,
  LEARNING_MAX_STATES,
  PROBE,
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
import { backjump, newLevel, propagateNogoods, searchLearning } from "./learn.ts";

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
        else if (!propagateNogoods(this)) return this.fail();
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
  leafAnswer(): Uint8Array {
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
  isAnswer(answer: Uint8Array): boolean {
    const { rows, cols, black, roomOf } = this.board;
    const balloons = new Int32Array(this.roomCount);
    const irons = new Int32Array(this.roomCount);
    const { anyPieceHolds } = DOSUN_FUWARI_RULE_REQUIREMENTS[this.rule];
    const holds = (cell: number, kind: number): boolean =>
      black[cell] === 1 || (anyPieceHolds ? answer[cell] !== EMPTY : answer[cell] === kind);
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
  // Learning search: the model and its parts are in learn.ts.

  /**
   * Conflict-driven search from the current domains (after the root deduction, and
   * after any assumption level the caller opened): each answer goes to `onAnswer`,
   * which returns true to stop. Returns true when stopped by `onAnswer`, false when
   * every answer was passed on. Leaves the trail as it found it; keeps the nogoods it
   * learnt (unless an answer had to be blocked, which only that search may rely on).
   */
  searchLearning(onAnswer: (answer: Uint8Array) => boolean): boolean {
    return searchLearning(this, onAnswer);
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
    if (learning) newLevel(this);
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
      backjump(this, this.level - 1);
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
