/**
 * The first half of the Stostone generator: a legal answer drawn backwards, as the
 * write-up's "Generation runs backwards" describes. Every answer under the exact rule
 * is a bottom half packed solid, cut into connected pieces, and lifted, so:
 *
 * 1. fill the bottom rows/2 rows (the stones once they have landed);
 * 2. cut that block into connected pieces ({@link cutBlock});
 * 3. lift each piece: two pieces sharing a column keep their order, so the upper one
 *    lifts at least as far as the lower one. Those constraints form a DAG; a cycle
 *    means two pieces would have to interleave, and the draw is thrown away;
 * 4. refuse lifts that leave two pieces touching (they would fuse into one stone
 *    whose cells disagree about how far to fall), backtracking over lift values.
 *
 * Why the result always passes the exact rule: lifting the pieces in column order
 * keeps, under every cell, exactly the cells that were under it in the block, so a
 * cell of a piece lifted by d has d blanks below it; every cell of the piece agrees
 * on d, which is the rank invariant of rule 4.
 *
 * Everything is drawn from the caller's seeded {@link Rng}, and all work is counted
 * in nodes, so the same seed gives the same stones on every machine.
 *
 * @module
 */

import { type GridSize, neighbours } from "../../core/grid.ts";
import type { Rng } from "../../core/rng.ts";

/** Stones drawn by {@link drawStones}: a legal answer of the exact rule before regions. */
export interface LiftedStones {
  /** rows × cols, 1 for a stone cell. */
  readonly answer: Uint8Array;
  /** Each stone's cells on the lifted grid, ascending; no two stones touch. */
  readonly stones: readonly (readonly number[])[];
  /** Per stone, how far it was lifted (= how far it falls back). */
  readonly falls: readonly number[];
}

/** Why a draw of {@link drawStones} produced no stones. */
export type DrawFailure = "cycle" | "lift";

/** What {@link drawStones} did. */
export interface StoneDraw {
  /** The stones, or null when the draw was thrown away. */
  readonly stones: LiftedStones | null;
  /** `cycle`: the column-order constraints had a cycle; `lift`: no lift set was found
   * within the node budget. Null on success. */
  readonly failure: DrawFailure | null;
  /** Lift values refused (touching) or undone while backtracking. */
  readonly backtracks: number;
  /** Lift values tried. */
  readonly nodes: number;
}

/**
 * Cuts the packed bottom half (rows rows/2 .. rows−1) into connected pieces: k =
 * round(cells / stoneSize) seed cells are drawn at random, then, one cell at a time,
 * a random unassigned cell next to a piece joins the piece of a random such
 * neighbour. Pieces therefore average exactly cells / k ≈ `stoneSize` cells, and
 * their sizes vary around it. Growing all pieces at once keeps them compact, which
 * is what lets far more of them be lifted apart than pieces grown one after another.
 * Returns the pieces' cells (row-major indices of the full grid), each ascending.
 *
 * Throws `RangeError` unless rows is even and `stoneSize` a whole number ≥ 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { cutBlock } from "./stostone_stones.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const pieces = cutBlock({ rows: 4, cols: 3 }, 2, rngFromSeed(1));
 * // Three pieces that tile the bottom two rows (cells 6..11) exactly.
 * assert.ok(pieces.length === 3);
 * assert.ok(pieces.flat().sort((a, b) => a - b).join() === "6,7,8,9,10,11");
 * ```
 */
export function cutBlock(size: GridSize, stoneSize: number, rng: Rng): number[][] {
  assertStoneParameters(size, stoneSize);
  const { rows, cols } = size;
  const first = (rows / 2) * cols;
  const cellCount = rows * cols - first;
  const pieceCount = Math.max(1, Math.round(cellCount / stoneSize));
  const owner = new Int32Array(rows * cols).fill(-1);
  const seeds = rng.shuffle(Array.from({ length: cellCount }, (_, i) => first + i))
    .slice(0, pieceCount);
  const pieces = seeds.map((cell, id) => {
    owner[cell] = id;
    return [cell];
  });
  for (let placed = pieceCount; placed < cellCount; placed++) {
    // The frontier is listed in cell order so the draw never depends on the order
    // a set happens to iterate in.
    const frontier: number[] = [];
    for (let cell = first; cell < rows * cols; cell++) {
      if (owner[cell] !== -1) continue;
      if (neighbours(size, cell).some((nb) => owner[nb] !== -1)) frontier.push(cell);
    }
    const cell = rng.pick(frontier);
    const from = neighbours(size, cell).filter((nb) => owner[nb] !== -1);
    const id = owner[rng.pick(from)]!;
    owner[cell] = id;
    pieces[id]!.push(cell);
  }
  return pieces.map((cells) => cells.sort((a, b) => a - b));
}

/**
 * The lift order of the pieces: for every column, a piece directly above another
 * must lift at least as far. Returns, per piece, the pieces directly below it (its
 * lower bounds) and a topological order (lower pieces first), or null when the
 * constraints have a cycle.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { liftOrder } from "./stostone_stones.ts";
 * // 4×1: the bottom two cells as two pieces, cell 2 above cell 3.
 * const order = liftOrder({ rows: 4, cols: 1 }, [[2], [3]]);
 * assert.ok(order !== null && order.order.join() === "1,0");
 * // An interleaved column (piece 0, piece 1, piece 0) is a cycle.
 * assert.ok(liftOrder({ rows: 6, cols: 1 }, [[3, 5], [4]]) === null);
 * ```
 */
export function liftOrder(
  size: GridSize,
  pieces: readonly (readonly number[])[],
): { below: number[][]; order: number[] } | null {
  const { rows, cols } = size;
  const owner = new Int32Array(rows * cols).fill(-1);
  pieces.forEach((cells, id) => cells.forEach((cell) => owner[cell] = id));
  const below: number[][] = pieces.map(() => []);
  for (let c = 0; c < cols; c++) {
    for (let r = rows / 2; r < rows - 1; r++) {
      const upper = owner[r * cols + c]!;
      const lower = owner[(r + 1) * cols + c]!;
      if (upper !== lower && !below[upper]!.includes(lower)) below[upper]!.push(lower);
    }
  }
  // Kahn's algorithm, always taking the smallest ready piece, so the order is fixed.
  const waiting = below.map((list) => list.length);
  const above: number[][] = pieces.map(() => []);
  below.forEach((list, upper) => list.forEach((lower) => above[lower]!.push(upper)));
  const ready = waiting.flatMap((n, id) => (n === 0 ? [id] : []));
  const order: number[] = [];
  while (ready.length) {
    ready.sort((a, b) => a - b);
    const id = ready.shift()!;
    order.push(id);
    for (const upper of above[id]!) {
      if (--waiting[upper]! === 0) ready.push(upper);
    }
  }
  return order.length === pieces.length ? { below, order } : null;
}

/**
 * Which lift differences each pair of pieces may not have. For pieces p and q,
 * `forbidden[p * n + q][δ + rows]` is 1 when d_p − d_q = δ would make them overlap,
 * touch, or swap their order in a shared column. Null when the pair cannot interact.
 */
function liftConflicts(size: GridSize, pieces: readonly (readonly number[])[]): {
  forbidden: (Uint8Array | null)[];
  partners: number[][];
} {
  const { rows, cols } = size;
  const n = pieces.length;
  const forbidden: (Uint8Array | null)[] = new Array(n * n).fill(null);
  const table = (p: number, q: number): Uint8Array =>
    forbidden[p * n + q] ??= new Uint8Array(2 * rows + 1);
  const byColumn: { piece: number; row: number }[][] = Array.from({ length: cols }, () => []);
  pieces.forEach((cells, piece) =>
    cells.forEach((cell) => byColumn[cell % cols]!.push({ piece, row: Math.floor(cell / cols) }))
  );
  for (let c = 0; c < cols; c++) {
    for (const a of byColumn[c]!) {
      for (const b of byColumn[c]!) {
        if (a.piece === b.piece) continue;
        const f = table(a.piece, b.piece);
        // Same column: the lifted cells sit at a.row − d_a and b.row − d_b; they
        // overlap or touch when those rows are at most one apart ...
        const base = a.row - b.row;
        for (let delta = base - 1; delta <= base + 1; delta++) f[delta + rows] = 1;
        // ... and the upper piece must lift at least as far as the lower one.
        if (a.row < b.row) f.fill(1, 0, rows);
        else f.fill(1, rows + 1);
      }
      if (c + 1 === cols) continue;
      for (const b of byColumn[c + 1]!) {
        if (a.piece === b.piece) continue;
        // Neighbouring columns: they touch when they end up in the same row.
        table(a.piece, b.piece)[a.row - b.row + rows] = 1;
        table(b.piece, a.piece)[b.row - a.row + rows] = 1;
      }
    }
  }
  const partners = pieces.map((_, p) =>
    pieces.flatMap((__, q) => (forbidden[p * n + q] ? [q] : []))
  );
  return { forbidden, partners };
}

/**
 * Draws a legal exact-rule answer backwards (module header): pack, cut, check the
 * column order for cycles, then search for lift values. The search is a small
 * constraint search over the pieces' lifts (0 up to the piece's top row): the piece
 * with the fewest values left goes next, its values are tried in random order, and
 * each value at once removes the values it rules out for the other pieces (refused
 * when some piece has none left). `liftBudget` bounds the values tried; when it runs
 * out the draw fails with `lift`. Throws `RangeError` for odd rows, a bad
 * `stoneSize` or a budget that is not a whole number ≥ 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { drawStones } from "./stostone_stones.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const draw = drawStones({ rows: 4, cols: 4 }, 2, rngFromSeed(3));
 * if (draw.stones) {
 *   // Every column holds rows/2 stone cells.
 *   for (let c = 0; c < 4; c++) {
 *     let n = 0;
 *     for (let r = 0; r < 4; r++) n += draw.stones.answer[r * 4 + c]!;
 *     assert.ok(n === 2);
 *   }
 * }
 * ```
 */
export function drawStones(
  size: GridSize,
  stoneSize: number,
  rng: Rng,
  liftBudget = 20_000,
): StoneDraw {
  if (!Number.isInteger(liftBudget) || liftBudget < 1) {
    throw new RangeError(`liftBudget must be a whole number >= 1, got ${liftBudget}`);
  }
  const pieces = cutBlock(size, stoneSize, rng);
  if (liftOrder(size, pieces) === null) {
    return { stones: null, failure: "cycle", backtracks: 0, nodes: 0 };
  }
  const { rows, cols } = size;
  const n = pieces.length;
  const { forbidden, partners } = liftConflicts(size, pieces);
  // domain[p][v] = 1 while lift v is still open to piece p; open[p] counts them.
  const domain = pieces.map((cells) => new Uint8Array(Math.floor(cells[0]! / cols) + 1).fill(1));
  const open = domain.map((values) => values.length);
  const lifts = new Int32Array(n).fill(-1);
  // Ties between equally constrained pieces are broken by a random priority.
  const priority = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const removed: number[] = []; // (piece, value) pairs, to restore on backtracking
  let nodes = 0;
  let backtracks = 0;
  let outOfBudget = false;

  const search = (left: number): boolean => {
    if (left === 0) return true;
    let piece = -1;
    for (const p of priority) {
      if (lifts[p] === -1 && (piece < 0 || open[p]! < open[piece]!)) piece = p;
    }
    const values = rng.shuffle(
      Array.from(domain[piece]!).flatMap((ok, value) => (ok ? [value] : [])),
    );
    for (const value of values) {
      if (nodes >= liftBudget) {
        outOfBudget = true;
        return false;
      }
      nodes++;
      const mark = removed.length;
      let wipedOut = false;
      for (const other of partners[piece]!) {
        if (lifts[other] !== -1) continue;
        const f = forbidden[piece * n + other]!;
        const values = domain[other]!;
        for (let v = 0; v < values.length; v++) {
          if (values[v] && f[value - v + rows]) {
            values[v] = 0;
            open[other]!--;
            removed.push(other, v);
          }
        }
        if (open[other] === 0) {
          wipedOut = true;
          break;
        }
      }
      if (!wipedOut) {
        lifts[piece] = value;
        if (search(left - 1)) return true;
        lifts[piece] = -1;
      }
      while (removed.length > mark) {
        const v = removed.pop()!;
        const other = removed.pop()!;
        domain[other]![v] = 1;
        open[other]!++;
      }
      if (outOfBudget) return false;
      backtracks++;
    }
    return false;
  };

  if (!search(n)) return { stones: null, failure: "lift", backtracks, nodes };
  const answer = new Uint8Array(rows * cols);
  const falls = Array.from(lifts);
  const stones = pieces.map((cells, id) =>
    cells.map((cell) => cell - falls[id]! * cols).sort((a, b) => a - b)
  );
  for (const stone of stones) for (const cell of stone) answer[cell] = 1;
  return { stones: { answer, stones, falls }, failure: null, backtracks, nodes };
}

function assertStoneParameters(size: GridSize, stoneSize: number): void {
  if (!Number.isInteger(size.rows) || size.rows < 2 || size.rows % 2 !== 0) {
    throw new RangeError(`rows must be an even whole number >= 2, got ${size.rows}`);
  }
  if (!Number.isInteger(size.cols) || size.cols < 1) {
    throw new RangeError(`cols must be a whole number >= 1, got ${size.cols}`);
  }
  if (!Number.isInteger(stoneSize) || stoneSize < 1) {
    throw new RangeError(`stoneSize must be a whole number >= 1, got ${stoneSize}`);
  }
}
