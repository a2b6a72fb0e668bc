/**
 * Lists a room's stones column by column, for the rules that forbid vertical
 * holes (`convex`, `exact`). There a stone meets each column it touches in one
 * unbroken vertical segment (a border inside it would part two shaded cells), its
 * columns form an interval, and neighbouring columns' segments must share at
 * least one row (to connect) with no border between them on any shared row (two
 * shaded cells may not face each other across a border). So a stone is a chain of
 * segments, and the chains are walked left to right: every prefix of a chain is
 * itself a stone, so the walk costs about as much as its output, unlike growing
 * cell by cell through sets that are never stones.
 *
 * @module
 */

import {
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { setUpRoom, type StoneLimits, type StoneList, StoneListBuilder } from "./stone_list.ts";
import type { WorkMeter } from "./work.ts";
import { i32, u8 } from "./scratch.ts";

/**
 * Every stone room `room` could hold under `rule` (`convex` or `exact`) and
 * `limits`, as chains of column segments; `null` when the meter ran out of
 * budget first. Throws `RangeError` under `count` or `none`, which allow holes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listStonesBySegments } from "./segments.ts";
 * import { workMeter } from "./work.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // A 4×2 room with clue 3 under `exact`: at most 2 cells per column, no holes:
 * // a vertical domino (3 places in either column) beside one cell it touches (2 rows).
 * const size = { rows: 4, cols: 2 };
 * const board = stostoneBoard(size, { vertical: new Uint8Array(4), horizontal: new Uint8Array(6) }, [3]);
 * assert.ok(listStonesBySegments(board, 0, "exact", workMeter(1e6))!.count === 12);
 * ```
 */
export function listStonesBySegments(
  board: StostoneBoard,
  room: number,
  rule: StostoneRule,
  meter: WorkMeter,
  limits: StoneLimits = {},
): StoneList | null {
  if (!STOSTONE_RULE_REQUIREMENTS[rule].noVerticalHole) {
    throw new RangeError(
      `listStonesBySegments: only for a rule without vertical holes, got "${rule}"`,
    );
  }
  const setup = setUpRoom(board, room, rule, limits);
  if ("count" in setup) return setup;
  const { cells, minSize, maxSize, colLimit, colNeed, unusable } = setup;
  const open = u8(board.rows * board.cols);
  cells.forEach((cell, i) => {
    if (unusable[i] === 0) open[cell] = 1;
  });
  const segments = columnSegments(board, open, colLimit);
  return new SegmentChains(board, room, meter, minSize, maxSize, segments, colNeed).walk();
}

/** The segments of each column: rows `top[c][s]` to `bottom[c][s]`; `longest[c]` cells. */
interface ColumnSegments {
  readonly top: number[][];
  readonly bottom: number[][];
  readonly longest: Int32Array;
}

/**
 * Segments of each column: sub-runs of `open` cells with no border inside, no longer
 * than the column allows (`colLimit`).
 */
function columnSegments(
  board: StostoneBoard,
  open: Uint8Array,
  colLimit: Float64Array,
): ColumnSegments {
  const { rows, cols } = board;
  const top: number[][] = [];
  const bottom: number[][] = [];
  const longest = i32(cols);
  for (let c = 0; c < cols; c++) {
    const tops: number[] = [];
    const bottoms: number[] = [];
    let runStart = -1;
    for (let r = 0; r <= rows; r++) {
      const cell = r * cols + c;
      const joins = r < rows && open[cell] === 1 &&
        (runStart >= 0 && board.horizontal[(r - 1) * cols + c] === 0);
      if (runStart >= 0 && !joins) {
        // The run runStart..r-1 just ended: every sub-interval short enough is a segment.
        for (let from = runStart; from < r; from++) {
          for (let to = from; to < r && to - from + 1 <= colLimit[c]!; to++) {
            tops.push(from);
            bottoms.push(to);
          }
        }
        longest[c] = Math.max(longest[c]!, Math.min(r - runStart, colLimit[c]!));
        runStart = -1;
      }
      if (r < rows && open[cell] === 1 && runStart < 0) runStart = r;
    }
    top.push(tops);
    bottom.push(bottoms);
  }
  return { top, bottom, longest };
}

/**
 * The walk over chains of column segments, left to right, each prefix emitted as a
 * stone once it is big enough. Made once per room.
 */
class SegmentChains {
  readonly rows: number;
  readonly cols: number;
  readonly meter: WorkMeter;
  readonly minSize: number;
  readonly maxSize: number;
  readonly segTop: number[][];
  readonly segBottom: number[][];
  /** reachable[c]: the most cells columns c.. could still add, to stop chains that cannot grow enough. */
  readonly reachable: Int32Array;
  /** Vertical borders between columns c and c+1, summed down the rows, to test a shared span at once. */
  readonly borderSum: Int32Array;
  readonly out: StoneListBuilder;
  /** The chain being walked: each segment's column and index. */
  readonly chainCol: number[] = [];
  readonly chainSeg: number[] = [];
  outOfBudget = false;
  /** Per column the fewest cells a stone must put there (`StoneLimits.columnNeed`), and the columns with a need. */
  readonly colNeed: Float64Array;
  readonly needCols: number[] = [];

  constructor(
    board: StostoneBoard,
    room: number,
    meter: WorkMeter,
    minSize: number,
    maxSize: number,
    segments: ColumnSegments,
    colNeed: Float64Array,
  ) {
    const { rows, cols } = board;
    this.colNeed = colNeed;
    for (let c = 0; c < cols; c++) if (colNeed[c]! > 0) this.needCols.push(c);
    this.rows = rows;
    this.cols = cols;
    this.meter = meter;
    this.minSize = minSize;
    this.maxSize = maxSize;
    this.segTop = segments.top;
    this.segBottom = segments.bottom;
    const reachable = this.reachable = i32(cols + 1);
    for (let c = cols - 1; c >= 0; c--) reachable[c] = reachable[c + 1]! + segments.longest[c]!;
    const borderSum = this.borderSum = i32(Math.max(0, cols - 1) * (rows + 1));
    for (let c = 0; c + 1 < cols; c++) {
      for (let r = 0; r < rows; r++) {
        borderSum[c * (rows + 1) + r + 1] = borderSum[c * (rows + 1) + r]! +
          board.vertical[r * (cols - 1) + c]!;
      }
    }
    this.out = new StoneListBuilder(room, cols);
  }

  /** Every chain from every starting segment; null when the meter ran out first. */
  walk(): StoneList | null {
    const { cols, reachable, segTop, segBottom, minSize, maxSize } = this;
    // A chain is an interval of columns: one starting right of a column with a need misses it.
    const lastStart = this.needCols[0] ?? cols - 1;
    for (let c = 0; c <= lastStart && !this.outOfBudget; c++) {
      if (reachable[c]! < minSize) break;
      const tops = segTop[c]!;
      for (let s = 0; s < tops.length && !this.outOfBudget; s++) {
        const length = segBottom[c]![s]! - tops[s]! + 1;
        if (length <= maxSize) this.extend(c, s, length);
      }
    }
    return this.outOfBudget ? null : this.out.finish();
  }

  /** Whether the chain puts at least its need in every column with one. */
  meetsNeeds(): boolean {
    const { chainCol, chainSeg, segTop, segBottom, colNeed } = this;
    const first = chainCol[0]!;
    for (const c of this.needCols) {
      const i = c - first;
      if (i < 0 || i >= chainCol.length) return false;
      if (segBottom[c]![chainSeg[i]!]! - segTop[c]![chainSeg[i]!]! + 1 < colNeed[c]!) return false;
    }
    return true;
  }

  emit(): void {
    const { chainCol, chainSeg, segTop, segBottom, cols, out } = this;
    if (this.needCols.length > 0 && !this.meetsNeeds()) return;
    for (let i = 0; i < chainCol.length; i++) {
      const c = chainCol[i]!;
      const s = chainSeg[i]!;
      for (let r = segTop[c]![s]!; r <= segBottom[c]![s]!; r++) out.pushCell(r * cols + c);
    }
    this.meter.used += out.closeStone(); // storage is work too: it bounds memory
  }

  /** Adds segment `s` of column `c` to the chain (now `size` cells) and walks on. */
  extend(c: number, s: number, size: number): void {
    const { meter, segTop, segBottom, maxSize, rows, borderSum } = this;
    if (++meter.used > meter.budget) {
      this.outOfBudget = true;
      return;
    }
    this.chainCol.push(c);
    this.chainSeg.push(s);
    if (size >= this.minSize) this.emit();
    const next = c + 1;
    if (next < this.cols && size < maxSize && size + this.reachable[next]! >= this.minSize) {
      const top = segTop[c]![s]!;
      const bottom = segBottom[c]![s]!;
      const tops = segTop[next]!;
      const bottoms = segBottom[next]!;
      for (let t = 0; t < tops.length && !this.outOfBudget; t++) {
        meter.used++;
        const length = bottoms[t]! - tops[t]! + 1;
        if (size + length > maxSize) continue;
        const from = Math.max(top, tops[t]!);
        const to = Math.min(bottom, bottoms[t]!);
        if (from > to) continue; // no shared row: not connected
        const base = c * (rows + 1);
        if (borderSum[base + to + 1]! - borderSum[base + from]! > 0) continue; // faces across a border
        this.extend(next, t, size + length);
      }
    }
    this.chainCol.pop();
    this.chainSeg.pop();
  }
}
