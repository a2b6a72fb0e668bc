/**
 * The Stostone board model. A board is a grid with borders; rooms are the cells
 * connected without crossing a border (a border segment may also sit inside a
 * room). Each room carries a clue: a number (the stone's size), `"?"` (a stone of
 * unknown size) or `null` (no clue).
 *
 * An answer is a `Uint8Array` of rows × cols flags, row-major, 1 for a shaded cell.
 *
 * @module
 */

import {
  assertAnswerLength,
  assertBorders,
  assertGridSize,
  type Borders,
  columnMajorFirst,
  type GridSize,
  type Rooms,
  roomsFromBorders,
} from "../grid.ts";

/** A room's clue: a stone size, `"?"` for a stone of unknown size, or `null` for none. */
export type StostoneClue = number | "?" | null;

/**
 * Rule 4 (the drop) under one of four settings: `exact` drops the stones for
 * real; `convex` asks only that columns balance and no stone has a vertical hole;
 * `count` only that every column holds rows/2 shaded cells; `none` drops nothing.
 */
export type StostoneRule = "exact" | "convex" | "count" | "none";

/** Every rule-4 setting, strongest first. */
export const STOSTONE_RULES: readonly StostoneRule[] = ["exact", "convex", "count", "none"];

/** A Stostone board. Build one with {@link stostoneBoard}. */
export interface StostoneBoard extends GridSize, Borders, Rooms {
  /** Discriminates the two genres. */
  readonly genre: "stostone";
  /** One clue per room, indexed by room id (rooms numbered by first cell, row-major). */
  readonly clues: readonly StostoneClue[];
  /** Per room, the cell its clue is drawn on: the first cell in column-major order. */
  readonly clueCell: readonly number[];
}

/** A Stostone answer: rows × cols flags, 1 shaded, 0 not. */
export type StostoneAnswer = Uint8Array;

/** Largest clue the suite accepts (what a puzz.link URL can carry). */
export const MAX_STOSTONE_CLUE = 77776 + 0xfffff;

/**
 * Builds a board from its size, borders and per-room clues. `clues` is indexed by
 * room id in row-major first-cell order; it may be shorter than the room count (the
 * rest get no clue) but not longer.
 *
 * Throws `RangeError` for a bad size, bad borders, too many clues or a clue that
 * is not a whole number in 0..{@link MAX_STOSTONE_CLUE}, `"?"` or `null`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "./board.ts";
 * const size = { rows: 2, cols: 2 };
 * const board = stostoneBoard(size, { vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) }, [2, "?"]);
 * assert.ok(board.rooms.length === 2 && board.clues[1] === "?");
 * ```
 */
export function stostoneBoard(
  size: GridSize,
  borders: Borders,
  clues: readonly StostoneClue[] = [],
): StostoneBoard {
  assertGridSize(size.rows, size.cols);
  assertBorders(size, borders);
  const vertical = Uint8Array.from(borders.vertical);
  const horizontal = Uint8Array.from(borders.horizontal);
  const { roomOf, rooms } = roomsFromBorders(size, { vertical, horizontal });
  if (clues.length > rooms.length) {
    throw new RangeError(`${clues.length} clues given for ${rooms.length} rooms`);
  }
  const full: StostoneClue[] = rooms.map((_, i) => clues[i] ?? null);
  full.forEach((clue, i) => {
    if (clue === null || clue === "?") return;
    if (!Number.isInteger(clue) || clue < 0 || clue > MAX_STOSTONE_CLUE) {
      throw new RangeError(
        `room ${i}: clue must be a whole number from 0 to ${MAX_STOSTONE_CLUE}, "?" or none, got ${
          JSON.stringify(clue)
        }`,
      );
    }
  });
  return {
    genre: "stostone",
    rows: size.rows,
    cols: size.cols,
    vertical,
    horizontal,
    roomOf,
    rooms,
    clues: full,
    clueCell: rooms.map((cells) => columnMajorFirst(size, cells)),
  };
}

/**
 * The same board with every number removed (rooms kept): the empty map a setter starts
 * from, and the hardest case for forced cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard, withoutNumbers } from "./board.ts";
 * const size = { rows: 2, cols: 2 };
 * const board = stostoneBoard(size, { vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) }, [2, "?"]);
 * const bare = withoutNumbers(board);
 * assert.deepEqual(bare.clues, [null, null]);
 * assert.deepEqual(bare.rooms, board.rooms);
 * ```
 */
export function withoutNumbers(board: StostoneBoard): StostoneBoard {
  return stostoneBoard(board, board);
}

/**
 * Throws a `RangeError` unless `answer` fits the board: rows × cols entries of 0 or 1.
 *
 * @example
 * ```ts
 * import { assertStostoneAnswer, stostoneBoard } from "./board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assertStostoneAnswer(board, new Uint8Array([0, 1]));
 * ```
 */
export function assertStostoneAnswer(board: GridSize, answer: Uint8Array): void {
  assertAnswerLength(board, answer);
  const bad = answer.findIndex((v) => v !== 0 && v !== 1);
  if (bad >= 0) {
    throw new RangeError(`answer cell ${bad}: must be 0 or 1, got ${answer[bad]}`);
  }
}
