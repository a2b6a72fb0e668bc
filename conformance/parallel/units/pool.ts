/**
 * The pool's own units, for its tests and for measuring its overhead: one that
 * echoes its payload after an optional wait, one that throws, and one that kills
 * the worker it runs in.
 *
 * @module
 */

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
 * import { runEchoUnit } from "./pool.ts";
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
 * import { runThrowUnit } from "./pool.ts";
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
 * import { runCrashUnit } from "./pool.ts";
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
