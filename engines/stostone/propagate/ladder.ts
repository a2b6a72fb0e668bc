/**
 * The five-rung deduction ladder of the propagate engine, over one mutable grid
 * state with a trail for undoing.
 *
 * Cells hold −1 (unknown), 0 (unshaded) or 1 (shaded). Every assignment goes on the
 * trail with the rung that made it. The rungs run as a ladder: a rung only runs when
 * every lower rung has nothing left to do, and any new cell sends the ladder back to
 * the bottom, so a cell is credited to the lowest rung that could settle it at the
 * moment it was settled. (A clue room check and a drop pass each settle the batch
 * they computed from one snapshot, so a few cells of a batch may go to the higher
 * rung even though a lower one would have caught them after the batch's first cell.)
 *
 * - col: a column with rows/2 shaded cells has the rest unshaded, one with rows/2
 *   unshaded cells has the rest shaded (rule 4's counting half; exact/convex/count).
 * - clue: neighbours across a border of a shaded cell are unshaded; room counts against
 *   the number (0 empties the room); one stone per room: cells that cannot reach the
 *   room's shaded cells, or lie too far from them for the number, are unshaded, cells
 *   whose loss would split the shaded cells are shaded; a room without shaded cells
 *   keeps only the pieces big enough for its number.
 * - fit: the stones a room could still hold are listed; cells in none are unshaded,
 *   cells in all are shaded, outside cells across a border from every one are unshaded.
 *   Rooms with at most {@link TABLE_STONES} stones at the start get a table that is
 *   filtered as cells are settled; bigger rooms are listed afresh from the current
 *   cells when they change (at most {@link LIVE_STONES} stones, else skipped until the
 *   room has a fifth fewer unknown cells than at the listing that gave up: fit is an
 *   inference, not the search).
 * - drop: under exact, `row + shaded-below` and `row − shaded-above` are each one value
 *   on a stone, so a room's shaded cells share an interval of possible values; cells
 *   whose own interval misses it are unshaded, and the shaded cells' columns are
 *   filled or emptied where the interval forces it. The same test runs on whole
 *   candidate stones of tabled rooms (with the stone's cells shaded and the rest of
 *   its room unshaded, do its columns agree?), and what the survivors agree on is
 *   settled by drop. Under exact and convex: no stone
 *   has a vertical hole (the corollary), so cells between two shaded cells of a room in
 *   one column are shaded and room cells cut off from them in the column are unshaded.
 *   When drop is on (exact/convex), fit also drops candidate stones with a hole.
 * - probe: singleton consistency: a cell is assumed shaded (then unshaded) and the
 *   lower rungs run; if that contradicts, the cell gets the other value.
 *
 * All work is counted in `work`; once it passes `budget` every entry point returns
 * {@link OUT_OF_BUDGET} promptly, leaving the state at a consistent point.
 *
 * @module
 */

import type { StostoneRule } from "../../../core/stostone/board.ts";
import type { Geometry } from "./geometry.ts";
import { Arena } from "./arena.ts";
import { LISTED_ALL, StoneLister, type StoneQuery } from "./stones.ts";

/** Settled by the col rung. */
export const BY_COL = 0;
/** Settled by the clue rung. */
export const BY_CLUE = 1;
/** Settled by the fit rung. */
export const BY_FIT = 2;
/** Settled by the drop rung. */
export const BY_DROP = 3;
/** Settled by probing (the cell whose opposite value contradicted). */
export const BY_PROBE = 4;
/** Set by a branch decision of the search. */
export const BY_BRANCH = 5;
/** Given by the caller (`pinned`), not deduced. */
export const BY_PINNED = 6;
/** Implied by a nogood the learning search derived (see learn.ts). */
export const BY_LEARNT = 7;

/** Reason area: columns lo ..= hi. */
const REASON_COLS = 0;
/** Reason area: column lo's cells of value hi. */
const REASON_COL_VALUE = 1;
/** Reason area: cells lo and hi. */
const REASON_PAIR = 2;
/** Reason area: room lo. */
const REASON_ROOM = 3;
/** Reason area: room lo and its halo (cells across a border from it). */
const REASON_ROOM_HALO = 4;
/** Reason area: room lo, its halo and its columns. */
const REASON_ROOM_HALO_COLS = 5;
/** Reason area: the columns of room lo's shaded cells, and column hi when hi ≥ 0. */
const REASON_RANK = 6;

/** Propagation reached a fixpoint without contradiction. */
export const OK = 0;
/** The current cells admit no answer. */
export const CONTRADICTION = 1;
/** The work budget ran out; the state is consistent but not a fixpoint. */
export const OUT_OF_BUDGET = 2;

/** Rooms with at most this many stones at the start get a filtered table. */
export const TABLE_STONES = 4096;
/** Growth steps allowed while listing one room's table. */
export const TABLE_STEPS = 50_000;
/** Rooms listed afresh give up beyond this many stones. */
export const LIVE_STONES = 1024;
/** Growth steps allowed while listing one room afresh. */
export const LIVE_STEPS = 20_000;
/** Total kill-list entries the tables may use (memory bound). */
export const TABLE_ENTRIES = 4_000_000;

/** Which rungs run. */
export interface RungSwitches {
  /** Rule 4's counting half. */
  readonly col: boolean;
  /** Numbers, one stone per room, stones apart, reachability. */
  readonly clue: boolean;
  /** Candidate stones per room. */
  readonly fit: boolean;
  /** The rank invariant and the no-vertical-hole corollary. */
  readonly drop: boolean;
  /** Singleton consistency on top. */
  readonly probe: boolean;
}

/** A point on the trail to undo back to. */
export interface Checkpoint {
  /** Trail length. */
  readonly trail: number;
  /** Kill-trail length of the fit tables. */
  readonly kills: number;
}

/**
 * One grid state with the ladder's rungs over it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { BY_CLUE, Ladder, OK } from "./ladder.ts";
 * // A 4×2 board cut into two 2×2 rooms, "?" over 0.
 * const geo = geometryOf(stostoneBoard({ rows: 4, cols: 2 }, {
 *   vertical: new Uint8Array(4), horizontal: new Uint8Array([0, 0, 1, 1, 0, 0]),
 * }, ["?", 0]));
 * const only = { col: true, clue: true, fit: false, drop: false, probe: false };
 * const ladder = new Ladder(geo, "exact", only, 1e6);
 * assert.ok(ladder.init() === OK && ladder.full() === OK);
 * // clue empties the 0 room, then col fills the columns' other halves.
 * assert.ok(ladder.val.join() === "1,1,1,1,0,0,0,0");
 * assert.ok(ladder.tally()[BY_CLUE] === 4);
 * ```
 */
export class Ladder {
  /** Board geometry. */
  readonly geo: Geometry;
  /** The rule-4 setting. */
  readonly rule: StostoneRule;
  /** Enabled rungs. */
  readonly rungs: RungSwitches;
  /** Work units spent so far. */
  work = 0;
  /** Work units allowed. */
  budget: number;
  /**
   * Whether drop tests whole candidate stones against the rank invariant (default
   * true). The learning search switches it off below the root: the test is the
   * ladder's costliest, and conflicts teach the search what it would have found.
   * Switch it off only, never back on: fit's reasons assume no stone was killed for
   * its columns after that (kills at the root, level 0, are no one's reason).
   */
  stoneRank = true;
  /**
   * Whether the drop pass looks only at what changed since the last fixpoint: the
   * columns with new cells (hole test) and the rooms touching them (rank test). The
   * other columns and rooms are as they were at that fixpoint, so they would give
   * nothing new; the learning search sets this (the write-up's ladder keeps the full
   * pass, which its work counts measure).
   */
  incrementalDrop = false;
  /** −1 unknown, 0 unshaded, 1 shaded. */
  readonly val: Int8Array;
  /** Per settled cell, the rung (BY_*) that settled it. */
  readonly by: Uint8Array;
  /** Settled cells in order. */
  readonly trail: Int32Array;
  /** Used length of {@link Ladder.trail}. */
  trailLen = 0;
  /**
   * The search's decision level; {@link Ladder.assign} records it per cell. The rest
   * of this block is for the learning search's conflict analysis (learn.ts): a cell a
   * rung settled has as its reason the cells settled before it (earlier on the trail)
   * in the area the rung read (see {@link Ladder.eachReason}).
   */
  decisionLevel = 0;
  /** Per settled cell: the decision level it was settled at. */
  readonly level: Int32Array;
  /** Per settled cell: its position on the trail. */
  readonly pos: Int32Array;
  /** Per settled cell: the kind of area its reason lies in (REASON_*). */
  readonly #rKind: Int8Array;
  readonly #rLo: Int32Array;
  readonly #rHi: Int32Array;
  #conflictKind = REASON_COLS;
  #conflictLo = 0;
  #conflictHi = 0;
  #ctxKind = REASON_COLS;
  #ctxLo = 0;
  #ctxHi = 0;
  readonly #roomColLo: Int32Array;
  readonly #roomColHi: Int32Array;
  readonly #haloStart: Int32Array;
  readonly #haloCells: Int32Array;
  readonly #pendKind: Int8Array;
  readonly #rankColumn: Int32Array;
  #rankStamp = 0;
  readonly #pendLo: Int32Array;
  readonly #pendHi: Int32Array;

  readonly #rows: number;
  readonly #cols: number;
  readonly #half: number;
  readonly #balanced: boolean;
  readonly #holeRule: boolean;
  readonly #rankRule: boolean;
  readonly #colOn: Int32Array;
  readonly #colOff: Int32Array;
  readonly #roomOn: Int32Array;
  readonly #roomOff: Int32Array;
  readonly #roomSize: Int32Array;
  #qCol = 0;
  #qClue = 0;
  #qFit = 0;
  readonly #clueDirty: Uint8Array;
  readonly #clueList: Int32Array;
  #clueLen = 0;
  #dropDirty = true;

  // Scratch for searches over a room.
  readonly #queue: Int32Array;
  readonly #dist: Int32Array;
  readonly #visit: Int32Array;
  #visitStamp = 0;
  readonly #disc: Int32Array;
  readonly #low: Int32Array;
  readonly #parent: Int32Array;
  readonly #sub: Int32Array;
  readonly #iter: Uint8Array;
  readonly #stack: Int32Array;

  // Pending assignments of one batch (a rung computes from a snapshot, then applies).
  readonly #pendCell: Int32Array;
  readonly #pendVal: Int8Array;
  readonly #pendAt: Int32Array;
  #pendStamp = 0;
  readonly #pendMark: Int32Array;
  #pendLen = 0;

  // drop scratch
  readonly #ka: Int32Array;
  readonly #ua: Int32Array;
  readonly #kb: Int32Array;
  readonly #ub: Int32Array;
  readonly #roomFirst: Int32Array;
  readonly #roomLast: Int32Array;
  readonly #roomSeen: Int32Array;
  readonly #roomsHere: Int32Array;
  #seenStamp = 0;

  // fit: tables
  readonly #tabled: Uint8Array;
  #candRoom: Int32Array;
  #candCellStart: Int32Array;
  #candCells: Int32Array;
  #candHaloStart: Int32Array;
  #candHalo: Int32Array;
  #dead: Uint8Array;
  readonly #alive: Int32Array;
  readonly #sup: Int32Array;
  #haloSup: Int32Array;
  #haloCell: Int32Array;
  readonly #roomHaloStart: Int32Array;
  #on0Start: Int32Array;
  #on0: Int32Array;
  #on1Start: Int32Array;
  #on1: Int32Array;
  #killTrail: Int32Array;
  #killLen = 0;
  readonly #fitDirty: Uint8Array;
  readonly #fitList: Int32Array;
  #fitLen = 0;
  // fit: rooms listed afresh
  #live: Int32Array;
  readonly #roomStamp: Float64Array;
  readonly #fitStamp: Float64Array;
  #stampClock = 1;
  readonly #failKey: Int32Array;
  readonly #lister: StoneLister;
  readonly #allowed: Uint8Array;
  readonly #required: Int32Array;
  readonly #count: Int32Array;
  readonly #haloCount: Int32Array;
  readonly #haloStampOf: Int32Array;
  #stoneStamp = 0;

  // drop: candidate stones against the rank invariant (tabled rooms, exact)
  #roomCandFirst: Int32Array;
  /** Per candidate, its column runs `[segStart[k], segStart[k + 1])`: column, top, bottom. */
  #segStart: Int32Array;
  #segCol: Int32Array;
  #segTop: Int32Array;
  #segBottom: Int32Array;
  /** Per room, its columns `roomColumns[roomColumnStart[R] ..]`. */
  readonly #roomColumnStart: Int32Array;
  readonly #roomColumns: Int32Array;
  /** Room-unknown prefix per column: `[c * (rows + 1) + r]` counts rows < r. */
  readonly #roomUnknownBefore: Int32Array;
  readonly #colChanged: Uint8Array;
  /** Per column: 1 while a drop pass covers it (see {@link Ladder.incrementalDrop}). */
  readonly #dropCol: Uint8Array;
  /** Per room: 1 while a drop pass covers it. */
  readonly #dropRoom: Uint8Array;
  readonly #colChangedList: Int32Array;
  #colChangedLen = 0;
  readonly #roomStamp2: Int32Array;
  #roomStampClock = 0;

  // probe
  readonly #probeOk: Uint8Array;
  /** Where this ladder's typed arrays come from (see arena.ts). */
  readonly #arena: Arena;

  /** Sets up an empty grid; call {@link Ladder.init} before anything else. */
  constructor(geo: Geometry, rule: StostoneRule, rungs: RungSwitches, budget: number) {
    this.geo = geo;
    this.rule = rule;
    this.rungs = rungs;
    this.budget = budget;
    const { n, rows, cols, roomCount } = geo;
    // Everything below in one buffer: some 70 arrays per cell count, a few per room.
    const arena = new Arena(n * 256 + roomCount * 96 + cols * (rows + 1) * 4 + cols * 32);
    this.#arena = arena;
    this.#candRoom = arena.i32(0);
    this.#candCellStart = arena.i32(1);
    this.#candCells = arena.i32(0);
    this.#candHaloStart = arena.i32(1);
    this.#candHalo = arena.i32(0);
    this.#dead = arena.u8(0);
    this.#haloSup = arena.i32(0);
    this.#haloCell = arena.i32(0);
    this.#on0Start = arena.i32(1);
    this.#on0 = arena.i32(0);
    this.#on1Start = arena.i32(1);
    this.#on1 = arena.i32(0);
    this.#killTrail = arena.i32(0);
    this.#live = arena.i32(0);
    this.#roomCandFirst = arena.i32(1);
    this.#segStart = arena.i32(1);
    this.#segCol = arena.i32(0);
    this.#segTop = arena.i32(0);
    this.#segBottom = arena.i32(0);
    this.#rows = rows;
    this.#cols = cols;
    this.#half = rows / 2;
    this.#balanced = rule !== "none";
    this.#holeRule = rungs.drop && (rule === "exact" || rule === "convex");
    this.#rankRule = rungs.drop && rule === "exact";
    this.val = arena.i8(n).fill(-1);
    this.by = arena.u8(n);
    this.trail = arena.i32(n);
    this.level = arena.i32(n);
    this.pos = arena.i32(n);
    this.#rKind = arena.i8(n);
    this.#rLo = arena.i32(n);
    this.#rHi = arena.i32(n);
    this.#pendKind = arena.i8(n);
    this.#rankColumn = arena.i32(cols);
    this.#pendLo = arena.i32(n);
    this.#pendHi = arena.i32(n);
    this.#ctxHi = cols - 1;
    this.#roomColLo = arena.i32(roomCount).fill(cols);
    this.#roomColHi = arena.i32(roomCount).fill(-1);
    for (let x = 0; x < n; x++) {
      const room = geo.roomOf[x]!;
      const c = geo.colOf[x]!;
      if (c < this.#roomColLo[room]!) this.#roomColLo[room] = c;
      if (c > this.#roomColHi[room]!) this.#roomColHi[room] = c;
    }
    // Every room's halo: the cells across a border from it.
    const haloStart = arena.i32(roomCount + 1);
    const halo: number[] = [];
    const haloSeen = arena.i32(n).fill(-1);
    for (let room = 0; room < roomCount; room++) {
      haloStart[room] = halo.length;
      for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
        const x = geo.roomCells[i]!;
        for (let s = 0; s < 4; s++) {
          const y = geo.borderAdj[x * 4 + s]!;
          if (y >= 0 && geo.roomOf[y] !== room && haloSeen[y] !== room) {
            haloSeen[y] = room;
            halo.push(y);
          }
        }
      }
    }
    haloStart[roomCount] = halo.length;
    this.#haloStart = haloStart;
    this.#haloCells = Int32Array.from(halo);
    this.#colOn = arena.i32(cols);
    this.#colOff = arena.i32(cols);
    this.#roomOn = arena.i32(roomCount);
    this.#roomOff = arena.i32(roomCount);
    this.#roomSize = arena.i32(roomCount);
    for (let r = 0; r < roomCount; r++) {
      this.#roomSize[r] = geo.roomStart[r + 1]! - geo.roomStart[r]!;
    }
    this.#clueDirty = arena.u8(roomCount);
    this.#clueList = arena.i32(roomCount);
    this.#queue = arena.i32(n);
    this.#dist = arena.i32(n);
    this.#visit = arena.i32(n);
    this.#disc = arena.i32(n);
    this.#low = arena.i32(n);
    this.#parent = arena.i32(n);
    this.#sub = arena.i32(n);
    this.#iter = arena.u8(n);
    this.#stack = arena.i32(n);
    this.#pendCell = arena.i32(n);
    this.#pendVal = arena.i8(n);
    this.#pendAt = arena.i32(n);
    this.#pendMark = arena.i32(n);
    this.#ka = arena.i32(n);
    this.#ua = arena.i32(n);
    this.#kb = arena.i32(n);
    this.#ub = arena.i32(n);
    this.#roomFirst = arena.i32(roomCount);
    this.#roomLast = arena.i32(roomCount);
    this.#roomSeen = arena.i32(roomCount);
    this.#roomsHere = arena.i32(roomCount);
    this.#tabled = arena.u8(roomCount);
    this.#alive = arena.i32(roomCount);
    this.#sup = arena.i32(n);
    this.#roomHaloStart = arena.i32(roomCount + 1);
    this.#fitDirty = arena.u8(roomCount);
    this.#fitList = arena.i32(roomCount);
    this.#roomStamp = arena.f64(roomCount);
    this.#fitStamp = arena.f64(roomCount);
    this.#failKey = arena.i32(roomCount).fill(0x3fffffff);
    this.#lister = new StoneLister(geo, arena);
    this.#allowed = arena.u8(n);
    this.#required = arena.i32(n);
    this.#count = arena.i32(n);
    this.#haloCount = arena.i32(n);
    this.#haloStampOf = arena.i32(n);
    this.#probeOk = arena.u8(2 * n);
    this.#colChanged = arena.u8(cols);
    this.#dropCol = arena.u8(cols);
    this.#dropRoom = arena.u8(roomCount);
    this.#colChangedList = arena.i32(cols);
    this.#roomStamp2 = arena.i32(roomCount);
    this.#roomUnknownBefore = arena.i32(cols * (rows + 1));
    this.#roomColumnStart = arena.i32(roomCount + 1);
    const roomColumns: number[] = [];
    const seenColumn = arena.i32(cols).fill(-1);
    for (let room = 0; room < roomCount; room++) {
      this.#roomColumnStart[room] = roomColumns.length;
      for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
        const c = geo.colOf[geo.roomCells[i]!]!;
        if (seenColumn[c] !== room) {
          seenColumn[c] = room;
          roomColumns.push(c);
        }
      }
    }
    this.#roomColumnStart[roomCount] = roomColumns.length;
    this.#roomColumns = Int32Array.from(roomColumns);
  }

  /** Whether the budget is spent. */
  get exhausted(): boolean {
    return this.work > this.budget;
  }

  /**
   * Prepares the rungs: the odd-rows verdict (col), the fit tables, and the initial
   * room checks (clue). Returns {@link OK}, {@link CONTRADICTION} or {@link OUT_OF_BUDGET}.
   */
  init(): number {
    const { rungs, geo } = this;
    if (rungs.col && this.#balanced && this.#rows % 2 !== 0) return CONTRADICTION;
    if (rungs.fit) {
      const status = this.#buildTables();
      if (status !== OK) return status;
    }
    if (rungs.clue) {
      for (let room = 0; room < geo.roomCount; room++) this.#markClue(room);
    }
    // Every candidate stone gets its first rank check against the empty grid.
    for (let c = 0; c < this.#cols; c++) {
      this.#colChanged[c] = 1;
      this.#colChangedList[c] = c;
    }
    this.#colChangedLen = this.#cols;
    return OK;
  }

  /** The current trail position. */
  checkpoint(): Checkpoint {
    return { trail: this.trailLen, kills: this.#killLen };
  }

  /**
   * Sets cell `x` to `v` (0 or 1), crediting `rung`. Returns false when the cell
   * already holds the other value.
   */
  assign(x: number, v: number, rung: number): boolean {
    const cur = this.val[x]!;
    if (cur !== -1) return cur === v;
    const geo = this.geo;
    this.val[x] = v;
    this.by[x] = rung;
    this.level[x] = this.decisionLevel;
    this.pos[x] = this.trailLen;
    this.#rKind[x] = this.#ctxKind;
    this.#rLo[x] = this.#ctxLo;
    this.#rHi[x] = this.#ctxHi;
    this.trail[this.trailLen++] = x;
    const room = geo.roomOf[x]!;
    if (v === 1) {
      this.#colOn[geo.colOf[x]!]!++;
      this.#roomOn[room]!++;
    } else {
      this.#colOff[geo.colOf[x]!]!++;
      this.#roomOff[room]!++;
    }
    this.#dropDirty = true;
    const column = geo.colOf[x]!;
    if (this.#colChanged[column] === 0) {
      this.#colChanged[column] = 1;
      this.#colChangedList[this.#colChangedLen++] = column;
    }
    this.#markClue(room);
    const clock = ++this.#stampClock;
    this.#roomStamp[room] = clock;
    for (let s = 0; s < 4; s++) {
      const y = geo.borderAdj[x * 4 + s]!;
      if (y >= 0) this.#roomStamp[geo.roomOf[y]!] = clock;
    }
    this.work++;
    return true;
  }

  /** Undoes everything after `cp`; `cp` must have been taken at a fixpoint. */
  undo(cp: Checkpoint): void {
    const geo = this.geo;
    while (this.trailLen > cp.trail) {
      const x = this.trail[--this.trailLen]!;
      const room = geo.roomOf[x]!;
      if (this.val[x] === 1) {
        this.#colOn[geo.colOf[x]!]!--;
        this.#roomOn[room]!--;
      } else {
        this.#colOff[geo.colOf[x]!]!--;
        this.#roomOff[room]!--;
      }
      this.val[x] = -1;
      this.work++;
    }
    while (this.#killLen > cp.kills) this.#revive(this.#killTrail[--this.#killLen]!);
    this.#qCol = this.#qClue = this.#qFit = this.trailLen;
    for (let i = 0; i < this.#clueLen; i++) this.#clueDirty[this.#clueList[i]!] = 0;
    this.#clueLen = 0;
    for (let i = 0; i < this.#fitLen; i++) this.#fitDirty[this.#fitList[i]!] = 0;
    this.#fitLen = 0;
    this.#dropDirty = false;
    this.#clearChangedColumns();
  }

  #clearChangedColumns(): void {
    for (let i = 0; i < this.#colChangedLen; i++) this.#colChanged[this.#colChangedList[i]!] = 0;
    this.#colChangedLen = 0;
  }

  /** Runs col, clue, fit and drop (those enabled) to a fixpoint. */
  lower(): number {
    const { rungs } = this;
    for (;;) {
      if (this.work > this.budget) return OUT_OF_BUDGET;
      const mark = this.trailLen;
      // Whatever a rung does not narrow down has the whole board as its reason.
      this.#ctx(REASON_COLS, 0, this.#cols - 1);
      if (rungs.col && this.#qCol < this.trailLen) {
        if (!this.#colStep()) return this.#fail();
        continue;
      }
      if (rungs.clue) {
        if (this.#qClue < this.trailLen) {
          if (!this.#clueEvent(this.trail[this.#qClue++]!)) return this.#fail();
          continue;
        }
        if (this.#clueLen > 0) {
          const room = this.#clueList[--this.#clueLen]!;
          this.#clueDirty[room] = 0;
          this.#ctx(REASON_ROOM, room, 0);
          if (!this.#clueRoom(room)) return this.#fail();
          continue;
        }
      } else {
        this.#qClue = this.trailLen;
      }
      if (rungs.fit) {
        while (this.#qFit < this.trailLen) this.#fitEvent(this.trail[this.#qFit++]!);
        if (this.#fitLen > 0) {
          const room = this.#fitList[--this.#fitLen]!;
          this.#fitDirty[room] = 0;
          // Only the candidate-stone rank test kills a table's stones for what its columns
          // hold; without it the room and its halo are the whole reason.
          const byColumns = this.#rankRule && this.stoneRank;
          this.#ctx(byColumns ? REASON_ROOM_HALO_COLS : REASON_ROOM_HALO, room, 0);
          if (!this.#fitTable(room)) return this.#fail();
          continue;
        }
        const status = this.#fitLive();
        if (status === CONTRADICTION) return this.#fail();
        if (status !== OK) return status;
        if (this.trailLen !== mark) continue;
      }
      if (this.#dropDirty) {
        this.#dropDirty = false;
        if (this.#holeRule || this.#rankRule) {
          if (!this.#dropPass()) return this.#fail();
          if (this.trailLen !== mark) continue;
        }
      }
      return OK;
    }
  }

  #fail(): number {
    this.#conflictKind = this.#ctxKind;
    this.#conflictLo = this.#ctxLo;
    this.#conflictHi = this.#ctxHi;
    return CONTRADICTION;
  }

  /** Sets the area the deductions that follow read (see {@link Ladder.eachReason}). */
  #ctx(kind: number, lo: number, hi: number): void {
    this.#ctxKind = kind;
    this.#ctxLo = lo;
    this.#ctxHi = hi;
  }

  /** The first and last column an area touches. */
  #cover(kind: number, lo: number, hi: number): [number, number] {
    const geo = this.geo;
    switch (kind) {
      case REASON_COLS:
        return [lo, hi];
      case REASON_COL_VALUE:
        return [lo, lo];
      case REASON_PAIR:
        return [
          Math.min(geo.colOf[lo]!, geo.colOf[hi]!),
          Math.max(geo.colOf[lo]!, geo.colOf[hi]!),
        ];
      case REASON_ROOM:
      case REASON_RANK:
        return [this.#roomColLo[lo]!, this.#roomColHi[lo]!];
      default:
        return [
          Math.max(0, this.#roomColLo[lo]! - 1),
          Math.min(this.#cols - 1, this.#roomColHi[lo]! + 1),
        ];
    }
  }

  /**
   * Calls `fn` with every settled cell, set before trail position `before`, of an
   * area: columns (`REASON_COLS`, lo ..= hi), one column's cells of one value
   * (`REASON_COL_VALUE`, column lo, value hi), two cells (`REASON_PAIR`), a room
   * (`REASON_ROOM`, room lo), a room and its halo, and that plus the room's columns.
   */
  #eachIn(kind: number, lo: number, hi: number, before: number, fn: (y: number) => void): void {
    const { geo, val, pos } = this;
    const { rows, cols } = geo;
    const take = (y: number) => {
      if (val[y] !== -1 && pos[y]! < before) fn(y);
    };
    this.work += 4;
    if (kind === REASON_COLS || kind === REASON_ROOM_HALO_COLS) {
      const [a, b] = kind === REASON_COLS ? [lo, hi] : [this.#roomColLo[lo]!, this.#roomColHi[lo]!];
      this.work += (b - a + 1) * rows;
      for (let c = a; c <= b; c++) for (let r = 0; r < rows; r++) take(r * cols + c);
      if (kind === REASON_COLS) return;
    }
    if (kind === REASON_COL_VALUE) {
      this.work += rows;
      for (let r = 0; r < rows; r++) {
        const y = r * cols + lo;
        if (val[y] === hi) take(y);
      }
      return;
    }
    if (kind === REASON_PAIR) {
      take(lo);
      take(hi);
      return;
    }
    if (kind === REASON_RANK) {
      const mark = this.#rankColumn;
      const stamp = ++this.#rankStamp;
      if (hi >= 0) mark[hi] = stamp;
      for (let i = geo.roomStart[lo]!; i < geo.roomStart[lo + 1]!; i++) {
        const x = geo.roomCells[i]!;
        if (val[x] === 1 && pos[x]! < before) mark[geo.colOf[x]!] = stamp;
      }
      this.work += geo.roomStart[lo + 1]! - geo.roomStart[lo]!;
      for (let c = 0; c < cols; c++) {
        if (mark[c] !== stamp) continue;
        this.work += rows;
        for (let r = 0; r < rows; r++) take(r * cols + c);
      }
      return;
    }
    const inColumns = kind === REASON_ROOM_HALO_COLS;
    for (let i = geo.roomStart[lo]!; i < geo.roomStart[lo + 1]!; i++) {
      if (!inColumns) take(geo.roomCells[i]!);
    }
    this.work += geo.roomStart[lo + 1]! - geo.roomStart[lo]!;
    if (kind === REASON_ROOM) return;
    for (let j = this.#haloStart[lo]!; j < this.#haloStart[lo + 1]!; j++) {
      const y = this.#haloCells[j]!;
      if (
        !inColumns || geo.colOf[y]! < this.#roomColLo[lo]! || geo.colOf[y]! > this.#roomColHi[lo]!
      ) {
        take(y);
      }
    }
    this.work += this.#haloStart[lo + 1]! - this.#haloStart[lo]!;
  }

  /**
   * Calls `fn` with every cell of the reason of settled cell `x`: cells settled before
   * it that, by the rules, leave `x` no other value. Meaningless for decisions and
   * cells set from outside (branch, pinned, learnt).
   */
  eachReason(x: number, fn: (y: number) => void): void {
    this.#eachIn(this.#rKind[x]!, this.#rLo[x]!, this.#rHi[x]!, this.pos[x]!, fn);
  }

  /** After {@link CONTRADICTION} from {@link Ladder.lower}: calls `fn` with settled cells that admit no answer together. */
  eachConflict(fn: (y: number) => void): void {
    this.#eachIn(this.#conflictKind, this.#conflictLo, this.#conflictHi, this.trailLen, fn);
  }

  /** {@link Ladder.lower}, then probing to a fixpoint when the probe rung is on. */
  full(): number {
    const status = this.lower();
    if (status !== OK || !this.rungs.probe) return status;
    return this.#probe();
  }

  /**
   * The cell to branch on, −1 when every cell is settled. In the tabled room with the
   * fewest live stones (two or more): the unknown cell whose share of them is closest
   * to half, so either value kills many. Without such a room: the unknown cell whose
   * column or room has the fewest unknown cells, preferring cells next to a shaded cell
   * of their room and rooms that already have one.
   */
  pick(): number {
    const geo = this.geo;
    this.work += (geo.n >> 2) + geo.roomCount;
    let bestRoom = -1;
    let bestAlive = 0x7fffffff;
    for (let room = 0; room < geo.roomCount; room++) {
      if (this.#tabled[room] !== 1) continue;
      const a = this.#alive[room]!;
      if (a >= 2 && a < bestAlive) {
        bestAlive = a;
        bestRoom = room;
      }
    }
    if (bestRoom >= 0) {
      let best = -1;
      let bestGap = 0x7fffffff;
      for (let i = geo.roomStart[bestRoom]!; i < geo.roomStart[bestRoom + 1]!; i++) {
        const x = geo.roomCells[i]!;
        if (this.val[x] !== -1) continue;
        const gap = Math.abs(2 * this.#sup[x]! - bestAlive);
        if (gap < bestGap) {
          bestGap = gap;
          best = x;
        }
      }
      if (best >= 0) return best;
    }
    let best = -1;
    let bestScore = 0x7fffffff;
    for (let x = 0; x < geo.n; x++) {
      if (this.val[x] !== -1) continue;
      const room = geo.roomOf[x]!;
      const c = geo.colOf[x]!;
      const inColumn = this.#rows - this.#colOn[c]! - this.#colOff[c]!;
      const inRoom = this.#roomSize[room]! - this.#roomOn[room]! - this.#roomOff[room]!;
      let touches = 0;
      for (let s = 0; s < 4; s++) {
        const y = geo.openAdj[x * 4 + s]!;
        if (y >= 0 && this.val[y] === 1) touches = 1;
      }
      const score = Math.min(inColumn, inRoom) * 4 - touches * 2 +
        (this.#roomOn[room]! > 0 ? 0 : 1);
      if (score < bestScore) {
        bestScore = score;
        best = x;
      }
    }
    return best;
  }

  /** How many cells each rung settled, over the cells settled now. */
  tally(): number[] {
    const out = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < this.trailLen; i++) out[this.by[this.trail[i]!]!]!++;
    return out;
  }

  // ---------------------------------------------------------------- col

  #colStep(): boolean {
    const geo = this.geo;
    const half = this.#half;
    while (this.#qCol < this.trailLen) {
      const x = this.trail[this.#qCol++]!;
      if (!this.#balanced) continue;
      const c = geo.colOf[x]!;
      const on = this.#colOn[c]!;
      const off = this.#colOff[c]!;
      if (on > half || off > half) {
        this.#ctx(REASON_COL_VALUE, c, on > half ? 1 : 0);
        return false;
      }
      if (on + off === this.#rows) continue;
      if (on === half || off === half) {
        const v = on === half ? 0 : 1;
        this.#ctx(REASON_COL_VALUE, c, 1 - v);
        for (let r = 0; r < this.#rows; r++) {
          const y = r * this.#cols + c;
          if (this.val[y] === -1) this.assign(y, v, BY_COL);
        }
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- clue

  #markClue(room: number): void {
    if (this.#clueDirty[room] === 1) return;
    this.#clueDirty[room] = 1;
    this.#clueList[this.#clueLen++] = room;
  }

  #clueEvent(x: number): boolean {
    if (this.val[x] !== 1) return true;
    const adj = this.geo.borderAdj;
    for (let s = 0; s < 4; s++) {
      const y = adj[x * 4 + s]!;
      if (y < 0) continue;
      this.#ctx(REASON_PAIR, x, x);
      if (!this.assign(y, 0, BY_CLUE)) {
        this.#ctx(REASON_PAIR, x, y);
        return false;
      }
    }
    return true;
  }

  /** Counts, reachability, distance bound and cut cells for one room. */
  #clueRoom(room: number): boolean {
    const geo = this.geo;
    const val = this.val;
    const start = geo.roomStart[room]!;
    const end = geo.roomStart[room + 1]!;
    const clue = geo.clue[room]!;
    const on = this.#roomOn[room]!;
    const unknown = this.#roomSize[room]! - on - this.#roomOff[room]!;
    this.work += 1;
    if (clue === 0) {
      if (on > 0) return false;
      if (unknown > 0) {
        for (let i = start; i < end; i++) this.assign(geo.roomCells[i]!, 0, BY_CLUE);
      }
      return true;
    }
    if (clue > 0) {
      if (on > clue || on + unknown < clue) return false;
      if (unknown > 0 && (on === clue || on + unknown === clue)) {
        const v = on === clue ? 0 : 1;
        for (let i = start; i < end; i++) {
          const x = geo.roomCells[i]!;
          if (val[x] === -1) this.assign(x, v, BY_CLUE);
        }
        return true;
      }
    } else {
      if (on + unknown === 0) return false;
      if (on === 0 && unknown === 1) {
        for (let i = start; i < end; i++) {
          const x = geo.roomCells[i]!;
          if (val[x] === -1) this.assign(x, 1, BY_CLUE);
        }
        return true;
      }
    }
    if (unknown === 0) return true;
    this.work += end - start;
    this.#beginBatch();
    if (on > 0) {
      if (!this.#connectShaded(room, clue, on)) return false;
    } else if (clue > 0) {
      if (!this.#dropSmallPieces(room, clue)) return false;
    }
    return this.#flush(BY_CLUE);
  }

  /** Room with shaded cells: reachability, distance bound and cut cells. */
  #connectShaded(room: number, clue: number, on: number): boolean {
    const geo = this.geo;
    const val = this.val;
    const start = geo.roomStart[room]!;
    const end = geo.roomStart[room + 1]!;
    const queue = this.#queue;
    const visit = this.#visit;
    const stamp = ++this.#visitStamp;
    const dist = this.#dist;
    // Multi-source BFS from every shaded cell over non-unshaded cells.
    let tail = 0;
    let first = -1;
    for (let i = start; i < end; i++) {
      const x = geo.roomCells[i]!;
      if (val[x] === 1) {
        if (first < 0) first = x;
        visit[x] = stamp;
        dist[x] = 0;
        queue[tail++] = x;
      }
    }
    for (let head = 0; head < tail; head++) {
      const x = queue[head]!;
      for (let s = 0; s < 4; s++) {
        const y = geo.openAdj[x * 4 + s]!;
        if (y >= 0 && val[y] !== 0 && visit[y] !== stamp) {
          visit[y] = stamp;
          dist[y] = dist[x]! + 1;
          queue[tail++] = y;
        }
      }
    }
    // Tarjan from the first shaded cell: its component, and the cut cells in it.
    const cstamp = ++this.#visitStamp;
    const disc = this.#disc;
    const low = this.#low;
    const parent = this.#parent;
    const sub = this.#sub;
    const iter = this.#iter;
    const stack = this.#stack;
    let time = 0;
    let depth = 0;
    let compSize = 0;
    let compShaded = 0;
    stack[0] = first;
    visit[first] = cstamp;
    disc[first] = low[first] = ++time;
    parent[first] = -1;
    sub[first] = 1;
    iter[first] = 0;
    compSize = 1;
    compShaded = 1;
    while (depth >= 0) {
      const x = stack[depth]!;
      const s = iter[x]!;
      if (s < 4) {
        iter[x] = s + 1;
        const y = geo.openAdj[x * 4 + s]!;
        if (y < 0 || val[y] === 0) continue;
        if (visit[y] !== cstamp) {
          visit[y] = cstamp;
          disc[y] = low[y] = ++time;
          parent[y] = x;
          sub[y] = val[y] === 1 ? 1 : 0;
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
        // p separates x's subtree (which holds a shaded cell) from the root (shaded).
        if (low[x]! >= disc[p]! && val[p] === -1 && !this.#queueSet(p, 1)) return false;
        sub[p] = sub[p]! + sub[x]!;
      }
    }
    this.work += compSize;
    if (compShaded < on) return false;
    if (clue > 0 && compSize < clue) return false;
    for (let i = start; i < end; i++) {
      const x = geo.roomCells[i]!;
      if (val[x] !== -1) continue;
      if (visit[x] !== cstamp || (clue > 0 && on + dist[x]! > clue)) {
        if (!this.#queueSet(x, 0)) return false;
      }
    }
    return true;
  }

  /** Numbered room without shaded cells: pieces smaller than the number are unshaded. */
  #dropSmallPieces(room: number, clue: number): boolean {
    const geo = this.geo;
    const val = this.val;
    const start = geo.roomStart[room]!;
    const end = geo.roomStart[room + 1]!;
    const queue = this.#queue;
    const visit = this.#visit;
    const stamp = ++this.#visitStamp;
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
        if (!this.#queueSet(queue[k]!, 0)) return false;
      }
    }
    return fits > 0;
  }

  // ---------------------------------------------------------------- batches

  #beginBatch(): void {
    this.#pendLen = 0;
    this.#pendStamp++;
  }

  /** Records that `x` must be `v`; false when that contradicts the cell or the batch. */
  #queueSet(x: number, v: number): boolean {
    const cur = this.val[x]!;
    if (cur !== -1) return cur === v;
    if (this.#pendMark[x] === this.#pendStamp) {
      const at = this.#pendAt[x]!;
      if (this.#pendVal[at] === v) return true;
      // Two computations of the batch disagree: both their areas make the conflict.
      const [a, b] = this.#cover(this.#ctxKind, this.#ctxLo, this.#ctxHi);
      const [c, d] = this.#cover(this.#pendKind[at]!, this.#pendLo[at]!, this.#pendHi[at]!);
      this.#ctx(REASON_COLS, Math.min(a, c), Math.max(b, d));
      return false;
    }
    this.#pendMark[x] = this.#pendStamp;
    this.#pendAt[x] = this.#pendLen;
    this.#pendCell[this.#pendLen] = x;
    this.#pendKind[this.#pendLen] = this.#ctxKind;
    this.#pendLo[this.#pendLen] = this.#ctxLo;
    this.#pendHi[this.#pendLen] = this.#ctxHi;
    this.#pendVal[this.#pendLen++] = v;
    return true;
  }

  #flush(rung: number): boolean {
    for (let i = 0; i < this.#pendLen; i++) {
      this.#ctx(this.#pendKind[i]!, this.#pendLo[i]!, this.#pendHi[i]!);
      if (!this.assign(this.#pendCell[i]!, this.#pendVal[i]!, rung)) return false;
    }
    this.#pendLen = 0;
    return true;
  }

  // ---------------------------------------------------------------- fit

  #stoneQuery(room: number, table: boolean): StoneQuery {
    const geo = this.geo;
    const clue = geo.clue[room]!;
    const size = this.#roomSize[room]!;
    return {
      allowed: this.#allowed,
      required: this.#required,
      requiredCount: 0,
      minSize: clue > 0 ? clue : 1,
      maxSize: clue > 0 ? clue : size,
      holeFree: this.#holeRule,
      columnCap: this.rungs.col && this.#balanced ? this.#half : this.#rows,
      maxStones: table ? TABLE_STONES : LIVE_STONES,
      maxSteps: table ? TABLE_STEPS : LIVE_STEPS,
    };
  }

  /** Lists every room's stones from the empty grid; small enough rooms get a table. */
  #buildTables(): number {
    const geo = this.geo;
    const { n, roomCount } = geo;
    // Candidates of all tabled rooms, room after room, in growable pools.
    const cells = new GrowableInt32(this.#arena, 4 * n);
    const starts = new GrowableInt32(this.#arena, n);
    const rooms = new GrowableInt32(this.#arena, n);
    starts.push(0);
    const live = new GrowableInt32(this.#arena, 8);
    let entries = 0;
    const roomCandStart = this.#arena.i32(roomCount + 1);
    for (let room = 0; room < roomCount; room++) {
      roomCandStart[room] = rooms.length;
      const clue = geo.clue[room]!;
      const size = this.#roomSize[room]!;
      if (clue === 0) continue;
      if (clue > size) {
        // No stone fits: an empty table, so fit reports the contradiction.
        this.#tabled[room] = 1;
        continue;
      }
      for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
        this.#allowed[geo.roomCells[i]!] = 1;
      }
      const status = this.#lister.list(room, this.#stoneQuery(room, true), (stone, len) => {
        if (cells.length + len > TABLE_ENTRIES) return false; // memory bound
        for (let i = 0; i < len; i++) cells.push(stone[i]!);
        starts.push(cells.length);
        rooms.push(room);
        return true;
      });
      this.work += this.#lister.steps;
      if (this.work > this.budget) return OUT_OF_BUDGET;
      const stones = rooms.length - roomCandStart[room]!;
      const cost = stones * size;
      if (status !== LISTED_ALL || entries + cost > TABLE_ENTRIES) {
        // Too many: drop this room's candidates again and list it afresh when needed.
        rooms.length = roomCandStart[room]!;
        starts.length = rooms.length + 1;
        cells.length = starts.data[rooms.length]!;
        live.push(room);
        continue;
      }
      entries += cost;
      this.#tabled[room] = 1;
    }
    roomCandStart[roomCount] = rooms.length;
    this.#roomCandFirst = roomCandStart;
    this.#live = live.copy();
    // Halo slots: per tabled room, the outside cells across a border from it.
    const slotOf = this.#arena.i32(n).fill(-1);
    const haloCells = new GrowableInt32(this.#arena, n);
    for (let room = 0; room < roomCount; room++) {
      this.#roomHaloStart[room] = haloCells.length;
      if (this.#tabled[room] !== 1) continue;
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
      for (let k = this.#roomHaloStart[room]!; k < haloCells.length; k++) {
        slotOf[haloCells.data[k]!] = -1;
      }
    }
    this.#roomHaloStart[roomCount] = haloCells.length;
    this.#haloCell = haloCells.copy();
    this.#haloSup = this.#arena.i32(haloCells.length);
    // Candidates as flat arrays, with their halos as slot lists.
    const C = rooms.length;
    this.#candRoom = rooms.copy();
    this.#candCellStart = starts.copy();
    this.#candCells = cells.copy();
    this.#candHaloStart = this.#arena.i32(C + 1);
    this.#dead = this.#arena.u8(C);
    this.#killTrail = this.#arena.i32(C);
    const halo = new GrowableInt32(this.#arena, cells.length);
    const haloSeen = this.#arena.i32(n);
    let stamp = 0;
    for (let room = 0; room < roomCount; room++) {
      if (this.#tabled[room] !== 1) continue;
      const base = this.#roomHaloStart[room]!;
      const top = this.#roomHaloStart[room + 1]!;
      for (let j = base; j < top; j++) slotOf[this.#haloCell[j]!] = j;
      for (let k = roomCandStart[room]!; k < roomCandStart[room + 1]!; k++) {
        this.#candHaloStart[k] = halo.length;
        stamp++;
        for (let i = this.#candCellStart[k]!; i < this.#candCellStart[k + 1]!; i++) {
          const x = this.#candCells[i]!;
          this.#sup[x]!++;
          for (let s = 0; s < 4; s++) {
            const y = geo.borderAdj[x * 4 + s]!;
            if (y >= 0 && geo.roomOf[y] !== room && haloSeen[y] !== stamp) {
              haloSeen[y] = stamp;
              halo.push(slotOf[y]!);
              this.#haloSup[slotOf[y]!]!++;
            }
          }
        }
        this.#alive[room]!++;
      }
      for (let j = base; j < top; j++) slotOf[this.#haloCell[j]!] = -1;
    }
    const at = cells.length;
    this.#candHaloStart[C] = halo.length;
    if (this.#rankRule) this.#buildColumnRuns();
    this.#candHalo = halo.copy();
    this.work += at + halo.length;
    // Kill lists. on0[x]: candidates containing x. on1[x]: candidates of x's room
    // without x, and candidates of other rooms with x in their halo.
    const on0Count = this.#arena.i32(n + 1);
    const on1Count = this.#arena.i32(n + 1);
    const inCand = this.#arena.i32(n);
    stamp = 0;
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1) {
        this.#on0Start = prefix(on0Count, this.#arena);
        this.#on1Start = prefix(on1Count, this.#arena);
        this.#on0 = this.#arena.i32(this.#on0Start[n]!);
        this.#on1 = this.#arena.i32(this.#on1Start[n]!);
        on0Count.fill(0);
        on1Count.fill(0);
      }
      for (let c = 0; c < C; c++) {
        const room = this.#candRoom[c]!;
        stamp++;
        for (let i = this.#candCellStart[c]!; i < this.#candCellStart[c + 1]!; i++) {
          const x = this.#candCells[i]!;
          inCand[x] = stamp;
          if (pass === 1) this.#on0[this.#on0Start[x]! + on0Count[x]!] = c;
          on0Count[x]!++;
        }
        for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
          const x = geo.roomCells[i]!;
          if (inCand[x] === stamp) continue;
          if (pass === 1) this.#on1[this.#on1Start[x]! + on1Count[x]!] = c;
          on1Count[x]!++;
        }
        for (let i = this.#candHaloStart[c]!; i < this.#candHaloStart[c + 1]!; i++) {
          const x = this.#haloCell[this.#candHalo[i]!]!;
          if (pass === 1) this.#on1[this.#on1Start[x]! + on1Count[x]!] = c;
          on1Count[x]!++;
        }
      }
    }
    this.work += this.#on0.length + this.#on1.length;
    for (let room = 0; room < roomCount; room++) {
      if (this.#tabled[room] === 1) this.#markFit(room);
    }
    return this.work > this.budget ? OUT_OF_BUDGET : OK;
  }

  #markFit(room: number): void {
    if (this.#fitDirty[room] === 1) return;
    this.#fitDirty[room] = 1;
    this.#fitList[this.#fitLen++] = room;
  }

  #fitEvent(x: number): void {
    const v = this.val[x]!;
    const start = v === 1 ? this.#on1Start : this.#on0Start;
    const list = v === 1 ? this.#on1 : this.#on0;
    const dead = this.#dead;
    for (let i = start[x]!; i < start[x + 1]!; i++) {
      const c = list[i]!;
      if (dead[c] === 0) this.#kill(c);
    }
  }

  #kill(c: number): void {
    this.#dead[c] = 1;
    this.#killTrail[this.#killLen++] = c;
    const room = this.#candRoom[c]!;
    this.#alive[room]!--;
    const cells = this.#candCells;
    const sup = this.#sup;
    for (let i = this.#candCellStart[c]!; i < this.#candCellStart[c + 1]!; i++) sup[cells[i]!]!--;
    const halo = this.#candHalo;
    const haloSup = this.#haloSup;
    for (let i = this.#candHaloStart[c]!; i < this.#candHaloStart[c + 1]!; i++) {
      haloSup[halo[i]!]!--;
    }
    this.work += 1 + this.#candCellStart[c + 1]! - this.#candCellStart[c]!;
    this.#markFit(room);
  }

  #revive(c: number): void {
    this.#dead[c] = 0;
    this.#alive[this.#candRoom[c]!]!++;
    const cells = this.#candCells;
    const sup = this.#sup;
    for (let i = this.#candCellStart[c]!; i < this.#candCellStart[c + 1]!; i++) sup[cells[i]!]!++;
    const halo = this.#candHalo;
    const haloSup = this.#haloSup;
    for (let i = this.#candHaloStart[c]!; i < this.#candHaloStart[c + 1]!; i++) {
      haloSup[halo[i]!]!++;
    }
    this.work += 1;
  }

  /** What a tabled room's live stones agree on. */
  #fitTable(room: number): boolean {
    const geo = this.geo;
    const alive = this.#alive[room]!;
    if (alive === 0) return false;
    const val = this.val;
    const sup = this.#sup;
    this.work += 1;
    for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
      const x = geo.roomCells[i]!;
      if (val[x] !== -1) continue;
      const s = sup[x]!;
      if (s === 0) this.assign(x, 0, BY_FIT);
      else if (s === alive) this.assign(x, 1, BY_FIT);
    }
    const haloSup = this.#haloSup;
    for (let j = this.#roomHaloStart[room]!; j < this.#roomHaloStart[room + 1]!; j++) {
      const y = this.#haloCell[j]!;
      if (val[y] === -1 && haloSup[j] === alive) this.assign(y, 0, BY_FIT);
    }
    return true;
  }

  /** Rooms without a table: list their stones afresh when they changed and look small enough. */
  #fitLive(): number {
    const live = this.#live;
    for (let i = 0; i < live.length; i++) {
      const room = live[i]!;
      if (this.#fitStamp[room] === this.#roomStamp[room]) continue;
      this.#fitStamp[room] = this.#roomStamp[room]!;
      const on = this.#roomOn[room]!;
      const unknown = this.#roomSize[room]! - on - this.#roomOff[room]!;
      if (unknown === 0) continue;
      // After a listing gave up, retry only once the room is clearly smaller.
      const key = unknown * 2 + (on > 0 ? 0 : 1);
      if (key * 5 > this.#failKey[room]! * 4) continue;
      this.#ctx(REASON_ROOM_HALO, room, 0);
      const status = this.#fitLiveRoom(room, key);
      if (status !== OK) return status;
      if (this.work > this.budget) return OUT_OF_BUDGET;
    }
    return OK;
  }

  #fitLiveRoom(room: number, key: number): number {
    const geo = this.geo;
    const val = this.val;
    const start = geo.roomStart[room]!;
    const end = geo.roomStart[room + 1]!;
    const allowed = this.#allowed;
    let required = 0;
    for (let i = start; i < end; i++) {
      const x = geo.roomCells[i]!;
      let ok = val[x] !== 0;
      for (let s = 0; s < 4 && ok; s++) {
        const y = geo.borderAdj[x * 4 + s]!;
        if (y >= 0 && val[y] === 1) ok = false;
      }
      allowed[x] = ok ? 1 : 0;
      if (val[x] === 1) this.#required[required++] = x;
      this.#count[x] = 0;
    }
    const query = { ...this.#stoneQuery(room, false), requiredCount: required };
    let stones = 0;
    const haloCount = this.#haloCount;
    const haloStampOf = this.#haloStampOf;
    const firstStamp = this.#stoneStamp + 1;
    const status = this.#lister.list(room, query, (stone, len) => {
      stones++;
      const stamp = ++this.#stoneStamp;
      for (let i = 0; i < len; i++) {
        const x = stone[i]!;
        this.#count[x]!++;
        for (let s = 0; s < 4; s++) {
          const y = geo.borderAdj[x * 4 + s]!;
          if (y < 0 || geo.roomOf[y] === room || haloStampOf[y] === stamp) continue;
          if (haloStampOf[y]! < firstStamp) haloCount[y] = 0;
          haloStampOf[y] = stamp;
          haloCount[y]!++;
        }
      }
    });
    this.work += this.#lister.steps;
    if (status !== LISTED_ALL) {
      if (key < this.#failKey[room]!) this.#failKey[room] = key;
      return this.work > this.budget ? OUT_OF_BUDGET : OK;
    }
    if (stones === 0) return CONTRADICTION;
    for (let i = start; i < end; i++) {
      const x = geo.roomCells[i]!;
      if (val[x] !== -1) continue;
      const k = this.#count[x]!;
      if (k === 0) this.assign(x, 0, BY_FIT);
      else if (k === stones) this.assign(x, 1, BY_FIT);
    }
    for (let i = start; i < end; i++) {
      const x = geo.roomCells[i]!;
      for (let s = 0; s < 4; s++) {
        const y = geo.borderAdj[x * 4 + s]!;
        if (y < 0 || geo.roomOf[y] === room || val[y] !== -1) continue;
        if (haloStampOf[y]! >= firstStamp && haloCount[y] === stones) this.assign(y, 0, BY_FIT);
      }
    }
    return OK;
  }

  // ---------------------------------------------------------------- drop

  #dropPass(): boolean {
    this.#beginBatch();
    this.#dropScope();
    if (this.#holeRule && !this.#holePass()) return false;
    if (this.#rankRule && !this.#rankPass()) return false;
    if (this.#rankRule && this.stoneRank && !this.#stonePass()) return false;
    this.#clearChangedColumns();
    return this.#flush(BY_DROP);
  }

  /** Each candidate's column runs (candidates are hole-free under exact with drop on). */
  #buildColumnRuns(): void {
    const geo = this.geo;
    const C = this.#candRoom.length;
    const start = this.#arena.i32(C + 1);
    const col = new GrowableInt32(this.#arena, this.#candCells.length);
    const top = new GrowableInt32(this.#arena, this.#candCells.length);
    const bottom = new GrowableInt32(this.#arena, this.#candCells.length);
    const at = this.#arena.i32(geo.cols).fill(-1);
    for (let k = 0; k < C; k++) {
      start[k] = col.length;
      for (let i = this.#candCellStart[k]!; i < this.#candCellStart[k + 1]!; i++) {
        const x = this.#candCells[i]!;
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
    this.#segStart = start;
    this.#segCol = col.copy();
    this.#segTop = top.copy();
    this.#segBottom = bottom.copy();
    this.work += col.length;
  }

  /**
   * The rank invariant against whole candidate stones: in a tabled room touching a
   * column that changed, a live stone dies when, with its cells shaded and the rest of
   * its room unshaded, its columns cannot agree on `row + shaded-below` (read at each
   * column's lowest cell) or on `row − shaded-above` (at each highest cell), or (with
   * col on) a column would get more than rows/2 shaded or unshaded cells. What the
   * room's remaining stones then agree on is settled here, by drop.
   */
  #stonePass(): boolean {
    const geo = this.geo;
    const val = this.val;
    const rows = this.#rows;
    const cols = this.#cols;
    const half = this.#half;
    const capped = this.rungs.col;
    const ka = this.#ka;
    const ua = this.#ua;
    const kb = this.#kb;
    const ub = this.#ub;
    const before = this.#roomUnknownBefore;
    // Rooms with a column that changed since the last pass.
    const stamp = ++this.#roomStampClock;
    for (let i = 0; i < this.#colChangedLen; i++) {
      const c = this.#colChangedList[i]!;
      for (let r = 0; r < rows; r++) {
        const room = geo.roomOf[r * cols + c]!;
        this.#roomStamp2[room] = stamp;
      }
    }
    this.work += this.#colChangedLen * rows;
    for (let room = 0; room < geo.roomCount; room++) {
      if (this.#roomStamp2[room] !== stamp || this.#tabled[room] !== 1) continue;
      this.#ctx(REASON_ROOM_HALO_COLS, room, 0);
      if (this.#alive[room]! < 1) return false;
      const firstColumn = this.#roomColumnStart[room]!;
      const lastColumn = this.#roomColumnStart[room + 1]!;
      for (let j = firstColumn; j < lastColumn; j++) {
        const c = this.#roomColumns[j]!;
        let count = 0;
        const base = c * (rows + 1);
        for (let r = 0; r < rows; r++) {
          before[base + r] = count;
          const y = r * cols + c;
          if (geo.roomOf[y] === room && val[y] === -1) count++;
        }
        before[base + rows] = count;
      }
      this.work += (lastColumn - firstColumn) * rows;
      let killed = false;
      for (let k = this.#roomCandFirst[room]!; k < this.#roomCandFirst[room + 1]!; k++) {
        if (this.#dead[k] === 1) continue;
        let lo1 = -0x7fffffff, hi1 = 0x7fffffff, lo2 = -0x7fffffff, hi2 = 0x7fffffff;
        let fits = true;
        for (let g = this.#segStart[k]!; g < this.#segStart[k + 1]! && fits; g++) {
          const c = this.#segCol[g]!;
          const t = this.#segTop[g]!;
          const b = this.#segBottom[g]!;
          const base = c * (rows + 1);
          const inRun = before[base + b + 1]! - before[base + t]!;
          const inColumn = before[base + rows]!;
          if (
            capped &&
            (this.#colOn[c]! + inRun > half || this.#colOff[c]! + inColumn - inRun > half)
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
        this.work += 1 + this.#segStart[k + 1]! - this.#segStart[k]!;
        if (!fits) {
          this.#kill(k);
          killed = true;
        }
      }
      if (killed && !this.#agreeInto(room)) return false;
    }
    return true;
  }

  /** Queues what a tabled room's live stones agree on into the current batch. */
  #agreeInto(room: number): boolean {
    const geo = this.geo;
    const alive = this.#alive[room]!;
    if (alive === 0) return false;
    for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
      const x = geo.roomCells[i]!;
      if (this.val[x] !== -1) continue;
      const s = this.#sup[x]!;
      if (s === 0 && !this.#queueSet(x, 0)) return false;
      if (s === alive && !this.#queueSet(x, 1)) return false;
    }
    for (let j = this.#roomHaloStart[room]!; j < this.#roomHaloStart[room + 1]!; j++) {
      const y = this.#haloCell[j]!;
      if (this.val[y] === -1 && this.#haloSup[j] === alive && !this.#queueSet(y, 0)) return false;
    }
    return true;
  }

  /**
   * Marks what a drop pass covers: everything, or under {@link Ladder.incrementalDrop}
   * the changed columns and the rooms that touch one.
   */
  #dropScope(): void {
    const cols = this.#cols;
    const roomCount = this.geo.roomCount;
    if (!this.incrementalDrop) {
      this.#dropCol.fill(1);
      this.#dropRoom.fill(1);
      return;
    }
    this.#dropCol.fill(0);
    for (let i = 0; i < this.#colChangedLen; i++) this.#dropCol[this.#colChangedList[i]!] = 1;
    const start = this.#roomColumnStart;
    const columns = this.#roomColumns;
    this.work += cols + start[roomCount]!;
    for (let room = 0; room < roomCount; room++) {
      let touches = 0;
      for (let j = start[room]!; j < start[room + 1]!; j++) {
        if (this.#dropCol[columns[j]!] === 1) {
          touches = 1;
          break;
        }
      }
      this.#dropRoom[room] = touches;
    }
  }

  /** No vertical hole: per room and column, the shaded span is solid and isolated. */
  #holePass(): boolean {
    const geo = this.geo;
    const val = this.val;
    const rows = this.#rows;
    const cols = this.#cols;
    const first = this.#roomFirst;
    const last = this.#roomLast;
    const seen = this.#roomSeen;
    const here = this.#roomsHere;
    for (let c = 0; c < cols; c++) {
      if (this.#dropCol[c] === 0) continue;
      this.work += rows;
      this.#ctx(REASON_COLS, c, c);
      const stamp = ++this.#seenStamp;
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
        this.work += rows;
        for (let r = lo + 1; r <= hi; r++) {
          const y = r * cols + c;
          // Same room and no border above: openAdj up is set exactly then.
          if (geo.openAdj[y * 4]! < 0 || val[y] === 0) return false;
          if (val[y] === -1 && !this.#queueSet(y, 1)) return false;
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
        for (let r = 0; r < top; r++) {
          const y = r * cols + c;
          if (geo.roomOf[y] === room && val[y] === -1 && !this.#queueSet(y, 0)) return false;
        }
        for (let r = bottom + 1; r < rows; r++) {
          const y = r * cols + c;
          if (geo.roomOf[y] === room && val[y] === -1 && !this.#queueSet(y, 0)) return false;
        }
      }
    }
    return true;
  }

  /**
   * The rank invariant: for a stone, `row + shaded-below` is one value (how far it
   * falls, read from the floor) and so is `row − shaded-above` (read from the top).
   */
  #rankPass(): boolean {
    const geo = this.geo;
    const val = this.val;
    const rows = this.#rows;
    const cols = this.#cols;
    const ka = this.#ka;
    const ua = this.#ua;
    const kb = this.#kb;
    const ub = this.#ub;
    // The columns the covered rooms read (every column when the pass covers all).
    const need = this.#dropCol;
    if (this.incrementalDrop) {
      const start = this.#roomColumnStart;
      const columns = this.#roomColumns;
      for (let room = 0; room < geo.roomCount; room++) {
        if (this.#dropRoom[room] === 0) continue;
        this.work += start[room + 1]! - start[room]!;
        for (let j = start[room]!; j < start[room + 1]!; j++) need[columns[j]!] = 1;
      }
    }
    for (let c = 0; c < cols; c++) {
      if (need[c] === 0) continue;
      this.work += 2 * rows;
      let k = 0;
      let u = 0;
      for (let r = 0; r < rows; r++) {
        const x = r * cols + c;
        ka[x] = k;
        ua[x] = u;
        const v = val[x]!;
        if (v === 1) k++;
        else if (v === -1) u++;
      }
      k = 0;
      u = 0;
      for (let r = rows - 1; r >= 0; r--) {
        const x = r * cols + c;
        kb[x] = k;
        ub[x] = u;
        const v = val[x]!;
        if (v === 1) k++;
        else if (v === -1) u++;
      }
    }
    for (let room = 0; room < geo.roomCount; room++) {
      if (this.#roomOn[room]! < 1 || this.#dropRoom[room] === 0) continue;
      const start = geo.roomStart[room]!;
      const end = geo.roomStart[room + 1]!;
      if (this.#roomOn[room]! + this.#roomOff[room]! === end - start && this.#roomOn[room]! < 2) {
        continue;
      }
      this.#ctx(REASON_RANK, room, -1);
      let lo1 = -0x7fffffff, hi1 = 0x7fffffff, lo2 = -0x7fffffff, hi2 = 0x7fffffff;
      for (let i = start; i < end; i++) {
        const x = geo.roomCells[i]!;
        if (val[x] !== 1) continue;
        const r = geo.rowOf[x]!;
        const b = r + kb[x]!;
        if (b > lo1) lo1 = b;
        if (b + ub[x]! < hi1) hi1 = b + ub[x]!;
        const a = r - ka[x]!;
        if (a < hi2) hi2 = a;
        if (a - ua[x]! > lo2) lo2 = a - ua[x]!;
      }
      if (lo1 > hi1 || lo2 > hi2) return false;
      this.work += end - start;
      for (let i = start; i < end; i++) {
        const x = geo.roomCells[i]!;
        const v = val[x]!;
        if (v === 0) continue;
        const r = geo.rowOf[x]!;
        if (v === -1) {
          if (
            r + kb[x]! > hi1 || r + kb[x]! + ub[x]! < lo1 || r - ka[x]! < lo2 ||
            r - ka[x]! - ua[x]! > hi2
          ) {
            this.#ctx(REASON_RANK, room, geo.colOf[x]!);
            if (!this.#queueSet(x, 0)) return false;
            this.#ctx(REASON_RANK, room, -1);
          }
          continue;
        }
        const c = geo.colOf[x]!;
        // shaded-below must lie in [lo1 − r, hi1 − r]; it is kb + (shaded unknowns below).
        if (ub[x]! > 0) {
          let fill = -1;
          if (lo1 - r >= kb[x]! + ub[x]!) fill = 1;
          else if (hi1 - r <= kb[x]!) fill = 0;
          if (fill >= 0) {
            this.work += rows;
            for (let rr = r + 1; rr < rows; rr++) {
              const y = rr * cols + c;
              if (val[y] === -1 && !this.#queueSet(y, fill)) return false;
            }
          }
        }
        // shaded-above must lie in [r − hi2, r − lo2]; it is ka + (shaded unknowns above).
        if (ua[x]! > 0) {
          let fill = -1;
          if (r - hi2 >= ka[x]! + ua[x]!) fill = 1;
          else if (r - lo2 <= ka[x]!) fill = 0;
          if (fill >= 0) {
            this.work += rows;
            for (let rr = 0; rr < r; rr++) {
              const y = rr * cols + c;
              if (val[y] === -1 && !this.#queueSet(y, fill)) return false;
            }
          }
        }
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- probe

  /** Singleton consistency over every unknown cell, repeated until nothing changes. */
  #probe(): number {
    const geo = this.geo;
    const ok = this.#probeOk;
    for (;;) {
      let changed = false;
      ok.fill(0);
      this.work += geo.n;
      for (let x = 0; x < geo.n; x++) {
        for (let v = 1; v >= 0; v--) {
          if (this.val[x] !== -1) break;
          if (ok[2 * x + v] === 1) continue;
          if (this.work > this.budget) return OUT_OF_BUDGET;
          const cp = this.checkpoint();
          this.assign(x, v, BY_PROBE);
          const status = this.lower();
          if (status === OK) {
            for (let i = cp.trail; i < this.trailLen; i++) {
              const y = this.trail[i]!;
              ok[2 * y + this.val[y]!] = 1;
            }
            this.undo(cp);
            continue;
          }
          this.undo(cp);
          if (status === OUT_OF_BUDGET) return OUT_OF_BUDGET;
          // x = v contradicts: x takes the other value.
          this.assign(x, 1 - v, BY_PROBE);
          const after = this.lower();
          if (after !== OK) return after;
          changed = true;
        }
      }
      if (!changed) return OK;
    }
  }
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
