/**
 * The characteristic polynomial det(xI − A) of an integer matrix, exactly, by
 * Berkowitz's division-free algorithm: every step is an integer product or sum,
 * so `bigint` arithmetic gives the exact coefficients with no fractions at all.
 *
 * Berkowitz peels the matrix from the bottom-right corner: with
 * A_{k+1} = [[A_k, C], [R, a]], the coefficient vector of A_{k+1}'s polynomial is a
 * lower-triangular Toeplitz matrix, whose first column is
 * (1, −a, −RC, −RA_kC, …, −RA_k^{k−1}C), times the vector of A_k's.
 *
 * @module
 */

/**
 * det(xI − A) as coefficients, highest degree first (the leading 1 included).
 * Throws `RangeError` for a matrix that is not square.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { characteristicPolynomial } from "./characteristic_polynomial.ts";
 * // [[2, 1], [1, 2]]: x² − 4x + 3.
 * assert.ok(characteristicPolynomial([[2n, 1n], [1n, 2n]]).join() === "1,-4,3");
 * ```
 */
export function characteristicPolynomial(matrix: readonly (readonly bigint[])[]): bigint[] {
  const n = matrix.length;
  matrix.forEach((row, i) => {
    if (row.length !== n) {
      throw new RangeError(
        `characteristicPolynomial: row ${i} has ${row.length} entries, the matrix has ${n} rows`,
      );
    }
  });
  if (n === 0) return [1n];
  // Non-zero entries of every row, so 0/1 transfer matrices cost only their 1s.
  const nonZero = matrix.map((row) =>
    row.flatMap((value, j) => (value === 0n ? [] : [{ j, value }]))
  );
  let poly: bigint[] = [1n, -matrix[0]![0]!];
  for (let k = 1; k < n; k++) {
    // A_{k+1} = [[A_k, C], [R, a]] with A_k the leading k×k block.
    const a = matrix[k]![k]!;
    const toeplitz: bigint[] = [1n, -a];
    let vector: bigint[] = [];
    for (let i = 0; i < k; i++) vector.push(matrix[i]![k]!);
    for (let power = 0; power < k; power++) {
      let rc = 0n;
      for (const { j, value } of nonZero[k]!) if (j < k) rc += value * vector[j]!;
      toeplitz.push(-rc);
      if (power + 1 === k) break;
      const next: bigint[] = new Array(k).fill(0n);
      for (let i = 0; i < k; i++) {
        let sum = 0n;
        for (const { j, value } of nonZero[i]!) {
          if (j >= k) continue;
          sum += value === 1n ? vector[j]! : value * vector[j]!;
        }
        next[i] = sum;
      }
      vector = next;
    }
    // New coefficients: the (k+2)×(k+1) Toeplitz matrix times the old (k+1) coefficients.
    const next: bigint[] = new Array(k + 2).fill(0n);
    for (let row = 0; row < k + 2; row++) {
      let sum = 0n;
      for (let col = 0; col <= Math.min(row, k); col++) sum += toeplitz[row - col]! * poly[col]!;
      next[row] = sum;
    }
    poly = next;
  }
  return poly;
}
