import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../../core/rng.ts";
import { STOSTONE_RULES } from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { satisfiesAllRules } from "./check.ts";
import { geometryOf } from "./geometry.ts";
import { arbSmallCase, bruteForceAnswers, gridText } from "./propagate_test_util.ts";

Deno.test("the engine's own check agrees with the judge on answers and near misses", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(
      arbSmallCase,
      fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 18, maxLength: 18 }),
      ({ board, rule }, bits) => {
        const geo = geometryOf(board);
        const n = board.rows * board.cols;
        // Some real answers, every one-cell change of them, and one random grid.
        const grids = bruteForceAnswers(board, rule).slice(0, 3).map((s) =>
          Uint8Array.from(s, Number)
        );
        for (const answer of grids.slice()) {
          for (let x = 0; x < n; x++) {
            const near = Uint8Array.from(answer);
            near[x] = 1 - near[x]!;
            grids.push(near);
          }
        }
        grids.push(Uint8Array.from(bits.slice(0, n)));
        for (const grid of grids) {
          for (const r of STOSTONE_RULES) {
            assert.equal(
              satisfiesAllRules(geo, grid, r),
              checkStostone(board, grid, r).ok,
              `${r}: ${gridText(grid, board.cols)}`,
            );
          }
        }
      },
    ),
    { seed, numRuns: 80 },
  );
});

Deno.test("the own check rejects cells that are not 0 or 1", () => {
  const [sample] = fc.sample(arbSmallCase, { numRuns: 1, seed: 7 });
  const geo = geometryOf(sample!.board);
  const grid = new Int8Array(geo.n).fill(-1);
  assert.equal(satisfiesAllRules(geo, grid, "none"), false);
});
