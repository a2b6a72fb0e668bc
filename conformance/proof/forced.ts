/**
 * Forced cells with a proof behind them (`solve --proof`): the backbone of the board's
 * CNF, found by CaDiCaL and backed the way a certificate is.
 *
 * - every open cell is backed by two judged answers (models of the CNF) that differ
 *   there;
 * - every forced cell is backed by one checked refutation: the CNF plus the clause
 *   "one of these forced cells takes another value" has no model. That clause is the
 *   disjunction of the per-cell questions, so the one proof answers each of them (the
 *   board with any one forced cell flipped has no answer), at the cost of one solver
 *   call instead of one per cell.
 *
 * The search is the usual one for a backbone: start from one answer's values, and
 * while the solver finds an answer that differs from the candidates somewhere, drop
 * the cells where it differs. It ends in an unsatisfiable call, whose proof is then
 * elaborated to LRAT and checked by the small checker.
 *
 * @module
 */

import type { Board, Rule } from "../../core/genre.ts";
import { cellDiffers, encodeBoard } from "./encode/mod.ts";
import { writeDimacs } from "./sat/dimacs_write.ts";
import { solveCnfSync } from "./sat/cadical_sync.ts";
import { checkedRefutation, judgedModel, type ProofRecord } from "./prove.ts";

/** What {@link proveForced} found. */
export interface ProvedForced {
  /** none: the CNF has no model (then `record` backs that); otherwise at least one answer. */
  readonly verdict: "none" | "unique" | "multiple";
  /**
   * Per cell: the value every answer gives it, or −1 where two judged answers differ
   * (Dosun-Fuwari black cells hold EMPTY, as in `forcedWithEvidence`). Empty for none.
   */
  readonly cells: Int8Array;
  /** Forced cells with a choice (black cells left out), each covered by the proof. */
  readonly forced: number;
  /** The judged answers found: the first, then one per call that shrank the candidates. */
  readonly answers: readonly Uint8Array[];
  /** The checked refutation; null when no cell is forced (nothing to prove). */
  readonly record: ProofRecord | null;
  /** The refuted CNF (DIMACS) and its LRAT proof, for `--proof`-style files; null with `record`. */
  readonly cnf: string | null;
  readonly lrat: string | null;
  /** Solver calls made. */
  readonly calls: number;
  /** Milliseconds, all of it: encoding, solving, elaborating and checking. */
  readonly ms: number;
}

/**
 * The board's forced cells by the encoding and CaDiCaL, the refutation checked.
 * Throws `CadicalMissingError` without the solver, and an Error when a model fails the
 * judge or the proof fails the checker (neither is a verdict).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { proveForced } from "./forced.ts";
 * // 2×2 Stostone, one room of four: the 2-cell stone is the top row or the bottom one,
 * // so no cell is forced.
 * const open = proveForced(decodeUrl("https://puzz.link/p?stostone/2/2/00g"), "exact");
 * assert.equal(open.verdict, "multiple");
 * assert.deepEqual([...open.cells], [-1, -1, -1, -1]);
 * assert.equal(open.record, null);
 * // A unique board: every cell forced, and the proof is the uniqueness proof.
 * const unique = proveForced(decodeUrl("https://puzz.link/p?stostone/3/2/4si"), "exact");
 * assert.equal(unique.verdict, "unique");
 * assert.equal(unique.forced, 6);
 * assert.ok(unique.record !== null);
 * ```
 */
export function proveForced(board: Board, rule: Rule): ProvedForced {
  const start = performance.now();
  const base = encodeBoard(board, rule);
  const answers: Uint8Array[] = [];
  let calls = 0;
  const solve = (extra: number[] | null, proof: boolean) => {
    calls++;
    const clauses = extra ? [...base.clauses, extra] : base.clauses;
    const text = writeDimacs({ vars: base.vars, clauses });
    return { text, result: solveCnfSync(text, proof) };
  };
  const first = solve(null, true);
  if (first.result.status === "unsat") {
    const { lrat, record } = checkedRefutation(base, first.text, first.result.drat!);
    return {
      verdict: "none",
      cells: new Int8Array(0),
      forced: 0,
      answers,
      record,
      cnf: first.text,
      lrat,
      calls,
      ms: performance.now() - start,
    };
  }
  answers.push(judgedModel(board, rule, first.result.trueVars));
  const cells = Int8Array.from(answers[0]!);
  // Cells still candidates for forced: those with a choice where every answer so far agrees.
  const candidates = () =>
    [...cells.keys()].filter((x) => cells[x]! >= 0 && cellDiffers(board, x, cells[x]!).length);
  for (;;) {
    const open = candidates();
    if (open.length === 0) break;
    const clause = open.flatMap((x) => cellDiffers(board, x, cells[x]!));
    const next = solve(clause, true);
    if (next.result.status === "unsat") {
      const cnf = { vars: base.vars, clauses: [...base.clauses, clause] };
      const { lrat, record } = checkedRefutation(cnf, next.text, next.result.drat!);
      return {
        verdict: answers.length === 1 && open.length === choiceCells(board) ? "unique" : "multiple",
        cells,
        forced: open.length,
        answers,
        record,
        cnf: next.text,
        lrat,
        calls,
        ms: performance.now() - start,
      };
    }
    const answer = judgedModel(board, rule, next.result.trueVars);
    answers.push(answer);
    let dropped = 0;
    for (const x of open) {
      if (answer[x] !== cells[x]) {
        cells[x] = -1;
        dropped++;
      }
    }
    // A model that satisfies the clause differs somewhere; if not, the encoder's
    // answerOfModel and cellDiffers disagree, and looping would never end.
    if (dropped === 0) {
      throw new Error("encoder: a model differing from the candidates maps to none");
    }
  }
  return {
    verdict: "multiple",
    cells,
    forced: 0,
    answers,
    record: null,
    cnf: null,
    lrat: null,
    calls,
    ms: performance.now() - start,
  };
}

/** Cells with a choice: all of Stostone's, Dosun-Fuwari's white ones. */
function choiceCells(board: Board): number {
  const n = board.rows * board.cols;
  if (board.genre === "stostone") return n;
  let white = 0;
  for (let x = 0; x < n; x++) if (board.black[x] === 0) white++;
  return white;
}
