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
import {
  type RoomSetup,
  setUpRoom,
  type StoneLimits,
  type StoneList,
  StoneListBuilder,
} from "./stone_list.ts";
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
  const grower = new SetGrower(board, room, rule, meter, setup);
  for (let root = 0; root < setup.cells.length; root++) {
    if (!grower.growFrom(root)) return null;
  }
  return grower.out.finish();
}

/**
 * The growth of one room's connected sets: the room's cells numbered locally, the
 * set being grown, its frontier and the decision trail. Made once per room, so the
 * walk reads fields of one object and creates no function per decision.
 */
class SetGrower {
  readonly meter: WorkMeter;
  readonly out: StoneListBuilder;
  readonly noHoles: boolean;
  readonly minSize: number;
  readonly maxSize: number;
  readonly colLimit: Float64Array;
  readonly unusable: Uint8Array;
  /** The room's cells, ascending: a cell's local number is its position here. */
  readonly roomCells: readonly number[];
  /** Per local cell, its neighbours in the room with no border between. */
  readonly link: number[][] = [];
  /** Per local cell, its neighbours in the room across an inner border segment. */
  readonly clash: number[][] = [];
  readonly rowOf: number[];
  readonly colOf: number[];
  /**
   * Under the no-hole rules a stone's cells in one column form one unbroken vertical
   * run: same room, no border between, every cell usable. `verticalRun` numbers those
   * runs so two cells that could never share a column of one stone are refused at once.
   */
  readonly verticalRun: Int32Array;
  readonly inSet: Uint8Array;
  readonly banned: Uint8Array;
  /** Per column: the set's cells there, its top and bottom rows, and its vertical run. */
  readonly colUse: Int32Array;
  readonly colTop: Int32Array;
  readonly colBottom: Int32Array;
  readonly colRun: Int32Array;
  /** Per cell added, the column's top and bottom before it, for {@link remove}. */
  readonly undoTop: number[] = [];
  readonly undoBottom: number[] = [];
  /** The current set, in the order added. */
  readonly members: number[] = [];
  /** The frontier: cells next to the set, not yet decided, as a stack of slots. */
  readonly front: Int32Array;
  /** The decision trail: which frontier slot was decided, its cell, and whether it went in. */
  readonly trailSlot: Int32Array;
  readonly trailCell: Int32Array;
  readonly trailIn: Uint8Array;
  /**
   * An "in" decision writes the cell's new neighbours over frontier slots from its own
   * slot upwards; slots below an ancestor's height may still belong to that ancestor,
   * so every overwritten value is saved here and written back on undo.
   */
  readonly saved: Int32Array;
  readonly savedCount: Int32Array;
  savedTop = 0;
  /**
   * Column needs (`StoneLimits.columnNeed`): the columns with one, each one's need, and
   * per column the usable cells after the root (`after`) and those of them neither in
   * the set nor decided out (`avail`). A set whose column can no longer reach its need
   * is dropped as soon as a cell there is decided out: the last room of a search has
   * its every column fixed, and listing it cell by cell without this took most of a
   * pinned question's time under `count`.
   */
  readonly needCols: number[] = [];
  readonly colNeed: Float64Array;
  readonly after: Int32Array;
  readonly avail: Int32Array;

  constructor(
    board: StostoneBoard,
    room: number,
    rule: StostoneRule,
    meter: WorkMeter,
    setup: RoomSetup,
  ) {
    const { cells: roomCells, minSize, maxSize, colLimit, colNeed, unusable } = setup;
    const n = roomCells.length;
    const { cols } = board;
    this.meter = meter;
    this.roomCells = roomCells;
    this.minSize = minSize;
    this.maxSize = maxSize;
    this.colLimit = colLimit;
    this.colNeed = colNeed;
    this.unusable = unusable;
    for (let c = 0; c < cols; c++) if (colNeed[c]! > 0) this.needCols.push(c);
    this.noHoles = STOSTONE_RULE_REQUIREMENTS[rule].noVerticalHole;
    this.out = new StoneListBuilder(room, cols);
    // Local numbering: position in the ascending room list, so "after the root" is a plain `>`.
    const localOf = new Map<number, number>();
    roomCells.forEach((cell, i) => localOf.set(cell, i));
    for (const cell of roomCells) {
      const linked: number[] = [];
      const clashing: number[] = [];
      for (const nb of neighbours(board, cell)) {
        const j = localOf.get(nb);
        if (j === undefined) continue;
        (hasBorderBetween(board, board, cell, nb) ? clashing : linked).push(j);
      }
      this.link.push(linked);
      this.clash.push(clashing);
    }
    this.rowOf = roomCells.map((cell) => Math.floor(cell / cols));
    const colOf = this.colOf = roomCells.map((cell) => cell % cols);
    this.inSet = u8(n);
    this.banned = u8(n);
    this.colUse = i32(cols);
    this.colTop = i32(cols);
    this.colBottom = i32(cols);
    this.colRun = i32(cols);
    this.front = i32(4 * n + 8);
    this.trailSlot = i32(2 * n + 2);
    this.trailCell = i32(2 * n + 2);
    this.trailIn = u8(2 * n + 2);
    this.saved = i32(4 * n + 8);
    this.savedCount = i32(2 * n + 2);
    this.after = i32(cols);
    this.avail = i32(cols);
    for (let v = 0; v < n; v++) if (unusable[v] === 0) this.after[colOf[v]!]!++;
    const verticalRun = this.verticalRun = i32(n);
    for (let v = 0; v < n; v++) {
      const up = localOf.get(roomCells[v]! - cols);
      const joined = up !== undefined && colOf[up] === colOf[v] && unusable[up] === 0 &&
        unusable[v] === 0 && !hasBorderBetween(board, board, roomCells[up]!, roomCells[v]!);
      verticalRun[v] = joined ? verticalRun[up]! : v;
    }
  }

  canAdd(v: number): boolean {
    const { colOf, colUse, colLimit, colTop, colBottom, rowOf } = this;
    const c = colOf[v]!;
    if (this.unusable[v] === 1 || colUse[c]! + 1 > colLimit[c]!) return false;
    for (const w of this.clash[v]!) if (this.inSet[w] === 1) return false;
    if (this.noHoles && colUse[c]! > 0) {
      if (this.verticalRun[v] !== this.colRun[c]) return false;
      const span = Math.max(colBottom[c]!, rowOf[v]!) - Math.min(colTop[c]!, rowOf[v]!) + 1;
      if (span > colLimit[c]!) return false; // the gap could never be filled
    }
    return true;
  }

  add(v: number): void {
    const { colOf, colUse, colTop, colBottom, rowOf } = this;
    const c = colOf[v]!;
    this.inSet[v] = 1;
    this.undoTop.push(colTop[c]!);
    this.undoBottom.push(colBottom[c]!);
    if (colUse[c] === 0) {
      colTop[c] = rowOf[v]!;
      colBottom[c] = rowOf[v]!;
      this.colRun[c] = this.verticalRun[v]!;
    } else {
      colTop[c] = Math.min(colTop[c]!, rowOf[v]!);
      colBottom[c] = Math.max(colBottom[c]!, rowOf[v]!);
    }
    colUse[c]!++;
    this.members.push(v);
  }

  remove(v: number): void {
    const c = this.colOf[v]!;
    this.inSet[v] = 0;
    this.colUse[c]!--;
    this.colTop[c] = this.undoTop.pop()!;
    this.colBottom[c] = this.undoBottom.pop()!;
    this.members.pop();
  }

  hasHole(): boolean {
    const { colOf, colUse, colTop, colBottom } = this;
    for (const v of this.members) {
      const c = colOf[v]!;
      if (colBottom[c]! - colTop[c]! + 1 !== colUse[c]) return true;
    }
    return false;
  }

  /** Whether every column with a need has it met by the set. */
  meetsNeeds(): boolean {
    for (const c of this.needCols) if (this.colUse[c]! < this.colNeed[c]!) return false;
    return true;
  }

  /** Whether column c can still meet its need: the set's cells there and those still open. */
  canMeet(c: number): boolean {
    return this.colUse[c]! + this.avail[c]! >= this.colNeed[c]!;
  }

  emit(): void {
    if (this.noHoles && this.hasHole()) return;
    if (this.needCols.length > 0 && !this.meetsNeeds()) return;
    // Storage is work too: counting it bounds memory by the budget.
    for (const v of this.members) this.out.pushCell(this.roomCells[v]!);
    this.meter.used += this.out.closeStone();
  }

  /**
   * Adds `root` as the first cell of its sets; false when it cannot start one (it cannot
   * join, or a column's need is out of reach of the cells after it).
   */
  startAt(root: number): boolean {
    const needs = this.needCols.length > 0;
    if (needs) {
      // Only cells after the root may join its sets.
      if (this.unusable[root] === 0) this.after[this.colOf[root]!]!--;
      this.avail.set(this.after);
    }
    if (!this.canAdd(root)) return false;
    this.add(root);
    if (needs && !this.needCols.every((c) => this.canMeet(c))) {
      this.remove(root);
      return false;
    }
    return true;
  }

  /**
   * Lists every set whose smallest cell is `root`, deciding each frontier cell in or
   * out; false when the meter ran out of budget first.
   */
  growFrom(root: number): boolean {
    const { meter, members, inSet, banned, front, link, trailSlot, trailCell, trailIn } = this;
    const { saved, savedCount, maxSize, minSize, unusable, colOf, avail } = this;
    const needs = this.needCols.length > 0;
    if (!this.startAt(root)) return true;
    let top = 0;
    for (const w of link[root]!) if (w > root) front[top++] = w;
    let depth = 0;
    // `top` is the frontier height of the node being visited; `descend` says whether
    // to visit it (true) or to backtrack to the last decision (false).
    let descend = true;
    for (;;) {
      if (meter.used > meter.budget) return false;
      if (descend) {
        meter.used++;
        if (members.length === maxSize) {
          this.emit();
          descend = false;
          continue;
        }
        while (top > 0 && (inSet[front[top - 1]!] === 1 || banned[front[top - 1]!] === 1)) top--;
        if (top === 0) {
          if (members.length >= minSize) this.emit();
          descend = false;
          continue;
        }
        const v = front[top - 1]!;
        trailSlot[depth] = top - 1;
        trailCell[depth] = v;
        if (this.canAdd(v)) {
          // In: v's slot and those above it take v's new neighbours (saved for undo).
          this.add(v);
          if (needs) avail[colOf[v]!]!--;
          let at = top - 1;
          for (const w of link[v]!) {
            if (w > root && inSet[w] === 0 && banned[w] === 0) {
              saved[this.savedTop++] = front[at]!;
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
          if (needs && unusable[v] === 0 && (--avail[colOf[v]!]!, !this.canMeet(colOf[v]!))) {
            descend = false;
          }
        }
        continue;
      }
      // Backtrack: undo the last decision; an "in" becomes an "out", an "out" is finished.
      if (depth === 0) break;
      const d = --depth;
      const v = trailCell[d]!;
      const slot = trailSlot[d]!;
      if (trailIn[d] === 1) {
        this.remove(v);
        for (let k = savedCount[d]! - 1; k >= 0; k--) front[slot + k] = saved[--this.savedTop]!;
        front[slot] = v; // when v had no new neighbours nothing was saved, and the slot is still v
        trailIn[depth++] = 0;
        banned[v] = 1;
        top = slot;
        // Out now: it left the set and stays out of `avail`.
        descend = !needs || this.canMeet(colOf[v]!);
      } else {
        banned[v] = 0;
        if (needs && unusable[v] === 0) avail[colOf[v]!]!++;
      }
    }
    this.remove(root);
    return true;
  }
}
