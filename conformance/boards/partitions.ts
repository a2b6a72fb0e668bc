/**
 * Every partition of a grid's white cells into connected rooms, by two methods that
 * share nothing but the grid:
 *
 * - {@link connectedPartitions} walks the cells in row-major order and decides, for
 *   each cell, whether it joins its upper and its left neighbour's room. A "no" is a
 *   promise that the two cells end in different rooms; a later join that breaks a
 *   promise cuts the branch. Each partition is reached by exactly one sequence of
 *   decisions, so it is listed once, without a set of seen keys, and 4×4 (1,691,690
 *   maps) takes seconds.
 * - {@link countByEdgeSubsets} counts the sets of cut edges that are exactly the edges
 *   between different rooms, over all 2^edges subsets: the second, independent count
 *   the exhaustive claims check the first against.
 *
 * @module
 */

import { type Borders, bordersFromLabels, type GridSize } from "../../core/grid.ts";

/** Up to this many white edges {@link countByEdgeSubsets} walks (2^24 subsets). */
export const MAX_SUBSET_EDGES = 24;

/**
 * Every partition of the white cells (all cells when `black` is omitted) into
 * connected rooms, each as per-cell room labels numbered by first appearance in
 * row-major order, −1 on black cells. The same array is reused between yields: copy
 * it to keep it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { connectedPartitions } from "./partitions.ts";
 * const count = (rows: number, cols: number, black?: number[]) =>
 *   [...connectedPartitions({ rows, cols }, black)].length;
 * assert.equal(count(1, 3), 4); // abc, a|bc, ab|c, a|b|c
 * assert.equal(count(2, 2), 12);
 * assert.equal(count(1, 3, [0, 1, 0]), 1); // two white cells that cannot meet
 * ```
 */
export function* connectedPartitions(
  size: GridSize,
  black?: ArrayLike<number>,
): Generator<Int32Array> {
  const { rows, cols } = size;
  const n = rows * cols;
  const white = (cell: number) => !black || !black[cell];
  // parent per depth: a union-find copied on the way down (n ≤ 30, so copying is cheap).
  const parents = Array.from({ length: n + 1 }, () => new Int32Array(n));
  for (let i = 0; i < n; i++) parents[0]![i] = i;
  // The promises "these two cells end in different rooms", as a stack of cell pairs.
  const apart = new Int32Array(4 * n);
  let apartLen = 0;
  const labels = new Int32Array(n);
  const find = (p: Int32Array, x: number): number => {
    while (p[x] !== x) x = p[x]!;
    return x;
  };
  const kept = (p: Int32Array): boolean => {
    for (let i = 0; i < apartLen; i += 2) {
      if (find(p, apart[i]!) === find(p, apart[i + 1]!)) return false;
    }
    return true;
  };
  function* place(cell: number): Generator<Int32Array> {
    if (cell === n) {
      const p = parents[n]!;
      const first = new Int32Array(n).fill(-1);
      let rooms = 0;
      for (let x = 0; x < n; x++) {
        if (!white(x)) {
          labels[x] = -1;
          continue;
        }
        const root = find(p, x);
        if (first[root] === -1) first[root] = rooms++;
        labels[x] = first[root]!;
      }
      yield labels;
      return;
    }
    const from = parents[cell]!;
    const to = parents[cell + 1]!;
    if (!white(cell)) {
      to.set(from);
      yield* place(cell + 1);
      return;
    }
    const up = cell >= cols && white(cell - cols) ? cell - cols : -1;
    const left = cell % cols > 0 && white(cell - 1) ? cell - 1 : -1;
    for (let choice = 0; choice < 4; choice++) {
      const joinUp = (choice & 1) !== 0;
      const joinLeft = (choice & 2) !== 0;
      if ((joinUp && up < 0) || (joinLeft && left < 0)) continue;
      to.set(from);
      if (joinUp) to[find(to, cell)] = find(to, up);
      if (joinLeft) {
        const a = find(to, cell), b = find(to, left);
        if (a !== b) to[a] = b;
      }
      const mark = apartLen;
      if (up >= 0 && !joinUp) {
        apart[apartLen++] = cell;
        apart[apartLen++] = up;
      }
      if (left >= 0 && !joinLeft) {
        apart[apartLen++] = cell;
        apart[apartLen++] = left;
      }
      if (kept(to)) yield* place(cell + 1);
      apartLen = mark;
    }
  }
  yield* place(0);
}

/**
 * Every region map of a grid: {@link connectedPartitions} with no black cells, as
 * borders exactly between different rooms.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { everyRegionMap } from "./partitions.ts";
 * assert.equal([...everyRegionMap({ rows: 2, cols: 3 })].length, 74);
 * ```
 */
export function* everyRegionMap(size: GridSize): Generator<Borders> {
  for (const labels of connectedPartitions(size)) yield bordersFromLabels(size, labels);
}

/**
 * The number of partitions of the white cells into connected rooms, counted a
 * second way: over every subset of the edges between white neighbours, the subsets
 * in which every cut edge joins two cells that the uncut edges do not connect. Each
 * partition has exactly one such subset (its borders). Throws `RangeError` past
 * {@link MAX_SUBSET_EDGES} white edges.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { countByEdgeSubsets } from "./partitions.ts";
 * assert.equal(countByEdgeSubsets({ rows: 2, cols: 2 }), 12);
 * assert.equal(countByEdgeSubsets({ rows: 2, cols: 2 }, [1, 0, 0, 0]), 4); // an L of 3 cells
 * ```
 */
export function countByEdgeSubsets(size: GridSize, black?: ArrayLike<number>): number {
  const { rows, cols } = size;
  const n = rows * cols;
  const white = (cell: number) => !black || !black[cell];
  const a: number[] = [];
  const b: number[] = [];
  for (let cell = 0; cell < n; cell++) {
    if (!white(cell)) continue;
    if (cell % cols < cols - 1 && white(cell + 1)) a.push(cell), b.push(cell + 1);
    if (cell + cols < n && white(cell + cols)) a.push(cell), b.push(cell + cols);
  }
  const m = a.length;
  if (m > MAX_SUBSET_EDGES) {
    throw new RangeError(
      `countByEdgeSubsets: ${rows}x${cols} has ${m} white edges (more than ${MAX_SUBSET_EDGES})`,
    );
  }
  const parent = new Int32Array(n);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  let count = 0;
  for (let cut = 0; cut < 2 ** m; cut++) {
    for (let i = 0; i < n; i++) parent[i] = i;
    for (let e = 0; e < m; e++) {
      if (!((cut >>> e) & 1)) parent[find(a[e]!)] = find(b[e]!);
    }
    let exact = true;
    for (let e = 0; e < m && exact; e++) {
      if ((cut >>> e) & 1 && find(a[e]!) === find(b[e]!)) exact = false;
    }
    if (exact) count++;
  }
  return count;
}
