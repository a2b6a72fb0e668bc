/**
 * A typed face for the npm package `logic-solver` (MiniSat compiled to JavaScript,
 * with a small formula language on top), covering only what the example SAT engine
 * uses. The package ships no type declarations, so the types live here.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Logic } from "./logic_solver.ts";
 * const solver = new Logic.Solver();
 * solver.require(Logic.or("a", "b"));
 * solver.forbid("a");
 * assert.ok(solver.solve()?.evaluate("b") === true);
 * ```
 *
 * @module
 */

// The package ships no type declarations; logic_solver.d.ts gives it the LogicApi type below.
// @ts-types="./logic_solver.d.ts"
import LogicSolver from "npm:logic-solver";

/** A variable name (optionally negated with a leading `-`) or a formula object. */
export type Formula = string | { readonly type?: string };

/** Unsigned integers as arrays of formulas, least significant bit first. */
export interface Bits {
  /** The bits, least significant first. */
  readonly bits: readonly Formula[];
}

/** An assignment returned by {@link Solver.solve}. */
export interface Solution {
  /** The value of a formula under this assignment. */
  evaluate(formula: Formula): boolean;
}

/** An incremental MiniSat instance. */
export interface Solver {
  /** Adds constraints that must hold. */
  require(...formulas: (Formula | readonly Formula[])[]): void;
  /** Adds constraints that must not hold. */
  forbid(...formulas: (Formula | readonly Formula[])[]): void;
  /** A satisfying assignment, or null when there is none. */
  solve(): Solution | null;
}

/** The subset of the package's API the example engine uses. */
export interface LogicApi {
  /** Creates a solver. */
  readonly Solver: new () => Solver;
  /** The constant true. */
  readonly TRUE: Formula;
  /** The constant false. */
  readonly FALSE: Formula;
  /** Negation. */
  not(formula: Formula): Formula;
  /** Disjunction (false when empty). */
  or(...formulas: (Formula | readonly Formula[])[]): Formula;
  /** Conjunction (true when empty). */
  and(...formulas: (Formula | readonly Formula[])[]): Formula;
  /** Implication. */
  implies(a: Formula, b: Formula): Formula;
  /** Equivalence. */
  equiv(a: Formula, b: Formula): Formula;
  /** Exactly one of the formulas holds. */
  exactlyOne(...formulas: (Formula | readonly Formula[])[]): Formula;
  /** At most one of the formulas holds. */
  atMostOne(...formulas: (Formula | readonly Formula[])[]): Formula;
  /** How many of the formulas hold, as bits. */
  sum(...formulas: (Formula | readonly Formula[])[]): Bits;
  /** A constant as bits. */
  constantBits(value: number): Bits;
  /** Two bit vectors are equal. */
  equalBits(a: Bits, b: Bits): Formula;
  /** Runs `f` with the package's argument checks switched off (much faster encoding). */
  disablingAssertions<T>(f: () => T): T;
}

/** The `logic-solver` package, typed. */
export const Logic: LogicApi = LogicSolver;
