/**
 * Rule 4 without moving anything. A shaded cell at row r with b shaded cells
 * below it in its column lands on row rows − 1 − b once everything has fallen
 * into a full bottom half, so it must travel rows − 1 − b − r. A stone is
 * rigid, so that distance, or equivalently r + b, must be the same on all of
 * its cells; with every column holding rows/2 shaded cells this is exactly
 * "the dropped stones fill the bottom half".
 *
 * @module
 */

import type { GridSize } from "../../../core/grid.ts";

/**
 * Whether the stones of a shading fill exactly the bottom half once dropped.
 * `stoneOf[cell]` names the stone of each shaded cell (any id, e.g. its room);
 * unshaded cells are ignored. Columns must each hold rows/2 shaded cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { packsByRank } from "./rank.ts";
 * const size = { rows: 4, cols: 3 };
 * // The arch: balanced columns, no vertical hole, yet it rests one row high.
 * const arch = Uint8Array.from([1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0]);
 * const stoneOf = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
 * assert.ok(!packsByRank(size, arch, stoneOf));
 * // Two flat bars, one above the other, stack into the bottom half.
 * const bars = Uint8Array.from([1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0]);
 * const barOf = Int32Array.from([0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0]);
 * assert.ok(packsByRank(size, bars, barOf));
 * ```
 */
export function packsByRank(
  size: GridSize,
  shaded: ArrayLike<number>,
  stoneOf: ArrayLike<number>,
): boolean {
  const { rows, cols } = size;
  if (rows % 2 !== 0) return false;
  const landing = new Map<number, number>(); // stone id -> its common r + b
  for (let c = 0; c < cols; c++) {
    let below = 0;
    for (let r = rows - 1; r >= 0; r--) {
      const cell = r * cols + c;
      if (shaded[cell] !== 1) continue;
      const key = r + below;
      const stone = stoneOf[cell]!;
      const seen = landing.get(stone);
      if (seen === undefined) landing.set(stone, key);
      else if (seen !== key) return false;
      below++;
    }
    if (below !== rows / 2) return false;
  }
  return true;
}
