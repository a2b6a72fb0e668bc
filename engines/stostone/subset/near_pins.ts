/**
 * The cells of a board nearest the pinned ones first: the order in which a pinned
 * question's list-order search splits rooms on open cells (`search.ts`). A forced cell
 * pinned to its other value is mostly refuted by what happens beside it (the `propagate`
 * engine refutes cell 355 of the numberless corpus 20x20-001 in 57 nodes), while the
 * fewest-stones order places rooms all over the board first and meets the same
 * contradiction again under every combination of them.
 *
 * @module
 */

import { i32From } from "./scratch.ts";

/**
 * Every cell, by Manhattan distance to the nearest pinned cell (entry 0 or 1), nearer
 * first, then by index; null when no cell is pinned. `cols` is the board's width.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { cellsNearPins } from "./near_pins.ts";
 * // A 2×3 board with its middle top cell pinned.
 * const order = cellsNearPins(Int8Array.from([-1, 1, -1, -1, -1, -1]), 3);
 * assert.deepEqual([...order!], [1, 0, 2, 4, 3, 5]);
 * assert.equal(cellsNearPins(Int8Array.from([-1, -1]), 2), null);
 * ```
 */
export function cellsNearPins(pinned: Int8Array, cols: number): Int32Array | null {
  if (!pinned.some((v) => v !== -1)) return null;
  const by = pinDistances(pinned, cols);
  const cells = Array.from(pinned, (_, cell) => cell);
  cells.sort((a, b) => by[a]! - by[b]! || a - b);
  return i32From(cells);
}

/**
 * Per cell, its Manhattan distance to the nearest pinned cell (entry 0 or 1); Infinity
 * everywhere when no cell is pinned. `cols` is the board's width.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pinDistances } from "./near_pins.ts";
 * // A 2×3 board with its middle top cell pinned.
 * assert.deepEqual([...pinDistances(Int8Array.from([-1, 0, -1, -1, -1, -1]), 3)], [1, 0, 1, 2, 1, 2]);
 * ```
 */
export function pinDistances(pinned: Int8Array, cols: number): Float64Array {
  const pins: number[] = [];
  pinned.forEach((v, cell) => {
    if (v !== -1) pins.push(cell);
  });
  return Float64Array.from(pinned, (_, cell) => {
    let best = Infinity;
    for (const pin of pins) {
      const d = Math.abs(Math.floor(pin / cols) - Math.floor(cell / cols)) +
        Math.abs((pin % cols) - (cell % cols));
      if (d < best) best = d;
    }
    return best;
  });
}
