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
function settle(options: Partial<SolveOptions<DosunFuwariRule>>): SolveOptions<DosunFuwariRule> {
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
  const budget = options.budget ?? DEFAULT_BUDGET;
  if (!(budget === Infinity || (Number.isInteger(budget) && budget >= 0))) {
    throw new RangeError(
      `dosun-fuwari/rooms: budget must be a whole number >= 0 or Infinity, got ${budget}`,
    );
  }
  return { rule, cap, budget };
}

/**
 * Finds the answers of a Dosun-Fuwari board, at most `cap` of them, spending at most
 * `budget` nodes. Defaults: rule "official", cap 2, budget {@link DEFAULT_BUDGET}.
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
  const { rule, cap, budget } = settle(options);
  const pinned = settlePinned(board, options.pinned);
  const anyPiece = DOSUN_FUWARI_RULE_REQUIREMENTS[rule].anyPieceHolds;
  const { rows, cols, rooms, roomOf } = board;
  const n = rows * cols;
  // The cell each piece leans on, or −1 where the edge or a black cell holds it.
  const up = new Int32Array(n).fill(-1);
  const down = new Int32Array(n).fill(-1);
  for (let cell = 0; cell < n; cell++) {
    if (board.black[cell] === 1) continue;
    if (cell >= cols && board.black[cell - cols] === 0) up[cell] = cell - cols;
    if (cell + cols < n && board.black[cell + cols] === 0) down[cell] = cell + cols;
  }
  const content = new Int8Array(n).fill(UNDECIDED);
  for (let cell = 0; cell < n; cell++) if (board.black[cell] === 1) content[cell] = EMPTY;
  const assigned = new Uint8Array(rooms.length);

  const answers: Uint8Array[] = [];
  let nodes = 0, placements = 0, deadEnds = 0, leaves = 0;
  const finish = (complete: boolean, stoppedBy: "cap" | "budget" | null) => ({
    answers,
    complete,
    stoppedBy,
    stats: { nodes, placements, deadEnds, leaves },
  });

  /** Whether a piece of `kind` on `cell` (room `room`) may stand, judging `support`. */
  const mayStand = (support: number, room: number, kind: number): boolean => {
    if (support < 0) return true; // the edge or a black cell
    const held = content[support]!;
    if (held === kind || (anyPiece && held !== EMPTY && held !== UNDECIDED)) return true;
    if (held !== UNDECIDED) return false;
    // Undecided: another room's cell is judged when that room is assigned. A cell
    // of this room could only be this room's piece of the other kind (loose).
    return anyPiece || roomOf[support] !== room;
  };

  // Cells that could ever hold a balloon (an iron ball), fixed before the search.
  // Official: a balloon needs the edge, a black cell or a balloon above, and the cell
  // above in its own room cannot be one (one balloon a room), so it needs the edge,
  // black, or a possible balloon of another room; iron balls mirror this from below.
  // Loose: a piece may lean on its room's other piece, so every white cell stays.
  const mayBalloon = mayLeanOn(board, up, anyPiece, true);
  const mayIron = mayLeanOn(board, down, anyPiece, false);
  for (const cells of rooms) {
    // A room with no cell for one of its pieces, or one cell for both, has no answer.
    const b = cells.filter((y) => mayBalloon[y]).length;
    const i = cells.filter((y) => mayIron[y]).length;
    const either = cells.filter((y) => mayBalloon[y] || mayIron[y]).length;
    if (b === 0 || i === 0 || either < 2) return finish(true, null);
  }

  // Per room: the cell pinned to its balloon (its iron ball), −1 when none, −2 when
  // two cells are (no answer then). A cell may hold a kind only if its pin allows it.
  const pinnedBalloon = new Int32Array(rooms.length).fill(-1);
  const pinnedIron = new Int32Array(rooms.length).fill(-1);
  const mayHold = (cell: number, kind: number): boolean =>
    pinned === null || pinned[cell] === -1 || pinned[cell] === kind;
  if (pinned !== null) {
    for (let cell = 0; cell < n; cell++) {
      const v = pinned[cell]!;
      if (board.black[cell] === 1) {
        if (v !== -1 && v !== EMPTY) return finish(true, null);
        continue;
      }
      const at = v === BALLOON ? pinnedBalloon : v === IRON ? pinnedIron : null;
      if (at !== null) at[roomOf[cell]!] = at[roomOf[cell]!] === -1 ? cell : -2;
    }
  }
  const pinAllows = (room: number, cell: number, kind: number): boolean => {
    const at = (kind === BALLOON ? pinnedBalloon : pinnedIron)[room]!;
    return mayHold(cell, kind) && (at === -1 || at === cell);
  };

  // Scratch marks for possiblePairs: stamp[cell] === stampNow marks an iron candidate.
  const stamp = new Int32Array(n);
  let stampNow = 0;

  /**
   * The possible (balloon, iron ball) pairs of an unassigned room, flattened, given
   * the decided cells; null when the budget ran out while listing them.
   */
  const possiblePairs = (room: number): number[] | null => {
    const cells = rooms[room]!;
    nodes += 2 * cells.length;
    // Cells that must hold a given kind (official) or some piece (loose) because a
    // decided piece next to them leans on them.
    let mustIron = -1, mustBalloon = -1;
    const mustPiece: number[] = [];
    for (const y of cells) {
      const above = up[y]!, below = down[y]!;
      const ironAbove = above >= 0 && content[above] === IRON;
      const balloonBelow = below >= 0 && content[below] === BALLOON;
      if (!ironAbove && !balloonBelow) continue;
      if (anyPiece) {
        mustPiece.push(y);
        if (mustPiece.length > 2) return [];
        continue;
      }
      if (ironAbove && balloonBelow) return [];
      if (ironAbove) {
        if (mustIron >= 0) return [];
        mustIron = y;
      } else {
        if (mustBalloon >= 0) return [];
        mustBalloon = y;
      }
    }
    // Candidates, split by whether their support lies in this room ("tied"): only
    // under loose, where it can be the room's own piece of the other kind.
    const balloonFree: number[] = [], balloonTied: number[] = [];
    const ironFree: number[] = [];
    stampNow++;
    for (const y of cells) {
      const above = up[y]!, below = down[y]!;
      if (
        y !== mustIron && (mustBalloon < 0 || y === mustBalloon) && mayBalloon[y] === 1 &&
        pinAllows(room, y, BALLOON) && mayStand(above, room, BALLOON)
      ) {
        (above >= 0 && roomOf[above] === room ? balloonTied : balloonFree).push(y);
      }
      if (
        y !== mustBalloon && (mustIron < 0 || y === mustIron) && mayIron[y] === 1 &&
        pinAllows(room, y, IRON) && mayStand(below, room, IRON)
      ) {
        stamp[y] = stampNow;
        if (!(below >= 0 && roomOf[below] === room)) ironFree.push(y);
      }
    }
    const pairs: number[] = [];
    const coversLeaners = (b: number, i: number): boolean =>
      mustPiece.length === 0 || mustPiece.every((y) => y === b || y === i);
    // A free balloon goes with a free iron ball: a tied iron ball would need this very
    // balloon under it, which would make the balloon tied.
    for (const b of balloonFree) {
      for (const i of ironFree) {
        if (++nodes > budget) return null;
        if (b !== i && coversLeaners(b, i)) pairs.push(b, i);
      }
    }
    // A tied balloon hangs from the room's iron ball right above it, which rests on it.
    for (const b of balloonTied) {
      nodes++;
      const i = up[b]!;
      if (stamp[i] === stampNow && coversLeaners(b, i)) pairs.push(b, i);
    }
    return pairs;
  };

  // Possible pairs of each unassigned room, kept until a room above or below changes.
  const pairCache: (number[] | null)[] = new Array(rooms.length).fill(null);
  const verticalNeighbours: number[][] = rooms.map((cells, room) => {
    const seen = new Set<number>();
    for (const y of cells) {
      for (const z of [up[y]!, down[y]!]) {
        if (z >= 0 && roomOf[z] !== room) seen.add(roomOf[z]!);
      }
    }
    return [...seen];
  });
  const forget = (room: number): void => {
    for (const other of verticalNeighbours[room]!) pairCache[other] = null;
  };

  const place = (room: number, b: number, i: number): void => {
    for (const y of rooms[room]!) content[y] = EMPTY;
    content[b] = BALLOON;
    content[i] = IRON;
    assigned[room] = 1;
    forget(room);
    placements++;
  };

  const lift = (room: number): void => {
    for (const y of rooms[room]!) content[y] = UNDECIDED;
    assigned[room] = 0;
    forget(room);
  };

  const record = (): void => {
    leaves++;
    nodes += n; // building and checking the answer
    const answer = Uint8Array.from(content);
    let verdict = cellVerdict(board, answer, rule);
    const off = pinned === null ? -1 : pinned.findIndex((v, cell) => v >= 0 && answer[cell] !== v);
    if (off >= 0) verdict = `cell ${off} is pinned to ${pinned![off]}, got ${answer[off]}`;
    if (verdict !== null) {
      throw new Error(`dosun-fuwari/rooms built an answer its check rejects: ${verdict}`);
    }
    answers.push(answer);
  };

  // The search stack: per level the room taken, its pairs and the next pair to try.
  const levelRoom: number[] = [];
  const levelPairs: number[][] = [];
  const levelNext: number[] = [];
  let entering = true;
  for (;;) {
    if (nodes > budget) return finish(false, "budget");
    if (entering) {
      if (levelRoom.length === rooms.length) {
        record();
        if (answers.length >= cap) return finish(false, "cap");
        entering = false;
        if (levelRoom.length === 0) return finish(true, null);
        continue;
      }
      // Most constrained unassigned room first.
      let best = -1;
      let bestPairs: number[] = [];
      for (let room = 0; room < rooms.length; room++) {
        if (assigned[room]) continue;
        nodes++;
        let pairs = pairCache[room];
        if (!pairs) {
          pairs = possiblePairs(room);
          if (pairs === null) return finish(false, "budget");
          pairCache[room] = pairs;
        }
        if (best >= 0 && pairs.length >= bestPairs.length) continue;
        best = room;
        bestPairs = pairs;
        if (pairs.length <= 2) break; // dead or forced: nothing beats it
      }
      levelRoom.push(best);
      levelPairs.push(bestPairs);
      levelNext.push(0);
      if (bestPairs.length === 0) deadEnds++;
    } else lift(levelRoom[levelRoom.length - 1]!);
    const top = levelRoom.length - 1;
    const pairs = levelPairs[top]!;
    const next = levelNext[top]!;
    if (next < pairs.length) {
      nodes += 1 + rooms[levelRoom[top]!]!.length; // placing writes every cell of the room
      levelNext[top] = next + 2;
      place(levelRoom[top]!, pairs[next]!, pairs[next + 1]!);
      entering = true;
    } else {
      levelRoom.pop();
      levelPairs.pop();
      levelNext.pop();
      if (levelRoom.length === 0) return finish(true, null);
      entering = false;
    }
  }
}
