/**
 * `merge <shard.json>… [--json]`: combine the shard files of one sharded run
 * (any job of jobs.ts with `--shard K/N --json`) and print what one
 * full run would have printed: the same table, or with `--json` the same JSON
 * (times apart). The exit code is the full run's.
 *
 * Refuses, with exit 2 and a message naming the files, shards that do not belong
 * together: different verbs, suite versions, seeds, options or unit plans, two
 * files for the same shard, or a missing shard; and, before printing anything, a
 * result that does not fit its unit kind's schema or contradicts itself (the file
 * and the field are named; conformance/run/result_schema.ts).
 *
 * @module
 */

import { JOBS } from "../jobs.ts";
import { mergeShardFiles } from "../conformance/run/merge.ts";
import { type MergedRun, MergeRefused } from "../conformance/run/shard.ts";
import type { Job, ResultCheck } from "../conformance/run/job.ts";
import type { Schema } from "../conformance/run/result_schema.ts";
import { readInputText, UsageError } from "./io.ts";
import { printMergedRun } from "./verb.ts";
import { quote } from "../core/quote.ts";
import { exitsWith, flag, parseVerbArgs, usageOf } from "./usage.ts";

/** The job of a verb that writes shard files, or undefined. */
async function shardingJob(verb: string): Promise<Job | undefined> {
  const load = Object.hasOwn(JOBS, verb) ? JOBS[verb] : undefined;
  const job = load ? await load() : undefined;
  return job?.mergedOptions ? job : undefined;
}

async function readShard(path: string): Promise<{ name: string; data: unknown }> {
  const text = await readInputText(path, "shard file");
  try {
    // A byte-order mark, as some editors write, is not part of the JSON (board files too).
    return { name: path, data: JSON.parse(text.replace(/^\uFEFF/, "")) };
  } catch {
    throw new UsageError(`${quote(path)} is not JSON: write shard files with --shard K/N --json`);
  }
}

/**
 * Runs the verb; returns the exit code.
 *
 * @example
 * ```ts ignore
 * import { mergeCommand } from "./merge.ts";
 * const code = await mergeCommand(["shard-1.json", "shard-2.json", "shard-3.json"]);
 * ```
 */
export async function mergeCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(MERGE_USAGE, args);
  if (positionals.length === 0) {
    throw new UsageError("merge needs the shard files: merge shard-1.json shard-2.json …");
  }
  const files = [];
  for (const path of positionals) files.push(await readShard(path));
  return await printMerged(files, values.json === true);
}

/**
 * Merges shard files already read (`name` for messages, `data` the parsed JSON) and
 * prints the full run's output; returns its exit code. Throws `UsageError` when
 * the shards do not belong together.
 *
 * @example
 * ```ts ignore
 * import { printMerged } from "./merge.ts";
 * const code = await printMerged([{ name: "1.json", data: shard1 }, { name: "2.json", data: shard2 }], false);
 * ```
 */
export async function printMerged(
  files: readonly { name: string; data: unknown }[],
  json: boolean,
): Promise<number> {
  // Every result of every file is checked (against its job's result shapes) before
  // anything is merged or printed.
  const checks = new Map<string, Readonly<Record<string, ResultCheck>> | undefined>();
  const options = new Map<string, Schema | undefined>();
  for (const { data } of files) {
    const verb = (data as { verb?: unknown } | null)?.verb;
    if (typeof verb === "string" && !checks.has(verb)) {
      const job = await shardingJob(verb);
      checks.set(verb, job?.results);
      options.set(verb, job?.shardOptions);
    }
  }
  let run: MergedRun;
  try {
    run = mergeShardFiles(files, (verb) => checks.get(verb), (verb) => options.get(verb));
  } catch (e) {
    if (e instanceof MergeRefused) throw new UsageError(`refused: ${e.message}`);
    throw e;
  }
  const job = await shardingJob(run.verb);
  if (!job) {
    throw new UsageError(`the shards come from ${quote(run.verb)}, which merge does not know`);
  }
  return await printMergedRun(job, run, json);
}

/** `merge`'s options and `--help`. */
export const MERGE_USAGE = usageOf({
  verb: "merge",
  operands: "<shard.json>…",
  about: [
    "Combine the --shard K/N --json files of one run of conform, certify, claims or engine and",
    "print what one full run would have printed. Shards that do not belong together are refused.",
  ],
  options: { json: flag("print the full run's JSON instead of its text") },
  exits: exitsWith(
    [0, "the full run's exit code: 0, 1 or 3 as that verb says"],
    [2, "bad usage, or shards refused (the files are named)"],
  ),
});
