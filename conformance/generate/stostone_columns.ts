/**
 * Stones for the version-2 Stostone generator, drawn column by column so that the
 * draw succeeds at every size (the cut-then-lift draw of stostone_stones.ts almost
 * never does beyond 10×10: its lift search meets cycles and dead ends).
 *
 * The same backwards view: an answer under the exact rule is the packed bottom half
 * with every block cell lifted by some d ≥ 0. Going up a column, d never decreases
 * (lifting keeps a column's order), so the block cell of row a lands on row a − d, and
 * its d is exactly the number of blanks below it. The answer passes rule 4 when every
 * stone's cells share one d (the rank invariant), i.e. when every two touching cells
 * have the same d. In one column, cells with equal d are stacked without a gap and
 * cells with different d have one, so only sideways touches can break this: a cell may
 * not land beside a cell of the previous column with another d. The draw picks each
 * block cell's d bottom-up, left to right, from the values that break nothing:
 * continue the stone below, join the stone to the left at the same block row, or start
 * a new stone higher up. Union-find keeps every stone's size, so no stone grows past
 * twice the size aimed at unless nothing else fits, and the chances of joining are tuned so that stones
 * average about that size (somewhat less for small sizes on tall boards, where at
 * least every other cell must continue the stone below it).
 *
 * Everything is drawn from the caller's seeded {@link Rng}.
 *
 * @module
 */

import type { GridSize } from "../../core/grid.ts";
import type { Rng } from "../../core/rng.ts";
import type { LiftedStones } from "./stostone_stones.ts";

/** How many times one column is redrawn before the whole draw starts over. */
const COLUMN_RETRIES = 50;
/** Whole draws before {@link drawStonesByColumns} gives up. */
const DRAW_RETRIES = 50;

/**
 * Draws a legal exact-rule answer (module header) whose stones average about
 * `stoneSize` cells; null when `DRAW_RETRIES` draws all ran into dead ends (not seen
 * in practice). Throws `RangeError` for odd rows or a `stoneSize` below 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { drawStonesByColumns } from "./stostone_columns.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const lifted = drawStonesByColumns({ rows: 4, cols: 5 }, 2, rngFromSeed(1))!;
 * for (let c = 0; c < 5; c++) {
 *   let n = 0;
 *   for (let r = 0; r < 4; r++) n += lifted.answer[r * 5 + c]!;
 *   assert.equal(n, 2); // every column holds rows/2 stone cells
 * }
 * ```
 */
export function drawStonesByColumns(
  size: GridSize,
  stoneSize: number,
  rng: Rng,
): LiftedStones | null {
  const { rows, cols } = size;
  if (!Number.isInteger(rows) || rows < 2 || rows % 2 !== 0) {
    throw new RangeError(`rows must be an even whole number >= 2, got ${rows}`);
  }
  if (!Number.isInteger(cols) || cols < 1) {
    throw new RangeError(`cols must be a whole number >= 1, got ${cols}`);
  }
  if (!Number.isInteger(stoneSize) || stoneSize < 1) {
    throw new RangeError(`stoneSize must be a whole number >= 1, got ${stoneSize}`);
  }
  for (let attempt = 0; attempt < DRAW_RETRIES; attempt++) {
    const lifted = drawOnce(size, stoneSize, rng);
    if (lifted !== null) return lifted;
  }
  return null;
}

function drawOnce(size: GridSize, stoneSize: number, rng: Rng): LiftedStones | null {
  const { rows, cols } = size;
  const half = rows / 2;
  const cap = Math.max(1, 2 * stoneSize);
  // A cell joins the stone below or beside it with these chances; a stone of s cells
  // made of columns of about √s cells needs both near 1 − 1/√s.
  const join = stoneSize <= 1 ? 0 : 1 - 1 / Math.sqrt(stoneSize);
  // Every new stone in a column costs at least one blank below it, and a column has
  // only rows/2 blanks: at least every other cell must continue the stone below, or
  // tall columns run out of room (stones then lean vertical when small).
  const joinBelow = Math.max(join, 0.5);
  // lift[c * half + k]: d of the block cell k rows above the bottom in column c.
  const lift = new Int32Array(cols * half);
  // landed[c * rows + row]: d of the cell that lands on `row` in column c, or −1.
  const landed = new Int32Array(cols * rows).fill(-1);
  // Union-find over block cells (c * half + k), with stone sizes at the roots.
  const parent = new Int32Array(cols * half);
  const count = new Int32Array(cols * half);
  // No path compression: a column's unions are undone on a retry, which compression
  // would not survive. Stones stay small, so the chains do too.
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x]!;
    return x;
  };
  const rowOf = (k: number, d: number) => rows - 1 - k - d;

  for (let c = 0; c < cols; c++) {
    let placed = false;
    for (let retry = 0; retry < COLUMN_RETRIES && !placed; retry++) {
      placed = drawColumn(c);
      if (!placed) landed.fill(-1, c * rows, (c + 1) * rows);
    }
    if (!placed) return null;
  }

  // One draw of column c; false on a dead end (the caller clears and retries).
  function drawColumn(c: number): boolean {
    const base = c * half;
    // Sizes must be undone on a retry: remember the roots changed.
    const undo: [number, number][] = [];
    const union = (a: number, b: number) => {
      const ra = find(a), rb = find(b);
      if (ra === rb) return;
      undo.push([rb, count[rb]!], [ra, count[ra]!]);
      parent[ra] = rb;
      count[rb] = count[rb]! + count[ra]!;
    };
    let below = 0; // d of the cell below (0 under the bottom)
    for (let k = 0; k < half; k++) {
      const cell = base + k;
      parent[cell] = cell;
      count[cell] = 1;
      const top = half; // d may not exceed rows/2 (the block's top cell would leave the grid)
      // Values of d that break nothing: the landing row beside (column c − 1) must be
      // empty or carry the same d.
      const fits = (d: number) => {
        if (d < below || d > top) return false;
        if (c === 0) return true;
        const beside = landed[(c - 1) * rows + rowOf(k, d)]!;
        return beside === -1 || beside === d;
      };
      // The size the stone would reach with d, counting the stones it would touch.
      const grown = (d: number) => {
        let total = 1;
        const seen: number[] = [];
        const add = (x: number) => {
          const r = find(x);
          if (!seen.includes(r)) {
            seen.push(r);
            total += count[r]!;
          }
        };
        if (k > 0 && d === below) add(cell - 1);
        if (c > 0 && lift[(c - 1) * half + k] === d) add((c - 1) * half + k);
        return total;
      };
      const options: number[] = [];
      if (k > 0 && rng.next() < joinBelow) options.push(below);
      const left = c > 0 ? lift[(c - 1) * half + k]! : -1;
      if (left >= 0 && rng.next() < join) options.push(left);
      // A fresh value: a short step up, so headroom lasts the whole column.
      const fresh: number[] = [];
      for (let d = below + (k > 0 ? 1 : 0); d <= top; d++) {
        if (d !== left && fits(d) && grown(d) === 1) fresh.push(d);
        if (fresh.length === 3) break;
      }
      // Mostly the lowest: headroom (d ≤ rows/2) must last to the column's top.
      if (fresh.length > 0) options.push(rng.next() < 0.9 ? fresh[0]! : rng.pick(fresh));
      // Fallbacks, in case the chosen ones do not fit.
      if (k > 0) options.push(below);
      if (left >= 0) options.push(left);
      let chosen = -1;
      for (const d of options) {
        if (fits(d) && grown(d) <= cap) {
          chosen = d;
          break;
        }
      }
      // If nothing else fits: a new stone as high as it takes, then past the size
      // limit rather than a dead end.
      for (let d = below + 1; chosen < 0 && d <= top; d++) {
        if (fits(d) && grown(d) === 1) chosen = d;
      }
      for (let d = below; chosen < 0 && d <= top; d++) if (fits(d)) chosen = d;
      if (chosen < 0) {
        // Roll back this column's unions before the caller retries.
        for (let i = undo.length - 1; i >= 0; i--) {
          const [x, n] = undo[i]!;
          parent[x] = x;
          count[x] = n;
        }
        return false;
      }
      lift[cell] = chosen;
      landed[c * rows + rowOf(k, chosen)] = chosen;
      if (k > 0 && chosen === below) union(cell, cell - 1);
      if (c > 0 && left === chosen) union(cell, (c - 1) * half + k);
      below = chosen;
    }
    return true;
  }

  // Stones are the union-find classes; each lands on its cells' rows.
  const answer = new Uint8Array(rows * cols);
  const members = new Map<number, number[]>();
  const fallOf = new Map<number, number>();
  for (let c = 0; c < cols; c++) {
    for (let k = 0; k < half; k++) {
      const x = c * half + k;
      const root = find(x);
      const cell = rowOf(k, lift[x]!) * cols + c;
      answer[cell] = 1;
      if (!members.has(root)) {
        members.set(root, []);
        fallOf.set(root, lift[x]!);
      }
      members.get(root)!.push(cell);
    }
  }
  const order = [...members.keys()].sort((a, b) =>
    Math.min(...members.get(a)!) - Math.min(...members.get(b)!)
  );
  const stones = order.map((root) => members.get(root)!.sort((a, b) => a - b));
  const falls = order.map((root) => fallOf.get(root)!);
  return { answer, stones, falls };
}
