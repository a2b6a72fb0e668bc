/**
 * Consensus: every engine of a genre solves a board, each answer is judged, and the runs
 * are combined into one verdict (`unique`, `multiple`, `none`, `unknown`) or a
 * disagreement; `agreementOn` runs that over a list of boards; `solveBoard` is `solve`'s
 * pipeline (the verdict, then the forced cells).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveWithAll } from "./mod.ts";
 * import { STOSTONE_ENGINES } from "../../engines/mod.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const c = solveWithAll(STOSTONE_ENGINES, decodeUrl("stostone/6/6/433aaqv064p03g433h"), "exact", 2);
 * assert.equal(c.verdict, "unique");
 * assert.ok(c.agree);
 * ```
 *
 * @module
 */

export * from "./consensus.ts";
export * from "./agreement.ts";
export * from "./solve_board.ts";
