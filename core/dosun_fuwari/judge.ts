/**
 * The reference Dosun-Fuwari rule checker: an ordered list of named checks, as in
 * pzprjs, run on one answer under one reading. The first check that finds
 * something gives the verdict's code and cells; each check reports every offending
 * cell it finds, not just the first.
 *
 * Room borders play no part in the support checks: a balloon's upper neighbour is
 * the cell above it whatever border lies between (a room border holds nothing up).
 *
 * @module
 */

import {
  assertDosunFuwariAnswer,
  BALLOON,
  DEFAULT_DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "./board.ts";
import { type CheckResult, type NamedCheck, runChecks } from "../judge_types.ts";
import { assertRuleName } from "../rule_name.ts";

/** Every Dosun-Fuwari failure code, in check order. */
export type DosunFuwariCode =
  | "bkUCGe2"
  | "bkSCGe2"
  | "cuNotTop"
  | "csNotBottom"
  | "bkNoUC"
  | "bkNoSC";

/** What the Dosun-Fuwari checks look at. */
export interface DosunFuwariJudgeContext {
  /** The board. */
  readonly board: DosunFuwariBoard;
  /** The answer: EMPTY, BALLOON or IRON per cell. */
  readonly answer: Uint8Array;
  /** The reading being judged; cuNotTop and csNotBottom depend on it. */
  readonly rule: DosunFuwariRule;
}

/**
 * The Dosun-Fuwari checks in the order they are reported. Each names its code, says
 * in one line what it rejects and lists the readings it runs under.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DOSUN_FUWARI_CHECKS } from "./judge.ts";
 * assert.ok(DOSUN_FUWARI_CHECKS.map((c) => c.code).join() ===
 *   "bkUCGe2,bkSCGe2,cuNotTop,csNotBottom,bkNoUC,bkNoSC");
 * ```
 */
export const DOSUN_FUWARI_CHECKS: readonly NamedCheck<
  DosunFuwariCode,
  DosunFuwariRule,
  DosunFuwariJudgeContext
>[] = [
  {
    code: "bkUCGe2",
    description: "a room holds two or more balloons",
    rules: DOSUN_FUWARI_RULES,
    find: ({ board, answer }) => piecesInCrowdedRooms(board, answer, BALLOON),
  },
  {
    code: "bkSCGe2",
    description: "a room holds two or more iron balls",
    rules: DOSUN_FUWARI_RULES,
    find: ({ board, answer }) => piecesInCrowdedRooms(board, answer, IRON),
  },
  {
    code: "cuNotTop",
    description:
      "a balloon's upper neighbour exists and is neither black nor a balloon (loose: nor any piece)",
    rules: DOSUN_FUWARI_RULES,
    find: (context) => unsupported(context, BALLOON, -context.board.cols),
  },
  {
    code: "csNotBottom",
    description:
      "an iron ball's lower neighbour exists and is neither black nor an iron ball (loose: nor any piece)",
    rules: DOSUN_FUWARI_RULES,
    find: (context) => unsupported(context, IRON, context.board.cols),
  },
  {
    code: "bkNoUC",
    description: "a room holds no balloon",
    rules: DOSUN_FUWARI_RULES,
    find: ({ board, answer }) =>
      board.rooms.filter((room) => !room.some((cell) => answer[cell] === BALLOON)).flat(),
  },
  {
    code: "bkNoSC",
    description: "a room holds no iron ball",
    rules: DOSUN_FUWARI_RULES,
    find: ({ board, answer }) =>
      board.rooms.filter((room) => !room.some((cell) => answer[cell] === IRON)).flat(),
  },
];

/**
 * Judges a Dosun-Fuwari answer under a reading (default `official`): the first
 * failing check of {@link DOSUN_FUWARI_CHECKS} with its cells, or ok.
 *
 * Throws `RangeError` when the answer is not rows × cols values of EMPTY, BALLOON or
 * IRON with nothing on a black cell, or the rule is not `official` or `loose`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { BALLOON, dosunFuwariBoard, IRON } from "./board.ts";
 * import { checkDosunFuwari } from "./judge.ts";
 * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(2),
 * });
 * assert.ok(checkDosunFuwari(board, new Uint8Array([BALLOON, 0, IRON])).ok);
 * assert.ok(checkDosunFuwari(board, new Uint8Array([0, BALLOON, IRON])).code === "cuNotTop");
 * ```
 */
export function checkDosunFuwari(
  board: DosunFuwariBoard,
  answer: Uint8Array,
  rule: DosunFuwariRule = DEFAULT_DOSUN_FUWARI_RULE,
): CheckResult<DosunFuwariCode> {
  assertRuleName("checkDosunFuwari", DOSUN_FUWARI_RULES, rule);
  assertDosunFuwariAnswer(board, answer);
  return runChecks(DOSUN_FUWARI_CHECKS, { board, answer, rule }, rule);
}

/** The pieces of one kind in every room that holds two or more of them. */
function piecesInCrowdedRooms(
  board: DosunFuwariBoard,
  answer: Uint8Array,
  piece: number,
): number[] {
  return board.rooms.map((room) => room.filter((cell) => answer[cell] === piece))
    .filter((pieces) => pieces.length >= 2).flat();
}

/**
 * The pieces of one kind whose support neighbour (at `step`: −cols above, +cols below)
 * exists and holds it up under neither reading's terms: not black, not the same kind
 * (official), not any piece (loose).
 */
function unsupported(
  { board, answer, rule }: DosunFuwariJudgeContext,
  piece: number,
  step: number,
): number[] {
  const n = board.rows * board.cols;
  const { anyPieceHolds } = DOSUN_FUWARI_RULE_REQUIREMENTS[rule];
  const cells: number[] = [];
  for (let cell = 0; cell < n; cell++) {
    if (answer[cell] !== piece) continue;
    const support = cell + step;
    if (support < 0 || support >= n) continue; // the edge holds it
    if (board.black[support] === 1) continue;
    const held = anyPieceHolds ? answer[support] !== EMPTY : answer[support] === piece;
    if (!held) cells.push(cell);
  }
  return cells;
}
