/**
 * The board page's Web Worker: answers one {@link JobRequest} per message with
 * `{ id, reply }` or `{ id, error }`. The page cancels a job by terminating the
 * worker, so nothing here has to poll.
 *
 * @module
 */

import { type JobRequest, runJob } from "./jobs.ts";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; request: JobRequest }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { id, request } = event.data;
  try {
    scope.postMessage({ id, reply: runJob(request) });
  } catch (e) {
    scope.postMessage({ id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
};
