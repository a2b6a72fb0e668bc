/**
 * The Stostone *mask* engine: the grid as integers, one bitmask per column, and
 * an exhaustive left-to-right sweep over whole column masks pruned by bit
 * operations (see search.ts for the sweep, layout.ts for how a board becomes masks).
 * It never deduces a cell: it only enumerates and rejects, which is what makes it an
 * independent witness next to the propagating engine.
 *
 * Under `exact`, `convex` and `count` every column is drawn from the masks with
 * exactly rows/2 bits; under `exact` neighbouring columns must also agree on the
 * rank rule (a shaded cell's count of shaded cells below it is the same on both
 * sides of every horizontal join), which together with balanced columns is the
 * drop filling exactly the bottom half. Under `none` every mask is a candidate.
 *
 * Limits: a column mask holds at most 30 rows. A board with more rows is refused:
 * `solve` returns no answers, `complete: false`, `stoppedBy: "size"` and says why
 * in `stats.refused`. Any number of columns is fine. Boards with an odd number of
 * rows have no answer unless the rule is `none`; `solve` says so at once, complete.
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
import { MAX_MASK_ROWS } from "./bits.ts";
import { columnLayout, columnPins } from "./layout.ts";
import { differSweepsMirrored, mirroredBoard, mirroredCells, sweepsMirrored } from "./mirror.ts";
import { withScratch } from "./scratch.ts";
import { sweepColumns, type SweepStats } from "./search.ts";

/**
 * The default work budget, in work units (see {@link MaskStats}). Every 8×8 board
 * tried needs well under a hundredth of it; a run that spends it all takes a few
 * seconds.
 */
export const DEFAULT_BUDGET = 50_000_000;

/**
 * The work budget a board gets when none is given: {@link DEFAULT_BUDGET} on every
 * size. Up to 20×20 it decides every corpus board; on the 30×30 corpus boards it
 * decides none but stops within a quarter of a second, so a smaller one would save
 * little (docs/ENGINES.md, "Budgets").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { budgetFor, DEFAULT_BUDGET } from "./mod.ts";
 * assert.equal(budgetFor({ rows: 30, cols: 30 }), DEFAULT_BUDGET);
 * ```
 */
export function budgetFor(_board: { readonly rows: number; readonly cols: number }): number {
  return DEFAULT_BUDGET;
}

/** Work counters; `refused` is set (and nothing searched) when the board is too tall. */
export interface MaskStats extends SweepStats {
  /** Why the board was not searched at all, when it was not. */
  readonly refused?: string;
}

function checkOptions(options: SolveOptions<StostoneRule>): void {
  if (!STOSTONE_RULES.includes(options.rule)) {
    throw new RangeError(
      `stostone/mask: rule must be one of ${STOSTONE_RULES.join(", ")}, got ${
        JSON.stringify(options.rule)
      }`,
    );
  }
  const { cap, budget } = options;
  if (!(cap === Infinity || (Number.isInteger(cap) && cap >= 1))) {
    throw new RangeError(`stostone/mask: cap must be a whole number >= 1 or Infinity, got ${cap}`);
  }
  if (!(budget === Infinity || (Number.isInteger(budget) && budget >= 0))) {
    throw new RangeError(
      `stostone/mask: budget must be a whole number >= 0 or Infinity, got ${budget}`,
    );
  }
}

const NO_WORK: SweepStats = { nodes: 0, work: 0, placed: 0, deadStateHits: 0, listsBuilt: 0 };

/**
 * Finds the answers of a Stostone board: at most `cap` (default 2), spending at most
 * `budget` work units (default {@link budgetFor} the board), under rule-4 setting `rule`
 * (default `"exact"`). `complete` is true only when every answer was found; the
 * answers are row-major `Uint8Array`s, 1 for shaded. With `pinned` (per cell −1 free,
 * 0 unshaded, 1 shaded) only the answers that agree with every pinned cell count:
 * a candidate column must match the pins of its cells, and a board pinned right of
 * the middle is swept from the right (the mirrored board, see mirror.ts). With a
 * `differ` group (same shape: −1 outside it, else a value) only the answers that differ
 * from its values in at least one of its cells count: a partial answer that still
 * agrees with the group is cut in the group's last column, so one search confirms many
 * forced cells at once.
 *
 * A board with more than 30 rows is refused: no answers, `complete: false`,
 * `stoppedBy: "size"`, and the reason in `stats.refused`. Stats count search nodes
 * (candidate columns tried against the rooms) and the work units the budget bounds.
 *
 * Throws `RangeError` for an unknown rule, a cap below 1, a negative budget, a
 * `pinned` or `differ` without one entry −1, 0 or 1 per cell, or a `differ` with no cell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solve } from "./mod.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // 2×2, two one-column rooms, clue 2 in the left one: the left stone fills its
 * // column, so any stone in the right room would touch it across the border.
 * const board = stostoneBoard({ rows: 2, cols: 2 }, {
 *   vertical: new Uint8Array([1, 1]),
 *   horizontal: new Uint8Array([0, 0]),
 * }, [2, null]);
 * const none = solve(board, { rule: "none", cap: 10 });
 * assert.ok(none.complete && none.answers.length === 0); // the stones would touch
 * const exact = solve(board, { rule: "exact" });
 * assert.ok(exact.complete && exact.answers.length === 0); // a full column is unbalanced
 * ```
 */
export function solve(
  board: StostoneBoard,
  options: Partial<SolveOptions<StostoneRule>> & { readonly differ?: Int8Array } = {},
): SolveResult<MaskStats> {
  const full: SolveOptions<StostoneRule> = {
    rule: options.rule ?? DEFAULT_STOSTONE_RULE,
    cap: options.cap ?? 2,
    budget: options.budget ?? budgetFor(board),
  };
  checkOptions(full);
  let pins = options.pinned === undefined ? null : columnPins(board, options.pinned);
  let differ = options.differ === undefined ? null : columnPins(board, options.differ, "differ");
  if (options.differ !== undefined && options.differ.every((v) => v === -1)) {
    throw new RangeError("stostone/mask: differ must name at least one cell, got none");
  }
  if (board.rows > MAX_MASK_ROWS) {
    return {
      answers: [],
      complete: false,
      stoppedBy: "size",
      stats: {
        ...NO_WORK,
        refused: `${board.rows} rows do not fit a ${MAX_MASK_ROWS}-bit column mask`,
      },
    };
  }
  const { rows, cols } = board;
  // Pins right of the middle: sweep the mirrored board, so that they prune early (mirror.ts).
  // With a differ group, the way that reaches the group's far end sooner (it cuts there).
  const mirrored = options.differ !== undefined
    ? differSweepsMirrored(cols, options.differ)
    : options.pinned !== undefined && sweepsMirrored(cols, options.pinned);
  const swept = mirrored ? mirroredBoard(board) : board;
  if (mirrored && options.pinned !== undefined) {
    pins = columnPins(swept, mirroredCells(cols, Int8Array.from(options.pinned)));
  }
  if (mirrored && options.differ !== undefined) {
    differ = columnPins(swept, mirroredCells(cols, Int8Array.from(options.differ)), "differ");
  }
  // The tables and the search state are scratch memory, released when the search ends.
  const out = withScratch(() =>
    sweepColumns(columnLayout(swept), full.rule, full.cap, full.budget, pins, differ)
  );
  const answers = out.answers.map((masks) => {
    const grid = new Uint8Array(rows * cols);
    for (let c = 0; c < cols; c++) {
      const m = masks[c]!;
      for (let r = 0; r < rows; r++) grid[r * cols + c] = (m >>> (rows - 1 - r)) & 1;
    }
    return mirrored ? mirroredCells(cols, grid) : grid;
  });
  return { answers, complete: out.stoppedBy === null, stoppedBy: out.stoppedBy, stats: out.stats };
}
