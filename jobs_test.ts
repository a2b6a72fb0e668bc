// The job table: every entry loads the job it names, with its verb's usage; a job that
// writes shard files can be merged (its options back, its shard exit code, its result
// shapes for every unit kind it plans). Counted twice: the table, and the lines of jobs.ts.
import assert from "node:assert/strict";
import { JOBS } from "./jobs.ts";

Deno.test("jobs.ts: each entry is its verb's job, and sharding jobs can be merged", async () => {
  let jobs = 0, sharding = 0;
  for (const [name, load] of Object.entries(JOBS)) {
    const job = await load();
    assert.equal(job.name, name);
    assert.equal(job.usage.verb, name);
    const usage = job.usage as { options?: Record<string, unknown> };
    if (usage.options && "shard" in usage.options) {
      assert.ok(job.mergedOptions && job.shardExit, `${name} takes --shard but cannot be merged`);
      assert.ok(job.results && Object.keys(job.results).length > 0, `${name}: no result shapes`);
      sharding++;
    }
    jobs++;
  }
  const lines = (await Deno.readTextFile(new URL("./jobs.ts", import.meta.url)))
    .split("\n").filter((l) => /^ {2}[a-z]+: async \(\) => \(await import\(/.test(l)).length;
  console.log(`${jobs} jobs (${sharding} write shard files)`);
  assert.equal(jobs, lines);
  assert.equal(jobs, 5);
});

Deno.test("a sharding job's plan holds only unit kinds it has shapes for", async () => {
  const claims = await JOBS.claims!();
  const options = await claims.parseOptions(["--only", "S-U4,S-U9", "--seed", "1"]);
  const kinds = new Set((await claims.plan(options)).map((u) => u.kind));
  assert.deepEqual([...kinds], ["claim"]);
  for (const kind of kinds) assert.ok(kind in claims.results!, kind);
});
