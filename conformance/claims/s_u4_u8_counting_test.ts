import assert from "node:assert/strict";
import { classifyColumns, columnPatterns, convexClosure, transferCounts } from "../counting/mod.ts";
import { S_U6, splitColumnSuccessors } from "./s_u4_u8_counting.ts";

Deno.test("S-U6 is proven, not sampled: the closure refuses no step on four rows", () => {
  const outcome = S_U6.run({ full: false, seed: 1 }) as Awaited<ReturnType<typeof S_U6.run>>;
  assert.equal(outcome.verdict, "reproduced");
  assert.match(outcome.verdictText!, /^proven for every n: /);
  const four = convexClosure(4);
  // Every reachable state tries every column: a second count of the steps.
  const patterns = columnPatterns(4).length;
  console.log(`  4 rows: ${four.states} states × ${patterns} columns = ${four.steps} steps`);
  assert.equal(patterns, 6, "C(4, 2)");
  assert.equal(four.steps, four.states * patterns);
  assert.equal(four.refused, 0);
});

Deno.test("the closure can refuse: on six rows it does, and so the counts differ", () => {
  const six = convexClosure(6);
  assert.ok(six.refused > 0);
  assert.ok(transferCounts(6, 2, "convex") < transferCounts(6, 2, "count"));
  // And the argument's step fails there: a split six-row column has other successors.
  assert.ok(splitColumnSuccessors(6).some(([p, next]) => next.some((q) => q !== p)));
});

Deno.test("S-U6 by a different judge: no 4×n shading with two cells per column has a holed stone, n ≤ 5", () => {
  // classify.ts labels stones and finds holes without the frontier machine.
  const patterns = columnPatterns(4);
  let shadings = 0, holed = 0;
  for (let n = 1; n <= 5; n++) {
    const columns = new Int32Array(n);
    for (let word = 0; word < patterns.length ** n; word++) {
      for (let c = 0, rest = word; c < n; c++, rest = Math.floor(rest / patterns.length)) {
        columns[c] = patterns[rest % patterns.length]!;
      }
      shadings++;
      if (classifyColumns(4, n, columns).verticalHole) holed++;
    }
  }
  const expected = [1, 2, 3, 4, 5].reduce((s, n) => s + 6 ** n, 0);
  console.log(`  ${shadings} shadings (6 + 6² + … + 6⁵ = ${expected}): ${holed} with a hole`);
  assert.equal(shadings, expected);
  assert.equal(holed, 0);
});
