import assert from "node:assert/strict";
import { runInProcess, runSubprocess, words } from "./cli_test_util.ts";
import {
  CONVEX_STEPS_PER_SECOND,
  DEFAULT_MAX_SECONDS,
  ENUM_GRIDS_PER_SECOND,
  EXACT_UNITS_PER_SECOND,
} from "../conformance/counting/count_job.ts";

Deno.test("count refuses work estimated over --max-seconds, with the estimate and the largest size", async (t) => {
  await t.step("4x16 by enumeration (weeks): exit 2 at once", async () => {
    const start = performance.now();
    const run = await runInProcess(["count", "--rows", "4", "--cols", "16", "--method", "enum"]);
    assert.ok(performance.now() - start < 5000, "refused before walking");
    assert.equal(run.code, 2, run.stderr);
    assert.match(
      run.stderr,
      /^count: 4x16 by enum is estimated at \d+ days, over the limit of 60 s/,
    );
    const most = Number(/the largest it takes at 4 rows is (\d+) columns/.exec(run.stderr)![1]);
    // Independently: 6^W balanced grids at the stated rate, the widest within the limit.
    const seconds = (w: number) => 6 ** w / ENUM_GRIDS_PER_SECOND;
    assert.ok(seconds(most) <= DEFAULT_MAX_SECONDS && seconds(most + 1) > DEFAULT_MAX_SECONDS);
    assert.match(run.stderr, /--max-seconds \d+$/);
  });
  await t.step("12x100 by the transfer matrix: refused, names the slow part", async () => {
    const run = await runInProcess(words("count --rows 12 --cols 100 --method matrix"));
    assert.equal(run.code, 2);
    assert.match(run.stderr, /12x100 by matrix is estimated at \d+ min.*convex is the slow part/);
    const most = Number(/the largest it takes at 12 rows is (\d+) columns/.exec(run.stderr)![1]);
    // Independently: C(12, 6) = 924 patterns; convex tries 924² steps a column after the
    // first, exact adds 924² pairs a column on numbers as long as the width.
    const seconds = (w: number) =>
      924 ** 2 * (w - 1) / CONVEX_STEPS_PER_SECOND + 924 ** 2 * w * w / EXACT_UNITS_PER_SECOND;
    assert.ok(seconds(most) <= DEFAULT_MAX_SECONDS && seconds(most + 1) > DEFAULT_MAX_SECONDS);
    // Without convex it is quick, and runs.
    const exact = await runInProcess(
      words("count --rows 12 --cols 100 --method matrix --rule exact --quiet"),
    );
    assert.equal(exact.code, 0, exact.stderr);
  });
  await t.step("12x2000 exact by the transfer matrix: refused, names the exact count", async () => {
    // Estimated at 0 s before; it took 54 s (its numbers grow with the width).
    const run = await runInProcess(words("count --rows 12 --cols 2000 --rule exact"));
    assert.equal(run.code, 2);
    assert.match(run.stderr, /12x2000 by matrix is estimated at \d+ s.*exact count's numbers grow/);
  });
  await t.step("--jobs beyond the cores does not shrink the estimate", async () => {
    // 6^10 grids: 84 s on one job, 42 s on two; 32 jobs on this machine are not faster.
    const cores = navigator.hardwareConcurrency ?? 1;
    const run = await runInProcess(
      words("count --rows 4 --cols 10 --method enum --jobs 32 --max-seconds 3"),
    );
    assert.equal(run.code, 2, run.stderr);
    const shown = Number(/estimated at (\d+) s/.exec(run.stderr)![1]);
    assert.equal(shown, Math.ceil(6 ** 10 / ENUM_GRIDS_PER_SECOND / Math.min(32, cores)));
  });
  await t.step("--max-seconds lowers and raises the limit", async () => {
    const small = ["count", "--rows", "4", "--cols", "5", "--method", "enum", "--quiet"];
    assert.equal((await runInProcess(small)).code, 0);
    const low = await runInProcess([...small, "--max-seconds", "0.001"]);
    assert.equal(low.code, 2);
    assert.match(low.stderr, /over the limit of 1 s/);
    const bad = await runInProcess([...small, "--max-seconds", "soon"]);
    assert.equal(bad.code, 2);
    assert.match(
      bad.stderr,
      /--max-seconds must be a number of seconds above 0 and at most 9007199254740991, got "soon"/,
    );
  });
});

Deno.test("limits beyond what the machine can honour are refused up front (exit 2, one line)", async (t) => {
  // Each once went through: a timer over 2^31 - 1 ms fires at once (every board a
  // TIMEOUT after 30 ms), --jobs 9999 started 9999 workers, a 200x200 generate failed
  // only after its draws (exit 1), and a 65-column enum count was "estimated at
  // Infinity years" with a --max-seconds hint the option then refused.
  const cases: [string, string[], RegExp][] = [
    [
      "engine --timeout 1e99",
      words("engine --cmd true --timeout 1e99"),
      /^engine: --timeout must be a number of seconds above 0 and at most 1000000, got "1e99"$/,
    ],
    [
      "engine --startup 2000000",
      words("engine --cmd true --startup 2000000"),
      /--startup must be a number of seconds >= 0 and at most 1000000, got "2000000"/,
    ],
    [
      "generate --max-seconds as spaces",
      ["generate", "stostone", "--size", "6x6", "--seed", "1", "--max-seconds", " "],
      /--max-seconds must be a number of seconds above 0 and at most 1000000, got " "/,
    ],
    [
      "count --jobs 9999",
      words("count --rows 4 --cols 4 --method enum --jobs 9999"),
      /^count: --jobs must be at most 64, got "9999"$/,
    ],
    [
      "certify --jobs 65",
      words("certify stostone/1/2/0 --jobs 65"),
      /--jobs must be at most 64, got "65"/,
    ],
    [
      "generate stostone 200x200",
      words("generate stostone --size 200x200 --seed 1"),
      /^generate: --size: rows and columns must be from 1 to 100, got "200x200"$/,
    ],
    // Sizes are checked before the estimate: a 2x33 enum count once told to raise
    // --max-seconds, which then failed on its 32-stone limit.
    [
      "count enum 2x33",
      words("count --rows 2 --cols 33 --method enum"),
      /^count: --cols must be at most 32 at 2 rows with --method enum \(its grids must stay countable and hold at most 32 stones\), got 33$/,
    ],
    [
      "count enum 4x65",
      words("count --rows 4 --cols 65 --method enum"),
      /^count: --cols must be at most 16 at 4 rows with --method enum .*, got 65$/,
    ],
    [
      "count matrix 12x10001",
      words("count --rows 12 --cols 10001"),
      /^count: --cols must be at most 10000 with --method matrix, got 10001$/,
    ],
    [
      "count enum 17 rows",
      words("count --rows 17 --cols 3 --method enum"),
      /^count: --rows must be at most 16 with --method enum, got 17$/,
    ],
  ];
  for (const [name, args, message] of cases) {
    await t.step(name, async () => {
      const start = performance.now();
      const run = await runInProcess(args);
      assert.equal(run.code, 2, `${run.stdout}${run.stderr}`);
      assert.equal(run.stdout, "");
      assert.match(run.stderr.trimEnd(), message);
      assert.equal(run.stderr.trimEnd().split("\n").length, 1, run.stderr);
      assert.ok(performance.now() - start < 10_000, "refused before any work");
    });
  }
});

Deno.test("--progress writes progress lines to stderr even off a terminal", async () => {
  const args = ["count", "--rows", "4", "--cols", "6", "--method", "enum"];
  const plain = await runSubprocess(args);
  assert.equal(plain.code, 0, plain.stderr);
  assert.doesNotMatch(plain.stderr, /progress:/);
  const asked = await runSubprocess([...args, "--progress"]);
  assert.equal(asked.code, 0, asked.stderr);
  assert.match(asked.stderr, /^progress: 46656\/46656 grids \(100%\)$/m);
  // The counts are the same; only the timing line differs.
  assert.equal(asked.stdout.split("\n")[0], plain.stdout.split("\n")[0]);
});

Deno.test("generate stops at its time limit with a clear message", async () => {
  const start = performance.now();
  const run = await runInProcess(
    words("generate stostone --size 100x100 --seed 1 --max-seconds 1"),
  );
  const seconds = (performance.now() - start) / 1000;
  assert.equal(run.code, 1, run.stderr);
  assert.equal(run.stdout, "");
  assert.match(
    run.stderr,
    /^generate: no board within the time limit of 1 s \(100x100, seed 1\); --max-seconds raises it/,
  );
  console.log(`stopped after ${seconds.toFixed(1)} s (limit 1 s)`);
  const bad = await runInProcess(words("generate stostone --size 6x6 --seed 1 --max-seconds 0"));
  assert.equal(bad.code, 2);
  // Within the limit, the worker's board is the one the generator makes in-process.
  const ok = await runInProcess(["generate", "dosun-fuwari", "--size", "6x6", "--seed", "2"]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, /^\/\/ id: dosun-fuwari-6x6-seed2$/m);
});

Deno.test({
  name: "engine stops after 5 TIMEOUT/CRASH boards in a row, says so, and shrinks none of them",
  ignore: Deno.permissions.querySync({ name: "run" }).state !== "granted",
  fn: async () => {
    const args = [
      "engine",
      "--cmd",
      "sleep 1000",
      "--no-corpus",
      "--random",
      "12",
      "--seed",
      "3",
      "--timeout",
      "0.3",
      "--startup",
      "0",
      "--genre",
      "stostone",
    ];
    const start = performance.now();
    const run = await runInProcess(args);
    const seconds = (performance.now() - start) / 1000;
    assert.equal(run.code, 1, run.stderr);
    const lines = run.stdout.split("\n");
    const timeouts = lines.filter((l) => /^TIMEOUT /.test(l)).length;
    const notRun = lines.filter((l) => /not run: the run stopped after 5 TIMEOUT or CRASH/.test(l));
    assert.equal(timeouts, 5, run.stdout);
    // Every random board was planned; the skipped ones the built-in engines could not
    // decide never reach the engine either way.
    const skippedUndecided = lines.filter((l) => /^SKIPPED /.test(l)).length - notRun.length;
    assert.equal(timeouts + notRun.length + skippedUndecided, 12, run.stdout);
    assert.ok(notRun.length > 0);
    assert.match(
      run.stdout,
      /stopped: \d+ board\(s\) not run after 5 TIMEOUT or CRASH boards in a row/,
    );
    assert.match(run.stdout, /a run stops after 5 TIMEOUT\/CRASH boards in a row \(--stop-after\)/);
    assert.doesNotMatch(run.stdout, /smallest failing boards \(shrunk\)/);
    console.log(`hanging engine: 5 timeouts, ${notRun.length} not run, ${seconds.toFixed(1)} s`);
    // --stop-after 0 never stops: every decidable board times out.
    const seven = args.map((a, i) => (args[i - 1] === "--random" ? "7" : a));
    const all = await runInProcess([...seven, "--stop-after", "0"]);
    assert.equal(
      all.stdout.split("\n").filter((l) => /^TIMEOUT /.test(l)).length +
        all.stdout.split("\n").filter((l) => /^SKIPPED /.test(l)).length,
      7,
    );
    assert.doesNotMatch(all.stdout, /not run/);
  },
});

Deno.test({
  name: "engine --contract 1 runs a version 1 engine; version 3 (the default) calls it malformed",
  ignore: Deno.permissions.querySync({ name: "run" }).state !== "granted",
  fn: async () => {
    // Gives up on every board, and sends no id: right under version 1 only.
    const v1 = `while read url rule cap; do echo '{"answers":[],"complete":false}'; done`;
    const args = [
      "engine",
      "--cmd",
      v1,
      "--no-corpus",
      "--random",
      "4",
      "--seed",
      "2",
      "--genre",
      "stostone",
      "--timeout",
      "5",
      "--startup",
      "0",
      "--json",
    ];
    const one = JSON.parse((await runInProcess([...args, "--contract", "1"])).stdout);
    assert.equal(one.contract, 1);
    assert.equal(one.summary.fail + one.summary.malformed, 0);
    const three = JSON.parse((await runInProcess(args)).stdout);
    assert.equal(three.contract, 3);
    assert.equal(three.summary.malformed, three.summary.boards - three.summary.skipped);
    const bad = await runInProcess(["engine", "--cmd", v1, "--contract", "4"]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--contract must be 1, 2 or 3, got "4"/);
  },
});
