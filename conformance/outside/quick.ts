/**
 * `engine --quick`: a solver author's first run, short and representative. Per genre,
 * a few corpus boards (the edge cases first, then the smallest shipped and outside
 * boards) and {@link QUICK_RANDOM} random boards under random settings of the genre
 * (the settings chosen by `--rules`, when given): about 100 boards in all; and one
 * shrink per genre, of at most {@link QUICK_SHRINK_SECONDS} s.
 *
 * @module
 */

import type { Board } from "../../core/formats/mod.ts";
import type { Genre } from "./arbitraries.ts";
import { corpusBoards } from "./corpus.ts";
import type { BoardCase } from "./runner.ts";

/** Corpus boards per genre in a quick run. */
export const QUICK_CORPUS = 10;

/** Random boards per genre in a quick run (unless `--random` says otherwise). */
export const QUICK_RANDOM = 40;

/** Failing random boards shrunk per genre in a quick run (unless `--shrink` says otherwise). */
export const QUICK_SHRINK = 1;

/** Seconds for that shrink (unless `--shrink-time` says otherwise). */
export const QUICK_SHRINK_SECONDS = 20;

/** A corpus edge case: a feature an engine is likely to get wrong, and its test. */
interface EdgeCase {
  /** What the board has. */
  readonly name: string;
  /** Whether `board` has it. */
  readonly has: (board: Board) => boolean;
}

const stostone = (test: (board: Extract<Board, { genre: "stostone" }>) => boolean) =>
(
  board: Board,
) => board.genre === "stostone" && test(board);
const dosunFuwari = (test: (board: Extract<Board, { genre: "dosun-fuwari" }>) => boolean) =>
(
  board: Board,
) => board.genre === "dosun-fuwari" && test(board);

/** The edge cases a quick run takes from the corpus, per genre, the smallest board of each. */
export const EDGE_CASES: Readonly<Record<Genre, readonly EdgeCase[]>> = {
  "stostone": [
    { name: "a room clued 0", has: stostone((b) => b.clues.includes(0)) },
    { name: "a room clued ?", has: stostone((b) => b.clues.includes("?")) },
    { name: "a room with no clue", has: stostone((b) => b.clues.includes(null)) },
    { name: "a one-cell room", has: stostone((b) => b.rooms.some((r) => r.length === 1)) },
    { name: "a room as wide as the board", has: stostone((b) => b.rooms.length === 1) },
  ],
  "dosun-fuwari": [
    { name: "no black cell", has: dosunFuwari((b) => !b.black.includes(1)) },
    { name: "black cells", has: dosunFuwari((b) => b.black.includes(1)) },
    { name: "a two-cell room", has: dosunFuwari((b) => b.rooms.some((r) => r.length === 2)) },
    {
      name: "a room two rows tall or more",
      has: dosunFuwari((b) => b.rooms.some((r) => r.at(-1)! - r[0]! >= b.cols)),
    },
  ],
};

const cells = (item: BoardCase) => item.board.rows * item.board.cols;

/**
 * The corpus boards of a quick run for `genre`: the smallest board of each edge case
 * the corpus has, then the smallest shipped fixtures and outside boards by turns, up
 * to {@link QUICK_CORPUS}. `all` is the genre's corpus (default: the shipped one).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { QUICK_CORPUS, quickCorpus } from "./quick.ts";
 * const boards = await quickCorpus("stostone");
 * assert.ok(boards.length === QUICK_CORPUS);
 * assert.ok(boards.some((b) => b.board.genre === "stostone" && b.board.clues.includes("?")));
 * ```
 */
export async function quickCorpus(
  genre: Genre,
  all?: readonly BoardCase[],
): Promise<BoardCase[]> {
  const sorted = [...(all ?? await corpusBoards(genre))].sort((a, b) => cells(a) - cells(b));
  const picked: BoardCase[] = [];
  const take = (item: BoardCase | undefined) => {
    if (item !== undefined && !picked.includes(item) && picked.length < QUICK_CORPUS) {
      picked.push(item);
    }
  };
  for (const edge of EDGE_CASES[genre]) take(sorted.find((item) => edge.has(item.board)));
  const shipped = sorted.filter((item) => item.source.startsWith("fixtures/"));
  const outside = sorted.filter((item) => !item.source.startsWith("fixtures/"));
  for (let k = 0; picked.length < QUICK_CORPUS && k < sorted.length; k++) {
    take(shipped.filter((item) => !picked.includes(item))[0]);
    take(outside.filter((item) => !picked.includes(item))[0]);
    if (shipped.every((i) => picked.includes(i)) && outside.every((i) => picked.includes(i))) break;
  }
  return picked;
}
