/**
 * The suite's shipped Dosun-Fuwari corpus (fixtures/dosun_fuwari/*.txt, 36 boards at
 * 8×8 and 36 at 12×12), read for the K claims (see corpus.ts).
 *
 * @module
 */

import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import { CORPUS_DIRS, type CorpusBoard as GenericCorpusBoard, loadCorpusOf } from "./corpus.ts";

export { corpusOfSize } from "./corpus.ts";

/** One corpus board. */
export type CorpusBoard = GenericCorpusBoard<DosunFuwariBoard>;

/** The corpus directory, relative to the repository root. */
export const CORPUS_DIR: string = CORPUS_DIRS["dosun-fuwari"];

/**
 * Every board of the shipped Dosun-Fuwari corpus, sorted by path (cached).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadCorpus } from "./dosun_fuwari_corpus.ts";
 * const corpus = await loadCorpus();
 * assert.ok(corpus.every((c) => c.board.genre === "dosun-fuwari"));
 * ```
 */
export function loadCorpus(): Promise<CorpusBoard[]> {
  return loadCorpusOf("dosun-fuwari");
}
