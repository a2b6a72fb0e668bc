/**
 * The suite's shipped Stostone corpus (fixtures/stostone/*.txt, 44 boards at 6×6
 * and 33 at 8×8), read for the K claims (see corpus.ts), and the small number
 * helpers those claims print their figures with.
 *
 * @module
 */

import type { StostoneBoard } from "../../core/stostone/board.ts";
import { CORPUS_DIRS, type CorpusBoard, corpusOfSize, loadCorpusOf } from "./corpus.ts";

/** One corpus board. */
export type StostoneCorpusBoard = CorpusBoard<StostoneBoard>;

/** The corpus directory, relative to the repository root. */
export const STOSTONE_CORPUS_DIR: string = CORPUS_DIRS.stostone;

/**
 * Every board of the shipped Stostone corpus, sorted by path (cached).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadStostoneCorpus } from "./stostone_corpus.ts";
 * const corpus = await loadStostoneCorpus();
 * assert.ok(corpus.every((c) => c.board.genre === "stostone"));
 * ```
 */
export function loadStostoneCorpus(): Promise<StostoneCorpusBoard[]> {
  return loadCorpusOf("stostone");
}

/**
 * The corpus boards of one square size (6 or 8 in the shipped corpus).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadStostoneCorpus, stostoneCorpusOfSize } from "./stostone_corpus.ts";
 * const sixes = stostoneCorpusOfSize(await loadStostoneCorpus(), 6);
 * assert.ok(sixes.every((c) => c.board.rows === 6 && c.board.cols === 6));
 * ```
 */
export function stostoneCorpusOfSize(
  corpus: readonly StostoneCorpusBoard[],
  side: number,
): StostoneCorpusBoard[] {
  return corpusOfSize(corpus, side);
}

/**
 * The two size groups the K claims report, 6×6 then 8×8, each with its boards.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { corpusGroups, loadStostoneCorpus } from "./stostone_corpus.ts";
 * const groups = corpusGroups(await loadStostoneCorpus());
 * assert.ok(groups.map((g) => g.label).join() === "6x6,8x8");
 * ```
 */
export function corpusGroups(
  corpus: readonly StostoneCorpusBoard[],
): { label: "6x6" | "8x8"; side: 6 | 8; boards: StostoneCorpusBoard[] }[] {
  return ([6, 8] as const).map((side) => ({
    label: side === 6 ? "6x6" as const : "8x8" as const,
    side,
    boards: stostoneCorpusOfSize(corpus, side),
  }));
}

/**
 * Rounds to a fixed number of decimals as a number, so golden figures do not carry
 * floating-point noise.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { round } from "./stostone_corpus.ts";
 * assert.ok(round(2 / 3, 3) === 0.667);
 * ```
 */
export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
