/**
 * `engine --cmd "<command>" [--genre stostone|dosun-fuwari|all] [--rule R] [--cap N]
 * [--timeout S] [--startup S] [--random N] [--seed S] [--no-corpus] [--shrink N] [--shrink-time S]
 * [--verbose] [--json] [--quiet]`: run an outside engine (conformance/INTERPRETING.md)
 * over the corpus and random boards and say where it differs from the built-in
 * engines. Exit 0 when every board passed (or was skipped), 1 when any failed, timed
 * out, was malformed or crashed, 2 on bad usage.
 *
 * @module
 */

import { parseArgs } from "node:util";
import type { Rule } from "../conformance/engines.ts";
import type { Genre } from "../conformance/outside/arbitraries.ts";
import type { Counterexample } from "../conformance/outside/random_boards.ts";
import { type BoardResult, isFailure, summaryLine } from "../conformance/outside/runner.ts";
import { runEngineSuite, type SuiteReport } from "../conformance/outside/suite.ts";
import { EXIT, intOption, printJson, UsageError } from "./io.ts";
import { progressLine } from "./progress.ts";

/** Above this many boards, only the boards that did not pass are listed (unless --verbose). */
export const LIST_ALL_UP_TO = 60;

const GENRE_RULES: Record<Genre, readonly string[]> = {
  "stostone": ["exact", "convex", "count", "none"],
  "dosun-fuwari": ["official", "loose"],
};

function secondsOption(
  name: string,
  value: string | undefined,
  fallback: number,
  allowZero: boolean,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !allowZero)) {
    throw new UsageError(
      `--${name} must be a number of seconds ${allowZero ? ">= 0" : "above 0"}, got "${value}"`,
    );
  }
  return n;
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
      throw new UsageError(`--genre must be stostone, dosun-fuwari or all, got "${value}"`);
  }
}

function ruleOption(value: string | undefined, genres: readonly Genre[]): Rule | undefined {
  if (value === undefined) return undefined;
  const owner = (Object.keys(GENRE_RULES) as Genre[]).find((g) => GENRE_RULES[g].includes(value));
  if (owner === undefined) {
    throw new UsageError(
      `--rule "${value}" is no rule setting; use exact, convex, count or none (stostone), official or loose (dosun-fuwari)`,
    );
  }
  if (genres.length !== 1 || genres[0] !== owner) {
    throw new UsageError(`--rule ${value} is a ${owner} rule: add --genre ${owner}`);
  }
  return value as Rule;
}

/**
 * One line for a board's result.
 *
 * @example
 * ```ts
 * import { resultLine } from "./engine.ts";
 * const line = resultLine({ url: "https://puzz.link/p?stostone/1/2/0", rule: "exact", genre: "stostone",
 *   source: "example", status: "fail", category: "missing-answer", gaveUp: false,
 *   reason: "missing-answer: …", seconds: 0.5 });
 * console.assert(line.startsWith("FAIL      stostone     exact      0.50s  https://puzz.link/p?stostone/1/2/0"));
 * ```
 */
export function resultLine(r: BoardResult): string {
  const status = r.status.toUpperCase().padEnd(9);
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
 * import { counterexampleLine } from "./engine.ts";
 * import type { BoardResult } from "../conformance/outside/runner.ts";
 * const result = (url: string, source: string): BoardResult => ({ url, rule: "exact", genre: "stostone",
 *   source, status: "fail", category: "wrong-answer", gaveUp: false, reason: "wrong-answer: …", seconds: 0 });
 * const line = counterexampleLine({ original: result("https://puzz.link/p?stostone/4/4/6i0f3gg1g2", "random #3"),
 *   shrunk: result("https://puzz.link/p?stostone/1/2/0", "shrunk"), tries: 12, interrupted: false });
 * console.assert(line.startsWith("https://puzz.link/p?stostone/1/2/0 exact  fail: wrong-answer"));
 * ```
 */
export function counterexampleLine(c: Counterexample): string {
  const s = c.shrunk;
  const more = c.interrupted ? ", shrinking stopped at its time limit" : "";
  return `${s.url} ${s.rule}  ${s.status}: ${s.reason}  (from ${c.original.source} ${c.original.url}; ${c.tries} tries${more})`;
}

function printText(report: SuiteReport, verbose: boolean): void {
  const listAll = verbose || report.results.length <= LIST_ALL_UP_TO;
  for (const r of report.results) {
    if (listAll || r.status !== "pass") console.log(resultLine(r));
  }
  if (!listAll) {
    console.log(`(${report.summary.pass} passing boards not listed; --verbose lists them)`);
  }
  console.log(`summary: ${summaryLine(report.summary)}`);
  if (report.counterexamples.length > 0) {
    console.log("smallest failing boards (shrunk):");
    for (const c of report.counterexamples) console.log(`  ${counterexampleLine(c)}`);
  }
  const failed = report.results.some((r) => isFailure(r.status));
  console.log(
    `${
      failed ? "FAIL" : "PASS"
    }: contract version ${report.contract}, cap ${report.cap}, random seed ${report.seed} (replay with --seed ${report.seed})`,
  );
}

/**
 * Runs the verb; returns the exit code. Throws `UsageError` (exit 2 through `runVerb`)
 * for bad usage.
 *
 * @example
 * ```ts
 * import { engineCommand } from "./engine.ts";
 * import { UsageError } from "./io.ts";
 * const error = await engineCommand(["--genre", "stostone"]).catch((e) => e);
 * console.assert(error instanceof UsageError && /missing --cmd/.test(error.message));
 * ```
 */
export async function engineCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      cmd: { type: "string" },
      genre: { type: "string" },
      rule: { type: "string" },
      cap: { type: "string" },
      timeout: { type: "string" },
      startup: { type: "string" },
      random: { type: "string" },
      seed: { type: "string" },
      shrink: { type: "string" },
      "shrink-time": { type: "string" },
      "no-corpus": { type: "boolean" },
      verbose: { type: "boolean" },
      json: { type: "boolean" },
      quiet: { type: "boolean" },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0) {
    throw new UsageError(
      `engine takes no positional arguments, got "${positionals[0]}" (quote the --cmd)`,
    );
  }
  const command = values.cmd;
  if (command === undefined || command.trim() === "") {
    throw new UsageError(
      `missing --cmd "<command>": the outside engine to run (see conformance/INTERPRETING.md)`,
    );
  }
  const genres = genresOption(values.genre);
  const rule = ruleOption(values.rule, genres);
  const seed = values.seed === undefined
    ? Math.floor(Math.random() * 2 ** 31)
    : intOption("seed", values.seed, 0, 0);
  const progress = progressLine(!values.quiet);
  let planned = 0;
  const report = await runEngineSuite({
    command,
    genres,
    rule,
    cap: intOption("cap", values.cap, 2),
    timeoutSeconds: secondsOption("timeout", values.timeout, 10, false),
    startupSeconds: secondsOption("startup", values.startup, 10, true),
    random: intOption("random", values.random, 200, 0),
    seed,
    shrinkLimit: intOption("shrink", values.shrink, 3, 0),
    shrinkSeconds: secondsOption("shrink-time", values["shrink-time"], 60, true),
    corpus: values["no-corpus"] ? () => Promise.resolve([]) : undefined,
    onResult: (_, done, total) => {
      planned = total;
      progress.update(done, total, "boards");
    },
    onShrink: (r) =>
      progress.update(planned, planned, `boards; shrinking the ${r.status} of ${r.source}`),
  });
  progress.done();
  if (values.json) printJson(report);
  else printText(report, values.verbose ?? false);
  return report.results.some((r) => isFailure(r.status)) ? EXIT.no : EXIT.ok;
}
