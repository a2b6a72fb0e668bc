// What only the rooms engine has: its name, its own final check (cellVerdict) and
// its placement stats. Everything every engine must do (answers against oracles, the
// published boards, cap, budget, options) is in
// engines/dosun_fuwari_contract_test.ts, run against this engine too.

import assert from "node:assert/strict";
import {
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
} from "../../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../../core/dosun_fuwari/judge.ts";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import {
  boardOf,
  eachFilling,
  HAND_PICTURES,
  randomPicture,
  testPinnedAgainstJudge,
} from "../pinned_test_util.ts";
import { solve } from "./mod.ts";
import { cellVerdict } from "./check.ts";

/**
 * Asserts cellVerdict agrees with the judge on all 3^w fillings of the w white cells,
 * under both rules; returns how many fillings the judge accepted.
 */
function verdictsAgree(board: DosunFuwariBoard): number {
  let accepted = 0;
  eachFilling(board, (answer) => {
    for (const rule of DOSUN_FUWARI_RULES) {
      const ok = checkDosunFuwari(board, answer, rule).ok;
      assert.equal(cellVerdict(board, answer, rule) === null, ok, `${rule} on ${answer.join("")}`);
      if (ok) accepted++;
    }
  });
  return accepted;
}

Deno.test("dosun-fuwari/rooms: cellVerdict agrees with the judge on every filling", async (t) => {
  await t.step("hand boards", () => {
    const accepted = HAND_PICTURES.reduce(
      (sum, picture) => sum + verdictsAgree(boardOf(picture)),
      0,
    );
    assert.ok(accepted > 10, `only ${accepted} answers: the check proved little`);
  });
  await t.step("random boards of at most 9 white cells", () => {
    const seed = testSeed();
    const rng = rngFromSeed(seed);
    for (let k = 0; k < 50; k++) verdictsAgree(boardOf(randomPicture(rng)));
  });
});

Deno.test("dosun-fuwari/rooms: on a trivial board every room is forced, so nothing is undone", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  for (let k = 0; k < 20; k++) {
    const size = 4 + rng.int(9);
    // Full columns, one room each: the top cell is the only balloon cell of its room.
    const board = dosunFuwariBoard({ rows: size, cols: size }, new Uint8Array(size * size), {
      vertical: new Uint8Array(size * (size - 1)).fill(1),
      horizontal: new Uint8Array((size - 1) * size),
    });
    const result = solve(board);
    assert.equal(result.complete, true);
    assert.equal(result.answers.length, 1);
    assert.equal(result.stats.placements, size);
    assert.equal(result.stats.deadEnds, 0);
  }
});

Deno.test("dosun-fuwari/rooms: pinned gives exactly the judged answers that agree with the pins", (t) =>
  testPinnedAgainstJudge(t, solve));
