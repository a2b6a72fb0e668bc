/**
 * The fall of rule 4 simulated on integers: every stone is a list of column
 * bitmasks (bit r = row r, top row = bit 0, so falling one row is a left shift).
 * All stones fall together one row at a time: in each round the stones that rest,
 * directly or through other resting stones, on the floor stay put and every other
 * stone moves down one row; rounds repeat until every stone rests.
 *
 * This is the counting enumerator's own drop, written without the rank invariant
 * (claim S-U2) so that the enumeration and the transfer matrix, which is built on
 * that invariant, stay independent.
 *
 * @module
 */

/** The largest height a column bitmask can hold here (bits of an Int32, minus the sign bit). */
export const MAX_MASK_ROWS = 30;

/** The most stones one drop can take (resting stones are tracked in one 32-bit word). */
export const MAX_MASK_STONES = 32;

/**
 * Drops stones in place. `masks[s * width + c]` is stone `s`'s cells in column `c`
 * (bit r = row r from the top); the masks are overwritten with the resting
 * positions. Stones must not overlap and must fit in `height` rows. Returns the
 * number of rounds in which something moved.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dropStoneMasks } from "./mask_drop.ts";
 * // 4×1: one-cell stones at rows 0 and 2 come to rest at rows 2 and 3.
 * const masks = new Int32Array([0b0001, 0b0100]);
 * dropStoneMasks(4, 1, masks, 2);
 * assert.ok(masks[0] === 0b0100 && masks[1] === 0b1000);
 * ```
 */
export function dropStoneMasks(
  height: number,
  width: number,
  masks: Int32Array,
  stoneCount: number,
): number {
  if (!Number.isInteger(height) || height < 1 || height > MAX_MASK_ROWS) {
    throw new RangeError(`dropStoneMasks: height must be 1..${MAX_MASK_ROWS}, got ${height}`);
  }
  if (!Number.isInteger(stoneCount) || stoneCount < 0 || stoneCount > MAX_MASK_STONES) {
    throw new RangeError(
      `dropStoneMasks: stoneCount must be 0..${MAX_MASK_STONES}, got ${stoneCount}`,
    );
  }
  if (masks.length < stoneCount * width) {
    throw new RangeError(
      `dropStoneMasks: ${stoneCount} stones × ${width} columns need ${
        stoneCount * width
      } masks, got ${masks.length}`,
    );
  }
  return dropStoneMasksUnchecked(height, width, masks, stoneCount, new Int32Array(width));
}

/**
 * {@link dropStoneMasks} without argument checks, for the enumerator's inner loop.
 * `scratch` must hold at least `width` entries; its contents are overwritten.
 * At most {@link MAX_MASK_STONES} stones (resting stones are tracked in one 32-bit word).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dropStoneMasksUnchecked } from "./mask_drop.ts";
 * // 2×2: a single cell at (0, 1) falls to (1, 1).
 * const masks = new Int32Array([0b00, 0b01]);
 * dropStoneMasksUnchecked(2, 2, masks, 1, new Int32Array(2));
 * assert.ok(masks[1] === 0b10);
 * ```
 */
export function dropStoneMasksUnchecked(
  height: number,
  width: number,
  masks: Int32Array,
  stoneCount: number,
  scratch: Int32Array,
): number {
  const floor = 1 << (height - 1);
  const all = (2 ** stoneCount - 1) | 0;
  let rounds = 0;
  for (;;) {
    // Resting stones: those touching the floor, then, to a fixed point, those with a
    // resting stone directly under one of their cells. `scratch` holds the resting cells.
    let resting = 0;
    scratch.fill(0, 0, width);
    for (let s = 0; s < stoneCount; s++) {
      const base = s * width;
      for (let c = 0; c < width; c++) {
        if ((masks[base + c]! & floor) !== 0) {
          resting |= 1 << s;
          for (let k = 0; k < width; k++) scratch[k] = scratch[k]! | masks[base + k]!;
          break;
        }
      }
    }
    for (let grew = true; grew && resting !== all;) {
      grew = false;
      for (let s = 0; s < stoneCount; s++) {
        if ((resting & (1 << s)) !== 0) continue;
        const base = s * width;
        for (let c = 0; c < width; c++) {
          if (((masks[base + c]! << 1) & scratch[c]!) !== 0) {
            resting |= 1 << s;
            for (let k = 0; k < width; k++) scratch[k] = scratch[k]! | masks[base + k]!;
            grew = true;
            break;
          }
        }
      }
    }
    if (resting === all) return rounds;
    // Everything else moves down one row together; nothing under a moving stone is
    // resting, so no two stones can collide.
    for (let s = 0; s < stoneCount; s++) {
      if ((resting & (1 << s)) !== 0) continue;
      const base = s * width;
      for (let c = 0; c < width; c++) masks[base + c] = masks[base + c]! << 1;
    }
    rounds++;
  }
}
