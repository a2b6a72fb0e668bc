/**
 * The shape of a claim check. Every claim id in `docs/CLAIMS.md` has one
 * {@link Claim}; running it gives a {@link ClaimOutcome}: the write-up's figure,
 * the suite's own computed figure, and a verdict.
 *
 * - **reproduced**: U claims: the computation matches exactly; K claims: the shape
 *   of the claim (an ordering, a direction, a 0 or a 100%) holds on the suite's corpus.
 * - **differs**: K claims only: the shape holds but the numbers differ (both shown).
 * - **refuted**: the suite computed a counterexample; `witness` shows it.
 *
 * @module
 */

/** U: a mathematical fact, reproduced exactly. K: a corpus measurement, reproduced in shape. */
export type ClaimKind = "U" | "K";

/** The three verdicts a claim check can reach. */
export type ClaimVerdict = "reproduced" | "differs" | "refuted";

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
}

/**
 * Formats a number with thousands separators, as the write-ups print them.
 *
 * @example
 * ```ts
 * import { thousands } from "./types.ts";
 * console.assert(thousands(7618204) === "7,618,204");
 * console.assert(thousands(12345678901234567890n) === "12,345,678,901,234,567,890");
 * ```
 */
export function thousands(n: number | bigint): string {
  return n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
