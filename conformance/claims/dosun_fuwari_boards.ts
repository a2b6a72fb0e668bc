/**
 * Boards and counters the Dosun-Fuwari claim checks share: every small board,
 * random boards with random connected rooms, trivial boards, run-tops and
 * run-bottoms per room, and a brute-force answer counter that knows nothing about
 * runs (it picks a balloon cell and an iron-ball cell in every room and asks the
 * judge), so the claims about runs are never checked by code that assumes them.
 *
 * @module
 */

import { type Borders, bordersFromLabels, type GridSize, neighbours } from "../../core/grid.ts";
import {
  BALLOON,
  DOSUN_FUWARI_RULE,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../core/dosun_fuwari/judge.ts";
import { verticalRuns } from "../../core/dosun_fuwari/runs.ts";
import type { Rng } from "../../core/rng.ts";

/**
 * Every grid size with at most `maxCells` cells, smallest first, rows before
 * columns. Gravity is vertical, so 2×3 and 3×2 are different boards and both appear.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { gridSizesUpTo } from "./dosun_fuwari_boards.ts";
 * assert.ok(gridSizesUpTo(3).map((s) => `${s.rows}x${s.cols}`).join() === "1x1,1x2,2x1,1x3,3x1");
 * ```
 */
export function gridSizesUpTo(maxCells: number): GridSize[] {
  if (!Number.isInteger(maxCells) || maxCells < 1) {
    throw new RangeError(`gridSizesUpTo: maxCells must be a whole number ≥ 1, got ${maxCells}`);
  }
  const out: GridSize[] = [];
  for (let cells = 1; cells <= maxCells; cells++) {
    for (let cols = cells; cols >= 1; cols--) {
      if (cells % cols === 0) out.push({ rows: cells / cols, cols });
    }
  }
  return out;
}

/**
 * Every partition of the white cells of a grid into connected rooms, as the borders
 * between different rooms (each partition once). Walks every set of cut edges
 * between neighbouring white cells, so keep boards small (2^edges sets).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { whitePartitions } from "./dosun_fuwari_boards.ts";
 * // 1×3 with the middle cell black: the two white cells are never together.
 * assert.ok(whitePartitions({ rows: 1, cols: 3 }, [0, 1, 0]).length === 1);
 * // 2×2 all white: 12 connected partitions.
 * assert.ok(whitePartitions({ rows: 2, cols: 2 }, [0, 0, 0, 0]).length === 12);
 * ```
 */
export function whitePartitions(size: GridSize, black: ArrayLike<number>): Borders[] {
  const { rows, cols } = size;
  const n = rows * cols;
  const edges: [number, number][] = [];
  for (let cell = 0; cell < n; cell++) {
    if (black[cell]) continue;
    for (const nb of neighbours(size, cell)) {
      if (nb > cell && !black[nb]) edges.push([cell, nb]);
    }
  }
  if (edges.length > 20) {
    throw new RangeError(
      `whitePartitions: ${rows}x${cols} has ${edges.length} white edges, more than 20`,
    );
  }
  const seen = new Set<string>();
  const out: Borders[] = [];
  const parent = new Int32Array(n);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  for (let cut = 0; cut < 1 << edges.length; cut++) {
    for (let i = 0; i < n; i++) parent[i] = i;
    edges.forEach(([a, b], i) => {
      if (!((cut >> i) & 1)) parent[find(a)] = find(b);
    });
    // Label rooms by first appearance: union order must not make one partition look like two.
    const first = new Map<number, number>();
    const roots = Array.from({ length: n }, (_, cell) => {
      if (black[cell]) return -1;
      const root = find(cell);
      if (!first.has(root)) first.set(root, first.size);
      return first.get(root)!;
    });
    const key = roots.join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(bordersFromLabels({ rows, cols }, roots));
  }
  return out;
}

/**
 * Every Dosun-Fuwari board of at most `maxCells` cells: every grid size, every
 * pattern of black cells, every partition of the white cells into connected rooms.
 * Boards with no white cell are included (they have one answer, the empty one).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { everyBoard } from "./dosun_fuwari_boards.ts";
 * // 1×1: black, or one white room.
 * assert.ok([...everyBoard(1)].length === 2);
 * // Adds 1×2 (black/white patterns: 1 + 2 + 2) and 2×1 (5 again).
 * assert.ok([...everyBoard(2)].length === 12);
 * ```
 */
export function* everyBoard(maxCells: number): Generator<DosunFuwariBoard> {
  for (const size of gridSizesUpTo(maxCells)) {
    const n = size.rows * size.cols;
    for (let pattern = 0; pattern < 1 << n; pattern++) {
      const black = Uint8Array.from({ length: n }, (_, cell) => (pattern >> cell) & 1);
      for (const borders of whitePartitions(size, black)) {
        yield dosunFuwariBoard(size, black, borders);
      }
    }
  }
}

/** Per room of a board, its run-tops and run-bottoms (the T_i and B_i of claim D-U4). */
export interface RunEnds {
  /** Per room: the run-top cells it holds (cells whose upper neighbour is the edge or black). */
  readonly tops: readonly (readonly number[])[];
  /** Per room: the run-bottom cells it holds. */
  readonly bottoms: readonly (readonly number[])[];
}

/**
 * The run-tops and run-bottoms of every room. A cell of a one-cell run is both.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { runEnds } from "./dosun_fuwari_boards.ts";
 * // One column of three cells, one room: top 0, bottom 2.
 * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
 *   vertical: new Uint8Array(0), horizontal: new Uint8Array(2),
 * });
 * const ends = runEnds(board);
 * assert.ok(ends.tops[0]!.join() === "0" && ends.bottoms[0]!.join() === "2");
 * ```
 */
export function runEnds(board: DosunFuwariBoard): RunEnds {
  const tops: number[][] = board.rooms.map(() => []);
  const bottoms: number[][] = board.rooms.map(() => []);
  for (const run of verticalRuns(board)) {
    const top = run[0]!;
    const bottom = run[run.length - 1]!;
    tops[board.roomOf[top]!]!.push(top);
    bottoms[board.roomOf[bottom]!]!.push(bottom);
  }
  return { tops, bottoms };
}

/**
 * Rooms that hold no run-top or no run-bottom: their balloon (iron ball) can only
 * be stacked on a piece of another room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { starvedRoomCount } from "./dosun_fuwari_boards.ts";
 * // 2×1, two rooms: the top cell's room has no run-bottom, the other no run-top.
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0), horizontal: new Uint8Array([1]),
 * });
 * assert.ok(starvedRoomCount(board) === 2);
 * ```
 */
export function starvedRoomCount(board: DosunFuwariBoard): number {
  const { tops, bottoms } = runEnds(board);
  return board.rooms.filter((_, room) => tops[room]!.length === 0 || bottoms[room]!.length === 0)
    .length;
}

/**
 * The write-up's prediction ∏T_i · ∏B_i for the number of answers (0 when a room is
 * starved).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { productFormula } from "./dosun_fuwari_boards.ts";
 * // 2×2 one room: two tops, two bottoms.
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(2), horizontal: new Uint8Array(2),
 * });
 * assert.ok(productFormula(board) === 4);
 * ```
 */
export function productFormula(board: DosunFuwariBoard): number {
  const { tops, bottoms } = runEnds(board);
  return board.rooms.reduce((p, _, room) => p * tops[room]!.length * bottoms[room]!.length, 1);
}

/** Options of {@link countByRooms}. */
export interface CountOptions {
  /** Reading the judge applies (default official). */
  readonly rule?: DosunFuwariRule;
  /** Per room, the cells its balloon may take (default: all its cells). */
  readonly balloonCells?: readonly (readonly number[])[];
  /** Per room, the cells its iron ball may take (default: all its cells). */
  readonly ironCells?: readonly (readonly number[])[];
  /** Stop after this many candidate fillings judged (default 1,000,000). */
  readonly limit?: number;
  /** Keep at most this many answers (default 2). */
  readonly keep?: number;
}

/** What {@link countByRooms} found. */
export interface RoomCount {
  /** Answers the judge accepted. */
  readonly count: number;
  /** The first answers found, at most `keep`. */
  readonly answers: Uint8Array[];
  /** False when `limit` stopped the walk: `count` is then a lower bound. */
  readonly complete: boolean;
  /** Candidate fillings judged. */
  readonly judged: number;
}

/**
 * Counts the answers of a board by brute force without any notion of runs: every
 * room takes one balloon cell and one different iron-ball cell (from the allowed
 * lists), every other cell stays empty, and the judge decides each filling. This
 * covers every answer, since the judge demands exactly one of each per room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { countByRooms } from "./dosun_fuwari_boards.ts";
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(2), horizontal: new Uint8Array(2),
 * });
 * assert.ok(countByRooms(board).count === 4);
 * ```
 */
export function countByRooms(board: DosunFuwariBoard, options: CountOptions = {}): RoomCount {
  const rule = options.rule ?? DOSUN_FUWARI_RULE.official;
  const limit = options.limit ?? 1_000_000;
  const keep = options.keep ?? 2;
  const balloonCells = options.balloonCells ?? board.rooms;
  const ironCells = options.ironCells ?? board.rooms;
  const answer = new Uint8Array(board.rows * board.cols);
  const answers: Uint8Array[] = [];
  let count = 0;
  let judged = 0;
  let complete = true;
  const visit = (room: number): void => {
    if (!complete) return;
    if (room === board.rooms.length) {
      if (judged >= limit) {
        complete = false;
        return;
      }
      judged++;
      if (checkDosunFuwari(board, answer, rule).ok) {
        count++;
        if (answers.length < keep) answers.push(answer.slice());
      }
      return;
    }
    for (const b of balloonCells[room]!) {
      for (const i of ironCells[room]!) {
        if (i === b) continue;
        answer[b] = BALLOON;
        answer[i] = IRON;
        visit(room + 1);
        answer[b] = EMPTY;
        answer[i] = EMPTY;
      }
    }
  };
  visit(0);
  return { count, answers, complete, judged };
}

/**
 * The answers of a solver that never stacks a piece on its own kind: a balloon only
 * where its upper neighbour is the edge or black (a run-top), an iron ball only where
 * its lower neighbour is (a run-bottom); the judge decides each filling.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { neverStacking } from "./dosun_fuwari_boards.ts";
 * // 2×1 one room: the balloon on top, the iron ball below, no stacking needed.
 * const one = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0), horizontal: new Uint8Array(1),
 * });
 * assert.ok(neverStacking(one).count === 1);
 * ```
 */
export function neverStacking(board: DosunFuwariBoard, limit = 1_000_000): RoomCount {
  const { tops, bottoms } = runEnds(board);
  return countByRooms(board, { balloonCells: tops, ironCells: bottoms, limit });
}

/**
 * The trivial board of a black-cell pattern: one room per vertical run.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { trivialBoard } from "./dosun_fuwari_boards.ts";
 * const board = trivialBoard({ rows: 3, cols: 2 }, [0, 0, 1, 0, 0, 0]);
 * assert.ok(board.rooms.length === 3);
 * ```
 */
export function trivialBoard(size: GridSize, black: ArrayLike<number>): DosunFuwariBoard {
  // Every vertical border between white cells is set and no horizontal one: rooms are
  // then exactly the vertical strips, cut where a black cell (always bordered) lies.
  return dosunFuwariBoard(size, black, {
    vertical: new Uint8Array(size.rows * (size.cols - 1)).fill(1),
    horizontal: new Uint8Array((size.rows - 1) * size.cols),
  });
}

/**
 * The answer every trivial board should have: run-tops balloons, run-bottoms iron balls.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { topsAndBottomsAnswer, trivialBoard } from "./dosun_fuwari_boards.ts";
 * const board = trivialBoard({ rows: 3, cols: 1 }, [0, 0, 0]);
 * assert.ok(topsAndBottomsAnswer(board).join() === "1,0,2");
 * ```
 */
export function topsAndBottomsAnswer(board: DosunFuwariBoard): Uint8Array {
  const answer = new Uint8Array(board.rows * board.cols);
  for (const run of verticalRuns(board)) {
    answer[run[0]!] = BALLOON;
    answer[run[run.length - 1]!] = IRON;
  }
  return answer;
}

/** Parameters of {@link randomRoomsBoard}. */
export interface RandomRoomsOptions extends GridSize {
  /** Chance that a cell is black. */
  readonly density: number;
  /** Average room size aimed at (rooms are grown from about white / size seeds). */
  readonly meanRoomSize: number;
}

/**
 * A board with random black cells and random connected rooms: every white component
 * gets one seed cell, further random seeds bring the number of rooms to about
 * white / `meanRoomSize`, and rooms grow one random neighbouring cell at a time.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rngFromSeed } from "../../core/rng.ts";
 * import { randomRoomsBoard } from "./dosun_fuwari_boards.ts";
 * const board = randomRoomsBoard(rngFromSeed(1), { rows: 6, cols: 6, density: 0.1, meanRoomSize: 4 });
 * assert.ok(board.rows === 6 && board.rooms.every((r) => r.length > 0));
 * ```
 */
export function randomRoomsBoard(rng: Rng, options: RandomRoomsOptions): DosunFuwariBoard {
  const { rows, cols, density, meanRoomSize } = options;
  const size = { rows, cols };
  const n = rows * cols;
  const black = Uint8Array.from({ length: n }, () => (rng.next() < density ? 1 : 0));
  const label = new Int32Array(n).fill(-1);
  const white = [...Array(n).keys()].filter((cell) => !black[cell]);
  // One seed per white component, so every component gets a room.
  const component = new Int32Array(n).fill(-1);
  const seeds: number[] = [];
  for (const start of white) {
    if (component[start] !== -1) continue;
    const cells = [start];
    component[start] = start;
    for (let i = 0; i < cells.length; i++) {
      for (const nb of neighbours(size, cells[i]!)) {
        if (black[nb] || component[nb] !== -1) continue;
        component[nb] = start;
        cells.push(nb);
      }
    }
    seeds.push(rng.pick(cells));
  }
  const want = Math.max(seeds.length, Math.round(white.length / meanRoomSize));
  for (const cell of rng.shuffle([...white])) {
    if (seeds.length >= want) break;
    if (!seeds.includes(cell)) seeds.push(cell);
  }
  seeds.forEach((cell, room) => (label[cell] = room));
  for (;;) {
    const frontier: [number, number][] = [];
    for (const cell of white) {
      if (label[cell] !== -1) continue;
      for (const nb of neighbours(size, cell)) {
        if (label[nb]! >= 0) frontier.push([cell, label[nb]!]);
      }
    }
    if (frontier.length === 0) break;
    const [cell, room] = rng.pick(frontier);
    label[cell] = room;
  }
  return dosunFuwariBoard(size, black, bordersFromLabels({ rows, cols }, label));
}
