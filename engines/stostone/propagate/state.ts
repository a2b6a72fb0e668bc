/**
 * The propagate ladder's state, by concern: the cells (values and tallies), the column
 * counters (counters.ts), the rooms (rooms.ts), the candidate stones (stone_tables.ts)
 * and the trail (trail.ts); then the reasons the learning search reads, the batch a rung
 * fills from one snapshot before applying it, the rungs' queues and each rung's scratch.
 * Every rung (rungs/*.ts) reads and writes it; the driver (ladder.ts) extends it with the
 * ladder's order.
 *
 * @module
 */

import { STOSTONE_RULE_REQUIREMENTS, type StostoneRule } from "../../../core/stostone/board.ts";
import type { Geometry } from "./geometry.ts";
import { Arena } from "./arena.ts";
import { ColumnCounters } from "./counters.ts";
import { RoomTables } from "./rooms.ts";
import { StoneTables } from "./stone_tables.ts";
import {
  type ClueSearch,
  clueSearch,
  type DropScan,
  dropScan,
  type FitListing,
  fitListing,
} from "./scratch.ts";
import { Trail } from "./trail.ts";

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
export const REASON_COLS = 0;
/** Reason area: column lo's cells of value hi. */
export const REASON_COL_VALUE = 1;
/** Reason area: cells lo and hi. */
export const REASON_PAIR = 2;
/** Reason area: room lo. */
export const REASON_ROOM = 3;
/** Reason area: room lo and its halo (cells across a border from it). */
export const REASON_ROOM_HALO = 4;
/** Reason area: room lo, its halo and its columns. */
export const REASON_ROOM_HALO_COLS = 5;
/** Reason area: the columns of room lo's shaded cells, and column hi when hi ≥ 0. */
export const REASON_RANK = 6;
/**
 * Reason area: up to three half-columns, lo, hi and extra (−1: none), each a
 * {@link halfColumn}: a cell and the cells of one value below or above it in its column.
 */
export const REASON_HALF_COLUMNS = 7;
/** Reason area: cells lo, hi and extra. */
export const REASON_TRIPLE = 8;
/**
 * Reason area: shaded cell hi of room lo, the room's unshaded cells around hi's component
 * of cells not unshaded, and cell extra (−1: none). Which cells hi's stone can reach, and
 * which ones would cut it off from extra, follow from those unshaded cells alone: they
 * explain the clue rung's connectivity, with fewer cells (so shorter nogoods) than every
 * unshaded cell of the room.
 */
export const REASON_ROOM_CUT = 9;
/**
 * Reason area of the counter rank pass (rungs/drop.ts): variables lo, hi and extra (cells
 * or counter variables; −1: none), and for a conflict also {@link LadderState.areaFourth}.
 */
export const REASON_VARS = 10;

/**
 * A half-column reason part: cell `x` and the cells of value `v` below it (`above`
 * false) or above it in its column.
 */
export function halfColumn(x: number, above: boolean, v: number): number {
  return x * 4 + (above ? 2 : 0) + v;
}

/** Propagation reached a fixpoint without contradiction. */
export const OK = 0;
/** The current cells admit no answer. */
export const CONTRADICTION = 1;
/** The work budget ran out; the state is consistent but not a fixpoint. */
export const OUT_OF_BUDGET = 2;

/** Rooms with at most this many stones on the empty grid get a filtered table. */
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
 * Everything a ladder holds, with the bookkeeping every rung shares (assign, undo,
 * reasons, batches, candidate stones). The ladder itself is {@link Ladder} in ladder.ts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "../../../core/grid.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { Ladder } from "./ladder.ts";
 * import { BY_BRANCH, type LadderState } from "./state.ts";
 * const size = { rows: 2, cols: 2 };
 * const rungs = { col: true, clue: true, fit: true, drop: true, probe: true };
 * const state: LadderState = new Ladder(geometryOf(stostoneBoard(size, emptyBorders(size))), "exact", rungs, 1e6);
 * const cp = state.checkpoint();
 * state.assign(3, 1, BY_BRANCH);
 * const after = [state.val[3], state.shadedInColumn[1], state.trail.length];
 * state.undo(cp);
 * assert.deepEqual([after, [state.val[3], state.shadedInColumn[1], state.trail.length]], [
 *   [1, 1, 1],
 *   [-1, 0, 0],
 * ]);
 * ```
 */
export abstract class LadderState {
  // ── The board, the rule, the rungs, the budget ──
  /** Board geometry. */
  readonly geo: Geometry;
  /** The rule-4 setting. */
  readonly rule: StostoneRule;
  /** Enabled rungs. */
  readonly rungs: RungSwitches;
  /** Board rows and columns, and rows / 2 (what rule 4 allows per column of each value). */
  readonly rows: number;
  readonly cols: number;
  readonly halfRows: number;
  /** Whether the rule requires rule 4's counting half (`halfOfEachColumn`). */
  readonly balanced: boolean;
  /** Whether drop applies the no-vertical-hole rule (`noVerticalHole`, drop on). */
  readonly holeRule: boolean;
  /** Whether drop applies the rank invariant (`dropFillsBottomHalf`, drop on). */
  readonly rankRule: boolean;
  /** Work units spent so far. */
  work = 0;
  /** Work units allowed. */
  budget: number;
  /** Where this ladder's typed arrays come from (see arena.ts). */
  readonly arena: Arena;

  // ── How the learning search tunes the rungs (the write-up's ladder keeps the defaults) ──
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
  /**
   * Rooms with at most this many stones on the empty grid get a table (set before
   * `init`; default {@link TABLE_STONES}). The learning searches of `solve` and
   * `forcedCells` table only small rooms: killing and reviving the stones of big tables
   * below the root costs them more than fit's deductions save.
   */
  tableStones = TABLE_STONES;
  /**
   * Whether fit lists the rooms without a table afresh when they change (default true).
   * The learning search switches it off below the root: a listing costs up to
   * {@link LIVE_STEPS} units, and on big rooms without a number it mostly gives up.
   */
  liveFit = true;
  /**
   * Whether clue also checks a room with no unknown cell left: col may settle a room's
   * last cells before clue looks at it, and the shaded cells may then lie in two pieces.
   * The learning search sets this; without it such a grid is caught only by the full
   * check of a finished answer, after every cell has been decided.
   */
  settledRoomCheck = false;
  /** Whether the rank rule is explained by counter variables (set by the learner). */
  counterRank = false;
  /**
   * Whether lower() returns after any rung settled something, so that the learner's
   * nogoods (the counter clauses among them) see it before the next rung reads the board.
   */
  yieldOnChange = false;

  // ── Cells: values and tallies ──
  /**
   * Every variable's value, −1 unknown: the n cells, then the column counters (see
   * {@link LadderState.counters}).
   */
  readonly valAll: Int8Array;
  /** −1 unknown, 0 unshaded, 1 shaded (the cells: a view of {@link LadderState.valAll}). */
  readonly val: Int8Array;
  /** Per column / per room: how many of its cells are shaded, unshaded. */
  readonly shadedInColumn: Int32Array;
  readonly unshadedInColumn: Int32Array;
  readonly shadedInRoom: Int32Array;
  readonly unshadedInRoom: Int32Array;

  // ── Counters, rooms, stones, trail (each in its own module) ──
  /** The column counter variables B(c, r, k), numbered after the cells. */
  readonly counters: ColumnCounters;
  /** Per-room tables fixed by the board. */
  readonly rooms: RoomTables;
  /** fit's candidate stones of the tabled rooms. */
  readonly stones: StoneTables;
  /** The settled variables in order, and per variable who settled it and why. */
  readonly trail: Trail;

  // ── Reasons: the areas deductions and conflicts read (see `Ladder.eachReason`) ──
  /** The area the deductions being made now read: what {@link LadderState.assign} records. */
  areaKind = REASON_COLS;
  areaLo = 0;
  areaHi = 0;
  areaExtra = -1;
  /** A fourth variable of a REASON_VARS area (−1: none). */
  areaFourth = -1;
  /** The area the last contradiction read; see `Ladder.eachConflict` (ladder.ts). */
  conflictKind = REASON_COLS;
  conflictLo = 0;
  conflictHi = 0;
  conflictExtra = -1;
  conflictFourth = -1;
  /** Per column: stamped when it belongs to the rank reason being listed. */
  readonly reasonColumnMark: Int32Array;
  reasonColumnStamp = 0;
  /** Per cell: stamped when the cut reason being listed has reached it; and its queue. */
  readonly cutReasonMark: Int32Array;
  readonly cutReasonQueue: Int32Array;
  cutReasonStamp = 0;

  // ── The batch: assignments a rung computes from one snapshot, then applies ──
  readonly batchCell: Int32Array;
  readonly batchValue: Int8Array;
  /** Per batch entry: the area its deduction read (kind, lo, hi, extra). */
  readonly batchAreaKind: Int8Array;
  readonly batchAreaLo: Int32Array;
  readonly batchAreaHi: Int32Array;
  readonly batchAreaExtra: Int32Array;
  /** Per cell: its entry in the batch, valid when `batchMark[x] === batchStamp`. */
  readonly batchIndexOf: Int32Array;
  readonly batchMark: Int32Array;
  batchStamp = 0;
  batchLength = 0;

  // ── What changed: the rungs' queues ──
  /** Trail positions up to which col, clue and fit have read the settled cells. */
  colQueueHead = 0;
  clueQueueHead = 0;
  fitQueueHead = 0;
  /** Rooms waiting for clue's room check: a flag per room and the list. */
  readonly clueQueued: Uint8Array;
  readonly clueQueue: Int32Array;
  clueQueueLength = 0;
  /** Tabled rooms waiting for fit: a flag per room and the list. */
  readonly fitQueued: Uint8Array;
  readonly fitQueue: Int32Array;
  fitQueueLength = 0;
  /** A cell was settled since the last drop pass. */
  dropDue = true;
  /** Columns with a cell settled since the last drop pass: a flag per column and the list. */
  readonly columnChanged: Uint8Array;
  readonly changedColumns: Int32Array;
  changedColumnCount = 0;
  /**
   * Per column: 1 when a cell of it was settled or undone since drop's rank test last
   * counted it (its shaded / unknown counts above and below each cell), so an
   * incremental pass recounts only those.
   */
  readonly countStale: Uint8Array;
  /** Per room: the change clock when a cell in or beside it was last settled / listed. */
  readonly roomChangedAt: Float64Array;
  readonly roomListedAt: Float64Array;
  changeClock = 1;

  // ── Each rung's working arrays (scratch.ts) ──
  readonly clueSearch: ClueSearch;
  readonly fitListing: FitListing;
  readonly dropScan: DropScan;

  // ── probe's scratch ──
  /** Per cell and value (2x + v), seen in a consistent probe of this round. */
  readonly probeConsistent: Uint8Array;

  /**
   * Sets up an empty grid; call `Ladder.init` (ladder.ts) before anything else.
   * `counters`: give the ladder the column counters B(c, r, k) as variables after the
   * cells (see {@link LadderState.valAll}), for a learning search that explains the col
   * and rank deductions through them (learn.ts); only under exact with col and drop on.
   */
  constructor(
    geo: Geometry,
    rule: StostoneRule,
    rungs: RungSwitches,
    budget: number,
    counters = false,
  ) {
    this.geo = geo;
    this.rule = rule;
    this.rungs = rungs;
    this.budget = budget;
    const { n, rows, cols, roomCount } = geo;
    // Everything below in one buffer: some 70 arrays per cell count, a few per room.
    const arena = new Arena(n * 256 + roomCount * 96 + cols * (rows + 1) * 4 + cols * 32);
    this.arena = arena;
    this.rows = rows;
    this.cols = cols;
    this.halfRows = rows / 2;
    const requires = STOSTONE_RULE_REQUIREMENTS[rule];
    this.balanced = requires.halfOfEachColumn;
    this.holeRule = rungs.drop && requires.noVerticalHole;
    this.clueSearch = clueSearch(arena, n);
    this.fitListing = fitListing(geo, arena);
    this.dropScan = dropScan(geo, arena);
    this.rankRule = rungs.drop && requires.dropFillsBottomHalf;
    this.stones = new StoneTables(arena, n, roomCount);
    const withCounters = counters && requires.dropFillsBottomHalf && rungs.col && rungs.drop;
    this.counters = new ColumnCounters(n, rows, cols, withCounters);
    // Without counters, in the arena (the exhaustive surveys build many small ladders);
    // with them, on their own, sized for every variable.
    const all = this.counters.variableCount;
    const inArena = all === n;
    const i8 = (k: number) => (inArena ? arena.i8(k) : new Int8Array(k));
    const i32 = (k: number) => (inArena ? arena.i32(k) : new Int32Array(k));
    this.valAll = i8(all).fill(-1);
    this.val = this.valAll.subarray(0, n);
    this.trail = new Trail(i8, i32, inArena ? arena.u8(all) : new Uint8Array(all));
    this.rooms = new RoomTables(geo, arena);
    this.areaHi = cols - 1;
    this.reasonColumnMark = arena.i32(cols);
    this.cutReasonMark = arena.i32(n);
    this.cutReasonQueue = arena.i32(n);
    this.batchCell = arena.i32(n);
    this.batchValue = arena.i8(n);
    this.batchAreaKind = arena.i8(n);
    this.batchAreaLo = arena.i32(n);
    this.batchAreaHi = arena.i32(n);
    this.batchAreaExtra = arena.i32(n);
    this.batchIndexOf = arena.i32(n);
    this.batchMark = arena.i32(n);
    this.shadedInColumn = arena.i32(cols);
    this.unshadedInColumn = arena.i32(cols);
    this.shadedInRoom = arena.i32(roomCount);
    this.unshadedInRoom = arena.i32(roomCount);
    this.clueQueued = arena.u8(roomCount);
    this.clueQueue = arena.i32(roomCount);
    this.fitQueued = arena.u8(roomCount);
    this.fitQueue = arena.i32(roomCount);
    this.columnChanged = arena.u8(cols);
    this.changedColumns = arena.i32(cols);
    this.countStale = arena.u8(cols).fill(1);
    this.roomChangedAt = arena.f64(roomCount);
    this.roomListedAt = arena.f64(roomCount);
    this.probeConsistent = arena.u8(2 * n);
  }

  /** Whether the budget is spent. */
  get exhausted(): boolean {
    return this.work > this.budget;
  }

  /** The current trail position. */
  checkpoint(): Checkpoint {
    return { trail: this.trail.length, kills: this.stones.killLength };
  }

  /**
   * Sets cell `x` to `v` (0 or 1), crediting `rung`. Returns false when the cell
   * already holds the other value.
   */
  assign(x: number, v: number, rung: number): boolean {
    const geo = this.geo;
    const cur = this.valAll[x]!;
    if (cur !== -1) return cur === v;
    this.#record(x, v, rung);
    if (x >= geo.n) {
      this.#columnChanged(this.counters.columnOf[x - geo.n]!);
      this.work++;
      return true;
    }
    const room = geo.roomOf[x]!;
    if (v === 1) {
      this.shadedInColumn[geo.colOf[x]!]!++;
      this.shadedInRoom[room]!++;
    } else {
      this.unshadedInColumn[geo.colOf[x]!]!++;
      this.unshadedInRoom[room]!++;
    }
    const column = geo.colOf[x]!;
    this.countStale[column] = 1;
    this.#columnChanged(column);
    this.queueClueRoom(room);
    const clock = ++this.changeClock;
    this.roomChangedAt[room] = clock;
    for (let s = 0; s < 4; s++) {
      const y = geo.borderAdj[x * 4 + s]!;
      if (y >= 0) this.roomChangedAt[geo.roomOf[y]!] = clock;
    }
    this.work++;
    return true;
  }

  /** Sets variable `x` (a cell or a counter) to `v`, with the current area as its reason. */
  #record(x: number, v: number, rung: number): void {
    const trail = this.trail;
    this.valAll[x] = v;
    trail.settledBy[x] = rung;
    trail.levelOf[x] = trail.decisionLevel;
    trail.positionOf[x] = trail.length;
    trail.reasonKind[x] = this.areaKind;
    trail.reasonLo[x] = this.areaLo;
    trail.reasonHi[x] = this.areaHi;
    trail.reasonExtra[x] = this.areaExtra;
    trail.variables[trail.length++] = x;
  }

  /** Marks `column` for the drop rung's next look (see `dropScope`). */
  #columnChanged(column: number): void {
    this.dropDue = true;
    if (this.columnChanged[column] === 0) {
      this.columnChanged[column] = 1;
      this.changedColumns[this.changedColumnCount++] = column;
    }
  }

  /** Undoes everything after `cp`; `cp` must have been taken at a fixpoint. */
  undo(cp: Checkpoint): void {
    const geo = this.geo;
    const n = geo.n;
    const trail = this.trail;
    const settled = trail.variables;
    while (trail.length > cp.trail) {
      const x = settled[--trail.length]!;
      if (x >= n) {
        this.valAll[x] = -1;
        this.work++;
        continue;
      }
      const room = geo.roomOf[x]!;
      if (this.val[x] === 1) {
        this.shadedInColumn[geo.colOf[x]!]!--;
        this.shadedInRoom[room]!--;
      } else {
        this.unshadedInColumn[geo.colOf[x]!]!--;
        this.unshadedInRoom[room]!--;
      }
      this.val[x] = -1;
      this.countStale[geo.colOf[x]!] = 1;
      this.work++;
    }
    const stones = this.stones;
    while (stones.killLength > cp.kills) {
      stones.revive(stones.killTrail[--stones.killLength]!);
      this.work++;
    }
    this.colQueueHead = this.clueQueueHead = this.fitQueueHead = trail.length;
    for (let i = 0; i < this.clueQueueLength; i++) this.clueQueued[this.clueQueue[i]!] = 0;
    this.clueQueueLength = 0;
    for (let i = 0; i < this.fitQueueLength; i++) this.fitQueued[this.fitQueue[i]!] = 0;
    this.fitQueueLength = 0;
    this.dropDue = false;
    this.clearChangedColumns();
  }

  clearChangedColumns(): void {
    for (let i = 0; i < this.changedColumnCount; i++) {
      this.columnChanged[this.changedColumns[i]!] = 0;
    }
    this.changedColumnCount = 0;
  }

  recordConflict(): number {
    this.conflictFourth = this.areaFourth;
    this.conflictKind = this.areaKind;
    this.conflictLo = this.areaLo;
    this.conflictHi = this.areaHi;
    this.conflictExtra = this.areaExtra;
    return CONTRADICTION;
  }

  /** Sets the area the deductions that follow read (see `Ladder.eachReason` (ladder.ts)). */
  setArea(kind: number, lo: number, hi: number, extra = -1, fourth = -1): void {
    this.areaFourth = fourth;
    this.areaKind = kind;
    this.areaLo = lo;
    this.areaHi = hi;
    this.areaExtra = extra;
  }

  /** The first and last column an area touches. */
  columnsOfArea(kind: number, lo: number, hi: number, extra: number): [number, number] {
    const geo = this.geo;
    const rooms = this.rooms;
    switch (kind) {
      case REASON_HALF_COLUMNS:
      case REASON_TRIPLE: {
        const shift = kind === REASON_HALF_COLUMNS ? 2 : 0;
        let a = geo.colOf[lo >> shift]!;
        let b = a;
        for (const p of [hi, extra]) {
          if (p < 0) continue;
          const c = geo.colOf[p >> shift]!;
          if (c < a) a = c;
          if (c > b) b = c;
        }
        return [a, b];
      }
      case REASON_VARS: {
        let a = this.cols;
        let b = -1;
        for (const p of [lo, hi, extra, this.areaFourth]) {
          if (p < 0) continue;
          const c = p < geo.n ? geo.colOf[p]! : this.counters.columnOf[p - geo.n]!;
          if (c < a) a = c;
          if (c > b) b = c;
        }
        return b < 0 ? [0, 0] : [a, b];
      }
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
      case REASON_ROOM_CUT:
      case REASON_RANK:
        return [rooms.firstColumn[lo]!, rooms.lastColumn[lo]!];
      default:
        return [
          Math.max(0, rooms.firstColumn[lo]! - 1),
          Math.min(this.cols - 1, rooms.lastColumn[lo]! + 1),
        ];
    }
  }

  /**
   * Calls `fn` with every settled cell, set before trail position `before`, of an
   * area: columns (`REASON_COLS`, lo ..= hi), one column's cells of one value
   * (`REASON_COL_VALUE`, column lo, value hi), two cells (`REASON_PAIR`), a room
   * (`REASON_ROOM`, room lo), a room and its halo, and that plus the room's columns,
   * half-columns (`REASON_HALF_COLUMNS`), three cells (`REASON_TRIPLE`), the unshaded
   * cells of room lo around the component of shaded cell hi, with hi and up to one more
   * cell (`REASON_ROOM_CUT`, room lo, cells hi, extra), the rank reason's columns
   * (`REASON_RANK`) and up to three variables (`REASON_VARS`).
   */
  eachSettledIn(
    kind: number,
    lo: number,
    hi: number,
    extra: number,
    before: number,
    fn: (y: number) => void,
  ): void {
    this.work += 4;
    switch (kind) {
      case REASON_VARS: {
        const all = this.valAll;
        const pos = this.trail.positionOf;
        if (lo >= 0 && all[lo] !== -1 && pos[lo]! < before) fn(lo);
        if (hi >= 0 && all[hi] !== -1 && pos[hi]! < before) fn(hi);
        if (extra >= 0 && all[extra] !== -1 && pos[extra]! < before) fn(extra);
        return;
      }
      case REASON_HALF_COLUMNS:
        // Up to three half-columns, without building an array per reason read.
        if (lo >= 0) this.#settledInHalfColumn(lo, before, fn);
        if (hi >= 0) this.#settledInHalfColumn(hi, before, fn);
        if (extra >= 0) this.#settledInHalfColumn(extra, before, fn);
        return;
      case REASON_TRIPLE:
      case REASON_PAIR: {
        const { val } = this;
        const pos = this.trail.positionOf;
        if (val[lo] !== -1 && pos[lo]! < before) fn(lo);
        if (val[hi] !== -1 && pos[hi]! < before) fn(hi);
        if (kind === REASON_TRIPLE && val[extra] !== -1 && pos[extra]! < before) fn(extra);
        return;
      }
      case REASON_COLS:
        return this.#settledInColumns(lo, hi, before, fn);
      case REASON_COL_VALUE:
        return this.#settledInColumnOfValue(lo, hi, before, fn);
      case REASON_ROOM_CUT:
        return this.#settledAroundCut(hi, extra, before, fn);
      case REASON_RANK:
        return this.#settledInRankColumns(lo, hi, before, fn);
      case REASON_ROOM_HALO_COLS:
        this.#settledInColumns(this.rooms.firstColumn[lo]!, this.rooms.lastColumn[lo]!, before, fn);
        return this.#settledInRoomAndHalo(kind, lo, before, fn);
      default:
        return this.#settledInRoomAndHalo(kind, lo, before, fn);
    }
  }

  /**
   * {@link LadderState.eachSettledIn} of one half-column (see {@link halfColumn}): its
   * cell, and the cells of its value below or above it.
   */
  #settledInHalfColumn(part: number, before: number, fn: (y: number) => void): void {
    const { geo, val } = this;
    const pos = this.trail.positionOf;
    const y = part >> 2;
    const v = part & 1;
    if (val[y] !== -1 && pos[y]! < before) fn(y);
    const step = (part & 2) !== 0 ? -geo.cols : geo.cols;
    const r = geo.rowOf[y]!;
    this.work += (part & 2) !== 0 ? r : geo.rows - 1 - r;
    for (let z = y + step; z >= 0 && z < geo.n; z += step) {
      if (val[z] === v && pos[z]! < before) fn(z);
    }
  }

  /** {@link LadderState.eachSettledIn} of columns a ..= b. */
  #settledInColumns(a: number, b: number, before: number, fn: (y: number) => void): void {
    const { val } = this;
    const pos = this.trail.positionOf;
    const { rows, cols } = this.geo;
    this.work += (b - a + 1) * rows;
    for (let c = a; c <= b; c++) {
      for (let r = 0; r < rows; r++) {
        const t = r * cols + c;
        if (val[t] !== -1 && pos[t]! < before) fn(t);
      }
    }
  }

  /** {@link LadderState.eachSettledIn} of column `c`'s cells of value `v`. */
  #settledInColumnOfValue(c: number, v: number, before: number, fn: (y: number) => void): void {
    const { val } = this;
    const pos = this.trail.positionOf;
    const { rows, cols } = this.geo;
    this.work += rows;
    for (let r = 0; r < rows; r++) {
      const y = r * cols + c;
      if (val[y] === v && pos[y]! < before) fn(y);
    }
  }

  /**
   * {@link LadderState.eachSettledIn} of a cut: not every unshaded cell of the room, only
   * those around the component of shaded and open cells that holds the first shaded cell
   * (hi), as the board stood before the deduced cell was settled. A stone through hi
   * cannot leave that component without crossing one of them, so they alone imply
   * whatever the clue rung read off its shape. (Cells its batch unshaded before this one
   * count too: they only shrink the component, and what held for the larger one holds
   * for the smaller.)
   */
  #settledAroundCut(hi: number, extra: number, before: number, fn: (y: number) => void): void {
    const { geo, val } = this;
    const pos = this.trail.positionOf;
    const mark = this.cutReasonMark;
    const queue = this.cutReasonQueue;
    const stamp = ++this.cutReasonStamp;
    mark[hi] = stamp;
    queue[0] = hi;
    let tail = 1;
    let reached = 1;
    for (let head = 0; head < tail; head++) {
      const x = queue[head]!;
      for (let s = 0; s < 4; s++) {
        const y = geo.openAdj[x * 4 + s]!;
        if (y < 0 || mark[y] === stamp) continue;
        mark[y] = stamp;
        reached++;
        if (val[y] === 0 && pos[y]! < before) fn(y);
        else queue[tail++] = y;
      }
    }
    this.work += reached;
    if (val[hi] !== -1 && pos[hi]! < before) fn(hi);
    if (extra >= 0 && val[extra] !== -1 && pos[extra]! < before) fn(extra);
  }

  /** {@link LadderState.eachSettledIn} of the columns of room lo's shaded cells and hi. */
  #settledInRankColumns(lo: number, hi: number, before: number, fn: (y: number) => void): void {
    const { geo, val } = this;
    const pos = this.trail.positionOf;
    const { rows, cols } = geo;
    const mark = this.reasonColumnMark;
    const stamp = ++this.reasonColumnStamp;
    if (hi >= 0) mark[hi] = stamp;
    for (let i = geo.roomStart[lo]!; i < geo.roomStart[lo + 1]!; i++) {
      const x = geo.roomCells[i]!;
      if (val[x] === 1 && pos[x]! < before) mark[geo.colOf[x]!] = stamp;
    }
    this.work += geo.roomStart[lo + 1]! - geo.roomStart[lo]!;
    for (let c = 0; c < cols; c++) {
      if (mark[c] !== stamp) continue;
      this.work += rows;
      for (let r = 0; r < rows; r++) {
        const t = r * cols + c;
        if (val[t] !== -1 && pos[t]! < before) fn(t);
      }
    }
  }

  /**
   * {@link LadderState.eachSettledIn} of room lo (`REASON_ROOM`), with its halo
   * (`REASON_ROOM_HALO`), or of its halo outside its columns (`REASON_ROOM_HALO_COLS`,
   * whose columns the caller has listed).
   */
  #settledInRoomAndHalo(kind: number, lo: number, before: number, fn: (y: number) => void): void {
    const { geo, val, rooms } = this;
    const pos = this.trail.positionOf;
    const inColumns = kind === REASON_ROOM_HALO_COLS;
    if (!inColumns) {
      for (let i = geo.roomStart[lo]!; i < geo.roomStart[lo + 1]!; i++) {
        const t = geo.roomCells[i]!;
        if (val[t] !== -1 && pos[t]! < before) fn(t);
      }
    }
    this.work += geo.roomStart[lo + 1]! - geo.roomStart[lo]!;
    if (kind === REASON_ROOM) return;
    for (let j = rooms.haloStart[lo]!; j < rooms.haloStart[lo + 1]!; j++) {
      const y = rooms.halo[j]!;
      if (
        !inColumns || geo.colOf[y]! < rooms.firstColumn[lo]! ||
        geo.colOf[y]! > rooms.lastColumn[lo]!
      ) {
        if (val[y] !== -1 && pos[y]! < before) fn(y);
      }
    }
    this.work += rooms.haloStart[lo + 1]! - rooms.haloStart[lo]!;
  }

  beginBatch(): void {
    this.batchLength = 0;
    this.batchStamp++;
  }

  /** Records that `x` must be `v`; false when that contradicts the cell or the batch. */
  queueSet(x: number, v: number): boolean {
    const cur = this.val[x]!;
    if (cur !== -1) return cur === v;
    if (this.batchMark[x] === this.batchStamp) {
      const at = this.batchIndexOf[x]!;
      if (this.batchValue[at] === v) return true;
      // Two computations of the batch disagree: both their areas make the conflict.
      const [a, b] = this.columnsOfArea(this.areaKind, this.areaLo, this.areaHi, this.areaExtra);
      const [c, d] = this.columnsOfArea(
        this.batchAreaKind[at]!,
        this.batchAreaLo[at]!,
        this.batchAreaHi[at]!,
        this.batchAreaExtra[at]!,
      );
      this.setArea(REASON_COLS, Math.min(a, c), Math.max(b, d));
      return false;
    }
    this.batchMark[x] = this.batchStamp;
    this.batchIndexOf[x] = this.batchLength;
    this.batchCell[this.batchLength] = x;
    this.batchAreaKind[this.batchLength] = this.areaKind;
    this.batchAreaLo[this.batchLength] = this.areaLo;
    this.batchAreaHi[this.batchLength] = this.areaHi;
    this.batchAreaExtra[this.batchLength] = this.areaExtra;
    this.batchValue[this.batchLength++] = v;
    return true;
  }

  flushBatch(rung: number): boolean {
    for (let i = 0; i < this.batchLength; i++) {
      this.setArea(
        this.batchAreaKind[i]!,
        this.batchAreaLo[i]!,
        this.batchAreaHi[i]!,
        this.batchAreaExtra[i]!,
      );
      if (!this.assign(this.batchCell[i]!, this.batchValue[i]!, rung)) return false;
    }
    this.batchLength = 0;
    return true;
  }

  queueClueRoom(room: number): void {
    if (this.clueQueued[room] === 1) return;
    this.clueQueued[room] = 1;
    this.clueQueue[this.clueQueueLength++] = room;
  }

  queueFitRoom(room: number): void {
    if (this.fitQueued[room] === 1) return;
    this.fitQueued[room] = 1;
    this.fitQueue[this.fitQueueLength++] = room;
  }

  /** Rules candidate stone `c` out, and queues its room for fit. */
  killStone(c: number): void {
    const stones = this.stones;
    const room = stones.kill(c);
    this.work += 1 + stones.cellStart[c + 1]! - stones.cellStart[c]!;
    this.queueFitRoom(room);
  }

  /** Brings candidate stone `c` back (undo). */
  reviveStone(c: number): void {
    this.stones.revive(c);
    this.work += 1;
  }

  /** Runs col, clue, fit and drop to a fixpoint (see ladder.ts); probing calls it. */
  abstract lower(): number;
}
