/**
 * The registry of unit runners: a unit's `kind` names one entry here, and the
 * entry loads the module that runs it. Modules are imported on first use, so a
 * worker that only certifies boards never loads the claims or the counting code.
 *
 * To make a new verb parallel, write a runner module (a function from payload to
 * a JSON-able value) and add one line below.
 *
 * @module
 */

import type { UnitRunner } from "./unit.ts";

const RUNNERS: Readonly<Record<string, () => Promise<UnitRunner>>> = {
  // certify: one board (fixture path, URL or board text).
  "certify": async () => (await import("./units/certify.ts")).runCertifyUnit,
  // conform: the sections' units.
  "conform/vectors": async () => (await import("./units/conform.ts")).runVectorsUnit,
  "conform/external": async () => (await import("./units/conform.ts")).runExternalUnit,
  "conform/agreement": async () => (await import("./units/conform.ts")).runAgreementUnit,
  "conform/corpus": async () => (await import("./units/conform.ts")).runCorpusUnit,
  // claims: one claim check.
  "claim": async () => (await import("./units/claim.ts")).runClaimUnit,
  // count --method enum: one slice of the walk.
  "count/enum": async () => (await import("./units/count.ts")).runCountSliceUnit,
  // engine: one board on the worker's own outside-engine process (or closing it).
  "engine/board": async () => (await import("../outside/engine_unit.ts")).runEngineBoardUnit,
  // The pool's own test and diagnostic units.
  "pool/echo": async () => (await import("./units/pool.ts")).runEchoUnit,
  "pool/throw": async () => (await import("./units/pool.ts")).runThrowUnit,
  "pool/crash": async () => (await import("./units/pool.ts")).runCrashUnit,
};

/** Every registered kind. */
export const RUNNER_KINDS: readonly string[] = Object.keys(RUNNERS);

const loaded = new Map<string, Promise<UnitRunner>>();

/**
 * The runner for a kind, loading its module once. Throws `RangeError` naming an
 * unknown kind.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadRunner } from "./runners.ts";
 * const echo = await loadRunner("pool/echo");
 * assert.ok(typeof echo === "function");
 * ```
 */
export function loadRunner(kind: string): Promise<UnitRunner> {
  const entry = Object.hasOwn(RUNNERS, kind) ? RUNNERS[kind] : undefined;
  if (!entry) {
    return Promise.reject(
      new RangeError(`no runner for kind "${kind}"; known: ${RUNNER_KINDS.join(", ")}`),
    );
  }
  let runner = loaded.get(kind);
  if (!runner) {
    runner = entry();
    loaded.set(kind, runner);
    // A module that fails to load is retried next time rather than cached as failed.
    runner.catch(() => loaded.delete(kind));
  }
  return runner;
}
