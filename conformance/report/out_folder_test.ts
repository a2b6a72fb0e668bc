import assert from "node:assert/strict";
import { runInProcess } from "../../cli/cli_test_util.ts";
import { reportJson } from "./data.ts";
import { assertOutFolder, folderEntries, MARKER, writeSuiteFiles } from "./out_folder.ts";
import {
  externalReportFixtures,
  REPORT_FILE_NAMES,
  sampleReportData,
  tempDirTest,
} from "./report_test_util.ts";

/** The names in `dir`, sorted. */
const namesIn = (dir: string): string[] => [...Deno.readDirSync(dir)].map((e) => e.name).sort();

/** Runs `report --out out --from from` and any more arguments, in this process. */
const report = (out: string, from: string, ...more: string[]) =>
  runInProcess(["report", "--out", out, "--from", from, ...more]);

/** Writes a small report.json for `report --from` into `dir`; returns its path. */
async function reportFrom(dir: string): Promise<string> {
  const path = `${dir}/from.json`;
  await Deno.writeTextFile(
    path,
    reportJson(sampleReportData(externalReportFixtures().slice(0, 2))),
  );
  return path;
}

/** A test given a report.json to build from (`from`) and a folder to write into (`out`, not made). */
function outFolderTest(
  name: string,
  body: (paths: { dir: string; from: string; out: string }) => Promise<void>,
): void {
  tempDirTest(name, "out_folder_", async (dir) => {
    await body({ dir, from: await reportFrom(dir), out: `${dir}/report` });
  });
}

outFolderTest(
  "report --out: a user's own index.html beside a stray report.json is not a report",
  async ({ from, out }) => {
    await Deno.mkdir(out);
    await Deno.writeTextFile(`${out}/index.html`, "<h1>my home page</h1>\n");
    await Deno.writeTextFile(`${out}/report.json`, "{}\n");
    const refused = await report(out, from);
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /not empty \("index.html", "report.json"\).*--force/);
    assert.equal(await Deno.readTextFile(`${out}/index.html`), "<h1>my home page</h1>\n");
    assert.deepEqual(namesIn(out), ["index.html", "report.json"]);
    // --force is the way to write there anyway.
    const forced = await report(out, from, "--force");
    assert.equal(forced.code, 0, forced.stderr);
    assert.notEqual(await Deno.readTextFile(`${out}/index.html`), "<h1>my home page</h1>\n");
  },
);

outFolderTest(
  "report --out: an earlier report's index.html that is a symlink is never written through",
  async ({ dir, from, out }) => {
    const first = await report(out, from);
    assert.equal(first.code, 0, first.stderr);
    await Deno.writeTextFile(`${dir}/outside.txt`, "not the suite's\n");
    await Deno.remove(`${out}/index.html`);
    await Deno.symlink(`${dir}/outside.txt`, `${out}/index.html`);
    const refused = await report(out, from);
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /not empty \("index.html"\) and not an earlier report/);
    assert.equal(await Deno.readTextFile(`${dir}/outside.txt`), "not the suite's\n");
    // Even with --force the link is replaced, not followed.
    const forced = await report(out, from, "--force");
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal(await Deno.readTextFile(`${dir}/outside.txt`), "not the suite's\n");
    assert.ok(Deno.lstatSync(`${out}/index.html`).isFile);
  },
);

outFolderTest(
  "report --out: an earlier report is rewritten without --force; once edited it is not",
  async ({ from, out }) => {
    for (let i = 0; i < 2; i++) {
      const run = await report(out, from);
      assert.equal(run.code, 0, run.stderr);
    }
    assert.deepEqual(namesIn(out), REPORT_FILE_NAMES);
    // A board page written into the report's folder keeps the report's files listed.
    const page = await runInProcess(["report", "--out", out, "--board", "stostone/1/2/00"]);
    assert.equal(page.code, 0, page.stderr);
    assert.deepEqual((await folderEntries(out)).foreign, []);
    await Deno.writeTextFile(`${out}/style.css`, "body { color: red }\n", { append: true });
    const refused = await report(out, from);
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /not empty \("style.css"\)/);
  },
);

tempDirTest(
  "writeSuiteFiles: a write killed at any step leaves a folder that is still the suite's",
  "out_folder_",
  async (dir) => {
    const old = new Map([["index.html", "old page\n"], ["report.json", "{}\n"]]);
    const fresh = new Map([["index.html", "new page\n"], ["report.json", '{"a":1}\n']]);
    await writeSuiteFiles(dir, old);
    // Stopped after the marker and the first file, with the second's temporary file left:
    // what a kill between the steps leaves, replayed by writing the marker the run writes.
    const marker = JSON.parse(await Deno.readTextFile(`${dir}/${MARKER}`));
    const during = `${dir}/during`;
    await writeSuiteFiles(during, old);
    await writeSuiteFiles(`${dir}/after`, fresh);
    const newMarker = JSON.parse(await Deno.readTextFile(`${dir}/after/${MARKER}`));
    const both = Object.fromEntries(
      Object.keys(marker.files).map((n) => [n, [...marker.files[n], ...newMarker.files[n]]]),
    );
    await Deno.writeTextFile(`${during}/${MARKER}`, JSON.stringify({ format: 1, files: both }));
    await Deno.writeTextFile(`${during}/index.html`, "new page\n");
    await Deno.writeTextFile(`${during}/.report.json.partial-99999-abc`, '{"a"');
    assert.deepEqual(await folderEntries(during), {
      ours: new Map([
        ["index.html", newMarker.files["index.html"][0]],
        ["report.json", marker.files["report.json"][0]],
      ]),
      foreign: [],
      leftovers: [".report.json.partial-99999-abc"],
    });
    await assertOutFolder(during, false);
    // Written again without --force: complete, and the leftover is gone.
    await writeSuiteFiles(during, fresh);
    assert.deepEqual(namesIn(during), [MARKER, "index.html", "report.json"]);
    assert.equal(await Deno.readTextFile(`${during}/report.json`), '{"a":1}\n');
    assert.deepEqual(
      JSON.parse(await Deno.readTextFile(`${during}/${MARKER}`)),
      newMarker,
    );
  },
);
