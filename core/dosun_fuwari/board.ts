/**
 * The Dosun-Fuwari board model. A board is a grid of white and black cells with
 * borders; rooms are the white cells connected without crossing a border. Every
 * border segment that touches a black cell is set (the canonical form pzprjs
 * writes), so two boards that differ only there are equal.
 *
 * An answer is a `Uint8Array` of rows × cols values, row-major: {@link EMPTY},
 * {@link BALLOON} or {@link IRON}. Black cells are always {@link EMPTY}.
 *
 * @module
 */

import {
  assertAnswerLength,
  assertBorders,
  assertGridSize,
  type Borders,
  type GridSize,
  type Rooms,
  roomsFromBorders,
} from "../grid.ts";
import { settingsOf } from "../rule_name.ts";

/**
 * What a reading requires of an answer, besides one balloon and one iron ball per room.
 * The engines, the judge, the encoder and the answer-set program read this, not the
 * reading's name.
 */
export interface DosunFuwariRuleRequirements {
  /**
   * What holds a piece besides the edge and a black cell (a balloon from above, an iron
   * ball from below): false, only a piece of its own kind; true, any piece.
   */
  readonly anyPieceHolds: boolean;
}

/**
 * Both readings, the official one first, with what each requires: the one place a
 * reading is defined. `official`: a balloon's upper neighbour is the edge, a black cell
 * or a balloon; an iron ball's lower neighbour is the edge, a black cell or an iron
 * ball. `loose`: "or any piece" in place of "or a balloon" / "or an iron ball".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DOSUN_FUWARI_RULE_REQUIREMENTS } from "./board.ts";
 * assert.equal(DOSUN_FUWARI_RULE_REQUIREMENTS.loose.anyPieceHolds, true);
 * ```
 */
export const DOSUN_FUWARI_RULE_REQUIREMENTS = {
  official: { anyPieceHolds: false },
  loose: { anyPieceHolds: true },
} as const satisfies Readonly<Record<string, DosunFuwariRuleRequirements>>;

/** A reading of the rules: a row of {@link DOSUN_FUWARI_RULE_REQUIREMENTS}. */
export type DosunFuwariRule = keyof typeof DOSUN_FUWARI_RULE_REQUIREMENTS;

/** Both readings, the official one first. */
export const DOSUN_FUWARI_RULES: readonly DosunFuwariRule[] = settingsOf(
  DOSUN_FUWARI_RULE_REQUIREMENTS,
);

/** Each reading by name, for code that means one reading, without spelling it as a string. */
export const DOSUN_FUWARI_RULE: { readonly [R in DosunFuwariRule]: R } = {
  official: "official",
  loose: "loose",
};

/** The reading used when none is given. */
export const DEFAULT_DOSUN_FUWARI_RULE: DosunFuwariRule = DOSUN_FUWARI_RULE.official;

/** An empty cell in an answer. */
export const EMPTY = 0;
/** A balloon in an answer. */
export const BALLOON = 1;
/** An iron ball in an answer. */
export const IRON = 2;

/** A Dosun-Fuwari board. Build one with {@link dosunFuwariBoard}. */
export interface DosunFuwariBoard extends GridSize, Borders, Rooms {
  /** Discriminates the two genres. */
  readonly genre: "dosun-fuwari";
  /** rows × cols flags, row-major, 1 for a black cell. */
  readonly black: Uint8Array;
}

/** A Dosun-Fuwari answer: per cell {@link EMPTY}, {@link BALLOON} or {@link IRON}. */
export type DosunFuwariAnswer = Uint8Array;

/**
 * Builds a board from its size, black cells and borders. Borders touching a black
 * cell are set whatever their given value (the canonical form), so rooms never
 * depend on them. Throws `RangeError` for a bad size, bad borders or bad black flags.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "./board.ts";
 * const size = { rows: 2, cols: 3 };
 * const board = dosunFuwariBoard(size, new Uint8Array([0, 1, 0, 0, 0, 0]), {
 *   vertical: new Uint8Array(4),
 *   horizontal: new Uint8Array(3),
 * });
 * assert.ok(board.rooms.length === 1 && board.roomOf[1] === -1);
 * ```
 */
export function dosunFuwariBoard(
  size: GridSize,
  black: ArrayLike<number>,
  borders: Borders,
): DosunFuwariBoard {
  assertGridSize(size.rows, size.cols);
  assertBorders(size, borders);
  const { rows, cols } = size;
  if (black.length !== rows * cols) {
    throw new RangeError(`black cells: expected ${rows * cols} flags, got ${black.length}`);
  }
  const blackCells = Uint8Array.from(black);
  const bad = blackCells.findIndex((v) => v !== 0 && v !== 1);
  if (bad >= 0) throw new RangeError(`black cell ${bad}: flag must be 0 or 1, got ${black[bad]}`);
  const vertical = Uint8Array.from(borders.vertical);
  const horizontal = Uint8Array.from(borders.horizontal);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c < cols - 1 && (blackCells[cell] || blackCells[cell + 1])) {
        vertical[r * (cols - 1) + c] = 1;
      }
      if (r < rows - 1 && (blackCells[cell] || blackCells[cell + cols])) {
        horizontal[cell] = 1;
      }
    }
  }
  const { roomOf, rooms } = roomsFromBorders(
    size,
    { vertical, horizontal },
    (cell) => blackCells[cell] === 0,
  );
  return {
    genre: "dosun-fuwari",
    rows,
    cols,
    vertical,
    horizontal,
    black: blackCells,
    roomOf,
    rooms,
  };
}

/**
 * Throws a `RangeError` unless `answer` fits the board: rows × cols values of
 * {@link EMPTY}, {@link BALLOON} or {@link IRON}, and {@link EMPTY} on every black cell.
 *
 * @example
 * ```ts
 * import { assertDosunFuwariAnswer, BALLOON, dosunFuwariBoard, IRON } from "./board.ts";
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(1),
 * });
 * assertDosunFuwariAnswer(board, new Uint8Array([BALLOON, IRON]));
 * ```
 */
export function assertDosunFuwariAnswer(board: DosunFuwariBoard, answer: Uint8Array): void {
  assertAnswerLength(board, answer);
  answer.forEach((v, cell) => {
    if (v !== EMPTY && v !== BALLOON && v !== IRON) {
      throw new RangeError(`answer cell ${cell}: must be 0, 1 or 2, got ${v}`);
    }
    if (v !== EMPTY && board.black[cell] === 1) {
      throw new RangeError(`answer cell ${cell}: a black cell cannot hold a piece`);
    }
  });
}
