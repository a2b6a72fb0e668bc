/**
 * Runs lists of units on the pool and records everything a test wants to check:
 * the results, the order `onResult` delivered them in, the progress counts, the
 * completion order, and how many workers were still alive afterwards.
 *
 * The pool tests run this in a child `deno run` when they may (`--allow-run`):
 * `deno test` type-checks the module of every new Worker afresh (about two seconds
 * each), while `deno run` does not, so the child keeps the tests fast. Without
 * `--allow-run` the tests call {@link runScenarios} in-process instead.
 *
 * As a program it reads `Scenario[]` as JSON on stdin and prints `Outcome[]`.
 *
 * @module
 */

import { liveWorkerCount, startPool } from "./pool.ts";

/** The pool tests' own job table (pool/echo, pool/throw, pool/crash). */
const TABLE = new URL("./pool_test_job.ts", import.meta.url).href;
import { errorText, type Unit, type UnitResult } from "./unit.ts";

/** One run to make. */
export interface Scenario {
  /** The units. */
  readonly units: readonly Unit[];
  /** Jobs. */
  readonly jobs: number;
  /** Make `onResult` throw when it delivers this index. */
  readonly throwOnResult?: number;
  /** Close the pool this long after the run starts, in milliseconds. */
  readonly closeAfterMs?: number;
}

/** What one run did. */
export interface Outcome {
  /** The results, or null when the run rejected. */
  readonly results: readonly UnitResult[] | null;
  /** Why the run rejected. */
  readonly rejected: string | null;
  /** `[id, index]` as `onResult` delivered them. */
  readonly delivered: readonly [string, number][];
  /** The `done` counts `onProgress` reported. */
  readonly progress: readonly number[];
  /** Unit ids in the order they finished. */
  readonly finished: readonly string[];
  /** Live workers right after the pool was closed. */
  readonly liveAfter: number;
}

/**
 * Runs each scenario on a fresh pool, one after the other.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runScenarios } from "./pool_harness.ts";
 * const [o] = await runScenarios([{ jobs: 1, units: [{ kind: "pool/echo", id: "a", payload: { value: 1 } }] }]);
 * assert.ok(o!.results?.[0]?.ok === true && o!.liveAfter === 0);
 * ```
 */
export async function runScenarios(scenarios: readonly Scenario[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const s of scenarios) {
    const delivered: [string, number][] = [];
    const progress: number[] = [];
    const finished: string[] = [];
    const pool = startPool({ jobs: Math.max(1, Math.min(s.jobs, s.units.length)), table: TABLE });
    let results: UnitResult[] | null = null;
    let rejected: string | null = null;
    try {
      if (s.closeAfterMs !== undefined) setTimeout(() => pool.close(), s.closeAfterMs);
      results = await pool.run(s.units, {
        onProgress: (done, _, r) => {
          progress.push(done);
          finished.push(r.id);
        },
        onResult: (r, index) => {
          if (index === s.throwOnResult) throw new Error(`onResult refused unit ${index}`);
          delivered.push([r.id, index]);
        },
      });
    } catch (e) {
      rejected = errorText(e);
    } finally {
      pool.close();
    }
    outcomes.push({
      results,
      rejected,
      delivered,
      progress,
      finished,
      liveAfter: liveWorkerCount(),
    });
  }
  return outcomes;
}

if (import.meta.main) {
  const scenarios = JSON.parse(await new Response(Deno.stdin.readable).text()) as Scenario[];
  console.log(JSON.stringify(await runScenarios(scenarios)));
}
