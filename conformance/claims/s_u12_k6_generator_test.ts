import assert from "node:assert/strict";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { drawStones } from "../generate/stostone_stones.ts";
import { liftProblem, unfilteredRuns } from "./s_u12_k6_generator.ts";

Deno.test("liftProblem accepts real lifted draws", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  let checked = 0;
  for (let i = 0; i < 60; i++) {
    const size = { rows: 2 + 2 * rng.int(4), cols: 1 + rng.int(7) };
    const draw = drawStones(size, 1 + rng.int(4), rng);
    if (!draw.stones) continue;
    assert.equal(liftProblem(size, draw.stones), null, `${size.rows}x${size.cols}`);
    checked++;
  }
  assert.ok(checked > 0);
});

Deno.test("liftProblem catches a wrong lift, touching stones and an unbalanced column", () => {
  // 2×1: the top cell lifted by 1 falls 1; recording 0 is wrong.
  const wrong = liftProblem({ rows: 2, cols: 1 }, {
    answer: new Uint8Array([1, 0]),
    stones: [[0]],
    falls: [0],
  });
  assert.match(wrong ?? "", /lifted 0, falls 1/);
  // 2×2: two one-cell stones side by side on the floor fuse into one stone.
  const touching = liftProblem({ rows: 2, cols: 2 }, {
    answer: new Uint8Array([0, 0, 1, 1]),
    stones: [[2], [3]],
    falls: [0, 0],
  });
  assert.match(touching ?? "", /2 stones drawn, 1 on the grid/);
  // 2×2 with both cells of column 0 shaded: the judge refuses it.
  const unbalanced = liftProblem({ rows: 2, cols: 2 }, {
    answer: new Uint8Array([1, 0, 1, 0]),
    stones: [[0, 2]],
    falls: [0],
  });
  assert.match(unbalanced ?? "", /^judge: /);
});

Deno.test("unfilteredRuns is deterministic and counts within range", () => {
  const a = unfilteredRuns(6, 2, 3);
  const b = unfilteredRuns(6, 2, 3);
  assert.deepEqual(a, b);
  assert.equal(a.runs, 3);
  assert.ok(a.pinned >= 0 && a.pinned <= 3);
  assert.ok(a.median >= 1, "every number leaves at least the lifted answer");
});
