/**
 * One region-free shading judged under the three readings of rule 4, on
 * integers: `count` (every column holds rows/2 shaded cells), `convex` (count, and
 * no stone has two separate runs in one column) and `exact` (the simulated fall
 * packs the bottom half exactly). Stones are the 4-connected shaded groups.
 *
 * Shadings are written as row strings, top row first, `#` shaded and `.` not.
 *
 * @module
 */

import { dropStoneMasks, MAX_MASK_ROWS, MAX_MASK_STONES } from "./mask_drop.ts";

/** A shading as column bitmasks: bit r of `columns[c]` is the cell at row r, column c. */
export interface ColumnShading {
  /** Number of rows. */
  readonly height: number;
  /** Number of columns. */
  readonly width: number;
  /** One mask per column, bit r = row r (top row = bit 0). */
  readonly columns: Int32Array;
}

/** How one shading fares under the three readings. */
export interface ShadingVerdict {
  /** Every column holds exactly rows/2 shaded cells. */
  readonly count: boolean;
  /** `count`, and no stone has a vertical hole. */
  readonly convex: boolean;
  /** The fall packs the bottom half exactly (decided by simulating it). */
  readonly exact: boolean;
  /** Number of stones (4-connected shaded groups). */
  readonly stones: number;
  /** Whether some stone has two separate runs of cells in one column. */
  readonly verticalHole: boolean;
  /** The grid after the fall, as row strings. */
  readonly settled: readonly string[];
}

/**
 * Parses row strings (`#` shaded, `.` not, top row first) into column masks.
 * Throws `SyntaxError` for ragged rows or other characters, `RangeError` for an
 * empty grid or more than {@link MAX_MASK_ROWS} rows.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseShading } from "./classify.ts";
 * const { columns } = parseShading(["#.", "##"]);
 * assert.ok(columns[0] === 0b11 && columns[1] === 0b10);
 * ```
 */
export function parseShading(rows: readonly string[]): ColumnShading {
  const height = rows.length;
  if (height === 0) throw new RangeError("parseShading: the grid has no rows");
  if (height > MAX_MASK_ROWS) {
    throw new RangeError(`parseShading: at most ${MAX_MASK_ROWS} rows, got ${height}`);
  }
  const width = rows[0]!.length;
  if (width === 0) throw new RangeError("parseShading: row 0 is empty");
  const columns = new Int32Array(width);
  rows.forEach((row, r) => {
    if (row.length !== width) {
      throw new SyntaxError(
        `parseShading: row ${r} ${JSON.stringify(row)} has ${row.length} cells, row 0 has ${width}`,
      );
    }
    for (let c = 0; c < width; c++) {
      const ch = row[c];
      if (ch === "#") columns[c] = columns[c]! | (1 << r);
      else if (ch !== ".") {
        throw new SyntaxError(
          `parseShading: row ${r} ${JSON.stringify(row)}, column ${c}: expected "#" or ".", got ${
            JSON.stringify(ch)
          }`,
        );
      }
    }
  });
  return { height, width, columns };
}

/**
 * Row strings of a column-mask shading, top row first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shadingRows } from "./classify.ts";
 * assert.ok(shadingRows(2, 2, new Int32Array([0b11, 0b10])).join("/") === "#./##");
 * ```
 */
export function shadingRows(height: number, width: number, columns: ArrayLike<number>): string[] {
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let row = "";
    for (let c = 0; c < width; c++) row += (columns[c]! >> r) & 1 ? "#" : ".";
    rows.push(row);
  }
  return rows;
}

/**
 * Judges a shading given as row strings. See {@link classifyColumns}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { classifyShading } from "./classify.ts";
 * // The write-up's arch: balanced and hole-free, but it rests one row high.
 * const v = classifyShading(["#.#", "###", "...", ".#."]);
 * assert.ok(v.count && v.convex && !v.exact);
 * assert.ok(v.settled.join("/") === ".../#.#/###/.#.");
 * ```
 */
export function classifyShading(rows: readonly string[]): ShadingVerdict {
  const { height, width, columns } = parseShading(rows);
  return classifyColumns(height, width, columns);
}

/**
 * Judges a shading given as column masks: labels the stones (runs of each column,
 * joined where runs of neighbouring columns overlap), looks for vertical holes,
 * then drops the stones with {@link dropStoneMasks} and compares the result with the
 * bottom half. Throws `RangeError` for a bad size, masks that do not fit, or more
 * than {@link MAX_MASK_STONES} stones.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { classifyColumns } from "./classify.ts";
 * // 2×2 checkerboard: balanced, and both cells fall into the bottom row.
 * const v = classifyColumns(2, 2, new Int32Array([0b01, 0b10]));
 * assert.ok(v.exact && v.stones === 2);
 * ```
 */
export function classifyColumns(
  height: number,
  width: number,
  columns: ArrayLike<number>,
): ShadingVerdict {
  if (!Number.isInteger(height) || height < 1 || height > MAX_MASK_ROWS) {
    throw new RangeError(`classifyColumns: height must be 1..${MAX_MASK_ROWS}, got ${height}`);
  }
  if (!Number.isInteger(width) || width < 1) {
    throw new RangeError(`classifyColumns: width must be a whole number >= 1, got ${width}`);
  }
  if (columns.length !== width) {
    throw new RangeError(`classifyColumns: expected ${width} column masks, got ${columns.length}`);
  }
  const full = (2 ** height - 1) | 0;
  for (let c = 0; c < width; c++) {
    const m = columns[c]!;
    if (!Number.isInteger(m) || m < 0 || (m & ~full) !== 0) {
      throw new RangeError(`classifyColumns: column ${c} mask ${m} does not fit ${height} rows`);
    }
  }

  // Runs (maximal vertical segments) of every column, as union-find nodes.
  const runMask: number[] = [];
  const runColumn: number[] = [];
  const firstRun: number[] = [];
  for (let c = 0; c < width; c++) {
    firstRun.push(runMask.length);
    let rest = columns[c]!;
    while (rest !== 0) {
      const low = rest & -rest;
      let run = 0;
      for (let bit = low; (rest & bit) !== 0; bit <<= 1) run |= bit;
      runMask.push(run);
      runColumn.push(c);
      rest &= ~run;
    }
  }
  firstRun.push(runMask.length);
  const parent = runMask.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let c = 0; c + 1 < width; c++) {
    for (let a = firstRun[c]!; a < firstRun[c + 1]!; a++) {
      for (let b = firstRun[c + 1]!; b < firstRun[c + 2]!; b++) {
        if ((runMask[a]! & runMask[b]!) !== 0) parent[find(a)] = find(b);
      }
    }
  }

  // Stones: one id per union-find root; a second run of one stone in one column is a hole.
  const stoneOfRoot = new Map<number, number>();
  for (let i = 0; i < runMask.length; i++) {
    const root = find(i);
    if (!stoneOfRoot.has(root)) stoneOfRoot.set(root, stoneOfRoot.size);
  }
  const stones = stoneOfRoot.size;
  if (stones > MAX_MASK_STONES) {
    throw new RangeError(`classifyColumns: at most ${MAX_MASK_STONES} stones, got ${stones}`);
  }
  const masks = new Int32Array(stones * width);
  let verticalHole = false;
  for (let i = 0; i < runMask.length; i++) {
    const slot = stoneOfRoot.get(find(i))! * width + runColumn[i]!;
    if (masks[slot] !== 0) verticalHole = true;
    masks[slot] = masks[slot]! | runMask[i]!;
  }

  let count = height % 2 === 0;
  for (let c = 0; c < width && count; c++) {
    if (popcount(columns[c]!) * 2 !== height) count = false;
  }

  dropStoneMasks(height, width, masks, stones);
  const settledColumns = new Int32Array(width);
  for (let s = 0; s < stones; s++) {
    for (let c = 0; c < width; c++) settledColumns[c] = settledColumns[c]! | masks[s * width + c]!;
  }
  // The bottom half: rows height/2 .. height−1, i.e. the high bits.
  const bottomHalf = height % 2 === 0 ? full & ~((1 << (height / 2)) - 1) : -1;
  let exact = height % 2 === 0;
  for (let c = 0; c < width && exact; c++) {
    if (settledColumns[c] !== bottomHalf) exact = false;
  }
  return {
    count,
    convex: count && !verticalHole,
    exact,
    stones,
    verticalHole,
    settled: shadingRows(height, width, settledColumns),
  };
}

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}
