/**
 * The example engine's solving thread: a request line in, its response line out, or
 * the error's message. The engine solves each request here so that it can stop a
 * solve that runs past its time limit (MiniSat has no limit of its own) and start
 * afresh after MiniSat aborts (its heap is fixed at 64 MB).
 *
 * @module
 */

import { answerLine } from "./sat_engine.ts";
import type { SatMutantName } from "./sat_mutants.ts";

/** A request for this thread. */
export interface SolveRequest {
  readonly line: string;
  readonly mutant: SatMutantName | null;
}

/** What this thread answers: the response line, or why there is none. */
export type SolveReply = { readonly ok: true; readonly response: string } | {
  readonly ok: false;
  readonly message: string;
};

/**
 * Every message this thread sends: first `ready` once its modules are loaded (so that
 * loading them, which takes seconds on a busy machine, is not charged to the first
 * board's time limit), then one reply per request.
 */
export type WorkerMessage = { readonly ready: true } | SolveReply;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: WorkerMessage): void;
};

// MiniSat (emscripten) reports its aborts with console.log, which in a worker writes to the
// engine's stdout, where only response lines may go: send them to stderr instead.
console.log = console.error;

scope.onmessage = (event) => {
  const { line, mutant } = event.data;
  try {
    scope.postMessage({ ok: true, response: answerLine(line, mutant) });
  } catch (e) {
    // MiniSat aborts with a string, not an Error.
    const message = e instanceof Error ? e.message : String(e).split("\n")[0]!;
    scope.postMessage({ ok: false, message });
  }
};

scope.postMessage({ ready: true });
