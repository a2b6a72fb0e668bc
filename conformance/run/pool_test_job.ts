/**
 * The pool's own job, for its tests and for measuring its overhead: units that
 * echo their payload after an optional wait (`pool/echo`), throw (`pool/throw`)
 * or kill the worker they run in (`pool/crash`). This module is also its own job
 * table (`JOBS`): the pool tests pass its URL, so the main job table does not list it.
 *
 * @module
 */

import { type Job, type JobSettings, type JobTable, mergedSettings } from "./job.ts";

/** What `pool/echo` takes. */
export interface EchoPayload {
  /** Returned as is. */
  readonly value: unknown;
  /** Wait this long first, in milliseconds (to finish out of order). */
  readonly sleepMs?: number;
}

/**
 * Returns the payload's value after the wait, with a bigint to show the
 * conversion to JSON, and whether it ran in a worker.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runEchoUnit } from "./pool_test_job.ts";
 * const r = await runEchoUnit({ value: "x" });
 * assert.ok(r.value === "x" && r.big === 2n ** 70n && !r.inWorker);
 * ```
 */
export async function runEchoUnit(
  payload: EchoPayload,
): Promise<{ value: unknown; big: bigint; inWorker: boolean }> {
  if (payload.sleepMs) await new Promise((resolve) => setTimeout(resolve, payload.sleepMs));
  return { value: payload.value, big: 2n ** 70n, inWorker: inWorker() };
}

/**
 * Throws an `Error` with the payload's message.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runThrowUnit } from "./pool_test_job.ts";
 * let message = "";
 * try { runThrowUnit({ message: "boom" }); } catch (e) { message = (e as Error).message; }
 * assert.ok(message === "boom");
 * ```
 */
export function runThrowUnit(payload: { readonly message: string }): never {
  throw new Error(payload.message);
}

/**
 * In a worker: throws outside the unit's promise, which kills the worker, and
 * never settles. In-process it cannot kill anything, so it throws like
 * {@link runThrowUnit}.
 *
 * @example
 * ```ts ignore
 * import { runCrashUnit } from "./pool_test_job.ts";
 * runCrashUnit({ message: "gone" }); // throws when not in a worker
 * ```
 */
export function runCrashUnit(payload: { readonly message: string }): Promise<never> {
  if (!inWorker()) throw new Error(payload.message);
  setTimeout(() => {
    throw new Error(payload.message);
  }, 0);
  return new Promise<never>(() => {});
}

function inWorker(): boolean {
  // Worker globals have no `window`-style `alert`; Deno's main thread has.
  return typeof (globalThis as { alert?: unknown }).alert !== "function";
}

const UNITS: Readonly<Record<string, (payload: never) => unknown>> = {
  "pool/echo": runEchoUnit,
  "pool/throw": runThrowUnit,
  "pool/crash": runCrashUnit,
};

/** The test job's options: the values to echo, one unit each. */
interface PoolTestOptions extends JobSettings {
  readonly values: readonly number[];
}

/**
 * The job, usable as a verb by the skeleton's tests: `--values 3,1,2 [--jobs N]
 * [--shard K/N] [--json]` echoes each value in a unit (waiting 5·value ms, so units
 * finish out of order) and prints them in plan order; a negative value's unit throws.
 */
export const POOL_TEST_JOB: Job<PoolTestOptions, EchoPayload, unknown, number[]> = {
  name: "pool",
  usage: { verb: "pool" },
  summary:
    "pool --values V,… [--jobs N] [--shard K/N] [--json]   echo values in units (tests only)",
  // Not in the suite's job table: no section of docs/JSON.md.
  json: [],
  results: { "pool/echo": { schema: { value: "number", big: "string", inWorker: "boolean" } } },
  parseOptions(args) {
    const flag = (name: string) => {
      const at = args.indexOf(`--${name}`);
      return at < 0 ? undefined : args[at + 1];
    };
    const values = (flag("values") ?? "").split(",").filter(Boolean).map(Number);
    const [index, of] = (flag("shard") ?? "").split("/").map(Number);
    return {
      jobs: Number(flag("jobs") ?? 1),
      shard: index && of ? { index, of } : undefined,
      seed: null,
      json: args.includes("--json"),
      progress: false,
      shardOptions: { values },
      values,
    };
  },
  plan: (options) =>
    Promise.resolve(options.values.map((value, i) => ({
      kind: value < 0 ? "pool/throw" : "pool/echo",
      id: `v${i}`,
      payload: value < 0 ? { value, message: `negative ${value}` } : { value, sleepMs: 5 * value },
    }))),
  run(payload: never, kind: string) {
    const run = Object.hasOwn(UNITS, kind) ? UNITS[kind] : undefined;
    if (!run) throw new RangeError(`no runner for kind "${kind}"`);
    return run(payload);
  },
  fold: (results) => results.map((r) => r.ok ? (r.value as { value: number }).value : NaN),
  mergedOptions: (run) => ({
    ...mergedSettings(run),
    values: (run.options as { values: number[] }).values,
  }),
  shardExit: (values) => (values.some(Number.isNaN) ? 1 : 0),
  print(values, { json }) {
    console.log(json ? JSON.stringify({ values }) : values.join(" "));
    return values.some(Number.isNaN) ? 1 : 0;
  },
};

/** The test table: the pool job alone. */
export const JOBS: JobTable = { pool: () => Promise.resolve(POOL_TEST_JOB) };
