/**
 * What the subset search still holds possible, and how one choice narrows it.
 *
 * Every unplaced room keeps its live stones (those of its list not yet ruled
 * out). From them each cell gets a state (SURE, OPEN, NEVER: `keys.ts`) and each
 * room a range of cells per column. A live stone is ruled out when
 *
 * - one of its cells faces a SURE cell of another room across a border (two
 *   shaded cells of different rooms may not touch);
 * - some column could no longer end with exactly rows/2 shaded cells if the
 *   room took this stone, whatever the other rooms take (their least and most
 *   per column);
 * - under `exact`, its cells can agree on no rank key (`keys.ts`).
 *
 * Ruling stones out changes cell states and ranges, which may rule out more, so
 * {@link Narrowing.narrow} repeats until nothing changes. To keep that cheap,
 * only stones that hold a cell whose state or key bounds changed since they were
 * last judged are judged again (found through an index from cells to stones),
 * unless a column limits the room: then all its stones are. The values the
 * stones were judged by are kept, and restored on backtracking, to tell.
 *
 * Everything is undone in the reverse order through {@link Narrowing.undo}.
 *
 * @module
 */

import {
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { KeyBounds, NEVER, OPEN, SURE } from "./keys.ts";
import { columnLimit, type StoneLimits, type StoneList } from "./stone_list.ts";
import type { WorkMeter } from "./work.ts";
import { f64, i32, i32From, u8 } from "./scratch.ts";

/** Where to undo to: see {@link Narrowing.mark}. */
export interface NarrowingMark {
  /** Length of the live-stone trail. */
  readonly live: number;
  /** Length of the trail of judged values. */
  readonly judged: number;
}

/**
 * The live stones of every room and what follows from them, for one search.
 * `lists[room]` is null for a room deferred by the search (listed only once it is
 * chosen, then given to {@link Narrowing.activate}). Until then such a room counts
 * through the cells it may still use: per column at most its longest unbroken run
 * of them (or their number, under the rules that allow holes), at least what the
 * other rooms cannot give, every column between two it must reach, and under
 * `exact` one key that all the columns it must reach allow.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Narrowing } from "./narrowing.ts";
 * import { listStones } from "./stones.ts";
 * import { workMeter } from "./work.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // 2×2, two one-column rooms: one shaded cell per column, not side by side.
 * const board = stostoneBoard(
 *   { rows: 2, cols: 2 },
 *   { vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) },
 * );
 * const meter = workMeter(10_000);
 * const lists = [0, 1].map((room) => listStones(board, room, "exact", meter));
 * const narrowing = new Narrowing(board, "exact", lists, meter);
 * assert.ok(narrowing.narrow());
 * assert.equal(narrowing.liveCount[1], 2);
 * const mark = narrowing.mark();
 * narrowing.place(0, narrowing.live[0]![0]!); // room 0 takes one of its cells
 * assert.ok(narrowing.narrow());
 * assert.equal(narrowing.liveCount[1], 1);
 * narrowing.unplace(0, narrowing.live[0]![0]!);
 * narrowing.undo(mark);
 * assert.equal(narrowing.liveCount[1], 2);
 * ```
 */
export class Narrowing {
  /** Per room, its stones' indices in its list; the first `liveCount[room]` are live. */
  readonly live: Int32Array[];
  /** Per room, how many stones are live. */
  readonly liveCount: Int32Array;
  /** After a {@link narrow} that failed, the room left without stones (−1: none was). */
  emptiedRoom = -1;
  /**
   * After a {@link narrow} that failed without emptying a room: the column whose range
   * could not end at rows/2, or −1 (what a search may blame for the dead end).
   */
  failedColumn = -1;
  /** The same: a cell both SURE and facing a SURE cell of another room, or −1. */
  failedCell = -1;
  /**
   * Whether the cell states and column ranges (what {@link limitsFor} reads) describe
   * the live stones as they are: true after a successful {@link narrow}, false after
   * any change since. An {@link undo} restores live stones but not those derived values:
   * a restarted search that listed a deferred room straight after undoing to the root
   * read the last search's deepest states, and listed too few stones (a 6×4 room under
   * `none` got 84 answers, "complete", of over a million).
   */
  #fresh = false;
  /**
   * Whether {@link narrow} also fails when some column cannot hold rows/2 shaded cells
   * with no two cells of different rooms above one another both shaded (under the rules
   * that fill half of each column). Off by default: probing (probe.ts) turns it on.
   */
  packColumns = false;
  /** Per room, 1 while it holds a stone. */
  readonly placed: Uint8Array;
  /** Per cell, 1 when a placed stone shades it. */
  readonly shaded: Uint8Array;
  /** Per cell, how many placed stones of other rooms it faces across a border. */
  readonly blocked: Int32Array;
  /** Per column, how many cells placed stones shade there. */
  readonly colCount: Int32Array;

  readonly #board: StostoneBoard;
  readonly #lists: (StoneList | null)[];
  readonly #meter: WorkMeter;
  /** The rule forbids vertical holes. */
  readonly #noHoles: boolean;
  readonly #balanced: boolean;
  readonly #half: number;
  readonly #limit: number;
  readonly #roomColumns: number[][];
  // Neighbours in other rooms, flat: cross[crossStart[cell] .. crossStart[cell + 1]).
  readonly #crossStart: Int32Array;
  readonly #cross: Int32Array;
  // (room, previous live count) pairs, undone on backtracking.
  readonly #trail: number[] = [];

  // Cell states, from the rooms' live stones (see keys.ts).
  readonly #state: Uint8Array;
  // The states a room's live stones give its cells, kept until its live stones change.
  readonly #ownState: Uint8Array;
  readonly #stale: Uint8Array;
  // Per cell, how many live stones of its room shade it.
  readonly #cover: Int32Array;
  readonly #forbidden: Uint8Array;
  // Per cell of a deferred room, the unbroken run of its usable cells ending there.
  readonly #run: Int32Array;
  // Per deferred room, the columns its stone must reach (from > to: none), set by
  // #deferredNeeds.
  readonly #needFrom: Float64Array;
  readonly #needTo: Float64Array;
  // A room's columns form an interval (it is connected): one slot per room and column,
  // no more slots in all than cells.
  readonly #leftmost: Int32Array;
  readonly #slotStart: Int32Array;
  // Per slot, the fewest and the most cells the room's live stones put in the column.
  readonly #shareMin: Int32Array;
  readonly #shareMax: Int32Array;
  // Per slot, how many live stones put 1, 2, … rows/2 cells in the column.
  readonly #amounts: number;
  readonly #byAmount: Int32Array;
  // Per column, the fewest and the most shaded cells all rooms together can give it.
  readonly #colLo: Int32Array;
  readonly #colHi: Int32Array;
  readonly #keys: KeyBounds | null;
  // The values every live stone was last judged by: cell states and cell key bounds,
  // with a trail of (index, old value) to restore them on backtracking.
  readonly #judgedState: Uint8Array;
  readonly #judgedLo: Int32Array;
  readonly #judgedHi: Int32Array;
  readonly #judgedTrail: number[] = [];
  #judgedOnce = false;
  // The cells whose judged values changed in this round (#collectChanges).
  readonly #changed: Int32Array;
  #changedCount = 0;
  // Per listed room: from each of its cells (by position in the room) to the stones
  // holding it, flat; the position of each stone in `live`; and the round it was last
  // judged in.
  readonly #localOf: Int32Array;
  readonly #holdersStart: (Int32Array | null)[];
  readonly #holders: (Int32Array | null)[];
  readonly #position: (Int32Array | null)[];
  readonly #judgedIn: (Int32Array | null)[];
  #round = 0;
  // Per room, the live count when this round's judging began, and the index entries
  // its changed cells hold.
  readonly #countBefore: Int32Array;
  readonly #pending: Float64Array;
  // Per room, 1 when its stones were never judged (just activated).
  readonly #unjudged: Uint8Array;

  /**
   * Starts with every listed stone live and nothing placed. `rule` must not be a
   * drop rule on a board with an odd row count (such boards have no answer).
   */
  constructor(
    board: StostoneBoard,
    rule: StostoneRule,
    lists: (StoneList | null)[],
    meter: WorkMeter,
  ) {
    const { rows, cols, rooms, roomOf } = board;
    const cellCount = rows * cols;
    const roomCount = rooms.length;
    this.#board = board;
    this.#lists = lists;
    this.#meter = meter;
    const requires = STOSTONE_RULE_REQUIREMENTS[rule];
    this.#noHoles = requires.noVerticalHole;
    this.#balanced = requires.halfOfEachColumn;
    this.#half = Math.floor(rows / 2);
    this.#limit = columnLimit(rows, rule);
    this.live = lists.map((list) => identity(list?.count ?? 0));
    this.liveCount = i32From(lists.map((list) => list?.count ?? 0));
    this.placed = u8(roomCount);
    this.shaded = u8(cellCount);
    this.blocked = i32(cellCount);
    this.colCount = i32(cols);
    this.#roomColumns = rooms.map((cells) =>
      [...new Set(cells.map((cell) => cell % cols))].sort((a, b) => a - b)
    );

    [this.#crossStart, this.#cross] = crossNeighbours(board);

    this.#state = u8(cellCount);
    this.#ownState = u8(cellCount);
    this.#stale = u8(roomCount).fill(1);
    this.#cover = i32(cellCount);
    this.#forbidden = u8(cellCount);
    this.#run = i32(cellCount);
    this.#needFrom = f64(roomCount).fill(Infinity);
    this.#needTo = f64(roomCount).fill(-1);
    this.#leftmost = i32From(this.#roomColumns.map((columns) => columns[0] ?? 0));
    this.#slotStart = i32(roomCount + 1);
    for (let q = 0; q < roomCount; q++) {
      this.#slotStart[q + 1] = this.#slotStart[q]! + this.#roomColumns[q]!.length;
    }
    const slots = this.#slotStart[roomCount]!;
    this.#shareMin = i32(slots);
    this.#shareMax = i32(slots);
    this.#amounts = this.#balanced ? this.#half : 0;
    this.#byAmount = i32(slots * (this.#amounts + 1));
    this.#colLo = i32(cols);
    this.#colHi = i32(cols);
    this.#keys = requires.dropFillsBottomHalf ? new KeyBounds(board, roomOf, roomCount) : null;
    this.#judgedState = u8(cellCount);
    this.#judgedLo = i32(cellCount);
    this.#judgedHi = i32(cellCount);
    this.#changed = i32(cellCount);
    this.#localOf = i32(cellCount);
    for (const cells of rooms) cells.forEach((cell, i) => this.#localOf[cell] = i);
    this.#holdersStart = rooms.map(() => null);
    this.#holders = rooms.map(() => null);
    this.#position = rooms.map(() => null);
    this.#judgedIn = rooms.map(() => null);
    this.#countBefore = i32(roomCount);
    this.#pending = f64(roomCount);
    this.#unjudged = u8(roomCount);

    lists.forEach((list, q) => {
      if (list === null) return;
      for (let stone = 0; stone < list.count; stone++) this.#account(q, list, stone, 1);
      this.#index(q, list);
    });
  }

  /** Builds room q's index from cells to stones, every stone live in list order. */
  #index(q: number, list: StoneList): void {
    const size = this.#board.rooms[q]!.length;
    const start = i32(size + 1);
    for (const cell of list.cells) start[this.#localOf[cell]! + 1]!++;
    for (let i = 0; i < size; i++) start[i + 1]! += start[i]!;
    const fill = i32From(start.subarray(0, size));
    const holders = i32(list.cells.length);
    for (let stone = 0; stone < list.count; stone++) {
      for (let k = list.cellStart[stone]!; k < list.cellStart[stone + 1]!; k++) {
        holders[fill[this.#localOf[list.cells[k]!]!]!++] = stone;
      }
    }
    this.#holdersStart[q] = start;
    this.#holders[q] = holders;
    this.#position[q] = identity(list.count);
    this.#judgedIn[q] = i32(list.count);
    this.#meter.used += 2 * list.cells.length + size + 2 * list.count;
  }

  /** The room with its slot for column `c`. */
  #slotOf(q: number, c: number): number {
    return this.#slotStart[q]! + c - this.#leftmost[q]!;
  }

  /** Adds a live stone of room q to (sign 1) or takes it from (sign −1) the room's counts. */
  #account(q: number, list: StoneList, stone: number, sign: 1 | -1): void {
    const cellEnd = list.cellStart[stone + 1]!;
    const colEnd = list.colStart[stone + 1]!;
    this.#meter.used += cellEnd - list.cellStart[stone]! + colEnd - list.colStart[stone]!;
    for (let k = list.cellStart[stone]!; k < cellEnd; k++) this.#cover[list.cells[k]!]! += sign;
    if (!this.#balanced) return;
    const width = this.#amounts + 1;
    for (let k = list.colStart[stone]!; k < colEnd; k++) {
      this.#byAmount[this.#slotOf(q, list.colIndex[k]!) * width + list.colAmount[k]!]! += sign;
    }
  }

  /** Places stone `stone` of `room` (its list must be set): shades its cells. */
  place(room: number, stone: number): void {
    this.#placeSigned(room, stone, 1);
  }

  /** Takes back {@link place}. */
  unplace(room: number, stone: number): void {
    this.#placeSigned(room, stone, -1);
  }

  #placeSigned(room: number, stone: number, sign: 1 | -1): void {
    this.#fresh = false;
    const list = this.#lists[room]!;
    const { shaded, blocked, colCount } = this;
    const cross = this.#cross;
    const crossStart = this.#crossStart;
    for (let k = list.cellStart[stone]!; k < list.cellStart[stone + 1]!; k++) {
      const cell = list.cells[k]!;
      shaded[cell] = sign === 1 ? 1 : 0;
      for (let j = crossStart[cell]!; j < crossStart[cell + 1]!; j++) blocked[cross[j]!]! += sign;
    }
    for (let k = list.colStart[stone]!; k < list.colStart[stone + 1]!; k++) {
      colCount[list.colIndex[k]!]! += sign * list.colAmount[k]!;
    }
    this.placed[room] = sign === 1 ? 1 : 0;
  }

  /**
   * Shuffles room q's live stones (the first `liveCount[q]`), `random` giving numbers in
   * [0, 1); the set of live stones stays the same, so marks and undo are unaffected.
   */
  shuffleLive(q: number, random: () => number, biggestFirst = false): void {
    const arr = this.live[q]!;
    const position = this.#position[q]!;
    const n = this.liveCount[q]!;
    this.#meter.used += n;
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const a = arr[i]!;
      const b = arr[j]!;
      arr[i] = b;
      arr[j] = a;
    }
    if (biggestFirst) {
      const list = this.#lists[q]!;
      const size = (stone: number) => list.cellStart[stone + 1]! - list.cellStart[stone]!;
      const sorted = Array.from(arr.subarray(0, n)).sort((x, y) => size(y) - size(x));
      this.#meter.used += n;
      for (let i = 0; i < n; i++) arr[i] = sorted[i]!;
    }
    for (let i = 0; i < n; i++) position[arr[i]!] = i;
  }

  /** The room's list, or null while it is deferred. */
  listOf(room: number): StoneList | null {
    return this.#lists[room] ?? null;
  }

  /**
   * Gives a deferred room its list (made under {@link limitsFor}), every stone live;
   * the next {@link narrow} judges them all. {@link undo} makes it deferred again.
   */
  activate(room: number, list: StoneList): void {
    this.#fresh = false;
    this.#lists[room] = list;
    this.live[room] = identity(list.count);
    this.liveCount[room] = list.count;
    for (let stone = 0; stone < list.count; stone++) this.#account(room, list, stone, 1);
    this.#index(room, list);
    this.#stale[room] = 1;
    this.#unjudged[room] = 1;
    this.#trail.push(room, ACTIVATED);
  }

  /**
   * The leftmost column where room q has an OPEN cell (some of its live stones shade
   * it, some do not), as of the last successful {@link narrow}; −1 when it has none.
   */
  firstOpenColumn(q: number): number {
    const cells = this.#board.rooms[q]!;
    const cols = this.colCount.length;
    this.#meter.used += cells.length;
    let first = -1;
    for (const cell of cells) {
      if (this.#state[cell] !== OPEN) continue;
      const c = cell % cols;
      if (first < 0 || c < first) first = c;
    }
    return first;
  }

  /**
   * The rows that stone `stone` of room q shades in column c, as a bit mask (row r is
   * bit r mod 32: on a taller board two patterns may share a mask, and the stones
   * grouped by mask still fall into disjoint groups).
   */
  columnPattern(q: number, stone: number, c: number): number {
    const list = this.#lists[q]!;
    const cols = this.colCount.length;
    const end = list.cellStart[stone + 1]!;
    this.#meter.used += end - list.cellStart[stone]!;
    let mask = 0;
    for (let k = list.cellStart[stone]!; k < end; k++) {
      const cell = list.cells[k]!;
      if (cell % cols === c) mask |= 1 << Math.floor(cell / cols);
    }
    return mask;
  }

  /**
   * Keeps live only the stones of listed room q that shade exactly the rows `mask` in
   * column c; {@link undo} brings the others back. Call {@link narrow} next.
   */
  keepPattern(q: number, c: number, mask: number): void {
    this.keepWhere(q, (stone) => this.columnPattern(q, stone, c) === mask);
  }

  /**
   * How many live stones of the cell's room shade it (0 in a deferred room): in an
   * unplaced listed room, strictly between 0 and its live count while the cell is open.
   */
  shadersOf(cell: number): number {
    return this.#cover[cell]!;
  }

  /**
   * Keeps live only the stones of listed room q that shade `cell` (`shade` true) or that
   * leave it unshaded; {@link undo} brings the others back. Call {@link narrow} next. With
   * both kinds live, the two calls split the room's stones in two without overlap.
   */
  keepCell(q: number, cell: number, shade: boolean): void {
    const list = this.#lists[q]!;
    this.keepWhere(q, (stone) => {
      const end = list.cellStart[stone + 1]!;
      this.#meter.used += end - list.cellStart[stone]!;
      for (let k = list.cellStart[stone]!; k < end; k++) if (list.cells[k] === cell) return shade;
      return !shade;
    });
  }

  /** How many cells of a room may still be shaded (as of the last {@link narrow}). */
  usableCells(room: number): number {
    const cells = this.#board.rooms[room]!;
    this.#meter.used += cells.length;
    let usable = 0;
    for (const cell of cells) if (this.#state[cell] !== NEVER) usable++;
    return usable;
  }

  /**
   * Limits for listing a deferred room's stones now (as of the last successful
   * {@link narrow}): cells that may still be shaded, and per column the room left by
   * the other rooms' least shares. For the `last` room to be placed the stone must
   * also fill every column to exactly rows/2, which fixes its size.
   */
  limitsFor(room: number, last = false): StoneLimits {
    // After an undo, judge again first; a contradiction (a fixpoint has none) leaves no cell.
    if (!this.#fresh) {
      if (!this.#judge()) return { usable: () => false };
      this.#fresh = true;
    }
    const state = this.#state;
    const cols = this.colCount.length;
    if (!this.#balanced) return { usable: (cell) => state[cell] !== NEVER };
    const first = this.#leftmost[room]!;
    const width = this.#roomColumns[room]!.length;
    const columnRoom = i32(cols);
    // The least the other rooms' most leaves it to fill (`#deferredNeeds`); for the last
    // room, all that its columns still lack.
    const columnNeed = i32(cols);
    for (let c = 0; c < cols; c++) {
      const own = c >= first && c < first + width ? this.#shareMin[this.#slotOf(room, c)]! : 0;
      columnRoom[c] = this.#half - (this.#colLo[c]! - own);
      columnNeed[c] = last ? this.#half - this.colCount[c]! : own;
    }
    let need = 0;
    for (let c = 0; c < cols; c++) need += this.#half - this.colCount[c]!;
    return {
      usable: (cell) => state[cell] !== NEVER,
      columnRoom,
      columnNeed,
      size: last ? need : undefined,
    };
  }

  /** Where {@link undo} returns to. */
  mark(): NarrowingMark {
    return { live: this.#trail.length, judged: this.#judgedTrail.length };
  }

  /** Restores every live stone dropped, and every judged value changed, since `mark`. */
  undo(mark: NarrowingMark): void {
    const trail = this.#trail;
    if (trail.length > mark.live || this.#judgedTrail.length > mark.judged) this.#fresh = false;
    while (trail.length > mark.live) {
      const previous = trail.pop()!;
      const q = trail.pop()!;
      const list = this.#lists[q]!;
      if (previous === ACTIVATED) {
        // Every stone is live again (later entries were undone first): drop them all.
        for (let stone = 0; stone < list.count; stone++) this.#account(q, list, stone, -1);
        this.#lists[q] = null;
        this.#holdersStart[q] = null;
        this.#holders[q] = null;
        this.#position[q] = null;
        this.#judgedIn[q] = null;
        this.#unjudged[q] = 0;
        continue;
      }
      const arr = this.live[q]!;
      for (let j = this.liveCount[q]!; j < previous; j++) this.#account(q, list, arr[j]!, 1);
      this.liveCount[q] = previous;
      this.#stale[q] = 1;
    }
    const judged = this.#judgedTrail;
    const cellCount = this.shaded.length;
    this.#meter.used += (judged.length - mark.judged) / 2;
    while (judged.length > mark.judged) {
      const old = judged.pop()!;
      const i = judged.pop()!;
      if (i < cellCount) this.#judgedState[i] = old;
      else if (i < 2 * cellCount) this.#judgedLo[i - cellCount] = old;
      else this.#judgedHi[i - 2 * cellCount] = old;
    }
  }

  /** Sets a listed unplaced room's cell states and column ranges from its counts. */
  #summarise(q: number): void {
    const count = this.liveCount[q]!;
    const cells = this.#board.rooms[q]!;
    const cover = this.#cover;
    for (const cell of cells) {
      this.#ownState[cell] = cover[cell] === count ? SURE : cover[cell]! > 0 ? OPEN : NEVER;
    }
    this.#stale[q] = 0;
    this.#meter.used += cells.length;
    if (!this.#balanced) return;
    const width = this.#amounts + 1;
    for (const c of this.#roomColumns[q]!) {
      const slot = this.#slotOf(q, c);
      let touching = 0;
      let least = 0;
      let most = 0;
      for (let a = 1; a <= this.#amounts; a++) {
        const n = this.#byAmount[slot * width + a]!;
        if (n === 0) continue;
        if (least === 0) least = a;
        most = a;
        touching += n;
      }
      // A column some live stone leaves alone is a share the room can avoid.
      this.#shareMin[slot] = touching < count ? 0 : least;
      this.#shareMax[slot] = most;
    }
    this.#meter.used += this.#roomColumns[q]!.length * width;
  }

  /** A deferred room's cells: any cell no placed stone blocks may be shaded. */
  #deferredCells(q: number): void {
    const cells = this.#board.rooms[q]!;
    this.#meter.used += cells.length;
    for (const cell of cells) this.#state[cell] = this.blocked[cell] === 0 ? OPEN : NEVER;
  }

  /**
   * A deferred room's column ranges, from its cells that may still be shaded: at most
   * the column limit, and under the no-hole rules at most the longest unbroken run.
   * False when no cell is left (deferred rooms have a clue other than 0: they need a stone).
   */
  #deferredShares(q: number): boolean {
    const cells = this.#board.rooms[q]!;
    const { horizontal, roomOf } = this.#board;
    const cols = this.colCount.length;
    const state = this.#state;
    const run = this.#run;
    const noHoles = this.#noHoles;
    this.#meter.used += cells.length;
    for (const c of this.#roomColumns[q]!) {
      this.#shareMin[this.#slotOf(q, c)] = 0;
      this.#shareMax[this.#slotOf(q, c)] = 0;
    }
    let usable = 0;
    for (const cell of cells) { // ascending: the cell above comes first
      if (state[cell] === NEVER) continue;
      usable++;
      const slot = this.#slotOf(q, cell % cols);
      if (!noHoles) {
        this.#shareMax[slot]!++;
        continue;
      }
      // A stone meets a column in one unbroken run of usable cells with no border inside.
      const above = cell - cols;
      const joined = above >= 0 && roomOf[above] === q && state[above] !== NEVER &&
        horizontal[above] === 0;
      run[cell] = joined ? run[above]! + 1 : 1;
      if (run[cell]! > this.#shareMax[slot]!) this.#shareMax[slot] = run[cell]!;
    }
    for (const c of this.#roomColumns[q]!) {
      const slot = this.#slotOf(q, c);
      this.#shareMax[slot] = Math.min(this.#limit, this.#shareMax[slot]!);
    }
    return usable > 0;
  }

  /**
   * A deferred room must fill the columns the other rooms cannot: its least share there
   * rises, and as a stone spans an unbroken interval of columns, every column between
   * two such columns needs at least one of its cells. False when it cannot.
   */
  #deferredNeeds(q: number): boolean {
    const half = this.#half;
    const colLo = this.#colLo;
    const colHi = this.#colHi;
    let from = Infinity;
    let to = -1;
    for (const c of this.#roomColumns[q]!) {
      if (colHi[c]! - this.#shareMax[this.#slotOf(q, c)]! < half) {
        if (c < from) from = c;
        to = c;
      }
    }
    this.#meter.used += this.#roomColumns[q]!.length;
    this.#needFrom[q] = from;
    this.#needTo[q] = to;
    for (let c = from; c <= to; c++) {
      const slot = this.#slotOf(q, c);
      const need = Math.max(1, half - (colHi[c]! - this.#shareMax[slot]!));
      if (need > this.#shareMax[slot]!) return false;
      colLo[c]! += need - this.#shareMin[slot]!;
      this.#shareMin[slot] = need;
    }
    return true;
  }

  /** Cell states, forbidden cells, column ranges and keys; false on a contradiction. */
  #judge(): boolean {
    const { rooms } = this.#board;
    const state = this.#state;
    const cellCount = state.length;
    const cols = this.colCount.length;
    this.#meter.used += rooms.length + 3 * cellCount;
    for (let q = 0; q < rooms.length; q++) {
      if (this.placed[q] === 1) {
        for (const cell of rooms[q]!) state[cell] = this.shaded[cell] === 1 ? SURE : NEVER;
      } else if (this.#lists[q] === null) {
        this.#deferredCells(q);
      } else {
        if (this.#stale[q] === 1) this.#summarise(q);
        for (const cell of rooms[q]!) state[cell] = this.#ownState[cell]!;
      }
    }
    const forbidden = this.#forbidden;
    forbidden.fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      if (state[cell] !== SURE) continue;
      for (let j = this.#crossStart[cell]!; j < this.#crossStart[cell + 1]!; j++) {
        forbidden[this.#cross[j]!] = 1;
      }
    }
    for (let cell = 0; cell < cellCount; cell++) {
      if (forbidden[cell] === 0) continue;
      if (state[cell] === SURE) { // two sure cells face across a border
        this.failedCell = cell;
        return false;
      }
      state[cell] = NEVER;
    }
    for (let q = 0; q < rooms.length; q++) {
      if (this.placed[q] === 0 && this.#lists[q] === null && !this.#deferredShares(q)) {
        return false;
      }
    }
    if (this.#balanced) {
      const colLo = this.#colLo;
      const colHi = this.#colHi;
      colLo.set(this.colCount);
      colHi.set(this.colCount);
      for (let q = 0; q < rooms.length; q++) {
        if (this.placed[q] === 1) continue;
        for (const c of this.#roomColumns[q]!) {
          colLo[c]! += this.#shareMin[this.#slotOf(q, c)]!;
          colHi[c]! += this.#shareMax[this.#slotOf(q, c)]!;
        }
      }
      for (let q = 0; q < rooms.length; q++) {
        if (this.placed[q] === 0 && this.#lists[q] === null && !this.#deferredNeeds(q)) {
          return false;
        }
      }
      const half = this.#half;
      for (let c = 0; c < cols; c++) {
        if (colLo[c]! > half || colHi[c]! < half) {
          this.failedColumn = c;
          return false;
        }
      }
      if (this.packColumns && !this.#columnsPack()) return false;
    }
    if (this.#keys === null) return true;
    if (!this.#keys.update(state, this.#meter)) return false;
    // A deferred room's stone has one key and a cell in every column it must reach.
    for (let q = 0; q < rooms.length; q++) {
      if (this.placed[q] === 1 || this.#lists[q] !== null) continue;
      const from = this.#needFrom[q]!;
      const to = this.#needTo[q]!;
      if (from <= to && !this.#keys.meetAcross(rooms[q]!, from, to, state, this.#meter)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether every column can still hold rows/2 shaded cells when two cells of different
   * rooms above one another may not both be shaded: the most a column can hold, cell by
   * cell from the top (NEVER cells unshaded), must reach rows/2.
   */
  #columnsPack(): boolean {
    const { roomOf } = this.#board;
    const state = this.#state;
    const cols = this.colCount.length;
    const rows = state.length / cols;
    this.#meter.used += state.length;
    for (let c = 0; c < cols; c++) {
      // Most shaded so far with the cell above shaded (on) or not (off).
      let on = -Infinity;
      let off = 0;
      for (let r = 0; r < rows; r++) {
        const cell = r * cols + c;
        const s = state[cell]!;
        const apart = r > 0 && roomOf[cell - cols] !== roomOf[cell];
        const best = Math.max(on, off);
        const nextOn = s === NEVER ? -Infinity : (apart ? off : best) + 1;
        const nextOff = s === SURE ? -Infinity : best;
        on = nextOn;
        off = nextOff;
      }
      if (Math.max(on, off) < this.#half) return false;
    }
    return true;
  }

  /**
   * Lists the cells whose state or key bounds changed since the stones holding them
   * were last judged, and records the new values (trailed, so that backtracking
   * restores them). The first time, every room is judged whole instead.
   */
  #collectChanges(): void {
    const state = this.#state;
    const cellCount = state.length;
    const trail = this.#judgedTrail;
    const changed = this.#changed;
    this.#changedCount = 0;
    if (!this.#judgedOnce) {
      this.#judgedOnce = true;
      this.#unjudged.fill(1);
      this.#judgedState.set(state);
      if (this.#keys !== null) {
        this.#judgedLo.set(this.#keys.cellLo);
        this.#judgedHi.set(this.#keys.cellHi);
      }
      return;
    }
    const before = trail.length;
    const keys = this.#keys;
    for (let cell = 0; cell < cellCount; cell++) {
      let differs = false;
      if (state[cell] !== this.#judgedState[cell]) {
        trail.push(cell, this.#judgedState[cell]!);
        this.#judgedState[cell] = state[cell]!;
        differs = true;
      }
      // A NEVER cell's bounds are left over from an earlier update and judge nothing.
      if (keys !== null && state[cell] !== NEVER) {
        if (keys.cellLo[cell] !== this.#judgedLo[cell]) {
          trail.push(cellCount + cell, this.#judgedLo[cell]!);
          this.#judgedLo[cell] = keys.cellLo[cell]!;
          differs = true;
        }
        if (keys.cellHi[cell] !== this.#judgedHi[cell]) {
          trail.push(2 * cellCount + cell, this.#judgedHi[cell]!);
          this.#judgedHi[cell] = keys.cellHi[cell]!;
          differs = true;
        }
      }
      if (differs) changed[this.#changedCount++] = cell;
    }
    this.#meter.used += 3 * cellCount + (trail.length - before) / 2;
  }

  /**
   * Whether a column could limit which live stones room q may take: one where the
   * room's least or most share would not fit beside the other rooms' ranges.
   */
  #columnsBind(q: number): boolean {
    if (!this.#balanced) return false;
    const half = this.#half;
    this.#meter.used += this.#roomColumns[q]!.length;
    for (const c of this.#roomColumns[q]!) {
      const slot = this.#slotOf(q, c);
      const least = this.#shareMin[slot]!;
      const most = this.#shareMax[slot]!;
      if (this.#colLo[c]! - least + most > half || this.#colHi[c]! - most + least < half) {
        return true;
      }
    }
    return false;
  }

  /** Judges one live stone of room q (at `at` in `live`); drops it if it no longer fits. */
  #judgeStone(q: number, list: StoneList, at: number): void {
    const arr = this.live[q]!;
    const stone = arr[at]!;
    this.#judgedIn[q]![stone] = this.#round;
    this.#meter.used += list.cellStart[stone + 1]! - list.cellStart[stone]! + 1;
    if (this.#fits(q, list, stone)) return;
    this.#account(q, list, stone, -1);
    const last = --this.liveCount[q]!;
    const moved = arr[last]!;
    arr[at] = moved;
    arr[last] = stone;
    this.#position[q]![moved] = at;
    this.#position[q]![stone] = last;
  }

  /** Whether a live stone of unplaced room q fits everything known about the others. */
  #fits(q: number, list: StoneList, stone: number): boolean {
    const cellEnd = list.cellStart[stone + 1]!;
    const forbidden = this.#forbidden;
    for (let k = list.cellStart[stone]!; k < cellEnd; k++) {
      if (forbidden[list.cells[k]!] === 1) return false;
    }
    if (this.#keys !== null) {
      const { cellLo, cellHi } = this.#keys;
      let lo = 0;
      let hi = Infinity;
      for (let k = list.cellStart[stone]!; k < cellEnd; k++) {
        const cell = list.cells[k]!;
        if (cellLo[cell]! > lo) lo = cellLo[cell]!;
        if (cellHi[cell]! < hi) hi = cellHi[cell]!;
      }
      if (lo > hi) return false;
    }
    if (!this.#balanced) return true;
    // Each column must still be able to end at exactly rows/2 with this stone's share in
    // place of the room's range.
    const half = this.#half;
    let k = list.colStart[stone]!;
    const colEnd = list.colStart[stone + 1]!;
    for (const c of this.#roomColumns[q]!) {
      let a = 0;
      if (k < colEnd && list.colIndex[k] === c) a = list.colAmount[k++]!;
      const slot = this.#slotOf(q, c);
      if (this.#colLo[c]! - this.#shareMin[slot]! + a > half) return false;
      if (this.#colHi[c]! - this.#shareMax[slot]! + a < half) return false;
    }
    return true;
  }

  /**
   * Drops the live stones that no longer fit from every unplaced room, again and again
   * until nothing changes. False on a dead end, or when the budget runs out (the caller
   * tells the two apart by the meter).
   */
  narrow(): boolean {
    const meter = this.#meter;
    const trail = this.#trail;
    const lists = this.#lists;
    const roomOf = this.#board.roomOf;
    const listed = (q: number) => this.placed[q] === 0 && lists[q] !== null;
    this.emptiedRoom = -1;
    this.failedColumn = -1;
    this.failedCell = -1;
    this.#fresh = false;
    for (;;) {
      if (meter.used > meter.budget) return false;
      if (!this.#judge()) return false;
      this.#collectChanges();
      this.#round++;
      const pending = this.#pending;
      for (let i = 0; i < this.#changedCount; i++) {
        const cell = this.#changed[i]!;
        const q = roomOf[cell]!;
        if (!listed(q)) continue;
        const local = this.#localOf[cell]!;
        const start = this.#holdersStart[q]!;
        pending[q]! += start[local + 1]! - start[local]!;
      }
      meter.used += lists.length + this.#changedCount;
      // A room is judged whole when it was never judged, when a column limits it, or
      // when its changed cells are held by about as many stones as it has live cells;
      // else only the stones that hold a changed cell are.
      const whole = this.#countBefore; // reused below as the live count before judging
      for (let q = 0; q < lists.length; q++) {
        if (!listed(q)) continue;
        const list = lists[q]!;
        const before = this.liveCount[q]!;
        const liveCells = before * list.cells.length / Math.max(1, list.count);
        if (this.#unjudged[q] === 1 || pending[q]! > liveCells || this.#columnsBind(q)) {
          this.#unjudged[q] = 0;
          for (let j = before - 1; j >= 0; j--) this.#judgeStone(q, list, j);
          pending[q] = -1; // done
        }
        whole[q] = before;
      }
      for (let i = 0; i < this.#changedCount; i++) {
        const cell = this.#changed[i]!;
        const q = roomOf[cell]!;
        if (!listed(q) || pending[q]! < 0) continue;
        const list = lists[q]!;
        const local = this.#localOf[cell]!;
        const start = this.#holdersStart[q]!;
        const holders = this.#holders[q]!;
        const position = this.#position[q]!;
        const judgedIn = this.#judgedIn[q]!;
        meter.used += start[local + 1]! - start[local]!;
        for (let k = start[local]!; k < start[local + 1]!; k++) {
          const stone = holders[k]!;
          if (position[stone]! >= this.liveCount[q]! || judgedIn[stone] === this.#round) continue;
          this.#judgeStone(q, list, position[stone]!);
        }
      }
      // Trail every room that lost stones before giving up on one that has none left.
      let changed = false;
      let emptied = false;
      for (let q = 0; q < lists.length; q++) {
        if (!listed(q)) continue;
        pending[q] = 0;
        if (this.liveCount[q] === whole[q]) continue;
        trail.push(q, whole[q]!);
        this.#stale[q] = 1;
        changed = true;
        if (this.liveCount[q] === 0) {
          emptied = true;
          this.emptiedRoom = q;
        }
      }
      if (emptied) return false;
      if (!changed) {
        this.#fresh = true;
        return true;
      }
    }
  }

  /**
   * Puts room q's live stones back in the order of `order` (a copy of its live stones
   * taken since: the live ones must all be in it), one work unit per entry. Narrowing
   * reorders live stones as it drops them, and undoing restores the set, not the order:
   * the list-order search, which tries stones in live order, stays as it would have gone.
   */
  restoreOrder(q: number, order: Int32Array): void {
    const arr = this.live[q]!;
    const position = this.#position[q]!;
    const n = this.liveCount[q]!;
    this.#meter.used += order.length;
    let at = 0;
    for (const stone of order) {
      if (position[stone]! >= n) continue; // dropped since
      arr[at] = stone;
      position[stone] = at++;
    }
  }

  /**
   * Keeps live only the stones of listed, unplaced room q for which `keep` holds (`keep`
   * charges the work); {@link undo} brings the others back. How many were dropped; call
   * {@link narrow} next.
   */
  keepWhere(q: number, keep: (stone: number) => boolean): number {
    const list = this.#lists[q]!;
    const arr = this.live[q]!;
    const position = this.#position[q]!;
    const before = this.liveCount[q]!;
    let n = before;
    // From the end down: every stone above `at` is judged already, so the one swapped
    // into `at` stays.
    for (let at = n - 1; at >= 0; at--) {
      const stone = arr[at]!;
      if (keep(stone)) continue;
      this.#account(q, list, stone, -1);
      const last = --n;
      const moved = arr[last]!;
      arr[at] = moved;
      arr[last] = stone;
      position[moved] = at;
      position[stone] = last;
    }
    this.#fresh = false;
    if (n === before) return 0;
    this.liveCount[q] = n;
    this.#trail.push(q, before);
    this.#stale[q] = 1;
    return before - n;
  }
}

// A live-stone trail entry that stands for a room's listing, not a count.
const ACTIVATED = -1;

function identity(count: number): Int32Array {
  const out = i32(count);
  for (let i = 0; i < count; i++) out[i] = i;
  return out;
}

/**
 * Each cell's neighbours in other rooms, flat: `cross[crossStart[cell] ..
 * crossStart[cell + 1])`, as `[crossStart, cross]`.
 */
function crossNeighbours(board: StostoneBoard): [Int32Array, Int32Array] {
  const { rows, cols, roomOf } = board;
  const cellCount = rows * cols;
  const crossStart = i32(cellCount + 1);
  const cross: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    const nbs = [
      r > 0 ? cell - cols : -1,
      c > 0 ? cell - 1 : -1,
      c < cols - 1 ? cell + 1 : -1,
      r < rows - 1 ? cell + cols : -1,
    ];
    for (const nb of nbs) if (nb >= 0 && roomOf[nb] !== roomOf[cell]) cross.push(nb);
    crossStart[cell + 1] = cross.length;
  }
  return [crossStart, i32From(cross)];
}
