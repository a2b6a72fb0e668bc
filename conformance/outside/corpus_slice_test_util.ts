/**
 * A fast slice of the corpus for tests that run real engines: the first few of the
 * smallest shipped fixtures of a genre (by cell count, then path: the corpus also has
 * 20×20 boards) and every external board of up to 110 cells. The external
 * boards matter most here: they are published puzzles, with `?` clues, boards with
 * more than two answers and pieces resting on room borders, which generated
 * fixtures may lack.
 *
 * @module
 */

import type { Genre } from "./arbitraries.ts";
import { corpusBoards } from "./corpus.ts";
import type { BoardCase } from "./runner.ts";

/** How many shipped fixtures per genre the slice takes. */
export const FIXTURES_IN_SLICE = 3;

/** The largest external board (in cells) the slice takes. */
export const MAX_SLICE_CELLS = 110;

/**
 * The corpus slice of a genre.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { corpusSlice } from "./corpus_slice_test_util.ts";
 * const slice = await corpusSlice("dosun-fuwari");
 * assert.ok(slice.some((b) => b.source.startsWith("external")));
 * ```
 */
export async function corpusSlice(genre: Genre): Promise<BoardCase[]> {
  const all = await corpusBoards(genre);
  const cells = (b: BoardCase) => b.board.rows * b.board.cols;
  const fixtures = all.filter((b) => b.source.startsWith("fixtures/"))
    .sort((a, b) => cells(a) - cells(b) || (a.source < b.source ? -1 : 1))
    .slice(0, FIXTURES_IN_SLICE);
  const external = all.filter((b) =>
    b.source.startsWith("external") && b.board.rows * b.board.cols <= MAX_SLICE_CELLS
  );
  return [...fixtures, ...external];
}
