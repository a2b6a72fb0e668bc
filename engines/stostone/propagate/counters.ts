/**
 * The column counters of the learning search: variables B(c, r, k) = "at least k shaded
 * cells in column c at rows ≥ r", numbered after the cells, through which the learner
 * explains the col and rank deductions (learn.ts). Without counters every B is a
 * constant and {@link ColumnCounters.literal} says which.
 *
 * @module
 */

/** A counter literal that always holds (see {@link ColumnCounters.literal}). */
export const LIT_TRUE = -2;
/** A counter literal that never holds. */
export const LIT_FALSE = -3;

/**
 * Where each counter variable lives, and its column.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ColumnCounters, LIT_TRUE } from "./counters.ts";
 * // A 4×1 grid (2 shaded cells): at rows ≥ 1, "at least 1" always holds (the top row
 * // has room for 1); at rows ≥ 2, "at least 1" is the second of 4 counter variables.
 * const counters = new ColumnCounters(4, 4, 1, true);
 * assert.deepEqual(
 *   [counters.variableCount, counters.literal(0, 1, 1, 1), counters.literal(0, 2, 1, 1)],
 *   [8, LIT_TRUE, 2 * 5 + 1],
 * );
 * ```
 */
export class ColumnCounters {
  /** Cells plus counter variables. */
  readonly variableCount: number;
  /** Per column and row 0 ..= rows: the variable of B(c, r, smallestCount[r]). */
  readonly firstVariable: Int32Array;
  /**
   * Per row 0 ..= rows: the smallest and largest k with a variable; smaller k always
   * hold, larger never do (largest < smallest: no variable at that row).
   */
  readonly smallestCount: Int32Array;
  readonly largestCount: Int32Array;
  /** Per counter variable (index − cells): its column. */
  readonly columnOf: Int32Array;
  readonly #rows: number;

  /**
   * Counter variables for 0 < r < rows (even row counts, `enabled` only): k from
   * max(1, half − r + 1) (fewer would always hold: at most r cells lie above) to
   * min(half, rows − r) (more never does). The rest are constants.
   */
  constructor(cells: number, rows: number, cols: number, enabled: boolean) {
    this.#rows = rows;
    const half = Math.floor(rows / 2);
    this.smallestCount = new Int32Array(rows + 1);
    this.largestCount = new Int32Array(rows + 1);
    let perColumn = 0;
    for (let r = 0; r <= rows; r++) {
      const smallest = Math.max(1, half - r + 1);
      const largest = Math.min(half, rows - r);
      this.smallestCount[r] = smallest;
      const some = enabled && rows % 2 === 0 && r > 0 && r < rows && largest >= smallest;
      this.largestCount[r] = some ? largest : smallest - 1;
      if (some) perColumn += largest - smallest + 1;
    }
    const counters = perColumn * cols;
    this.variableCount = cells + counters;
    this.firstVariable = new Int32Array(cols * (rows + 1));
    this.columnOf = new Int32Array(counters);
    let next = cells;
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r <= rows; r++) {
        this.firstVariable[c * (rows + 1) + r] = next;
        for (let k = this.smallestCount[r]!; k <= this.largestCount[r]!; k++) {
          this.columnOf[next++ - cells] = c;
        }
      }
    }
  }

  /**
   * The literal (2 × variable + value) saying "at least k shaded cells in column c at rows
   * ≥ r" (value 1) or "fewer" (value 0); {@link LIT_TRUE} or {@link LIT_FALSE} when the
   * column total alone decides it.
   */
  literal(c: number, r: number, k: number, value: number): number {
    const smallest = this.smallestCount[r]!;
    const holds = k <= 0 || k < smallest ? 1 : k > this.largestCount[r]! ? 0 : -1;
    if (holds === -1) {
      const x = this.firstVariable[c * (this.#rows + 1) + r]! + k - smallest;
      return 2 * x + value;
    }
    return holds === value ? LIT_TRUE : LIT_FALSE;
  }
}
