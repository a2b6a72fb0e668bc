/**
 * The `certify` job, `certify <board|dir>… [--check [--regenerate]] [--rule R] [--json]
 * [--quiet] [--jobs N] [--shard K/N]`: run every engine of the genre on each board and say whether all of them prove it
 * unique.
 *
 * A board is a puzz.link URL, a pzprv3 or text-form file, `-` for stdin, or a
 * fixture file; directories are walked for `*.txt` fixture files. `--check` also
 * compares each fixture with what the engines say now (URL, answer, expected
 * verdict, every certificate field) and reports each difference naming the file
 * and the field; plain boards are certified without a check. In a fixtures tree (a folder
 * named `fixtures` or holding a MANIFEST.json, and all below it), `--check` also checks the
 * tree against its manifest, which must be there (manifest_check.ts: missing, extra and
 * duplicated files in any subfolder, symbolic links, every manifest field); each
 * generated fixture's description is rederived, and with `--regenerate` its source
 * is rerun (about a minute for the corpus; skipped otherwise, as the summary says). `--rule` applies to
 * plain boards (fixtures carry their own rule). `--quiet` turns off the progress
 * line that is otherwise shown on stderr when stderr is a terminal.
 *
 * `--jobs N` certifies N boards at a time on worker threads; the output is the same
 * for any N apart from the times. `--shard K/N` certifies only the boards whose
 * position in the list modulo N is K−1; with `--json` it prints a shard file, and
 * `merge` combines the N shard files into the output of one full run.
 *
 * Exit 0 when every board is certified unique by all the engines (and, with
 * `--check`, every fixture holds); 1 otherwise; 2 for bad usage or a board that
 * cannot be read; 3 when engines disagree.
 *
 * @module
 */

import { listFixtureFiles } from "./load.ts";
import type { BoardReport, CertifyPayload, CertifyTarget } from "./certify_unit.ts";
import { errorReport, runCertifyUnit, targetLabel } from "./certify_unit.ts";
import { findManifest } from "./manifest_check.ts";
import {
  type Job,
  type JobSettings,
  type JsonDoc,
  mergedSettings,
  type ResultCheck,
} from "../run/job.ts";
import { progressSetting } from "../run/progress.ts";
import { parseShard } from "../run/shard.ts";
import type { Unit, UnitResult } from "../run/unit.ts";
import {
  EXIT,
  inputProblem,
  inputTooLarge,
  looksLikeUrl,
  MAX_INPUT_BYTES,
  printJson,
  readBoardArg,
  readInputText,
  readStdinText,
  UsageError,
} from "../../cli/io.ts";
import { GENRES, rulesOf } from "../../core/genre.ts";
import { oneLine, quote } from "../../core/quote.ts";
import * as usage from "../../cli/usage.ts";

export type { BoardReport } from "./certify_unit.ts";

/** The totals over every board. */
export interface CertifySummary {
  /** Boards looked at. */
  readonly boards: number;
  /** Boards certified unique: answer judged, proof checked, no engine disagreeing. */
  readonly certified: number;
  /** Boards read but not certified. */
  readonly notCertified: number;
  /** Boards the engines disagree on. */
  readonly disagree: number;
  /** Fixtures whose certificate was checked. */
  readonly checked: number;
  /** Boards whose proof the checker accepted (proved now, or shipped and checked). */
  readonly proofsChecked: number;
  /** Boards on which some engine stopped at its budget (not blocking certification). */
  readonly undecided: number;
  /** Problems the checks found (over all fixtures and manifests). */
  readonly problems: number;
  /** Directories checked against their MANIFEST.json. */
  readonly manifests: number;
  /** Fixtures whose source was rerun (`--regenerate`). */
  readonly regenerated: number;
  /** Boards that could not be read. */
  readonly errors: number;
  /** Wall time, in milliseconds. */
  readonly ms: number;
  /** The exit code's meaning: everything certified and every check clean. */
  readonly ok: boolean;
}

async function targetsOf(args: readonly string[], check: boolean): Promise<CertifyTarget[]> {
  const targets: CertifyTarget[] = [];
  if (args.filter((arg) => arg === "-").length > 1) {
    throw new UsageError("- (stdin) is given twice: stdin can be read once");
  }
  for (const arg of args) {
    if (arg === "") {
      throw new UsageError("a <board> is empty: give a puzz.link URL, a file path or - for stdin");
    }
    if (arg === "-") {
      // Read here: a worker cannot share this process's stdin.
      targets.push({ kind: "text", label: "stdin", text: await readStdinText() });
      continue;
    }
    let stat: Deno.FileInfo | null = null;
    // A URL is never tried as a path (a long one is no valid file name).
    if (!looksLikeUrl(arg)) {
      try {
        stat = await Deno.stat(arg);
      } catch (e) {
        if (!(e instanceof Deno.errors.NotFound)) throw inputProblem(e, arg, "board");
      }
    }
    if (stat?.isDirectory) {
      const files = await listFixtureFiles(arg).catch((e) => {
        throw inputProblem(e, arg, "directory");
      });
      // --check in a fixtures tree also checks it against its manifest (reported missing
      // when it is not there): missing, extra and duplicated files, links, every field.
      const manifest = check ? await findManifest(arg) : null;
      if (manifest) targets.push({ kind: "manifest", path: manifest, dir: arg });
      if (files.length === 0) {
        throw new UsageError(`${quote(arg)}: no *.txt files in this directory`);
      }
      for (const path of files) targets.push({ kind: "file", path });
    } else if (stat && !stat.isFile) {
      // A pipe, a device or a socket: read here, bounded, and named when it cannot be
      // (a worker would read it again, or read a device without end).
      targets.push({ kind: "text", label: arg, text: await readInputText(arg, "board file") });
    } else if (stat) {
      if (stat.size > MAX_INPUT_BYTES) throw inputTooLarge(`board file ${quote(arg)}`);
      // --check on one file checks its entry in the manifest that covers its folder, so
      // an edited id, source or hash is caught the same as under a directory.
      const folder = arg.includes("/") ? arg.slice(0, arg.lastIndexOf("/")) || "/" : ".";
      const manifest = check ? await findManifest(folder) : null;
      if (manifest) targets.push({ kind: "manifest", path: manifest, dir: arg });
      targets.push({ kind: "file", path: arg });
    } else {
      // Not a file: readBoardArg decodes URLs and words the error for anything else.
      await readBoardArg(arg);
      targets.push({ kind: "url", url: arg });
    }
  }
  return targets;
}

/**
 * The units of a certify run: one per board, in argument order (directories in
 * path order). Ids are the boards' labels, numbered when a board repeats.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { certifyUnits } from "./certify_job.ts";
 * const url = { kind: "url", url: "https://puzz.link/p?stostone/3/2/4si" } as const;
 * const units = certifyUnits([url, url], { check: false, rule: null });
 * assert.ok(units[1]!.id === "https://puzz.link/p?stostone/3/2/4si #2");
 * ```
 */
export function certifyUnits(
  targets: readonly CertifyTarget[],
  options: {
    readonly check: boolean;
    readonly rule: string | null;
    readonly regenerate?: boolean;
    readonly proofDir?: string | null;
  },
): Unit<CertifyPayload>[] {
  const seen = new Map<string, number>();
  return targets.map((target) => {
    const label = targetLabel(target);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return {
      kind: "certify",
      id: n === 1 ? label : `${label} #${n}`,
      payload: {
        target,
        check: options.check,
        rule: options.rule,
        ...(options.regenerate ? { regenerate: true } : {}),
        ...(options.proofDir ? { proofDir: options.proofDir } : {}),
      },
    };
  });
}

/** A unit that did not run to the end is reported as an unreadable board, naming the error. */
function reportOf(result: UnitResult): BoardReport {
  if (result.ok) return result.value as unknown as BoardReport;
  return errorReport(result.id, result.error, result.ms);
}

/**
 * Totals of a list of reports.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { summarise } from "./certify_job.ts";
 * const s = summarise([], 12.5);
 * assert.ok(s.boards === 0 && s.ok && s.ms === 13);
 * ```
 */
export function summarise(reports: readonly BoardReport[], ms: number): CertifySummary {
  const manifests = reports.filter((r) => r.kind === "manifest");
  const boards = reports.filter((r) => r.kind !== "manifest");
  const read = boards.filter((r) => !r.error);
  const certified = read.filter((r) => r.certified).length;
  const problems = [...read, ...manifests].reduce((n, r) => n + r.problems.length, 0);
  const errors = boards.length - read.length;
  return {
    boards: boards.length,
    certified,
    notCertified: read.length - certified,
    disagree: read.filter((r) => !r.agree).length,
    checked: read.filter((r) => r.checked).length,
    proofsChecked: read.filter((r) => r.proof?.checked === true).length,
    undecided: read.filter((r) => r.undecided.length > 0).length,
    problems,
    manifests: manifests.length,
    regenerated: read.filter((r) => r.regenerated).length,
    errors,
    ms: Math.round(ms),
    ok: errors === 0 && certified === boards.length && problems === 0,
  };
}

/**
 * The exit code of a summary: 3 when engines disagree, else 2 when a board could not
 * be read, else 1 unless every board is certified and every check is clean, else 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { certifyExitCode, summarise } from "./certify_job.ts";
 * assert.ok(certifyExitCode(summarise([], 0)) === 0);
 * assert.ok(certifyExitCode({ ...summarise([], 0), disagree: 1, ok: false }) === 3);
 * ```
 */
export function certifyExitCode(s: CertifySummary): number {
  if (s.disagree > 0) return EXIT.disagree;
  if (s.errors > 0) return EXIT.badInput;
  return s.ok ? EXIT.ok : EXIT.no;
}

/**
 * What `--check` found: "certificate ok", "CERTIFICATE DIFFERS" when only certificate
 * lines differ, else "CHECK FAILED" (metadata, answer or verdict; the lines below say which).
 */
function checkLabel(r: BoardReport): string {
  if (r.problems.length === 0) return "certificate ok";
  const certificateOnly = r.problems.every((p) => p.startsWith(`${r.board}: certificate`));
  return certificateOnly ? "CERTIFICATE DIFFERS" : "CHECK FAILED";
}

function boardLine(r: BoardReport): string {
  if (r.error) return `${r.board}  ERROR`;
  if (r.kind === "manifest") {
    return `${r.board}  ${
      r.problems.length ? "FILES DIFFER FROM THE MANIFEST" : "every file as listed"
    }`;
  }
  const engines = Object.values(r.engines);
  const unique = engines.filter((e) => e.verdict === "unique").length;
  const agree = r.agree ? "engines agree" : "ENGINES DISAGREE";
  const check = r.checked ? `, ${checkLabel(r)}` : "";
  const p = r.proof;
  const proof = !p
    ? ""
    : p.verdict === "multiple"
    ? ", two judged answers"
    : p.checked
    ? `, proof checked (${p.lemmas} lemmas${p.from === "shipped" ? ", shipped" : ""})`
    : ", PROOF NOT CHECKED";
  // Undecided engines are named: the certificate does not rest on them.
  const undecided = r.undecided.length ? `, undecided: ${r.undecided.join(", ")}` : "";
  const label = r.certified ? "certified unique" : r.verdict;
  return `${r.board}  ${label} (${unique}/${engines.length} engines unique${undecided}), ${agree}${proof}, ${
    r.ms.toFixed(1)
  } ms${check}`;
}

function summaryLine(s: CertifySummary, regenerateAsked: boolean): string {
  const parts = [
    `${s.boards} board${
      s.boards === 1 ? "" : "s"
    }: ${s.certified} certified unique (answer judged, proof checked, no engine disagreeing)`,
    `${s.notCertified} not`,
  ];
  if (s.errors) parts.push(`${s.errors} unreadable`);
  if (s.disagree) parts.push(`engines disagree on ${s.disagree}`);
  if (s.checked) {
    parts.push(
      `${s.checked} certificates checked, ${s.proofsChecked} proofs checked, ${s.problems} problem(s)`,
    );
  }
  // Said whenever a check ran without one, so that a clean line is never read as more.
  if (s.checked && s.manifests === 0) parts.push("no MANIFEST.json covers these files");
  if (s.checked && regenerateAsked) {
    const others = s.checked - s.regenerated;
    parts.push(
      `${s.regenerated} sources regenerated` +
        (others ? ` (${others} not a generator's: nothing to rerun)` : ""),
    );
  } else if (s.checked) {
    parts.push(
      "sources not regenerated (skipped: about a minute for the corpus; --regenerate reruns them)",
    );
  }
  parts.push(`${(s.ms / 1000).toFixed(1)} s`);
  return `${parts.join(", ")}: ${s.ok ? "OK" : "FAILED"}`;
}

/** Prints a board's line and its problems. */
function printBoard(r: BoardReport): void {
  console.log(boardLine(r));
  for (const p of r.problems) console.log(`  ${p}`);
  // A check already lists disagreements among its problems.
  if (!r.checked) { for (const d of r.disagreements) console.log(`  disagreement: ${d}`); }
}

/** What `certify` makes of its command line. */
export interface CertifyOptions extends JobSettings {
  /** The board arguments. */
  readonly boards: readonly string[];
  readonly check: boolean;
  readonly rule: string | null;
  readonly regenerate: boolean;
}

/** A certify run, folded. */
interface CertifyFolded {
  readonly reports: BoardReport[];
  readonly results: readonly UnitResult[];
  readonly ms: number;
  /** Whether `--regenerate` was given (the summary says what it did). */
  readonly regenerate: boolean;
}

const ENGINE_REPORT = {
  verdict: ["oneOf", "unique", "multiple", "none", "unknown"],
  count: "number",
  complete: "boolean",
  stoppedBy: ["either", "string", "null"],
  nodes: "number",
  ms: "number",
} as const;

const PROOF_REPORT = {
  verdict: ["oneOf", "unique", "multiple", "none"],
  checked: "boolean",
  from: ["oneOf", "solver", "shipped"],
  encoder: ["either", "number", "null"],
  solver: ["either", "string", "null"],
  cnf: ["either", "string", "null"],
  lrat: ["either", "string", "null"],
  bytes: ["either", "number", "null"],
  lemmas: ["either", "number", "null"],
  ms: "number",
} as const;

/**
 * A board report's shape, and its one derived field: certified iff the engines agree and
 * the proof is checked and says unique.
 */
const BOARD_CHECK: ResultCheck = {
  schema: {
    board: "string",
    kind: ["oneOf", "fixture", "board", "manifest", null],
    genre: ["either", "string", "null"],
    size: ["either", "string", "null"],
    rule: ["either", "string", "null"],
    verdict: ["either", ["oneOf", "unique", "multiple", "none", "unknown"], "null"],
    agree: "boolean",
    certified: "boolean",
    proof: ["either", PROOF_REPORT, "null"],
    undecided: ["array", "string"],
    engines: ["record", ENGINE_REPORT],
    disagreements: ["array", "string"],
    checked: "boolean",
    regenerated: "boolean",
    problems: ["array", "string"],
    error: "boolean",
    ms: "number",
  },
  consistency(value, path) {
    if (value.error !== false || value.kind === "manifest") return null;
    const proof = value.proof as { verdict: string; checked: boolean } | null;
    const certified = value.agree === true && proof !== null && proof.checked &&
      proof.verdict === "unique";
    return value.certified === certified
      ? null
      : `${path}.certified: says ${value.certified}, but the proof (${
        proof ? `${proof.verdict}, ${proof.checked ? "checked" : "not checked"}` : "none"
      }${value.agree ? "" : ", engines disagreeing"}) makes it ${certified}`;
  },
};

/** `certify`'s options and `--help`. */
export const CERTIFY_USAGE = usage.usageOf({
  verb: "certify",
  operands: "<board|dir>…",
  about: [
    "Certify each board unique: an answer judged, a checked proof that no other exists, and no",
    "engine disagreeing (each engine's result is listed; one stopped at its budget is named).",
    "Proving needs CaDiCaL (Debian package cadical); --check checks shipped proofs without it.",
    "A board is a puzz.link URL, a pzprv3 or text file, - for stdin, or a fixture file;",
    "directories are walked for *.txt fixture files.",
  ],
  options: {
    ...usage.common("json", "quiet", "progress", "jobs", "shard"),
    check: usage.flag(
      "also compare each fixture's certificate (and the MANIFEST.json) with what the engines say now",
    ),
    rule: {
      ...usage.COMMON_OPTIONS.rule,
      about: "the rule for plain boards (fixtures carry their own)",
    },
    regenerate: usage.flag("with --check, rerun each generated fixture's source (about a minute)"),
    proof: usage.value(
      "DIR",
      "write each proof as <name>.cnf, <name>.drat and <name>.lrat into DIR (plain DIMACS, DRAT, LRAT)",
    ),
  },
  exits: usage.exitsWith(
    [0, "every board certified unique (and, with --check, every fixture holds)"],
    [1, "otherwise"],
    [3, "engines disagree"],
  ),
});

/** What `certify --json` prints (its section of docs/JSON.md). */
const CERTIFY_JSON: JsonDoc = {
  title: "certify",
  fields: [
    ["boards", "list", "one row per board (and per directory checked against its manifest)"],
    ["boards[].board", "string", "the file path, `stdin`, or the URL"],
    ["boards[].kind", "string or null", "`fixture`, `board` or `manifest`; null when unreadable"],
    ["boards[].genre", "string or null", "the genre"],
    ["boards[].size", "string or null", "`RxC`"],
    ["boards[].rule", "string or null", "the rule it was certified under"],
    [
      "boards[].verdict",
      "string or null",
      "the verdict: the proof's (unique, multiple, none) when no engine disagrees, else the engines' combined verdict",
    ],
    [
      "boards[].agree",
      "boolean",
      "no two engines contradict each other, and none contradicts the proof",
    ],
    [
      "boards[].certified",
      "boolean",
      "certified unique: an answer judged, its uniqueness proof checked by the LRAT checker, no engine disagreeing",
    ],
    [
      "boards[].proof",
      "object or null",
      "the proof behind the verdict; null when the board could not be read",
    ],
    [
      "boards[].proof.verdict",
      "string",
      "`unique` (checked proof that no other answer exists), `none` (checked proof that no answer exists) or `multiple` (two judged answers, no proof)",
    ],
    ["boards[].proof.checked", "boolean", "the checker accepted the proof (false for `multiple`)"],
    [
      "boards[].proof.from",
      "string",
      "`solver` (proved now, by CaDiCaL and the elaborator) or `shipped` (a fixture's `.lrat.gz`, checked without a solver)",
    ],
    ["boards[].proof.encoder", "number or null", "the encoder's version that writes the CNF"],
    [
      "boards[].proof.solver",
      "string or null",
      "the SAT solver that found the refutation (not trusted), e.g. `cadical-sc2021`",
    ],
    [
      "boards[].proof.cnf",
      "string or null",
      "SHA-256 of the CNF's DIMACS text (rebuilt from the board)",
    ],
    ["boards[].proof.lrat", "string or null", "SHA-256 of the LRAT proof's text"],
    ["boards[].proof.bytes", "number or null", "bytes of the gzipped LRAT proof"],
    ["boards[].proof.lemmas", "number or null", "lemmas the checker verified"],
    ["boards[].proof.ms", "number", "wall time of proving (or checking the shipped proof)"],
    [
      "boards[].undecided",
      "strings",
      "the engines that stopped at their budget (verdict unknown): listed, not waited for",
    ],
    [
      "boards[].engines",
      "object",
      "per engine: `verdict`, `count`, `complete`, `stoppedBy`, `nodes`",
    ],
    ["boards[].disagreements", "strings", "why the engines disagree"],
    ["boards[].checked", "boolean", "its certificate was checked (`--check` on a fixture)"],
    ["boards[].regenerated", "boolean", "its source was rerun (`--check --regenerate`)"],
    ["boards[].problems", "strings", "what the check found, or the read error"],
    ["boards[].error", "boolean", "the board could not be read at all"],
    ["boards[].ms", "number", "wall time for this board"],
    ["summary", "object", "the counts over all rows"],
    ["summary.boards", "number", "boards looked at"],
    [
      "summary.certified",
      "number",
      "boards certified unique (answer judged, proof checked, no engine disagreeing)",
    ],
    ["summary.notCertified", "number", "boards read but not certified"],
    ["summary.disagree", "number", "boards the engines disagree on"],
    ["summary.checked", "number", "fixtures whose certificate was checked"],
    ["summary.proofsChecked", "number", "boards whose proof the checker accepted"],
    ["summary.undecided", "number", "boards on which some engine stopped at its budget"],
    ["summary.problems", "number", "problems the checks found"],
    ["summary.manifests", "number", "directories checked against their MANIFEST.json"],
    ["summary.regenerated", "number", "fixtures whose source was rerun"],
    ["summary.errors", "number", "boards that could not be read"],
    ["summary.ms", "number", "wall time of the run"],
    ["summary.ok", "boolean", "the same as `ok`"],
    ["ok", "boolean", "everything certified and every check clean"],
  ],
  examples: [
    ["fixtures/stostone/6x6-001.txt", "--json"],
    ["fixtures/stostone/6x6-001.txt", "--check", "--json"],
  ],
};

/** The `certify` job. */
export const CERTIFY_JOB: Job<CertifyOptions, CertifyPayload, BoardReport, CertifyFolded> = {
  name: "certify",
  usage: CERTIFY_USAGE,
  summary:
    "certify <board|dir>… [--check [--regenerate]] [--rule R] [--json] [--jobs N] [--shard K/N]   all engines prove each board unique; --check recomputes certificates and checks the manifest",
  json: [CERTIFY_JSON],
  results: { certify: BOARD_CHECK },
  shardOptions: {
    check: "boolean",
    rule: ["either", "string", "null"],
    regenerate: ["optional", ["oneOf", true]],
  },
  parseOptions(args) {
    const { values, positionals } = usage.parseVerbArgs(CERTIFY_USAGE, args);
    if (positionals.length === 0) {
      throw new UsageError("certify needs at least one board, fixture file or directory");
    }
    const jobs = usage.jobsOption(values.jobs, 1);
    const shard = values.shard === undefined ? undefined : parseShard(values.shard);
    if (values.regenerate && !values.check) {
      throw new UsageError("--regenerate reruns fixture sources as part of --check: add --check");
    }
    const proofDir = values.proof ?? null;
    if (proofDir !== null && values.check) {
      throw new UsageError(
        "--proof writes the proofs certify finds; --check checks the shipped ones: use one or the other",
      );
    }
    const check = values.check === true;
    const rule = values.rule ?? null;
    // A rule of no genre at all is a usage mistake, refused before any board is read;
    // one of the other genre's rules is a problem of each board it is given with.
    const known = Object.keys(GENRES).flatMap((g) => rulesOf(g as keyof typeof GENRES));
    if (rule !== null && !known.includes(rule as (typeof known)[number])) {
      throw new UsageError(`--rule ${quote(rule)} is no rule; the rules are ${known.join(", ")}`);
    }
    const regenerate = values.regenerate === true;
    return {
      jobs,
      shard,
      seed: null,
      json: values.json === true,
      // done/total and a time estimate on stderr, only when it is a terminal.
      progress: progressSetting(values),
      shardOptions: { check, rule, ...(regenerate ? { regenerate: true } : {}) },
      boards: positionals,
      check,
      rule,
      regenerate,
      proofDir,
    };
  },
  async plan(options) {
    return certifyUnits(await targetsOf(options.boards, options.check), options);
  },
  run: (payload) => runCertifyUnit(payload),
  progressLabel: () => "boards",
  onResult(result, options, clearProgress) {
    if (options.json) return;
    clearProgress(); // clear the line before printing the board's own line
    printBoard(reportOf(result));
  },
  fold: (results, options, ms) => ({
    reports: results.map(reportOf),
    results,
    ms,
    regenerate: options.regenerate,
  }),
  mergedOptions(run) {
    const { check, rule, regenerate } = run.options as {
      check: boolean;
      rule: string | null;
      regenerate?: boolean;
    };
    return {
      ...mergedSettings(run),
      seed: null,
      boards: [],
      check,
      rule,
      regenerate: regenerate === true,
      proofDir: null,
    };
  },
  shardExit: ({ reports, results, ms }) =>
    results.some((r) => !r.ok) ? EXIT.internal : certifyExitCode(summarise(reports, ms)),
  /**
   * Prints the boards (unless streamed), then the summary line or the whole JSON;
   * returns the exit code. Units that failed to run are an internal error (exit 70),
   * named on stderr.
   */
  print({ reports, results, ms, regenerate }, { json, streamed }) {
    if (!json && !streamed) reports.forEach(printBoard);
    const summary = summarise(reports, ms);
    // `ok` at the top, as every verb that passes or fails says it (docs/JSON.md).
    if (json) printJson({ boards: reports, summary, ok: summary.ok });
    else console.log(summaryLine(summary, regenerate));
    // An unreadable board is a row of the table and, as every bad input is, a line
    // on stderr (a unit that failed to run is an internal error, below).
    for (const r of results) {
      const report = reportOf(r);
      if (!r.ok || !report.error) continue;
      const problem = report.problems.join("; ");
      const named = problem.startsWith(report.board) ? problem : `${report.board}: ${problem}`;
      console.error(oneLine(`certify: ${named}`));
    }
    const failed = results.filter((r) => !r.ok);
    for (const r of failed) if (!r.ok) console.error(`certify: internal error: ${r.error}`);
    return failed.length ? EXIT.internal : certifyExitCode(summary);
  },
};
