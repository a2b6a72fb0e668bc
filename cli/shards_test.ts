/**
 * `--jobs` and `--shard` + `merge` end to end: whatever the number of jobs or
 * shards, the commands print what one sequential run prints, times apart.
 * Commands with one job run in this process; with more, in a child `deno run`
 * when allowed (see run_test_util.ts). Shard outputs are merged in memory
 * (`printMerged`, what `merge` does once it has read the files), so that only the
 * test of the file handling needs --allow-write.
 */

import assert from "node:assert/strict";
import { testIf } from "./cli_test_util.ts";
import { SUITE_VERSION } from "../conformance/corpus/version.ts";
import { mergeCommand, printMerged } from "./merge.ts";
import { CONFORM_JOB, conformUnits } from "../conformance/consensus/conform_job.ts";
import { printMergedRun } from "./verb.ts";
import { EXIT } from "./io.ts";
import { runCli, runCommand, runScenariosFast } from "../conformance/run/run_test_util.ts";
import { shardFile, shardIndices } from "../conformance/run/shard.ts";
import { stripTiming, stripTimingText } from "../conformance/run/timing.ts";
import type { Unit, UnitResult } from "../conformance/run/unit.ts";

const ROOT = new URL("../", import.meta.url);
// Twelve small fixtures of both genres: shards and jobs split boards by position, so a
// dozen shows every split as well as the 189 would, at a tenth of the cost (the whole
// corpus is certified by `conform`'s golden run and `certify --check`'s tests).
const FIXTURES = [
  ...["6x6-001", "6x6-002", "6x6-003", "6x6-004", "6x6-005", "6x6-006", "8x8-001", "8x8-002"]
    .map((name) => `stostone/${name}.txt`),
  ...["8x8-001", "8x8-002", "8x8-003", "12x12-001"].map((name) => `dosun_fuwari/${name}.txt`),
].map((path) => new URL(`fixtures/${path}`, ROOT).pathname);
// Cheap claims (well under a second each), one refuted, so that witnesses print, and D-U6,
// whose row carries a verdictText (merge once refused that field).
const CHEAP_CLAIMS = "S-U4,S-U5,S-U7,S-U8,D-U1,D-U6,D-K3,D-K5";

function json(text: string): unknown {
  return stripTiming(JSON.parse(text));
}

const canWrite = Deno.permissions.querySync({ name: "write" }).state === "granted";

/** A shard's JSON output, named as its file would be. */
interface Shard {
  readonly name: string;
  readonly data: unknown;
}

/** Runs K/N for every K with --json; returns the parsed outputs. */
async function shards(args: string[], of: number): Promise<Shard[]> {
  const out: Shard[] = [];
  for (let k = 1; k <= of; k++) {
    const run = await runCli([...args, "--shard", `${k}/${of}`, "--json"]);
    assert.ok(run.code === EXIT.ok || run.code === EXIT.no, `shard ${k}/${of}: ${run.stderr}`);
    out.push({ name: `shard-${k}-of-${of}.json`, data: JSON.parse(run.stdout) });
  }
  return out;
}

/** `merge` on shard outputs, in memory. */
async function merge(files: readonly Shard[], asJson = false) {
  return await runCommand("merge", () => printMerged(files, asJson), []);
}

Deno.test("certify of 12 fixtures: merging shards 1/3, 2/3, 3/3 gives the full run's output", async () => {
  const full = await runCli(["certify", ...FIXTURES, "--json", "--quiet"]);
  const fullText = await runCli(["certify", ...FIXTURES, "--quiet"]);
  const boards = (JSON.parse(full.stdout) as { boards: unknown[] }).boards;
  assert.equal(boards.length, FIXTURES.length);
  const parts = await shards(["certify", ...FIXTURES, "--quiet"], 3);
  // Each shard holds every third board, by position.
  const first = parts[0]!.data as { results: object };
  assert.equal(Object.keys(first.results).length, Math.ceil(boards.length / 3));
  const merged = await merge(parts, true);
  assert.equal(merged.code, full.code, merged.stderr);
  assert.deepEqual(json(merged.stdout), json(full.stdout));
  const mergedText = await merge([...parts].reverse());
  assert.equal(mergedText.code, fullText.code);
  assert.equal(stripTimingText(mergedText.stdout), stripTimingText(fullText.stdout));
  assert.equal(mergedText.stdout.split("\n").length, fullText.stdout.split("\n").length);
});

Deno.test("certify of 12 fixtures: --jobs 2 prints what --jobs 1 prints, text and JSON", async () => {
  for (const format of [["--json"], []]) {
    const one = await runCli(["certify", ...FIXTURES, "--quiet", "--jobs", "1", ...format]);
    const two = await runCli(["certify", ...FIXTURES, "--quiet", "--jobs", "2", ...format]);
    assert.equal(two.code, one.code, two.stderr);
    if (format.length) assert.deepEqual(json(two.stdout), json(one.stdout));
    else {
      assert.equal(stripTimingText(two.stdout), stripTimingText(one.stdout));
      assert.match(one.stdout, /^\d+ boards: \d+ certified unique \(answer judged, proof checked/m);
    }
  }
});

Deno.test("claims: --jobs 2 and merged shards print what one run prints", async () => {
  const base = ["claims", "--only", CHEAP_CLAIMS, "--seed", "5", "--quiet"];
  const full = await runCli([...base, "--json"]);
  const fullText = await runCli(base);
  assert.equal(
    (JSON.parse(full.stdout) as { total: number }).total,
    CHEAP_CLAIMS.split(",").length,
  );
  assert.match(fullText.stdout, /S-U8 witness/);
  const two = await runCli([...base, "--json", "--jobs", "2"]);
  assert.equal(two.code, full.code, two.stderr);
  assert.deepEqual(json(two.stdout), json(full.stdout));
  const parts = await shards(base, 3);
  const merged = await merge([parts[1]!, parts[0]!, parts[2]!], true);
  assert.equal(merged.code, full.code, merged.stderr);
  assert.deepEqual(json(merged.stdout), json(full.stdout));
  const mergedText = await merge(parts);
  assert.equal(stripTimingText(mergedText.stdout), stripTimingText(fullText.stdout));
});

Deno.test("merge refuses shards of different runs, missing or overlapping shards (exit 2)", async () => {
  const base = ["claims", "--only", "S-U7,D-U1", "--quiet"];
  const [a1, a2] = await shards([...base, "--seed", "1"], 2);
  const [b1] = await shards([...base, "--seed", "2"], 2);
  const [c1] = await shards(["certify", FIXTURES[0]!, "--quiet"], 2);
  const cases: [Shard[], RegExp][] = [
    [[a1!, b1!], /refused: shards of different runs: .* has seed 1, .* has 2/],
    [[a1!], /refused: shard 2\/2 is missing/],
    [[a1!, a1!, a2!], /refused: shard-1-of-2.json is given twice \(shard 1\/2\)/],
    [[a1!, c1!], /refused: shards of different runs: .* has verb "claims", .* has "certify"/],
    [[{ name: "report.json", data: { claims: [] } }], /report\.json is not a shard file/],
  ];
  for (const [files, pattern] of cases) {
    const r = await merge(files);
    assert.equal(r.code, EXIT.badInput, files.map((f) => f.name).join(" "));
    assert.match(r.stderr, pattern);
    assert.equal(r.stdout, "");
  }
  assert.equal((await merge([a2!, a1!])).code, EXIT.ok);
});

testIf(
  canWrite,
  "merge reads shard files and names the one it cannot use (needs --allow-write)",
  async () => {
    const dir = await Deno.makeTempDir({ prefix: "merge_" });
    try {
      const parts = await shards(["claims", "--only", "S-U7,D-U1", "--quiet", "--seed", "4"], 2);
      const paths = [];
      for (const part of parts) {
        paths.push(`${dir}/${part.name}`);
        await Deno.writeTextFile(paths.at(-1)!, JSON.stringify(part.data));
      }
      const ok = await runCommand("merge", mergeCommand, [...paths, "--json"]);
      assert.equal(ok.code, EXIT.ok, ok.stderr);
      assert.equal((JSON.parse(ok.stdout) as { total: number }).total, 2);
      await Deno.writeTextFile(`${dir}/broken.json`, "{ not json");
      const cases: [string[], RegExp][] = [
        [[`${dir}/broken.json`], /broken\.json" is not JSON/],
        [[`${dir}/none.json`], /none\.json": no such file/],
        [[], /merge needs the shard files/],
      ];
      for (const [args, pattern] of cases) {
        const r = await runCommand("merge", mergeCommand, args);
        assert.equal(r.code, EXIT.badInput);
        assert.match(r.stderr, pattern);
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
);

Deno.test("--shard and --jobs are checked: bad values and a shard without a fixed seed exit 2", async () => {
  const cases: [string[], RegExp][] = [
    [["claims", "--only", "S-U7", "--shard", "1/2"], /--shard needs the seed fixed/],
    [["conform", "--shard", "1/2"], /--shard needs the seed fixed/],
    [
      ["certify", FIXTURES[0]!, "--shard", "3/2"],
      /--shard must be K\/N with 1 <= K <= N <= 9007199254740991, got "3\/2"/,
    ],
    [["certify", FIXTURES[0]!, "--jobs", "0"], /--jobs must be a whole number >= 1, got "0"/],
    [
      ["count", "--rows", "4", "--cols", "2", "--jobs", "2"],
      /--jobs works with --method enum only/,
    ],
  ];
  const saved = Deno.env.get("SEED");
  Deno.env.delete("SEED");
  try {
    for (const [args, pattern] of cases) {
      const r = await runCli(args);
      assert.equal(r.code, EXIT.badInput, `${args.join(" ")}: ${r.stderr}`);
      assert.match(r.stderr, pattern);
    }
  } finally {
    if (saved !== undefined) Deno.env.set("SEED", saved);
  }
});

Deno.test("count --method enum --jobs 2 gives the counts of one walk, also within a --slice", async () => {
  for (const extra of [[], ["--slice", "2/3"]]) {
    const args = [
      "count",
      "--rows",
      "4",
      "--cols",
      "6",
      "--method",
      "enum",
      "--json",
      "--quiet",
      ...extra,
    ];
    const one = await runCli(args);
    const two = await runCli([...args, "--jobs", "2"]);
    assert.equal(two.code, EXIT.ok, two.stderr);
    assert.deepEqual(json(two.stdout), json(one.stdout));
  }
  const whole = JSON.parse(
    (await runCli(["count", "--rows", "4", "--cols", "6", "--method", "enum", "--json"])).stdout,
  );
  assert.equal(whole.exact, "14612"); // S-U7's a(6), also pinned by the counting tests
});

Deno.test("conform on a cheap subset of its units: --jobs 2 and merged shards report what one job does", async () => {
  const seed = 3;
  const all = await conformUnits({ full: false, seed });
  const cheapClaims = new Set(["claim/S-U7", "claim/D-U1", "claim/S-U8"]);
  // A few units of every section, and three cheap claims.
  const counts = new Map<string, number>();
  const plan: Unit[] = all.filter((u) => {
    if (u.kind === "claim") return cheapClaims.has(u.id);
    const n = (counts.get(u.kind) ?? 0) + 1;
    counts.set(u.kind, n);
    return n <= 4;
  });
  assert.equal(plan.length, 1 + 4 * 3 + 3);
  const [one, two] = await runScenariosFast([{ units: plan, jobs: 1 }, { units: plan, jobs: 2 }]);
  const print = async (results: readonly UnitResult[], asJson: boolean) =>
    await runCommand("conform", () =>
      printMergedRun(
        CONFORM_JOB,
        { verb: "conform", seed, options: { full: false }, results, ms: 0 },
        asJson,
      ), []);
  const reference = await print(one!.results!, true);
  const sections =
    (JSON.parse(reference.stdout) as { sections: { name: string; checked: number }[] })
      .sections;
  assert.deepEqual(sections.map((s) => s.name), [
    "vectors",
    "external",
    "agreement",
    "corpus",
    "claims",
  ]);
  assert.ok(sections.every((s) => s.checked > 0));
  assert.deepEqual(json((await print(two!.results!, true)).stdout), json(reference.stdout));
  // Shards of the subset, merged.
  const parts: Shard[] = [];
  for (let k = 1; k <= 3; k++) {
    const indices = shardIndices(plan, { index: k, of: 3 });
    const data = await shardFile({
      verb: "conform",
      version: SUITE_VERSION,
      seed,
      options: { full: false },
      shard: { index: k, of: 3 },
      plan,
      indices,
      results: indices.map((i) => one!.results![i]!),
      ms: 1,
    });
    parts.push({ name: `${k}.json`, data: JSON.parse(JSON.stringify(data)) });
  }
  const merged = await merge(parts, true);
  assert.equal(merged.code, reference.code, merged.stderr);
  assert.deepEqual(json(merged.stdout), json(reference.stdout));
  const text = await merge(parts);
  assert.equal(
    stripTimingText(text.stdout),
    stripTimingText((await print(one!.results!, false)).stdout),
  );
});
