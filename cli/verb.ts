/**
 * The skeleton every job verb shares, written once: parse the job's options, start
 * the pool (its workers load the job while the plan is made), run the plan or this
 * shard of it with a progress line, then print a shard file (`--shard K/N --json`)
 * or the job's own output. `main.ts` runs every job of `jobs.ts` through it; `merge`
 * prints merged shards through the same jobs.
 *
 * @module
 */

import { SUITE_VERSION } from "../conformance/corpus/version.ts";
import type { Job } from "../conformance/run/job.ts";
import { type MergedRun, shardFile } from "../conformance/run/shard.ts";
import { startPool } from "../conformance/run/pool.ts";
import { WORKER_MEMORY_BYTES } from "../conformance/run/worker_count.ts";
import { runPlan } from "../conformance/run/run_plan.ts";
import type { Unit, UnitResult } from "../conformance/run/unit.ts";
import { progressLine } from "../conformance/run/progress.ts";
import { handleInterrupts } from "../conformance/run/interrupt.ts";
import { printJson } from "./io.ts";

/** The job table's URL: pools pass it to their workers, which import it themselves. */
export const JOB_TABLE: string = new URL("../jobs.ts", import.meta.url).href;

/**
 * Runs a job as a verb with `args`; returns the exit code. Its units run through the
 * job table at `table` (tests pass their own).
 *
 * @example
 * ```ts ignore
 * import { runJobVerb } from "./verb.ts";
 * import { JOBS } from "../jobs.ts";
 * const code = await runJobVerb(await JOBS.claims!(), ["--only", "S-U4", "--seed", "1"]);
 * ```
 */
export async function runJobVerb(
  job: Job,
  args: string[],
  table: string = JOB_TABLE,
): Promise<number> {
  const options = await job.parseOptions(args);
  const direct = await job.direct?.(options);
  if (direct !== undefined && direct !== null) return direct;
  job.onStart?.(options);
  const start = performance.now();
  // Started before the plan is made, so the workers load the job's modules meanwhile.
  const pool = startPool({
    jobs: options.jobs,
    table,
    preload: job.preload ?? [job.name],
  });
  if (pool.jobs < options.jobs && options.progress) {
    console.error(
      `${job.name}: --jobs ${options.jobs} runs ${pool.jobs} at a time: one per core, and one ` +
        `per ${WORKER_MEMORY_BYTES / 1024 / 1024} MiB of available memory`,
    );
  }
  const progress = progressLine(options.progress);
  // While engines run, Ctrl-C or SIGTERM kills them and the job writes its partial output.
  const stopHandling = job.interrupt
    ? handleInterrupts({
      onInterrupt: (signal) => {
        progress.done();
        job.interrupt!(signal, options, performance.now() - start);
      },
    })
    : () => {};
  try {
    const plan = await job.plan(options);
    const label = (r: Parameters<NonNullable<Job["progressLabel"]>>[0]) =>
      job.progressLabel?.(r) ?? "units";
    const ran: { results: UnitResult[]; indices: number[]; units?: readonly Unit[] } = job.execute
      ? await job.execute(pool, plan, options, { progress: progress.update.bind(progress) })
      : await runPlan(pool, plan, options.shard, {
        onProgress: (done, total, r) => progress.update(done, total, label(r)),
        onResult: job.onResult && ((r) => job.onResult!(r, options, () => progress.done())),
      });
    const { results, indices, units = plan } = ran;
    progress.done();
    const ms = performance.now() - start;
    const folded = await job.fold(results, options, ms);
    job.onFolded?.(folded, options);
    if (options.shard && options.json) {
      printJson(
        await shardFile({
          verb: job.name,
          version: SUITE_VERSION,
          seed: options.seed,
          options: options.shardOptions,
          shard: options.shard,
          plan: units,
          results,
          indices,
          ms,
        }),
      );
      if (!job.shardExit) throw new RangeError(`${job.name} does not split into shards`);
      return job.shardExit(folded, results, options);
    }
    return await job.print(folded, { json: options.json, streamed: job.onResult !== undefined });
  } finally {
    stopHandling();
    progress.done();
    pool.close();
  }
}

/** Prints a merged sharded run through its job, exactly as one full run prints it. */
export async function printMergedRun(job: Job, run: MergedRun, json: boolean): Promise<number> {
  if (!job.mergedOptions) throw new RangeError(`${job.name} writes no shard files`);
  const options = job.mergedOptions(run);
  return await job.print(await job.fold(run.results, options, run.ms), { json });
}
