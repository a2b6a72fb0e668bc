/**
 * Every region map of a small grid: every partition of its cells into connected
 * rooms, each given as the borders that separate exactly its rooms.
 *
 * @module
 */

import {
  type Borders,
  bordersFromLabels,
  type GridSize,
  roomsFromBorders,
} from "../../core/grid.ts";

/**
 * All partitions of the grid into connected rooms, in a fixed order. Walks every
 * set of border bits (2^edges of them, so keep grids small: 10 edges is 1,024 sets)
 * and keeps one border set per distinct partition: the one with a border exactly
 * between cells of different rooms.
 *
 * @example
 * ```ts
 * import { regionMaps } from "./region_maps.ts";
 * // A 1×3 strip: {abc}, {a|bc}, {ab|c}, {a|b|c}.
 * console.assert(regionMaps({ rows: 1, cols: 3 }).length === 4);
 * // A 2×2 square: 1 + 4 + 2 + 4 + 1 = 12 connected partitions.
 * console.assert(regionMaps({ rows: 2, cols: 2 }).length === 12);
 * ```
 */
export function regionMaps(size: GridSize): Borders[] {
  const { rows, cols } = size;
  const nv = rows * (cols - 1);
  const nh = (rows - 1) * cols;
  if (nv + nh > 20) {
    throw new RangeError(`regionMaps: ${rows}x${cols} has too many edges (${nv + nh} > 20)`);
  }
  const seen = new Set<string>();
  const out: Borders[] = [];
  for (let bits = 0; bits < 1 << (nv + nh); bits++) {
    const vertical = new Uint8Array(nv);
    const horizontal = new Uint8Array(nh);
    for (let i = 0; i < nv; i++) vertical[i] = (bits >> i) & 1;
    for (let i = 0; i < nh; i++) horizontal[i] = (bits >> (nv + i)) & 1;
    const { roomOf } = roomsFromBorders(size, { vertical, horizontal });
    const key = roomOf.join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(bordersFromLabels(size, roomOf)); // borders exactly between different rooms
  }
  return out;
}
