/**
 * How many workers `--jobs N` starts: at most N, at most one per core (more only take
 * turns on the same cores, each with its own copy of the job's code), and at most one
 * per {@link WORKER_MEMORY_BYTES} of the memory the machine has available, so that many
 * jobs cannot take more memory than there is. The output is the same for any number.
 *
 * @module
 */

/**
 * The memory one worker is counted for: its own copy of the job's code (about 40 MB)
 * and the most one unit has been measured to take (the subset engine stops at 384 MiB
 * of scratch memory; `solve` of a one-room 100×100 Stostone peaks at 0.53 GB, Dec 2026).
 */
export const WORKER_MEMORY_BYTES = 640 * 1024 * 1024;

/** What bounds the workers of this machine. */
export interface MachineLimits {
  /** Logical cores. */
  readonly cores: number;
  /** Bytes of memory available (Infinity when the system does not say). */
  readonly availableBytes: number;
}

/**
 * This machine's cores (`navigator.hardwareConcurrency`) and available memory (Linux's
 * `MemAvailable` in /proc/meminfo; read, so no extra permission is needed).
 */
export function machineLimits(): MachineLimits {
  const cores = Math.max(1, navigator.hardwareConcurrency ?? 1);
  let availableBytes = Infinity;
  try {
    const kb = /^MemAvailable:\s+(\d+) kB$/m.exec(Deno.readTextFileSync("/proc/meminfo"))?.[1];
    if (kb !== undefined) availableBytes = Number(kb) * 1024;
  } catch {
    // Not Linux, or not readable: no memory bound is known, and none is applied.
  }
  return { cores, availableBytes };
}

/**
 * The workers to start for `jobs`: `jobs`, capped by the cores and by the available
 * memory at {@link WORKER_MEMORY_BYTES} a worker, and never below 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { workerCount } from "./worker_count.ts";
 * const GiB = 1024 ** 3;
 * assert.equal(workerCount(64, { cores: 2, availableBytes: 22 * GiB }), 2); // by cores
 * assert.equal(workerCount(64, { cores: 64, availableBytes: 2 * GiB }), 3); // by memory
 * assert.equal(workerCount(4, { cores: 8, availableBytes: Infinity }), 4); // as asked
 * assert.equal(workerCount(8, { cores: 8, availableBytes: 0 }), 1);
 * ```
 */
export function workerCount(jobs: number, machine: MachineLimits = machineLimits()): number {
  const byMemory = Math.floor(machine.availableBytes / WORKER_MEMORY_BYTES);
  return Math.max(1, Math.min(jobs, machine.cores, byMemory));
}
