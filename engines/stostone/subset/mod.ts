/**
 * The Stostone *subset* engine: list, for every room, each stone it could hold
 * (a connected subset of its cells: `stones.ts`), then choose one stone per room
 * by a depth-first search that narrows every other room's list after each choice
 * until nothing changes (`search.ts`, `narrowing.ts`). Rule 4 is judged by the
 * rank invariant, without moving anything (`rank.ts`), and bounds on the rank
 * keys prune the search long before every room is decided (`keys.ts`).
 *
 * This engine imports only the grid and board modules and shares no code with
 * the other Stostone engines, so agreement between them means something.
 *
 * @module
 */

import type { SolveOptions, SolveResult } from "../../../core/grid.ts";
import {
  DEFAULT_STOSTONE_RULE,
  STOSTONE_RULES,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { SCRATCH_LIMIT_BYTES, ScratchFull, withScratch } from "./scratch.ts";
import { type RestartOrder, searchStones, type SubsetStats } from "./search.ts";

export type { RestartOrder, SubsetStats } from "./search.ts";

/**
 * Work units allowed when no budget is given. A unit is one decision while
 * listing stones, one stored integer of a listed stone (so what is stored stays
 * within about 4 bytes per unit), one cell or column of a stone judged, counted
 * or restored while narrowing, or one cell looked at by a per-round check;
 * roughly 3–25 ns each (listing costs the most), so the default stops within
 * seconds. The first 50 million go to the search in list order
 * (`DETERMINISTIC_WORK` in search.ts), which proves the published 16×16 and 18×18
 * boards (25 million on a board with few numbers); the rest to restarted searches with
 * shuffled stone orders, which find the answers of the numberless boards where the
 * first search gets lost; beyond 100 million two kinds of restarts take turns
 * (`PORTFOLIO_FIRST_WORK`), which decides numberless 12×12 maps that one kind alone
 * leaves undecided. The 8×8 boards tried need under 4 million.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_BUDGET, solve } from "./mod.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.ok(solve(board).stats.work <= DEFAULT_BUDGET);
 * ```
 */
export const DEFAULT_BUDGET = 400_000_000;

/**
 * The work budget a board gets when none is given: {@link DEFAULT_BUDGET} up to 400
 * cells (it decides every corpus board up to 20×20), and beyond that less, falling
 * with the square of the cells (79 million at 30×30): on the 30×30 corpus boards the
 * whole default decided none, after 1.9 s each (docs/ENGINES.md, "Budgets").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { budgetFor, DEFAULT_BUDGET } from "./mod.ts";
 * assert.equal(budgetFor({ rows: 20, cols: 20 }), DEFAULT_BUDGET);
 * assert.equal(budgetFor({ rows: 30, cols: 30 }), 79_012_346);
 * ```
 */
export function budgetFor(board: { readonly rows: number; readonly cols: number }): number {
  const beyond = Math.max(1, board.rows * board.cols / 400);
  return Math.round(DEFAULT_BUDGET / (beyond * beyond));
}

/** Settings of the engine's own, beyond the common solve options. */
export interface SubsetTuning {
  /**
   * The most work one room's stones may cost before the search starts; a room that
   * needs more (a big room without a clue) is listed inside the search instead,
   * once every listed room holds its stone. Default {@link EAGER_LISTING_WORK}.
   */
  readonly eagerListingWork: number;
  /**
   * The order of the restarted searches. `"sweep"` branches column by column, left to
   * right, on the cells each room's stone shades in the column (see search.ts);
   * `"rooms"` places whole stones, the room with the fewest for its weight first, as
   * the first search does and as every search did before the sweep; `"auto"` (the
   * default) sweeps on a board where fewer than one room in four has a number
   * (`FEW_NUMBERS_DIVISOR` in search.ts). The sized generator keeps `"rooms"`, so
   * that the corpus boards it made regenerate from their seeds unchanged.
   */
  readonly restartOrder: RestartOrder;
  /**
   * The most scratch memory the solve may take, in bytes; past it the solve stops with
   * `stoppedBy: "memory"`. Default `SCRATCH_LIMIT_BYTES` (scratch.ts).
   */
  readonly scratchLimitBytes: number;
}

/**
 * The default of {@link SubsetTuning.eagerListingWork}: enough for every room of
 * the published boards up to 8×8, small enough that a room which would need more
 * costs little before it is deferred.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { EAGER_LISTING_WORK, solve } from "./mod.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { emptyBorders } from "../../../core/grid.ts";
 * // One open 8×8 room has too many possible stones to list up front.
 * const board = stostoneBoard({ rows: 8, cols: 8 }, emptyBorders({ rows: 8, cols: 8 }));
 * const result = solve(board, { rule: "convex", cap: 1 });
 * assert.ok(EAGER_LISTING_WORK > 0 && result.stats.deferredRooms === 1);
 * ```
 */
export const EAGER_LISTING_WORK = 300_000;

function checkedOptions(
  board: StostoneBoard,
  options: Partial<SolveOptions<StostoneRule>>,
): SolveOptions<StostoneRule> {
  const rule = options.rule ?? DEFAULT_STOSTONE_RULE;
  if (!STOSTONE_RULES.includes(rule)) {
    throw new RangeError(
      `stostone/subset: rule must be one of ${STOSTONE_RULES.join(", ")}, got ${
        JSON.stringify(rule)
      }`,
    );
  }
  const cap = options.cap ?? 2;
  if (!(cap === Infinity || (Number.isInteger(cap) && cap >= 1))) {
    throw new RangeError(
      `stostone/subset: cap must be a whole number >= 1 or Infinity, got ${cap}`,
    );
  }
  const budget = options.budget ?? budgetFor(board);
  if (!(budget === Infinity || (Number.isInteger(budget) && budget >= 0))) {
    throw new RangeError(
      `stostone/subset: budget must be a whole number >= 0 or Infinity, got ${budget}`,
    );
  }
  return options.pinned === undefined
    ? { rule, cap, budget }
    : { rule, cap, budget, pinned: options.pinned };
}

/**
 * Solves a Stostone board: up to `cap` answers (shaded = 1), and whether the
 * search covered everything. Defaults: rule `exact`, cap 2, budget
 * {@link budgetFor} the board; `tuning` adjusts the engine's own settings. With `pinned`
 * (per cell −1 free, 0 unshaded, 1 shaded) only answers that agree with every pinned
 * cell are found, and `complete` means there are no others. Throws `RangeError` for an
 * unknown rule, a cap that is not a whole number ≥ 1 (or Infinity), a budget that is
 * not a whole number ≥ 0 (or Infinity), a `pinned` without one entry −1, 0 or 1 per
 * cell, or a bad tuning. A search that would take more than `tuning.scratchLimitBytes`
 * of memory stops with `stoppedBy: "memory"`, no answers and zero stats.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solve } from "./mod.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // 2×2, two one-column rooms: each column holds one shaded cell, and the two
 * // may not face each other across the border, so they sit on different rows.
 * const board = stostoneBoard(
 *   { rows: 2, cols: 2 },
 *   { vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) },
 * );
 * const result = solve(board, { cap: 10 });
 * assert.ok(result.complete && result.answers.length === 2);
 * assert.ok(solve(board).stoppedBy === "cap");
 * ```
 */
export function solve(
  board: StostoneBoard,
  options: Partial<SolveOptions<StostoneRule>> = {},
  tuning: Partial<SubsetTuning> = {},
): SolveResult<SubsetStats> {
  const eagerListingWork = tuning.eagerListingWork ?? EAGER_LISTING_WORK;
  if (
    !(eagerListingWork === Infinity ||
      (Number.isInteger(eagerListingWork) && eagerListingWork >= 0))
  ) {
    throw new RangeError(
      `stostone/subset: eagerListingWork must be a whole number >= 0 or Infinity, got ${eagerListingWork}`,
    );
  }
  const restartOrder = tuning.restartOrder ?? "auto";
  if (restartOrder !== "auto" && restartOrder !== "sweep" && restartOrder !== "rooms") {
    throw new RangeError(
      `stostone/subset: restartOrder must be "auto", "sweep" or "rooms", got ${
        JSON.stringify(restartOrder)
      }`,
    );
  }
  const scratchLimit = tuning.scratchLimitBytes ?? SCRATCH_LIMIT_BYTES;
  if (!(scratchLimit === Infinity || (Number.isInteger(scratchLimit) && scratchLimit >= 0))) {
    throw new RangeError(
      `stostone/subset: scratchLimitBytes must be a whole number >= 0 or Infinity, got ${scratchLimit}`,
    );
  }
  const checked = checkedOptions(board, options);
  // Every table of the search is scratch memory, released when the search ends.
  try {
    return withScratch(
      () => searchStones(board, checked, eagerListingWork, restartOrder),
      scratchLimit,
    );
  } catch (e) {
    if (!(e instanceof ScratchFull)) throw e;
    // Abandoned where it stood: no answer is kept, and no count of its work.
    const stats = { nodes: 0, stonesListed: 0, deferredRooms: 0, leaves: 0, dropRejected: 0 };
    return { answers: [], complete: false, stoppedBy: "memory", stats: { ...stats, work: 0 } };
  }
}
