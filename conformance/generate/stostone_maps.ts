/**
 * Numberless Stostone maps drawn as the sized generator draws its boards: an answer
 * drawn column by column at the default stone size for the size, one region grown
 * around each stone, no numbers. A setter's board before the numbers go in; the
 * frontier and speed scripts measure the engines on them.
 *
 * @module
 */

import { bordersFromLabels, type GridSize } from "../../core/grid.ts";
import { rngFromSeed } from "../../core/rng.ts";
import { type StostoneBoard, stostoneBoard } from "../../core/stostone/board.ts";
import { growRegions } from "./stostone.ts";
import { drawStonesByColumns } from "./stostone_columns.ts";
import { defaultStoneSize } from "./stostone_sized.ts";

/**
 * The map drawn from `seed` on a board of `size`, or null when no answer could be
 * drawn from that seed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { numberlessMap } from "./stostone_maps.ts";
 * const map = numberlessMap({ rows: 8, cols: 8 }, 1);
 * assert.ok(map !== null && map.clues.every((c) => c === null));
 * // The same seed draws the same map.
 * assert.deepEqual(numberlessMap({ rows: 8, cols: 8 }, 1), map);
 * ```
 */
export function numberlessMap(size: GridSize, seed: number): StostoneBoard | null {
  const rng = rngFromSeed(seed);
  const lifted = drawStonesByColumns(size, defaultStoneSize(size.rows, size.cols), rng);
  if (lifted === null) return null;
  const labels = growRegions(size, lifted.stones, rng);
  return stostoneBoard(size, bordersFromLabels(size, labels));
}

/** The maps of side × side for seeds 1 to `count`, named `seed <n>` (seeds that draw none left out). */
export function numberlessMaps(side: number, count: number): [string, StostoneBoard][] {
  const drawn: [string, StostoneBoard][] = [];
  for (let seed = 1; seed <= count; seed++) {
    const map = numberlessMap({ rows: side, cols: side }, seed);
    if (map !== null) drawn.push([`seed ${seed}`, map]);
  }
  return drawn;
}
