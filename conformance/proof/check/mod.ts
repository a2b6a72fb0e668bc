/**
 * The trusted LRAT proof checker and its DIMACS and LRAT readers: see `check.ts` for
 * what it trusts and why it stands apart from the rest of the suite.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkProofText } from "./mod.ts";
 * const cnf = "p cnf 1 2\n1 0\n-1 0\n";
 * assert.deepEqual(checkProofText(cnf, "3 0 1 2 0\n"), { ok: true, lemmas: 1, deleted: 0 });
 * ```
 *
 * @module
 */

export { checkLrat, checkProofText, type LratVerdict } from "./check.ts";
export { type Cnf, parseDimacs } from "./dimacs.ts";
export { type LratStep, parseLrat } from "./lrat.ts";
