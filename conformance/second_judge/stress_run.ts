/**
 * A longer comparison of the two judges than the tests run, on larger boards: planted
 * Stostone boards (up to 10×8) with their planted shading, flipped and random answers,
 * and random Dosun-Fuwari boards (up to 9×9) with engine answers, edited and random ones.
 * Prints the summary and the first disagreements; exits 1 when there is one.
 *
 * ```sh
 * npx deno run --allow-read --allow-env conformance/second_judge/stress_run.ts --seed 1 --boards 1500
 * ```
 *
 * @module
 */

import { parseArgs } from "node:util";
import { rngFromSeed } from "../../core/rng.ts";
import type { StostoneClue } from "../../core/stostone/board.ts";
import { DOSUN_FUWARI_ENGINES } from "../../engines/mod.ts";
import {
  compareJudges,
  describeComparison,
  formatSummary,
  type JudgeComparison,
  type JudgeSample,
} from "./compare.ts";
import { editPieces, flipCells, randomPieces, randomShading } from "./mutations.ts";
import { plantStostone, randomDosunFuwari } from "./random_boards.ts";
import { DOSUN_FUWARI_RULE } from "../../core/dosun_fuwari/board.ts";

/**
 * The samples of one stress run: for each of `boards` rounds, one planted Stostone board
 * and one random Dosun-Fuwari board with their answers. Deterministic in `seed`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stressSamples } from "./stress_run.ts";
 * assert.ok(stressSamples(1, 2).length > 0);
 * ```
 */
export function stressSamples(seed: number, boards: number): JudgeSample[] {
  const rng = rngFromSeed(seed);
  const samples: JudgeSample[] = [];
  for (let i = 0; i < boards; i++) {
    const planted = plantStostone({ rows: 2 * (1 + rng.int(5)), cols: 1 + rng.int(8) }, rng, {
      emptyRoomChance: 0.5,
      emptyRoomClue: rng.pick<StostoneClue>([0, "?", null, 1]),
      innerBorderChance: 0.3,
    });
    if (planted !== null) {
      const { board } = planted;
      samples.push({ board, answer: planted.planted, source: "planted" });
      for (let k = 0; k < 4; k++) {
        samples.push({
          board,
          answer: flipCells(planted.planted, rng, 1 + rng.int(3)),
          source: "flip",
        });
      }
      for (let k = 0; k < 3; k++) {
        samples.push({ board, answer: randomShading(board, rng), source: "random" });
      }
    }
    const board = randomDosunFuwari({ rows: 1 + rng.int(9), cols: 1 + rng.int(9) }, rng, {
      innerBorders: rng.next() < 0.5,
    });
    const engine = rng.pick(DOSUN_FUWARI_ENGINES);
    const run = engine.solve(board, {
      rule: DOSUN_FUWARI_RULE.official,
      cap: 3,
      budget: engine.budgetFor(board),
    });
    for (const answer of run.answers) {
      samples.push({ board, answer, source: engine.name });
      for (let k = 0; k < 3; k++) {
        samples.push({
          board,
          answer: editPieces(board, answer, rng, 1 + rng.int(3)),
          source: "edit",
        });
      }
    }
    for (let k = 0; k < 3; k++) {
      samples.push({ board, answer: randomPieces(board, rng), source: "random" });
    }
  }
  return samples;
}

/**
 * Runs {@link stressSamples} through both judges.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stressRun } from "./stress_run.ts";
 * assert.ok(stressRun(1, 2).summary.disagreed === 0);
 * ```
 */
export function stressRun(seed: number, boards: number): JudgeComparison {
  return compareJudges(stressSamples(seed, boards));
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      seed: { type: "string", default: "1" },
      boards: { type: "string", default: "1500" },
    },
  });
  const seed = Number(values.seed);
  const boards = Number(values.boards);
  if (!Number.isInteger(seed)) {
    throw new RangeError(`--seed must be a whole number, got ${values.seed}`);
  }
  if (!Number.isInteger(boards) || boards < 1) {
    throw new RangeError(`--boards must be a whole number >= 1, got ${values.boards}`);
  }
  const { summary, disagreements } = stressRun(seed, boards);
  console.log(`seed ${seed}, ${boards} rounds: ${formatSummary(summary)}`);
  for (const d of disagreements.slice(0, 10)) console.log(describeComparison(d));
  if (disagreements.length > 0) Deno.exit(1);
}
