/**
 * What every generator test asks of a generated board: its answer passes the judge, and
 * all of the genre's engines agree it is the only one.
 *
 * @module
 */

import assert from "node:assert/strict";
import { type Board, defaultRule, judge } from "../../core/genre.ts";
import { enginesFor } from "../../engines/mod.ts";
import { solveWithAll } from "../consensus/consensus.ts";

/** Asserts that `answer` passes the judge and that every engine finds it and no other. */
export function assertUniqueAnswer(board: Board, answer: Uint8Array): void {
  const rule = defaultRule(board);
  const verdict = judge(board, answer, rule);
  assert.ok(verdict.ok, `${verdict.code} at ${verdict.cells}`);
  const consensus = solveWithAll(enginesFor(board), board, rule, 2);
  assert.ok(consensus.agree, consensus.disagreements.join("; "));
  assert.equal(consensus.verdict, "unique");
  assert.deepEqual(consensus.answers[0], answer);
}
