import assert from "node:assert/strict";
import { testSeed } from "../../core/rng.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { checkRandomBoards } from "./random_boards.ts";
import { OutsideEngineRunner } from "./runner.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

// Says "no answer, and that is all" to every board: wrong exactly on the solvable ones.
const NEVER_SOLVES = `while read id l; do echo '{"id":"'$id'","answers":[],"complete":true}'; done`;

const cellsOf = (url: string) => {
  const board = decodeUrl(url);
  return board.rows * board.cols;
};

Deno.test({
  name: "failing random boards shrink to smaller boards that fail the same way",
  ignore: !canRun,
  fn: async () => {
    const seed = testSeed();
    console.log(`seed ${seed} (replay with SEED=${seed})`);
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
});
