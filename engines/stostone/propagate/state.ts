/**
 * The propagate ladder's state: the grid (cells, who settled each, the trail), the
 * counters and queues the rungs keep up to date, the reasons the learning search reads,
 * the batch a rung fills from one snapshot before applying it, and the fit rung's
 * candidate-stone tables. Every rung (rungs/*.ts) reads and writes it; the driver
 * (ladder.ts) extends it with the ladder's order.
 *
 * @module
 */

import { STOSTONE_RULE_REQUIREMENTS, type StostoneRule } from "../../../core/stostone/board.ts";
import type { Geometry } from "./geometry.ts";
import { Arena } from "./arena.ts";
import { StoneLister } from "./stones.ts";

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
 * explain the clue rung's connectivity. (Before 2 Dec 2026 every unshaded cell of the
 * room was listed; the component's border alone cut the numberless 18×18's forced
 * cells from 55.3 M to 43.1 M units.)
 */
export const REASON_ROOM_CUT = 9;
/**
 * Reason area of the counter rank pass (rungs/drop.ts): variables lo, hi and extra (cells
 * or counter variables; −1: none), and for a conflict also {@link LadderState.areaFourth}.
 */
export const REASON_VARS = 10;

/** A counter literal that always holds (see {@link LadderState.bLit}). */
export const LIT_TRUE = -2;
/** A counter literal that never holds. */
export const LIT_FALSE = -3;

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
 * const after = [state.val[3], state.shadedInColumn[1], state.trailLen];
 * state.undo(cp);
 * assert.deepEqual([after, [state.val[3], state.shadedInColumn[1], state.trailLen]], [
 *   [1, 1, 1],
 *   [-1, 0, 0],
 * ]);
 * ```
 */
export abstract class LadderState {
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
  /** −1 unknown, 0 unshaded, 1 shaded (the cells: a view of {@link LadderState.valAll}). */
  readonly val: Int8Array;
  /**
   * Every variable's value: the n cells, then (with counters, see the constructor) the
   * column counters B(c, r, k) = "at least k shaded cells in column c at rows ≥ r" (see
   * `bLit`). by, trail, level, pos and the reason arrays have room for all of them.
   */
  readonly valAll: Int8Array;
  /** Cells plus counter variables. */
  readonly varCount: number;
  /** Per column and row 0 ..= rows: the first counter variable, for k = bFirstK. */
  readonly bBase: Int32Array;
  /** Per row 0 ..= rows: the smallest and largest k with a variable (else constants). */
  readonly bFirstK: Int32Array;
  readonly bLastK: Int32Array;
  /** Per counter variable (index − n): its column. */
  readonly bColumn: Int32Array;
  /** Whether the rank rule is explained by counter variables (set by the learner). */
  counterRank = false;
  /**
   * Whether lower() returns after any rung settled something, so that the learner's
   * nogoods (the counter clauses among them) see it before the next rung reads the board.
   */
  yieldOnChange = false;
  /** A fourth variable of a REASON_VARS conflict (−1: none). */
  areaFourth = -1;
  conflictFourth = -1;
  /** Per settled cell, the rung (BY_*) that settled it. */
  readonly by: Uint8Array;
  /** Settled cells in order. */
  readonly trail: Int32Array;
  /** Used length of {@link LadderState.trail}. */
  trailLen = 0;
  /**
   * The search's decision level; {@link LadderState.assign} records it per cell. The rest
   * of this block is for the learning search's conflict analysis (learn.ts): a cell a
   * rung settled has as its reason the cells settled before it (earlier on the trail)
   * in the area the rung read (see `Ladder.eachReason` (ladder.ts)).
   */
  decisionLevel = 0;
  /** Per settled cell: the decision level it was settled at. */
  readonly level: Int32Array;
  /** Per settled cell: its position on the trail. */
  readonly pos: Int32Array;
  /**
   * Per settled cell: the area its reason lies in, as a kind (REASON_*) and the kind's two
   * parameters (columns, a column and a value, two cells, a room).
   */
  readonly reasonKind: Int8Array;
  readonly reasonLo: Int32Array;
  readonly reasonHi: Int32Array;
  /** A third parameter, for the kinds that take one (else −1). */
  readonly reasonExtra: Int32Array;
  /** The area (kind, lo, hi, extra) the last contradiction read; see `Ladder.eachConflict` (ladder.ts). */
  conflictKind = REASON_COLS;
  conflictLo = 0;
  conflictHi = 0;
  conflictExtra = -1;
  /** The area the deductions being made now read: what {@link LadderState.assign} records as reason. */
  areaKind = REASON_COLS;
  areaLo = 0;
  areaHi = 0;
  areaExtra = -1;
  /** Per room: its leftmost and rightmost column. */
  readonly roomFirstColumn: Int32Array;
  readonly roomLastColumn: Int32Array;
  /** Per room: its halo (cells across a border from it), `roomHaloCells[roomHaloStart[R] ..]`. */
  readonly roomHaloStart: Int32Array;
  readonly roomHaloCells: Int32Array;
  /** Per batch entry: the area its deduction read (kind, lo, hi). */
  readonly batchAreaKind: Int8Array;
  /** Per column: stamped when it belongs to the rank reason being listed. */
  readonly reasonColumnMark: Int32Array;
  reasonColumnStamp = 0;
  /** Per cell: stamped when the cut reason being listed has reached it; and its queue. */
  readonly cutReasonMark: Int32Array;
  readonly cutReasonQueue: Int32Array;
  cutReasonStamp = 0;
  readonly batchAreaLo: Int32Array;
  readonly batchAreaHi: Int32Array;
  readonly batchAreaExtra: Int32Array;

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
  /** Per column / per room: how many of its cells are shaded, unshaded; per room its size. */
  readonly shadedInColumn: Int32Array;
  readonly unshadedInColumn: Int32Array;
  readonly shadedInRoom: Int32Array;
  readonly unshadedInRoom: Int32Array;
  readonly roomSize: Int32Array;
  /** Trail positions up to which col, clue and fit have read the settled cells. */
  colQueueHead = 0;
  clueQueueHead = 0;
  fitQueueHead = 0;
  /** Rooms waiting for clue's room check: a flag per room and the list. */
  readonly clueQueued: Uint8Array;
  readonly clueQueue: Int32Array;
  clueQueueLength = 0;
  /** A cell was settled since the last drop pass. */
  dropDue = true;

  // Scratch for searches over a room: a breadth-first search from the shaded cells, and
  // Tarjan's depth-first search for the cells whose loss would split them.
  readonly bfsQueue: Int32Array;
  readonly bfsDistance: Int32Array;
  /** Per cell: stamped when a search over a room reached it. */
  readonly visitMark: Int32Array;
  visitStamp = 0;
  readonly dfsDiscovered: Int32Array;
  readonly dfsLowLink: Int32Array;
  readonly dfsParent: Int32Array;
  /** Per cell: shaded cells in its depth-first subtree. */
  readonly dfsShadedBelow: Int32Array;
  /** Per DFS cell: a shaded cell of its subtree, or −1. */
  readonly dfsShadedCell: Int32Array;
  /** Per cell: the next of its four sides the depth-first search looks at. */
  readonly dfsNextSide: Uint8Array;
  readonly dfsStack: Int32Array;

  // Pending assignments of one batch (a rung computes from a snapshot, then applies).
  readonly batchCell: Int32Array;
  readonly batchValue: Int8Array;
  /** Per cell: its entry in the batch, valid when `batchMark[x] === batchStamp`. */
  readonly batchIndexOf: Int32Array;
  batchStamp = 0;
  readonly batchMark: Int32Array;
  batchLength = 0;

  // drop: per cell, shaded and unknown cells above / below it in its column (rank test).
  readonly shadedAbove: Int32Array;
  readonly unknownAbove: Int32Array;
  readonly shadedBelow: Int32Array;
  readonly unknownBelow: Int32Array;
  // drop's hole test, per room in the column scanned: its first and last shaded row.
  readonly holeFirstRow: Int32Array;
  readonly holeLastRow: Int32Array;
  readonly holeRoomMark: Int32Array;
  /** The rooms with a shaded cell in the column scanned. */
  readonly holeRooms: Int32Array;
  holeRoomStamp = 0;

  // fit: tables of candidate stones (tabled rooms), stones numbered 0 .. C − 1.
  /** Per room: 1 when it has a table. */
  readonly tabled: Uint8Array;
  /** Per stone: its room; its cells `stoneCells[stoneCellStart[k] ..]`. */
  stoneRoom: Int32Array;
  stoneCellStart: Int32Array;
  stoneCells: Int32Array;
  /** Per stone: its halo as slots of its room's halo, `stoneHaloSlots[stoneHaloStart[k] ..]`. */
  stoneHaloStart: Int32Array;
  stoneHaloSlots: Int32Array;
  /** Per stone: 1 once a settled cell ruled it out. */
  stoneDead: Uint8Array;
  /** Per room: its stones still alive. */
  readonly liveStones: Int32Array;
  /** Per cell: the live stones that contain it. */
  readonly liveStonesOnCell: Int32Array;
  /** Per halo slot: the live stones of its room that have it in their halo. */
  liveStonesBesideSlot: Int32Array;
  /** Per halo slot: its cell; a tabled room's slots are `roomHaloSlotStart[R] ..`. */
  haloSlotCell: Int32Array;
  readonly roomHaloSlotStart: Int32Array;
  /** Per cell x: the stones that die when x is unshaded (those containing x). */
  killIfUnshadedStart: Int32Array;
  killIfUnshaded: Int32Array;
  /** Per cell x: the stones that die when x is shaded (its room's without x, halo holders). */
  killIfShadedStart: Int32Array;
  killIfShaded: Int32Array;
  /** Stones killed, in order, for undoing. */
  killTrail: Int32Array;
  killLength = 0;
  /** Tabled rooms waiting for fit: a flag per room and the list. */
  readonly fitQueued: Uint8Array;
  readonly fitQueue: Int32Array;
  fitQueueLength = 0;
  // fit: rooms listed afresh
  /** The rooms without a table. */
  untabledRooms: Int32Array;
  /** Per room: the change clock when a cell in or beside it was last settled / listed. */
  readonly roomChangedAt: Float64Array;
  readonly roomListedAt: Float64Array;
  changeClock = 1;
  /** Per room: the size key (2 × unknown + no shaded) of the smallest listing that gave up. */
  readonly listingGaveUpAt: Int32Array;
  readonly lister: StoneLister;
  /** The lister's input: cells a stone may use, cells it must contain. */
  readonly stoneAllowed: Uint8Array;
  readonly stoneRequired: Int32Array;
  /** Per cell, over a fresh listing: stones containing it, stones with it in their halo. */
  readonly listedOnCell: Int32Array;
  readonly listedBesideCell: Int32Array;
  readonly listedBesideStamp: Int32Array;
  listedStamp = 0;

  // drop: candidate stones against the rank invariant (tabled rooms, exact)
  /** Per room: its stones `roomStoneStart[R] .. roomStoneStart[R + 1]`. */
  roomStoneStart: Int32Array;
  /** Per stone, its column runs `[runStart[k], runStart[k + 1])`: column, top, bottom. */
  runStart: Int32Array;
  runColumn: Int32Array;
  runTop: Int32Array;
  runBottom: Int32Array;
  /** Per room, its columns `roomColumns[roomColumnStart[R] ..]`. */
  readonly roomColumnStart: Int32Array;
  readonly roomColumns: Int32Array;
  /** Room-unknown prefix per column: `[c * (rows + 1) + r]` counts rows < r. */
  readonly roomUnknownBefore: Int32Array;
  /** Columns with a cell settled since the last drop pass: a flag per column and the list. */
  readonly columnChanged: Uint8Array;
  /** Per column: 1 while a drop pass covers it (see {@link LadderState.incrementalDrop}). */
  readonly dropColumn: Uint8Array;
  /** Per room: 1 while a drop pass covers it. */
  readonly dropRoom: Uint8Array;
  /** The rooms a drop pass covers, when incremental (so the marks can be cleared). */
  readonly dropRoomList: Int32Array;
  dropRoomCount = 0;
  /** Per cell: the first and last row of its room's cells in its column. */
  readonly roomTopInColumn: Int32Array;
  readonly roomBottomInColumn: Int32Array;
  /** Per column, the rooms with a cell in it: `columnRooms[columnRoomStart[c] ..]`. */
  readonly columnRoomStart: Int32Array;
  readonly columnRooms: Int32Array;
  /**
   * Per column: 1 when a cell of it was settled or undone since drop's rank test last
   * counted it (its shaded / unknown counts above and below each cell), so an
   * incremental pass recounts only those.
   */
  readonly countStale: Uint8Array;
  readonly changedColumns: Int32Array;
  changedColumnCount = 0;
  /** Per room: stamped when it touches a changed column (the stone rank test's rooms). */
  readonly roomTouchMark: Int32Array;
  roomTouchStamp = 0;

  /** probe: per cell and value (2x + v), seen in a consistent probe of this round. */
  readonly probeConsistent: Uint8Array;
  /** Where this ladder's typed arrays come from (see arena.ts). */
  readonly arena: Arena;

  /** Sets up an empty grid; call `Ladder.init` (ladder.ts) before anything else. */
  /**
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
    this.stoneRoom = arena.i32(0);
    this.stoneCellStart = arena.i32(1);
    this.stoneCells = arena.i32(0);
    this.stoneHaloStart = arena.i32(1);
    this.stoneHaloSlots = arena.i32(0);
    this.stoneDead = arena.u8(0);
    this.liveStonesBesideSlot = arena.i32(0);
    this.haloSlotCell = arena.i32(0);
    this.killIfUnshadedStart = arena.i32(1);
    this.killIfUnshaded = arena.i32(0);
    this.killIfShadedStart = arena.i32(1);
    this.killIfShaded = arena.i32(0);
    this.killTrail = arena.i32(0);
    this.untabledRooms = arena.i32(0);
    this.roomStoneStart = arena.i32(1);
    this.runStart = arena.i32(1);
    this.runColumn = arena.i32(0);
    this.runTop = arena.i32(0);
    this.runBottom = arena.i32(0);
    this.rows = rows;
    this.cols = cols;
    this.halfRows = rows / 2;
    const requires = STOSTONE_RULE_REQUIREMENTS[rule];
    this.balanced = requires.halfOfEachColumn;
    this.holeRule = rungs.drop && requires.noVerticalHole;
    this.rankRule = rungs.drop && requires.dropFillsBottomHalf;
    // Counter variables B(c, r, k) for 0 < r < rows: k from max(1, half − r + 1) (fewer
    // would always hold: at most r cells lie above) to min(half, rows − r) (more never
    // does). The rest are constants (see bLit), and all of them without `counters`.
    const withCounters = counters && requires.dropFillsBottomHalf && rungs.col && rungs.drop;
    const halfRows = rows / 2;
    this.bFirstK = new Int32Array(rows + 1);
    this.bLastK = new Int32Array(rows + 1);
    let perColumn = 0;
    for (let r = 0; r <= rows; r++) {
      this.bFirstK[r] = Math.max(1, Math.floor(halfRows) - r + 1);
      this.bLastK[r] = Math.min(Math.floor(halfRows), rows - r);
      if (
        withCounters && rows % 2 === 0 && r > 0 && r < rows &&
        this.bLastK[r]! >= this.bFirstK[r]!
      ) {
        perColumn += this.bLastK[r]! - this.bFirstK[r]! + 1;
      } else {
        this.bLastK[r] = this.bFirstK[r]! - 1;
      }
    }
    const m = perColumn * cols;
    this.varCount = n + m;
    this.bBase = new Int32Array(cols * (rows + 1));
    this.bColumn = new Int32Array(m);
    {
      let next = n;
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r <= rows; r++) {
          this.bBase[c * (rows + 1) + r] = next;
          for (let k = this.bFirstK[r]!; k <= this.bLastK[r]!; k++) this.bColumn[next++ - n] = c;
        }
      }
    }
    // Without counters, in the arena as before (the exhaustive surveys build many small
    // ladders); with them, on their own, sized for every variable.
    const all = n + m;
    const i8 = (k: number) => (m === 0 ? arena.i8(k) : new Int8Array(k));
    const i32 = (k: number) => (m === 0 ? arena.i32(k) : new Int32Array(k));
    this.valAll = i8(all).fill(-1);
    this.val = this.valAll.subarray(0, n);
    this.by = m === 0 ? arena.u8(all) : new Uint8Array(all);
    this.trail = i32(all);
    this.level = i32(all);
    this.pos = i32(all);
    this.reasonKind = i8(all);
    this.reasonLo = i32(all);
    this.reasonHi = i32(all);
    this.reasonExtra = i32(all);
    this.batchAreaKind = arena.i8(n);
    this.reasonColumnMark = arena.i32(cols);
    this.cutReasonMark = arena.i32(n);
    this.cutReasonQueue = arena.i32(n);
    this.batchAreaLo = arena.i32(n);
    this.batchAreaHi = arena.i32(n);
    this.batchAreaExtra = arena.i32(n);
    this.areaHi = cols - 1;
    this.roomFirstColumn = arena.i32(roomCount).fill(cols);
    this.roomLastColumn = arena.i32(roomCount).fill(-1);
    for (let x = 0; x < n; x++) {
      const room = geo.roomOf[x]!;
      const c = geo.colOf[x]!;
      if (c < this.roomFirstColumn[room]!) this.roomFirstColumn[room] = c;
      if (c > this.roomLastColumn[room]!) this.roomLastColumn[room] = c;
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
    this.roomHaloStart = haloStart;
    this.roomHaloCells = Int32Array.from(halo);
    this.shadedInColumn = arena.i32(cols);
    this.unshadedInColumn = arena.i32(cols);
    this.shadedInRoom = arena.i32(roomCount);
    this.unshadedInRoom = arena.i32(roomCount);
    this.roomSize = arena.i32(roomCount);
    for (let r = 0; r < roomCount; r++) {
      this.roomSize[r] = geo.roomStart[r + 1]! - geo.roomStart[r]!;
    }
    this.clueQueued = arena.u8(roomCount);
    this.clueQueue = arena.i32(roomCount);
    this.bfsQueue = arena.i32(n);
    this.bfsDistance = arena.i32(n);
    this.visitMark = arena.i32(n);
    this.dfsDiscovered = arena.i32(n);
    this.dfsLowLink = arena.i32(n);
    this.dfsParent = arena.i32(n);
    this.dfsShadedBelow = arena.i32(n);
    this.dfsShadedCell = arena.i32(n);
    this.dfsNextSide = arena.u8(n);
    this.dfsStack = arena.i32(n);
    this.batchCell = arena.i32(n);
    this.batchValue = arena.i8(n);
    this.batchIndexOf = arena.i32(n);
    this.batchMark = arena.i32(n);
    this.shadedAbove = arena.i32(n);
    this.unknownAbove = arena.i32(n);
    this.shadedBelow = arena.i32(n);
    this.unknownBelow = arena.i32(n);
    this.holeFirstRow = arena.i32(roomCount);
    this.holeLastRow = arena.i32(roomCount);
    this.holeRoomMark = arena.i32(roomCount);
    this.holeRooms = arena.i32(roomCount);
    this.tabled = arena.u8(roomCount);
    this.liveStones = arena.i32(roomCount);
    this.liveStonesOnCell = arena.i32(n);
    this.roomHaloSlotStart = arena.i32(roomCount + 1);
    this.fitQueued = arena.u8(roomCount);
    this.fitQueue = arena.i32(roomCount);
    this.roomChangedAt = arena.f64(roomCount);
    this.roomListedAt = arena.f64(roomCount);
    this.listingGaveUpAt = arena.i32(roomCount).fill(0x3fffffff);
    this.lister = new StoneLister(geo, arena);
    this.stoneAllowed = arena.u8(n);
    this.stoneRequired = arena.i32(n);
    this.listedOnCell = arena.i32(n);
    this.listedBesideCell = arena.i32(n);
    this.listedBesideStamp = arena.i32(n);
    this.probeConsistent = arena.u8(2 * n);
    this.columnChanged = arena.u8(cols);
    this.dropColumn = arena.u8(cols);
    this.dropRoom = arena.u8(roomCount);
    this.dropRoomList = arena.i32(roomCount);
    this.countStale = arena.u8(cols).fill(1);
    this.changedColumns = arena.i32(cols);
    this.roomTouchMark = arena.i32(roomCount);
    this.roomUnknownBefore = arena.i32(cols * (rows + 1));
    this.roomColumnStart = arena.i32(roomCount + 1);
    const roomColumns: number[] = [];
    const seenColumn = arena.i32(cols).fill(-1);
    for (let room = 0; room < roomCount; room++) {
      this.roomColumnStart[room] = roomColumns.length;
      for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
        const c = geo.colOf[geo.roomCells[i]!]!;
        if (seenColumn[c] !== room) {
          seenColumn[c] = room;
          roomColumns.push(c);
        }
      }
    }
    this.roomColumnStart[roomCount] = roomColumns.length;
    this.roomColumns = Int32Array.from(roomColumns);
    this.roomTopInColumn = arena.i32(n);
    this.roomBottomInColumn = arena.i32(n);
    {
      const top = arena.i32(roomCount);
      const bottom = arena.i32(roomCount);
      for (let c = 0; c < cols; c++) {
        for (let r = rows - 1; r >= 0; r--) top[geo.roomOf[r * cols + c]!] = r;
        for (let r = 0; r < rows; r++) bottom[geo.roomOf[r * cols + c]!] = r;
        for (let r = 0; r < rows; r++) {
          const x = r * cols + c;
          this.roomTopInColumn[x] = top[geo.roomOf[x]!]!;
          this.roomBottomInColumn[x] = bottom[geo.roomOf[x]!]!;
        }
      }
    }
    // The same room–column pairs turned round, by counting: rooms stay ascending per column.
    this.columnRoomStart = arena.i32(cols + 1);
    for (const c of this.roomColumns) this.columnRoomStart[c + 1]!++;
    for (let c = 0; c < cols; c++) this.columnRoomStart[c + 1]! += this.columnRoomStart[c]!;
    this.columnRooms = arena.i32(this.roomColumns.length);
    const next = arena.i32(cols);
    for (let c = 0; c < cols; c++) next[c] = this.columnRoomStart[c]!;
    for (let room = 0; room < roomCount; room++) {
      for (let j = this.roomColumnStart[room]!; j < this.roomColumnStart[room + 1]!; j++) {
        this.columnRooms[next[this.roomColumns[j]!]!++] = room;
      }
    }
  }

  /** Whether the budget is spent. */
  get exhausted(): boolean {
    return this.work > this.budget;
  }

  /** The current trail position. */
  checkpoint(): Checkpoint {
    return { trail: this.trailLen, kills: this.killLength };
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
      this.#columnChanged(this.bColumn[x - geo.n]!);
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
    this.valAll[x] = v;
    this.by[x] = rung;
    this.level[x] = this.decisionLevel;
    this.pos[x] = this.trailLen;
    this.reasonKind[x] = this.areaKind;
    this.reasonLo[x] = this.areaLo;
    this.reasonHi[x] = this.areaHi;
    this.reasonExtra[x] = this.areaExtra;
    this.trail[this.trailLen++] = x;
  }

  /** Marks `column` for the drop rung's next look (see `dropScope`). */
  #columnChanged(column: number): void {
    this.dropDue = true;
    if (this.columnChanged[column] === 0) {
      this.columnChanged[column] = 1;
      this.changedColumns[this.changedColumnCount++] = column;
    }
  }

  /**
   * The literal (2 × variable + value) saying "at least k shaded cells in column c at rows
   * ≥ r" (value 1) or "fewer" (value 0); {@link LIT_TRUE} or {@link LIT_FALSE} when the
   * column total alone decides it.
   */
  bLit(c: number, r: number, k: number, value: number): number {
    const holds = k <= 0 || k < this.bFirstK[r]! ? 1 : k > this.bLastK[r]! ? 0 : -1;
    if (holds === -1) {
      const x = this.bBase[c * (this.rows + 1) + r]! + k - this.bFirstK[r]!;
      return 2 * x + value;
    }
    return holds === value ? LIT_TRUE : LIT_FALSE;
  }

  /** Undoes everything after `cp`; `cp` must have been taken at a fixpoint. */
  undo(cp: Checkpoint): void {
    const geo = this.geo;
    const n = geo.n;
    while (this.trailLen > cp.trail) {
      const x = this.trail[--this.trailLen]!;
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
    while (this.killLength > cp.kills) this.reviveStone(this.killTrail[--this.killLength]!);
    this.colQueueHead = this.clueQueueHead = this.fitQueueHead = this.trailLen;
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
          const c = p < geo.n ? geo.colOf[p]! : this.bColumn[p - geo.n]!;
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
        return [this.roomFirstColumn[lo]!, this.roomLastColumn[lo]!];
      default:
        return [
          Math.max(0, this.roomFirstColumn[lo]! - 1),
          Math.min(this.cols - 1, this.roomLastColumn[lo]! + 1),
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
   * cell (`REASON_ROOM_CUT`, room lo, cells hi, extra).
   */
  eachSettledIn(
    kind: number,
    lo: number,
    hi: number,
    extra: number,
    before: number,
    fn: (y: number) => void,
  ): void {
    const { geo, val, pos } = this;
    const { rows, cols } = geo;
    this.work += 4;
    if (kind === REASON_VARS) {
      const all = this.valAll;
      if (lo >= 0 && all[lo] !== -1 && pos[lo]! < before) fn(lo);
      if (hi >= 0 && all[hi] !== -1 && pos[hi]! < before) fn(hi);
      if (extra >= 0 && all[extra] !== -1 && pos[extra]! < before) fn(extra);
      return;
    }
    if (kind === REASON_HALF_COLUMNS) {
      for (let k = 0; k < 3; k++) {
        // Up to three half-columns, without building an array per reason read.
        const part = k === 0 ? lo : k === 1 ? hi : extra;
        if (part < 0) continue;
        const y = part >> 2;
        const v = part & 1;
        if (val[y] !== -1 && pos[y]! < before) fn(y);
        const step = (part & 2) !== 0 ? -cols : cols;
        const r = geo.rowOf[y]!;
        this.work += (part & 2) !== 0 ? r : rows - 1 - r;
        for (let z = y + step; z >= 0 && z < geo.n; z += step) {
          if (val[z] === v && pos[z]! < before) fn(z);
        }
      }
      return;
    }
    if (kind === REASON_TRIPLE) {
      if (val[lo] !== -1 && pos[lo]! < before) fn(lo);
      if (val[hi] !== -1 && pos[hi]! < before) fn(hi);
      if (val[extra] !== -1 && pos[extra]! < before) fn(extra);
      return;
    }
    if (kind === REASON_COLS || kind === REASON_ROOM_HALO_COLS) {
      const [a, b] = kind === REASON_COLS
        ? [lo, hi]
        : [this.roomFirstColumn[lo]!, this.roomLastColumn[lo]!];
      this.work += (b - a + 1) * rows;
      for (let c = a; c <= b; c++) {
        for (let r = 0; r < rows; r++) {
          const t = r * cols + c;
          if (val[t] !== -1 && pos[t]! < before) fn(t);
        }
      }
      if (kind === REASON_COLS) return;
    }
    if (kind === REASON_COL_VALUE) {
      this.work += rows;
      for (let r = 0; r < rows; r++) {
        const y = r * cols + lo;
        if (val[y] === hi && pos[y]! < before) fn(y);
      }
      return;
    }
    if (kind === REASON_PAIR) {
      if (val[lo] !== -1 && pos[lo]! < before) fn(lo);
      if (val[hi] !== -1 && pos[hi]! < before) fn(hi);
      return;
    }
    if (kind === REASON_ROOM_CUT) {
      // Not every unshaded cell of the room: only those around the component of shaded
      // and open cells that holds the first shaded cell (hi), as the board stood before
      // the deduced cell was settled. A stone through hi cannot leave that component
      // without crossing one of them, so they alone imply whatever the clue rung read off
      // its shape. (Cells its batch unshaded before this one count too: they only shrink
      // the component, and what held for the larger one holds for the smaller.)
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
      return;
    }
    if (kind === REASON_RANK) {
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
      return;
    }
    const inColumns = kind === REASON_ROOM_HALO_COLS;
    for (let i = geo.roomStart[lo]!; i < geo.roomStart[lo + 1]!; i++) {
      if (!inColumns) {
        const t = geo.roomCells[i]!;
        if (val[t] !== -1 && pos[t]! < before) fn(t);
      }
    }
    this.work += geo.roomStart[lo + 1]! - geo.roomStart[lo]!;
    if (kind === REASON_ROOM) return;
    for (let j = this.roomHaloStart[lo]!; j < this.roomHaloStart[lo + 1]!; j++) {
      const y = this.roomHaloCells[j]!;
      if (
        !inColumns || geo.colOf[y]! < this.roomFirstColumn[lo]! ||
        geo.colOf[y]! > this.roomLastColumn[lo]!
      ) {
        if (val[y] !== -1 && pos[y]! < before) fn(y);
      }
    }
    this.work += this.roomHaloStart[lo + 1]! - this.roomHaloStart[lo]!;
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

  killStone(c: number): void {
    this.stoneDead[c] = 1;
    this.killTrail[this.killLength++] = c;
    const room = this.stoneRoom[c]!;
    this.liveStones[room]!--;
    const cells = this.stoneCells;
    const sup = this.liveStonesOnCell;
    for (let i = this.stoneCellStart[c]!; i < this.stoneCellStart[c + 1]!; i++) sup[cells[i]!]!--;
    const halo = this.stoneHaloSlots;
    const haloSup = this.liveStonesBesideSlot;
    for (let i = this.stoneHaloStart[c]!; i < this.stoneHaloStart[c + 1]!; i++) {
      haloSup[halo[i]!]!--;
    }
    this.work += 1 + this.stoneCellStart[c + 1]! - this.stoneCellStart[c]!;
    this.queueFitRoom(room);
  }

  reviveStone(c: number): void {
    this.stoneDead[c] = 0;
    this.liveStones[this.stoneRoom[c]!]!++;
    const cells = this.stoneCells;
    const sup = this.liveStonesOnCell;
    for (let i = this.stoneCellStart[c]!; i < this.stoneCellStart[c + 1]!; i++) sup[cells[i]!]!++;
    const halo = this.stoneHaloSlots;
    const haloSup = this.liveStonesBesideSlot;
    for (let i = this.stoneHaloStart[c]!; i < this.stoneHaloStart[c + 1]!; i++) {
      haloSup[halo[i]!]!++;
    }
    this.work += 1;
  }

  /** Runs col, clue, fit and drop to a fixpoint (see ladder.ts); probing calls it. */
  abstract lower(): number;
}
