// The room guards and the per-frontier candidates of a search with pins or a `differ`
// group may drop only the column masks the rooms would refuse: with pins that pin
// nothing, the search places exactly the columns the plain search places, and finds the
// same answers (up to a cap, which both meet at the same answer), while trying fewer masks.
import assert from "node:assert/strict";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { STOSTONE_RULES, stostoneBoard } from "../../../core/stostone/board.ts";
import { randomBoard } from "../pinned_test_util.ts";
import { solve } from "./mod.ts";

Deno.test("guards: pins that pin nothing place the plain search's columns, no more, no fewer", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const key = (a: Uint8Array) => a.join("");
  let boards = 0, withZero = 0, answers = 0, placed = 0, plainNodes = 0, guardedNodes = 0;
  for (let b = 0; b < 120; b++) {
    const [rows, cols] = rng.pick([[4, 4], [4, 6], [6, 4], [6, 6], [2, 6], [8, 4]] as const);
    const drawn = randomBoard(rng, rows, cols);
    // Some rooms with clue 0 (no stone), which the random boards never have.
    const zero = rng.int(3) === 0;
    const clues = drawn.clues.map((clue) => zero && rng.int(4) === 0 ? 0 : clue);
    const board = stostoneBoard({ rows, cols }, drawn, clues);
    if (zero) withZero++;
    for (const rule of STOSTONE_RULES) {
      // The cap cuts both searches at the same answer: they try masks in the same order.
      const all = { rule, cap: 200, budget: Infinity };
      const plain = solve(board, all);
      const guarded = solve(board, { ...all, pinned: new Int8Array(rows * cols).fill(-1) });
      assert.equal(guarded.stoppedBy, plain.stoppedBy);
      const where = `seed ${seed}, board ${b}, ${rule}`;
      assert.deepEqual(guarded.answers.map(key).sort(), plain.answers.map(key).sort(), where);
      assert.equal(guarded.stats.placed, plain.stats.placed, where);
      assert.equal(guarded.stats.deadStateHits, plain.stats.deadStateHits, where);
      boards++;
      answers += plain.answers.length;
      placed += plain.stats.placed;
      plainNodes += plain.stats.nodes;
      guardedNodes += guarded.stats.nodes;
    }
  }
  console.log(
    `${boards} boards and rules (${withZero} boards with clue-0 rooms), ${answers} answers, ` +
      `${placed} columns placed; masks tried: ${plainNodes} plain, ${guardedNodes} guarded`,
  );
  assert.equal(boards, 120 * STOSTONE_RULES.length);
  assert.ok(answers > 100 && withZero > 20, `${answers} answers, ${withZero} with clue 0`);
  // The guards drop masks (not all the rooms refuse: clue sizes and joins are the rooms').
  assert.ok(guardedNodes < plainNodes && guardedNodes >= placed, `${plainNodes} ${guardedNodes}`);
});
