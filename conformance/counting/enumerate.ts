/**
 * Region-free counting by brute force: walk every shading of an H×W grid whose
 * columns are balanced (each holds H/2 shaded cells, C(H, H/2)^W grids in all),
 * and judge each one under the three readings of rule 4 at once.
 *
 * The walk is a depth-first search over columns. Each column is one of the
 * balanced bit patterns; its runs (maximal vertical segments) are union-find
 * nodes, joined to the previous column's runs where they overlap, and the
 * union-find state of every depth is kept so a step back costs nothing. At a leaf
 * the stones are read off the union-find roots, a stone with two runs in one
 * column has a vertical hole, and `exact` is decided by actually dropping the
 * stones ({@link dropStoneMasksUnchecked}), never by the rank invariant, so that
 * this count is independent of the transfer matrix in `transfer.ts`.
 *
 * @module
 */

import { dropStoneMasksUnchecked, MAX_MASK_STONES } from "./mask_drop.ts";

/** The tallest grid the enumerator takes (C(16, 8) = 12,870 patterns per column). */
export const MAX_ENUMERATION_ROWS = 16;

/** Progress of a running enumeration. */
export interface EnumerationProgress {
  /** Grids judged so far. */
  readonly walked: number;
  /** Grids this run (or slice) will judge in all. */
  readonly total: number;
  /** Milliseconds since the run started. */
  readonly elapsedMs: number;
  /** Average speed so far. */
  readonly gridsPerSecond: number;
}

/** Which part of the walk to do: the outermost column's choices j with j mod `of` = `index`. */
export interface EnumerationSlice {
  /** This slice's number, 0 ≤ index < of. */
  readonly index: number;
  /** How many slices the walk is split into. */
  readonly of: number;
}

/** Options for {@link enumerateCounts}. */
export interface EnumerationOptions {
  /** Called about every `progressEvery` grids and once at the end. */
  readonly onProgress?: (progress: EnumerationProgress) => void;
  /** How often (in grids) to report progress; default 2^22. */
  readonly progressEvery?: number;
  /** Do only one independent part of the walk; the slices of a split add up to the whole. */
  readonly slice?: EnumerationSlice;
}

/** What an enumeration counted. Every walked grid is balanced, so `count` equals `walked`. */
export interface EnumerationCounts {
  /** Grids whose simulated fall packs the bottom half. */
  readonly exact: number;
  /** Balanced grids in which no stone has a vertical hole. */
  readonly convex: number;
  /** Balanced grids. */
  readonly count: number;
  /** Grids judged. */
  readonly walked: number;
  /** Grids that pack under the fall yet have a stone with a vertical hole (claim S-U3: none). */
  readonly exactNotConvex: number;
}

/** The widest grid {@link enumerateCounts} takes: at 2 rows, 64 columns are already 2^64 grids. */
export const MAX_ENUM_COLS = 64;

/**
 * The widest grid {@link enumerateCounts} walks at `rows` rows: its balanced grids must
 * be countable exactly (at most 2^53) and hold at most {@link MAX_MASK_STONES} stones
 * (every column of an even height may hold rows / 2). An odd height has no balanced
 * grid, so any width up to {@link MAX_ENUM_COLS} is walked at once.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { maxEnumCols } from "./enumerate.ts";
 * assert.deepEqual([2, 4, 6, 16].map(maxEnumCols), [32, 16, 10, 3]);
 * ```
 */
export function maxEnumCols(rows: number): number {
  if (rows % 2 === 1) return MAX_ENUM_COLS;
  const perColumn = balancedColumns(rows).length;
  let cols = Math.min(MAX_ENUM_COLS, Math.floor(MAX_MASK_STONES / (rows / 2)));
  while (cols > 1 && !Number.isSafeInteger(perColumn ** cols)) cols--;
  return cols;
}

/**
 * The balanced column patterns of height `rows` (bit r = row r, top = bit 0), in
 * increasing numeric order; empty for odd heights.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { balancedColumns } from "./enumerate.ts";
 * assert.ok(balancedColumns(4).join() === "3,5,6,9,10,12");
 * assert.ok(balancedColumns(3).length === 0);
 * ```
 */
export function balancedColumns(rows: number): number[] {
  assertRows(rows);
  const out: number[] = [];
  if (rows % 2 !== 0) return out;
  for (let m = 0; m < 1 << rows; m++) if (bitCount(m) * 2 === rows) out.push(m);
  return out;
}

/**
 * Walks every balanced rows×cols shading (or one slice of them) and counts how many
 * pass each reading of rule 4. Throws `RangeError` for a bad size or slice.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { enumerateCounts } from "./enumerate.ts";
 * const r = enumerateCounts(4, 2);
 * assert.ok(r.walked === 36 && r.count === 36 && r.exact === 28);
 * const a = enumerateCounts(4, 2, { slice: { index: 0, of: 2 } });
 * const b = enumerateCounts(4, 2, { slice: { index: 1, of: 2 } });
 * assert.ok(a.exact + b.exact === 28);
 * ```
 */
export function enumerateCounts(
  rows: number,
  cols: number,
  options: EnumerationOptions = {},
): EnumerationCounts {
  assertRows(rows);
  if (!Number.isInteger(cols) || cols < 1 || cols > MAX_ENUM_COLS) {
    throw new RangeError(
      `enumerateCounts: cols must be a whole number from 1 to ${MAX_ENUM_COLS}, got ${cols}`,
    );
  }
  const slice = options.slice ?? { index: 0, of: 1 };
  if (!Number.isInteger(slice.of) || slice.of < 1) {
    throw new RangeError(`enumerateCounts: slice.of must be a whole number >= 1, got ${slice.of}`);
  }
  if (!Number.isInteger(slice.index) || slice.index < 0 || slice.index >= slice.of) {
    throw new RangeError(
      `enumerateCounts: slice.index must be a whole number from 0 to ${
        slice.of - 1
      }, got ${slice.index}`,
    );
  }
  const progressEvery = options.progressEvery ?? 2 ** 22;
  if (!(progressEvery >= 1)) {
    throw new RangeError(`enumerateCounts: progressEvery must be >= 1, got ${progressEvery}`);
  }

  const patterns = balancedColumns(rows);
  const P = patterns.length;
  const zero = { exact: 0, convex: 0, count: 0, walked: 0, exactNotConvex: 0 };
  if (P === 0) return zero;
  const firstChoices = patterns.map((_, j) => j).filter((j) => j % slice.of === slice.index);
  const total = firstChoices.length * P ** (cols - 1);
  if (!Number.isSafeInteger(total)) {
    throw new RangeError(`enumerateCounts: ${rows}x${cols} has too many grids to walk (${total})`);
  }
  if (firstChoices.length === 0) return zero;
  if ((rows / 2) * cols > MAX_MASK_STONES) {
    // Every shaded cell could be a stone of its own: more than one drop can track.
    throw new RangeError(
      `enumerateCounts: ${rows}x${cols} grids can hold more than ${MAX_MASK_STONES} stones`,
    );
  }

  // Runs of every pattern, and for every ordered pair of patterns the overlapping runs.
  const maxRuns = rows / 2;
  const runCount = new Int32Array(P);
  const runMask = new Int32Array(P * maxRuns);
  patterns.forEach((pattern, p) => {
    let rest = pattern;
    while (rest !== 0) {
      const low = rest & -rest;
      let run = 0;
      for (let bit = low; (rest & bit) !== 0; bit <<= 1) run |= bit;
      runMask[p * maxRuns + runCount[p]!] = run;
      runCount[p] = runCount[p]! + 1;
      rest &= ~run;
    }
  });
  // The table has P² entries: build it only while that is small (always, up to 12 rows);
  // taller walks test the runs for overlap as they go.
  const tabled = P * P <= 1 << 20;
  const pairStart = new Int32Array(tabled ? P * P + 1 : 1);
  const pairList: number[] = [];
  for (let p = 0; p < P && tabled; p++) {
    for (let q = 0; q < P; q++) {
      pairStart[p * P + q] = pairList.length / 2;
      for (let i = 0; i < runCount[p]!; i++) {
        for (let j = 0; j < runCount[q]!; j++) {
          if ((runMask[p * maxRuns + i]! & runMask[q * maxRuns + j]!) !== 0) pairList.push(i, j);
        }
      }
    }
  }
  if (tabled) pairStart[P * P] = pairList.length / 2;
  const pairs = Int32Array.from(pairList);

  // Union-find over run nodes (node = column * maxRuns + run), one copy per depth.
  const nodes = cols * maxRuns;
  const parents = new Int32Array((cols + 1) * nodes);
  const choice = new Int32Array(cols);
  const stamp = new Int32Array(nodes);
  const stoneOfRoot = new Int32Array(nodes);
  const masks = new Int32Array(nodes * cols);
  const scratch = new Int32Array(cols);
  const full = (2 ** rows - 1) | 0;
  const bottomHalf = full & ~((1 << (rows / 2)) - 1);
  let generation = 0;
  let exact = 0, convex = 0, walked = 0, exactNotConvex = 0;
  const started = performance.now();
  let nextReport = progressEvery;
  const report = (): void => {
    const elapsedMs = performance.now() - started;
    options.onProgress?.({
      walked,
      total,
      elapsedMs,
      gridsPerSecond: elapsedMs > 0 ? (walked / elapsedMs) * 1000 : 0,
    });
  };

  const find = (base: number, node: number): number => {
    let root = node;
    while (parents[base + root] !== root) root = parents[base + root]!;
    while (parents[base + node] !== root) {
      const up = parents[base + node]!;
      parents[base + node] = root;
      node = up;
    }
    return root;
  };

  const leaf = (): void => {
    const base = cols * nodes;
    generation++;
    let stones = 0;
    let hole = false;
    for (let c = 0; c < cols; c++) {
      const p = choice[c]!;
      for (let i = 0; i < runCount[p]!; i++) {
        const root = find(base, c * maxRuns + i);
        if (stamp[root] !== generation) {
          stamp[root] = generation;
          stoneOfRoot[root] = stones;
          masks.fill(0, stones * cols, stones * cols + cols);
          stones++;
        }
        const slot = stoneOfRoot[root]! * cols + c;
        if (masks[slot] !== 0) hole = true;
        masks[slot] = masks[slot]! | runMask[p * maxRuns + i]!;
      }
    }
    dropStoneMasksUnchecked(rows, cols, masks, stones, scratch);
    let packs = true;
    for (let c = 0; c < cols && packs; c++) {
      let column = 0;
      for (let s = 0; s < stones; s++) column |= masks[s * cols + c]!;
      if (column !== bottomHalf) packs = false;
    }
    walked++;
    if (!hole) convex++;
    if (packs) {
      exact++;
      if (hole) exactNotConvex++;
    }
  };

  const visit = (c: number): void => {
    const from = c * nodes;
    const to = from + nodes;
    const choices = c === 0 ? firstChoices : null;
    const n = choices === null ? P : choices.length;
    for (let k = 0; k < n; k++) {
      const q = choices === null ? k : choices[k]!;
      choice[c] = q;
      parents.copyWithin(to, from, from + c * maxRuns);
      for (let i = 0; i < maxRuns; i++) parents[to + c * maxRuns + i] = c * maxRuns + i;
      if (c > 0 && tabled) {
        const pq = choice[c - 1]! * P + q;
        for (let e = pairStart[pq]!; e < pairStart[pq + 1]!; e++) {
          const a = find(to, (c - 1) * maxRuns + pairs[2 * e]!);
          const b = find(to, c * maxRuns + pairs[2 * e + 1]!);
          if (a !== b) parents[to + a] = b;
        }
      } else if (c > 0) {
        const p = choice[c - 1]!;
        for (let i = 0; i < runCount[p]!; i++) {
          for (let j = 0; j < runCount[q]!; j++) {
            if ((runMask[p * maxRuns + i]! & runMask[q * maxRuns + j]!) === 0) continue;
            const a = find(to, (c - 1) * maxRuns + i);
            const b = find(to, c * maxRuns + j);
            if (a !== b) parents[to + a] = b;
          }
        }
      }
      if (c + 1 === cols) {
        leaf();
        if (walked >= nextReport) {
          nextReport += progressEvery;
          report();
        }
      } else {
        visit(c + 1);
      }
    }
  };
  visit(0);
  report();
  return { exact, convex, count: walked, walked, exactNotConvex };
}

function assertRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < 1 || rows > MAX_ENUMERATION_ROWS) {
    throw new RangeError(
      `rows must be a whole number from 1 to ${MAX_ENUMERATION_ROWS}, got ${rows}`,
    );
  }
}

function bitCount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}
