/**
 * Bounds on the rank key of partly decided shadings, for the search under `exact`.
 *
 * A shaded cell at row r with b shaded cells below it has the key r + b; every
 * cell of one stone must share its key (`rank.ts`). While the search runs, each
 * cell is SURE (shaded in every way the search can still go), OPEN or NEVER, and
 * each column must end with rows/2 shaded cells. From that alone a cell's key
 * lies in an interval; three facts narrow the intervals further:
 *
 * - the SURE cells of a room belong to one stone, so they share one key;
 * - two shaded cells x above y in one column have key(x) = key(y) − u, where u is
 *   the number of unshaded cells between them (between NEVER and NEVER + OPEN);
 * - so the key of one stone bounds the keys of the stones above and below it, and
 *   through them the keys of stones further away.
 *
 * Propagating these until nothing changes finds many dead ends long before every
 * room holds its stone.
 *
 * @module
 */

import type { GridSize } from "../../../core/grid.ts";
import type { WorkMeter } from "./work.ts";
import { f64, i32 } from "./scratch.ts";

/** A cell no stone still possible for its room shades (or one a placed stone left unshaded). */
export const NEVER = 0;
/** A cell some, but not every, possible stone of its room shades. */
export const OPEN = 1;
/** A cell every possible stone of its room shades (or one a placed stone shades). */
export const SURE = 2;

/**
 * Key intervals of cells and rooms, recomputed by {@link KeyBounds.update} from
 * the cell states. The arrays are reused between updates.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { KeyBounds, NEVER, OPEN, SURE } from "./keys.ts";
 * // 4×1, one room per cell: shaded at rows 1 and 3, unshaded at row 2, row 0 open.
 * const bounds = new KeyBounds({ rows: 4, cols: 1 }, [0, 1, 2, 3], 4);
 * const meter = { used: 0, budget: 1000 };
 * assert.ok(bounds.update([OPEN, SURE, NEVER, SURE], meter));
 * // Row 3 is the bottom: key 3. Row 1 has one shaded cell below: key 2.
 * assert.ok(bounds.roomLo[3] === 3 && bounds.roomHi[3] === 3);
 * assert.ok(bounds.roomLo[1] === 2 && bounds.roomHi[1] === 2);
 * // Row 0 would be a third shaded cell in a column that takes two.
 * assert.ok(bounds.cellLo[0]! > bounds.cellHi[0]!);
 * ```
 */
export class KeyBounds {
  /** Per cell, the least key it could have if shaded (meaningless for NEVER cells). */
  readonly cellLo: Int32Array;
  /** Per cell, the greatest key it could have if shaded. */
  readonly cellHi: Int32Array;
  /** Per room, the least key of its stone (only bounded for rooms with SURE cells). */
  readonly roomLo: Int32Array;
  /** Per room, the greatest key of its stone. */
  readonly roomHi: Int32Array;
  readonly #rows: number;
  readonly #cols: number;
  readonly #roomOf: ArrayLike<number>;
  readonly #sureAbove: Int32Array;
  readonly #openAbove: Int32Array;
  // Consecutive SURE cells of different rooms in one column: the upper and lower room
  // and the fewest and most unshaded cells between them.
  readonly #upper: Int32Array;
  readonly #lower: Int32Array;
  readonly #fewest: Int32Array;
  readonly #most: Int32Array;
  /** How many of those links the last update recorded. */
  #edges = 0;
  // Per column, the least and greatest key of a room's cells there (meetAcross).
  readonly #columnLo: Float64Array;
  readonly #columnHi: Float64Array;

  /**
   * Buffers for a board of `size` whose cells lie in rooms `roomOf` (0 ..
   * roomCount − 1). Throws `RangeError` for an odd row count, which has no keys.
   */
  constructor(size: GridSize, roomOf: ArrayLike<number>, roomCount: number) {
    const { rows, cols } = size;
    if (rows % 2 !== 0) {
      throw new RangeError(`KeyBounds: the row count must be even, got ${rows}`);
    }
    const cellCount = rows * cols;
    this.#rows = rows;
    this.#cols = cols;
    this.#roomOf = roomOf;
    this.cellLo = i32(cellCount);
    this.cellHi = i32(cellCount);
    this.roomLo = i32(roomCount);
    this.roomHi = i32(roomCount);
    this.#sureAbove = i32(rows);
    this.#openAbove = i32(rows);
    this.#upper = i32(cellCount);
    this.#lower = i32(cellCount);
    this.#fewest = i32(cellCount);
    this.#most = i32(cellCount);
    this.#columnLo = f64(cols);
    this.#columnHi = f64(cols);
  }

  /**
   * Recomputes every interval from `state` (NEVER, OPEN or SURE per cell). False
   * when some room's SURE cells can have no common key, or the meter runs out.
   */
  update(state: ArrayLike<number>, meter: WorkMeter): boolean {
    const { cellLo, roomLo, roomHi } = this;
    meter.used += roomLo.length + 4 * cellLo.length;
    roomLo.fill(0);
    roomHi.fill(2 * this.#rows);
    this.#edges = 0;
    for (let c = 0; c < this.#cols; c++) if (!this.#boundColumn(c, state)) return false;
    if (!this.#linkRooms(meter)) return false;
    for (let c = 0; c < this.#cols; c++) this.#boundOpenCells(c, state);
    return true;
  }

  /**
   * Bounds the cells of column `c` by the column alone, narrows the rooms of its SURE
   * cells to match, and records the links between its consecutive SURE cells of
   * different rooms. False when a room's interval empties, or one stone's SURE cells
   * would have a gap between them.
   */
  #boundColumn(c: number, state: ArrayLike<number>): boolean {
    const rows = this.#rows;
    const cols = this.#cols;
    const half = rows / 2;
    const roomOf = this.#roomOf;
    const { cellLo, cellHi, roomLo, roomHi } = this;
    const sureAbove = this.#sureAbove;
    const openAbove = this.#openAbove;
    let edges = this.#edges;
    // Top down: counts above each row, and the links between consecutive SURE cells.
    let sure = 0;
    let open = 0;
    let lastSure = -1;
    let never = 0;
    let openBetween = 0;
    for (let r = 0; r < rows; r++) {
      const cell = r * cols + c;
      const s = state[cell]!;
      sureAbove[r] = sure;
      openAbove[r] = open;
      if (s === SURE) {
        sure++;
        if (lastSure >= 0) {
          const a = roomOf[lastSure]!;
          const b = roomOf[cell]!;
          if (a !== b) {
            this.#upper[edges] = a;
            this.#lower[edges] = b;
            this.#fewest[edges] = never;
            this.#most[edges] = never + openBetween;
            edges++;
          } else if (never > 0) return false; // one stone cannot share a key across a gap
        }
        lastSure = cell;
        never = 0;
        openBetween = 0;
      } else if (s === OPEN) {
        open++;
        openBetween++;
      } else never++;
    }
    this.#edges = edges;
    // Bottom up: the column alone bounds each cell's count below.
    sure = 0;
    open = 0;
    for (let r = rows - 1; r >= 0; r--) {
      const cell = r * cols + c;
      const s = state[cell]!;
      if (s === NEVER) continue;
      const lo = r + Math.max(sure, half - 1 - sureAbove[r]! - openAbove[r]!);
      const hi = r + Math.min(sure + open, half - 1 - sureAbove[r]!);
      cellLo[cell] = lo;
      cellHi[cell] = hi;
      if (s === SURE) {
        const room = roomOf[cell]!;
        if (lo > roomLo[room]!) roomLo[room] = lo;
        if (hi < roomHi[room]!) roomHi[room] = hi;
        if (roomLo[room]! > roomHi[room]!) return false;
        sure++;
      } else open++;
    }
    return true;
  }

  /**
   * Rooms linked above and below narrow each other until nothing changes; every change
   * narrows an interval of at most 2·rows keys, so this ends. False when an interval
   * empties or the meter runs out.
   */
  #linkRooms(meter: WorkMeter): boolean {
    const { roomLo, roomHi } = this;
    const upper = this.#upper;
    const lower = this.#lower;
    const fewest = this.#fewest;
    const most = this.#most;
    const edges = this.#edges;
    for (;;) {
      if (meter.used > meter.budget) return false;
      meter.used += edges + 1;
      let changed = false;
      for (let e = 0; e < edges; e++) {
        const a = upper[e]!;
        const b = lower[e]!;
        // b's interval narrows a's, then a's (so narrowed) narrows b's.
        if (narrow(roomLo, roomHi, a, roomLo[b]! - most[e]!, roomHi[b]! - fewest[e]!)) {
          changed = true;
        }
        if (narrow(roomLo, roomHi, b, roomLo[a]! + fewest[e]!, roomHi[a]! + most[e]!)) {
          changed = true;
        }
        if (roomLo[a]! > roomHi[a]! || roomLo[b]! > roomHi[b]!) return false;
      }
      if (!changed) return true;
    }
  }

  /**
   * In column `c`, a SURE cell takes its room's interval; an OPEN cell is bound by the
   * nearest SURE cells above and below it, whatever their rooms.
   */
  #boundOpenCells(c: number, state: ArrayLike<number>): void {
    const rows = this.#rows;
    const cols = this.#cols;
    const roomOf = this.#roomOf;
    const { cellLo, cellHi, roomLo, roomHi } = this;
    let near = -1;
    let never = 0;
    let open = 0;
    for (let r = rows - 1; r >= 0; r--) {
      const cell = r * cols + c;
      const s = state[cell]!;
      if (s === SURE) {
        near = roomOf[cell]!;
        cellLo[cell] = roomLo[near]!;
        cellHi[cell] = roomHi[near]!;
        never = 0;
        open = 0;
      } else if (s === OPEN) {
        if (near >= 0) {
          cellLo[cell] = Math.max(cellLo[cell]!, roomLo[near]! - never - open);
          cellHi[cell] = Math.min(cellHi[cell]!, roomHi[near]! - never);
        }
        open++;
      } else never++;
    }
    near = -1;
    never = 0;
    open = 0;
    for (let r = 0; r < rows; r++) {
      const cell = r * cols + c;
      const s = state[cell]!;
      if (s === SURE) {
        near = roomOf[cell]!;
        never = 0;
        open = 0;
      } else if (s === OPEN) {
        if (near >= 0) {
          cellLo[cell] = Math.max(cellLo[cell]!, roomLo[near]! + never);
          cellHi[cell] = Math.min(cellHi[cell]!, roomHi[near]! + never + open);
        }
        open++;
      } else never++;
    }
  }

  /**
   * Whether one key is possible for a stone of `cells` that has a cell in each column
   * `from` .. `to`, as of the last {@link update}: in each of those columns some cell
   * that may be shaded (not NEVER in `state`) must allow it.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { KeyBounds, NEVER, OPEN, SURE } from "./keys.ts";
   * // 2×2, one room per column: the left column's bottom cell is shaded, its top cell
   * // is not; the right column is open. The right room's stone can have a key; a room
   * // of cells 0, 1 and 3 could not reach column 0, whose only cell of it is NEVER.
   * const bounds = new KeyBounds({ rows: 2, cols: 2 }, [0, 1, 0, 1], 2);
   * const meter = { used: 0, budget: 1000 };
   * const state = [NEVER, OPEN, SURE, OPEN];
   * assert.ok(bounds.update(state, meter));
   * assert.ok(bounds.meetAcross([1, 3], 1, 1, state, meter));
   * assert.ok(!bounds.meetAcross([0, 1, 3], 0, 1, state, meter));
   * ```
   */
  meetAcross(
    cells: readonly number[],
    from: number,
    to: number,
    state: ArrayLike<number>,
    meter: WorkMeter,
  ): boolean {
    const cols = this.#cols;
    const columnLo = this.#columnLo;
    const columnHi = this.#columnHi;
    meter.used += cells.length + to - from + 1;
    for (let c = from; c <= to; c++) {
      columnLo[c] = Infinity;
      columnHi[c] = -Infinity;
    }
    for (const cell of cells) {
      const c = cell % cols;
      if (c < from || c > to || state[cell] === NEVER) continue;
      const lo = this.cellLo[cell]!;
      const hi = this.cellHi[cell]!;
      if (lo > hi) continue; // the cell cannot be shaded at all
      if (lo < columnLo[c]!) columnLo[c] = lo;
      if (hi > columnHi[c]!) columnHi[c] = hi;
    }
    let lo = -Infinity;
    let hi = Infinity;
    for (let c = from; c <= to; c++) {
      if (columnLo[c]! > lo) lo = columnLo[c]!;
      if (columnHi[c]! < hi) hi = columnHi[c]!;
    }
    return lo <= hi;
  }
}

/** Narrows `room`'s key interval to within [lo, hi]; true when either end moved. */
function narrow(
  roomLo: Int32Array,
  roomHi: Int32Array,
  room: number,
  lo: number,
  hi: number,
): boolean {
  let moved = false;
  if (lo > roomLo[room]!) {
    roomLo[room] = lo;
    moved = true;
  }
  if (hi < roomHi[room]!) {
    roomHi[room] = hi;
    moved = true;
  }
  return moved;
}
