/**
 * The suite's shipped Stostone corpus (fixtures/stostone/*.txt, 44 boards at 6×6
 * and 33 at 8×8), read for the K claims. The write-up's own 77 boards are not
 * available; these stand in for them. Every figure the K claims compute from it
 * is deterministic: the files are read in path order and nothing random is drawn.
 *
 * @module
 */

import type { StostoneBoard } from "../../core/stostone/board.ts";
import { readFixture } from "../fixtures/fixture_file.ts";

/** One corpus board. */
export interface StostoneCorpusBoard {
  /** The fixture's id, e.g. `stostone-6x6-001`. */
  readonly id: string;
  /** Its path relative to the repository root. */
  readonly path: string;
  /** The board. */
  readonly board: StostoneBoard;
  /** The answer stored with it. */
  readonly answer: Uint8Array;
}

/** The corpus directory, relative to the repository root. */
export const STOSTONE_CORPUS_DIR = "fixtures/stostone";

let cached: Promise<StostoneCorpusBoard[]> | null = null;

/**
 * Every board of the shipped Stostone corpus, sorted by path (read once, then
 * cached). Throws `Error` naming the directory when it is missing or empty, and
 * `SyntaxError` for a fixture that does not parse or is not a Stostone board.
 *
 * @example
 * ```ts
 * import { loadStostoneCorpus } from "./stostone_corpus.ts";
 * const corpus = await loadStostoneCorpus();
 * console.assert(corpus.every((c) => c.board.genre === "stostone"));
 * ```
 */
export function loadStostoneCorpus(): Promise<StostoneCorpusBoard[]> {
  cached ??= readCorpus().catch((e) => {
    cached = null; // let a later call try again (the corpus may be being written)
    throw e;
  });
  return cached;
}

async function readCorpus(): Promise<StostoneCorpusBoard[]> {
  const dir = new URL(`../../${STOSTONE_CORPUS_DIR}/`, import.meta.url);
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && entry.name.endsWith(".txt")) names.push(entry.name);
    }
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      throw new Error(`the Stostone corpus ${STOSTONE_CORPUS_DIR}/ is missing`);
    }
    throw e;
  }
  if (names.length === 0) throw new Error(`the Stostone corpus ${STOSTONE_CORPUS_DIR}/ is empty`);
  names.sort();
  return await Promise.all(names.map(async (name) => {
    const path = `${STOSTONE_CORPUS_DIR}/${name}`;
    const fixture = readFixture(await Deno.readTextFile(new URL(name, dir)), path);
    if (fixture.board.genre !== "stostone") {
      throw new SyntaxError(`${path}: expected a stostone board, got ${fixture.board.genre}`);
    }
    return { id: fixture.meta.id, path, board: fixture.board, answer: fixture.answer };
  }));
}

/**
 * The corpus boards of one square size (6 or 8 in the shipped corpus).
 *
 * @example
 * ```ts
 * import { loadStostoneCorpus, stostoneCorpusOfSize } from "./stostone_corpus.ts";
 * const sixes = stostoneCorpusOfSize(await loadStostoneCorpus(), 6);
 * console.assert(sixes.every((c) => c.board.rows === 6 && c.board.cols === 6));
 * ```
 */
export function stostoneCorpusOfSize(
  corpus: readonly StostoneCorpusBoard[],
  side: number,
): StostoneCorpusBoard[] {
  return corpus.filter((c) => c.board.rows === side && c.board.cols === side);
}

/**
 * The two size groups the K claims report, 6×6 then 8×8, each with its boards.
 *
 * @example
 * ```ts
 * import { corpusGroups, loadStostoneCorpus } from "./stostone_corpus.ts";
 * const groups = corpusGroups(await loadStostoneCorpus());
 * console.assert(groups.map((g) => g.label).join() === "6x6,8x8");
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
 * A percentage with one decimal, as the write-up prints it.
 *
 * @example
 * ```ts
 * import { percent } from "./stostone_corpus.ts";
 * console.assert(percent(1, 3) === "33.3%" && percent(0, 0) === "n/a");
 * ```
 */
export function percent(part: number, whole: number): string {
  return whole === 0 ? "n/a" : `${(100 * part / whole).toFixed(1)}%`;
}

/**
 * The median of a list of numbers (mean of the middle two for an even count);
 * NaN for an empty list.
 *
 * @example
 * ```ts
 * import { median } from "./stostone_corpus.ts";
 * console.assert(median([5, 1, 3]) === 3 && median([1, 2, 3, 4]) === 2.5);
 * ```
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Rounds to a fixed number of decimals as a number, so golden figures do not carry
 * floating-point noise.
 *
 * @example
 * ```ts
 * import { round } from "./stostone_corpus.ts";
 * console.assert(round(2 / 3, 3) === 0.667);
 * ```
 */
export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
