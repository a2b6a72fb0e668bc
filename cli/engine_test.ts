import assert from "node:assert/strict";
import { EXIT, runVerb } from "./io.ts";
import { engineCommand } from "./engine.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

/** Runs the verb as main.ts would, collecting what it prints. */
async function run(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (...xs: unknown[]) => out.push(xs.join(" "));
  console.error = (...xs: unknown[]) => err.push(xs.join(" "));
  try {
    return { code: await runVerb("engine", () => engineCommand(args)), out, err };
  } finally {
    console.log = log;
    console.error = error;
  }
}

Deno.test("engine: bad usage exits 2 with one line that says what is wrong", async (t) => {
  const cases: [string[], RegExp][] = [
    [[], /missing --cmd/],
    [["--cmd", "x", "--genre", "go"], /--genre must be stostone, dosun-fuwari or all, got "go"/],
    [["--cmd", "x", "--rule", "exact"], /a stostone rule: add --genre stostone/],
    [
      ["--cmd", "x", "--genre", "stostone", "--rule", "loose"],
      /a dosun-fuwari rule: add --genre dosun-fuwari/,
    ],
    [["--cmd", "x", "--rule", "upside-down", "--genre", "stostone"], /no rule setting/],
    [["--cmd", "x", "--timeout", "0"], /--timeout must be a number of seconds above 0, got "0"/],
    [["--cmd", "x", "--random", "1.5"], /--random must be a whole number >= 0, got "1.5"/],
    [["--cmd", "x", "--cap", "0"], /--cap must be a whole number >= 1/],
    [["--cmd", "x", "stray"], /no positional arguments, got "stray"/],
    [["--cmd", "x", "--frobnicate"], /frobnicate/],
  ];
  for (const [args, pattern] of cases) {
    await t.step(args.join(" ") || "(nothing)", async () => {
      const r = await run(args);
      assert.equal(r.code, EXIT.badInput);
      assert.equal(r.err.length, 1);
      assert.match(r.err[0]!, pattern);
    });
  }
});

Deno.test({
  name: "engine: a crashing engine fails the run (exit 1); the JSON report says why",
  ignore: !canRun,
  fn: async () => {
    const r = await run([
      "--cmd",
      "exit 1",
      "--genre",
      "dosun-fuwari",
      "--no-corpus",
      "--random",
      "3",
      "--seed",
      "5",
      "--timeout",
      "2",
      "--startup",
      "0",
      "--shrink",
      "0",
      "--json",
    ]);
    assert.equal(r.code, EXIT.no);
    assert.equal(r.out.length, 1);
    const report = JSON.parse(r.out[0]!);
    assert.equal(report.contract, 1);
    assert.equal(report.seed, 5);
    assert.equal(report.results.length, 3);
    for (const result of report.results) {
      assert.ok(["crash", "skipped"].includes(result.status), result.status);
    }
    assert.equal(report.summary.boards, 3);
  },
});

Deno.test({
  name: "engine: a passing run exits 0 and lists every board when there are few",
  ignore: !canRun,
  fn: async () => {
    // Gives up on everything: never wrong, so every decided board passes.
    const r = await run([
      "--cmd",
      `while read l; do echo '{"answers":[],"complete":false}'; done`,
      "--genre",
      "stostone",
      "--rule",
      "exact",
      "--no-corpus",
      "--random",
      "4",
      "--seed",
      "9",
      "--timeout",
      "5",
      "--quiet",
    ]);
    assert.equal(r.code, EXIT.ok);
    const boards = r.out.filter((line) => /^(PASS|SKIPPED)\s/.test(line));
    assert.equal(boards.length, 4);
    assert.ok(boards.every((line) => / exact /.test(line)));
    assert.ok(r.out.some((line) => /^summary: 4 boards: /.test(line)));
    assert.match(r.out.at(-1)!, /^PASS: contract version 1, cap 2, random seed 9/);
  },
});
