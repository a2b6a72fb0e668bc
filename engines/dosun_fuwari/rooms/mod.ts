/**
 * The Dosun-Fuwari *rooms* engine: picks one balloon cell and one iron-ball cell
 * in every room and validates cell by cell. It backtracks room by room, always
 * taking next the unassigned room with the fewest (balloon, iron ball) pairs still
 * possible (most constrained first; a room with none is a dead end, a room with
 * one is forced).
 *
 * A pair is possible when every support it can already judge holds: a piece's
 * holding neighbour is judged once that neighbour's room is assigned (until then
 * the piece is given the benefit of the doubt), and a piece already placed next to
 * the room demands what its own support needs from the room's cells. So every
 * (piece, supporting cell) pair is checked exactly when the later of the two rooms
 * is assigned. Finished grids are checked again by `cellVerdict` before they are
 * returned.
 *
 * A room's possible pairs are kept until a room above or below it is assigned or
 * lifted, the only events that change them.
 *
 * Before the search, the cells that could ever hold a balloon (an iron ball) are
 * worked out column by column under the official reading (the edge, a black cell, or
 * a possible balloon of another room above), and a room with no such cell has no
 * answer at once: without it a random 12×12 board whose dead room only shows through
 * a chain of rooms could run the search out of its budget. (This fixed work, a few
 * passes over the cells, is not counted in nodes.)
 *
 * Under the loose reading those cells are then narrowed further: a cell stays a possible
 * balloon (iron ball) only while its room has a possible pair with it there whose pieces
 * the cells above and below can hold up, repeated room by room until nothing changes
 * (`narrow`), and again from the rooms above and below each room the search assigns
 * (undone when it lifts it); the search judges a piece leaning on an unassigned room by
 * the same marks. A pinned cell holds its pinned value from the start.
 *
 * The search runs in passes, each complete on its own, alternating two orders of a
 * room's pairs (first first, last first) with growing shares of the budget
 * ({@link PASSES}): some questions are lost in one order and quick in the other. A
 * search for every answer (`cap` Infinity) is one pass.
 *
 * A node, the unit of `budget`, is one cell looked at or one pair weighed while
 * listing a room's possible pairs, one room looked at while choosing, or one cell
 * written while placing a pair or recording an answer.
 *
 * @module
 */

import type { SolveOptions, SolveResult } from "../../../core/grid.ts";
import {
  BALLOON,
  DEFAULT_DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import { cellVerdict } from "./check.ts";

/** Nodes allowed when the caller gives no budget: enough for every 12×12 unique board. */
export const DEFAULT_BUDGET = 20_000_000;

/**
 * The work budget a board gets when none is given: {@link DEFAULT_BUDGET} on every
 * size. Within it the engine decides every Dosun-Fuwari corpus board, the 40×40 ones
 * included, so no size measured calls for another (docs/ENGINES.md, "Budgets").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { budgetFor, DEFAULT_BUDGET } from "./mod.ts";
 * assert.equal(budgetFor({ rows: 40, cols: 40 }), DEFAULT_BUDGET);
 * ```
 */
export function budgetFor(_board: { readonly rows: number; readonly cols: number }): number {
  return DEFAULT_BUDGET;
}

/** Work done by one run of the rooms engine. */
export interface RoomsStats {
  /** Nodes spent (the budgeted unit, see the module doc). */
  readonly nodes: number;
  /** Pairs placed in a room (search steps). */
  readonly placements: number;
  /** Times the search found an unassigned room with no possible pair. */
  readonly deadEnds: number;
  /** Complete fillings reached (each was verified). */
  readonly leaves: number;
}

/** A cell not decided yet: its room is unassigned. */
const UNDECIDED = -1;

/**
 * Per cell, 1 when a piece leaning on `toward` (the cell above for a balloon, below for
 * an iron ball; −1 for the edge or a black cell) could ever stand there: when any piece
 * holds (`anyPiece`, the loose rule), on the edge or a black cell, or on a possible piece of its kind in another room.
 * `topDown` walks the rows so that `toward[cell]` is settled before `cell`.
 */
function mayLeanOn(
  board: DosunFuwariBoard,
  toward: Int32Array,
  anyPiece: boolean,
  topDown: boolean,
): Uint8Array {
  const { black, roomOf } = board;
  const n = black.length;
  const may = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const cell = topDown ? i : n - 1 - i;
    if (black[cell] === 1) continue;
    const on = toward[cell]!;
    may[cell] = anyPiece || on < 0 || (roomOf[on] !== roomOf[cell] && may[on] === 1) ? 1 : 0;
  }
  return may;
}

/**
 * Reads the pinned cells: one entry per cell of the board, each −1 (free), or the
 * value the cell must hold; null when none are given.
 */
function settlePinned(board: DosunFuwariBoard, pinned: unknown): Int8Array | null {
  if (pinned === undefined) return null;
  const n = board.rows * board.cols;
  const list = pinned as ArrayLike<unknown> | null;
  if (list === null || typeof list !== "object" || list.length !== n) {
    const got = list === null || typeof list !== "object" ? String(list) : list.length;
    throw new RangeError(`dosun-fuwari/rooms: pinned must list ${n} cells, got ${got}`);
  }
  const out = new Int8Array(n);
  for (let cell = 0; cell < n; cell++) {
    const v = list[cell];
    if (v !== -1 && v !== EMPTY && v !== BALLOON && v !== IRON) {
      throw new RangeError(
        `dosun-fuwari/rooms: pinned value of cell ${cell} must be -1, 0, 1 or 2, got ${v}`,
      );
    }
    out[cell] = v;
  }
  return out;
}

/** Reads and checks the options, filling in the defaults. */
function settle(
  board: DosunFuwariBoard,
  options: Partial<SolveOptions<DosunFuwariRule>>,
): SolveOptions<DosunFuwariRule> {
  const rule = options.rule ?? DEFAULT_DOSUN_FUWARI_RULE;
  if (!DOSUN_FUWARI_RULES.includes(rule)) {
    throw new RangeError(
      `dosun-fuwari/rooms: rule must be ${
        DOSUN_FUWARI_RULES.map((r) => JSON.stringify(r)).join(" or ")
      }, got ${JSON.stringify(rule)}`,
    );
  }
  const cap = options.cap ?? 2;
  if (!(cap === Infinity || (Number.isInteger(cap) && cap >= 1))) {
    throw new RangeError(
      `dosun-fuwari/rooms: cap must be a whole number >= 1 or Infinity, got ${cap}`,
    );
  }
  const budget = options.budget ?? budgetFor(board);
  if (!(budget === Infinity || (Number.isInteger(budget) && budget >= 0))) {
    throw new RangeError(
      `dosun-fuwari/rooms: budget must be a whole number >= 0 or Infinity, got ${budget}`,
    );
  }
  return { rule, cap, budget };
}

/**
 * Finds the answers of a Dosun-Fuwari board, at most `cap` of them, spending at most
 * `budget` nodes. Defaults: rule "official", cap 2, budget {@link budgetFor} the board.
 * With `pinned`, only the answers giving every pinned cell its value: a room's
 * candidate cells for each kind are cut to those the pins allow (a black cell pinned
 * to a piece leaves no answer). Throws `RangeError` for a rule, cap, budget or pinned
 * array out of range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { solve } from "./mod.ts";
 * // One column of three cells in one room: balloon on top, iron ball at the bottom.
 * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(2),
 * });
 * const official = solve(board);
 * assert.ok(official.complete && official.answers.length === 1);
 * assert.ok(official.answers[0]!.join() === "1,0,2");
 * // Loose: the pieces may also prop each other up, e.g. iron ball over balloon.
 * const loose = solve(board, { rule: "loose", cap: Infinity });
 * assert.ok(loose.complete && loose.answers.length === 3);
 * ```
 */
export function solve(
  board: DosunFuwariBoard,
  options: Partial<SolveOptions<DosunFuwariRule>> = {},
): SolveResult<RoomsStats> {
  const { rule, cap, budget } = settle(board, options);
  const pinned = settlePinned(board, options.pinned);
  let spent = 0;
  const found: Uint8Array[] = [];
  const seen = new Set<string>();
  let placements = 0, deadEnds = 0, leaves = 0;
  // Counting every answer visits every branch in either order: one pass does it.
  for (const [lastFirst, share] of cap === Infinity ? [[false, 1] as const] : PASSES) {
    const allowed = share === 1 ? budget - spent : Math.floor(budget * share);
    const result = new RoomSearch(board, rule, cap, Math.max(0, allowed), pinned, lastFirst).run();
    spent += result.stats.nodes;
    placements += result.stats.placements;
    deadEnds += result.stats.deadEnds;
    leaves += result.stats.leaves;
    const stats = { nodes: spent, placements, deadEnds, leaves };
    if (result.stoppedBy !== "budget") return { ...result, stats };
    for (const answer of result.answers) {
      const key = answer.join("");
      if (seen.has(key) || found.length >= cap) continue;
      seen.add(key);
      found.push(answer);
    }
    if (spent >= budget || found.length >= cap) break;
  }
  // No pass finished: the answers any of them found are still answers.
  const stats = { nodes: spent, placements, deadEnds, leaves };
  const capped = found.length >= cap;
  return { answers: found, complete: false, stoppedBy: capped ? "cap" : "budget", stats };
}

/**
 * The search's passes, each complete on its own: whether it tries a room's possible
 * pairs last first, and its share of the budget (1: all that is left). The first pass
 * that finishes (or reaches the cap) gives the result. Pinned questions on random loose
 * 24×24 and 30×30 boards (is there an answer with a balloon on this cell?) ran the whole
 * budget out in the first order and found an answer within ten thousand nodes in the
 * other (tools/dosun_fuwari_loose_forced.ts).
 */
const PASSES: readonly (readonly [boolean, number])[] = [
  [false, 1 / 16],
  [true, 1 / 16],
  [false, 1 / 4],
  [true, 1],
];

/**
 * One run of {@link solve}: the board's fixed tables, the cells decided so far, the
 * counters and the search stack. Made once per run, so the search reads fields of one
 * object and creates no function per node.
 */
class RoomSearch {
  readonly board: DosunFuwariBoard;
  readonly rule: DosunFuwariRule;
  readonly cap: number;
  readonly budget: number;
  readonly pinned: Int8Array | null;
  /** Whether each room's possible pairs are tried last first (see {@link PASSES}). */
  readonly lastFirst: boolean;
  /** Whether any piece holds another up (loose) rather than only its own kind. */
  readonly anyPiece: boolean;
  readonly cellCount: number;
  /** The cell each piece leans on, or −1 where the edge or a black cell holds it. */
  readonly up: Int32Array;
  readonly down: Int32Array;
  /**
   * Per cell its piece, EMPTY, or UNDECIDED while its room is unassigned; a pinned cell
   * holds its pinned value from the start, so its neighbours lean on it (or cannot)
   * before its room is chosen.
   */
  readonly content: Int8Array;
  readonly assigned: Uint8Array;
  /**
   * Cells that could ever hold a balloon (an iron ball), fixed before the search.
   * Official: a balloon needs the edge, a black cell or a balloon above, and the cell
   * above in its own room cannot be one (one balloon a room), so it needs the edge,
   * black, or a possible balloon of another room; iron balls mirror this from below.
   * Loose: a piece may lean on its room's other piece, so every white cell stays.
   */
  readonly mayBalloon: Uint8Array;
  readonly mayIron: Uint8Array;
  /**
   * Per room: the cell pinned to its balloon (its iron ball), −1 when none, −2 when
   * two cells are (no answer then).
   */
  readonly pinnedBalloon: Int32Array;
  readonly pinnedIron: Int32Array;
  /** Scratch marks for possiblePairs: stamp[cell] === stampNow marks an iron candidate. */
  stamp = new Int32Array(0);
  stampNow = 0;
  /**
   * Set by {@link findLeaners}: the cells of the room being listed that must hold an
   * iron ball, a balloon (official) or some piece (loose) because a decided piece next
   * to them leans on them.
   */
  mustIron = -1;
  mustBalloon = -1;
  mustPiece: number[] = [];
  /** Possible pairs of each unassigned room, kept until a room above or below changes. */
  pairCache: (number[] | null)[] = [];
  /** Per room, the other rooms right above or below its cells. */
  verticalNeighbours: number[][] = [];
  /** Set by {@link mostConstrained}: the room to branch on next, and its pairs. */
  /** Per level placed (loose): `mayBalloon` and `mayIron` as they were before it narrowed them. */
  saved: [Uint8Array, Uint8Array][] = [];
  bestRoom = -1;
  bestPairs: number[] = [];
  readonly answers: Uint8Array[] = [];
  nodes = 0;
  placements = 0;
  deadEnds = 0;
  leaves = 0;

  constructor(
    board: DosunFuwariBoard,
    rule: DosunFuwariRule,
    cap: number,
    budget: number,
    pinned: Int8Array | null,
    lastFirst: boolean,
  ) {
    this.lastFirst = lastFirst;
    this.board = board;
    this.rule = rule;
    this.cap = cap;
    this.budget = budget;
    this.pinned = pinned;
    this.anyPiece = DOSUN_FUWARI_RULE_REQUIREMENTS[rule].anyPieceHolds;
    const { rows, cols, rooms } = board;
    const n = this.cellCount = rows * cols;
    const up = this.up = new Int32Array(n).fill(-1);
    const down = this.down = new Int32Array(n).fill(-1);
    for (let cell = 0; cell < n; cell++) {
      if (board.black[cell] === 1) continue;
      if (cell >= cols && board.black[cell - cols] === 0) up[cell] = cell - cols;
      if (cell + cols < n && board.black[cell + cols] === 0) down[cell] = cell + cols;
    }
    this.content = new Int8Array(n).fill(UNDECIDED);
    for (let cell = 0; cell < n; cell++) if (board.black[cell] === 1) this.content[cell] = EMPTY;
    this.assigned = new Uint8Array(rooms.length);
    this.mayBalloon = mayLeanOn(board, up, this.anyPiece, true);
    this.mayIron = mayLeanOn(board, down, this.anyPiece, false);
    this.pinnedBalloon = new Int32Array(rooms.length).fill(-1);
    this.pinnedIron = new Int32Array(rooms.length).fill(-1);
  }

  /** Sets up the search's scratch and caches (once the board is known not hopeless). */
  prepare(): void {
    const { up, down, pinned } = this;
    // Every answer gives a pinned cell its pinned value (`pinAllows` sees to it): write
    // it now. On a random loose 24×24 board, a balloon pinned under a big room's cell
    // that no answer fills took the whole budget when the big room learnt of it only
    // once the pinned room was chosen.
    for (let cell = 0; pinned !== null && cell < this.cellCount; cell++) {
      if (pinned[cell]! >= 0 && this.board.black[cell] === 0) this.content[cell] = pinned[cell]!;
    }
    const { rooms, roomOf } = this.board;
    this.stamp = new Int32Array(this.cellCount);
    this.pairCache = new Array(rooms.length).fill(null);
    this.verticalNeighbours = rooms.map((cells, room) => {
      const seen = new Set<number>();
      for (const y of cells) {
        for (const z of [up[y]!, down[y]!]) {
          if (z >= 0 && roomOf[z] !== room) seen.add(roomOf[z]!);
        }
      }
      return [...seen];
    });
  }

  finish(complete: boolean, stoppedBy: "cap" | "budget" | null): SolveResult<RoomsStats> {
    const { answers, nodes, placements, deadEnds, leaves } = this;
    return { answers, complete, stoppedBy, stats: { nodes, placements, deadEnds, leaves } };
  }

  /**
   * Whether the board has no answer before any search: a room with no cell for one of
   * its pieces or one cell for both, a black cell pinned to a piece. Also reads the
   * pins into `pinnedBalloon` and `pinnedIron`.
   */
  hopeless(): boolean {
    const { board, pinned, mayBalloon, mayIron } = this;
    for (const cells of board.rooms) {
      const b = cells.filter((y) => mayBalloon[y]).length;
      const i = cells.filter((y) => mayIron[y]).length;
      const either = cells.filter((y) => mayBalloon[y] || mayIron[y]).length;
      if (b === 0 || i === 0 || either < 2) return true;
    }
    if (pinned === null) return false;
    for (let cell = 0; cell < this.cellCount; cell++) {
      const v = pinned[cell]!;
      if (board.black[cell] === 1) {
        if (v !== -1 && v !== EMPTY) return true;
        continue;
      }
      const at = v === BALLOON ? this.pinnedBalloon : v === IRON ? this.pinnedIron : null;
      if (at !== null) at[board.roomOf[cell]!] = at[board.roomOf[cell]!] === -1 ? cell : -2;
    }
    return false;
  }

  /** Whether a piece of `kind` on a cell of `room` may stand, judging its `support`. */
  mayStand(support: number, room: number, kind: number): boolean {
    if (support < 0) return true; // the edge or a black cell
    const held = this.content[support]!;
    const anyPiece = this.anyPiece;
    if (held === kind || (anyPiece && held !== EMPTY && held !== UNDECIDED)) return true;
    if (held !== UNDECIDED) return false;
    // Undecided: a cell of this room could only be this room's piece of the other kind
    // (loose). Another room's cell is judged when that room is assigned; until then, under
    // the loose reading, it must be able to hold a piece in some answer (see `narrow`).
    if (this.board.roomOf[support] === room) return anyPiece;
    return !anyPiece || this.mayBalloon[support] === 1 || this.mayIron[support] === 1;
  }

  /** Whether the pins let `cell` of `room` hold `kind`. */
  pinAllows(room: number, cell: number, kind: number): boolean {
    const pinned = this.pinned;
    const at = (kind === BALLOON ? this.pinnedBalloon : this.pinnedIron)[room]!;
    return (pinned === null || pinned[cell] === -1 || pinned[cell] === kind) &&
      (at === -1 || at === cell);
  }

  /**
   * Finds the cells of a room that a decided piece next to them leans on (see
   * `mustIron`, `mustBalloon`, `mustPiece`); false when they are more than the room
   * can fill.
   */
  findLeaners(cells: readonly number[]): boolean {
    const { up, down, content } = this;
    this.mustIron = -1;
    this.mustBalloon = -1;
    this.mustPiece = [];
    for (const y of cells) {
      const above = up[y]!, below = down[y]!;
      const ironAbove = above >= 0 && content[above] === IRON;
      const balloonBelow = below >= 0 && content[below] === BALLOON;
      if (!ironAbove && !balloonBelow) continue;
      if (this.anyPiece) {
        this.mustPiece.push(y);
        if (this.mustPiece.length > 2) return false;
        continue;
      }
      if (ironAbove && balloonBelow) return false;
      if (ironAbove) {
        if (this.mustIron >= 0) return false;
        this.mustIron = y;
      } else {
        if (this.mustBalloon >= 0) return false;
        this.mustBalloon = y;
      }
    }
    return true;
  }

  /** Whether a balloon on `b` and an iron ball on `i` fill every cell leant on (loose). */
  coversLeaners(b: number, i: number): boolean {
    return this.mustPiece.length === 0 || this.mustPiece.every((y) => y === b || y === i);
  }

  /**
   * The possible (balloon, iron ball) pairs of an unassigned room, flattened, given
   * the decided cells; null when the budget ran out while listing them.
   */
  possiblePairs(room: number): number[] | null {
    const { up, down, stamp, mayBalloon, mayIron } = this;
    const roomOf = this.board.roomOf;
    const cells = this.board.rooms[room]!;
    this.nodes += 2 * cells.length;
    if (!this.findLeaners(cells)) return [];
    const { mustIron, mustBalloon } = this;
    // Candidates, split by whether their support lies in this room ("tied"): only
    // under loose, where it can be the room's own piece of the other kind.
    const balloonFree: number[] = [], balloonTied: number[] = [];
    const ironFree: number[] = [];
    const stampNow = ++this.stampNow;
    for (const y of cells) {
      const above = up[y]!, below = down[y]!;
      if (
        y !== mustIron && (mustBalloon < 0 || y === mustBalloon) && mayBalloon[y] === 1 &&
        this.pinAllows(room, y, BALLOON) && this.mayStand(above, room, BALLOON)
      ) {
        (above >= 0 && roomOf[above] === room ? balloonTied : balloonFree).push(y);
      }
      if (
        y !== mustBalloon && (mustIron < 0 || y === mustIron) && mayIron[y] === 1 &&
        this.pinAllows(room, y, IRON) && this.mayStand(below, room, IRON)
      ) {
        stamp[y] = stampNow;
        if (!(below >= 0 && roomOf[below] === room)) ironFree.push(y);
      }
    }
    const pairs: number[] = [];
    // A free balloon goes with a free iron ball: a tied iron ball would need this very
    // balloon under it, which would make the balloon tied.
    for (const b of balloonFree) {
      for (const i of ironFree) {
        if (++this.nodes > this.budget) return null;
        if (b !== i && this.coversLeaners(b, i)) pairs.push(b, i);
      }
    }
    // A tied balloon hangs from the room's iron ball right above it, which rests on it.
    for (const b of balloonTied) {
      this.nodes++;
      const i = up[b]!;
      if (stamp[i] === stampNow && this.coversLeaners(b, i)) pairs.push(b, i);
    }
    return pairs;
  }

  /**
   * Drops from `mayBalloon` and `mayIron` every cell that is its
   * room's balloon (iron ball) in no possible pair, given what the cells around can
   * hold, and repeats for the rooms above and below while anything is dropped (arc
   * consistency, cell by cell). False when a room is left with no pair (no answer);
   * null when the budget ran out. On random loose 24×24 and 30×30 boards a piece pinned
   * under a big room that must keep its pieces for a small room next to it took every
   * engine's whole budget; this sees it before the search starts. From `start` (the rooms
   * around one just assigned) it does the same during the search: an iron ball pinned
   * over a big room on a random loose 24×24 board, which no answer has, took rooms
   * 20 M nodes without it and 37 k with it. Only under the loose
   * reading: under the official one `mayLeanOn` already walks the columns, and the
   * node counts recorded in the corpus certificates stay as they are.
   */
  narrow(start?: readonly number[]): boolean | null {
    const { mayBalloon, mayIron, verticalNeighbours, assigned } = this;
    const roomCount = this.board.rooms.length;
    const queue = start ? [...start] : Array.from({ length: roomCount }, (_, room) => room);
    const queued = new Uint8Array(roomCount);
    for (const room of queue) queued[room] = 1;
    while (queue.length > 0) {
      const room = queue.pop()!;
      queued[room] = 0;
      if (assigned[room]) continue;
      const pairs = this.possiblePairs(room);
      if (pairs === null) return null;
      if (pairs.length === 0) return false;
      const cells = this.board.rooms[room]!;
      const stamp = ++this.stampNow;
      for (let k = 0; k < pairs.length; k += 2) this.stamp[pairs[k]!] = stamp;
      const ironStamp = ++this.stampNow;
      let dropped = false;
      for (let k = 1; k < pairs.length; k += 2) {
        const i = pairs[k]!;
        const both = this.stamp[i] === stamp || this.stamp[i] === -stamp;
        this.stamp[i] = both ? -stamp : ironStamp;
      }
      for (const y of cells) {
        const mark = this.stamp[y]!;
        const balloon = mark === stamp || mark === -stamp ? 1 : 0;
        const iron = mark === ironStamp || mark === -stamp ? 1 : 0;
        if (mayBalloon[y]! > balloon || mayIron[y]! > iron) dropped = true;
        mayBalloon[y] = Math.min(mayBalloon[y]!, balloon);
        mayIron[y] = Math.min(mayIron[y]!, iron);
      }
      if (!dropped) continue;
      for (const other of verticalNeighbours[room]!) {
        if (queued[other] === 0) {
          queued[other] = 1;
          queue.push(other);
        }
      }
    }
    return true;
  }

  /** Drops the cached pairs of the rooms above and below `room`. */
  forget(room: number): void {
    for (const other of this.verticalNeighbours[room]!) this.pairCache[other] = null;
  }

  place(room: number, b: number, i: number): void {
    const content = this.content;
    for (const y of this.board.rooms[room]!) content[y] = EMPTY;
    content[b] = BALLOON;
    content[i] = IRON;
    this.assigned[room] = 1;
    this.forget(room);
    this.placements++;
  }

  lift(room: number): void {
    const saved = this.anyPiece ? this.saved.pop() : undefined;
    if (saved !== undefined) {
      this.mayBalloon.set(saved[0]);
      this.mayIron.set(saved[1]);
      this.pairCache.fill(null);
    }
    const pinned = this.pinned;
    for (const y of this.board.rooms[room]!) {
      this.content[y] = pinned === null || pinned[y]! < 0 ? UNDECIDED : pinned[y]!;
    }
    this.assigned[room] = 0;
    this.forget(room);
  }

  record(): void {
    const { board, pinned } = this;
    this.leaves++;
    this.nodes += this.cellCount; // building and checking the answer
    const answer = Uint8Array.from(this.content);
    let verdict = cellVerdict(board, answer, this.rule);
    const off = pinned === null ? -1 : pinned.findIndex((v, cell) => v >= 0 && answer[cell] !== v);
    if (off >= 0) verdict = `cell ${off} is pinned to ${pinned![off]}, got ${answer[off]}`;
    if (verdict !== null) {
      throw new Error(`dosun-fuwari/rooms built an answer its check rejects: ${verdict}`);
    }
    this.answers.push(answer);
  }

  /**
   * The most constrained unassigned room (fewest possible pairs; the first dead or
   * forced one found), written to `bestRoom` and `bestPairs`; false when the budget
   * ran out while listing pairs.
   */
  mostConstrained(): boolean {
    const { assigned, pairCache } = this;
    const roomCount = this.board.rooms.length;
    let best = -1;
    let bestPairs: number[] = [];
    for (let room = 0; room < roomCount; room++) {
      if (assigned[room]) continue;
      this.nodes++;
      let pairs = pairCache[room];
      if (!pairs) {
        pairs = this.possiblePairs(room);
        if (pairs === null) return false;
        pairCache[room] = pairs;
      }
      if (best >= 0 && pairs.length >= bestPairs.length) continue;
      best = room;
      bestPairs = pairs;
      if (pairs.length <= 2) break; // dead or forced: nothing beats it
    }
    this.bestRoom = best;
    this.bestPairs = bestPairs;
    return true;
  }

  /** The search: one room a level, each of its possible pairs in turn. */
  run(): SolveResult<RoomsStats> {
    if (this.hopeless()) return this.finish(true, null);
    this.prepare();
    const narrowed = this.anyPiece ? this.narrow() : true;
    if (narrowed === null) return this.finish(false, "budget");
    if (!narrowed) return this.finish(true, null);
    const { rooms } = this.board;
    // The search stack: per level the room taken, its pairs and the next pair to try.
    const levelRoom: number[] = [];
    const levelPairs: number[][] = [];
    const levelNext: number[] = [];
    let entering = true;
    for (;;) {
      if (this.nodes > this.budget) return this.finish(false, "budget");
      if (entering) {
        if (levelRoom.length === rooms.length) {
          this.record();
          if (this.answers.length >= this.cap) return this.finish(false, "cap");
          entering = false;
          if (levelRoom.length === 0) return this.finish(true, null);
          continue;
        }
        if (!this.mostConstrained()) return this.finish(false, "budget");
        levelRoom.push(this.bestRoom);
        levelPairs.push(this.bestPairs);
        levelNext.push(0);
        if (this.bestPairs.length === 0) this.deadEnds++;
      } else this.lift(levelRoom[levelRoom.length - 1]!);
      const top = levelRoom.length - 1;
      const pairs = levelPairs[top]!;
      const next = levelNext[top]!;
      if (next < pairs.length) {
        this.nodes += 1 + rooms[levelRoom[top]!]!.length; // placing writes every cell of the room
        levelNext[top] = next + 2;
        const at = this.lastFirst ? pairs.length - 2 - next : next;
        const room = levelRoom[top]!;
        this.place(room, pairs[at]!, pairs[at + 1]!);
        entering = true;
        if (this.anyPiece) {
          this.saved.push([this.mayBalloon.slice(), this.mayIron.slice()]);
          const narrowed = this.narrow(this.verticalNeighbours[room]!);
          if (narrowed === null) return this.finish(false, "budget");
          entering = narrowed;
          if (!narrowed) this.deadEnds++;
        }
      } else {
        levelRoom.pop();
        levelPairs.pop();
        levelNext.pop();
        if (levelRoom.length === 0) return this.finish(true, null);
        entering = false;
      }
    }
  }
}
