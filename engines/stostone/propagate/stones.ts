/**
 * Lists the stones a room could hold: connected sets of allowed room cells (joined
 * without crossing a border) that contain every required cell, have an allowed size,
 * never put two of their cells on either side of a border, and optionally have no
 * vertical hole and at most `columnCap` cells in any column.
 *
 * Each connected set is produced exactly once by growing it from a root with an
 * exclusion list (a cell passed over at one level is never added deeper down or in a
 * later sibling). Everything runs on preallocated typed arrays and without recursion,
 * so a 10,000-cell room costs no stack, and every step is counted so the caller's
 * work budget bounds the listing.
 *
 * @module
 */

import { Arena } from "./arena.ts";
import type { Geometry } from "./geometry.ts";

/** The listing covered every stone. */
export const LISTED_ALL = 0;
/** The listing stopped: more stones than `maxStones`, or more steps than `maxSteps`. */
export const LISTED_TOO_MANY = 1;

/** The frontier stack never grows beyond this many entries (memory bound). */
const MAX_FRONTIER = 1 << 22;

/** What stones to list and when to give up. */
export interface StoneQuery {
  /** Per cell: 1 when the cell may be part of the stone. Only cells of `room` are read. */
  readonly allowed: Uint8Array;
  /** Cells the stone must contain (all in the room); may be empty. */
  readonly required: Int32Array;
  /** How many entries of `required` are used. */
  readonly requiredCount: number;
  /** Smallest stone size to list (at least 1). */
  readonly minSize: number;
  /** Largest stone size to list. */
  readonly maxSize: number;
  /** Reject stones with two cells in one column and a non-stone cell between them. */
  readonly holeFree: boolean;
  /** Reject stones with more than this many cells in one column. */
  readonly columnCap: number;
  /** Give up (return {@link LISTED_TOO_MANY}) once more stones than this are found. */
  readonly maxStones: number;
  /** Give up once this many growth steps were taken. */
  readonly maxSteps: number;
}

/**
 * Lists stones of one room; reusable across rooms and calls of one board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { LISTED_ALL, StoneLister } from "./stones.ts";
 * // One 2×2 room: 4 singletons, 4 dominoes, 4 trominoes, 1 tetromino.
 * const geo = geometryOf(stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 })));
 * const lister = new StoneLister(geo);
 * let count = 0;
 * const status = lister.list(0, {
 *   allowed: new Uint8Array([1, 1, 1, 1]), required: new Int32Array(0), requiredCount: 0,
 *   minSize: 1, maxSize: 4, holeFree: false, columnCap: 2, maxStones: 100, maxSteps: 1000,
 * }, () => { count++; });
 * assert.ok(status === LISTED_ALL && count === 13);
 * ```
 */
export class StoneLister {
  /** Growth steps taken by the last {@link StoneLister.list} call. */
  steps = 0;
  readonly #geo: Geometry;
  /** 0 free, 1 in the stone, 2 in the frontier, 3 passed over (excluded). */
  readonly #mark: Uint8Array;
  readonly #required: Uint8Array;
  readonly #stone: Int32Array;
  #frontier: Int32Array;
  readonly #segStart: Int32Array;
  readonly #segEnd: Int32Array;
  readonly #segNext: Int32Array;
  readonly #segNew: Int32Array;
  // Per column: stone cells, their lowest and highest row; per stone index the
  // column's previous span (cells leave in reverse order, so a stack restores it).
  readonly #colCount: Int32Array;
  readonly #colMin: Int32Array;
  readonly #colMax: Int32Array;
  readonly #savedMin: Int32Array;
  readonly #savedMax: Int32Array;
  /** Columns whose stone cells are not one solid run (a vertical hole). */
  #holes = 0;
  #size = 0;
  #requiredLeft = 0;

  /** Allocates the buffers for a board's geometry. */
  constructor(geo: Geometry, arena: Arena = new Arena(0)) {
    this.#geo = geo;
    const n = geo.n;
    this.#mark = arena.u8(n);
    this.#required = arena.u8(n);
    this.#stone = arena.i32(n + 1);
    // Each level copies its parent's remaining frontier and adds at most 3 cells, so
    // deep stones in big rooms can need more than this; #grow enlarges it on demand.
    this.#frontier = arena.i32(8 * n + 8);
    this.#segStart = arena.i32(n + 1);
    this.#segEnd = arena.i32(n + 1);
    this.#segNext = arena.i32(n + 1);
    this.#segNew = arena.i32(n + 1);
    this.#colCount = arena.i32(geo.cols);
    this.#colMin = arena.i32(geo.cols);
    this.#colMax = arena.i32(geo.cols);
    this.#savedMin = arena.i32(n + 1);
    this.#savedMax = arena.i32(n + 1);
  }

  /**
   * Calls `emit(cells, size)` once per stone of `room` matching `query`; `cells` is a
   * shared buffer valid only during the call, and `emit` may return false to give up.
   * Returns {@link LISTED_ALL} or {@link LISTED_TOO_MANY}; `steps` then holds the work
   * done (growth steps, plus one per 8 frontier cells copied).
   */
  list(
    room: number,
    query: StoneQuery,
    emit: (cells: Int32Array, size: number) => boolean | void,
  ): number {
    const geo = this.#geo;
    const mark = this.#mark;
    const req = this.#required;
    const start = geo.roomStart[room]!;
    const end = geo.roomStart[room + 1]!;
    for (let i = 0; i < query.requiredCount; i++) req[query.required[i]!] = 1;
    this.steps = 0;
    let status = LISTED_ALL;
    let emitted = 0;
    const onStone = (): boolean => {
      if (this.#size < query.minSize || this.#requiredLeft > 0) return true;
      if (query.holeFree && this.#holes > 0) return true;
      emitted++;
      if (emitted > query.maxStones) return false;
      return emit(this.#stone, this.#size) !== false;
    };
    if (query.requiredCount > 0) {
      const root = query.required[0]!;
      if (query.allowed[root] === 1) {
        if (!this.#grow(root, query, onStone)) status = LISTED_TOO_MANY;
      }
    } else {
      for (let i = start; i < end; i++) {
        const root = geo.roomCells[i]!;
        if (query.allowed[root] !== 1) continue;
        if (!this.#grow(root, query, onStone)) {
          status = LISTED_TOO_MANY;
          break;
        }
        mark[root] = 3; // later roots list only stones without this cell
      }
    }
    for (let i = start; i < end; i++) mark[geo.roomCells[i]!] = 0;
    for (let i = 0; i < query.requiredCount; i++) req[query.required[i]!] = 0;
    return status;
  }

  /**
   * Whether `v` may join the current stone: no border-neighbour inside, room left in
   * its column, and (with `holeFree`) no gap to the column's stone cells that could
   * never be filled (a cell outside the room, not allowed, or across a border).
   * Every test is monotone: a stone that fails it has no listed superset.
   */
  #fits(v: number, q: StoneQuery): boolean {
    const geo = this.#geo;
    const mark = this.#mark;
    for (let s = 0; s < 4; s++) {
      const y = geo.borderAdj[v * 4 + s]!;
      if (y >= 0 && mark[y] === 1) return false;
    }
    const c = geo.colOf[v]!;
    const inColumn = this.#colCount[c]!;
    if (inColumn >= q.columnCap) return false;
    if (!q.holeFree || inColumn === 0) return true;
    const r = geo.rowOf[v]!;
    const lo = this.#colMin[c]!;
    const hi = this.#colMax[c]!;
    if (r >= lo && r <= hi) return true;
    // Walk from v towards the column's stone cells: every link open, every cell allowed.
    const cols = geo.cols;
    const slot = r < lo ? 3 : 0;
    const step = r < lo ? cols : -cols;
    const target = r < lo ? lo : hi;
    let x = v;
    for (let rr = r; rr !== target; rr += r < lo ? 1 : -1) {
      if (geo.openAdj[x * 4 + slot]! < 0) return false;
      x += step;
      if (q.allowed[x] !== 1) return false;
    }
    return true;
  }

  /** Puts `v` into the stone. */
  #add(v: number): void {
    const geo = this.#geo;
    const i = this.#size++;
    this.#stone[i] = v;
    this.#mark[v] = 1;
    this.#requiredLeft -= this.#required[v]!;
    const c = geo.colOf[v]!;
    const r = geo.rowOf[v]!;
    const count = this.#colCount[c]!;
    const lo = this.#colMin[c]!;
    const hi = this.#colMax[c]!;
    this.#savedMin[i] = lo;
    this.#savedMax[i] = hi;
    if (count === 0) {
      this.#colMin[c] = r;
      this.#colMax[c] = r;
    } else {
      if (hi - lo + 1 !== count) this.#holes--;
      if (r < lo) this.#colMin[c] = r;
      if (r > hi) this.#colMax[c] = r;
      if (this.#colMax[c]! - this.#colMin[c]! !== count) this.#holes++;
    }
    this.#colCount[c] = count + 1;
  }

  /** Takes the last cell back out of the stone (its mark is left to the caller). */
  #removeLast(): number {
    const geo = this.#geo;
    const i = --this.#size;
    const v = this.#stone[i]!;
    this.#requiredLeft += this.#required[v]!;
    const c = geo.colOf[v]!;
    const count = this.#colCount[c]! - 1;
    if (this.#colMax[c]! - this.#colMin[c]! !== count) this.#holes--;
    this.#colCount[c] = count;
    this.#colMin[c] = this.#savedMin[i]!;
    this.#colMax[c] = this.#savedMax[i]!;
    if (count > 0 && this.#colMax[c]! - this.#colMin[c]! + 1 !== count) this.#holes++;
    return v;
  }

  /**
   * Every listed stone containing `root` and no excluded cell. Returns false when a
   * limit was hit. Marks of the root's room are left for the caller to clear.
   */
  #grow(root: number, q: StoneQuery, onStone: () => boolean): boolean {
    const geo = this.#geo;
    const mark = this.#mark;
    const req = this.#required;
    let frontier = this.#frontier;
    const segStart = this.#segStart;
    const segEnd = this.#segEnd;
    const segNext = this.#segNext;
    const segNew = this.#segNew;
    const openAdj = geo.openAdj;
    const allowed = q.allowed;
    if (!this.#fits(root, q)) return true;
    this.#requiredLeft = q.requiredCount;
    this.#add(root);
    let ok = true;
    // Level 0's frontier: the root's open, allowed, free neighbours.
    let top = 0;
    for (let s = 0; s < 4; s++) {
      const u = openAdj[root * 4 + s]!;
      if (u >= 0 && allowed[u] === 1 && mark[u] === 0) {
        mark[u] = 2;
        frontier[top++] = u;
      }
    }
    let depth = 0;
    segStart[0] = 0;
    segEnd[0] = top;
    segNext[0] = 0;
    segNew[0] = 0;
    if (!onStone()) ok = false;
    else if (this.#size >= q.maxSize) segNext[0] = segEnd[0]!; // cannot grow: nothing to try
    while (ok) {
      if (++this.steps > q.maxSteps) {
        ok = false;
        break;
      }
      const i = segNext[depth]!;
      if (i < segEnd[depth]!) {
        const v = frontier[i]!;
        segNext[depth] = i + 1;
        // Grow only if the required cells stay reachable within maxSize.
        const size = this.#size;
        const grows = size < q.maxSize &&
          this.#requiredLeft - req[v]! <= q.maxSize - size - 1 && this.#fits(v, q);
        if (grows) {
          this.#add(v);
          if (!onStone()) {
            ok = false;
            break;
          }
          if (this.#size < q.maxSize) {
            if (!this.#openLevel(depth, i, v, allowed)) {
              ok = false;
              break;
            }
            frontier = this.#frontier;
            depth++;
            continue;
          }
          // Full size: take v back out at once.
          this.#removeLast();
        }
        mark[v] = 3;
        if (req[v] === 1) segNext[depth] = segEnd[depth]!; // every later sibling lacks v
        continue;
      }
      // This level is done: restore its frontier marks and return to the parent.
      const fresh = segNew[depth]!;
      for (let k = segStart[depth]!; k < fresh; k++) mark[frontier[k]!] = 2;
      for (let k = fresh; k < segEnd[depth]!; k++) mark[frontier[k]!] = 0;
      if (depth === 0) break;
      depth--;
      const v = this.#removeLast();
      mark[v] = 3;
      if (req[v] === 1) segNext[depth] = segEnd[depth]!;
    }
    this.#empty(root, ok ? -1 : depth);
    return ok;
  }

  /**
   * Child level of `depth`, after adding frontier entry `i` (cell `v`): the rest of this
   * level's frontier, then v's new neighbours. False when the frontier would outgrow
   * {@link MAX_FRONTIER}.
   */
  #openLevel(depth: number, i: number, v: number, allowed: Uint8Array): boolean {
    const segEnd = this.#segEnd;
    const mark = this.#mark;
    const openAdj = this.#geo.openAdj;
    let frontier = this.#frontier;
    const from = segEnd[depth]!;
    const copied = segEnd[depth]! - (i + 1);
    const need = from + copied + 4;
    this.steps += copied >> 3;
    if (need > MAX_FRONTIER) return false;
    if (need > frontier.length) {
      const bigger = new Int32Array(Math.max(need, frontier.length * 2));
      bigger.set(frontier);
      frontier = bigger;
      this.#frontier = bigger;
    }
    let t = from;
    for (let k = i + 1; k < segEnd[depth]!; k++) frontier[t++] = frontier[k]!;
    const fresh = t;
    for (let s = 0; s < 4; s++) {
      const u = openAdj[v * 4 + s]!;
      if (u >= 0 && allowed[u] === 1 && mark[u] === 0) {
        mark[u] = 2;
        frontier[t++] = u;
      }
    }
    const child = depth + 1;
    this.#segStart[child] = from;
    segEnd[child] = t;
    this.#segNext[child] = from;
    this.#segNew[child] = fresh;
    return true;
  }

  /**
   * Empties the stone (all of it after an early stop, else just the root) and clears
   * the root's mark, and after an early stop at `stoppedAt` (else −1) the frontier marks
   * of every open level.
   */
  #empty(root: number, stoppedAt: number): void {
    const mark = this.#mark;
    const frontier = this.#frontier;
    while (this.#size > 0) this.#removeLast();
    for (let d = stoppedAt; d >= 0; d--) {
      for (let k = this.#segStart[d]!; k < this.#segEnd[d]!; k++) mark[frontier[k]!] = 0;
    }
    mark[root] = 0;
  }
}
