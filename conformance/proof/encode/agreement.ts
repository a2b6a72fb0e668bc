/**
 * The encoder checked the way the engines are: on a set of boards whose answer sets
 * the engines agree on, its models must be exactly those answers.
 *
 * - **Every answer is a model, and only one.** Each auxiliary variable is defined
 *   right after the variables it depends on, so one pass over the clauses in order,
 *   setting a variable when a clause leaves it the only way out, fixes every variable
 *   from the cells; the answer is a model when no clause is left false. A variable
 *   the pass leaves unset would mean the encoding does not fix it: reported.
 * - **No other model.** The boards' CNFs, each with its answers forbidden, are
 *   joined by selector variables into one formula that is satisfiable exactly when
 *   some board has a model outside its answer set; CaDiCaL must find it
 *   unsatisfiable. One solver call covers a whole batch.
 *
 * @module
 */

import type { Board, Rule } from "../../../core/genre.ts";
import { type Cnf, differsFrom, encodeBoard } from "./mod.ts";
import { answerOfModel } from "./mod.ts";
import { solveCnfSync } from "../sat/cadical_sync.ts";
import { CadicalMissingError } from "../sat/cadical.ts";

/** One board under one rule with the answer set the engines agreed on. */
export interface EncoderRun {
  /** The board. */
  readonly board: Board;
  /** The rule. */
  readonly rule: Rule;
  /** Its answers, every one judged. */
  readonly answers: readonly Uint8Array[];
}

/** What comparing the encoder with a batch of runs found. */
export interface EncoderAgreement {
  /** Runs compared. */
  runs: number;
  /** Answers checked to be models. */
  answers: number;
  /** Answers that are no model of the encoding (or whose model is not fixed). */
  missing: { board: Board; rule: Rule; answer: Uint8Array; why: string }[];
  /** A model outside the run's answer set, where one exists (the first run found). */
  extra: { board: Board; rule: Rule; answer: Uint8Array }[];
  /** Why the no-other-model half did not run (CaDiCaL not installed), or null. */
  skipped: string | null;
}

/**
 * Whether fixing the answer's cells makes the CNF true, with every other variable
 * fixed by the one pass: `"model"`, or what went wrong.
 */
export function modelOf(cnf: Cnf, board: Board, answer: Uint8Array): "model" | string {
  const value = new Int8Array(cnf.vars + 1);
  const cells = differsFrom(board, answer); // the answer's cells, each literal negated
  for (const lit of cells) value[Math.abs(lit)] = lit > 0 ? -1 : 1;
  if (board.genre === "dosun-fuwari") {
    // A black cell carries no literal in the clause: both of its pieces are false.
    board.black.forEach((b, cell) => {
      if (b === 1) value[cell + 2] = value[board.rows * board.cols + cell + 2] = -1;
    });
  }
  const truth = (lit: number) => value[Math.abs(lit)]! * Math.sign(lit);
  for (let pass = 0; pass < 2; pass++) {
    for (const clause of cnf.clauses) {
      let open = 0, last = 0, satisfied = false;
      for (const lit of clause) {
        const t = truth(lit);
        if (t > 0) {
          satisfied = true;
          break;
        }
        if (t === 0) open++, last = lit;
      }
      if (satisfied) continue;
      if (open === 0) return `clause ${clause.join(" ")} is false`;
      if (pass === 0 && open === 1) value[Math.abs(last)] = last > 0 ? 1 : -1;
      if (pass === 1) return `variable ${Math.abs(last)} is not fixed by the cells`;
    }
  }
  return "model";
}

/**
 * Compares the encoder with the engines' answer sets on a batch of runs. Needs CaDiCaL
 * (`cadical` on the PATH) for the no-other-model half.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import { compareEncoder } from "./agreement.ts";
 * // 2×1, one room, count: only the bottom cell shaded.
 * const board = decodeUrl("https://puzz.link/p?stostone/1/2/0");
 * const found = compareEncoder([{ board, rule: "none", answers: [new Uint8Array([1, 0]), new Uint8Array([0, 1])] }]);
 * assert.ok(found.missing.length === 0 && found.extra.length === 1);
 * ```
 */
export function compareEncoder(runs: readonly EncoderRun[]): EncoderAgreement {
  const out: EncoderAgreement = { runs: 0, answers: 0, missing: [], extra: [], skipped: null };
  const joined: Int32Array[] = [];
  const selectors: number[] = [];
  const offsets: number[] = [];
  let vars = runs.length; // variables 1..runs.length are the selectors
  for (const [i, run] of runs.entries()) {
    const cnf = encodeBoard(run.board, run.rule);
    out.runs++;
    for (const answer of run.answers) {
      out.answers++;
      const verdict = modelOf(cnf, run.board, answer);
      if (verdict !== "model") out.missing.push({ ...run, answer, why: verdict });
    }
    const selector = i + 1;
    const shift = (lit: number) => (lit > 0 ? lit + vars : lit - vars);
    const guarded = (clause: ArrayLike<number>) => {
      const g = new Int32Array(clause.length + 1);
      g[0] = -selector;
      for (let k = 0; k < clause.length; k++) g[k + 1] = shift(clause[k]!);
      joined.push(g);
    };
    for (const clause of cnf.clauses) guarded(clause);
    for (const answer of run.answers) guarded(differsFrom(run.board, answer));
    selectors.push(selector);
    offsets.push(vars);
    vars += cnf.vars;
  }
  if (runs.length === 0) return out;
  joined.push(Int32Array.from(selectors));
  const lines = [`p cnf ${vars} ${joined.length}`];
  for (const clause of joined) lines.push(`${clause.join(" ")} 0`);
  let result;
  try {
    result = solveCnfSync(lines.join("\n") + "\n", false);
  } catch (e) {
    // Without the solver the first half still stands; the caller says what did not run.
    if (!(e instanceof CadicalMissingError)) throw e;
    out.skipped = e.message;
    return out;
  }
  if (result.status === "sat") {
    const model = result.trueVars;
    const i = selectors.findIndex((s) => model.has(s));
    const run = runs[i]!;
    const answer = answerOfModel(run.board, (v) => model.has(v + offsets[i]!));
    out.extra.push({ board: run.board, rule: run.rule, answer });
  }
  return out;
}
