/**
 * fast-check arbitraries for small random boards of both genres, with the rule to
 * try them under, for running outside engines beyond the corpus.
 *
 * Every board is cut from fixed layers of the largest size (6×6 unless a run asks
 * for more: border rolls, black-cell rolls, clue candidates) by its row and column
 * count, so shrinking the size keeps the top-left
 * part of the board as it was, and shrinking a layer changes one cell or border at a
 * time. A border (or black cell) is present when its roll is below the board's
 * density, so shrinking the density to 0 removes them all.
 *
 * Beyond 6×6, half the boards take both sides from the top quarter of their range:
 * with each side uniform alone, an 8×8 run met a board with both sides above 6 about
 * once in 30, so an engine wrong only on big boards could pass it.
 *
 * @module
 */

import fc from "npm:fast-check";
import { encodeUrl } from "../../core/formats/mod.ts";
import { STOSTONE_RULES, stostoneBoard, type StostoneClue } from "../../core/stostone/board.ts";
import { DOSUN_FUWARI_RULES, dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import type { Rule } from "../../core/genre.ts";
import type { BoardCase } from "./runner.ts";

/** The largest side of a random board by default (`engine --max-size` changes it). */
export const MAX_RANDOM_SIDE = 6;

/** The largest random board: rows and columns at most. */
export interface RandomSize {
  /** Most rows. */
  readonly rows: number;
  /** Most columns. */
  readonly cols: number;
}

/** The default largest random board, 6×6. */
export const DEFAULT_RANDOM_SIZE: RandomSize = { rows: MAX_RANDOM_SIDE, cols: MAX_RANDOM_SIDE };

/** Either genre, by its board name. */
export type Genre = "stostone" | "dosun-fuwari";

/**
 * The rule settings random boards are drawn under: one setting, a list of settings
 * (of both genres: each genre takes its own), or every setting when undefined.
 */
export type RuleChoice = Rule | readonly Rule[];

/** The arbitrary of a rule drawn from `choice` among `all`, which must not come out empty. */
function ruleArb<R extends Rule>(
  genre: Genre,
  all: readonly R[],
  choice: RuleChoice | undefined,
): fc.Arbitrary<R> {
  if (choice === undefined) return fc.constantFrom(...all);
  const listed = typeof choice === "string" ? [choice] : choice;
  const mine = all.filter((r) => listed.includes(r));
  if (mine.length === 0) {
    throw new RangeError(`random boards: ${JSON.stringify(listed.join(","))} has no ${genre} rule`);
  }
  // One setting is a constant, as it always was: the boards of a seed stay the same.
  return mine.length === 1 ? fc.constant(mine[0]!) : fc.constantFrom(...mine);
}

const rolls = (layer: number): fc.Arbitrary<number[]> =>
  fc.array(fc.nat(99), { minLength: layer, maxLength: layer });

/** A board's sides. */
interface Sides {
  readonly rows: number;
  readonly cols: number;
}

/**
 * A record of `layers` with the board's sides up to `size`: rows from 1 (counted in
 * pairs when `evenRows`), columns from `minCols`. Within 6×6 each side is uniform and
 * the record is the one a default run always drew, so it draws the same boards.
 * Beyond, half the boards take both sides from the top quarter of their range.
 */
function sizedRecord<T extends Record<string, unknown>>(
  size: RandomSize,
  evenRows: boolean,
  minCols: number,
  layers: { [K in keyof T]: fc.Arbitrary<T[K]> },
): fc.Arbitrary<T & Sides> {
  const unit = evenRows ? 2 : 1;
  const side = (min: number, max: number, step: number) =>
    fc.integer({ min, max }).map((n) => n * step);
  const rows = (min: number) => side(min, Math.floor(size.rows / unit), unit);
  const uniform = { rows: rows(1), cols: side(minCols, size.cols, 1) };
  if (size.rows <= MAX_RANDOM_SIDE && size.cols <= MAX_RANDOM_SIDE) {
    return fc.record({ ...uniform, ...layers }) as fc.Arbitrary<T & Sides>;
  }
  const topQuarter = (max: number) => Math.max(1, Math.ceil((3 * max) / 4));
  const big = {
    rows: rows(topQuarter(Math.floor(size.rows / unit))),
    cols: side(Math.max(minCols, topQuarter(size.cols)), size.cols, 1),
  };
  return fc.record({ sides: fc.oneof(fc.record(uniform), fc.record(big)), ...layers })
    .map(({ sides, ...rest }) => ({ ...sides, ...rest }) as unknown as T & Sides);
}

/**
 * Throws `RangeError` unless both sides are whole numbers from `min` rows (1 column)
 * to 30.
 */
function checkSize(size: RandomSize, minRows: number): void {
  const ok = (v: number, min: number) => Number.isInteger(v) && v >= min && v <= 30;
  if (!ok(size.rows, minRows) || !ok(size.cols, 1)) {
    throw new RangeError(
      `random boards: the largest size must be ${minRows}..30 rows by 1..30 columns, ` +
        `got ${size.rows}x${size.cols}`,
    );
  }
}

/** Border flags for a rows × cols grid cut from two roll layers `stride` columns wide. */
function cutBorders(
  rows: number,
  cols: number,
  density: number,
  vertical: readonly number[],
  horizontal: readonly number[],
  stride: number,
): { vertical: Uint8Array; horizontal: Uint8Array } {
  const v = new Uint8Array(rows * (cols - 1));
  const h = new Uint8Array((rows - 1) * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const roll = r * stride + c;
      if (c < cols - 1) v[r * (cols - 1) + c] = vertical[roll]! < density ? 1 : 0;
      if (r < rows - 1) h[r * cols + c] = horizontal[roll]! < density ? 1 : 0;
    }
  }
  return { vertical: v, horizontal: h };
}

const clueArb: fc.Arbitrary<StostoneClue> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constant("?" as const) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 6 }) },
);

/**
 * Random Stostone boards: 2, 4 or 6 rows × 2..6 columns (up to `size`, even rows, when
 * given), random rooms (border density 0..45 %), each room's clue drawn from none /
 * `?` / 0..6, and a rule (`rule` when given, else any of the four). Throws `RangeError`
 * for a `size` below 2 rows or beyond 30.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { stostoneCases } from "./arbitraries.ts";
 * const [item] = fc.sample(stostoneCases(), { seed: 1, numRuns: 1 });
 * assert.ok(item!.board.genre === "stostone" && item!.board.rows % 2 === 0);
 * ```
 */
export function stostoneCases(
  rule?: RuleChoice,
  size: RandomSize = DEFAULT_RANDOM_SIZE,
): fc.Arbitrary<BoardCase> {
  checkSize(size, 2);
  const layer = size.rows * size.cols;
  return sizedRecord(size, true, Math.min(2, size.cols), {
    density: fc.integer({ min: 0, max: 45 }),
    vertical: rolls(layer),
    horizontal: rolls(layer),
    clues: fc.array(clueArb, { minLength: layer, maxLength: layer }),
    rule: ruleArb("stostone", STOSTONE_RULES, rule),
  }).map((g) => {
    const grid = { rows: g.rows, cols: g.cols };
    const stride = size.cols;
    const borders = cutBorders(g.rows, g.cols, g.density, g.vertical, g.horizontal, stride);
    const rooms = stostoneBoard(grid, borders).clueCell;
    const clues = rooms.map((cell) => {
      const r = Math.floor(cell / g.cols);
      return g.clues[r * stride + (cell % g.cols)] ?? null;
    });
    const board = stostoneBoard(grid, borders, clues);
    return { board, url: encodeUrl(board), rule: g.rule as Rule, source: "random" };
  });
}

/**
 * Random Dosun-Fuwari boards: 1..6 × 1..6 (up to `size` when given), black cells
 * (density 0..30 %), random rooms (border density 0..45 %), and a rule (`rule` when
 * given, else either). Throws `RangeError` for a `size` beyond 30.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { dosunFuwariCases } from "./arbitraries.ts";
 * const [item] = fc.sample(dosunFuwariCases("loose"), { seed: 1, numRuns: 1 });
 * assert.ok(item!.board.genre === "dosun-fuwari" && item!.rule === "loose");
 * ```
 */
export function dosunFuwariCases(
  rule?: RuleChoice,
  size: RandomSize = DEFAULT_RANDOM_SIZE,
): fc.Arbitrary<BoardCase> {
  checkSize(size, 1);
  const layer = size.rows * size.cols;
  const stride = size.cols;
  return sizedRecord(size, false, 1, {
    blackDensity: fc.integer({ min: 0, max: 30 }),
    black: rolls(layer),
    density: fc.integer({ min: 0, max: 45 }),
    vertical: rolls(layer),
    horizontal: rolls(layer),
    rule: ruleArb("dosun-fuwari", DOSUN_FUWARI_RULES, rule),
  }).map((g) => {
    const black = new Uint8Array(g.rows * g.cols);
    for (let r = 0; r < g.rows; r++) {
      for (let c = 0; c < g.cols; c++) {
        black[r * g.cols + c] = g.black[r * stride + c]! < g.blackDensity ? 1 : 0;
      }
    }
    const borders = cutBorders(g.rows, g.cols, g.density, g.vertical, g.horizontal, stride);
    const board = dosunFuwariBoard({ rows: g.rows, cols: g.cols }, black, borders);
    return { board, url: encodeUrl(board), rule: g.rule as Rule, source: "random" };
  });
}

/**
 * The random-board arbitrary for a genre, boards up to `size` (default 6×6); `rule`,
 * when given, must be or include one of the genre's settings (throws `RangeError`
 * otherwise).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { randomCases } from "./arbitraries.ts";
 * const items = fc.sample(randomCases("dosun-fuwari"), { seed: 7, numRuns: 5 });
 * assert.ok(items.every((i) => i.board.genre === "dosun-fuwari"));
 * ```
 */
export function randomCases(
  genre: Genre,
  rule?: RuleChoice,
  size: RandomSize = DEFAULT_RANDOM_SIZE,
): fc.Arbitrary<BoardCase> {
  return genre === "stostone" ? stostoneCases(rule, size) : dosunFuwariCases(rule, size);
}
