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
  IRON,
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

/** Two random loose 24×24 boards that tools/dosun_fuwari_loose_forced.ts draws (answered 8, 14). */
const LOOSE_24 = [
  "https://puzz.link/p?dosufuwa/24/24/629m1tov7i1rs5k6lggj90sb17mt7eovuli61hloi02s4a9ip1o1iks8hbdfpdsv34lkjcgmbpi2ib28ak4dh56p3phms7kchgkqs2122gotia04q6bbid51987c021pjq3e1mq19jil8t4fav2gs22au1jnc8conk391s3qntphls0iflg0o4t40e98801ssf0d4gjv3ns2934k2ibgfq720gps00id4k2b7lbh0773241111ec.q9b4f410725tj14it2f8a229fa5u402",
  "https://puzz.link/p?dosufuwa/24/24/595h0d4m50kiigodae016bo0a2vol8dn4m1l92s64gcc8d3li1s9l85175b44208g88321d72gkhs9si451h4955724kkq8i2aci8m918h9431g20006200vjcm0c10h10034k431vh69nsbh383p43bgbf68g51o80k020q00vu80801002fdv3ro1qo0fga3nh7qth3g6500o26s02k243p0042o................/",
].map((url) => decodeUrl(url) as DosunFuwariBoard);

/** rooms under `loose`, cap 1, default budget, with `cell` pinned to `value`. */
function pinnedLoose(board: DosunFuwariBoard, cell: number, value: number) {
  const pinned = new Int8Array(board.rows * board.cols).fill(-1);
  pinned[cell] = value;
  return solve(board, { rule: "loose", cap: 1, pinned });
}

Deno.test("dosun-fuwari/rooms: a pinned piece is seen by its neighbours before its room is chosen", () => {
  // Both questions ran rooms (and mask and propagate) out of their default budgets while
  // a pinned cell counted only once its room was chosen; both answers agree with clingo.
  // A balloon on cell 197 (r8c5) of the first board: an answer has it.
  const found = pinnedLoose(LOOSE_24[0]!, 197, BALLOON);
  assert.equal(found.answers.length, 1);
  assert.equal(found.answers[0]![197], BALLOON);
  assert.ok(checkDosunFuwari(LOOSE_24[0]!, found.answers[0]!, "loose").ok);
  // A balloon on cell 147 (r6c3) of the second: the big room above it must fill the cell
  // over it, and a two-cell room under that big room takes its pieces: no answer.
  const none = pinnedLoose(LOOSE_24[1]!, 147, BALLOON);
  assert.deepEqual([none.answers.length, none.complete], [0, true]);
  assert.ok(none.stats.nodes < DEFAULT_BUDGET / 100, `${none.stats.nodes} nodes`);
});

Deno.test("dosun-fuwari/rooms: loose pairs no neighbour can hold up are dropped before the search", () => {
  // A random loose 30×30 board (answered 19 of tools/dosun_fuwari_loose_forced.ts). No
  // answer has a balloon on cell 792 (clingo agrees); with the pin written in but pairs
  // judged only against rooms already chosen, rooms, mask and propagate all ran out of
  // budget. Dropping, room by room until nothing changes, every balloon or iron-ball
  // cell whose support no pair of the room beside it can give refutes it at once.
  const board = decodeUrl(
    "https://puzz.link/p?dosufuwa/30/30/05440g0b8r1pgg12103022a0g8c58h0gna045qcc048nk8090j4t0i20e71k6hbo689co7km2sha943522qlh5d6t2ci9h689hg38g8r030gi94518f193ps66kn8854p6gs9h118v4b8i9408s4he2g4g6c5gm04gg620g900427500g7g440s4gc44008o0rg878g00b0ff1sh4010cp20023cgj0024fd0jvgje1c2d7mm3c37uc0gag14gpqbu2r7ro9nr2468o902e00a206ko60fl20p9k821p7s3i46g30a24j2efif0ujgfn0f210e7h4042o1227no130080276.46264..1wl0xu.3far9f.a8b62n8qg..351a.57.8x.5c7.z0",
  ) as DosunFuwariBoard;
  const none = pinnedLoose(board, 792, BALLOON);
  assert.deepEqual([none.answers.length, none.complete], [0, true]);
  assert.ok(none.stats.nodes < 10_000, `${none.stats.nodes} nodes`);
  // The board itself still has answers, and rooms finds two.
  const two = solve(board, { rule: "loose", cap: 2 });
  assert.equal(two.answers.length, 2);
  for (const answer of two.answers) assert.ok(checkDosunFuwari(board, answer, "loose").ok);
});

Deno.test("dosun-fuwari/rooms: loose narrowing goes on around every room the search assigns", () => {
  // The second 24×24 board: no answer has an iron ball on cell 216 (r9c0; clingo agrees).
  // Narrowed only before the search, rooms ran its whole budget out on it, as did mask
  // and propagate: the last question that left `solve`'s forced cells incomplete on the
  // random loose 24×24 and 30×30 boards tools/dosun_fuwari_loose_forced.ts draws.
  const none = pinnedLoose(LOOSE_24[1]!, 216, IRON);
  assert.deepEqual([none.answers.length, none.complete], [0, true]);
  assert.ok(none.stats.nodes < DEFAULT_BUDGET / 100, `${none.stats.nodes} nodes`);
});
