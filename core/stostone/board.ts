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
import { settingsOf } from "../rule_name.ts";

/** A room's clue: a stone size, `"?"` for a stone of unknown size, or `null` for none. */
export type StostoneClue = number | "?" | null;

/**
 * What a rule-4 setting requires of an answer, besides rules 1 to 3. The engines, the
 * judge, the encoder and the answer-set program read these, not the setting's name: a
 * new setting is a row of {@link STOSTONE_RULE_REQUIREMENTS}, and the compiler then
 * names every table that needs it.
 */
export interface StostoneRuleRequirements {
  /**
   * Every column holds exactly rows/2 shaded cells (rule 4's counting half). An odd
   * number of rows then has no answer: the middle row is in both halves.
   */
  readonly halfOfEachColumn: boolean;
  /**
   * No stone has a vertical hole: a stone's cells in one column are one unbroken run
   * (convexity). Implied by {@link dropFillsBottomHalf}: a stone with a hole keeps the
   * empty cell under its upper part as it falls, so the bottom half is not full.
   */
  readonly noVerticalHole: boolean;
  /**
   * The stones, dropped for real, fill the bottom half exactly. With
   * {@link halfOfEachColumn} this is the rank invariant (claim S-U2): neighbouring
   * columns agree, two shaded cells side by side in one stone having as many shaded
   * cells below them.
   */
  readonly dropFillsBottomHalf: boolean;
}

/**
 * Rule 4 (the drop) under each setting, strongest first, with what it requires: the one
 * place a setting is defined. `exact` drops the stones for real; `convex` asks only
 * that columns balance and no stone has a vertical hole; `count` only that every column
 * holds rows/2 shaded cells; `none` drops nothing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { STOSTONE_RULE_REQUIREMENTS } from "./board.ts";
 * assert.equal(STOSTONE_RULE_REQUIREMENTS.convex.noVerticalHole, true);
 * assert.equal(STOSTONE_RULE_REQUIREMENTS.count.noVerticalHole, false);
 * ```
 */
export const STOSTONE_RULE_REQUIREMENTS = {
  exact: { halfOfEachColumn: true, noVerticalHole: true, dropFillsBottomHalf: true },
  convex: { halfOfEachColumn: true, noVerticalHole: true, dropFillsBottomHalf: false },
  count: { halfOfEachColumn: true, noVerticalHole: false, dropFillsBottomHalf: false },
  none: { halfOfEachColumn: false, noVerticalHole: false, dropFillsBottomHalf: false },
} as const satisfies Readonly<Record<string, StostoneRuleRequirements>>;

/** A rule-4 setting: a row of {@link STOSTONE_RULE_REQUIREMENTS}. */
export type StostoneRule = keyof typeof STOSTONE_RULE_REQUIREMENTS;

/** Every rule-4 setting, strongest first. */
export const STOSTONE_RULES: readonly StostoneRule[] = settingsOf(STOSTONE_RULE_REQUIREMENTS);

/**
 * Each setting by name, for code that means one setting (a claim about `convex`, a
 * generator that certifies under `exact`) without spelling it as a string.
 */
export const STOSTONE_RULE: { readonly [R in StostoneRule]: R } = {
  exact: "exact",
  convex: "convex",
  count: "count",
  none: "none",
};

/** The setting used when none is given: the drop for real. */
export const DEFAULT_STOSTONE_RULE: StostoneRule = STOSTONE_RULE.exact;

/** The settings that balance every column: the readings region-free counting knows. */
export type StostoneBalancedRule = {
  [R in StostoneRule]: (typeof STOSTONE_RULE_REQUIREMENTS)[R]["halfOfEachColumn"] extends true ? R
    : never;
}[StostoneRule];

/** The settings that balance every column, strongest first. */
export const STOSTONE_BALANCED_RULES: readonly StostoneBalancedRule[] = STOSTONE_RULES.filter((
  rule,
): rule is StostoneBalancedRule => STOSTONE_RULE_REQUIREMENTS[rule].halfOfEachColumn);

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
