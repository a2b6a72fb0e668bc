import assert from "node:assert/strict";
import { dropReference, isPacked, passesRule4, stonesOfGrid } from "../../core/stostone/drop.ts";
import { classifyColumns, classifyShading, parseShading, shadingRows } from "./classify.ts";

Deno.test("parseShading reads rows and rejects bad input with a located message", () => {
  const s = parseShading(["#..", ".#.", "..#"]);
  assert.deepEqual([s.height, s.width, ...s.columns], [3, 3, 0b001, 0b010, 0b100]);
  assert.deepEqual(shadingRows(3, 3, s.columns), ["#..", ".#.", "..#"]);
  assert.throws(
    () => parseShading(["#.", "#"]),
    (e) => e instanceof SyntaxError && /row 1 "#"/.test(e.message),
  );
  assert.throws(
    () => parseShading(["#x"]),
    (e) => e instanceof SyntaxError && /column 1.*"x"/.test(e.message),
  );
  assert.throws(() => parseShading([]), RangeError);
  assert.throws(() => parseShading([""]), RangeError);
});

Deno.test("classifyColumns rejects sizes and masks that do not fit", () => {
  assert.throws(() => classifyColumns(0, 1, [0]), RangeError);
  assert.throws(() => classifyColumns(2, 2, [0]), /expected 2 column masks/);
  assert.throws(() => classifyColumns(2, 1, [4]), /column 0 mask 4/);
});

Deno.test("classifyShading: stones, holes and odd heights", () => {
  // A C open to the right: one stone, column 1 holds rows 0 and 2 but not row 1.
  const hole = classifyShading(["##", "#.", "##", ".."]);
  assert.deepEqual([hole.stones, hole.verticalHole, hole.convex], [1, true, false]);
  // Two stones, no hole; the upper one is held by its right cell one row above the floor:
  // it falls one row, leaving column 0 at rows 1..2.
  const held = classifyShading(["#.", "##", "..", ".#"]);
  assert.deepEqual([held.stones, held.verticalHole, held.count, held.convex], [
    2,
    false,
    true,
    true,
  ]);
  assert.equal(held.exact, false);
  assert.deepEqual(held.settled, ["..", "#.", "##", ".#"]);
  const odd = classifyShading(["#", ".", "."]);
  assert.deepEqual([odd.count, odd.convex, odd.exact], [false, false, false]);
});

Deno.test("classifyShading agrees with core drop.ts on every shading of 4×3, 2×5 and 6×2", () => {
  for (const [rows, cols] of [[4, 3], [2, 5], [6, 2], [3, 3]] as const) {
    const size = { rows, cols };
    for (let code = 0; code < 2 ** (rows * cols); code++) {
      const shaded = new Uint8Array(rows * cols);
      const columns = new Int32Array(cols);
      for (let cell = 0; cell < rows * cols; cell++) {
        if (((code >>> cell) & 1) === 0) continue;
        shaded[cell] = 1;
        columns[cell % cols] = columns[cell % cols]! | (1 << Math.floor(cell / cols));
      }
      const ours = classifyColumns(rows, cols, columns);
      const stones = stonesOfGrid(size, shaded);
      const where = `${rows}x${cols} ${shadingRows(rows, cols, columns).join("/")}`;
      assert.equal(ours.stones, stones.length, where);
      assert.equal(ours.count, passesRule4(size, shaded, stones, "count"), where);
      assert.equal(ours.convex, passesRule4(size, shaded, stones, "convex"), where);
      assert.equal(ours.exact, isPacked(size, dropReference(size, stones)), where);
    }
  }
});
