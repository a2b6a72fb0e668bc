/**
 * Running a command's plan: the units of its `--shard` (all of them without one)
 * on a pool, with the plan indices of the units that ran.
 *
 * @module
 */

import type { Pool, RunOptions } from "./pool.ts";
import { shardIndices, type ShardSpec } from "./shard.ts";
import type { Unit, UnitResult } from "./unit.ts";

/** What {@link runPlan} ran. */
export interface PlanRun {
  /** The results, in plan order. */
  readonly results: UnitResult[];
  /** Their indices in the plan. */
  readonly indices: number[];
}

/**
 * Runs the plan's units that belong to `shard` (every unit without one).
 * `onResult` receives plan indices.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runPlan } from "./run_plan.ts";
 * import { startPool } from "./pool.ts";
 * const plan = ["a", "b", "c"].map((id) => ({ kind: "pool/echo", id, payload: { value: id } }));
 * const table = new URL("./pool_test_job.ts", import.meta.url).href;
 * const pool = startPool({ jobs: 1, table });
 * const run = await runPlan(pool, plan, { index: 2, of: 2 });
 * pool.close();
 * assert.ok(run.indices.join() === "1" && run.results[0]!.id === "b");
 * ```
 */
export async function runPlan(
  pool: Pool,
  plan: readonly Unit[],
  shard?: ShardSpec,
  options: RunOptions = {},
): Promise<PlanRun> {
  const indices = shard ? shardIndices(plan, shard) : plan.map((_, i) => i);
  const results = await pool.run(indices.map((i) => plan[i]!), {
    onProgress: options.onProgress,
    onResult: options.onResult && ((result, i) => options.onResult!(result, indices[i]!)),
  });
  return { results, indices };
}
