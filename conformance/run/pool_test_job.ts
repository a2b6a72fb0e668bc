/**
 * The pool's own job, for its tests and for measuring its overhead: units that
 * echo their payload after an optional wait (`pool/echo`), throw (`pool/throw`)
 * or kill the worker they run in (`pool/crash`). This module is also its own job
 * table (`JOBS`): the pool tests pass its URL, so the main job table does not list it.
 *
 * @module
 */

import type { Job, JobTable } from "./job.ts";

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

/** The job: only `run` means anything (the tests build their plans themselves). */
export const POOL_TEST_JOB: Job = {
  name: "pool",
  usage: { verb: "pool" },
  parseOptions: () => {
    throw new RangeError("the pool test job is not a verb");
  },
  plan: () => Promise.resolve([]),
  run(payload: never, kind: string) {
    const run = Object.hasOwn(UNITS, kind) ? UNITS[kind] : undefined;
    if (!run) throw new RangeError(`no runner for kind "${kind}"`);
    return run(payload);
  },
  fold: (results) => results,
  print: () => 0,
};

/** The test table: the pool job alone. */
export const JOBS: JobTable = { pool: () => Promise.resolve(POOL_TEST_JOB) };
