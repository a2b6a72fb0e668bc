/**
 * Grounding: whether each piece of a Dosun-Fuwari answer is held, through a chain of
 * supports, by something fixed. A balloon is supported by its upper neighbour, an
 * iron ball by its lower one. The grid edge or a black cell is a cap: the chain ends
 * there, grounded. A piece in the support cell that the reading accepts as support
 * (official: the same kind; loose: any piece) passes the question on to its own
 * support. An empty support cell, a piece the reading does not accept, or a chain
 * that runs in a circle leaves the piece ungrounded.
 *
 * Under the official reading a placement is legal exactly when nothing is
 * ungrounded; under the loose one an iron ball resting on a balloon that hangs from
 * it is legal, and both float (claim D-U3).
 *
 * @module
 */

import {
  assertDosunFuwariAnswer,
  BALLOON,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
} from "./board.ts";
import { assertRuleName } from "../rule_name.ts";

const UNKNOWN = 0;
const ON_PATH = 1;
const GROUNDED = 2;
const FLOATING = 3;

/**
 * The ungrounded pieces of an answer under a reading, ascending cell indices.
 * Throws `RangeError` for an answer that does not fit the board or an unknown rule.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { BALLOON, dosunFuwariBoard, IRON } from "./board.ts";
 * import { ungroundedPieces } from "./grounding.ts";
 * const board = dosunFuwariBoard({ rows: 4, cols: 1 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(3),
 * });
 * // An iron ball on a balloon in mid-column: each holds the other up, nothing holds them.
 * assert.ok(ungroundedPieces(board, new Uint8Array([0, IRON, BALLOON, 0]), "loose").join() === "1,2");
 * ```
 */
export function ungroundedPieces(
  board: DosunFuwariBoard,
  answer: Uint8Array,
  rule: DosunFuwariRule,
): number[] {
  assertRuleName("ungroundedPieces", DOSUN_FUWARI_RULES, rule);
  assertDosunFuwariAnswer(board, answer);
  const n = board.rows * board.cols;
  const { anyPieceHolds } = DOSUN_FUWARI_RULE_REQUIREMENTS[rule];
  const state = new Uint8Array(n);
  const path: number[] = [];
  for (let start = 0; start < n; start++) {
    if (answer[start] === EMPTY || state[start] !== UNKNOWN) continue;
    // Follow the chain until it meets a cap, a gap, a known piece or itself.
    let verdict = FLOATING;
    let cell = start;
    for (;;) {
      state[cell] = ON_PATH;
      path.push(cell);
      // A balloon hangs from above; an iron ball (the only other piece) rests on below.
      const support = cell + (answer[cell] === BALLOON ? -board.cols : board.cols);
      if (support < 0 || support >= n || board.black[support] === 1) {
        verdict = GROUNDED;
        break;
      }
      const holder = answer[support]!;
      const accepted = holder !== EMPTY && (anyPieceHolds || holder === answer[cell]);
      if (!accepted) break;
      if (state[support] === ON_PATH) break; // a circle: nothing outside holds it
      if (state[support] !== UNKNOWN) {
        verdict = state[support]!;
        break;
      }
      cell = support;
    }
    for (const member of path) state[member] = verdict;
    path.length = 0;
  }
  const floating: number[] = [];
  for (let cell = 0; cell < n; cell++) if (state[cell] === FLOATING) floating.push(cell);
  return floating;
}

/**
 * How many pieces of an answer are ungrounded under a reading. See
 * {@link ungroundedPieces}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { BALLOON, dosunFuwariBoard, IRON } from "./board.ts";
 * import { ungroundedCount } from "./grounding.ts";
 * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(2),
 * });
 * assert.ok(ungroundedCount(board, new Uint8Array([BALLOON, 0, IRON]), "official") === 0);
 * assert.ok(ungroundedCount(board, new Uint8Array([0, BALLOON, IRON]), "official") === 1);
 * ```
 */
export function ungroundedCount(
  board: DosunFuwariBoard,
  answer: Uint8Array,
  rule: DosunFuwariRule,
): number {
  return ungroundedPieces(board, answer, rule).length;
}
