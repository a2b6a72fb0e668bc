/**
 * The run layer: units, the worker pool, shards and their merge, the progress
 * line, and the one job interface. It imports no domain code: jobs reach it, it
 * never reaches a job except through the job table URL its caller passes.
 *
 * @module
 */

export * from "./job.ts";
export * from "./merge.ts";
export * from "./pool.ts";
export * from "./progress.ts";
export * from "./result_schema.ts";
export * from "./run_plan.ts";
export * from "./seed.ts";
export * from "./shard.ts";
export * from "./unit.ts";
