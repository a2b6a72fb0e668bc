/**
 * Issue 42's acceptance for `propagate`: it decides every corpus Stostone 30×30 and the
 * boards `generate stostone --size 30x30 --min-clues` makes from seeds 1–3 within its
 * default budget (`budgetFor`), and the judge accepts its answer.
 *
 * The `--min-clues` boards are kept in `testdata/` as `generate` printed them (its
 * certificate lines left out), because making them takes one to four minutes each. The
 * test checks that each file's source line is the one `generate` writes for its seed;
 * with `REGENERATE=1` it also makes each board again and compares (several minutes):
 *
 *     REGENERATE=1 npx deno test -A conformance/corpus/propagate_30x30_heavy_test.ts
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Board } from "../../core/genre.ts";
import { judgeProblem } from "../../core/genre.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { enginesFor } from "../../engines/mod.ts";
import { defaultStoneSize } from "../generate/stostone_sized.ts";
import { listFixtures, readFixture } from "./load.ts";
import { MIN_CLUES_SEEDS, minCluesBoard } from "./min_clues_test_util.ts";
import { formatSource, sizedStostoneSource } from "./source.ts";

const REGENERATE = Deno.env.get("REGENERATE") === "1";

/** The stored `--min-clues` 30×30 of a seed, checked against the source `generate` writes. */
async function storedMinClues(seed: number): Promise<Board> {
  const path = new URL(`testdata/min_clues_30x30_seed${seed}.txt`, import.meta.url).pathname;
  const { board, meta } = await readFixture(path);
  const stoneSize = defaultStoneSize(30, 30);
  const source = sizedStostoneSource({ rows: 30, cols: 30, stoneSize, seed, minClues: true });
  assert.equal(meta.source, formatSource(source), `${path}: not what generate writes`);
  if (REGENERATE) {
    assert.equal(encodeUrl(minCluesBoard(30, 30, seed)), encodeUrl(board), `${path} is stale`);
  }
  return board;
}

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
  const boards: { name: string; board: () => Promise<Board> }[] = [
    ...corpus.map((e) => ({ name: e.id, board: async () => (await readFixture(e.path)).board })),
    ...MIN_CLUES_SEEDS.map((seed) => ({
      name: `--min-clues 30x30 seed ${seed}`,
      board: () => storedMinClues(seed),
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
