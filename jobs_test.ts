// The job table: every entry loads the job it names, with its verb's usage; a job that
// writes shard files can be merged (its options back, its shard exit code, its result
// shapes for every unit kind it plans). Counted three ways: the table, the lines of
// jobs.ts, and the job files under conformance/.
import assert from "node:assert/strict";
import { JOBS } from "./jobs.ts";
import { SHARD_NEEDS_SEED } from "./conformance/run/seed.ts";

/** The job files: `conformance/<package>/<verb>_job.ts` (the run layer's test job aside). */
async function jobFiles(): Promise<string[]> {
  const files: string[] = [];
  const root = new URL("./conformance/", import.meta.url);
  for await (const dir of Deno.readDir(root)) {
    if (!dir.isDirectory) continue;
    for await (const file of Deno.readDir(new URL(`${dir.name}/`, root))) {
      if (file.name.endsWith("_job.ts") && !file.name.endsWith("_test_job.ts")) {
        files.push(`conformance/${dir.name}/${file.name}`);
      }
    }
  }
  return files.sort();
}

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
  const table = await Deno.readTextFile(new URL("./jobs.ts", import.meta.url));
  const listed = [...table.matchAll(/^ {2}[a-z]+: async \(\) => \(await import\("\.\/([^"]+)"\)/gm)]
    .map((m) => m[1]!).sort();
  console.log(`${jobs} jobs (${sharding} write shard files)`);
  assert.equal(jobs, listed.length);
  // Every job file is in the table: one left out would be a verb nobody can run.
  assert.deepEqual(await jobFiles(), listed);
});

Deno.test("a sharding job's plan holds only unit kinds it has shapes for", async () => {
  const claims = await JOBS.claims!();
  const options = await claims.parseOptions(["--only", "S-U4,S-U9", "--seed", "1"]);
  const kinds = new Set((await claims.plan(options)).map((u) => u.kind));
  assert.deepEqual([...kinds], ["claim"]);
  for (const kind of kinds) assert.ok(kind in claims.results!, kind);
});

Deno.test("every job that draws a seed takes --seed or SEED, and refuses a shard with neither", async () => {
  const saved = Deno.env.get("SEED");
  let seeded = 0, seedOptions = 0;
  try {
    for (const [verb, load] of Object.entries(JOBS)) {
      const job = await load();
      if ("seed" in ((job.usage as { options?: object }).options ?? {})) seedOptions++;
      // A valid command line of the job (its first JSON example), its --seed taken out.
      const example = job.json[0]?.examples[0] ?? [];
      const args = example.filter((a, i) => a !== "--seed" && example[i - 1] !== "--seed");
      Deno.env.delete("SEED");
      if ((await job.parseOptions(args)).seed === null) continue;
      seeded++;
      const shard = [...args, "--shard", "1/2"];
      await assert.rejects(
        async () => await job.parseOptions(shard),
        (e: Error) => e instanceof RangeError && e.message === SHARD_NEEDS_SEED,
        verb,
      );
      assert.equal((await job.parseOptions([...shard, "--seed", "8"])).seed, 8, verb);
      Deno.env.set("SEED", "7");
      assert.equal((await job.parseOptions(shard)).seed, 7, verb);
      assert.equal((await job.parseOptions([...shard, "--seed", "8"])).seed, 8, verb);
    }
  } finally {
    if (saved === undefined) Deno.env.delete("SEED");
    else Deno.env.set("SEED", saved);
  }
  console.log(`${seeded} jobs draw a seed`);
  // Independent count: the jobs whose usage has a --seed option.
  assert.equal(seeded, seedOptions);
});
