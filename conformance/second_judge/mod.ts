/**
 * A second judge: pzprjs (the puzz.link engine) checks the suite's answers, and the
 * comparison lists every difference, each either a documented exception or a disagreement.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pzprCheck } from "./mod.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/1/2/0"); // 2×1, one room
 * assert.ok(pzprCheck(board, new Uint8Array([1, 0])).ok);
 * ```
 *
 * @module
 */

export { PZPR_VERSION, pzprCheck, pzprCheckFile, type PzprVerdict } from "./pzpr_judge.ts";
export {
  compareJudges,
  compareSample,
  formatSummary,
  type JudgeComparison,
  type JudgeSample,
} from "./compare.ts";
export { type JudgeException, matchException, PZPR_EXCEPTIONS } from "./exceptions.ts";
