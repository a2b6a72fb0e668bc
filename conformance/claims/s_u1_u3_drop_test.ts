import assert from "node:assert/strict";
import { testSeed } from "../../core/rng.ts";
import type { GridSize } from "../../core/grid.ts";
import { dropReference, type Stone } from "../../core/stostone/drop.ts";
import {
  DROP_SCHEDULES,
  type FallSchedules,
  judgeShading,
  sampleShadings,
  shadingRows,
  surveyShadings,
} from "./s_u1_u3_drop.ts";

const binomial = (n: number, k: number): number => {
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
  return out;
};

/**
 * The fall bug the write-up describes: a stone's cells are moved in place while the
 * collision test still adds the cumulative offset, so a stone that lands on another
 * one stops short. Built here as a planted fault the survey must catch.
 */
function buggyOneByOne(size: GridSize, stones: readonly Stone[]): Uint8Array {
  const { rows, cols } = size;
  const n = rows * cols;
  const owner = new Int32Array(n).fill(-1);
  const cells = stones.map((s) => [...s]);
  cells.forEach((s, id) => s.forEach((c) => (owner[c] = id)));
  const offset = new Int32Array(stones.length);
  for (let moved = true; moved;) {
    moved = false;
    cells.forEach((stone, id) => {
      for (;;) {
        const ok = stone.every((c) => {
          const below = c + (offset[id]! + 1) * cols; // wrong: c has already moved
          return below < n && (owner[below] === -1 || owner[below] === id);
        });
        if (!ok) break;
        stone.forEach((c) => (owner[c] = -1));
        for (let i = 0; i < stone.length; i++) stone[i] = stone[i]! + cols;
        stone.forEach((c) => (owner[c] = id));
        offset[id] = offset[id]! + 1;
        moved = true;
      }
    });
  }
  return Uint8Array.from(owner, (o) => (o >= 0 ? 1 : 0));
}

const BUGGY: FallSchedules = { ...DROP_SCHEDULES, oneByOne: buggyOneByOne };

/** A reference schedule that never moves anything: "packs" only when already packed. */
const FROZEN: FallSchedules = {
  ...DROP_SCHEDULES,
  reference: (size, stones) => {
    const grid = new Uint8Array(size.rows * size.cols);
    for (const s of stones) for (const c of s) grid[c] = 1;
    return grid;
  },
};

Deno.test("surveyShadings: pack counts match the closed forms 2^W (two rows) and C(H,H/2) (one column)", () => {
  const sizes = [
    ...[1, 2, 3, 4, 5, 6].map((cols) => ({ rows: 2, cols })),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((rows) => ({ rows, cols: 1 })),
  ];
  const survey = surveyShadings(sizes);
  for (const s of survey.sizes) {
    const expected = s.rows === 2
      ? 2 ** s.cols
      : s.rows % 2 === 0
      ? binomial(s.rows, s.rows / 2)
      : 0;
    assert.equal(s.exact, expected, `${s.rows}x${s.cols}`);
    // count = C(H, H/2)^W, whatever the reading.
    const count = s.rows % 2 === 0 ? binomial(s.rows, s.rows / 2) ** s.cols : 0;
    assert.equal(s.count, count, `${s.rows}x${s.cols} count`);
  }
  assert.deepEqual(survey.failures, { su1: 0, su2: 0, su3: 0 });
  assert.ok(survey.labellerChecks > 0);
});

Deno.test("surveyShadings: the 4×3 arch makes exact < convex on 4×3", () => {
  const [s] = surveyShadings([{ rows: 4, cols: 3 }]).sizes;
  // Write-up's 4×n exact count for n = 3 is 134, count C(4,2)^3 = 216.
  assert.equal(s!.exact, 134);
  assert.equal(s!.count, 216);
  assert.ok(s!.convex > s!.exact);
});

Deno.test("surveyShadings catches the write-up's in-place fall bug (S-U1) and a frozen reference (S-U1, S-U2)", () => {
  const buggy = surveyShadings([{ rows: 4, cols: 2 }], BUGGY);
  assert.ok(buggy.failures.su1 > 0, "the in-place bug makes the schedules differ");
  assert.equal(buggy.failures.su2, 0, "S-U2 reads the reference schedule only");
  const w = buggy.witnesses.su1[0]!;
  const shaded = Uint8Array.from(w.join(""), (ch) => (ch === "#" ? 1 : 0));
  const size = { rows: w.length, cols: w[0]!.length };
  const stones = surveyStones(size, shaded);
  assert.notDeepEqual(buggyOneByOne(size, stones), dropReference(size, stones), w.join("/"));
  const frozen = surveyShadings([{ rows: 2, cols: 2 }], FROZEN);
  assert.ok(frozen.failures.su1 > 0 && frozen.failures.su2 > 0);
});

Deno.test("judgeShading: a balanced shading whose stone has a vertical hole is count, not convex", () => {
  // A C open to the left (column 0 holds rows 0 and 2 of it) and a single cell below:
  // three shaded cells in each column of six, so balanced.
  const rows = ["##", ".#", "##", "..", "..", "#."];
  const size = { rows: 6, cols: 2 };
  const shaded = Uint8Array.from(rows.join(""), (ch) => (ch === "#" ? 1 : 0));
  const v = judgeShading(size, shaded, surveyStones(size, shaded));
  assert.deepEqual(
    { count: v.count, convex: v.convex, exact: v.exact, chainBroken: v.chainBroken },
    { count: true, convex: false, exact: false, chainBroken: false },
  );
});

Deno.test("sampleShadings: seeded, both sides of S-U2 seen, planted bug caught", () => {
  const seed = testSeed();
  const a = sampleShadings(seed, 400);
  const b = sampleShadings(seed, 400);
  assert.deepEqual(a, b, "same seed, same sample");
  assert.deepEqual(a.failures, { su1: 0, su2: 0, su3: 0 });
  assert.ok(a.packed > 0 && a.packed < a.boards, "some boards pack and some do not");
  // Lifted shadings make stones land on stones often enough for the bug to show.
  const buggy = sampleShadings(seed, 400, BUGGY);
  assert.ok(buggy.failures.su1 > 0, `the in-place bug shows on 400 boards (seed ${seed})`);
});

Deno.test("shadingRows writes # and . rows top first", () => {
  assert.deepEqual(shadingRows({ rows: 2, cols: 3 }, [1, 0, 1, 0, 1, 0]), ["#.#", ".#."]);
});

/** Stones by plain flood fill, independent of the survey's labeller. */
function surveyStones(size: GridSize, shaded: Uint8Array): number[][] {
  const seen = new Uint8Array(shaded.length);
  const out: number[][] = [];
  for (let s = 0; s < shaded.length; s++) {
    if (!shaded[s] || seen[s]) continue;
    const stone: number[] = [];
    const todo = [s];
    seen[s] = 1;
    while (todo.length) {
      const c = todo.pop()!;
      stone.push(c);
      const r = Math.floor(c / size.cols), k = c % size.cols;
      const nbs = [
        r > 0 ? c - size.cols : -1,
        r < size.rows - 1 ? c + size.cols : -1,
        k > 0 ? c - 1 : -1,
        k < size.cols - 1 ? c + 1 : -1,
      ];
      for (const nb of nbs) {
        if (nb >= 0 && shaded[nb] && !seen[nb]) {
          seen[nb] = 1;
          todo.push(nb);
        }
      }
    }
    out.push(stone.sort((x, y) => x - y));
  }
  return out;
}
