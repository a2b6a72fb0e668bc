/**
 * Answers by the encoding and CaDiCaL, for code that only needs to know whether a
 * board has another answer (the generators at sizes the engines cannot reach). No
 * proof is written here: a board made this way is certified like any other, by
 * `certify`, with a checked proof.
 *
 * @module
 */

import type { Board, Rule } from "../../core/genre.ts";
import { answerOfModel, differsFrom, encodeBoard, uniquenessCnf } from "./encode/mod.ts";
import { writeDimacs } from "./sat/dimacs_write.ts";
import { solveCnfSync } from "./sat/cadical_sync.ts";

/**
 * Up to `cap` answers of a board, each a model of its CNF differing from the ones
 * before. The search is always complete: fewer than `cap` answers means there are no
 * more.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { satAnswers } from "./sat_answers.ts";
 * assert.equal(satAnswers(decodeUrl("https://puzz.link/p?stostone/3/2/4si"), "exact", 2).length, 1);
 * assert.equal(satAnswers(decodeUrl("https://puzz.link/p?stostone/2/2/00g"), "exact", 2).length, 2);
 * ```
 */
export function satAnswers(board: Board, rule: Rule, cap: number): Uint8Array[] {
  const cnf = encodeBoard(board, rule);
  const clauses: ArrayLike<number>[] = [...cnf.clauses];
  const answers: Uint8Array[] = [];
  while (answers.length < cap) {
    const result = solveCnfSync(writeDimacs({ vars: cnf.vars, clauses }), false);
    if (result.status === "unsat") break;
    const answer = answerOfModel(board, (v) => result.trueVars.has(v));
    answers.push(answer);
    clauses.push(differsFrom(board, answer));
  }
  return answers;
}

/**
 * An answer of the board other than `answer`, or null when there is none: one solver
 * call, where {@link satAnswers} with cap 2 needs two. Null says only that nothing
 * differs from `answer`; whether `answer` itself is an answer is the caller's to judge.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { satOtherAnswer } from "./sat_answers.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/2/2/00g");
 * // One room of four cells: its 2-cell stone lies in the top row or the bottom one.
 * const other = satOtherAnswer(board, "exact", new Uint8Array([1, 1, 0, 0]));
 * assert.deepEqual(other && [...other], [0, 0, 1, 1]);
 * const unique = decodeUrl("https://puzz.link/p?stostone/3/2/4si");
 * const [only] = satAnswers(unique, "exact", 1);
 * assert.equal(satOtherAnswer(unique, "exact", only!), null);
 * ```
 */
export function satOtherAnswer(board: Board, rule: Rule, answer: Uint8Array): Uint8Array | null {
  const result = solveCnfSync(writeDimacs(uniquenessCnf(board, rule, answer)), false);
  return result.status === "unsat" ? null : answerOfModel(board, (v) => result.trueVars.has(v));
}
