/**
 * The board generators (each board unique by construction and checked by engines), one
 * per genre, plus the sized Stostone generator for boards beyond 100 cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { generateStostone } from "./mod.ts";
 * const { board, answer } = generateStostone({ rows: 4, cols: 4, stoneSize: 2, seed: 7 });
 * assert.equal(answer.length, board.rows * board.cols);
 * ```
 *
 * @module
 */

export {
  DEFAULT_SOLVE_BUDGET as STOSTONE_SOLVE_BUDGET,
  generateStostone,
  growRegions,
} from "./stostone.ts";
export { defaultStoneSize, generateStostoneSized, SIZED_SOLVE_BUDGET } from "./stostone_sized.ts";
export { drawStones, type LiftedStones } from "./stostone_stones.ts";
export {
  DEFAULT_SOLVE_BUDGET as DOSUN_FUWARI_SOLVE_BUDGET,
  drawStarvedBoard,
  generateDosunFuwari,
  starvedRooms,
} from "./dosun_fuwari.ts";
export { labelConnected } from "./labels.ts";
