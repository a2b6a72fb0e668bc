/**
 * The version-2 Stostone generator, for real sizes (up to 20×20 and beyond). Like
 * version 1 (stostone.ts) it works backwards, but every step that stopped version 1
 * beyond 10×10 is replaced:
 *
 * 1. the answer is drawn column by column (stostone_columns.ts), which never gets
 *    stuck the way cutting and lifting does;
 * 2. one region is grown around every stone; when a number in every region still
 *    leaves another answer, the map is **repaired** instead of thrown away: a cell
 *    that the other answer shades and ours leaves blank moves to a neighbouring
 *    region. Our answer stays legal (the cell is blank in it and both regions stay
 *    connected) and the other answer almost always breaks (two regions change the
 *    stone they hold). The map is redrawn only when no such move exists;
 * 3. numbers are then bought adversarially, as in version 1, until only our answer
 *    is left;
 * 4. the board must be decided by the subset engine within 100 M units too
 *    (the mask engine, which does every uniqueness check here, decides it by then):
 *    while it stops early, the largest room without a number gets its number (a board
 *    it cannot decide even with every number is dropped, and the next one drawn);
 * 5. with `minClues`, every number the board stays unique without is removed (in
 *    random order, runs of them at once where they can go together: drop_in_turn.ts),
 *    except one the subset engine would then need: removing any one
 *    number left gives a second answer, or leaves the subset engine undecided
 *    (`stats.minClues.keptForSubset` names those). Those kept numbers are each
 *    unnecessary alone, not together: the same removal, run once more over them alone
 *    with the mask engine's uniqueness only, gives the ones a setter can drop together
 *    (`stats.minClues.droppableTogether`), which leaves a minimal set.
 *
 * Beyond 400 cells the engines cannot tell whether a board has another answer, and the
 * encoding and CaDiCaL answer instead, one process per question (some seconds each on a
 * 30×30). With `minClues` there the propagate engine asks first, within a small budget,
 * and no numbers are bought: every room gets its number and step 5 takes away what can
 * go. A second answer near the number tried is looked for first (the cells of rooms
 * further away pinned to ours), so most numbers that must stay cost no solver call. Such
 * a board is not the one made without `minClues` with numbers taken away, and it changes
 * when the propagate engine's search does (no fixture uses it).
 *
 * Deterministic: one {@link rngFromSeed} stream, engines bounded by work budgets (no
 * clocks), fixed iteration orders. The uniqueness checks use the mask engine, so the
 * boards do not change when the propagating engine's search does.
 *
 * @module
 */

import { bordersFromLabels, type GridSize, neighbours } from "../../core/grid.ts";
import { rngFromSeed } from "../../core/rng.ts";
import {
  STOSTONE_RULE,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
} from "../../core/stostone/board.ts";
import { solve as solveByMasks } from "../../engines/stostone/mask/mod.ts";
import { solve as solveBySubsets } from "../../engines/stostone/subset/mod.ts";
import { solve as solveByPropagation } from "../../engines/stostone/propagate/mod.ts";
import { growRegions } from "./stostone.ts";
import { satAnswers, satOtherAnswer } from "../proof/sat_answers.ts";
import { checkStostone } from "../../core/stostone/judge.ts";
import { drawStonesByColumns } from "./stostone_columns.ts";
import { dropInTurn } from "./drop_in_turn.ts";

/** Parameters of {@link generateStostoneSized}. */
export interface SizedStostoneOptions {
  /** Rows: even, at least 2. */
  readonly rows: number;
  /** Columns, at least 1. */
  readonly cols: number;
  /** The stone size aimed at (default {@link defaultStoneSize}). */
  readonly stoneSize: number;
  /** Seed of the whole run. */
  readonly seed: number;
  /** Work budget of each mask-engine solve (default {@link SIZED_SOLVE_BUDGET}). */
  readonly budget?: number;
  /** Answer draws (each with its own region map) before giving up (default 20). */
  readonly maxDraws?: number;
  /** Repair moves per region map before it is redrawn (default 4 × rows × cols). */
  readonly repairs?: number;
  /** Remove every number the board stays unique without (default false). */
  readonly minClues?: boolean;
  /**
   * What tells whether a board has another answer: `mask` (the mask engine, within
   * `budget`), `sat` (the encoding and CaDiCaL, always complete; the subset engine's
   * needs are then not bought) or `propagate` (the propagate engine within
   * {@link PROPAGATE_ORACLE_BUDGET}, then `sat`; with `minClues`, every room is numbered
   * instead of numbers being bought). Default: `mask` up to 400 cells; beyond, where the
   * engines stop at their budgets, `propagate` with `minClues` and `sat` without.
   */
  readonly oracle?: "mask" | "sat" | "propagate";
}

/** What the version-2 generator did. */
export interface SizedStostoneStats {
  /** Answers drawn (each with a region map). */
  readonly draws: number;
  /** Repair moves made, over all maps. */
  readonly repairs: number;
  /** Maps given up (no repair move left, or the repair limit reached). */
  readonly mapsGivenUp: number;
  /** Unique boards dropped because the subset engine could not decide them. */
  readonly subsetGaveUp: number;
  /** Mask-engine solves run. */
  readonly solves: number;
  /** Numbers bought adversarially. */
  readonly numbersBought: number;
  /** Numbers removed again by `minClues`. */
  readonly numbersRemoved: number;
  /** Numbers added so that the subset engine decides the board. */
  readonly numbersForSubset: number;
  /** What `minClues` kept for the subset engine's sake (null without `minClues`). */
  readonly minClues: MinCluesStats | null;
  /** Regions on the board. */
  readonly rooms: number;
  /** Numbers on the board. */
  readonly numbersGiven: number;
}

/** The numbers `minClues` kept so that the subset engine can certify the board. */
export interface MinCluesStats {
  /**
   * Their rooms, ascending. Each number was unnecessary when it was tried, with the
   * numbers removed after it still on the board; on the board returned some may be
   * needed, and they cannot always all go: see {@link MinCluesStats.droppableTogether}.
   */
  readonly keptForSubset: readonly number[];
  /**
   * Of those, the rooms whose numbers can go together, ascending: without them the mask
   * engine finds the board still unique, and its numbers are then a minimal set (without
   * any one more, the mask engine finds a second answer or stops at its budget). The
   * subset engine cannot certify that board.
   */
  readonly droppableTogether: readonly number[];
}

/** A generated board, its answer and how it was made. */
export interface SizedStostone {
  /** The board, unique under exact. */
  readonly board: StostoneBoard;
  /** Its answer. */
  readonly answer: Uint8Array;
  /** See {@link SizedStostoneStats}. */
  readonly stats: SizedStostoneStats;
}

/** The default work budget of one mask-engine solve (its own default). */
export const SIZED_SOLVE_BUDGET = 50_000_000;

/**
 * Work budget of the propagate engine as the oracle: about 0.1–0.3 s. On a 30×30 with
 * every room numbered it finds a second answer within this in most cases; beyond it
 * CaDiCaL answers.
 */
export const PROPAGATE_ORACLE_BUDGET = 5_000_000;

/**
 * Work budget of the search for a second answer near one room (see `otherNear`), twice
 * the oracle's; with the cells of rooms further away pinned the search seldom uses it
 * all. On 30×30 seed 1 it found a second answer for 56 of the 60 numbers that stay;
 * the columns matter (a stone of another size needs others in its columns to change),
 * without them it found 47, with three steps no more, with 2 M units 49.
 */
const NEAR_BUDGET = 10_000_000;
/** Steps from the room tried (region to neighbouring region) left free by that search. */
const NEAR_STEPS = 2;

/**
 * The subset engine's checks here keep its default budget of when the corpus was built
 * (100 M units; it is 400 M now, with a second kind of restarts beyond 100 M): the
 * numbers this generator adds depend on what that engine decides.
 */
const SUBSET_OPTIONS = { rule: STOSTONE_RULE.exact, cap: 2, budget: 100_000_000 } as const;
/** The subset engine as `certify` runs it: its own default budget and restarts. */
const CERTIFYING_SUBSET_OPTIONS = { rule: STOSTONE_RULE.exact, cap: 2 } as const;
/**
 * The subset engine's restarts in the order they had when the corpus was built
 * (`"rooms"`, not the column sweep): the numbers this generator adds depend on what
 * that engine decides, so with the sweep two corpus boards would regenerate with other
 * numbers. The certificates still come from the engine's default search.
 */
const SUBSET_TUNING = { restartOrder: "rooms" } as const;

/**
 * The stone size the generator aims at when none is given: 2 up to 36 cells (as
 * version 1), 3 up to 100 cells, 4 beyond (bigger boards read better with bigger
 * stones, and fewer stones mean fewer regions to pin).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultStoneSize } from "./stostone_sized.ts";
 * assert.equal(defaultStoneSize(6, 6), 2);
 * assert.equal(defaultStoneSize(10, 10), 3);
 * assert.equal(defaultStoneSize(20, 20), 4);
 * ```
 */
export function defaultStoneSize(rows: number, cols: number): number {
  const cells = rows * cols;
  return cells <= 36 ? 2 : cells <= 100 ? 3 : 4;
}

function positive(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(
      `generateStostoneSized: ${name} must be a whole number >= 1, got ${value}`,
    );
  }
  return value;
}

const same = (a: Uint8Array, b: Uint8Array) => a.every((v, i) => v === b[i]);

/** Per room, its shaded cells in `answer`. */
const sizesByRoom = (board: StostoneBoard, answer: Uint8Array) =>
  board.rooms.map((cells) => cells.reduce((n, cell) => n + answer[cell]!, 0));

/**
 * The cells of region `label` cut off from `keep` when `without` leaves it: they must
 * move along with `without` to keep the region connected.
 */
function cutOff(
  size: GridSize,
  labels: Int32Array,
  label: number,
  without: number,
  keep: number,
): number[] {
  const seen = new Uint8Array(labels.length);
  const stack = [keep];
  seen[keep] = 1;
  while (stack.length) {
    const cell = stack.pop()!;
    for (const nb of neighbours(size, cell)) {
      if (seen[nb] || nb === without || labels[nb] !== label) continue;
      seen[nb] = 1;
      stack.push(nb);
    }
  }
  const out: number[] = [];
  for (let cell = 0; cell < labels.length; cell++) {
    if (labels[cell] === label && cell !== without && !seen[cell]) out.push(cell);
  }
  return out;
}

/**
 * Generates a unique Stostone board at any even-row size (module header). Throws
 * `RangeError` for odd rows or bad options, and `Error` when `maxDraws` draws give no
 * board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { generateStostoneSized } from "./stostone_sized.ts";
 * import { solve } from "../../engines/stostone/mask/mod.ts";
 * const { board, answer } = generateStostoneSized({ rows: 6, cols: 6, stoneSize: 2, seed: 1 });
 * const out = solve(board);
 * assert.ok(out.complete && out.answers.length === 1);
 * assert.deepEqual(out.answers[0], answer);
 * ```
 */
export function generateStostoneSized(options: SizedStostoneOptions): SizedStostone {
  const { rows, cols, seed } = options;
  if (!Number.isInteger(rows) || rows < 2 || rows % 2 !== 0) {
    throw new RangeError(
      `generateStostoneSized: rows must be an even whole number >= 2, got ${rows}`,
    );
  }
  positive("cols", cols);
  const stoneSize = positive("stoneSize", options.stoneSize);
  const budget = positive("budget", options.budget ?? SIZED_SOLVE_BUDGET);
  const maxDraws = positive("maxDraws", options.maxDraws ?? 20);
  const maxRepairs = positive("repairs", options.repairs ?? 4 * rows * cols);
  const size = { rows, cols };
  const rng = rngFromSeed(seed);
  let draws = 0, repairs = 0, mapsGivenUp = 0, solves = 0, budgetStops = 0, noMoves = 0;
  let subsetGaveUp = 0;
  let numbersBought = 0, numbersRemoved = 0, numbersForSubset = 0;
  const roomsKeptForSubset: number[] = []; // in the order they were kept
  const oracle = options.oracle ??
    (rows * cols <= 400 ? "mask" : options.minClues ? "propagate" : "sat");
  // Every solve here asks one thing: has the board an answer other than `answer`? The
  // SAT oracle asks exactly that (one solver call), once the judge has said `answer` is one.
  const solve = (
    board: StostoneBoard,
    answer: Uint8Array,
  ): { answers: Uint8Array[]; complete: boolean } => {
    solves++;
    if (oracle === "mask") {
      return solveByMasks(board, { rule: STOSTONE_RULE.exact, cap: 2, budget });
    }
    if (oracle === "propagate") {
      const rule = STOSTONE_RULE.exact;
      const out = solveByPropagation(board, { rule, cap: 2, budget: PROPAGATE_ORACLE_BUDGET });
      if (out.complete || out.stoppedBy === "cap") return out;
    }
    if (!checkStostone(board, answer).ok) {
      return { answers: satAnswers(board, STOSTONE_RULE.exact, 2), complete: true };
    }
    const other = satOtherAnswer(board, STOSTONE_RULE.exact, answer);
    return { answers: other === null ? [answer] : [answer, other], complete: true };
  };
  // Only the engines need numbers bought for the subset engine; the SAT oracle's boards
  // are certified by proof.
  const subsetDecides = (board: StostoneBoard) =>
    oracle !== "mask" || solveBySubsets(board, CERTIFYING_SUBSET_OPTIONS).complete;

  while (draws < maxDraws) {
    draws++;
    const lifted = drawStonesByColumns(size, stoneSize, rng);
    if (lifted === null) continue;
    const answer = lifted.answer;
    const labels = growRegions(size, lifted.stones, rng);
    const pinned = repairMap(labels, answer);
    if (pinned === null) {
      mapsGivenUp++;
      continue;
    }
    const numberedOnly = oracle === "propagate" && options.minClues;
    let board = numberedOnly
      ? stostoneBoard(size, pinned, sizesByRoom(pinned, answer))
      : buyNumbers(pinned, answer);
    if (board === null) continue;
    // Subset-engine numbers first, so minClues can only take away what it can spare.
    const decided = oracle !== "mask" ? board : numbersForTheSubsetEngine(board, answer);
    if (decided === null) {
      subsetGaveUp++;
      continue;
    }
    board = !options.minClues
      ? decided
      : oracle === "propagate"
      ? removeNumbersInRuns(decided, answer)
      : removeNumbers(decided, answer);
    // Before the stats are read: its solves count too.
    const minClues = options.minClues
      ? {
        keptForSubset: [...roomsKeptForSubset].sort((a, b) => a - b),
        droppableTogether: droppableTogether(board, answer),
      }
      : null;
    return {
      board,
      answer,
      stats: {
        draws,
        repairs,
        mapsGivenUp,
        subsetGaveUp,
        solves,
        numbersBought,
        numbersRemoved,
        numbersForSubset,
        minClues,
        rooms: board.rooms.length,
        numbersGiven: board.clues.filter((c) => c !== null).length,
      },
    };
  }
  throw new Error(
    `generateStostoneSized: no board after ${maxDraws} draws (rows=${rows} cols=${cols} ` +
      `stoneSize=${stoneSize} seed=${seed}; ${mapsGivenUp} maps given up, ${repairs} repairs, ` +
      `${budgetStops} budget stops, ${noMoves} maps without a repair move, ` +
      `${subsetGaveUp} boards the subset engine could not decide)`,
  );

  /**
   * Repairs the map until a number in every region leaves only `answer`; returns the
   * board without numbers, or null when the map is given up.
   */
  function repairMap(labels: Int32Array, answer: Uint8Array): StostoneBoard | null {
    for (let step = 0; step <= maxRepairs; step++) {
      const borders = bordersFromLabels(size, labels);
      const bare = stostoneBoard(size, borders);
      const full = stostoneBoard(size, borders, sizesByRoom(bare, answer));
      const out = solve(full, answer);
      const other = out.answers.find((a) => !same(a, answer));
      if (other === undefined) {
        if (!out.complete) budgetStops++;
        return out.complete ? bare : null;
      }
      if (step === maxRepairs) return null;
      // Cells the other answer shades and ours does not, on a region's edge. One moves
      // to a neighbouring region, with whatever part of its own region it cuts off
      // from that region's stone (blank in our answer too, as the stone is one piece).
      const moves: [number, number][] = [];
      for (let cell = 0; cell < labels.length; cell++) {
        if (other[cell] !== 1 || answer[cell] !== 0) continue;
        const here = labels[cell]!;
        const targets = [...new Set(neighbours(size, cell).map((nb) => labels[nb]!))]
          .filter((l) => l !== here).sort((a, b) => a - b);
        for (const t of targets) moves.push([cell, t]);
      }
      if (moves.length === 0) {
        noMoves++;
        return null;
      }
      const [cell, target] = rng.pick(moves);
      const here = labels[cell]!;
      const stoneAt = answer.findIndex((v, i) => v === 1 && labels[i] === here);
      for (const moved of cutOff(size, labels, here, cell, stoneAt)) labels[moved] = target;
      labels[cell] = target;
      repairs++;
    }
    return null;
  }

  /** Version 1's adversarial buying: reveal a region the other answer gets wrong. */
  function buyNumbers(bare: StostoneBoard, answer: Uint8Array): StostoneBoard | null {
    const ours = sizesByRoom(bare, answer);
    const clues: StostoneClue[] = bare.rooms.map(() => null);
    let board = bare;
    for (;;) {
      const out = solve(board, answer);
      const others = out.answers.filter((a) => !same(a, answer));
      if (others.length === 0) return out.complete ? board : null;
      const differing = new Set<number>();
      for (const other of others) {
        sizesByRoom(board, other).forEach((n, room) => {
          if (n !== ours[room]) differing.add(room);
        });
      }
      const room = rng.pick([...differing].sort((a, b) => a - b));
      clues[room] = ours[room]!;
      numbersBought++;
      board = stostoneBoard(size, board, clues);
    }
  }

  /** Whether the mask engine proves `answer` the board's only answer. */
  function onlyAnswer(board: StostoneBoard, answer: Uint8Array): boolean {
    const out = solve(board, answer);
    return out.complete && out.answers.length === 1 && same(out.answers[0]!, answer);
  }

  /**
   * Drops, in random order, every number the board stays unique without, unless the
   * subset engine, as certification runs it (its default budget and restarts), could
   * then no longer decide the board. (No fixture uses `minClues`, so this check may
   * follow the engine's defaults as they change.)
   */
  function removeNumbers(board: StostoneBoard, answer: Uint8Array): StostoneBoard {
    const clues = [...board.clues];
    const numbered = rng.shuffle(clues.flatMap((c, room) => (c === null ? [] : [room])));
    for (const room of numbered) {
      const kept = clues[room]!;
      clues[room] = null;
      const fewer = stostoneBoard(size, board, clues);
      if (!onlyAnswer(fewer, answer)) {
        clues[room] = kept;
      } else if (!subsetDecides(fewer)) {
        // Unique, but the subset engine could no longer tell: certification needs it.
        clues[room] = kept;
        roomsKeptForSubset.push(room);
      } else {
        numbersRemoved++;
      }
    }
    return stostoneBoard(size, board, clues);
  }

  /**
   * {@link removeNumbers} for the SAT-backed oracle, with the same result as trying each
   * number in turn, in fewer questions: runs of numbers at once (dropInTurn), and a number
   * is kept at once when a second answer without it is known, or found near its room.
   * Every second answer found is remembered (its stone sizes): any later board whose
   * numbers it fits has it too.
   */
  function removeNumbersInRuns(board: StostoneBoard, answer: Uint8Array): StostoneBoard {
    const numbered = rng.shuffle(board.clues.flatMap((c, room) => (c === null ? [] : [room])));
    const without = (rooms: readonly number[]) => {
      const clues = [...board.clues];
      for (const room of rooms) clues[room] = null;
      return stostoneBoard(size, board, clues);
    };
    const others: number[][] = [];
    const known = (fewer: StostoneBoard) =>
      others.some((sizes) => fewer.clues.every((c, room) => c === null || c === sizes[room]));
    const remember = (other: Uint8Array | null) => {
      if (other !== null) others.push(sizesByRoom(board, other));
      return other !== null;
    };
    const dropped = dropInTurn(numbered, {
      spare: (rooms) => {
        const fewer = without(rooms);
        if (known(fewer)) return false;
        solves++;
        return !remember(satOtherAnswer(fewer, STOSTONE_RULE.exact, answer));
      },
      needed: (room, before) => {
        const fewer = without([...before, room]);
        return known(fewer) || remember(otherNear(fewer, answer, room));
      },
    });
    numbersRemoved += dropped.length;
    return without(dropped);
  }

  /**
   * A second answer that differs from ours only in the rooms up to {@link NEAR_STEPS}
   * steps from `room` and those that meet its columns, found by the propagate engine
   * within {@link NEAR_BUDGET}; null when none is found (there may still be one).
   */
  function otherNear(board: StostoneBoard, answer: Uint8Array, room: number): Uint8Array | null {
    const free = new Set([room]);
    for (let step = 0; step < NEAR_STEPS; step++) {
      for (const near of [...free]) {
        for (const cell of board.rooms[near]!) {
          for (const nb of neighbours(size, cell)) free.add(board.roomOf[nb]!);
        }
      }
    }
    const columns = new Set(board.rooms[room]!.map((cell) => cell % cols));
    board.roomOf.forEach((near, cell) => {
      if (columns.has(cell % cols)) free.add(near);
    });
    const pinned = Int8Array.from(answer, (v, cell) => (free.has(board.roomOf[cell]!) ? -1 : v));
    const rule = STOSTONE_RULE.exact;
    const out = solveByPropagation(board, { rule, cap: 2, budget: NEAR_BUDGET, pinned });
    return out.answers.find((a) => !same(a, answer) && checkStostone(board, a).ok) ?? null;
  }

  /**
   * The kept-for-subset numbers (in the order they were kept, so no draw from the
   * stream) that can go together: each in turn is dropped when the mask engine still
   * finds only our answer without it and those dropped before it. Ascending rooms.
   */
  function droppableTogether(board: StostoneBoard, answer: Uint8Array): number[] {
    const clues = [...board.clues];
    const dropped: number[] = [];
    for (const room of roomsKeptForSubset) {
      const kept = clues[room]!;
      clues[room] = null;
      if (onlyAnswer(stostoneBoard(size, board, clues), answer)) {
        dropped.push(room);
      } else {
        clues[room] = kept;
      }
    }
    return dropped.sort((a, b) => a - b);
  }

  /**
   * Numbers for the largest unnumbered rooms while the subset engine stops early; null
   * when it cannot decide the board even with every number.
   */
  function numbersForTheSubsetEngine(
    board: StostoneBoard,
    answer: Uint8Array,
  ): StostoneBoard | null {
    const ours = sizesByRoom(board, answer);
    const clues = [...board.clues];
    for (;;) {
      const current = stostoneBoard(size, board, clues);
      if (solveBySubsets(current, SUBSET_OPTIONS, SUBSET_TUNING).complete) return current;
      let biggest = -1;
      current.rooms.forEach((cells, room) => {
        if (
          clues[room] === null && (biggest < 0 || cells.length > current.rooms[biggest]!.length)
        ) {
          biggest = room;
        }
      });
      if (biggest < 0) return null;
      clues[biggest] = ours[biggest]!;
      numbersForSubset++;
    }
  }
}
