/**
 * The flat, typed-array view of a Stostone board that the propagate engine works on:
 * per-cell neighbour tables split by whether a border separates the pair, room cell
 * lists in one buffer, and each room's clue as a plain number.
 *
 * @module
 */

import type { StostoneBoard } from "../../../core/stostone/board.ts";
import { Arena } from "./arena.ts";

/** A room's clue as the engine reads it: a stone size, or {@link ANY_SIZE}. */
export const ANY_SIZE = -1;

/** Board geometry in typed arrays, built once per solve. */
export interface Geometry {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** rows × cols. */
  readonly n: number;
  /** Row of every cell. */
  readonly rowOf: Int32Array;
  /** Column of every cell. */
  readonly colOf: Int32Array;
  /**
   * Four slots per cell (up, left, right, down): the neighbour when no border
   * separates the two cells (so they are in one room and may share a stone), else −1.
   */
  readonly openAdj: Int32Array;
  /** Four slots per cell: the neighbour when a border separates the two cells, else −1. */
  readonly borderAdj: Int32Array;
  /** Room id of every cell. */
  readonly roomOf: Int32Array;
  /** Number of rooms. */
  readonly roomCount: number;
  /** Cells of room R are `roomCells[roomStart[R] .. roomStart[R + 1])`, ascending. */
  readonly roomStart: Int32Array;
  /** All room cells, grouped by room. */
  readonly roomCells: Int32Array;
  /** Per room: the stone size its number demands, or {@link ANY_SIZE} (`?` or no clue). */
  readonly clue: Int32Array;
}

/**
 * Builds the {@link Geometry} of a board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * const board = stostoneBoard({ rows: 2, cols: 2 }, {
 *   vertical: new Uint8Array([1, 1]),
 *   horizontal: new Uint8Array(2),
 * }, [2, "?"]);
 * const geo = geometryOf(board);
 * assert.ok(geo.roomCount === 2 && geo.clue[0] === 2 && geo.clue[1] === -1);
 * assert.ok(geo.borderAdj[0 * 4 + 2] === 1); // right of cell 0, across the border
 * ```
 */
export function geometryOf(board: StostoneBoard): Geometry {
  const { rows, cols } = board;
  const n = rows * cols;
  const roomCount = board.rooms.length;
  const arena = new Arena(4 * (12 * n + 2 * roomCount + 8));
  const rowOf = arena.i32(n);
  const colOf = arena.i32(n);
  const openAdj = arena.i32(n * 4).fill(-1);
  const borderAdj = arena.i32(n * 4).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = r * cols + c;
      rowOf[x] = r;
      colOf[x] = c;
      const link = (slot: number, y: number, border: boolean) => {
        if (border) borderAdj[x * 4 + slot] = y;
        else openAdj[x * 4 + slot] = y;
      };
      if (r > 0) link(0, x - cols, board.horizontal[(r - 1) * cols + c] === 1);
      if (c > 0) link(1, x - 1, board.vertical[r * (cols - 1) + c - 1] === 1);
      if (c < cols - 1) link(2, x + 1, board.vertical[r * (cols - 1) + c] === 1);
      if (r < rows - 1) link(3, x + cols, board.horizontal[r * cols + c] === 1);
    }
  }
  const roomStart = arena.i32(roomCount + 1);
  const roomCells = arena.i32(n);
  let at = 0;
  board.rooms.forEach((cells, room) => {
    roomStart[room] = at;
    for (const x of cells) roomCells[at++] = x;
  });
  roomStart[roomCount] = at;
  const clue = arena.i32(roomCount);
  const roomOf = arena.i32(n);
  roomOf.set(board.roomOf);
  board.clues.forEach((value, room) => {
    clue[room] = typeof value === "number" ? value : ANY_SIZE;
  });
  return {
    rows,
    cols,
    n,
    rowOf,
    colOf,
    openAdj,
    borderAdj,
    roomOf,
    roomCount,
    roomStart,
    roomCells,
    clue,
  };
}
