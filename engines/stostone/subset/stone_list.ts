/**
 * How a room's candidate stones are stored, and the limits every way of listing
 * them shares: the clue's size, the column limit of the rule, and (inside the
 * search) the cells and column room still free.
 *
 * @module
 */

import {
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { f64, i32, u8 } from "./scratch.ts";

/** A room's candidate stones, stored flat: stone `i` is `cells[cellStart[i] .. cellStart[i+1])`. */
export interface StoneList {
  /** The room the stones belong to. */
  readonly room: number;
  /** How many stones were listed. */
  readonly count: number;
  /** count + 1 offsets into `cells`. */
  readonly cellStart: Int32Array;
  /** The stones' cells (board cell indices), in no particular order within a stone. */
  readonly cells: Int32Array;
  /** count + 1 offsets into `colIndex` / `colAmount`. */
  readonly colStart: Int32Array;
  /** The columns each stone touches, ascending. */
  readonly colIndex: Int32Array;
  /** How many of the stone's cells lie in the matching `colIndex` column. */
  readonly colAmount: Int32Array;
}

/**
 * Extra limits on the stones listed, for a room listed in the middle of a search
 * (after its neighbours hold their stones).
 */
export interface StoneLimits {
  /** Cells the stone may use; by default every cell of the room. */
  readonly usable?: (cell: number) => boolean;
  /** Per column, the most cells the stone may put there (on top of the rule's column limit). */
  readonly columnRoom?: ArrayLike<number>;
  /** The stone must have exactly this many cells (on top of the clue). */
  readonly size?: number;
  /**
   * Per column, the fewest cells the stone must put there: the rows/2 the other rooms
   * cannot give (a stone that leaves a column short is not listed).
   */
  readonly columnNeed?: ArrayLike<number>;
}

/**
 * The shaded-cell limit per column under a rule: half the rows, or no limit
 * under `none`. With an odd row count only `none` can be solved at all; the
 * limit is then the rounded-down half, which callers never get to use.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnLimit } from "./stone_list.ts";
 * assert.ok(columnLimit(6, "exact") === 3 && columnLimit(6, "none") === Infinity);
 * ```
 */
export function columnLimit(rows: number, rule: StostoneRule): number {
  return STOSTONE_RULE_REQUIREMENTS[rule].halfOfEachColumn ? Math.floor(rows / 2) : Infinity;
}

/** A growable list of 32-bit integers. */
class IntList {
  data = i32(16);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = i32(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  done(): Int32Array {
    return this.data.subarray(0, this.length); // a view: the builder is done with it
  }
}

/**
 * Collects stones into a {@link StoneList}, one cell at a time, without allocating
 * per stone (listing may store millions of them).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { StoneListBuilder } from "./stone_list.ts";
 * const b = new StoneListBuilder(0, 3);
 * b.add([4, 1, 5]); // cells of a 2×3 grid: (1,1), (0,1), (1,2)
 * const list = b.finish();
 * assert.ok(list.count === 1 && list.cells.join() === "4,1,5");
 * assert.ok(list.colIndex.join() === "1,2" && list.colAmount.join() === "2,1");
 * ```
 */
export class StoneListBuilder {
  readonly #room: number;
  readonly #cols: number;
  readonly #perColumn: Int32Array;
  readonly #touched: Int32Array;
  #touchedCount = 0;
  readonly #cellStart = new IntList();
  readonly #cells = new IntList();
  readonly #colStart = new IntList();
  readonly #colIndex = new IntList();
  readonly #colAmount = new IntList();

  /** A builder for room `room` of a board `cols` columns wide. */
  constructor(room: number, cols: number) {
    this.#room = room;
    this.#cols = cols;
    this.#perColumn = i32(cols);
    this.#touched = i32(cols);
    this.#cellStart.push(0);
    this.#colStart.push(0);
  }

  /** Adds a cell to the stone being built. */
  pushCell(cell: number): void {
    this.#cells.push(cell);
    const c = cell % this.#cols;
    if (this.#perColumn[c]!++ === 0) this.#touched[this.#touchedCount++] = c;
  }

  /** Ends the stone being built; returns how many integers it stored (its memory cost). */
  closeStone(): number {
    const columns = this.#touched.subarray(0, this.#touchedCount).sort();
    for (const c of columns) {
      this.#colIndex.push(c);
      this.#colAmount.push(this.#perColumn[c]!);
      this.#perColumn[c] = 0;
    }
    const stored = this.#cells.length - this.#cellStart.data[this.#cellStart.length - 1]! +
      2 * this.#touchedCount + 2;
    this.#touchedCount = 0;
    this.#cellStart.push(this.#cells.length);
    this.#colStart.push(this.#colIndex.length);
    return stored;
  }

  /** Adds a whole stone; returns how many integers it stored. */
  add(cells: readonly number[]): number {
    for (const cell of cells) this.pushCell(cell);
    return this.closeStone();
  }

  /** The stones added so far. */
  finish(): StoneList {
    return {
      room: this.#room,
      count: this.#cellStart.length - 1,
      cellStart: this.#cellStart.done(),
      cells: this.#cells.done(),
      colStart: this.#colStart.done(),
      colIndex: this.#colIndex.done(),
      colAmount: this.#colAmount.done(),
    };
  }
}

/** What both listing methods need to know about a room before they start. */
export interface RoomSetup {
  /** The room's cells, ascending. */
  readonly cells: readonly number[];
  /** Smallest and largest stone size allowed (clue and limits combined). */
  readonly minSize: number;
  /** See `minSize`. */
  readonly maxSize: number;
  /** Per board column, the most cells a stone may put there. */
  readonly colLimit: Float64Array;
  /** Per board column, the fewest cells a stone must put there (0 for most). */
  readonly colNeed: Float64Array;
  /** Per room cell (same order as `cells`), 1 when the stone may not use it. */
  readonly unusable: Uint8Array;
}

/**
 * Reads a room's clue and the limits. Returns a finished list instead when the
 * answer needs no search: the single empty stone of a clue-0 room, or no stone
 * at all when the sizes cannot be met (a size limit of 0 on a room without a
 * clue of 0 included: every other room must hold a stone). Throws `RangeError` for a room that does
 * not exist.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { setUpRoom } from "./stone_list.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) }, [0]);
 * const setup = setUpRoom(board, 0, "exact", {});
 * assert.ok("count" in setup && setup.count === 1); // the empty stone
 * ```
 */
export function setUpRoom(
  board: StostoneBoard,
  room: number,
  rule: StostoneRule,
  limits: StoneLimits,
): RoomSetup | StoneList {
  const cells = board.rooms[room];
  if (cells === undefined) {
    throw new RangeError(
      `room ${room} does not exist (the board has ${board.rooms.length} rooms)`,
    );
  }
  const clue = board.clues[room] ?? null;
  const none = () => new StoneListBuilder(room, board.cols).finish();
  const wanted = typeof clue === "number" ? clue : limits.size;
  if (limits.size !== undefined && wanted !== limits.size) return none();
  if (wanted === 0) {
    // Only a clue of 0 lets a room go without a stone.
    const builder = new StoneListBuilder(room, board.cols);
    const needsNone = limits.columnNeed === undefined ||
      Array.from(limits.columnNeed).every((need) => need <= 0);
    if (clue === 0 && needsNone) builder.add([]);
    return builder.finish();
  }
  const minSize = wanted ?? 1;
  const maxSize = wanted ?? cells.length;
  if (minSize > cells.length) return none();
  const ruleLimit = columnLimit(board.rows, rule);
  const columnRoom = limits.columnRoom;
  const colLimit = f64(board.cols);
  for (let c = 0; c < board.cols; c++) {
    colLimit[c] = columnRoom === undefined
      ? ruleLimit
      : Math.min(ruleLimit, columnRoom[c] ?? ruleLimit);
  }
  const usable = limits.usable;
  const unusable = u8(cells.length);
  if (usable !== undefined) cells.forEach((cell, i) => unusable[i] = usable(cell) ? 0 : 1);
  const colNeed = f64(board.cols);
  const columnNeed = limits.columnNeed;
  if (columnNeed !== undefined) {
    let needed = 0;
    const usableIn = f64(board.cols);
    cells.forEach((cell, i) => usableIn[cell % board.cols]! += 1 - unusable[i]!);
    for (let c = 0; c < board.cols; c++) {
      colNeed[c] = Math.max(0, columnNeed[c] ?? 0);
      if (colNeed[c]! > Math.min(colLimit[c]!, usableIn[c]!)) return none();
      needed += colNeed[c]!;
    }
    if (needed > maxSize) return none();
  }
  return { cells, minSize, maxSize, colLimit, colNeed, unusable };
}
