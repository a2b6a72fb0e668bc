/**
 * Claim S-U13, from the Stostone demo page: "Two engines in this repository check it
 * both ways and agree on every grid up to 4×5 and 6×2 — every one of the 220." The
 * page does not say what the 220 are. This check computes every natural set of that
 * range (the grid sizes, the shadings, the packing grids under each rule-4 reading,
 * per size and in all, and their obvious subsets) and reports which, if any, has 220
 * members.
 *
 * Only column-balanced shadings can pack, so the walk visits just those
 * (C(H, H/2)^W per size, 9,812 in the range) and judges each with the reference
 * fall; the exhaustive walk over every shading is S-U1's.
 *
 * @module
 */

import type { GridSize } from "../../core/grid.ts";
import {
  hasVerticalHole,
  isPacked,
  packsByRank,
  referenceFall,
  stonesOfGrid,
} from "../../core/stostone/drop.ts";
import { deduce } from "../../engines/stostone/propagate/mod.ts";
import { DROP_SIZES } from "./s_u1_u3_drop.ts";
import { loadStostoneCorpus, type StostoneCorpusBoard } from "./stostone_corpus.ts";
import { against, type Claim, corpusVerdict, thousands } from "./types.ts";

/** The number the demo page gives. */
export const DEMO_PAGE_COUNT = 220;

/** One candidate referent: a named set of the range and its size. */
export interface Candidate {
  /** What the set is, in words. */
  readonly name: string;
  /** How many members it has. */
  readonly members: number;
}

/** Every balanced shading of one size (each column holds rows/2 shaded cells), row-major. */
function* balancedShadings(size: GridSize): Generator<Uint8Array> {
  const { rows, cols } = size;
  const columns: number[][] = [];
  for (let m = 0; m < 1 << rows; m++) {
    let ones = 0;
    for (let r = 0; r < rows; r++) ones += (m >> r) & 1;
    if (2 * ones === rows) columns.push([...Array(rows).keys()].filter((r) => (m >> r) & 1));
  }
  const pick = new Int32Array(cols);
  const grid = new Uint8Array(rows * cols);
  function* place(c: number): Generator<Uint8Array> {
    if (c === cols) {
      yield grid;
      return;
    }
    for (let i = 0; i < columns.length; i++) {
      pick[c] = i;
      for (let r = 0; r < rows; r++) grid[r * cols + c] = 0;
      for (const r of columns[i]!) grid[r * cols + c] = 1;
      yield* place(c + 1);
    }
  }
  if (rows % 2 === 0) yield* place(0);
}

/** The mirror image (left–right) of a shading, as a bit key. */
function keys(size: GridSize, shaded: Uint8Array): { key: number; mirror: number } {
  let key = 0;
  let mirror = 0;
  for (let r = 0; r < size.rows; r++) {
    for (let c = 0; c < size.cols; c++) {
      if (!shaded[r * size.cols + c]) continue;
      key += 2 ** (r * size.cols + c);
      mirror += 2 ** (r * size.cols + size.cols - 1 - c);
    }
  }
  return { key, mirror };
}

/**
 * Every candidate referent of "the 220" over the given sizes, with its size. The
 * packing grids (exact) are also checked by the rank invariant, the other of the
 * page's "both ways"; a disagreement throws `Error` (that is S-U2's claim, and it
 * holds).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { candidateSets } from "./s_u13_k8_demo_page.ts";
 * const sets = candidateSets([{ rows: 2, cols: 2 }, { rows: 4, cols: 2 }]);
 * const of = (name: string) => sets.find((s) => s.name === name)?.members;
 * // 2×2: 4 packing grids; 4×2: 28 (S-U4).
 * assert.ok(of("packing grids (exact)") === 32);
 * assert.ok(of("packing grids of 4×2") === 28);
 * ```
 */
export function candidateSets(sizes: readonly GridSize[]): Candidate[] {
  const total = {
    sizes: sizes.length,
    evenSizes: sizes.filter((s) => s.rows % 2 === 0).length,
    shadings: sizes.reduce((n, s) => n + 2 ** (s.rows * s.cols), 0),
    count: 0,
    convex: 0,
    exact: 0,
    exactSeveral: 0,
    exactMoving: 0,
    exactAllMove: 0,
    exactOneStone: 0,
    exactMirror: 0,
  };
  const perSize: Candidate[] = [];
  for (const size of sizes) {
    let count = 0, convex = 0, exact = 0;
    for (const shaded of balancedShadings(size)) {
      count++;
      const stones = stonesOfGrid(size, shaded);
      if (stones.some((s) => hasVerticalHole(size, s))) continue;
      convex++;
      const fall = referenceFall(size, stones);
      const packs = isPacked(size, fall.grid);
      if (packs !== packsByRank(size, shaded, stones)) {
        throw new Error(
          `S-U13: the fall and the rank invariant disagree on a ${size.rows}×` +
            `${size.cols} shading`,
        );
      }
      if (!packs) continue;
      exact++;
      if (stones.length > 1) total.exactSeveral++;
      else total.exactOneStone++;
      if (fall.falls.some((f) => f > 0)) total.exactMoving++;
      if (fall.falls.every((f) => f > 0)) total.exactAllMove++;
      const { key, mirror } = keys(size, shaded);
      if (key <= mirror) total.exactMirror++;
    }
    total.count += count;
    total.convex += convex;
    total.exact += exact;
    const name = `${size.rows}×${size.cols}`;
    perSize.push(
      { name: `packing grids of ${name}`, members: exact },
      { name: `convex grids of ${name}`, members: convex },
      { name: `count grids of ${name}`, members: count },
    );
  }
  return [
    { name: "grid sizes", members: total.sizes },
    { name: "even-height grid sizes", members: total.evenSizes },
    { name: "shadings", members: total.shadings },
    { name: "packing grids (exact)", members: total.exact },
    { name: "convex grids", members: total.convex },
    { name: "count grids (balanced)", members: total.count },
    { name: "convex, not exact", members: total.convex - total.exact },
    { name: "count, not convex", members: total.count - total.convex },
    { name: "packing grids with ≥ 2 stones", members: total.exactSeveral },
    { name: "packing grids of one stone", members: total.exactOneStone },
    { name: "packing grids where a stone falls", members: total.exactMoving },
    { name: "packing grids where every stone falls", members: total.exactAllMove },
    { name: "packing grids up to mirror image", members: total.exactMirror },
    ...perSize,
  ];
}

/** S-U13: what are "the 220"? */
export const S_U13: Claim = {
  id: "S-U13",
  kind: "U",
  title: 'demo page: "every one of the 220" grids up to 4×5 and 6×2',
  expected: "referent not found",
  because: "no natural set of the range has 220 members: 24 sizes, 1,162,570 shadings, " +
    "4,174 packing grids (9,788 convex, 9,812 count), and no single size's count is 220 " +
    "(6×2 packs 226)",
  run() {
    const sets = candidateSets(DROP_SIZES);
    const hits = sets.filter((s) => s.members === DEMO_PAGE_COUNT);
    const of = (name: string) => thousands(sets.find((s) => s.name === name)?.members ?? NaN);
    const nearest = [...sets].sort((a, b) =>
      Math.abs(a.members - DEMO_PAGE_COUNT) - Math.abs(b.members - DEMO_PAGE_COUNT)
    )[0]!;
    return {
      writeup: "“every one of the 220” grids up to 4×5 and 6×2",
      suite: hits.length
        ? `found: ${hits.map((h) => h.name).join("; ")} (220)`
        : `not found among ${sets.length} candidate sets: packing grids ` +
          `${of("packing grids (exact)")}, convex ${of("convex grids")}, count ` +
          `${of("count grids (balanced)")}, ${of("grid sizes")} sizes; nearest: ` +
          `${nearest.name} (${thousands(nearest.members)})`,
      // A U claim whose referent cannot be found is not shown false: nothing to refute.
      verdict: hits.length ? "reproduced" : "referent not found",
      data: { candidates: sets, found: hits.map((h) => h.name) },
      note: "every column-balanced shading of rows 1..4 × cols 1..5 and rows 5..6 × cols " +
        "1..2, judged by the reference fall and by the rank invariant",
    };
  },
};

/** Mean and spread of a list of shares (fractions of the grid). */
export interface Spread {
  /** How many shares. */
  readonly n: number;
  /** Their mean, percent, one decimal. */
  readonly mean: number;
  /** Standard deviation, percent, one decimal. */
  readonly sd: number;
  /** Smallest, median and largest, percent, one decimal. */
  readonly min: number;
  /** The median. */
  readonly median: number;
  /** The largest. */
  readonly max: number;
}

const pct = (x: number) => Math.round(1000 * x) / 10;

/**
 * Mean, standard deviation, minimum, median and maximum of fractions, in percent.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { spreadOf } from "./s_u13_k8_demo_page.ts";
 * assert.deepEqual(spreadOf([0, 0.5, 1]), { n: 3, mean: 50, sd: 40.8, min: 0, median: 50, max: 100 });
 * ```
 */
export function spreadOf(shares: readonly number[]): Spread {
  const n = shares.length;
  if (n === 0) return { n, mean: NaN, sd: NaN, min: NaN, median: NaN, max: NaN };
  const mean = shares.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(shares.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  const sorted = [...shares].sort((a, b) => a - b);
  const mid = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return {
    n,
    mean: pct(mean),
    sd: pct(sd),
    min: pct(sorted[0]!),
    median: pct(mid),
    max: pct(sorted[n - 1]!),
  };
}

const COL_ONLY = { col: true, clue: false, fit: false, drop: false, probe: false };
const WITHOUT_COL = { col: false };

/**
 * What the col rung alone settles on `board` from each single given cell: per cell,
 * the share of the grid col then settles (not counting the given cell). `given` is
 * per cell the value to give it, or −1 to skip the cell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { colFromOneCell } from "./s_u13_k8_demo_page.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import type { StostoneBoard } from "../../core/stostone/board.ts";
 * // 2×1: one given cell finishes its column (1 of 2), so col settles the other: half the grid.
 * const board = decodeUrl("stostone/1/2/0") as StostoneBoard;
 * assert.deepEqual(colFromOneCell(board, Int8Array.from([1, -1])), [0.5]);
 * ```
 */
export function colFromOneCell(
  board: Parameters<typeof deduce>[0],
  given: Int8Array,
): number[] {
  const n = given.length;
  const shares: number[] = [];
  const pinned = new Int8Array(n).fill(-1);
  for (let x = 0; x < n; x++) {
    if (given[x]! < 0) continue;
    pinned.fill(-1);
    pinned[x] = given[x]!;
    const d = deduce(board, { rungs: COL_ONLY, pinned });
    if (!d.complete) throw new Error(`S-K8: the col rung ran out of budget`);
    shares.push(d.settledBy.col / n);
  }
  return shares;
}

/** "About a sixth": the shape asks for at least half of that, a twelfth of the grid. */
export const K8_THRESHOLD = 100 / 12;

/** "About a sixth" in figures: within a tenth of 16.7% (15.0–18.3%). */
const aboutASixth = (mean: number) => Math.abs(mean - 100 / 6) <= 100 / 60;

/**
 * The S-K8 verdict from col's mean share (percent) of the cells the full ladder writes:
 * the shape is at least {@link K8_THRESHOLD}, the figure about a sixth.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { k8Verdict } from "./s_u13_k8_demo_page.ts";
 * assert.equal(k8Verdict(16.7), "reproduced");
 * assert.equal(k8Verdict(22.9), "shape holds, figures differ");
 * assert.equal(k8Verdict(0), "not reproduced on this corpus");
 * ```
 */
export function k8Verdict(meanShare: number): ReturnType<typeof corpusVerdict> {
  return corpusVerdict(meanShare >= K8_THRESHOLD, aboutASixth(meanShare));
}

/** S-K8: col's share of what the ladder writes, once another rung has settled a cell. */
export const S_K8: Claim = {
  id: "S-K8",
  kind: "K",
  title: 'demo page: from one settled cell, col "writes about a sixth of the grid"',
  expected: "shape holds, figures differ",
  because: "the sentence follows the write-up's attribution table, so it is col's share " +
    "of the cells the full ladder writes: 22.9% per board on the corpus, above half a " +
    "sixth but not about a sixth. col alone after one settled cell writes nothing " +
    "whenever H ≥ 4, a structural fact (it acts on a column only once H/2 of its cells " +
    "agree), checked but no corpus figure",
  async run() {
    const corpus: StostoneCorpusBoard[] = await loadStostoneCorpus();
    const byAnswer: number[] = [];
    const byRung: number[] = [];
    const inLadder: number[] = [];
    const pooled: Record<string, { col: number; written: number }> = {};
    for (const c of corpus) {
      byAnswer.push(...colFromOneCell(c.board, Int8Array.from(c.answer)));
      const others = deduce(c.board, { rungs: WITHOUT_COL });
      if (!others.complete) throw new Error(`S-K8: ${c.id} ran out of budget`);
      byRung.push(...colFromOneCell(c.board, others.cells));
      const full = deduce(c.board);
      if (!full.complete) throw new Error(`S-K8: ${c.id} ran out of budget`);
      const by = full.settledBy;
      const written = by.col + by.clue + by.fit + by.drop + by.probe;
      if (written > 0) inLadder.push(by.col / written);
      const size = `${c.board.rows}x${c.board.cols}`;
      pooled[size] ??= { col: 0, written: 0 };
      pooled[size].col += by.col;
      pooled[size].written += written;
    }
    // The structural fact: one settled cell leaves every column short of H/2 when H ≥ 4.
    const oneCell = [...byAnswer, ...byRung];
    const wrote = oneCell.filter((x) => x > 0).length;
    if (wrote > 0) {
      throw new Error(
        `S-K8: col alone wrote cells from one settled cell ${wrote} times on boards of ` +
          "H ≥ 4, which its rule cannot do: the col rung is not what the fact rests on",
      );
    }
    const ladder = spreadOf(inLadder);
    const sizes = Object.entries(pooled).map(([size, p]) =>
      `${size} ${(100 * p.col / p.written).toFixed(1)}%`
    ).join(", ");
    const verdict = k8Verdict(ladder.mean);
    return {
      writeup: "from one settled cell, col writes about a sixth of the grid (16.7%; the " +
        "attribution table: 6×6 19.5%, 8×8 14.6%)",
      suite: `col's share of the cells the full ladder writes, per board: mean ` +
        `${ladder.mean.toFixed(1)}% (sd ${ladder.sd.toFixed(1)}, ${ladder.min.toFixed(1)}–` +
        `${ladder.max.toFixed(1)}%, n = ${ladder.n}); pooled ${sizes}. Structural, not ` +
        `measured: col alone after one settled cell writes nothing when H ≥ 4 (it acts on ` +
        `a column only once H/2 of its cells agree); checked on ${thousands(oneCell.length)} ` +
        `(board, cell) pairs: 0`,
      verdict,
      verdictText:
        `${verdict}: ${
          against(ladder.mean, "≥", Number(K8_THRESHOLD.toFixed(1)), "%")
        } (half of a sixth); ` +
        `about a sixth would be 15.0–18.3%`,
      data: {
        ladderShare: ladder,
        pooled,
        oneCellPairs: { fromAnswerCell: byAnswer.length, fromRungCell: byRung.length, wrote },
      },
      note: "col's share = cells col wrote / cells every rung wrote, propagate's full deduce " +
        "from the empty grid on every corpus board; the one-cell check pins each cell (its " +
        "answer value, or the value the other rungs deduced) with only col on",
    };
  },
};

/** The demo page's claims in CLAIMS.md order. */
export const STOSTONE_DEMO_PAGE_CLAIMS: readonly Claim[] = [S_U13, S_K8];
