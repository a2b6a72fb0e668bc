/**
 * The verdict of one engine run, as the board page says it.
 *
 * @module
 */

/** What a board's answers come to. */
export type Verdict = "unique" | "multiple" | "none" | "unknown";

/**
 * unique, multiple (two or more), none, or unknown (the budget ran out first).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { verdictOfResult } from "./verdict.ts";
 * assert.equal(verdictOfResult({ answers: [1], complete: true }), "unique");
 * assert.equal(verdictOfResult({ answers: [1], complete: false }), "unknown");
 * assert.equal(verdictOfResult({ answers: [1, 2], complete: false }), "multiple");
 * ```
 */
export function verdictOfResult(
  result: { readonly answers: readonly unknown[]; readonly complete: boolean },
): Verdict {
  const found = result.answers.length;
  return found >= 2 ? "multiple" : !result.complete ? "unknown" : found === 1 ? "unique" : "none";
}
