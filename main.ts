/**
 * The suite's command line: `deno task cli <verb> …`. Run without a verb for help.
 *
 * @module
 */

import { EXIT, runVerb } from "./cli/io.ts";
import { quote } from "./core/quote.ts";

type Verb = (args: string[]) => Promise<number>;

const VERBS: Record<string, { summary: string; load: () => Promise<Verb> }> = {
  conform: {
    summary:
      "conform [--full] [--json] [--seed S] [--jobs N] [--shard K/N]   the main job: vectors, engines, corpus, claims",
    load: async () => (await import("./cli/conform.ts")).conformCommand,
  },
  convert: {
    summary: "convert <board> --to url|pzprv3|text        rewrite a board in another format",
    load: async () => (await import("./cli/convert.ts")).convertCommand,
  },
  check: {
    summary:
      "check <board-with-answer> [--rule R] [--json] judge a stored answer (exit 0 ok, 1 wrong)",
    load: async () => (await import("./cli/check.ts")).checkCommand,
  },
  solve: {
    summary:
      "solve <board> [--rule R] [--cap N] [--engine E|all] [--json]   verdict: unique, multiple, none, unknown",
    load: async () => (await import("./cli/solve.ts")).solveCommand,
  },
  certify: {
    summary:
      "certify <board|dir>… [--check [--regenerate]] [--rule R] [--json] [--jobs N] [--shard K/N]   all engines prove each board unique; --check recomputes certificates and checks the manifest",
    load: async () => (await import("./cli/certify.ts")).certifyCommand,
  },
  generate: {
    summary:
      "generate stostone|dosun-fuwari --size RxC --seed S [--stone-size N] [--density D] [--starved N] [--max-seconds S] [--json]",
    load: async () => (await import("./cli/generate.ts")).generateCommand,
  },
  engine: {
    summary:
      'engine --cmd "<command>" [--genre G|all] [--rule R] [--timeout S] [--random N] [--seed S] [--contract 1|2] [--stop-after N] [--jobs N] [--shard K/N] [--json]   check an outside solver (conformance/INTERPRETING.md)',
    load: async () => (await import("./cli/engine.ts")).engineCommand,
  },
  report: {
    summary:
      "report --out DIR [--from FILE.json] [--full] [--seed S] [--force]   static HTML report of a run",
    load: async () => (await import("./cli/report.ts")).reportCommand,
  },
  merge: {
    summary:
      "merge <shard.json>… [--json]   combine the --shard K/N --json files of conform, certify, claims or engine",
    load: async () => (await import("./cli/merge.ts")).mergeCommand,
  },
  count: {
    summary:
      "count --rows H --cols W [--rule R|all] [--method matrix|enum] [--slice K/N] [--jobs N] [--max-seconds S] | count --recurrence [--rows 4,6,8]   region-free counts; proven recurrences",
    load: async () => (await import("./cli/count.ts")).countCommand,
  },
  claims: {
    summary:
      "claims [--json] [--full] [--only ID,…] [--seed S] [--jobs N] [--shard K/N]   every published claim, checked",
    load: async () => (await import("./cli/claims.ts")).claimsCommand,
  },
};

function help(): string {
  return [
    "usage: deno task cli <verb> [options]",
    "",
    "A <board> is a puzz.link URL, a path to a pzprv3 or text file, or - for stdin.",
    "Rules: Stostone exact (default), convex, count, none; Dosun-Fuwari official (default), loose.",
    "",
    ...Object.values(VERBS).map((v) => "  " + v.summary),
  ].join("\n");
}

/** Runs the command line with `args`; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const [verb, ...rest] = args;
  if (verb === undefined || verb === "help" || verb === "--help" || verb === "-h") {
    console.log(help());
    return EXIT.ok;
  }
  const entry = VERBS[verb];
  if (!entry) {
    console.error(`unknown verb ${quote(verb)}\n\n${help()}`);
    return EXIT.badInput;
  }
  return await runVerb(verb, async () => (await entry.load())(rest));
}

if (import.meta.main) Deno.exit(await main(Deno.args));
