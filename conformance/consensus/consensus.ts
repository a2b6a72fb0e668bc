/**
 * Runs several engines on one board and decides what they say together: the
 * verdict (`unique`, `multiple`, `none`, `unknown`), the answers, and whether
 * the engines agree. Every answer any engine returns is validated by the judge;
 * an answer the judge rejects is a disagreement.
 *
 * @module
 */

import { type Board, judgeProblem, type Rule } from "../../core/genre.ts";
import type { Engine } from "../../engines/mod.ts";
import type { StopReason } from "../../core/grid.ts";

/** What a board's answers amount to. */
export type Verdict = "unique" | "multiple" | "none" | "unknown";

/** One engine's run, summarised. */
export interface EngineRun {
  /** Engine name. */
  readonly name: string;
  /** Answers found, as canonical keys (see {@link answerKey}), sorted. */
  readonly keys: readonly string[];
  /** The answers themselves, in the order of `keys`. */
  readonly answers: readonly Uint8Array[];
  /** Whether the engine covered its whole search space. */
  readonly complete: boolean;
  /** Why it stopped early, if it did. */
  readonly stoppedBy: StopReason | null;
  /** Search nodes. */
  readonly nodes: number;
  /** The work budget it was given, in its own units. */
  readonly budget: number;
  /** Wall time of the solve call alone, in milliseconds. */
  readonly ms: number;
  /** This engine's own verdict. */
  readonly verdict: Verdict;
  /** Answers the judge rejected, with the failure code. */
  readonly rejected: readonly { key: string; code: string }[];
  /**
   * `"forced cells"` when the run was propagate's forced-cell search rather than a solve
   * (`solve` on a board without numbers: see `solve_board.ts`); its answers are two of the
   * judged answers it met, and it counts no nodes (`nodes` is 0). Absent for a solve.
   */
  readonly search?: "forced cells";
}

/** What the engines say together. */
export interface Consensus {
  /** The combined verdict (see {@link combine}). */
  readonly verdict: Verdict;
  /** The union of every engine's judge-approved answers, sorted, at most `cap`. */
  readonly answers: readonly Uint8Array[];
  /** Per engine. */
  readonly runs: readonly EngineRun[];
  /** False when two engines contradict each other or any answer fails the judge. */
  readonly agree: boolean;
  /** Why they disagree, one line each (empty when they agree). */
  readonly disagreements: readonly string[];
}

/**
 * A canonical string for an answer: one digit per cell, row-major. Sorting these sorts answers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { answerKey } from "./consensus.ts";
 * assert.ok(answerKey(new Uint8Array([1, 0, 2])) === "102");
 * ```
 */
export function answerKey(answer: Uint8Array): string {
  return answer.join("");
}

/**
 * The verdict an answer count implies, given whether the search was complete.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { verdictOf } from "./consensus.ts";
 * assert.ok(verdictOf(1, true) === "unique");
 * assert.ok(verdictOf(1, false) === "unknown");
 * assert.ok(verdictOf(2, false) === "multiple");
 * ```
 */
export function verdictOf(count: number, complete: boolean): Verdict {
  if (count >= 2) return "multiple";
  if (!complete) return "unknown";
  return count === 1 ? "unique" : "none";
}

/** The judge as consensus has always exported it (null = ok); it lives in core/genre.ts. */
export { judgeProblem as judge } from "../../core/genre.ts";

/**
 * Runs one engine and summarises it, validating every answer with the judge.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runEngine } from "./consensus.ts";
 * import { STOSTONE_ENGINES } from "../../engines/mod.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/6/6/433aaqv064p03g433h");
 * const run = runEngine(STOSTONE_ENGINES[0]!, board, "exact", 2);
 * assert.ok(run.verdict === "unique" && run.rejected.length === 0);
 * ```
 */
export function runEngine(
  engine: Engine<Board, Rule>,
  board: Board,
  rule: Rule,
  cap: number,
  budget: number = engine.budgetFor(board),
): EngineRun {
  const start = performance.now();
  const result = engine.solve(board, { rule, cap, budget });
  const ms = performance.now() - start;
  const pairs = result.answers.map((a) => ({ key: answerKey(a), answer: a }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rejected: { key: string; code: string }[] = [];
  for (const { key, answer } of pairs) {
    const code = judgeProblem(board, answer, rule);
    if (code !== null) rejected.push({ key, code });
  }
  return {
    name: engine.name,
    keys: pairs.map((p) => p.key),
    answers: pairs.map((p) => p.answer),
    complete: result.complete,
    stoppedBy: result.stoppedBy,
    nodes: result.stats.nodes,
    budget,
    ms,
    verdict: verdictOf(result.answers.length, result.complete),
    rejected,
  };
}

/**
 * Combines engine runs. Two complete runs must return the same answer set; an
 * incomplete run's answers must lie inside every complete run's set; a run may not
 * report more answers than the cap; the judge must accept every answer. The verdict
 * is that of any complete run, else `multiple` when the runs found two different
 * answers between them, else `unknown`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { combine, type EngineRun } from "./consensus.ts";
 * const run = (name: string, keys: string[], complete: boolean): EngineRun => ({
 *   name, keys, answers: keys.map((k) => Uint8Array.from(k, Number)), complete,
 *   stoppedBy: complete ? null : "cap", nodes: 0, budget: 1, ms: 0, verdict: "unknown",
 *   rejected: [],
 * });
 * const c = combine([run("a", ["01"], true), run("b", ["10"], true)], 2);
 * assert.ok(!c.agree);
 * ```
 */
export function combine(runs: readonly EngineRun[], cap: number): Consensus {
  const disagreements: string[] = [];
  for (const run of runs) {
    const first = run.rejected[0];
    if (first) {
      const n = run.rejected.length;
      disagreements.push(
        `${run.name} returned ${n} answer(s) the judge rejects, first ${first.key} (${first.code})`,
      );
    }
    if (run.keys.length > cap) {
      disagreements.push(
        `${run.name} returned ${run.keys.length} answers, more than the cap ${cap}`,
      );
    }
    if (new Set(run.keys).size !== run.keys.length) {
      disagreements.push(`${run.name} returned the same answer twice`);
    }
  }
  const complete = runs.filter((r) => r.complete);
  for (const a of complete) {
    const setA = new Set(a.keys);
    for (const b of runs) {
      if (a === b) continue;
      const missing = b.keys.filter((k) => !setA.has(k));
      if (missing.length) {
        disagreements.push(
          `${b.name} found ${missing.length} answer(s) that ${a.name} (complete) did not: ${
            missing[0]
          }`,
        );
      }
      if (b.complete && b.keys.length !== a.keys.length && b.name > a.name) {
        disagreements.push(
          `${a.name} and ${b.name} are both complete but found ${a.keys.length} and ${b.keys.length} answers`,
        );
      }
    }
  }
  const union = new Map<string, Uint8Array>();
  for (const run of runs) {
    run.keys.forEach((k, i) => {
      if (!run.rejected.some((r) => r.key === k)) union.set(k, run.answers[i]!);
    });
  }
  const keys = [...union.keys()].sort();
  const verdict = complete.length
    ? verdictOf(complete[0]!.keys.length, true)
    : verdictOf(keys.length, false);
  return {
    verdict,
    answers: keys.slice(0, cap).map((k) => union.get(k)!),
    runs,
    agree: disagreements.length === 0,
    disagreements,
  };
}

/**
 * The share of its budget an engine gets once the engines run before it have settled
 * the verdict as `multiple` (two judged answers that differ; no engine can change that).
 * Such a run cannot change the verdict; what it still gives is its time on the board,
 * which orders the engines asked for the forced cells (`engineMsOf` in
 * conformance/forced): an engine that decides the board within this share is measured,
 * one that stops is left out as not measured. Skipping these runs lost that: on three of
 * the loose Dosun-Fuwari 20×20 boards with answers (loose_forced_heavy_test's), forced
 * cells took 10–31 s instead of 0.6–1.3 s, mask asked before rooms. A 256th keeps it:
 * rooms still decides each of the 12 such boards at 20×20 and 24×24 (in ≤ 10 ms), mask
 * 16 of the 17 numberless published Stostone boards of ≥ 100 cells, while one that
 * cannot decide stops sooner (the numberless published 18×18: mask and subset stop after
 * 9–15 and 16–99 ms, where a sixteenth took 71–123 and 96–293 ms; 7 Dec 2026, loaded).
 */
export const SETTLED_SHARE = 1 / 256;

/**
 * Each engine's whole budget on the board: `budgets[name]` where given, else its own
 * (`budgetFor`). What {@link solveWithAll} starts from before any share is taken.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { wholeBudgets } from "./consensus.ts";
 * import { STOSTONE_ENGINES } from "../../engines/mod.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/2/2/00");
 * assert.deepEqual(wholeBudgets(STOSTONE_ENGINES, board, { mask: 7 }), {
 *   propagate: 50_000_000, mask: 7, subset: 400_000_000,
 * });
 * ```
 */
export function wholeBudgets(
  engines: readonly Engine<Board, Rule>[],
  board: Board,
  budgets: Readonly<Record<string, number>> = {},
): Record<string, number> {
  return Object.fromEntries(engines.map((e) => [e.name, budgets[e.name] ?? e.budgetFor(board)]));
}

/**
 * True when judged answers in `runs` already show two different answers: the verdict is
 * `multiple` whatever any further engine says.
 */
function settledMultiple(runs: readonly EngineRun[]): boolean {
  const judged = new Set<string>();
  for (const run of runs) {
    for (const key of run.keys) {
      if (!run.rejected.some((r) => r.key === key)) judged.add(key);
    }
  }
  return judged.size >= 2;
}

/**
 * Runs every given engine on the board, in order, and combines the results. Each engine
 * gets `budgets[name]`, else its own budget for the board; with `settledShare` below 1,
 * an engine without a given budget that runs after the verdict is settled as `multiple`
 * gets only that share of its own ({@link SETTLED_SHARE} is `solve`'s). Runs in `ran`
 * (made by the caller, e.g. propagate's forced-cell search) come first: their engines
 * are not run again, and their answers count toward settling.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveWithAll } from "./consensus.ts";
 * import { STOSTONE_ENGINES } from "../../engines/mod.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const c = solveWithAll(STOSTONE_ENGINES, decodeUrl("stostone/6/6/433aaqv064p03g433h"), "exact", 2);
 * assert.ok(c.verdict === "unique" && c.agree);
 * // Two answers from propagate settle `multiple`: mask and subset get a 256th.
 * const open = decodeUrl("stostone/2/2/00");
 * const m = solveWithAll(STOSTONE_ENGINES, open, "exact", 2, {}, 1 / 256);
 * assert.deepEqual(m.runs.map((r) => r.budget), [50_000_000, 195_313, 1_562_500]);
 * // A unique board settles nothing early: every engine keeps its whole budget.
 * const u = solveWithAll(STOSTONE_ENGINES, decodeUrl("stostone/6/6/433aaqv064p03g433h"), "exact", 2, {}, 1 / 256);
 * assert.deepEqual(u.runs.map((r) => r.budget), [50_000_000, 50_000_000, 400_000_000]);
 * ```
 */
export function solveWithAll(
  engines: readonly Engine<Board, Rule>[],
  board: Board,
  rule: Rule,
  cap: number,
  budgets: Readonly<Record<string, number>> = {},
  settledShare = 1,
  ran: readonly EngineRun[] = [],
): Consensus {
  const whole = wholeBudgets(engines, board, budgets);
  const runs: EngineRun[] = [...ran];
  for (const e of engines) {
    if (ran.some((r) => r.name === e.name)) continue;
    const cut = settledShare < 1 && budgets[e.name] === undefined && settledMultiple(runs);
    runs.push(
      runEngine(e, board, rule, cap, Math.round(whole[e.name]! * (cut ? settledShare : 1))),
    );
  }
  return combine(runs, cap);
}
