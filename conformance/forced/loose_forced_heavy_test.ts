/**
 * Dosun-Fuwari `loose` forced cells as `solve` computes them are complete on big boards
 * with two answers or more: the random boards tools/dosun_fuwari_loose_forced.ts draws
 * (its `answered` family, seed 4242 + side), at 16×16 to 30×30. Each board is solved by
 * every engine (cap 2) as `solve` does, and its forced cells sought with each engine's
 * time on it; every one must come back complete and without disagreement.
 */

import assert from "node:assert/strict";
import { type DosunFuwariBoard, type DosunFuwariRule } from "../../core/dosun_fuwari/board.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { DOSUN_FUWARI_ENGINES } from "../../engines/mod.ts";
import { answeredBoards } from "../../engines/dosun_fuwari_test_util.ts";
import { SETTLED_SHARE, solveWithAll, wholeBudgets } from "../consensus/consensus.ts";
import { engineMsOf, forcedWithEvidence } from "./backbone.ts";

const RULE: DosunFuwariRule = "loose";
/** Boards per size: the first ones with two answers or more that the seed gives. */
const PER_SIZE = 6;
const SIZES = [16, 20, 24, 30];
/** Random boards drawn per board wanted, at most (about 1 in 40 has answers at 30×30). */
const DRAWS_PER_BOARD = 200;

const rooms = DOSUN_FUWARI_ENGINES.find((e) => e.name === "rooms")!;
const twoAnswers = (board: DosunFuwariBoard) =>
  rooms.solve(board, { rule: RULE, cap: 2, budget: rooms.budgetFor(board) }).answers.length === 2;

Deno.test("loose forced cells are complete on random boards with answers up to 30×30", async (t) => {
  let checked = 0;
  for (const side of SIZES) {
    const seed = 4242 + side;
    console.log(`${side}x${side}: seed ${seed}, the first ${PER_SIZE} with two answers or more`);
    const boards = answeredBoards(seed, side, PER_SIZE, PER_SIZE * DRAWS_PER_BOARD, twoAnswers);
    assert.equal(boards.length, PER_SIZE, `${side}x${side}: too few boards with answers`);
    for (const [k, board] of boards.entries()) {
      await t.step(`${side}x${side} #${k}`, () => {
        const c = solveWithAll(DOSUN_FUWARI_ENGINES, board, RULE, 2, {}, SETTLED_SHARE);
        assert.equal(c.verdict, "multiple", encodeUrl(board));
        assert.ok(c.agree, c.disagreements.join("; "));
        const report = forcedWithEvidence(board, RULE, {
          confirm: false,
          engineMs: engineMsOf(c.runs, wholeBudgets(DOSUN_FUWARI_ENGINES, board)),
        });
        assert.deepEqual(report.disagreements, []);
        assert.equal(report.complete, true, `incomplete: ${encodeUrl(board)}`);
        console.log(
          `  forced ${report.forced}, by ${report.forcedBy.join(", ")}, ` +
            `${Math.round(report.forcedMs)} ms`,
        );
        checked++;
      });
    }
  }
  console.log(`${checked} boards checked`);
  assert.equal(checked, SIZES.length * PER_SIZE);
});
