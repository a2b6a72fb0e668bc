/**
 * The golden outputs: runs the CLI on fixed inputs (a cheap set per verb and the full
 * `conform --json --seed 7 --jobs 2`) and compares each output, parsed, with the
 * recording in this folder. Keys that hold times (`seconds`, `ms`, `elapsedMs`,
 * `wallMs`) are dropped on both sides, and this checkout's paths are written as `<root>`
 * and `<deno>`; an output that is not JSON is compared as text with its stderr.
 * `GOLDEN_RECORD=1` re-records; `GOLDEN_ONLY=check_st,merged` runs only the named outputs
 * (the others are reported skipped).
 *
 * It is also where the claims table is pinned: conform computes every claim once, and
 * each row's verdict must be its registry's `expected` (a K claim's figures those of
 * `claims/golden.json`, a refuted claim's witnesses real by the judge). The table is not
 * computed a second time in the tests; only a few cheap claims run again, to test the
 * `claims` and `merge` verbs themselves (claims4, merged, cli/shards_test.ts).
 *
 * Heavy (about 3 min on an idle 2-core machine): `deno task heavy` runs it, not `ok`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { type ClaimRow, CLAIMS, readGolden } from "../claims/mod.ts";
import { satEngineCommand } from "../outside/mutants.ts";
import { boardForShading } from "../boards/shading_board.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { judgeProblem } from "../../core/genre.ts";
import { verbNames } from "../../main.ts";
import { JOBS } from "../../jobs.ts";

const ROOT = new URL("../../", import.meta.url);
const GOLDEN = new URL("./", import.meta.url);
const RECORD = Deno.env.get("GOLDEN_RECORD") === "1";
const ONLY = Deno.env.get("GOLDEN_ONLY")?.split(",").filter((n) => n !== "") ?? null;
const wanted = (name: string): boolean => ONLY === null || ONLY.includes(name);
const TIME_KEYS = new Set(["seconds", "ms", "elapsedMs", "wallMs"]);
const CLAIMS4 = ["claims", "--json", "--seed", "7", "--only", "S-U3,S-U11,D-U1,D-U6"];

/** One recorded run: JSON output as data, anything else as text with its stderr. */
type Golden =
  | { readonly exit: number; readonly out: unknown }
  | { readonly exit: number; readonly text: string; readonly stderr: string };

/** A value with every time key removed from every object in it. */
function withoutTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).filter(([k]) => !TIME_KEYS.has(k)).map(([k, v]) => [k, withoutTimes(v)]),
  );
}

/** Text with this checkout's folder and the Deno binary's path named, not spelled out. */
function withoutPaths(text: string): string {
  const root = fileURLToPath(ROOT).replace(/\/$/, "");
  return text.replaceAll(Deno.execPath(), "<deno>").replaceAll(root, "<root>");
}

/** A value with object keys sorted (as `jq -S` writes the recordings). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value).sort().map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
  );
}

/** Runs `main.ts` with `args`; returns the golden form and the raw stdout. */
async function runCli(args: readonly string[]): Promise<{ golden: Golden; raw: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      "--allow-write",
      "--allow-run",
      "--allow-env",
      "main.ts",
      ...args,
    ],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const raw = withoutPaths(new TextDecoder().decode(stdout));
  const err = withoutPaths(new TextDecoder().decode(stderr));
  if (raw.trim() !== "") {
    try {
      return { golden: { exit: code, out: withoutTimes(JSON.parse(raw)) }, raw };
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e;
    }
  }
  return { golden: { exit: code, text: raw, stderr: err }, raw };
}

/** Leaves (numbers, strings, booleans, nulls) in a value: how much a comparison covered. */
function leaves(value: unknown): number {
  if (value === null || typeof value !== "object") return 1;
  return Object.values(value).reduce((n: number, v) => n + leaves(v), 0);
}

/** Compares `golden` with the recording `name`.json, or records it under GOLDEN_RECORD=1. */
async function compareOrRecord(name: string, golden: Golden): Promise<number> {
  const file = new URL(`${name}.json`, GOLDEN);
  if (RECORD) {
    await Deno.writeTextFile(file, JSON.stringify(sortedKeys(golden), null, 2) + "\n");
    console.log(`recorded ${name}.json`);
    return leaves(golden);
  }
  const recorded = JSON.parse(await Deno.readTextFile(file));
  assert.deepEqual(
    golden,
    recorded,
    `${name}: output differs from conformance/golden/${name}.json`,
  );
  return leaves(recorded);
}

/** The cheap outputs, name → arguments (the claims shards are merged, not compared alone). */
const CHEAP: readonly (readonly [string, readonly string[]])[] = [
  ["check_st", ["check", "fixtures/stostone/6x6-001.txt", "--json"]],
  ["solve_st", ["solve", "fixtures/stostone/6x6-001.txt", "--engine", "all", "--json"]],
  ["solve_df", ["solve", "fixtures/dosun_fuwari/8x8-001.txt", "--engine", "all", "--json"]],
  ["certify2", [
    "certify",
    "fixtures/stostone/6x6-001.txt",
    "fixtures/dosun_fuwari/8x8-001.txt",
    "--json",
  ]],
  ["claims4", CLAIMS4],
  ["count44", ["count", "--rows", "4", "--cols", "4", "--rule", "all", "--json"]],
  ["convert_df", [
    "convert",
    "https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1",
    "--to",
    "text",
    "--json",
  ]],
  ["generate_st", ["generate", "stostone", "--size", "6x6", "--seed", "1", "--json"]],
  ["engine_sat", [
    "engine",
    "--cmd",
    satEngineCommand(),
    "--no-corpus",
    "--random",
    "12",
    "--seed",
    "11",
    "--json",
    "--quiet",
  ]],
];

/**
 * The verbs no recording covers, and why: each is tested where its output is checked
 * better than by a recording. The test fails when a verb is neither run, named here, nor
 * a job that gives its own reason (`Job.unrecorded`).
 */
const NOT_RECORDED: Readonly<Record<string, string>> = {
  report: "writes HTML pages, not one output; conformance/report/ tests parse and drive them",
};

/** The claims shards 1/2 and 2/2, merged: what `merge` makes of a sharded run. */
async function mergedShards(): Promise<Golden> {
  const dir = await Deno.makeTempDir({ prefix: "golden13_" });
  try {
    const shards: string[] = [];
    for (const shard of ["1/2", "2/2"]) {
      const path = `${dir}/shard${shard[0]}.json`;
      await Deno.writeTextFile(path, (await runCli([...CLAIMS4, "--shard", shard])).raw);
      shards.push(path);
    }
    return (await runCli(["merge", ...shards, "--json"])).golden;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const CONFORM = ["conform", "--json", "--seed", "7", "--jobs", "2", "--quiet"];

/** Every golden output: name, what it runs, how it is produced. */
const RUNS: readonly {
  name: string;
  verb: string;
  title: string;
  produce: () => Promise<Golden>;
}[] = [
  ...CHEAP.map(([name, args]) => ({
    name,
    verb: args[0]!,
    title: args.join(" "),
    produce: async () => (await runCli(args)).golden,
  })),
  {
    name: "merged",
    verb: "merge",
    title: "claims shards 1/2 and 2/2, merged",
    produce: mergedShards,
  },
  {
    name: "conform",
    verb: "conform",
    title: `${CONFORM.join(" ")} (minutes under load)`,
    produce: async () => {
      const { golden } = await runCli(CONFORM);
      await checkClaimRows(golden);
      return golden;
    },
  },
];

/** A refuted claim's witness must be real: the judge re-checks a shading or a board. */
function checkWitness(id: string, w: { rows?: readonly string[]; url?: string }): void {
  if (w.rows && /^S-U(3|8)$/.test(id)) {
    const { board, answer } = boardForShading(w.rows);
    assert.equal(judgeProblem(board, answer, "convex"), null, `${id} witness passes convex`);
    assert.notEqual(judgeProblem(board, answer, "exact"), null, `${id} witness fails exact`);
  }
  if (w.url) decodeUrl(w.url); // a witness URL must at least be a valid board
}

/**
 * Pins the claims table of a conform run: every registered claim has a row, each with its
 * expected verdict; a K claim's figures are those of claims/golden.json; a refuted claim
 * has witnesses the judge confirms. This holds apart from the recording, so a careless
 * re-record cannot move a verdict.
 */
async function checkClaimRows(golden: Golden): Promise<void> {
  assert.ok("out" in golden, "conform printed no JSON");
  const rows = (golden.out as { claims: ClaimRow[] }).claims;
  const pinned = await readGolden();
  assert.ok(Object.keys(pinned).length > 0, "claims/golden.json pins no figures");
  assert.deepEqual(rows.map((r) => r.id), CLAIMS.map((c) => c.id), "one row per claim, in order");
  let witnesses = 0;
  for (const claim of CLAIMS) {
    const row = rows.find((r) => r.id === claim.id)!;
    assert.equal(row.verdict, claim.expected, `${claim.id}: ${row.suite}`);
    if (claim.kind === "K") assert.equal(row.golden, "same", `${claim.id}: figures differ`);
    if (row.verdict === "refuted") {
      assert.ok((row.witnesses ?? []).length > 0, `${claim.id} is refuted without a witness`);
      for (const w of row.witnesses ?? []) {
        checkWitness(claim.id, w);
        witnesses++;
      }
    }
  }
  console.log(`claims: ${rows.length} rows as expected, ${witnesses} witnesses judged`);
}

Deno.test("golden outputs: every verb's JSON on fixed inputs is unchanged (times aside)", async (t) => {
  let compared = 0;
  let values = 0;
  const ran = RUNS.map((r) => r.name);
  for (const { name, title, produce } of RUNS) {
    await t.step({
      name: `${name}: ${title}`,
      ignore: !wanted(name),
      fn: async () => {
        values += await compareOrRecord(name, await produce());
        compared++;
      },
    });
  }
  const verb = RECORD ? "recorded" : "compared";
  console.log(`${compared} outputs ${verb} (${ran.filter(wanted).join(", ")}), ${values} values`);
  if (ONLY !== null) {
    console.log(`skipped (GOLDEN_ONLY): ${ran.filter((n) => !wanted(n)).join(", ") || "none"}`);
    assert.equal(compared, ran.filter(wanted).length);
    return;
  }
  // Every recording in this folder is one of the runs above: none goes unchecked.
  const recordings: string[] = [];
  for await (const entry of Deno.readDir(GOLDEN)) {
    if (entry.name.endsWith(".json")) recordings.push(entry.name.slice(0, -".json".length));
  }
  assert.deepEqual(recordings.sort(), [...ran].sort());
  assert.equal(compared, recordings.length);
  // Every verb is recorded or named in NOT_RECORDED with its reason.
  // A job may give its own reason (Job.unrecorded), so a new verb stays one file and one line.
  const verbs = verbNames().sort();
  const recorded = new Set(RUNS.map((r) => r.verb));
  const leftOut: Record<string, string> = { ...NOT_RECORDED };
  for (const [verb, load] of Object.entries(JOBS)) {
    const reason = (await load()).unrecorded;
    if (reason !== undefined) leftOut[verb] = reason;
  }
  const unexplained = verbs.filter((v) => !recorded.has(v) && !(v in leftOut));
  assert.deepEqual(unexplained, [], "verbs neither recorded, named in NOT_RECORDED nor unrecorded");
  console.log(
    `verbs: ${verbs.length}, recorded ${recorded.size}, left out: ${
      Object.entries(leftOut).map(([v, why]) => `${v} (${why})`).join("; ")
    }`,
  );
});
