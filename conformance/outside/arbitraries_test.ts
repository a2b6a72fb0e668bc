import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import { decodeUrl, sameBoard } from "../../core/formats/mod.ts";
import { dosunFuwariCases, MAX_RANDOM_SIDE, randomCases, stostoneCases } from "./arbitraries.ts";

Deno.test("random boards stay within their sizes, rules and genres, and their URLs decode to them", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(stostoneCases(), dosunFuwariCases(), (st, df) => {
      assert.equal(st.board.genre, "stostone");
      assert.ok([2, 4, 6].includes(st.board.rows), `rows ${st.board.rows}`);
      assert.ok(st.board.cols >= 2 && st.board.cols <= MAX_RANDOM_SIDE, `cols ${st.board.cols}`);
      assert.ok(["exact", "convex", "count", "none"].includes(st.rule));
      assert.equal(df.board.genre, "dosun-fuwari");
      assert.ok(df.board.rows >= 1 && df.board.rows <= MAX_RANDOM_SIDE);
      assert.ok(df.board.cols >= 1 && df.board.cols <= MAX_RANDOM_SIDE);
      assert.ok(["official", "loose"].includes(df.rule));
      for (const item of [st, df]) {
        assert.ok(sameBoard(decodeUrl(item.url), item.board), item.url);
      }
    }),
    { seed, numRuns: 200 },
  );
});

Deno.test("a given rule is kept, a rule of the other genre is refused", () => {
  const items = fc.sample(randomCases("stostone", "count"), { seed: 1, numRuns: 20 });
  assert.ok(items.every((i) => i.rule === "count"));
  assert.throws(() => randomCases("stostone", "loose"), RangeError);
  assert.throws(() => randomCases("dosun-fuwari", "exact"), RangeError);
});

Deno.test("the same seed gives the same boards; the generator covers rooms, clues and black cells", () => {
  const a = fc.sample(randomCases("stostone"), { seed: 42, numRuns: 100 });
  const b = fc.sample(randomCases("stostone"), { seed: 42, numRuns: 100 });
  assert.deepEqual(a.map((i) => i.url), b.map((i) => i.url));
  // Not a degenerate generator: several rooms, each kind of clue, and black cells turn up.
  assert.ok(a.some((i) => i.board.genre === "stostone" && i.board.rooms.length > 3));
  const clues = a.flatMap((i) => (i.board.genre === "stostone" ? i.board.clues : []));
  assert.ok(
    clues.includes(null) && clues.includes("?") && clues.some((c) => typeof c === "number"),
  );
  const df = fc.sample(randomCases("dosun-fuwari"), { seed: 42, numRuns: 100 });
  assert.ok(df.some((i) => i.board.genre === "dosun-fuwari" && i.board.black.includes(1)));
});
