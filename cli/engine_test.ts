import assert from "node:assert/strict";
import { EXIT } from "./io.ts";
import { decodeUrl } from "../core/formats/mod.ts";
import { ENGINE_JOB } from "../conformance/outside/engine_job.ts";
import { runJobVerb } from "./verb.ts";
import { capture, testIf, words } from "./cli_test_util.ts";
import { printMerged } from "./merge.ts";
import { satEngineCommand } from "../conformance/outside/mutants.ts";
import { stripTiming, stripTimingText } from "../conformance/run/timing.ts";
import { alive, canProbeProcesses } from "../conformance/outside/process_probe_test_util.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";
const canWrite = (await Deno.permissions.query({ name: "write" })).state === "granted";

/** Runs the verb in this process, collecting what it prints. */
const run = (args: string[]) => capture("engine", () => runJobVerb(ENGINE_JOB, args));

Deno.test("engine: bad usage exits 2 with one line that says what is wrong", async (t) => {
  const cases: [string[], RegExp][] = [
    [[], /missing --cmd/],
    [["--cmd", "x", "--genre", "go"], /--genre must be stostone, dosun-fuwari or all, got "go"/],
    [["--cmd", "x", "--rule", "exact", "--rules", "exact"], /give one of them/],
    [
      ["--cmd", "x", "--genre", "stostone", "--rule", "loose"],
      /--rule loose is a dosun-fuwari rule, and --genre stostone has no dosun-fuwari board/,
    ],
    [["--cmd", "x", "--rules", "exact,upright"], /--rules "upright" is no rule setting/],
    [["--cmd", "x", "--reading", "pzpr"], /--reading must be suite or pzprjs, got "pzpr"/],
    [["--cmd", "x", "--rule", "upside-down", "--genre", "stostone"], /no rule setting/],
    [
      ["--cmd", "x", "--timeout", "0"],
      /--timeout must be a number of seconds above 0 and at most 1000000, got "0"/,
    ],
    [["--cmd", "x", "--random", "1.5"], /--random must be a whole number >= 0, got "1.5"/],
    [["--cmd", "x", "--cap", "0"], /--cap must be a whole number >= 1/],
    [["--cmd", "x", "stray"], /no positional arguments, got "stray"/],
    [["--cmd", "x", "--jobs", "0"], /--jobs must be a whole number >= 1, got "0"/],
    [["--cmd", "x", "--shard", "3/2", "--seed", "1"], /--shard must be K\/N .*got "3\/2"/],
    [["--cmd", "x", "--shard", "1/2"], /--shard needs the seed fixed \(--seed S or SEED=S\)/],
    [["--cmd", "x", "--frobnicate"], /frobnicate/],
  ];
  // SEED would fix the seed of the shard above (a replay of the tests sets it).
  const saved = Deno.env.get("SEED");
  Deno.env.delete("SEED");
  try {
    for (const [args, pattern] of cases) {
      await t.step(args.join(" ") || "(nothing)", async () => {
        const r = await run(args);
        assert.equal(r.code, EXIT.badInput);
        assert.equal(r.err.length, 1);
        assert.match(r.err[0]!, pattern);
      });
    }
  } finally {
    if (saved !== undefined) Deno.env.set("SEED", saved);
  }
});

testIf(
  canRun,
  "engine: a crashing engine fails the run (exit 1); the JSON report says why",
  async () => {
    const r = await run([
      "--cmd",
      "exit 1",
      ...words(
        "--genre dosun-fuwari --no-corpus --random 3 --seed 5 --timeout 2 --startup 0 --shrink 0 --json",
      ),
    ]);
    assert.equal(r.code, EXIT.no);
    assert.equal(r.out.length, 1);
    const report = JSON.parse(r.out[0]!);
    assert.equal(report.contract, 3);
    assert.equal(report.seed, 5);
    assert.equal(report.results.length, 3);
    for (const result of report.results) {
      assert.ok(["crash", "skipped"].includes(result.status), result.status);
    }
    assert.equal(report.summary.boards, 3);
  },
);

testIf(
  canRun,
  "engine: a passing run exits 0 and lists every board when there are few",
  async () => {
    // Gives up on everything: never wrong, so every decided board passes.
    const r = await run([
      "--cmd",
      `while read id l; do echo '{"id":"'$id'","answers":[],"complete":false}'; done`,
      ...words("--genre stostone --rule exact --no-corpus --random 4 --seed 9 --timeout 5 --quiet"),
    ]);
    assert.equal(r.code, EXIT.ok);
    const boards = r.out.filter((line) => /^(GAVE UP|SKIPPED)\s/.test(line));
    assert.equal(boards.length, 4);
    assert.ok(boards.every((line) => / exact /.test(line)));
    assert.ok(
      r.out.some((line) => /^summary: 4 boards, 0 decided: 0 pass, \d gave up /.test(line)),
    );
    // Not "all pass": none of the boards was decided.
    assert.match(
      r.out.at(-1)!,
      /^PASS: no board failed, but only 0 of \d boards were decided \(\d gave up, 0 unsupported\); contract version 3, cap 2, random seed 9/,
    );
  },
);

testIf(
  canRun,
  "engine --rules exact,official runs exactly those settings, of both genres, in one run",
  async () => {
    // Says it supports exact and official only: any other setting would show as unsupported.
    const cmd = `while read id url rule cap; do case "$rule" in
    exact|official) echo '{"id":"'$id'","answers":[],"complete":false,"gaveUp":"limit"}' ;;
    *) echo '{"id":"'$id'","answers":[],"complete":false,"gaveUp":"unsupported"}' ;;
  esac; done`;
    const r = await run([
      "--cmd",
      cmd,
      ...words("--rules exact,official --no-corpus --random 6 --seed 3 --json"),
    ]);
    assert.equal(r.code, EXIT.ok, r.err.join("\n"));
    const report = JSON.parse(r.out[0]!);
    const seen = report.results.map((b: { genre: string; rule: string }) => `${b.genre} ${b.rule}`);
    console.log(`${seen.length} boards: ${[...new Set(seen)].join(", ")}`);
    assert.equal(seen.length, 12);
    assert.deepEqual([...new Set(seen)].sort(), ["dosun-fuwari official", "stostone exact"]);
    assert.equal(report.summary.unsupported, 0);
    // --rule R is --rules R: its genre only, no --genre needed.
    const one = await run([
      "--cmd",
      cmd,
      ...words("--rule loose --no-corpus --random 3 --seed 3 --json"),
    ]);
    const only = JSON.parse(one.out[0]!).results.map((b: { genre: string; rule: string }) =>
      `${b.genre} ${b.rule}`
    );
    assert.deepEqual(only, ["dosun-fuwari loose", "dosun-fuwari loose", "dosun-fuwari loose"]);
  },
);

testIf(
  canRun,
  "engine --quick: about 100 boards, every genre and setting, corpus edge cases, in under a minute",
  async () => {
    const start = performance.now();
    const r = await run(["--cmd", satEngineCommand(), ...words("--quick --seed 1 --json")]);
    const seconds = (performance.now() - start) / 1000;
    assert.equal(r.code, EXIT.ok, r.err.join("\n"));
    const report = JSON.parse(r.out[0]!);
    const results: { genre: string; rule: string; source: string; url: string }[] = report.results;
    const settings = new Set(results.map((b) => `${b.genre} ${b.rule}`));
    const corpus = results.filter((b) => !b.source.startsWith("random"));
    console.log(
      `${results.length} boards (${corpus.length} from the corpus) in ${seconds.toFixed(1)} s: ${
        [...settings].join(", ")
      }`,
    );
    assert.ok(results.length >= 80 && results.length <= 120, `${results.length} boards`);
    assert.deepEqual([...settings].sort(), [
      "dosun-fuwari loose",
      "dosun-fuwari official",
      "stostone convex",
      "stostone count",
      "stostone exact",
      "stostone none",
    ]);
    assert.ok(
      corpus.some((b) => b.genre === "stostone") && corpus.some((b) => b.genre === "dosun-fuwari"),
    );
    // Edge cases: the corpus's smallest Stostone board with a room clued ? comes first; the
    // corpus has no room clued 0, so random boards bring it.
    assert.ok(corpus.some((b) => b.source === "external noqx_penpa_example"), "no ? board");
    const zero = results.filter((b) => {
      const board = decodeUrl(b.url);
      return board.genre === "stostone" && board.clues.includes(0);
    });
    assert.ok(zero.length > 0, "no board with a room clued 0");
    assert.equal(report.summary.decided, report.summary.boards - report.summary.skipped);
    assert.ok(seconds < 60, `${seconds} s`);
  },
);

/** Runs `main.ts engine …args` in a child `deno run` (workers start there without a type check). */
async function runChild(args: string[]): Promise<{ code: number; out: string[]; err: string }> {
  const main = new URL("../main.ts", import.meta.url).pathname;
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", "--allow-env", "--allow-run", main, "engine", ...args],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  const out = text.decode(stdout).trimEnd();
  return { code, out: out === "" ? [] : out.split("\n"), err: text.decode(stderr) };
}

/** Runs the verb with `--jobs 1` in this process and with `--jobs 2` in a child. */
async function oneAndTwo(args: string[]) {
  const one = await run([...args, "--jobs", "1"]);
  const two = await runChild([...args, "--jobs", "2"]);
  assert.equal(two.code, one.code, two.err);
  // Every worker closed its own engine: none had to be killed from outside.
  assert.doesNotMatch(two.err, /killed \d+ engine process group/);
  return { one, two };
}

const sameText = (a: readonly string[], b: readonly string[]): void =>
  assert.equal(stripTimingText(b.join("\n")), stripTimingText(a.join("\n")));

const hasProc = canProbeProcesses;

/**
 * A command that appends its shell's pid, and that of a background `sleep` in its
 * process group, to `pids`, then runs `engine`: only killing the whole group ends it.
 */
const recorded = (pids: string, engine: string): string =>
  // The sleep's streams are not the engine's: it must not hold the engine's output open.
  `echo $$ >> '${pids}'; sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >> '${pids}'; ${engine}`;

/**
 * The recorded processes still running. A process killed a moment ago may take a
 * moment to die, so this asks again for up to two seconds before answering.
 */
async function leftovers(pids: string): Promise<number[]> {
  const list = (await Deno.readTextFile(pids)).split("\n").filter(Boolean).map(Number);
  assert.ok(list.length >= 2, `the engine started: ${list}`);
  let left: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    left = [];
    for (const pid of list) if (await alive(pid)) left.push(pid);
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return left;
}

Deno.test({
  name:
    "engine --jobs 2 prints what --jobs 1 prints: the SAT engine, and no engine outlives the run",
  ignore: !canRun || !canWrite || !hasProc,
  fn: async () => {
    const pids = await Deno.makeTempFile({ prefix: "engine_test_pids_" });
    try {
      // exec: the engine replaces the shell, so its pid is the one recorded.
      const cmd = recorded(pids, `exec ${satEngineCommand()}`);
      const args = ["--cmd", cmd, "--no-corpus", "--random", "12", "--seed", "11", "--verbose"];
      const { one, two } = await oneAndTwo([...args, "--quiet"]);
      assert.equal(one.code, EXIT.ok, one.err.join("\n"));
      assert.equal(two.out.filter((l) => /^PASS /.test(l)).length, 24 - countSkipped(two.out));
      sameText(one.out, two.out);
      assert.deepEqual(await leftovers(pids), []);
    } finally {
      await Deno.remove(pids);
    }
  },
});

function countSkipped(lines: readonly string[]): number {
  return lines.filter((l) => /^SKIPPED /.test(l)).length;
}

// Answers by rule, the same way whatever came before: every verdict appears.
const MISBEHAVING = `while read id url rule cap; do case "$rule" in
  exact|official) echo '{"id":"'$id'","answers":[],"complete":false}' ;;
  convex) echo '{"id":"'$id'","answers":[],"complete":true}' ;;
  count) sleep 100 ;;
  none) echo garbage ;;
  loose) exit 3 ;;
esac; done`;

Deno.test({
  name: "engine --jobs 2 gives the same JSON report as --jobs 1 for a misbehaving engine",
  ignore: !canRun || !canWrite || !hasProc,
  fn: async () => {
    const pids = await Deno.makeTempFile({ prefix: "engine_test_pids_" });
    try {
      const args = [
        "--cmd",
        recorded(pids, MISBEHAVING),
        // Each worker counts its own TIMEOUT/CRASH boards in a row: stopping would make
        // the boards not run depend on --jobs.
        ...words(
          "--stop-after 0 --no-corpus --random 10 --seed 6 --timeout 0.4 --startup 0 --shrink 0 --json",
        ),
      ];
      const { one, two } = await oneAndTwo(args);
      assert.equal(one.code, EXIT.no);
      assert.equal(two.out.length, 1, two.err);
      const report = JSON.parse(two.out[0]!);
      const seen = new Set(report.results.map((r: { status: string }) => r.status));
      for (const status of ["gave-up", "fail", "timeout", "malformed", "crash"]) {
        assert.ok(seen.has(status), `no ${status} among ${[...seen]}`);
      }
      assert.deepEqual(stripTiming(report), stripTiming(JSON.parse(one.out[0]!)));
      assert.deepEqual(await leftovers(pids), []);
    } finally {
      await Deno.remove(pids);
    }
  },
});

// "No answer, and that is all": wrong on every solvable board, so failures shrink.
const NEVER_SOLVES = `while read id l; do echo '{"id":"'$id'","answers":[],"complete":true}'; done`;

testIf(
  canRun,
  "engine: shrunk failures are the same for --jobs 2, and for merged --shard K/N --json",
  async () => {
    const args = [
      "--cmd",
      NEVER_SOLVES,
      // One shrink per genre shows that shrinking splits like the rest (two cost twice).
      ...words("--no-corpus --random 12 --seed 21 --shrink 1 --quiet"),
    ];
    const { one, two } = await oneAndTwo(args);
    assert.equal(one.code, EXIT.no);
    const shrunk = one.out.indexOf("smallest failing boards (shrunk):");
    assert.ok(shrunk > 0, one.out.join("\n"));
    // One per genre: stostone and dosun-fuwari each have failures to shrink.
    assert.equal(one.out.slice(shrunk + 1).filter((l) => / \(from random /.test(l)).length, 2);
    sameText(one.out, two.out);

    const full = await run([...args, "--json"]);
    const shards: { name: string; data: unknown }[] = [];
    for (const k of [1, 2, 3]) {
      const part = await run([...args, "--shard", `${k}/3`, "--json"]);
      assert.ok(part.code === EXIT.no || part.code === EXIT.ok, part.err.join("\n"));
      shards.push({ name: `shard-${k}.json`, data: JSON.parse(part.out[0]!) });
    }
    const merged = await capture(
      "merge",
      () => printMerged([shards[2]!, shards[0]!, shards[1]!], true),
    );
    assert.equal(merged.code, full.code, merged.err.join("\n"));
    assert.deepEqual(
      stripTiming(JSON.parse(merged.out[0]!)),
      stripTiming(JSON.parse(full.out[0]!)),
    );
    const mergedText = await capture("merge", () => printMerged(shards, false));
    sameText(one.out, mergedText.out);
    const refused = await capture("merge", () => printMerged(shards.slice(0, 2), false));
    assert.equal(refused.code, EXIT.badInput);
    assert.match(refused.err[0]!, /shard 3\/3 is missing/);
  },
);
