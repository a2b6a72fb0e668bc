/**
 * `report --out DIR [--from FILE.json] [--full] [--seed S] [--quiet] [--force]`: write the
 * static HTML report. Without `--from` it runs the conform sections (vectors,
 * external, agreement) and every claim, and reads every fixture of the corpus; with
 * `--from` it rebuilds the report from a `report.json` written earlier (not from
 * the `--json` output of another verb). Writes DIR/index.html, DIR/style.css and DIR/report.json, and
 * prints the path of index.html. Every file is written whole, and the marker
 * DIR/.suite-files.json lists each with the hash of its contents: a non-empty DIR
 * holding anything else (a user's own index.html, a file changed since) is refused
 * (exit 2) unless `--force`. Exit 0 once written: judging the
 * run is `conform`'s job, the report only shows it. The report's board page (board.html,
 * board.js) is written beside it; `report --board BOARD --out DIR` writes only that
 * page, opening BOARD (a puzz.link URL or a board file).
 *
 * @module
 */

import { fileURLToPath } from "node:url";
import {
  agreementSection,
  externalSection,
  type SectionOptions,
  type SectionResult,
  vectorSection,
} from "../conformance/consensus/sections.ts";
import { readFixture } from "../core/fixture_file.ts";
import {
  parseReportData,
  type ReportData,
  reportData,
  type ReportFixture,
  reportFixture,
  reportJson,
} from "../conformance/report/data.ts";
import { buildReport } from "../conformance/report/html.ts";
import { boardPageFiles, writeBoardPage } from "../conformance/report/board/html.ts";
import { assertOutFolder, writeSuiteFiles } from "../conformance/report/out_folder.ts";
import { encodeUrl } from "../core/formats/mod.ts";
import { runClaims } from "../conformance/claims/claims_job.ts";
import { JOB_TABLE } from "./verb.ts";
import { EXIT, inputProblem, readBoardArg, readInputText, UsageError } from "./io.ts";
import { progressLine } from "../conformance/run/progress.ts";
import { quote } from "../core/quote.ts";
import { readBoundedFile } from "../core/read_bounded.ts";
import { common, exitsWith, flag, parseVerbArgs, seedOption, usageOf, value } from "./usage.ts";

/** The repository root, for fixture paths relative to it. */
const ROOT = new URL("../", import.meta.url);

/** The corpus directories, one per genre, relative to the repository root. */
export const FIXTURE_DIRS: readonly string[] = ["fixtures/stostone", "fixtures/dosun_fuwari"];

/** What {@link collectReportData} runs. */
export interface CollectOptions {
  /** Exhaustive forms of the sections and claims. */
  readonly full: boolean;
  /** Seed for everything random; recorded in the data. */
  readonly seed: number;
  /** No progress lines and no chatter on stderr. */
  readonly quiet: boolean;
  /** The repository root to read fixtures under (default: this repository). */
  readonly root?: string | URL;
  /** The run's date as ISO 8601 (default: now). */
  readonly date?: string;
}

/**
 * Reads every fixture file (`*.txt`) under the corpus directories of `root`, in
 * file-name order. A missing directory counts as empty: the corpus may not have
 * been generated yet. A malformed fixture throws (its path starts the message).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readReportFixtures } from "./report.ts";
 * const fixtures = await readReportFixtures();
 * assert.ok(fixtures.every((f) => f.path?.startsWith("fixtures/") && f.answer.length > 0));
 * ```
 */
export async function readReportFixtures(root: string | URL = ROOT): Promise<ReportFixture[]> {
  const base = typeof root === "string" ? root : fileURLToPath(root);
  const out: ReportFixture[] = [];
  for (const dir of FIXTURE_DIRS) {
    const names: string[] = [];
    try {
      for await (const entry of Deno.readDir(`${base}/${dir}`)) {
        if (entry.isFile && entry.name.endsWith(".txt")) names.push(entry.name);
      }
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) continue;
      throw e;
    }
    names.sort();
    for (const name of names) {
      const path = `${dir}/${name}`;
      const text = await readBoundedFile(`${base}/${path}`, path);
      out.push(reportFixture(readFixture(text, path), path));
    }
  }
  return out;
}

/**
 * Runs what the report shows — the conform sections, every claim — and reads the
 * corpus, returning it all as {@link ReportData}. `conform` can call this to write
 * a report of its own run.
 */
export async function collectReportData(options: CollectOptions): Promise<ReportData> {
  const { full, seed, quiet } = options;
  const date = options.date ?? new Date().toISOString();
  const say = (line: string) => {
    if (!quiet) console.error(line);
  };
  const sections: SectionResult[] = [];
  const runners: [string, (o: SectionOptions) => Promise<SectionResult>][] = [
    ["vectors", vectorSection],
    ["external", externalSection],
    ["agreement", agreementSection],
  ];
  for (const [name, run] of runners) {
    const progress = progressLine(!quiet);
    const result = await run({ full, seed, progress: (d, t) => progress.update(d, t, name) });
    progress.done();
    say(`report: ${name}: ${result.checked} checked, ${result.failures.length} failed`);
    sections.push(result);
  }
  const claims = await runClaims([], { full, seed, quiet, table: JOB_TABLE });
  say(`report: claims: ${claims.length} run`);
  const fixtures = await readReportFixtures(options.root);
  say(`report: fixtures: ${fixtures.length} read`);
  return reportData({ date, seed, full, claims, sections, fixtures });
}

/**
 * Writes the report for `data` into `dir` (created if missing): every file of
 * `buildReport`, `report.json` holding the data and the board page, each whole and
 * marked as the suite's (`writeSuiteFiles`). Returns the path of index.html. A folder
 * holding anything but an earlier report of the suite is refused unless `force`.
 */
export async function writeReport(dir: string, data: ReportData, force = false): Promise<string> {
  const files = new Map([
    ...buildReport(data),
    ["report.json", reportJson(data) + "\n"],
    ...await boardPageFiles({ back: "index.html" }),
  ]);
  await writeSuiteFiles(dir, files, force);
  return `${dir}/index.html`;
}

/**
 * Checks, before anything is run, that `dir` may receive a report: it does not
 * exist yet, is empty, or holds only files the suite wrote there, unchanged (an
 * earlier report or board page, see `assertOutFolder`). Anything else is refused
 * unless `force`, so that a mistyped `--out` cannot overwrite files in a folder that
 * holds other things.
 *
 * @example
 * ```ts
 * import { checkOutFolder } from "./report.ts";
 * import assert from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * await Deno.writeTextFile(`${dir}/notes.txt`, "mine");
 * await assert.rejects(checkOutFolder(dir, false), /not an earlier report/);
 * await checkOutFolder(dir, true); // --force: allowed
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function checkOutFolder(dir: string, force: boolean): Promise<void> {
  try {
    await assertOutFolder(dir, force);
  } catch (e) {
    throw inputProblem(e, dir, "--out folder");
  }
}

/** Runs the verb; returns the exit code. */
export async function reportCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(REPORT_USAGE, args);
  if (positionals.length) {
    throw new UsageError(`report takes no arguments, got ${quote(positionals[0])}`);
  }
  if (values.out === undefined || values.out === "") {
    throw new UsageError("report needs --out DIR: the directory to write index.html into");
  }
  // Before any work: a refused folder should not cost a whole run.
  const out = values.out;
  const force = values.force ?? false;
  await checkOutFolder(out, force);
  if (values.board !== undefined) {
    if (values.from !== undefined || values.seed !== undefined || values.full) {
      throw new UsageError(
        "--board writes one board's page; --from, --seed and --full build the report",
      );
    }
    const { board } = await readBoardArg(values.board);
    const page = await writeBoardPage(out, { board: encodeUrl(board) }, force)
      .catch((e) => {
        throw inputProblem(e, out, "--out folder");
      });
    console.log(page);
    return EXIT.ok;
  }
  const quiet = values.quiet ?? false;
  let data: ReportData;
  if (values.from !== undefined) {
    if (values.seed !== undefined || values.full) {
      throw new UsageError(
        "--seed and --full choose how to run the checks; with --from nothing is run",
      );
    }
    let json: unknown;
    const text = await readInputText(values.from, "--from file");
    try {
      json = JSON.parse(text);
    } catch (e) {
      throw new SyntaxError(
        `${values.from}: not JSON (${e instanceof Error ? e.message : String(e)})`,
      );
    }
    data = parseReportData(json, values.from);
  } else {
    const seed = seedOption(values.seed, undefined);
    if (!quiet) console.error(`report: seed ${seed} (replay with --seed ${seed})`);
    data = await collectReportData({ full: values.full ?? false, seed, quiet });
  }
  console.log(
    await writeReport(out, data, force).catch((e) => {
      throw inputProblem(e, out, "--out folder");
    }),
  );
  return EXIT.ok;
}

/** `report`'s options and `--help`. */
export const REPORT_USAGE = usageOf({
  verb: "report",
  about: [
    "Write the static HTML report (DIR/index.html, style.css, report.json) and print the path",
    "of index.html. Without --from it runs the checks; --board writes only the board page.",
  ],
  options: {
    ...common("full", "seed", "quiet"),
    out: value("DIR", "the directory to write into (required)"),
    from: value("FILE.json", "rebuild from a report.json written earlier; nothing is run"),
    board: value("BOARD", "write only the board page, opening BOARD (URL or file)"),
    force: flag("write into a non-empty DIR that is not an earlier report"),
  },
  exits: exitsWith([0, "written"]),
});
