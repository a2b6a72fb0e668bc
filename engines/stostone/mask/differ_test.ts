// The `differ` group: exactly the answers that differ from the group's values in at
// least one of its cells, with and without pins, swept either way.
import assert from "node:assert/strict";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { stostoneBoard } from "../../../core/stostone/board.ts";
import { randomBoard } from "../pinned_test_util.ts";
import { differSweepsMirrored } from "./mirror.ts";
import { solve } from "./mod.ts";

Deno.test("differ: exactly the answers that differ somewhere in the group", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const all = { rule: "exact" as const, cap: Infinity, budget: Infinity };
  const key = (a: Uint8Array) => a.join("");
  let trials = 0, narrowed = 0, emptied = 0, mirrored = 0, pinnedToo = 0, checked = 0;
  for (let b = 0; trials < 200 && b < 4000; b++) {
    const [rows, cols] = rng.pick([[4, 4], [4, 5], [6, 4], [2, 6], [4, 6]] as const);
    const board = randomBoard(rng, rows, cols);
    const every = solve(board, all);
    assert.ok(every.complete);
    if (every.answers.length < 2) continue;
    const n = rows * cols;
    for (let k = 0; k < 4; k++) {
      trials++;
      // Half the groups take their values from an answer (so most answers agree there).
      const from = rng.int(2) === 0 ? rng.pick(every.answers) : null;
      const differ = new Int8Array(n).fill(-1);
      for (let m = 1 + rng.int(6); m > 0; m--) {
        const x = rng.int(n);
        differ[x] = from === null ? rng.int(2) : from[x]!;
      }
      const pinned = new Int8Array(n).fill(-1);
      if (rng.int(3) === 0) {
        pinned[rng.int(n)] = rng.int(2);
        pinnedToo++;
      }
      if (differSweepsMirrored(cols, differ)) mirrored++;
      const differs = (a: Uint8Array) => a.some((v, i) => differ[i] !== -1 && differ[i] !== v);
      const agrees = (a: Uint8Array) => a.every((v, i) => pinned[i] === -1 || pinned[i] === v);
      const out = solve(board, { ...all, pinned, differ });
      assert.ok(out.complete && out.stoppedBy === null);
      const expected = every.answers.filter((a) => differs(a) && agrees(a)).map(key).sort();
      assert.deepEqual(out.answers.map(key).sort(), expected, `seed ${seed}, board ${b}`);
      checked += every.answers.length;
      if (expected.length < every.answers.filter(agrees).length) narrowed++;
      if (expected.length === 0) emptied++;
    }
  }
  console.log(
    `${trials} groups (${mirrored} swept mirrored, ${pinnedToo} with a pin too) over ` +
      `${checked} answers: ${narrowed} narrowed the answers, ${emptied} left none`,
  );
  assert.equal(trials, 200);
  // Ignoring the group would return every answer; sweeping one way only would leave
  // the mirrored path untested.
  assert.ok(narrowed > 30 && emptied > 5 && mirrored > 30, `${narrowed} ${emptied} ${mirrored}`);
});

Deno.test("differ: the cap counts differing answers; a bad or empty group is refused", () => {
  // 2×2, two one-column rooms, no clues: two answers (a diagonal each way).
  const board = stostoneBoard({ rows: 2, cols: 2 }, {
    vertical: new Uint8Array([1, 1]),
    horizontal: new Uint8Array([0, 0]),
  });
  const out = solve(board, { cap: 1, differ: Int8Array.from([1, -1, -1, 1]) });
  assert.deepEqual(out.answers.map((a) => [...a]), [[0, 1, 1, 0]]);
  const none = solve(board, {
    differ: Int8Array.from([1, 0, 0, 1]),
    pinned: Int8Array.from([1, -1, -1, -1]),
  });
  assert.ok(none.complete && none.answers.length === 0);
  assert.throws(
    () => solve(board, { differ: Int8Array.from([1, 1]) }),
    /differ must have 4 cells, got 2/,
  );
  assert.throws(
    () => solve(board, { differ: Int8Array.from([1, 3, 0, 0]) }),
    /differ cell 1 .* got 3/,
  );
  assert.throws(() => solve(board, { differ: new Int8Array(4).fill(-1) }), /at least one cell/);
});
