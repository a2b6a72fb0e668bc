import assert from "node:assert/strict";
import { enumerateCounts } from "./enumerate.ts";
import {
  columnPatterns,
  convexClosure,
  convexFrontierDp,
  type CountingRule,
  exactSequence,
  transferCounts,
  transferMatrix,
} from "./transfer.ts";

Deno.test("transferMatrix: symmetric, reflexive, and right on hand-checked pairs", () => {
  for (const rows of [2, 4, 6, 8]) {
    const { patterns, entries } = transferMatrix(rows);
    assert.equal(patterns.length, entries.length);
    entries.forEach((row, a) => {
      assert.equal(row[a], 1, `${rows}: pattern ${patterns[a]} beside itself`);
      row.forEach((x, b) => assert.equal(x, entries[b]![a], `${rows}: ${a},${b}`));
    });
  }
  // Height 4: 0b0011 (rows 0, 1 shaded) and 0b0101 (rows 0, 2): row 0 has 1 below in both
  // (rows 1 resp. 2), so they agree; 0b0011 and 0b1001 (rows 0, 3): row 0 has 1 below in
  // both as well; 0b0110 (rows 1, 2) and 0b0011: row 1 has 1 below vs 0 below: not allowed.
  const { patterns, entries } = transferMatrix(4);
  const at = (a: number, b: number) => entries[patterns.indexOf(a)]![patterns.indexOf(b)];
  assert.equal(at(0b0011, 0b0101), 1);
  assert.equal(at(0b0011, 0b1001), 1);
  assert.equal(at(0b0110, 0b0011), 0);
});

Deno.test("transferCounts equals enumeration on every small board, all three readings", () => {
  const sizes: [number, number][] = [];
  for (
    const [rows, maxCols] of [[2, 12], [4, 6], [6, 3], [8, 2], [10, 2], [12, 1], [3, 3]] as const
  ) {
    for (let cols = 1; cols <= maxCols; cols++) sizes.push([rows, cols]);
  }
  for (const [rows, cols] of sizes) {
    const e = enumerateCounts(rows, cols);
    for (const rule of ["exact", "convex", "count"] as const) {
      assert.equal(transferCounts(rows, cols, rule), BigInt(e[rule]), `${rows}x${cols} ${rule}`);
    }
  }
});

Deno.test("exactSequence gives transferCounts term by term", () => {
  const seq = exactSequence(6, 8);
  seq.forEach((a, i) => assert.equal(a, transferCounts(6, i + 1, "exact")));
  assert.deepEqual(exactSequence(5, 3), [0n, 0n, 0n]);
});

Deno.test("convexFrontierDp: never more states than patterns (a convex frontier is always all-distinct stones)", () => {
  for (const [rows, cols] of [[4, 8], [6, 6], [8, 4], [10, 3]] as const) {
    const r = convexFrontierDp(rows, cols);
    assert.equal(r.patterns, columnPatterns(rows).length);
    assert.ok(r.maxStates <= r.patterns, `${rows}x${cols}: ${r.maxStates} states`);
  }
});

Deno.test("transfer arguments are checked", () => {
  assert.throws(() => transferMatrix(13), /rows must be a whole number from 1 to 12, got 13/);
  assert.throws(() => transferCounts(4, 0, "exact"), /cols must be/);
  assert.throws(
    () => transferCounts(4, 2, "none" as CountingRule),
    /rule must be exact, convex or count, got "none"/,
  );
  assert.equal(transferCounts(3, 2, "convex"), 0n);
});

Deno.test("convexClosure: one reachable state per balanced pattern (count's estimate relies on it)", () => {
  // `count` estimates the convex DP at d² steps a column (d = C(H, H/2)): d states, each
  // tried with d next patterns. 12 rows (924 states) also holds but takes seconds.
  const heights = [2, 4, 6, 8, 10];
  for (const rows of heights) {
    const closure = convexClosure(rows);
    const d = columnPatterns(rows).length;
    assert.equal(closure.states, d, `${rows} rows`);
    assert.equal(closure.steps, d * d, `${rows} rows: every state with every pattern`);
  }
  console.log(`${heights.length} heights: as many states as balanced patterns`);
});
