/**
 * docs/JSON.md lists every field each verb's `--json` prints. These tests run each verb
 * and check both ways: no field printed that the page does not list, and no listed
 * field (unless marked optional) missing. A job's sections are its `json` (written into
 * the page by cli/json_doc.ts, checked equal here) and run with its own examples;
 * `conform`'s is read from its golden output, which golden_heavy_test.ts keeps equal to a
 * real run (times aside).
 */

import assert from "node:assert/strict";
import { JOBS } from "../jobs.ts";
import { jobDocs, JSON_DOC_PAGE, JSON_DOC_WRITER, pageSections, sameRows } from "./json_doc.ts";
import { runInProcess, words } from "./cli_test_util.ts";

/** The fields golden_heavy_test.ts drops, so the golden conform output lacks them. */
const TIME_FIELDS = new Set(["seconds", "ms", "elapsedMs", "wallMs"]);

/** The job sections too slow to run here, each checked against a recording instead. */
const RECORDED: Readonly<Record<string, string>> = {
  conform: "../conformance/golden/conform.json",
};

interface DocSection {
  /** Every listed field path, e.g. `summary.ok`, `boards[].board`, `engines.*.count`. */
  readonly fields: Set<string>;
  /** The ones marked optional. */
  readonly optional: Set<string>;
}

/** The page's sections by title (`check`, `count --recurrence`, `Shard files`, …). */
function readDoc(): Map<string, DocSection> {
  const sections = new Map<string, DocSection>();
  for (const [title, { rows }] of pageSections(Deno.readTextFileSync(JSON_DOC_PAGE))) {
    sections.set(title, {
      fields: new Set(rows.map(([path]) => path)),
      optional: new Set(rows.filter(([, type]) => /optional/.test(type)).map(([path]) => path)),
    });
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
  const checked: string[] = [];
  const step = async (title: string, fn: () => Promise<void> | void) => {
    await t.step(title, fn);
    checked.push(title);
  };
  await step("check", async () => {
    assertDocumented("check", [
      await jsonOf("check fixtures/stostone/6x6-001.txt --json"),
      await jsonOf("check fixtures/dosun_fuwari/8x8-001.txt --json"),
    ]);
  });
  await step("convert", async () => {
    assertDocumented("convert", [
      await jsonOf("convert stostone/2/2/00 --to url --json"),
      await jsonOf("convert fixtures/stostone/6x6-001.txt --to pzprv3 --json"),
    ]);
  });
  await step("solve", async () => {
    assertDocumented("solve", [
      await jsonOf("solve stostone/2/2/00 --json"), // several answers: forced cells
      await jsonOf("solve fixtures/stostone/6x6-001.txt --json"), // unique: forced fields null
      await jsonOf("solve stostone/2/2/00 --json --proof"), // no cell forced: no refutation
      await jsonOf("solve fixtures/stostone/6x6-001.txt --json --proof"),
    ]);
  });
  await step("generate", async () => {
    assertDocumented("generate", [await jsonOf("generate stostone --size 4x4 --seed 1 --json")]);
  });
  await step("Shard files", async () => {
    assertDocumented("Shard files", [
      await jsonOf("claims --only S-U4 --seed 1 --shard 1/1 --json"),
    ]);
  });
  // The jobs' sections: each one the job's own, run with the job's examples.
  for (const { verb, docs } of await jobDocs(JOBS)) {
    await t.step(`${verb}: the job documents its --json`, () => {
      assert.ok(
        Array.isArray(docs) && docs.length > 0,
        `${verb}: its job lists no --json fields: give it \`json\` (conformance/run/job.ts), then run ${JSON_DOC_WRITER}`,
      );
    });
    for (const doc of docs ?? []) {
      await step(doc.title, async () => {
        const page = pageSections(Deno.readTextFileSync(JSON_DOC_PAGE)).get(doc.title);
        assert.ok(
          page,
          `docs/JSON.md has no section "${doc.title}" (${verb}): run ${JSON_DOC_WRITER}`,
        );
        assert.ok(
          sameRows(page.rows, doc.fields),
          `docs/JSON.md's "${doc.title}" differs from the ${verb} job's json: run ${JSON_DOC_WRITER}`,
        );
        const recording = RECORDED[doc.title];
        if (recording !== undefined) {
          const golden = JSON.parse(Deno.readTextFileSync(new URL(recording, import.meta.url)));
          assertDocumented(doc.title, [golden.out], { timesDropped: true });
          return;
        }
        assert.ok(
          doc.examples.length > 0,
          `${doc.title}: the ${verb} job's json gives no example, so nothing checks what it prints`,
        );
        const outputs = [];
        for (const args of doc.examples) outputs.push(await jsonOf([verb, ...args]));
        assertDocumented(doc.title, outputs);
      });
    }
  }
  await t.step("every section of the page was checked", () => {
    const titled = [...sections.keys()].filter((title) => sections.get(title)!.fields.size > 0);
    console.log(`${checked.length} sections checked`);
    assert.deepEqual(titled.sort(), checked.sort());
  });
});
