/**
 * The engine registry: the six built-in engines behind one interface, each named once
 * as `<genre>/<engine>`, so the command line, certification and the agreement tests
 * can run "all three" without knowing their names. This is the only module outside
 * an engine's own folder that imports the engine packages (the boundary test says so).
 *
 * @module
 */

import type { SolveResult } from "../core/grid.ts";
import type { Board, Genre, Rule } from "../core/genre.ts";
import type { StostoneBoard, StostoneRule } from "../core/stostone/board.ts";
import type { DosunFuwariBoard, DosunFuwariRule } from "../core/dosun_fuwari/board.ts";
import * as stPropagate from "./stostone/propagate/mod.ts";
import * as stMask from "./stostone/mask/mod.ts";
import * as stSubset from "./stostone/subset/mod.ts";
import * as dfPropagate from "./dosun_fuwari/propagate/mod.ts";
import * as dfMask from "./dosun_fuwari/mask/mod.ts";
import * as dfRooms from "./dosun_fuwari/rooms/mod.ts";

export type { Board, Rule };

/** The registry's names for the engines, `<genre>/<engine>`. */
export type EngineId =
  | "stostone/propagate"
  | "stostone/mask"
  | "stostone/subset"
  | "dosun-fuwari/propagate"
  | "dosun-fuwari/mask"
  | "dosun-fuwari/rooms";

/** What the suite needs of an engine. */
export interface Engine<B extends Board = Board, R extends Rule = Rule> {
  /** The one stable name, `<genre>/<engine>` (e.g. `stostone/propagate`). */
  readonly id: EngineId;
  /** The genre it solves. */
  readonly genre: Genre;
  /** Short name (`propagate`, `mask`, `subset`, `rooms`): what `--engine` takes and output prints. */
  readonly name: string;
  /**
   * The work budget a board gets when none is given, chosen from its size (the engine's
   * own `budgetFor`, so a direct call gets the same; docs/ENGINES.md, "Budgets").
   */
  budgetFor(board: B): number;
  /** Solves `board`: see `SolveOptions` in core/grid.ts (`pinned` included). */
  solve(
    board: B,
    options: { rule: R; cap: number; budget: number; pinned?: Int8Array },
  ): SolveResult<{ readonly nodes: number }>;
  /**
   * Present on an engine that also takes a `differ` group (per cell −1 outside it, else
   * a value): only the answers that differ from those values in at least one cell of the
   * group count, so a complete search with no answer confirms every cell of the group
   * at once. `RangeError` for a group with no cell.
   */
  solveDiffering?(
    board: B,
    options: { rule: R; cap: number; budget: number; differ: Int8Array },
  ): SolveResult<{ readonly nodes: number }>;
}

/** The three Stostone engines, propagate first. */
export const STOSTONE_ENGINES: readonly Engine<StostoneBoard, StostoneRule>[] = [
  {
    id: "stostone/propagate",
    genre: "stostone",
    name: "propagate",
    budgetFor: stPropagate.budgetFor,
    solve: stPropagate.solve,
  },
  {
    id: "stostone/mask",
    genre: "stostone",
    name: "mask",
    budgetFor: stMask.budgetFor,
    solve: stMask.solve,
    solveDiffering: stMask.solve,
  },
  {
    id: "stostone/subset",
    genre: "stostone",
    name: "subset",
    budgetFor: stSubset.budgetFor,
    solve: stSubset.solve,
  },
];

/** The three Dosun-Fuwari engines, propagate first. */
export const DOSUN_FUWARI_ENGINES: readonly Engine<DosunFuwariBoard, DosunFuwariRule>[] = [
  {
    id: "dosun-fuwari/propagate",
    genre: "dosun-fuwari",
    name: "propagate",
    budgetFor: dfPropagate.budgetFor,
    solve: dfPropagate.solve,
  },
  {
    id: "dosun-fuwari/mask",
    genre: "dosun-fuwari",
    name: "mask",
    budgetFor: dfMask.budgetFor,
    solve: dfMask.solve,
  },
  {
    id: "dosun-fuwari/rooms",
    genre: "dosun-fuwari",
    name: "rooms",
    budgetFor: dfRooms.budgetFor,
    solve: dfRooms.solve,
  },
];

const BY_GENRE: { readonly [G in Genre]: readonly Engine[] } = {
  stostone: STOSTONE_ENGINES as readonly Engine[],
  "dosun-fuwari": DOSUN_FUWARI_ENGINES as readonly Engine[],
};

/** All six engines, Stostone first, propagate first within each genre. */
export const ENGINES: readonly Engine[] = [...BY_GENRE.stostone, ...BY_GENRE["dosun-fuwari"]];

/**
 * The engines for a board's genre, propagate first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { enginesFor } from "./mod.ts";
 * import { stostoneBoard } from "../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.deepEqual(enginesFor(board).map((e) => e.id), ["stostone/propagate", "stostone/mask", "stostone/subset"]);
 * ```
 */
export function enginesFor(board: Board): readonly Engine[] {
  return BY_GENRE[board.genre];
}

/**
 * The engine with registry id `id`; a `RangeError` quoting it and listing the ids otherwise.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineById } from "./mod.ts";
 * assert.equal(engineById("dosun-fuwari/rooms").name, "rooms");
 * assert.throws(() => engineById("rooms"), RangeError);
 * ```
 */
export function engineById(id: string): Engine {
  const engine = ENGINES.find((e) => e.id === id);
  if (engine === undefined) {
    throw new RangeError(
      `no engine ${JSON.stringify(id)}; the engines are ${ENGINES.map((e) => e.id).join(", ")}`,
    );
  }
  return engine;
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
 * what a puzzle author wants to see on a board that is not unique. `budget` is the
 * engine's work budget for the whole search (default: its own forced-cell default).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { forcedCellsOf } from "./mod.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * const forced = forcedCellsOf(decodeUrl("stostone/2/2/00"), "exact");
 * assert.ok(forced.complete && forced.cells.every((v) => v === -1));
 * ```
 */
export function forcedCellsOf(board: Board, rule: Rule, budget?: number): Forced {
  const result = board.genre === "stostone"
    ? stPropagate.forcedCells(board, { rule: rule as StostoneRule, budget })
    : dfPropagate.forcedCells(board, { rule: rule as DosunFuwariRule, budget });
  const witnesses = "witnesses" in result ? result.witnesses as readonly Uint8Array[] : [];
  return { cells: result.cells, complete: result.complete, witnesses };
}

/**
 * The default budget of {@link forcedCellsOf} on a board: the genre's propagate
 * engine's own (Stostone's is four times its solve budget, Dosun-Fuwari's one).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { enginesFor, forcedBudgetFor } from "./mod.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * const board = decodeUrl("stostone/2/2/00");
 * assert.equal(forcedBudgetFor(board), 4 * enginesFor(board)[0]!.budgetFor(board));
 * ```
 */
export function forcedBudgetFor(board: Board): number {
  return board.genre === "stostone"
    ? stPropagate.forcedBudgetFor(board)
    : dfPropagate.budgetFor(board);
}
