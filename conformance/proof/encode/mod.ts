/**
 * The rules as clauses, for both genres: the CNF of a board under a rule, the
 * answer a model stands for, and the clause "differs from this answer" that turns
 * an answer into a uniqueness question. Imports the board models only: no engine,
 * and not the judge.
 *
 * @module
 */

import type { Board, Rule } from "../../../core/genre.ts";
import { BALLOON, DOSUN_FUWARI_RULES, EMPTY, IRON } from "../../../core/dosun_fuwari/board.ts";
import { STOSTONE_RULES } from "../../../core/stostone/board.ts";
import type { Cnf } from "./cnf.ts";
import { dosunFuwariCellVars, encodeDosunFuwari } from "./dosun_fuwari.ts";
import { encodeStostone, stostoneCellVar } from "./stostone.ts";

export type { Cnf } from "./cnf.ts";

/**
 * The encoder's version, recorded in every certificate beside the SHA-256 of the CNF:
 * raise it whenever a change alters the clauses written for any board.
 */
export const ENCODER_VERSION = 1;

/**
 * The CNF of a board under a rule: one model per answer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import { encodeBoard } from "./mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/2/2/00");
 * assert.ok(encodeBoard(board, "exact").vars > 4);
 * ```
 */
export function encodeBoard(board: Board, rule: Rule): Cnf {
  switch (board.genre) {
    case "stostone":
      return encodeStostone(board, ruleOf(board, STOSTONE_RULES, rule));
    case "dosun-fuwari":
      return encodeDosunFuwari(board, ruleOf(board, DOSUN_FUWARI_RULES, rule));
    default: {
      const unknown: never = board;
      throw new RangeError(`encodeBoard: unknown genre in ${JSON.stringify(unknown)}`);
    }
  }
}

function ruleOf<R extends Rule>(board: Board, rules: readonly R[], rule: Rule): R {
  if ((rules as readonly Rule[]).includes(rule)) return rule as R;
  throw new RangeError(`encodeBoard: ${JSON.stringify(rule)} is not a ${board.genre} rule`);
}

/** Whether a model (signed literals, or a function from variable to truth) sets a variable true. */
type Truth = (v: number) => boolean;

/**
 * The answer a model stands for: shaded flags (Stostone) or pieces (Dosun-Fuwari).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import { answerOfModel } from "./mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/2/1/0");
 * assert.deepEqual([...answerOfModel(board, (v) => v === 3)], [0, 1]);
 * ```
 */
export function answerOfModel(board: Board, truth: Truth): Uint8Array {
  const n = board.rows * board.cols;
  const answer = new Uint8Array(n);
  for (let cell = 0; cell < n; cell++) {
    if (board.genre === "stostone") answer[cell] = truth(stostoneCellVar(cell)) ? 1 : 0;
    else {
      const { balloon, iron } = dosunFuwariCellVars(board, cell);
      answer[cell] = truth(balloon) ? BALLOON : truth(iron) ? IRON : EMPTY;
    }
  }
  return answer;
}

/**
 * The clause "the answer differs from this one in some cell": added to the board's
 * CNF, it is unsatisfiable exactly when `answer` is the only answer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import { differsFrom } from "./mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/2/1/0");
 * assert.deepEqual(differsFrom(board, new Uint8Array([0, 1])), [2, -3]);
 * ```
 */
export function differsFrom(board: Board, answer: Uint8Array): number[] {
  const clause: number[] = [];
  answer.forEach((value, cell) => clause.push(...cellDiffers(board, cell, value)));
  return clause;
}

/**
 * The literals of "cell `cell` is not `value`" (shaded 1 / blank 0, or a piece code);
 * none for a Dosun-Fuwari black cell, which has no choice. As a clause on its own,
 * added to the board's CNF, it is unsatisfiable exactly when every answer has `value`
 * there: the cell is forced.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import { cellDiffers } from "./mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/2/1/0");
 * assert.deepEqual(cellDiffers(board, 1, 1), [-3]);
 * ```
 */
export function cellDiffers(board: Board, cell: number, value: number): number[] {
  if (board.genre === "stostone") {
    const v = stostoneCellVar(cell);
    return [value === 1 ? -v : v];
  }
  if (board.black[cell] === 1) return [];
  const { balloon, iron } = dosunFuwariCellVars(board, cell);
  if (value === BALLOON) return [-balloon];
  if (value === IRON) return [-iron];
  return [balloon, iron];
}

/**
 * The board's CNF with {@link differsFrom} `answer` added: unsatisfiable iff `answer` is
 * unique. Pass `cnf` when the board's CNF is already built (it is not changed).
 */
export function uniquenessCnf(
  board: Board,
  rule: Rule,
  answer: Uint8Array,
  cnf: Cnf = encodeBoard(board, rule),
): Cnf {
  return { vars: cnf.vars, clauses: [...cnf.clauses, Int32Array.from(differsFrom(board, answer))] };
}
