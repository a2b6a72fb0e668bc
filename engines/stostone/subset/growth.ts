/**
 * Lists a room's stones by growing connected sets, the method that works under
 * every rule. Each connected set is produced once: it is grown from its smallest
 * cell (the root), only through cells after the root, by deciding each frontier
 * cell in or out. Cells that could not join (across an inner border from the set,
 * over the column limit, or, under the no-hole rules, in a different vertical run
 * or too far from the set's cells in the same column) are decided out at once.
 *
 * The walk is iterative (a 100×100 room would overflow the call stack) and spends
 * one work unit per decision and one per stored integer, so a huge unclued room
 * stops at the budget instead of exhausting time or memory.
 *
 * @module
 */

import { hasBorderBetween, neighbours } from "../../../core/grid.ts";
import {
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { setUpRoom, type StoneLimits, type StoneList, StoneListBuilder } from "./stone_list.ts";
import type { WorkMeter } from "./work.ts";
import { i32, u8 } from "./scratch.ts";

/**
 * Every stone room `room` could hold under `rule` and `limits`, by growing
 * connected sets; `null` when the meter ran out of budget first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listStonesByGrowth } from "./growth.ts";
 * import { workMeter } from "./work.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // A 3×3 room without a clue: 218 connected sets of cells.
 * const size = { rows: 3, cols: 3 };
 * const board = stostoneBoard(size, { vertical: new Uint8Array(6), horizontal: new Uint8Array(6) });
 * assert.ok(listStonesByGrowth(board, 0, "none", workMeter(1e6))!.count === 218);
 * ```
 */
export function listStonesByGrowth(
  board: StostoneBoard,
  room: number,
  rule: StostoneRule,
  meter: WorkMeter,
  limits: StoneLimits = {},
): StoneList | null {
  const setup = setUpRoom(board, room, rule, limits);
  if ("count" in setup) return setup;
  const { cells: roomCells, minSize, maxSize, colLimit, unusable } = setup;
  const n = roomCells.length;
  const { cols } = board;
  const noHoles = STOSTONE_RULE_REQUIREMENTS[rule].noVerticalHole;
  const out = new StoneListBuilder(room, cols);

  // Local numbering: position in the ascending room list, so "after the root" is a plain `>`.
  const localOf = new Map<number, number>();
  roomCells.forEach((cell, i) => localOf.set(cell, i));
  const link: number[][] = []; // neighbours in the room with no border between
  const clash: number[][] = []; // neighbours in the room across an inner border segment
  for (const cell of roomCells) {
    const l: number[] = [];
    const x: number[] = [];
    for (const nb of neighbours(board, cell)) {
      const j = localOf.get(nb);
      if (j === undefined) continue;
      (hasBorderBetween(board, board, cell, nb) ? x : l).push(j);
    }
    link.push(l);
    clash.push(x);
  }
  const rowOf = roomCells.map((cell) => Math.floor(cell / cols));
  const colOf = roomCells.map((cell) => cell % cols);

  const inSet = u8(n);
  const banned = u8(n);
  const colUse = i32(cols);
  const colTop = i32(cols);
  const colBottom = i32(cols);
  const colRun = i32(cols);
  const members: number[] = []; // the current set, in the order added
  // The frontier: cells next to the set, not yet decided, as a stack of slots.
  const front = i32(4 * n + 8);
  // The decision trail: which frontier slot was decided, its cell, and whether it went in.
  const trailSlot = i32(2 * n + 2);
  const trailCell = i32(2 * n + 2);
  const trailIn = u8(2 * n + 2);
  // An "in" decision writes the cell's new neighbours over frontier slots from its own
  // slot upwards; slots below an ancestor's height may still belong to that ancestor,
  // so every overwritten value is saved here and written back on undo.
  const saved = i32(4 * n + 8);
  const savedCount = i32(2 * n + 2);
  let savedTop = 0;
  let depth = 0;

  // Under the no-hole rules a stone's cells in one column form one unbroken vertical
  // run: same room, no border between, every cell usable. `verticalRun` numbers those
  // runs so two cells that could never share a column of one stone are refused at once.
  const verticalRun = i32(n);
  for (let v = 0; v < n; v++) {
    const up = localOf.get(roomCells[v]! - cols);
    const joined = up !== undefined && colOf[up] === colOf[v] && unusable[up] === 0 &&
      unusable[v] === 0 && !hasBorderBetween(board, board, roomCells[up]!, roomCells[v]!);
    verticalRun[v] = joined ? verticalRun[up]! : v;
  }
  const undoTop: number[] = [];
  const undoBottom: number[] = [];
  const canAdd = (v: number): boolean => {
    const c = colOf[v]!;
    if (unusable[v] === 1 || colUse[c]! + 1 > colLimit[c]!) return false;
    for (const w of clash[v]!) if (inSet[w] === 1) return false;
    if (noHoles && colUse[c]! > 0) {
      if (verticalRun[v] !== colRun[c]) return false;
      const span = Math.max(colBottom[c]!, rowOf[v]!) - Math.min(colTop[c]!, rowOf[v]!) + 1;
      if (span > colLimit[c]!) return false; // the gap could never be filled
    }
    return true;
  };
  const add = (v: number): void => {
    const c = colOf[v]!;
    inSet[v] = 1;
    undoTop.push(colTop[c]!);
    undoBottom.push(colBottom[c]!);
    if (colUse[c] === 0) {
      colTop[c] = rowOf[v]!;
      colBottom[c] = rowOf[v]!;
      colRun[c] = verticalRun[v]!;
    } else {
      colTop[c] = Math.min(colTop[c]!, rowOf[v]!);
      colBottom[c] = Math.max(colBottom[c]!, rowOf[v]!);
    }
    colUse[c]!++;
    members.push(v);
  };
  const remove = (v: number): void => {
    const c = colOf[v]!;
    inSet[v] = 0;
    colUse[c]!--;
    colTop[c] = undoTop.pop()!;
    colBottom[c] = undoBottom.pop()!;
    members.pop();
  };
  const hasHole = (): boolean => {
    for (const v of members) {
      const c = colOf[v]!;
      if (colBottom[c]! - colTop[c]! + 1 !== colUse[c]) return true;
    }
    return false;
  };
  const emit = (): void => {
    if (noHoles && hasHole()) return;
    // Storage is work too: counting it bounds memory by the budget.
    for (const v of members) out.pushCell(roomCells[v]!);
    meter.used += out.closeStone();
  };

  for (let root = 0; root < n; root++) {
    if (!canAdd(root)) continue;
    add(root);
    let top = 0;
    for (const w of link[root]!) if (w > root) front[top++] = w;
    depth = 0;
    // `top` is the frontier height of the node being visited; `descend` says whether
    // to visit it (true) or to backtrack to the last decision (false).
    let descend = true;
    for (;;) {
      if (meter.used > meter.budget) return null;
      if (descend) {
        meter.used++;
        if (members.length === maxSize) {
          emit();
          descend = false;
          continue;
        }
        while (top > 0 && (inSet[front[top - 1]!] === 1 || banned[front[top - 1]!] === 1)) top--;
        if (top === 0) {
          if (members.length >= minSize) emit();
          descend = false;
          continue;
        }
        const v = front[top - 1]!;
        trailSlot[depth] = top - 1;
        trailCell[depth] = v;
        if (canAdd(v)) {
          // In: v's slot and those above it take v's new neighbours (saved for undo).
          add(v);
          let at = top - 1;
          for (const w of link[v]!) {
            if (w > root && inSet[w] === 0 && banned[w] === 0) {
              saved[savedTop++] = front[at]!;
              front[at++] = w;
            }
          }
          savedCount[depth] = at - (top - 1);
          trailIn[depth++] = 1;
          top = at;
        } else {
          trailIn[depth++] = 0;
          banned[v] = 1;
          top--;
        }
        continue;
      }
      // Backtrack: undo the last decision; an "in" becomes an "out", an "out" is finished.
      if (depth === 0) break;
      const d = --depth;
      const v = trailCell[d]!;
      const slot = trailSlot[d]!;
      if (trailIn[d] === 1) {
        remove(v);
        for (let k = savedCount[d]! - 1; k >= 0; k--) front[slot + k] = saved[--savedTop]!;
        front[slot] = v; // when v had no new neighbours nothing was saved, and the slot is still v
        trailIn[depth++] = 0;
        banned[v] = 1;
        top = slot;
        descend = true;
      } else {
        banned[v] = 0;
      }
    }
    remove(root);
  }
  return out.finish();
}
