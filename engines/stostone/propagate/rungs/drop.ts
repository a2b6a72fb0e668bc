/**
 * The drop rung: under exact, `row + shaded-below` and `row − shaded-above` are each one value
 * on a stone, so a room's shaded cells share an interval of possible values; cells
 * whose own interval misses it are unshaded, and the shaded cells' columns are
 * filled or emptied where the interval forces it. The same test runs on whole
 * candidate stones of tabled rooms (with the stone's cells shaded and the rest of
 * its room unshaded, do its columns agree?), and what the survivors agree on is
 * settled by drop. Under exact and convex: no stone
 * has a vertical hole (the corollary), so cells between two shaded cells of a room in
 * one column are shaded and room cells cut off from them in the column are unshaded.
 * When drop is on (exact/convex), fit also drops candidate stones with a hole.
 *
 * Plain functions over a {@link LadderState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import {
  BY_DROP,
  halfColumn,
  type LadderState,
  REASON_HALF_COLUMNS,
  REASON_PAIR,
  REASON_ROOM_HALO_COLS,
  REASON_TRIPLE,
  REASON_VARS,
} from "../state.ts";
import { LIT_FALSE, LIT_TRUE } from "../counters.ts";

/**
 * Hole and rank tests (and the candidate-stone rank test) over what changed; one batch.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../../core/grid.ts";
 * import { stostoneBoard } from "../../../../core/stostone/board.ts";
 * import { geometryOf } from "../geometry.ts";
 * import { Ladder } from "../ladder.ts";
 * import { BY_BRANCH, BY_DROP } from "../state.ts";
import { LIT_FALSE, LIT_TRUE } from "../counters.ts";
 * import { dropPass } from "./drop.ts";
 * // A 3×1 room with its top and bottom cells shaded: no vertical hole, so the middle is shaded.
 * const size = { rows: 3, cols: 1 };
 * const only = { col: false, clue: false, fit: false, drop: true, probe: false };
 * const ladder = new Ladder(geometryOf(stostoneBoard(size, emptyBorders(size))), "exact", only, 1e6);
 * ladder.init();
 * ladder.assign(0, 1, BY_BRANCH);
 * ladder.assign(2, 1, BY_BRANCH);
 * assert.ok(dropPass(ladder));
 * assert.equal(ladder.val[1], 1);
 * assert.equal(ladder.trail.settledBy[1], BY_DROP);
 * ```
 */
export function dropPass(state: LadderState): boolean {
  state.beginBatch();
  dropScope(state);
  if (state.holeRule && !holePass(state)) return false;
  if (state.counterRank) {
    state.clearChangedColumns();
    if (!state.flushBatch(BY_DROP)) return false;
    return counterRankPass(state);
  }
  if (state.rankRule && !rankPass(state)) return false;
  if (state.rankRule && state.stoneRank && !stonePass(state)) return false;
  state.clearChangedColumns();
  return state.flushBatch(BY_DROP);
}

/**
 * The rank invariant against whole candidate stones: in a tabled room touching a
 * column that changed, a live stone dies when, with its cells shaded and the rest of
 * its room unshaded, its columns cannot agree on `row + shaded-below` (read at each
 * column's lowest cell) or on `row − shaded-above` (at each highest cell), or (with
 * col on) a column would get more than rows/2 shaded or unshaded cells. What the
 * room's remaining stones then agree on is settled here, by drop.
 */
export function stonePass(state: LadderState): boolean {
  const { geo, rows, cols } = state;
  // Rooms with a column that changed since the last pass.
  const touched = state.dropScan.roomTouchMark;
  const stamp = ++state.dropScan.roomTouchStamp;
  for (let i = 0; i < state.changedColumnCount; i++) {
    const c = state.changedColumns[i]!;
    for (let r = 0; r < rows; r++) touched[geo.roomOf[r * cols + c]!] = stamp;
  }
  state.work += state.changedColumnCount * rows;
  const { tabled, liveInRoom } = state.stones;
  for (let room = 0; room < geo.roomCount; room++) {
    if (touched[room] !== stamp || tabled[room] !== 1) continue;
    state.setArea(REASON_ROOM_HALO_COLS, room, 0);
    if (liveInRoom[room]! < 1) return false;
    countRoomUnknowns(state, room);
    if (killOffRankStones(state, room) && !agreeInto(state, room)) return false;
  }
  return true;
}

/** Per column of `room`: its unknown cells in the room above each row (`roomUnknownBefore`). */
function countRoomUnknowns(state: LadderState, room: number): void {
  const { geo, val, rows, cols } = state;
  const before = state.dropScan.roomUnknownBefore;
  const firstColumn = state.rooms.columnStart[room]!;
  const lastColumn = state.rooms.columnStart[room + 1]!;
  for (let j = firstColumn; j < lastColumn; j++) {
    const c = state.rooms.columns[j]!;
    let count = 0;
    const base = c * (rows + 1);
    for (let r = 0; r < rows; r++) {
      before[base + r] = count;
      const y = r * cols + c;
      if (geo.roomOf[y] === room && val[y] === -1) count++;
    }
    before[base + rows] = count;
  }
  state.work += (lastColumn - firstColumn) * rows;
}

/** Kills `room`'s live stones that break the rank invariant or the column cap; whether any died. */
function killOffRankStones(state: LadderState, room: number): boolean {
  const { rows, cols, halfRows: half, shadedInColumn, unshadedInColumn } = state;
  const capped = state.rungs.col;
  const {
    shadedAbove: ka,
    unknownAbove: ua,
    shadedBelow: kb,
    unknownBelow: ub,
    roomUnknownBefore: before,
  } = state.dropScan;
  const { roomStoneStart, dead, runStart, runColumn, runTop, runBottom } = state.stones;
  let killed = false;
  for (let k = roomStoneStart[room]!; k < roomStoneStart[room + 1]!; k++) {
    if (dead[k] === 1) continue;
    let lo1 = -0x7fffffff, hi1 = 0x7fffffff, lo2 = -0x7fffffff, hi2 = 0x7fffffff;
    let fits = true;
    for (let g = runStart[k]!; g < runStart[k + 1]! && fits; g++) {
      const c = runColumn[g]!;
      const t = runTop[g]!;
      const b = runBottom[g]!;
      const base = c * (rows + 1);
      const inRun = before[base + b + 1]! - before[base + t]!;
      const inColumn = before[base + rows]!;
      if (
        capped &&
        (shadedInColumn[c]! + inRun > half || unshadedInColumn[c]! + inColumn - inRun > half)
      ) {
        fits = false;
        break;
      }
      const xb = b * cols + c;
      const below = b + kb[xb]!;
      const unknownBelow = ub[xb]! - (inColumn - before[base + b + 1]!);
      if (below > lo1) lo1 = below;
      if (below + unknownBelow < hi1) hi1 = below + unknownBelow;
      const xt = t * cols + c;
      const above = t - ka[xt]!;
      const unknownAbove = ua[xt]! - before[base + t]!;
      if (above < hi2) hi2 = above;
      if (above - unknownAbove > lo2) lo2 = above - unknownAbove;
      if (lo1 > hi1 || lo2 > hi2) fits = false;
    }
    state.work += 1 + runStart[k + 1]! - runStart[k]!;
    if (!fits) {
      state.killStone(k);
      killed = true;
    }
  }
  return killed;
}

/** Queues what a tabled room's live stones agree on into the current batch. */
export function agreeInto(state: LadderState, room: number): boolean {
  const { geo, val } = state;
  const { liveInRoom, liveOnCell, roomHaloSlotStart, haloSlotCell, liveBesideSlot } = state.stones;
  const alive = liveInRoom[room]!;
  if (alive === 0) return false;
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    const x = geo.roomCells[i]!;
    if (val[x] !== -1) continue;
    const s = liveOnCell[x]!;
    if (s === 0 && !state.queueSet(x, 0)) return false;
    if (s === alive && !state.queueSet(x, 1)) return false;
  }
  for (let j = roomHaloSlotStart[room]!; j < roomHaloSlotStart[room + 1]!; j++) {
    const y = haloSlotCell[j]!;
    if (val[y] === -1 && liveBesideSlot[j] === alive && !state.queueSet(y, 0)) return false;
  }
  return true;
}

/**
 * Marks what a drop pass covers: everything, or under {@link LadderState.incrementalDrop}
 * the changed columns and the rooms that touch one.
 */
export function dropScope(state: LadderState): void {
  const scan = state.dropScan;
  const { dropColumn, dropRoom, dropRoomList } = scan;
  if (!state.incrementalDrop) {
    dropColumn.fill(1);
    dropRoom.fill(1);
    for (let room = 0; room < state.geo.roomCount; room++) dropRoomList[room] = room;
    scan.dropRoomCount = state.geo.roomCount;
    return;
  }
  dropColumn.fill(0);
  for (let i = 0; i < scan.dropRoomCount; i++) dropRoom[dropRoomList[i]!] = 0;
  let count = 0;
  const { roomsOfColumnStart: start, roomsOfColumn: rooms } = state.rooms;
  state.work += 1 + state.changedColumnCount;
  for (let i = 0; i < state.changedColumnCount; i++) {
    const c = state.changedColumns[i]!;
    dropColumn[c] = 1;
    state.work += start[c + 1]! - start[c]!;
    for (let j = start[c]!; j < start[c + 1]!; j++) {
      const room = rooms[j]!;
      if (dropRoom[room] === 1) continue;
      dropRoom[room] = 1;
      dropRoomList[count++] = room;
    }
  }
  scan.dropRoomCount = count;
}

/**
 * No vertical hole: per room and column, the shaded span is solid and isolated. The
 * reasons: the span's two end cells (and the unshaded cell between them, for a
 * contradiction); a cell cut off from the span by an unshaded cell or by another room
 * has the span's end and that unshaded cell.
 */
export function holePass(state: LadderState): boolean {
  const { geo, val, rows, cols } = state;
  const { holeFirstRow: first, holeLastRow: last, holeRoomMark: seen, holeRooms: here } =
    state.dropScan;
  const dropColumn = state.dropScan.dropColumn;
  for (let c = 0; c < cols; c++) {
    if (dropColumn[c] === 0) continue;
    state.work += rows;
    const stamp = ++state.dropScan.holeRoomStamp;
    let count = 0;
    for (let r = 0; r < rows; r++) {
      const x = r * cols + c;
      if (val[x] !== 1) continue;
      const room = geo.roomOf[x]!;
      if (seen[room] !== stamp) {
        seen[room] = stamp;
        first[room] = r;
        here[count++] = room;
      }
      last[room] = r;
    }
    for (let i = 0; i < count; i++) {
      const room = here[i]!;
      if (!settleSpan(state, room, c, first[room]!, last[room]!)) return false;
    }
  }
  return true;
}

/**
 * Room `room`'s shaded span in column `c`, rows `lo` ..= `hi`: solid (its gaps queued
 * shaded) and isolated (the room's cells beyond the unshaded cell or border that ends it,
 * up and down, queued unshaded); false on a contradiction.
 */
function settleSpan(state: LadderState, room: number, c: number, lo: number, hi: number): boolean {
  const { geo, val, rows, cols } = state;
  const loCell = lo * cols + c;
  const hiCell = hi * cols + c;
  // The room's cells in this column lie in rows roomTop ..= roomBottom.
  const roomTop = state.rooms.topInColumn[loCell]!;
  const roomBottom = state.rooms.bottomInColumn[loCell]!;
  // The full pass keeps its recorded charge (a column per room); the incremental one
  // charges the rows it reads.
  state.work += state.incrementalDrop ? 1 + roomBottom - roomTop : rows;
  state.setArea(REASON_PAIR, loCell, hiCell);
  for (let r = lo + 1; r <= hi; r++) {
    const y = r * cols + c;
    // Same room and no border above: openAdj up is set exactly then.
    if (geo.openAdj[y * 4]! < 0) return false;
    if (val[y] === 0) {
      state.setArea(REASON_TRIPLE, loCell, hiCell, y);
      return false;
    }
    if (val[y] === -1 && !state.queueSet(y, 1)) return false;
  }
  let top = lo;
  while (
    top > 0 && geo.openAdj[(top * cols + c) * 4]! >= 0 && val[(top - 1) * cols + c] !== 0
  ) {
    top--;
  }
  let bottom = hi;
  while (
    bottom < rows - 1 && geo.openAdj[(bottom * cols + c) * 4 + 3]! >= 0 &&
    val[(bottom + 1) * cols + c] !== 0
  ) {
    bottom++;
  }
  // Stopped by an unshaded cell (that cell is part of the reason) or by a border.
  const aboveTop = (top - 1) * cols + c;
  state.setArea(REASON_PAIR, loCell, top > 0 && val[aboveTop] === 0 ? aboveTop : loCell);
  for (let r = roomTop; r < top; r++) {
    const y = r * cols + c;
    if (geo.roomOf[y] === room && val[y] === -1 && !state.queueSet(y, 0)) return false;
  }
  const belowBottom = (bottom + 1) * cols + c;
  state.setArea(
    REASON_PAIR,
    hiCell,
    bottom < rows - 1 && val[belowBottom] === 0 ? belowBottom : hiCell,
  );
  for (let r = bottom + 1; r <= roomBottom; r++) {
    const y = r * cols + c;
    if (geo.roomOf[y] === room && val[y] === -1 && !state.queueSet(y, 0)) return false;
  }
  return true;
}

/**
 * Queues `fill` for every unknown cell of column `c` in rows `from` .. `to` − 1 (the
 * cells below or above a settled cell); false on a contradiction.
 */
function fillUnknown(
  state: LadderState,
  c: number,
  from: number,
  to: number,
  fill: number,
): boolean {
  const { val, cols } = state;
  state.work += state.rows;
  for (let r = from; r < to; r++) {
    const y = r * cols + c;
    if (val[y] === -1 && !state.queueSet(y, fill)) return false;
  }
  return true;
}

/**
 * Per cell of column `c`: shaded and unknown cells above it, in one walk down; those
 * below follow from the column's totals, so no second walk up is needed.
 */
function countColumn(state: LadderState, c: number): void {
  const { val, rows, cols } = state;
  const { shadedAbove: ka, unknownAbove: ua, shadedBelow: kb, unknownBelow: ub } = state.dropScan;
  const shaded = state.shadedInColumn[c]!;
  const unknown = rows - shaded - state.unshadedInColumn[c]!;
  let k = 0;
  let u = 0;
  for (let r = 0, x = c; r < rows; r++, x += cols) {
    ka[x] = k;
    ua[x] = u;
    const v = val[x]!;
    if (v === 1) k++;
    else if (v === -1) u++;
    kb[x] = shaded - k;
    ub[x] = unknown - u;
  }
}

/**
 * Whether the rank test has anything to read in `room`: a shaded cell, and an unknown
 * cell or a second shaded cell.
 */
function rankApplies(state: LadderState, room: number): boolean {
  const on = state.shadedInRoom[room]!;
  return on >= 2 || (on === 1 && on + state.unshadedInRoom[room]! < state.rooms.size[room]!);
}

/**
 * The rank invariant: for a stone, `row + shaded-below` is one value (how far it
 * falls, read from the floor) and so is `row − shaded-above` (read from the top).
 */
export function rankPass(state: LadderState): boolean {
  countRankColumns(state);
  const dropRoom = state.dropScan.dropRoom;
  for (let room = 0; room < state.geo.roomCount; room++) {
    if (dropRoom[room] === 0 || !rankApplies(state, room)) continue;
    if (!rankRoom(state, room)) return false;
  }
  return true;
}

/** Counts, per cell, the shaded and unknown cells above and below it in the columns the pass reads. */
function countRankColumns(state: LadderState): void {
  const { rows, cols } = state;
  // The columns the covered rooms read (every column when the pass covers all).
  const need = state.dropScan.dropColumn;
  if (state.incrementalDrop) {
    // Only the covered rooms' columns, and of those only the ones changed since counted.
    const { columnStart: start, columns } = state.rooms;
    for (let i = 0; i < state.dropScan.dropRoomCount; i++) {
      const room = state.dropScan.dropRoomList[i]!;
      if (!rankApplies(state, room)) continue;
      state.work += start[room + 1]! - start[room]!;
      for (let j = start[room]!; j < start[room + 1]!; j++) need[columns[j]!] = 1;
    }
    for (let c = 0; c < cols; c++) {
      if (need[c] === 0 || state.countStale[c] === 0) continue;
      state.countStale[c] = 0;
      state.work += rows;
      countColumn(state, c);
    }
  } else {
    for (let c = 0; c < cols; c++) {
      if (need[c] === 0) continue;
      // Charged as the two walks it once made, so that budgets stop where they did.
      state.work += 2 * rows;
      countColumn(state, c);
    }
  }
}

/**
 * A room's bounds on its stone's rank, each with the shaded cell that sets it:
 * `belowLeast` (from its shaded cells below), `belowMost` (from its unknown cells
 * below), `aboveMost` (shaded above), `aboveLeast` (unknown above). These, and the same
 * half-columns of the cell a deduction is about, are the reasons.
 */
class RankBounds {
  belowLeast = 0;
  belowLeastBy = -1;
  belowMost = 0;
  belowMostBy = -1;
  aboveLeast = 0;
  aboveLeastBy = -1;
  aboveMost = 0;
  aboveMostBy = -1;
}

/** One per module: the rank test of one room at a time fills it. */
const RANK_BOUNDS = new RankBounds();

/** The rank test of one room: its bounds, then what they settle; false on a contradiction. */
function rankRoom(state: LadderState, room: number): boolean {
  const { geo, val } = state;
  const { shadedAbove: ka, unknownAbove: ua, shadedBelow: kb, unknownBelow: ub } = state.dropScan;
  const rowOf = geo.rowOf;
  const start = geo.roomStart[room]!;
  const end = geo.roomStart[room + 1]!;
  const b = roomRankBounds(state, room, RANK_BOUNDS);
  const { belowLeast, belowMost, aboveLeast, aboveMost } = b;
  if (belowLeast > belowMost) {
    const area = halfColumn(b.belowLeastBy, false, 1);
    state.setArea(REASON_HALF_COLUMNS, area, halfColumn(b.belowMostBy, false, 0));
    return false;
  }
  if (aboveLeast > aboveMost) {
    const area = halfColumn(b.aboveLeastBy, true, 0);
    state.setArea(REASON_HALF_COLUMNS, area, halfColumn(b.aboveMostBy, true, 1));
    return false;
  }
  state.work += end - start;
  for (let i = start; i < end; i++) {
    const x = geo.roomCells[i]!;
    const v = val[x]!;
    if (v === 0) continue;
    if (v === 1) {
      if (!fillToRank(state, x, b)) return false;
      continue;
    }
    // Unknown: unshaded when its own half-column misses one of the room's bounds (the
    // reason: that bound and x's half-column).
    const r = rowOf[x]!;
    let bound = -1;
    let own = -1;
    if (r + kb[x]! > belowMost) {
      bound = halfColumn(b.belowMostBy, false, 0);
      own = halfColumn(x, false, 1);
    } else if (r + kb[x]! + ub[x]! < belowLeast) {
      bound = halfColumn(b.belowLeastBy, false, 1);
      own = halfColumn(x, false, 0);
    } else if (r - ka[x]! < aboveLeast) {
      bound = halfColumn(b.aboveLeastBy, true, 0);
      own = halfColumn(x, true, 1);
    } else if (r - ka[x]! - ua[x]! > aboveMost) {
      bound = halfColumn(b.aboveMostBy, true, 1);
      own = halfColumn(x, true, 0);
    }
    if (bound < 0) continue;
    state.setArea(REASON_HALF_COLUMNS, bound, own);
    if (!state.queueSet(x, 0)) return false;
  }
  return true;
}

/** Fills `b` with room `room`'s rank bounds, read off its shaded cells. */
function roomRankBounds(state: LadderState, room: number, b: RankBounds): RankBounds {
  const { geo, val } = state;
  const { shadedAbove: ka, unknownAbove: ua, shadedBelow: kb, unknownBelow: ub } = state.dropScan;
  const { roomCells, rowOf } = geo;
  let lo1 = -0x7fffffff, hi1 = 0x7fffffff, lo2 = -0x7fffffff, hi2 = 0x7fffffff;
  let lo1By = -1, hi1By = -1, lo2By = -1, hi2By = -1;
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    const x = roomCells[i]!;
    if (val[x] !== 1) continue;
    const r = rowOf[x]!;
    const below = r + kb[x]!;
    if (below > lo1) {
      lo1 = below;
      lo1By = x;
    }
    if (below + ub[x]! < hi1) {
      hi1 = below + ub[x]!;
      hi1By = x;
    }
    const above = r - ka[x]!;
    if (above < hi2) {
      hi2 = above;
      hi2By = x;
    }
    if (above - ua[x]! > lo2) {
      lo2 = above - ua[x]!;
      lo2By = x;
    }
  }
  b.belowLeast = lo1;
  b.belowLeastBy = lo1By;
  b.belowMost = hi1;
  b.belowMostBy = hi1By;
  b.aboveLeast = lo2;
  b.aboveLeastBy = lo2By;
  b.aboveMost = hi2;
  b.aboveMostBy = hi2By;
  return b;
}

/**
 * Shaded cell `x`: the unknown cells below it (above it) are all filled or all emptied
 * when only that meets the room's bounds; false on a contradiction.
 */
function fillToRank(state: LadderState, x: number, b: RankBounds): boolean {
  const { shadedAbove: ka, unknownAbove: ua, shadedBelow: kb, unknownBelow: ub } = state.dropScan;
  const rows = state.rows;
  const r = state.geo.rowOf[x]!;
  const c = state.geo.colOf[x]!;
  // shaded-below must lie in [belowLeast − r, belowMost − r]; it is kb + (shaded unknowns below).
  if (ub[x]! > 0) {
    let fill = -1;
    if (b.belowLeast - r >= kb[x]! + ub[x]!) {
      fill = 1;
      state.setArea(
        REASON_HALF_COLUMNS,
        halfColumn(b.belowLeastBy, false, 1),
        halfColumn(x, false, 0),
      );
    } else if (b.belowMost - r <= kb[x]!) {
      fill = 0;
      state.setArea(
        REASON_HALF_COLUMNS,
        halfColumn(b.belowMostBy, false, 0),
        halfColumn(x, false, 1),
      );
    }
    if (fill >= 0 && !fillUnknown(state, c, r + 1, rows, fill)) return false;
  }
  // shaded-above must lie in [r − aboveMost, r − aboveLeast]; it is ka + (shaded unknowns above).
  if (ua[x]! > 0) {
    let fill = -1;
    if (r - b.aboveMost >= ka[x]! + ua[x]!) {
      fill = 1;
      state.setArea(
        REASON_HALF_COLUMNS,
        halfColumn(b.aboveMostBy, true, 1),
        halfColumn(x, true, 0),
      );
    } else if (r - b.aboveLeast <= ka[x]!) {
      fill = 0;
      state.setArea(
        REASON_HALF_COLUMNS,
        halfColumn(b.aboveLeastBy, true, 0),
        halfColumn(x, true, 1),
      );
    }
    if (fill >= 0 && !fillUnknown(state, c, 0, r, fill)) return false;
  }
  return true;
}

/**
 * Makes counter literal `lit` hold, because shaded cells `by` and `x` share a room and
 * `byVar` (a counter literal's variable, or −1 for a constant) bounds `by`'s stone;
 * false, with the conflict's area set, when it cannot.
 */
function settleCounter(
  state: LadderState,
  lit: number,
  by: number,
  x: number,
  byVar: number,
): boolean {
  if (lit === LIT_TRUE) return true;
  if (lit === LIT_FALSE) {
    state.setArea(REASON_VARS, by, x, byVar);
    return false;
  }
  const y = lit >> 1;
  const now = state.valAll[y]!;
  if (now === (lit & 1)) return true;
  state.setArea(REASON_VARS, by, x, byVar, now === -1 ? -1 : y);
  return now === -1 && state.assign(y, lit & 1, BY_DROP);
}

/**
 * The rank invariant over the counter variables B(c, r, k) ("at least
 * k shaded cells in column c at rows ≥ r"). Per covered room, each shaded cell s bounds
 * the room's value `row + shaded-below` by the counters below it (the largest k with
 * B(c, r + 1, k) true, the smallest with it false); every shaded cell of the room gets
 * the room's bounds as counter literals (reason: s, the cell, s's counter literal), and
 * an unknown cell whose own counters miss them is unshaded (reason: s, s's literal, the
 * cell's own literal). Filling and emptying half-columns follows from the counter
 * clauses, which the learner propagates.
 */
export function counterRankPass(state: LadderState): boolean {
  const geo = state.geo;
  const rooms = state.incrementalDrop ? state.dropScan.dropRoomCount : geo.roomCount;
  for (let i = 0; i < rooms; i++) {
    const room = state.incrementalDrop ? state.dropScan.dropRoomList[i]! : i;
    if (!rankApplies(state, room)) continue;
    if (!counterRankRoom(state, room)) return false;
  }
  return true;
}

/**
 * What the counters below a cell say of its shaded cells below: at least `least` (the
 * counter literal that says so: `leastVar`, −1 for a constant), at most `most`
 * (`mostVar`, the variable of the counter that is false).
 */
class CounterBounds {
  least = 0;
  leastVar = -1;
  most = 0;
  mostVar = -1;
}

/** One per module: {@link counterBounds} fills it, its caller reads it at once. */
const COUNTER_BOUNDS = new CounterBounds();

/** Fills `out` with the counter bounds on the shaded cells below cell `x`. */
function counterBounds(state: LadderState, x: number, out: CounterBounds): CounterBounds {
  const { rows, geo } = state;
  const all = state.valAll;
  const { firstVariable, smallestCount, largestCount } = state.counters;
  const r1 = geo.rowOf[x]! + 1;
  const c = geo.colOf[x]!;
  const first = smallestCount[r1]!;
  const last = largestCount[r1]!;
  const base = firstVariable[c * (rows + 1) + r1]! - first;
  out.least = first - 1;
  out.leastVar = -1;
  out.most = Math.min(state.halfRows, rows - r1);
  out.mostVar = -1;
  let k = last;
  let reads = 1;
  for (; k >= first; k--) {
    reads++;
    const y = base + k;
    if (all[y] === 1) {
      out.least = k;
      out.leastVar = y;
      break;
    }
  }
  for (k = Math.max(first, out.least + 1); k <= last; k++) {
    reads++;
    const y = base + k;
    if (all[y] === 0) {
      out.most = k - 1;
      out.mostVar = y;
      break;
    }
  }
  state.work += reads;
  return out;
}

/** {@link counterRankPass} in one room; false on a contradiction. */
function counterRankRoom(state: LadderState, room: number): boolean {
  const { geo, val } = state;
  const { roomCells, rowOf, colOf } = geo;
  const start = geo.roomStart[room]!;
  const end = geo.roomStart[room + 1]!;
  let lo = -0x7fffffff, hi = 0x7fffffff, loBy = -1, hiBy = -1, loVar = -1, hiVar = -1;
  for (let j = start; j < end; j++) {
    const x = roomCells[j]!;
    if (val[x] !== 1) continue;
    const bound = counterBounds(state, x, COUNTER_BOUNDS);
    const r = rowOf[x]!;
    if (r + bound.least > lo) {
      lo = r + bound.least;
      loBy = x;
      loVar = bound.leastVar;
    }
    if (r + bound.most < hi) {
      hi = r + bound.most;
      hiBy = x;
      hiVar = bound.mostVar;
    }
  }
  const counters = state.counters;
  for (let j = start; j < end; j++) {
    const x = roomCells[j]!;
    const v = val[x]!;
    if (v === 0) continue;
    const r = rowOf[x]!;
    const c = colOf[x]!;
    if (v === 1) {
      // below(x) ≥ lo − r and ≤ hi − r.
      if (
        loBy !== x && !settleCounter(state, counters.literal(c, r + 1, lo - r, 1), loBy, x, loVar)
      ) {
        return false;
      }
      if (
        hiBy !== x &&
        !settleCounter(state, counters.literal(c, r + 1, hi - r + 1, 0), hiBy, x, hiVar)
      ) {
        return false;
      }
      continue;
    }
    const bound = counterBounds(state, x, COUNTER_BOUNDS);
    if (r + bound.least > hi) {
      state.setArea(REASON_VARS, hiBy, hiVar, bound.leastVar);
      state.assign(x, 0, BY_DROP);
    } else if (r + bound.most < lo) {
      state.setArea(REASON_VARS, loBy, loVar, bound.mostVar);
      state.assign(x, 0, BY_DROP);
    }
  }
  return true;
}
