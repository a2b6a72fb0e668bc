/**
 * The suite's shipped corpus (fixtures/stostone/*.txt, fixtures/dosun_fuwari/*.txt),
 * read for the K claims. The write-ups' own boards are not available; the sections of
 * their sizes stand in for them (Stostone 6×6 and 8×8, Dosun-Fuwari 8×8 and 12×12; the
 * real-size sections added later are not part of any claim). Files are read in path
 * order and cached, so every figure computed from them is deterministic.
 *
 * @module
 */

import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import type { StostoneBoard } from "../../core/stostone/board.ts";
import { listFixtures, readFixture } from "../corpus/load.ts";

/** One corpus board. */
export interface CorpusBoard<B> {
  /** The fixture's id, e.g. `stostone-6x6-001`. */
  readonly id: string;
  /** Its path relative to the repository root. */
  readonly path: string;
  /** The board. */
  readonly board: B;
  /** The answer stored with it. */
  readonly answer: Uint8Array;
}

/** Each genre's corpus directory, relative to the repository root. */
export const CORPUS_DIRS = {
  "stostone": "fixtures/stostone",
  "dosun-fuwari": "fixtures/dosun_fuwari",
} as const;

type Genre = keyof typeof CORPUS_DIRS;

/** The square sizes of the write-ups' corpora, the only ones the K claims read. */
export const WRITEUP_SIDES: Readonly<Record<Genre, readonly number[]>> = {
  "stostone": [6, 8],
  "dosun-fuwari": [8, 12],
};
type BoardOf<G extends Genre> = G extends "stostone" ? StostoneBoard : DosunFuwariBoard;

const cache = new Map<Genre, Promise<CorpusBoard<StostoneBoard | DosunFuwariBoard>[]>>();

/**
 * Every board of one genre's shipped corpus at the write-ups' sizes
 * ({@link WRITEUP_SIDES}), sorted by path (read once, then cached).
 * Boards come from the corpus index (corpus/load.ts). Throws `Error` naming the directory
 * when the index lists none, and `SyntaxError` for a fixture that does not parse or is of
 * the other genre.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadCorpusOf } from "./corpus.ts";
 * const corpus = await loadCorpusOf("stostone");
 * assert.ok(corpus.length > 0 && corpus.every((c) => c.board.genre === "stostone"));
 * ```
 */
export function loadCorpusOf<G extends Genre>(genre: G): Promise<CorpusBoard<BoardOf<G>>[]> {
  let loading = cache.get(genre);
  if (!loading) {
    loading = readCorpus(genre).catch((e) => {
      cache.delete(genre); // let a later call try again (the corpus may be being written)
      throw e;
    });
    cache.set(genre, loading);
  }
  return loading as Promise<CorpusBoard<BoardOf<G>>[]>;
}

async function readCorpus(genre: Genre): Promise<CorpusBoard<StostoneBoard | DosunFuwariBoard>[]> {
  const sides = WRITEUP_SIDES[genre];
  const entries = (await listFixtures({ genre }))
    .filter((e) => sides.some((side) => e.size === `${side}x${side}`));
  if (entries.length === 0) throw new Error(`the ${genre} corpus ${CORPUS_DIRS[genre]}/ is empty`);
  const paths = entries.map((e) => e.path).sort();
  return await Promise.all(paths.map(async (path) => {
    const fixture = await readFixture(path);
    if (fixture.board.genre !== genre) {
      throw new SyntaxError(`${path}: expected a ${genre} board, got ${fixture.board.genre}`);
    }
    return { id: fixture.meta.id, path, board: fixture.board, answer: fixture.answer };
  }));
}

/**
 * The corpus boards of one square size.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { corpusOfSize, loadCorpusOf } from "./corpus.ts";
 * const eights = corpusOfSize(await loadCorpusOf("dosun-fuwari"), 8);
 * assert.ok(eights.every((c) => c.board.rows === 8 && c.board.cols === 8));
 * ```
 */
export function corpusOfSize<B extends { rows: number; cols: number }>(
  corpus: readonly CorpusBoard<B>[],
  side: number,
): CorpusBoard<B>[] {
  return corpus.filter((c) => c.board.rows === side && c.board.cols === side);
}
