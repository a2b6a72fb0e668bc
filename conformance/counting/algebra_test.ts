// Exact arithmetic under the recurrence proof: fractions, Berlekamp–Massey, the
// characteristic polynomial, polynomial division.
import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import { berlekampMassey, firstViolation } from "./berlekamp_massey.ts";
import { characteristicPolynomial } from "./characteristic_polynomial.ts";
import { add, div, equals, fraction, mul, sub, toBigInt, toText, ZERO } from "./fraction.ts";
import { divideMonic, multiply, polynomialText } from "./polynomial.ts";

const seed = testSeed();
const small = fc.bigInt({ min: -50n, max: 50n });
const nonZero = small.filter((x) => x !== 0n);

Deno.test("fractions: lowest terms, field laws", () => {
  assert.deepEqual(fraction(-4n, -6n), { num: 2n, den: 3n });
  assert.deepEqual(fraction(0n, -5n), { num: 0n, den: 1n });
  assert.throws(() => fraction(1n, 0n), /denominator is 0 \(numerator 1\)/);
  assert.throws(() => div(fraction(1n), ZERO), RangeError);
  assert.throws(() => toBigInt(fraction(1n, 2n)), /1\/2 is not a whole number/);
  fc.assert(
    fc.property(small, nonZero, small, nonZero, (a, b, c, d) => {
      const x = fraction(a, b), y = fraction(c, d);
      // (a/b)(c/d) = ac/bd and a/b + c/d = (ad + bc)/bd, compared after normalising.
      assert.ok(equals(mul(x, y), fraction(a * c, b * d)));
      assert.ok(equals(add(x, y), fraction(a * d + c * b, b * d)));
      assert.ok(equals(add(sub(x, y), y), x));
      if (c !== 0n) assert.ok(equals(mul(div(x, y), y), x));
      assert.ok(x.den > 0n);
    }),
    { seed, numRuns: 300 },
  );
  assert.equal(toText(fraction(3n, -9n)), "-1/3");
});

Deno.test("Berlekamp–Massey: known sequences", () => {
  assert.equal(berlekampMassey([0n, 0n, 0n]).length, 0);
  assert.equal(berlekampMassey([0n, 0n, 1n]).length, 3);
  // n²: annihilated by (x − 1)³, so s_n = 3s_{n−1} − 3s_{n−2} + s_{n−3}.
  const squares = Array.from({ length: 10 }, (_, n) => BigInt(n * n));
  const r = berlekampMassey(squares);
  assert.deepEqual(r.coefficients.map(toText), ["3", "-3", "1"]);
  // A rational recurrence: s_n = s_{n−1}/2.
  const halves = [fraction(8n), fraction(4n), fraction(2n), fraction(1n), fraction(1n, 2n)];
  assert.deepEqual(berlekampMassey(halves).coefficients.map(toText), ["1/2"]);
});

Deno.test("Berlekamp–Massey finds a recurrence of length ≤ L from 2L terms that holds on 3L terms", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 6 }).chain((L) =>
        fc.tuple(
          fc.array(small, { minLength: L, maxLength: L }),
          fc.array(small, { minLength: L, maxLength: L }),
        )
      ),
      ([coefficients, start]) => {
        const L = coefficients.length;
        const s = [...start];
        while (s.length < 3 * L + 2) {
          s.push(coefficients.reduce((acc, c, i) => acc + c * s[s.length - 1 - i]!, 0n));
        }
        const found = berlekampMassey(s.slice(0, 2 * L));
        assert.ok(found.length <= L);
        assert.equal(firstViolation(found, s), -1);
        // Sanity of the generator itself.
        assert.equal(
          firstViolation({ length: L, coefficients: coefficients.map((c) => fraction(c)) }, s),
          -1,
        );
      },
    ),
    { seed, numRuns: 200 },
  );
});

/** det by Bareiss elimination (fraction-free), for checking the characteristic polynomial. */
function determinant(m: bigint[][]): bigint {
  const a = m.map((row) => row.slice());
  const n = a.length;
  let sign = 1n, prev = 1n;
  for (let k = 0; k < n - 1; k++) {
    if (a[k]![k] === 0n) {
      const swap = a.findIndex((row, i) => i > k && row[k] !== 0n);
      if (swap < 0) return 0n;
      [a[k], a[swap]] = [a[swap]!, a[k]!];
      sign = -sign;
    }
    for (let i = k + 1; i < n; i++) {
      for (let j = k + 1; j < n; j++) {
        a[i]![j] = (a[i]![j]! * a[k]![k]! - a[i]![k]! * a[k]![j]!) / prev;
      }
    }
    prev = a[k]![k]!;
  }
  return n === 0 ? 1n : sign * a[n - 1]![n - 1]!;
}

Deno.test("characteristicPolynomial: χ(t) = det(tI − A) at many integer points, and Cayley–Hamilton", () => {
  assert.deepEqual(characteristicPolynomial([]), [1n]);
  assert.deepEqual(characteristicPolynomial([[5n]]), [1n, -5n]);
  assert.throws(
    () => characteristicPolynomial([[1n, 2n]]),
    /row 0 has 2 entries, the matrix has 1 rows/,
  );
  const matrix = fc.integer({ min: 1, max: 6 }).chain((n) =>
    fc.array(fc.array(fc.bigInt({ min: -3n, max: 3n }), { minLength: n, maxLength: n }), {
      minLength: n,
      maxLength: n,
    })
  );
  fc.assert(
    fc.property(matrix, (a) => {
      const n = a.length;
      const chi = characteristicPolynomial(a);
      assert.equal(chi.length, n + 1);
      for (let t = -3n; t <= 3n; t++) {
        const value = chi.reduce((acc, c) => acc * t + c, 0n);
        const shifted = a.map((row, i) => row.map((x, j) => (i === j ? t - x : -x)));
        assert.equal(value, determinant(shifted), `t = ${t}`);
      }
      // Cayley–Hamilton: χ(A) = 0.
      const zero = matrixPolynomial(a, chi);
      assert.ok(zero.every((row) => row.every((x) => x === 0n)));
    }),
    { seed, numRuns: 150 },
  );
});

/** p(A) by Horner's rule: acc ← acc·A + c·I for each coefficient, highest first. */
function matrixPolynomial(a: bigint[][], poly: readonly bigint[]): bigint[][] {
  const n = a.length;
  let acc: bigint[][] = a.map(() => new Array<bigint>(n).fill(0n));
  for (const c of poly) {
    const product = acc.map((row) =>
      a[0]!.map((_, j) => row.reduce((s, x, k) => s + x * a[k]![j]!, 0n))
    );
    acc = product.map((row, i) => row.map((x, j) => (i === j ? x + c : x)));
  }
  return acc;
}

Deno.test("divideMonic: dividend = quotient × divisor + remainder, remainder shorter", () => {
  fc.assert(
    fc.property(
      fc.array(small, { minLength: 1, maxLength: 8 }),
      fc.array(small, { minLength: 0, maxLength: 4 }),
      (dividend, tail) => {
        const divisor = [1n, ...tail];
        const { quotient, remainder } = divideMonic(dividend, divisor);
        assert.ok(remainder.length <= divisor.length - 1);
        const back = multiply(quotient, divisor);
        const width = Math.max(back.length, dividend.length);
        const pad = (p: bigint[]) => [...new Array(width - p.length).fill(0n), ...p];
        const r = pad(remainder);
        const sum = pad(back).map((x, i) => x + r[i]!);
        assert.deepEqual(sum, pad([...dividend]));
      },
    ),
    { seed, numRuns: 300 },
  );
  assert.throws(() => divideMonic([1n], [2n, 1n]), /must be monic/);
  assert.equal(polynomialText([-1n, 0n, 1n]), "-x^2 + 1");
  assert.equal(polynomialText([0n]), "0");
});
