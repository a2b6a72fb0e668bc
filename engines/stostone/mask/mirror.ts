/**
 * The board in a mirror, for pinned searches. Every Stostone rule reads the columns the
 * same way from either side (stones fall straight down; rooms, adjacency and the drop do
 * not care which way the columns are numbered), so the answers of the mirrored board are
 * the board's answers mirrored. The sweep goes left to right, and a pinned cell prunes
 * only once the sweep reaches its column: with the pins right of the middle the sweep
 * would carry every partial answer across most of the board before the first pin cuts
 * it. On the numberless published 18×18, proving that a forced cell in column 15 has no
 * answer the other way took 40.4 million work units; mirrored, 9.7 million.
 *
 * @module
 */

import { type StostoneBoard, stostoneBoard } from "../../../core/stostone/board.ts";

/**
 * Whether a search with a `differ` group (per cell −1 outside it, else the value an
 * answer must not keep in all of them) should sweep the mirrored board. The group
 * cuts only in its last column in sweep order, so the sweep goes the way that reaches
 * its far end sooner: mirrored when the group's first column from the left is nearer
 * the right edge than its last column is to the left one. False on a tie.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { differSweepsMirrored } from "./mirror.ts";
 * // 1×4: a group in column 3 alone is reached sooner from the right; one in columns
 * // 0 and 2 is done by column 2 from the left and by column 3 from the right.
 * assert.equal(differSweepsMirrored(4, Int8Array.from([-1, -1, -1, 1])), true);
 * assert.equal(differSweepsMirrored(4, Int8Array.from([0, -1, 1, -1])), false);
 * assert.equal(differSweepsMirrored(4, Int8Array.from([-1, 1, -1, 0])), true);
 * ```
 */
export function differSweepsMirrored(cols: number, differ: ArrayLike<number>): boolean {
  const [left, right] = columnSpan(cols, differ);
  return right >= 0 && cols - 1 - left < right;
}

/** The first and last column with a cell other than −1; `[cols, -1]` when there is none. */
function columnSpan(cols: number, cells: ArrayLike<number>): [number, number] {
  let left = cols;
  let right = -1;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === -1) continue;
    const c = i % cols;
    if (c < left) left = c;
    if (c > right) right = c;
  }
  return [left, right];
}

/**
 * Whether a search pinned by `pinned` (per cell −1 free, else the value) should sweep
 * the mirrored board: when the first pinned column from the right comes before the
 * first from the left. False without pins, and on a tie.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sweepsMirrored } from "./mirror.ts";
 * // 1×4: a pin in column 3 is reached first from the right, one in column 1 from the
 * // left; pins in columns 0 and 3 tie, and the sweep stays as it is.
 * assert.equal(sweepsMirrored(4, Int8Array.from([-1, -1, -1, 1])), true);
 * assert.equal(sweepsMirrored(4, Int8Array.from([-1, 0, -1, -1])), false);
 * assert.equal(sweepsMirrored(4, Int8Array.from([1, -1, -1, 0])), false);
 * assert.equal(sweepsMirrored(4, Int8Array.from([-1, -1, -1, -1])), false);
 * ```
 */
export function sweepsMirrored(cols: number, pinned: ArrayLike<number>): boolean {
  const [left, right] = columnSpan(cols, pinned);
  return right >= 0 && cols - 1 - right < left;
}

/**
 * Per-cell values mirrored left to right (row-major, `cols` wide): cell (r, c) takes
 * the value of (r, cols − 1 − c). Serves pins and answers alike, and is its own inverse.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mirroredCells } from "./mirror.ts";
 * assert.deepEqual([...mirroredCells(3, Int8Array.from([1, 0, -1, 0, 0, 1]))], [-1, 0, 1, 1, 0, 0]);
 * ```
 */
export function mirroredCells<T extends Int8Array | Uint8Array>(cols: number, cells: T): T {
  const out = cells.slice() as T;
  for (let i = 0; i < cells.length; i++) {
    const r = Math.floor(i / cols);
    out[i] = cells[r * cols + cols - 1 - (i % cols)]!;
  }
  return out;
}

/**
 * The board mirrored left to right: the same rooms and clues, columns in reverse order.
 * Rooms are renumbered as the board model numbers them (by first cell, row-major), and
 * each clue goes with its room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { mirroredBoard } from "./mirror.ts";
 * // 1×3: rooms {0} with clue 1 and {1, 2} with clue 2; mirrored, {0, 1} holds the 2.
 * const board = stostoneBoard({ rows: 1, cols: 3 }, {
 *   vertical: Uint8Array.from([1, 0]),
 *   horizontal: new Uint8Array(0),
 * }, [1, 2]);
 * const m = mirroredBoard(board);
 * assert.deepEqual([...m.vertical], [0, 1]);
 * assert.deepEqual(m.rooms, [[0, 1], [2]]);
 * assert.deepEqual(m.clues, [2, 1]);
 * ```
 */
export function mirroredBoard(board: StostoneBoard): StostoneBoard {
  const { rows, cols } = board;
  const vertical = new Uint8Array(board.vertical.length);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols - 1; c++) {
      vertical[r * (cols - 1) + cols - 2 - c] = board.vertical[r * (cols - 1) + c]!;
    }
  }
  const horizontal = new Uint8Array(board.horizontal.length);
  for (let r = 0; r < rows - 1; r++) {
    for (let c = 0; c < cols; c++) {
      horizontal[r * cols + cols - 1 - c] = board.horizontal[r * cols + c]!;
    }
  }
  const size = { rows, cols };
  const shape = stostoneBoard(size, { vertical, horizontal });
  const clues = shape.rooms.map((cells) => {
    const first = cells[0]!;
    const mirrorCell = Math.floor(first / cols) * cols + cols - 1 - (first % cols);
    return board.clues[board.roomOf[mirrorCell]!]!;
  });
  return stostoneBoard(size, { vertical, horizontal }, clues);
}
