// The mask and subset engines honour `SolveOptions.pinned` alike: under random pins on
// random small boards, under every rule-4 setting, both give the same answer set, and it
// is the judge's answer set filtered by the pins. (Each engine's own test checks pins
// against its unpinned answers.)
import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../core/rng.ts";
import { STOSTONE_RULES } from "../core/stostone/board.ts";
import * as mask from "./stostone/mask/mod.ts";
import * as subset from "./stostone/subset/mod.ts";
import { gridOf, judgedShadings, shapedBoardArb } from "./stostone_test_util.ts";

Deno.test("pinned: mask and subset give the same answers, the judge's filtered by the pins", () => {
  const seed = testSeed();
  let runs = 0, filtered = 0;
  fc.assert(
    fc.property(
      shapedBoardArb,
      fc.constantFrom(...STOSTONE_RULES),
      fc.array(fc.integer({ min: -4, max: 1 }), { minLength: 12, maxLength: 12 }),
      (board, rule, rolls) => {
        runs++;
        const cells = board.rows * board.cols;
        // Mostly free (−4..−1 all mean free), else the rolled value.
        const pinned = Int8Array.from({ length: cells }, (_, i) => Math.max(-1, rolls[i % 12]!));
        const options = { rule, cap: Infinity, budget: Infinity, pinned };
        const fromMask = mask.solve(board, options);
        const fromSubset = subset.solve(board, options);
        assert.ok(fromMask.complete && fromSubset.complete);
        const grids = (answers: Uint8Array[]) => answers.map((a) => gridOf(board, a)).sort();
        // judgedShadings gives grids as rows of "#" and "." joined by "/", as gridOf does.
        const agrees = (grid: string) =>
          grid.replaceAll("/", "").split("").every((ch, i) =>
            pinned[i] === -1 || pinned[i] === (ch === "#" ? 1 : 0)
          );
        const judged = judgedShadings(board, rule);
        const expected = judged.filter(agrees);
        if (expected.length < judged.length) filtered++;
        assert.deepEqual(grids(fromMask.answers), expected, "mask");
        assert.deepEqual(grids(fromSubset.answers), expected, "subset");
      },
    ),
    { seed, numRuns: 300 },
  );
  console.log(`${runs} boards, ${filtered} with answers the pins removed`);
  assert.ok(filtered > 10, `only ${filtered} runs where the pins removed an answer`);
});
