/**
 * The reference Stostone rule checker: an ordered list of named checks, as in
 * pzprjs, run on one answer under one rule-4 setting. The first check that finds
 * something gives the verdict's code and cells; each check reports every offending
 * cell it finds, not just the first.
 *
 * An odd number of rows never passes under exact, convex or count: the middle row
 * is in both halves, so `csUpper` or `cuLower` always fires.
 *
 * @module
 */

import {
  assertStostoneAnswer,
  DEFAULT_STOSTONE_RULE,
  STOSTONE_BALANCED_RULES,
  STOSTONE_RULE_REQUIREMENTS,
  STOSTONE_RULES,
  type StostoneBoard,
  type StostoneRule,
} from "./board.ts";
import { type CheckResult, type NamedCheck, runChecks } from "../judge_types.ts";
import { assertRuleName } from "../rule_name.ts";
import { dropReference, hasVerticalHole, stonesOf } from "./drop.ts";

/** Every Stostone failure code, in check order. */
export type StostoneCode =
  | "cbShade"
  | "bkShadeDivide"
  | "csUpper"
  | "bkShadeHole"
  | "bkShadeNe"
  | "cuLower"
  | "bkNoShade";

/** What the Stostone checks look at: the board, the answer and what is derived from them. */
export interface StostoneJudgeContext {
  /** The board. */
  readonly board: StostoneBoard;
  /** The answer, 1 = shaded. */
  readonly answer: Uint8Array;
  /** The rule-4 setting being judged; csUpper and cuLower read it to pick their reading. */
  readonly rule: StostoneRule;
  /** The answer's stones: shaded cells connected without crossing a border. */
  readonly stones: readonly (readonly number[])[];
  /** The grid after the reference drop, computed on first use. */
  dropped(): Uint8Array;
}

/**
 * The settings whose own check is the hole check: they forbid vertical holes without
 * dropping the stones (under a real drop, csUpper and cuLower report a hole already).
 */
const HOLE_CHECKED_RULES: readonly StostoneRule[] = STOSTONE_RULES.filter((rule) => {
  const { noVerticalHole, dropFillsBottomHalf } = STOSTONE_RULE_REQUIREMENTS[rule];
  return noVerticalHole && !dropFillsBottomHalf;
});

/**
 * The Stostone checks in the order they are reported. Each names its code, says in
 * one line what it rejects and lists the rule-4 settings it runs under.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { STOSTONE_CHECKS } from "./judge.ts";
 * assert.ok(STOSTONE_CHECKS[0]!.code === "cbShade");
 * assert.ok(STOSTONE_CHECKS.map((c) => c.code).join() ===
 *   "cbShade,bkShadeDivide,csUpper,bkShadeHole,bkShadeNe,cuLower,bkNoShade");
 * ```
 */
export const STOSTONE_CHECKS: readonly NamedCheck<
  StostoneCode,
  StostoneRule,
  StostoneJudgeContext
>[] = [
  {
    code: "cbShade",
    description: "two shaded cells are adjacent across a border segment (inside a room too)",
    rules: STOSTONE_RULES,
    find: ({ board, answer }) => {
      const { rows, cols } = board;
      const cells: number[] = [];
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const cell = r * cols + c;
          if (answer[cell] !== 1) continue;
          if (c < cols - 1 && board.vertical[r * (cols - 1) + c] === 1 && answer[cell + 1] === 1) {
            cells.push(cell, cell + 1);
          }
          if (r < rows - 1 && board.horizontal[cell] === 1 && answer[cell + cols] === 1) {
            cells.push(cell, cell + cols);
          }
        }
      }
      return cells;
    },
  },
  {
    code: "bkShadeDivide",
    description: "a room's shaded cells form more than one stone",
    rules: STOSTONE_RULES,
    find: ({ board, stones }) => {
      const stonesInRoom = new Map<number, number>();
      for (const stone of stones) {
        const room = board.roomOf[stone[0]!]!;
        stonesInRoom.set(room, (stonesInRoom.get(room) ?? 0) + 1);
      }
      return stones.filter((stone) => stonesInRoom.get(board.roomOf[stone[0]!]!)! > 1).flat();
    },
  },
  {
    code: "csUpper",
    description:
      "exact: a cell of the upper half is occupied after the drop; convex/count: a column holds more than rows/2 shaded cells",
    rules: STOSTONE_BALANCED_RULES,
    find: (context) => wrongHalf(context, "upper"),
  },
  {
    code: "bkShadeHole",
    description:
      "convex: a stone has a vertical hole (two of its cells in a column, a cell between them not its own)",
    rules: HOLE_CHECKED_RULES,
    find: ({ board, stones }) => stones.filter((stone) => hasVerticalHole(board, stone)).flat(),
  },
  {
    code: "bkShadeNe",
    description: "a room's number differs from its count of shaded cells",
    rules: STOSTONE_RULES,
    find: ({ board, answer }) =>
      board.rooms.filter((room, id) => {
        const clue = board.clues[id];
        return typeof clue === "number" && shadedIn(room, answer) !== clue;
      }).flat(),
  },
  {
    code: "cuLower",
    description:
      "exact: a cell of the lower half is empty after the drop; convex/count: a column holds fewer than rows/2 shaded cells",
    rules: STOSTONE_BALANCED_RULES,
    find: (context) => wrongHalf(context, "lower"),
  },
  {
    code: "bkNoShade",
    description: "a room has no shaded cell and its number is not 0",
    rules: STOSTONE_RULES,
    find: ({ board, answer }) =>
      board.rooms.filter((room, id) => board.clues[id] !== 0 && shadedIn(room, answer) === 0)
        .flat(),
  },
];

/**
 * Judges a Stostone answer under a rule-4 setting (default `exact`): the first
 * failing check of {@link STOSTONE_CHECKS} with its cells, or ok.
 *
 * Throws `RangeError` when the answer is not rows × cols values of 0 or 1, or the
 * rule is not one of the four settings.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "./board.ts";
 * import { checkStostone } from "./judge.ts";
 * // 2×1, one room: a one-cell stone anywhere falls into the bottom half.
 * const board = stostoneBoard({ rows: 2, cols: 1 }, {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(1),
 * });
 * assert.ok(checkStostone(board, new Uint8Array([1, 0])).ok);
 * const tall = checkStostone(board, new Uint8Array([1, 1]));
 * assert.ok(tall.code === "csUpper" && tall.cells.join() === "0");
 * ```
 */
export function checkStostone(
  board: StostoneBoard,
  answer: Uint8Array,
  rule: StostoneRule = DEFAULT_STOSTONE_RULE,
): CheckResult<StostoneCode> {
  assertRuleName("checkStostone", STOSTONE_RULES, rule);
  assertStostoneAnswer(board, answer);
  const stones = stonesOf(board, answer);
  let dropped: Uint8Array | undefined;
  const context: StostoneJudgeContext = {
    board,
    answer,
    rule,
    stones,
    dropped: () => (dropped ??= dropReference(board, stones)),
  };
  return runChecks(STOSTONE_CHECKS, context, rule);
}

function shadedIn(cells: readonly number[], answer: Uint8Array): number {
  let count = 0;
  for (const cell of cells) count += answer[cell]!;
  return count;
}

/**
 * What csUpper (`upper`) and cuLower (`lower`) report, two mirror images. Under
 * exact: the cells of that half in the wrong state after the drop, occupied in the
 * upper half or empty in the lower one (the middle row of an odd board is in both
 * halves). Under convex and count: in every column with more (upper) or fewer (lower)
 * than rows/2 shaded cells, its shaded (upper) or empty (lower) cells.
 */
function wrongHalf(context: StostoneJudgeContext, half: "upper" | "lower"): number[] {
  const { board, answer, rule } = context;
  const { rows, cols } = board;
  const upper = half === "upper";
  const wrong = upper ? 1 : 0;
  if (!STOSTONE_RULE_REQUIREMENTS[rule].dropFillsBottomHalf) {
    return columnCells(
      board,
      answer,
      (count) => upper ? 2 * count > rows : 2 * count < rows,
      wrong,
    );
  }
  const dropped = context.dropped();
  const cells: number[] = [];
  for (let cell = 0; cell < rows * cols; cell++) {
    // Twice the row's middle line against the board's height: which half(s) it is in.
    const middle = 2 * Math.floor(cell / cols) + 1;
    if ((upper ? middle <= rows : middle >= rows) && dropped[cell] === wrong) cells.push(cell);
  }
  return cells;
}

/** The cells holding `value` in every column whose shaded count satisfies `bad`. */
function columnCells(
  board: StostoneBoard,
  answer: Uint8Array,
  bad: (count: number) => boolean,
  value: number,
): number[] {
  const { rows, cols } = board;
  const cells: number[] = [];
  for (let c = 0; c < cols; c++) {
    let count = 0;
    for (let r = 0; r < rows; r++) count += answer[r * cols + c]!;
    if (!bad(count)) continue;
    for (let r = 0; r < rows; r++) {
      if (answer[r * cols + c] === value) cells.push(r * cols + c);
    }
  }
  return cells;
}
