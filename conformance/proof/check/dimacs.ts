/**
 * The DIMACS CNF reader of the trusted proof checker. It is strict on purpose: a
 * formula the checker misreads would make a correct proof prove the wrong thing, so
 * anything but plain DIMACS is refused rather than guessed at.
 *
 * @module
 */

/** A CNF as the checker reads it: variables 1..vars, clauses of non-zero literals. */
export interface Cnf {
  /** Variables are 1..vars. */
  readonly vars: number;
  /** The clauses in file order; clause i (0-based) has proof id i + 1. */
  readonly clauses: readonly Int32Array[];
}

const INT = /^(?:0|-?[1-9][0-9]*)$/;
const HEADER = /^p\s+cnf\s+(0|[1-9][0-9]*)\s+(0|[1-9][0-9]*)$/;
const INT32_MAX = 2147483647;

/** Quotes `text` for an error message, cut to 80 characters. */
function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? text.slice(0, 79) + "…" : text);
}

function fail(line: number, why: string, text: string): SyntaxError {
  return new SyntaxError(`line ${line}: ${why}: ${quote(text)}`);
}

/**
 * Reads DIMACS CNF: `c` comment lines, one `p cnf V C` header before any clause, then
 * clauses of literals each ended by `0` (a clause may span lines; a line may hold
 * several). Blank lines are skipped anywhere.
 *
 * @throws {SyntaxError} for a missing or repeated header, a clause before the header, a
 * token that is not an integer, a literal beyond `V`, a clause count other than `C`, or
 * a last clause without its `0`. The message names the 1-based line and quotes it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseDimacs } from "./dimacs.ts";
 * const cnf = parseDimacs("c two clauses\np cnf 2 2\n1 -2 0 2\n0\n");
 * assert.equal(cnf.vars, 2);
 * assert.deepEqual(cnf.clauses.map((c) => [...c]), [[1, -2], [2]]);
 * assert.throws(() => parseDimacs("p cnf 2 1\n1 3 0\n"), SyntaxError);
 * ```
 */
export function parseDimacs(text: string): Cnf {
  const lines = text.split("\n");
  let vars = -1;
  let declared = 0;
  let headerLine = 0;
  const clauses: Int32Array[] = [];
  let open: number[] = [];
  let openLine = 0;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("c")) continue;
    if (trimmed.startsWith("p")) {
      if (vars >= 0) throw fail(line, "a second header", raw);
      const match = HEADER.exec(trimmed);
      if (match === null) throw fail(line, "a header that is not `p cnf V C`", raw);
      vars = Number(match[1]);
      declared = Number(match[2]);
      if (vars > INT32_MAX || declared > INT32_MAX) throw fail(line, "a header too large", raw);
      headerLine = line;
      continue;
    }
    if (vars < 0) throw fail(line, "a clause before the `p cnf` header", raw);
    for (const token of trimmed.split(/\s+/)) {
      if (!INT.test(token)) throw fail(line, `the token ${quote(token)} is not an integer`, raw);
      const lit = Number(token);
      if (Math.abs(lit) > vars) throw fail(line, `the literal ${token} is beyond ${vars}`, raw);
      if (open.length === 0) openLine = line;
      if (lit !== 0) {
        open.push(lit);
        continue;
      }
      clauses.push(Int32Array.from(open));
      open = [];
    }
  }
  if (vars < 0) throw fail(lines.length, "no `p cnf` header", lines.at(-1) ?? "");
  if (open.length > 0) {
    throw fail(openLine, "the last clause has no terminating 0", lines[openLine - 1] ?? "");
  }
  if (clauses.length !== declared) {
    const why = `the header declares ${declared} clauses but ${clauses.length} follow`;
    throw fail(headerLine, why, lines[headerLine - 1] ?? "");
  }
  return { vars, clauses };
}
