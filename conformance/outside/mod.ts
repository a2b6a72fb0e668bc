/**
 * Outside engines: the contract an engine of another project speaks (`protocol.ts`), the
 * runner that drives it as a process over the corpus and random boards, and the report.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { CONTRACT_VERSION, isFailure } from "./mod.ts";
 * assert.ok(isFailure("crash") && !isFailure("pass"));
 * assert.ok(Number.isInteger(CONTRACT_VERSION) && CONTRACT_VERSION >= 1);
 * ```
 *
 * @module
 */

export { CONTRACT_VERSION, CONTRACT_VERSIONS, type ContractVersion } from "./protocol.ts";
export {
  type BoardResult,
  DEFAULT_STOP_AFTER,
  isFailure,
  NOT_RUN_REASON,
  summaryLine,
} from "./runner.ts";
export { planEngineSuite, type SuiteReport } from "./suite.ts";
export { DEFAULT_RANDOM_SIZE, type Genre, type RandomSize } from "./arbitraries.ts";
export type { Counterexample } from "./random_boards.ts";
export { corpusBoards } from "./corpus.ts";
