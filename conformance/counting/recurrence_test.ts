import assert from "node:assert/strict";
import { characteristicPolynomial } from "./characteristic_polynomial.ts";
import { enumerateCounts } from "./enumerate.ts";
import { multiply } from "./polynomial.ts";
import { proveRecurrence, recurrenceReport, recurrenceText } from "./recurrence.ts";
import { exactSequence, transferMatrix } from "./transfer.ts";

function checkProof(rows: number) {
  const p = proveRecurrence(rows);
  assert.equal(p.matrixSize, transferMatrix(rows).patterns.length);
  assert.deepEqual(p.terms, exactSequence(rows, 20));
  assert.ok(p.termsChecked >= 2 * p.matrixSize);
  assert.ok(p.order <= p.matrixSize);
  assert.equal(p.coefficients.length, p.order);
  assert.deepEqual(p.minimalPolynomial, [1n, ...p.coefficients.map((c) => -c)]);
  assert.deepEqual(multiply(p.minimalPolynomial, p.cofactor), p.characteristicPolynomial);
  // The recurrence on the reported terms, recomputed here.
  for (let n = p.order; n < p.terms.length; n++) {
    const predicted = p.coefficients.reduce((s, c, i) => s + c * p.terms[n - 1 - i]!, 0n);
    assert.equal(predicted, p.terms[n], `${rows}: a(${n + 1})`);
  }
  return p;
}

Deno.test("proveRecurrence: 2×n and 4×n", () => {
  const two = checkProof(2);
  assert.deepEqual(two.coefficients, [2n]);
  const four = checkProof(4);
  // The 4×n recurrence against terms counted by the independent enumerator.
  const counted = [1, 2, 3, 4, 5, 6, 7].map((n) => BigInt(enumerateCounts(4, n).exact));
  for (let n = 3; n < counted.length; n++) {
    const predicted = four.coefficients.reduce((s, c, i) => s + c * counted[n - 1 - i]!, 0n);
    assert.equal(predicted, counted[n]);
  }
  assert.deepEqual(
    four.characteristicPolynomial,
    characteristicPolynomial(transferMatrix(4).entries.map((r) => r.map(BigInt))),
  );
});

Deno.test("proveRecurrence: 6×n (order 7 of 20) and 8×n (order 33 of 70)", () => {
  const six = checkProof(6);
  console.log(`6×n: ${recurrenceText(six.coefficients)}`);
  assert.equal(six.order, 7);
  const eight = checkProof(8);
  console.log(`8×n: order ${eight.order}: ${recurrenceText(eight.coefficients)}`);
  assert.equal(eight.order, 33);
});

Deno.test("proveRecurrence rejects odd and out-of-range heights", () => {
  assert.throws(() => proveRecurrence(5), /rows must be even, got 5/);
  assert.throws(() => proveRecurrence(14), RangeError);
});

Deno.test("recurrenceText and recurrenceReport", () => {
  assert.equal(recurrenceText([1n, 0n, -1n]), "a(n) = a(n−1) − a(n−3)");
  assert.equal(recurrenceText([-2n]), "a(n) = −2a(n−1)");
  assert.equal(recurrenceText([]), "a(n) = 0");
  const report = recurrenceReport([4]);
  assert.ok(report.includes("6, 28, 134, 640, 3058"));
  assert.ok(report.includes("a(n) = 6a(n−1) − 5a(n−2) − 4a(n−3)"));
});
