/**
 * The suite's shipped Dosun-Fuwari corpus (fixtures/dosun_fuwari/*.txt, 36 boards at
 * 8×8 and 36 at 12×12), read for the K claims. The write-up's own boards are not
 * available; these stand in for them.
 *
 * @module
 */

import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import { readFixture } from "../fixtures/fixture_file.ts";

/** One corpus board. */
export interface CorpusBoard {
  /** The fixture's id, e.g. `dosun-fuwari-8x8-001`. */
  readonly id: string;
  /** Its path relative to the repository root. */
  readonly path: string;
  /** The board. */
  readonly board: DosunFuwariBoard;
  /** The answer stored with it. */
  readonly answer: Uint8Array;
}

/** The corpus directory, relative to the repository root. */
export const CORPUS_DIR = "fixtures/dosun_fuwari";

let cached: Promise<CorpusBoard[]> | null = null;

/**
 * Every board of the shipped Dosun-Fuwari corpus, sorted by path (read once, then
 * cached). Throws `Error` naming the directory when it is missing or empty, and
 * `SyntaxError` for a fixture that does not parse or is not a Dosun-Fuwari board.
 *
 * @example
 * ```ts
 * import { loadCorpus } from "./dosun_fuwari_corpus.ts";
 * const corpus = await loadCorpus();
 * console.assert(corpus.every((c) => c.board.genre === "dosun-fuwari"));
 * ```
 */
export function loadCorpus(): Promise<CorpusBoard[]> {
  cached ??= readCorpus().catch((e) => {
    cached = null; // let a later call try again (the corpus may be being written)
    throw e;
  });
  return cached;
}

async function readCorpus(): Promise<CorpusBoard[]> {
  const dir = new URL(`../../${CORPUS_DIR}/`, import.meta.url);
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && entry.name.endsWith(".txt")) names.push(entry.name);
    }
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      throw new Error(`the Dosun-Fuwari corpus ${CORPUS_DIR}/ is missing`);
    }
    throw e;
  }
  if (names.length === 0) throw new Error(`the Dosun-Fuwari corpus ${CORPUS_DIR}/ is empty`);
  names.sort();
  return await Promise.all(names.map(async (name) => {
    const path = `${CORPUS_DIR}/${name}`;
    const fixture = readFixture(await Deno.readTextFile(new URL(name, dir)), path);
    if (fixture.board.genre !== "dosun-fuwari") {
      throw new SyntaxError(`${path}: expected a dosun-fuwari board, got ${fixture.board.genre}`);
    }
    return { id: fixture.meta.id, path, board: fixture.board, answer: fixture.answer };
  }));
}

/**
 * The corpus boards of one size.
 *
 * @example
 * ```ts
 * import { corpusOfSize, loadCorpus } from "./dosun_fuwari_corpus.ts";
 * const eights = corpusOfSize(await loadCorpus(), 8);
 * console.assert(eights.every((c) => c.board.rows === 8 && c.board.cols === 8));
 * ```
 */
export function corpusOfSize(corpus: readonly CorpusBoard[], side: number): CorpusBoard[] {
  return corpus.filter((c) => c.board.rows === side && c.board.cols === side);
}
