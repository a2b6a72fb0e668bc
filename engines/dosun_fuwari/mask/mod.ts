/**
 * The Dosun-Fuwari *mask* engine: balloons and iron balls as one bitmask per row
 * each, searched exhaustively top to bottom with pruning by bit operations.
 *
 * The search walks the slots (the cells of one room in one row) in row order and
 * picks for each at most one balloon and at most one iron ball. What a row may
 * hold follows from the row above by masks alone:
 * - a balloon bit must sit under a black cell, the edge or a balloon bit (loose:
 *   or an iron-ball bit), so the legal balloon cells are `white & (black | balloons)`
 *   of the row above;
 * - an iron ball's support is only known when the next row is placed: an iron bit
 *   over a white cell forces that cell to hold an iron ball (loose: some piece);
 * - per room, at most one of each kind, and a room whose last possible row for a
 *   kind has passed must have it (static masks of the cells that could ever hold
 *   each kind give that row, see `layout.ts`).
 *
 * Once rows 0..r−1 are filled, all that matters below is the pieces of row r−1
 * over white cells of row r and the counts of the rooms crossing that boundary. The
 * search remembers such states whose subtree held no answer and skips them when they
 * come back (a bounded memo that switches itself off when it is rarely hit).
 * Every answer is checked again by `maskVerdict` before it is returned.
 *
 * The search runs in passes, each complete on its own, alternating two value orders
 * (a room's balloon as early as it can go, or as late) with growing shares of the
 * budget: some boards are lost in one order and quick in the other.
 *
 * A node, the unit of `budget`, is one slot entered, one cell scanned while
 * listing a slot's choices, one (balloon, iron ball) choice tried, a share of
 * building a memo key, or one cell of a recorded answer.
 *
 * @module
 */

import type { SolveOptions, SolveResult } from "../../../core/grid.ts";
import {
  DEFAULT_DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  type DosunFuwariRule,
} from "../../../core/dosun_fuwari/board.ts";
import { type RowLayout, rowLayout } from "./layout.ts";
import { maskVerdict } from "./verify.ts";

/**
 * Nodes allowed when the caller gives no budget: enough to decide every 12×12 board
 * measured (docs/ENGINES.md: the frontier), a few seconds when it is not enough.
 */
export const DEFAULT_BUDGET = 60_000_000;

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

/** Work done by one run of the mask engine. */
export interface MaskStats {
  /** Nodes spent (the budgeted unit, see the module doc). */
  readonly nodes: number;
  /** Slots entered: how often the search arrived at a room's cells in a row. */
  readonly slots: number;
  /** Complete fillings reached (each was verified). */
  readonly leaves: number;
  /** Row boundaries skipped because the same state was already known to lead nowhere. */
  readonly memoHits: number;
}

/** The most dead states remembered at once; the memo starts afresh when it is full. */
const MAX_DEAD_STATES = 200_000;
/** State keys built before the memo judges whether it pays. */
const MEMO_TRIAL = 20_000;
/** The memo stays on while at least one key in this many is a hit. */
const MEMO_MIN_HIT_RATIO = 100;

/**
 * Reads the pinned cells: one entry per cell of the board, each −1 (free), 0 (empty),
 * 1 (balloon) or 2 (iron ball); null when none are given.
 */
function settlePinned(board: DosunFuwariBoard, pinned: unknown): Int8Array | null {
  if (pinned === undefined) return null;
  const n = board.rows * board.cols;
  const list = pinned as ArrayLike<unknown> | null;
  if (list === null || typeof list !== "object" || list.length !== n) {
    const got = list === null || typeof list !== "object" ? String(list) : list.length;
    throw new RangeError(`dosun-fuwari/mask: pinned needs ${n} entries (one per cell), got ${got}`);
  }
  const out = new Int8Array(n);
  for (let cell = 0; cell < n; cell++) {
    const v = list[cell];
    if (v !== -1 && v !== 0 && v !== 1 && v !== 2) {
      throw new RangeError(`dosun-fuwari/mask: pinned[${cell}] must be -1, 0, 1 or 2, got ${v}`);
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
      `dosun-fuwari/mask: rule must be ${
        DOSUN_FUWARI_RULES.map((r) => JSON.stringify(r)).join(" or ")
      }, got ${JSON.stringify(rule)}`,
    );
  }
  const cap = options.cap ?? 2;
  if (!(cap === Infinity || (Number.isInteger(cap) && cap >= 1))) {
    throw new RangeError(
      `dosun-fuwari/mask: cap must be a whole number >= 1 or Infinity, got ${cap}`,
    );
  }
  const budget = options.budget ?? budgetFor(board);
  if (!(budget === Infinity || (Number.isInteger(budget) && budget >= 0))) {
    throw new RangeError(
      `dosun-fuwari/mask: budget must be a whole number >= 0 or Infinity, got ${budget}`,
    );
  }
  return { rule, cap, budget };
}

/**
 * Finds the answers of a Dosun-Fuwari board, at most `cap` of them, spending at most
 * `budget` nodes. Defaults: rule "official", cap 2, budget {@link budgetFor} the board.
 * With `pinned`, only the answers giving every pinned cell its value: a slot's
 * choices are filtered by the pins of its cells (a black cell pinned to a piece
 * leaves no answer). Throws `RangeError` for a rule, cap, budget or pinned array out
 * of range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { solve } from "./mod.ts";
 * // Two columns of two cells, one room each: the trivial board, unique.
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array([1, 1]),
 *   horizontal: new Uint8Array(2),
 * });
 * const result = solve(board, { cap: 5 });
 * assert.ok(result.complete && result.answers.length === 1);
 * assert.ok(result.answers[0]!.join() === "1,1,2,2");
 * ```
 */
export function solve(
  board: DosunFuwariBoard,
  options: Partial<SolveOptions<DosunFuwariRule>> = {},
): SolveResult<MaskStats> {
  const { rule, cap, budget } = settle(board, options);
  const pinned = settlePinned(board, options.pinned);
  const layout = rowLayout(board, rule);
  // A room that can never be filled makes the board unsolvable outright.
  if (layout.hopeless) {
    const stats = { nodes: 0, slots: 0, leaves: 0, memoHits: 0 };
    return { answers: [], complete: true, stoppedBy: null, stats };
  }
  // Passes, each a complete search on its own, alternating two value orders with
  // growing shares of the budget: balloons placed as early as they can be, or as late.
  // Some boards are lost in one order and quick in the other; the first pass that
  // finishes (or reaches the cap) gives the result.
  const passes: [boolean, number][] = [[false, 1 / 16], [true, 1 / 16], [false, 1 / 4], [true, 1]];
  const results: SolveResult<MaskStats>[] = [];
  let spent = 0;
  for (const [noneFirst, share] of passes) {
    const allowed = share === 1 ? budget - spent : Math.floor(budget * share);
    const result = new SlotSearch(board, rule, layout, Math.max(0, allowed), pinned, noneFirst)
      .run(cap);
    results.push(result);
    spent += result.stats.nodes;
    if (result.stoppedBy !== "budget") break;
  }
  const last = results[results.length - 1]!;
  const stats = {
    nodes: spent,
    slots: results.reduce((n, r) => n + r.stats.slots, 0),
    leaves: results.reduce((n, r) => n + r.stats.leaves, 0),
    memoHits: results.reduce((n, r) => n + r.stats.memoHits, 0),
  };
  if (last.stoppedBy !== "budget") return { ...last, stats };
  // No pass finished: the answers any of them found are still answers.
  const seen = new Set<string>();
  const answers: Uint8Array[] = [];
  for (const answer of results.flatMap((r) => r.answers)) {
    const key = answer.join("");
    if (seen.has(key) || answers.length >= cap) continue;
    seen.add(key);
    answers.push(answer);
  }
  const capped = answers.length >= cap;
  return { answers, complete: false, stoppedBy: capped ? "cap" : "budget", stats };
}

/**
 * One complete search in one value order (see {@link solve}): the board's row masks, the pieces placed so far,
 * each slot's choices, the dead-state memo and the counters. Made once per search, so
 * the inner loop reads fields of one object and creates no function per node.
 */
class SlotSearch {
  readonly board: DosunFuwariBoard;
  readonly rule: DosunFuwariRule;
  readonly budget: number;
  readonly pinned: Int8Array | null;
  /** The value order: "none" before the cells of a slot, or after them. */
  readonly noneFirst: boolean;
  readonly layout: RowLayout;
  /** Whether any piece holds another up (loose) rather than only its own kind. */
  readonly anyPiece: boolean;
  readonly answers: Uint8Array[] = [];
  nodes = 0;
  slotsEntered = 0;
  leaves = 0;
  memoHits = 0;
  /** Per slot, the cells pinned to a balloon, to an iron ball, and pinned at all. */
  readonly pinBalloon: bigint[];
  readonly pinIron: bigint[];
  readonly pinAny: bigint[];
  /** Per row, the balloons (iron balls) placed; per room, whether it has its balloon (ball). */
  readonly balloonsOf: bigint[];
  readonly ironsOf: bigint[];
  readonly balloonCount: Uint8Array;
  readonly ironCount: Uint8Array;
  /** Per slot: the candidate columns (−1 = none) for each kind, and where the search is. */
  readonly balloonChoices: Int32Array[];
  readonly ironChoices: Int32Array[];
  readonly balloonChoiceCount: Int32Array;
  readonly ironChoiceCount: Int32Array;
  readonly cursor: Int32Array;
  readonly chosenBalloon: Int32Array;
  readonly chosenIron: Int32Array;
  // Dead-state memo. Once the rows above row r are filled, what rows r and below can
  // hold depends only on the pieces of row r − 1 over white cells of row r and on the
  // counts of the rooms that reach across the boundary. A state whose whole subtree
  // held no answer is remembered, so the search never explores it twice.
  /** Per row, the rooms that also have cells in an earlier row. */
  readonly spanning: number[][];
  readonly deadStates = new Set<string>();
  /** Per slot, the state key it opened (null if none) and the answers found before it. */
  readonly keyAt: (string | null)[];
  readonly answersAt: Int32Array;
  keysBuilt = 0;

  constructor(
    board: DosunFuwariBoard,
    rule: DosunFuwariRule,
    layout: RowLayout,
    budget: number,
    pinned: Int8Array | null,
    noneFirst: boolean,
  ) {
    this.board = board;
    this.rule = rule;
    this.layout = layout;
    this.budget = budget;
    this.pinned = pinned;
    this.noneFirst = noneFirst;
    const { rows, slots, roomCount } = layout;
    this.anyPiece = DOSUN_FUWARI_RULE_REQUIREMENTS[rule].anyPieceHolds;
    this.pinBalloon = new Array<bigint>(slots.length).fill(0n);
    this.pinIron = new Array<bigint>(slots.length).fill(0n);
    this.pinAny = new Array<bigint>(slots.length).fill(0n);
    this.balloonsOf = new Array<bigint>(rows).fill(0n);
    this.ironsOf = new Array<bigint>(rows).fill(0n);
    this.balloonCount = new Uint8Array(roomCount);
    this.ironCount = new Uint8Array(roomCount);
    this.balloonChoices = slots.map((s) => new Int32Array(s.cols.length + 1));
    this.ironChoices = slots.map((s) => new Int32Array(s.cols.length + 1));
    this.balloonChoiceCount = new Int32Array(slots.length);
    this.ironChoiceCount = new Int32Array(slots.length);
    this.cursor = new Int32Array(slots.length);
    this.chosenBalloon = new Int32Array(slots.length).fill(-1);
    this.chosenIron = new Int32Array(slots.length).fill(-1);
    const firstRow = new Int32Array(roomCount).fill(rows);
    const lastRow = new Int32Array(roomCount).fill(-1);
    for (const slot of slots) {
      firstRow[slot.room] = Math.min(firstRow[slot.room]!, slot.row);
      lastRow[slot.room] = Math.max(lastRow[slot.room]!, slot.row);
    }
    this.spanning = Array.from({ length: rows }, () => []);
    for (let room = 0; room < roomCount; room++) {
      for (let r = firstRow[room]! + 1; r <= lastRow[room]!; r++) this.spanning[r]!.push(room);
    }
    this.keyAt = new Array(slots.length).fill(null);
    this.answersAt = new Int32Array(slots.length);
  }

  finish(complete: boolean, stoppedBy: "cap" | "budget" | null): SolveResult<MaskStats> {
    const { answers, nodes, slotsEntered, leaves, memoHits } = this;
    return {
      answers,
      complete,
      stoppedBy,
      stats: { nodes, slots: slotsEntered, leaves, memoHits },
    };
  }

  /** Reads the pins into the slots' pin masks; false when a black cell is pinned to a piece. */
  readPins(): boolean {
    const { board, pinned } = this;
    if (pinned === null) return true;
    const { rows, cols, slots, bit } = this.layout;
    for (let cell = 0; cell < rows * cols; cell++) {
      if (board.black[cell] === 1 && pinned[cell]! > 0) return false;
    }
    const { pinAny, pinBalloon, pinIron } = this;
    slots.forEach((slot, d) => {
      for (const c of slot.cols) {
        const v = pinned[slot.row * cols + c]!;
        if (v < 0) continue;
        pinAny[d] = pinAny[d]! | bit[c]!;
        if (v === 1) pinBalloon[d] = pinBalloon[d]! | bit[c]!;
        if (v === 2) pinIron[d] = pinIron[d]! | bit[c]!;
      }
    });
    return true;
  }

  /**
   * Whether an iron ball at (r, c) of `room` can still find its support below: the
   * cell below must take an iron ball (official) or some piece (loose), so its room
   * must still have that kind free. Without this look-ahead the search would try
   * every combination of the rest of row r before the next row refutes it.
   */
  ironMayRest(r: number, c: number, room: number): boolean {
    const { rows, cols, roomOf } = this.layout;
    if (r === rows - 1) return true;
    const below = roomOf[(r + 1) * cols + c]!;
    if (below < 0) return true;
    const { balloonCount, ironCount } = this;
    if (!this.anyPiece) return ironCount[below] === 0;
    // Loose, same room: the iron ball being placed here takes the room's iron slot.
    if (below === room) return balloonCount[room] === 0;
    return balloonCount[below] === 0 || ironCount[below] === 0;
  }

  /** Lists the choices of slot `d` from the rows above; returns the nodes spent. */
  listChoices(d: number): number {
    const { full, black, canBalloon, canIron, lastBalloonRow, lastIronRow, bit } = this.layout;
    const { balloonsOf, ironsOf, balloonCount, ironCount, anyPiece, noneFirst } = this;
    const slot = this.layout.slots[d]!;
    const { row: r, room, mask } = slot;
    const bOut = this.balloonChoices[d]!, iOut = this.ironChoices[d]!;
    let nb = 0, ni = 0;
    const above = r === 0
      ? full
      : black[r - 1]! | balloonsOf[r - 1]! | (anyPiece ? ironsOf[r - 1]! : 0n);
    if (balloonCount[room] === 0) {
      const allowed = mask & canBalloon[r]! & above;
      if (noneFirst && lastBalloonRow[room] !== r) bOut[nb++] = -1;
      if (allowed !== 0n) {
        for (const c of slot.cols) if ((allowed & bit[c]!) !== 0n) bOut[nb++] = c;
      }
      if (!noneFirst && lastBalloonRow[room] !== r) bOut[nb++] = -1;
    } else bOut[nb++] = -1;

    const hanging = r === 0 ? 0n : ironsOf[r - 1]! & mask; // iron balls above these cells
    if (!anyPiece && hanging !== 0n) {
      // Official: each such cell must hold an iron ball, and the room takes only one.
      const single = (hanging & (hanging - 1n)) === 0n;
      if (single && ironCount[room] === 0 && (hanging & canIron[r]!) !== 0n) {
        for (const c of slot.cols) {
          if (hanging === bit[c]! && this.ironMayRest(r, c, room)) iOut[ni++] = c;
        }
      }
    } else if (ironCount[room] === 0) {
      // "None" first: iron balls settle low, so answers turn up sooner this way.
      if (lastIronRow[room] !== r) iOut[ni++] = -1;
      const allowed = mask & canIron[r]!;
      for (const c of slot.cols) {
        if ((allowed & bit[c]!) !== 0n && this.ironMayRest(r, c, room)) iOut[ni++] = c;
      }
    } else iOut[ni++] = -1;
    const pinAny = this.pinAny[d]!;
    if (pinAny !== 0n) {
      // Keep only the choices that give each pinned cell of the slot its value.
      nb = this.keepPinned(bOut, nb, pinAny, this.pinBalloon[d]!);
      ni = this.keepPinned(iOut, ni, pinAny, this.pinIron[d]!);
    }
    this.balloonChoiceCount[d] = nb;
    this.ironChoiceCount[d] = ni;
    this.cursor[d] = 0;
    return 1 + slot.cols.length;
  }

  /**
   * Compacts the first `count` choices (columns, −1 for none) of one kind to those
   * that put the kind on exactly the slot's pinned cells `want` among `pinnedCells`.
   */
  keepPinned(out: Int32Array, count: number, pinnedCells: bigint, want: bigint): number {
    const bit = this.layout.bit;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const c = out[k]!;
      if (((c >= 0 ? bit[c]! : 0n) & pinnedCells) === want) out[kept++] = c;
    }
    return kept;
  }

  /** Applies the next legal choice of slot `d`; false when none is left. */
  applyNext(d: number): boolean {
    const { cursor, balloonsOf, ironsOf } = this;
    const bit = this.layout.bit;
    const slot = this.layout.slots[d]!;
    const r = slot.row;
    const ni = this.ironChoiceCount[d]!;
    const total = this.balloonChoiceCount[d]! * ni;
    const hanging = this.anyPiece && r > 0 ? ironsOf[r - 1]! & slot.mask : 0n;
    const balloonChoices = this.balloonChoices[d]!, ironChoices = this.ironChoices[d]!;
    while (cursor[d]! < total) {
      const k = cursor[d]!++;
      this.nodes++;
      const b = balloonChoices[Math.floor(k / ni)]!;
      const i = ironChoices[k % ni]!;
      if (b === i && b >= 0) continue;
      if (hanging !== 0n) {
        // Loose: the cells under iron balls must hold some piece.
        const pieces = (b >= 0 ? bit[b]! : 0n) | (i >= 0 ? bit[i]! : 0n);
        if ((hanging & ~pieces) !== 0n) continue;
      }
      if (b >= 0) {
        balloonsOf[r] = balloonsOf[r]! | bit[b]!;
        this.balloonCount[slot.room] = 1;
      }
      if (i >= 0) {
        ironsOf[r] = ironsOf[r]! | bit[i]!;
        this.ironCount[slot.room] = 1;
      }
      this.chosenBalloon[d] = b;
      this.chosenIron[d] = i;
      return true;
    }
    return false;
  }

  /** Takes back the choice applied at slot `d`. */
  undo(d: number): void {
    const bit = this.layout.bit;
    const slot = this.layout.slots[d]!;
    const b = this.chosenBalloon[d]!, i = this.chosenIron[d]!;
    if (b >= 0) {
      this.balloonsOf[slot.row] = this.balloonsOf[slot.row]! & ~bit[b]!;
      this.balloonCount[slot.room] = 0;
    }
    if (i >= 0) {
      this.ironsOf[slot.row] = this.ironsOf[slot.row]! & ~bit[i]!;
      this.ironCount[slot.room] = 0;
    }
    this.chosenBalloon[d] = this.chosenIron[d] = -1;
  }

  record(): void {
    const { board, pinned, balloonsOf, ironsOf } = this;
    const { rows, cols, bit } = this.layout;
    this.leaves++;
    this.nodes += rows * cols; // building and checking the answer
    const answer = new Uint8Array(rows * cols);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if ((balloonsOf[r]! & bit[c]!) !== 0n) answer[r * cols + c] = 1;
        else if ((ironsOf[r]! & bit[c]!) !== 0n) answer[r * cols + c] = 2;
      }
    }
    let verdict = maskVerdict(board, answer, this.rule);
    const off = pinned === null ? -1 : pinned.findIndex((v, cell) => v >= 0 && answer[cell] !== v);
    if (off >= 0) verdict = `cell ${off} is pinned to ${pinned![off]}, got ${answer[off]}`;
    if (verdict !== null) {
      throw new Error(`dosun-fuwari/mask built an answer its check rejects: ${verdict}`);
    }
    this.answers.push(answer);
  }

  /**
   * The state key at slot `d` when it opens a row (and is not the first slot), else
   * null: the row, the balloon and iron masks of the row above restricted to this
   * row's white cells, and the spanning rooms' counts (2 bits each, 8 to a character).
   * The memo switches itself off when it is hardly ever hit: on wide boards states
   * rarely repeat, and building keys would then cost more than it saves.
   */
  boundaryKey(d: number): string | null {
    if (d === 0) return null;
    const slots = this.layout.slots;
    const r = slots[d]!.row;
    if (slots[d - 1]!.row === r) return null;
    if (this.keysBuilt >= MEMO_TRIAL && this.memoHits * MEMO_MIN_HIT_RATIO < this.keysBuilt) {
      return null;
    }
    this.keysBuilt++;
    const { balloonCount, ironCount } = this;
    const w = this.layout.white[r]!;
    let key = `${r}:${(this.balloonsOf[r - 1]! & w).toString(36)}:${
      (this.ironsOf[r - 1]! & w).toString(36)
    }:`;
    let chunk = 0, chunkBits = 0;
    for (const room of this.spanning[r]!) {
      chunk |= (balloonCount[room]! * 2 + ironCount[room]!) << chunkBits;
      chunkBits += 2;
      if (chunkBits === 16) {
        key += String.fromCharCode(chunk);
        chunk = chunkBits = 0;
      }
    }
    return chunkBits === 0 ? key : key + String.fromCharCode(chunk);
  }

  /**
   * The search, until it has `cap` answers: slot by slot, each slot's choices in turn,
   * skipping dead states. The board's layout must not be hopeless.
   */
  run(cap: number): SolveResult<MaskStats> {
    if (!this.readPins()) return this.finish(true, null);
    const { answers, keyAt, answersAt, deadStates } = this;
    const slotCount = this.layout.slots.length;
    let depth = 0;
    let entering = true;
    for (;;) {
      if (this.nodes > this.budget) return this.finish(false, "budget");
      if (entering) {
        if (depth === slotCount) {
          this.record();
          if (answers.length >= cap) return this.finish(false, "cap");
          depth--;
          if (depth < 0) return this.finish(true, null);
          entering = false;
          continue;
        }
        this.slotsEntered++;
        const key = this.boundaryKey(depth);
        if (key !== null) this.nodes += 10 + (key.length >> 2); // building and looking it up
        if (key !== null && deadStates.has(key)) {
          this.memoHits++;
          this.balloonChoiceCount[depth] = this.ironChoiceCount[depth] = 0;
          keyAt[depth] = null;
        } else {
          keyAt[depth] = key;
          answersAt[depth] = answers.length;
          this.nodes += this.listChoices(depth);
        }
      } else this.undo(depth);
      if (this.applyNext(depth)) {
        depth++;
        entering = true;
      } else {
        const key = keyAt[depth];
        if (key !== null && key !== undefined && answers.length === answersAt[depth]) {
          // Everything below this row boundary was tried and nothing came of it.
          if (deadStates.size >= MAX_DEAD_STATES) deadStates.clear();
          deadStates.add(key);
        }
        depth--;
        if (depth < 0) return this.finish(true, null);
        entering = false;
      }
    }
  }
}
