/**
 * The clue rung: neighbours across a border of a shaded cell are unshaded; room counts against
 * the number (0 empties the room); one stone per room: cells that cannot reach the
 * room's shaded cells, or lie too far from them for the number, are unshaded, cells
 * whose loss would split the shaded cells are shaded; a room without shaded cells
 * keeps only the pieces big enough for its number.
 *
 * Plain functions over a {@link LadderState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import { BY_CLUE, type LadderState, REASON_PAIR, REASON_ROOM, REASON_ROOM_CUT } from "../state.ts";

/** A newly shaded cell: its neighbours across a border are unshaded. */
export function clueEvent(state: LadderState, x: number): boolean {
  if (state.val[x] !== 1) return true;
  const adj = state.geo.borderAdj;
  for (let s = 0; s < 4; s++) {
    const y = adj[x * 4 + s]!;
    if (y < 0) continue;
    state.setArea(REASON_PAIR, x, x);
    if (!state.assign(y, 0, BY_CLUE)) {
      state.setArea(REASON_PAIR, x, y);
      return false;
    }
  }
  return true;
}

/**
 * Counts, reachability, distance bound and cut cells for one room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../../core/grid.ts";
 * import { stostoneBoard } from "../../../../core/stostone/board.ts";
 * import { geometryOf } from "../geometry.ts";
 * import { Ladder } from "../ladder.ts";
 * import { clueRoom } from "./clue.ts";
 * // A 2×2 board, one room numbered 0: clue unshades the whole room.
 * const size = { rows: 2, cols: 2 };
 * const only = { col: false, clue: true, fit: false, drop: false, probe: false };
 * const board = stostoneBoard(size, emptyBorders(size), [0]);
 * const ladder = new Ladder(geometryOf(board), "exact", only, 1e6);
 * ladder.init();
 * assert.ok(clueRoom(ladder, 0));
 * assert.equal(ladder.val.join(), "0,0,0,0");
 * ```
 */
export function clueRoom(state: LadderState, room: number): boolean {
  const { geo, val } = state;
  const start = geo.roomStart[room]!;
  const end = geo.roomStart[room + 1]!;
  const clue = geo.clue[room]!;
  const on = state.shadedInRoom[room]!;
  const unknown = state.rooms.size[room]! - on - state.unshadedInRoom[room]!;
  state.work += 1;
  if (clue === 0) {
    if (on > 0) return false;
    if (unknown > 0) {
      for (let i = start; i < end; i++) state.assign(geo.roomCells[i]!, 0, BY_CLUE);
    }
    return true;
  }
  if (clue > 0) {
    if (on > clue || on + unknown < clue) return false;
    if (unknown > 0 && (on === clue || on + unknown === clue)) {
      const v = on === clue ? 0 : 1;
      for (let i = start; i < end; i++) {
        const x = geo.roomCells[i]!;
        if (val[x] === -1) state.assign(x, v, BY_CLUE);
      }
      return true;
    }
  } else {
    if (on + unknown === 0) return false;
    if (on === 0 && unknown === 1) {
      for (let i = start; i < end; i++) {
        const x = geo.roomCells[i]!;
        if (val[x] === -1) state.assign(x, 1, BY_CLUE);
      }
      return true;
    }
  }
  if (unknown === 0 && !(state.settledRoomCheck && on > 0)) return true;
  state.work += end - start;
  state.beginBatch();
  if (on > 0) {
    if (!connectShaded(state, room, clue, on)) return false;
  } else if (clue > 0) {
    if (!dropSmallPieces(state, room, clue)) return false;
  }
  return state.flushBatch(BY_CLUE);
}

/** Room with shaded cells: reachability, distance bound and cut cells. */
export function connectShaded(state: LadderState, room: number, clue: number, on: number): boolean {
  const { geo, val } = state;
  const roomCells = geo.roomCells;
  const start = geo.roomStart[room]!;
  const end = geo.roomStart[room + 1]!;
  const search = state.clueSearch;
  const first = distancesFromShaded(state, room, clue);
  const cstamp = ++search.visitStamp;
  // A cut cell is an unknown one between two shaded cells: with one shaded cell, or no
  // unknown cell, there is none, and the component alone (a plain flood) is what counts.
  const unknown = state.rooms.size[room]! - on - state.unshadedInRoom[room]!;
  if (on < 2 || unknown === 0) floodComponent(state, first, cstamp);
  else if (!settleCutCells(state, room, first, cstamp)) return false;
  const { componentSize, componentShaded, visitMark: visit, bfsDistance: dist } = search;
  state.work += componentSize;
  if (componentShaded < on) {
    // A shaded cell the first one cannot reach through cells that are not unshaded.
    let other = -1;
    for (let i = start; i < end && other < 0; i++) {
      const x = roomCells[i]!;
      if (val[x] === 1 && visit[x] !== cstamp) other = x;
    }
    state.work += end - start;
    state.setArea(REASON_ROOM_CUT, room, first, other);
    return false;
  }
  state.setArea(REASON_ROOM_CUT, room, first, -1);
  if (clue > 0 && componentSize < clue) return false;
  for (let i = start; i < end; i++) {
    const x = roomCells[i]!;
    if (val[x] !== -1) continue;
    if (visit[x] !== cstamp) {
      // Out of the first shaded cell's reach.
      state.setArea(REASON_ROOM_CUT, room, first, -1);
      if (!state.queueSet(x, 0)) return false;
    } else if (clue > 0 && on + dist[x]! > clue) {
      // Too far from the shaded cells for the number: all of the room is the reason.
      state.setArea(REASON_ROOM, room, 0);
      if (!state.queueSet(x, 0)) return false;
    }
  }
  return true;
}

/**
 * The room's first shaded cell; and, when the room has a number (`clue` > 0), each
 * cell's distance from the nearest shaded one over cells not unshaded (a multi-source
 * breadth-first search, in `bfsDistance`): only a number gives a distance bound.
 */
function distancesFromShaded(state: LadderState, room: number, clue: number): number {
  const { geo, val } = state;
  const adj = geo.openAdj;
  const roomCells = geo.roomCells;
  const { bfsQueue: queue, visitMark: visit, bfsDistance: dist } = state.clueSearch;
  const stamp = ++state.clueSearch.visitStamp;
  let tail = 0;
  let first = -1;
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    const x = roomCells[i]!;
    if (val[x] === 1) {
      if (first < 0) first = x;
      if (clue <= 0) break;
      visit[x] = stamp;
      dist[x] = 0;
      queue[tail++] = x;
    }
  }
  for (let head = 0; head < tail; head++) {
    const x = queue[head]!;
    for (let s = 0; s < 4; s++) {
      const y = adj[x * 4 + s]!;
      if (y >= 0 && val[y] !== 0 && visit[y] !== stamp) {
        visit[y] = stamp;
        dist[y] = dist[x]! + 1;
        queue[tail++] = y;
      }
    }
  }
  return first;
}

/** The component of `first` over cells not unshaded, marked with `stamp`: its size and shaded cells. */
function floodComponent(state: LadderState, first: number, stamp: number): void {
  const val = state.val;
  const adj = state.geo.openAdj;
  const search = state.clueSearch;
  const { dfsStack: stack, visitMark: visit } = search;
  stack[0] = first;
  visit[first] = stamp;
  let size = 1;
  let shaded = 1;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const x = stack[head]!;
    for (let s = 0; s < 4; s++) {
      const y = adj[x * 4 + s]!;
      if (y < 0 || val[y] === 0 || visit[y] === stamp) continue;
      visit[y] = stamp;
      size++;
      if (val[y] === 1) shaded++;
      stack[tail++] = y;
    }
  }
  search.componentSize = size;
  search.componentShaded = shaded;
}

/**
 * Tarjan's depth-first search from the first shaded cell: its component (as
 * {@link floodComponent}), and its cut cells between two shaded cells queued shaded;
 * false when that contradicts the batch.
 */
function settleCutCells(state: LadderState, room: number, first: number, cstamp: number): boolean {
  const val = state.val;
  const adj = state.geo.openAdj;
  const search = state.clueSearch;
  const {
    visitMark: visit,
    dfsDiscovered: disc,
    dfsLowLink: low,
    dfsParent: parent,
    dfsShadedBelow: sub,
    dfsNextSide: iter,
    dfsStack: stack,
    dfsShadedCell: rep,
  } = search;
  let time = 0;
  let depth = 0;
  stack[0] = first;
  visit[first] = cstamp;
  disc[first] = low[first] = ++time;
  parent[first] = -1;
  sub[first] = 1;
  rep[first] = first;
  iter[first] = 0;
  let compSize = 1;
  let compShaded = 1;
  while (depth >= 0) {
    const x = stack[depth]!;
    const s = iter[x]!;
    if (s < 4) {
      iter[x] = s + 1;
      const y = adj[x * 4 + s]!;
      if (y < 0 || val[y] === 0) continue;
      if (visit[y] !== cstamp) {
        visit[y] = cstamp;
        disc[y] = low[y] = ++time;
        parent[y] = x;
        sub[y] = val[y] === 1 ? 1 : 0;
        rep[y] = val[y] === 1 ? y : -1;
        iter[y] = 0;
        compSize++;
        compShaded += sub[y]!;
        stack[++depth] = y;
      } else if (y !== parent[x] && disc[y]! < low[x]!) {
        low[x] = disc[y]!;
      }
      continue;
    }
    depth--;
    const p = parent[x]!;
    if (p < 0) continue;
    if (low[x]! < low[p]!) low[p] = low[x]!;
    if (sub[x]! > 0) {
      // p separates x's subtree (which holds a shaded cell) from the root (shaded): the
      // unshaded cells around the root's component and those two shaded cells say so.
      if (low[x]! >= disc[p]! && val[p] === -1) {
        state.setArea(REASON_ROOM_CUT, room, first, rep[x]!);
        if (!state.queueSet(p, 1)) return false;
      }
      sub[p] = sub[p]! + sub[x]!;
      if (rep[p]! < 0) rep[p] = rep[x]!;
    }
  }
  search.componentSize = compSize;
  search.componentShaded = compShaded;
  return true;
}

/** Numbered room without shaded cells: pieces smaller than the number are unshaded. */
export function dropSmallPieces(state: LadderState, room: number, clue: number): boolean {
  const { geo, val } = state;
  const start = geo.roomStart[room]!;
  const end = geo.roomStart[room + 1]!;
  const { bfsQueue: queue, visitMark: visit } = state.clueSearch;
  const stamp = ++state.clueSearch.visitStamp;
  let fits = 0;
  for (let i = start; i < end; i++) {
    const root = geo.roomCells[i]!;
    if (val[root] !== -1 || visit[root] === stamp) continue;
    visit[root] = stamp;
    let tail = 0;
    queue[tail++] = root;
    for (let head = 0; head < tail; head++) {
      const x = queue[head]!;
      for (let s = 0; s < 4; s++) {
        const y = geo.openAdj[x * 4 + s]!;
        if (y >= 0 && val[y] === -1 && visit[y] !== stamp) {
          visit[y] = stamp;
          queue[tail++] = y;
        }
      }
    }
    if (tail >= clue) {
      fits++;
      continue;
    }
    for (let k = 0; k < tail; k++) {
      if (!state.queueSet(queue[k]!, 0)) return false;
    }
  }
  return fits > 0;
}
