/**
 * Merging the shard files of one sharded run: every result of every file is
 * checked against its job's result shapes first, then the shards are put back
 * into one full run ({@link mergeShards}). Printing the merged run is the job's
 * business (`merge` finds the job through the job table).
 *
 * @module
 */

import type { ResultCheck } from "./job.ts";
import { type Schema, schemaProblem, shardResultsProblem } from "./result_schema.ts";
import { type MergedRun, MergeRefused, mergeShards, SHARD_FORMAT } from "./shard.ts";

/**
 * Checks and merges shard files already read (`name` for messages, `data` the
 * parsed JSON). Throws {@link MergeRefused} naming the file and the field of a
 * result that does not fit its kind, of a seed or time that is no number, or of
 * options that do not fit the job's `shardOptions` (`optionsOf`), or saying why the
 * shards do not belong together.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergeShardFiles } from "./merge.ts";
 * import { shardFile } from "./shard.ts";
 * const plan = [{ kind: "k", id: "a", payload: 1 }];
 * const data = await shardFile({
 *   verb: "v", version: "1", seed: null, options: {}, shard: { index: 1, of: 1 }, plan,
 *   indices: [0], ms: 1, results: [{ id: "a", kind: "k", ok: true, value: 2, ms: 1 }],
 * });
 * const checks = () => ({ k: { schema: "number" as const } });
 * assert.equal(mergeShardFiles([{ name: "1.json", data }], checks).results.length, 1);
 * const bad = { ...data, results: { a: { ...data.results.a!, value: "2" } } };
 * assert.throws(() => mergeShardFiles([{ name: "1.json", data: bad }], checks), /^MergeRefused: 1\.json: results\["a"\]\.value: expected a number/);
 * ```
 */
export function mergeShardFiles(
  files: readonly { name: string; data: unknown }[],
  checksOf: (verb: string) => Readonly<Record<string, ResultCheck>> | undefined,
  optionsOf: (verb: string) => Schema | undefined = () => undefined,
): MergedRun {
  // Every result of every file is checked before anything is merged, and so are the
  // fields the output prints: a seed "abc" or options {"full":"yes"} were merged as given.
  for (const { name, data } of files) {
    const problem = shardResultsProblem(data, checksOf) ?? headerProblem(data, optionsOf);
    if (problem) throw new MergeRefused(`${name}: ${problem}`);
  }
  return mergeShards(files);
}

function headerProblem(
  data: unknown,
  optionsOf: (verb: string) => Schema | undefined,
): string | null {
  const { format, verb, seed, ms, options } = (data ?? {}) as Record<string, unknown>;
  if (format !== SHARD_FORMAT) return null; // not a shard file at all: mergeShards says so
  const schema = typeof verb === "string" ? optionsOf(verb) : undefined;
  return schemaProblem(seed, ["either", "null", "number"], "seed") ??
    (Number.isInteger(seed) || seed === null
      ? null
      : `seed: expected a whole number, got ${seed}`) ??
    schemaProblem(ms, "number", "ms") ??
    ((ms as number) >= 0 ? null : `ms: expected a time >= 0, got ${ms}`) ??
    (schema === undefined ? null : schemaProblem(options, schema, "options"));
}
