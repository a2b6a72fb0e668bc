import assert from "node:assert/strict";
import { assertUniqueAnswer } from "./generate_test_util.ts";
import { testSeed } from "../../core/rng.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { solve as solveByMasks } from "../../engines/stostone/mask/mod.ts";
import { solve as solveBySubsets } from "../../engines/stostone/subset/mod.ts";
import { defaultStoneSize, generateStostoneSized } from "./stostone_sized.ts";

const SEED = testSeed("stostone_sized_test");

const unique = (result: { complete: boolean; answers: Uint8Array[] }, answer: Uint8Array) =>
  result.complete && result.answers.length === 1 &&
  result.answers[0]!.every((v, i) => v === answer[i]);

Deno.test("generateStostoneSized: the same parameters and seed give the same board", () => {
  for (const [rows, cols] of [[6, 6], [10, 8]] as const) {
    const options = { rows, cols, stoneSize: defaultStoneSize(rows, cols), seed: SEED };
    const a = generateStostoneSized(options);
    const b = generateStostoneSized(options);
    assert.equal(encodeUrl(a.board), encodeUrl(b.board));
    assert.deepEqual(a.answer, b.answer);
    assert.deepEqual(a.stats, b.stats);
  }
});

Deno.test("generateStostoneSized: boards are unique, judged, and agreed on by all three engines", async (t) => {
  const cases = [[4, 4], [6, 6], [8, 8], [10, 10], [6, 12], [12, 6]] as const;
  for (const [index, [rows, cols]] of cases.entries()) {
    const seed = SEED + index;
    await t.step(`${rows}x${cols} seed ${seed}`, () => {
      const stoneSize = defaultStoneSize(rows, cols);
      const { board, answer, stats } = generateStostoneSized({ rows, cols, stoneSize, seed });
      assertUniqueAnswer(board, answer);
      assert.equal(stats.rooms, board.rooms.length);
      assert.equal(stats.numbersGiven, board.clues.filter((c) => c !== null).length);
      // Every number is the size of its room's stone in the answer.
      board.clues.forEach((clue, room) => {
        if (clue === null) return;
        assert.equal(clue, board.rooms[room]!.filter((c) => answer[c] === 1).length);
      });
    });
  }
});

Deno.test("generateStostoneSized: minClues leaves a minimal set of numbers", () => {
  let boards = 0, numbersChecked = 0;
  for (const [rows, cols, k] of [[6, 6, 0], [8, 8, 1], [8, 10, 2]] as const) {
    const seed = SEED + 100 + k;
    const options = { rows, cols, stoneSize: defaultStoneSize(rows, cols), seed };
    const plain = generateStostoneSized(options);
    const min = generateStostoneSized({ ...options, minClues: true });
    // Same draws up to the removal: the same map and answer, a subset of the numbers.
    assert.deepEqual(min.answer, plain.answer);
    min.board.clues.forEach((c, room) => {
      if (c !== null) assert.equal(c, plain.board.clues[room]);
    });
    assert.ok(unique(solveByMasks(min.board), min.answer));
    assert.ok(unique(solveBySubsets(min.board), min.answer));
    // Without any one of its numbers the board has a second answer (checked by the
    // subset engine, which the generator does not use for uniqueness), or it is one
    // the generator kept for the subset engine's sake.
    const keptForSubset: number[] = [];
    min.board.clues.forEach((clue, room) => {
      if (clue === null) return;
      const clues = [...min.board.clues];
      clues[room] = null;
      const fewer = stostoneBoard(min.board, min.board, clues);
      const out = solveBySubsets(fewer);
      if (out.complete) {
        assert.equal(out.answers.length, 2, `${rows}x${cols} room ${room}: still unique`);
        numbersChecked++;
      } else if (solveByMasks(fewer).answers.length === 2) {
        numbersChecked++; // needed, but only the mask engine finds the second answer
      } else {
        keptForSubset.push(room);
      }
    });
    assert.deepEqual(keptForSubset, min.stats.minClues?.keptForSubset);
    assert.equal(plain.stats.minClues, null);
    // Boards this small keep nothing for the subset engine's sake, so there is nothing
    // more to drop (cli/input_errors_test.ts checks a 16×16 that keeps two).
    assert.deepEqual([keptForSubset, min.stats.minClues?.droppableTogether], [[], []]);
    assert.equal(min.stats.numbersRemoved, plain.stats.numbersGiven - min.stats.numbersGiven);
    boards++;
  }
  console.log(`${boards} boards, ${numbersChecked} numbers each shown necessary`);
  assert.equal(boards, 3);
  assert.ok(numbersChecked > 0);
});

Deno.test("generateStostoneSized: bad options are refused", () => {
  for (
    const [options, message] of [
      [{ rows: 5, cols: 4, stoneSize: 2, seed: 1 }, /rows must be an even/],
      [{ rows: 4, cols: 4, stoneSize: 0, seed: 1 }, /stoneSize must be/],
      [{ rows: 4, cols: 4, stoneSize: 2, seed: 1, budget: -1 }, /budget must be/],
      [{ rows: 4, cols: 0, stoneSize: 2, seed: 1 }, /cols must be/],
    ] as const
  ) {
    assert.throws(() => generateStostoneSized(options), message);
  }
});

Deno.test("generateStostoneSized: the SAT-backed oracles' minClues boards are unique and minimal", async (t) => {
  // Small enough for the mask engine to decide, so the encoding's and the propagate
  // engine's "no other answer" are checked by an implementation that shares nothing with
  // them.
  for (const [k, oracle] of (["sat", "propagate"] as const).entries()) {
    await t.step(oracle, () => {
      let numbers = 0;
      for (const [index, [rows, cols]] of ([[6, 6], [8, 8], [10, 10]] as const).entries()) {
        const seed = SEED + 100 * (k + 1) + index;
        const stoneSize = defaultStoneSize(rows, cols);
        const { board, answer, stats } = generateStostoneSized({
          rows,
          cols,
          stoneSize,
          seed,
          oracle,
          minClues: true,
        });
        const where = `${oracle} ${rows}x${cols} seed ${seed}`;
        assert.ok(unique(solveByMasks(board, { rule: "exact", cap: 2 }), answer), where);
        assert.equal(stats.minClues?.keptForSubset.length, 0, where);
        if (oracle === "propagate") {
          // Every room was numbered, then thinned: no number was bought.
          assert.equal(stats.numbersBought, 0, where);
          assert.equal(stats.numbersGiven + stats.numbersRemoved, stats.rooms, where);
        }
        // Without any one number the board has a second answer.
        board.clues.forEach((clue, room) => {
          if (clue === null) return;
          const clues = board.clues.map((c, r) => r === room ? null : c);
          const out = solveByMasks(stostoneBoard(board, board, clues), { rule: "exact", cap: 2 });
          assert.equal(out.answers.length, 2, `${where}: room ${room}`); // stopped at the cap
          numbers++;
        });
      }
      console.log(`${oracle}: ${numbers} numbers each shown necessary`);
      assert.ok(numbers > 0);
    });
  }
});
