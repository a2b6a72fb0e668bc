/**
 * The seed of a run, and the rule of shards about it, for every job that draws one:
 * a run uses its fixed seed (`--seed S`, else `SEED=S`) or draws a fresh one, but a
 * shard must plan the same units as the other shards of its run, and a shard that
 * drew its own seed would plan others. So a shard needs the seed fixed.
 *
 * @module
 */

/** Why a shard without a fixed seed is refused. */
export const SHARD_NEEDS_SEED =
  "--shard needs the seed fixed (--seed S or SEED=S) so that every shard runs the same plan";

/**
 * The seed of a run: `fixed` when there is one, else `draw()`. Throws `RangeError`
 * ({@link SHARD_NEEDS_SEED}) for a shard (`sharded`: the run is one shard of several
 * runs) without a fixed seed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runSeed } from "./seed.ts";
 * assert.equal(runSeed(7, true, () => 3), 7);
 * assert.equal(runSeed(undefined, false, () => 3), 3);
 * assert.throws(() => runSeed(undefined, true, () => 3), /needs the seed fixed/);
 * ```
 */
export function runSeed(
  fixed: number | undefined,
  sharded: boolean,
  draw: () => number,
): number {
  if (fixed !== undefined) return fixed;
  if (sharded) throw new RangeError(SHARD_NEEDS_SEED);
  return draw();
}
