/**
 * The job table: every parallel verb, one line each, loaded on first use (a worker
 * loads only the job whose units it runs). `main.ts` treats each key as a verb and
 * `merge` prints shards through it; the run layer never imports this file, its
 * callers pass its URL. A new parallel verb is one `*_job.ts` file and one line here.
 *
 * @module
 */

import type { JobTable } from "./conformance/run/job.ts";

/** Every job, by verb. */
export const JOBS: JobTable = {
  conform: async () => (await import("./conformance/consensus/conform_job.ts")).CONFORM_JOB,
  certify: async () => (await import("./conformance/corpus/certify_job.ts")).CERTIFY_JOB,
  engine: async () => (await import("./conformance/outside/engine_job.ts")).ENGINE_JOB,
  count: async () => (await import("./conformance/counting/count_job.ts")).COUNT_JOB,
  claims: async () => (await import("./conformance/claims/claims_job.ts")).CLAIMS_JOB,
};
