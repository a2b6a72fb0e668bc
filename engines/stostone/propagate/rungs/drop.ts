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
  const { geo, val, rows, cols, halfRows: half } = state;
  const capped = state.rungs.col;
  const {
    shadedAbove: ka,
    unknownAbove: ua,
    shadedBelow: kb,
    unknownBelow: ub,
    roomUnknownBefore: before,
  } = state;
  // Rooms with a column that changed since the last pass.
  const stamp = ++state.roomTouchStamp;
  for (let i = 0; i < state.changedColumnCount; i++) {
    const c = state.changedColumns[i]!;
    for (let r = 0; r < rows; r++) {
      const room = geo.roomOf[r * cols + c]!;
      state.roomTouchMark[room] = stamp;
    }
  }
  state.work += state.changedColumnCount * rows;
  for (let room = 0; room < geo.roomCount; room++) {
    if (state.roomTouchMark[room] !== stamp || state.stones.tabled[room] !== 1) continue;
    state.setArea(REASON_ROOM_HALO_COLS, room, 0);
    if (state.stones.liveInRoom[room]! < 1) return false;
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
    let killed = false;
    for (
      let k = state.stones.roomStoneStart[room]!;
      k < state.stones.roomStoneStart[room + 1]!;
      k++
    ) {
      if (state.stones.dead[k] === 1) continue;
      let lo1 = -0x7fffffff, hi1 = 0x7fffffff, lo2 = -0x7fffffff, hi2 = 0x7fffffff;
      let fits = true;
      for (let g = state.stones.runStart[k]!; g < state.stones.runStart[k + 1]! && fits; g++) {
        const c = state.stones.runColumn[g]!;
        const t = state.stones.runTop[g]!;
        const b = state.stones.runBottom[g]!;
        const base = c * (rows + 1);
        const inRun = before[base + b + 1]! - before[base + t]!;
        const inColumn = before[base + rows]!;
        if (
          capped &&
          (state.shadedInColumn[c]! + inRun > half ||
            state.unshadedInColumn[c]! + inColumn - inRun > half)
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
      state.work += 1 + state.stones.runStart[k + 1]! - state.stones.runStart[k]!;
      if (!fits) {
        state.killStone(k);
        killed = true;
      }
    }
    if (killed && !agreeInto(state, room)) return false;
  }
  return true;
}

/** Queues what a tabled room's live stones agree on into the current batch. */
export function agreeInto(state: LadderState, room: number): boolean {
  const geo = state.geo;
  const alive = state.stones.liveInRoom[room]!;
  if (alive === 0) return false;
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    const x = geo.roomCells[i]!;
    if (state.val[x] !== -1) continue;
    const s = state.stones.liveOnCell[x]!;
    if (s === 0 && !state.queueSet(x, 0)) return false;
    if (s === alive && !state.queueSet(x, 1)) return false;
  }
  for (
    let j = state.stones.roomHaloSlotStart[room]!;
    j < state.stones.roomHaloSlotStart[room + 1]!;
    j++
  ) {
    const y = state.stones.haloSlotCell[j]!;
    if (state.val[y] === -1 && state.stones.liveBesideSlot[j] === alive && !state.queueSet(y, 0)) {
      return false;
    }
  }
  return true;
}

/**
 * Marks what a drop pass covers: everything, or under {@link LadderState.incrementalDrop}
 * the changed columns and the rooms that touch one.
 */
export function dropScope(state: LadderState): void {
  if (!state.incrementalDrop) {
    state.dropColumn.fill(1);
    state.dropRoom.fill(1);
    for (let room = 0; room < state.geo.roomCount; room++) state.dropRoomList[room] = room;
    state.dropRoomCount = state.geo.roomCount;
    return;
  }
  state.dropColumn.fill(0);
  for (let i = 0; i < state.dropRoomCount; i++) state.dropRoom[state.dropRoomList[i]!] = 0;
  state.dropRoomCount = 0;
  const { roomsOfColumnStart: start, roomsOfColumn: rooms } = state.rooms;
  state.work += 1 + state.changedColumnCount;
  for (let i = 0; i < state.changedColumnCount; i++) {
    const c = state.changedColumns[i]!;
    state.dropColumn[c] = 1;
    state.work += start[c + 1]! - start[c]!;
    for (let j = start[c]!; j < start[c + 1]!; j++) {
      const room = rooms[j]!;
      if (state.dropRoom[room] === 1) continue;
      state.dropRoom[room] = 1;
      state.dropRoomList[state.dropRoomCount++] = room;
    }
  }
}

/**
 * No vertical hole: per room and column, the shaded span is solid and isolated. The
 * reasons: the span's two end cells (and the unshaded cell between them, for a
 * contradiction); a cell cut off from the span by an unshaded cell or by another room
 * has the span's end and that unshaded cell.
 */
export function holePass(state: LadderState): boolean {
  const {
    geo,
    val,
    rows,
    cols,
    holeFirstRow: first,
    holeLastRow: last,
    holeRoomMark: seen,
    holeRooms: here,
  } = state;
  for (let c = 0; c < cols; c++) {
    if (state.dropColumn[c] === 0) continue;
    state.work += rows;
    const stamp = ++state.holeRoomStamp;
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
      const lo = first[room]!;
      const hi = last[room]!;
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
    }
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
  const { shadedAbove: ka, unknownAbove: ua, shadedBelow: kb, unknownBelow: ub } = state;
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
  const {
    geo,
    val,
    rows,
    cols,
    shadedAbove: ka,
    unknownAbove: ua,
    shadedBelow: kb,
    unknownBelow: ub,
  } = state;
  const { roomCells, rowOf, colOf } = geo;
  // The columns the covered rooms read (every column when the pass covers all).
  const need = state.dropColumn;
  if (state.incrementalDrop) {
    // Only the covered rooms' columns, and of those only the ones changed since counted.
    const { columnStart: start, columns } = state.rooms;
    for (let i = 0; i < state.dropRoomCount; i++) {
      const room = state.dropRoomList[i]!;
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
  for (let room = 0; room < geo.roomCount; room++) {
    if (state.dropRoom[room] === 0 || !rankApplies(state, room)) continue;
    const start = geo.roomStart[room]!;
    const end = geo.roomStart[room + 1]!;
    // Each bound with the shaded cell that sets it: lo1 (its shaded cells below), hi1
    // (its unshaded cells below), hi2 (shaded above), lo2 (unshaded above). These, and
    // the same half-columns of the cell a deduction is about, are the reasons.
    let lo1 = -0x7fffffff, hi1 = 0x7fffffff, lo2 = -0x7fffffff, hi2 = 0x7fffffff;
    let lo1By = -1, hi1By = -1, lo2By = -1, hi2By = -1;
    for (let i = start; i < end; i++) {
      const x = roomCells[i]!;
      if (val[x] !== 1) continue;
      const r = rowOf[x]!;
      const b = r + kb[x]!;
      if (b > lo1) {
        lo1 = b;
        lo1By = x;
      }
      if (b + ub[x]! < hi1) {
        hi1 = b + ub[x]!;
        hi1By = x;
      }
      const a = r - ka[x]!;
      if (a < hi2) {
        hi2 = a;
        hi2By = x;
      }
      if (a - ua[x]! > lo2) {
        lo2 = a - ua[x]!;
        lo2By = x;
      }
    }
    if (lo1 > hi1) {
      state.setArea(REASON_HALF_COLUMNS, halfColumn(lo1By, false, 1), halfColumn(hi1By, false, 0));
      return false;
    }
    if (lo2 > hi2) {
      state.setArea(REASON_HALF_COLUMNS, halfColumn(lo2By, true, 0), halfColumn(hi2By, true, 1));
      return false;
    }
    state.work += end - start;
    for (let i = start; i < end; i++) {
      const x = roomCells[i]!;
      const v = val[x]!;
      if (v === 0) continue;
      const r = rowOf[x]!;
      if (v === -1) {
        // The bound x's own half-column misses, and that half-column.
        let bound = -1;
        let own = -1;
        if (r + kb[x]! > hi1) {
          bound = halfColumn(hi1By, false, 0);
          own = halfColumn(x, false, 1);
        } else if (r + kb[x]! + ub[x]! < lo1) {
          bound = halfColumn(lo1By, false, 1);
          own = halfColumn(x, false, 0);
        } else if (r - ka[x]! < lo2) {
          bound = halfColumn(lo2By, true, 0);
          own = halfColumn(x, true, 1);
        } else if (r - ka[x]! - ua[x]! > hi2) {
          bound = halfColumn(hi2By, true, 1);
          own = halfColumn(x, true, 0);
        }
        if (bound >= 0) {
          state.setArea(REASON_HALF_COLUMNS, bound, own);
          if (!state.queueSet(x, 0)) return false;
        }
        continue;
      }
      const c = colOf[x]!;
      // shaded-below must lie in [lo1 − r, hi1 − r]; it is kb + (shaded unknowns below).
      if (ub[x]! > 0) {
        let fill = -1;
        if (lo1 - r >= kb[x]! + ub[x]!) {
          fill = 1;
          state.setArea(REASON_HALF_COLUMNS, halfColumn(lo1By, false, 1), halfColumn(x, false, 0));
        } else if (hi1 - r <= kb[x]!) {
          fill = 0;
          state.setArea(REASON_HALF_COLUMNS, halfColumn(hi1By, false, 0), halfColumn(x, false, 1));
        }
        if (fill >= 0 && !fillUnknown(state, c, r + 1, rows, fill)) return false;
      }
      // shaded-above must lie in [r − hi2, r − lo2]; it is ka + (shaded unknowns above).
      if (ua[x]! > 0) {
        let fill = -1;
        if (r - hi2 >= ka[x]! + ua[x]!) {
          fill = 1;
          state.setArea(REASON_HALF_COLUMNS, halfColumn(hi2By, true, 1), halfColumn(x, true, 0));
        } else if (r - lo2 <= ka[x]!) {
          fill = 0;
          state.setArea(REASON_HALF_COLUMNS, halfColumn(lo2By, true, 0), halfColumn(x, true, 1));
        }
        if (fill >= 0 && !fillUnknown(state, c, 0, r, fill)) return false;
      }
    }
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
  const { geo, val, rows } = state;
  const all = state.valAll;
  const { roomCells, rowOf, colOf } = geo;
  const { firstVariable, smallestCount, largestCount } = state.counters;
  const half = state.halfRows;
  // Scratch results of bounds(): L, its variable, U, the variable of its negation.
  let L = 0, LVar = -1, U = 0, UVar = -1;
  const bounds = (x: number): void => {
    const r1 = rowOf[x]! + 1;
    const c = colOf[x]!;
    const first = smallestCount[r1]!;
    const last = largestCount[r1]!;
    const base = firstVariable[c * (rows + 1) + r1]! - first;
    L = first - 1;
    LVar = -1;
    U = Math.min(half, rows - r1);
    UVar = -1;
    let k = last;
    let reads = 1;
    for (; k >= first; k--) {
      reads++;
      const y = base + k;
      if (all[y] === 1) {
        L = k;
        LVar = y;
        break;
      }
    }
    for (k = Math.max(first, L + 1); k <= last; k++) {
      reads++;
      const y = base + k;
      if (all[y] === 0) {
        U = k - 1;
        UVar = y;
        break;
      }
    }
    state.work += reads;
  };
  const rooms = state.incrementalDrop ? state.dropRoomCount : geo.roomCount;
  for (let i = 0; i < rooms; i++) {
    const room = state.incrementalDrop ? state.dropRoomList[i]! : i;
    if (!rankApplies(state, room)) continue;
    const start = geo.roomStart[room]!;
    const end = geo.roomStart[room + 1]!;
    let lo = -0x7fffffff, hi = 0x7fffffff, loBy = -1, hiBy = -1, loVar = -1, hiVar = -1;
    for (let j = start; j < end; j++) {
      const x = roomCells[j]!;
      if (val[x] !== 1) continue;
      bounds(x);
      const r = rowOf[x]!;
      if (r + L > lo) {
        lo = r + L;
        loBy = x;
        loVar = LVar;
      }
      if (r + U < hi) {
        hi = r + U;
        hiBy = x;
        hiVar = UVar;
      }
    }
    for (let j = start; j < end; j++) {
      const x = roomCells[j]!;
      const v = val[x]!;
      if (v === 0) continue;
      const r = rowOf[x]!;
      const c = colOf[x]!;
      if (v === 1) {
        // below(x) ≥ lo − r and ≤ hi − r.
        if (
          loBy !== x &&
          !settleCounter(state, state.counters.literal(c, r + 1, lo - r, 1), loBy, x, loVar)
        ) {
          return false;
        }
        if (
          hiBy !== x &&
          !settleCounter(state, state.counters.literal(c, r + 1, hi - r + 1, 0), hiBy, x, hiVar)
        ) {
          return false;
        }
        continue;
      }
      bounds(x);
      if (r + L > hi) {
        state.setArea(REASON_VARS, hiBy, hiVar, LVar);
        state.assign(x, 0, BY_DROP);
      } else if (r + U < lo) {
        state.setArea(REASON_VARS, loBy, loVar, UVar);
        state.assign(x, 0, BY_DROP);
      }
    }
  }
  return true;
}
