/**
 * Berlekamp–Massey over the rationals: the shortest linear recurrence
 * (linear-feedback shift register) that generates a finite sequence, in exact
 * arithmetic.
 *
 * A recurrence of length L with coefficients c₁..c_L generates s₀..s_{N−1} when
 * s_n = c₁·s_{n−1} + … + c_L·s_{n−L} for every L ≤ n < N (some trailing c_i may
 * be 0). Massey's theorem: if two recurrences of lengths L₁, L₂ generate the same
 * first N ≥ L₁ + L₂ terms they generate the same infinite sequence; so once a
 * sequence is known to satisfy some recurrence of length ≤ d, running this on
 * 2d of its terms returns the sequence's minimal recurrence.
 *
 * @module
 */

import { div, type Fraction, fraction, ONE, ZERO } from "./fraction.ts";

/** A linear recurrence s_n = Σ coefficients[i−1]·s_{n−i}, i = 1..length, valid for n ≥ length. */
export interface LinearRecurrence {
  /** The register length L (the sequence's linear complexity). */
  readonly length: number;
  /** c₁..c_L (exactly `length` entries; trailing ones may be 0). */
  readonly coefficients: readonly Fraction[];
}

/**
 * The shortest linear recurrence generating `sequence` (Berlekamp–Massey, exact).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { berlekampMassey } from "./berlekamp_massey.ts";
 * import { toText } from "./fraction.ts";
 * // Fibonacci: s_n = s_{n−1} + s_{n−2}.
 * const r = berlekampMassey([1n, 1n, 2n, 3n, 5n, 8n, 13n]);
 * assert.ok(r.length === 2 && r.coefficients.map(toText).join() === "1,1");
 * ```
 */
export function berlekampMassey(sequence: readonly (bigint | Fraction)[]): LinearRecurrence {
  // A register for s also generates k·s, so scale to integers by the common denominator.
  const terms = sequence.map((x) => (typeof x === "bigint" ? fraction(x) : x));
  const scale = terms.reduce((l, x) => (l / gcd(l, x.den)) * x.den, 1n);
  const s = terms.map((x) => x.num * (scale / x.den));
  // Connection polynomials C (current) and B (before the last length change), C[0] = 1,
  // each kept as integer numerators over one common denominator so that a discrepancy
  // costs L integer products and no gcd.
  let c: Scaled = { num: [1n], den: 1n };
  let b: Scaled = { num: [1n], den: 1n };
  let length = 0;
  let shift = 1;
  let lastDiscrepancy: Fraction = ONE;
  for (let n = 0; n < s.length; n++) {
    let sum = 0n;
    for (let i = 0; i <= length && i < c.num.length; i++) sum += c.num[i]! * s[n - i]!;
    if (sum === 0n) {
      shift++;
      continue;
    }
    const discrepancy = fraction(sum, c.den);
    const factor = div(discrepancy, lastDiscrepancy);
    // C − factor · x^shift · B over the denominator c.den · factor.den · b.den.
    const size = Math.max(c.num.length, b.num.length + shift);
    const num: bigint[] = new Array(size).fill(0n);
    const left = factor.den * b.den;
    const right = factor.num * c.den;
    for (let i = 0; i < c.num.length; i++) num[i] = c.num[i]! * left;
    for (let i = 0; i < b.num.length; i++) num[i + shift] = num[i + shift]! - right * b.num[i]!;
    const updated = reduced(num, c.den * left);
    if (2 * length <= n) {
      b = c;
      length = n + 1 - length;
      lastDiscrepancy = discrepancy;
      shift = 1;
    } else {
      shift++;
    }
    c = updated;
  }
  const coefficients: Fraction[] = [];
  for (let i = 1; i <= length; i++) coefficients.push(fraction(-(c.num[i] ?? 0n), c.den));
  return { length, coefficients };
}

/** A polynomial's coefficients as integer numerators over one positive denominator. */
interface Scaled {
  readonly num: readonly bigint[];
  readonly den: bigint;
}

/** Divides numerators and denominator by their common factor. */
function reduced(num: bigint[], den: bigint): Scaled {
  let g = den < 0n ? -den : den;
  for (const x of num) {
    if (g === 1n) break;
    g = gcd(g, x < 0n ? -x : x);
  }
  const sign = den < 0n ? -1n : 1n;
  const k = g * sign;
  return { num: num.map((x) => x / k), den: den / k };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Whether a recurrence generates a sequence: the first index (n ≥ length) where it
 * fails, or −1 when it holds on every given term.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { firstViolation } from "./berlekamp_massey.ts";
 * import { fraction } from "./fraction.ts";
 * const doubling = { length: 1, coefficients: [fraction(2n)] };
 * assert.ok(firstViolation(doubling, [1n, 2n, 4n, 8n]) === -1);
 * assert.ok(firstViolation(doubling, [1n, 2n, 4n, 9n]) === 3);
 * ```
 */
export function firstViolation(
  recurrence: LinearRecurrence,
  sequence: readonly (bigint | Fraction)[],
): number {
  const s = sequence.map((x) => (typeof x === "bigint" ? fraction(x) : x));
  for (let n = recurrence.length; n < s.length; n++) {
    let predicted = ZERO;
    for (let i = 1; i <= recurrence.length; i++) {
      predicted = addProduct(predicted, recurrence.coefficients[i - 1]!, s[n - i]!);
    }
    if (predicted.num !== s[n]!.num || predicted.den !== s[n]!.den) return n;
  }
  return -1;
}

function addProduct(acc: Fraction, a: Fraction, b: Fraction): Fraction {
  if (acc.den === 1n && a.den === 1n && b.den === 1n) {
    return { num: acc.num + a.num * b.num, den: 1n };
  }
  return fraction(acc.num * a.den * b.den + a.num * b.num * acc.den, acc.den * a.den * b.den);
}
