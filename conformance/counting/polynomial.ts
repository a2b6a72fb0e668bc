/**
 * Integer polynomials as coefficient lists, highest degree first
 * (`[1n, -6n, 5n, 4n]` is x³ − 6x² + 5x + 4): division by a monic polynomial,
 * products, and a readable form.
 *
 * @module
 */

/**
 * Quotient and remainder of `dividend ÷ divisor` for a monic divisor (leading
 * coefficient 1), exact over the integers. Throws `RangeError` for a divisor that
 * is empty or not monic.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { divideMonic } from "./polynomial.ts";
 * // (x² − 1) ÷ (x − 1) = x + 1, remainder 0.
 * const { quotient, remainder } = divideMonic([1n, 0n, -1n], [1n, -1n]);
 * assert.ok(quotient.join() === "1,1" && remainder.every((c) => c === 0n));
 * ```
 */
export function divideMonic(
  dividend: readonly bigint[],
  divisor: readonly bigint[],
): { quotient: bigint[]; remainder: bigint[] } {
  if (divisor.length === 0 || divisor[0] !== 1n) {
    throw new RangeError(`divideMonic: the divisor must be monic, got [${divisor.join(", ")}]`);
  }
  const degree = divisor.length - 1;
  const rest = dividend.slice();
  const quotient: bigint[] = [];
  for (let i = 0; i + degree < rest.length; i++) {
    const lead = rest[i]!;
    quotient.push(lead);
    if (lead === 0n) continue;
    for (let j = 1; j <= degree; j++) rest[i + j] = rest[i + j]! - lead * divisor[j]!;
    rest[i] = 0n;
  }
  const remainder = rest.slice(Math.max(0, rest.length - degree));
  return { quotient: quotient.length > 0 ? quotient : [0n], remainder };
}

/**
 * The product of two polynomials.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { multiply } from "./polynomial.ts";
 * assert.ok(multiply([1n, 1n], [1n, -1n]).join() === "1,0,-1");
 * ```
 */
export function multiply(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  if (a.length === 0 || b.length === 0) return [];
  const out: bigint[] = new Array(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) out[i + j] = out[i + j]! + a[i]! * b[j]!;
  }
  return out;
}

/**
 * A polynomial in x as text, e.g. `x^3 - 6x^2 + 5x + 4`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { polynomialText } from "./polynomial.ts";
 * assert.ok(polynomialText([1n, -6n, 5n, 4n]) === "x^3 - 6x^2 + 5x + 4");
 * assert.ok(polynomialText([1n, 0n, 0n]) === "x^2");
 * ```
 */
export function polynomialText(coefficients: readonly bigint[]): string {
  const degree = coefficients.length - 1;
  let out = "";
  coefficients.forEach((c, i) => {
    if (c === 0n) return;
    const power = degree - i;
    const size = c < 0n ? -c : c;
    const sign = c < 0n ? "-" : "+";
    const number = size === 1n && power > 0 ? "" : `${size}`;
    const variable = power === 0 ? "" : power === 1 ? "x" : `x^${power}`;
    out += out === ""
      ? `${sign === "-" ? "-" : ""}${number}${variable}`
      : ` ${sign} ${number}${variable}`;
  });
  return out === "" ? "0" : out;
}
