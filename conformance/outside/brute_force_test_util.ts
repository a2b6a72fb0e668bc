/**
 * A test oracle that shares nothing with any engine: every possible filling of a
 * tiny board, kept when the judge accepts it. Exponential, so only for boards of a
 * dozen cells or so.
 *
 * @module
 */

import type { Board } from "../../core/formats/mod.ts";
import { judgeProblem, type Rule } from "../../core/genre.ts";
import { answerKey } from "../consensus/consensus.ts";

/** The most fillings {@link judgedAnswers} will try. */
export const MAX_FILLINGS = 1 << 16;

/**
 * Every answer of `board` under `rule`, as sorted answer keys, found by trying every
 * filling (Stostone: shaded or not; Dosun-Fuwari: empty, balloon or iron ball on each
 * white cell) and asking the judge. Throws `RangeError` above {@link MAX_FILLINGS}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { judgedAnswers } from "./brute_force_test_util.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * // 2 rows × 1 column: the one-cell stone may start in either cell; it drops to the bottom.
 * assert.ok(judgedAnswers(decodeUrl("https://puzz.link/p?stostone/1/2/0"), "exact").join() === "01,10");
 * ```
 */
export function judgedAnswers(board: Board, rule: Rule): string[] {
  const n = board.rows * board.cols;
  const free = [...Array(n).keys()].filter((c) =>
    board.genre === "stostone" || board.black[c] === 0
  );
  const values = board.genre === "stostone" ? 2 : 3;
  const total = values ** free.length;
  if (total > MAX_FILLINGS) {
    throw new RangeError(
      `judgedAnswers: ${total} fillings of a ${board.rows}x${board.cols} board is too many`,
    );
  }
  const answer = new Uint8Array(n);
  const keys: string[] = [];
  for (let code = 0; code < total; code++) {
    let rest = code;
    for (const cell of free) {
      answer[cell] = rest % values;
      rest = Math.floor(rest / values);
    }
    if (judgeProblem(board, answer, rule) === null) keys.push(answerKey(answer));
  }
  return keys.sort();
}
