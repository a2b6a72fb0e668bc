/**
 * The genre table: for each genre its rule settings (in order), its default rule and
 * its judge, so code that needs a rule name or a verdict asks this table instead of
 * switching on `board.genre`. Imports only `core/`: reading a rule name loads no engine.
 *
 * @module
 */

import type { CheckResult } from "./judge_types.ts";
import type { Board } from "./formats/mod.ts";
import {
  DEFAULT_STOSTONE_RULE,
  STOSTONE_RULES,
  type StostoneBoard,
  type StostoneRule,
} from "./stostone/board.ts";
import {
  DEFAULT_DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  type DosunFuwariRule,
} from "./dosun_fuwari/board.ts";
import { checkStostone } from "./stostone/judge.ts";
import { checkDosunFuwari } from "./dosun_fuwari/judge.ts";

/** Either genre's board. */
export type { Board };
/** A genre's name as boards carry it: `"stostone"` or `"dosun-fuwari"`. */
export type Genre = Board["genre"];
/** Either genre's rule setting. */
export type Rule = StostoneRule | DosunFuwariRule;

/** The board type of genre `G`. */
export type BoardOf<G extends Genre> = Extract<Board, { readonly genre: G }>;
/** The rule type of genre `G`. */
export type RuleOf<G extends Genre> = G extends "stostone" ? StostoneRule : DosunFuwariRule;

/** What the suite knows of one genre without any engine. */
export interface GenreEntry<G extends Genre> {
  /** The genre's name as people write it, e.g. in help text. */
  readonly title: string;
  /** The rule settings, the default first. */
  readonly rules: readonly RuleOf<G>[];
  /** The rule used when none is given. */
  readonly defaultRule: RuleOf<G>;
  /** The genre's judge (pzprjs-style named checks). */
  readonly judge: (board: BoardOf<G>, answer: Uint8Array, rule: RuleOf<G>) => CheckResult<string>;
}

/** The genre table, Stostone first. */
export const GENRES: { readonly [G in Genre]: GenreEntry<G> } = {
  stostone: {
    title: "Stostone",
    rules: STOSTONE_RULES,
    defaultRule: DEFAULT_STOSTONE_RULE,
    judge: (board: StostoneBoard, answer, rule) => checkStostone(board, answer, rule),
  },
  "dosun-fuwari": {
    title: "Dosun-Fuwari",
    rules: DOSUN_FUWARI_RULES,
    defaultRule: DEFAULT_DOSUN_FUWARI_RULE,
    judge: (board: DosunFuwariBoard, answer, rule) => checkDosunFuwari(board, answer, rule),
  },
};

/**
 * The rule settings of a genre, in order (the default first).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rulesOf } from "./genre.ts";
 * assert.deepEqual(rulesOf("dosun-fuwari"), ["official", "loose"]);
 * ```
 */
export function rulesOf(genre: Genre): readonly Rule[] {
  return GENRES[genre].rules;
}

/**
 * The default rule for a board's genre: `exact` for Stostone, `official` for Dosun-Fuwari.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultRule } from "./genre.ts";
 * import { stostoneBoard } from "./stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.equal(defaultRule(board), "exact");
 * ```
 */
export function defaultRule(board: Board): Rule {
  return GENRES[board.genre].defaultRule;
}

/**
 * Checks that `rule` is a setting of the board's genre (undefined gives the default);
 * throws a `RangeError` quoting it and naming the allowed settings otherwise.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRule } from "./genre.ts";
 * import { stostoneBoard } from "./stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.equal(parseRule(board, "convex"), "convex");
 * assert.throws(() => parseRule(board, "loose"), RangeError);
 * ```
 */
export function parseRule(board: Board, rule: string | undefined): Rule {
  if (rule === undefined) return defaultRule(board);
  const allowed: readonly string[] = rulesOf(board.genre);
  if (!allowed.includes(rule)) {
    throw new RangeError(
      `--rule "${rule}" is not a ${board.genre} rule setting; use one of ${allowed.join(", ")}`,
    );
  }
  return rule as Rule;
}

/**
 * Judges an answer under the board's genre and `rule`: the one judge entry point.
 * A rule of the other genre is a `RangeError` (from the genre's judge).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { judge } from "./genre.ts";
 * import { stostoneBoard } from "./stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.ok(judge(board, new Uint8Array([1, 0]), "exact").ok);
 * assert.equal(judge(board, new Uint8Array([1, 1]), "exact").code, "csUpper");
 * ```
 */
export function judge(board: Board, answer: Uint8Array, rule: Rule): CheckResult<string> {
  return board.genre === "stostone"
    ? GENRES.stostone.judge(board, answer, rule as StostoneRule)
    : GENRES["dosun-fuwari"].judge(board, answer, rule as DosunFuwariRule);
}

/**
 * Judges an answer and gives only the failure code, or null when it passes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { judgeProblem } from "./genre.ts";
 * import { stostoneBoard } from "./stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.equal(judgeProblem(board, new Uint8Array([1, 0]), "exact"), null);
 * assert.equal(judgeProblem(board, new Uint8Array([1, 1]), "exact"), "csUpper");
 * ```
 */
export function judgeProblem(board: Board, answer: Uint8Array, rule: Rule): string | null {
  const result = judge(board, answer, rule);
  return result.ok ? null : result.code;
}
