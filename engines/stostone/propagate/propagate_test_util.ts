/**
 * Test-only helpers for the propagate engine's tests: the published boards of
 * `fixtures/external`, random small boards, and brute-force enumeration of grids
 * judged by the reference judge (the independent source of expected answers).
 *
 * @module
 */

import fc from "npm:fast-check";
import { decodeUrl } from "../../../core/formats/url.ts";
import { type ExternalPuzzle, loadExternal } from "../../../core/formats/boards_test_util.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import type { Geometry } from "./geometry.ts";
import type { StoneQuery } from "./stones.ts";

/** One board of `fixtures/external/stostone.external-collections.json`. */
export interface ExternalBoard {
  /** The entry's id. */
  readonly id: string;
  /** The decoded board. */
  readonly board: StostoneBoard;
  /** The listed verdict: "1 (unique)", ">=2" or "0 (no solution)". */
  readonly solutionCount: string;
  /** The listed solutions as 0/1 cells (up to 2, counted by an ASP model). */
  readonly solutions: Uint8Array[];
}

/**
 * The 39 published boards with their listed verdicts and solutions.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { externalBoards } from "./propagate_test_util.ts";
 * assert.ok(externalBoards().length === 39);
 * ```
 */
export function externalBoards(): ExternalBoard[] {
  const puzzles = loadExternal("stostone") as (ExternalPuzzle & { solution_count: string })[];
  return puzzles.map((p) => ({
    id: p.id,
    board: decodeUrl(p.pzprjs_url) as StostoneBoard,
    solutionCount: p.solution_count,
    solutions: (p.solutions ?? []).map((s) =>
      Uint8Array.from(s.grid.join(""), (ch) => (ch === "#" ? 1 : 0))
    ),
  }));
}

/**
 * Every grid of a size, or (balanced) every grid whose columns each hold rows/2
 * shaded cells: the only candidates under exact, convex and count.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { allGrids } from "./propagate_test_util.ts";
 * assert.ok([...allGrids(2, 2, true)].length === 4);
 * assert.ok([...allGrids(2, 2, false)].length === 16);
 * ```
 */
export function* allGrids(rows: number, cols: number, balanced: boolean): Generator<Uint8Array> {
  const n = rows * cols;
  if (!balanced) {
    for (let m = 0; m < 2 ** n; m++) {
      yield Uint8Array.from({ length: n }, (_, i) => Math.floor(m / 2 ** i) % 2);
    }
    return;
  }
  if (rows % 2 !== 0) return;
  const columns: number[] = [];
  for (let m = 0; m < 1 << rows; m++) {
    let count = 0;
    for (let r = 0; r < rows; r++) count += (m >> r) & 1;
    if (count === rows / 2) columns.push(m);
  }
  const pick = new Array<number>(cols).fill(0);
  for (;;) {
    const grid = new Uint8Array(n);
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < rows; r++) grid[r * cols + c] = (columns[pick[c]!]! >> r) & 1;
    }
    yield grid;
    let k = 0;
    while (k < cols && ++pick[k]! === columns.length) pick[k++] = 0;
    if (k === cols) return;
  }
}

/**
 * Every answer of a board under a rule, by judging every candidate grid with the
 * reference judge, as sorted strings of 0/1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { bruteForceAnswers } from "./propagate_test_util.ts";
 * const board = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
 * assert.ok(bruteForceAnswers(board, "exact").join() === "0011,1100");
 * ```
 */
export function bruteForceAnswers(board: StostoneBoard, rule: StostoneRule): string[] {
  const out: string[] = [];
  for (const grid of allGrids(board.rows, board.cols, rule !== "none")) {
    if (checkStostone(board, grid, rule).ok) out.push(grid.join(""));
  }
  return out.sort();
}

/** A board with a rule under which brute force stays small. */
export interface SmallCase {
  /** The board. */
  readonly board: StostoneBoard;
  /** The rule-4 setting. */
  readonly rule: StostoneRule;
}

const SIZES: readonly (readonly [number, number])[] = [
  [2, 2],
  [2, 3],
  [2, 5],
  [4, 2],
  [4, 3],
  [4, 4],
  [6, 2],
  [6, 3],
  [3, 3],
  [3, 4],
];

/**
 * Random small boards (even heights up to 6×3, 4×4 and 2×5; odd heights too) with
 * random borders, random clues (none, `?`, 0..5) and a random rule; "none" only on
 * boards of at most 12 cells, so brute force stays under 8,000 grids.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { arbSmallCase } from "./propagate_test_util.ts";
 * const [sample] = fc.sample(arbSmallCase, { numRuns: 1, seed: 3 });
 * assert.ok(sample!.board.rows <= 6);
 * ```
 */
export const arbSmallCase: fc.Arbitrary<SmallCase> = fc
  .record({
    size: fc.constantFrom(...SIZES),
    density: fc.integer({ min: 0, max: 100 }),
    rolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 60, maxLength: 60 }),
    clueRolls: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 24, maxLength: 24 }),
    rule: fc.constantFrom(...STOSTONE_RULES),
  })
  .map(({ size: [rows, cols], density, rolls, clueRolls, rule }) => {
    const vertical = Uint8Array.from(
      { length: rows * (cols - 1) },
      (_, i) => (rolls[i]! < density ? 1 : 0),
    );
    const horizontal = Uint8Array.from(
      { length: (rows - 1) * cols },
      (_, i) => (rolls[30 + i]! < density ? 1 : 0),
    );
    const bare = stostoneBoard({ rows, cols }, { vertical, horizontal });
    const clues: StostoneClue[] = bare.rooms.map((_, i) => {
      const roll = clueRolls[i]!;
      return roll < 3 ? null : roll < 5 ? "?" : roll - 5;
    });
    const board = stostoneBoard({ rows, cols }, { vertical, horizontal }, clues);
    const small = rows * cols <= 12;
    return { board, rule: rule === "none" && !small ? "exact" : rule };
  });

/**
 * Random rung switches (each on with probability about 2/3).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { arbRungs } from "./propagate_test_util.ts";
 * const [rungs] = fc.sample(arbRungs, { numRuns: 1, seed: 1 });
 * assert.ok(typeof rungs!.col === "boolean");
 * ```
 */
export const arbRungs: fc.Arbitrary<
  { col: boolean; clue: boolean; fit: boolean; drop: boolean; probe: boolean }
> = fc.record({
  col: fc.integer({ min: 0, max: 2 }).map((v) => v > 0),
  clue: fc.integer({ min: 0, max: 2 }).map((v) => v > 0),
  fit: fc.integer({ min: 0, max: 2 }).map((v) => v > 0),
  drop: fc.integer({ min: 0, max: 2 }).map((v) => v > 0),
  probe: fc.integer({ min: 0, max: 2 }).map((v) => v > 0),
});

/**
 * A grid as text rows ("#" shaded, "." not), top row first, for readable failures.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { gridText } from "./propagate_test_util.ts";
 * assert.ok(gridText(Uint8Array.from([1, 0, 0, 1]), 2) === "#./.#");
 * ```
 */
export function gridText(cells: ArrayLike<number>, cols: number): string {
  const rows: string[] = [];
  for (let start = 0; start < cells.length; start += cols) {
    rows.push(
      Array.from(
        { length: cols },
        (_, c) => (cells[start + c] === 1 ? "#" : cells[start + c] === 0 ? "." : "?"),
      ).join(""),
    );
  }
  return rows.join("/");
}

/** Bounds of {@link walledQueryFields}. */
export interface WalledQueryBounds {
  readonly maxRows: number;
  readonly minCols: number;
  readonly maxCols: number;
  /** Walls are drawn with odds up to this many in 100. */
  readonly maxDensity: number;
  readonly maxMinSize: number;
  readonly maxExtra: number;
  /** A cell is required with odds 1 in this. */
  readonly requiredOneIn: number;
}

/** A random board cut by walls ({@link wallsFromRolls}) and a stone query over it. */
export interface WalledCase {
  readonly rows: number;
  readonly cols: number;
  readonly density: number;
  readonly rolls: number[];
  readonly allowedRolls: number[];
  readonly requiredRolls: number[];
  readonly minSize: number;
  readonly extra: number;
  readonly columnCap: number;
}

/** fast-check fields of a {@link WalledCase}. */
export function walledQueryFields(
  b: WalledQueryBounds,
): { [K in keyof WalledCase]: fc.Arbitrary<WalledCase[K]> } {
  const cells = b.maxRows * b.maxCols;
  const rolls = (length: number, max: number) =>
    fc.array(fc.integer({ min: 0, max }), { minLength: length, maxLength: length });
  return {
    rows: fc.integer({ min: 1, max: b.maxRows }),
    cols: fc.integer({ min: b.minCols, max: b.maxCols }),
    density: fc.integer({ min: 0, max: b.maxDensity }),
    rolls: rolls(2 * cells, 99),
    allowedRolls: rolls(cells, 9),
    requiredRolls: rolls(cells, b.requiredOneIn - 1),
    minSize: fc.integer({ min: 1, max: b.maxMinSize }),
    extra: fc.integer({ min: 0, max: b.maxExtra }),
    columnCap: fc.integer({ min: 1, max: b.maxRows }),
  };
}

/**
 * Rooms cut by walls drawn from `rolls`: a wall where a roll is below `density` (0–99),
 * the vertical walls from the first half of `rolls`, the horizontal ones from the second.
 */
export function wallsFromRolls(
  rows: number,
  cols: number,
  density: number,
  rolls: readonly number[],
): StostoneBoard {
  const half = rolls.length >> 1;
  const vertical = Uint8Array.from(
    { length: rows * (cols - 1) },
    (_, i) => (rolls[i]! < density ? 1 : 0),
  );
  const horizontal = Uint8Array.from(
    { length: (rows - 1) * cols },
    (_, i) => (rolls[half + i]! < density ? 1 : 0),
  );
  return stostoneBoard({ rows, cols }, { vertical, horizontal });
}

/**
 * The stone query of a {@link WalledCase} in `room`. With `settled`, a cell is allowed
 * when its roll says so and an allowed cell of the room is required when its roll says
 * so; without, every cell is allowed and none required.
 */
export function walledQuery(
  c: WalledCase,
  geo: Geometry,
  room: number,
  o: {
    settled: boolean;
    holeFree: boolean;
    maxStones: number;
    maxSteps: number;
  },
): StoneQuery {
  const allowed = new Uint8Array(geo.n).fill(1);
  const required: number[] = [];
  for (let x = 0; x < geo.n && o.settled; x++) {
    allowed[x] = c.allowedRolls[x]! < 8 ? 1 : 0;
    if (geo.roomOf[x] === room && allowed[x] === 1 && c.requiredRolls[x]! === 0) required.push(x);
  }
  return {
    allowed,
    required: Int32Array.from(required),
    requiredCount: required.length,
    minSize: c.minSize,
    maxSize: c.minSize + c.extra,
    holeFree: o.holeFree,
    columnCap: c.columnCap,
    maxStones: o.maxStones,
    maxSteps: o.maxSteps,
  };
}
