/**
 * Test-only adapters that turn the `parsed` objects of fixtures/vectors/*.json
 * (room-id, clue and answer rows as JSON) into boards and answers, so the judge's
 * vector tests do not depend on the pzprv3 reader; pzprv3 texts are read with
 * core/formats.
 *
 * @module
 */

import { type Borders, bordersFromLabels, type GridSize } from "./grid.ts";
import type { BoardOf, Genre } from "./genre.ts";
import { readPzprv3 } from "./formats/pzprv3.ts";
import { type StostoneBoard, stostoneBoard, type StostoneClue } from "./stostone/board.ts";
import {
  BALLOON,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  EMPTY,
  IRON,
} from "./dosun_fuwari/board.ts";

/** The `parsed` object of a vector entry. */
export interface ParsedVector {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** One string per row: space-separated room ids (`#` for a black cell). */
  readonly rooms: readonly string[];
  /** Stostone only: one string per row of clues (number, `-` for `?`, `.` for none). */
  readonly clues?: readonly string[];
  /** One string per row of answer tokens. */
  readonly answer: readonly string[];
}

/** A board with the answer to judge. */
export interface BoardAndAnswer<Board> {
  /** The board. */
  readonly board: Board;
  /** The answer, or null when the text has none. */
  readonly answer: Uint8Array | null;
}

/**
 * Splits rows of space-separated tokens into a token grid, checking its shape.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tokenGrid } from "./judge_vectors_test_util.ts";
 * assert.ok(tokenGrid(["0 1 ", "2 3"], 2, 2)[1]![0] === "2");
 * ```
 */
export function tokenGrid(lines: readonly string[], rows: number, cols: number): string[][] {
  if (lines.length !== rows) {
    throw new RangeError(`expected ${rows} grid lines, got ${lines.length}`);
  }
  return lines.map((line, r) => {
    const tokens = line.trim().split(/\s+/);
    if (tokens.length !== cols) {
      throw new SyntaxError(
        `grid line ${r} "${line}": expected ${cols} tokens, got ${tokens.length}`,
      );
    }
    return tokens;
  });
}

/**
 * Places per-cell clue tokens (number, `-` for `?`, `.` for none) on the rooms of a
 * board, returning per-room clues. Two clues in one room are an error.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { roomClues } from "./judge_vectors_test_util.ts";
 * const roomOf = new Int32Array([0, 0, 1]);
 * assert.ok(roomClues(roomOf, 2, [[".", "3", "-"]]).join() === "3,?");
 * ```
 */
export function roomClues(
  roomOf: Int32Array,
  roomCount: number,
  tokens: readonly (readonly string[])[],
): StostoneClue[] {
  const clues: StostoneClue[] = new Array(roomCount).fill(null);
  tokens.flat().forEach((token, cell) => {
    if (token === ".") return;
    const clue: StostoneClue = token === "-" ? "?" : Number(token);
    if (clue !== "?" && !Number.isInteger(clue)) {
      throw new SyntaxError(`clue at cell ${cell}: expected a number, "-" or ".", got "${token}"`);
    }
    const room = roomOf[cell]!;
    if (clues[room] !== null) throw new SyntaxError(`cell ${cell}: room ${room} has two clues`);
    clues[room] = clue;
  });
  return clues;
}

/**
 * A Stostone board and answer from a vector's `parsed` object (`#` shaded).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneFromParsed } from "./judge_vectors_test_util.ts";
 * const { board, answer } = stostoneFromParsed({
 *   rows: 2, cols: 1, rooms: ["0", "0"], clues: ["1", "."], answer: [".", "#"],
 * });
 * assert.ok(board.clues[0] === 1 && answer!.join() === "0,1");
 * ```
 */
export function stostoneFromParsed(parsed: ParsedVector): BoardAndAnswer<StostoneBoard> {
  const size = { rows: parsed.rows, cols: parsed.cols };
  const borders = bordersFromLabels(size, tokenGrid(parsed.rooms, size.rows, size.cols).flat());
  return stostoneWithClues(size, borders, parsed.clues ?? [], parsed.answer);
}

/**
 * A Dosun-Fuwari board and answer from a vector's `parsed` object (`#` black in the
 * rooms; `1` balloon, `2` iron ball in the answer, anything else empty).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariFromParsed } from "./judge_vectors_test_util.ts";
 * const { board, answer } = dosunFuwariFromParsed({
 *   rows: 1, cols: 3, rooms: ["0 # 1"], answer: ["1 . +"],
 * });
 * assert.ok(board.black[1] === 1 && answer!.join() === "1,0,0");
 * ```
 */
export function dosunFuwariFromParsed(parsed: ParsedVector): BoardAndAnswer<DosunFuwariBoard> {
  const size = { rows: parsed.rows, cols: parsed.cols };
  const ids = tokenGrid(parsed.rooms, size.rows, size.cols);
  const black = ids.flat().map((id) => (id === "#" ? 1 : 0));
  const board = dosunFuwariBoard(size, black, bordersFromLabels(size, ids.flat()));
  return { board, answer: dosunFuwariAnswer(parsed.answer, size) };
}

/**
 * A Stostone answer from grid rows in either form: tokens (`# . +`) or compact
 * (`#.+`); `#` is shaded, anything else not.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneAnswerFromRows } from "./judge_vectors_test_util.ts";
 * assert.ok(stostoneAnswerFromRows(["#.", "+ #"], { rows: 2, cols: 2 }).join() === "1,0,0,1");
 * ```
 */
export function stostoneAnswerFromRows(lines: readonly string[], size: GridSize): Uint8Array {
  const tokens = lines.map((line) => line.includes(" ") ? line.trim().split(/\s+/) : [...line]);
  return Uint8Array.from(
    tokenGrid(tokens.map((t) => t.join(" ")), size.rows, size.cols).flat(),
    (t) => t === "#" ? 1 : 0,
  );
}

function stostoneWithClues(
  size: GridSize,
  borders: Borders,
  clueLines: readonly string[],
  answerLines: readonly string[] | null,
): BoardAndAnswer<StostoneBoard> {
  const bare = stostoneBoard(size, borders);
  const clues = clueLines.length === 0
    ? []
    : roomClues(bare.roomOf, bare.rooms.length, tokenGrid(clueLines, size.rows, size.cols));
  return {
    board: stostoneBoard(size, borders, clues),
    answer: answerLines === null ? null : stostoneAnswerFromRows(answerLines, size),
  };
}

function dosunFuwariAnswer(lines: readonly string[], size: GridSize): Uint8Array {
  return Uint8Array.from(
    tokenGrid(lines, size.rows, size.cols).flat(),
    (t) => (t === "1" ? BALLOON : t === "2" ? IRON : EMPTY),
  );
}

/**
 * A pzprv3 text of genre `genre`, read by core/formats; a `RangeError` naming both genres
 * when the text holds the other one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pzprv3Of } from "./judge_vectors_test_util.ts";
 * import { decodeUrl, writePzprv3 } from "./formats/mod.ts";
 * const text = writePzprv3(decodeUrl("stostone/2/2/00"));
 * assert.equal(pzprv3Of(text, "stostone").board.cols, 2);
 * assert.throws(() => pzprv3Of(text, "dosun-fuwari"), RangeError);
 * ```
 */
export function pzprv3Of<G extends Genre>(text: string, genre: G): BoardAndAnswer<BoardOf<G>> {
  const { board, answer } = readPzprv3(text);
  if (board.genre !== genre) {
    throw new RangeError(`expected a ${genre} pzprv3 text, got a ${board.genre} one`);
  }
  return { board: board as BoardOf<G>, answer };
}
