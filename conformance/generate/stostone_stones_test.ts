import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { components, neighbours } from "../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { checkStostone } from "../../core/stostone/judge.ts";
import { bordersFromLabels } from "../../core/grid.ts";
import { growRegions } from "./stostone.ts";
import { cutBlock, drawStones, liftOrder } from "./stostone_stones.ts";

const SEED = testSeed("stostone_stones_test");

/** Whether a set of cells is one orthogonally connected group. */
function connected(size: { rows: number; cols: number }, cells: readonly number[]): boolean {
  const set = new Set(cells);
  return components(size, (c) => set.has(c)).rooms.length === 1;
}

Deno.test("cutBlock: the pieces are connected and tile the bottom half exactly", () => {
  const rng = rngFromSeed(SEED);
  for (let trial = 0; trial < 200; trial++) {
    const size = { rows: 2 * (1 + rng.int(4)), cols: 1 + rng.int(8) };
    const stoneSize = 1 + rng.int(5);
    const pieces = cutBlock(size, stoneSize, rng);
    const half = (size.rows / 2) * size.cols;
    const expected = Array.from({ length: half }, (_, i) => size.rows * size.cols - half + i);
    assert.deepEqual(pieces.flat().sort((a, b) => a - b), expected);
    assert.equal(pieces.length, Math.max(1, Math.round(half / stoneSize)));
    for (const piece of pieces) assert.ok(connected(size, piece), `piece ${piece} is connected`);
  }
});

Deno.test("cutBlock: rejects odd rows and bad stone sizes", () => {
  const rng = rngFromSeed(1);
  assert.throws(() => cutBlock({ rows: 5, cols: 4 }, 2, rng), RangeError);
  assert.throws(() => cutBlock({ rows: 4, cols: 4 }, 0, rng), RangeError);
  assert.throws(() => cutBlock({ rows: 4, cols: 4 }, 1.5, rng), RangeError);
  assert.throws(() => drawStones({ rows: 4, cols: 4 }, 2, rng, 0), RangeError);
});

Deno.test("liftOrder: lower pieces come first; an interleaved column is a cycle", () => {
  // 4×2, bottom half: piece 0 = the left column, piece 1 = (2,1), piece 2 = (3,1).
  const size = { rows: 4, cols: 2 };
  const order = liftOrder(size, [[4, 6], [5], [7]]);
  assert.ok(order);
  assert.deepEqual(order.below, [[], [2], []]);
  assert.ok(order.order.indexOf(2) < order.order.indexOf(1));
  // 6×2: piece 0 is a U around piece 1's cell in column 0 (rows 3 and 5, joined
  // through column 1), so 0 is above 1 and 1 above 0 in the same column.
  assert.equal(liftOrder({ rows: 6, cols: 2 }, [[6, 7, 9, 10, 11], [8]]), null);
});

/** Per shaded cell of `answer`, the blank cells below it in its column. */
function blanksBelow(size: { rows: number; cols: number }, answer: Uint8Array): Int32Array {
  const below = new Int32Array(answer.length);
  for (let c = 0; c < size.cols; c++) {
    let blanks = 0;
    for (let r = size.rows - 1; r >= 0; r--) {
      below[r * size.cols + c] = blanks;
      if (answer[r * size.cols + c] === 0) blanks++;
    }
  }
  return below;
}

Deno.test("S-U12: every answer the generator lifts passes the judge under exact", () => {
  let lifted = 0;
  let thrownAway = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }).map((h) => 2 * h),
      fc.integer({ min: 1, max: 8 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer(),
      (rows, cols, stoneSize, drawSeed) => {
        const size = { rows, cols };
        const rng = rngFromSeed(drawSeed);
        const draw = drawStones(size, stoneSize, rng);
        if (draw.stones === null) {
          thrownAway++;
          return;
        }
        lifted++;
        const { answer, stones, falls } = draw.stones;
        // Stones are connected, cover the answer and do not touch each other.
        const owner = new Int32Array(answer.length).fill(-1);
        stones.forEach((cells, id) => cells.forEach((cell) => owner[cell] = id));
        answer.forEach((v, cell) => assert.equal(v === 1, owner[cell] !== -1));
        for (const cells of stones) assert.ok(connected(size, cells));
        owner.forEach((id, cell) => {
          if (id < 0) return;
          for (const nb of neighbours(size, cell)) assert.ok(owner[nb] === -1 || owner[nb] === id);
        });
        // Each stone's fall is the blanks under every one of its cells (the rank invariant).
        const below = blanksBelow(size, answer);
        stones.forEach((cells, id) =>
          cells.forEach((cell) => assert.equal(below[cell], falls[id]))
        );
        // The judge, on a board with one region grown around every stone.
        const labels = growRegions(size, stones, rng);
        const board = stostoneBoard(size, bordersFromLabels(size, labels));
        for (const rule of ["exact", "convex", "count"] as const) {
          const verdict = checkStostone(board, answer, rule);
          assert.ok(verdict.ok, `${rule}: ${verdict.code} at ${verdict.cells}`);
        }
      },
    ),
    { seed: SEED, numRuns: 400 },
  );
  console.log(`${lifted} answers lifted and judged, ${thrownAway} draws thrown away`);
  assert.ok(lifted > 0, "some draw must succeed, or the property said nothing");
});

Deno.test("drawStones: the same seed draws the same stones", () => {
  for (const seed of [1, 2, 3]) {
    const a = drawStones({ rows: 6, cols: 6 }, 2, rngFromSeed(seed));
    const b = drawStones({ rows: 6, cols: 6 }, 2, rngFromSeed(seed));
    assert.deepEqual(a, b);
  }
});

Deno.test("drawStones: a lift budget of one value cannot place many pieces", () => {
  const rng = rngFromSeed(SEED);
  let failures = 0;
  for (let i = 0; i < 20; i++) {
    const draw = drawStones({ rows: 8, cols: 8 }, 2, rng, 1);
    assert.ok(draw.nodes <= 1);
    if (draw.failure === "lift") failures++;
    assert.equal(draw.stones, null, "32 pieces cannot be lifted with one value tried");
  }
  assert.ok(failures > 0);
});
