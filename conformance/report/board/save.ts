/**
 * The board page's fixture file: the board, the marks as its answer and, above all,
 * the rule, in the suite's fixture format (core/fixture_file.ts), so `solve`, `check`
 * and `certify` read it under the rule the page shows. A pzprv3 file has no place for
 * the rule: a board solved under `none` exported as pzprv3 alone is refused by `check`
 * under the default.
 *
 * @module
 */

import { type Board, encodeUrl } from "../../../core/formats/mod.ts";
import { writeFixture } from "../../../core/fixture_file.ts";

/**
 * The fixture file's text. `verdict` is the page's last live analysis (unique,
 * multiple, none, unknown), or null when there was none for this board and rule.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fixtureText } from "./save.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import { readFixture } from "../../../core/fixture_file.ts";
 * const board = decodeUrl("stostone/1/2/00");
 * const text = fixtureText(board, Uint8Array.of(0, 1), "none", null);
 * const read = readFixture(text, "page.txt");
 * assert.equal(read.meta.rule, "none");
 * assert.equal(read.meta.expected, "unknown");
 * assert.deepEqual(read.answer, Uint8Array.of(0, 1));
 * ```
 */
export function fixtureText(
  board: Board,
  answer: Uint8Array,
  rule: string,
  verdict: string | null,
): string {
  const size = `${board.rows}x${board.cols}`;
  const url = encodeUrl(board);
  return writeFixture({
    meta: {
      id: `${board.genre}-${size}-board-page`,
      genre: board.genre,
      size,
      rule,
      expected: verdict ?? "unknown",
      source: "board page",
      description: `Drawn or marked on the board page; the answer is the marks as they were.`,
      url,
    },
    board,
    answer,
    certificate: null,
  });
}
