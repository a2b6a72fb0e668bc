import assert from "node:assert/strict";
import { processTest } from "./process_test_util.ts";
import { testSeed } from "../../core/rng.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { checkRandomBoards, randomBoardCases, shrinkFailure } from "./random_boards.ts";
import { isFailure, OutsideEngineRunner } from "./runner.ts";
import { runEngineSuite } from "./suite.ts";
import { satEngineCommand } from "./mutants.ts";

// Says "no answer, and that is all" to every board: wrong exactly on the solvable ones.
const NEVER_SOLVES = `while read id l; do echo '{"id":"'$id'","answers":[],"complete":true}'; done`;

const cellsOf = (url: string) => {
  const board = decodeUrl(url);
  return board.rows * board.cols;
};

processTest(
  "failing random boards shrink to smaller boards that fail the same way",
  async (seed) => {
    const runner = new OutsideEngineRunner({ command: NEVER_SOLVES, timeoutSeconds: 10 });
    try {
      const report = await checkRandomBoards(runner, {
        genre: "stostone",
        count: 40,
        seed,
        shrinkLimit: 2,
        shrinkSeconds: 10,
      });
      assert.equal(report.results.length, 40);
      const failing = report.results.filter((r) => r.status === "fail");
      assert.equal(report.counterexamples.length, Math.min(2, failing.length));
      for (const c of report.counterexamples) {
        console.log(`${c.original.url} -> ${c.shrunk.url} (${c.tries} tries): ${c.shrunk.reason}`);
        assert.equal(c.shrunk.status, "fail");
        assert.equal(c.shrunk.category, c.original.category);
        assert.ok(cellsOf(c.shrunk.url) <= cellsOf(c.original.url));
      }
      // The same seed gives the same boards.
      const again = await checkRandomBoards(runner, {
        genre: "stostone",
        count: 40,
        seed,
        shrinkLimit: 0,
      });
      assert.deepEqual(again.results.map((r) => r.url), report.results.map((r) => r.url));
    } finally {
      await runner.close();
    }
  },
);

Deno.test("maxSize: random boards grow beyond 6×6 up to the size asked, no further", () => {
  const seed = testSeed();
  for (const genre of ["stostone", "dosun-fuwari"] as const) {
    // The default is exactly the 6×6 run.
    assert.deepEqual(
      randomBoardCases(genre, 20, seed, undefined, { rows: 6, cols: 6 }).map((c) => c.url),
      randomBoardCases(genre, 20, seed).map((c) => c.url),
    );
    const cases = randomBoardCases(genre, 60, seed, undefined, { rows: 14, cols: 10 });
    const sizes = cases.map((c) => decodeUrl(c.url)).map((b) => [b.rows, b.cols] as const);
    assert.ok(sizes.every(([r, c]) => r <= 14 && c <= 10), `${genre}: ${sizes.join(" ")}`);
    if (genre === "stostone") assert.ok(sizes.every(([r]) => r % 2 === 0));
    const beyond = sizes.filter(([r, c]) => r > 6 || c > 6).length;
    console.log(`${genre}: ${beyond} of 60 boards beyond 6x6`);
    assert.ok(beyond > 20, `${genre}: only ${beyond} boards beyond 6x6`);
    // Same seed, same boards.
    assert.deepEqual(
      randomBoardCases(genre, 60, seed, undefined, { rows: 14, cols: 10 }).map((c) => c.url),
      cases.map((c) => c.url),
    );
  }
  assert.throws(
    () => randomBoardCases("stostone", 1, seed, undefined, { rows: 1, cols: 4 }),
    /2\.\.30 rows/,
  );
});

processTest("maxSize: the example SAT engine passes on random boards up to 10×10", async (seed) => {
  const report = await runEngineSuite({
    command: satEngineCommand(),
    genres: ["stostone", "dosun-fuwari"],
    corpus: () => Promise.resolve([]),
    random: 12,
    seed,
    maxSize: { rows: 10, cols: 10 },
    timeoutSeconds: 30,
  });
  const failed = report.results.filter((r) => isFailure(r.status));
  assert.deepEqual(failed.map((r) => `${r.url} ${r.rule}: ${r.status} ${r.reason}`), []);
  // Decided, not given up: the example stops a solve after 10 s (big numberless rooms can
  // take MiniSat minutes), which the contract allows and the run reports.
  const bigPassed = report.results.filter((r) => r.status === "pass" && cellsOf(r.url) > 36);
  console.log(`${report.results.length} boards, ${bigPassed.length} beyond 36 cells passed`);
  assert.equal(report.results.length, 24);
  assert.ok(bigPassed.length > 0, "no board beyond 6x6 was decided and passed");
});

// Stostone: answers an empty grid (no stone at all, wrong on any board with a room that
// is not numbered 0) on boards of more than 36 cells; on smaller ones it gives up, which the
// contract allows. Such an engine passes every 6×6 run by construction.
const WRONG_ONLY_BEYOND_36_CELLS = `while read id url rule cap; do
  p=\${url#*\\?}; IFS=/; set -- \$p; IFS=' '
  if [ \$((\$2 * \$3)) -le 36 ]; then
    echo '{"id":"'\$id'","answers":[],"complete":false}'; continue
  fi
  row='"'\$(printf "%\${2}s" "" | tr ' ' .)'"'; rows=\$row; i=1
  while [ \$i -lt \$3 ]; do rows=\$rows,\$row; i=\$((i + 1)); done
  echo '{"id":"'\$id'","answers":[['\$rows']],"complete":true}'
done`;

processTest(
  "maxSize: an 8×8 run meets big boards and catches an engine wrong only there",
  async (seed) => {
    // Half the boards are drawn big, in both genres.
    for (const genre of ["stostone", "dosun-fuwari"] as const) {
      const sizes = randomBoardCases(genre, 60, seed, undefined, { rows: 8, cols: 8 });
      const big = sizes.filter((c) => cellsOf(c.url) > 36).length;
      console.log(`${genre}: ${big} of 60 boards beyond 36 cells`);
      // 300 seeds: 18 to 40 (mean 29 to 31, σ 4); 15 was under 4σ below the mean.
      assert.ok(big >= 10, `${genre}: only ${big} of 60 boards beyond 36 cells`);
    }
    const report = await runEngineSuite({
      command: WRONG_ONLY_BEYOND_36_CELLS,
      genres: ["stostone"],
      corpus: () => Promise.resolve([]),
      random: 20,
      seed,
      maxSize: { rows: 8, cols: 8 },
      timeoutSeconds: 30,
      shrinkLimit: 0,
    });
    // A board the three engines cannot decide is skipped, as in any run.
    const flagged = report.results.filter((r) => isFailure(r.status));
    const big = report.results.filter((r) => cellsOf(r.url) > 36);
    console.log(`stostone: ${flagged.length} boards flagged, ${big.length} beyond 36 cells`);
    assert.ok(flagged.every((r) => r.status === "fail" && cellsOf(r.url) > 36));
    assert.ok(flagged.length > 0, "the engine wrong beyond 36 cells passed");
  },
);

// Always in step, but slow: 0.7 s, then an answer of the wrong shape (MALFORMED).
const SLOW_MALFORMED =
  `while read id l; do sleep 0.7; echo '{"id":"'$id'","answers":[["_"]],"complete":true}'; done`;

processTest(
  "a shrink stopped at its time limit does not leave the engine's late reply to the next board",
  async (seed) => {
    const runner = new OutsideEngineRunner({ command: SLOW_MALFORMED, timeoutSeconds: 10 });
    try {
      // A board with room to shrink: from a 2×2 (seed 958925481) the one smaller board is
      // asked within the second, and the limit never cuts in.
      const cases = randomBoardCases("stostone", 20, seed);
      const index = cases.findIndex((c) => c.board.rows * c.board.cols >= 12);
      assert.ok(index >= 0, `no board of 12 cells or more among 20 (seed ${seed})`);
      const original = await runner.check(cases[index]!);
      assert.equal(original.status, "malformed", original.reason);
      // Shrinking stops after 1 s, while the engine is still on a board (0.7 s each);
      // the shrunk board is then asked once more. Before checks waited for each other,
      // that ask read the abandoned board's reply: "out of step", which this engine never is.
      const c = await shrinkFailure(runner, {
        genre: "stostone",
        count: cases.length,
        seed,
        index,
        original,
        shrinkSeconds: 1,
      });
      assert.equal(c.interrupted, true, "the time limit cut the shrink short");
      assert.equal(c.shrunk.status, "malformed");
      assert.doesNotMatch(c.shrunk.reason, /out of step|another request/, c.shrunk.reason);
    } finally {
      await runner.close();
    }
  },
);
