/**
 * `generate`'s worker: builds one fixture (generator, certification, file text) off
 * the main thread, so that `generate` can stop it at its time limit. The
 * generators are synchronous and take no deadline; terminating their worker is
 * the one way to stop them.
 *
 * Message in: `{id, source}`. Message out: `{ok: true, built}` or
 * `{ok: false, name, message}` for what `buildFixture` threw.
 *
 * @module
 */

import { buildFixture } from "../conformance/corpus/fixture.ts";
import type { GeneratorSource } from "../conformance/corpus/source.ts";

/** What the worker is asked to build. */
export interface GenerateRequest {
  /** The fixture id. */
  readonly id: string;
  /** The generator call. */
  readonly source: GeneratorSource;
}

// The worker global, typed here rather than through the deno.worker lib (see
// conformance/run/worker.ts).
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<GenerateRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { id, source } = event.data;
  try {
    scope.postMessage({ ok: true, built: buildFixture(id, source) });
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    scope.postMessage({ ok: false, name: error.name, message: error.message });
  }
};
