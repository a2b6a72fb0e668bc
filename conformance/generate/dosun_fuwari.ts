/**
 * The Dosun-Fuwari board generator, as the write-up's "The dial is the number of
 * starved rooms" describes. Black cells are drawn at a density; the trivial board
 * has one room per vertical run (always unique: every run-top a balloon, every
 * run-bottom an iron ball, never a puzzle); then rooms are starved one at a time: a
 * run's top cell is handed to a horizontally neighbouring room, so the run's room
 * keeps the rest of its run, owns no run-top any more, and must stack its balloon
 * under a balloon of another room. A move is kept only when the board stays unique
 * under the official reading (the propagate engine, cap 2).
 *
 * Why only starving: a board with no starved room has exactly ∏T_i · ∏B_i answers
 * (claim D-U4), so every unique board without one is the trivial puzzle.
 *
 * What the uniqueness check actually rejects: with these moves a board never has two
 * answers. A starved room is the rest of one run, so its balloon must sit right under
 * the run-top it gave away, which pins the receiving room's balloon to that cell;
 * every other room's balloon must be its own run-top and every iron ball its room's
 * run-bottom. So a move either keeps the board unique or leaves it with no answer:
 * when the starved room keeps a single cell (a run of two), or when a room receives a
 * second run-top and would need two balloons. The tests check this on drawn boards.
 *
 * Runs of length 1 are turned black after the draw: their one cell could hold a
 * balloon or an iron ball but not both, so the trivial board would have no answer,
 * and such a run cannot be starved (nothing would remain).
 *
 * Deterministic: one {@link rngFromSeed} stream, node-count budgets, fixed orders.
 *
 * @module
 */

import { type GridSize, MAX_SIDE } from "../../core/grid.ts";
import { type Rng, rngFromSeed } from "../../core/rng.ts";
import {
  DOSUN_FUWARI_RULE,
  type DosunFuwariBoard,
  dosunFuwariBoard,
} from "../../core/dosun_fuwari/board.ts";
import { verticalRuns } from "../../core/dosun_fuwari/runs.ts";
import { solve } from "../../engines/dosun_fuwari/propagate/mod.ts";
import { bordersFromLabels } from "../../core/grid.ts";
import { labelConnected } from "./labels.ts";

/** The default work budget of one uniqueness check. */
export const DEFAULT_SOLVE_BUDGET = 5_000_000;

/** The chance a cell is drawn black when `generate` is given no `--density`. */
export const DEFAULT_DENSITY = 0.15;

/**
 * The starved rooms aimed at when `generate` is given no `--starved`: about one per 24
 * cells, at least one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultStarved } from "./dosun_fuwari.ts";
 * assert.equal(defaultStarved(8, 8), 3);
 * assert.equal(defaultStarved(12, 12), 6);
 * assert.equal(defaultStarved(2, 2), 1); // 4 cells: still one
 * ```
 */
export function defaultStarved(rows: number, cols: number): number {
  return Math.max(1, Math.round(rows * cols / 24));
}

/** Parameters of {@link drawStarvedBoard}. */
export interface DosunFuwariDrawOptions {
  /** Rows, 1..100. */
  readonly rows: number;
  /** Columns, 1..100. */
  readonly cols: number;
  /** Chance that a cell is drawn black, in [0, 1) (`generate`'s: {@link DEFAULT_DENSITY}). */
  readonly density: number;
  /** Starved rooms aimed at (`generate`'s: {@link defaultStarved}). */
  readonly starved: number;
  /** Seed of the whole run. */
  readonly seed: number;
}

/** Parameters of {@link generateDosunFuwari}. */
export interface DosunFuwariGeneratorOptions extends DosunFuwariDrawOptions {
  /** Work budget of each propagate-engine solve (default {@link DEFAULT_SOLVE_BUDGET}). */
  readonly budget?: number;
  /** Starving moves checked for uniqueness before giving up on the aim (default 200). */
  readonly maxTries?: number;
}

/** Why the generator stopped starving rooms. */
export type StopReason = "target" | "tries" | "no-move";

/** What {@link generateDosunFuwari} did; enough for claims D-K1, D-K5. */
export interface DosunFuwariGeneratorStats {
  /** Starved rooms on the returned board. */
  readonly starved: number;
  /** Starved rooms aimed at. */
  readonly target: number;
  /** Why starving stopped: aim reached, tries used up, or no legal move left. */
  readonly stoppedBy: StopReason;
  /** Vertical runs (= rooms of the trivial board). */
  readonly runs: number;
  /** Rooms on the returned board (= runs: a move never adds or removes a room). */
  readonly rooms: number;
  /** Black cells, including the length-1 runs turned black. */
  readonly blackCells: number;
  /** Length-1 runs turned black. */
  readonly blackened: number;
  /** log10 of ∏ (L+1)(L+2)/2 over the runs: the placements before a room is read. */
  readonly placementsLog10: number;
  /** Starving moves checked for uniqueness. */
  readonly tries: number;
  /**
   * Moves rejected because the board was left with no answer. (Every rejection
   * measured so far is of this kind: a starved room keeps a single cell, or one room
   * receives two run-tops and would need two balloons.)
   */
  readonly rejectedNoAnswer: number;
  /** Moves rejected because the board was left with two or more answers. */
  readonly rejectedMultiple: number;
  /** Moves rejected because the engine ran out of budget. */
  readonly budgetStops: number;
  /**
   * Per level k (index k − 1): moves tried that would make k starved rooms, and how
   * many of them left the board unique. The generator's own dial (D-K1's shape).
   */
  readonly triedByLevel: readonly number[];
  /** See `triedByLevel`. */
  readonly uniqueByLevel: readonly number[];
  /** Propagate-engine solves run. */
  readonly solves: number;
  /** Search nodes over all of them. */
  readonly solverNodes: number;
}

/** A generated board, its answer and how it was made. */
export interface GeneratedDosunFuwari {
  /** The board: unique under the official reading. */
  readonly board: DosunFuwariBoard;
  /** Its one answer. */
  readonly answer: Uint8Array;
  /** See {@link DosunFuwariGeneratorStats}. */
  readonly stats: DosunFuwariGeneratorStats;
}

/** Per room, how many run-tops and run-bottoms it holds. */
export interface TopsBottoms {
  /** T_i: run-tops in room i (room ids as on the board). */
  readonly tops: readonly number[];
  /** B_i: run-bottoms in room i. */
  readonly bottoms: readonly number[];
}

/**
 * How many run-tops and run-bottoms every room holds: the T_i and B_i of the
 * write-up's ∏T_i · ∏B_i (claim D-U4). A one-cell run's cell is both.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runTopsBottoms } from "./dosun_fuwari.ts";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * // 2×2 without borders: one room holding both runs' tops and bottoms.
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(2),
 *   horizontal: new Uint8Array(2),
 * });
 * const { tops, bottoms } = runTopsBottoms(board);
 * assert.ok(tops.join() === "2" && bottoms.join() === "2");
 * ```
 */
export function runTopsBottoms(board: DosunFuwariBoard): TopsBottoms {
  const tops = board.rooms.map(() => 0);
  const bottoms = board.rooms.map(() => 0);
  for (const run of verticalRuns(board)) {
    tops[board.roomOf[run[0]!]!]!++;
    bottoms[board.roomOf[run[run.length - 1]!]!]!++;
  }
  return { tops, bottoms };
}

/**
 * The rooms that hold no run-top, ascending: their balloon must hang under a
 * balloon of another room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { starvedRooms } from "./dosun_fuwari.ts";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * // 2×2: room 0 = the top row, room 1 = the bottom row, which owns no run-top.
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(2),
 *   horizontal: new Uint8Array([1, 1]),
 * });
 * assert.ok(starvedRooms(board).join() === "1");
 * ```
 */
export function starvedRooms(board: DosunFuwariBoard): number[] {
  return runTopsBottoms(board).tops.flatMap((n, room) => (n === 0 ? [room] : []));
}

/** A board under construction: black cells, runs, and each white cell's room label. */
interface Draft {
  readonly size: GridSize;
  readonly black: Uint8Array;
  /** Per cell, its run's index (−1 on black). */
  readonly runOf: Int32Array;
  /** Per run, its cells top to bottom. */
  readonly runs: readonly (readonly number[])[];
  /** Per cell, its room label (−1 on black); the trivial board labels rooms by run. */
  readonly labels: Int32Array;
}

/**
 * Black cells at `density`, with every run of length 1 turned black (module header),
 * and the trivial board's labels: one room per vertical run.
 */
function drawDraft(size: GridSize, density: number, rng: Rng): Draft & { blackened: number } {
  const { rows, cols } = size;
  const black = new Uint8Array(rows * cols);
  for (let cell = 0; cell < black.length; cell++) black[cell] = rng.next() < density ? 1 : 0;
  let blackened = 0;
  for (let cell = 0; cell < black.length; cell++) {
    if (black[cell]) continue;
    const above = cell < cols || black[cell - cols] === 1;
    const below = cell >= (rows - 1) * cols || black[cell + cols] === 1;
    if (above && below) {
      black[cell] = 1;
      blackened++;
    }
  }
  const plain = dosunFuwariBoard(size, black, {
    vertical: new Uint8Array(rows * (cols - 1)),
    horizontal: new Uint8Array((rows - 1) * cols),
  });
  const runs = verticalRuns(plain);
  const runOf = new Int32Array(rows * cols).fill(-1);
  runs.forEach((cells, run) => cells.forEach((cell) => runOf[cell] = run));
  return { size, black, runOf, runs, labels: Int32Array.from(runOf), blackened };
}

function boardOf(draft: Draft): DosunFuwariBoard {
  return dosunFuwariBoard(draft.size, draft.black, bordersFromLabels(draft.size, draft.labels));
}

/** Run-tops per label. */
function topsByLabel(draft: Draft): Map<number, number> {
  const tops = new Map<number, number>();
  for (const run of draft.runs) {
    const label = draft.labels[run[0]!]!;
    tops.set(label, (tops.get(label) ?? 0) + 1);
  }
  return tops;
}

/** A starving move: hand run-top `cell` to the room labelled `to`. */
interface Move {
  readonly cell: number;
  readonly to: number;
}

/**
 * Which starving moves a draw may make. `any`: the generator's moves (below). `live`:
 * only those that leave the board an answer: the run has at least three cells (the
 * room left behind needs one cell for its balloon, hung under the top it gave away,
 * and another for its iron ball) and the receiving room holds only its own run-top (a
 * second given top would need a second balloon). The header's argument then leaves
 * exactly one answer.
 */
export type StarvingMoveSet = "any" | "live";

/**
 * Every move that starves one more room, in cell order: a run-top of a run of at
 * least two cells, alone in its room as a run-top, handed to a horizontal neighbour's
 * room that is not starved, leaving the giving room connected. The receiving room
 * stays connected because the cell touches it. `live` narrows them (see
 * {@link StarvingMoveSet}).
 */
function starvingMoves(draft: Draft, set: StarvingMoveSet = "any"): Move[] {
  const { size, labels, runs } = draft;
  const tops = topsByLabel(draft);
  const moves: Move[] = [];
  const shortest = set === "live" ? 3 : 2;
  for (const run of runs) {
    if (run.length < shortest) continue;
    const cell = run[0]!;
    const from = labels[cell]!;
    if (tops.get(from) !== 1) continue;
    const c = cell % size.cols;
    const targets: number[] = [];
    for (const nb of [c > 0 ? cell - 1 : -1, c < size.cols - 1 ? cell + 1 : -1]) {
      if (nb < 0 || draft.black[nb]) continue;
      const to = labels[nb]!;
      if (to === from || !tops.has(to) || targets.includes(to)) continue;
      if (set === "live" && tops.get(to) !== 1) continue;
      targets.push(to);
    }
    if (targets.length === 0 || !labelConnected(size, labels, from, cell)) continue;
    for (const to of targets) moves.push({ cell, to });
  }
  return moves;
}

/** One propagate-engine solve under official with cap 2: the answer when unique. */
function uniqueAnswer(
  board: DosunFuwariBoard,
  budget: number,
  tally: { solves: number; solverNodes: number },
): Uint8Array | "none" | "multiple" | "budget" {
  const result = solve(board, { rule: DOSUN_FUWARI_RULE.official, cap: 2, budget });
  tally.solves++;
  tally.solverNodes += result.stats.nodes;
  if (result.answers.length === 1 && result.complete) return result.answers[0]!;
  if (result.answers.length >= 2) return "multiple";
  return result.complete ? "none" : "budget";
}

function assertOptions(o: DosunFuwariDrawOptions & { maxTries?: number; budget?: number }): void {
  for (const key of ["rows", "cols"] as const) {
    if (!Number.isInteger(o[key]) || o[key] < 1 || o[key] > MAX_SIDE) {
      throw new RangeError(
        `generateDosunFuwari: ${key} must be a whole number from 1 to ${MAX_SIDE}, got ${o[key]}`,
      );
    }
  }
  if (!(o.density >= 0 && o.density < 1)) {
    throw new RangeError(`generateDosunFuwari: density must be in [0, 1), got ${o.density}`);
  }
  if (!Number.isInteger(o.starved) || o.starved < 0) {
    throw new RangeError(
      `generateDosunFuwari: starved must be a whole number >= 0, got ${o.starved}`,
    );
  }
  if (o.maxTries !== undefined && (!Number.isInteger(o.maxTries) || o.maxTries < 0)) {
    throw new RangeError(
      `generateDosunFuwari: maxTries must be a whole number >= 0, got ${o.maxTries}`,
    );
  }
  if (o.budget !== undefined && !(o.budget >= 1)) {
    throw new RangeError(`generateDosunFuwari: budget must be >= 1, got ${o.budget}`);
  }
}

/**
 * Generates a unique Dosun-Fuwari board by starving rooms of the trivial board
 * (module header), aiming at `starved` starved rooms; `stats.starved` says how many
 * it reached and `stats.stoppedBy` why it stopped. Throws `RangeError` for bad
 * options, and `Error` if the trivial board is not unique (it always is: claim D-U6).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { generateDosunFuwari } from "./dosun_fuwari.ts";
 * const { board, answer, stats } = generateDosunFuwari({
 *   rows: 6, cols: 6, density: 0.1, starved: 1, seed: 3,
 * });
 * assert.ok(stats.starved <= 1 && board.rooms.length === stats.runs);
 * assert.ok(answer.length === 36);
 * ```
 */
export function generateDosunFuwari(options: DosunFuwariGeneratorOptions): GeneratedDosunFuwari {
  assertOptions(options);
  const { rows, cols, density, starved: target, seed } = options;
  const budget = options.budget ?? DEFAULT_SOLVE_BUDGET;
  const maxTries = options.maxTries ?? 200;
  const rng = rngFromSeed(seed);
  const draft = drawDraft({ rows, cols }, density, rng);
  const tally = { solves: 0, solverNodes: 0 };
  const trivial = uniqueAnswer(boardOf(draft), budget, tally);
  if (!(trivial instanceof Uint8Array)) {
    throw new Error(
      `generateDosunFuwari: the trivial board is not unique (${trivial}; seed ${seed})`,
    );
  }
  let answer = trivial;
  let starved = 0;
  let tries = 0, rejectedNoAnswer = 0, rejectedMultiple = 0, budgetStops = 0;
  const triedByLevel: number[] = [];
  const uniqueByLevel: number[] = [];
  let stoppedBy: StopReason = "target";
  while (starved < target) {
    const moves = rng.shuffle(starvingMoves(draft));
    let kept = false;
    let outOfTries = false;
    for (const move of moves) {
      if (tries >= maxTries) {
        outOfTries = true;
        break;
      }
      tries++;
      triedByLevel[starved] = (triedByLevel[starved] ?? 0) + 1;
      uniqueByLevel[starved] ??= 0;
      const was = draft.labels[move.cell]!;
      draft.labels[move.cell] = move.to;
      const verdict = uniqueAnswer(boardOf(draft), budget, tally);
      if (verdict instanceof Uint8Array) {
        uniqueByLevel[starved]!++;
        answer = verdict;
        kept = true;
        break;
      }
      draft.labels[move.cell] = was;
      if (verdict === "budget") budgetStops++;
      else if (verdict === "none") rejectedNoAnswer++;
      else rejectedMultiple++;
    }
    if (!kept) {
      stoppedBy = outOfTries ? "tries" : "no-move";
      break;
    }
    starved++;
  }
  const board = boardOf(draft);
  const placementsLog10 = draft.runs.reduce(
    (sum, run) => sum + Math.log10(((run.length + 1) * (run.length + 2)) / 2),
    0,
  );
  return {
    board,
    answer,
    stats: {
      starved: starvedRooms(board).length,
      target,
      stoppedBy,
      runs: draft.runs.length,
      rooms: board.rooms.length,
      blackCells: draft.black.reduce((n, v) => n + v, 0),
      blackened: draft.blackened,
      placementsLog10,
      tries,
      rejectedNoAnswer,
      rejectedMultiple,
      budgetStops,
      triedByLevel: Array.from(triedByLevel, (n) => n ?? 0),
      uniqueByLevel: Array.from(uniqueByLevel, (n) => n ?? 0),
      solves: tally.solves,
      solverNodes: tally.solverNodes,
    },
  };
}

/** Parameters of {@link drawStarvedBoard}. */
export interface StarvedDrawOptions extends DosunFuwariDrawOptions {
  /** Which starving moves the draw may make (default `any`, the generator's). */
  readonly moves?: StarvingMoveSet;
}

/** A board drawn by {@link drawStarvedBoard}, uniqueness unchecked. */
export interface StarvedDraw {
  /** The board. */
  readonly board: DosunFuwariBoard;
  /** Starved rooms on it: the aim, or fewer when no starving move was left. */
  readonly starved: number;
  /** Vertical runs (= rooms). */
  readonly runs: number;
}

/**
 * Draws a board with `starved` starved rooms by random starving moves, with no
 * uniqueness check: the write-up's dial measurement (claim D-K1) draws such boards
 * and asks how many are unique. Same black cells and moves as
 * {@link generateDosunFuwari}, or with `moves: "live"` only the moves that leave an
 * answer; it reaches fewer starved rooms when the board runs out of runs long enough
 * and adjacent enough to starve.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { drawStarvedBoard, starvedRooms } from "./dosun_fuwari.ts";
 * const draw = drawStarvedBoard({ rows: 8, cols: 8, density: 0.1, starved: 2, seed: 1 });
 * assert.ok(starvedRooms(draw.board).length === draw.starved && draw.starved <= 2);
 * ```
 */
export function drawStarvedBoard(options: StarvedDrawOptions): StarvedDraw {
  assertOptions(options);
  const { rows, cols, density, starved: target, seed } = options;
  const set = options.moves ?? "any";
  if (set !== "any" && set !== "live") {
    throw new RangeError(`drawStarvedBoard: moves must be any or live, got ${String(set)}`);
  }
  const rng = rngFromSeed(seed);
  const draft = drawDraft({ rows, cols }, density, rng);
  let starved = 0;
  while (starved < target) {
    const moves = starvingMoves(draft, set);
    if (moves.length === 0) break;
    const move = rng.pick(moves);
    draft.labels[move.cell] = move.to;
    starved++;
  }
  return { board: boardOf(draft), starved, runs: draft.runs.length };
}
