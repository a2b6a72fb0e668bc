/**
 * The built-in engines of both genres behind one interface, so the command
 * line, certification and the agreement tests can run "all three" without
 * knowing their names. This is the only place that imports every engine.
 *
 * @module
 */

import type { SolveResult } from "../core/grid.ts";
import type { Board } from "../core/formats/mod.ts";
import type { StostoneBoard, StostoneRule } from "../core/stostone/board.ts";
import type { DosunFuwariBoard, DosunFuwariRule } from "../core/dosun_fuwari/board.ts";
import * as stPropagate from "../engines/stostone/propagate/mod.ts";
import * as stMask from "../engines/stostone/mask/mod.ts";
import * as stSubset from "../engines/stostone/subset/mod.ts";
import * as dfPropagate from "../engines/dosun_fuwari/propagate/mod.ts";
import * as dfMask from "../engines/dosun_fuwari/mask/mod.ts";
import * as dfRooms from "../engines/dosun_fuwari/rooms/mod.ts";

/** Either genre's board. */
export type { Board };
/** Either genre's rule setting. */
export type Rule = StostoneRule | DosunFuwariRule;

/** What the suite needs of an engine. */
export interface Engine<B extends Board, R extends Rule> {
  /** Short stable name (`propagate`, `mask`, `subset`, `rooms`), as `--engine` takes it. */
  readonly name: string;
  /** The work budget used when none is given. */
  readonly defaultBudget: number;
  /** Solves `board`: see `SolveOptions` in core/grid.ts (`pinned` included). */
  solve(
    board: B,
    options: { rule: R; cap: number; budget: number; pinned?: Int8Array },
  ): SolveResult<{ readonly nodes: number }>;
}

/** The three Stostone engines, propagate first. */
export const STOSTONE_ENGINES: readonly Engine<StostoneBoard, StostoneRule>[] = [
  { name: "propagate", defaultBudget: stPropagate.DEFAULT_BUDGET, solve: stPropagate.solve },
  { name: "mask", defaultBudget: stMask.DEFAULT_BUDGET, solve: stMask.solve },
  { name: "subset", defaultBudget: stSubset.DEFAULT_BUDGET, solve: stSubset.solve },
];

/** The three Dosun-Fuwari engines, propagate first. */
export const DOSUN_FUWARI_ENGINES: readonly Engine<DosunFuwariBoard, DosunFuwariRule>[] = [
  { name: "propagate", defaultBudget: dfPropagate.DEFAULT_BUDGET, solve: dfPropagate.solve },
  { name: "mask", defaultBudget: dfMask.DEFAULT_BUDGET, solve: dfMask.solve },
  { name: "rooms", defaultBudget: dfRooms.DEFAULT_BUDGET, solve: dfRooms.solve },
];

/**
 * The engines for a board's genre.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { enginesFor } from "./engines.ts";
 * import { stostoneBoard } from "../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.ok(enginesFor(board).length === 3);
 * ```
 */
export function enginesFor(board: Board): readonly Engine<Board, Rule>[] {
  return (board.genre === "stostone" ? STOSTONE_ENGINES : DOSUN_FUWARI_ENGINES) as readonly Engine<
    Board,
    Rule
  >[];
}

/**
 * The default rule for a board's genre: `exact` for Stostone, `official` for Dosun-Fuwari.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultRule } from "./engines.ts";
 * import { stostoneBoard } from "../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.ok(defaultRule(board) === "exact");
 * ```
 */
export function defaultRule(board: Board): Rule {
  return board.genre === "stostone" ? "exact" : "official";
}

/**
 * Checks that `rule` is a setting of the board's genre; throws a `RangeError` naming the
 * allowed settings otherwise.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRule } from "./engines.ts";
 * import { stostoneBoard } from "../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.ok(parseRule(board, "convex") === "convex");
 * ```
 */
export function parseRule(board: Board, rule: string | undefined): Rule {
  if (rule === undefined) return defaultRule(board);
  const allowed = board.genre === "stostone"
    ? ["exact", "convex", "count", "none"]
    : ["official", "loose"];
  if (!allowed.includes(rule)) {
    throw new RangeError(
      `--rule "${rule}" is not a ${board.genre} rule setting; use one of ${allowed.join(", ")}`,
    );
  }
  return rule as Rule;
}

/** The cells every answer agrees on: per cell the agreed value, or −1. */
export interface Forced {
  /** Per cell: the value every answer gives it, or −1 when answers differ there (or undecided). */
  readonly cells: Int8Array;
  /** False when the budget ran out before every cell was decided. */
  readonly complete: boolean;
  /**
   * Answers the engine met on the way (the first, then answers that flip cells), for
   * backing the undecided cells; possibly none (an engine need not keep them).
   */
  readonly witnesses: readonly Uint8Array[];
}

/**
 * The forced cells of a board (its backbone), from the genre's propagate engine:
 * what a puzzle author wants to see on a board that is not unique.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { forcedCellsOf } from "./engines.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * const forced = forcedCellsOf(decodeUrl("stostone/2/2/00"), "exact");
 * assert.ok(forced.complete && forced.cells.every((v) => v === -1));
 * ```
 */
export function forcedCellsOf(board: Board, rule: Rule): Forced {
  const result = board.genre === "stostone"
    ? stPropagate.forcedCells(board, { rule: rule as StostoneRule })
    : dfPropagate.forcedCells(board, { rule: rule as DosunFuwariRule });
  const witnesses = "witnesses" in result ? result.witnesses as readonly Uint8Array[] : [];
  return { cells: result.cells, complete: result.complete, witnesses };
}
