/**
 * `solve`'s pipeline on one board: every engine's verdict ({@link solveWithAll}), then,
 * where the engines agree on `multiple`, the forced cells with their evidence
 * (`forcedWithEvidence`). Two choices make it cheaper than running the two apart:
 *
 * - Once two judged answers settle `multiple`, later engines get {@link SETTLED_SHARE}
 *   of their budget: enough to time them for the forced cells, no more.
 * - On a Stostone board without numbers (almost always several answers) propagate's
 *   forced-cell search runs first, in place of its solve: the answers it meets on the way
 *   are its witnesses, and two of them that the judge passes settle `multiple` as a
 *   solve's two answers would. The forced cells then reuse that search. On the numberless
 *   published 18×18 the solve it replaces took 55–530 ms here (loaded machine, 7 Dec
 *   2026), the same work again.
 *   With fewer than two judged witnesses (no answer, one, or a budget stop) nothing is
 *   settled: every engine solves the board as usual, and the search is reused only for
 *   the forced cells. `unique` still comes only from a complete solve.
 *
 * @module
 */

import { type Board, judgeProblem, type Rule } from "../../core/genre.ts";
import {
  type Engine,
  enginesFor,
  type Forced,
  forcedBudgetFor,
  forcedCellsOf,
} from "../../engines/mod.ts";
import { engineMsOf, type ForcedReport, forcedWithEvidence } from "../forced/backbone.ts";
import {
  answerKey,
  type Consensus,
  type EngineRun,
  SETTLED_SHARE,
  solveWithAll,
  wholeBudgets,
} from "./consensus.ts";

/** Options of {@link solveBoard}. */
export interface SolveBoardOptions {
  /** The engines that solve the board, propagate first (default: the genre's). */
  readonly engines?: readonly Engine[];
  /** Most answers asked of each engine (default 2). */
  readonly cap?: number;
  /** Per engine name, its work budget (default: its own for the board). */
  readonly budgets?: Readonly<Record<string, number>>;
  /** Whether a second engine confirms the forced cells (default true). */
  readonly confirm?: boolean;
  /** Told the confirmation's progress (see `ForcedOptions.onConfirm`). */
  readonly onConfirm?: (done: number, total: number) => void;
  /**
   * The share of their budgets later engines get once `multiple` is settled (default
   * {@link SETTLED_SHARE}; 1 gives every engine its whole budget, as before issue 42).
   */
  readonly settledShare?: number;
  /** Whether propagate's forced-cell search may settle the verdict first (default true). */
  readonly forcedFirst?: boolean;
  /**
   * That search (default: {@link forcedCellsOf}, propagate's). The tests hand in one
   * that returns an answer the judge rejects.
   */
  readonly prover?: (board: Board, rule: Rule, budget?: number) => Forced;
}

/** What {@link solveBoard} found. */
export interface SolvedBoard {
  /** The engines' verdict; propagate's run may be its forced-cell search (`search`). */
  readonly consensus: Consensus;
  /** The forced cells, with their evidence: null unless the engines agree on `multiple`. */
  readonly forced: ForcedReport | null;
}

/**
 * Whether {@link solveBoard} runs propagate's forced-cell search first: a Stostone board
 * without numbers, propagate first among the engines and on its own budget, cap 2 (the
 * search meets many answers but keeps no count of them, so a larger cap is a solve's).
 */
function forcedFirstFits(
  board: Board,
  engines: readonly Engine[],
  cap: number,
  budgets: Readonly<Record<string, number>>,
): boolean {
  return board.genre === "stostone" && board.clues.every((c) => c === null) &&
    engines[0]?.name === "propagate" && budgets["propagate"] === undefined && cap === 2;
}

/** Propagate's forced-cell search, and the run it makes when two judged answers settle. */
function forcedSearch(
  board: Board,
  rule: Rule,
  propagate: Engine,
  prover: (board: Board, rule: Rule, budget?: number) => Forced,
): { readonly forced: Forced; readonly ms: number; readonly run: EngineRun | null } {
  const budget = forcedBudgetFor(board);
  const start = performance.now();
  const forced = prover(board, rule, budget);
  const ms = performance.now() - start;
  // The first two the judge passes; one it rejects is forcedWithEvidence's disagreement.
  const judged = new Map<string, Uint8Array>();
  for (const w of forced.witnesses) {
    if (judged.size < 2 && judgeProblem(board, w, rule) === null) judged.set(answerKey(w), w);
  }
  if (judged.size < 2) return { forced, ms, run: null };
  const keys = [...judged.keys()].sort();
  return {
    forced,
    ms,
    run: {
      name: propagate.name,
      keys,
      answers: keys.map((k) => judged.get(k)!),
      complete: false,
      stoppedBy: "cap",
      nodes: 0,
      budget,
      ms,
      verdict: "multiple",
      rejected: [],
      search: "forced cells",
    },
  };
}

/**
 * `solve`'s verdict and forced cells on one board (see the module header).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { solveBoard } from "./solve_board.ts";
 * // 2×2 Stostone without numbers, one room: the stone is the top row or the bottom row.
 * const { consensus, forced } = solveBoard(decodeUrl("stostone/2/2/00"), "exact");
 * assert.equal(consensus.verdict, "multiple");
 * assert.equal(consensus.runs[0]!.search, "forced cells");
 * assert.equal(forced?.complete, true);
 * // A numbered board: propagate solves it, as every engine does.
 * const unique = solveBoard(decodeUrl("stostone/6/6/433aaqv064p03g433h"), "exact");
 * assert.equal(unique.consensus.verdict, "unique");
 * assert.equal(unique.consensus.runs[0]!.search, undefined);
 * assert.equal(unique.forced, null);
 * ```
 */
export function solveBoard(board: Board, rule: Rule, options: SolveBoardOptions = {}): SolvedBoard {
  const engines = options.engines ?? enginesFor(board);
  const cap = options.cap ?? 2;
  const budgets = options.budgets ?? {};
  const first = (options.forcedFirst ?? true) && forcedFirstFits(board, engines, cap, budgets)
    ? forcedSearch(board, rule, engines[0]!, options.prover ?? forcedCellsOf)
    : null;
  const consensus = solveWithAll(
    engines,
    board,
    rule,
    cap,
    budgets,
    options.settledShare ?? SETTLED_SHARE,
    first?.run ? [first.run] : [],
  );
  if (consensus.verdict !== "multiple" || !consensus.agree) return { consensus, forced: null };
  const forced = forcedWithEvidence(board, rule, {
    confirm: options.confirm,
    // The engine that solved the board fastest confirms first (one that stopped at its
    // budget last): on a 20×20 Dosun-Fuwari board rooms takes milliseconds where mask
    // took over a minute for the same questions.
    engineMs: engineMsOf(consensus.runs, wholeBudgets(engines, board, budgets)),
    onConfirm: options.onConfirm,
    proved: first ? { forced: first.forced, ms: first.ms } : undefined,
  });
  return { consensus, forced };
}
