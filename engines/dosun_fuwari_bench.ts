/**
 * Every Dosun-Fuwari engine on the same boards, side by side:
 *
 *     npx deno task bench engines/dosun_fuwari_bench.ts
 *
 * - Proving uniqueness (cap 2) of unique 8×8 and 12×12 boards made by the suite's
 *   generator (conformance/generate/dosun_fuwari.ts: the trivial board with rooms
 *   starved one at a time), one after another, under official and under loose.
 *   Targets: a unique 12×12 in well under 2 s for every engine (the propagate
 *   engine's own target: a median under 5 ms).
 * - 20×20 boards an engine may not finish (one room, random rooms, and columns under
 *   loose with no cap): the target is stopping within a few seconds.
 *
 * Before any timing each engine must prove every unique board unique, and the
 * no-cap columns run must stop by the budget, so no bench can time a search that
 * gave up or went wrong. (engines/engines_bench.ts times the corpus boards.)
 *
 * @module
 */

import {
  DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  type DosunFuwariRule,
} from "../core/dosun_fuwari/board.ts";
import { rngFromSeed } from "../core/rng.ts";
import { randomRoomsBoard } from "../conformance/claims/dosun_fuwari_boards.ts";
import { DOSUN_FUWARI_ENGINES } from "./mod.ts";
import { generateDosunFuwari } from "../conformance/generate/dosun_fuwari.ts";
import { openBoard } from "./dosun_fuwari_test_util.ts";

const BOARDS_PER_SIZE = 12;

const unique = (side: number, starved: number): DosunFuwariBoard[] =>
  Array.from(
    { length: BOARDS_PER_SIZE },
    (_, k) =>
      generateDosunFuwari({ rows: side, cols: side, density: 0.12, starved, seed: k + 1 }).board,
  );

const UNIQUE: [string, DosunFuwariBoard[]][] = [["8×8", unique(8, 4)], ["12×12", unique(12, 8)]];

for (const engine of DOSUN_FUWARI_ENGINES) {
  const solve = (board: DosunFuwariBoard, rule: DosunFuwariRule, cap = 2) =>
    engine.solve(board, { rule, cap, budget: engine.budgetFor(board) });
  for (const [size, boards] of UNIQUE) {
    for (const [k, board] of boards.entries()) {
      const result = solve(board, DOSUN_FUWARI_RULE.official);
      if (!result.complete || result.answers.length !== 1) {
        throw new Error(`${engine.name} does not prove ${size} board ${k + 1} unique`);
      }
    }
    for (const rule of DOSUN_FUWARI_RULES) {
      Deno.bench({
        name: `${engine.name}: ${BOARDS_PER_SIZE} unique ${size} boards, ${rule}, cap 2`,
        group: `${size} ${rule}`,
        fn: () => {
          for (const board of boards) solve(board, rule);
        },
      });
    }
  }
}

const open20 = openBoard(20, 20, false);
const columns20 = openBoard(20, 20, true);
const random20 = randomRoomsBoard(rngFromSeed(20), {
  rows: 20,
  cols: 20,
  density: 0,
  meanRoomSize: 6,
});
for (const engine of DOSUN_FUWARI_ENGINES) {
  for (const rule of DOSUN_FUWARI_RULES) {
    const options = { rule, cap: 2, budget: engine.budgetFor(open20) };
    Deno.bench(`${engine.name}: 20×20 one room, ${rule}, cap 2`, { group: "20x20" }, () => {
      engine.solve(open20, options);
    });
    Deno.bench(`${engine.name}: 20×20 random rooms, ${rule}, cap 2`, { group: "20x20" }, () => {
      engine.solve(random20, options);
    });
  }
  // Loose columns hold astronomically many answers: with no cap only the budget stops it.
  const noCap = {
    rule: DOSUN_FUWARI_RULE.loose,
    cap: Infinity,
    budget: engine.budgetFor(columns20),
  };
  if (engine.solve(columns20, noCap).stoppedBy !== "budget") {
    throw new Error(`${engine.name}: expected the budget to stop 20×20 loose columns`);
  }
  Deno.bench(
    `${engine.name}: 20×20 columns, loose, no cap, default budget`,
    { group: "20x20" },
    () => void engine.solve(columns20, noCap),
  );
}
