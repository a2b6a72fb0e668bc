/**
 * The suite's command line: `deno task cli <verb> …`. Run without a verb for help.
 *
 * @module
 */

import { EXIT, runVerb } from "./cli/io.ts";
import { type AnyVerbUsage, usageText, wantsHelp } from "./cli/usage.ts";
import { quote } from "./core/quote.ts";

/** A verb's module, as `main` uses it: the command and its usage (options and `--help`). */
interface Verb {
  readonly run: (args: string[]) => Promise<number>;
  readonly usage: AnyVerbUsage;
}

/** Every verb: its line in the verb list, and its module, loaded only when it is used. */
export const VERBS: Record<string, { summary: string; load: () => Promise<Verb> }> = {
  conform: {
    summary:
      "conform [--full] [--json] [--seed S] [--jobs N] [--shard K/N]   the main job: vectors, engines, corpus, claims",
    load: async () => {
      const m = await import("./cli/conform.ts");
      return { run: m.conformCommand, usage: m.CONFORM_USAGE };
    },
  },
  convert: {
    summary: "convert <board> --to url|pzprv3|text        rewrite a board in another format",
    load: async () => {
      const m = await import("./cli/convert.ts");
      return { run: m.convertCommand, usage: m.CONVERT_USAGE };
    },
  },
  check: {
    summary:
      "check <board-with-answer> [--rule R] [--json] judge a stored answer (exit 0 ok, 1 wrong)",
    load: async () => {
      const m = await import("./cli/check.ts");
      return { run: m.checkCommand, usage: m.CHECK_USAGE };
    },
  },
  solve: {
    summary:
      "solve <board> [--rule R] [--cap N] [--engine E|all] [--json]   verdict: unique, multiple, none, unknown",
    load: async () => {
      const m = await import("./cli/solve.ts");
      return { run: m.solveCommand, usage: m.SOLVE_USAGE };
    },
  },
  certify: {
    summary:
      "certify <board|dir>… [--check [--regenerate]] [--rule R] [--json] [--jobs N] [--shard K/N]   all engines prove each board unique; --check recomputes certificates and checks the manifest",
    load: async () => {
      const m = await import("./cli/certify.ts");
      return { run: m.certifyCommand, usage: m.CERTIFY_USAGE };
    },
  },
  generate: {
    summary:
      "generate stostone|dosun-fuwari --size RxC --seed S [--stone-size N] [--density D] [--starved N] [--max-seconds S] [--json]",
    load: async () => {
      const m = await import("./cli/generate.ts");
      return { run: m.generateCommand, usage: m.GENERATE_USAGE };
    },
  },
  engine: {
    summary:
      'engine --cmd "<command>" [--genre G|all] [--rule R] [--timeout S] [--random N] [--seed S] [--contract 1|2] [--stop-after N] [--jobs N] [--shard K/N] [--json]   check an outside solver (conformance/INTERPRETING.md)',
    load: async () => {
      const m = await import("./cli/engine.ts");
      return { run: m.engineCommand, usage: m.ENGINE_USAGE };
    },
  },
  report: {
    summary:
      "report --out DIR [--from FILE.json] [--full] [--seed S] [--force]   static HTML report of a run",
    load: async () => {
      const m = await import("./cli/report.ts");
      return { run: m.reportCommand, usage: m.REPORT_USAGE };
    },
  },
  merge: {
    summary:
      "merge <shard.json>… [--json]   combine the --shard K/N --json files of conform, certify, claims or engine",
    load: async () => {
      const m = await import("./cli/merge.ts");
      return { run: m.mergeCommand, usage: m.MERGE_USAGE };
    },
  },
  count: {
    summary:
      "count --rows H --cols W [--rule R|all] [--method matrix|enum] [--slice K/N] [--jobs N] [--max-seconds S] | count --recurrence [--rows 4,6,8]   region-free counts; proven recurrences",
    load: async () => {
      const m = await import("./cli/count.ts");
      return { run: m.countCommand, usage: m.COUNT_USAGE };
    },
  },
  claims: {
    summary:
      "claims [--json] [--full] [--only ID,…] [--seed S] [--jobs N] [--shard K/N]   every published claim, checked",
    load: async () => {
      const m = await import("./cli/claims.ts");
      return { run: m.claimsCommand, usage: m.CLAIMS_USAGE };
    },
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
    "",
    "Every verb takes --help (or -h): its options, their defaults and its exit codes.",
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
  return await runVerb(verb, async () => {
    const { run, usage } = await entry.load();
    // Before any parsing: `--help` anywhere prints the usage and does no work.
    if (wantsHelp(usage, rest)) {
      console.log(usageText(usage));
      return EXIT.ok;
    }
    return await run(rest);
  });
}

if (import.meta.main) Deno.exit(await main(Deno.args));
