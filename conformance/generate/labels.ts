/**
 * Room maps as label arrays, the form both generators build boards in: every cell
 * carries the number of the room it is in (−1 for a cell in no room), and the
 * borders are drawn exactly where two neighbouring labels differ.
 *
 * @module
 */

import { type Borders, emptyBorders, type GridSize, neighbours } from "../../core/grid.ts";

/**
 * The borders of a label map: a border between two neighbouring cells exactly when
 * their labels differ. Cells labelled −1 get borders to every labelled neighbour.
 *
 * @example
 * ```ts
 * import { bordersFromLabels } from "./labels.ts";
 * // 1×3 grid, rooms {0, 1} and {2}: one border, right of the middle cell.
 * const b = bordersFromLabels({ rows: 1, cols: 3 }, Int32Array.from([0, 0, 1]));
 * console.assert(b.vertical.join() === "0,1");
 * ```
 */
export function bordersFromLabels(size: GridSize, labels: Int32Array): Borders {
  const { rows, cols } = size;
  if (labels.length !== rows * cols) {
    throw new RangeError(`labels: expected ${rows * cols} entries, got ${labels.length}`);
  }
  const borders = emptyBorders(size);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c < cols - 1 && labels[cell] !== labels[cell + 1]) {
        borders.vertical[r * (cols - 1) + c] = 1;
      }
      if (r < rows - 1 && labels[cell] !== labels[cell + cols]) {
        borders.horizontal[cell] = 1;
      }
    }
  }
  return borders;
}

/**
 * Whether the cells labelled `label`, leaving out `without` (−1 to leave out
 * nothing), form one non-empty orthogonally connected set.
 *
 * @example
 * ```ts
 * import { labelConnected } from "./labels.ts";
 * const labels = Int32Array.from([7, 7, 7]); // 1×3, one room
 * console.assert(labelConnected({ rows: 1, cols: 3 }, labels, 7, 2));
 * console.assert(!labelConnected({ rows: 1, cols: 3 }, labels, 7, 1));
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
