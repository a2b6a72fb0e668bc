/**
 * The `count/enum` unit: one slice of the brute-force walk of region-free
 * shadings (conformance/counting/enumerate.ts). The slices of a split add up to
 * the whole walk, so a count spread over workers sums its units' counts.
 *
 * @module
 */

import { enumerateCounts, type EnumerationCounts, type EnumerationSlice } from "./enumerate.ts";
import type { Unit } from "../run/unit.ts";

/** What a `count/enum` unit is given. */
export interface CountSlicePayload {
  /** Board height. */
  readonly rows: number;
  /** Board width. */
  readonly cols: number;
  /** The slice of the walk. */
  readonly slice: EnumerationSlice;
}

/**
 * Walks one slice.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runCountSliceUnit } from "./count_units.ts";
 * const r = runCountSliceUnit({ rows: 4, cols: 2, slice: { index: 0, of: 1 } });
 * assert.ok(r.walked === 36 && r.exact === 28);
 * ```
 */
export function runCountSliceUnit(payload: CountSlicePayload): EnumerationCounts {
  return enumerateCounts(payload.rows, payload.cols, { slice: payload.slice });
}

/**
 * Splits slice `within` (the whole walk by default) into `parts` slices: those
 * whose first-column choice j has j mod (of·parts) = within.index + of·t for
 * t = 0…parts−1. Exactly the choices with j mod `of` = `within.index`, so their
 * counts add up to the slice's.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { countSliceUnits, runCountSliceUnit } from "./count_units.ts";
 * const units = countSliceUnits(4, 3, 4);
 * const sum = units.reduce((n, u) => n + runCountSliceUnit(u.payload).exact, 0);
 * assert.ok(units.length === 4 && sum === runCountSliceUnit({ rows: 4, cols: 3, slice: { index: 0, of: 1 } }).exact);
 * ```
 */
export function countSliceUnits(
  rows: number,
  cols: number,
  parts: number,
  within: EnumerationSlice = { index: 0, of: 1 },
): Unit<CountSlicePayload>[] {
  const of = within.of * parts;
  return Array.from({ length: parts }, (_, t) => {
    const index = within.index + within.of * t;
    return {
      kind: "count/enum",
      id: `slice/${index + 1}/${of}`,
      payload: { rows, cols, slice: { index, of } },
    };
  });
}
