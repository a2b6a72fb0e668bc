/**
 * How the example SAT engine lists a board's answers, for both genres: encode the
 * board, ask the solver, read the model as an answer, forbid exactly that answer and
 * ask again, until there is none or the cap is passed. After the cap the solver is
 * asked once more, so `complete` is true whenever no further answer exists, also
 * when there are exactly `cap` answers.
 *
 * @module
 */

import { type Formula, Logic, type Solution, type Solver } from "./logic_solver.ts";
import type { SatMutantName } from "./sat_mutants.ts";

/** What the example engine returns for one board. */
export interface SatAnswers {
  /** Answers, at most `cap`, in the genre's per-cell form. */
  readonly answers: Uint8Array[];
  /** True when there is no answer beyond `answers`. */
  readonly complete: boolean;
}

/** A model read as an answer, with the literals that pin it (forbidden once listed). */
export interface ReadModel {
  /** The answer in the genre's per-cell form. */
  readonly answer: Uint8Array;
  /** Its variables, each as itself or negated (`-x`), as the model sets them. */
  readonly literals: Formula[];
}

/**
 * Lists up to `cap` answers: `encode` fills a fresh solver; `read` turns each model
 * into an answer, or returns null after adding clauses that reject the model (it is
 * then asked again). The `cap-claims-complete` mutant reports a capped list as
 * complete.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listAnswers } from "./sat_answers.ts";
 * import { Logic } from "./logic_solver.ts";
 * // One variable, free: two answers, then the solver has no more.
 * const { answers, complete } = listAnswers(
 *   (solver) => solver.require(Logic.or("x", "-x")),
 *   (model) => {
 *     const on = model.evaluate("x");
 *     return { answer: Uint8Array.of(on ? 1 : 0), literals: [on ? "x" : "-x"] };
 *   },
 *   5,
 *   null,
 * );
 * assert.ok(answers.length === 2 && complete);
 * ```
 */
export function listAnswers(
  encode: (solver: Solver) => void,
  read: (model: Solution, solver: Solver) => ReadModel | null,
  cap: number,
  mutant: SatMutantName | null,
): SatAnswers {
  return Logic.disablingAssertions(() => {
    const solver = new Logic.Solver();
    encode(solver);
    const answers: Uint8Array[] = [];
    for (;;) {
      const model = solver.solve();
      if (model === null) return { answers, complete: true };
      const found = read(model, solver);
      if (found === null) continue;
      // A further answer exists, so the list is cut off: incomplete (the mutant lies).
      if (answers.length === cap) return { answers, complete: mutant === "cap-claims-complete" };
      answers.push(found.answer);
      solver.forbid(Logic.and(found.literals));
    }
  });
}
