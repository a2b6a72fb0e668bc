/**
 * The boards the forced-cell tests run on: the published Stostone boards of at least
 * 8×8 and every corpus board, up to a side; Stostone with its numbers and with none,
 * Dosun-Fuwari under the official and the loose reading. With a second count of
 * them, read from the size fields of the index and of the published set without
 * decoding a board, so a test that says it checked them all can show it.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Board, Rule } from "../../core/genre.ts";
import { type StostoneBoard, withoutNumbers } from "../../core/stostone/board.ts";
import { loadExternal } from "../../core/formats/boards_test_util.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { corpusIndex, readFixture } from "../corpus/load.ts";

/** One board under one rule, with a label for the test step. */
export interface ForcedCase {
  readonly label: string;
  readonly board: Board;
  readonly rule: Rule;
}

/** Published boards smaller than this many cells are left out (the corpus has their sizes). */
const MIN_PUBLISHED_CELLS = 64;

function stostoneCases(label: string, board: StostoneBoard): ForcedCase[] {
  return [
    { label: `${label} numbered`, board, rule: "exact" },
    { label: `${label} numberless`, board: withoutNumbers(board), rule: "exact" },
  ];
}

/**
 * Every case with both sides at most `maxSide`, published boards first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { forcedCases, forcedCaseCount } from "./cases_test_util.ts";
 * assert.equal((await forcedCases(8)).length, await forcedCaseCount(8));
 * ```
 */
export async function forcedCases(maxSide: number): Promise<ForcedCase[]> {
  const out: ForcedCase[] = [];
  for (const p of loadExternal("stostone")) {
    const board = decodeUrl(p.pzprjs_url) as StostoneBoard;
    const cells = board.rows * board.cols;
    if (cells < MIN_PUBLISHED_CELLS || board.rows > maxSide || board.cols > maxSide) continue;
    out.push(...stostoneCases(p.id, board));
  }
  for (const entry of await corpusIndex()) {
    const { board } = await readFixture(entry.path);
    if (board.rows > maxSide || board.cols > maxSide) continue;
    if (board.genre === "stostone") out.push(...stostoneCases(entry.id, board));
    else {
      out.push({ label: `${entry.id} official`, board, rule: "official" });
      out.push({ label: `${entry.id} loose`, board, rule: "loose" });
    }
  }
  return out;
}

/**
 * How many cases {@link forcedCases} gives, counted from the size fields alone (two
 * readings of every board).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { forcedCaseCount } from "./cases_test_util.ts";
 * assert.ok((await forcedCaseCount(12)) > (await forcedCaseCount(8)));
 * ```
 */
export async function forcedCaseCount(maxSide: number): Promise<number> {
  const fits = (rows: number, cols: number) => rows <= maxSide && cols <= maxSide;
  const listed = (await corpusIndex()).filter((e) => {
    const [rows, cols] = e.size.split("x").map(Number);
    return fits(rows!, cols!);
  }).length;
  const published = loadExternal("stostone").filter(({ id, rows, cols }) => {
    assert.ok(rows !== undefined && cols !== undefined, `${id} lists its size`);
    return rows * cols >= MIN_PUBLISHED_CELLS && fits(rows, cols);
  }).length;
  return 2 * (listed + published);
}
