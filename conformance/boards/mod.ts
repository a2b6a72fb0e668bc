/**
 * Boards to test on: every connected partition of a small grid (exhaustive checks), a
 * board from a shading, and fast-check arbitraries for random boards.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardForShading } from "./mod.ts";
 * const { board, answer } = boardForShading(["#.", ".#"]);
 * assert.equal(answer.join(""), "1001");
 * assert.equal(board.rooms.length, 2);
 * ```
 *
 * @module
 */

export { connectedPartitions } from "./partitions.ts";
export { boardForShading } from "./shading_board.ts";
export { dosunFuwariBoardArb, stostoneBoardArb } from "./arbitraries.ts";
