import assert from "node:assert/strict";
import { geometricMean, mean, median, percent } from "./statistics.ts";
import { rngFromSeed } from "./rng.ts";

Deno.test("median: odd, even, unsorted, empty", () => {
  assert.equal(median([7]), 7);
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([-1, -3]), -2);
  assert.ok(Number.isNaN(median([])));
  const input = [5, 1, 4];
  median(input);
  assert.deepEqual(input, [5, 1, 4], "median must not sort its input in place");
});

Deno.test("median agrees with a count of values below and above it", () => {
  const seed = 13;
  const rng = rngFromSeed(seed);
  let checked = 0;
  for (let trial = 0; trial < 200; trial++) {
    const n = 1 + rng.int(20);
    const xs = Array.from({ length: n }, () => rng.int(10));
    const m = median(xs);
    const below = xs.filter((x) => x < m).length, above = xs.filter((x) => x > m).length;
    assert.ok(below <= n / 2 && above <= n / 2, `seed ${seed} trial ${trial}: ${xs} → ${m}`);
    checked++;
  }
  console.log(`median checked on ${checked} random lists (seed ${seed})`);
  assert.equal(checked, 200);
});

Deno.test("mean", () => {
  assert.equal(mean([2, 4]), 3);
  assert.equal(mean([1, 2, 6]), 3);
  assert.ok(Number.isNaN(mean([])));
});

Deno.test("percent: one decimal, half up on the exact ratio, a dash for no whole", () => {
  assert.equal(percent(1, 3), "33.3%");
  assert.equal(percent(2, 3), "66.7%");
  assert.equal(percent(200, 220), "90.9%");
  assert.equal(percent(2870, 8081), "35.5%");
  assert.equal(percent(3, 2000), "0.2%"); // 0.15 %: toFixed alone would print 0.1
  assert.equal(percent(5, 5), "100.0%");
  assert.equal(percent(0, 7), "0.0%");
  assert.equal(percent(0, 0), "–");
});

Deno.test("geometricMean: the n-th root of the product, for any order; refuses 0 and below", () => {
  assert.equal(geometricMean([4]), 4);
  assert.ok(Math.abs(geometricMean([2, 8]) - 4) < 1e-12);
  assert.ok(Math.abs(geometricMean([8, 2]) - geometricMean([2, 8])) < 1e-12);
  // Scaling every value scales the mean: what makes it the average of ratios.
  const xs = [3, 7, 11, 1e6];
  assert.ok(Math.abs(geometricMean(xs.map((x) => 5 * x)) / geometricMean(xs) - 5) < 1e-9);
  assert.ok(geometricMean(xs) < mean(xs));
  assert.ok(Number.isNaN(geometricMean([])));
  assert.throws(() => geometricMean([1, -2]), RangeError);
  assert.throws(() => geometricMean([Number.NaN]), RangeError);
});
