import assert from "node:assert/strict";
import { bordersFromLabels } from "../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { checkStostone } from "../../core/stostone/judge.ts";
import { drawStonesByColumns } from "./stostone_columns.ts";

Deno.test("drawStonesByColumns: every draw is a legal exact answer, one region per stone", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  let draws = 0, stones = 0;
  for (const [rows, cols] of [[2, 3], [4, 4], [6, 9], [10, 10], [12, 12], [20, 20], [16, 6]]) {
    for (const stoneSize of [1, 2, 3, 4, 6]) {
      const lifted = drawStonesByColumns({ rows: rows!, cols: cols! }, stoneSize, rng);
      assert.ok(lifted !== null, `${rows}x${cols} stone size ${stoneSize}: no draw`);
      draws++;
      // The stones as regions: the judge must accept the answer on that map.
      const labels = new Int32Array(rows! * cols!).fill(-1);
      lifted.stones.forEach((cells, id) => cells.forEach((cell) => labels[cell] = id));
      // Blank cells get a label of their own each, so every stone is alone in its region
      // and blank regions hold no stone (clue 0).
      let next = lifted.stones.length;
      for (let cell = 0; cell < labels.length; cell++) {
        if (labels[cell] === -1) labels[cell] = next++;
      }
      const size = { rows: rows!, cols: cols! };
      const plain = stostoneBoard(size, bordersFromLabels(size, labels));
      const clues = plain.rooms.map((cells) =>
        cells.some((c) => lifted.answer[c] === 1) ? null : 0
      );
      const board = stostoneBoard(size, bordersFromLabels(size, labels), clues);
      const verdict = checkStostone(board, lifted.answer, "exact");
      assert.ok(verdict.ok, `${rows}x${cols} s${stoneSize}: ${verdict.code} at ${verdict.cells}`);
      // Stones are the answer's components, their falls the blanks below each cell.
      assert.equal(plain.rooms.length > 0, true);
      lifted.stones.forEach((cells, i) => {
        for (const cell of cells) {
          let blanks = 0;
          for (let r = Math.floor(cell / cols!) + 1; r < rows!; r++) {
            if (lifted.answer[r * cols! + (cell % cols!)] === 0) blanks++;
          }
          assert.equal(blanks, lifted.falls[i], `fall of stone ${i}`);
        }
      });
      stones += lifted.stones.length;
    }
  }
  console.log(`${draws} draws, ${stones} stones judged`);
  assert.equal(draws, 35);
});

Deno.test("drawStonesByColumns: the same seed gives the same stones; bad sizes are refused", () => {
  const a = drawStonesByColumns({ rows: 12, cols: 12 }, 4, rngFromSeed(9));
  const b = drawStonesByColumns({ rows: 12, cols: 12 }, 4, rngFromSeed(9));
  assert.deepEqual(a, b);
  assert.throws(() => drawStonesByColumns({ rows: 5, cols: 4 }, 2, rngFromSeed(1)), /even/);
  assert.throws(() => drawStonesByColumns({ rows: 4, cols: 4 }, 0, rngFromSeed(1)), /stoneSize/);
});
