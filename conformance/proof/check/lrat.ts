/**
 * The text LRAT reader of the trusted proof checker, for the format `lrat-check` (from
 * drat-trim) reads, one step to a line:
 * - an addition `id lit* 0 hint* 0`, where a positive hint names a clause for unit
 *   propagation and a negative hint `-d` opens the RAT group of clause `d`, followed by
 *   that group's positive hints;
 * - a deletion `id d id* 0`.
 *
 * Lines starting with `c` and blank lines are skipped. Only syntax is checked here;
 * what the ids and literals mean is the checker's business.
 *
 * @module
 */

/** One step of an LRAT proof; `line` is its 1-based line in the file. */
export type LratStep =
  | {
    readonly kind: "add";
    /** The new clause's id. */
    readonly id: number;
    /** The lemma's literals, in file order (the first is the RAT pivot). */
    readonly clause: Int32Array;
    /** The hints as written: clause ids, a negative one opening a RAT group. */
    readonly hints: Int32Array;
    readonly line: number;
  }
  | {
    readonly kind: "delete";
    /** The id written before `d`; it carries no meaning. */
    readonly id: number;
    /** The clauses deleted. */
    readonly ids: Int32Array;
    readonly line: number;
  };

const INT = /^(?:0|-?[1-9][0-9]*)$/;
const INT32_MAX = 2147483647;

/** Quotes `text` for an error message, cut to 80 characters. */
function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? text.slice(0, 79) + "…" : text);
}

/**
 * Reads text LRAT, one step per line.
 *
 * @throws {SyntaxError} for a token that is not a 32-bit integer, an id or deleted id
 * that is not positive, a missing `0` terminator, or tokens after the last `0`. The
 * message names the 1-based line and quotes it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseLrat } from "./lrat.ts";
 * const steps = parseLrat("5 1 0 1 3 0\n5 d 3 1 0\n6 0 5 2 4 0\n");
 * assert.equal(steps.length, 3);
 * const [first, second] = steps;
 * assert.ok(first?.kind === "add");
 * assert.deepEqual([...first.clause], [1]);
 * assert.deepEqual([...first.hints], [1, 3]);
 * assert.ok(second?.kind === "delete");
 * assert.deepEqual([...second.ids], [3, 1]);
 * assert.throws(() => parseLrat("5 1 0 1 3\n"), SyntaxError);
 * ```
 */
export function parseLrat(text: string): LratStep[] {
  const steps: LratStep[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("c")) continue;
    const fail = (why: string) => new SyntaxError(`line ${line}: ${why}: ${quote(raw)}`);
    const tokens = trimmed.split(/\s+/);
    const deletion = tokens[1] === "d";
    const numbers = tokens.filter((_, i) => !(deletion && i === 1)).map((token) => {
      const n = Number(token);
      if (!INT.test(token) || Math.abs(n) > INT32_MAX) {
        throw fail(`the token ${quote(token)} is not a 32-bit integer`);
      }
      return n;
    });
    const id = numbers[0]!;
    if (id <= 0) throw fail(`the step id ${id} is not positive`);
    if (deletion) {
      const end = numbers.indexOf(0);
      if (end < 0) throw fail("the deletion has no terminating 0");
      if (end !== numbers.length - 1) throw fail("tokens after the terminating 0");
      const ids = Int32Array.from(numbers.slice(1, end));
      if (ids.some((d) => d <= 0)) throw fail("a deleted id is not positive");
      steps.push({ kind: "delete", id, ids, line });
      continue;
    }
    const mid = numbers.indexOf(0, 1);
    const end = mid < 0 ? -1 : numbers.indexOf(0, mid + 1);
    if (mid < 0) throw fail("the lemma has no terminating 0");
    if (end < 0) throw fail("the hints have no terminating 0");
    if (end !== numbers.length - 1) throw fail("tokens after the terminating 0");
    const clause = Int32Array.from(numbers.slice(1, mid));
    const hints = Int32Array.from(numbers.slice(mid + 1, end));
    steps.push({ kind: "add", id, clause, hints, line });
  }
  return steps;
}
