/**
 * The write-up's figures for the counting claims S-U4..S-U8, exactly as
 * `CLAIMS.md` and the write-up state them. Nothing here is computed: these are the
 * numbers the suite's own computations are compared against.
 *
 * @module
 */

/** One row of the S-U4 table: a board size and its three counts. */
export interface CountRow {
  /** Board height. */
  readonly rows: number;
  /** Board width. */
  readonly cols: number;
  /** Shadings passing `exact`. */
  readonly exact: bigint;
  /** Shadings passing `convex`. */
  readonly convex: bigint;
  /** Shadings passing `count`. */
  readonly count: bigint;
}

/**
 * S-U4, the fixed-size rows of the write-up's table (the 2×n row, "2ⁿ / 2ⁿ / 2ⁿ",
 * is a formula and lives in {@link twoRowClaim}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { S_U4_TABLE } from "./claims.ts";
 * assert.ok(S_U4_TABLE.length === 8);
 * ```
 */
export const S_U4_TABLE: readonly CountRow[] = [
  { rows: 4, cols: 2, exact: 28n, convex: 36n, count: 36n },
  { rows: 4, cols: 4, exact: 640n, convex: 1_296n, count: 1_296n },
  { rows: 4, cols: 10, exact: 7_618_204n, convex: 60_466_176n, count: 60_466_176n },
  { rows: 6, cols: 2, exact: 226n, convex: 376n, count: 400n },
  { rows: 6, cols: 4, exact: 31_820n, convex: 133_760n, count: 160_000n },
  { rows: 6, cols: 6, exact: 4_482_592n, convex: 47_582_864n, count: 64_000_000n },
  { rows: 8, cols: 2, exact: 1_940n, convex: 4_248n, count: 4_900n },
  { rows: 8, cols: 4, exact: 1_717_396n, convex: 15_963_452n, count: 24_010_000n },
];

/**
 * The S-U4 row for 2×n: all three readings give 2ⁿ.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { twoRowClaim } from "./claims.ts";
 * assert.ok(twoRowClaim(3).exact === 8n);
 * ```
 */
export function twoRowClaim(cols: number): CountRow {
  const all = 2n ** BigInt(cols);
  return { rows: 2, cols, exact: all, convex: all, count: all };
}

/** The S-U4 rows too big to enumerate in a quick test (the `--full` run enumerates them). */
export const S_U4_FULL_ONLY: readonly string[] = ["6x6", "8x4", "4x10"];

/** S-U7: the write-up's 4×n exact counts, n = 1..10. */
export const S_U7_TERMS: readonly bigint[] = [
  6n,
  28n,
  134n,
  640n,
  3_058n,
  14_612n,
  69_822n,
  333_640n,
  1_594_282n,
  7_618_204n,
];

/** S-U7: the write-up's recurrence a(n) = 6a(n−1) − 5a(n−2) − 4a(n−3), as c₁..c₃. */
export const S_U7_RECURRENCE: readonly bigint[] = [6n, -5n, -4n];

/** S-U8: the write-up's arch, top row first; said to be the smallest convex-not-exact witness. */
export const S_U8_ARCH: readonly string[] = ["#.#", "###", "...", ".#."];

/** S-U8: the grid the write-up draws after the fall ("rests one row high"). */
export const S_U8_ARCH_SETTLED: readonly string[] = ["...", "#.#", "###", ".#."];
