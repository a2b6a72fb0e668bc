/**
 * The `engine` job, `engine --cmd "<command>" [--quick] [--genre stostone|dosun-fuwari|all] [--rule R]
 * [--rules R1,R2] [--cap N] [--timeout S] [--startup S] [--random N] [--seed S] [--max-size RxC]
 * [--no-corpus] [--shrink N] [--shrink-time S] [--contract 1|2|3] [--reading suite|pzprjs]
 * [--stop-after N] [--jobs N] [--shard K/N] [--verbose]
 * [--json] [--quiet] [--progress]`: run an outside engine
 * (conformance/INTERPRETING.md) over the corpus and random boards and say where it
 * differs from the built-in engines. Exit 0 when no board failed (passed, gave up,
 * unsupported, disputed or skipped),
 * 1 when any failed, timed out, was malformed or crashed, 2 on bad usage, 70 when the
 * suite itself failed on a board.
 *
 * `--jobs N` tries N boards at a time on worker threads, each with its own engine
 * process (kept alive across its boards, like the single one of `--jobs 1`); failing
 * random boards are shrunk afterwards, one at a time. The output is the same for any
 * N apart from the times, for an engine whose answers do not depend on the boards it
 * was sent before (and with `--startup 0`, also its timeout messages: the extra time
 * for a fresh start goes to whichever board a process meets first).
 *
 * `--max-size RxC` lets the random boards grow up to R rows and C columns (default 6x6,
 * at most 30x30; beyond 6x6 half of them take both sides from the top quarter); their reference is still the consensus of the built-in engines, and a
 * board those cannot decide within their budgets is skipped.
 *
 * `--shard K/N` (with the seed fixed: `--seed S` or `SEED=S`) tries only the boards whose position in the plan
 * modulo N is K−1; with `--json` it prints a shard file, and `merge` combines the N
 * shard files into the output of one full run.
 *
 * @module
 */

import { GENRES, type Rule, rulesOf } from "../../core/genre.ts";
import { orList } from "../../core/rule_name.ts";
import { DEFAULT_RANDOM_SIZE, type Genre, type RandomSize } from "./arbitraries.ts";
import { engineReport, engineUnits, runEngineOnPool } from "./engine_pool_run.ts";
import { type EngineBoardPayload, runEngineBoardUnit } from "./engine_unit.ts";
import type { Counterexample } from "./random_boards.ts";
import {
  type BoardResult,
  DEFAULT_STOP_AFTER,
  isFailure,
  NOT_RUN_REASON,
  STATUSES,
  summaryLine,
} from "./runner.ts";
import { planEngineSuite, type SuiteReport } from "./suite.ts";
import { CONTRACT_VERSION, CONTRACT_VERSIONS, type ContractVersion } from "./protocol.ts";
import { DISPUTED_READINGS, type Reading, READINGS } from "./disputed.ts";
import {
  QUICK_CORPUS,
  QUICK_RANDOM,
  QUICK_SHRINK,
  QUICK_SHRINK_SECONDS,
  quickCorpus,
} from "./quick.ts";
import {
  type Job,
  type JobSettings,
  type JsonDoc,
  mergedSettings,
  type ResultCheck,
} from "../run/job.ts";
import { parseShard } from "../run/shard.ts";
import { progressSetting } from "../run/progress.ts";
import type { UnitResult } from "../run/unit.ts";
import { EXIT, intOption, printJson, UsageError } from "../../cli/io.ts";
import { quote } from "../../core/quote.ts";
import * as usage from "../../cli/usage.ts";

/** Above this many boards, only the boards that did not pass are listed (unless --verbose). */
export const LIST_ALL_UP_TO = 60;

function contractOption(value: string | undefined): ContractVersion {
  if (value === undefined) return CONTRACT_VERSION;
  const version = CONTRACT_VERSIONS.find((v) => String(v) === value);
  if (version === undefined) {
    throw new UsageError(
      `--contract must be ${orList(CONTRACT_VERSIONS.map(String))}, got ${quote(value)}`,
    );
  }
  return version;
}

/**
 * `--max-size RxC`: the largest random board. Throws `UsageError` unless it reads like
 * 12x12 with 1..30 rows (2.. when Stostone is run) and 1..30 columns.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { maxSizeOption } from "./engine_job.ts";
 * assert.deepEqual(maxSizeOption("12x10", ["stostone"]), { rows: 12, cols: 10 });
 * assert.deepEqual(maxSizeOption(undefined, ["stostone"]), { rows: 6, cols: 6 });
 * assert.throws(() => maxSizeOption("1x8", ["stostone"]), /--max-size/);
 * ```
 */
export function maxSizeOption(value: string | undefined, genres: readonly Genre[]): RandomSize {
  if (value === undefined) return DEFAULT_RANDOM_SIZE;
  const m = /^(\d+)x(\d+)$/.exec(value);
  const minRows = genres.includes("stostone") ? 2 : 1;
  const rows = Number(m?.[1]), cols = Number(m?.[2]);
  if (!m || rows < minRows || rows > 30 || cols < 1 || cols > 30) {
    throw new UsageError(
      `--max-size must be RxC with ${minRows}..30 rows and 1..30 columns (e.g. 12x12), got ${
        quote(value)
      }`,
    );
  }
  return { rows, cols };
}

function readingOption(value: string): Reading {
  const reading = READINGS.find((r) => r === value);
  if (reading === undefined) {
    throw new UsageError(`--reading must be ${READINGS.join(" or ")}, got ${quote(value)}`);
  }
  return reading;
}

function genresOption(value: string | undefined): Genre[] {
  switch (value ?? "all") {
    case "all":
      return ["stostone", "dosun-fuwari"];
    case "stostone":
      return ["stostone"];
    case "dosun-fuwari":
    case "dosufuwa":
      return ["dosun-fuwari"];
    default:
      throw new UsageError(`--genre must be stostone, dosun-fuwari or all, got ${quote(value)}`);
  }
}

/**
 * `--rule R` or `--rules R1,R2,…`: the rule settings to run, of either genre, and the
 * genres that have one of them (the others are not run). Throws `UsageError` for an
 * unknown setting, for both options at once, and for a setting whose genre `--genre`
 * leaves out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rulesOption } from "./engine_job.ts";
 * const both = rulesOption(undefined, "exact,official", ["stostone", "dosun-fuwari"]);
 * assert.deepEqual(both, { rules: ["exact", "official"], genres: ["stostone", "dosun-fuwari"] });
 * assert.deepEqual(rulesOption("exact", undefined, ["stostone", "dosun-fuwari"]).genres, ["stostone"]);
 * assert.deepEqual(rulesOption(undefined, undefined, ["stostone"]), { rules: undefined, genres: ["stostone"] });
 * ```
 */
export function rulesOption(
  rule: string | undefined,
  rules: string | undefined,
  genres: readonly Genre[],
): { rules: Rule[] | undefined; genres: Genre[] } {
  if (rule !== undefined && rules !== undefined) {
    throw new UsageError("--rule and --rules say the same thing: give one of them");
  }
  const option = rule !== undefined ? "--rule" : "--rules";
  const value = rule ?? rules;
  if (value === undefined) return { rules: undefined, genres: [...genres] };
  const all = Object.keys(GENRES) as Genre[];
  const listed: Rule[] = [];
  for (const name of value.split(",")) {
    const owner = all.find((g) => (rulesOf(g) as readonly string[]).includes(name));
    if (owner === undefined) {
      const settings = all.map((g) => `${orList(rulesOf(g))} (${g})`).join(", ");
      throw new UsageError(`${option} ${quote(name)} is no rule setting; use ${settings}`);
    }
    if (!genres.includes(owner)) {
      throw new UsageError(
        `${option} ${name} is a ${owner} rule, and --genre ${genres.join()} has no ${owner} board: use --genre ${owner} or all`,
      );
    }
    if (!listed.includes(name as Rule)) listed.push(name as Rule);
  }
  const owners = genres.filter((g) => rulesOf(g).some((r) => listed.includes(r)));
  return { rules: listed, genres: owners };
}

/**
 * One line for a board's result.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { resultLine } from "./engine_job.ts";
 * const line = resultLine({ url: "https://puzz.link/p?stostone/1/2/0", rule: "exact", genre: "stostone",
 *   source: "example", status: "fail", category: "missing-answer", gaveUp: null,
 *   reason: "missing-answer: …", seconds: 0.5 });
 * assert.ok(line.startsWith("FAIL        stostone     exact      0.50s  https://puzz.link/p?stostone/1/2/0"));
 * ```
 */
export function resultLine(r: BoardResult): string {
  const status = r.status.toUpperCase().replace("-", " ").padEnd(11);
  const why = r.reason ? `  ${r.reason}` : "";
  return `${status} ${r.genre.padEnd(12)} ${r.rule.padEnd(8)} ${
    r.seconds.toFixed(2).padStart(6)
  }s  ${r.url}  [${r.source}]${why}`;
}

/**
 * One line for a shrunk counterexample: the small board first, then where it came from.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { counterexampleLine } from "./engine_job.ts";
 * import type { BoardResult } from "./runner.ts";
 * const result = (url: string, source: string): BoardResult => ({ url, rule: "exact", genre: "stostone",
 *   source, status: "fail", category: "wrong-answer", gaveUp: null, reason: "wrong-answer: …", seconds: 0 });
 * const line = counterexampleLine({ original: result("https://puzz.link/p?stostone/4/4/6i0f3gg1g2", "random #3"),
 *   shrunk: result("https://puzz.link/p?stostone/1/2/0", "shrunk"), tries: 12, interrupted: false });
 * assert.ok(line.startsWith("https://puzz.link/p?stostone/1/2/0 exact  fail: wrong-answer"));
 * assert.ok(line.endsWith("; 12 tries, smallest board reached)"));
 * ```
 */
export function counterexampleLine(c: Counterexample): string {
  const s = c.shrunk;
  const stop = c.interrupted
    ? "time limit: shrinking stopped before the smallest board"
    : "smallest board reached";
  return `${s.url} ${s.rule}  ${s.status}: ${s.reason}  (from ${c.original.source} ${c.original.url}; ${c.tries} tries, ${stop})`;
}

/**
 * The steps a shrink took, one line each: the boards it moved through, each smaller
 * than the one before and failing the same way.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shrinkStepLines } from "./engine_job.ts";
 * assert.deepEqual(shrinkStepLines(["dosufuwa/3/2/os10", "dosufuwa/1/1/"]),
 *   ["step 1 of 2: dosufuwa/3/2/os10", "step 2 of 2: dosufuwa/1/1/"]);
 * ```
 */
export function shrinkStepLines(steps: readonly string[]): string[] {
  return steps.map((url, k) => `step ${k + 1} of ${steps.length}: ${url}`);
}

/**
 * One line per disputed reading that some board followed: `DISPUTED (<id>: follows
 * pzprjs)` and how many boards.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { disputedLines } from "./engine_job.ts";
 * import type { BoardResult } from "./runner.ts";
 * const r = { status: "disputed", reason: "stostone-clue-zero-room: follows pzprjs (…)" } as BoardResult;
 * assert.ok(disputedLines([r, r])[0]!.startsWith("DISPUTED (stostone-clue-zero-room: follows pzprjs): 2 boards"));
 * ```
 */
export function disputedLines(results: readonly BoardResult[]): string[] {
  return DISPUTED_READINGS.flatMap(({ id, theirs }) => {
    const boards = results.filter((r) => r.status === "disputed" && r.reason.startsWith(`${id}:`));
    if (boards.length === 0) return [];
    return [
      `DISPUTED (${id}: follows pzprjs): ${boards.length} boards answered as pzprjs reads the rule (${theirs}); not failures (--reading pzprjs requires that reading)`,
    ];
  });
}

/** The statuses a long report leaves out of its list (it counts them). */
const QUIET: readonly string[] = ["pass", "gave-up", "unsupported"];

/**
 * The run's verdict line. A run with no failure passes, but it says how many boards
 * were decided, so that a run of give-ups never reads as "all pass".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { verdictLine } from "./engine_job.ts";
 * const s = { boards: 10, decided: 2, pass: 2, gaveUp: 3, gaveUpBy: { limit: 3, unstated: 0 },
 *   unsupported: 5, disputed: 0, fail: 0, timeout: 0, malformed: 0, crash: 0, skipped: 0, seconds: 1 };
 * assert.ok(verdictLine(s, false).startsWith("PASS: no board failed, but only 2 of 10 boards were decided (3 gave up, 5 unsupported)"));
 * ```
 */
export function verdictLine(s: SuiteReport["summary"], failed: boolean): string {
  const tried = s.boards - s.skipped;
  const undecided = s.gaveUp + s.unsupported;
  const given = `${s.gaveUp} gave up, ${s.unsupported} unsupported`;
  if (failed) return `FAIL: ${s.decided} of ${tried} boards decided (${given})`;
  return undecided === 0
    ? `PASS: all ${s.decided} boards tried were decided, none failed`
    : `PASS: no board failed, but only ${s.decided} of ${tried} boards were decided (${given})`;
}

function printText(report: SuiteReport, verbose: boolean): void {
  const listAll = verbose || report.results.length <= LIST_ALL_UP_TO;
  for (const r of report.results) {
    if (listAll || !QUIET.includes(r.status)) console.log(resultLine(r));
  }
  if (!listAll) {
    const { pass, gaveUp, unsupported } = report.summary;
    console.log(
      `(${pass} passing, ${gaveUp} gave-up and ${unsupported} unsupported boards not listed; --verbose lists them)`,
    );
  }
  console.log(`summary: ${summaryLine(report.summary)}`);
  const notRun = report.results.filter((r) => r.reason.startsWith(NOT_RUN_REASON)).length;
  if (notRun > 0) {
    console.log(
      `stopped: ${notRun} board(s) not run after ${report.stopAfter} TIMEOUT or CRASH boards in a row (--stop-after N changes the limit, 0 never stops); TIMEOUT and CRASH boards are not shrunk`,
    );
  }
  for (const line of disputedLines(report.results)) console.log(line);
  if (report.counterexamples.length > 0) {
    console.log("smallest failing boards (shrunk):");
    for (const c of report.counterexamples) {
      console.log(`  ${counterexampleLine(c)}`);
      for (const line of shrinkStepLines(c.steps ?? [])) console.log(`    ${line}`);
    }
  }
  const failed = report.results.some((r) => isFailure(r.status));
  console.log(
    `${
      verdictLine(report.summary, failed)
    }; contract version ${report.contract}, cap ${report.cap}, random seed ${report.seed} (replay with --seed ${report.seed}); a run stops after ${report.stopAfter} TIMEOUT/CRASH boards in a row (--stop-after)`,
  );
}

/** The options a shard file records: everything that shapes the plan, the results and the text. */
interface EngineRunOptions {
  readonly command: string;
  readonly genres: Genre[];
  /** The rule settings chosen, joined by commas, or null. */
  readonly rule: string | null;
  readonly cap: number;
  readonly timeout: number;
  readonly startup: number;
  readonly random: number;
  readonly maxSize: string;
  readonly corpus: boolean;
  /** `--quick`: a short representative run (quick.ts); absent in older shard files. */
  readonly quick?: boolean;
  readonly shrink: number;
  readonly shrinkTime: number;
  readonly verbose: boolean;
  /** Absent in shard files written before version 2: those spoke version 1. */
  readonly contract?: ContractVersion;
  /** TIMEOUT or CRASH boards in a row after which the run stops (absent: the default). */
  readonly stopAfter?: number;
  /** Whose reading of the disputed rules is required (absent: the suite's). */
  readonly reading?: Reading;
}

/** Names the suite's own errors on stderr; returns the run's exit code. */
function exitCode(report: SuiteReport, errors: readonly string[]): number {
  for (const e of errors) console.error(`engine: internal error: ${e}`);
  if (errors.length) return EXIT.internal;
  return report.results.some((r) => isFailure(r.status)) ? EXIT.no : EXIT.ok;
}

/** What `engine` makes of its command line. */
export interface EngineOptions extends JobSettings {
  readonly seed: number;
  /** What a shard file records. */
  readonly run: EngineRunOptions;
  /** The rule settings chosen (`--rule`, `--rules`), or undefined for every setting. */
  readonly rule: Rule[] | undefined;
  readonly maxSize: RandomSize;
  /** This run's state: the boards planned, the units finished so far (for an interrupt). */
  readonly state: {
    boards: Awaited<ReturnType<typeof planEngineSuite>>;
    finished: UnitResult[];
    total: number;
  };
}

/** An engine run, folded: the report and the suite's own errors. */
interface EngineFolded {
  readonly report: SuiteReport;
  readonly errors: readonly string[];
  readonly verbose: boolean;
}

/** The report of `results` (the boards of a run, or of its first part when interrupted). */
function reportOf(
  results: readonly UnitResult[],
  run: EngineRunOptions,
  seed: number,
  ms: number,
  shrinkLimit = run.shrink,
) {
  return engineReport(results, {
    command: run.command,
    cap: run.cap,
    seed,
    genres: run.genres,
    shrinkLimit,
    seconds: ms / 1000,
    contract: run.contract ?? 1,
    stopAfter: run.stopAfter,
  });
}

const BOARD_RESULT = {
  url: "string",
  rule: "string",
  genre: ["oneOf", "stostone", "dosun-fuwari"],
  source: "string",
  status: ["oneOf", ...STATUSES],
  category: ["either", "string", "null"],
  gaveUp: ["either", ["oneOf", "unsupported", "limit", "unstated"], "null"],
  reason: "string",
  seconds: "number",
} as const;

const OUTCOME_CHECK: ResultCheck = {
  schema: {
    result: BOARD_RESULT,
    shrunk: ["optional", {
      result: BOARD_RESULT,
      tries: "number",
      interrupted: "boolean",
      steps: ["optional", ["array", "string"]],
    }],
  },
};

/** Reads the options; throws `UsageError` (exit 2) for bad usage. */
function parseEngineOptions(args: string[]): EngineOptions {
  const { values, positionals } = usage.parseVerbArgs(ENGINE_USAGE, args);
  if (positionals.length > 0) {
    throw new UsageError(
      `engine takes no positional arguments, got ${quote(positionals[0])} (quote the --cmd)`,
    );
  }
  const command: string = values.cmd ?? "";
  if (command.trim() === "") {
    throw new UsageError(
      `missing --cmd "<command>": the outside engine to run (see conformance/INTERPRETING.md)`,
    );
  }
  const { rules: rule, genres } = rulesOption(
    values.rule,
    values.rules,
    genresOption(values.genre),
  );
  const maxSize = maxSizeOption(values["max-size"], genres);
  const jobs = usage.jobsOption(values.jobs, 1);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const seed = usage.seedOption(values.seed, shard);
  if (
    values["no-corpus"] && values.random !== undefined &&
    intOption("random", values.random, 200, 0) === 0
  ) {
    // A run that tests no board would end in PASS.
    throw new UsageError("--no-corpus with --random 0 leaves no board to run");
  }
  const quick = values.quick ?? false;
  const run: EngineRunOptions = {
    command,
    genres,
    rule: rule?.join(",") ?? null,
    cap: intOption("cap", values.cap, 2),
    timeout: usage.secondsOption("timeout", values.timeout, 10, false),
    startup: usage.secondsOption("startup", values.startup, 10, true),
    random: intOption("random", values.random, quick ? QUICK_RANDOM : 200, 0),
    maxSize: `${maxSize.rows}x${maxSize.cols}`,
    corpus: !values["no-corpus"],
    ...(quick ? { quick } : {}),
    shrink: intOption("shrink", values.shrink, quick ? QUICK_SHRINK : 3, 0),
    // 0 would shrink nothing under a heading that says "shrunk": --shrink 0 is the way.
    shrinkTime: usage.secondsOption(
      "shrink-time",
      values["shrink-time"],
      quick ? QUICK_SHRINK_SECONDS : 60,
      false,
    ),
    verbose: values.verbose ?? false,
    contract: contractOption(values.contract),
    stopAfter: intOption("stop-after", values["stop-after"], DEFAULT_STOP_AFTER, 0),
    ...(values.reading === undefined ? {} : { reading: readingOption(values.reading) }),
  };
  return {
    jobs,
    shard,
    seed,
    json: values.json ?? false,
    progress: progressSetting(values),
    shardOptions: { ...run },
    run,
    rule,
    maxSize,
    state: { boards: [], finished: [], total: 0 },
  };
}

/** The engine settings of a run's units. */
const settingsOf = ({ run }: EngineOptions) => ({
  cmd: run.command,
  cap: run.cap,
  timeout: run.timeout,
  startup: run.startup,
  contract: run.contract ?? CONTRACT_VERSION,
  stopAfter: run.stopAfter,
  reading: run.reading,
});

/** `engine`'s options and `--help`. */
export const ENGINE_USAGE = usage.usageOf({
  verb: "engine",
  about: [
    "Run an outside engine (conformance/INTERPRETING.md) over the corpus and random boards and",
    "say where it differs from the built-in engines.",
  ],
  options: {
    ...usage.common("json", "quiet", "progress"),
    cmd: usage.value('"<command>"', "the outside engine's command line (required)"),
    genre: usage.value("stostone|dosun-fuwari|all", "the genres to try", "all"),
    rule: usage.value(
      "R",
      "try every board under this rule setting (its genre only)",
      "every rule",
    ),
    rules: usage.value(
      "R1,R2",
      "try only these rule settings, of either genre (a genre with none is not run)",
      "every rule",
    ),
    cap: usage.value("N", "answers asked for per board", "2"),
    timeout: usage.value("S", "seconds per board", "10"),
    startup: usage.value("S", "extra seconds for a fresh process's first board", "10"),
    random: usage.value("N", "random boards to try", "200"),
    seed: usage.COMMON_OPTIONS.seed,
    "max-size": usage.value("RxC", "largest random board (at most 30x30)", "6x6"),
    shrink: usage.value("N", "failing random boards to shrink", "3"),
    "shrink-time": usage.value("S", "seconds for shrinking one board", "60"),
    "no-corpus": usage.flag("skip the shipped corpus; random boards only"),
    quick: usage.flag(
      `a short first run: ${QUICK_CORPUS} corpus boards (edge cases first) and ${QUICK_RANDOM} random boards per genre, 1 shrink of ${QUICK_SHRINK_SECONDS} s`,
    ),
    jobs: {
      ...usage.COMMON_OPTIONS.jobs,
      about: "try N boards at a time, each worker with its own engine process",
    },
    shard: usage.SEEDED_SHARD_OPTION,
    verbose: usage.flag("print every board's line, passes too"),
    contract: usage.value(
      "1|2|3",
      "the contract version the engine speaks",
      String(CONTRACT_VERSION),
    ),
    reading: usage.value(
      READINGS.join("|"),
      "whose reading of the disputed rules to require (INTERPRETING.md)",
      "suite",
    ),
    "stop-after": usage.value(
      "N",
      "stop after N TIMEOUT or CRASH boards in a row (0: never)",
      String(DEFAULT_STOP_AFTER),
    ),
  },
  exits: usage.exitsWith(
    [0, "no board failed (each passed, gave up, was disputed or skipped)"],
    [1, "a board failed, timed out, was malformed or crashed"],
    [70, "the suite itself failed on a board"],
  ),
});

/** What `engine --json` prints (its section of docs/JSON.md); the example's engine crashes on
 * every board, and the report is complete all the same. */
const ENGINE_JSON: JsonDoc = {
  title: "engine",
  fields: [
    ["contract", "number", "the contract version spoken (INTERPRETING.md)"],
    ["command", "string", "the engine's command line"],
    ["cap", "number", "the answer cap sent"],
    ["seed", "number", "the seed of the random boards (replay with `--seed`)"],
    ["stopAfter", "number", "timeouts or crashes in a row after which the run stops"],
    ["results", "list", "one row per board sent"],
    ["results[].url", "string", "the board sent"],
    ["results[].rule", "string", "the rule sent"],
    ["results[].genre", "string", "its genre"],
    ["results[].source", "string", "where the board came from"],
    [
      "results[].status",
      "string",
      "`pass`, `gave-up`, `unsupported`, `disputed`, `fail`, `timeout`, `malformed`, `crash` or `skipped`",
    ],
    ["results[].category", "string or null", "for `fail`, which kind"],
    [
      "results[].gaveUp",
      "string or null",
      "for `gave-up` and `unsupported`, why: `limit`, `unsupported` or `unstated` (no reason given)",
    ],
    ["results[].reason", "string", "why, in one line"],
    ["results[].seconds", "number", "from the request to the reply"],
    ["summary", "object", "results counted by status"],
    ["summary.boards", "number", "boards tried"],
    ["summary.decided", "number", "boards the engine decided: pass, disputed or fail"],
    ["summary.pass", "number", "decided and right (give-ups are not passes)"],
    ["summary.gaveUp", "number", "give-ups for a limit or for no stated reason"],
    ["summary.gaveUpBy", "object", "those give-ups by reason: `limit`, `unstated`"],
    ["summary.unsupported", "number", "give-ups the engine said were unsupported"],
    ["summary.disputed", "number", "answers that follow another reading of a disputed rule"],
    ["summary.fail", "number", "failures"],
    ["summary.timeout", "number", "timeouts"],
    ["summary.malformed", "number", "malformed replies"],
    ["summary.crash", "number", "crashes"],
    ["summary.skipped", "number", "boards the built-in engines could not decide"],
    ["summary.seconds", "number", "wall time of the run"],
    [
      "counterexamples",
      "list",
      "failures shrunk to smaller boards: `original`, `shrunk`, `tries`, `interrupted` (the time limit stopped it; false: the smallest board was reached), `steps` (the URLs it moved through, the original first)",
    ],
    ["ok", "boolean", "no board failed and the suite met no error of its own"],
    ["incomplete", "boolean, optional", "the run was interrupted (then `ok` is false)"],
    ["interrupted", "string, optional", "the signal that interrupted it"],
  ],
  examples: [
    [
      "--cmd",
      "exit 1",
      "--genre",
      "stostone",
      "--no-corpus",
      "--random",
      "2",
      "--seed",
      "5",
      "--timeout",
      "2",
      "--startup",
      "0",
      "--shrink",
      "0",
      "--json",
    ],
  ],
};

/**
 * The `engine` job: one unit per board, each on its worker's own engine process;
 * failing random boards are shrunk after the units, one at a time.
 */
export const ENGINE_JOB: Job<EngineOptions, EngineBoardPayload, unknown, EngineFolded> = {
  name: "engine",
  usage: ENGINE_USAGE,
  summary:
    'engine --cmd "<command>" [--quick] [--genre G|all] [--rules R1,R2] [--timeout S] [--random N] [--seed S] [--contract 1|2|3] [--stop-after N] [--jobs N] [--shard K/N] [--json]   check an outside solver (conformance/INTERPRETING.md)',
  json: [ENGINE_JSON],
  results: { "engine/board": OUTCOME_CHECK },
  shardOptions: {
    command: "string",
    genres: ["array", ["oneOf", "stostone", "dosun-fuwari"]],
    rule: ["either", "string", "null"],
    cap: "number",
    timeout: "number",
    startup: "number",
    random: "number",
    maxSize: "string",
    corpus: "boolean",
    quick: ["optional", "boolean"],
    shrink: "number",
    shrinkTime: "number",
    verbose: "boolean",
    contract: ["optional", ["oneOf", ...CONTRACT_VERSIONS]],
    stopAfter: ["optional", "number"],
    reading: ["optional", ["oneOf", ...READINGS]],
  },
  parseOptions: parseEngineOptions,
  async plan(options) {
    const { run } = options;
    options.state.boards = await planEngineSuite({
      genres: run.genres,
      rule: options.rule,
      corpus: run.corpus ? (run.quick ? quickCorpus : undefined) : () => Promise.resolve([]),
      random: run.random,
      seed: options.seed,
      maxSize: options.maxSize,
    });
    options.state.total = options.state.boards.length;
    return engineUnits(options.state.boards, settingsOf(options));
  },
  run: (payload) => runEngineBoardUnit(payload),
  async execute(pool, _, options, { progress }) {
    const { run, state } = options;
    let planned = 0;
    const { units, results, indices, killed } = await runEngineOnPool(
      pool,
      state.boards,
      settingsOf(options),
      {
        genres: run.genres,
        random: run.random,
        seed: options.seed,
        rule: options.rule,
        maxSize: options.maxSize,
        shrinkLimit: run.shrink,
        shrinkSeconds: run.shrinkTime,
      },
      options.shard,
      {
        onProgress: (done, all) => {
          planned = all;
          state.total = all;
          progress(done, all, "boards");
        },
        onUnit: (result) => state.finished.push(result),
        onShrink: (r) =>
          progress(planned, planned, `boards; shrinking the ${r.status} of ${r.source}`),
      },
    );
    if (killed.length) {
      console.error(
        `engine: killed ${killed.length} engine process group(s) left by a worker that ended early`,
      );
    }
    return { units, results, indices };
  },
  fold(results, options, ms) {
    const { report, errors } = reportOf(results, options.run, options.seed, ms);
    return { report, errors, verbose: options.run.verbose };
  },
  interrupt(signal, options, ms) {
    // What an interrupted run has: the boards finished so far, written out as a report
    // marked incomplete once SIGINT or SIGTERM has killed the engines.
    const { run, state } = options;
    const boards = state.finished.filter((r) =>
      !r.ok || (typeof r.value === "object" && r.value !== null && "result" in r.value)
    );
    const { report } = reportOf(boards, run, options.seed, ms, 0);
    if (options.json) printJson({ ...report, ok: false, incomplete: true, interrupted: signal });
    else {
      // No PASS/FAIL verdict line: an interrupted run has none.
      for (const r of report.results) {
        if (run.verbose || !QUIET.includes(r.status)) console.log(resultLine(r));
      }
      console.log(`summary: ${summaryLine(report.summary)}`);
      console.log(
        `INCOMPLETE: interrupted by ${signal} after ${boards.length} of ${state.total} boards; nothing was shrunk`,
      );
    }
  },
  mergedOptions(merged) {
    const run = merged.options as unknown as EngineRunOptions;
    return {
      ...mergedSettings(merged),
      seed: merged.seed ?? 0,
      run,
      rule: run.rule === null ? undefined : run.rule.split(",") as Rule[],
      maxSize: DEFAULT_RANDOM_SIZE,
      state: { boards: [], finished: [], total: 0 },
    };
  },
  // This shard's share of the run's exit code.
  shardExit: ({ report, errors }) => exitCode(report, errors),
  print({ report, errors, verbose }, { json }) {
    const code = exitCode(report, errors);
    if (json) printJson({ ...report, ok: code === EXIT.ok });
    else printText(report, verbose);
    return code;
  },
};
