/**
 * Compares the suite's judge with the second judge (pzpr 0.10.1) sample by sample: the
 * same verdict and the same failure code is agreement; a difference that a reviewed
 * exception (exceptions.ts) recognises is agreement by exception; anything else is a
 * disagreement, reported with the board's URL and the answer's rows so it can be replayed.
 *
 * The suite judges Stostone under `exact` and Dosun-Fuwari under `official`: the only
 * readings pzpr knows.
 *
 * @module
 */

import { answerRows, type Board, encodeUrl } from "../../core/formats/mod.ts";
import { defaultRule, judge } from "../../core/genre.ts";
import { matchException, type Verdict } from "./exceptions.ts";
import { pzprCheck } from "./pzpr_judge.ts";

/** One answer to judge on one board. */
export interface JudgeSample {
  /** The board. */
  readonly board: Board;
  /** The answer (see each genre's board module for its values). */
  readonly answer: Uint8Array;
  /** Where the sample came from (engine name, mutation, …), carried into reports. */
  readonly source?: string;
}

/** How the two judges compare on one sample. */
export type Agreement = "agree" | "exception" | "disagree";

/** The comparison of one sample. */
export interface SampleComparison {
  /** Agreement, agreement by exception, or disagreement. */
  readonly agreement: Agreement;
  /** The id of the exception that explains the difference, or null. */
  readonly exception: string | null;
  /** The suite's verdict. */
  readonly suite: Verdict;
  /** pzpr's verdict. */
  readonly pzpr: Verdict;
  /** The board as a puzz.link URL. */
  readonly url: string;
  /** The answer as row strings (core/formats `answerRows`). */
  readonly answer: readonly string[];
  /** The sample's source, when it had one. */
  readonly source?: string;
}

/** Counts over a set of comparisons. */
export interface ComparisonSummary {
  /** Samples compared. */
  readonly compared: number;
  /** Same verdict and code. */
  readonly agreed: number;
  /** Differences explained by a reviewed exception, by exception id. */
  readonly byException: Readonly<Record<string, number>>;
  /** Differences no exception explains. */
  readonly disagreed: number;
  /** How often each verdict occurred (suite code, `ok` for an accepted answer). */
  readonly verdicts: Readonly<Record<string, number>>;
}

/** The result of {@link compareJudges}. */
export interface JudgeComparison {
  /** One comparison per sample, in order. */
  readonly results: readonly SampleComparison[];
  /** Only the disagreements. */
  readonly disagreements: readonly SampleComparison[];
  /** The counts. */
  readonly summary: ComparisonSummary;
}

/**
 * Judges one sample with both judges and classifies the outcome. Throws what the judges
 * throw (`RangeError` for an answer that does not fit the board).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareSample } from "./compare.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/1/2/0"); // 2×1, one room
 * const result = compareSample({ board, answer: new Uint8Array([1, 1]) });
 * assert.ok(result.agreement === "agree" && result.suite.code === "csUpper");
 * ```
 */
export function compareSample(sample: JudgeSample): SampleComparison {
  const { board, answer } = sample;
  const verdict = judge(board, answer, defaultRule(board));
  const suite: Verdict = { ok: verdict.ok, code: verdict.code };
  const pzpr: Verdict = pzprCheck(board, answer);
  const same = suite.ok === pzpr.ok && suite.code === pzpr.code;
  const exception = same ? null : matchException({ board, answer, suite, pzpr });
  return {
    agreement: same ? "agree" : exception !== null ? "exception" : "disagree",
    exception: exception?.id ?? null,
    suite,
    pzpr,
    url: encodeUrl(board),
    answer: answerRows(board, answer),
    ...(sample.source === undefined ? {} : { source: sample.source }),
  };
}

/**
 * Compares the judges on every sample and sums up.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareJudges } from "./compare.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/1/2/g0g"); // top room clued 0
 * const { summary } = compareJudges([
 *   { board, answer: new Uint8Array([0, 1]) }, // suite ok, pzpr bkNoShade: the listed exception
 *   { board, answer: new Uint8Array([1, 0]) }, // both bkShadeNe
 * ]);
 * assert.ok(summary.compared === 2 && summary.agreed === 1 && summary.disagreed === 0);
 * assert.ok(summary.byException["stostone-clue-zero-room"] === 1);
 * ```
 */
export function compareJudges(samples: Iterable<JudgeSample>): JudgeComparison {
  const results: SampleComparison[] = [];
  for (const sample of samples) results.push(compareSample(sample));
  return {
    results,
    disagreements: results.filter((r) => r.agreement === "disagree"),
    summary: summarise(results),
  };
}

/**
 * Counts comparisons (also for results gathered piece by piece, as property tests do).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareSample, summarise } from "./compare.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const r = compareSample({ board: decodeUrl("stostone/1/2/0"), answer: new Uint8Array([0, 1]) });
 * assert.ok(summarise([r, r]).verdicts["ok"] === 2);
 * ```
 */
export function summarise(results: Iterable<SampleComparison>): ComparisonSummary {
  let compared = 0, agreed = 0, disagreed = 0;
  const byException: Record<string, number> = {};
  const verdicts: Record<string, number> = {};
  for (const r of results) {
    compared++;
    if (r.agreement === "agree") agreed++;
    else if (r.agreement === "disagree") disagreed++;
    else byException[r.exception!] = (byException[r.exception!] ?? 0) + 1;
    const key = r.suite.code ?? "ok";
    verdicts[key] = (verdicts[key] ?? 0) + 1;
  }
  return { compared, agreed, byException, disagreed, verdicts };
}

/**
 * One line of counts, for test output and reports.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatSummary } from "./compare.ts";
 * const line = formatSummary({ compared: 3, agreed: 2, byException: { x: 1 }, disagreed: 0, verdicts: {} });
 * assert.ok(line.startsWith("3 compared: 2 agreed, 1 by exception (x: 1), 0 disagreed"));
 * ```
 */
export function formatSummary(summary: ComparisonSummary): string {
  const exceptions = Object.entries(summary.byException);
  const total = exceptions.reduce((sum, [, n]) => sum + n, 0);
  const which = exceptions.length === 0
    ? ""
    : ` (${exceptions.map(([id, n]) => `${id}: ${n}`).join(", ")})`;
  const verdicts = Object.entries(summary.verdicts).map(([code, n]) => `${code} ${n}`).join(", ");
  return `${summary.compared} compared: ${summary.agreed} agreed, ${total} by exception${which}, ` +
    `${summary.disagreed} disagreed` + (verdicts === "" ? "" : `; suite verdicts: ${verdicts}`);
}

/**
 * A disagreement as a few readable lines: board URL, answer rows, both verdicts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareSample, describeComparison } from "./compare.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const r = compareSample({ board: decodeUrl("stostone/1/2/0"), answer: new Uint8Array([1, 1]) });
 * assert.ok(describeComparison(r).includes("stostone/1/2/0"));
 * ```
 */
export function describeComparison(result: SampleComparison): string {
  const show = (v: Verdict): string => v.ok ? "ok" : v.code ?? "?";
  return [
    `${result.agreement}${result.exception === null ? "" : ` (${result.exception})`}: ` +
    `suite ${show(result.suite)}, pzpr ${show(result.pzpr)}` +
    (result.source === undefined ? "" : ` [${result.source}]`),
    `  board:  ${result.url}`,
    `  answer: ${result.answer.join("/")}`,
  ].join("\n");
}
