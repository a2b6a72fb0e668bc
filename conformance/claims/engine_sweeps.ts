/**
 * What the two engine-agreement sweeps (S-U9, D-U5) share: both run as parts that
 * tally per grid size and keep the first problems, and both combine those parts
 * the same way.
 *
 * @module
 */

import type { Witness } from "./types.ts";

/**
 * Sums the per-size tallies of a sweep's parts, field by field: per size (sizes in
 * the order the parts first list them) and over all sizes. `empty` gives a zero
 * tally with the fields in the order they are reported.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sumSizeTallies } from "./engine_sweeps.ts";
 * type Tally = { boards: number; runs: number };
 * const parts: { sizes: Record<string, Tally> }[] = [
 *   { sizes: { "2x2": { boards: 3, runs: 6 } } },
 *   { sizes: { "2x2": { boards: 1, runs: 2 }, "1x3": { boards: 2, runs: 4 } } },
 * ];
 * const { sizes, total } = sumSizeTallies(parts, () => ({ boards: 0, runs: 0 }));
 * assert.deepEqual(sizes, { "2x2": { boards: 4, runs: 8 }, "1x3": { boards: 2, runs: 4 } });
 * assert.deepEqual(total, { boards: 6, runs: 12 });
 * ```
 */
export function sumSizeTallies<T extends Record<keyof T, number>>(
  parts: readonly { readonly sizes: Readonly<Record<string, T>> }[],
  empty: () => T,
): { sizes: Record<string, T>; total: T } {
  const sizes: Record<string, T> = {};
  const total = empty();
  for (const part of parts) {
    for (const [key, t] of Object.entries(part.sizes)) {
      const into = sizes[key] ??= empty();
      for (const f of Object.keys(t) as (keyof T)[]) {
        into[f] = (into[f] + t[f]) as T[keyof T];
        total[f] = (total[f] + t[f]) as T[keyof T];
      }
    }
  }
  return { sizes, total };
}

/**
 * A sweep's problems as witnesses: each board by its URL, the description marked
 * with the run's seed so it can be replayed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { problemWitnesses } from "./engine_sweeps.ts";
 * const [w] = problemWitnesses("stostone", [{ description: "disagree", url: "u" }], 7);
 * assert.deepEqual(w, { genre: "stostone", description: "disagree (seed 7)", url: "u" });
 * ```
 */
export function problemWitnesses(
  genre: Witness["genre"],
  problems: readonly { readonly description: string; readonly url: string }[],
  seed: number,
): Witness[] {
  return problems.map((p) => ({
    genre,
    description: `${p.description} (seed ${seed})`,
    url: p.url,
  }));
}
