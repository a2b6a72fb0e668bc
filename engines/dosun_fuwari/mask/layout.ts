/**
 * The mask engine's view of a board: every row as integer bitmasks (bit c is
 * column c) and every room cut into per-row slots. The masks are `bigint` so a
 * row may be as wide as the grid allows; the search only ever combines them with
 * `&`, `|` and `~`.
 *
 * Besides the fixed masks (white and black cells per row) the layout carries two
 * static over-approximations the search prunes with: the cells that could ever
 * hold a balloon and the cells that could ever hold an iron ball under the rule,
 * and from them, per room, the last row where each kind can still be placed.
 *
 * @module
 */

import {
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  type DosunFuwariBoard,
  type DosunFuwariRule,
} from "../../../core/dosun_fuwari/board.ts";

/** The cells of one room in one row: the unit the search decides at once. */
export interface Slot {
  /** The row. */
  readonly row: number;
  /** The room id (as in `board.rooms`). */
  readonly room: number;
  /** The room's cells in this row as a row mask. */
  readonly mask: bigint;
  /** The same cells as column indices, ascending. */
  readonly cols: readonly number[];
}

/** A board as row masks and slots, for one rule. */
export interface RowLayout {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** Number of rooms. */
  readonly roomCount: number;
  /** A mask with every column set. */
  readonly full: bigint;
  /** `bit[c]` is the mask of column c alone. */
  readonly bit: readonly bigint[];
  /** White cells of each row. */
  readonly white: readonly bigint[];
  /** Black cells of each row. */
  readonly black: readonly bigint[];
  /** Cells of each row that could hold a balloon under the rule (a superset of the truth). */
  readonly canBalloon: readonly bigint[];
  /** Cells of each row that could hold an iron ball under the rule (a superset of the truth). */
  readonly canIron: readonly bigint[];
  /** Per room: the last row holding a cell of `canBalloon`, or −1 when there is none. */
  readonly lastBalloonRow: Int32Array;
  /** Per room: the last row holding a cell of `canIron`, or −1 when there is none. */
  readonly lastIronRow: Int32Array;
  /**
   * Whether some room can never be filled: no cell for a balloon, none for an iron
   * ball, or only one cell for both.
   */
  readonly hopeless: boolean;
  /** Every slot, ordered by row, then by room id. */
  readonly slots: readonly Slot[];
  /** Room id of every cell, −1 on black cells (the board's own `roomOf`). */
  readonly roomOf: Int32Array;
}

/**
 * Cuts a board into row masks and slots, and derives the static masks of cells
 * that could hold each kind of piece under `rule`.
 *
 * Official: a balloon needs the edge, a black cell or a balloon above; a balloon
 * of the same room above is impossible (one balloon per room), so a cell can hold
 * a balloon only when the cell above is the edge, black, or a possible balloon of
 * another room. Iron balls mirror this from below. Loose: a piece can lean on a
 * piece of the other kind in its own room (an iron ball over a balloon prop each
 * other up), so every white cell stays possible.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { rowLayout } from "./layout.ts";
 * // One column of three white cells, one room: only the top can hold the balloon.
 * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(2),
 * });
 * const layout = rowLayout(board, "official");
 * assert.ok(layout.canBalloon.map(String).join() === "1,0,0");
 * assert.ok(layout.lastIronRow[0] === 2);
 * ```
 */
export function rowLayout(board: DosunFuwariBoard, rule: DosunFuwariRule): RowLayout {
  const { rows, cols, roomOf } = board;
  const bit: bigint[] = [];
  for (let c = 0; c < cols; c++) bit.push(1n << BigInt(c));
  const full = (1n << BigInt(cols)) - 1n;
  const { white, black, otherRoomAbove, otherRoomBelow } = rowMasks(board, bit);
  const anyPiece = DOSUN_FUWARI_RULE_REQUIREMENTS[rule].anyPieceHolds;
  const { canBalloon, canIron } = pieceMasks(
    anyPiece,
    full,
    white,
    black,
    otherRoomAbove,
    otherRoomBelow,
  );

  const roomCount = board.rooms.length;
  const lastBalloonRow = new Int32Array(roomCount).fill(-1);
  const lastIronRow = new Int32Array(roomCount).fill(-1);
  // Cells of each room that could hold a balloon, an iron ball, either.
  const balloonCells = new Int32Array(roomCount);
  const ironCells = new Int32Array(roomCount);
  const pieceCells = new Int32Array(roomCount);
  const slots: Slot[] = [];
  for (let r = 0; r < rows; r++) {
    const byRoom = new Map<number, number[]>();
    for (let c = 0; c < cols; c++) {
      const room = roomOf[r * cols + c]!;
      if (room < 0) continue;
      const list = byRoom.get(room);
      if (list) list.push(c);
      else byRoom.set(room, [c]);
    }
    for (const room of [...byRoom.keys()].sort((a, b) => a - b)) {
      const slotCols = byRoom.get(room)!;
      let mask = 0n;
      for (const c of slotCols) mask |= bit[c]!;
      if ((mask & canBalloon[r]!) !== 0n) lastBalloonRow[room] = r;
      if ((mask & canIron[r]!) !== 0n) lastIronRow[room] = r;
      balloonCells[room]! += popcount(mask & canBalloon[r]!);
      ironCells[room]! += popcount(mask & canIron[r]!);
      pieceCells[room]! += popcount(mask & (canBalloon[r]! | canIron[r]!));
      slots.push({ row: r, room, mask, cols: slotCols });
    }
  }
  let hopeless = false;
  for (let room = 0; room < roomCount; room++) {
    if (balloonCells[room] === 0 || ironCells[room] === 0 || pieceCells[room]! < 2) hopeless = true;
  }
  return {
    hopeless,
    rows,
    cols,
    roomCount,
    full,
    bit,
    white,
    black,
    canBalloon,
    canIron,
    lastBalloonRow,
    lastIronRow,
    slots,
    roomOf,
  };
}

/**
 * Per row: its white and black cells, and the cells whose upper (lower) neighbour is a
 * white cell of another room.
 */
function rowMasks(board: DosunFuwariBoard, bit: readonly bigint[]) {
  const { rows, cols, roomOf } = board;
  const white: bigint[] = [];
  const black: bigint[] = [];
  const otherRoomAbove: bigint[] = [];
  const otherRoomBelow: bigint[] = [];
  for (let r = 0; r < rows; r++) {
    let whiteBits = 0n, blackBits = 0n, above = 0n, below = 0n;
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const room = roomOf[cell]!;
      if (room < 0) {
        blackBits |= bit[c]!;
        continue;
      }
      whiteBits |= bit[c]!;
      if (r > 0) {
        const up = roomOf[cell - cols]!;
        if (up >= 0 && up !== room) above |= bit[c]!;
      }
      if (r < rows - 1) {
        const down = roomOf[cell + cols]!;
        if (down >= 0 && down !== room) below |= bit[c]!;
      }
    }
    white.push(whiteBits);
    black.push(blackBits);
    otherRoomAbove.push(above);
    otherRoomBelow.push(below);
  }
  return { white, black, otherRoomAbove, otherRoomBelow };
}

/**
 * Per row, the cells that could ever hold a balloon and an iron ball (see
 * {@link rowLayout}): every white cell when any piece holds another up.
 */
function pieceMasks(
  anyPiece: boolean,
  full: bigint,
  white: readonly bigint[],
  black: readonly bigint[],
  otherRoomAbove: readonly bigint[],
  otherRoomBelow: readonly bigint[],
) {
  const rows = white.length;
  const canBalloon: bigint[] = new Array(rows).fill(0n);
  const canIron: bigint[] = new Array(rows).fill(0n);
  if (anyPiece) {
    for (let r = 0; r < rows; r++) canBalloon[r] = canIron[r] = white[r]!;
    return { canBalloon, canIron };
  }
  for (let r = 0; r < rows; r++) {
    const support = r === 0 ? full : black[r - 1]! | (canBalloon[r - 1]! & otherRoomAbove[r]!);
    canBalloon[r] = white[r]! & support;
  }
  for (let r = rows - 1; r >= 0; r--) {
    const support = r === rows - 1 ? full : black[r + 1]! | (canIron[r + 1]! & otherRoomBelow[r]!);
    canIron[r] = white[r]! & support;
  }
  return { canBalloon, canIron };
}

/** The number of set bits of a non-negative mask. */
function popcount(mask: bigint): number {
  let count = 0;
  for (let m = mask; m !== 0n; m &= m - 1n) count++;
  return count;
}
