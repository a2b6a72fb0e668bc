import assert from "node:assert/strict";
import { D_K1, type DialLevel, dialLevel, liveRate } from "./d_k1_k5_measures.ts";

Deno.test("liveRate: dead draws are left out of the rate, not counted as not unique", () => {
  // The old rate was unique / drawn: 23/30 here. Among boards with an answer it is 23/23.
  assert.deepEqual(liveRate({ drawn: 30, unique: 23, none: 7, multiple: 0, unknown: 0 }), {
    live: 23,
    rate: 1,
  });
  assert.deepEqual(liveRate({ drawn: 10, unique: 6, none: 2, multiple: 2, unknown: 0 }), {
    live: 8,
    rate: 0.75,
  });
  assert.ok(Number.isNaN(liveRate({ drawn: 3, unique: 0, none: 3, multiple: 0, unknown: 0 }).rate));
});

Deno.test("dialLevel: the generator's moves leave dead draws, the live moves none", () => {
  const wide = dialLevel(8, 4, 30, 814_000, "any");
  const live = dialLevel(8, 4, 30, 814_000, "live");
  const sum = (l: DialLevel) => l.unique + l.none + l.multiple + l.unknown;
  console.log(`  any: ${JSON.stringify(wide)}\n  live: ${JSON.stringify(live)}`);
  assert.equal(sum(wide), wide.drawn);
  assert.equal(sum(live), live.drawn);
  assert.ok(wide.none > 0, "the wider moves kill some boards");
  assert.equal(live.none, 0);
  assert.ok(live.drawn < live.attempts, "live moves run out at 4 on some 8×8 boards");
});

Deno.test("D-K1: live draws counted apart from dead ones, the rate among the live", async () => {
  const outcome = await D_K1.run({ full: false, seed: 1 });
  const d = outcome.data as {
    levels8: DialLevel[];
    at8: DialLevel;
    anyMoves: { levels8: DialLevel[]; at8: DialLevel };
  };
  for (const l of [...d.levels8, d.at8, ...d.anyMoves.levels8, d.anyMoves.at8]) {
    assert.equal(l.unique + l.none + l.multiple + l.unknown, l.drawn, JSON.stringify(l));
  }
  assert.deepEqual(d.levels8.map((l) => l.moves), ["live", "live", "live", "live", "live"]);
  const dead = d.anyMoves.levels8.reduce((n, l) => n + l.none, 0);
  console.log(`  generator's moves: ${dead} dead 8×8 draws; live moves: 0`);
  assert.ok(dead > 0);
  // On the old computation (unique / drawn over the generator's moves) level 4 was 10%.
  assert.equal(liveRate(d.anyMoves.levels8[4]!).rate, 1);
  assert.equal(outcome.verdict, "not reproduced on this corpus");
  assert.match(outcome.verdictText!, /rate at 4 starved rooms 100\.0% against < 100\.0% at 1/);
});
