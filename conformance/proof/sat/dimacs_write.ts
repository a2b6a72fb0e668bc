/**
 * DIMACS CNF text for the SAT solver, and a small reader for it. The proof checker
 * (`conformance/proof/check/`) has a DIMACS parser of its own: this one serves the
 * untrusted side only, so the two stay independent.
 *
 * @module
 */

/** A CNF as the SAT side takes it: variables 1..vars, each clause non-zero DIMACS literals. */
export interface CnfLike {
  /** Variables are 1..vars. */
  readonly vars: number;
  /** Each clause a list of non-zero literals, |literal| ≤ vars. */
  readonly clauses: readonly ArrayLike<number>[];
}

/**
 * The DIMACS text of a CNF: optional `c` comment lines, the header `p cnf V C`, then
 * one clause a line, each ending in ` 0`.
 *
 * @throws {RangeError} when `vars` is not a non-negative integer, or a literal is not
 *   a non-zero integer within ±vars.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { writeDimacs } from "./dimacs_write.ts";
 * const text = writeDimacs({ vars: 2, clauses: [[1, -2], [2]] }, ["two clauses"]);
 * assert.equal(text, "c two clauses\np cnf 2 2\n1 -2 0\n2 0\n");
 * ```
 */
export function writeDimacs(cnf: CnfLike, comments: readonly string[] = []): string {
  const { vars, clauses } = cnf;
  if (!Number.isInteger(vars) || vars < 0) {
    throw new RangeError(`writeDimacs: vars must be a non-negative integer, got ${vars}`);
  }
  const lines: string[] = [];
  // A comment with a newline would otherwise end the comment and corrupt the header.
  for (const comment of comments) {
    for (const line of comment.split("\n")) lines.push(line === "" ? "c" : `c ${line}`);
  }
  lines.push(`p cnf ${vars} ${clauses.length}`);
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!;
    let line = "";
    for (let j = 0; j < clause.length; j++) {
      const lit = clause[j]!;
      if (!Number.isInteger(lit) || lit === 0 || lit > vars || lit < -vars) {
        throw new RangeError(
          `writeDimacs: clause ${i + 1} has literal ${lit}, not a non-zero integer within ±${vars}`,
        );
      }
      line += `${lit} `;
    }
    lines.push(line + "0");
  }
  return lines.join("\n") + "\n";
}

/**
 * Reads DIMACS CNF text: `c` comment lines, the header `p cnf V C`, then clauses, each
 * ending in `0` (a clause may span lines, several may share one). A trailing `%` line
 * (as old benchmark files have) ends the input.
 *
 * @throws {SyntaxError} naming the line, for a missing or malformed header, a token
 *   that is not an integer, a literal outside ±V, a clause count that differs from the
 *   header, or a last clause without its terminating `0`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readDimacs } from "./dimacs_write.ts";
 * const cnf = readDimacs("c hi\np cnf 3 2\n1 -3 0 2\n0\n");
 * assert.equal(cnf.vars, 3);
 * assert.deepEqual(cnf.clauses.map((c) => [...c]), [[1, -3], [2]]);
 * ```
 */
export function readDimacs(text: string): { vars: number; clauses: Int32Array[] } {
  const lines = text.split("\n");
  let vars = -1;
  let declared = 0;
  const clauses: Int32Array[] = [];
  let current: number[] = [];
  let lineNo = 0;
  for (const raw of lines) {
    lineNo++;
    const line = raw.trim();
    if (line === "" || line.startsWith("c")) continue;
    if (line.startsWith("%")) break;
    if (line.startsWith("p")) {
      const m = /^p\s+cnf\s+(\d+)\s+(\d+)$/.exec(line);
      if (m === null || vars >= 0) {
        throw new SyntaxError(`readDimacs: line ${lineNo}: bad or repeated header "${line}"`);
      }
      vars = Number(m[1]);
      declared = Number(m[2]);
      continue;
    }
    if (vars < 0) throw new SyntaxError(`readDimacs: line ${lineNo}: clause before the header`);
    for (const token of line.split(/\s+/)) {
      if (!/^-?\d+$/.test(token)) {
        throw new SyntaxError(`readDimacs: line ${lineNo}: "${token}" is not an integer`);
      }
      const lit = Number(token);
      if (lit === 0) {
        clauses.push(Int32Array.from(current));
        current = [];
      } else if (lit > vars || lit < -vars) {
        throw new SyntaxError(`readDimacs: line ${lineNo}: literal ${lit} is outside ±${vars}`);
      } else current.push(lit);
    }
  }
  if (vars < 0) throw new SyntaxError("readDimacs: no `p cnf` header");
  if (current.length > 0) {
    throw new SyntaxError("readDimacs: the last clause has no terminating 0");
  }
  if (clauses.length !== declared) {
    throw new SyntaxError(
      `readDimacs: the header declares ${declared} clauses but there are ${clauses.length}`,
    );
  }
  return { vars, clauses };
}
