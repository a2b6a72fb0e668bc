/**
 * Claims S-U1, S-U2 and S-U3: the fall is order-independent, the rank invariant
 * holds exactly when the drop packs the bottom half, and exact ⇒ convex ⇒ count
 * (a stone that passes exact has no vertical hole). Checked over every shading of
 * every region-free board with rows 1..4 × cols 1..5 and rows 5..6 × cols 1..2
 * (`--full`: also 6×3, 8×2, 5×3, 3×6, 4×6 and 2×6..2×10), where the stones are the
 * connected groups of shaded cells; then on a random sample of boards up to 8×8.
 *
 * One survey pass computes all three claims' counts (the three claims only read
 * it), so the 1.16 million shadings are walked once per run.
 *
 * @module
 */

import fc from "npm:fast-check";
import type { GridSize } from "../../core/grid.ts";
import {
  columnsBalanced,
  dropOneByOne,
  dropReference,
  dropTogether,
  hasVerticalHole,
  isPacked,
  packsByRank,
  type Stone,
  stonesOfGrid,
} from "../../core/stostone/drop.ts";
import { type Claim, type ClaimVerdict, thousands, type Witness } from "./types.ts";
import { STOSTONE_RULE } from "../../core/stostone/board.ts";

/** The sizes the claims call exhaustive: rows 1..4 × cols 1..5, rows 5..6 × cols 1..2. */
export const DROP_SIZES: readonly GridSize[] = [
  ...[1, 2, 3, 4].flatMap((rows) => [1, 2, 3, 4, 5].map((cols) => ({ rows, cols }))),
  ...[5, 6].flatMap((rows) => [1, 2].map((cols) => ({ rows, cols }))),
];

/** The further sizes a `--full` run walks exhaustively. */
export const FULL_DROP_SIZES: readonly GridSize[] = [
  { rows: 6, cols: 3 },
  { rows: 8, cols: 2 },
  { rows: 5, cols: 3 },
  { rows: 3, cols: 6 },
  ...[6, 7, 8, 9, 10].map((cols) => ({ rows: 2, cols })),
  { rows: 4, cols: 6 },
];

/** What one shading showed: which claims it breaks, and how rule 4 reads it. */
export interface ShadingVerdict {
  /** S-U1 broken: the three schedules do not reach the same grid. */
  readonly schedulesDiffer: boolean;
  /** S-U2 broken: "packs" and "rank invariant" disagree. */
  readonly rankDiffers: boolean;
  /** S-U3 broken: exact without convex, convex without count, or exact with a vertical hole. */
  readonly chainBroken: boolean;
  /** The reference drop packs the bottom half (rule 4, exact). */
  readonly exact: boolean;
  /** Columns balanced and no stone with a vertical hole. */
  readonly convex: boolean;
  /** Columns balanced. */
  readonly count: boolean;
}

/** The schedules a survey compares; replaceable so the tests can plant a broken one. */
export interface FallSchedules {
  /** The reference schedule (pzprjs's). */
  readonly reference: (size: GridSize, stones: readonly Stone[]) => Uint8Array;
  /** All stones one row at a time together. */
  readonly together: (size: GridSize, stones: readonly Stone[]) => Uint8Array;
  /** One stone at a time all the way down. */
  readonly oneByOne: (size: GridSize, stones: readonly Stone[]) => Uint8Array;
}

/** The real schedules of core/stostone/drop.ts. */
export const DROP_SCHEDULES: FallSchedules = {
  reference: dropReference,
  together: dropTogether,
  oneByOne: dropOneByOne,
};

function sameGrid(a: Uint8Array, b: Uint8Array): boolean {
  for (let p = 0; p < a.length; p++) if (a[p] !== b[p]) return false;
  return true;
}

/**
 * Judges one region-free shading against S-U1, S-U2 and S-U3. `stones` must be the
 * connected groups of shaded cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { judgeShading } from "./s_u1_u3_drop.ts";
 * import { stonesOfGrid } from "../../core/stostone/drop.ts";
 * // The write-up's 4×3 arch: convex, not exact, and consistent with every claim.
 * const size = { rows: 4, cols: 3 };
 * const arch = new Uint8Array([1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0]);
 * const v = judgeShading(size, arch, stonesOfGrid(size, arch));
 * assert.ok(v.convex && !v.exact && !v.schedulesDiffer && !v.rankDiffers && !v.chainBroken);
 * ```
 */
export function judgeShading(
  size: GridSize,
  shaded: Uint8Array,
  stones: readonly Stone[],
  schedules: FallSchedules = DROP_SCHEDULES,
): ShadingVerdict {
  const reference = schedules.reference(size, stones);
  const together = schedules.together(size, stones);
  const oneByOne = schedules.oneByOne(size, stones);
  const schedulesDiffer = !sameGrid(reference, together) || !sameGrid(reference, oneByOne);
  const exact = isPacked(size, reference);
  const rankDiffers = exact !== packsByRank(size, shaded, stones);
  const count = columnsBalanced(size, shaded);
  const holed = stones.some((stone) => hasVerticalHole(size, stone));
  const convex = count && !holed;
  const chainBroken = (exact && !convex) || (convex && !count) || (exact && holed);
  return { schedulesDiffer, rankDiffers, chainBroken, exact, convex, count };
}

/** Per size, what a survey counted. */
export interface SizeSurvey {
  /** Rows. */
  readonly rows: number;
  /** Columns. */
  readonly cols: number;
  /** Shadings visited (2^(rows·cols)). */
  readonly shadings: number;
  /** Of those, with two or more stones (where a schedule could matter). */
  readonly severalStones: number;
  /** Passing exact (the drop packs). */
  readonly exact: number;
  /** Passing convex. */
  readonly convex: number;
  /** Passing count. */
  readonly count: number;
}

/** What the survey or the sample found against each of S-U1, S-U2, S-U3. */
export interface DropFailures {
  /** Shadings breaking S-U1, S-U2, S-U3. */
  readonly failures: { readonly su1: number; readonly su2: number; readonly su3: number };
  /** Up to three broken shadings per claim, as row strings. */
  readonly witnesses: {
    readonly su1: readonly string[][];
    readonly su2: readonly string[][];
    readonly su3: readonly string[][];
  };
}

/** Failures as they are being counted. */
interface FailureTally {
  readonly failures: { su1: number; su2: number; su3: number };
  readonly witnesses: {
    readonly su1: string[][];
    readonly su2: string[][];
    readonly su3: string[][];
  };
}

const noFailures = (): FailureTally => ({
  failures: { su1: 0, su2: 0, su3: 0 },
  witnesses: { su1: [], su2: [], su3: [] },
});

/** Counts each claim `v` says this shading breaks, keeping the first three as witnesses. */
function recordFailures(
  found: FailureTally,
  v: ShadingVerdict,
  size: GridSize,
  shaded: Uint8Array,
): void {
  const note = (key: "su1" | "su2" | "su3") => {
    found.failures[key]++;
    if (found.witnesses[key].length < 3) found.witnesses[key].push(shadingRows(size, shaded));
  };
  if (v.schedulesDiffer) note("su1");
  if (v.rankDiffers) note("su2");
  if (v.chainBroken) note("su3");
}

/** What a survey found over all its sizes. */
export interface DropSurvey extends DropFailures {
  /** Per size, in the order given. */
  readonly sizes: readonly SizeSurvey[];
  /** Shadings visited in all. */
  readonly shadings: number;
  /** Shadings on which the fast labeller was compared with stonesOfGrid (all agreed, or it throws). */
  readonly labellerChecks: number;
}

/**
 * A shading as row strings, `#` shaded, `.` not, top row first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shadingRows } from "./s_u1_u3_drop.ts";
 * assert.ok(shadingRows({ rows: 2, cols: 2 }, [1, 0, 0, 1]).join("/") === "#./.#");
 * ```
 */
export function shadingRows(size: GridSize, shaded: ArrayLike<number>): string[] {
  const out: string[] = [];
  for (let r = 0; r < size.rows; r++) {
    let line = "";
    for (let c = 0; c < size.cols; c++) line += shaded[r * size.cols + c] ? "#" : ".";
    out.push(line);
  }
  return out;
}

/**
 * Walks every shading of every size (2^(rows·cols) each, so keep sizes small) and
 * judges each with {@link judgeShading}. Stones come from a hand-rolled labeller
 * that allocates little (checked against stonesOfGrid on every 61st shading; a
 * mismatch throws `Error`). `progress` is told shadings done of total.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { surveyShadings } from "./s_u1_u3_drop.ts";
 * const survey = surveyShadings([{ rows: 2, cols: 2 }, { rows: 4, cols: 1 }]);
 * // 2×2: 16 shadings, 2² = 4 pack; 4×1: 16 shadings, C(4,2) = 6 pack.
 * assert.ok(survey.shadings === 32 && survey.sizes.map((s) => s.exact).join() === "4,6");
 * assert.ok(survey.failures.su1 + survey.failures.su2 + survey.failures.su3 === 0);
 * ```
 */
export function surveyShadings(
  sizes: readonly GridSize[],
  schedules: FallSchedules = DROP_SCHEDULES,
  progress?: (done: number, total: number) => void,
): DropSurvey {
  const total = sizes.reduce((sum, s) => sum + 2 ** (s.rows * s.cols), 0);
  const found = noFailures();
  const perSize: SizeSurvey[] = [];
  let done = 0;
  let labellerChecks = 0;
  for (const size of sizes) {
    const { rows, cols } = size;
    const n = rows * cols;
    if (n > 30) {
      throw new RangeError(`surveyShadings: ${rows}x${cols} has too many cells (${n} > 30)`);
    }
    const shaded = new Uint8Array(n);
    const label = new Int32Array(n);
    const stack = new Int32Array(n);
    const tally = { shadings: 0, severalStones: 0, exact: 0, convex: 0, count: 0 };
    for (let mask = 0; mask < 2 ** n; mask++) {
      for (let p = 0; p < n; p++) shaded[p] = (mask >>> p) & 1;
      const stones = labelStones(size, shaded, label, stack);
      if (mask % 61 === 0) {
        labellerChecks++;
        const sorted = stones.map((s) => [...s].sort((a, b) => a - b).join());
        const reference = stonesOfGrid(size, shaded).map((s) => s.join());
        if (sorted.join("|") !== reference.join("|")) {
          throw new Error(
            `surveyShadings: labeller disagrees with stonesOfGrid on ${
              shadingRows(size, shaded).join("/")
            }`,
          );
        }
      }
      const v = judgeShading(size, shaded, stones, schedules);
      tally.shadings++;
      if (stones.length > 1) tally.severalStones++;
      if (v.exact) tally.exact++;
      if (v.convex) tally.convex++;
      if (v.count) tally.count++;
      recordFailures(found, v, size, shaded);
      done++;
      if (progress && (done & 0xffff) === 0) progress(done, total);
    }
    perSize.push({ rows, cols, ...tally });
  }
  progress?.(done, total);
  return { sizes: perSize, shadings: done, ...found, labellerChecks };
}

/** Connected groups of shaded cells, by flood fill in cell order, into reusable buffers. */
function labelStones(
  size: GridSize,
  shaded: Uint8Array,
  label: Int32Array,
  stack: Int32Array,
): number[][] {
  const { cols } = size;
  const n = shaded.length;
  label.fill(-1);
  const stones: number[][] = [];
  for (let start = 0; start < n; start++) {
    if (shaded[start] === 0 || label[start] !== -1) continue;
    const id = stones.length;
    const stone: number[] = [];
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const cell = stack[--top]!;
      stone.push(cell);
      const c = cell % cols;
      const up = cell - cols, down = cell + cols, left = cell - 1, right = cell + 1;
      if (up >= 0 && shaded[up] === 1 && label[up] === -1) {
        label[up] = id;
        stack[top++] = up;
      }
      if (c > 0 && shaded[left] === 1 && label[left] === -1) {
        label[left] = id;
        stack[top++] = left;
      }
      if (c < cols - 1 && shaded[right] === 1 && label[right] === -1) {
        label[right] = id;
        stack[top++] = right;
      }
      if (down < n && shaded[down] === 1 && label[down] === -1) {
        label[down] = id;
        stack[top++] = down;
      }
    }
    stones.push(stone);
  }
  return stones;
}

/**
 * Balanced shadings built backwards from a packed bottom half: in each column the
 * k-th shaded cell from the bottom is lifted by L_k, L nondecreasing upwards (every
 * balanced column arises so). Copying a neighbour column's lifts makes stones that
 * are lifted evenly, so packing shadings are common enough to test both sides of
 * S-U2 on boards too big to walk.
 */
const liftedShading = fc.record({
  half: fc.integer({ min: 1, max: 4 }),
  cols: fc.integer({ min: 1, max: 8 }),
}).chain(({ half, cols }) =>
  fc.tuple(
    fc.constant({ rows: 2 * half, cols }),
    fc.array(
      fc.tuple(
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: half }), { minLength: half, maxLength: half }),
      ),
      { minLength: cols, maxLength: cols },
    ),
  ).map(([size, columns]) => {
    const shaded = new Uint8Array(size.rows * size.cols);
    let lifts: number[] = [];
    columns.forEach(([copyLeft, fresh], c) => {
      if (c === 0 || !copyLeft) lifts = [...fresh].sort((a, b) => a - b);
      lifts.forEach((lift, k) => {
        shaded[(size.rows - 1 - k - lift) * size.cols + c] = 1;
      });
    });
    return [size, shaded] as const;
  })
);

/** Any shading of a board up to 8×8, each cell shaded with probability one half. */
const anyShading = fc.record({
  rows: fc.integer({ min: 1, max: 8 }),
  cols: fc.integer({ min: 1, max: 8 }),
}).chain((size) =>
  fc.tuple(
    fc.constant(size as GridSize),
    fc.uint8Array({
      min: 0,
      max: 1,
      minLength: size.rows * size.cols,
      maxLength: size.rows * size.cols,
    }),
  )
);

/** What the sampled property found. */
export interface DropSample extends DropFailures {
  /** The seed of the sample. */
  readonly seed: number;
  /** Boards sampled. */
  readonly boards: number;
  /** Of those, how many pack (so S-U2 was seen from both sides). */
  readonly packed: number;
}

/**
 * Samples `count` boards up to 8×8 (half uniformly random shadings, half balanced
 * shadings lifted from a packed half) with fast-check from `seed`, and judges each
 * with {@link judgeShading}. Same seed, same boards.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sampleShadings } from "./s_u1_u3_drop.ts";
 * const s = sampleShadings(7, 50);
 * assert.ok(s.boards === 50 && s.failures.su1 === 0);
 * ```
 */
export function sampleShadings(
  seed: number,
  count: number,
  schedules: FallSchedules = DROP_SCHEDULES,
): DropSample {
  const found = noFailures();
  let packed = 0;
  const boards = fc.sample(fc.oneof(anyShading, liftedShading), { seed, numRuns: count });
  for (const [size, shaded] of boards) {
    const v = judgeShading(size, shaded, stonesOfGrid(size, shaded), schedules);
    if (v.exact) packed++;
    recordFailures(found, v, size, shaded);
  }
  return { seed, boards: boards.length, packed, ...found };
}

/** Boards sampled beyond the exhaustive range, by mode. */
const SAMPLE_COUNT = { default: 3000, full: 30000 };

let lastRun: { key: string; survey: DropSurvey; sample: DropSample } | null = null;

/** The survey and sample of one run; the three claims share them (computed once per mode and seed). */
function runSurvey(
  full: boolean,
  seed: number,
  progress?: (done: number, total: number) => void,
): { survey: DropSurvey; sample: DropSample } {
  const key = `${full}:${seed}`;
  if (lastRun?.key !== key) {
    const sizes = full ? [...DROP_SIZES, ...FULL_DROP_SIZES] : DROP_SIZES;
    const survey = surveyShadings(sizes, DROP_SCHEDULES, progress);
    const sample = sampleShadings(seed, full ? SAMPLE_COUNT.full : SAMPLE_COUNT.default);
    lastRun = { key, survey, sample };
  }
  return lastRun;
}

const rangeText = (survey: DropSurvey): string =>
  `${thousands(survey.shadings)} shadings of ${survey.sizes.length} sizes up to ${
    survey.sizes.some((s) => s.rows === 4 && s.cols === 6) ? "4×6" : "4×5"
  }, 6×2`;

/** The survey's figures per size: what it counted besides the size itself. */
type Figure = Exclude<keyof SizeSurvey, "rows" | "cols">;

/** Sums one figure of the survey over its sizes. */
const total = (survey: DropSurvey, figure: Figure) =>
  survey.sizes.reduce((n, s) => n + s[figure], 0);

/**
 * The verdict and witnesses of the claim whose failures are `key`: refuted when the
 * survey or the sample found one, with up to three of them (`what` says what is wrong).
 */
function findings(
  key: "su1" | "su2" | "su3",
  survey: DropSurvey,
  sample: DropSample,
  what: string,
): { verdict: ClaimVerdict; witnesses: Witness[] } {
  const bad = survey.failures[key] + sample.failures[key];
  const found = [...survey.witnesses[key], ...sample.witnesses[key]].slice(0, 3);
  const witnesses = found.map((rows) => ({
    genre: "stostone" as const,
    description: `${rows.length}×${rows[0]?.length ?? 0} shading: ${what}`,
    rows,
  }));
  return { verdict: bad ? "refuted" : "reproduced", witnesses };
}

const sizeKey = (s: SizeSurvey) => `${s.rows}x${s.cols}`;

/** S-U1: the fall is order-independent. */
export const S_U1: Claim = {
  id: "S-U1",
  kind: "U",
  title: "the fall is order-independent (three schedules, same grid)",
  expected: "reproduced",
  because: "the reference, all-together and one-by-one schedules reach the same grid on all " +
    "1,162,570 shadings up to 4×5 and 6×2 and on 3,000 sampled boards up to 8×8",
  run(ctx) {
    const { survey, sample } = runSurvey(ctx.full, ctx.seed, ctx.progress);
    const several = total(survey, "severalStones");
    return {
      writeup: "together and one-by-one reach the same grid on every enumerable grid",
      suite:
        `${rangeText(survey)} (${thousands(several)} with ≥ 2 stones): ${survey.failures.su1} ` +
        `differ; sample of ${thousands(sample.boards)} up to 8×8 (seed ${sample.seed}): ` +
        `${sample.failures.su1} differ`,
      ...findings("su1", survey, sample, "the three schedules reach different grids"),
      data: {
        shadings: survey.shadings,
        severalStones: several,
        failures: survey.failures.su1,
        sampled: sample.boards,
        sampleFailures: sample.failures.su1,
        seed: sample.seed,
      },
      note: "schedules of core/stostone/drop.ts; stones are the connected shaded groups",
    };
  },
};

/** S-U2: the rank invariant holds iff the drop packs. */
export const S_U2: Claim = {
  id: "S-U2",
  kind: "U",
  title: "rank invariant holds iff the drop fills the bottom half",
  expected: "reproduced",
  because: "packsByRank and the simulated drop agree on every shading up to 4×5 and 6×2 " +
    "(4,174 pack) and on the sample",
  run(ctx) {
    const { survey, sample } = runSurvey(ctx.full, ctx.seed, ctx.progress);
    const packed = total(survey, STOSTONE_RULE.exact);
    return {
      writeup: "packsByRank ⇔ the simulated drop packs, on every enumerable grid",
      suite: `${rangeText(survey)}: ${survey.failures.su2} disagree (${
        thousands(packed)
      } pack); sample of ${thousands(sample.boards)} (seed ${sample.seed}, ${
        thousands(sample.packed)
      } pack): ${sample.failures.su2} disagree`,
      ...findings("su2", survey, sample, "rank invariant and drop disagree"),
      data: {
        shadings: survey.shadings,
        packedBySize: Object.fromEntries(survey.sizes.map((s) => [sizeKey(s), s.exact])),
        failures: survey.failures.su2,
        sampled: sample.boards,
        sampledPacked: sample.packed,
        sampleFailures: sample.failures.su2,
        seed: sample.seed,
      },
    };
  },
};

/** S-U3: exact ⇒ convex ⇒ count. */
export const S_U3: Claim = {
  id: "S-U3",
  kind: "U",
  title: "exact ⇒ convex ⇒ count; an exact stone has no vertical hole",
  expected: "reproduced",
  because: "no shading up to 4×5 and 6×2 breaks the chain (4,174 exact ⊂ 9,788 convex ⊂ " +
    "9,812 count), none in the sample",
  run(ctx) {
    const { survey, sample } = runSurvey(ctx.full, ctx.seed, ctx.progress);
    const sum = (figure: Figure) => total(survey, figure);
    return {
      writeup: "exact ⇒ convex ⇒ count; a stone that passes exact never has a vertical hole",
      suite: `${rangeText(survey)}: ${survey.failures.su3} break the chain; passing exact ${
        thousands(sum(STOSTONE_RULE.exact))
      } ⊂ convex ${thousands(sum(STOSTONE_RULE.convex))} ⊂ count ${
        thousands(sum(STOSTONE_RULE.count))
      }; sample of ${thousands(sample.boards)} (seed ${sample.seed}): ${sample.failures.su3}`,
      ...findings("su3", survey, sample, "breaks exact ⇒ convex ⇒ count"),
      data: {
        shadings: survey.shadings,
        exact: sum(STOSTONE_RULE.exact),
        convex: sum(STOSTONE_RULE.convex),
        count: sum(STOSTONE_RULE.count),
        failures: survey.failures.su3,
        sampled: sample.boards,
        sampleFailures: sample.failures.su3,
        seed: sample.seed,
      },
      note: "convex is count plus 'no stone has a vertical hole' (the rules' own definition), " +
        "so convex ⇒ count holds by definition; what can fail, and is checked on every " +
        "shading, is exact ⇒ convex: an exact shading has balanced columns and no holed stone",
    };
  },
};

/** The drop claims in CLAIMS.md order. */
export const STOSTONE_DROP_CLAIMS: readonly Claim[] = [S_U1, S_U2, S_U3];
