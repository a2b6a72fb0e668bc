import assert from "node:assert/strict";
import { canRun } from "./process_test_util.ts";
import { randomBoardCases, shrinkFailure } from "./random_boards.ts";
import { OutsideEngineRunner } from "./runner.ts";
import { counterexampleLine } from "./engine_job.ts";

/**
 * Puts a balloon on every cell of a Dosun-Fuwari board (its size read from the URL's
 * `<cols>/<rows>`): a well-formed answer that is wrong on every board, so every board
 * fails the same way (wrong-answer) and shrinking can only end at a 1x1 board.
 */
const ALL_BALLOONS = `while read id url rule cap; do
  c=$(echo "$url" | cut -d/ -f5); r=$(echo "$url" | cut -d/ -f6)
  row=$(printf "%\${c}s" "" | tr " " o)
  rows=$(for i in $(seq $r); do printf '"%s",' "$row"; done)
  echo "{\\"id\\":\\"$id\\",\\"answers\\":[[\${rows%,}]],\\"complete\\":true}"
done`;

/** Seed 9's random Dosun-Fuwari board #28 (of 30) is 1x1, with its one cell black. */
const SEED = 9, COUNT = 30, INDEX = 27;

Deno.test({
  name: "shrinking a 1x1 failing board ends at once: smallest board reached, its steps kept",
  ignore: !canRun,
  fn: async () => {
    const item = randomBoardCases("dosun-fuwari", COUNT, SEED)[INDEX]!;
    assert.equal(item.url, "https://puzz.link/p?dosufuwa/1/1/0");
    const runner = new OutsideEngineRunner({
      command: ALL_BALLOONS,
      timeoutSeconds: 5,
      startupSeconds: 0,
    });
    try {
      const original = await runner.check(item);
      assert.equal(original.category, "wrong-answer", original.reason);
      const limit = 30;
      const start = performance.now();
      const c = await shrinkFailure(runner, {
        genre: "dosun-fuwari",
        count: COUNT,
        seed: SEED,
        index: INDEX,
        original,
        shrinkSeconds: limit,
      });
      const seconds = (performance.now() - start) / 1000;
      console.log(`${c.tries} tries in ${seconds.toFixed(1)} s: ${c.steps?.join(" -> ")}`);
      assert.equal(c.interrupted, false);
      // A 1x1 board has one smaller board at most (the white one): a few tries, not a limit's worth.
      assert.ok(c.tries <= 3, `${c.tries} tries`);
      assert.ok(seconds < limit / 3, `${seconds} s`);
      assert.equal(c.steps?.[0], item.url);
      assert.equal(c.steps?.at(-1), c.shrunk.url);
      assert.match(counterexampleLine(c), /tries, smallest board reached\)$/);
    } finally {
      await runner.close();
    }
  },
});
