// The learning search against the plain depth-first search (which shares only the
// ladder with it) and the reference judge, on random boards big enough to make it
// learn: answer sets, forced cells and their witnesses.

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../../core/rng.ts";
import { stostoneBoard, type StostoneClue } from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { forcedCells, solve } from "./mod.ts";
import { externalBoards, gridText } from "./propagate_test_util.ts";

const SOURCES = externalBoards().filter((e) =>
  e.board.rows * e.board.cols <= 100 && !e.solutionCount.startsWith("0")
);

/**
 * A published board of at most 100 cells with a random part of its numbers removed
 * (rooms kept): boards that have answers, often many, so the search must branch.
 */
const arbMediumBoard = fc
  .record({
    source: fc.integer({ min: 0, max: SOURCES.length - 1 }),
    keep: fc.integer({ min: 0, max: 60 }),
    rolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 100, maxLength: 100 }),
  })
  .map(({ source, keep, rolls }) => {
    const b = SOURCES[source]!.board;
    const clues: StostoneClue[] = b.clues.map((c, i) => (rolls[i]! < keep ? c : null));
    return stostoneBoard({ rows: b.rows, cols: b.cols }, b, clues);
  });

const CAP = 300;

Deno.test("learning search: same answers as the plain search, forced cells exact", () => {
  const seed = testSeed();
  console.log(`seed ${seed} (replay with SEED=${seed})`);
  let boards = 0, compared = 0, guessed = 0, forcedChecked = 0;
  fc.assert(
    fc.property(arbMediumBoard, (board) => {
      boards++;
      const n = board.rows * board.cols;
      const plain = solve(board, { cap: CAP, learn: false });
      const learnt = solve(board, { cap: CAP });
      if (learnt.stats.assumptions > 0) guessed++;
      for (const a of learnt.answers) {
        assert.ok(checkStostone(board, a, "exact").ok, gridText(a, board.cols));
      }
      if (plain.complete && learnt.complete) {
        compared++;
        const key = (as: Uint8Array[]) => as.map((a) => a.join("")).sort();
        assert.deepEqual(key(learnt.answers), key(plain.answers));
      }
      if (!plain.complete) return;
      const all = plain.answers;
      const backbone = forcedCells(board);
      assert.equal(backbone.complete, true);
      assert.equal(backbone.answers, Math.min(all.length, 2));
      for (const w of backbone.witnesses) assert.ok(checkStostone(board, w, "exact").ok);
      for (let x = 0; x < n; x++) {
        const agreed = all.length > 0 && all.every((a) => a[x] === all[0]![x]);
        assert.equal(backbone.cells[x], agreed ? all[0]![x] : -1, `cell ${x}`);
        if (all.length > 0 && !agreed) {
          assert.ok(backbone.witnesses.some((w) => w[x] !== backbone.witnesses[0]![x]));
        }
      }
      forcedChecked++;
    }),
    { seed, numRuns: 60 },
  );
  console.log(
    `${boards} boards: ${compared} answer sets compared, ${forcedChecked} backbones checked, ` +
      `${guessed} needed guesses`,
  );
  assert.equal(boards, 60);
  assert.ok(compared >= 30, `only ${compared} boards compared`);
  assert.ok(guessed >= 10, `only ${guessed} boards made the learner branch`);
});
