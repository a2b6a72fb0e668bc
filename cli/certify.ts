/**
 * `certify <board|dir>… [--check] [--rule R] [--json] [--quiet]`: run every engine
 * of the genre on each board and say whether all of them prove it unique.
 *
 * A board is a puzz.link URL, a pzprv3 or text-form file, `-` for stdin, or a
 * fixture file; directories are walked for `*.txt` fixture files. `--check` also
 * compares each fixture with what the engines say now (URL, answer, expected
 * verdict, every certificate field) and reports each difference naming the file
 * and the field; plain boards are certified without a check. `--rule` applies to
 * plain boards (fixtures carry their own rule). `--quiet` turns off the progress
 * line that is otherwise shown on stderr when stderr is a terminal.
 *
 * Exit 0 when every board is certified unique by all the engines (and, with
 * `--check`, every fixture holds); 1 otherwise; 2 for bad usage or a board that
 * cannot be read; 3 when engines disagree.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { parseBoardInput } from "../core/formats/mod.ts";
import { type Board, parseRule, type Rule } from "../conformance/engines.ts";
import {
  type Certification,
  certifyBoard,
  checkFixtureText,
  isFixtureText,
  listFixtureFiles,
} from "../conformance/corpus/certify.ts";
import { readFixture } from "../conformance/fixtures/fixture_file.ts";
import { EXIT, printJson, readBoardArg, UsageError } from "./io.ts";

/** One input to certify: a file (a fixture or a plain board), stdin, or a URL. */
type Target = { kind: "file"; path: string } | { kind: "stdin" } | { kind: "url"; url: string };

/** What happened to one board. */
export interface BoardReport {
  /** The file path, `stdin`, or the URL. */
  readonly board: string;
  /** `fixture` for a fixture file, `board` for a plain board, null when unreadable. */
  readonly kind: "fixture" | "board" | null;
  /** Genre, size and rule, when the board was read. */
  readonly genre: string | null;
  /** `RxC`. */
  readonly size: string | null;
  /** The rule it was certified under. */
  readonly rule: string | null;
  /** The engines' combined verdict, null when the board could not be read. */
  readonly verdict: string | null;
  /** Whether the engines agree. */
  readonly agree: boolean;
  /** Whether every engine proves it unique. */
  readonly certified: boolean;
  /** Per engine. */
  readonly engines: Readonly<
    Record<string, {
      verdict: string;
      count: number;
      complete: boolean;
      stoppedBy: string | null;
      nodes: number;
      ms: number;
    }>
  >;
  /** Why the engines disagree. */
  readonly disagreements: readonly string[];
  /** Whether its certificate was checked (`--check` on a fixture). */
  readonly checked: boolean;
  /** Problems found by the check, or the read error. */
  readonly problems: readonly string[];
  /** True when the board could not be read at all. */
  readonly error: boolean;
  /** Wall time for this board, in milliseconds. */
  readonly ms: number;
}

/** The totals over every board. */
export interface CertifySummary {
  /** Boards looked at. */
  readonly boards: number;
  /** Boards every engine proves unique. */
  readonly certified: number;
  /** Boards read but not certified. */
  readonly notCertified: number;
  /** Boards the engines disagree on. */
  readonly disagree: number;
  /** Fixtures whose certificate was checked. */
  readonly checked: number;
  /** Problems the checks found (over all fixtures). */
  readonly problems: number;
  /** Boards that could not be read. */
  readonly errors: number;
  /** Wall time, in milliseconds. */
  readonly ms: number;
  /** The exit code's meaning: everything certified and every check clean. */
  readonly ok: boolean;
}

async function targetsOf(args: readonly string[]): Promise<Target[]> {
  const targets: Target[] = [];
  for (const arg of args) {
    if (arg === "-") {
      targets.push({ kind: "stdin" });
      continue;
    }
    let stat: Deno.FileInfo | null = null;
    try {
      stat = await Deno.stat(arg);
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    }
    if (stat?.isDirectory) {
      const files = await listFixtureFiles(arg);
      if (files.length === 0) throw new UsageError(`"${arg}": no *.txt files in this directory`);
      for (const path of files) targets.push({ kind: "file", path });
    } else if (stat) {
      targets.push({ kind: "file", path: arg });
    } else {
      // Not a file: readBoardArg decodes URLs and words the error for anything else.
      await readBoardArg(arg);
      targets.push({ kind: "url", url: arg });
    }
  }
  return targets;
}

function engineTable(c: Certification): BoardReport["engines"] {
  return Object.fromEntries(c.engines.map((e) => [e.name, {
    verdict: e.verdict,
    count: e.count,
    complete: e.complete,
    stoppedBy: e.stoppedBy,
    nodes: e.nodes,
    ms: Math.round(e.ms * 1000) / 1000,
  }]));
}

function errorReport(board: string, message: string, ms: number): BoardReport {
  return {
    board,
    kind: null,
    genre: null,
    size: null,
    rule: null,
    verdict: null,
    agree: true,
    certified: false,
    engines: {},
    disagreements: [],
    checked: false,
    problems: [message],
    error: true,
    ms: Math.round(ms * 1000) / 1000,
  };
}

function report(
  board: string,
  kind: "fixture" | "board",
  b: Board,
  rule: Rule,
  c: Certification,
  checked: boolean,
  problems: readonly string[],
  ms: number,
): BoardReport {
  return {
    board,
    kind,
    genre: b.genre,
    size: `${b.rows}x${b.cols}`,
    rule,
    verdict: c.verdict,
    agree: c.agree,
    certified: c.certified,
    engines: engineTable(c),
    disagreements: c.disagreements,
    checked,
    problems,
    error: false,
    ms: Math.round(ms * 1000) / 1000,
  };
}

/** Certifies one target; never throws for bad board input (that becomes an error report). */
async function certifyTarget(
  target: Target,
  check: boolean,
  ruleOption: string | undefined,
): Promise<BoardReport> {
  const start = performance.now();
  const label = target.kind === "file" ? target.path : target.kind === "url" ? target.url : "stdin";
  const elapsed = () => performance.now() - start;
  try {
    let text: string;
    if (target.kind === "file") text = await Deno.readTextFile(target.path);
    else if (target.kind === "stdin") text = await new Response(Deno.stdin.readable).text();
    else text = target.url;
    if (isFixtureText(text)) {
      if (check) {
        const result = checkFixtureText(text, label);
        if (!result.fixture || !result.certification) {
          return errorReport(label, result.problems.join("; "), elapsed());
        }
        const { board, meta } = result.fixture;
        return report(
          label,
          "fixture",
          board,
          meta.rule as Rule,
          result.certification,
          true,
          result.problems,
          elapsed(),
        );
      }
      const fixture = readFixture(text, label);
      const rule = parseRule(fixture.board, fixture.meta.rule);
      const c = certifyBoard(fixture.board, rule);
      return report(label, "fixture", fixture.board, rule, c, false, [], elapsed());
    }
    const { board } = parseBoardInput(text, label);
    const rule = parseRule(board, ruleOption);
    const c = certifyBoard(board, rule);
    return report(label, "board", board, rule, c, false, [], elapsed());
  } catch (e) {
    if (
      e instanceof SyntaxError || e instanceof RangeError || e instanceof Deno.errors.NotFound ||
      e instanceof Deno.errors.PermissionDenied || e instanceof Deno.errors.IsADirectory
    ) {
      const message = e.message.startsWith(label) ? e.message : `${label}: ${e.message}`;
      return errorReport(label, message, elapsed());
    }
    throw e;
  }
}

/**
 * Totals of a list of reports.
 *
 * @example
 * ```ts
 * import { summarise } from "./certify.ts";
 * const s = summarise([], 12.5);
 * console.assert(s.boards === 0 && s.ok && s.ms === 13);
 * ```
 */
export function summarise(reports: readonly BoardReport[], ms: number): CertifySummary {
  const read = reports.filter((r) => !r.error);
  const certified = read.filter((r) => r.certified).length;
  const problems = read.reduce((n, r) => n + r.problems.length, 0);
  const errors = reports.length - read.length;
  return {
    boards: reports.length,
    certified,
    notCertified: read.length - certified,
    disagree: read.filter((r) => !r.agree).length,
    checked: read.filter((r) => r.checked).length,
    problems,
    errors,
    ms: Math.round(ms),
    ok: errors === 0 && certified === reports.length && problems === 0,
  };
}

/**
 * The exit code of a summary: 3 when engines disagree, else 2 when a board could not
 * be read, else 1 unless every board is certified and every check is clean, else 0.
 *
 * @example
 * ```ts
 * import { certifyExitCode, summarise } from "./certify.ts";
 * console.assert(certifyExitCode(summarise([], 0)) === 0);
 * console.assert(certifyExitCode({ ...summarise([], 0), disagree: 1, ok: false }) === 3);
 * ```
 */
export function certifyExitCode(s: CertifySummary): number {
  if (s.disagree > 0) return EXIT.disagree;
  if (s.errors > 0) return EXIT.badInput;
  return s.ok ? EXIT.ok : EXIT.no;
}

function boardLine(r: BoardReport): string {
  if (r.error) return `${r.board}  ERROR`;
  const engines = Object.values(r.engines);
  const unique = engines.filter((e) => e.verdict === "unique").length;
  const agree = r.agree ? "engines agree" : "ENGINES DISAGREE";
  const check = r.checked ? (r.problems.length ? ", CERTIFICATE DIFFERS" : ", certificate ok") : "";
  return `${r.board}  ${r.verdict} (${unique}/${engines.length} engines unique), ${agree}, ${
    r.ms.toFixed(1)
  } ms${check}`;
}

function summaryLine(s: CertifySummary): string {
  const parts = [
    `${s.boards} board${
      s.boards === 1 ? "" : "s"
    }: ${s.certified} certified unique by every engine`,
    `${s.notCertified} not`,
  ];
  if (s.errors) parts.push(`${s.errors} unreadable`);
  if (s.disagree) parts.push(`engines disagree on ${s.disagree}`);
  if (s.checked) parts.push(`${s.checked} certificates checked, ${s.problems} problem(s)`);
  parts.push(`${(s.ms / 1000).toFixed(1)} s`);
  return `${parts.join(", ")}: ${s.ok ? "OK" : "FAILED"}`;
}

function progressWriter(enabled: boolean): (line: string | null) => void {
  if (!enabled) return () => {};
  const encoder = new TextEncoder();
  return (line) => {
    const text = line === null ? "\r\x1b[K" : `\r\x1b[K${line.slice(0, 100)}`;
    Deno.stderr.writeSync(encoder.encode(text));
  };
}

/**
 * Runs the verb; returns the exit code (see the module header).
 *
 * @example
 * ```ts ignore
 * import { certifyCommand } from "./certify.ts";
 * const code = await certifyCommand(["--check", "fixtures/"]);
 * ```
 */
export async function certifyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      check: { type: "boolean" },
      json: { type: "boolean" },
      quiet: { type: "boolean" },
      rule: { type: "string" },
    },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    throw new UsageError("certify needs at least one board, fixture file or directory");
  }
  const start = performance.now();
  const targets = await targetsOf(positionals);
  const progress = progressWriter(!values.quiet && Deno.stderr.isTerminal());
  const reports: BoardReport[] = [];
  for (const [i, target] of targets.entries()) {
    const label = target.kind === "file" ? target.path : target.kind;
    progress(`[${i + 1}/${targets.length}] ${label}`);
    const r = await certifyTarget(target, values.check === true, values.rule);
    reports.push(r);
    if (!values.json) {
      progress(null);
      console.log(boardLine(r));
      for (const p of r.problems) console.log(`  ${p}`);
      // A check already lists disagreements among its problems.
      if (!r.checked) { for (const d of r.disagreements) console.log(`  disagreement: ${d}`); }
    }
  }
  progress(null);
  const summary = summarise(reports, performance.now() - start);
  if (values.json) printJson({ boards: reports, summary });
  else console.log(summaryLine(summary));
  return certifyExitCode(summary);
}
