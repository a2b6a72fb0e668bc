/**
 * Boards as plain JSON, for unit payloads: exactly the fields a board is built
 * from (genre, size, borders, and clues or black cells), so a board sent to a
 * worker is rebuilt with the same constructor and is the same puzzle, whatever a
 * URL encoder would make of it.
 *
 * @module
 */

import type { Board } from "./mod.ts";
import { stostoneBoard, type StostoneClue } from "../stostone/board.ts";
import { dosunFuwariBoard } from "../dosun_fuwari/board.ts";

/** A board as JSON. */
export type BoardJson =
  & {
    readonly rows: number;
    readonly cols: number;
    readonly vertical: readonly number[];
    readonly horizontal: readonly number[];
  }
  & (
    | { readonly genre: "stostone"; readonly clues: readonly StostoneClue[] }
    | { readonly genre: "dosun-fuwari"; readonly black: readonly number[] }
  );

/**
 * A board as JSON.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardToJson } from "./board_json.ts";
 * import { decodeUrl } from "./mod.ts";
 * const json = boardToJson(decodeUrl("https://puzz.link/p?stostone/3/2/4si"));
 * assert.ok(json.genre === "stostone" && json.rows === 2 && json.vertical.length === 4);
 * ```
 */
export function boardToJson(board: Board): BoardJson {
  const base = {
    rows: board.rows,
    cols: board.cols,
    vertical: Array.from(board.vertical),
    horizontal: Array.from(board.horizontal),
  };
  return board.genre === "stostone"
    ? { genre: "stostone", ...base, clues: [...board.clues] }
    : { genre: "dosun-fuwari", ...base, black: Array.from(board.black) };
}

/**
 * Rebuilds a board from {@link boardToJson}'s output. Throws `RangeError` for
 * anything the board constructors reject, and for an unknown genre.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardFromJson, boardToJson } from "./board_json.ts";
 * import { decodeUrl, sameBoard } from "./mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/3/2/4si");
 * assert.ok(sameBoard(board, boardFromJson(JSON.parse(JSON.stringify(boardToJson(board))))));
 * ```
 */
export function boardFromJson(json: BoardJson): Board {
  if (json.genre !== "stostone" && json.genre !== "dosun-fuwari") {
    throw new RangeError(
      `board JSON: genre must be stostone or dosun-fuwari, got ${
        JSON.stringify((json as { genre: unknown }).genre)
      }`,
    );
  }
  const size = { rows: json.rows, cols: json.cols };
  const borders = {
    vertical: Uint8Array.from(json.vertical),
    horizontal: Uint8Array.from(json.horizontal),
  };
  return json.genre === "stostone"
    ? stostoneBoard(size, borders, json.clues)
    : dosunFuwariBoard(size, json.black, borders);
}
