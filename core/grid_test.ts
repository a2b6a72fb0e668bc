import assert from "node:assert/strict";
import {
  assertBorders,
  assertGridSize,
  columnMajorFirst,
  components,
  emptyBorders,
  hasBorderBetween,
  neighbours,
  roomsFromBorders,
} from "./grid.ts";

Deno.test("hasBorderBetween reads the right array on every grid shape", async (t) => {
  for (const [rows, cols] of [[1, 1], [1, 4], [4, 1], [3, 3], [2, 5]] as const) {
    await t.step(`${rows}x${cols}`, () => {
      const size = { rows, cols };
      // Set each border alone and check that exactly its pair of cells is separated.
      const total = rows * (cols - 1) + (rows - 1) * cols;
      for (let k = 0; k < total; k++) {
        const b = emptyBorders(size);
        const vertical = k < b.vertical.length;
        if (vertical) b.vertical[k] = 1;
        else b.horizontal[k - b.vertical.length] = 1;
        let separated = 0;
        for (let cell = 0; cell < rows * cols; cell++) {
          for (const nb of neighbours(size, cell)) {
            if (nb > cell && hasBorderBetween(size, b, cell, nb)) {
              separated++;
              const isRight = nb === cell + 1 && cols > 1;
              assert.equal(isRight, vertical, `border ${k} separates ${cell}-${nb}`);
            }
          }
        }
        assert.equal(separated, 1);
      }
    });
  }
});

Deno.test("a one-column grid splits into rooms at its horizontal borders", () => {
  const size = { rows: 3, cols: 1 };
  const b = emptyBorders(size);
  b.horizontal[0] = 1;
  assert.deepEqual(roomsFromBorders(size, b).rooms, [[0], [1, 2]]);
});

Deno.test("components numbers rooms by first cell and sorts their cells", () => {
  const size = { rows: 3, cols: 3 };
  const on = [0, 1, 1, 0, 0, 1, 1, 0, 1];
  const { roomOf, rooms } = components(size, (c) => on[c] === 1);
  assert.deepEqual(rooms, [[1, 2, 5, 8], [6]]);
  assert.deepEqual([...roomOf], [-1, 0, 0, -1, -1, 0, 1, -1, 0]);
});

Deno.test("columnMajorFirst picks the leftmost column, then the topmost cell", () => {
  assert.equal(columnMajorFirst({ rows: 3, cols: 3 }, [2, 4, 6]), 6);
  assert.throws(() => columnMajorFirst({ rows: 1, cols: 1 }, []), RangeError);
});

Deno.test("sizes and borders are validated with messages that quote the value", () => {
  assert.throws(() => assertGridSize(0, 3), /rows must be .* got 0/);
  assert.throws(() => assertGridSize(2, 101), /cols must be .* got 101/);
  assert.throws(() => assertGridSize(2.5, 2), RangeError);
  const size = { rows: 2, cols: 2 };
  assert.throws(
    () => assertBorders(size, { vertical: new Uint8Array(3), horizontal: new Uint8Array(2) }),
    /vertical borders: expected 2 flags, got 3/,
  );
  assert.throws(
    () => assertBorders(size, { vertical: new Uint8Array([0, 2]), horizontal: new Uint8Array(2) }),
    /vertical border 1: flag must be 0 or 1, got 2/,
  );
});
