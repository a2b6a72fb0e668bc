/**
 * Region-free counting for Stostone's rule 4: how many H×W shadings pass `exact`,
 * `convex` and `count`, computed two independent ways (brute-force enumeration
 * with a simulated fall, and transfer matrices over column patterns), plus the
 * recurrence proofs and the convex-but-not-exact witnesses.
 *
 * @module
 */

import { enumerateCounts, type EnumerationProgress, type EnumerationSlice } from "./enumerate.ts";
import { COUNTING_RULES, type CountingRule, transferCounts } from "./transfer.ts";
import { orList } from "../../core/rule_name.ts";

export * from "./berlekamp_massey.ts";
export * from "./characteristic_polynomial.ts";
export * from "./claims.ts";
export * from "./classify.ts";
export * from "./enumerate.ts";
export * from "./fraction.ts";
export * from "./full.ts";
export * from "./mask_drop.ts";
export * from "./polynomial.ts";
export * from "./recurrence.ts";
export * from "./transfer.ts";
export * from "./witnesses.ts";

/** What {@link count} is asked. */
export interface CountRequest {
  /** Board height. */
  readonly rows: number;
  /** Board width. */
  readonly cols: number;
  /** Which reading to report; default `"all"`. */
  readonly rule?: CountingRule | "all";
  /** `enum`: walk every balanced grid; `matrix`: transfer matrix and frontier state machine. */
  readonly method: "enum" | "matrix";
  /** `enum` only: do one slice of the walk. */
  readonly slice?: EnumerationSlice;
  /** `enum` only: progress reports. */
  readonly onProgress?: (progress: EnumerationProgress) => void;
}

/**
 * What {@link count} answers: per reading asked for, the shadings passing it (`exact`,
 * `convex`, `count`); readings not asked for are absent.
 */
export interface CountResult extends Readonly<Partial<Record<CountingRule, bigint>>> {
  /** Board height. */
  readonly rows: number;
  /** Board width. */
  readonly cols: number;
  /** The method used. */
  readonly method: "enum" | "matrix";
  /** The reading(s) asked for. */
  readonly rule: CountingRule | "all";
  /** `enum` only: grids walked. */
  readonly walked?: number;
  /** `enum` only: the slice walked, when one was given. */
  readonly slice?: EnumerationSlice;
}

/** What `rule` may be: one reading, or all of them. */
export const COUNT_RULE_CHOICES: readonly (CountingRule | "all")[] = [...COUNTING_RULES, "all"];

/** Per reading `rule` asks for (in {@link COUNTING_RULES} order), its count. */
export function countsAskedFor(
  rule: CountingRule | "all",
  countOf: (reading: CountingRule) => bigint,
): Partial<Record<CountingRule, bigint>> {
  const out: Partial<Record<CountingRule, bigint>> = {};
  for (const reading of COUNTING_RULES) {
    if (rule === "all" || rule === reading) out[reading] = countOf(reading);
  }
  return out;
}

/**
 * Counts region-free shadings of a rows×cols board under one or all readings of
 * rule 4, by either method. Throws `RangeError` for a bad size, rule or method.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { count } from "./mod.ts";
 * const m = count({ rows: 4, cols: 4, method: "matrix" });
 * const e = count({ rows: 4, cols: 4, method: "enum", rule: "exact" });
 * assert.ok(m.exact === 640n && m.convex === 1296n && e.exact === 640n && e.convex === undefined);
 * ```
 */
export function count(request: CountRequest): CountResult {
  const { rows, cols, method } = request;
  const rule = request.rule ?? "all";
  if (!COUNT_RULE_CHOICES.includes(rule)) {
    throw new RangeError(
      `count: rule must be ${orList(COUNT_RULE_CHOICES)}, got ${JSON.stringify(rule)}`,
    );
  }
  if (method === "matrix") {
    if (request.slice !== undefined) {
      throw new RangeError("count: slice applies to method enum only");
    }
    return {
      rows,
      cols,
      method,
      rule,
      ...countsAskedFor(rule, (reading) => transferCounts(rows, cols, reading)),
    };
  }
  if (method === "enum") {
    const r = enumerateCounts(rows, cols, { slice: request.slice, onProgress: request.onProgress });
    return {
      rows,
      cols,
      method,
      rule,
      ...countsAskedFor(rule, (reading) => BigInt(r[reading])),
      walked: r.walked,
      ...(request.slice !== undefined ? { slice: request.slice } : {}),
    };
  }
  throw new RangeError(`count: method must be enum or matrix, got ${JSON.stringify(method)}`);
}

/**
 * A count result as one line of text, e.g. `4x4 matrix: exact 640, convex 1296, count 1296`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { count, countResultText } from "./mod.ts";
 * assert.ok(countResultText(count({ rows: 2, cols: 3, method: "matrix", rule: "exact" })) === "2x3 matrix: exact 8");
 * ```
 */
export function countResultText(result: CountResult): string {
  const parts: string[] = [];
  for (const key of COUNTING_RULES) {
    const value = result[key];
    if (value !== undefined) parts.push(`${key} ${value}`);
  }
  // 1-based, as --slice K/N is given (the slice's own index is 0-based).
  const slice = result.slice ? ` (slice ${result.slice.index + 1}/${result.slice.of})` : "";
  return `${result.rows}x${result.cols} ${result.method}${slice}: ${parts.join(", ")}`;
}
