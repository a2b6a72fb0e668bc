/**
 * The suite's command line: `deno task cli <verb> …`. Run without a verb for help.
 * A verb is either a job of `jobs.ts` (run by cli/verb.ts's shared skeleton) or one
 * of the verbs below; every module is loaded only when its verb is used.
 *
 * @module
 */

import { EXIT, runVerb } from "./cli/io.ts";
import { type AnyVerbUsage, RULES_LINE_HELP, usageText, wantsHelp } from "./cli/usage.ts";
import { quote } from "./core/quote.ts";
import { JOBS } from "./jobs.ts";
import { WATCH_EVERY_MS, watchLaunchers } from "./conformance/run/launcher.ts";
import { stopAsOn } from "./conformance/run/interrupt.ts";

/** A verb's module, as `main` uses it: the command and its usage (options and `--help`). */
export interface Verb {
  readonly run: (args: string[]) => Promise<number>;
  readonly usage: AnyVerbUsage;
}

/**
 * A verb module's command and usage, by the naming every cli verb follows:
 * `<verb>Command` and `<VERB>_USAGE` (cli/usage_test.ts checks it).
 */
async function verbOf(verb: string, module: Promise<Record<string, unknown>>): Promise<Verb> {
  const m = await module;
  const run = m[`${verb}Command`] as Verb["run"] | undefined;
  const usage = m[`${verb.toUpperCase()}_USAGE`] as AnyVerbUsage | undefined;
  if (!run || !usage) throw new Error(`cli/${verb}.ts lacks ${verb}Command or its usage`);
  return { run, usage };
}

/** The verbs that are not jobs, each loaded only when it is used. */
export const VERBS: Record<string, () => Promise<Verb>> = {
  convert: () => verbOf("convert", import("./cli/convert.ts")),
  check: () => verbOf("check", import("./cli/check.ts")),
  solve: () => verbOf("solve", import("./cli/solve.ts")),
  generate: () => verbOf("generate", import("./cli/generate.ts")),
  report: () => verbOf("report", import("./cli/report.ts")),
  merge: () => verbOf("merge", import("./cli/merge.ts")),
};

/** The lines of the verbs that are not jobs in the verb list (a job's is its `summary`). */
export const SUMMARIES: Record<string, string> = {
  convert: "convert <board> --to url|pzprv3|text        rewrite a board in another format",
  check: "check <board-with-answer> [--rule R] [--json] judge a stored answer (exit 0 ok, 1 wrong)",
  solve:
    "solve <board> [--rule R] [--cap N] [--engine E|all] [--json]   verdict: unique, multiple, none, unknown",
  generate:
    "generate stostone|dosun-fuwari --size RxC --seed S [--stone-size N] [--density D] [--starved N] [--max-seconds S] [--json]",
  report:
    "report --out DIR [--from FILE.json] [--full] [--seed S] [--force]   static HTML report of a run",
  merge:
    "merge <shard.json>… [--json]   combine the --shard K/N --json files of conform, certify, claims or engine",
};

/** The verb list's order, jobs and the others alike; a verb not named here comes after them. */
const LIST_ORDER = "conform convert check solve certify generate engine report merge count claims"
  .split(" ");

/** A verb's line in the verb list: a job's `summary`, another verb's entry in SUMMARIES. */
export async function summaryOf(verb: string): Promise<string | undefined> {
  if (Object.hasOwn(JOBS, verb)) return (await JOBS[verb]!()).summary;
  return Object.hasOwn(SUMMARIES, verb) ? SUMMARIES[verb] : undefined;
}

/** Every verb: the jobs of jobs.ts and the verbs above. */
export function verbNames(): string[] {
  return [...new Set([...LIST_ORDER, ...Object.keys(VERBS), ...Object.keys(JOBS)])]
    .filter((verb) => Object.hasOwn(VERBS, verb) || Object.hasOwn(JOBS, verb));
}

/** Loads a verb: a job runs through the shared skeleton with its own usage. */
export async function loadVerb(verb: string): Promise<Verb | undefined> {
  if (Object.hasOwn(VERBS, verb)) return await VERBS[verb]!();
  if (!Object.hasOwn(JOBS, verb)) return undefined;
  const [job, { runJobVerb }] = await Promise.all([JOBS[verb]!(), import("./cli/verb.ts")]);
  return { run: (args) => runJobVerb(job, args), usage: job.usage as AnyVerbUsage };
}

async function help(): Promise<string> {
  const lines = await Promise.all(verbNames().map(async (verb) => (await summaryOf(verb)) ?? verb));
  return [
    "usage: deno task cli <verb> [options]",
    "",
    "A <board> is a puzz.link URL, a path to a pzprv3 or text file, or - for stdin.",
    RULES_LINE_HELP,
    "",
    ...lines.map((line) => "  " + line),
    "",
    "Every verb takes --help (or -h): its options, their defaults and its exit codes.",
  ].join("\n");
}

/** Runs the command line with `args`; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const [first, ...more] = args;
  // `help <verb>` is `<verb> --help`.
  if (first === "help" && more.length > 0) return await main([...more.slice(0, 1), "--help"]);
  const [verb, ...rest] = [first, ...more];
  if (verb === undefined || verb === "help" || verb === "--help" || verb === "-h") {
    console.log(await help());
    return EXIT.ok;
  }
  if (!verbNames().includes(verb)) {
    // One line, as every bad input gets; the list is one command away.
    console.error(
      `unknown verb ${quote(verb)}: the verbs are ${
        verbNames().join(", ")
      } (deno task cli lists them)`,
    );
    return EXIT.badInput;
  }
  return await runVerb(verb, async () => {
    const { run, usage } = (await loadVerb(verb))!;
    // Before any parsing: `--help` anywhere prints the usage and does no work.
    if (wantsHelp(usage, rest)) {
      console.log(usageText(usage));
      return EXIT.ok;
    }
    return await run(rest);
  });
}

if (import.meta.main) {
  // Not outliving `npx` (or `deno task`) when it ends: conformance/run/launcher.ts. A job
  // (long, and it may start engines) is watched from its start; another verb from half a
  // second in, so that a short one (a `solve` on a small board) starts no `ps`.
  const firstLookMs = Object.hasOwn(JOBS, Deno.args[0] ?? "") ? 0 : WATCH_EVERY_MS;
  watchLaunchers((why) => void stopAsOn("SIGTERM", why), firstLookMs);
  Deno.exit(await main(Deno.args));
}
