import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { dropReference, dropTogether, stonesOfGrid } from "../../core/stostone/drop.ts";
import { testSeed } from "../../core/rng.ts";
import { classifyColumns, shadingRows } from "./classify.ts";
import { dropStoneMasks } from "./mask_drop.ts";

Deno.test("dropStoneMasks: stones rest on the floor and on each other", async (t) => {
  await t.step("a stack of single cells falls to the bottom", () => {
    // 4×1, two stones (one cell each) at rows 0 and 1: they end at rows 2 and 3.
    const masks = new Int32Array([0b0001, 0b0010]);
    assert.equal(dropStoneMasks(4, 1, masks, 2), 2);
    assert.deepEqual([...masks], [0b0100, 0b1000]);
  });
  await t.step("a stone held by one column stays high in another", () => {
    // 3×2: stone 0 = (2,0) on the floor; stone 1 = (1,0),(1,1). (1,0) sits on (2,0), so
    // (1,1) stays hanging over an empty cell.
    const masks = new Int32Array([0b100, 0b000, 0b010, 0b010]);
    assert.equal(dropStoneMasks(3, 2, masks, 2), 0);
    assert.deepEqual([...masks], [0b100, 0b000, 0b010, 0b010]);
  });
  await t.step("a stone falls until its lowest-reaching cell is blocked", () => {
    // 4×2: stone 0 = (3,1); stone 1 = (0,0),(0,1): column 1 stops it one row above (3,1).
    const masks = new Int32Array([0b0000, 0b1000, 0b0001, 0b0001]);
    assert.equal(dropStoneMasks(4, 2, masks, 2), 2);
    assert.deepEqual([...masks], [0b0000, 0b1000, 0b0100, 0b0100]);
  });
  await t.step("argument checks", () => {
    assert.throws(() => dropStoneMasks(0, 1, new Int32Array(1), 1), RangeError);
    assert.throws(() => dropStoneMasks(31, 1, new Int32Array(1), 1), RangeError);
    assert.throws(() => dropStoneMasks(4, 2, new Int32Array(3), 2), /need 4 masks, got 3/);
    assert.throws(() => dropStoneMasks(4, 1, new Int32Array(40), 33), RangeError);
  });
});

Deno.test("the mask drop settles every shading as core drop.ts's two schedules do", () => {
  const seed = testSeed();
  const shading = fc.integer({ min: 1, max: 7 }).chain((rows) =>
    fc.integer({ min: 1, max: 7 }).chain((cols) =>
      fc.array(fc.boolean(), { minLength: rows * cols, maxLength: rows * cols }).map((cells) => ({
        rows,
        cols,
        cells,
      }))
    )
  );
  fc.assert(
    fc.property(shading, ({ rows, cols, cells }) => {
      const columns = new Int32Array(cols);
      cells.forEach((on, i) => {
        if (on) columns[i % cols] = columns[i % cols]! | (1 << Math.floor(i / cols));
      });
      const ours = classifyColumns(rows, cols, columns).settled;
      const size = { rows, cols };
      const shaded = Uint8Array.from(cells, (on) => (on ? 1 : 0));
      const stones = stonesOfGrid(size, shaded);
      const toRows = (grid: Uint8Array): string[] => {
        const cols2 = new Int32Array(cols);
        grid.forEach((v, i) => {
          if (v) cols2[i % cols] = cols2[i % cols]! | (1 << Math.floor(i / cols));
        });
        return shadingRows(rows, cols, cols2);
      };
      assert.deepEqual(ours, toRows(dropReference(size, stones)));
      assert.deepEqual(ours, toRows(dropTogether(size, stones)));
    }),
    { seed, numRuns: 400 },
  );
});
