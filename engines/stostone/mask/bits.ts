/**
 * Bit tricks on column masks. A column of a board is one integer: bit i is the
 * cell i rows above the bottom row (bit 0 is the bottom row), so "the shaded
 * cells below bit i" is simply `mask & (2^i − 1)`. Columns have at most 30 rows,
 * so every mask and every sum the tricks form stays a positive 31-bit integer.
 *
 * @module
 */

/** The most rows a column mask may have: sums such as `mask + lowestBit` must stay below 2^31. */
export const MAX_MASK_ROWS = 30;

/**
 * Number of set bits of a 32-bit integer (SWAR popcount).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { popcount } from "./bits.ts";
 * assert.ok(popcount(0b1011) === 3);
 * assert.ok(popcount(0) === 0);
 * ```
 */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * Index of the lowest set bit of a non-zero integer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { lowestBitIndex } from "./bits.ts";
 * assert.ok(lowestBitIndex(0b1000) === 3);
 * ```
 */
export function lowestBitIndex(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * The next larger integer with the same number of set bits (Gosper's hack). Walking
 * from `(1 << k) − 1` visits every k-bit mask in increasing order; the walk is over once
 * the result exceeds the column's full mask. `x` must be non-zero and below 2^30.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextSameWeight } from "./bits.ts";
 * assert.ok(nextSameWeight(0b0011) === 0b0101);
 * assert.ok(nextSameWeight(0b0110) === 0b1001);
 * ```
 */
export function nextSameWeight(x: number): number {
  const low = x & -x;
  const ripple = x + low; // below 2^31 because x < 2^30
  const ones = ((ripple ^ x) >>> 2) >>> lowestBitIndex(low);
  return ripple | ones;
}

/**
 * The maximal blocks of consecutive set bits of `mask` (a column's vertical runs of
 * shaded cells), lowest first. `((mask + b) ^ mask) & mask` is the block starting at bit
 * b: adding b carries through exactly that block.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runsOf } from "./bits.ts";
 * assert.ok(runsOf(0b1101110).join() === [0b0001110, 0b1100000].join());
 * ```
 */
export function runsOf(mask: number): number[] {
  const out: number[] = [];
  let starts = mask & ~(mask << 1);
  while (starts !== 0) {
    const b = starts & -starts;
    out.push(((mask + b) ^ mask) & mask);
    starts ^= b;
  }
  return out;
}

/**
 * The rank rule between two neighbouring columns: every row in `shared` (rows
 * shaded in both columns and not separated by a border) must have as many shaded
 * cells below it in `left` as in `right`. A stone's cells all fall the same
 * distance, and the distance of a cell is fixed by the shaded cells below it once
 * columns are balanced, so horizontally joined cells must agree on that count.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ranksAgree } from "./bits.ts";
 * // bottom-up: left = rows 0,1 shaded; right = rows 1,2 shaded; row 1 is shared.
 * assert.ok(!ranksAgree(0b011, 0b110, 0b010)); // 1 below on the left, 0 on the right
 * assert.ok(ranksAgree(0b011, 0b011, 0b011));
 * ```
 */
export function ranksAgree(left: number, right: number, shared: number): boolean {
  let rest = shared;
  while (rest !== 0) {
    const b = rest & -rest;
    const below = b - 1;
    if (popcount(left & below) !== popcount(right & below)) return false;
    rest ^= b;
  }
  return true;
}

/**
 * Binomial coefficient C(n, k) as a float (exact for the column sizes used here).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { binomial } from "./bits.ts";
 * assert.ok(binomial(8, 4) === 70);
 * ```
 */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
  return Math.round(out);
}
