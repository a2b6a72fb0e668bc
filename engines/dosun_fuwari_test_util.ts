/**
 * Boards and oracles for the Dosun-Fuwari engine battery
 * (dosun_fuwari_contract_test.ts). Nothing here knows how any engine searches: the
 * answers come from the judge over every filling with one balloon and one iron ball
 * per room, or, on boards too big for that, from a plain cell-by-cell search written
 * from the rules' wording.
 *
 * @module
 */

import {
  BALLOON,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "../core/dosun_fuwari/board.ts";
import { verticalRuns } from "../core/dosun_fuwari/runs.ts";
import { bordersFromLabels, neighbours } from "../core/grid.ts";
import { type Rng, rngFromSeed } from "../core/rng.ts";
import { countByRooms, randomRoomsBoard } from "../conformance/claims/dosun_fuwari_boards.ts";
import { labelConnected } from "../conformance/generate/labels.ts";

/**
 * A board drawn as rows of room letters, `#` for a black cell; borders wherever
 * neighbouring letters differ.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardFromPicture } from "./dosun_fuwari_test_util.ts";
 * const board = boardFromPicture(["a#b", "aab"]);
 * assert.ok(board.rooms.length === 2 && board.black[1] === 1);
 * ```
 */
export function boardFromPicture(picture: readonly string[]): DosunFuwariBoard {
  const size = { rows: picture.length, cols: picture[0]!.length };
  const black = Array.from(picture.join(""), (ch) => (ch === "#" ? 1 : 0));
  return dosunFuwariBoard(size, black, bordersFromLabels(size, picture.join("")));
}

/**
 * Every answer of `board` under `rule` (sorted `answer.join("")` strings), by asking
 * the judge about every filling that puts one balloon and one iron ball in each room:
 * the judge demands exactly that, so no answer is missed. A room of k cells gives
 * k(k−1) fillings; throws `RangeError` above a million fillings.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardFromPicture, judgedAnswers } from "./dosun_fuwari_test_util.ts";
 * assert.ok(judgedAnswers(boardFromPicture(["a", "a"]), "official").join() === "12");
 * assert.ok(judgedAnswers(boardFromPicture(["a", "a"]), "loose").join() === "12,21");
 * ```
 */
export function judgedAnswers(board: DosunFuwariBoard, rule: DosunFuwariRule): string[] {
  const found = countByRooms(board, { rule, keep: Infinity, limit: 1_000_000 });
  if (!found.complete) {
    throw new RangeError(
      `judgedAnswers: a ${board.rows}x${board.cols} board needs over ${found.judged} fillings`,
    );
  }
  return found.answers.map((a) => a.join("")).sort();
}

/**
 * Every answer by a second, simple oracle for boards too big for
 * {@link judgedAnswers}: cells in row-major order, each balloon checked against the
 * cell above at once, each iron ball when the cell below is filled, room counts
 * checked at each room's last cell. Sorted `answer.join("")` strings.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardFromPicture, cellByCellAnswers } from "./dosun_fuwari_test_util.ts";
 * assert.ok(cellByCellAnswers(boardFromPicture(["bb", "ab", "ab"]), "official").join() === "101022");
 * ```
 */
export function cellByCellAnswers(board: DosunFuwariBoard, rule: DosunFuwariRule): string[] {
  const { rows, cols, roomOf } = board;
  const n = rows * cols;
  const lastCell = board.rooms.map((room) => Math.max(...room));
  const balloons = new Int32Array(board.rooms.length);
  const irons = new Int32Array(board.rooms.length);
  const answer = new Uint8Array(n);
  const out: string[] = [];
  const holds = (cell: number, kind: number) =>
    answer[cell] === kind || (rule === "loose" && answer[cell] !== EMPTY);
  const fill = (cell: number): void => {
    if (cell === n) {
      out.push(answer.join(""));
      return;
    }
    if (board.black[cell]) return fill(cell + 1);
    const room = roomOf[cell]!;
    const up = cell >= cols && !board.black[cell - cols] ? cell - cols : -1;
    for (const v of [EMPTY, BALLOON, IRON]) {
      answer[cell] = v;
      if (v === BALLOON && (balloons[room]! > 0 || (up >= 0 && !holds(up, BALLOON)))) continue;
      if (v === IRON && irons[room]! > 0) continue;
      if (up >= 0 && answer[up] === IRON && !holds(cell, IRON)) continue;
      if (v === BALLOON) balloons[room]!++;
      if (v === IRON) irons[room]!++;
      if (lastCell[room] !== cell || (balloons[room] === 1 && irons[room] === 1)) fill(cell + 1);
      if (v === BALLOON) balloons[room]!--;
      if (v === IRON) irons[room]!--;
    }
    answer[cell] = EMPTY;
  };
  fill(0);
  return out.sort();
}

/**
 * A random board: each cell black with probability `density`, rooms grown by
 * removing the borders between neighbouring white cells in random order while the
 * merged room stays at most `target` cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergedRoomsBoard } from "./dosun_fuwari_test_util.ts";
 * const board = mergedRoomsBoard(7, 4, 5, 3, 0);
 * assert.ok(board.rooms.every((room) => room.length <= 3));
 * ```
 */
export function mergedRoomsBoard(
  seed: number,
  rows: number,
  cols: number,
  target: number,
  density: number,
): DosunFuwariBoard {
  const rng = rngFromSeed(seed);
  const n = rows * cols;
  const black = Array.from({ length: n }, () => (rng.next() < density ? 1 : 0));
  const parent = Array.from({ length: n }, (_, i) => i);
  const size = new Array<number>(n).fill(1);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  const vertical = new Uint8Array(rows * (cols - 1)).fill(1);
  const horizontal = new Uint8Array((rows - 1) * cols).fill(1);
  const edges: [number, number, Uint8Array, number][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = r * cols + c;
      if (c < cols - 1) edges.push([x, x + 1, vertical, r * (cols - 1) + c]);
      if (r < rows - 1) edges.push([x, x + cols, horizontal, x]);
    }
  }
  rng.shuffle(edges);
  for (const [a, b, flags, k] of edges) {
    if (black[a] || black[b]) continue;
    const ra = find(a), rb = find(b);
    if (ra !== rb && size[ra]! + size[rb]! > target) continue;
    if (ra !== rb) {
      parent[ra] = rb;
      size[rb]! += size[ra]!;
    }
    flags[k] = 0;
  }
  return dosunFuwariBoard({ rows, cols }, black, { vertical, horizontal });
}

/**
 * A `rows`×`cols` board without black cells: one room per column when `columns`,
 * otherwise a single room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { openBoard } from "./dosun_fuwari_test_util.ts";
 * assert.ok(openBoard(3, 4, true).rooms.length === 4);
 * assert.ok(openBoard(3, 4, false).rooms.length === 1);
 * ```
 */
export function openBoard(rows: number, cols: number, columns: boolean): DosunFuwariBoard {
  return dosunFuwariBoard({ rows, cols }, new Uint8Array(rows * cols), {
    vertical: new Uint8Array(rows * (cols - 1)).fill(columns ? 1 : 0),
    horizontal: new Uint8Array((rows - 1) * cols),
  });
}

/**
 * A solvable board with rooms of up to `maxRoom` cells, by random moves from the
 * trivial board (every vertical run its own room), each a cell (or a whole room) handed to
 * a neighbouring room and kept only while `hasAnswer` says the board still has an answer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rngFromSeed } from "../core/rng.ts";
 * import { solve } from "./dosun_fuwari/propagate/mod.ts";
 * import { walkedBoard } from "./dosun_fuwari_test_util.ts";
 * const has = (b: Parameters<typeof solve>[0]) => solve(b, { cap: 1 }).answers.length === 1;
 * const board = walkedBoard(rngFromSeed(1), 6, 0.1, 12, 72, has);
 * assert.ok(has(board));
 * ```
 */
export function walkedBoard(
  rng: Rng,
  side: number,
  density: number,
  maxRoom: number,
  steps: number,
  hasAnswer: (board: DosunFuwariBoard) => boolean,
): DosunFuwariBoard {
  const size = { rows: side, cols: side };
  const n = side * side;
  const black = Uint8Array.from({ length: n }, () => (rng.next() < density ? 1 : 0));
  for (let cell = 0; cell < n; cell++) {
    // A one-cell run can never be filled: blacken it, as the generator does.
    const above = cell < side || black[cell - side] === 1;
    const below = cell >= n - side || black[cell + side] === 1;
    if (!black[cell] && above && below) black[cell] = 1;
  }
  const plain = dosunFuwariBoard(size, black, bordersFromLabels(size, new Int32Array(n)));
  const labels = new Int32Array(n).fill(-1);
  verticalRuns(plain).forEach((cells, run) => cells.forEach((cell) => (labels[cell] = run)));
  const make = () => dosunFuwariBoard(size, black, bordersFromLabels(size, labels));
  const roomSize = (label: number) => labels.reduce((k, l) => k + (l === label ? 1 : 0), 0);
  let board = make();
  for (let step = 0; step < steps; step++) {
    const cell = rng.int(n);
    if (black[cell]) continue;
    const targets = neighbours(size, cell).filter((x) => !black[x] && labels[x] !== labels[cell]);
    if (targets.length === 0) continue;
    const from = labels[cell]!, to = labels[rng.pick(targets)]!;
    const saved = Int32Array.from(labels);
    if (rng.next() < 0.15) {
      if (roomSize(from) + roomSize(to) > maxRoom) continue;
      labels.forEach((l, x) => l === from && (labels[x] = to));
    } else {
      if (roomSize(from) <= 2 || roomSize(to) >= maxRoom) continue;
      if (!labelConnected(size, labels, from, cell)) continue;
      labels[cell] = to;
    }
    const next = make();
    if (hasAnswer(next)) board = next;
    else labels.set(saved);
  }
  return board;
}

/**
 * A side×side board of random rooms, as tools/dosun_fuwari_frontier.ts draws its
 * `random` family: rooms merged up to 3–22 cells (`merged`, {@link mergedRoomsBoard}),
 * else grown from seeds of mean size 4, 6, 10 or 16; 0, 5 or 10 % black cells. Most
 * have no answer, some very many.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rngFromSeed } from "../core/rng.ts";
 * import { randomBoard } from "./dosun_fuwari_test_util.ts";
 * const board = randomBoard(rngFromSeed(1), 6, true);
 * assert.ok(board.rows === 6 && board.rooms.every((room) => room.length <= 22));
 * ```
 */
export function randomBoard(rng: Rng, side: number, merged: boolean): DosunFuwariBoard {
  const density = rng.pick([0, 0.05, 0.1]);
  return merged
    ? mergedRoomsBoard(rng.int(2 ** 31), side, side, 3 + rng.int(20), density)
    : randomRoomsBoard(rngFromSeed(rng.int(2 ** 31)), {
      rows: side,
      cols: side,
      density,
      meanRoomSize: rng.pick([4, 6, 10, 16]),
    });
}

/**
 * The first `wanted` of the {@link randomBoard}s drawn from `seed` (merged and grown in
 * turn) that `twoAnswers` accepts, looking at most `draws` boards: the hard case for
 * forced cells, where every cell must be proved forced or shown open by two answers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { answeredBoards } from "./dosun_fuwari_test_util.ts";
 * const big = answeredBoards(1, 4, 2, 10, (b) => b.rooms.length > 3);
 * assert.ok(big.length === 2 && big.every((b) => b.rooms.length > 3));
 * ```
 */
export function answeredBoards(
  seed: number,
  side: number,
  wanted: number,
  draws: number,
  twoAnswers: (board: DosunFuwariBoard) => boolean,
): DosunFuwariBoard[] {
  const rng = rngFromSeed(seed);
  const found: DosunFuwariBoard[] = [];
  for (let k = 0; found.length < wanted && k < draws; k++) {
    const board = randomBoard(rng, side, k % 2 === 1);
    if (twoAnswers(board)) found.push(board);
  }
  return found;
}
