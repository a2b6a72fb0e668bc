/**
 * Region-free counting column by column, with exact `bigint` arithmetic.
 *
 * A grid is a word of W balanced column patterns. For `count` every word counts,
 * so the transfer matrix is all ones. For `exact` the rank invariant (claim S-U2:
 * the fall packs the bottom half iff columns balance and `row + shaded-below` is
 * constant on every stone) is local: stones are connected, vertical neighbours
 * always agree, so it suffices that every horizontally adjacent shaded pair agrees,
 * i.e. pattern a may stand left of b iff every row shaded in both has the same
 * number of shaded cells below it in a as in b. For `convex` a state machine over
 * the frontier tracks which runs of the current column belong to one stone and
 * which stones may not meet (they already own different runs of a common column).
 *
 * This file owes nothing to the enumerator in `enumerate.ts`: the two methods
 * agreeing is the evidence.
 *
 * @module
 */

import {
  STOSTONE_BALANCED_RULES,
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBalancedRule,
} from "../../core/stostone/board.ts";
import { assertRuleName } from "../../core/rule_name.ts";

/** The tallest grid the transfer methods take (C(12, 6) = 924 patterns). */
export const MAX_TRANSFER_ROWS = 12;

/** The most columns the transfer methods take. */
export const MAX_TRANSFER_COLS = 10_000;

/**
 * The readings of rule 4 that counting knows: those that balance every column (a grid
 * is a word of balanced column patterns).
 */
export type CountingRule = StostoneBalancedRule;

/** The readings counting knows, strongest first: the order every count lists them in. */
export const COUNTING_RULES: readonly CountingRule[] = STOSTONE_BALANCED_RULES;

/** The `exact` transfer matrix: `entries[a][b]` is 1 when pattern b may stand right of pattern a. */
export interface TransferMatrix {
  /** The balanced column patterns, bit r = row r (top row = bit 0), ascending. */
  readonly patterns: readonly number[];
  /** 0/1 entries, `entries[a][b]` for patterns a (left) and b (right); symmetric. */
  readonly entries: readonly (readonly number[])[];
}

/**
 * The balanced column patterns of a height, ascending (none for odd heights).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnPatterns } from "./transfer.ts";
 * assert.ok(columnPatterns(2).join() === "1,2");
 * ```
 */
export function columnPatterns(rows: number): number[] {
  assertRows(rows);
  const out: number[] = [];
  if (rows % 2 !== 0) return out;
  for (let m = 0; m < 1 << rows; m++) if (ones(m) * 2 === rows) out.push(m);
  return out;
}

/**
 * The `exact` transfer matrix of a height: a → b is allowed iff every row shaded
 * in both patterns has as many shaded cells below it in a as in b.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { transferMatrix } from "./transfer.ts";
 * const { patterns, entries } = transferMatrix(2);
 * // On two rows every pair is allowed: the shaded cell of a row has nothing below or 1 row below alike.
 * assert.ok(patterns.length === 2 && entries.flat().every((x) => x === 1));
 * ```
 */
export function transferMatrix(rows: number): TransferMatrix {
  const patterns = columnPatterns(rows);
  const entries = patterns.map((a) => patterns.map((b) => (ranksAgree(rows, a, b) ? 1 : 0)));
  return { patterns, entries };
}

/**
 * How many rows×cols shadings pass a reading of rule 4, computed column by column.
 * Throws `RangeError` for a bad size or rule.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { transferCounts } from "./transfer.ts";
 * assert.ok(transferCounts(4, 2, "exact") === 28n);
 * assert.ok(transferCounts(6, 2, "convex") === 376n);
 * assert.ok(transferCounts(6, 2, "count") === 400n);
 * ```
 */
export function transferCounts(rows: number, cols: number, rule: CountingRule): bigint {
  assertRows(rows);
  assertCols(cols);
  assertRuleName("transferCounts", COUNTING_RULES, rule);
  const { noVerticalHole, dropFillsBottomHalf } = STOSTONE_RULE_REQUIREMENTS[rule];
  // The drop's rank invariant also rules out holes: its matrix decides alone.
  if (dropFillsBottomHalf) return exactSequence(rows, cols)[cols - 1]!;
  if (noVerticalHole) return convexFrontierDp(rows, cols).count;
  return countByAllOnes(rows, cols);
}

/**
 * The `exact` counts of rows×n for n = 1..terms: a(n) = 1ᵀ M^(n−1) 1 for the
 * matrix of {@link transferMatrix}. All zero for odd heights.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { exactSequence } from "./transfer.ts";
 * assert.ok(exactSequence(4, 3).join() === "6,28,134");
 * ```
 */
export function exactSequence(rows: number, terms: number): bigint[] {
  assertRows(rows);
  assertCols(terms);
  const { entries } = transferMatrix(rows);
  const d = entries.length;
  // Each row as a list of the allowed right neighbours, so a step costs the number of 1s.
  const allowed = entries.map((row) => row.flatMap((x, b) => (x === 1 ? [b] : [])));
  let vector: bigint[] = new Array(d).fill(1n);
  const out: bigint[] = [];
  for (let n = 1; n <= terms; n++) {
    out.push(vector.reduce((s, x) => s + x, 0n));
    if (n === terms) break;
    const next: bigint[] = new Array(d).fill(0n);
    for (let a = 0; a < d; a++) {
      let sum = 0n;
      for (const b of allowed[a]!) sum += vector[b]!;
      next[a] = sum;
    }
    vector = next;
  }
  return out;
}

/** What the `convex` frontier state machine found. */
export interface ConvexDpResult {
  /** Number of convex rows×cols shadings. */
  readonly count: bigint;
  /** The largest number of distinct frontier states after any column. */
  readonly maxStates: number;
  /** Number of balanced column patterns (each state carries one). */
  readonly patterns: number;
}

/**
 * Counts `convex` shadings by a state machine over the frontier. A state is the
 * current column's pattern, which of its runs belong to one stone (a partition,
 * labelled canonically by first appearance), and which pairs of those stones
 * would make a vertical hole if they met, because they already own different runs
 * of one column. Adding a column joins runs that overlap; a join of two runs of
 * one column, or of a conflicting pair, is a hole and the branch dies. Stones that
 * do not reach the new column are finished and leave the state. States with the
 * same canonical key are merged, adding their counts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { convexFrontierDp } from "./transfer.ts";
 * const r = convexFrontierDp(6, 4);
 * assert.ok(r.count === 133760n && r.maxStates <= r.patterns);
 * ```
 */
export function convexFrontierDp(rows: number, cols: number): ConvexDpResult {
  assertRows(rows);
  assertCols(cols);
  const patterns = columnPatterns(rows);
  const runsOf = patterns.map(runs);
  let states = new Map<string, { state: FrontierState; count: bigint }>();
  patterns.forEach((_, p) => {
    const m = runsOf[p]!.length;
    const labels = runsOf[p]!.map((_, i) => i);
    // Every pair of stones in one column already owns two runs of that column.
    const conflict: boolean[][] = labels.map((a) => labels.map((b) => a !== b));
    const state = { pattern: p, labels, components: m, conflict };
    states.set(stateKey(state), { state, count: 1n });
  });
  let maxStates = states.size;
  for (let c = 1; c < cols; c++) {
    const next = new Map<string, { state: FrontierState; count: bigint }>();
    for (const { state, count } of states.values()) {
      for (let q = 0; q < patterns.length; q++) {
        const stepped = convexStep(state, runsOf[state.pattern]!, q, runsOf[q]!);
        if (stepped === null) continue;
        const key = stateKey(stepped);
        const entry = next.get(key);
        if (entry === undefined) next.set(key, { state: stepped, count });
        else entry.count += count;
      }
    }
    states = next;
    if (states.size > maxStates) maxStates = states.size;
  }
  let count = 0n;
  for (const entry of states.values()) count += entry.count;
  return { count, maxStates, patterns: patterns.length };
}

/** What {@link convexClosure} found: every frontier state any width can reach. */
export interface ConvexClosure {
  /** Distinct frontier states reachable after some number of columns. */
  readonly states: number;
  /** Steps (state, next column pattern) tried from those states. */
  readonly steps: number;
  /** Of those, steps the hole check refused. */
  readonly refused: number;
}

/**
 * Every state of the {@link convexFrontierDp} machine that some width reaches, and
 * every step from them. The set is finite and closed under steps, so when no step is
 * refused every word of balanced columns passes, at every width: convex = count for
 * all n, not only for the widths counted.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { convexClosure } from "./transfer.ts";
 * assert.ok(convexClosure(4).refused === 0);
 * assert.ok(convexClosure(6).refused > 0);
 * ```
 */
export function convexClosure(rows: number): ConvexClosure {
  assertRows(rows);
  const patterns = columnPatterns(rows);
  const runsOf = patterns.map(runs);
  const seen = new Map<string, FrontierState>();
  const queue: FrontierState[] = [];
  const visit = (state: FrontierState): void => {
    const key = stateKey(state);
    if (seen.has(key)) return;
    seen.set(key, state);
    queue.push(state);
  };
  // The first column's states, as convexFrontierDp starts them.
  patterns.forEach((_, p) => {
    const labels = runsOf[p]!.map((_, i) => i);
    const conflict = labels.map((a) => labels.map((b) => a !== b));
    visit({ pattern: p, labels, components: labels.length, conflict });
  });
  let steps = 0, refused = 0;
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    for (let q = 0; q < patterns.length; q++) {
      steps++;
      const stepped = convexStep(state, runsOf[state.pattern]!, q, runsOf[q]!);
      if (stepped === null) refused++;
      else visit(stepped);
    }
  }
  return { states: seen.size, steps, refused };
}

interface FrontierState {
  /** Index of the current column's pattern. */
  readonly pattern: number;
  /** Stone label of every run of the current column, top to bottom, canonical. */
  readonly labels: readonly number[];
  /** Number of distinct labels. */
  readonly components: number;
  /** conflict[a][b]: stones a and b already own different runs of some column. */
  readonly conflict: readonly (readonly boolean[])[];
}

function convexStep(
  state: FrontierState,
  oldRuns: readonly number[],
  q: number,
  newRuns: readonly number[],
): FrontierState | null {
  const k = state.components;
  const m = newRuns.length;
  // Union-find: old stones are nodes 0..k−1, new runs k..k+m−1.
  const parent = Array.from({ length: k + m }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let i = 0; i < oldRuns.length; i++) {
    for (let j = 0; j < m; j++) {
      if ((oldRuns[i]! & newRuns[j]!) !== 0) parent[find(state.labels[i]!)] = find(k + j);
    }
  }
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      if (state.conflict[a]![b] && find(a) === find(b)) return null;
    }
  }
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) if (find(k + i) === find(k + j)) return null;
  }
  // Canonical labels of the new runs, by first appearance top to bottom.
  const labelOfRoot = new Map<number, number>();
  const labels = newRuns.map((_, j) => {
    const root = find(k + j);
    if (!labelOfRoot.has(root)) labelOfRoot.set(root, labelOfRoot.size);
    return labelOfRoot.get(root)!;
  });
  const components = labelOfRoot.size;
  const conflict: boolean[][] = Array.from(
    { length: components },
    () => new Array<boolean>(components).fill(false),
  );
  const mark = (x: number, y: number): void => {
    if (x === y) return;
    conflict[x]![y] = true;
    conflict[y]![x] = true;
  };
  // New runs of different stones in this column: those stones now share a column.
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) mark(labels[i]!, labels[j]!);
  }
  // Conflicts inherited from old stones that continue into this column.
  for (let a = 0; a < k; a++) {
    const x = labelOfRoot.get(find(a));
    if (x === undefined) continue;
    for (let b = 0; b < k; b++) {
      const y = labelOfRoot.get(find(b));
      if (y !== undefined && state.conflict[a]![b]) mark(x, y);
    }
  }
  return { pattern: q, labels, components, conflict };
}

function stateKey(state: FrontierState): string {
  const pairs: string[] = [];
  for (let a = 0; a < state.components; a++) {
    for (let b = a + 1; b < state.components; b++) {
      if (state.conflict[a]![b]) pairs.push(`${a}-${b}`);
    }
  }
  return `${state.pattern}|${state.labels.join(",")}|${pairs.join(",")}`;
}

function countByAllOnes(rows: number, cols: number): bigint {
  const d = columnPatterns(rows).length;
  // The all-ones transfer matrix, applied column by column (not the closed form).
  let vector: bigint[] = new Array(d).fill(1n);
  for (let c = 1; c < cols; c++) {
    const total = vector.reduce((s, x) => s + x, 0n);
    vector = new Array(d).fill(total);
  }
  return vector.reduce((s, x) => s + x, 0n);
}

function ranksAgree(rows: number, a: number, b: number): boolean {
  for (let r = 0; r < rows; r++) {
    const bit = 1 << r;
    if ((a & bit) === 0 || (b & bit) === 0) continue;
    if (ones(a >>> (r + 1)) !== ones(b >>> (r + 1))) return false;
  }
  return true;
}

function runs(pattern: number): number[] {
  const out: number[] = [];
  let rest = pattern;
  while (rest !== 0) {
    const low = rest & -rest;
    let run = 0;
    for (let bit = low; (rest & bit) !== 0; bit <<= 1) run |= bit;
    out.push(run);
    rest &= ~run;
  }
  return out;
}

function ones(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}

function assertRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < 1 || rows > MAX_TRANSFER_ROWS) {
    throw new RangeError(
      `rows must be a whole number from 1 to ${MAX_TRANSFER_ROWS}, got ${rows}`,
    );
  }
}

function assertCols(cols: number): void {
  if (!Number.isInteger(cols) || cols < 1 || cols > MAX_TRANSFER_COLS) {
    throw new RangeError(
      `cols must be a whole number from 1 to ${MAX_TRANSFER_COLS}, got ${cols}`,
    );
  }
}
