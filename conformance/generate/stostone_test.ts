import assert from "node:assert/strict";
import { assertUniqueAnswer } from "./generate_test_util.ts";
import fc from "npm:fast-check";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { checkStostone } from "../../core/stostone/judge.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { solve } from "../../engines/stostone/propagate/mod.ts";
import { solve as solveBySubsets } from "../../engines/stostone/subset/mod.ts";
import { generateStostone, growRegions } from "./stostone.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { bordersFromLabels } from "../../core/grid.ts";

const SEED = testSeed("stostone_test");

/** Shaded cells per room. */
function sizes(board: { rooms: readonly (readonly number[])[] }, answer: Uint8Array): number[] {
  return board.rooms.map((cells) => cells.filter((c) => answer[c] === 1).length);
}

Deno.test("generateStostone: the same parameters and seed give the same board", () => {
  for (const [rows, cols, stoneSize] of [[6, 6, 2], [8, 8, 3]] as const) {
    const a = generateStostone({ rows, cols, stoneSize, seed: SEED });
    const b = generateStostone({ rows, cols, stoneSize, seed: SEED });
    assert.equal(encodeUrl(a.board), encodeUrl(b.board));
    assert.deepEqual(a.answer, b.answer);
    assert.deepEqual(a.stats, b.stats);
  }
  const urls = new Set(
    [0, 1, 2, 3].map((k) =>
      encodeUrl(generateStostone({ rows: 6, cols: 6, stoneSize: 2, seed: SEED + k }).board)
    ),
  );
  assert.ok(urls.size > 1, "different seeds should not all give the same board");
});

Deno.test("generateStostone: boards are unique and agreed on by all three engines", async (t) => {
  const cases = [[4, 4, 2], [4, 6, 3], [6, 6, 2], [6, 6, 3], [8, 8, 3]] as const;
  for (const [index, [rows, cols, stoneSize]] of cases.entries()) {
    const seed = SEED + index;
    await t.step(`${rows}x${cols} stoneSize ${stoneSize} seed ${seed}`, () => {
      const { board, answer, stats } = generateStostone({ rows, cols, stoneSize, seed });
      assertUniqueAnswer(board, answer);
      assert.ok(stats.pinnedByAllNumbers);
      assert.equal(stats.answersWithAllNumbers, 1);
    });
  }
});

Deno.test("generateStostone: numbers and statistics describe the board and its answer", () => {
  const rng = rngFromSeed(SEED);
  for (let i = 0; i < 6; i++) {
    const rows = 2 * (2 + rng.int(3)), cols = 3 + rng.int(5), stoneSize = 2 + rng.int(2);
    const { board, answer, stats } = generateStostone({
      rows,
      cols,
      stoneSize,
      seed: rng.int(1e9),
    });
    const ours = sizes(board, answer);
    // Every room holds one stone, and every number is that stone's size.
    assert.ok(ours.every((n) => n > 0));
    board.clues.forEach((clue, room) => assert.ok(clue === null || clue === ours[room]));
    assert.equal(stats.numbersGiven, board.clues.filter((c) => c !== null).length);
    assert.ok(stats.numbersGiven <= stats.rooms);
    assert.equal(stats.rooms, board.rooms.length);
    assert.deepEqual(stats.stoneSizes, ours);
    assert.equal(stats.stoneSizes.reduce((a, b) => a + b, 0), (rows * cols) / 2);
    // A stone's fall is the blanks below it in its column (any of its cells).
    board.rooms.forEach((cells, room) => {
      const cell = cells.find((c) => answer[c] === 1)!;
      let blanks = 0;
      for (let below = cell + cols; below < rows * cols; below += cols) {
        blanks += 1 - answer[below]!;
      }
      assert.equal(stats.falls[room], blanks);
    });
    assert.ok(stats.draws >= 1 && stats.draws >= stats.cycles + stats.liftFailures + 1);
    assert.ok(stats.regionDraws >= stats.unpinnableMaps + stats.budgetStops + 1);
  }
});

Deno.test("S-U12: generated answers pass exact and are unique under exact on the final board", () => {
  let boards = 0;
  fc.assert(
    fc.property(
      fc.constantFrom([2, 6], [4, 4], [4, 5], [6, 4], [6, 6]),
      fc.integer({ min: 1, max: 4 }),
      fc.integer(),
      ([rows, cols], stoneSize, seed) => {
        const { board, answer } = generateStostone({ rows: rows!, cols: cols!, stoneSize, seed });
        boards++;
        assert.ok(checkStostone(board, answer, "exact").ok);
        const result = solve(board, { rule: "exact", cap: 2 });
        assert.ok(result.complete);
        assert.deepEqual(result.answers, [answer]);
      },
    ),
    { seed: SEED, numRuns: 40 },
  );
  console.log(`${boards} generated boards checked`);
});

Deno.test("filter off: maps the numbers cannot pin come back with every number", () => {
  let unpinned = 0;
  let pinned = 0;
  for (let k = 0; k < 12; k++) {
    const seed = SEED + 100 + k;
    const { board, answer, stats } = generateStostone({
      rows: 6,
      cols: 6,
      stoneSize: 4,
      seed,
      filter: false,
      countCap: 20,
    });
    assert.ok(checkStostone(board, answer, "exact").ok);
    // Counted again by an engine the generator does not use.
    const check = solveBySubsets(board, { rule: "exact", cap: 20 });
    assert.ok(check.complete || check.stoppedBy === "cap");
    if (stats.pinnedByAllNumbers) {
      pinned++;
      assert.equal(check.answers.length, 1, `seed ${seed}: pinned yet not unique`);
      continue;
    }
    unpinned++;
    assert.deepEqual(board.clues, sizes(board, answer), "every region carries its number");
    assert.equal(stats.numbersGiven, stats.rooms);
    if (stats.answersWithAllNumbersComplete) {
      assert.equal(check.answers.length, stats.answersWithAllNumbers);
      assert.ok(check.complete);
    } else {
      // Stopped at the cap or the budget: a lower bound.
      assert.ok(check.answers.length >= stats.answersWithAllNumbers);
    }
    assert.ok(stats.answersWithAllNumbers >= 2);
  }
  console.log(`${pinned} pinned, ${unpinned} not pinnable`);
  assert.ok(unpinned > 0, "with stones this large some maps cannot be pinned");
});

Deno.test("growRegions: every cell joins the region of a stone, and regions are connected", () => {
  const rng = rngFromSeed(SEED);
  const size = { rows: 5, cols: 5 };
  const stones = [[0], [12, 13], [24]];
  const labels = growRegions(size, stones, rng);
  stones.forEach((cells, id) => cells.forEach((c) => assert.equal(labels[c], id)));
  assert.ok(!labels.includes(-1));
  const board = stostoneBoard(size, bordersFromLabels(size, labels));
  assert.equal(board.rooms.length, stones.length, "one connected region per stone");
  assert.throws(() => growRegions(size, [], rng), RangeError);
});

Deno.test("generateStostone: rejects bad parameters", () => {
  const base = { rows: 6, cols: 6, stoneSize: 2, seed: 1 };
  assert.throws(() => generateStostone({ ...base, rows: 5 }), RangeError);
  assert.throws(() => generateStostone({ ...base, stoneSize: 0 }), RangeError);
  assert.throws(() => generateStostone({ ...base, maxDraws: 0 }), RangeError);
  assert.throws(() => generateStostone({ ...base, budget: 0 }), RangeError);
  assert.throws(() => generateStostone({ ...base, countBudget: 0 }), RangeError);
  assert.throws(() => generateStostone({ ...base, seed: 0.5 }), RangeError);
});
