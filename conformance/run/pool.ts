/**
 * A small pool of Web Workers that runs units of work ({@link Unit}) and gives
 * the results back in unit order, whatever order they finish in, so a command's
 * output is the same for any number of jobs.
 *
 * - `jobs: 1` runs every unit in this process, through the very function a worker
 *   uses (unit.ts `runUnit`), payloads and results passing through JSON the same way.
 * - `jobs: N > 1` starts N workers (worker.ts). Each worker holds one unit at a time
 *   and gets the next as soon as it posts a result, so long and short units balance
 *   themselves. Heavier units (`weight`) are handed out first; units with the same
 *   `affinity` all go to the worker that took the first of them. Workers inherit
 *   this process's permissions.
 * - A unit that throws becomes an error result naming it. A worker that dies (an
 *   uncaught error, a module that fails to load) turns its unit into an error
 *   result and is replaced while units remain, so the pool never waits on a dead
 *   worker. Every worker is terminated when the run ends, also when it fails.
 *
 * Start a pool early ({@link startPool} with `preload`) to overlap the workers'
 * module loading with the main thread's own start-up; {@link runUnits} starts,
 * runs and closes in one call.
 *
 * @module
 */

import { runnerOf } from "./job.ts";
import type { ToWorker } from "./worker.ts";
import { runUnit, toJson, type Unit, unitError, type UnitResult } from "./unit.ts";
import { workerCount } from "./worker_count.ts";

/** How to start a pool. */
export interface PoolOptions {
  /** Parallel jobs: 1 runs in-process, N > 1 starts N workers. */
  readonly jobs: number;
  /** The URL of the job table module (exports `JOBS`) that runs the units. */
  readonly table: string;
  /** Jobs whose modules each worker should start loading right away. */
  readonly preload?: readonly string[];
}

/** Callbacks of one run. */
export interface RunOptions {
  /** Called after each finished unit (in completion order) with the count finished, the total and its result. */
  readonly onProgress?: (done: number, total: number, result: UnitResult) => void;
  /** Called once per unit, in unit order, as soon as it and every unit before it are done. */
  readonly onResult?: (result: UnitResult, index: number) => void;
}

/** A started pool. */
export interface Pool {
  /** The number of jobs it runs. */
  readonly jobs: number;
  /** Runs the units; resolves with one result per unit, in unit order. One run at a time. */
  run(units: readonly Unit[], options?: RunOptions): Promise<UnitResult[]>;
  /** Terminates the workers. Safe to call more than once. */
  close(): void;
}

const WORKER_URL = new URL("./worker.ts", import.meta.url).href;

let liveWorkers = 0;

/**
 * How many pool workers are running right now in this process (for tests that
 * check that every worker was terminated).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { liveWorkerCount } from "./pool.ts";
 * assert.ok(liveWorkerCount() >= 0);
 * ```
 */
export function liveWorkerCount(): number {
  return liveWorkers;
}

/**
 * Checks a `jobs` value: a whole number from 1 up. Throws `RangeError` quoting it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { assertJobs } from "./pool.ts";
 * assertJobs(2);
 * let threw = false;
 * try { assertJobs(0); } catch (e) { threw = e instanceof RangeError; }
 * assert.ok(threw);
 * ```
 */
export function assertJobs(jobs: number): void {
  if (!Number.isInteger(jobs) || jobs < 1) {
    throw new RangeError(`jobs must be a whole number >= 1, got ${jobs}`);
  }
}

/**
 * Starts a pool of `jobs` workers (none for `jobs: 1`), or fewer: at most one per core
 * and per `WORKER_MEMORY_BYTES` of available memory (`workerCount`); `pool.jobs` says
 * how many. Close it when done.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { startPool } from "./pool.ts";
 * const table = new URL("./pool_test_job.ts", import.meta.url).href;
 * const pool = startPool({ jobs: 2, table, preload: ["pool"] });
 * try {
 *   const results = await pool.run([
 *     { kind: "pool/echo", id: "a", payload: { value: 1 } },
 *     { kind: "pool/echo", id: "b", payload: { value: 2 } },
 *   ]);
 *   assert.ok(results.map((r) => r.id).join() === "a,b");
 * } finally {
 *   pool.close();
 * }
 * ```
 */
export function startPool(options: PoolOptions): Pool {
  assertJobs(options.jobs);
  const jobs = workerCount(options.jobs);
  return jobs === 1 ? inProcessPool(options) : workerPool({ ...options, jobs });
}

/**
 * Runs units on a fresh pool of `jobs` (at most one worker per unit) and closes
 * it; results come back in unit order, the same for any `jobs`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runUnits } from "./pool.ts";
 * const units = [3, 1, 2].map((n) => ({ kind: "pool/echo", id: `u${n}`, payload: { value: n, sleepMs: 10 * n } }));
 * const table = new URL("./pool_test_job.ts", import.meta.url).href;
 * const results = await runUnits(units, { jobs: 1, table }); // jobs: 3 gives the same
 * assert.ok(results.map((r) => r.ok ? (r.value as { value: number }).value : -1).join() === "3,1,2");
 * ```
 */
export async function runUnits(
  units: readonly Unit[],
  options: PoolOptions & RunOptions,
): Promise<UnitResult[]> {
  assertJobs(options.jobs);
  const pool = startPool({ ...options, jobs: Math.max(1, Math.min(options.jobs, units.length)) });
  try {
    return await pool.run(units, options);
  } finally {
    pool.close();
  }
}

/** Delivers results in unit order and counts progress; shared by both pool kinds. */
function collector(
  units: readonly Unit[],
  options: RunOptions,
): { put(index: number, result: UnitResult): boolean; readonly results: UnitResult[] } {
  const results: UnitResult[] = new Array(units.length);
  let done = 0;
  let emitted = 0;
  return {
    results,
    put(index, result) {
      if (results[index] !== undefined) return false;
      results[index] = result;
      done++;
      options.onProgress?.(done, units.length, result);
      while (emitted < units.length && results[emitted] !== undefined) {
        options.onResult?.(results[emitted]!, emitted);
        emitted++;
      }
      return true;
    },
  };
}

function checkIds(units: readonly Unit[]): void {
  const seen = new Set<string>();
  for (const unit of units) {
    if (seen.has(unit.id)) throw new RangeError(`two units have the id "${unit.id}"`);
    seen.add(unit.id);
  }
}

function inProcessPool(options: PoolOptions): Pool {
  const lookup = (unit: Unit) => runnerOf(options.table, unit);
  for (const job of options.preload ?? []) {
    lookup({ kind: job, id: "", payload: null }).catch(() => {});
  }
  let running = false;
  return {
    jobs: 1,
    async run(units, runOptions = {}) {
      if (running) throw new Error("this pool is already running units");
      checkIds(units);
      running = true;
      try {
        const out = collector(units, runOptions);
        for (const [index, unit] of units.entries()) {
          out.put(index, await runUnit(unit, lookup));
        }
        return out.results;
      } finally {
        running = false;
      }
    },
    close() {},
  };
}

/** One worker and the unit it holds. */
interface Slot {
  worker: Worker | null;
  busy: { readonly index: number; readonly unit: Unit; readonly start: number } | null;
}

/** The state of the run in progress. */
interface RunState {
  readonly units: readonly Unit[];
  readonly put: (index: number, result: UnitResult) => void;
  readonly fail: (e: unknown) => void;
  /** Indices not yet sent, in the order workers take them. */
  readonly pending: number[];
  /** Which slot each affinity is bound to. */
  readonly bound: Map<string, Slot>;
}

function workerPool(options: PoolOptions): Pool {
  const preload = [...(options.preload ?? [])];
  let current: RunState | null = null;
  let closed = false;

  const kill = (slot: Slot): void => {
    if (slot.worker === null) return;
    slot.worker.terminate();
    slot.worker = null;
    liveWorkers--;
  };

  const lost = (slot: Slot, why: string): void => {
    const busy = slot.busy;
    kill(slot);
    slot.busy = null;
    if (current) {
      // Its cached computations died with it: any worker may take its affinities now.
      for (const [affinity, owner] of current.bound) {
        if (owner === slot) current.bound.delete(affinity);
      }
      for (const other of slots) if (other !== slot) feed(other);
    }
    if (busy && current) {
      const ms = Math.round((performance.now() - busy.start) * 1000) / 1000;
      const error = unitError(busy.unit, new Error(`its worker died: ${why}`));
      const { id, kind } = busy.unit;
      finish(slot, busy.index, { id, kind, ok: false, error, errorName: "WorkerError", ms });
    } else {
      feed(slot); // an idle worker died: replace it if there is work left
    }
  };

  const spawn = (slot: Slot): Worker => {
    const worker = new Worker(WORKER_URL, { type: "module" });
    liveWorkers++;
    worker.onmessage = (event: MessageEvent<{ index: number; result: UnitResult }>) => {
      const { index, result } = event.data;
      if (slot.busy?.index !== index) return;
      slot.busy = null;
      finish(slot, index, result);
    };
    worker.onerror = (event: ErrorEvent) => {
      // Handled here: without preventDefault the error would end this process.
      event.preventDefault();
      lost(slot, event.message || "uncaught error");
    };
    worker.onmessageerror = () => lost(slot, "a message could not be read");
    if (preload.length) {
      worker.postMessage(
        { type: "preload", table: options.table, jobs: preload } satisfies ToWorker,
      );
    }
    return worker;
  };

  const feed = (slot: Slot): void => {
    const run = current;
    if (!run || closed || slot.busy) return;
    // The first unit this slot may take: no affinity, or one not bound to another slot.
    const at = run.pending.findIndex((i) => {
      const affinity = run.units[i]!.affinity;
      const owner = affinity === undefined ? undefined : run.bound.get(affinity);
      return owner === undefined || owner === slot;
    });
    if (at < 0) return;
    const index = run.pending.splice(at, 1)[0]!;
    const unit = run.units[index]!;
    if (unit.affinity !== undefined) run.bound.set(unit.affinity, slot);
    let message: ToWorker;
    try {
      message = {
        type: "run",
        table: options.table,
        index,
        unit: { ...unit, payload: toJson(unit.payload) },
      };
    } catch (e) {
      const { id, kind } = unit;
      const errorName = e instanceof Error ? e.name : typeof e;
      finish(slot, index, { id, kind, ok: false, error: unitError(unit, e), errorName, ms: 0 });
      return;
    }
    slot.worker ??= spawn(slot);
    slot.busy = { index, unit, start: performance.now() };
    slot.worker.postMessage(message);
  };

  function finish(slot: Slot, index: number, result: UnitResult): void {
    const run = current;
    if (!run) return;
    try {
      run.put(index, result);
    } catch (e) {
      run.fail(e); // a callback threw: end the run with that error
      return;
    }
    feed(slot);
  }

  const slots: Slot[] = Array.from({ length: options.jobs }, () => ({ worker: null, busy: null }));
  for (const slot of slots) slot.worker = spawn(slot);

  return {
    jobs: options.jobs,
    run(units, runOptions = {}) {
      if (closed) return Promise.reject(new Error("this pool is closed"));
      if (current) return Promise.reject(new Error("this pool is already running units"));
      try {
        checkIds(units);
      } catch (e) {
        return Promise.reject(e);
      }
      return new Promise<UnitResult[]>((resolve, reject) => {
        const out = collector(units, runOptions);
        let left = units.length;
        const state: RunState = {
          units,
          // Heavier first; ties in unit order (sort is stable).
          pending: units.map((_, i) => i).sort((a, b) =>
            (units[b]!.weight ?? 1) - (units[a]!.weight ?? 1)
          ),
          bound: new Map(),
          put(index, result) {
            if (out.put(index, result) && --left === 0) {
              current = null;
              resolve(out.results);
            }
          },
          fail(e) {
            current = null;
            for (const slot of slots) {
              if (slot.busy) kill(slot);
              slot.busy = null;
            }
            reject(e);
          },
        };
        if (units.length === 0) return resolve([]);
        current = state;
        for (const slot of slots) feed(slot);
      });
    },
    close() {
      closed = true;
      current?.fail(new Error("the pool was closed while it was running units"));
      for (const slot of slots) kill(slot);
    },
  };
}
