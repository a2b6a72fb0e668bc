/**
 * The Dosun-Fuwari *propagate* engine: one short list of states per vertical run,
 * crossed off by a four-rung ladder, then branching on a run state.
 *
 * A run is a maximal vertical strip of white cells (room borders do not cut it).
 * Under the official reading its balloons are a prefix and its iron balls a suffix,
 * so its states are the pairs (b, s), b + s ≤ L; under the loose reading the states
 * are its legal fillings (A095263 of them), enumerated against the budget.
 *
 * The rungs, each switchable, weakest first:
 * - **run**: the domains start as the reading's run states, and nothing else.
 *   Switched off, every filling of {empty, balloon, iron} is a state and the stacking
 *   rule is checked only at the leaves.
 * - **room**: a state that puts two balloons or two iron balls into one room is dead
 *   (such states are never generated), and a room that only one run can still serve
 *   with a balloon (an iron ball) forces that run to serve it.
 * - **profile**: the natural generalisation of "a piece pinned in one room cuts its
 *   whole run": when every state left to some run puts a balloon (iron ball) into a
 *   room, that room's piece is pinned to that run, and every other run loses each
 *   state that would put a second one there. Two runs pinned to one room is a
 *   contradiction.
 * - **probe**: singleton consistency: assume one run state, run room and profile to
 *   their fixpoint, drop the state if that alone contradicts; repeat to a fixpoint.
 *   Room and profile see a state only through which rooms it gives a balloon or an
 *   iron ball, so one probe covers every state with the same rooms. Probing runs at
 *   the root (where the ladder is measured); inside the search only room and profile
 *   propagate.
 *
 * **The search learns** (with the run, room and profile rungs on, the default): it
 * branches by choosing one state of a run, every removal remembers its reason (the
 * removals or the choice that forced it), a contradiction is analysed back to its
 * first unique implication point and the nogood learnt is kept (two watched
 * literals), the search jumps back to the level where that nogood asserts, restarts
 * on a Luby schedule, and branches on the runs recent conflicts involved. Root
 * deduction and its stats are the ladder's alone. A rung switched off, a cap above
 * {@link LEARNING_CAP} (counting answers rather than deciding), or a run with more
 * than 500 states (loose fillings of a long run: its conflicts would name them all)
 * gives the plain depth-first search over run states.
 *
 * Every leaf is checked by the engine's own complete check, so answers are correct
 * with any rung switched off.
 *
 * **settledBy counts cells**, not states: a white cell is settled when every state
 * left to its run gives it the same value, and the rung whose removal left one value
 * gets it. Only the root deduction is attributed (probe assumptions undone are not);
 * `branch` is the number of white cells the root deduction left open. `run` is always
 * 0 (every run can be all empty and every cell can hold a piece), and cells settled
 * by never generating doubled states count for `room`.
 *
 * The budget counts work units: one per state removal, per state looked at by a rung,
 * per search node, and per cell of every generated state (so memory stays within the
 * budget too).
 *
 * @module
 */

import {
  BALLOON,
  DEFAULT_DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULES,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import type { DosunFuwariBoard, DosunFuwariRule } from "../../../core/dosun_fuwari/board.ts";
import type { SolveOptions, SolveResult } from "../../../core/grid.ts";
import {
  ALL_RUNGS,
  BudgetExhausted,
  RunDomains,
  type RungName,
  type Rungs,
  type SettledBy,
} from "./ladder.ts";

export { runStatesLoose, runStatesOfficial } from "./run_states.ts";
export type { RungName, Rungs, SettledBy } from "./ladder.ts";

/**
 * The default work budget: every 12×12 board is proved far within it, and a 20×20
 * board that cannot be finished stops in a few seconds.
 */
export const DEFAULT_BUDGET = 40_000_000;

/**
 * The work budget a board gets when none is given: {@link DEFAULT_BUDGET} on every
 * size. Within it the engine decides every Dosun-Fuwari corpus board, the 40×40 ones
 * included, so no size measured calls for another (docs/ENGINES.md, "Budgets").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { budgetFor, DEFAULT_BUDGET } from "./mod.ts";
 * assert.equal(budgetFor({ rows: 40, cols: 40 }), DEFAULT_BUDGET);
 * ```
 */
export function budgetFor(_board: { readonly rows: number; readonly cols: number }): number {
  return DEFAULT_BUDGET;
}

/**
 * The share of the budget {@link solve} and {@link forcedCells} let the probe rung
 * spend at the root; past it the probe stops and the search takes over ({@link deduce}
 * probes to the end). A full probe of a loose board whose long runs cross many rooms
 * can cost more than the whole search.
 */
export const PROBE_SHARE = 0.25;

/** The largest cap {@link solve} uses the learning search for; beyond it, the plain search. */
export const LEARNING_CAP = 2;

/** Options of {@link solve}: the engine contract's plus rung switches (all on by default). */
export interface PropagateOptions extends SolveOptions<DosunFuwariRule> {
  /** Rungs to switch off, e.g. `{ profile: false }`. */
  readonly rungs: Partial<Rungs>;
}

/** What {@link solve} reports about its work. */
export interface PropagateStats {
  /** Search nodes: the root and one per assumption. */
  readonly nodes: number;
  /** Branch decisions (assumed run states). */
  readonly assumptions: number;
  /** Work units spent against the budget. */
  readonly work: number;
  /** Conflicts the learning search analysed (0 when it did not run: a rung switched off). */
  readonly conflicts: number;
  /** Nogoods it learnt (one per conflict). */
  readonly learnt: number;
  /** Restarts (Luby schedule, 64 conflicts a unit). */
  readonly restarts: number;
  /** Decision levels skipped by backjumps (0 under chronological backtracking). */
  readonly backjumped: number;
  /** Cells settled per rung by the root deduction; `branch`: cells left to the search. */
  readonly settledBy: SettledBy;
  /** True when the ladder alone decided the board: every run down to one state, or a contradiction. */
  readonly finishedWithoutGuessing: boolean;
  /**
   * The highest rung the ladder needed to finish without guessing (the highest that
   * removed a state or found the contradiction; "run" if none had to), or "search"
   * when it did not finish (including when the budget ran out first).
   */
  readonly highestRung: RungName | "search";
}

/** What {@link deduce} returns. */
export interface Deduction {
  /** Per cell: −1 unknown, 0 empty, 1 balloon, 2 iron ball; black cells 0. */
  readonly cells: Int8Array;
  /** True when the ladder proved the board has no answer. */
  readonly contradiction: boolean;
  /** Cells settled per rung (`branch` always 0). */
  readonly settledBy: SettledBy;
  /** False when the budget ran out before the fixpoint. */
  readonly complete: boolean;
  /** True when every run is down to one state or there is a contradiction. */
  readonly finished: boolean;
  /** The highest rung that removed a state or found the contradiction ("run" if none). */
  readonly highestRung: RungName;
}

/** What {@link forcedCells} returns. */
export interface ForcedCells {
  /** Per cell: the value every answer gives it (0, 1, 2), or −1; black cells 0. */
  readonly cells: Int8Array;
  /** Distinct answers met on the way: a lower bound on the count (0: none, when complete). */
  readonly answers: number;
  /** False when the budget ran out: cells not yet proven forced are then −1. */
  readonly complete: boolean;
  /**
   * The answers met on the way: the first, then one per cell it differs from the first
   * at, so every cell left −1 (when complete) is where two of them differ.
   */
  readonly witnesses: readonly Uint8Array[];
}

function resolveRule(rule: unknown, where: string): DosunFuwariRule {
  if (!DOSUN_FUWARI_RULES.includes(rule as DosunFuwariRule)) {
    throw new RangeError(
      `${where}: rule must be ${
        DOSUN_FUWARI_RULES.map((r) => JSON.stringify(r)).join(" or ")
      }, got ${JSON.stringify(rule)}`,
    );
  }
  return rule as DosunFuwariRule;
}

function resolveBudget(budget: unknown, where: string): number {
  if (typeof budget !== "number" || Number.isNaN(budget) || budget < 0) {
    throw new RangeError(`${where}: budget must be a number ≥ 0, got ${String(budget)}`);
  }
  return budget;
}

/**
 * The pinned cells checked against the board: one entry per cell, each −1 (free) or
 * a value EMPTY, BALLOON, IRON; null when there are none.
 */
function resolvePinned(
  board: DosunFuwariBoard,
  pinned: ArrayLike<number> | undefined,
  where: string,
): Int8Array | null {
  if (pinned === undefined) return null;
  const n = board.rows * board.cols;
  if (pinned === null || typeof pinned !== "object" || pinned.length !== n) {
    const got = pinned === null || typeof pinned !== "object" ? String(pinned) : pinned.length;
    throw new RangeError(`${where}: pinned must have one entry per cell (${n}), got ${got}`);
  }
  const out = new Int8Array(n);
  for (let cell = 0; cell < n; cell++) {
    const v = pinned[cell]!;
    if (v !== -1 && v !== EMPTY && v !== BALLOON && v !== IRON) {
      throw new RangeError(`${where}: pinned cell ${cell} must be -1, 0, 1 or 2, got ${v}`);
    }
    out[cell] = v;
  }
  return out;
}

function resolveRungs(rungs: Partial<Rungs> | undefined, where: string): Rungs {
  for (const key of Object.keys(rungs ?? {})) {
    if (!(key in ALL_RUNGS)) {
      throw new RangeError(
        `${where}: unknown rung ${JSON.stringify(key)} (rungs are run, room, profile, probe)`,
      );
    }
  }
  return { ...ALL_RUNGS, ...rungs };
}

/**
 * Solves a board: the ladder, then branching on run states, keeping at most `cap`
 * answers (default 2) within `budget` work units (default {@link budgetFor} the board),
 * under `rule` (default "official"). With `pinned`, only the answers that give every
 * pinned cell its value (a black cell can only be EMPTY): the pins cut the run states
 * before the ladder, so the root stats then describe the pinned board. `complete` is
 * true only when every answer was found; reaching the cap gives stoppedBy "cap",
 * running out of budget "budget". Throws `RangeError` for a bad rule, cap, budget,
 * rung name or pinned array.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { solve } from "./mod.ts";
 * // Two columns of two cells, one room per column (the trivial board).
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array([1, 1]),
 *   horizontal: new Uint8Array(2),
 * });
 * const result = solve(board);
 * assert.ok(result.complete && result.answers.length === 1);
 * assert.ok(result.answers[0]!.join("") === "1122");
 * assert.ok(result.stats.highestRung === "room");
 * ```
 */
export function solve(
  board: DosunFuwariBoard,
  options: Partial<PropagateOptions> = {},
): SolveResult<PropagateStats> {
  const rule = resolveRule(options.rule ?? DEFAULT_DOSUN_FUWARI_RULE, "solve");
  const budget = resolveBudget(options.budget ?? budgetFor(board), "solve");
  const rungs = resolveRungs(options.rungs, "solve");
  const cap = options.cap ?? 2;
  if (!(cap === Infinity || (Number.isInteger(cap) && cap >= 1))) {
    throw new RangeError(
      `dosun-fuwari/propagate: cap must be a whole number ≥ 1 or Infinity, got ${cap}`,
    );
  }
  const pinned = resolvePinned(board, options.pinned, "solve");
  const engine = new RunDomains(board, rule, rungs, budget);
  engine.probeLimit = budget * PROBE_SHARE;
  const answers: Uint8Array[] = [];
  let stoppedBy: "cap" | "budget" | null = null;
  let finished = false;
  try {
    engine.init();
    const ok = (pinned === null || engine.restrict(pinned)) && engine.deduceRoot();
    finished = !ok || engine.openRuns === 0;
    if (ok) {
      const onAnswer = (answer: Uint8Array) => {
        answers.push(answer);
        return answers.length >= cap;
      };
      // Learning decides (cap ≤ 2); counting many answers is the plain search's job, as
      // every answer found would cost the learning search a blocking nogood.
      const learn = engine.learns() && cap <= LEARNING_CAP;
      const stopped = learn ? engine.searchLearning(onAnswer) : engine.search(onAnswer);
      if (stopped) stoppedBy = "cap";
    }
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    stoppedBy = "budget";
  }
  return {
    answers,
    complete: stoppedBy === null,
    stoppedBy,
    stats: {
      nodes: engine.nodes,
      assumptions: engine.assumptions,
      work: engine.work,
      conflicts: engine.conflicts,
      learnt: engine.learnt,
      restarts: engine.restarts,
      backjumped: engine.jumped,
      settledBy: engine.settledBy(),
      finishedWithoutGuessing: finished,
      highestRung: finished ? engine.highestFired() : "search",
    },
  };
}

/**
 * Runs only the ladder from the empty grid, never guessing: which cells the enabled
 * rungs settle, and which rung settled them. Options as for {@link solve} (no cap).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { deduce } from "./mod.ts";
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array([1, 1]),
 *   horizontal: new Uint8Array(2),
 * });
 * assert.ok(deduce(board, { rungs: { room: false } }).cells.join() === "-1,-1,-1,-1");
 * const full = deduce(board);
 * assert.ok(full.finished && full.cells.join() === "1,1,2,2" && full.settledBy.room === 4);
 * ```
 */
export function deduce(
  board: DosunFuwariBoard,
  options: Partial<Omit<PropagateOptions, "cap">> = {},
): Deduction {
  const rule = resolveRule(options.rule ?? DEFAULT_DOSUN_FUWARI_RULE, "deduce");
  const budget = resolveBudget(options.budget ?? budgetFor(board), "deduce");
  const rungs = resolveRungs(options.rungs, "deduce");
  const engine = new RunDomains(board, rule, rungs, budget);
  let contradiction = false;
  let complete = true;
  try {
    engine.init();
    contradiction = !engine.deduceRoot();
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    complete = false;
  }
  const settledBy = engine.settledBy();
  settledBy.branch = 0;
  return {
    cells: contradiction ? unknownCells(board) : engine.cellValues(),
    contradiction,
    settledBy,
    complete,
    finished: complete && (contradiction || engine.openRuns === 0),
    highestRung: engine.highestFired(),
  };
}

/** Every white cell −1, every black cell 0. */
function unknownCells(board: DosunFuwariBoard): Int8Array {
  return Int8Array.from(board.black, (b) => (b ? 0 : -1));
}

/**
 * The cells on which every answer agrees (the backbone), all rungs on, incrementally:
 * find one answer, then for each cell not yet retired ask the learning search for an
 * answer that differs there (under an assumption level, so the nogoods it learns stay
 * valid for the next cell); a cell is forced when that search comes back empty, and
 * every answer found retires every cell it differs on. Options: `rule` and `budget`
 * as for {@link solve}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { forcedCells } from "./mod.ts";
 * // 2×2, one room: the balloon goes on either top cell, the iron ball on either
 * // bottom cell, so no cell is forced... unless a column holds both.
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(2),
 *   horizontal: new Uint8Array(2),
 * });
 * const forced = forcedCells(board);
 * assert.ok(forced.complete && forced.answers >= 2);
 * assert.ok(forced.cells.join() === "-1,-1,-1,-1");
 * ```
 */
export function forcedCells(
  board: DosunFuwariBoard,
  options: Partial<Pick<SolveOptions<DosunFuwariRule>, "rule" | "budget">> = {},
): ForcedCells {
  const rule = resolveRule(options.rule ?? DEFAULT_DOSUN_FUWARI_RULE, "forcedCells");
  const budget = resolveBudget(options.budget ?? budgetFor(board), "forcedCells");
  const engine = new RunDomains(board, rule, ALL_RUNGS, budget);
  engine.probeLimit = budget * PROBE_SHARE;
  const candidate = unknownCells(board);
  const proven = Uint8Array.from(board.black);
  const witnesses: Uint8Array[] = [];
  let complete = true;
  try {
    engine.init();
    if (engine.deduceRoot()) {
      let first: Uint8Array | null = null;
      const onFirst = (answer: Uint8Array) => {
        first = answer;
        return true;
      };
      if (engine.learns()) engine.searchLearning(onFirst);
      else engine.search(onFirst);
      if (first !== null) {
        witnesses.push(first);
        candidate.set(first);
        const settled = engine.cellValues();
        for (let cell = 0; cell < candidate.length; cell++) {
          if (proven[cell] || candidate[cell] === -1) continue;
          if (settled[cell] !== -1) {
            proven[cell] = 1;
            continue;
          }
          const other = engine.answerWithout(cell, candidate[cell]!);
          if (other === null) {
            proven[cell] = 1;
            continue;
          }
          witnesses.push(other);
          for (let c = 0; c < candidate.length; c++) {
            if (other[c] !== candidate[c]) candidate[c] = -1;
          }
        }
      }
    }
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    complete = false;
  }
  const cells = candidate.map((v, cell) => (proven[cell] ? v : -1));
  return { cells, answers: witnesses.length, complete, witnesses };
}
