/**
 * Exact rational numbers as pairs of `bigint`s, always in lowest terms with a
 * positive denominator, so equal values have equal representations.
 *
 * @module
 */

/** A rational number num/den in lowest terms, den > 0. */
export interface Fraction {
  /** Numerator (carries the sign). */
  readonly num: bigint;
  /** Denominator, always positive. */
  readonly den: bigint;
}

/** The fraction 0. */
export const ZERO: Fraction = { num: 0n, den: 1n };

/** The fraction 1. */
export const ONE: Fraction = { num: 1n, den: 1n };

/**
 * The fraction num/den in lowest terms. Throws `RangeError` when den is 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fraction } from "./fraction.ts";
 * const f = fraction(6n, -4n);
 * assert.ok(f.num === -3n && f.den === 2n);
 * ```
 */
export function fraction(num: bigint, den: bigint = 1n): Fraction {
  if (den === 0n) throw new RangeError(`fraction: denominator is 0 (numerator ${num})`);
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num < 0n ? -num : num, den);
  return g === 1n ? { num, den } : { num: num / g, den: den / g };
}

/**
 * a + b.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { add, fraction, toText } from "./fraction.ts";
 * assert.ok(toText(add(fraction(1n, 2n), fraction(1n, 3n))) === "5/6");
 * ```
 */
export function add(a: Fraction, b: Fraction): Fraction {
  if (a.den === 1n && b.den === 1n) return { num: a.num + b.num, den: 1n };
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/**
 * a − b.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fraction, sub, toText } from "./fraction.ts";
 * assert.ok(toText(sub(fraction(1n, 2n), fraction(1n, 3n))) === "1/6");
 * ```
 */
export function sub(a: Fraction, b: Fraction): Fraction {
  return add(a, { num: -b.num, den: b.den });
}

/**
 * a × b.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fraction, mul, toText } from "./fraction.ts";
 * assert.ok(toText(mul(fraction(2n, 3n), fraction(9n, 4n))) === "3/2");
 * ```
 */
export function mul(a: Fraction, b: Fraction): Fraction {
  if (a.den === 1n && b.den === 1n) return { num: a.num * b.num, den: 1n };
  return fraction(a.num * b.num, a.den * b.den);
}

/**
 * a ÷ b. Throws `RangeError` when b is 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { div, fraction, toText } from "./fraction.ts";
 * assert.ok(toText(div(fraction(1n), fraction(-2n))) === "-1/2");
 * ```
 */
export function div(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError(`div: division of ${toText(a)} by zero`);
  return fraction(a.num * b.den, a.den * b.num);
}

/**
 * Whether a fraction is 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isZero, ZERO } from "./fraction.ts";
 * assert.ok(isZero(ZERO));
 * ```
 */
export function isZero(a: Fraction): boolean {
  return a.num === 0n;
}

/**
 * Whether two fractions are equal.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { equals, fraction } from "./fraction.ts";
 * assert.ok(equals(fraction(2n, 4n), fraction(1n, 2n)));
 * ```
 */
export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

/**
 * The integer a fraction equals. Throws `RangeError` if it is not a whole number.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fraction, toBigInt } from "./fraction.ts";
 * assert.ok(toBigInt(fraction(8n, 2n)) === 4n);
 * ```
 */
export function toBigInt(a: Fraction): bigint {
  if (a.den !== 1n) throw new RangeError(`toBigInt: ${toText(a)} is not a whole number`);
  return a.num;
}

/**
 * `num/den`, or just `num` for whole numbers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fraction, toText } from "./fraction.ts";
 * assert.ok(toText(fraction(3n)) === "3" && toText(fraction(-1n, 3n)) === "-1/3");
 * ```
 */
export function toText(a: Fraction): string {
  return a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
