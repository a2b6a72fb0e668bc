import assert from "node:assert/strict";
import { emptyBorders, hasBorderBetween } from "../../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { stostoneBoard } from "../../../core/stostone/board.ts";
import { columnLayout } from "./layout.ts";

Deno.test("columnLayout: every mask bit says what the board says of its cell", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  for (let trial = 0; trial < 30; trial++) {
    const size = { rows: 1 + rng.int(7), cols: 1 + rng.int(7) };
    const borders = emptyBorders(size);
    for (const flags of [borders.vertical, borders.horizontal]) {
      for (let i = 0; i < flags.length; i++) flags[i] = rng.int(3) === 0 ? 1 : 0;
    }
    const roomCount = stostoneBoard(size, borders).rooms.length;
    const clues = Array.from({ length: roomCount }, () => rng.pick([null, "?", 0, 1, 2] as const));
    const board = stostoneBoard(size, borders, clues);
    const layout = columnLayout(board);
    const { rows, cols } = size;
    const has = (mask: number, r: number) => ((mask >>> (rows - 1 - r)) & 1) === 1;
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < rows; r++) {
        const cell = r * cols + c;
        const room = board.roomOf[cell]!;
        assert.equal(layout.roomOfBit[c * rows + rows - 1 - r], room);
        assert.equal(has(layout.zeroMask[c]!, r), board.clues[room] === 0);
        assert.equal(
          has(layout.borderAbove[c]!, r),
          r > 0 && hasBorderBetween(size, borders, cell - cols, cell),
        );
        const right = c + 1 < cols;
        assert.equal(
          has(layout.borderRight[c]!, r),
          right && hasBorderBetween(size, borders, cell, cell + 1),
        );
        assert.equal(
          has(layout.linkRight[c]!, r),
          right && !hasBorderBetween(size, borders, cell, cell + 1),
        );
        const k = layout.roomsIn[c]!.indexOf(room);
        assert.ok(k >= 0 && has(layout.roomMaskIn[c]![k]!, r));
      }
    }
    for (let room = 0; room < roomCount; room++) {
      const columns = board.rooms[room]!.map((cell) => cell % cols);
      assert.equal(layout.firstCol[room], Math.min(...columns));
      assert.equal(layout.lastCol[room], Math.max(...columns));
      for (let c = 0; c < cols; c++) {
        assert.equal(layout.cellsAfter[room * cols + c], columns.filter((x) => x > c).length);
      }
      const clue = board.clues[room];
      assert.equal(layout.clue[room], typeof clue === "number" ? clue : -1);
      const ends = layout.endingAt[layout.lastCol[room]!]!;
      assert.equal(ends.includes(room), clue !== 0);
    }
  }
});

Deno.test("columnLayout refuses more rows than a mask holds", () => {
  const size = { rows: 31, cols: 1 };
  assert.throws(
    () => columnLayout(stostoneBoard(size, emptyBorders(size))),
    /at most 30 rows, the board has 31/,
  );
});
