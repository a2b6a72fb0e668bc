// `<verb> --help`: every verb prints its own usage and exits 0 without doing any work,
// documents every option its parseArgs accepts, and still refuses unknown options.
import assert from "node:assert/strict";
import { JOBS } from "../jobs.ts";
import { loadVerb, summaryOf, verbNames, VERBS } from "../main.ts";
import { runInProcess } from "./cli_test_util.ts";
import { type AnyVerbUsage, undocumentedOptions, usageText, verbUsage } from "./usage.ts";

const CLI = new URL("./", import.meta.url);

async function usages(): Promise<[string, AnyVerbUsage][]> {
  const out: [string, AnyVerbUsage][] = [];
  for (const verb of verbNames()) out.push([verb, (await loadVerb(verb))!.usage]);
  return out;
}

/** The cli sources (tests and this helper's own file aside) and the job files of jobs.ts. */
async function cliSources(): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for await (const e of Deno.readDir(CLI)) {
    if (!e.isFile || !e.name.endsWith(".ts") || e.name.endsWith("_test.ts")) continue;
    if (e.name === "usage.ts" || e.name === "cli_test_util.ts") continue;
    const text = await Deno.readTextFile(new URL(e.name, CLI));
    if (text.startsWith("// SHIM(issue 13)")) continue;
    out.push([e.name, text]);
  }
  // A job's file, as jobs.ts names it: `<job>.ts` stands for it below.
  for (const [verb, path] of await jobTable()) {
    out.push([`${verb}.ts`, await Deno.readTextFile(new URL(`../${path}`, import.meta.url))]);
  }
  return out;
}

/** The lines of jobs.ts, read as text: each job's verb and file. */
async function jobTable(): Promise<[string, string][]> {
  const table = await Deno.readTextFile(new URL("../jobs.ts", import.meta.url));
  return [...table.matchAll(/^ {2}(\w+): .*import\("\.\/([^"]+)"\)/gm)]
    .map(([, verb, path]) => [verb!, path!]);
}

Deno.test("every verb's --help and -h print its own usage, every option named, exit 0", async (t) => {
  let verbs = 0, options = 0;
  for (const [verb, usage] of await usages()) {
    await t.step(verb, async () => {
      assert.equal(usage.verb, verb);
      assert.deepEqual(undocumentedOptions(usage), []);
      for (const flag of ["--help", "-h"]) {
        const run = await runInProcess([verb, flag]);
        assert.equal(run.code, 0, `${verb} ${flag}: ${run.stderr}`);
        assert.equal(run.stderr, "");
        assert.match(run.stdout, new RegExp(`^usage: deno task cli ${verb}\\b`));
        assert.equal(run.stdout, usageText(usage));
        for (const name of Object.keys(usage.options)) {
          assert.match(run.stdout, new RegExp(`^  --${name}(?= |$)`, "m"), `${verb} --${name}`);
        }
        assert.match(run.stdout, /^exit codes:\n {2}( 0| 2)/m);
        assert.match(run.stdout, /^ {3}2 {2}bad usage/m, `${verb} lists exit 2`);
      }
      verbs++;
      options += Object.keys(usage.options).length;
    });
  }
  // Independent count: the usages declared in cli/ sources and job files, one per verb.
  let declared = 0;
  for (const [, text] of await cliSources()) {
    declared += text.match(/= (usage\.)?(verbUsage|usageOf)\(\{/g)?.length ?? 0;
  }
  console.log(`${verbs} verbs, ${options} options documented`);
  assert.equal(verbs, declared);
  assert.ok(verbs >= 11);
});

Deno.test("an option parseArgs accepts but --help does not explain is caught", () => {
  const usage = verbUsage({
    verb: "demo",
    operands: "",
    about: [],
    options: { known: { type: "boolean" }, sneaky: { type: "string" } },
    help: { known: { about: "a documented flag" } },
    exits: [],
  } as unknown as AnyVerbUsage);
  assert.deepEqual(undocumentedOptions(usage), ["sneaky"]);
});

Deno.test("verbs parse only through their usage: no cli file calls parseArgs itself", async () => {
  const sources = await cliSources();
  const direct = sources.filter(([, text]) => /\bparseArgs\s*\(|from "node:util"/.test(text));
  assert.deepEqual(direct.map(([name]) => name), []);
  // And every verb's command parses with its own usage.
  for (const verb of verbNames()) {
    const text = sources.find(([name]) => name === `${verb}.ts`)?.[1] ?? "";
    assert.match(text, new RegExp(`parseVerbArgs\\(${verb.toUpperCase()}_USAGE, args\\)`), verb);
  }
});

Deno.test("--help among other arguments only prints help: nothing is read or written", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/not-made`;
  const cases: string[][] = [
    ["solve", "no-such-board.txt", "--cap", "zero", "--help"],
    ["check", "-", "-h"], // would read stdin
    ["report", "--out", out, "--help"],
    ["certify", "--help", "--jobs", "0", "no-such-dir"],
    ["conform", "--bogus", "--help"],
    ["engine", "--cmd", "false", "-h"],
  ];
  try {
    for (const args of cases) {
      const run = await runInProcess(args);
      assert.equal(run.code, 0, `${args.join(" ")}: ${run.stderr}`);
      assert.match(run.stdout, new RegExp(`^usage: deno task cli ${args[0]}\\b`));
    }
    await assert.rejects(Deno.stat(out), Deno.errors.NotFound);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("--help as a value or after -- is not a help request", async () => {
  const asOperand = await runInProcess(["merge", "--", "--help"]);
  assert.equal(asOperand.code, 2);
  assert.match(asOperand.stderr, /^merge: .*--help/);
  const asValue = await runInProcess(["convert", "--to=--help", "x"]);
  assert.equal(asValue.code, 2);
  assert.match(asValue.stderr, /^convert: --to "--help" is not a format/);
});

Deno.test("an unknown option still exits 2 with one line, for every verb", async (t) => {
  let n = 0;
  for (const verb of verbNames()) {
    await t.step(verb, async () => {
      const run = await runInProcess([verb, "--no-such-option"]);
      assert.equal(run.code, 2);
      assert.equal(run.stdout, "");
      assert.equal(run.stderr.split("\n").length, 1, run.stderr);
      assert.match(run.stderr, new RegExp(`^${verb}: Unknown option '--no-such-option'`));
      n++;
    });
  }
  console.log(`${n} verbs refuse an unknown option`);
  // Independent count: the two tables main.ts reads.
  assert.equal(n, Object.keys(VERBS).length + Object.keys(JOBS).length);
});

Deno.test("the verb list: help, --help, -h and no verb print it, with every verb", async () => {
  for (const args of [[], ["help"], ["--help"], ["-h"]]) {
    const run = await runInProcess(args);
    assert.equal(run.code, 0);
    for (const verb of [...Object.keys(VERBS), ...Object.keys(JOBS)]) {
      assert.match(run.stdout, new RegExp(`^  ${verb}\\b`, "m"));
    }
    assert.match(run.stdout, /Every verb takes --help/);
  }
});

Deno.test("help <verb> prints the verb's own usage; an unknown verb is one line, exit 2", async () => {
  const solve = await runInProcess(["help", "solve"]);
  assert.equal(solve.code, 0);
  assert.equal(solve.stdout, (await runInProcess(["solve", "--help"])).stdout);
  assert.match(solve.stdout, /--cap/);
  const unknown = await runInProcess(["help", "frobnicate"]);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /^unknown verb "frobnicate": the verbs are conform, /);
  assert.equal(unknown.stderr.trimEnd().split("\n").length, 1);
});

Deno.test("the verb list names only options its verb accepts", async () => {
  for (const [verb, usage] of await usages()) {
    const summary = await summaryOf(verb);
    assert.ok(
      summary !== undefined,
      `${verb} has no line in the verb list: give its job a \`summary\` (or, not a job, an entry in main.ts's SUMMARIES)`,
    );
    assert.match(summary, new RegExp(`^${verb}\\b`), `${verb}: its line starts with the verb`);
    // The synopsis only: the description after the wide gap may name other verbs' options.
    const synopsis = summary.split(/ {3,}/)[0]!;
    const named = [...synopsis.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1]!);
    for (const name of named) assert.ok(name in usage.options, `${verb}: --${name}`);
  }
});

Deno.test("every parallel verb takes --progress and --quiet: long runs can show progress off a terminal", async () => {
  let n = 0;
  for (const [verb, load] of Object.entries(JOBS)) {
    const usage = (await load()).usage as AnyVerbUsage;
    for (const flag of ["progress", "quiet"]) {
      assert.ok(flag in usage.options, `${verb} --${flag}`);
    }
    n++;
  }
  console.log(`${n} parallel verbs take --progress and --quiet`);
  // Independent count: the lines of jobs.ts, read as text.
  assert.equal(n, (await jobTable()).length);
});
