// The one verb skeleton (cli/verb.ts), run on the pool's own test job: the same output
// for any --jobs, shard files that merge back into the full run's output, failed units
// in the exit code, and shard results checked against the job's shapes.
import assert from "node:assert/strict";
import { POOL_TEST_JOB } from "../conformance/run/pool_test_job.ts";
import { mergeShardFiles } from "../conformance/run/merge.ts";
import { MergeRefused, type ShardFile } from "../conformance/run/shard.ts";
import { SUITE_VERSION } from "../conformance/corpus/version.ts";
import { capture } from "./cli_test_util.ts";
import { printMergedRun, runJobVerb } from "./verb.ts";

const TABLE = new URL("../conformance/run/pool_test_job.ts", import.meta.url).href;
const run = (args: string[]) => capture("pool", () => runJobVerb(POOL_TEST_JOB, args, TABLE));

Deno.test("runJobVerb: plan order whatever the jobs, a failed unit in the exit code", async () => {
  for (const jobs of ["1", "2"]) {
    const ok = await run(["--values", "6,1,4,2", "--jobs", jobs]);
    assert.deepEqual([ok.code, ok.out], [0, ["6 1 4 2"]], `--jobs ${jobs}: ${ok.err}`);
  }
  const bad = await run(["--values", "1,-1,2"]);
  assert.deepEqual([bad.code, bad.out], [1, ["1 NaN 2"]]);
});

Deno.test("runJobVerb: shard files merge back into the full run's output, and are checked", async () => {
  const args = ["--values", "5,3,0,4,1", "--json"];
  const full = await run(args);
  const files: { name: string; data: ShardFile }[] = [];
  for (const k of [1, 2, 3]) {
    const part = await run([...args, "--shard", `${k}/3`]);
    assert.equal(part.code, 0, part.err.join("\n"));
    const data = JSON.parse(part.out.join("\n")) as ShardFile;
    assert.equal(data.verb, "pool");
    assert.equal(data.version, SUITE_VERSION);
    assert.equal(data.plan.units, 5);
    files.push({ name: `${k}.json`, data });
  }
  // Units k-1, k-1+3, … in shard k: 2 + 2 + 1 results.
  assert.deepEqual(files.map((f) => Object.keys(f.data.results).length), [2, 2, 1]);
  const checks = () => POOL_TEST_JOB.results;
  const merged = await capture(
    "merge",
    () => printMergedRun(POOL_TEST_JOB, mergeShardFiles([...files].reverse(), checks), true),
  );
  assert.deepEqual([merged.code, merged.out], [full.code, full.out]);
  assert.deepEqual(JSON.parse(full.out[0]!), { values: [5, 3, 0, 4, 1] });
  // A result that does not fit the job's shape is refused, naming the file and the field.
  const tampered = structuredClone(files);
  const entry = tampered[0]!.data.results["v3"] as unknown as { value: { value: unknown } };
  entry.value.value = "3";
  assert.throws(
    () => mergeShardFiles(tampered, checks),
    (e) =>
      e instanceof MergeRefused &&
      e.message === '1.json: results["v3"].value.value: expected a number, got string "3"',
  );
});
