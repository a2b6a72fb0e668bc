/**
 * The clue assistant of the board page's edit mode, computed by the suite's own engines
 * (the registry's first engine, propagate, for verdicts; `forcedWithEvidence` for
 * forced cells) in the page's worker:
 *
 * - Stostone, a unique board: the numbers that can each go alone (the board stays
 *   unique without it), and a set of numbers that can go together (removed one at a
 *   time, each kept out only while the board stays unique, so the set is checked as a
 *   whole by construction).
 * - Stostone, several answers: one number to add (room and value) that leaves the
 *   fewest undecided cells. The values tried are the stone counts the room has in the
 *   answers listed (a value no answer has would leave no answer).
 * - Dosun-Fuwari: the rooms whose pieces are not yet determined.
 *
 * @module
 */

import type { Board } from "../../../core/formats/mod.ts";
import type { Rule } from "../../../core/genre.ts";
import {
  type StostoneBoard,
  stostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { enginesFor } from "../../../engines/mod.ts";
import { forcedWithEvidence } from "../../forced/mod.ts";
import { type Verdict, verdictOf as verdictOfCount } from "../../consensus/mod.ts";

/** A number to add: the room (by a cell of it, its number cell) and the value. */
export interface Suggestion {
  readonly cell: number;
  readonly value: number;
  /** Cells still undecided with it added. */
  readonly undecided: number;
}

/** What the assistant found. */
export interface Assistance {
  /** The board's verdict, as live analysis gives it. */
  readonly verdict: Verdict;
  /** Stostone, unique: the number cells whose number can go alone. */
  readonly alone: readonly number[];
  /** Stostone, unique: number cells whose numbers can all go together. */
  readonly together: readonly number[];
  /** Stostone, several answers: the number to add, or null. */
  readonly suggestion: Suggestion | null;
  /** Dosun-Fuwari: rooms (by their first cell) whose pieces are not yet determined. */
  readonly openRooms: readonly number[];
}

/** Most answers listed to find the values a room's number could take. */
const LISTED = 20;

function verdictOf(board: Board, rule: Rule, cap = 2) {
  const engine = enginesFor(board)[0]!;
  const result = engine.solve(board, { rule, cap, budget: engine.budgetFor(board) });
  return {
    verdict: verdictOfCount(result.answers.length, result.complete),
    answers: result.answers,
  };
}

/** The Stostone board with the numbers of `rooms` removed. */
function without(board: StostoneBoard, rooms: ReadonlySet<number>): StostoneBoard {
  return stostoneBoard(board, board, board.clues.map((c, room) => (rooms.has(room) ? null : c)));
}

/**
 * The assistant's findings for a board under a rule.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { assist } from "./assist.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * const found = assist(decodeUrl("stostone/6/6/433aaqv064p03g433h"), "exact");
 * assert.equal(found.verdict, "unique");
 * assert.ok(found.together.every((cell) => found.alone.includes(cell)));
 * ```
 */
export function assist(board: Board, rule: Rule): Assistance {
  const { verdict, answers } = verdictOf(board, rule, LISTED);
  const none = { verdict, alone: [], together: [], suggestion: null, openRooms: [] };
  if (board.genre === "dosun-fuwari") {
    if (verdict !== "multiple") return none;
    const forced = forcedWithEvidence(board, rule, { confirm: false }).cells;
    const openRooms = board.rooms.filter((cells) => cells.some((x) => forced[x]! < 0))
      .map((cells) => cells[0]!);
    return { ...none, openRooms };
  }
  const stostoneRule = rule as StostoneRule;
  if (verdict === "unique") {
    const numbered = board.clues.flatMap((c, room) => (c === null ? [] : [room]));
    const unique = (rooms: Set<number>) =>
      verdictOf(without(board, rooms), stostoneRule).verdict === "unique";
    const alone = numbered.filter((room) => unique(new Set([room])));
    const gone = new Set<number>();
    for (const room of alone) {
      gone.add(room);
      if (!unique(gone)) gone.delete(room);
    }
    const cellOf = (room: number) => board.clueCell[room]!;
    return { ...none, alone: alone.map(cellOf), together: [...gone].map(cellOf) };
  }
  if (verdict !== "multiple") return none;
  let best: Suggestion | null = null;
  board.clues.forEach((clue, room) => {
    if (clue !== null) return;
    const cells = board.rooms[room]!;
    const values = new Set(answers.map((a) => cells.filter((x) => a[x] === 1).length));
    for (const value of [...values].sort((a, b) => a - b)) {
      const added = stostoneBoard(
        board,
        board,
        board.clues.map((c, r) => (r === room ? value : c)),
      );
      const forced = forcedWithEvidence(added, stostoneRule, { confirm: false });
      const undecided = forced.cells.filter((v) => v < 0).length;
      if (best === null || undecided < best.undecided) {
        best = { cell: board.clueCell[room]!, value, undecided };
      }
    }
  });
  return { ...none, suggestion: best };
}
