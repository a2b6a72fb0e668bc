import assert from "node:assert/strict";
import { runSeed, SHARD_NEEDS_SEED } from "./seed.ts";

Deno.test("a run takes its fixed seed, else draws one; a shard without a fixed seed is refused", () => {
  let draws = 0;
  const draw = () => ++draws + 100;
  assert.equal(runSeed(7, false, draw), 7);
  assert.equal(runSeed(0, true, draw), 0);
  assert.equal(draws, 0);
  assert.equal(runSeed(undefined, false, draw), 101);
  assert.throws(
    () => runSeed(undefined, true, draw),
    (e: Error) => e instanceof RangeError && e.message === SHARD_NEEDS_SEED,
  );
  assert.equal(draws, 1, "a refused shard draws nothing");
});
