/**
 * Room maps as label arrays, the form both generators build boards in: every cell
 * carries the number of the room it is in (−1 for a cell in no room), and the
 * borders are drawn exactly where two neighbouring labels differ.
 *
 * @module
 */

import { type GridSize, neighbours } from "../../core/grid.ts";

/**
 * Whether the cells labelled `label`, leaving out `without` (−1 to leave out
 * nothing), form one non-empty orthogonally connected set.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { labelConnected } from "./labels.ts";
 * const labels = Int32Array.from([7, 7, 7]); // 1×3, one room
 * assert.ok(labelConnected({ rows: 1, cols: 3 }, labels, 7, 2));
 * assert.ok(!labelConnected({ rows: 1, cols: 3 }, labels, 7, 1));
 * ```
 */
export function labelConnected(
  size: GridSize,
  labels: Int32Array,
  label: number,
  without = -1,
): boolean {
  let start = -1;
  let total = 0;
  for (let cell = 0; cell < labels.length; cell++) {
    if (labels[cell] !== label || cell === without) continue;
    total++;
    if (start < 0) start = cell;
  }
  if (start < 0) return false;
  const seen = new Uint8Array(labels.length);
  seen[start] = 1;
  const stack = [start];
  let reached = 0;
  while (stack.length) {
    const cell = stack.pop()!;
    reached++;
    for (const nb of neighbours(size, cell)) {
      if (seen[nb] || nb === without || labels[nb] !== label) continue;
      seen[nb] = 1;
      stack.push(nb);
    }
  }
  return reached === total;
}
