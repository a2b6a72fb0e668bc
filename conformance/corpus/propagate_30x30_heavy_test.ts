/**
 * Issue 42's acceptance for `propagate`: it decides every corpus Stostone 30×30 and the
 * boards `generate stostone --size 30x30 --min-clues` makes from seeds 1–3 within its
 * default budget, and the judge accepts its answer. The `--min-clues` boards are made
 * here as `generate` makes them, so a change to the generator is tested too.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Board } from "../../core/genre.ts";
import { judgeProblem } from "../../core/genre.ts";
import { enginesFor } from "../../engines/mod.ts";
import { listFixtures, readFixture } from "./load.ts";
import { MIN_CLUES_SEEDS, minCluesBoard } from "./min_clues_test_util.ts";

Deno.test("propagate decides every Stostone 30×30 of the corpus and of --min-clues seeds 1–3", async (t) => {
  const corpus = await listFixtures({ genre: "stostone", size: "30x30" });
  // Counted a second way: the fixture files in the folder.
  let onDisk = 0;
  for await (const f of Deno.readDir(new URL("../../fixtures/stostone/", import.meta.url))) {
    if (/^30x30-\d+\.txt$/.test(f.name)) onDisk++;
  }
  assert.ok(
    corpus.length > 0 && corpus.length === onDisk,
    `${corpus.length} listed, ${onDisk} files`,
  );
  const boards: { name: string; board: () => Promise<Board> | Board }[] = [
    ...corpus.map((e) => ({ name: e.id, board: async () => (await readFixture(e.path)).board })),
    ...MIN_CLUES_SEEDS.map((seed) => ({
      name: `--min-clues 30x30 seed ${seed}`,
      board: () => minCluesBoard(30, 30, seed),
    })),
  ];
  let decided = 0;
  for (const { name, board: make } of boards) {
    await t.step(name, async () => {
      const board = await make();
      const propagate = enginesFor(board).find((e) => e.name === "propagate")!;
      const result = propagate.solve(board, {
        rule: "exact",
        cap: 2,
        budget: propagate.budgetFor(board),
      });
      assert.ok(result.complete, `${name}: stopped at its budget (${result.stats.nodes} nodes)`);
      assert.equal(result.answers.length, 1, `${name}: ${result.answers.length} answers`);
      assert.equal(judgeProblem(board, result.answers[0]!, "exact"), null, `${name}: refused`);
      decided++;
    });
  }
  assert.equal(decided, corpus.length + MIN_CLUES_SEEDS.length);
  console.log(`propagate decided ${decided} Stostone 30×30 boards, each answer judged`);
});
