/**
 * A CNF under construction, with the few definitions the rule encoders need. Every
 * auxiliary variable is *defined* (both directions of its equivalence are written),
 * so it is a function of the cell variables: each answer has exactly one model, and
 * counting models counts answers.
 *
 * Variable 1 is reserved for the constant true (a unit clause), so definitions can
 * take constants: {@link TRUE} and {@link FALSE} are literals, and {@link CnfBuilder.add}
 * drops a clause that holds one and removes the other.
 *
 * @module
 */

/** The literal that is always true: variable 1, fixed by a unit clause. */
export const TRUE = 1;
/** The literal that is always false. */
export const FALSE = -1;

/** A finished CNF: the variable count and the clauses, DIMACS literals. */
export interface Cnf {
  /** Variables are 1..vars. */
  readonly vars: number;
  /** Each clause a list of non-zero literals. */
  readonly clauses: readonly Int32Array[];
}

/**
 * Builds a CNF. Variable 1 is {@link TRUE}; {@link CnfBuilder.vars} allocates the rest.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { CnfBuilder, FALSE } from "./cnf.ts";
 * const cnf = new CnfBuilder();
 * const [a, b] = cnf.vars(2);
 * cnf.add([a!, FALSE, b!]);
 * assert.deepEqual(cnf.build().clauses.map((c) => [...c]), [[1], [2, 3]]);
 * ```
 */
export class CnfBuilder {
  #vars = 1;
  readonly #clauses: Int32Array[] = [new Int32Array([TRUE])];

  /** Allocates `count` new variables and returns them, ascending. */
  vars(count: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(++this.#vars);
    return out;
  }

  /** Allocates one new variable. */
  fresh(): number {
    return ++this.#vars;
  }

  /**
   * Adds a clause, dropping it when it holds {@link TRUE} and removing {@link FALSE}.
   * A clause left empty is written as `¬TRUE`: a contradiction every tool reads, where
   * an empty clause in DIMACS is not.
   */
  add(clause: readonly number[]): void {
    const kept: number[] = [];
    for (const lit of clause) {
      if (lit === TRUE) return;
      if (lit !== FALSE) kept.push(lit);
    }
    this.#clauses.push(Int32Array.from(kept.length === 0 ? [FALSE] : kept));
  }

  /** `out ↔ a ∧ b`, with constants folded: returns the literal that stands for it. */
  and(a: number, b: number): number {
    if (a === FALSE || b === FALSE) return FALSE;
    if (a === TRUE) return b;
    if (b === TRUE) return a;
    const out = this.fresh();
    this.add([-out, a]);
    this.add([-out, b]);
    this.add([out, -a, -b]);
    return out;
  }

  /** `out ↔ a ∨ b`, with constants folded. */
  or(a: number, b: number): number {
    return -this.and(-a, -b);
  }

  /**
   * Order-encoded running counts of `lits`, capped at `cap`: `levels[i][k - 1]` is the
   * literal for "at least k of lits[0..i)" (k = 1..cap), `levels[i][k - 1] = FALSE`
   * where k > i. `levels[0]` is all {@link FALSE}. A sequential counter, each
   * level defined from the one before by `≥k after i+1 ↔ ≥k after i ∨ (lit ∧ ≥k−1 after i)`.
   */
  counts(lits: readonly number[], cap: number): number[][] {
    const levels: number[][] = [new Array(cap).fill(FALSE)];
    for (let i = 0; i < lits.length; i++) {
      const before = levels[i]!;
      const lit = lits[i]!;
      levels.push(
        before.map((atLeast, j) => this.#step(atLeast, lit, j === 0 ? TRUE : before[j - 1]!)),
      );
    }
    return levels;
  }

  /** `out ↔ stay ∨ (lit ∧ below)`: one counter cell, one variable, four clauses. */
  #step(stay: number, lit: number, below: number): number {
    if (stay === TRUE) return TRUE;
    if (stay === FALSE) return this.and(lit, below);
    if (below === FALSE) return stay;
    if (below === TRUE) return this.or(stay, lit);
    const out = this.fresh();
    this.add([-stay, out]);
    this.add([-lit, -below, out]);
    this.add([-out, stay, lit]);
    this.add([-out, stay, below]);
    return out;
  }

  /** Requires exactly `k` of `lits` true (an empty clause when k is out of reach). */
  exactly(lits: readonly number[], k: number): void {
    if (k < 0 || k > lits.length) {
      this.add([FALSE]);
      return;
    }
    const last = this.counts(lits, k + 1)[lits.length]!;
    if (k > 0) this.add([last[k - 1]!]);
    this.add([-last[k]!]);
  }

  /** The CNF so far. */
  build(): Cnf {
    return { vars: this.#vars, clauses: [...this.#clauses] };
  }
}
