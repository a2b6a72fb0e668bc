/**
 * Issue 42's acceptance for the engines other than `propagate` (whose 30×30s are in
 * `propagate_30x30_heavy_test.ts`), each within its default budget:
 *
 * - the other two engines of each genre (Stostone `mask` and `subset`, Dosun-Fuwari
 *   `mask` and `rooms`) on every corpus board up to 20×20, and on the `--min-clues`
 *   boards of 16×16 and 20×20 from seeds 1–3.
 *
 * The `--min-clues` boards are made here as `generate` makes them (`runGenerator` on
 * the source it writes), so a change to the generator is tested too. Heavy: the
 * generator takes seconds a board, and each engine up to a second.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Board, Rule } from "../../core/genre.ts";
import { defaultRule } from "../../core/genre.ts";
import { type Engine, enginesFor } from "../../engines/mod.ts";
import { listFixtures, readFixture } from "./load.ts";
import { MIN_CLUES_SEEDS as SEEDS, minCluesBoard } from "./min_clues_test_util.ts";

/** Asserts `engine` decides `board` within its default budget; returns its answers. */
function assertDecides(engine: Engine, board: Board, rule: Rule, name: string): Uint8Array[] {
  const result = engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board) });
  assert.ok(
    result.complete,
    `${engine.name} stops at its budget on ${name} (${result.stats.nodes} nodes)`,
  );
  return result.answers;
}

/** Corpus fixtures up to `maxSide`, counted a second way: the files in the folder. */
async function corpusUpTo(maxSide: number): Promise<{ path: string; size: string }[]> {
  const listed = (await listFixtures()).filter((e) => {
    const [rows, cols] = e.size.split("x").map(Number);
    return rows! <= maxSide && cols! <= maxSide;
  });
  let onDisk = 0;
  for (const folder of ["stostone", "dosun_fuwari"]) {
    for await (const f of Deno.readDir(new URL(`../../fixtures/${folder}/`, import.meta.url))) {
      const m = /^(\d+)x(\d+)-\d+\.txt$/.exec(f.name);
      if (m && Number(m[1]) <= maxSide && Number(m[2]) <= maxSide) onDisk++;
    }
  }
  assert.equal(listed.length, onDisk, "the index and the folders list different boards");
  return listed.map((e) => ({ path: e.path, size: e.size }));
}

Deno.test("mask, subset and rooms decide every corpus board up to 20×20", async () => {
  const fixtures = await corpusUpTo(20);
  let solves = 0;
  for (const { path } of fixtures) {
    const { board, meta } = await readFixture(path);
    const rule = meta.rule as Rule;
    for (const engine of enginesFor(board).filter((e) => e.name !== "propagate")) {
      const answers = assertDecides(engine, board, rule, path);
      assert.equal(answers.length, 1, `${engine.name} on ${path}: ${answers.length} answers`);
      solves++;
    }
  }
  // Two engines a board, each counted as it ran.
  assert.equal(solves, 2 * fixtures.length);
  console.log(`${fixtures.length} corpus boards up to 20×20, ${solves} solves, all decided`);
});

Deno.test("mask and subset decide the --min-clues boards of 16×16 and 20×20, seeds 1–3", async (t) => {
  let decided = 0;
  for (const side of [16, 20]) {
    for (const seed of SEEDS) {
      const name = `--min-clues ${side}x${side} seed ${seed}`;
      await t.step(name, () => {
        const board = minCluesBoard(side, side, seed);
        for (const engine of enginesFor(board).filter((e) => e.name !== "propagate")) {
          const answers = assertDecides(engine, board, defaultRule(board), name);
          assert.equal(answers.length, 1, `${engine.name} on ${name}: ${answers.length} answers`);
          decided++;
        }
      });
    }
  }
  assert.equal(decided, 2 * 2 * SEEDS.length);
  console.log(`${decided} solves of --min-clues boards, all decided`);
});
