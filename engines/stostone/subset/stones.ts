/**
 * Lists the stones a room could hold: every set of the room's cells that is
 * connected without crossing a border, has the size the clue asks for, and
 * breaks no rule that can be judged inside the room alone (no two of its cells
 * on either side of an inner border segment; no column holding more than the
 * column limit; under `convex` and `exact`, no vertical hole).
 *
 * Under the no-hole rules stones are walked as chains of column segments
 * (`segments.ts`); under `count` and `none` they are grown cell by cell
 * (`growth.ts`). The two agree wherever both apply, which the tests check.
 *
 * @module
 */

import {
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { listStonesByGrowth } from "./growth.ts";
import { listStonesBySegments } from "./segments.ts";
import type { StoneLimits, StoneList } from "./stone_list.ts";
import type { WorkMeter } from "./work.ts";

/**
 * Every stone room `room` could hold under `rule` and `limits`, or `null` when the
 * meter ran out of budget before the list was complete. A room with clue 0 gets
 * exactly one stone, the empty one (unless `limits.size` asks for more); any
 * other room gets only stones of at least one cell; a clue larger than the room
 * gets none. Throws `RangeError` for a room that does not exist.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listStones } from "./stones.ts";
 * import { workMeter } from "./work.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // One 2×2 room with clue 2: four dominoes.
 * const board = stostoneBoard({ rows: 2, cols: 2 }, { vertical: new Uint8Array(2), horizontal: new Uint8Array(2) }, [2]);
 * assert.ok(listStones(board, 0, "none", workMeter(1000))!.count === 4);
 * // Under a drop rule each column holds at most one cell: the vertical dominoes go.
 * assert.ok(listStones(board, 0, "exact", workMeter(1000))!.count === 2);
 * ```
 */
export function listStones(
  board: StostoneBoard,
  room: number,
  rule: StostoneRule,
  meter: WorkMeter,
  limits: StoneLimits = {},
): StoneList | null {
  return STOSTONE_RULE_REQUIREMENTS[rule].noVerticalHole
    ? listStonesBySegments(board, room, rule, meter, limits)
    : listStonesByGrowth(board, room, rule, meter, limits);
}
