/**
 * Test helpers the Stostone engine tests share (test code only: the engines themselves
 * share nothing): random small boards and the pinned-answers test every engine's
 * `pinned` option must pass.
 *
 * @module
 */

import assert from "node:assert/strict";
import { emptyBorders, type SolveResult } from "../../core/grid.ts";
import { type Rng, rngFromSeed, testSeed } from "../../core/rng.ts";
import { type StostoneBoard, stostoneBoard } from "../../core/stostone/board.ts";

/**
 * A random board of `rows`×`cols`, borders with chance 1/3, clues mostly absent.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rngFromSeed } from "../../core/rng.ts";
 * import { randomBoard } from "./pinned_test_util.ts";
 * const board = randomBoard(rngFromSeed(1), 4, 5);
 * assert.equal(board.rows * board.cols, 20);
 * ```
 */
export function randomBoard(rng: Rng, rows: number, cols: number): StostoneBoard {
  const size = { rows, cols };
  const borders = emptyBorders(size);
  for (const flags of [borders.vertical, borders.horizontal]) {
    for (let i = 0; i < flags.length; i++) flags[i] = rng.int(3) === 0 ? 1 : 0;
  }
  const rooms = stostoneBoard(size, borders).rooms;
  const clues = rooms.map((cells) => rng.int(4) === 0 ? 1 + rng.int(cells.length) : null);
  return stostoneBoard(size, borders, clues);
}

/** An engine's `solve` as the pinned test calls it (every answer, no budget). */
export type PinnedSolve = (
  board: StostoneBoard,
  options: { cap: number; budget: number; pinned?: Int8Array },
) => SolveResult<{ readonly nodes: number }>;

/**
 * The pinned-answers test: on 120 pin sets over random boards with two or more
 * answers (seeded, printed), `solve` with `pinned` gives exactly the answers that agree
 * with every pinned cell; `also` may check more per pin set (it gets the pinned answers).
 */
export function testPinnedAgreement(
  solve: PinnedSolve,
  also?: (board: StostoneBoard, pinned: Int8Array, answers: readonly string[]) => void,
): void {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const all = { cap: Infinity, budget: Infinity };
  const key = (a: Uint8Array) => a.join("");
  let trials = 0, narrowed = 0, emptied = 0;
  for (let b = 0; trials < 120 && b < 2000; b++) {
    const [rows, cols] = rng.pick([[4, 4], [4, 5], [6, 4], [2, 6]] as const);
    const board = randomBoard(rng, rows, cols);
    const every = solve(board, all);
    assert.ok(every.complete);
    if (every.answers.length < 2) continue;
    for (let k = 0; k < 4; k++) {
      trials++;
      const pinned = new Int8Array(rows * cols).fill(-1);
      for (let n = 1 + rng.int(3); n > 0; n--) pinned[rng.int(rows * cols)] = rng.int(2);
      const agree = (a: Uint8Array) => a.every((v, i) => pinned[i] === -1 || pinned[i] === v);
      const out = solve(board, { ...all, pinned });
      assert.ok(out.complete && out.stoppedBy === null);
      const got = out.answers.map(key).sort();
      assert.deepEqual(
        got,
        every.answers.filter(agree).map(key).sort(),
        `seed ${seed}, board ${b}, pins ${pinned.join(",")}`,
      );
      also?.(board, pinned, got);
      if (out.answers.length < every.answers.length) narrowed++;
      if (out.answers.length === 0) emptied++;
    }
  }
  console.log(`${trials} pin sets, ${narrowed} narrowed the answers, ${emptied} left none`);
  assert.equal(trials, 120);
  // Ignoring the pins would return every answer: the pins must have removed some.
  assert.ok(narrowed > 20 && emptied > 0, `narrowed ${narrowed}, emptied ${emptied}`);
}

/** On a 2×2 board with two answers the cap counts only agreeing answers; bad pins are RangeErrors. */
export function pinnedCapAndBadPins(
  solve: (board: StostoneBoard, options: { cap?: number; pinned?: Int8Array }) => SolveResult<
    { readonly nodes: number }
  >,
): void {
  // 2×2, two one-column rooms, no clues: two answers (a diagonal each way).
  const board = stostoneBoard({ rows: 2, cols: 2 }, {
    vertical: new Uint8Array([1, 1]),
    horizontal: new Uint8Array([0, 0]),
  });
  const out = solve(board, { cap: 1, pinned: Int8Array.from([1, -1, -1, -1]) });
  assert.equal(out.answers.length, 1);
  assert.deepEqual([...out.answers[0]!], [1, 0, 0, 1]);
  const none = solve(board, { pinned: Int8Array.from([1, 1, -1, -1]) });
  assert.ok(none.complete && none.answers.length === 0);
  assert.throws(() => solve(board, { pinned: Int8Array.from([1, 1]) }), /4 cells, got 2/);
  assert.throws(() => solve(board, { pinned: Int8Array.from([1, 2, 0, 0]) }), /cell 1 .* got 2/);
}
