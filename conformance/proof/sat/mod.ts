/**
 * The SAT side of a proof, all of it untrusted: CaDiCaL run as a process
 * ({@link solveCnf}), DIMACS text for it ({@link writeDimacs}), and its DRAT refutation
 * elaborated into LRAT ({@link elaborate}) for the independent checker in
 * `conformance/proof/check/`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { elaborate, solveCnf, writeDimacs } from "./mod.ts";
 * const cnf = { vars: 2, clauses: [[1, 2], [1, -2], [-1, 2], [-1, -2]] };
 * const result = await solveCnf(writeDimacs(cnf), { proof: true });
 * assert.equal(result.status, "unsat");
 * if (result.status === "unsat" && result.drat !== undefined) {
 *   const lrat = elaborate(cnf, result.drat);
 *   assert.match(lrat.trimEnd().split("\n").at(-1)!, /^\d+ 0 [\d ]+ 0$/); // the empty clause
 * }
 * ```
 *
 * @module
 */

export {
  CadicalMissingError,
  cadicalVersion,
  type SatResult,
  solveCnf,
  type SolveOptions,
} from "./cadical.ts";
export { type CnfLike, readDimacs, writeDimacs } from "./dimacs_write.ts";
export { elaborate, isBinaryDrat } from "./elaborate.ts";
