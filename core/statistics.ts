/**
 * The few statistics the suite prints: one definition of each, so that every figure of a
 * claim, a timing script or a test is computed the same way.
 *
 * Empty input: `median` and `mean` return `NaN` (the claims' behaviour: a figure of no boards
 * prints as `null` in JSON rather than stopping a run); `percent` returns `"–"` for a zero
 * whole. A caller to whom an empty list is a bug checks the length itself.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mean, median, percent } from "./statistics.ts";
 * assert.equal(median([3, 1, 2]), 2);
 * assert.equal(mean([1, 2, 6]), 3);
 * assert.equal(percent(1, 3), "33.3%");
 * ```
 *
 * @module
 */

/**
 * The median (the mean of the middle two for an even count); `NaN` for no values.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { median } from "./statistics.ts";
 * assert.equal(median([5, 1, 3]), 3);
 * assert.equal(median([4, 1, 3, 2]), 2.5);
 * assert.ok(Number.isNaN(median([])));
 * ```
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The arithmetic mean; `NaN` for no values.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mean } from "./statistics.ts";
 * assert.equal(mean([9, 10, 11.5]), 10.166666666666666);
 * assert.ok(Number.isNaN(mean([])));
 * ```
 */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/**
 * The geometric mean, the fair average of ratios and of work spread over orders of
 * magnitude; `NaN` for no values. Throws `RangeError` for a value that is not above 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { geometricMean } from "./statistics.ts";
 * assert.equal(Math.round(geometricMean([1, 100, 10]) * 1e9) / 1e9, 10);
 * assert.ok(Number.isNaN(geometricMean([])));
 * assert.throws(() => geometricMean([2, 0]), /above 0, got 0/);
 * ```
 */
export function geometricMean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let logs = 0;
  for (const v of values) {
    if (!(v > 0)) throw new RangeError(`geometricMean: every value must be above 0, got ${v}`);
    logs += Math.log(v);
  }
  return Math.exp(logs / values.length);
}

/**
 * `part` of `whole` as a percentage with one decimal, rounded half up on the exact
 * ratio's thousandths (`"0.2%"` for 3 of 2,000); `"–"` when `whole` is 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { percent } from "./statistics.ts";
 * assert.equal(percent(200, 220), "90.9%");
 * assert.equal(percent(2870, 8081), "35.5%");
 * assert.equal(percent(0, 0), "–");
 * ```
 */
export function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${(Math.round((1000 * part) / whole) / 10).toFixed(1)}%`;
}
