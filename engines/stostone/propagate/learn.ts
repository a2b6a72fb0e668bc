/**
 * A search below the root that learns (conflict-driven, as modern SAT solvers do),
 * with the ladder's rungs col, clue, fit and drop as its propagators:
 *
 * - every deduction has a reason: a cell a rung settled is implied by the cells
 *   settled before it in the columns that rung read (the ladder records them); a cell a
 *   learnt nogood settled is implied by the nogood's other cells;
 * - a contradiction is analysed back to its first unique implication point and yields
 *   a learnt nogood (a set of cell values no answer has), kept for the rest of the run;
 * - the search jumps back to the level where that nogood settles a cell (non-chronological
 *   backjumping), restarts on a Luby schedule, and branches on the cell with the highest
 *   activity (bumped for cells in recent conflicts), trying its last value first.
 *
 * Every nogood is a consequence of the rules and the level-0 cells (or of the
 * blocking nogoods of answers already reported), so the search never loses an answer
 * it has not reported: "no more answers" is said only after a contradiction at level 0
 * (or one that involves only the assumptions). Every answer still passes the engine's
 * own complete check before it counts.
 *
 * @module
 */

import { Arena } from "./arena.ts";
import { satisfiesAllRules } from "./check.ts";
import { dropNumberlessTables } from "./rungs/fit.ts";
import { BY_BRANCH, BY_LEARNT, type Checkpoint, type Ladder, OK, OUT_OF_BUDGET } from "./ladder.ts";
import { LIT_FALSE, LIT_TRUE } from "./counters.ts";

/** The search covered everything (under the assumptions, when given). */
export const LEARN_DONE = 0;
/** The search found `cap` answers. */
export const LEARN_CAP = 1;
/** The budget ran out. */
export const LEARN_BUDGET = 2;
/** The search used up the conflicts it was allowed (see {@link Learner.search}). */
export const LEARN_LIMIT = 3;

/** How one {@link Learner.search} went. */
export interface LearnOutcome {
  /** One of the LEARN_* codes. */
  readonly status: number;
  /** Under assumptions: they contradict the rules (the search is then done). */
  readonly refutedAssumptions: boolean;
}

/** Conflicts between restarts, times the Luby sequence. */
const RESTART_UNIT = 32;
/** Activity decay per conflict (recent conflicts weigh more). */
const ACTIVITY_DECAY = 0.95;
/**
 * Conflicts before the first clean-up of the learnt nogoods, and how much later each
 * next one comes. Kept nogoods slow every propagation (each is watched), so the worse
 * half goes from time to time, as modern SAT solvers do with their learnt clauses.
 */
const FIRST_CLEANUP = 2000;
const CLEANUP_STEP = 300;
/** Nogoods over at most this many decision levels (glue) are never dropped. */
const GLUE = 2;

/**
 * When the learning search restarts and cleans up (the constants above by default).
 * Tests shrink it so that restarts and clean-ups happen on boards small enough to
 * check against every shading.
 */
export interface LearnSchedule {
  /** Conflicts between restarts, times the Luby sequence. */
  readonly restartUnit: number;
  /** Conflicts before the first clean-up. */
  readonly firstCleanup: number;
  /** How much later each next clean-up comes. */
  readonly cleanupStep: number;
  /** Nogoods over at most this many decision levels are never dropped. */
  readonly glue: number;
}

/** The schedule the engine runs with. */
export const DEFAULT_LEARN_SCHEDULE: LearnSchedule = {
  restartUnit: RESTART_UNIT,
  firstCleanup: FIRST_CLEANUP,
  cleanupStep: CLEANUP_STEP,
  glue: GLUE,
};

const CONFLICT_LADDER = -1;
/** A static nogood failed at level 0. */
const CONFLICT_LADDER_ROOT = -3;
const NO_CONFLICT = -2;
/** What {@link Learner.search} found of its assumptions: one decided, one false, all true. */
const ASSUMPTION_DECIDED = 0;
const ASSUMPTION_REFUTED = 1;
const ASSUMPTIONS_HOLD = 2;

/** A copy of `a` with room for `length` entries, and at least `least`. */
function grown(a: Int32Array, length: number, least: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(Math.max(length, least));
  out.set(a);
  return out;
}

/**
 * What the pools and watch lists start as: nothing, so that the many small solves of the
 * exhaustive surveys (most learn nothing) allocate nothing for them.
 */
const NOTHING = new Int32Array(0);

/** Luby sequence 1 1 2 1 1 2 4 1 1 2 …, 0-based. */
function luby(i: number): number {
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x = x % size;
  }
  return 2 ** seq;
}

/**
 * The learning search over one {@link Ladder}, which must have been initialised and
 * brought to a fixpoint at level 0. Nogoods learnt stay for later searches on the
 * same ladder (a backbone search asks many questions of one board).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { Ladder, OK } from "./ladder.ts";
 * import { LEARN_DONE, Learner } from "./learn.ts";
 * // 2×2, one room: the stone is the top row or the bottom row.
 * const geo = geometryOf(stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 })));
 * const rungs = { col: true, clue: true, fit: true, drop: true, probe: true };
 * const ladder = new Ladder(geo, "exact", rungs, 1e6);
 * assert.equal(ladder.init(), OK);
 * assert.equal(ladder.full(), OK);
 * const found: string[] = [];
 * const out = new Learner(ladder).search(10, [], (a) => found.push(a.join("")));
 * assert.equal(out.status, LEARN_DONE);
 * assert.deepEqual(found.sort(), ["0011", "1100"]);
 * ```
 */
export class Learner {
  /** The ladder searched over. */
  readonly ladder: Ladder;
  /** Branch decisions made, over all searches. */
  decisions = 0;
  /** Contradictions analysed, over all searches. */
  conflicts = 0;
  /** Nogoods learnt (including answers blocked). */
  learnt = 0;
  /** Their total size in cells. */
  learntCells = 0;
  /** Learnt nogoods dropped by clean-ups. */
  dropped = 0;

  /** Cells on the board: the variables a decision may pick. */
  readonly #cellCount: number;
  /** Cells plus counter variables: every variable a literal may name. */
  readonly #variableCount: number;
  /**
   * Every nogood's literals (2 × cell + value), the two watched ones first, back to
   * back in one pool: nogood `id` holds `#size[id]` of them from `#start[id]` (none
   * once dropped), right after two entries that hold its id and its size. One flat
   * array, so the watch loop reads them without a pointer chase: a watch names the
   * nogood by where its literals start.
   */
  #pool = NOTHING;
  #poolLength = 0;
  /** The literals in the pool (its length without the headers and dropped nogoods). */
  #poolLiterals = 0;
  #start = NOTHING;
  #size = NOTHING;
  #count = 0;
  /**
   * Per nogood: how many decision levels its cells spanned when it was learnt (its
   * "glue"; fewer means it fires sooner and more often), or 0 for a nogood a clean-up
   * must keep (one that blocks a reported answer, which the search relies on not to
   * report it twice). −1 once dropped.
   */
  readonly #glue: number[] = [];
  #conflictsToCleanup: number;
  #cleanups = 0;
  /**
   * Per literal: the nogoods watching it (told when the literal becomes true), as pairs
   * of a nogood (where its literals start in the pool) and a blocker (another of its
   * literals), in the first `#watchLength` entries. Typed arrays that only grow: a
   * plain array shrunk and pushed to again on every visit spent most of the search's
   * time reallocating.
   */
  readonly #watches: Int32Array[];
  readonly #watchLength: Int32Array;
  /** Per cell: the nogood that settled it, or −1. */
  readonly #reasonNogood: Int32Array;
  readonly #activity: Float64Array;
  /**
   * The cells by activity, highest first (ties: lowest cell first), as a binary heap:
   * every unknown cell is in it; settled cells leave it lazily, when they reach the top.
   */
  readonly #heap: Int32Array;
  /** Per cell: its index in the heap, or −1. */
  readonly #heapIndex: Int32Array;
  #heapSize = 0;
  #bump = 1;
  readonly #phase: Int8Array;
  readonly #seen: Int32Array;
  #seenStamp = 0;
  /** Checkpoints before each decision: `cps[d]` opens level d + 1. */
  readonly #cps: Checkpoint[] = [];
  #qhead = 0;
  #conflictNogood = NO_CONFLICT;
  #restarts = 0;
  readonly #schedule: LearnSchedule;

  /** Wraps a ladder at a level-0 fixpoint; `schedule` is for tests. */
  constructor(ladder: Ladder, schedule: LearnSchedule = DEFAULT_LEARN_SCHEDULE) {
    this.ladder = ladder;
    this.#schedule = schedule;
    this.#conflictsToCleanup = schedule.firstCleanup;
    const n = ladder.geo.n;
    this.#cellCount = n;
    // The ladder has counters only when asked for them (solve and forcedCells in mod.ts).
    const counters = ladder.counters.variableCount > n;
    const variables = counters ? ladder.counters.variableCount : n;
    this.#variableCount = variables;
    this.#watches = Array.from({ length: 2 * variables }, () => NOTHING);
    this.#watchLength = new Int32Array(2 * variables);
    const arena = new Arena(17 * n + 32);
    this.#reasonNogood = new Int32Array(variables).fill(-1);
    this.#activity = arena.f64(n);
    this.#heap = arena.i32(n);
    this.#heapIndex = arena.i32(n).fill(-1);
    for (let x = 0; x < n; x++) this.#heapInsert(x);
    this.#phase = arena.i8(n).fill(1);
    this.#seen = new Int32Array(variables + 1); // also marks decision levels, 0 to n
    this.#qhead = ladder.trail.length;
    // Below the root the candidate-stone rank test costs more than it saves.
    ladder.stoneRank = false;
    // Decisions and backjumps return to fixpoints, so the drop rung need only look at
    // what changed since the last one.
    ladder.incrementalDrop = true;
    // Below the root, rooms without a number are left to the clue rung's connectivity
    // test, the drop rung and learning: listing their stones afresh, or killing and
    // reviving their tables' thousands of stones, costs more than it saves.
    ladder.liveFit = false;
    // A decision can leave a room settled in two pieces before clue looks at it; found
    // only at the end, that costs a whole descent and teaches just the decisions made.
    ladder.settledRoomCheck = true;
    dropNumberlessTables(ladder);
    if (counters) this.#addCounters();
  }

  /**
   * The clauses that tie B(c, r, k) ("at least k shaded cells in column c at rows ≥ r")
   * to the cells, as permanent nogoods, and the rank rung explained through them (see
   * `counterRankPass` in rungs/drop.ts). A learnt nogood can then say "at least k shaded
   * below" where it named the very cells below before, so it holds in many more
   * positions: on the numberless 18×18, forcedCells learns from 3,720 conflicts instead
   * of 35,624 (11.8 M units instead of 43.1 M).
   */
  #addCounters(): void {
    const ladder = this.ladder;
    const { rows, cols } = ladder;
    const half = ladder.halfRows;
    const B = (c: number, r: number, k: number, v: number) => ladder.counters.literal(c, r, k, v);
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < rows; r++) {
        const x = r * cols + c;
        for (let k = 1; k <= half + 1; k++) {
          // B(r + 1, k) → B(r, k)
          this.#addStatic([B(c, r + 1, k, 1), B(c, r, k, 0)]);
          // x ∧ B(r + 1, k − 1) → B(r, k)
          this.#addStatic([2 * x + 1, B(c, r + 1, k - 1, 1), B(c, r, k, 0)]);
          // B(r, k) ∧ ¬x → B(r + 1, k)
          this.#addStatic([B(c, r, k, 1), 2 * x, B(c, r + 1, k, 0)]);
          // B(r, k) → B(r + 1, k − 1)
          this.#addStatic([B(c, r, k, 1), B(c, r + 1, k - 1, 0)]);
        }
      }
    }
    ladder.counterRank = true;
    ladder.yieldOnChange = true;
  }

  /** Whether a static nogood failed at level 0 (no answer at all). */
  #rootConflict = false;

  /**
   * A permanent nogood over literals that may be {@link LIT_TRUE} (left out) or
   * {@link LIT_FALSE} (then it never fires), added at level 0: watched on two literals that
   * do not hold; a unit one settles its last literal the other way at level 0.
   */
  #addStatic(raw: number[]): void {
    const val = this.ladder.valAll;
    this.ladder.work += 1 + raw.length;
    const lits: number[] = [];
    for (const l of raw) {
      if (l === LIT_TRUE) continue;
      if (l === LIT_FALSE) return;
      if (!lits.includes(l)) lits.push(l);
    }
    const key = (l: number) => {
      const v = val[l >> 1]!;
      return v === -1 ? 1 : v === (l & 1) ? 2 : 0;
    };
    lits.sort((a, b) => key(a) - key(b));
    let open = 0;
    for (const l of lits) if (key(l) < 2) open++;
    if (open === 0) {
      this.#rootConflict = true;
      return;
    }
    const id = this.#store(lits, 0, false); // glue 0: permanent; the order chosen above
    if (open === 1 && key(lits[0]!) === 1) {
      const y = lits[0]! >> 1;
      this.ladder.assign(y, 1 - (lits[0]! & 1), BY_LEARNT);
      this.#reasonNogood[y] = id;
    }
  }

  /** Sets the value each cell is tried with first (until a search settles it otherwise). */
  setPhase(values: ArrayLike<number>): void {
    for (let x = 0; x < this.#cellCount; x++) this.#phase[x] = values[x]!;
  }

  /** The current decision level. */
  get level(): number {
    return this.#cps.length;
  }

  /** Undoes every decision: back to the level-0 cells. */
  backToRoot(): void {
    this.#backjump(0);
  }

  /**
   * Adds a cell value that holds in every answer still sought (a level-0 fact) and
   * propagates it. Returns false when that contradicts (no answer is left), or when the
   * budget ran out (then check `ladder.exhausted`).
   */
  addFact(x: number, v: number): boolean {
    this.#backjump(0);
    const cur = this.ladder.val[x]!;
    if (cur !== -1) return cur === v;
    this.ladder.assign(x, v, BY_LEARNT);
    this.#reasonNogood[x] = -1;
    return this.#propagate() === NO_CONFLICT;
  }

  /**
   * Searches for answers that agree with `assumptions` (literals 2 × cell + value),
   * calling `onAnswer` with each verified answer (a fresh array) until `cap` answers, the
   * budget, the end, or more than `maxConflicts` conflicts ({@link LEARN_LIMIT}, back at
   * level 0; what was learnt stays). Each answer reported is blocked by a nogood, so a
   * later search on this learner will not report it again. Leaves the ladder at level 0
   * when done, where it stopped otherwise (call {@link Learner.backToRoot} before
   * reading level 0).
   */
  search(
    cap: number,
    assumptions: readonly number[],
    onAnswer: (answer: Uint8Array, ladder: Ladder) => void,
    maxConflicts = Infinity,
  ): LearnOutcome {
    const ladder = this.ladder;
    const geo = ladder.geo;
    let found = 0;
    let conflictsHere = 0;
    const restartUnit = this.#schedule.restartUnit;
    let limit = restartUnit * luby(this.#restarts);
    let conflict = this.#propagate();
    for (;;) {
      if (ladder.exhausted) return { status: LEARN_BUDGET, refutedAssumptions: false };
      if (conflict !== NO_CONFLICT) {
        this.conflicts++;
        conflictsHere++;
        this.#conflictsToCleanup--;
        if (this.level === 0) {
          return { status: LEARN_DONE, refutedAssumptions: false };
        }
        if (--maxConflicts < 0) {
          this.#backjump(0);
          return { status: LEARN_LIMIT, refutedAssumptions: false };
        }
        if (!this.#analyse(conflict)) {
          if (ladder.exhausted) return { status: LEARN_BUDGET, refutedAssumptions: false };
          this.#backjump(0);
          return { status: LEARN_DONE, refutedAssumptions: false };
        }
        conflict = this.#propagate();
        continue;
      }
      if (conflictsHere >= limit) {
        // Restart: keep what was learnt, drop the decisions.
        this.#restarts++;
        conflictsHere = 0;
        limit = restartUnit * luby(this.#restarts);
        this.#backjump(0);
        if (this.#conflictsToCleanup <= 0) this.#cleanUp();
        conflict = this.#propagate();
        continue;
      }
      // Assumptions first, in order, each on a level of its own.
      const assumed = this.#decideAssumption(assumptions);
      if (assumed === ASSUMPTION_REFUTED) {
        this.#backjump(0);
        return { status: LEARN_DONE, refutedAssumptions: true };
      }
      if (assumed === ASSUMPTIONS_HOLD) {
        const x = this.#pick();
        if (x < 0) {
          // Every cell settled: verify, report, and block this answer.
          ladder.work += geo.n;
          if (satisfiesAllRules(geo, ladder.val, ladder.rule)) {
            found++;
            onAnswer(Uint8Array.from(ladder.val), ladder);
            if (found >= cap) return { status: LEARN_CAP, refutedAssumptions: false };
          }
          // No answer differs from this one on the decisions alone: they are a nogood.
          conflict = this.#blockDecisions();
          if (conflict === NO_CONFLICT) {
            // No decisions: the level-0 cells were the only answer.
            this.#backjump(0);
            return { status: LEARN_DONE, refutedAssumptions: false };
          }
          continue;
        }
        this.#decide(x, this.#phase[x]!);
      }
      if (ladder.exhausted) return { status: LEARN_BUDGET, refutedAssumptions: false };
      conflict = this.#propagate();
    }
  }

  #decide(x: number, v: number): void {
    this.decisions++;
    this.#cps.push(this.ladder.checkpoint());
    this.ladder.trail.decisionLevel = this.#cps.length;
    this.ladder.assign(x, v, BY_BRANCH);
    this.#reasonNogood[x] = -1;
  }

  /** The unknown cell with the highest activity; the ladder's own pick while all are 0. */
  #pick(): number {
    const { val } = this.ladder;
    const heap = this.#heap;
    this.ladder.work++;
    while (this.#heapSize > 0 && val[heap[0]!] !== -1) {
      this.#heapPop();
      this.ladder.work++;
    }
    if (this.#heapSize === 0) return -1;
    return this.#activity[heap[0]!]! > 0 ? heap[0]! : this.ladder.pick();
  }

  /** Whether cell a goes above cell b in the heap. */
  #above(a: number, b: number): boolean {
    const act = this.#activity;
    return act[a]! > act[b]! || (act[a] === act[b] && a < b);
  }

  #heapInsert(x: number): void {
    if (this.#heapIndex[x]! >= 0) return;
    const i = this.#heapSize++;
    this.#heap[i] = x;
    this.#heapIndex[x] = i;
    this.#siftUp(i);
  }

  #heapPop(): void {
    const heap = this.#heap;
    const top = heap[0]!;
    const last = heap[--this.#heapSize]!;
    this.#heapIndex[top] = -1;
    if (this.#heapSize === 0) return;
    heap[0] = last;
    this.#heapIndex[last] = 0;
    this.#siftDown(0);
  }

  #siftUp(i: number): void {
    const heap = this.#heap;
    const x = heap[i]!;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const y = heap[p]!;
      if (!this.#above(x, y)) break;
      heap[i] = y;
      this.#heapIndex[y] = i;
      i = p;
    }
    heap[i] = x;
    this.#heapIndex[x] = i;
  }

  #siftDown(i: number): void {
    const heap = this.#heap;
    const size = this.#heapSize;
    const x = heap[i]!;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && this.#above(heap[c + 1]!, heap[c]!)) c++;
      const y = heap[c]!;
      if (!this.#above(y, x)) break;
      heap[i] = y;
      this.#heapIndex[y] = i;
      i = c;
    }
    heap[i] = x;
    this.#heapIndex[x] = i;
  }

  #backjump(level: number): void {
    if (this.#cps.length <= level) return;
    const cp = this.#cps[level]!;
    const ladder = this.ladder;
    // Save phases of what is undone, so a restart comes back to similar answers.
    const { variables, length } = ladder.trail;
    for (let i = cp.trail; i < length; i++) {
      const x = variables[i]!;
      if (x >= this.#cellCount) continue;
      this.#phase[x] = ladder.val[x]!;
      this.#heapInsert(x);
    }
    ladder.undo(cp);
    this.#cps.length = level;
    ladder.trail.decisionLevel = level;
    this.#qhead = ladder.trail.length;
  }

  /**
   * The learnt nogoods and the ladder's lower rungs to a joint fixpoint, the nogoods
   * first each time: they are cheap to watch, and a conflict they find costs no rung
   * a look at the board (on the numberless 18×18's forced cells, a fifth less work and
   * conflicts than the rungs first). Returns
   * NO_CONFLICT, CONFLICT_LADDER (the ladder's conflict columns hold the reason) or the
   * index of a nogood whose cells all hold.
   */
  #propagate(): number {
    const ladder = this.ladder;
    if (this.#rootConflict) return CONFLICT_LADDER_ROOT;
    const val = ladder.valAll;
    const settled = ladder.trail;
    const trail = settled.variables;
    let qhead = this.#qhead;
    for (;;) {
      while (qhead < settled.length) {
        const x = trail[qhead++]!;
        const conflict = this.#visitWatches(2 * x + val[x]!);
        if (conflict !== NO_CONFLICT) {
          this.#qhead = qhead;
          return conflict;
        }
      }
      this.#qhead = qhead;
      const status = ladder.lower();
      if (status === OUT_OF_BUDGET) return NO_CONFLICT; // the caller sees `exhausted`
      if (status !== OK) return CONFLICT_LADDER;
      if (qhead === settled.length) return NO_CONFLICT;
    }
  }

  /**
   * Visits the nogoods watching `lit`, which just became true: each moves its watch to
   * another literal that is not true, or (every other literal true) settles its other
   * watched literal false. Returns the index of a nogood whose literals all hold, else
   * NO_CONFLICT; the work is added to the ladder's before anything reads it.
   */
  #visitWatches(lit: number): number {
    const ladder = this.ladder;
    const val = ladder.valAll;
    const list = this.#watches[lit]!;
    const length = this.#watchLength[lit]!;
    const reasonNogood = this.#reasonNogood;
    // No nogood is added while propagating, so the pool stays where it is.
    const pool = this.#pool;
    let work = 0;
    let keep = 0;
    let blocked = 0;
    for (let i = 0; i < length; i += 2) {
      const s = list[i]!;
      // A literal of the nogood known when the watch was set: while it is false, the
      // nogood cannot fire, and there is no need to read it.
      const blocker = list[i + 1]!;
      const bv = val[blocker >> 1]!;
      if (bv !== -1 && bv !== (blocker & 1)) {
        list[keep++] = s;
        list[keep++] = blocker;
        blocked++;
        continue;
      }
      work++;
      // Make the second literal the one that just became true.
      let other = pool[s]!;
      if (other === lit) {
        other = pool[s + 1]!;
        pool[s] = other;
        pool[s + 1] = lit;
      }
      const ov = val[other >> 1]!;
      if (ov !== -1 && ov !== (other & 1)) {
        // already false: the nogood cannot fire
        list[keep++] = s;
        list[keep++] = other;
        continue;
      }
      if (this.#moveWatch(s, lit, other)) continue;
      list[keep++] = s;
      list[keep++] = other;
      const id = pool[s - 2]!;
      if (ov === -1) {
        // Every other literal holds: the watched one must fail.
        const y = other >> 1;
        ladder.assign(y, 1 - (other & 1), BY_LEARNT);
        reasonNogood[y] = id;
      } else {
        // Every literal holds: a conflict.
        for (let j = i + 2; j < length; j++) list[keep++] = list[j]!;
        this.#watchLength[lit] = keep;
        ladder.work += work + (blocked >> 2);
        return id;
      }
    }
    this.#watchLength[lit] = keep;
    // A blocked watch costs a look-up, a fraction of a nogood read.
    ladder.work += work + (blocked >> 2);
    return NO_CONFLICT;
  }

  /**
   * Moves the watch of nogood `s` from `lit` to another of its literals that is not true,
   * if any (`other` is its other watched literal); whether it did.
   */
  #moveWatch(s: number, lit: number, other: number): boolean {
    const pool = this.#pool;
    const val = this.ladder.valAll;
    const end = s + pool[s - 1]!;
    for (let k = s + 2; k < end; k++) {
      const l = pool[k]!;
      const lv = val[l >> 1]!;
      if (lv === -1 || lv !== (l & 1)) {
        pool[s + 1] = l;
        pool[k] = lit;
        this.#watch(l, s, other);
        return true;
      }
    }
    return false;
  }

  /**
   * Decides the first assumption not yet true, on a level of its own: ASSUMPTION_DECIDED;
   * ASSUMPTION_REFUTED when one is false, ASSUMPTIONS_HOLD when all are true.
   */
  #decideAssumption(assumptions: readonly number[]): number {
    for (const lit of assumptions) {
      const x = lit >> 1;
      const v = lit & 1;
      const cur = this.ladder.val[x]!;
      if (cur === v) continue;
      if (cur !== -1) return ASSUMPTION_REFUTED;
      this.#decide(x, v);
      return ASSUMPTION_DECIDED;
    }
    return ASSUMPTIONS_HOLD;
  }

  /** The current decisions as a nogood; it conflicts now. NO_CONFLICT when there are none. */
  #blockDecisions(): number {
    const ladder = this.ladder;
    const lits: number[] = [];
    for (const cp of this.#cps) {
      const x = ladder.trail.variables[cp.trail]!;
      lits.push(2 * x + ladder.val[x]!);
    }
    if (lits.length === 0) return NO_CONFLICT;
    return this.#addNogood(lits, 0);
  }

  /**
   * Stores a nogood, watching the two literals set last (right after the backjump), with
   * its glue (0: never dropped).
   */
  #addNogood(lits: number[], glue: number): number {
    this.learnt++;
    this.learntCells += lits.length;
    return this.#store(lits, glue, true);
  }

  /** Puts a nogood into the pool, latest set first when `byTrail`, and watches its first two. */
  #store(lits: number[], glue: number, byTrail: boolean): number {
    const pos = this.ladder.trail.positionOf;
    const id = this.#count++;
    if (id === this.#start.length) {
      this.#start = grown(this.#start, 2 * id, 64);
      this.#size = grown(this.#size, 2 * id, 64);
    }
    const s = this.#poolLength + 2;
    if (s + lits.length > this.#pool.length) {
      this.#pool = grown(this.#pool, 2 * (s + lits.length), 1024);
    }
    this.#pool[s - 2] = id;
    this.#pool[s - 1] = lits.length;
    // Into the pool, latest set first (an insertion sort: the cells are distinct, so
    // their trail positions are, and the order is the one any sort gives).
    const pool = this.#pool;
    const end = s + lits.length;
    for (let k = s; k < end; k++) {
      const l = lits[k - s]!;
      const p = pos[l >> 1]!;
      let j = k;
      while (byTrail && j > s && pos[pool[j - 1]! >> 1]! < p) {
        pool[j] = pool[j - 1]!;
        j--;
      }
      pool[j] = l;
    }
    this.#poolLength = end;
    this.#poolLiterals += lits.length;
    this.#start[id] = s;
    this.#size[id] = lits.length;
    this.#glue.push(glue);
    if (lits.length >= 2) {
      this.#watch(pool[s]!, s, pool[s + 1]!);
      this.#watch(pool[s + 1]!, s, pool[s]!);
    }
    return id;
  }

  /** Calls `fn` with each literal of nogood `id`. */
  #eachLiteral(id: number, fn: (lit: number) => void): void {
    const s = this.#start[id]!;
    const end = s + this.#size[id]!;
    for (let k = s; k < end; k++) fn(this.#pool[k]!);
  }

  /**
   * Has the nogood whose literals start at `s` in the pool watch literal `lit`, with
   * `blocker` another of its literals.
   */
  #watch(lit: number, s: number, blocker: number): void {
    let list = this.#watches[lit]!;
    const length = this.#watchLength[lit]!;
    if (length + 2 > list.length) this.#watches[lit] = list = grown(list, 2 * list.length, 4);
    list[length] = s;
    list[length + 1] = blocker;
    this.#watchLength[lit] = length + 2;
  }

  /** How many distinct decision levels the literals' cells were settled at. */
  #levelsOf(lits: readonly number[]): number {
    const level = this.ladder.trail.levelOf;
    const stamp = ++this.#seenStamp;
    // The cells' own marks are free here (analysis is done with them); levels ≤ n.
    const mark = this.#seen;
    let count = 0;
    for (const l of lits) {
      const d = level[l >> 1]!;
      if (mark[d] !== stamp) {
        mark[d] = stamp;
        count++;
      }
    }
    return count;
  }

  /**
   * Drops the worse half of the learnt nogoods that may go (most glue first, then the
   * longest, then the oldest), at level 0, where no cell's reason is read again. Every
   * nogood is a consequence of the rules, the level-0 cells and the answers blocked, so
   * dropping one loses no answer; the search may only have to learn it again.
   */
  #cleanUp(): void {
    this.#cleanups++;
    const { firstCleanup, cleanupStep, glue: keptGlue } = this.#schedule;
    this.#conflictsToCleanup = firstCleanup + cleanupStep * this.#cleanups;
    const glue = this.#glue;
    const size = this.#size;
    const candidates: number[] = [];
    for (let id = 0; id < this.#count; id++) if (glue[id]! > keptGlue) candidates.push(id);
    if (this.#count < 1 << 21 && this.#cellCount < 1 << 10) {
      // The same order from a numeric sort of packed keys (glue ≤ n + 1, size ≤ n and
      // id < 2^21 fit in 53 bits), without a comparator call per comparison.
      const keys = new Float64Array(candidates.length);
      for (let k = 0; k < candidates.length; k++) {
        const id = candidates[k]!;
        keys[k] = (glue[id]! * 2 ** 21 + size[id]!) * 2 ** 21 + (2 ** 21 - 1 - id);
      }
      keys.sort();
      for (let k = 0; k < candidates.length; k++) {
        candidates[k] = 2 ** 21 - 1 - (keys[candidates.length - 1 - k]! % 2 ** 21);
      }
    } else {
      candidates.sort((a, b) => glue[b]! - glue[a]! || size[b]! - size[a]! || a - b);
    }
    const drop = candidates.length >> 1;
    for (let k = 0; k < drop; k++) {
      const id = candidates[k]!;
      glue[id] = -1;
      size[id] = 0;
    }
    this.dropped += drop;
    const pool = this.#pool;
    // Where each kept nogood's literals go: the gaps close, in place (kept nogoods only
    // move down).
    const moved = new Int32Array(this.#count);
    let to = 0;
    for (let id = 0; id < this.#count; id++) {
      if (glue[id] === -1) continue;
      moved[id] = to + 2;
      to += 2 + size[id]!;
    }
    // Unwatch the dropped ones, and point the other watches at the new places (read
    // before anything moves).
    const length = this.#watchLength;
    let unwatching = 0;
    for (let lit = 0; lit < 2 * this.#variableCount; lit++) {
      const list = this.#watches[lit]!;
      let keep = 0;
      unwatching += length[lit]! >> 2;
      for (let i = 0; i < length[lit]!; i += 2) {
        const id = pool[list[i]! - 2]!;
        if (glue[id] === -1) continue;
        list[keep++] = moved[id]!;
        list[keep++] = list[i + 1]!;
      }
      length[lit] = keep;
    }
    let literals = 0;
    for (let id = 0; id < this.#count; id++) {
      if (glue[id] === -1) continue;
      const from = this.#start[id]! - 2;
      const at = moved[id]! - 2;
      const end = at + 2 + size[id]!;
      for (let k = at, f = from; k < end; k++, f++) pool[k] = pool[f]!;
      this.#start[id] = at + 2;
      literals += size[id]!;
    }
    this.ladder.work += this.#poolLiterals >> 2;
    this.#poolLiterals = literals;
    this.#poolLength = to;
    this.ladder.work += candidates.length + unwatching;
  }

  #bumpCell(x: number): void {
    if (x >= this.#cellCount) return;
    const act = this.#activity;
    act[x] = act[x]! + this.#bump;
    if (act[x]! > 1e100) {
      // The same factor for all keeps the heap's order.
      for (let y = 0; y < this.#cellCount; y++) act[y] = act[y]! * 1e-100;
      this.#bump *= 1e-100;
    }
    if (this.#heapIndex[x]! >= 0) this.#siftUp(this.#heapIndex[x]!);
  }

  /**
   * Drops from a learnt nogood every cell whose own reason lies within the nogood's
   * other cells and level 0 (those cells imply it, so the smaller nogood still holds).
   */
  #minimise(uip: number, lower: number[]): number[] {
    const ladder = this.ladder;
    const { levelOf: level, settledBy: by } = ladder.trail;
    const stamp = ++this.#seenStamp;
    const mark = this.#seen;
    mark[uip] = stamp;
    for (const l of lower) mark[l >> 1] = stamp;
    const kept: number[] = [];
    for (const l of lower) {
      const y = l >> 1;
      let redundant = false;
      if (by[y] === BY_LEARNT && this.#reasonNogood[y]! >= 0) {
        redundant = true;
        const s = this.#start[this.#reasonNogood[y]!]!;
        const end = s + this.#size[this.#reasonNogood[y]!]!;
        for (let k = s; k < end && redundant; k++) {
          const z = this.#pool[k]! >> 1;
          if (z !== y && level[z]! > 0 && mark[z] !== stamp) redundant = false;
        }
      } else if (by[y] !== BY_BRANCH && by[y] !== BY_LEARNT && level[y]! > 0) {
        redundant = true;
        ladder.eachReason(y, (z) => {
          if (level[z]! > 0 && mark[z] !== stamp) redundant = false;
        });
      }
      if (!redundant) kept.push(l);
    }
    return kept;
  }

  /**
   * First-UIP analysis of a conflict: learns a nogood, backjumps, and settles the
   * implication point the other way. Returns false when the conflict holds at level 0
   * (no answer is left) and when the budget ran out (then `ladder.exhausted`).
   */
  #analyse(conflict: number): boolean {
    const ladder = this.ladder;
    if (conflict === CONFLICT_LADDER_ROOT) return false;
    const { levelOf: level, variables: trail, settledBy: by } = ladder.trail;
    const val = ladder.valAll;
    // The conflict as literals above level 0.
    const start: number[] = [];
    if (conflict === CONFLICT_LADDER) {
      ladder.eachConflict((y) => {
        if (level[y]! > 0) start.push(2 * y + val[y]!);
      });
    } else {
      this.#eachLiteral(conflict, (l) => {
        if (level[l >> 1]! > 0) start.push(l);
      });
    }
    let cur = 0;
    for (const l of start) cur = Math.max(cur, level[l >> 1]!);
    if (cur === 0) return false;
    // Rungs may notice late (a room listed only now) what lower levels already implied.
    if (cur < this.#cps.length) this.#backjump(cur);
    const stamp = ++this.#seenStamp;
    const seen = this.#seen;
    const lower: number[] = [];
    let open = 0;
    const see = (y: number) => {
      if (seen[y] === stamp || level[y] === 0) return;
      seen[y] = stamp;
      this.#bumpCell(y);
      if (level[y] === cur) open++;
      else lower.push(2 * y + val[y]!);
    };
    for (const l of start) see(l >> 1);
    // Walk the trail back to the first unique implication point.
    let i = ladder.trail.length - 1;
    let uip = -1;
    while (open > 0) {
      while (seen[trail[i]!] !== stamp || level[trail[i]!] !== cur) i--;
      const y = trail[i]!;
      i--;
      open--;
      if (open === 0) {
        uip = y;
        break;
      }
      if (by[y] === BY_LEARNT) {
        this.#eachLiteral(this.#reasonNogood[y]!, (l) => {
          if (l >> 1 !== y) see(l >> 1);
        });
      } else if (by[y] === BY_BRANCH) {
        // The decision is the first cell of its level: reached last, with open at 0.
        throw new Error("stostone/propagate learn: analysis passed the decision of its level");
      } else {
        // A rung's deduction: the cells settled before it in the area it read.
        ladder.eachReason(y, see);
      }
    }
    if (uip < 0) {
      throw new Error("stostone/propagate learn: no implication point at the conflict level");
    }
    if (ladder.exhausted) return false;
    const kept = this.#minimise(uip, lower);
    let back = 0;
    for (const l of kept) back = Math.max(back, level[l >> 1]!);
    const uipLit = 2 * uip + val[uip]!;
    const id = this.#addNogood([uipLit, ...kept], this.#levelsOf(kept) + 1);
    this.#bump /= ACTIVITY_DECAY;
    this.#backjump(back);
    ladder.assign(uip, 1 - (uipLit & 1), BY_LEARNT);
    this.#reasonNogood[uip] = id;
    return true;
  }
}
