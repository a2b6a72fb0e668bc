/**
 * The pool's worker: receives units one at a time, runs each with the runner
 * registered for its kind (runners.ts) and posts the result back. Its own module
 * graph is tiny; a runner's modules are loaded when the first unit of that kind
 * arrives, or earlier when the pool asks it to preload kinds it will need.
 *
 * Messages in: `{type: "preload", kinds}` and `{type: "run", index, unit}`.
 * Message out: `{type: "result", index, result}`.
 *
 * @module
 */

import { loadRunner } from "./runners.ts";
import { runUnit, type Unit } from "./unit.ts";

/** A message from the pool to a worker. */
export type ToWorker =
  | { readonly type: "preload"; readonly kinds: readonly string[] }
  | { readonly type: "run"; readonly index: number; readonly unit: Unit };

// The worker global, typed here rather than through the deno.worker lib so that this
// file type-checks together with the rest of the repository.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "preload") {
    // Failures surface when a unit of that kind runs, as that unit's error.
    for (const kind of message.kinds) loadRunner(kind).catch(() => {});
    return;
  }
  const result = await runUnit(message.unit, loadRunner);
  scope.postMessage({ type: "result", index: message.index, result });
};
