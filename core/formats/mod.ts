/**
 * The interchange formats of the suite, for both genres:
 * - puzz.link URLs: {@link decodeUrl}, {@link encodeUrl};
 * - pzprv3 files (the reference implementation's save format): {@link readPzprv3},
 *   {@link writePzprv3};
 * - the suite's readable text form (docs/FORMATS.md, "The text form"): {@link readText},
 *   {@link writeText}, and the row-string answer form {@link answerRows} / {@link parseAnswerRows};
 * - format detection for user input: {@link parseBoardInput}, {@link detectFormat};
 * - board equality across formats: {@link sameBoard}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl, encodeUrl, readText, sameBoard, writeText } from "./mod.ts";
 * const url = "https://puzz.link/p?stostone/3/2/qgg3g";
 * const board = decodeUrl(url);
 * assert.ok(encodeUrl(board) === url);
 * assert.ok(sameBoard(readText(writeText(board)).board, board));
 * ```
 *
 * @module
 */

export { type Board, decodeUrl, encodeUrl, URL_GENRE, URL_PREFIX } from "./url.ts";
export {
  type BoardAndAnswer,
  type Pzprv3Version,
  readPzprv3,
  writePzprv3,
  type WritePzprv3Options,
} from "./pzprv3.ts";
export { answerRows, parseAnswerRows, readText, writeText } from "./text.ts";
export { type BoardFormat, type BoardInput, detectFormat, parseBoardInput } from "./load.ts";
export { sameBoard } from "./same_board.ts";
