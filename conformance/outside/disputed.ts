/**
 * Disputed readings (conformance/INTERPRETING.md, "Disputed readings"): rules the
 * suite reads one way and the reference implementation, pzprjs, another. For a board
 * that hinges on one, an engine whose answers are exactly the other reading's is
 * DISPUTED, not FAIL; with `--reading pzprjs` the other reading is the one required.
 *
 * @module
 */

import type { Board } from "../../core/formats/mod.ts";
import type { Rule } from "../../core/genre.ts";
import { compareResponse, type Comparison } from "./compare.ts";
import type { EngineResponse } from "./protocol.ts";
import type { Reference } from "./reference.ts";

/** Whose reading of the disputed rules a run requires. */
export type Reading = "suite" | "pzprjs";

/** Every reading, the default first. */
export const READINGS: readonly Reading[] = ["suite", "pzprjs"];

/** A comparison's verdict, or DISPUTED: the response follows the other side of a disputed reading. */
export type Judged = Comparison | {
  /** The response follows pzprjs's reading of a disputed rule. */
  readonly status: "disputed";
  /** The disputed reading's id. */
  readonly reading: string;
  /** One line: which reading it follows. */
  readonly reason: string;
};

/** A rule the suite reads differently from pzprjs. */
export interface DisputedReading {
  /** Its id, the one docs/JUDGES.md and the second judge's exceptions use. */
  readonly id: string;
  /** How pzprjs reads it, in a few words. */
  readonly theirs: string;
  /** Whether the board hinges on it. */
  readonly applies: (board: Board) => boolean;
}

/**
 * The disputed readings. Today one: pzprjs requires a stone in every room, a room
 * clued 0 too (where its clue forbids one), so under its reading a board with a room
 * clued 0 has no answer; the suite lets such a room stay empty.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DISPUTED_READINGS } from "./disputed.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const [zero] = DISPUTED_READINGS;
 * assert.ok(zero!.id === "stostone-clue-zero-room");
 * assert.ok(zero!.applies(decodeUrl("https://puzz.link/p?stostone/1/2/g0g")));
 * assert.ok(!zero!.applies(decodeUrl("https://puzz.link/p?stostone/1/2/0")));
 * ```
 */
export const DISPUTED_READINGS: readonly DisputedReading[] = [
  {
    id: "stostone-clue-zero-room",
    theirs: "no answer whenever a room is clued 0",
    applies: (board) => board.genre === "stostone" && board.clues.some((clue) => clue === 0),
  },
];

/** The disputed reading a board hinges on, or null. */
function disputeOf(board: Board): DisputedReading | null {
  return DISPUTED_READINGS.find((d) => d.applies(board)) ?? null;
}

/**
 * Compares a response as {@link compareResponse} does, then applies the disputed
 * readings. Under `suite` (the default), a FAIL whose answers are exactly pzprjs's
 * reading (a complete empty list) becomes `disputed`. Under `pzprjs`, a board that
 * hinges on a disputed reading has no answer: any answer is a FAIL (wrong-answer),
 * a complete empty list passes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareWithReadings } from "./disputed.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/1/2/g0g"); // top room clued 0
 * const suite = { kind: "all", keys: new Set(["01"]) } as const;
 * const none = { answers: [], complete: true };
 * assert.equal(compareWithReadings(board, "exact", 2, none, suite).status, "disputed");
 * assert.equal(compareWithReadings(board, "exact", 2, none, suite, "pzprjs").status, "pass");
 * const ours = { answers: [new Uint8Array([0, 1])], complete: true };
 * assert.equal(compareWithReadings(board, "exact", 2, ours, suite, "pzprjs").status, "fail");
 * ```
 */
export function compareWithReadings(
  board: Board,
  rule: Rule,
  cap: number,
  response: EngineResponse,
  reference: Reference,
  reading: Reading = "suite",
): Judged {
  const dispute = disputeOf(board);
  if (dispute !== null && reading === "pzprjs") {
    if (response.answers.length > 0) {
      return {
        status: "fail",
        category: "wrong-answer",
        reason:
          `wrong-answer: answer 1 breaks pzprjs's reading, required by --reading pzprjs (${dispute.id}: ${dispute.theirs})`,
      };
    }
    return compareResponse(board, rule, cap, response, { kind: "all", keys: new Set() });
  }
  const verdict = compareResponse(board, rule, cap, response, reference);
  if (
    verdict.status === "fail" && dispute !== null && response.complete &&
    response.answers.length === 0
  ) {
    return {
      status: "disputed",
      reading: dispute.id,
      reason:
        `${dispute.id}: follows pzprjs (${dispute.theirs}); the suite's reading has answers (--reading pzprjs requires pzprjs's)`,
    };
  }
  return verdict;
}
