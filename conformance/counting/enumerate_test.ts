import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import { classifyColumns } from "./classify.ts";
import { balancedColumns, enumerateCounts, type EnumerationProgress } from "./enumerate.ts";

/** Every shading (balanced or not) judged one by one: a walk that shares nothing with the DFS. */
function bruteForce(rows: number, cols: number) {
  let exact = 0, convex = 0, count = 0;
  const columns = new Int32Array(cols);
  for (let code = 0; code < 2 ** (rows * cols); code++) {
    for (let c = 0; c < cols; c++) columns[c] = (code >>> (c * rows)) & ((1 << rows) - 1);
    const v = classifyColumns(rows, cols, columns);
    if (v.exact) exact++;
    if (v.convex) convex++;
    if (v.count) count++;
  }
  return { exact, convex, count };
}

Deno.test("balancedColumns lists C(H, H/2) patterns with H/2 bits each", () => {
  assert.deepEqual(balancedColumns(2), [0b01, 0b10]);
  assert.equal(balancedColumns(8).length, 70);
  assert.ok(balancedColumns(6).every((m) => m.toString(2).replaceAll("0", "").length === 3));
  assert.deepEqual(balancedColumns(5), []);
  assert.throws(() => balancedColumns(0), RangeError);
  assert.throws(() => balancedColumns(17), /from 1 to 16, got 17/);
});

Deno.test("enumerateCounts equals judging every shading one by one", () => {
  for (const [rows, cols] of [[2, 6], [4, 3], [6, 2], [4, 1], [8, 1], [3, 4]] as const) {
    const r = enumerateCounts(rows, cols);
    const { exact, convex, count } = bruteForce(rows, cols);
    assert.deepEqual(
      { exact: r.exact, convex: r.convex, count: r.count },
      { exact, convex, count },
      `${rows}x${cols}`,
    );
    assert.equal(r.walked, r.count);
  }
});

Deno.test("the slices of any split add up to the whole walk", () => {
  const seed = testSeed();
  const whole = new Map<string, ReturnType<typeof enumerateCounts>>();
  fc.assert(
    fc.property(
      fc.constantFrom([2, 5], [4, 3], [6, 2], [6, 3], [8, 2]),
      fc.integer({ min: 1, max: 25 }),
      ([rows, cols], of) => {
        const key = `${rows}x${cols}`;
        if (!whole.has(key)) whole.set(key, enumerateCounts(rows!, cols!));
        const sum = { exact: 0, convex: 0, count: 0, walked: 0, exactNotConvex: 0 };
        for (let index = 0; index < of; index++) {
          const part = enumerateCounts(rows!, cols!, { slice: { index, of } });
          for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += part[k];
        }
        assert.deepEqual(sum, whole.get(key));
      },
    ),
    { seed, numRuns: 30 },
  );
});

Deno.test("onProgress reports along the way and once at the end", () => {
  const reports: EnumerationProgress[] = [];
  const r = enumerateCounts(4, 5, { onProgress: (p) => reports.push(p), progressEvery: 1000 });
  assert.equal(r.walked, 6 ** 5);
  assert.ok(reports.length >= Math.floor(6 ** 5 / 1000));
  const last = reports.at(-1)!;
  assert.equal(last.walked, last.total);
  assert.equal(last.total, 6 ** 5);
  assert.ok(reports.every((p, i) => i === 0 || p.walked >= reports[i - 1]!.walked));
  const slice = enumerateCounts(4, 3, {
    slice: { index: 1, of: 4 },
    onProgress: (p) => reports.push(p),
  });
  // Choices 1 and 5 of the first column: 2 × 36 grids.
  assert.equal(slice.walked, 72);
  assert.equal(reports.at(-1)!.total, 72);
});

Deno.test("enumerateCounts: odd heights walk nothing; bad arguments throw RangeError", () => {
  assert.deepEqual(enumerateCounts(3, 4), {
    exact: 0,
    convex: 0,
    count: 0,
    walked: 0,
    exactNotConvex: 0,
  });
  assert.throws(() => enumerateCounts(4, 0), /cols must be a whole number from 1 to 64, got 0/);
  assert.throws(() => enumerateCounts(4, 2, { slice: { index: 2, of: 2 } }), /slice.index/);
  assert.throws(() => enumerateCounts(4, 2, { slice: { index: 0, of: 0 } }), /slice.of/);
  assert.throws(() => enumerateCounts(16, 5), /too many grids/);
});
