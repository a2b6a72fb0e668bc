/**
 * The shape of a claim check. Every claim id in `docs/CLAIMS.md` has one
 * {@link Claim}; running it gives a {@link ClaimOutcome}: the write-up's figure,
 * the suite's own computed figure, and a verdict.
 *
 * - **reproduced**: U claims: the computation matches exactly; K claims: the shape
 *   of the claim (an ordering, a direction, a 0 or a 100%) and its figures hold on the
 *   suite's corpus.
 * - **shape holds, figures differ**: K claims only: the shape holds but the numbers
 *   differ (both shown).
 * - **not reproduced on this corpus**: K claims only: the shape fails on the suite's
 *   corpus. A different corpus cannot refute a statistic of the write-ups' own boards.
 * - **referent not found**: U claims only: the claim's number names no set the suite
 *   can find (every candidate is listed with its size).
 * - **refuted**: U claims only: the suite computed a counterexample that the judge
 *   confirms; `witnesses` show it.
 *
 * @module
 */

/** U: a mathematical fact, reproduced exactly. K: a corpus measurement, reproduced in shape. */
export type ClaimKind = "U" | "K";

/** Every verdict a claim check can reach, in the words the table prints. */
export const VERDICTS = [
  "reproduced",
  "shape holds, figures differ",
  "not reproduced on this corpus",
  "referent not found",
  "refuted",
] as const;

/** One of {@link VERDICTS}. */
export type ClaimVerdict = typeof VERDICTS[number];

/** The verdicts each kind of claim may reach: K claims are never refuted. */
export const VERDICTS_OF: Readonly<Record<ClaimKind, readonly ClaimVerdict[]>> = {
  U: ["reproduced", "referent not found", "refuted"],
  K: ["reproduced", "shape holds, figures differ", "not reproduced on this corpus"],
};

/**
 * The verdict of a K claim: its shape (decided before the figures were seen) and
 * whether the suite's figures equal the write-up's.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { corpusVerdict } from "./types.ts";
 * assert.equal(corpusVerdict(true, true), "reproduced");
 * assert.equal(corpusVerdict(true, false), "shape holds, figures differ");
 * assert.equal(corpusVerdict(false, true), "not reproduced on this corpus");
 * ```
 */
export function corpusVerdict(shapeHolds: boolean, figuresMatch: boolean): ClaimVerdict {
  if (!shapeHolds) return "not reproduced on this corpus";
  return figuresMatch ? "reproduced" : "shape holds, figures differ";
}

/**
 * A short, stable name for a verdict, for CSS classes and file names.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { verdictSlug } from "./types.ts";
 * assert.equal(verdictSlug("shape holds, figures differ"), "differs");
 * assert.equal(verdictSlug("not reproduced on this corpus"), "not-reproduced");
 * ```
 */
export function verdictSlug(verdict: ClaimVerdict): string {
  return {
    "reproduced": "reproduced",
    "shape holds, figures differ": "differs",
    "not reproduced on this corpus": "not-reproduced",
    "referent not found": "not-found",
    "refuted": "refuted",
  }[verdict];
}

/**
 * A threshold shape's figure against its cut-off, e.g. "7.6× against ≥ 10×".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { against } from "./types.ts";
 * assert.equal(against(7.6, "≥", 10, "×"), "7.6× against ≥ 10×");
 * assert.equal(against(97.25, "≥", 95, "%"), "97.3% against ≥ 95%");
 * ```
 */
export function against(value: number, relation: "≥" | "≤", threshold: number, unit = ""): string {
  return `${Number(value.toFixed(1))}${unit} against ${relation} ${threshold}${unit}`;
}

/** Options every claim run receives. */
export interface ClaimContext {
  /** Run the heavy, exhaustive form (`--full`). */
  readonly full: boolean;
  /** The seed for anything random (printed in the report so a run can be replayed). */
  readonly seed: number;
  /** Reports progress on long runs: units done of total. */
  readonly progress?: (done: number, total: number) => void;
}

/** A counterexample or example, enough to check by hand or with the judge. */
export interface Witness {
  /** What it shows, in words. */
  readonly description: string;
  /** The genre it belongs to. */
  readonly genre: "stostone" | "dosun-fuwari";
  /** A puzz.link URL, when the witness is a board. */
  readonly url?: string;
  /** A grid as row strings, when the witness is a shading or filling. */
  readonly rows?: readonly string[];
}

/** What one run of a claim check found. */
export interface ClaimOutcome {
  /** The write-up's figure, as the write-up states it. */
  readonly writeup: string;
  /** The suite's own figure, computed in this run. */
  readonly suite: string;
  /** The verdict this run reached. */
  readonly verdict: ClaimVerdict;
  /**
   * The verdict as the table prints it, when more must be said than the verdict word:
   * a threshold and its margin, or the hypothesis that makes a refuted claim true.
   */
  readonly verdictText?: string;
  /** Counterexamples (for refuted) or illustrations. */
  readonly witnesses?: readonly Witness[];
  /** Machine-readable numbers behind the figures (for JSON output and golden values). */
  readonly data?: Readonly<Record<string, unknown>>;
  /** One line on how the figure was computed or why the verdict. */
  readonly note?: string;
}

/** One claim of `docs/CLAIMS.md`, with the check that regression-tests it. */
export interface Claim {
  /** The stable id, e.g. `S-U4`. */
  readonly id: string;
  /** U or K. */
  readonly kind: ClaimKind;
  /** The claim in a few words. */
  readonly title: string;
  /** The verdict the suite expects today, asserted by the claim's test. */
  readonly expected: ClaimVerdict;
  /** Why that verdict is expected (for refuted and differs, what the suite found). */
  readonly because: string;
  /** Runs the check. */
  run(context: ClaimContext): Promise<ClaimOutcome> | ClaimOutcome;
  /**
   * A check too long for one unit of work splits into parts that run apart (on
   * workers, on shards) and combine into one outcome; `run` must equal combining
   * every part run in order.
   */
  readonly split?: ClaimSplit;
}

/** How a long claim check splits into parts. */
export interface ClaimSplit {
  /** How many parts a run has. */
  parts(context: { readonly full: boolean }): number;
  /** Runs part `part` (0-based) of `parts`; the value must survive JSON. */
  runPart(context: ClaimContext, part: number, parts: number): unknown;
  /** Combines every part's value, in part order, into the outcome. */
  combine(context: ClaimContext, values: readonly unknown[]): ClaimOutcome;
}

/**
 * Runs every part of a split check in this process and combines them: the `run` of a
 * split claim.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runAllParts } from "./types.ts";
 * const split = {
 *   parts: () => 3,
 *   runPart: (_: unknown, part: number) => part * 10,
 *   combine: (_: unknown, values: readonly unknown[]) => ({
 *     writeup: "", suite: (values as number[]).join("+"), verdict: "reproduced" as const,
 *   }),
 * };
 * assert.equal(runAllParts(split, { full: false, seed: 1 }).suite, "0+10+20");
 * ```
 */
export function runAllParts(split: ClaimSplit, context: ClaimContext): ClaimOutcome {
  const parts = split.parts(context);
  const values = [];
  for (let k = 0; k < parts; k++) {
    values.push(JSON.parse(JSON.stringify(split.runPart(context, k, parts)) ?? "null"));
  }
  return split.combine(context, values);
}

/**
 * Formats a number with thousands separators, as the write-ups print them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { thousands } from "./types.ts";
 * assert.ok(thousands(7618204) === "7,618,204");
 * assert.ok(thousands(12345678901234567890n) === "12,345,678,901,234,567,890");
 * ```
 */
export function thousands(n: number | bigint): string {
  return n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
