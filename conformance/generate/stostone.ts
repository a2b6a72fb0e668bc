/**
 * The Stostone board generator, backwards as the write-up describes: draw a legal
 * answer by lifting pieces of a packed bottom half (stostone_stones.ts), grow one
 * region around every stone, then buy numbers adversarially until the exact rule
 * leaves one answer. When even a number in every region cannot pin the answer, the
 * region map is redrawn: that is the generator's filter, and it can be switched off
 * (claim S-K6 measures the clue language on unfiltered maps).
 *
 * Deterministic: everything random comes from one {@link rngFromSeed} stream, the
 * uniqueness checks use the propagate engine with a work budget (no clocks), and
 * every list is walked in a fixed order.
 *
 * @module
 */

import { type GridSize, neighbours } from "../../core/grid.ts";
import { type Rng, rngFromSeed } from "../../core/rng.ts";
import {
  STOSTONE_RULE,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
} from "../../core/stostone/board.ts";
import { solve } from "../../engines/stostone/propagate/mod.ts";
import { bordersFromLabels } from "../../core/grid.ts";
import { drawStones, type LiftedStones } from "./stostone_stones.ts";

/** Parameters of {@link generateStostone}. */
export interface StostoneGeneratorOptions {
  /** Rows: even, at least 2. */
  readonly rows: number;
  /** Columns, at least 1. */
  readonly cols: number;
  /** The piece size aimed at when cutting the packed half (write-up: 2, 3, 4). */
  readonly stoneSize: number;
  /** Seed of the whole run. */
  readonly seed: number;
  /**
   * Redraw the region map until a number in every region pins the answer (default
   * true). With false the first map whose uniqueness the engine can decide is
   * returned either way, carrying every number when they do not pin the answer.
   */
  readonly filter?: boolean;
  /** Work budget of each propagate-engine solve (default {@link DEFAULT_SOLVE_BUDGET}). */
  readonly budget?: number;
  /** Stone draws before giving up with an `Error` (default 1000). */
  readonly maxDraws?: number;
  /** Region maps tried per stone draw before the stones are redrawn (default 10). */
  readonly mapsPerDraw?: number;
  /** Lift values tried per stone draw (default 20,000). */
  readonly liftBudget?: number;
  /** Answer cap when counting the answers every number leaves (default 100). */
  readonly countCap?: number;
  /**
   * Work budget of that count (default 4 × `budget`). Listing many answers costs far
   * more than finding two; when it runs out the count is a lower bound.
   */
  readonly countBudget?: number;
}

/** What the generator did and what it made; enough for claims S-U12, S-K4..S-K7. */
export interface StostoneGeneratorStats {
  /** Stone draws (pack, cut, lift), including the ones thrown away. */
  readonly draws: number;
  /** Draws thrown away because the column-order constraints had a cycle. */
  readonly cycles: number;
  /** Draws thrown away because no lift set was found within the lift budget. */
  readonly liftFailures: number;
  /** Lift values refused or undone, summed over every draw. */
  readonly liftBacktracks: number;
  /** Region maps drawn, summed over every draw. */
  readonly regionDraws: number;
  /** Region maps not pinned by every number (redrawn when filtering). */
  readonly unpinnableMaps: number;
  /** Region maps given up because a solve ran out of budget. */
  readonly budgetStops: number;
  /** Propagate-engine solves run. */
  readonly solves: number;
  /** Search nodes over all of them. */
  readonly solverNodes: number;
  /** Regions (= stones) on the board. */
  readonly rooms: number;
  /** Numbers on the returned board. */
  readonly numbersGiven: number;
  /** Whether a number in every region pins the answer (always true when filtering). */
  readonly pinnedByAllNumbers: boolean;
  /** Answers with every number given, capped at `countCap` (1 when pinned). */
  readonly answersWithAllNumbers: number;
  /** False when that count hit the cap or the budget, so it is a lower bound. */
  readonly answersWithAllNumbersComplete: boolean;
  /** Per stone of the answer, its size, in region order (the board's room ids). */
  readonly stoneSizes: readonly number[];
  /** Per stone of the answer, how far it falls, in the same order. */
  readonly falls: readonly number[];
}

/** A generated board, its answer and how it was made. */
export interface GeneratedStostone {
  /** The board; unique under exact when `stats.pinnedByAllNumbers` is true. */
  readonly board: StostoneBoard;
  /** The answer the generator lifted. */
  readonly answer: Uint8Array;
  /** See {@link StostoneGeneratorStats}. */
  readonly stats: StostoneGeneratorStats;
}

/** The default work budget of one uniqueness check. */
export const DEFAULT_SOLVE_BUDGET = 5_000_000;

/**
 * Grows one region around every stone: repeatedly a random unassigned cell next to
 * a region joins the region of a random such neighbour. Returns the label of every
 * cell (the stone's index). Stones must not touch and every cell must be reachable
 * from some stone (true on a grid with at least one stone).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { growRegions } from "./stostone.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * // 2×2 with stones at cells 2 and 1: every cell gets a label.
 * const labels = growRegions({ rows: 2, cols: 2 }, [[2], [1]], rngFromSeed(5));
 * assert.ok(labels[2] === 0 && labels[1] === 1 && !labels.includes(-1));
 * ```
 */
export function growRegions(
  size: GridSize,
  stones: readonly (readonly number[])[],
  rng: Rng,
): Int32Array {
  const labels = new Int32Array(size.rows * size.cols).fill(-1);
  stones.forEach((cells, id) => cells.forEach((cell) => labels[cell] = id));
  for (;;) {
    const frontier: number[] = [];
    for (let cell = 0; cell < labels.length; cell++) {
      if (labels[cell] !== -1) continue;
      if (neighbours(size, cell).some((nb) => labels[nb] !== -1)) frontier.push(cell);
    }
    if (frontier.length === 0) break;
    const cell = rng.pick(frontier);
    const from = neighbours(size, cell).filter((nb) => labels[nb] !== -1);
    labels[cell] = labels[rng.pick(from)]!;
  }
  const stray = labels.indexOf(-1);
  if (stray >= 0) throw new RangeError(`growRegions: cell ${stray} is reachable from no stone`);
  return labels;
}

/** Per room of the board, how many shaded cells it holds in `answer`. */
function sizesByRoom(board: StostoneBoard, answer: Uint8Array): number[] {
  return board.rooms.map((cells) => cells.reduce((n, cell) => n + answer[cell]!, 0));
}

function sameAnswer(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Running totals shared by the steps of one generator run. */
interface Tally {
  solves: number;
  solverNodes: number;
}

/** How a region map came out of {@link pinMap}. */
type Pinning =
  | { kind: "pinned"; board: StostoneBoard }
  | { kind: "unpinnable"; full: StostoneBoard; answers: number; complete: boolean }
  | { kind: "budget" };

/**
 * One propagate-engine solve under exact, tallied. Version 1 of this generator records
 * its boards by seed, and which second answer a search meets first decides which number
 * is bought next: so it keeps the engine's depth-first search (`learn: false`), the one
 * its recorded boards were made with, and they regenerate byte for byte.
 */
function solveExact(board: StostoneBoard, cap: number, budget: number, tally: Tally) {
  const result = solve(board, { rule: STOSTONE_RULE.exact, cap, budget, learn: false });
  tally.solves++;
  tally.solverNodes += result.stats.nodes;
  return result;
}

/**
 * Decides whether a number in every region pins `answer` and, when it does, buys
 * numbers adversarially until the exact rule leaves only `answer`: solve with cap 2;
 * while a second answer exists, reveal the number of a random region whose stone
 * size differs between that answer and ours. The all-numbers check comes first
 * because most maps fail it, and one solve settles that; `count` gives the cap and
 * budget of that solve (answers beyond 2 are only counted when someone wants them).
 */
function pinMap(
  size: GridSize,
  labels: Int32Array,
  answer: Uint8Array,
  rng: Rng,
  budget: number,
  count: { cap: number; budget: number },
  tally: Tally,
): Pinning {
  const borders = bordersFromLabels(size, labels);
  let board = stostoneBoard(size, borders);
  const ours = sizesByRoom(board, answer);
  const full = stostoneBoard(size, borders, ours);
  const all = solveExact(full, count.cap, count.budget, tally);
  if (all.answers.some((a) => !sameAnswer(a, answer))) {
    return { kind: "unpinnable", full, answers: all.answers.length, complete: all.complete };
  }
  if (!all.complete) return { kind: "budget" };
  if (all.answers.length !== 1) {
    throw new Error("generateStostone: the engine lost the lifted answer (engine bug?)");
  }
  const clues: StostoneClue[] = board.rooms.map(() => null);
  for (;;) {
    const result = solveExact(board, 2, budget, tally);
    const others = result.answers.filter((a) => !sameAnswer(a, answer));
    if (others.length === 0) {
      return result.complete ? { kind: "pinned", board } : { kind: "budget" };
    }
    const differing: number[] = [];
    for (const other of others) {
      sizesByRoom(board, other).forEach((n, room) => {
        if (n !== ours[room] && !differing.includes(room)) differing.push(room);
      });
    }
    // Every number pins the answer, so some region must tell the answers apart.
    const room = rng.pick(differing.sort((a, b) => a - b));
    clues[room] = ours[room]!;
    board = stostoneBoard(size, borders, clues);
  }
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`generateStostone: ${name} must be a whole number >= 1, got ${value}`);
  }
  return value;
}

/**
 * Generates a Stostone board backwards (module header). With `filter` on (the
 * default) the board is unique under exact and `answer` is its answer; with it off
 * the board may instead carry every number and still have several answers, which
 * `stats.pinnedByAllNumbers` and `stats.answersWithAllNumbers` report.
 *
 * Throws `RangeError` for odd rows, bad sizes or bad options, and `Error` when
 * `maxDraws` stone draws produce no board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { generateStostone } from "./stostone.ts";
 * const { board, answer, stats } = generateStostone({ rows: 4, cols: 4, stoneSize: 2, seed: 7 });
 * assert.ok(board.rooms.length === stats.rooms && answer.length === 16);
 * assert.ok(stats.pinnedByAllNumbers && stats.answersWithAllNumbers === 1);
 * ```
 */
export function generateStostone(options: StostoneGeneratorOptions): GeneratedStostone {
  const { rows, cols, stoneSize, seed, filter = true } = options;
  const budget = options.budget ?? DEFAULT_SOLVE_BUDGET;
  if (!(budget >= 1)) throw new RangeError(`generateStostone: budget must be >= 1, got ${budget}`);
  const maxDraws = positiveInteger("maxDraws", options.maxDraws ?? 1000);
  const mapsPerDraw = positiveInteger("mapsPerDraw", options.mapsPerDraw ?? 10);
  const liftBudget = positiveInteger("liftBudget", options.liftBudget ?? 20_000);
  const answersCap = positiveInteger("countCap", options.countCap ?? 100);
  const countBudget = options.countBudget ?? 4 * budget;
  if (!(countBudget >= 1)) {
    throw new RangeError(`generateStostone: countBudget must be >= 1, got ${countBudget}`);
  }
  // Answers beyond the second are only worth counting when the map is handed back.
  const count = filter ? { cap: 2, budget } : { cap: answersCap, budget: countBudget };
  const size = { rows, cols };
  const rng = rngFromSeed(seed);
  const tally: Tally = { solves: 0, solverNodes: 0 };
  let draws = 0, cycles = 0, liftFailures = 0, liftBacktracks = 0;
  let regionDraws = 0, unpinnableMaps = 0, budgetStops = 0;

  const finish = (
    board: StostoneBoard,
    stones: LiftedStones,
    pinned: boolean,
    answers: number,
    answersComplete: boolean,
  ): GeneratedStostone => {
    // Report stones in the board's room order, so sizes line up with board.clues.
    const byRoom = board.rooms.map((_, room) =>
      stones.stones.findIndex((cells) => board.roomOf[cells[0]!] === room)
    );
    return {
      board,
      answer: stones.answer,
      stats: {
        draws,
        cycles,
        liftFailures,
        liftBacktracks,
        regionDraws,
        unpinnableMaps,
        budgetStops,
        solves: tally.solves,
        solverNodes: tally.solverNodes,
        rooms: board.rooms.length,
        numbersGiven: board.clues.filter((c) => c !== null).length,
        pinnedByAllNumbers: pinned,
        answersWithAllNumbers: answers,
        answersWithAllNumbersComplete: answersComplete,
        stoneSizes: byRoom.map((i) => stones.stones[i]!.length),
        falls: byRoom.map((i) => stones.falls[i]!),
      },
    };
  };

  while (draws < maxDraws) {
    draws++;
    const draw = drawStones(size, stoneSize, rng, liftBudget);
    liftBacktracks += draw.backtracks;
    if (draw.stones === null) {
      if (draw.failure === "cycle") cycles++;
      else liftFailures++;
      continue;
    }
    const stones = draw.stones;
    for (let map = 0; map < mapsPerDraw; map++) {
      regionDraws++;
      const labels = growRegions(size, stones.stones, rng);
      const outcome = pinMap(size, labels, stones.answer, rng, budget, count, tally);
      if (outcome.kind === "pinned") return finish(outcome.board, stones, true, 1, true);
      if (outcome.kind === "budget") {
        budgetStops++;
        continue;
      }
      unpinnableMaps++;
      // Filter off: hand back the map with every number, and how many answers remain.
      if (!filter) return finish(outcome.full, stones, false, outcome.answers, outcome.complete);
    }
  }
  throw new Error(
    `generateStostone: no board after ${maxDraws} draws (rows=${rows} cols=${cols} ` +
      `stoneSize=${stoneSize} seed=${seed}; ${cycles} cycles, ${liftFailures} lift failures, ` +
      `${unpinnableMaps} unpinnable maps, ${budgetStops} budget stops)`,
  );
}
