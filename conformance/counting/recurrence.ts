/**
 * A proof that the `exact` counts of H×n region-free grids satisfy a linear
 * recurrence for every n, and which one is the shortest.
 *
 * The argument. a(n) = 1ᵀ M^(n−1) 1 for the d×d transfer matrix M of
 * `transfer.ts`. By Cayley–Hamilton χ(M) = 0 for M's characteristic polynomial χ
 * (degree d), so for every n ≥ 1: Σ χ_i · a(n + i) = 1ᵀ M^(n−1) χ(M) 1 = 0, a
 * recurrence of length d valid for all n. Hence the sequence's linear complexity
 * is at most d. Berlekamp–Massey on the first 2d terms returns a register of
 * length L ≤ d; any two registers of lengths L₁, L₂ that agree on N ≥ L₁ + L₂
 * terms generate the same infinite sequence (Massey), so this register generates
 * the whole sequence and is its minimal recurrence. The code checks every step it
 * can: the χ recurrence and the found recurrence on every computed term, and that
 * the minimal polynomial divides χ (as the sequence's minimal polynomial must).
 *
 * @module
 */

import { berlekampMassey, firstViolation } from "./berlekamp_massey.ts";
import { characteristicPolynomial } from "./characteristic_polynomial.ts";
import { toBigInt } from "./fraction.ts";
import { divideMonic, polynomialText } from "./polynomial.ts";
import { exactSequence, transferMatrix } from "./transfer.ts";

/** How many terms {@link proveRecurrence} reports (n = 1..20). */
export const REPORTED_TERMS = 20;

/** A checked proof of the minimal recurrence of the H×n `exact` counts. */
export interface RecurrenceProof {
  /** The grid height H. */
  readonly rows: number;
  /** d, the size of the transfer matrix (C(H, H/2)). */
  readonly matrixSize: number;
  /** a(1)..a(20). */
  readonly terms: readonly bigint[];
  /** How many terms were computed and checked (at least 2d). */
  readonly termsChecked: number;
  /** c₁..c_L with a(n) = c₁a(n−1) + … + c_L·a(n−L) for every n > L. */
  readonly coefficients: readonly bigint[];
  /** L, the length of the minimal recurrence. */
  readonly order: number;
  /** x^L − c₁x^(L−1) − … − c_L, highest degree first. */
  readonly minimalPolynomial: readonly bigint[];
  /** det(xI − M), highest degree first. */
  readonly characteristicPolynomial: readonly bigint[];
  /** χ ÷ minimal polynomial (the remainder was checked to be 0). */
  readonly cofactor: readonly bigint[];
  /** The argument, in words, with this height's figures. */
  readonly argument: string;
}

/**
 * Proves the minimal linear recurrence of a(n) = number of H×n shadings that pass
 * `exact`. Throws `RangeError` for an odd or out-of-range height, and `Error` if a
 * check fails (which would mean a bug, since each step is a theorem).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { proveRecurrence } from "./recurrence.ts";
 * const p = proveRecurrence(4);
 * assert.ok(p.coefficients.join() === "6,-5,-4" && p.matrixSize === 6);
 * ```
 */
export function proveRecurrence(rows: number): RecurrenceProof {
  const { patterns, entries } = transferMatrix(rows);
  const d = patterns.length;
  if (d === 0) throw new RangeError(`proveRecurrence: rows must be even, got ${rows}`);
  const termsChecked = Math.max(2 * d + 10, REPORTED_TERMS);
  const terms = exactSequence(rows, termsChecked);
  const chi = characteristicPolynomial(entries.map((row) => row.map(BigInt)));

  // Cayley–Hamilton, checked on the terms: Σ χ_i a(n + i) = 0 (χ highest degree first).
  for (let n = 0; n + d < terms.length; n++) {
    let sum = 0n;
    for (let i = 0; i <= d; i++) sum += chi[i]! * terms[n + d - i]!;
    if (sum !== 0n) {
      throw new Error(
        `proveRecurrence(${rows}): χ(M) does not annihilate a(${n + 1}..${n + d + 1})`,
      );
    }
  }

  const found = berlekampMassey(terms.slice(0, 2 * d));
  if (found.length > d) {
    throw new Error(
      `proveRecurrence(${rows}): Berlekamp–Massey length ${found.length} exceeds d = ${d}`,
    );
  }
  const violation = firstViolation(found, terms);
  if (violation >= 0) {
    throw new Error(`proveRecurrence(${rows}): the recurrence fails at a(${violation + 1})`);
  }
  const coefficients = found.coefficients.map(toBigInt);
  const minimalPolynomial = [1n, ...coefficients.map((c) => -c)];
  const { quotient, remainder } = divideMonic(chi, minimalPolynomial);
  if (remainder.some((c) => c !== 0n)) {
    throw new Error(
      `proveRecurrence(${rows}): ${polynomialText(minimalPolynomial)} does not divide χ`,
    );
  }
  const L = found.length;
  const argument = [
    `a(n) = 1ᵀ M^(n−1) 1, M the ${d}×${d} exact transfer matrix of height ${rows}.`,
    `Cayley–Hamilton: χ(M) = 0, χ(x) = ${short(polynomialText(chi))}, so a(n) satisfies a`,
    `recurrence of length ≤ ${d} for all n (checked on a(1..${termsChecked})).`,
    `Berlekamp–Massey on a(1..${2 * d}) gives length ${L}: ${recurrenceText(coefficients)};`,
    `two registers of lengths ≤ ${d} agreeing on ${2 * d} terms agree forever (Massey), so it`,
    `holds for every n > ${L} and no shorter one does. Checked on all ${termsChecked} terms;`,
    `χ = (${polynomialText(minimalPolynomial)}) · (${short(polynomialText(quotient))}).`,
  ].join("\n");
  return {
    rows,
    matrixSize: d,
    terms: terms.slice(0, REPORTED_TERMS),
    termsChecked,
    coefficients,
    order: L,
    minimalPolynomial,
    characteristicPolynomial: chi,
    cofactor: quotient,
    argument,
  };
}

/**
 * A recurrence as text, e.g. `a(n) = 6a(n−1) − 5a(n−2) − 4a(n−3)`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { recurrenceText } from "./recurrence.ts";
 * assert.ok(recurrenceText([6n, -5n, -4n]) === "a(n) = 6a(n−1) − 5a(n−2) − 4a(n−3)");
 * ```
 */
export function recurrenceText(coefficients: readonly bigint[]): string {
  let out = "";
  coefficients.forEach((c, i) => {
    if (c === 0n) return;
    const size = c < 0n ? -c : c;
    const term = `${size === 1n ? "" : size}a(n−${i + 1})`;
    if (out === "") out = c < 0n ? `−${term}` : term;
    else out += c < 0n ? ` − ${term}` : ` + ${term}`;
  });
  return `a(n) = ${out === "" ? "0" : out}`;
}

/**
 * A printable report of {@link proveRecurrence} for several heights: the terms to
 * n = 20, the minimal recurrence, the matrix size and the argument.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { recurrenceReport } from "./recurrence.ts";
 * assert.ok(recurrenceReport([2]).includes("a(n) = 2a(n−1)"));
 * ```
 */
export function recurrenceReport(heights: readonly number[] = [4, 6, 8]): string {
  return heights.map((rows) => {
    const p = proveRecurrence(rows);
    return [
      `${rows}×n exact counts, n = 1..${p.terms.length}:`,
      `  ${p.terms.join(", ")}`,
      `minimal recurrence (order ${p.order}, matrix ${p.matrixSize}×${p.matrixSize}):`,
      `  ${recurrenceText(p.coefficients)}`,
      ...p.argument.split("\n").map((line) => `  ${line}`),
    ].join("\n");
  }).join("\n\n");
}

function short(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 80)} … ${text.slice(-60)}`;
}
