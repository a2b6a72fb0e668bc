/**
 * The trusted proof checker: it decides whether an LRAT proof shows a CNF
 * unsatisfiable. A certificate's "exactly one answer" rests on this file and its two
 * readers (`dimacs.ts`, `lrat.ts`), not on the solver that found the proof nor on the
 * code that built the CNF, so it is kept small enough to read in one sitting and imports
 * nothing else from the suite.
 *
 * It reads standard text LRAT as `lrat-check` (drat-trim) reads it, checking each step
 * by reverse unit propagation along the given hints, or as a RAT on the lemma's first
 * literal. It is stricter than `lrat-check` where strictness costs an honest proof
 * nothing: a hint must be unit or the conflict (never satisfied, never after the
 * conflict), ids must increase, a deleted or unknown clause refuses the proof, lemmas
 * may only use the formula's variables, and the proof must end at the empty clause.
 * RAT groups may come in any order, each clause at most once.
 *
 * @module
 */

import { type Cnf, parseDimacs } from "./dimacs.ts";
import { type LratStep, parseLrat } from "./lrat.ts";

/** The checker's answer: the proof holds, or the first line where it does not. */
export type LratVerdict =
  | { readonly ok: true; readonly lemmas: number; readonly deleted: number }
  | { readonly ok: false; readonly line: number; readonly reason: string };

/** A lemma step, as the checker sees it. */
type Addition = Extract<LratStep, { kind: "add" }>;

/**
 * Checks that `steps` derive the empty clause from `cnf`, whose clauses have ids
 * 1..m in order. Returns the first failure with its proof line (0 for the formula).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkLrat } from "./check.ts";
 * import { parseLrat } from "./lrat.ts";
 * const cnf = { vars: 2, clauses: [[1, 2], [-1, 2], [1, -2], [-1, -2]].map((c) => Int32Array.from(c)) };
 * const proof = parseLrat("5 1 0 1 3 0\n6 0 5 2 4 0\n");
 * assert.deepEqual(checkLrat(cnf, proof), { ok: true, lemmas: 2, deleted: 0 });
 * assert.equal(checkLrat(cnf, proof.slice(0, 1)).ok, false);
 * ```
 */
export function checkLrat(cnf: Cnf, steps: readonly LratStep[]): LratVerdict {
  const live = new Map<number, Int32Array>();
  // value[v]: 1 true, -1 false, 0 unassigned; trail lists the variables to reset.
  const value = new Int8Array(cnf.vars + 1);
  const trail: number[] = [];
  const inRange = (lit: number) => Number.isInteger(lit) && lit !== 0 && Math.abs(lit) <= cnf.vars;
  for (const [i, clause] of cnf.clauses.entries()) {
    const bad = clause.find((lit) => !inRange(lit));
    if (bad !== undefined) return refuse(0, `formula clause ${i + 1} has literal ${bad}`);
    live.set(i + 1, clause);
  }

  const valueOf = (lit: number) => (lit > 0 ? value[lit]! : -value[-lit]!);
  const makeTrue = (lit: number) => {
    const v = lit > 0 ? lit : -lit;
    value[v] = lit > 0 ? 1 : -1;
    trail.push(v);
  };
  const undoTo = (mark: number) => {
    while (trail.length > mark) value[trail.pop()!] = 0;
  };

  /** Walks unit hints: `true` at a conflict on the last hint, `false` if none, or why not. */
  const chain = (hints: Int32Array): boolean | string => {
    for (let k = 0; k < hints.length; k++) {
      const id = hints[k]!;
      const clause = live.get(id);
      if (clause === undefined) return `hint ${id} is not a live clause`;
      let unit = 0;
      for (let j = 0; j < clause.length; j++) {
        const lit = clause[j]!;
        const v = valueOf(lit);
        if (v === 1) return `hint ${id} is not unit (it is satisfied)`;
        if (v === 0 && unit !== 0 && unit !== lit) return `hint ${id} is not unit`;
        if (v === 0) unit = lit;
      }
      if (unit === 0) return k === hints.length - 1 || `hint after the conflict (${hints[k + 1]})`;
      makeTrue(unit);
    }
    return false;
  };

  /** Checks one lemma under an empty assignment; leaves assignments for the caller to undo. */
  const justify = (step: Addition): string | null => {
    for (const lit of step.clause) {
      if (!inRange(lit)) return `literal ${lit} is out of range (the formula has ${cnf.vars})`;
      const v = valueOf(lit);
      if (v === 1) return `the lemma is a tautology (it holds ${lit} and ${-lit})`;
      if (v === 0) makeTrue(-lit);
    }
    // Split the hints into the unit prefix and the RAT groups keyed by clause id.
    const groups = new Map<number, Int32Array>();
    const firstGroup = step.hints.findIndex((h) => h < 0);
    const prefix = firstGroup < 0 ? step.hints : step.hints.subarray(0, firstGroup);
    for (let i = firstGroup + 1, start = firstGroup; start >= 0 && i <= step.hints.length; i++) {
      if (i < step.hints.length && step.hints[i]! > 0) continue;
      const d = -step.hints[start]!;
      if (groups.has(d)) return `two RAT groups for clause ${d}`;
      groups.set(d, step.hints.subarray(start + 1, i));
      start = i;
    }
    const rup = chain(prefix);
    if (typeof rup === "string") return rup;
    if (rup) {
      return groups.size === 0 ? null : `hint after the conflict (${step.hints[firstGroup]})`;
    }
    if (groups.size === 0) return "no conflict: the hints end before a clause is falsified";
    const pivot = step.clause[0];
    if (pivot === undefined) return "RAT hints on the empty clause, which has no pivot";
    for (const [d, clause] of live) {
      if (clause.includes(-pivot) && !groups.has(d)) {
        return `clause ${d} holds ${-pivot} but has no RAT group`;
      }
    }
    const mark = trail.length;
    for (const [d, hints] of groups) {
      const clause = live.get(d);
      if (clause === undefined) return `RAT hint -${d} is not a live clause`;
      if (!clause.includes(-pivot)) return `RAT hint -${d} names a clause without ${-pivot}`;
      let blocked = false;
      for (const lit of clause) {
        const v = lit === -pivot ? -1 : valueOf(lit);
        if (v === 1) blocked = true;
        if (v === 0) makeTrue(-lit);
      }
      // A tautological resolvent needs no hints; a group that lists some is malformed.
      const done = blocked
        ? hints.length === 0 || `hint after the conflict (${hints[0]})`
        : chain(hints);
      undoTo(mark);
      if (typeof done === "string") return `RAT group -${d}: ${done}`;
      if (!done) return `RAT group -${d}: no conflict`;
    }
    return null;
  };

  let maxId = cnf.clauses.length;
  let lemmas = 0;
  let deleted = 0;
  let proved = false;
  for (const step of steps) {
    if (proved) return refuse(step.line, "a step after the empty clause");
    if (step.kind === "delete") {
      for (const id of step.ids) {
        if (!live.delete(id)) return refuse(step.line, `deleting ${id}, which is not live`);
        deleted++;
      }
      continue;
    }
    if (!(step.id > maxId)) {
      return refuse(step.line, `id ${step.id} is not above the last id ${maxId}`);
    }
    maxId = step.id;
    const why = justify(step);
    undoTo(0);
    if (why !== null) return refuse(step.line, `lemma ${step.id}: ${why}`);
    live.set(step.id, step.clause);
    lemmas++;
    proved = step.clause.length === 0;
  }
  if (!proved) return refuse(steps.at(-1)?.line ?? 0, "the proof does not derive the empty clause");
  return { ok: true, lemmas, deleted };
}

function refuse(line: number, reason: string): LratVerdict {
  return { ok: false, line, reason };
}

/**
 * Reads a DIMACS CNF and a text LRAT proof and checks the one against the other. A
 * syntax error is a refusal too, on its line (line 0 for the CNF).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkProofText } from "./check.ts";
 * const cnf = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";
 * assert.equal(checkProofText(cnf, "5 1 0 1 3 0\n6 0 5 2 4 0\n").ok, true);
 * const bad = checkProofText(cnf, "5 1 0 1 3 0\n6 0 5 2 4\n");
 * assert.equal(bad.ok, false);
 * assert.equal(!bad.ok && bad.line, 2);
 * ```
 */
export function checkProofText(cnfText: string, lratText: string): LratVerdict {
  let cnf: Cnf;
  let steps: LratStep[];
  try {
    cnf = parseDimacs(cnfText);
  } catch (error) {
    if (error instanceof SyntaxError) return refuse(0, `CNF: ${error.message}`);
    throw error;
  }
  try {
    steps = parseLrat(lratText);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // The reader's messages start with "line N:".
    return refuse(Number(/^line (\d+):/.exec(error.message)?.[1] ?? 0), error.message);
  }
  return checkLrat(cnf, steps);
}
