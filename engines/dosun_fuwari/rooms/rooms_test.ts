// What only the rooms engine has: its name, its own final check (cellVerdict) and
// its placement stats. Everything every engine must do (answers against oracles, the
// published boards, cap, budget, options) is in
// engines/dosun_fuwari_contract_test.ts, run against this engine too.

import assert from "node:assert/strict";
import {
  BALLOON,
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
import { decodeUrl } from "../../../core/formats/mod.ts";
import { DEFAULT_BUDGET, solve } from "./mod.ts";
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

Deno.test("dosun-fuwari/rooms: a pass in the other pair order finds what the first misses", () => {
  // A random loose 24×24 board (the ninth with two answers or more that
  // tools/dosun_fuwari_loose_forced.ts draws at 24×24). Is there an answer with a
  // balloon on cell 197? There is (clingo agrees), but the first order ran the whole
  // default budget out on it and so did mask and propagate, which left `solve`'s forced
  // cells incomplete; the last-first order finds it in about ten thousand nodes.
  const board = decodeUrl(
    "https://puzz.link/p?dosufuwa/24/24/629m1tov7i1rs5k6lggj90sb17mt7eovuli61hloi02s4a9ip1o1iks8hbdfpdsv34lkjcgmbpi2ib28ak4dh56p3phms7kchgkqs2122gotia04q6bbid51987c021pjq3e1mq19jil8t4fav2gs22au1jnc8conk391s3qntphls0iflg0o4t40e98801ssf0d4gjv3ns2934k2ibgfq720gps00id4k2b7lbh0773241111ec.q9b4f410725tj14it2f8a229fa5u402",
  ) as DosunFuwariBoard;
  const pinned = new Int8Array(board.rows * board.cols).fill(-1);
  pinned[197] = BALLOON;
  const result = solve(board, { rule: "loose", cap: 1, pinned });
  assert.equal(result.answers.length, 1);
  const answer = result.answers[0]!;
  assert.equal(answer[197], BALLOON);
  assert.ok(checkDosunFuwari(board, answer, "loose").ok);
  // More than the first pass's share: the answer came from a later pass.
  assert.ok(result.stats.nodes > DEFAULT_BUDGET / 16, `${result.stats.nodes} nodes`);
});
