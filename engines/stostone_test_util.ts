/**
 * Boards and an oracle for the Stostone engine battery (stostone_contract_test.ts).
 * Nothing here knows how any engine searches: answers come from the judge over every
 * shading, from answers planted on a board by construction, or from the published
 * boards' listed solutions.
 *
 * @module
 */

import fc from "npm:fast-check";
import { answerRows, decodeUrl } from "../core/formats/mod.ts";
import { type ExternalPuzzle, loadExternal } from "../core/formats/boards_test_util.ts";
import { emptyBorders, type GridSize, neighbours } from "../core/grid.ts";
import { bordersFromLabels } from "../core/grid.ts";
import { type Rng, rngFromSeed } from "../core/rng.ts";
import { columnsBalanced } from "../core/stostone/drop.ts";
import {
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
  type StostoneRule,
} from "../core/stostone/board.ts";
import { checkStostone } from "../core/stostone/judge.ts";

/**
 * A board drawn as rows of room letters: borders wherever letters differ, plus the
 * listed border segments inside rooms (pairs of neighbouring cells). Clues by the
 * letter of their room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { roomsBoard } from "./stostone_test_util.ts";
 * const board = roomsBoard(["AAB", "AAB"], { B: 2 }, [[0, 1]]);
 * assert.ok(board.rooms.length === 2 && board.clues.join() === ",2");
 * assert.ok(board.vertical[0] === 1);
 * ```
 */
export function roomsBoard(
  map: readonly string[],
  clues: Readonly<Record<string, StostoneClue>> = {},
  innerBorders: readonly (readonly [number, number])[] = [],
): StostoneBoard {
  const size = { rows: map.length, cols: map[0]!.length };
  const letter = (cell: number) => map[Math.floor(cell / size.cols)]![cell % size.cols]!;
  const borders = bordersFromLabels(size, map.join(""));
  for (const [a, b] of innerBorders) {
    const lo = Math.min(a, b);
    if (Math.abs(a - b) === 1) {
      borders.vertical[Math.floor(lo / size.cols) * (size.cols - 1) + (lo % size.cols)] = 1;
    } else borders.horizontal[lo] = 1;
  }
  const { rooms } = stostoneBoard(size, borders);
  return stostoneBoard(size, borders, rooms.map((cells) => clues[letter(cells[0]!)] ?? null));
}

/**
 * An answer as its rows, `#` shaded, joined by `/`: the external files' notation.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { gridOf, roomsBoard } from "./stostone_test_util.ts";
 * assert.ok(gridOf(roomsBoard(["AA", "AA"]), new Uint8Array([0, 0, 1, 1])) === "../##");
 * ```
 */
export function gridOf(board: StostoneBoard, answer: Uint8Array): string {
  return answerRows(board, answer).join("/");
}

/**
 * Every answer of a board of at most 16 cells under `rule`, as sorted {@link gridOf}
 * strings, by asking the judge about every shading. Under exact, convex and count a
 * shading whose columns are not half shaded is skipped unasked: the judge always
 * rejects it (a drop keeps each column's count), and the battery checks that it does.
 * Throws `RangeError` for a bigger board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { judgedShadings, roomsBoard } from "./stostone_test_util.ts";
 * assert.ok(judgedShadings(roomsBoard(["AA", "AA"]), "exact").join() === "##/..,../##");
 * ```
 */
export function judgedShadings(board: StostoneBoard, rule: StostoneRule): string[] {
  const n = board.rows * board.cols;
  if (n > 16) throw new RangeError(`judgedShadings: ${n} cells is too many (16 at most)`);
  const found: string[] = [];
  const answer = new Uint8Array(n);
  for (let bits = 0; bits < 1 << n; bits++) {
    for (let i = 0; i < n; i++) answer[i] = (bits >> i) & 1;
    if (rule !== "none" && !columnsBalanced(board, answer)) continue;
    if (checkStostone(board, answer, rule).ok) found.push(gridOf(board, answer));
  }
  return found.sort();
}

/**
 * Random boards of at most 10 cells (1..4 rows and columns): random border bits
 * (rooms follow from them, inner borders included) and random clues (none, `?`, 0..3).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { tinyBoardArb } from "./stostone_test_util.ts";
 * const [board] = fc.sample(tinyBoardArb, { numRuns: 1, seed: 2 });
 * assert.ok(board!.rows * board!.cols <= 10);
 * ```
 */
export const tinyBoardArb: fc.Arbitrary<StostoneBoard> = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 4 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    borderDensity: fc.double({ min: 0, max: 0.8, noNaN: true }),
  })
  .filter(({ rows, cols }) => rows * cols <= 10)
  .map(({ rows, cols, seed, borderDensity }) => {
    const rng = rngFromSeed(seed);
    const size = { rows, cols };
    const borders = emptyBorders(size);
    for (const flags of [borders.vertical, borders.horizontal]) {
      for (let i = 0; i < flags.length; i++) flags[i] = rng.next() < borderDensity ? 1 : 0;
    }
    const roomCount = stostoneBoard(size, borders).rooms.length;
    const clues: StostoneClue[] = Array.from({ length: roomCount }, () => {
      const roll = rng.int(6);
      return roll < 3 ? null : roll === 3 ? "?" : rng.int(4);
    });
    return stostoneBoard(size, borders, clues);
  });

const SHAPES: readonly (readonly [number, number])[] = [
  [1, 3],
  [2, 2],
  [2, 3],
  [2, 4],
  [2, 5],
  [2, 6],
  [3, 3],
  [3, 4],
  [4, 2],
  [4, 3],
  [6, 2],
];

/**
 * Random boards of eleven shapes up to 12 cells (1×3 to 6×2, odd heights among
 * them): border bits at a random rate, clues mostly none or `?`, sometimes 0,
 * otherwise a size from 1 to one more than the room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { shapedBoardArb } from "./stostone_test_util.ts";
 * const [board] = fc.sample(shapedBoardArb, { numRuns: 1, seed: 4 });
 * assert.ok(board!.rows * board!.cols <= 12);
 * ```
 */
export const shapedBoardArb: fc.Arbitrary<StostoneBoard> = fc.record({
  shape: fc.constantFrom(...SHAPES),
  borderChance: fc.integer({ min: 0, max: 70 }),
  borderRolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 24, maxLength: 24 }),
  clueRolls: fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 12, maxLength: 12 }),
}).map(({ shape: [rows, cols], borderChance, borderRolls, clueRolls }) => {
  const size = { rows, cols };
  const borders = emptyBorders(size);
  let k = 0;
  for (const flags of [borders.vertical, borders.horizontal]) {
    for (let i = 0; i < flags.length; i++) flags[i] = borderRolls[k++ % 24]! < borderChance ? 1 : 0;
  }
  const { rooms } = stostoneBoard(size, borders);
  const clues: StostoneClue[] = rooms.map((cells, i) => {
    const roll = clueRolls[i % 12]!;
    const kind = roll % 10;
    if (kind < 4) return null;
    if (kind < 6) return "?";
    if (kind === 6) return 0;
    return 1 + (Math.floor(roll / 10) % (cells.length + 1));
  });
  return stostoneBoard(size, borders, clues);
});

/**
 * A random shading for {@link plantedBoard}: each column rows/2 shaded cells (about 40 %
 * under `none`), redrawn under `exact` until the cells it shares with the previous column
 * have equal counts below.
 */
function drawShading(rng: Rng, rows: number, cols: number, rule: StostoneRule): Uint8Array {
  const shaded = new Uint8Array(rows * cols);
  const below = (r: number, c: number) => {
    let n = 0;
    for (let rr = r + 1; rr < rows; rr++) n += shaded[rr * cols + c]!;
    return n;
  };
  for (let c = 0; c < cols; c++) {
    // Under exact, redraw a column until the cells it shares with the previous one
    // have equal counts below (else the drop is sure to fail; the judge decides anyway).
    for (let tries = 0; tries < 200; tries++) {
      for (let r = 0; r < rows; r++) shaded[r * cols + c] = 0;
      if (rule === "none") {
        for (let r = 0; r < rows; r++) shaded[r * cols + c] = rng.next() < 0.4 ? 1 : 0;
      } else {
        const order = rng.shuffle([...Array(rows).keys()]);
        for (const r of order.slice(0, rows / 2)) shaded[r * cols + c] = 1;
      }
      if (rule !== "exact" || c === 0) break;
      let agree = true;
      for (let r = 0; r < rows && agree; r++) {
        if (shaded[r * cols + c] === 1 && shaded[r * cols + c - 1] === 1) {
          agree = below(r, c) === below(r, c - 1);
        }
      }
      if (agree) break;
    }
  }
  return shaded;
}

/**
 * A random shading that the judge accepts under `rule`, and a board around it: every
 * stone grown into a room with its size as the clue, some unshaded cells made clue-0
 * rooms. The shading is then one of the board's answers, on boards far beyond
 * {@link judgedShadings}. Null when 500 draws found no shading the judge accepts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkStostone } from "../core/stostone/judge.ts";
 * import { plantedBoard } from "./stostone_test_util.ts";
 * const planted = plantedBoard(6, 6, "count", 5);
 * assert.ok(planted === null || planted.grid.split("/").length === 6);
 * ```
 */
export function plantedBoard(
  rows: number,
  cols: number,
  rule: StostoneRule,
  seed: number,
): { board: StostoneBoard; grid: string } | null {
  const rng = rngFromSeed(seed);
  const size: GridSize = { rows, cols };
  for (let attempt = 0; attempt < 500; attempt++) {
    const shaded = drawShading(rng, rows, cols, rule);
    // Rooms: grow every shaded component outwards over the unshaded cells.
    const owner = new Int32Array(rows * cols).fill(-1);
    let rooms = 0;
    for (let start = 0; start < rows * cols; start++) {
      if (shaded[start] !== 1 || owner[start] !== -1) continue;
      const stack = [start];
      owner[start] = rooms;
      while (stack.length > 0) {
        for (const nb of neighbours(size, stack.pop()!)) {
          if (shaded[nb] === 1 && owner[nb] === -1) {
            owner[nb] = rooms;
            stack.push(nb);
          }
        }
      }
      rooms++;
    }
    if (rooms === 0) continue;
    // Some unshaded cells become one-cell rooms with clue 0 (more of them under the weak
    // rules, whose boards would otherwise have too many answers to list); the stones'
    // rooms grow over the rest, and cells they cannot reach get clue-0 rooms too.
    const zeroShare = { exact: 0.1, convex: 0.4, count: 0.5, none: 0.7 }[rule];
    const stoneRooms = rooms;
    for (let cell = 0; cell < rows * cols; cell++) {
      if (owner[cell] === -1 && rng.next() < zeroShare) owner[cell] = rooms++;
    }
    const ownedByStone = (nb: number) => owner[nb] !== -1 && owner[nb]! < stoneRooms;
    for (;;) {
      const reachable: number[] = [];
      for (let cell = 0; cell < rows * cols; cell++) {
        if (owner[cell] === -1 && neighbours(size, cell).some(ownedByStone)) reachable.push(cell);
      }
      if (reachable.length === 0) break;
      const cell = rng.pick(reachable);
      owner[cell] = owner[rng.pick(neighbours(size, cell).filter(ownedByStone))]!;
    }
    for (let cell = 0; cell < rows * cols; cell++) if (owner[cell] === -1) owner[cell] = rooms++;
    const key = (room: number) => String.fromCharCode(0x100 + room);
    const map = Array.from(
      { length: rows },
      (_, r) => Array.from({ length: cols }, (_, c) => key(owner[r * cols + c]!)).join(""),
    );
    const stoneSize: Record<string, number> = {};
    for (let room = stoneRooms; room < rooms; room++) stoneSize[key(room)] = 0;
    for (let cell = 0; cell < rows * cols; cell++) {
      if (shaded[cell] === 1) {
        stoneSize[key(owner[cell]!)] = (stoneSize[key(owner[cell]!)] ?? 0) + 1;
      }
    }
    const board = roomsBoard(map, stoneSize);
    if (!checkStostone(board, shaded, rule).ok) continue; // the drop or a hole said no
    return { board, grid: gridOf(board, shaded) };
  }
  return null;
}

/** One board of fixtures/external/stostone.external-collections.json, decoded. */
export interface ExternalStostone {
  /** The entry's id. */
  readonly id: string;
  /** The board. */
  readonly board: StostoneBoard;
  /** The listed count: "1 (unique)", "0 (no solution)" or ">=2" (an ASP run capped at 2). */
  readonly solutionCount: string;
  /** The listed solutions as sorted {@link gridOf} strings (two at most). */
  readonly listed: readonly string[];
}

/**
 * The published Stostone boards with their listed solution counts and solutions.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { externalStostone } from "./stostone_test_util.ts";
 * const boards = externalStostone();
 * assert.ok(boards.length === 39 && boards.every((b) => b.listed.length <= 2));
 * ```
 */
export function externalStostone(): ExternalStostone[] {
  const puzzles = loadExternal("stostone") as (ExternalPuzzle & { solution_count: string })[];
  return puzzles.map((p) => {
    const board = decodeUrl(p.pzprjs_url);
    if (board.genre !== "stostone") throw new SyntaxError(`${p.id}: not a Stostone board`);
    return {
      id: p.id,
      board,
      solutionCount: p.solution_count,
      listed: (p.solutions ?? []).map((s) => s.grid.join("/")).sort(),
    };
  });
}
