/**
 * Counts a room's hole-free stones column by column, so that the fit rung can tell a
 * room with too many stones to table without listing them one by one.
 *
 * A hole-free stone holds one run of cells in each column it touches, and those
 * columns are consecutive (it is connected). The runs of two neighbouring columns
 * share a row, and every row they share is an open link: the stone holds both cells
 * there, and two cells across a border may not be in one stone. Conversely, runs
 * chosen that way make one such stone. So a walk over the columns that keeps, per run
 * of the current column and stone size so far, the number of stones ending in that
 * run counts every stone once.
 *
 * @module
 */

import type { Geometry } from "./geometry.ts";

/** {@link countHoleFreeStones} stopped at its `maxWork` before knowing. */
export const COUNT_GAVE_UP = -1;

/** Which stones to count, and when to stop. */
export interface StoneCountQuery {
  /** Smallest stone size counted (at least 1). */
  readonly minSize: number;
  /** Largest stone size counted. */
  readonly maxSize: number;
  /** Most cells a stone may have in one column. */
  readonly columnCap: number;
  /** Counting stops once the count passes this. */
  readonly limit: number;
  /** Counting gives up once it has done this much work. */
  readonly maxWork: number;
}

/** What {@link countHoleFreeStones} found. */
export interface StoneCount {
  /**
   * The room's hole-free stones, or `limit + 1` when there are more than `limit`, or
   * {@link COUNT_GAVE_UP}.
   */
  readonly count: number;
  /** Work done: runs built, plus one per pair of runs joined and per size carried. */
  readonly work: number;
}

/**
 * Counts the hole-free stones of `room` on the empty grid: connected sets of its cells
 * without a border inside, within the sizes and the column cap of `query`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { countHoleFreeStones } from "./stone_count.ts";
 * // One 2×2 room: 4 singletons, 4 dominoes, 4 trominoes and 1 tetromino; all hole-free.
 * const geo = geometryOf(stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 })));
 * const query = { minSize: 1, maxSize: 4, columnCap: 2, limit: 100, maxWork: 1000 };
 * assert.equal(countHoleFreeStones(geo, 0, query).count, 13);
 * // Exactly 3 cells: the 4 trominoes; with at most one cell per column, none.
 * assert.equal(countHoleFreeStones(geo, 0, { ...query, minSize: 3, maxSize: 3 }).count, 4);
 * assert.equal(countHoleFreeStones(geo, 0, { ...query, minSize: 3, maxSize: 3, columnCap: 1 }).count, 0);
 * ```
 */
export function countHoleFreeStones(
  geo: Geometry,
  room: number,
  query: StoneCountQuery,
): StoneCount {
  const { rows, cols, openAdj } = geo;
  const start = geo.roomStart[room]!;
  const end = geo.roomStart[room + 1]!;
  const { minSize, maxSize, limit, maxWork } = query;
  const [first, last] = columnSpan(geo, room);
  const longest = Math.min(query.columnCap, maxSize, rows);
  // When every size counts, a stone's size need not be carried.
  const sized = minSize > 1 || maxSize < end - start;
  const width = sized ? maxSize + 1 : 1;
  const saturated = limit + 1;
  const most = rows * Math.max(longest, 1);
  let prevTop = new Int32Array(most);
  let prevBottom = new Int32Array(most);
  let prevCount = new Int32Array(most * width);
  let nextTop = new Int32Array(most);
  let nextBottom = new Int32Array(most);
  let nextCount = new Int32Array(most * width);
  let prevRuns = 0;
  let total = 0;
  let work = 0;
  for (let c = first; c <= last; c++) {
    const runs = listRuns(geo, room, c, longest, nextTop, nextBottom);
    work += runs;
    nextCount.fill(0, 0, runs * width);
    for (let j = 0; j < runs; j++) {
      const top = nextTop[j]!;
      const bottom = nextBottom[j]!;
      const length = bottom - top + 1;
      const at = j * width;
      nextCount[sized ? at + length : at] = 1; // the stone that starts here
      for (let i = 0; i < prevRuns; i++) {
        // The smallest stone ending in run i is that run alone.
        const least = prevBottom[i]! - prevTop[i]! + 1;
        if (least + length > maxSize) continue;
        const lo = Math.max(top, prevTop[i]!);
        const hi = Math.min(bottom, prevBottom[i]!);
        if (lo > hi) continue;
        let open = true;
        for (let r = lo; r <= hi && open; r++) {
          open = openAdj[(r * cols + c - 1) * 4 + 2] === r * cols + c;
        }
        work += hi - lo + 1;
        if (!open) continue;
        if (sized) {
          const from = i * width;
          for (let s = least; s + length <= maxSize; s++) {
            const v = prevCount[from + s]!;
            if (v !== 0) {
              nextCount[at + s + length] = Math.min(saturated, nextCount[at + s + length]! + v);
            }
          }
          work += maxSize - length - least + 1;
        } else {
          nextCount[at] = Math.min(saturated, nextCount[at]! + prevCount[i]!);
        }
      }
      if (sized) {
        for (let s = minSize; s <= maxSize; s++) total += nextCount[at + s]!;
      } else {
        total += nextCount[at]!;
      }
      if (total > limit) return { count: saturated, work };
      if (work > maxWork) return { count: COUNT_GAVE_UP, work };
    }
    [prevTop, nextTop] = [nextTop, prevTop];
    [prevBottom, nextBottom] = [nextBottom, prevBottom];
    [prevCount, nextCount] = [nextCount, prevCount];
    prevRuns = runs;
  }
  return { count: total, work };
}

/** The first and last column of `room`. */
function columnSpan(geo: Geometry, room: number): [number, number] {
  let first = geo.cols;
  let last = -1;
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    const c = geo.colOf[geo.roomCells[i]!]!;
    if (c < first) first = c;
    if (c > last) last = c;
  }
  return [first, last];
}

/**
 * The vertical runs of `room` in column `c` (rows top ..= bottom, no border inside, at
 * most `longest` long) into `top` and `bottom`; returns how many.
 */
function listRuns(
  geo: Geometry,
  room: number,
  c: number,
  longest: number,
  top: Int32Array,
  bottom: Int32Array,
): number {
  const { rows, cols, openAdj, roomOf } = geo;
  let runs = 0;
  for (let t = 0; t < rows; t++) {
    if (roomOf[t * cols + c] !== room) continue;
    for (let b = t; b < rows && b - t < longest; b++) {
      const y = b * cols + c;
      if (b > t && openAdj[(y - cols) * 4 + 3] !== y) break;
      top[runs] = t;
      bottom[runs] = b;
      runs++;
    }
  }
  return runs;
}
