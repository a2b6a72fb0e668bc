import assert from "node:assert/strict";
import { emptyBorders } from "../../core/grid.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { stoneFigures } from "./s_k7_answers.ts";

Deno.test("stoneFigures: sizes, falls and resting stones, computed by hand", () => {
  // 4×1, one room: a cell on top falls two rows onto the cell resting on the floor.
  const column = stostoneBoard({ rows: 4, cols: 1 }, emptyBorders({ rows: 4, cols: 1 }));
  // 4×2, one room: a domino on top falls three rows to the floor (nothing below it).
  const wide = stostoneBoard({ rows: 4, cols: 2 }, emptyBorders({ rows: 4, cols: 2 }));
  const f = stoneFigures([
    { board: column, answer: new Uint8Array([1, 0, 0, 1]) },
    { board: wide, answer: new Uint8Array([1, 1, 0, 0, 0, 0, 0, 0]) },
  ]);
  // Stones: {0} falls 2, {3} falls 0, the domino falls 3: sizes 1, 1, 2; falls 5/3.
  assert.deepEqual(f, { stones: 3, meanSize: 1.33, meanFall: 1.67, neverMove: 33.3 });
});

Deno.test("stoneFigures: a border splits a shaded run into two stones", () => {
  const board = stostoneBoard({ rows: 2, cols: 2 }, {
    vertical: new Uint8Array([0, 1]),
    horizontal: new Uint8Array(2),
  });
  const f = stoneFigures([{ board, answer: new Uint8Array([0, 0, 1, 1]) }]);
  assert.deepEqual(f, { stones: 2, meanSize: 1, meanFall: 0, neverMove: 100 });
});
