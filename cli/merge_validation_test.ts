/**
 * `merge` checks every result of every shard against its unit kind's schema before
 * it prints anything, and names both files when two of them hold the same unit.
 */

import assert from "node:assert/strict";
import { printMerged } from "./merge.ts";
import { EXIT } from "./io.ts";
import { runCli, runCommand } from "../conformance/run/run_test_util.ts";
import type { ShardFile, ShardResult } from "../conformance/run/shard.ts";

const URLS = [
  "https://puzz.link/p?stostone/3/2/4si",
  "https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1",
  "https://puzz.link/p?stostone/1/2/0",
];

async function certifyShards(): Promise<{ name: string; data: ShardFile }[]> {
  const out = [];
  for (const k of [1, 2]) {
    const run = await runCli(["certify", ...URLS, "--quiet", "--json", "--shard", `${k}/2`]);
    assert.ok(run.code <= 1, run.stderr);
    out.push({ name: `c${k}.json`, data: JSON.parse(run.stdout) as ShardFile });
  }
  return out;
}

const merge = (files: readonly { name: string; data: unknown }[]) =>
  runCommand("merge", () => printMerged(files, false), []);

/** Shard 1 with its first result replaced by `edit(result)`. */
function edited(
  shard: { name: string; data: ShardFile },
  edit: (r: Record<string, unknown>) => unknown,
) {
  const [id, first] = Object.entries(shard.data.results)[0]!;
  const copy = structuredClone(first) as unknown as Record<string, unknown>;
  return {
    name: shard.name,
    data: { ...shard.data, results: { ...shard.data.results, [id]: edit(copy) } },
  };
}

Deno.test("merge validates every shard before printing anything: exit 2, file and field", async (t) => {
  const [one, two] = await certifyShards();
  const good = await merge([one!, two!]);
  assert.equal(good.code, EXIT.no, good.stderr); // stostone/1/2/0 has two answers
  assert.match(good.stdout, /3 boards: 2 certified/);
  const id = JSON.stringify(Object.keys(one!.data.results)[0]);
  const at = (field: string) =>
    new RegExp(`refused: c1\\.json: results\\[${escape(id)}\\]\\.${field}`);
  const cases: [string, (r: Record<string, unknown>) => unknown, RegExp][] = [
    ["certified flipped to false", (r) => {
      (r.value as Record<string, unknown>).certified = false;
      return r;
    }, at("value\\.certified: says false, but the proof \\(unique, checked\\)")],
    [
      "value of the wrong shape",
      (r) => ({ ...r, value: { board: 3 } }),
      at("value\\.board: expected a string, got number 3"),
    ],
    ["an engine verdict made up", (r) => {
      const engines = (r.value as { engines: Record<string, { verdict: string }> }).engines;
      Object.values(engines)[0]!.verdict = "surely";
      return r;
    }, at('value\\.engines\\.\\w+\\.verdict: expected one of "unique"')],
    ["value missing", ({ value: _, ...r }) => r, at("value: missing")],
    [
      "a field added",
      (r) => ({ ...r, value: { ...(r.value as object), trusted: true } }),
      at("value\\.trusted: not a field"),
    ],
    [
      "ms not a number",
      (r) => ({ ...r, ms: "fast" }),
      at('ms: expected a number, got string "fast"'),
    ],
    [
      "a kind from another verb",
      (r) => ({ ...r, kind: "claim" }),
      at('kind: "claim" is not a unit kind of this verb'),
    ],
  ];
  for (const [name, edit, pattern] of cases) {
    await t.step(name, async () => {
      const r = await merge([edited(one!, edit), two!]);
      assert.equal(r.code, EXIT.badInput, r.stderr);
      assert.match(r.stderr, pattern);
      assert.equal(r.stdout, "", "nothing printed before the refusal");
    });
  }
  console.log(`checked ${cases.length} edits`);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

Deno.test("merge names both files when two hold one unit, and one file holding it twice", async () => {
  const [one, two] = await certifyShards();
  const [id, entry] = Object.entries(one!.data.results)[0]!;
  const thief = {
    name: "c2.json",
    data: { ...two!.data, results: { ...two!.data.results, [id]: entry } },
  };
  const r = await merge([one!, thief]);
  assert.equal(r.code, EXIT.badInput);
  assert.match(r.stderr, /c1\.json and c2\.json both hold unit/);
  // Within one file: a second id at the same plan index.
  const twin: ShardResult = { ...entry, id: "twin" };
  const doubled = {
    name: "c1.json",
    data: { ...one!.data, results: { ...one!.data.results, twin } },
  };
  const d = await merge([doubled, two!]);
  assert.equal(d.code, EXIT.badInput);
  assert.match(d.stderr, /c1\.json holds two results for plan index \d+/);
  assert.doesNotMatch(d.stderr, /c1\.json and c1\.json/);
});

Deno.test("merge checks the fields it prints: the seed, the time and the options", async (t) => {
  const [one, two] = await certifyShards();
  const both = (edit: (d: Record<string, unknown>) => void) =>
    [one!, two!].map(({ name, data }) => {
      const copy = structuredClone(data) as unknown as Record<string, unknown>;
      edit(copy);
      return { name, data: copy };
    });
  // Both shards edited alike: they still belong together, so only the checks below
  // stand between the edit and the printed run (it was merged and printed as given).
  const cases: [string, (d: Record<string, unknown>) => void, RegExp][] = [
    ["a seed that is no number", (d) => (d.seed = "abc"), /c1\.json: seed: expected/],
    [
      "a seed that is no whole number",
      (d) => (d.seed = 1.5),
      /c1\.json: seed: expected a whole number, got 1\.5/,
    ],
    [
      "a time that is no number",
      (d) => (d.ms = "abc"),
      /c1\.json: ms: expected a number, got string "abc"/,
    ],
    ["a negative time", (d) => (d.ms = -1), /c1\.json: ms: expected a time >= 0, got -1/],
    [
      "an option of the wrong type",
      (d) => ((d.options as Record<string, unknown>).check = "yes"),
      /c1\.json: options\.check: expected a boolean, got string "yes"/,
    ],
    [
      "an option certify does not have",
      (d) => ((d.options as Record<string, unknown>).full = true),
      /c1\.json: options\.full: not a field/,
    ],
  ];
  for (const [name, edit, pattern] of cases) {
    await t.step(name, async () => {
      const r = await merge(both(edit));
      assert.equal(r.code, EXIT.badInput, r.stderr);
      assert.match(r.stderr, pattern);
      assert.equal(r.stdout, "");
    });
  }
  // The untouched shards still merge.
  assert.equal((await merge([one!, two!])).code, EXIT.no);
});

Deno.test("merge takes a claims row not as expected though its verdict is (figures changed), and refuses the reverse", async () => {
  const run = await runCli([
    "claims",
    "--only",
    "S-U4",
    "--seed",
    "1",
    "--shard",
    "1/1",
    "--json",
    "--quiet",
  ]);
  assert.equal(run.code, EXIT.ok, run.stderr);
  const shard = { name: "s.json", data: JSON.parse(run.stdout) as ShardFile };
  const row = (edit: (v: Record<string, unknown>) => void) =>
    edited(shard, (r) => {
      edit(r.value as Record<string, unknown>);
      return r;
    });
  // What a K claim's row is when its pinned figures changed: the verdict as expected,
  // the row not. merge refused it before ("asExpected: says false …"), exactly when a
  // sharded run had something to report.
  const changed = await merge([
    row((v) => Object.assign(v, { golden: "changed", asExpected: false })),
  ]);
  assert.equal(changed.code, EXIT.no, changed.stderr);
  assert.equal(changed.stderr, "");
  const claimed = await merge([
    row((v) => Object.assign(v, { golden: "changed", asExpected: true })),
  ]);
  assert.equal(claimed.code, EXIT.badInput);
  assert.match(claimed.stderr, /asExpected: says true, but its pinned figures changed/);
  const wrongVerdict = await merge([row((v) => Object.assign(v, { verdict: "refuted" }))]);
  assert.equal(wrongVerdict.code, EXIT.badInput);
  assert.match(
    wrongVerdict.stderr,
    /asExpected: says true, but verdict "refuted" is not the expected/,
  );
});

Deno.test("merge reads shard files written with a byte-order mark", async () => {
  const shards = await certifyShards();
  const dir = await Deno.makeTempDir();
  try {
    const paths = [];
    for (const [i, shard] of shards.entries()) {
      const path = `${dir}/s${i}.json`;
      // Some editors write one; board files were read with it, shard files refused.
      await Deno.writeTextFile(path, "\uFEFF" + JSON.stringify(shard.data));
      paths.push(path);
    }
    const run = await runCli(["merge", ...paths, "--json"]);
    assert.ok(run.code <= 1, run.stderr);
    assert.equal(JSON.parse(run.stdout).summary.boards, URLS.length);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
