import assert from "node:assert/strict";
import { startPool } from "./pool.ts";
import { machineLimits, WORKER_MEMORY_BYTES, workerCount } from "./worker_count.ts";

const TABLE = new URL("./pool_test_job.ts", import.meta.url).href;

Deno.test("--jobs 64 starts no more workers than cores, nor than the memory holds", () => {
  const cores = navigator.hardwareConcurrency ?? 1;
  const { availableBytes } = machineLimits();
  assert.ok(availableBytes > 0, `available memory read: ${availableBytes}`);
  const expected = Math.max(
    1,
    Math.min(64, cores, Math.floor(availableBytes / WORKER_MEMORY_BYTES)),
  );
  const pool = startPool({ jobs: 64, table: TABLE });
  try {
    console.log(`--jobs 64 on ${cores} cores: ${pool.jobs} workers`);
    assert.ok(pool.jobs <= cores, `${pool.jobs} workers on ${cores} cores`);
    assert.equal(pool.jobs, expected);
  } finally {
    pool.close();
  }
});

Deno.test("workerCount: the least of jobs, cores and memory, at least 1", () => {
  const MiB = 1024 * 1024;
  const cases: [number, number, number, number][] = [
    // jobs, cores, available MiB, workers
    [64, 2, 22_000, 2],
    [64, 64, 2048, 3],
    [64, 64, Infinity, 64],
    [3, 64, 100_000, 3],
    [2, 1, 100_000, 1],
    [8, 8, 100, 1],
  ];
  for (const [jobs, cores, mib, workers] of cases) {
    assert.equal(workerCount(jobs, { cores, availableBytes: mib * MiB }), workers, `${jobs}`);
  }
  console.log(`checked ${cases.length} cases`);
});
