/**
 * The pool's worker: receives units one at a time, runs each with its job (found
 * through the job table whose URL comes with the message) and posts the result
 * back. Its own module graph is tiny; a job's modules are loaded when the first
 * unit of that job arrives, or earlier when the pool asks it to preload jobs.
 *
 * Messages in: `{type: "preload", table, jobs}` and `{type: "run", table, index, unit}`.
 * Message out: `{type: "result", index, result}`.
 *
 * @module
 */

import { runnerOf } from "./job.ts";
import { runUnit, type Unit } from "./unit.ts";

/** A message from the pool to a worker. */
export type ToWorker =
  | { readonly type: "preload"; readonly table: string; readonly jobs: readonly string[] }
  | { readonly type: "run"; readonly table: string; readonly index: number; readonly unit: Unit };

// The worker global, typed here rather than through the deno.worker lib so that this
// file type-checks together with the rest of the repository.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "preload") {
    // Failures surface when a unit of that job runs, as that unit's error.
    for (const job of message.jobs) runnerOf(message.table, { kind: job }).catch(() => {});
    return;
  }
  const table = message.table;
  const result = await runUnit(message.unit, (unit) => runnerOf(table, unit));
  scope.postMessage({ type: "result", index: message.index, result });
};
