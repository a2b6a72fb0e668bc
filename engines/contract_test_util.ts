/**
 * The engine contract's side that both genres' batteries share: solving with the
 * contract's defaults, listing every answer of a complete search, and the option
 * errors every engine must raise.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Board, Engine, Rule } from "./mod.ts";

/** What `Engine.solve` takes besides the board. */
export interface SolveSettings<R extends Rule> {
  /** The rule setting. */
  readonly rule: R;
  /** Answers kept at most. */
  readonly cap: number;
  /** Work allowed, in the engine's own unit. */
  readonly budget: number;
}

/**
 * Solves with the contract's defaults (the genre's `rule`, cap 2, the engine's
 * default budget) unless `options` says otherwise.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveWithDefaults } from "./contract_test_util.ts";
 * import { STOSTONE_ENGINES } from "./mod.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * import type { StostoneBoard } from "../core/stostone/board.ts";
 * const board = decodeUrl("stostone/2/2/00") as StostoneBoard;
 * const result = solveWithDefaults(STOSTONE_ENGINES[0]!, board, "exact", {});
 * assert.ok(result.answers.length === 2 && result.stoppedBy === "cap");
 * ```
 */
export function solveWithDefaults<B extends Board, R extends Rule>(
  engine: Engine<B, R>,
  board: B,
  rule: R,
  options: Partial<SolveSettings<R>>,
): ReturnType<Engine<B, R>["solve"]> {
  return engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board), ...options });
}

/**
 * Calls the engine's `solve` with only the given options (or none), so that the
 * engine's own defaults fill in the rest: `Engine.solve` is each engine module's
 * `solve`, whose options are all optional (rule exact or official, cap 2,
 * DEFAULT_BUDGET).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveWithEngineDefaults } from "./contract_test_util.ts";
 * import { STOSTONE_ENGINES } from "./mod.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * import type { StostoneBoard } from "../core/stostone/board.ts";
 * const board = decodeUrl("stostone/2/2/00") as StostoneBoard;
 * assert.ok(solveWithEngineDefaults(STOSTONE_ENGINES[2]!, board).answers.length === 2);
 * ```
 */
export function solveWithEngineDefaults<B extends Board, R extends Rule>(
  engine: Engine<B, R>,
  board: B,
  options?: Partial<SolveSettings<R>>,
): ReturnType<Engine<B, R>["solve"]> {
  const solve = engine.solve as (
    board: B,
    options?: Partial<SolveSettings<R>>,
  ) => ReturnType<Engine<B, R>["solve"]>;
  return solve(board, options);
}

/**
 * Every answer the engine finds with no cap and no budget, as sorted `key`s; asserts
 * the search says it is complete.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { everyAnswer } from "./contract_test_util.ts";
 * import { STOSTONE_ENGINES } from "./mod.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * import type { StostoneBoard } from "../core/stostone/board.ts";
 * const board = decodeUrl("stostone/2/2/00") as StostoneBoard;
 * const keys = everyAnswer(STOSTONE_ENGINES[1]!, board, "exact", (a) => a.join(""));
 * assert.ok(keys.join() === "0011,1100");
 * ```
 */
export function everyAnswer<B extends Board, R extends Rule>(
  engine: Engine<B, R>,
  board: B,
  rule: R,
  key: (answer: Uint8Array) => string,
): string[] {
  const result = engine.solve(board, { rule, cap: Infinity, budget: Infinity });
  assert.equal(result.complete, true, `${engine.name}: not complete`);
  assert.equal(result.stoppedBy, null, `${engine.name}: stopped by ${result.stoppedBy}`);
  return result.answers.map(key).sort();
}

/** Caps and budgets every engine must refuse, each with its text in the message. */
export const BAD_LIMITS: readonly [{ cap?: number; budget?: number }, string][] = [
  [{ cap: 0 }, "0"],
  [{ cap: 1.5 }, "1.5"],
  [{ cap: -1 }, "-1"],
  [{ cap: NaN }, "NaN"],
  [{ budget: -1 }, "-1"],
  [{ budget: NaN }, "NaN"],
];

/**
 * Asserts that `run(options)` throws a `RangeError` quoting the offending value, for
 * every pair of `bad`.
 *
 * @example
 * ```ts
 * import { assertRangeErrorsQuote } from "./contract_test_util.ts";
 * const run = (o: { cap: number }) => {
 *   if (o.cap < 1) throw new RangeError(`cap must be >= 1, got ${o.cap}`);
 * };
 * assertRangeErrorsQuote(run, [[{ cap: 0 }, "0"]]);
 * ```
 */
export function assertRangeErrorsQuote<O>(
  run: (options: O) => unknown,
  bad: readonly (readonly [O, string])[],
): void {
  for (const [options, quoted] of bad) {
    assert.throws(
      () => run(options),
      (e: unknown) => e instanceof RangeError && e.message.includes(quoted),
      `${JSON.stringify(options)}: expected a RangeError quoting ${quoted}`,
    );
  }
}

/**
 * Asserts that `engine` refuses each rule of `badRules` and each of {@link BAD_LIMITS} with a
 * `RangeError` quoting the value (the other options at the contract's defaults, `rule`).
 *
 * @example
 * ```ts
 * import { assertRefusesBadOptions } from "./contract_test_util.ts";
 * import { STOSTONE_ENGINES } from "./mod.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * import type { StostoneBoard } from "../core/stostone/board.ts";
 * const board = decodeUrl("stostone/2/2/00") as StostoneBoard;
 * assertRefusesBadOptions(STOSTONE_ENGINES[1]!, board, "exact", ["official"]);
 * ```
 */
export function assertRefusesBadOptions<B extends Board, R extends Rule>(
  engine: Engine<B, R>,
  board: B,
  rule: R,
  badRules: readonly string[],
): void {
  const badRuleOptions = badRules.map((bad) => [{ rule: bad as R }, JSON.stringify(bad)] as const);
  assertRangeErrorsQuote(
    (options: Partial<SolveSettings<R>>) => solveWithDefaults(engine, board, rule, options),
    [...badRuleOptions, ...BAD_LIMITS],
  );
}
