/**
 * docs/JSON.md lists every field each verb's `--json` prints. These tests run each verb
 * and check both ways: no field printed that the page does not list, and no listed
 * field (unless marked optional) missing. `conform` is read from its golden output,
 * which golden_heavy_test.ts keeps equal to a real run (times aside).
 */

import assert from "node:assert/strict";
import { runInProcess, testIf, words } from "./cli_test_util.ts";

const DOC = new URL("../docs/JSON.md", import.meta.url);
/** The fields golden_heavy_test.ts drops, so the golden conform output lacks them. */
const TIME_FIELDS = new Set(["seconds", "ms", "elapsedMs", "wallMs"]);

interface DocSection {
  /** Every listed field path, e.g. `summary.ok`, `boards[].board`, `engines.*.count`. */
  readonly fields: Set<string>;
  /** The ones marked optional. */
  readonly optional: Set<string>;
}

/** The page's sections by title (`check`, `count --recurrence`, `Shard files`, …). */
function readDoc(): Map<string, DocSection> {
  const sections = new Map<string, DocSection>();
  let current: DocSection | null = null;
  for (const line of Deno.readTextFileSync(DOC).split("\n")) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      current = { fields: new Set(), optional: new Set() };
      sections.set(heading[1]!.replaceAll("`", ""), current);
      continue;
    }
    const row = /^\| `([^`]+)` +\| ([^|]+)\|/.exec(line);
    if (row && current) {
      current.fields.add(row[1]!);
      if (/optional/.test(row[2]!)) current.optional.add(row[1]!);
    }
  }
  return sections;
}

/**
 * The field paths of a printed value, as deep as the section lists them: a list's
 * entries are `name[].field`, an object keyed by engine is `name.*.field` where the
 * section writes `*`.
 */
function fieldPaths(value: unknown, doc: DocSection, prefix = "", out = new Set<string>()) {
  if (Array.isArray(value)) {
    for (const entry of value) fieldPaths(entry, doc, `${prefix}[]`, out);
    return out;
  }
  if (value === null || typeof value !== "object") return out;
  const listed = [...doc.fields];
  const keyed = prefix !== "" && listed.some((f) => f.startsWith(`${prefix}.*`));
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === "" ? key : `${prefix}.${keyed ? "*" : key}`;
    out.add(path);
    if (listed.some((f) => f.startsWith(`${path}.`) || f.startsWith(`${path}[].`))) {
      fieldPaths(inner, doc, path, out);
    }
  }
  return out;
}

/** Checks printed outputs against one section of the page. */
function assertDocumented(
  title: string,
  outputs: readonly unknown[],
  { timesDropped = false } = {},
): void {
  const doc = readDoc().get(title);
  assert.ok(doc, `docs/JSON.md has no section "${title}"`);
  assert.ok(doc.fields.size > 0, `docs/JSON.md's "${title}" lists no field`);
  const printed = new Set<string>();
  for (const output of outputs) {
    assert.equal(typeof output, "object", `${title}: the output is one JSON object`);
    assert.ok(output !== null && !Array.isArray(output), `${title}: the output is one JSON object`);
    fieldPaths(output, doc).forEach((p) => printed.add(p));
  }
  const unlisted = [...printed].filter((p) => !doc.fields.has(p));
  assert.deepEqual(unlisted, [], `${title}: printed but not in docs/JSON.md`);
  const missing = [...doc.fields].filter((f) =>
    !printed.has(f) && !doc.optional.has(f) &&
    !(timesDropped && TIME_FIELDS.has(f.split(".").at(-1)!))
  );
  assert.deepEqual(missing, [], `${title}: in docs/JSON.md but not printed`);
}

/** Runs a verb in this process and returns its JSON. */
async function jsonOf(line: string | string[]): Promise<unknown> {
  const run = await runInProcess(typeof line === "string" ? words(line) : line);
  assert.ok(run.code <= 3, `${line}: exit ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

Deno.test("docs/JSON.md lists exactly the fields every verb prints", async (t) => {
  const sections = readDoc();
  await t.step("check", async () => {
    assertDocumented("check", [
      await jsonOf("check fixtures/stostone/6x6-001.txt --json"),
      await jsonOf("check fixtures/dosun_fuwari/8x8-001.txt --json"),
    ]);
  });
  await t.step("convert", async () => {
    assertDocumented("convert", [
      await jsonOf("convert stostone/2/2/00 --to url --json"),
      await jsonOf("convert fixtures/stostone/6x6-001.txt --to pzprv3 --json"),
    ]);
  });
  await t.step("solve", async () => {
    assertDocumented("solve", [
      await jsonOf("solve stostone/2/2/00 --json"), // several answers: forced cells
      await jsonOf("solve fixtures/stostone/6x6-001.txt --json"), // unique: forced fields null
      await jsonOf("solve stostone/2/2/00 --json --proof"), // no cell forced: no refutation
      await jsonOf("solve fixtures/stostone/6x6-001.txt --json --proof"),
    ]);
  });
  await t.step("certify", async () => {
    assertDocumented("certify", [
      await jsonOf("certify fixtures/stostone/6x6-001.txt --json"),
      await jsonOf("certify fixtures/stostone/6x6-001.txt --check --json"),
    ]);
  });
  await t.step("generate", async () => {
    assertDocumented("generate", [await jsonOf("generate stostone --size 4x4 --seed 1 --json")]);
  });
  await t.step("count", async () => {
    assertDocumented("count", [
      await jsonOf("count --rows 4 --cols 4 --json"),
      await jsonOf("count --rows 4 --cols 3 --method enum --json"),
    ]);
    assertDocumented("count --recurrence", [await jsonOf("count --recurrence --rows 4 --json")]);
  });
  await t.step("claims, and a shard file", async () => {
    assertDocumented("claims", [await jsonOf("claims --only S-U4,S-K4 --seed 1 --json")]);
    assertDocumented("Shard files", [
      await jsonOf("claims --only S-U4 --seed 1 --shard 1/1 --json"),
    ]);
  });
  await t.step("conform (its golden output)", () => {
    const golden = JSON.parse(
      Deno.readTextFileSync(new URL("../conformance/golden/conform.json", import.meta.url)),
    );
    assertDocumented("conform", [golden.out], { timesDropped: true });
  });
  await t.step("every section of the page was checked", () => {
    const checked = [
      "check",
      "convert",
      "solve",
      "certify",
      "generate",
      "count",
      "count --recurrence",
      "claims",
      "Shard files",
      "conform",
      "engine",
    ];
    const titled = [...sections.keys()].filter((title) => sections.get(title)!.fields.size > 0);
    assert.deepEqual(titled.sort(), checked.sort());
  });
});

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

testIf(canRun, "docs/JSON.md lists exactly the fields `engine` prints", async () => {
  // An engine that crashes on every board: the report is complete all the same.
  const args = words(
    "--genre stostone --no-corpus --random 2 --seed 5 --timeout 2 --startup 0 --shrink 0 --json",
  );
  assertDocumented("engine", [await jsonOf(["engine", "--cmd", "exit 1", ...args])]);
});
