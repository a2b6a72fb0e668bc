/**
 * The column sweep: a depth-first search that fills the board one whole column
 * mask at a time, left to right, and prunes with bit operations only.
 *
 * - Candidates for a column come from a fixed universe: every mask with rows/2
 *   bits (rule-4 settings `exact`, `convex`, `count`: a column keeps its count when
 *   stones fall) or every mask (`none`). The list for one (column, previous mask) pair
 *   is built bit by bit from the top row down, never by filtering the whole universe. The column count is therefore never checked;
 *   it cannot be wrong.
 * - A candidate must not shade two cells across a border inside its column
 *   (`m & m >>> 1 & borderAbove`), nor next to a shaded cell of the previous column
 *   across a border (`p & m & borderRight`), nor in a room that holds no stone (clue 0)
 *   or whose stone is already complete. Under `exact` the rows it shares with the
 *   previous column must have equal shaded-below counts (the rank rule, bits.ts). The
 *   survivors for one (column, previous mask) pair are cached as a list.
 * - Rooms are tracked through the frontier: the vertical runs of the last column,
 *   each labelled with the component (partial stone) it belongs to, plus per room
 *   the cells shaded so far and whether its stone is complete. A component that
 *   cannot reach the next column is finished: its room must have no other shaded
 *   cell and its size must match the clue. A room whose last column has passed
 *   must have its stone. Under `exact` and `convex` a stone may not have two runs in
 *   one column (a vertical hole), so two runs that would join one stone are cut at
 *   once.
 * - Frontier states from which the rest of the board was searched in full and held
 *   no answer are remembered (the future depends on nothing else), so a dead end
 *   reached along another path is skipped. A state's key is read off the join before
 *   the column is committed, so such a skip writes no frontier.
 * - Pins restrict a column's candidates bit by bit. A `differ` group (answers must
 *   differ from its values in at least one cell) is a flag carried along the path:
 *   set once a column differs in a group cell, part of the frontier state before the
 *   group's last column, and required there.
 * - With pins or a `differ` group (the questions that confirm forced cells) a column's
 *   candidates are built for the frontier instead of taken from the cached list: the
 *   complete rooms and pinned cells are left out as the bits are chosen, and each room's
 *   cells must pass its guard (one run under the no-hole rules, touching the room's open
 *   component if it has one, present when the room ends without a stone). The guards
 *   refuse only masks the rooms would refuse, so the same columns are placed, for about a
 *   quarter of the work on the numberless 18×18. The plain search keeps the cached lists,
 *   so its recorded work (the corpus certificates) is unchanged.
 *
 * Work is counted in units of roughly equal cost: one per candidate taken from a list
 * or per universe mask examined while scanning without one, ⌊rows / 4⌋ more when a
 * candidate is tried against the rooms (the join walks its runs), one per
 * {@link MASKS_PER_UNIT} masks when the universe is listed, one per
 * {@link LIST_STEPS_PER_UNIT} bit decisions while a candidate list is built bit by bit
 * (only the masks that pass the filters are reached, so a list costs far less than
 * the universe it is drawn from once the rank rule binds), one per row when a placement
 * passes the rooms (committed, or skipped as a known dead end: its key walks as far) and
 * one per cell of each answer recorded. The budget bounds units, and every loop of the
 * search stops when it runs out; the largest step between two checks is one list build.
 *
 * @module
 */

import { STOSTONE_RULE_REQUIREMENTS, type StostoneRule } from "../../../core/stostone/board.ts";
import { binomial, lowestBitIndex, nextSameWeight, popcount, ranksAgree } from "./bits.ts";
import type { ColumnLayout, ColumnPins } from "./layout.ts";
import { i32, i32From, i8, u8 } from "./scratch.ts";

/** The largest universe of column masks kept as a list (beyond it masks are generated on the fly). */
export const UNIVERSE_LIST_LIMIT = 1 << 18;
/** Most candidate-list entries kept in the cache, over all columns. */
export const CANDIDATE_CACHE_LIMIT = 1 << 22;
/** Most dead frontier states remembered; the memory is cleared when full. */
export const DEAD_STATE_LIMIT = 1 << 18;
/** Universe masks examined per work unit while scanning without a list. */
export const MASKS_PER_UNIT = 8;
/** Bit decisions per work unit while building a candidate list (each is a few bit tests). */
export const LIST_STEPS_PER_UNIT = 16;

/** Work counters of one search. */
export interface SweepStats {
  /** Search nodes: column masks that passed the bit filters and were tried against the rooms. */
  readonly nodes: number;
  /** Work units spent (what the budget bounds; see the module notes). */
  readonly work: number;
  /** Column masks that survived the room checks (partial grids extended). */
  readonly placed: number;
  /** Frontier states skipped because they were known to be dead ends. */
  readonly deadStateHits: number;
  /** Candidate lists built, cached or not. */
  readonly listsBuilt: number;
}

/** What {@link sweepColumns} found. */
export interface SweepOutcome {
  /** Each answer as its column masks (bit i of entry c is row rows − 1 − i of column c). */
  readonly answers: Int32Array[];
  /** Why the search stopped early, or null when it covered everything. */
  readonly stoppedBy: "cap" | "budget" | null;
  /** Work counters. */
  readonly stats: SweepStats;
}

/**
 * Searches every answer of a compiled board under a rule-4 setting, keeping at most
 * `cap` and spending at most `budget` work units. The board must have an even
 * number of rows unless `rule` is `"none"` (with an odd count no column can balance
 * and the universe is empty, so the result is simply "no answer").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sweepColumns } from "./search.ts";
 * import { columnLayout } from "./layout.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // A 2×1 board, one room: the stone must be the bottom cell or the top cell.
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * const out = sweepColumns(columnLayout(board), "exact", 10, 1000);
 * assert.ok(out.answers.length === 2 && out.stoppedBy === null);
 * ```
 */
export function sweepColumns(
  layout: ColumnLayout,
  rule: StostoneRule,
  cap: number,
  budget: number,
  pins: ColumnPins | null = null,
  differ: ColumnPins | null = null,
): SweepOutcome {
  const sweep = new ColumnSweep(layout, rule, cap, budget, pins, differ);
  sweep.run();
  return {
    answers: sweep.answers,
    stoppedBy: sweep.stoppedBy,
    stats: {
      nodes: sweep.nodes,
      work: sweep.work,
      placed: sweep.placed,
      deadStateHits: sweep.deadStateHits,
      listsBuilt: sweep.listsBuilt,
    },
  };
}

/**
 * The candidate masks for column `c` after mask `p` of column c − 1, as the sweep lists
 * them (increasing order): every mask of the universe that passes the bit filters.
 * Exposed so tests can check the bit-by-bit construction against filtering.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnCandidates } from "./search.ts";
 * import { columnLayout } from "./layout.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.deepEqual([...columnCandidates(columnLayout(board), "exact", 0, 0)], [0b01, 0b10]);
 * ```
 */
export function columnCandidates(
  layout: ColumnLayout,
  rule: StostoneRule,
  c: number,
  p: number,
): Int32Array {
  return new ColumnSweep(layout, rule, 1, Infinity, null, null).buildList(c, p);
}

/** Every universe listed so far, by 2 × rows + (balanced ? 1 : 0); never written after. */
const UNIVERSES = new Map<number, Int32Array>();

class ColumnSweep {
  readonly answers: Int32Array[] = [];
  stoppedBy: "cap" | "budget" | null = null;
  nodes = 0;
  work = 0;
  placed = 0;
  deadStateHits = 0;
  listsBuilt = 0;

  private readonly layout: ColumnLayout;
  /** Per column, cells an answer must shade (`on`) and must leave unshaded (`off`). */
  private readonly pinOn: Int32Array;
  private readonly pinOff: Int32Array;
  /** Per column, the cells of the `differ` group and, as set bits, the values they must not all keep. */
  private readonly differMask: Int32Array;
  private readonly differValue: Int32Array;
  /** The last column with a `differ` cell (−1 without a group): a partial answer that still agrees there is cut. */
  private readonly lastDiffer: number;
  /** Per column: 1 when the partial answer up to it already differs from the group somewhere. */
  private readonly differed: Uint8Array;
  private readonly rows: number;
  private readonly cols: number;
  private readonly cap: number;
  private readonly budget: number;
  /** The rule's drop fills the bottom half: shared rows keep their shaded-below count. */
  private readonly rankRule: boolean;
  /** The rule forbids vertical holes: a stone may hold only one run per column. */
  private readonly holeFree: boolean;
  /** The rule balances every column: rows/2 shaded cells each. */
  private readonly balanced: boolean;
  /** Work units a node costs beyond the one its loop charged. */
  private readonly nodeUnits: number;
  private universe: Int32Array | null = null;
  private readonly listCache: Map<number, Int32Array>[];
  private cachedEntries = 0;
  private readonly dead = new Set<string>();
  /** The character codes of one frontier key (see stateKey). */
  private readonly keyChars: number[] = [];

  // The partial answer and its frontier, per column.
  private readonly masks: Int32Array;
  /** `labelOfBit[c * rows + i]`: label of the open component holding bit i of column c, or −1. */
  private readonly labelOfBit: Int8Array;
  /** `runOfBit[c * rows + i]`: index of the run of column c holding bit i, or −1. */
  private readonly runOfBit: Int8Array;
  /** `labelRoom[c * rows + label]`: the room of an open component. */
  private readonly labelRoom: Int32Array;
  private readonly labelCount: Int32Array;
  private readonly runCount: Int32Array;
  // Room state, undone on backtracking from per-column saves.
  private readonly roomSize: Int32Array;
  private readonly roomDone: Uint8Array;
  private readonly savedSize: Int32Array;
  private readonly savedDone: Uint8Array;

  // Scratch for one placement (finished before the search goes deeper).
  private readonly parent: Int32Array;
  private readonly runMask: Int32Array;
  private readonly classOpen: Uint8Array;
  private readonly classRoom: Int32Array;
  private readonly rootLabel: Int32Array;
  private readonly prevRunTouch: Int32Array;
  private readonly newSize: Int32Array;
  private readonly roomSlot: Int32Array;
  private readonly classCount: Int32Array;
  private readonly countStamp: Int32Array;
  private readonly closedStamp: Int32Array;
  private stamp = 0;
  // Room guards of the column being swept, per depth (see roomGuards).
  private readonly guardSeg: Int32Array;
  private readonly guardTouch: Int32Array;
  private readonly guardStone: Uint8Array;
  /** Per depth and bit: the guard of the bit's room (only bits that may be shaded are read). */
  private readonly guardOfBit: Int32Array;
  /** The pending choices of {@link guardedList}: row, bits so far, their count. */
  private readonly stackBit: Int32Array;
  private readonly stackMask: Int32Array;
  private readonly stackOnes: Int32Array;
  /** `openBelow[i]`: rows below row bit i that {@link guardedList} may still shade. */
  private readonly openBelow: Int32Array;
  /** Pins or a `differ` group: candidates are built per frontier, with the room guards. */
  private readonly guarded: boolean;

  constructor(
    layout: ColumnLayout,
    rule: StostoneRule,
    cap: number,
    budget: number,
    pins: ColumnPins | null,
    differ: ColumnPins | null,
  ) {
    this.layout = layout;
    this.pinOn = pins?.on ?? i32(layout.cols);
    this.pinOff = pins?.off ?? i32(layout.cols);
    this.differMask = i32(layout.cols);
    this.differValue = differ?.on ?? i32(layout.cols);
    let lastDiffer = -1;
    for (let c = 0; c < layout.cols; c++) {
      this.differMask[c] = differ === null ? 0 : differ.on[c]! | differ.off[c]!;
      if (this.differMask[c] !== 0) lastDiffer = c;
    }
    this.lastDiffer = lastDiffer;
    this.differed = u8(layout.cols);
    this.rows = layout.rows;
    this.cols = layout.cols;
    this.cap = cap;
    this.budget = budget;
    const requires = STOSTONE_RULE_REQUIREMENTS[rule];
    this.rankRule = requires.dropFillsBottomHalf;
    this.holeFree = requires.noVerticalHole;
    this.balanced = requires.halfOfEachColumn;
    this.nodeUnits = layout.rows >> 2;
    const { rows, cols, roomCount } = layout;
    this.listCache = Array.from({ length: cols }, () => new Map());
    this.masks = i32(cols);
    this.labelOfBit = i8(cols * rows).fill(-1);
    this.runOfBit = i8(cols * rows).fill(-1);
    this.labelRoom = i32(cols * rows);
    this.labelCount = i32(cols);
    this.runCount = i32(cols);
    this.roomSize = i32(roomCount);
    this.roomDone = u8(roomCount);
    this.savedSize = i32(cols * rows);
    this.savedDone = u8(cols * rows);
    this.parent = i32(2 * rows + 2);
    this.runMask = i32(rows + 1);
    this.classOpen = u8(2 * rows + 2);
    this.classRoom = i32(2 * rows + 2);
    this.rootLabel = i32(2 * rows + 2);
    this.prevRunTouch = i32(rows + 1);
    this.newSize = i32(rows);
    this.roomSlot = i32(roomCount);
    this.classCount = i32(roomCount);
    this.countStamp = i32(roomCount);
    this.closedStamp = i32(roomCount);
    this.guardSeg = i32(cols * rows);
    this.guardTouch = i32(cols * rows);
    this.guardStone = u8(cols * rows);
    this.guardOfBit = i32(cols * rows);
    // At most one choice waits per row above the one decided, and the 0 and 1 of it.
    this.stackBit = i32(rows + 2);
    this.stackMask = i32(rows + 2);
    this.stackOnes = i32(rows + 2);
    this.openBelow = i32(rows + 1);
    this.guarded = pins !== null || differ !== null;
  }

  run(): void {
    const { rows } = this;
    if (this.balanced && rows % 2 === 1) return; // no column can hold rows/2 cells
    const size = this.balanced ? binomial(rows, rows / 2) : 2 ** rows;
    if (!this.guarded && size <= UNIVERSE_LIST_LIMIT) {
      this.work += Math.ceil(size / MASKS_PER_UNIT);
      if (this.work > this.budget) {
        this.stoppedBy = "budget";
        return;
      }
      // The universe depends on the row count and the rule only: built once per kind.
      const kind = 2 * rows + (this.balanced ? 1 : 0);
      let list = UNIVERSES.get(kind);
      if (list === undefined) {
        list = new Int32Array(size);
        let k = 0;
        this.forEachUniverseMask((m) => {
          list![k++] = m;
        });
        UNIVERSES.set(kind, list);
      }
      this.universe = list;
    }
    this.descend(0);
  }

  /** Every mask of the universe in increasing order (no budget: callers count). */
  private forEachUniverseMask(visit: (m: number) => void): void {
    const { full } = this.layout;
    if (this.balanced) {
      for (let m = (1 << (this.rows / 2)) - 1; m <= full; m = nextSameWeight(m)) visit(m);
    } else {
      for (let m = 0; m <= full; m++) visit(m);
    }
  }

  /** The bit filters a candidate must pass regardless of rooms. */
  private fits(c: number, p: number, m: number): boolean {
    const layout = this.layout;
    if ((m & (m >>> 1) & layout.borderAbove[c]!) !== 0 || (m & layout.zeroMask[c]!) !== 0) {
      return false;
    }
    if (c === 0) return true;
    if ((p & m & layout.borderRight[c - 1]!) !== 0) return false;
    return !this.rankRule || ranksAgree(p, m, p & m & layout.linkRight[c - 1]!);
  }

  /**
   * The candidate list for column c after mask p (cached while the cache has room), or
   * null when lists are off (the universe is too big to list).
   */
  private candidates(c: number, p: number): Int32Array | null {
    if (this.universe === null) return null;
    const perColumn = this.listCache[c]!;
    const hit = perColumn.get(p);
    if (hit !== undefined) return hit;
    this.listsBuilt++;
    const list = this.buildList(c, p);
    if (this.cachedEntries < CANDIDATE_CACHE_LIMIT) {
      perColumn.set(p, list);
      this.cachedEntries += list.length;
    }
    return list;
  }

  /**
   * Every universe mask m with `fits(c, p, m)`, in increasing order, built bit by bit
   * from the top row down instead of filtering the whole universe: a bit is set only
   * when the cell may be shaded (not in a clue-0 room, not across a border from a
   * shaded cell above or to the left) and, under `exact`, when a row shared with p
   * gets the same shaded-below count (in a balanced column that count is rows/2 minus
   * the bits set so far, this one included). Choosing 0 before 1 from the top bit down
   * walks the masks in increasing order. One work unit per {@link LIST_STEPS_PER_UNIT}
   * bit decisions.
   */
  buildList(c: number, p: number): Int32Array {
    const layout = this.layout;
    const rows = this.rows;
    const half = rows >> 1;
    const balanced = this.balanced;
    const blocked = layout.zeroMask[c]! | (c > 0 ? p & layout.borderRight[c - 1]! : 0);
    const borderAbove = layout.borderAbove[c]!;
    const shared = this.rankRule && c > 0 ? p & layout.linkRight[c - 1]! : 0;
    const out: number[] = [];
    let steps = 0;
    // bit: the row decided next (top down); m: bits chosen so far; ones: their count.
    const visit = (bit: number, m: number, ones: number): void => {
      steps++;
      if (bit < 0) {
        if (!balanced || ones === half) out.push(m);
        return;
      }
      const rest = bit + 1; // rows still to decide, this one included
      // 0 first: keeps the output increasing.
      if (!balanced || ones + rest - 1 >= half) visit(bit - 1, m, ones);
      const b = 1 << bit;
      if (balanced && ones >= half) return;
      if ((blocked & b) !== 0) return;
      // The cell above (bit + 1) shaded with a border between them.
      if ((borderAbove & b) !== 0 && (m & (b << 1)) !== 0) return;
      if ((shared & b) !== 0 && half - ones - 1 !== popcount(p & (b - 1))) return;
      visit(bit - 1, m | b, ones + 1);
    };
    visit(rows - 1, 0, 0);
    this.work += Math.ceil(steps / LIST_STEPS_PER_UNIT);
    return i32From(out);
  }

  /**
   * Cells of column c that may not be shaded: clue-0 rooms, rooms whose stone is
   * complete, and cells pinned unshaded.
   */
  private forbidden(c: number): number {
    const layout = this.layout;
    let out = layout.zeroMask[c]! | this.pinOff[c]!;
    const rooms = layout.roomsIn[c]!;
    const roomMasks = layout.roomMaskIn[c]!;
    for (let k = 0; k < rooms.length; k++) {
      if (this.roomDone[rooms[k]!] === 1) out |= roomMasks[k]!;
    }
    return out;
  }

  private descend(c: number): void {
    const p = c > 0 ? this.masks[c - 1]! : 0;
    const forbid = this.forbidden(c);
    const need = this.pinOn[c]!;
    // In the group's last column a partial answer that has not differed yet must differ now.
    const mustDiffer = c === this.lastDiffer && this.differedBefore(c) === 0;
    const dMask = this.differMask[c]!;
    const dValue = this.differValue[c]!;
    if (this.guarded) {
      this.descendGuarded(c, p, forbid, need, mustDiffer, dMask, dValue);
      return;
    }
    const list = this.candidates(c, p);
    if (this.work > this.budget) {
      this.stoppedBy = "budget";
      return;
    }
    // The candidate list already fits column c − 1; without one, scan the universe (listed,
    // else generated below), checking the fit as we go.
    const masks = list ?? this.universe;
    if (masks !== null) {
      const checkFit = list === null;
      for (let k = 0; k < masks.length; k++) {
        if (++this.work > this.budget) {
          this.stoppedBy = "budget";
          return;
        }
        const m = masks[k]!;
        if ((m & forbid) !== 0 || (m & need) !== need) continue;
        if (mustDiffer && ((m ^ dValue) & dMask) === 0) continue;
        if (checkFit && !this.fits(c, p, m)) continue;
        this.tryColumn(c, m);
        if (this.stoppedBy !== null) return;
      }
      return;
    }
    const { full } = this.layout;
    const first = this.balanced ? (1 << (this.rows / 2)) - 1 : 0;
    for (let m = first; m <= full; m = this.balanced ? nextSameWeight(m) : m + 1) {
      if (++this.work > this.budget) {
        this.stoppedBy = "budget";
        return;
      }
      if ((m & forbid) !== 0 || (m & need) !== need || !this.fits(c, p, m)) continue;
      if (mustDiffer && ((m ^ dValue) & dMask) === 0) continue;
      this.tryColumn(c, m);
      if (this.stoppedBy !== null) return;
    }
  }

  /**
   * Writes the room guards of column c after mask p (of the partial answer's frontier) to
   * `guardSeg`, `guardTouch`, `guardStone` and returns how many there are: one per room of
   * the column whose stone is not complete. A candidate's cells in such a room must, as
   * {@link tryColumn} would find: touch the room's one open component if it has one (else
   * that component closes beside a second one), be one run under the no-hole rules (a
   * room holds one stone, and an accepted stone one run per column), and be present when
   * the room ends here without a stone yet. Checked with bit operations before the join.
   */
  private roomGuards(c: number, p: number): number {
    const { layout, rows } = this;
    const rooms = layout.roomsIn[c]!;
    const roomMasks = layout.roomMaskIn[c]!;
    const prevBase = (c - 1) * rows;
    const link = c > 0 ? p & layout.linkRight[c - 1]! : 0;
    const base = c * rows;
    let n = 0;
    for (let k = 0; k < rooms.length; k++) {
      const room = rooms[k]!;
      // Forbidden already: a complete stone's room, a room with no stone (clue 0).
      if (this.roomDone[room] === 1 || layout.clue[room] === 0) continue;
      let touch = 0;
      let labels = 0; // the room's open components, one bit each (labels are below rows)
      let bits = link;
      while (bits !== 0) {
        const i = lowestBitIndex(bits);
        bits &= bits - 1;
        const label = this.labelOfBit[prevBase + i]!;
        if (label < 0 || this.labelRoom[prevBase + label] !== room) continue;
        labels |= 1 << label;
        touch |= 1 << i;
      }
      const at = base + n;
      const seg = roomMasks[k]!;
      for (let bits = seg; bits !== 0; bits &= bits - 1) {
        this.guardOfBit[base + lowestBitIndex(bits)] = n;
      }
      this.guardSeg[at] = seg;
      this.guardTouch[at] = (labels & (labels - 1)) === 0 ? touch : 0;
      this.guardStone[at] = labels === 0 && layout.lastCol[room] === c ? 1 : 0;
      n++;
    }
    return n;
  }

  /** Whether mask m passes the `n` room guards {@link roomGuards} wrote for column c. */
  private guardsHold(c: number, n: number, m: number): boolean {
    const base = c * this.rows;
    for (let j = base; j < base + n; j++) {
      const x = m & this.guardSeg[j]!;
      if (x === 0) {
        if (this.guardStone[j] === 1) return false;
        continue;
      }
      const touch = this.guardTouch[j]!;
      if (touch !== 0 && (x & touch) === 0) return false;
      if (this.holeFree && ((x + (x & -x)) & x) !== 0) return false;
    }
    return true;
  }

  /**
   * {@link descend} for a search with pins or a `differ` group: the candidates for
   * column c are built for this frontier (see {@link guardedList}), not taken from the
   * list cached for the previous mask, so a candidate the rooms would refuse costs no
   * node.
   */
  private descendGuarded(
    c: number,
    p: number,
    forbid: number,
    need: number,
    mustDiffer: boolean,
    dMask: number,
    dValue: number,
  ): void {
    const masks = this.guardedList(c, p, forbid, need, this.roomGuards(c, p));
    if (this.work > this.budget) {
      this.stoppedBy = "budget";
      return;
    }
    for (let k = 0; k < masks.length; k++) {
      if (++this.work > this.budget) {
        this.stoppedBy = "budget";
        return;
      }
      const m = masks[k]!;
      if (mustDiffer && ((m ^ dValue) & dMask) === 0) continue;
      this.tryColumn(c, m);
      if (this.stoppedBy !== null) return;
    }
  }

  /**
   * The candidates for column c on the current frontier, built bit by bit from the top
   * row down as {@link buildList} does, with the frontier's own limits as well: no
   * forbidden cell (complete rooms, pins), every cell pinned shaded, under the no-hole
   * rules one run per room, and at the leaves the room guards (`n` of them, written by
   * {@link roomGuards}). Each limit only drops masks {@link tryColumn} would refuse. One
   * work unit per {@link LIST_STEPS_PER_UNIT} bit decisions. The choices are walked with
   * an explicit stack (this is the hot loop of a `differ` question), 0 before 1, so the
   * masks come out in increasing order.
   */
  private guardedList(c: number, p: number, forbid: number, need: number, n: number): number[] {
    const layout = this.layout;
    const rows = this.rows;
    const half = rows >> 1;
    const balanced = this.balanced;
    const holeFree = this.holeFree;
    const blocked = forbid | (c > 0 ? p & layout.borderRight[c - 1]! : 0);
    const borderAbove = layout.borderAbove[c]!;
    const shared = this.rankRule && c > 0 ? p & layout.linkRight[c - 1]! : 0;
    const base = c * rows;
    const guardOfBit = this.guardOfBit;
    const guardSeg = this.guardSeg;
    // The lowest cell of each guarded room: decided last, where its guard can be checked.
    let lows = 0;
    for (let j = base; j < base + n; j++) lows |= guardSeg[j]! & -guardSeg[j]!;
    // Per row, how many rows below it may still be shaded: a balanced column that cannot
    // reach rows/2 with them is dropped at once, not row by row.
    const openBelow = this.openBelow;
    openBelow[0] = 0;
    for (let i = 0; i < rows; i++) openBelow[i + 1] = openBelow[i]! + (((blocked >>> i) & 1) ^ 1);
    const out: number[] = [];
    let steps = 0;
    // Pending choices: the row decided next (top down), the bits chosen so far, their count.
    const { stackBit, stackMask, stackOnes } = this;
    stackBit[0] = rows - 1;
    stackMask[0] = 0;
    stackOnes[0] = 0;
    let top = 1;
    while (top > 0) {
      top--;
      const bit = stackBit[top]!;
      const m = stackMask[top]!;
      const ones = stackOnes[top]!;
      steps++;
      if (bit < 0) {
        if ((!balanced || ones === half) && this.guardsHold(c, n, m)) out.push(m);
        continue;
      }
      const b = 1 << bit;
      const low = (lows & b) !== 0;
      // 1 is pushed first, so that 0 is taken first.
      let one = (!balanced || (ones < half && ones + 1 + openBelow[bit]! >= half)) &&
        (blocked & b) === 0 &&
        ((borderAbove & b) === 0 || (m & (b << 1)) === 0) &&
        ((shared & b) === 0 || half - ones - 1 === popcount(p & (b - 1)));
      if (one && holeFree) {
        // A second run in this cell's room: its stone would have two runs here.
        const inRoom = m & guardSeg[base + guardOfBit[base + bit]!]!;
        if (inRoom !== 0 && (inRoom & (b << 1)) === 0) one = false;
      }
      if (one && (!low || this.roomHolds(base, b, m | b))) {
        stackBit[top] = bit - 1;
        stackMask[top] = m | b;
        stackOnes[top] = ones + 1;
        top++;
      }
      if (
        (need & b) === 0 && (!balanced || ones + openBelow[bit]! >= half) &&
        (!low || this.roomHolds(base, b, m))
      ) {
        stackBit[top] = bit - 1;
        stackMask[top] = m;
        stackOnes[top] = ones;
        top++;
      }
    }
    this.work += Math.ceil(steps / LIST_STEPS_PER_UNIT);
    return out;
  }

  /**
   * Whether the room whose lowest cell in the column at `base` is bit b passes its guard
   * (see {@link roomGuards}) with mask m, once all its cells are decided.
   */
  private roomHolds(base: number, b: number, m: number): boolean {
    const j = base + this.guardOfBit[base + lowestBitIndex(b)]!;
    const x = m & this.guardSeg[j]!;
    if (x === 0) return this.guardStone[j] === 0;
    return this.guardTouch[j] === 0 || (x & this.guardTouch[j]!) !== 0;
  }

  /** 1 when the partial answer before column c already differs from the `differ` group (always 1 without one). */
  private differedBefore(c: number): number {
    if (c > 0) return this.differed[c - 1]!;
    return this.lastDiffer < 0 ? 1 : 0;
  }

  private find(x: number): number {
    const parent = this.parent;
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  }

  /**
   * Checks mask m as column c against the rooms; if it holds and the frontier it makes is
   * not a known dead end, commits it and goes on. The frontier's key is read off the join
   * before the commit, so a dead end costs no commit (it is charged as one all the same).
   */
  private tryColumn(c: number, m: number): void {
    this.nodes++;
    this.work += this.nodeUnits;
    if (!this.sizesFit(c, m)) return;
    const runs = this.joinRuns(c, m);
    if (runs < 0 || !this.componentsHold(c, runs)) return;
    this.placed++;
    this.work += this.rows;
    if (c === this.cols - 1) {
      this.commit(c, m, runs);
      this.work += this.rows * this.cols; // the answer grid is written out cell by cell
      this.answers.push(this.masks.slice());
      if (this.answers.length >= this.cap) this.stoppedBy = "cap";
    } else {
      const key = this.stateKey(c, m, runs);
      if (this.dead.has(key)) {
        this.deadStateHits++;
        return; // nothing committed, nothing to undo
      }
      this.commit(c, m, runs);
      const before = this.answers.length;
      this.descend(c + 1);
      if (this.stoppedBy === null && this.answers.length === before) {
        if (this.dead.size >= DEAD_STATE_LIMIT) this.dead.clear();
        this.dead.add(key);
      }
    }
    // Undo the room state the commit saved.
    const rooms = this.layout.roomsIn[c]!;
    const saveBase = c * this.rows;
    for (let k = 0; k < rooms.length; k++) {
      const room = rooms[k]!;
      this.roomSize[room] = this.savedSize[saveBase + k]!;
      this.roomDone[room] = this.savedDone[saveBase + k]!;
    }
  }

  /**
   * Stone sizes with mask m as column c: never above the clue, and the clue still
   * reachable with the room's cells in later columns. Writes each room's new size to
   * `newSize` (by its slot in the column, kept in `roomSlot`).
   */
  private sizesFit(c: number, m: number): boolean {
    const layout = this.layout;
    const rooms = layout.roomsIn[c]!;
    const roomMasks = layout.roomMaskIn[c]!;
    const cols = this.cols;
    for (let k = 0; k < rooms.length; k++) {
      const room = rooms[k]!;
      const size = this.roomSize[room]! + popcount(m & roomMasks[k]!);
      const clue = layout.clue[room]!;
      if (clue >= 0 && (size > clue || size + layout.cellsAfter[room * cols + c]! < clue)) {
        return false;
      }
      this.newSize[k] = size;
      this.roomSlot[room] = k;
    }
    return true;
  }

  /**
   * Joins the runs of mask m (column c) to the open components of the previous column
   * in the union-find `parent` (nodes: the previous column's labels, then m's runs);
   * m's runs go to `runMask`. Their count, or −1 when a stone would get a vertical hole.
   */
  private joinRuns(c: number, m: number): number {
    const { parent, rows, runMask, prevRunTouch } = this;
    const prevBase = (c - 1) * rows;
    const prevLabels = c > 0 ? this.labelCount[c - 1]! : 0;
    const prevRuns = c > 0 ? this.runCount[c - 1]! : 0;
    const p = c > 0 ? this.masks[c - 1]! : 0;
    const link = c > 0 ? this.layout.linkRight[c - 1]! : 0;
    for (let label = 0; label < prevLabels; label++) parent[label] = label;
    prevRunTouch.fill(-1, 0, prevRuns);
    let runs = 0;
    let starts = m & ~(m << 1);
    while (starts !== 0) {
      const b = starts & -starts;
      starts ^= b;
      const run = ((m + b) ^ m) & m;
      const node = prevLabels + runs;
      parent[node] = node;
      runMask[runs] = run;
      let touch = run & p & link;
      let joinedRun = -1;
      while (touch !== 0) {
        const t = touch & -touch;
        touch ^= t;
        const i = lowestBitIndex(t);
        if (this.holeFree) {
          // Two runs of one column in one stone leave a vertical hole between them.
          const prevRun = this.runOfBit[prevBase + i]!;
          if (joinedRun === -1) joinedRun = prevRun;
          else if (joinedRun !== prevRun) return -1;
          const by = prevRunTouch[prevRun]!;
          if (by === -1) prevRunTouch[prevRun] = runs;
          else if (by !== runs) return -1;
        }
        const a = this.find(node);
        const z = this.find(this.labelOfBit[prevBase + i]!);
        if (a !== z) parent[a] = z;
      }
      runs++;
    }
    return runs;
  }

  /**
   * Whether the components after the join (classes) are legal: open ones reach the next
   * column, a stone has one run per column under the no-hole rules, a finished one is its
   * room's whole stone at its clue's size, and every room ending at column c has its
   * stone. Marks each class in `classOpen`, `classRoom`, and the rooms finished now in
   * `closedStamp` (with the new `stamp`).
   */
  private componentsHold(c: number, runs: number): boolean {
    const { layout, parent, classOpen, classRoom, rows, countStamp, classCount } = this;
    const prevLabels = c > 0 ? this.labelCount[c - 1]! : 0;
    const prevBase = (c - 1) * rows;
    const nodeCount = prevLabels + runs;
    for (let x = 0; x < nodeCount; x++) classOpen[x] = 0;
    const nextLink = layout.linkRight[c]!;
    for (let j = 0; j < runs; j++) {
      const root = this.find(prevLabels + j);
      const run = this.runMask[j]!;
      if ((run & nextLink) !== 0) classOpen[root] = 1;
      classRoom[root] = layout.roomOfBit[c * rows + lowestBitIndex(run)]!;
    }
    for (let label = 0; label < prevLabels; label++) {
      classRoom[this.find(label)] = this.labelRoom[prevBase + label]!;
    }
    const stamp = ++this.stamp;
    for (let x = 0; x < nodeCount; x++) {
      if (parent[x] !== x) continue;
      const room = classRoom[x]!;
      if (countStamp[room] !== stamp) {
        countStamp[room] = stamp;
        classCount[room] = 0;
      }
      classCount[room]!++;
    }
    for (let x = 0; x < nodeCount; x++) {
      if (parent[x] !== x) continue;
      const room = classRoom[x]!;
      if (classOpen[x] === 1) {
        // Two open parts of one stone both have a run in this column.
        if (this.holeFree && classCount[room]! > 1) return false;
        continue;
      }
      // A finished component is its room's whole stone.
      if (this.roomDone[room] === 1 || classCount[room]! > 1) return false;
      const clue = layout.clue[room]!;
      if (clue >= 0 && this.newSize[this.roomSlot[room]!] !== clue) return false;
      this.closedStamp[room] = stamp;
    }
    const ending = layout.endingAt[c]!;
    for (let k = 0; k < ending.length; k++) {
      const room = ending[k]!;
      if (this.roomDone[room] === 0 && this.closedStamp[room] !== stamp) return false;
    }
    return true;
  }

  /** Commits mask m as column c: room state (saved for undo) and the new frontier. */
  private commit(c: number, m: number, runs: number): void {
    const { rows, classOpen, classRoom, rootLabel, labelOfBit, runOfBit } = this;
    const rooms = this.layout.roomsIn[c]!;
    const stamp = this.stamp;
    const prevLabels = c > 0 ? this.labelCount[c - 1]! : 0;
    const base = c * rows;
    for (let k = 0; k < rooms.length; k++) {
      const room = rooms[k]!;
      this.savedSize[base + k] = this.roomSize[room]!;
      this.savedDone[base + k] = this.roomDone[room]!;
      this.roomSize[room] = this.newSize[k]!;
      if (this.closedStamp[room] === stamp) this.roomDone[room] = 1;
    }
    labelOfBit.fill(-1, base, base + rows);
    runOfBit.fill(-1, base, base + rows);
    const nodeCount = prevLabels + runs;
    for (let x = 0; x < nodeCount; x++) rootLabel[x] = -1;
    let labels = 0;
    for (let j = 0; j < runs; j++) {
      const root = this.find(prevLabels + j);
      let label = -1;
      if (classOpen[root] === 1) {
        if (rootLabel[root] === -1) {
          rootLabel[root] = labels;
          this.labelRoom[base + labels] = classRoom[root]!;
          labels++;
        }
        label = rootLabel[root]!;
      }
      let bits = this.runMask[j]!;
      while (bits !== 0) {
        const i = lowestBitIndex(bits);
        bits &= bits - 1;
        labelOfBit[base + i] = label;
        runOfBit[base + i] = j;
      }
    }
    this.labelCount[c] = labels;
    this.runCount[c] = runs;
    this.masks[c] = m;
    this.differed[c] = this.differedBefore(c) |
      (((m ^ this.differValue[c]!) & this.differMask[c]!) !== 0 ? 1 : 0);
  }

  /**
   * Everything the columns after c depend on, read off the join of mask m as column c
   * before it is committed: the mask, which of its runs belong to the same open component
   * (labelled as {@link commit} labels them), and per room still running past c whether
   * its stone is complete and, for a numbered room, how many cells it has; before the
   * `differ` group's last column, whether the answer differs from the group yet. One
   * character per item (the mask takes two): c and m fix how many there are.
   */
  private stateKey(c: number, m: number, runs: number): string {
    const { layout, classOpen, rootLabel, newSize, closedStamp, stamp } = this;
    const chars = this.keyChars;
    let n = 0;
    chars[n++] = c;
    chars[n++] = m & 0xffff;
    chars[n++] = m >>> 16;
    const prevLabels = c > 0 ? this.labelCount[c - 1]! : 0;
    for (let x = 0; x < prevLabels + runs; x++) rootLabel[x] = -1;
    let labels = 0;
    for (let j = 0; j < runs; j++) {
      const root = this.find(prevLabels + j);
      if (classOpen[root] === 0) {
        chars[n++] = 0; // a closed run
        continue;
      }
      if (rootLabel[root] === -1) rootLabel[root] = labels++;
      chars[n++] = rootLabel[root]! + 1;
    }
    const rooms = layout.roomsIn[c]!;
    for (let k = 0; k < rooms.length; k++) {
      const room = rooms[k]!;
      if (layout.lastCol[room]! <= c) continue;
      if (this.roomDone[room] === 1 || closedStamp[room] === stamp) chars[n++] = 0;
      else if (layout.clue[room]! >= 0) chars[n++] = newSize[k]! + 2;
      else chars[n++] = 1;
    }
    if (c < this.lastDiffer) {
      chars[n++] = this.differedBefore(c) |
        (((m ^ this.differValue[c]!) & this.differMask[c]!) !== 0 ? 1 : 0);
    }
    chars.length = n;
    return String.fromCharCode.apply(null, chars);
  }
}
