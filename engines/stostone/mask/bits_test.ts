import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../../core/rng.ts";
import { binomial, lowestBitIndex, nextSameWeight, popcount, ranksAgree, runsOf } from "./bits.ts";

/** Bit i of x, the slow way. */
const bit = (x: number, i: number) => Math.floor(x / 2 ** i) % 2;
const mask30 = fc.integer({ min: 0, max: 2 ** 30 - 1 });

Deno.test("popcount and lowestBitIndex agree with counting bit by bit", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(mask30, (x) => {
      let count = 0;
      let lowest = -1;
      for (let i = 0; i < 30; i++) {
        count += bit(x, i);
        if (lowest === -1 && bit(x, i) === 1) lowest = i;
      }
      assert.equal(popcount(x), count);
      if (x !== 0) assert.equal(lowestBitIndex(x), lowest);
    }),
    { seed },
  );
});

Deno.test("nextSameWeight walks every k-bit mask of n bits in increasing order", () => {
  for (const n of [1, 2, 5, 8, 12]) {
    for (let k = 1; k <= n; k++) {
      const walked: number[] = [];
      for (let m = 2 ** k - 1; m < 2 ** n; m = nextSameWeight(m)) walked.push(m);
      const expected: number[] = [];
      for (let m = 0; m < 2 ** n; m++) if (popcount(m) === k) expected.push(m);
      assert.deepEqual(walked, expected, `n=${n} k=${k}`);
      assert.equal(walked.length, binomial(n, k));
    }
  }
  // At the widest column the walk must end above the full mask, not wrap around.
  const top = (2 ** 30 - 1) - (2 ** 15 - 1);
  assert.ok(nextSameWeight(top) > 2 ** 30 - 1);
});

Deno.test("runsOf splits a mask into its maximal blocks of ones", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(mask30, (x) => {
      const expected: number[] = [];
      let current = 0;
      for (let i = 0; i <= 30; i++) {
        if (i < 30 && bit(x, i) === 1) current += 2 ** i;
        else if (current !== 0) {
          expected.push(current);
          current = 0;
        }
      }
      assert.deepEqual(runsOf(x), expected);
    }),
    { seed },
  );
});

Deno.test("ranksAgree compares shaded-below counts on the shared rows", () => {
  const seed = testSeed();
  const mask12 = fc.integer({ min: 0, max: 2 ** 12 - 1 });
  fc.assert(
    fc.property(mask12, mask12, mask12, (left, right, link) => {
      const shared = left & right & link;
      let agree = true;
      for (let i = 0; i < 12; i++) {
        if (bit(shared, i) === 0) continue;
        let l = 0, r = 0;
        for (let j = 0; j < i; j++) {
          l += bit(left, j);
          r += bit(right, j);
        }
        if (l !== r) agree = false;
      }
      assert.equal(ranksAgree(left, right, shared), agree);
    }),
    { seed },
  );
});

Deno.test("binomial matches Pascal's triangle", () => {
  const row = [1];
  for (let n = 1; n <= 30; n++) {
    const next = [1];
    for (let k = 1; k < n; k++) next.push(row[k - 1]! + row[k]!);
    next.push(1);
    row.splice(0, row.length, ...next);
    for (let k = 0; k <= n; k++) assert.equal(binomial(n, k), row[k]);
  }
  assert.equal(binomial(4, 5), 0);
});
