/**
 * The Stostone *propagate* engine: the write-up's five-rung ladder (col, clue, fit,
 * drop, probe), and a search that learns from its conflicts with the first four rungs
 * as propagators (learn.ts; with a rung switched off, the write-up's plain depth-first
 * search with the whole ladder at every node, search.ts), with every answer verified
 * by the engine's own complete check.
 *
 * - {@link solve} follows the suite's engine contract (`pinned` included), with rung
 *   switches.
 * - {@link deduce} runs only the ladder from the empty grid or from pinned cells (the
 *   S-K1/S-K2 measurements).
 * - {@link forcedCells} finds the cells on which every answer agrees, incrementally.
 *
 * Work is counted in units (one per cell settled or undone, per candidate stone
 * dropped, per growth step while listing stones, per cell scanned by a rung pass);
 * `budget` bounds them all, including the listing of a room's stones.
 *
 * @module
 */

import type { SolveOptions, SolveResult } from "../../../core/grid.ts";
import {
  DEFAULT_STOSTONE_RULE,
  STOSTONE_RULE_REQUIREMENTS,
  STOSTONE_RULES,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { geometryOf } from "./geometry.ts";
import {
  BY_BRANCH,
  BY_CLUE,
  BY_COL,
  BY_DROP,
  BY_FIT,
  BY_LEARNT,
  BY_PINNED,
  BY_PROBE,
  CONTRADICTION,
  Ladder,
  OK,
  OUT_OF_BUDGET,
  type RungSwitches,
} from "./ladder.ts";
import { LEARN_BUDGET, LEARN_CAP, LEARN_DONE, LEARN_LIMIT, Learner } from "./learn.ts";
import { SEARCH_BUDGET, SEARCH_CAP, SEARCH_DONE, searchBelow } from "./search.ts";

/**
 * Default work budget in units (see the module header): a unit costs some 10–40 ns in
 * the ladder and about 50 ns in the learning search (its passes charge what they read),
 * so this is about half a second to three seconds of work. A published 18×18 needs
 * under 2 million units; an empty 20×20 board under `count` with a large cap runs
 * into it.
 */
export const DEFAULT_BUDGET = 50_000_000;

/** The most cells a board may have and still get {@link DEFAULT_BUDGET} as it is. */
export const BUDGET_CELLS = 400;

/** The most any board gets: about fifteen seconds of work. */
export const MAX_BUDGET = 1_000_000_000;

/**
 * The work budget a board gets when none is given: {@link DEFAULT_BUDGET} up to
 * {@link BUDGET_CELLS} cells (every corpus board up to 20×20 is decided within it), and
 * with the cube of the cells beyond, up to {@link MAX_BUDGET}: 569.5 million units at
 * 30×30. There the corpus boards need up to 58 million and the `--min-clues` boards of
 * seeds 1–3 need 112, 151 and 326 million; in proportion to the cells (112.5 million)
 * two of those three stop (docs/ENGINES.md, "Budgets").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { budgetFor, DEFAULT_BUDGET, MAX_BUDGET } from "./mod.ts";
 * assert.equal(budgetFor({ rows: 20, cols: 20 }), DEFAULT_BUDGET);
 * assert.equal(budgetFor({ rows: 30, cols: 30 }), 569_531_250);
 * assert.equal(budgetFor({ rows: 100, cols: 100 }), MAX_BUDGET);
 * ```
 */
export function budgetFor(board: { readonly rows: number; readonly cols: number }): number {
  const scale = Math.max(1, board.rows * board.cols / BUDGET_CELLS);
  return Math.min(MAX_BUDGET, Math.round(DEFAULT_BUDGET * scale ** 3));
}

/**
 * Default work budget of {@link forcedCells}, four times a solve's: it asks one question
 * per cell no answer found so far has flipped. The most any of 89 boards of 100 to 400
 * cells took (`tools/forced_survey.ts`: the published ones of at least 100
 * cells and the corpus's 12×12 to 20×20, without numbers or with half of them) was 11.8
 * million units (the numberless 18×18, with the column counters; 43 million without
 * them); the next, a numberless 20×20, took 9.1 million.
 */
export const DEFAULT_FORCED_BUDGET = 4 * DEFAULT_BUDGET;

/**
 * {@link forcedCells}'s default budget on a board: {@link DEFAULT_FORCED_BUDGET} over
 * {@link DEFAULT_BUDGET} times {@link budgetFor}'s.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_FORCED_BUDGET, forcedBudgetFor } from "./mod.ts";
 * assert.equal(forcedBudgetFor({ rows: 20, cols: 20 }), DEFAULT_FORCED_BUDGET);
 * ```
 */
export function forcedBudgetFor(board: { readonly rows: number; readonly cols: number }): number {
  return DEFAULT_FORCED_BUDGET / DEFAULT_BUDGET * budgetFor(board);
}

/**
 * Conflicts a backbone question may take in {@link forcedCells}'s first round, and the
 * factor by which that grows per round. Chosen on the numberless published boards of
 * at least 100 cells and the numberless corpus boards of 12×12 to 20×20 (41 boards):
 * first limits of 200 to 1,000 and factors of 2 to 4 all ended the heavy tails; 400
 * and 4 took the least work on the 18×18.
 */
const FIRST_QUESTION_CONFLICTS = 400;
const QUESTION_CONFLICTS_GROWTH = 4;

/**
 * The largest room (in stones on the empty grid) the learning searches of {@link solve}
 * and {@link forcedCells} give a table (the ladder's own limit is 4,096). Bigger tables
 * cost those searches more than fit's deductions save them: the corpus's unique proofs
 * of 12×12 to 20×20 take 10.7 M units instead of 20.0 M, and the forced cells of the 89
 * boards of forced_survey.ts 19% less (geometric mean); limits of 8, 64 and 128 measured
 * within a few percent of 32, and no table at all a little less again.
 */
const LEARNING_TABLE_STONES = 32;

/**
 * {@link forcedCells} gives the ladder column counters (see learn.ts) on boards of more
 * than this many cells, under exact. On the numberless boards of 16×16 to 20×20 they take
 * 0.14–0.9 times the work (the 18×18's forced cells 11.8 M units against 43.1 M), but
 * many boards of 0.1–0.8 M units take up to twice as much: setting the counters up and
 * propagating them is not repaid by a short search. On three numberless 12×12s they
 * took 0.8 to 1.75 times the work, and about the same time. {@link solve} leaves them
 * off unless asked: on the numbered corpus boards of 16×16 and 20×20, its unique proofs
 * took more nodes with them on about half (16x16-008: 189 against 26), fewer on the rest
 * (20x20-005: 1,361 against 2,276).
 */
const COUNTERS_ABOVE_CELLS = 144;

/** Whether a learning search on `board` under `rule` uses counters by default. */
function countersByDefault(board: StostoneBoard, rule: StostoneRule): boolean {
  return STOSTONE_RULE_REQUIREMENTS[rule].dropFillsBottomHalf &&
    board.rows * board.cols > COUNTERS_ABOVE_CELLS;
}

/** Rung switches; every rung is on unless switched off. */
export type Rungs = RungSwitches;

/** Cells settled, per rung (and per branch decision). */
export interface SettledBy {
  /** By the col rung (rule 4's counting half). */
  readonly col: number;
  /** By the clue rung. */
  readonly clue: number;
  /** By the fit rung. */
  readonly fit: number;
  /** By the drop rung. */
  readonly drop: number;
  /** By probing. */
  readonly probe: number;
  /** By branch decisions. */
  readonly branch: number;
}

/** {@link SettledBy} with the cells no rung or branch settled. */
export interface SettledByAll extends SettledBy {
  /** Given by the caller's `pinned` option (0 without it). */
  readonly pinned: number;
  /** By nogoods the learning search derived (0 without it). */
  readonly learnt: number;
}

/** Work done by {@link solve}. */
export interface PropagateStats {
  /** Search nodes: one ladder run at the root and one per branch tried. */
  readonly nodes: number;
  /** Branch decisions (assumptions) made. */
  readonly assumptions: number;
  /**
   * Who settled the cells of the first answer found: root deductions plus the
   * decisions and deductions on the path to that answer, so it sums to rows × cols.
   * Cells settled in branches that were later abandoned are not counted. When no
   * answer was found it describes the root deduction alone.
   */
  readonly settledBy: SettledByAll;
  /**
   * The board was decided (solved or refuted) with no assumption: by the whole ladder
   * (`branch: false`, or the plain search), or by the lower rungs and learnt nogoods
   * (the learning search, which does not probe at the root).
   */
  readonly finishedWithoutGuessing: boolean;
  /** Work units spent (what `budget` bounds). */
  readonly work: number;
}

/** Options of {@link solve}. */
export interface PropagateOptions extends SolveOptions<StostoneRule> {
  /** Rungs to run; all on by default. */
  readonly rungs: Partial<Rungs>;
  /**
   * Whether to branch (default true). With false the ladder only deduces: a board it
   * cannot finish gives no answer, `complete: false` and `stoppedBy: null`.
   */
  readonly branch: boolean;
  /**
   * Whether the search below the root learns (see learn.ts): default true when every
   * rung is on. The learning search starts from the lower rungs' root fixpoint, without
   * the probe rung, which costs it more than it saves. With a rung switched off the
   * default is the write-up's plain depth-first search with the whole ladder at every
   * node, whose assumption counts the ablation claim (S-K3) measures.
   */
  readonly learn: boolean;
  /**
   * Whether the learning search gives the ladder column counters (see learn.ts); only
   * under exact. Default false here; {@link forcedCells} uses them on boards of more than
   * 144 cells (`COUNTERS_ABOVE_CELLS`). Tests switch them on for small boards too.
   */
  readonly counters: boolean;
}

/** What {@link deduce} settled. */
export interface Deduction {
  /** Per cell: −1 unknown, 0 unshaded, 1 shaded. */
  readonly cells: Int8Array;
  /** The ladder proved that the board has no answer (cells are then as far as it got). */
  readonly contradiction: boolean;
  /** Cells settled per rung (`branch` is always 0). */
  readonly settledBy: SettledByAll;
  /** False when the budget ran out (the cells settled so far are still sound). */
  readonly complete: boolean;
  /** Work units spent. */
  readonly work: number;
}

/** What {@link forcedCells} found. */
export interface Backbone {
  /**
   * Per cell: 0 or 1 when every answer has that value, −1 otherwise (or when not
   * decided within the budget). All −1 when the board has no answer.
   */
  readonly cells: Int8Array;
  /** Distinct answers found, capped at 2 (0 none, 1 unique when complete, 2 two or more). */
  readonly answers: number;
  /** False when the budget ran out before every cell was decided. */
  readonly complete: boolean;
  /**
   * The answers found (each passed the engine's own check): the first, then one per
   * question that found an answer flipping a cell. Every cell that is −1 while
   * `complete` differs between the first witness and a later one.
   */
  readonly witnesses: Uint8Array[];
  /** Work units spent. */
  readonly work: number;
}

const ALL_RUNGS: Rungs = { col: true, clue: true, fit: true, drop: true, probe: true };

function readRule(rule: unknown): StostoneRule {
  if (rule === undefined) return DEFAULT_STOSTONE_RULE;
  if (typeof rule === "string" && (STOSTONE_RULES as readonly string[]).includes(rule)) {
    return rule as StostoneRule;
  }
  throw new RangeError(
    `stostone/propagate: rule must be one of ${STOSTONE_RULES.join(", ")}, got ${
      JSON.stringify(rule)
    }`,
  );
}

function readBudget(budget: unknown, board: StostoneBoard): number {
  if (budget === undefined) return budgetFor(board);
  if (typeof budget !== "number" || !(budget >= 0)) {
    throw new RangeError(`stostone/propagate: budget must be a number >= 0, got ${budget}`);
  }
  return budget;
}

function readRungs(rungs: Partial<Rungs> | undefined): Rungs {
  const out = { ...ALL_RUNGS };
  for (const [key, value] of Object.entries(rungs ?? {})) {
    if (!(key in ALL_RUNGS)) {
      throw new RangeError(`stostone/propagate: unknown rung ${JSON.stringify(key)}`);
    }
    if (value !== undefined) out[key as keyof Rungs] = value === true;
  }
  return out;
}

function settledFrom(tally: readonly number[]): SettledByAll {
  return {
    col: tally[BY_COL]!,
    clue: tally[BY_CLUE]!,
    fit: tally[BY_FIT]!,
    drop: tally[BY_DROP]!,
    probe: tally[BY_PROBE]!,
    branch: tally[BY_BRANCH]!,
    pinned: tally[BY_PINNED]!,
    learnt: tally[BY_LEARNT]!,
  };
}

const NOTHING_SETTLED: SettledByAll = {
  col: 0,
  clue: 0,
  fit: 0,
  drop: 0,
  probe: 0,
  branch: 0,
  pinned: 0,
  learnt: 0,
};

/**
 * Checks a `pinned` option: one entry per cell, each −1 (free), 0 or 1. Throws a
 * `RangeError` naming the first bad entry.
 */
function readPinned(pinned: unknown, n: number): Int8Array | null {
  if (pinned === undefined) return null;
  if (!(pinned instanceof Int8Array)) {
    throw new RangeError(`stostone/propagate: pinned must be an Int8Array, got ${typeof pinned}`);
  }
  if (pinned.length !== n) {
    throw new RangeError(
      `stostone/propagate: pinned must have one entry per cell (${n}), got ${pinned.length}`,
    );
  }
  const bad = pinned.findIndex((v) => v < -1 || v > 1);
  if (bad >= 0) {
    throw new RangeError(
      `stostone/propagate: pinned[${bad}] must be -1, 0 or 1, got ${pinned[bad]}`,
    );
  }
  return pinned;
}

/**
 * Sets the pinned cells on a new ladder (nothing else is settled yet), before
 * {@link Ladder.init}: its tables then hold only the stones that agree with them.
 */
function applyPinned(ladder: Ladder, pinned: Int8Array | null): void {
  if (pinned === null) return;
  for (let x = 0; x < pinned.length; x++) {
    if (pinned[x]! >= 0) ladder.assign(x, pinned[x]!, BY_PINNED);
  }
}

/** An odd number of rows can never balance its columns. */
function oddRowsRuleOut(board: StostoneBoard, rule: StostoneRule): boolean {
  return STOSTONE_RULE_REQUIREMENTS[rule].halfOfEachColumn && board.rows % 2 !== 0;
}

/**
 * Solves a board: the lower rungs at the root, then the learning search (with a rung
 * switched off or `learn: false`: the whole ladder at the root and at every branch;
 * with `branch: false`: the whole ladder once), up to `cap` answers or `budget` work
 * units. Defaults: rule "exact", cap 2, budget {@link budgetFor} the board, every rung on,
 * branching on. Every returned answer passed the engine's own complete check. With
 * `pinned`, only answers that agree with every pinned cell are returned, and
 * `complete: true` means there are no others.
 *
 * Throws `RangeError` for an unknown rule or rung, a cap that is not a whole number
 * ≥ 1 (or Infinity), a negative budget, or a `pinned` array of the wrong length or
 * with an entry other than −1, 0, 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { solve } from "./mod.ts";
 * // A 4×2 board cut into two 2×2 rooms, "?" on top and 0 below: each column needs
 * // 2 shaded cells, so the top room is filled, and its stone drops 2 rows.
 * const board = stostoneBoard({ rows: 4, cols: 2 }, {
 *   vertical: new Uint8Array(4), horizontal: new Uint8Array([0, 0, 1, 1, 0, 0]),
 * }, ["?", 0]);
 * const { answers, complete, stats } = solve(board);
 * assert.ok(complete && answers.length === 1 && answers[0]!.join() === "1,1,1,1,0,0,0,0");
 * assert.ok(stats.finishedWithoutGuessing);
 * ```
 */
export function solve(
  board: StostoneBoard,
  options: Partial<PropagateOptions> = {},
): SolveResult<PropagateStats> {
  const { rule, budget, rungs, cap, branch, learn, pinned } = readSolveOptions(board, options);
  const answers: Uint8Array[] = [];
  let settledBy = NOTHING_SETTLED;
  const stats = (nodes: number, assumptions: number, finished: boolean, work: number) => ({
    nodes,
    assumptions,
    settledBy,
    finishedWithoutGuessing: finished,
    work,
  });
  if (oddRowsRuleOut(board, rule)) {
    return { answers, complete: true, stoppedBy: null, stats: stats(0, 0, true, 0) };
  }
  const counters = learn && branch && (options.counters ?? false);
  const ladder = new Ladder(geometryOf(board), rule, rungs, budget, counters);
  if (learn && branch) ladder.tableStones = LEARNING_TABLE_STONES;
  applyPinned(ladder, pinned);
  const start = ladder.init();
  // The root alone decided (a contradiction) or ran out of budget.
  const stoppedAtRoot = (status: number): SolveResult<PropagateStats> => {
    const done = status === CONTRADICTION;
    const stoppedBy = done ? null : "budget";
    return { answers, complete: done, stoppedBy, stats: stats(1, 0, done, ladder.work) };
  };
  if (start !== OK) return stoppedAtRoot(start);
  if (learn && branch) {
    // No probing at the root: the learning search settles those cells for less work
    // than probing each one would cost, since a conflict teaches it what a probe finds.
    // `branch: false` keeps the whole ladder, probe included, for a verdict without
    // guessing.
    const root = ladder.lower();
    settledBy = settledFrom(ladder.tally());
    if (root !== OK) return stoppedAtRoot(root);
    const learner = new Learner(ladder);
    const out = learner.search(cap, [], (cells, at) => {
      if (answers.length === 0) settledBy = settledFrom(at.tally());
      answers.push(cells);
    });
    const d = learner.decisions;
    return {
      answers,
      complete: out.status === LEARN_DONE,
      stoppedBy: out.status === LEARN_CAP ? "cap" : out.status === LEARN_BUDGET ? "budget" : null,
      stats: stats(1 + d, d, d === 0 && out.status !== LEARN_BUDGET, ladder.work),
    };
  }
  const outcome = searchBelow(
    ladder,
    cap,
    branch,
    (cells, at) => {
      if (answers.length === 0) settledBy = settledFrom(at.tally());
      answers.push(cells);
    },
    (_status, at) => {
      settledBy = settledFrom(at.tally());
    },
  );
  const stoppedBy = outcome.status === SEARCH_CAP
    ? "cap"
    : outcome.status === SEARCH_BUDGET
    ? "budget"
    : null;
  const finished = outcome.assumptions === 0 &&
    (outcome.status === SEARCH_DONE || outcome.status === SEARCH_CAP);
  return {
    answers,
    complete: outcome.status === SEARCH_DONE,
    stoppedBy,
    stats: stats(outcome.nodes, outcome.assumptions, finished, ladder.work),
  };
}

/** `solve`'s options, checked, with their defaults. */
function readSolveOptions(board: StostoneBoard, options: Partial<PropagateOptions>) {
  const rule = readRule(options.rule);
  const budget = readBudget(options.budget, board);
  const rungs = readRungs(options.rungs);
  const cap = options.cap ?? 2;
  if (!(cap >= 1) || (!Number.isInteger(cap) && cap !== Infinity)) {
    throw new RangeError(
      `stostone/propagate: cap must be a whole number >= 1 or Infinity, got ${cap}`,
    );
  }
  return {
    rule,
    budget,
    rungs,
    cap,
    branch: options.branch ?? true,
    learn: options.learn ?? Object.values(rungs).every((on) => on),
    pinned: readPinned(options.pinned, board.rows * board.cols),
  };
}

/**
 * Runs only the ladder from the empty grid (or from the `pinned` cells, given as
 * settled: e.g. how much the col rung alone settles from one given cell), never
 * guessing. Defaults: rule "exact", every rung on, budget {@link budgetFor} the board, no
 * pinned cells. Pinned cells count as settled, credited to `settledBy.pinned`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { deduce } from "./mod.ts";
 * // S-U11: on an empty grid the col rung alone settles nothing.
 * const board = stostoneBoard({ rows: 4, cols: 4 }, emptyBorders({ rows: 4, cols: 4 }));
 * const only = { col: true, clue: false, fit: false, drop: false, probe: false };
 * const result = deduce(board, { rungs: only });
 * assert.ok(result.cells.every((v) => v === -1) && !result.contradiction);
 * ```
 */
export function deduce(
  board: StostoneBoard,
  options: Partial<
    { rule: StostoneRule; rungs: Partial<Rungs>; budget: number; pinned: Int8Array }
  > = {},
): Deduction {
  const rule = readRule(options.rule);
  const budget = readBudget(options.budget, board);
  const rungs = readRungs(options.rungs);
  const pinned = readPinned(options.pinned, board.rows * board.cols);
  const ladder = new Ladder(geometryOf(board), rule, rungs, budget);
  applyPinned(ladder, pinned);
  let status = ladder.init();
  if (status === OK) status = ladder.full();
  return {
    cells: Int8Array.from(ladder.val),
    contradiction: status === CONTRADICTION,
    settledBy: settledFrom(ladder.tally()),
    complete: status !== OUT_OF_BUDGET,
    work: ladder.work,
  };
}

/**
 * The cells on which every answer agrees (the backbone), by an incremental search
 * that learns: the lower rungs' root deductions, one answer, then for every cell still
 * undecided a search (on the same learner, so what was learnt is reused) for an
 * answer that differs from the first there. Every answer found retires every cell it
 * flips; a cell no answer can flip becomes a fact for the questions still to come.
 * Defaults: rule "exact", budget four times {@link budgetFor} the board (on up to 400 cells
 * {@link DEFAULT_FORCED_BUDGET}) for the whole computation,
 * counters (see {@link PropagateOptions.counters}) on boards of more than 144 cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { forcedCells } from "./mod.ts";
 * // 2×2, one room: the stone is the top row or the bottom row (both drop into
 * // place), so no cell is forced.
 * const board = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
 * const { cells, answers, complete } = forcedCells(board);
 * assert.ok(complete && answers === 2 && cells.join() === "-1,-1,-1,-1");
 * ```
 */
export function forcedCells(
  board: StostoneBoard,
  options: Partial<{ rule: StostoneRule; budget: number; counters: boolean }> = {},
): Backbone {
  const rule = readRule(options.rule);
  const budget = readBudget(options.budget ?? forcedBudgetFor(board), board);
  const n = board.rows * board.cols;
  const none = (complete: boolean, work: number): Backbone => ({
    cells: new Int8Array(n).fill(-1),
    answers: 0,
    complete,
    witnesses: [],
    work,
  });
  if (oddRowsRuleOut(board, rule)) return none(true, 0);
  const counters = options.counters ?? countersByDefault(board, rule);
  const ladder = new Ladder(geometryOf(board), rule, ALL_RUNGS, budget, counters);
  ladder.tableStones = LEARNING_TABLE_STONES;
  let status = ladder.init();
  // No probing at the root: the questions below settle those cells too, for less work.
  if (status === OK) status = ladder.lower();
  if (status !== OK) return none(status === CONTRADICTION, ladder.work);
  const root = Int8Array.from(ladder.val);
  const learner = new Learner(ladder);
  let first: Uint8Array | null = null;
  const outcome = learner.search(1, [], (cells) => {
    first = cells;
  });
  if (first === null) {
    // No answer at all, or none found within the budget: then only the root
    // deductions are known to hold for every answer there may be.
    const work = ladder.work;
    return outcome.status === LEARN_DONE
      ? none(true, work)
      : { cells: root, answers: 0, complete: false, witnesses: [], work };
  }
  learner.backToRoot();
  return askEveryCell(ladder, learner, first);
}

/** The state of {@link forcedCells}' questions. */
interface Questions {
  /** The first answer, and every answer found since that differs from it. */
  readonly answer: Uint8Array;
  readonly witnesses: Uint8Array[];
  /** Per cell: 1 when a witness differs from `answer` there. */
  readonly open: Uint8Array;
  /** Per cell: the value the search tries first. */
  readonly phase: Uint8Array;
  /** Per cell: its forced value, −1 while not known. */
  readonly cells: Int8Array;
}

/**
 * Asks, for every cell no witness has flipped yet, whether an answer differs from
 * `answer` there: the backbone.
 */
function askEveryCell(ladder: Ladder, learner: Learner, answer: Uint8Array): Backbone {
  const n = ladder.geo.n;
  const q: Questions = {
    answer,
    witnesses: [answer],
    open: new Uint8Array(n),
    phase: new Uint8Array(n),
    cells: new Int8Array(n).fill(-1),
  };
  const { open, cells } = q;
  let complete = true;
  // Questions go in rounds with a conflict limit that grows: a question that hits it
  // waits for the next round, by which time another question's answer has often
  // retired its cell, and what the others learnt makes it cheaper. Asked one by one to
  // the end, a few hard questions take most of the time, and which ones depends on the
  // search's path.
  for (let limit = FIRST_QUESTION_CONFLICTS;; limit *= QUESTION_CONFLICTS_GROWTH) {
    let postponed = 0;
    for (let x = 0; x < n && complete; x++) {
      if (open[x] === 1 || cells[x] !== -1) continue;
      // Level-0 cells (root deductions, learnt units, cells proved forced) hold in every
      // answer: they follow from the rules alone. That needs every search here to keep
      // cap 1: a search returns on its first answer before blocking it, so no nogood that
      // only excludes a found answer is ever learnt (with a larger cap one would be, and
      // a level-0 cell could then be wrong as "forced").
      if (ladder.val[x] !== -1) {
        cells[x] = ladder.val[x]!;
        continue;
      }
      const asked = askCell(ladder, learner, q, x, limit);
      if (asked === "postponed") postponed++;
      else if (asked === "stopped") complete = false;
    }
    if (postponed === 0 || !complete) break;
  }
  return {
    cells,
    answers: q.witnesses.length > 1 ? 2 : 1,
    complete,
    witnesses: q.witnesses,
    work: ladder.work,
  };
}

/**
 * Whether an answer differs from the first at cell `x`, within `limit` conflicts: a
 * witness (kept, its flipped cells opened), or none (x forced, learnt as a fact), or
 * postponed to the next round, or stopped by the budget.
 */
function askCell(
  ladder: Ladder,
  learner: Learner,
  q: Questions,
  x: number,
  limit: number,
): "answered" | "postponed" | "stopped" {
  const { answer, open, phase, cells } = q;
  const n = answer.length;
  let other: Uint8Array | null = null;
  // Each question starts from the first answer, but with every cell still undecided
  // tried at its other value: an answer found near the first one comes far sooner
  // than from anywhere else, and one that flips the undecided cells it can retires more
  // of them per question.
  for (let y = 0; y < n; y++) {
    phase[y] = open[y] === 0 && cells[y] === -1 ? 1 - answer[y]! : answer[y]!;
  }
  learner.setPhase(phase);
  const result = learner.search(1, [2 * x + 1 - answer[x]!], (found) => {
    other = found;
  }, limit);
  learner.backToRoot();
  if (other !== null) {
    const differs: Uint8Array = other;
    q.witnesses.push(differs);
    for (let y = 0; y < n; y++) if (differs[y] !== answer[y]) open[y] = 1;
    return "answered";
  }
  if (result.status === LEARN_LIMIT) return "postponed";
  if (result.status !== LEARN_DONE) return "stopped";
  cells[x] = answer[x]!;
  // Every answer has it: a fact from now on, which helps the questions still to come.
  if (!learner.addFact(x, answer[x]!) && !ladder.exhausted) {
    throw new Error(`stostone/propagate: forced cell ${x} contradicts a found answer`);
  }
  return "answered";
}
