/**
 * The acceptance test of issue 13, "conform --json before and after, times aside": runs
 * the CLI on fixed inputs (a cheap set and the full `conform --json --seed 7 --jobs 2`)
 * and compares each output, parsed, with the recording in this folder. Keys that hold
 * times (`seconds`, `ms`, `elapsedMs`, `wallMs`) are dropped on both sides; an output
 * that is not JSON is compared as text with its stderr. `GOLDEN_RECORD=1` re-records;
 * `GOLDEN_ONLY=check_st,merged` runs only the named outputs (the others are reported skipped).
 * The whole test takes about 2 min 40 s on an idle 2-core machine, far longer under load.
 *
 * @module
 */

import assert from "node:assert/strict";

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
  const raw = new TextDecoder().decode(stdout);
  const err = new TextDecoder().decode(stderr);
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
];

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
const RUNS: readonly { name: string; title: string; produce: () => Promise<Golden> }[] = [
  ...CHEAP.map(([name, args]) => ({
    name,
    title: args.join(" "),
    produce: async () => (await runCli(args)).golden,
  })),
  { name: "merged", title: "claims shards 1/2 and 2/2, merged", produce: mergedShards },
  {
    name: "conform",
    title: `${CONFORM.join(" ")} (minutes under load)`,
    produce: async () => (await runCli(CONFORM)).golden,
  },
];

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
});
