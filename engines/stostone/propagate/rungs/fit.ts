/**
 * The fit rung: the stones a room could still hold are listed; cells in none are unshaded,
 * cells in all are shaded, outside cells across a border from every one are unshaded.
 * Rooms with at most `tableStones` stones on the empty grid (the ladder's; 4,096 by
 * default) get a table of the stones left once col and clue have settled the root,
 * filtered as cells are settled;
 * bigger rooms are listed afresh from the current cells when they change (at most
 * {@link LIVE_STONES} stones, else skipped until the room has a fifth fewer unknown
 * cells than at the listing that gave up: fit is an inference, not the search).
 *
 * Plain functions over a {@link LadderState}; the driver (ladder.ts) calls them.
 *
 * @module
 */

import {
  BY_FIT,
  CONTRADICTION,
  type LadderState,
  LIVE_STEPS,
  LIVE_STONES,
  OK,
  OUT_OF_BUDGET,
  REASON_ROOM_HALO,
  TABLE_ENTRIES,
  TABLE_STEPS,
} from "../state.ts";
import type { Arena } from "../arena.ts";
import { LISTED_ALL, type StoneQuery } from "../stones.ts";
import { countHoleFreeStones } from "../stone_count.ts";

/** What the stone lister may build in `room` (a table listing or a fresh one). */
export function stoneQuery(state: LadderState, room: number, table: boolean): StoneQuery {
  const geo = state.geo;
  const clue = geo.clue[room]!;
  const size = state.rooms.size[room]!;
  return {
    allowed: state.fitListing.stoneAllowed,
    required: state.fitListing.stoneRequired,
    requiredCount: 0,
    minSize: clue > 0 ? clue : 1,
    maxSize: clue > 0 ? clue : size,
    holeFree: state.holeRule,
    columnCap: state.rungs.col && state.balanced ? state.halfRows : state.rows,
    maxStones: table ? state.tableStones : LIVE_STONES,
    maxSteps: table ? TABLE_STEPS : LIVE_STEPS,
  };
}

/**
 * Small enough rooms get a table of their stones that agree with the cells settled so
 * far (the root, by col and clue and the pins: facts of every answer the search may
 * return, never undone).
 */
export function buildTables(state: LadderState): number {
  const { n, roomCount } = state.geo;
  const pools = tablePools(state.arena, n);
  const roomStoneStart = state.arena.i32(roomCount + 1);
  for (let room = 0; room < roomCount; room++) {
    roomStoneStart[room] = pools.rooms.length;
    if (tableRoom(state, room, pools) === OUT_OF_BUDGET) return OUT_OF_BUDGET;
  }
  roomStoneStart[roomCount] = pools.rooms.length;
  const stones = state.stones;
  stones.roomStoneStart = roomStoneStart;
  state.fitListing.untabledRooms = pools.live.copy();
  buildHaloSlots(state);
  stones.roomOf = pools.rooms.copy();
  stones.cellStart = pools.starts.copy();
  stones.cells = pools.cells.copy();
  buildStoneHalos(state);
  buildKillLists(state);
  for (let room = 0; room < roomCount; room++) {
    if (stones.tabled[room] === 1) state.queueFitRoom(room);
  }
  return state.work > state.budget ? OUT_OF_BUDGET : OK;
}

/**
 * The candidates of all tabled rooms, room after room, in growable pools: per candidate
 * its cells (one after another), where each starts in `cells` (and, last, where they
 * end) and its room; the rooms left without a table; and the kill-list entries the
 * tables will need (stones × room size) and the cells listed, against the memory bound.
 */
function tablePools(arena: Arena, n: number) {
  const starts = new GrowableInt32(arena, n);
  starts.push(0);
  return {
    cells: new GrowableInt32(arena, 4 * n),
    starts,
    rooms: new GrowableInt32(arena, n),
    live: new GrowableInt32(arena, 8),
    entries: 0,
    tabledCells: 0,
  };
}

type TablePools = ReturnType<typeof tablePools>;

/**
 * Lists `room`'s table into `pools`, or adds the room to `pools.live` when it gets none;
 * OUT_OF_BUDGET when the work ran out.
 */
function tableRoom(state: LadderState, room: number, pools: TablePools): number {
  const geo = state.geo;
  const clue = geo.clue[room]!;
  const size = state.rooms.size[room]!;
  if (clue === 0) return OK;
  if (clue > size) {
    // No stone fits: an empty table, so fit reports the contradiction.
    state.stones.tabled[room] = 1;
    return OK;
  }
  // Whether a room gets a table is decided on its stones from the empty grid (only
  // counted), so the ladder deduces the same whatever col and clue settled first.
  // Counting its hole-free ones by columns is far cheaper than listing, and when
  // they alone are too many, so are all its stones: listing them would give up too.
  // (A room with few enough subsets of those sizes cannot have too many.)
  const query = stoneQuery(state, room, true);
  if (subsetsExceed(size, query.minSize, query.maxSize, state.tableStones)) {
    const counted = countHoleFreeStones(geo, room, {
      minSize: query.minSize,
      maxSize: query.maxSize,
      columnCap: query.columnCap,
      limit: state.tableStones,
      maxWork: TABLE_STEPS,
    });
    state.work += counted.work;
    if (state.work > state.budget) return OUT_OF_BUDGET;
    if (counted.count > state.tableStones) {
      pools.live.push(room);
      return OK;
    }
  }
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    state.fitListing.stoneAllowed[geo.roomCells[i]!] = 1;
  }
  let stones = 0;
  let listedCells = 0;
  const lister = state.fitListing.lister;
  const status = lister.list(room, query, (_stone, len) => {
    if (pools.tabledCells + listedCells + len > TABLE_ENTRIES) return false; // memory bound
    listedCells += len;
    stones++;
    return true;
  });
  state.work += lister.steps;
  if (state.work > state.budget) return OUT_OF_BUDGET;
  const cost = stones * size;
  if (status !== LISTED_ALL || pools.entries + cost > TABLE_ENTRIES) {
    // Too many: list it afresh when needed.
    pools.live.push(room);
    return OK;
  }
  // The table itself: the stones that agree with the settled cells, a subset of those.
  const settled = {
    ...query,
    requiredCount: readRoom(state, room),
    maxStones: Infinity,
    maxSteps: Infinity,
  };
  const { cells, starts, rooms } = pools;
  const lengths = [cells.length, starts.length, rooms.length] as const;
  const tableStatus = lister.list(room, settled, (stone, len) => {
    for (let i = 0; i < len; i++) cells.push(stone[i]!);
    starts.push(cells.length);
    rooms.push(room);
  });
  state.work += lister.steps;
  if (state.work > state.budget) return OUT_OF_BUDGET;
  if (tableStatus !== LISTED_ALL) {
    // Not seen: the listing above, of a superset, finished. But a table missing a stone
    // would let fit rule out an answer, so such a room is listed afresh instead.
    [cells.length, starts.length, rooms.length] = lengths;
    pools.live.push(room);
    return OK;
  }
  pools.tabledCells += listedCells;
  pools.entries += cost;
  state.stones.tabled[room] = 1;
  return OK;
}

/** Halo slots: per tabled room, the outside cells across a border from it. */
function buildHaloSlots(state: LadderState): void {
  const { geo, stones } = state;
  const { n, roomCount } = geo;
  const slotOf = state.arena.i32(n).fill(-1);
  const haloCells = new GrowableInt32(state.arena, n);
  for (let room = 0; room < roomCount; room++) {
    stones.roomHaloSlotStart[room] = haloCells.length;
    if (stones.tabled[room] !== 1) continue;
    for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
      const x = geo.roomCells[i]!;
      for (let s = 0; s < 4; s++) {
        const y = geo.borderAdj[x * 4 + s]!;
        if (y >= 0 && geo.roomOf[y] !== room && slotOf[y] === -1) {
          slotOf[y] = haloCells.length;
          haloCells.push(y);
        }
      }
    }
    for (let k = stones.roomHaloSlotStart[room]!; k < haloCells.length; k++) {
      slotOf[haloCells.data[k]!] = -1;
    }
  }
  stones.roomHaloSlotStart[roomCount] = haloCells.length;
  stones.haloSlotCell = haloCells.copy();
  stones.liveBesideSlot = state.arena.i32(haloCells.length);
}

/**
 * Each candidate's halo as a list of its room's halo slots, and the live counts per
 * cell, slot and room (then the column runs, under the rank rule).
 */
function buildStoneHalos(state: LadderState): void {
  const { geo, stones } = state;
  const { n, roomCount } = geo;
  const count = stones.roomOf.length;
  stones.haloStart = state.arena.i32(count + 1);
  stones.dead = state.arena.u8(count);
  stones.killTrail = state.arena.i32(count);
  const slotOf = state.arena.i32(n).fill(-1);
  const halo = new GrowableInt32(state.arena, stones.cells.length);
  const haloSeen = state.arena.i32(n);
  let stamp = 0;
  for (let room = 0; room < roomCount; room++) {
    if (stones.tabled[room] !== 1) continue;
    const base = stones.roomHaloSlotStart[room]!;
    const top = stones.roomHaloSlotStart[room + 1]!;
    for (let j = base; j < top; j++) slotOf[stones.haloSlotCell[j]!] = j;
    for (let k = stones.roomStoneStart[room]!; k < stones.roomStoneStart[room + 1]!; k++) {
      stones.haloStart[k] = halo.length;
      stamp++;
      for (let i = stones.cellStart[k]!; i < stones.cellStart[k + 1]!; i++) {
        const x = stones.cells[i]!;
        stones.liveOnCell[x]!++;
        for (let s = 0; s < 4; s++) {
          const y = geo.borderAdj[x * 4 + s]!;
          if (y >= 0 && geo.roomOf[y] !== room && haloSeen[y] !== stamp) {
            haloSeen[y] = stamp;
            halo.push(slotOf[y]!);
            stones.liveBesideSlot[slotOf[y]!]!++;
          }
        }
      }
      stones.liveInRoom[room]!++;
    }
    for (let j = base; j < top; j++) slotOf[stones.haloSlotCell[j]!] = -1;
  }
  stones.haloStart[count] = halo.length;
  if (state.rankRule) buildColumnRuns(state);
  stones.haloSlots = halo.copy();
  state.work += stones.cells.length + halo.length;
}

/**
 * Kill lists. On unshading x: the candidates containing x. On shading x: the candidates
 * of x's room without x, and those of other rooms with x in their halo. Counted in a
 * first pass, filled in a second.
 */
function buildKillLists(state: LadderState): void {
  const { geo, stones } = state;
  const n = geo.n;
  const count = stones.roomOf.length;
  const onUnshaded = state.arena.i32(n + 1);
  const onShaded = state.arena.i32(n + 1);
  const inStone = state.arena.i32(n);
  let stamp = 0;
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) {
      stones.killIfUnshadedStart = prefix(onUnshaded, state.arena);
      stones.killIfShadedStart = prefix(onShaded, state.arena);
      stones.killIfUnshaded = state.arena.i32(stones.killIfUnshadedStart[n]!);
      stones.killIfShaded = state.arena.i32(stones.killIfShadedStart[n]!);
      onUnshaded.fill(0);
      onShaded.fill(0);
    }
    const ifUnshaded = stones.killIfUnshaded;
    const ifShaded = stones.killIfShaded;
    const unshadedStart = stones.killIfUnshadedStart;
    const shadedStart = stones.killIfShadedStart;
    for (let c = 0; c < count; c++) {
      const room = stones.roomOf[c]!;
      stamp++;
      for (let i = stones.cellStart[c]!; i < stones.cellStart[c + 1]!; i++) {
        const x = stones.cells[i]!;
        inStone[x] = stamp;
        if (pass === 1) ifUnshaded[unshadedStart[x]! + onUnshaded[x]!] = c;
        onUnshaded[x]!++;
      }
      for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
        const x = geo.roomCells[i]!;
        if (inStone[x] === stamp) continue;
        if (pass === 1) ifShaded[shadedStart[x]! + onShaded[x]!] = c;
        onShaded[x]!++;
      }
      for (let i = stones.haloStart[c]!; i < stones.haloStart[c + 1]!; i++) {
        const x = stones.haloSlotCell[stones.haloSlots[i]!]!;
        if (pass === 1) ifShaded[shadedStart[x]! + onShaded[x]!] = c;
        onShaded[x]!++;
      }
    }
  }
  state.work += stones.killIfUnshaded.length + stones.killIfShaded.length;
}

/**
 * Each candidate's column runs, for drop's candidate-stone rank test (built here, with
 * the tables, so no rung module imports another). Candidates are hole-free under exact
 * with drop on, so one run per column.
 */
export function buildColumnRuns(state: LadderState): void {
  const geo = state.geo;
  const C = state.stones.roomOf.length;
  const start = state.arena.i32(C + 1);
  const col = new GrowableInt32(state.arena, state.stones.cells.length);
  const top = new GrowableInt32(state.arena, state.stones.cells.length);
  const bottom = new GrowableInt32(state.arena, state.stones.cells.length);
  const at = state.arena.i32(geo.cols).fill(-1);
  for (let k = 0; k < C; k++) {
    start[k] = col.length;
    for (let i = state.stones.cellStart[k]!; i < state.stones.cellStart[k + 1]!; i++) {
      const x = state.stones.cells[i]!;
      const c = geo.colOf[x]!;
      const r = geo.rowOf[x]!;
      const j = at[c]!;
      if (j < start[k]!) {
        at[c] = col.length;
        col.push(c);
        top.push(r);
        bottom.push(r);
      } else {
        if (r < top.data[j]!) top.data[j] = r;
        if (r > bottom.data[j]!) bottom.data[j] = r;
      }
    }
  }
  start[C] = col.length;
  state.stones.runStart = start;
  state.stones.runColumn = col.copy();
  state.stones.runTop = top.copy();
  state.stones.runBottom = bottom.copy();
  state.work += col.length;
}

/**
 * Drops the tables of the rooms without a number: their stones stay as they are (no
 * longer killed, revived or read), and the kill lists keep only the other rooms'
 * stones. The learning search does this below the root, where killing and reviving
 * the thousands of stones of such rooms costs more than the deductions save. One way:
 * there is no putting a table back.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../../core/stostone/board.ts";
 * import { geometryOf } from "../geometry.ts";
 * import { Ladder } from "../ladder.ts";
 * import { buildTables, dropNumberlessTables } from "./fit.ts";
 * // Two 2×2 rooms side by side, the left one numbered 2, the right one without a number.
 * const board = stostoneBoard({ rows: 2, cols: 4 }, {
 *   vertical: new Uint8Array([0, 1, 0, 0, 1, 0]), horizontal: new Uint8Array(4),
 * }, [2, null]);
 * const all = { col: true, clue: true, fit: true, drop: true, probe: true };
 * const ladder = new Ladder(geometryOf(board), "exact", all, 1e6);
 * buildTables(ladder);
 * assert.deepEqual([...ladder.stones.tabled], [1, 1]);
 * dropNumberlessTables(ladder);
 * assert.deepEqual([...ladder.stones.tabled], [1, 0]);
 * // Only the numbered room's stones are left to kill: the kill lists of the right room's
 * // cells hold none of its own stones now.
 * const right = 3; // row 0, column 3
 * const start = ladder.stones.killIfUnshadedStart;
 * assert.equal(start[right + 1]! - start[right]!, 0);
 * ```
 */
export function dropNumberlessTables(state: LadderState): void {
  const geo = state.geo;
  const { tabled, roomOf: stoneRoom } = state.stones;
  let any = false;
  for (let room = 0; room < geo.roomCount; room++) {
    if (tabled[room] === 1 && geo.clue[room]! < 0) {
      tabled[room] = 0;
      any = true;
    }
  }
  if (!any) return;
  for (
    const [start, list] of [
      [state.stones.killIfUnshadedStart, state.stones.killIfUnshaded],
      [state.stones.killIfShadedStart, state.stones.killIfShaded],
    ] as const
  ) {
    let out = 0;
    for (let x = 0; x < geo.n; x++) {
      const from = start[x]!;
      const to = start[x + 1]!;
      start[x] = out;
      for (let i = from; i < to; i++) {
        const c = list[i]!;
        if (tabled[stoneRoom[c]!] === 1) list[out++] = c;
      }
    }
    start[geo.n] = out;
    state.work += out;
  }
}

/** A newly settled cell kills the candidate stones it rules out. */
export function fitEvent(state: LadderState, x: number): void {
  const v = state.val[x]!;
  const start = v === 1 ? state.stones.killIfShadedStart : state.stones.killIfUnshadedStart;
  const list = v === 1 ? state.stones.killIfShaded : state.stones.killIfUnshaded;
  const dead = state.stones.dead;
  for (let i = start[x]!; i < start[x + 1]!; i++) {
    const c = list[i]!;
    if (dead[c] === 0) state.killStone(c);
  }
}

/**
 * What a tabled room's live stones agree on.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../../core/grid.ts";
 * import { stostoneBoard } from "../../../../core/stostone/board.ts";
 * import { geometryOf } from "../geometry.ts";
 * import { Ladder } from "../ladder.ts";
 * import { OK } from "../state.ts";
 * import { buildTables, fitTable } from "./fit.ts";
 * // A 2×1 room numbered 2: its one stone holds both cells, so fit shades them.
 * const size = { rows: 2, cols: 1 };
 * const only = { col: false, clue: false, fit: true, drop: false, probe: false };
 * const board = stostoneBoard(size, emptyBorders(size), [2]);
 * const ladder = new Ladder(geometryOf(board), "exact", only, 1e6);
 * assert.equal(buildTables(ladder), OK);
 * assert.ok(fitTable(ladder, 0));
 * assert.equal(ladder.val.join(), "1,1");
 * ```
 */
export function fitTable(state: LadderState, room: number): boolean {
  const { geo, val } = state;
  const { liveInRoom, liveOnCell, roomHaloSlotStart, haloSlotCell, liveBesideSlot } = state.stones;
  const alive = liveInRoom[room]!;
  if (alive === 0) return false;
  state.work += 1;
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    const x = geo.roomCells[i]!;
    if (val[x] !== -1) continue;
    const s = liveOnCell[x]!;
    if (s === 0) state.assign(x, 0, BY_FIT);
    else if (s === alive) state.assign(x, 1, BY_FIT);
  }
  for (let j = roomHaloSlotStart[room]!; j < roomHaloSlotStart[room + 1]!; j++) {
    const y = haloSlotCell[j]!;
    if (val[y] === -1 && liveBesideSlot[j] === alive) state.assign(y, 0, BY_FIT);
  }
  return true;
}

/** Rooms without a table: list their stones afresh when they changed and look small enough. */
export function fitLive(state: LadderState): number {
  const live = state.fitListing.untabledRooms;
  for (let i = 0; i < live.length; i++) {
    const room = live[i]!;
    if (state.roomListedAt[room] === state.roomChangedAt[room]) continue;
    state.roomListedAt[room] = state.roomChangedAt[room]!;
    const on = state.shadedInRoom[room]!;
    const unknown = state.rooms.size[room]! - on - state.unshadedInRoom[room]!;
    if (unknown === 0) continue;
    // After a listing gave up, retry only once the room is clearly smaller.
    const key = unknown * 2 + (on > 0 ? 0 : 1);
    if (key * 5 > state.fitListing.listingGaveUpAt[room]! * 4) continue;
    state.setArea(REASON_ROOM_HALO, room, 0);
    const status = fitLiveRoom(state, room, key);
    if (status !== OK) return status;
    if (state.work > state.budget) return OUT_OF_BUDGET;
  }
  return OK;
}

export function fitLiveRoom(state: LadderState, room: number, key: number): number {
  const { geo, val } = state;
  const listing = state.fitListing;
  const start = geo.roomStart[room]!;
  const end = geo.roomStart[room + 1]!;
  const onCell = listing.listedOnCell;
  for (let i = start; i < end; i++) onCell[geo.roomCells[i]!] = 0;
  const query = { ...stoneQuery(state, room, false), requiredCount: readRoom(state, room) };
  let stones = 0;
  const { listedBesideCell: haloCount, listedBesideStamp: haloStampOf } = listing;
  const firstStamp = listing.listedStamp + 1;
  const status = listing.lister.list(room, query, (stone, len) => {
    stones++;
    const stamp = ++listing.listedStamp;
    for (let i = 0; i < len; i++) {
      const x = stone[i]!;
      onCell[x]!++;
      for (let s = 0; s < 4; s++) {
        const y = geo.borderAdj[x * 4 + s]!;
        if (y < 0 || geo.roomOf[y] === room || haloStampOf[y] === stamp) continue;
        if (haloStampOf[y]! < firstStamp) haloCount[y] = 0;
        haloStampOf[y] = stamp;
        haloCount[y]!++;
      }
    }
  });
  state.work += listing.lister.steps;
  if (status !== LISTED_ALL) {
    if (key < listing.listingGaveUpAt[room]!) listing.listingGaveUpAt[room] = key;
    return state.work > state.budget ? OUT_OF_BUDGET : OK;
  }
  if (stones === 0) return CONTRADICTION;
  for (let i = start; i < end; i++) {
    const x = geo.roomCells[i]!;
    if (val[x] !== -1) continue;
    const k = onCell[x]!;
    if (k === 0) state.assign(x, 0, BY_FIT);
    else if (k === stones) state.assign(x, 1, BY_FIT);
  }
  for (let i = start; i < end; i++) {
    const x = geo.roomCells[i]!;
    for (let s = 0; s < 4; s++) {
      const y = geo.borderAdj[x * 4 + s]!;
      if (y < 0 || geo.roomOf[y] === room || val[y] !== -1) continue;
      if (haloStampOf[y]! >= firstStamp && haloCount[y] === stones) state.assign(y, 0, BY_FIT);
    }
  }
  return OK;
}

/**
 * Reads what the room's settled cells allow a stone: `stoneAllowed` marks the cells that
 * are not unshaded and have no shaded cell across a border, `stoneRequired` lists the
 * shaded ones. Returns how many are required.
 */
function readRoom(state: LadderState, room: number): number {
  const { geo, val } = state;
  const { stoneAllowed, stoneRequired } = state.fitListing;
  let required = 0;
  for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
    const x = geo.roomCells[i]!;
    let ok = val[x] !== 0;
    for (let s = 0; s < 4 && ok; s++) {
      const y = geo.borderAdj[x * 4 + s]!;
      if (y >= 0 && val[y] === 1) ok = false;
    }
    stoneAllowed[x] = ok ? 1 : 0;
    if (val[x] === 1) stoneRequired[required++] = x;
  }
  return required;
}

/** Whether a set of `size` cells has more than `limit` subsets of `minSize` to `maxSize` cells. */
function subsetsExceed(size: number, minSize: number, maxSize: number, limit: number): boolean {
  let total = 0;
  let choose = 1; // C(size, k)
  for (let k = 0; k <= Math.min(maxSize, size); k++) {
    if (k > 0) choose = (choose * (size - k + 1)) / k;
    if (k >= minSize) total += choose;
    if (total > limit) return true;
  }
  return false;
}

function prefix(counts: Int32Array, arena: Arena): Int32Array<ArrayBuffer> {
  const out = arena.i32(counts.length);
  let sum = 0;
  for (let i = 0; i < counts.length; i++) {
    out[i] = sum;
    sum += counts[i]!;
  }
  return out;
}

/** An Int32Array that grows as values are pushed. */
class GrowableInt32 {
  data: Int32Array;
  length = 0;
  readonly #arena: Arena;
  constructor(arena: Arena, capacity: number) {
    this.#arena = arena;
    this.data = arena.i32(Math.max(capacity, 4));
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = this.#arena.i32(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  /** The pushed values in an array of their own. */
  copy(): Int32Array<ArrayBuffer> {
    const out = this.#arena.i32(this.length);
    out.set(this.data.subarray(0, this.length));
    return out;
  }
}
