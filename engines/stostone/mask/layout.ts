/**
 * The mask engine's view of a board: every column as an integer (bit i is the
 * cell i rows above the bottom, see bits.ts), the borders as per-column masks,
 * and every room cut into per-column masks. The search never looks at a single
 * cell of the board again; everything it asks is an `&`, a shift or a popcount.
 *
 * @module
 */

import type { StostoneBoard } from "../../../core/stostone/board.ts";
import { MAX_MASK_ROWS } from "./bits.ts";
import { i32, i32From } from "./scratch.ts";

/** A Stostone board as column masks. Build one with {@link columnLayout}. */
export interface ColumnLayout {
  /** Number of rows (bits per column mask). */
  readonly rows: number;
  /** Number of columns (masks per answer). */
  readonly cols: number;
  /** A mask with every row set. */
  readonly full: number;
  /** Number of rooms. */
  readonly roomCount: number;
  /** Per column: bit i set when a border separates bit i from bit i + 1 (the cell above it). */
  readonly borderAbove: Int32Array;
  /** Per column: bit i set when a border separates the cell from its right neighbour (0 in the last column). */
  readonly borderRight: Int32Array;
  /** Per column: bit i set when the cell has a right neighbour and no border between them. */
  readonly linkRight: Int32Array;
  /** Per column: the cells of rooms whose clue is 0 (they can never be shaded). */
  readonly zeroMask: Int32Array;
  /** Room of every cell: index `c * rows + i` for bit i of column c. */
  readonly roomOfBit: Int32Array;
  /** Per column: the rooms with a cell in it, ascending. */
  readonly roomsIn: readonly Int32Array[];
  /** Per column: the cells of each room of `roomsIn`, as a column mask (same order). */
  readonly roomMaskIn: readonly Int32Array[];
  /** Per column: the rooms whose last column it is, clue-0 rooms left out (they need no stone). */
  readonly endingAt: readonly Int32Array[];
  /** Per room: its first column. */
  readonly firstCol: Int32Array;
  /** Per room: its last column. */
  readonly lastCol: Int32Array;
  /** `cellsAfter[room * cols + c]`: the room's cells in columns after c. */
  readonly cellsAfter: Int32Array;
  /** Per room: the required stone size, or −1 when any size ≥ 1 will do (`?` or no clue). */
  readonly clue: Int32Array;
}

/**
 * Compiles a board into column masks. Throws `RangeError` when the board has more
 * rows than {@link MAX_MASK_ROWS} (a mask and its sums must stay positive 31-bit integers).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnLayout } from "./layout.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // 2 rows, 2 columns, a border between the two cells of the top row.
 * const board = stostoneBoard({ rows: 2, cols: 2 }, {
 *   vertical: new Uint8Array([1, 0]),
 *   horizontal: new Uint8Array([0, 0]),
 * });
 * const layout = columnLayout(board);
 * assert.ok(layout.borderRight[0] === 0b10); // the top row is bit 1
 * assert.ok(layout.linkRight[0] === 0b01 && layout.linkRight[1] === 0);
 * ```
 */
export function columnLayout(board: StostoneBoard): ColumnLayout {
  const { rows, cols } = board;
  if (rows > MAX_MASK_ROWS) {
    throw new RangeError(`column masks hold at most ${MAX_MASK_ROWS} rows, the board has ${rows}`);
  }
  const full = (1 << rows) - 1;
  const bitOf = (r: number) => rows - 1 - r;
  const roomCount = board.rooms.length;

  const borderAbove = i32(cols);
  const borderRight = i32(cols);
  const linkRight = i32(cols);
  const zeroMask = i32(cols);
  const roomOfBit = i32(cols * rows);
  const clue = i32(roomCount);
  board.clues.forEach((c, room) => clue[room] = typeof c === "number" ? c : -1);

  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const bit = 1 << bitOf(r);
      const room = board.roomOf[r * cols + c]!;
      roomOfBit[c * rows + bitOf(r)] = room;
      if (clue[room] === 0) zeroMask[c]! |= bit;
      // horizontal[(r - 1) * cols + c] separates row r - 1 (above) from row r.
      if (r > 0 && board.horizontal[(r - 1) * cols + c] === 1) borderAbove[c]! |= bit;
      if (c < cols - 1) {
        if (board.vertical[r * (cols - 1) + c] === 1) borderRight[c]! |= bit;
        else linkRight[c]! |= bit;
      }
    }
  }

  const { roomsIn, roomMaskIn, endingAt, firstCol, lastCol, cellsAfter } = roomColumns(
    rows,
    cols,
    roomOfBit,
    clue,
  );
  return {
    rows,
    cols,
    full,
    roomCount,
    borderAbove,
    borderRight,
    linkRight,
    zeroMask,
    roomOfBit,
    roomsIn,
    roomMaskIn,
    endingAt,
    firstCol,
    lastCol,
    cellsAfter,
    clue,
  };
}

/**
 * Where each room lies by column, from `roomOfBit` (see {@link ColumnLayout}): per
 * column its rooms and their masks, the numbered rooms ending there; per room its first
 * and last column and its cells after each column.
 */
function roomColumns(rows: number, cols: number, roomOfBit: Int32Array, clue: Int32Array) {
  const roomCount = clue.length;
  const firstCol = i32(roomCount).fill(cols);
  const lastCol = i32(roomCount).fill(-1);
  const perColumn: Map<number, number>[] = Array.from({ length: cols }, () => new Map());
  const cellsIn = i32(roomCount * cols);
  for (let c = 0; c < cols; c++) {
    for (let i = 0; i < rows; i++) {
      const room = roomOfBit[c * rows + i]!;
      const masks = perColumn[c]!;
      masks.set(room, (masks.get(room) ?? 0) | (1 << i));
      cellsIn[room * cols + c]!++;
      firstCol[room] = Math.min(firstCol[room]!, c);
      lastCol[room] = Math.max(lastCol[room]!, c);
    }
  }
  const cellsAfter = i32(roomCount * cols);
  for (let room = 0; room < roomCount; room++) {
    let after = 0;
    for (let c = cols - 1; c >= 0; c--) {
      cellsAfter[room * cols + c] = after;
      after += cellsIn[room * cols + c]!;
    }
  }
  const roomsIn: Int32Array[] = [];
  const roomMaskIn: Int32Array[] = [];
  for (const masks of perColumn) {
    const ids = [...masks.keys()].sort((a, b) => a - b);
    roomsIn.push(i32From(ids));
    roomMaskIn.push(i32From(ids.map((id) => masks.get(id)!)));
  }
  const endingAt = Array.from(
    { length: cols },
    (_, c) =>
      i32From(Array.from(roomsIn[c]!).filter((room) => lastCol[room] === c && clue[room] !== 0)),
  );
  return { roomsIn, roomMaskIn, endingAt, firstCol, lastCol, cellsAfter };
}

/** Pinned cells as column masks: per column the cells an answer must shade and must not. */
export interface ColumnPins {
  /** Per column: cells pinned shaded (value 1). */
  readonly on: Int32Array;
  /** Per column: cells pinned unshaded (value 0). */
  readonly off: Int32Array;
}

/**
 * Compiles `SolveOptions.pinned` (per cell, row-major: −1 free, 0 unshaded, 1 shaded)
 * into column masks; `solve`'s `differ` group has the same shape and compiles the same
 * way (`option` names it in errors). Throws `RangeError` when the array does not have
 * one entry per cell or holds another value.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnPins } from "./layout.ts";
 * // 2 rows, 1 column: the top cell (bit 1) pinned shaded, the bottom one free.
 * const pins = columnPins({ rows: 2, cols: 1 }, Int8Array.from([1, -1]));
 * assert.equal(pins.on[0], 0b10);
 * assert.equal(pins.off[0], 0);
 * ```
 */
export function columnPins(
  size: { readonly rows: number; readonly cols: number },
  pinned: Int8Array,
  option: "pinned" | "differ" = "pinned",
): ColumnPins {
  const { rows, cols } = size;
  if (pinned.length !== rows * cols) {
    throw new RangeError(
      `stostone/mask: ${option} must have ${rows * cols} cells, got ${pinned.length}`,
    );
  }
  const on = i32(cols);
  const off = i32(cols);
  for (let cell = 0; cell < pinned.length; cell++) {
    const v = pinned[cell]!;
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    const bit = 1 << (rows - 1 - r);
    if (v === 1) on[c]! |= bit;
    else if (v === 0) off[c]! |= bit;
    else if (v !== -1) {
      throw new RangeError(`stostone/mask: ${option} cell ${cell} must be -1, 0 or 1, got ${v}`);
    }
  }
  return { on, off };
}
