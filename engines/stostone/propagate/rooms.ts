/**
 * What the rungs look up about each room, fixed by the board: its size, its columns
 * (first, last, all of them, and per column the rooms in it), its halo (the cells across
 * a border from it), and per cell its room's extent in the cell's column.
 *
 * @module
 */

import type { Arena } from "./arena.ts";
import type { Geometry } from "./geometry.ts";

/**
 * Per-room tables derived from the geometry once, read by every rung.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { Arena } from "./arena.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { RoomTables } from "./rooms.ts";
 * const size = { rows: 2, cols: 3 };
 * const rooms = new RoomTables(geometryOf(stostoneBoard(size, emptyBorders(size))), new Arena(1024));
 * assert.deepEqual([rooms.size[0], rooms.firstColumn[0], rooms.lastColumn[0], rooms.halo.length], [6, 0, 2, 0]);
 * ```
 */
export class RoomTables {
  /** Per room: how many cells it has. */
  readonly size: Int32Array;
  /** Per room: its leftmost and rightmost column. */
  readonly firstColumn: Int32Array;
  readonly lastColumn: Int32Array;
  /** Per room: its halo (cells across a border from it), `halo[haloStart[R] ..]`. */
  readonly haloStart: Int32Array;
  readonly halo: Int32Array;
  /** Per room, its columns `columns[columnStart[R] ..]`. */
  readonly columnStart: Int32Array;
  readonly columns: Int32Array;
  /** Per column, the rooms with a cell in it `roomsOfColumn[roomsOfColumnStart[c] ..]`. */
  readonly roomsOfColumnStart: Int32Array;
  readonly roomsOfColumn: Int32Array;
  /** Per cell: the first and last row of its room's cells in its column. */
  readonly topInColumn: Int32Array;
  readonly bottomInColumn: Int32Array;

  constructor(geo: Geometry, arena: Arena) {
    const { n, roomCount } = geo;
    this.size = arena.i32(roomCount);
    for (let r = 0; r < roomCount; r++) this.size[r] = geo.roomStart[r + 1]! - geo.roomStart[r]!;
    this.firstColumn = arena.i32(roomCount).fill(geo.cols);
    this.lastColumn = arena.i32(roomCount).fill(-1);
    for (let x = 0; x < n; x++) {
      const room = geo.roomOf[x]!;
      const c = geo.colOf[x]!;
      if (c < this.firstColumn[room]!) this.firstColumn[room] = c;
      if (c > this.lastColumn[room]!) this.lastColumn[room] = c;
    }
    this.haloStart = arena.i32(roomCount + 1);
    this.halo = haloOfRooms(geo, this.haloStart, arena);
    this.columnStart = arena.i32(roomCount + 1);
    this.columns = columnsOfRooms(geo, this.columnStart, arena);
    this.topInColumn = arena.i32(n);
    this.bottomInColumn = arena.i32(n);
    this.#extentInColumns(geo, arena);
    this.roomsOfColumnStart = arena.i32(geo.cols + 1);
    this.roomsOfColumn = arena.i32(this.columns.length);
    this.#roomsOfColumns(geo, arena);
  }

  #extentInColumns(geo: Geometry, arena: Arena): void {
    const { rows, cols, roomCount } = geo;
    const top = arena.i32(roomCount);
    const bottom = arena.i32(roomCount);
    for (let c = 0; c < cols; c++) {
      for (let r = rows - 1; r >= 0; r--) top[geo.roomOf[r * cols + c]!] = r;
      for (let r = 0; r < rows; r++) bottom[geo.roomOf[r * cols + c]!] = r;
      for (let r = 0; r < rows; r++) {
        const x = r * cols + c;
        this.topInColumn[x] = top[geo.roomOf[x]!]!;
        this.bottomInColumn[x] = bottom[geo.roomOf[x]!]!;
      }
    }
  }

  /** The room–column pairs turned round, by counting: rooms stay ascending per column. */
  #roomsOfColumns(geo: Geometry, arena: Arena): void {
    const { cols, roomCount } = geo;
    const start = this.roomsOfColumnStart;
    for (const c of this.columns) start[c + 1]!++;
    for (let c = 0; c < cols; c++) start[c + 1]! += start[c]!;
    const next = arena.i32(cols);
    for (let c = 0; c < cols; c++) next[c] = start[c]!;
    for (let room = 0; room < roomCount; room++) {
      for (let j = this.columnStart[room]!; j < this.columnStart[room + 1]!; j++) {
        this.roomsOfColumn[next[this.columns[j]!]!++] = room;
      }
    }
  }
}

/** Every room's halo, the cells across a border from it; fills `start` (per room). */
function haloOfRooms(geo: Geometry, start: Int32Array, arena: Arena): Int32Array {
  const { n, roomCount } = geo;
  const halo: number[] = [];
  const seen = arena.i32(n).fill(-1);
  for (let room = 0; room < roomCount; room++) {
    start[room] = halo.length;
    for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
      const x = geo.roomCells[i]!;
      for (let s = 0; s < 4; s++) {
        const y = geo.borderAdj[x * 4 + s]!;
        if (y >= 0 && geo.roomOf[y] !== room && seen[y] !== room) {
          seen[y] = room;
          halo.push(y);
        }
      }
    }
  }
  start[roomCount] = halo.length;
  return Int32Array.from(halo);
}

/** Every room's columns; fills `start` (per room). */
function columnsOfRooms(geo: Geometry, start: Int32Array, arena: Arena): Int32Array {
  const columns: number[] = [];
  const seen = arena.i32(geo.cols).fill(-1);
  for (let room = 0; room < geo.roomCount; room++) {
    start[room] = columns.length;
    for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
      const c = geo.colOf[geo.roomCells[i]!]!;
      if (seen[c] !== room) {
        seen[c] = room;
        columns.push(c);
      }
    }
  }
  start[geo.roomCount] = columns.length;
  return Int32Array.from(columns);
}
