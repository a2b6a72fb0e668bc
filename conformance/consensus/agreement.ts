/**
 * Engine agreement: run every built-in engine of a genre on a list of boards
 * under a list of rule settings and require the same answer set (not just the
 * same count), every answer accepted by the judge.
 *
 * @module
 */

import { encodeUrl } from "../../core/formats/mod.ts";
import { type Board, enginesFor, type Rule } from "../engines.ts";
import { solveWithAll } from "./consensus.ts";

/** One board on which the engines did not agree (or could not finish). */
export interface AgreementProblem {
  /** The board as a puzz.link URL. */
  readonly url: string;
  /** The rule setting. */
  readonly rule: Rule;
  /** What went wrong. */
  readonly messages: readonly string[];
}

/** The outcome of an agreement run. */
export interface AgreementReport {
  /** Boards × rules solved. */
  readonly runs: number;
  /** Total answers compared (per run, the size of the agreed answer set). */
  readonly answersCompared: number;
  /** Runs where some engine stopped early, so sets could not be compared in full. */
  readonly inconclusive: readonly AgreementProblem[];
  /** Runs where the engines disagreed. */
  readonly disagreements: readonly AgreementProblem[];
}

/**
 * Runs all engines of each board's genre on every board under every rule, with a
 * cap high enough to list every answer (`cap`), and compares the answer sets.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { agreementOn } from "./agreement.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const r = agreementOn([decodeUrl("stostone/2/2/00")], ["exact", "none"], 100);
 * assert.ok(r.disagreements.length === 0 && r.runs === 2);
 * ```
 */
export function agreementOn(
  boards: readonly Board[],
  rules: readonly Rule[],
  cap: number,
  onProgress?: (done: number, total: number) => void,
): AgreementReport {
  let runs = 0;
  let answersCompared = 0;
  const inconclusive: AgreementProblem[] = [];
  const disagreements: AgreementProblem[] = [];
  const total = boards.length * rules.length;
  for (const board of boards) {
    for (const rule of rules) {
      const c = solveWithAll(enginesFor(board), board, rule, cap);
      runs++;
      if (!c.agree) {
        disagreements.push({ url: encodeUrl(board), rule, messages: c.disagreements });
      } else if (c.runs.some((r) => !r.complete)) {
        inconclusive.push({
          url: encodeUrl(board),
          rule,
          messages: c.runs.filter((r) => !r.complete).map((r) =>
            `${r.name} stopped by ${r.stoppedBy}`
          ),
        });
      } else answersCompared += c.runs[0]?.keys.length ?? 0;
      onProgress?.(runs, total);
    }
  }
  return { runs, answersCompared, inconclusive, disagreements };
}
