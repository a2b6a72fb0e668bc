import assert from "node:assert/strict";
import { decodeUrl, parseAnswerRows, readText, sameBoard } from "../../core/formats/mod.ts";
import { readReportFixtures, reportCommand, writeReport } from "../../cli/report.ts";
import { writeSvgOption } from "../../cli/svg_option.ts";
import { UsageError } from "../../cli/io.ts";
import { writeFixture } from "../../core/fixture_file.ts";
import { parseReportData, type ReportFixture, reportJson } from "./data.ts";
import { buildReport } from "./html.ts";
import { BUNDLE_PATH } from "./board/html.ts";
import { MARKER } from "./out_folder.ts";
import {
  canWrite,
  externalReportFixtures,
  REPORT_FILE_NAMES,
  sampleReportData,
  tempDirTest,
} from "./report_test_util.ts";

if (!canWrite) console.log("report cli tests ignored: they need --allow-write (deno task test)");

/** Runs the verb with console.log captured; returns the exit code and what it printed. */
async function run(args: string[]): Promise<{ code: number; stdout: string }> {
  const out: string[] = [];
  const { log } = console;
  console.log = (...parts: unknown[]) => out.push(parts.map(String).join(" "));
  try {
    return { code: await reportCommand(args), stdout: out.join("\n") };
  } finally {
    console.log = log;
  }
}

tempDirTest(
  "report --from: rebuilds index.html, style.css and report.json from the JSON",
  "report_cli_",
  async (dir) => {
    const data = sampleReportData(externalReportFixtures().slice(0, 4));
    await Deno.writeTextFile(`${dir}/in.json`, reportJson(data));
    const { code, stdout } = await run(["--out", `${dir}/out`, "--from", `${dir}/in.json`]);
    assert.equal(code, 0);
    assert.equal(stdout, `${dir}/out/index.html`);
    const built = buildReport(data);
    for (const [name, contents] of built) {
      assert.equal(await Deno.readTextFile(`${dir}/out/${name}`), contents, name);
    }
    const back = JSON.parse(await Deno.readTextFile(`${dir}/out/report.json`));
    assert.deepEqual(parseReportData(back, "report.json"), JSON.parse(reportJson(data)));
  },
);

tempDirTest("report: usage and input errors", "report_cli_", async (dir) => {
  await assert.rejects(
    () => run([]),
    (e) => e instanceof UsageError && /--out/.test(e.message),
  );
  await Deno.writeTextFile(`${dir}/bad.json`, "{ not json");
  await assert.rejects(
    () => run(["--out", `${dir}/out`, "--from", `${dir}/bad.json`]),
    (e) => e instanceof SyntaxError && e.message.startsWith(`${dir}/bad.json: not JSON`),
  );
  await Deno.writeTextFile(`${dir}/old.json`, JSON.stringify({ format: 0 }));
  await assert.rejects(
    () => run(["--out", `${dir}/out`, "--from", `${dir}/old.json`]),
    (e) => e instanceof RangeError && /format 0 is not supported/.test(e.message),
  );
  await assert.rejects(
    () => run(["--out", `${dir}/out`, "--from", `${dir}/old.json`, "--seed", "3"]),
    (e) => e instanceof UsageError && /with --from nothing is run/.test(e.message),
  );
});

tempDirTest(
  "report --from: a long value is quoted cut to 80 characters",
  "report_q_",
  async (dir) => {
    // Issue 43: the value stopped at 80 characters of its JSON text, with no `…` and no
    // closing quote.
    const data = JSON.parse(reportJson(sampleReportData([])));
    await Deno.writeTextFile(`${dir}/long.json`, JSON.stringify({ ...data, date: 7 }));
    await Deno.writeTextFile(
      `${dir}/long2.json`,
      JSON.stringify({ ...data, full: "z".repeat(300) }),
    );
    await assert.rejects(
      () => run(["--out", `${dir}/out`, "--from", `${dir}/long2.json`]),
      (e) => e instanceof SyntaxError && e.message.endsWith(`got "${"z".repeat(79)}…"`),
    );
    await assert.rejects(
      () => run(["--out", `${dir}/out`, "--from", `${dir}/long.json`]),
      (e) => e instanceof SyntaxError && e.message.endsWith("date must be a string, got 7"),
    );
  },
);

tempDirTest(
  "readReportFixtures: every fixture file, missing corpus directories are empty",
  "report_fixtures_",
  async (dir) => {
    assert.deepEqual(await readReportFixtures(dir), []);
    await Deno.mkdir(`${dir}/fixtures/stostone`, { recursive: true });
    const [a, b] = externalReportFixtures().filter((f) => f.genre === "stostone");
    for (const [name, f] of [["b.txt", a!], ["a.txt", b!]] as const) {
      await Deno.writeTextFile(`${dir}/fixtures/stostone/${name}`, writeFixtureText(f));
    }
    await Deno.writeTextFile(`${dir}/fixtures/stostone/notes.md`, "not a fixture");
    const read = await readReportFixtures(dir);
    // File-name order; the board and answer survive the trip through the file.
    assert.deepEqual(read.map((f) => f.path), [
      "fixtures/stostone/a.txt",
      "fixtures/stostone/b.txt",
    ]);
    assert.deepEqual(read.map((f) => f.id), [b!.id, a!.id]);
    assert.ok(sameBoard(decodeUrl(read[0]!.url), decodeUrl(b!.url)));
    assert.deepEqual(read[0]!.answer, b!.answer);
    await Deno.writeTextFile(`${dir}/fixtures/stostone/c.txt`, "// id: broken\n");
    await assert.rejects(
      () => readReportFixtures(dir),
      (e) => e instanceof SyntaxError && e.message.startsWith("fixtures/stostone/c.txt"),
    );
  },
);

tempDirTest("writeSvgOption: writes the drawing only when asked", "report_svg_", async (dir) => {
  const [f] = externalReportFixtures().filter((x) => x.genre === "stostone");
  const board = decodeUrl(f!.url);
  const answer = readText(writeFixtureText(f!)).answer!;
  await writeSvgOption(`${dir}/a.svg`, board, answer, { highlight: [0] });
  const svg = await Deno.readTextFile(`${dir}/a.svg`);
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
  assert.ok(svg.includes('<g class="dropped"') && svg.includes('class="highlight"'));
  await writeSvgOption(`${dir}/b.svg`, board, null);
  assert.ok(!(await Deno.readTextFile(`${dir}/b.svg`)).includes('class="shaded"'));
  await writeSvgOption(undefined, board, answer);
  assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name).sort(), ["a.svg", "b.svg"]);
  await assert.rejects(() => writeSvgOption("", board, null), UsageError);
  await assert.rejects(
    () => writeSvgOption(`${dir}/no/such/dir.svg`, board, null),
    (e) => e instanceof UsageError && /--svg file ".*dir.svg": no such file/.test(e.message),
  );
});

tempDirTest(
  "writeReport: creates the directory and writes every file",
  "report_write_",
  async (dir) => {
    const data = sampleReportData([]);
    const index = await writeReport(`${dir}/deep/er`, data);
    assert.equal(index, `${dir}/deep/er/index.html`);
    const names = [...Deno.readDirSync(`${dir}/deep/er`)].map((e) => e.name).sort();
    assert.deepEqual(names, REPORT_FILE_NAMES);
    // The page the fixtures link to, and its script: the committed bundle, as it is.
    assert.equal(
      await Deno.readTextFile(`${dir}/deep/er/board.js`),
      await Deno.readTextFile(BUNDLE_PATH),
    );
    assert.ok(
      (await Deno.readTextFile(`${dir}/deep/er/board.html`)).includes('href="index.html"'),
    );
  },
);

/** A report fixture written back as a fixture file. */
function writeFixtureText(f: ReportFixture): string {
  const board = decodeUrl(f.url);
  return writeFixture({
    meta: {
      id: f.id,
      genre: f.genre,
      size: f.size,
      rule: f.rule,
      expected: f.expected,
      source: "test",
      description: f.description,
      url: f.url,
    },
    board,
    answer: parseAnswerRows(board, f.answer),
    certificate: null,
  });
}

tempDirTest(
  "report --board: writes one board's page, opening that board; bad boards are refused",
  "report_board_",
  async (dir) => {
    const url = "https://puzz.link/p?dosufuwa/3/2/q81";
    // A board file works as well as a URL: the page carries the board's canonical URL.
    const file = `${dir}/board.txt`;
    const [f] = externalReportFixtures().filter((x) => x.genre === "stostone");
    await Deno.writeTextFile(file, writeFixtureText(f!));
    for (const [input, expected] of [[url, url], [file, f!.url]] as const) {
      const { code, stdout } = await run(["--out", `${dir}/page`, "--board", input]);
      assert.equal(code, 0);
      assert.equal(stdout, `${dir}/page/board.html`);
      const html = await Deno.readTextFile(`${dir}/page/board.html`);
      assert.ok(html.includes(`data-board="${expected}"`), expected);
    }
    assert.deepEqual([...Deno.readDirSync(`${dir}/page`)].map((e) => e.name).sort(), [
      MARKER,
      "board.html",
      "board.js",
    ]);
    await assert.rejects(
      () => run(["--out", `${dir}/x`, "--board", "not-a-board"]),
      (e) => e instanceof UsageError && /not-a-board/.test(e.message),
    );
    await assert.rejects(
      () => run(["--out", `${dir}/x`, "--board", "stostone/2/2/0"]),
      (e) => e instanceof SyntaxError && /border part/.test(e.message),
    );
    await assert.rejects(
      () => run(["--out", `${dir}/x`, "--board", url, "--full"]),
      (e) => e instanceof UsageError && /--board/.test(e.message),
    );
  },
);
