/**
 * What both genres' judges share: the verdict type and the ordered-check runner.
 * A judge is a list of named checks run in order, like pzprjs's checklists; the
 * first check that finds something wins and its code is the verdict.
 *
 * @module
 */

/** A judge's verdict on one answer. */
export interface CheckResult<Code extends string> {
  /** True when every check passed. */
  readonly ok: boolean;
  /** The failing check's code, or null when ok. */
  readonly code: Code | null;
  /** The cells involved, row-major indices, ascending and deduplicated; empty when ok. */
  readonly cells: number[];
}

/**
 * One named check of a judge. `find` returns the offending cells (in any order,
 * repeats allowed); an empty list means the check passed.
 */
export interface NamedCheck<Code extends string, Rule extends string, Context> {
  /** The stable failure code (pzprjs's where pzprjs has one). */
  readonly code: Code;
  /** One line saying what the check rejects. */
  readonly description: string;
  /** The rule settings the check runs under; under any other it is skipped. */
  readonly rules: readonly Rule[];
  /** The offending cells of this answer, empty when the check passes. */
  readonly find: (context: Context) => number[];
}

/**
 * The cells as a verdict wants them: ascending, without repeats.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { normaliseCells } from "./judge_types.ts";
 * assert.ok(normaliseCells([5, 1, 5, 3]).join() === "1,3,5");
 * ```
 */
export function normaliseCells(cells: Iterable<number>): number[] {
  return [...new Set(cells)].sort((a, b) => a - b);
}

/**
 * Runs the checks in order under `rule` and reports the first that finds offending
 * cells, or a pass when none does. Checks not meant for `rule` are skipped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runChecks, type NamedCheck } from "./judge_types.ts";
 * const checks: NamedCheck<"odd", "any", number[]>[] = [
 *   { code: "odd", description: "no odd values", rules: ["any"], find: (xs) => xs.filter((x) => x % 2 === 1) },
 * ];
 * assert.ok(runChecks(checks, [2, 4], "any").ok);
 * assert.ok(runChecks(checks, [3, 4], "any").code === "odd");
 * ```
 */
export function runChecks<Code extends string, Rule extends string, Context>(
  checks: readonly NamedCheck<Code, Rule, Context>[],
  context: Context,
  rule: Rule,
): CheckResult<Code> {
  for (const check of checks) {
    if (!check.rules.includes(rule)) continue;
    const cells = check.find(context);
    if (cells.length > 0) return { ok: false, code: check.code, cells: normaliseCells(cells) };
  }
  return { ok: true, code: null, cells: [] };
}
