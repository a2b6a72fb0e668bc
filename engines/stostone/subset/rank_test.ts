import assert from "node:assert/strict";
import { dropReference, stonesOfGrid } from "../../../core/stostone/drop.ts";
import { packsByRank } from "./rank.ts";

/** Whether the reference fall of a region-free grid fills exactly the bottom half. */
function fillsBottomHalf(rows: number, cols: number, shaded: Uint8Array): boolean {
  const dropped = dropReference({ rows, cols }, stonesOfGrid({ rows, cols }, shaded));
  for (let cell = 0; cell < rows * cols; cell++) {
    const lower = Math.floor(cell / cols) >= rows / 2;
    if (dropped[cell] !== (lower ? 1 : 0)) return false;
  }
  return true;
}

Deno.test("rank: agrees with the reference fall on every shading of small grids", () => {
  const shapes: [number, number][] = [[2, 1], [2, 4], [4, 1], [4, 2], [4, 3], [4, 4], [6, 2], [
    2,
    6,
  ]];
  let packed = 0;
  let checked = 0;
  for (const [rows, cols] of shapes) {
    const n = rows * cols;
    const shaded = new Uint8Array(n);
    for (let bits = 0; bits < 1 << n; bits++) {
      for (let i = 0; i < n; i++) shaded[i] = (bits >> i) & 1;
      const stoneOf = new Int32Array(n).fill(-1);
      stonesOfGrid({ rows, cols }, shaded).forEach((stone, id) => {
        for (const cell of stone) stoneOf[cell] = id;
      });
      const expected = fillsBottomHalf(rows, cols, shaded);
      assert.equal(
        packsByRank({ rows, cols }, shaded, stoneOf),
        expected,
        `${rows}x${cols} shading ${bits.toString(2)}`,
      );
      checked++;
      if (expected) packed++;
    }
  }
  console.log(`  ${checked} shadings checked, ${packed} pack`);
  assert.ok(packed > 0);
});

Deno.test("rank: the 4×n counts of packing shadings start 6, 28, 134, 640", () => {
  // Counted by the rank invariant over every shading; the write-up's figures (claim
  // S-U7), confirmed above by the reference fall for n ≤ 4.
  const expected = [6, 28, 134, 640];
  for (let cols = 1; cols <= 4; cols++) {
    const rows = 4;
    const n = rows * cols;
    const shaded = new Uint8Array(n);
    let count = 0;
    for (let bits = 0; bits < 1 << n; bits++) {
      for (let i = 0; i < n; i++) shaded[i] = (bits >> i) & 1;
      const stoneOf = new Int32Array(n).fill(-1);
      stonesOfGrid({ rows, cols }, shaded).forEach((stone, id) => {
        for (const cell of stone) stoneOf[cell] = id;
      });
      if (packsByRank({ rows, cols }, shaded, stoneOf)) count++;
    }
    assert.equal(count, expected[cols - 1], `4x${cols}`);
  }
});

Deno.test("rank: odd row counts never pack", () => {
  const shaded = Uint8Array.from([0, 1, 1]);
  assert.equal(packsByRank({ rows: 3, cols: 1 }, shaded, Int32Array.from([-1, 0, 0])), false);
});
