// Forced cells by proof (`proveForced`) against the engines' (`forcedCellsOf`): on every
// board of the forced-cell tests up to 8×8 and on random small boards of every rule, the
// CaDiCaL backbone equals propagate's, every answer it reports is judged, and its proof,
// checked again here, refutes exactly the clause "one of the forced cells differs".

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { type Board, judgeProblem, type Rule, rulesOf } from "../../core/genre.ts";
import { testSeed } from "../../core/rng.ts";
import { forcedCellsOf } from "../../engines/mod.ts";
import { dosunFuwariBoardArb, stostoneBoardArb } from "../boards/arbitraries.ts";
import { forcedCaseCount, forcedCases } from "../forced/cases_test_util.ts";
import { checkProofText } from "./check/check.ts";
import { readDimacs } from "./sat/dimacs_write.ts";
import { cellDiffers } from "./encode/mod.ts";
import { proveForced } from "./forced.ts";

const MAX_SIDE = 8;

/** Asserts that proof and engine agree on a board; returns the verdict for the tally. */
function assertAgree(board: Board, rule: Rule, where: string): string {
  const engine = forcedCellsOf(board, rule);
  assert.equal(engine.complete, true, `${where}: propagate's forced cells are complete`);
  const proved = proveForced(board, rule);
  for (const a of proved.answers) assert.equal(judgeProblem(board, a, rule), null, where);
  if (proved.verdict === "none") {
    assert.equal(engine.witnesses.length, 0, `${where}: the proof says no answer`);
    assert.ok(proved.record && checkProofText(proved.cnf!, proved.lrat!).ok, where);
    return "none";
  }
  const differ = [...proved.cells.keys()].filter((x) => proved.cells[x] !== engine.cells[x]);
  assert.deepEqual(differ, [], `${where}: cells where the proof and propagate differ`);
  const forced = [...proved.cells.keys()].filter((x) =>
    proved.cells[x]! >= 0 && cellDiffers(board, x, proved.cells[x]!).length > 0
  );
  assert.equal(proved.forced, forced.length, where);
  if (forced.length === 0) {
    assert.equal(proved.record, null, `${where}: nothing forced, nothing to prove`);
    return proved.verdict;
  }
  // The proof refutes the board's clauses plus one more: the disjunction of the forced
  // cells' "differs" literals, so it is about these cells and no others.
  const { clauses } = readDimacs(proved.cnf!);
  const last = [...clauses.at(-1)!].sort((a, b) => a - b);
  const expected = forced.flatMap((x) => cellDiffers(board, x, proved.cells[x]!));
  assert.deepEqual(last, expected.sort((a, b) => a - b), `${where}: the refuted clause`);
  const checked = checkProofText(proved.cnf!, proved.lrat!);
  assert.ok(checked.ok && checked.lemmas === proved.record!.lemmas, `${where}: proof checks`);
  return proved.verdict;
}

Deno.test("forced cells by proof equal propagate's on the forced-cell boards", async () => {
  const verdicts: string[] = [];
  for (const { label, board, rule } of await forcedCases(MAX_SIDE)) {
    verdicts.push(assertAgree(board, rule, label));
  }
  const count = (v: string) => verdicts.filter((x) => x === v).length;
  console.log(
    `  ${verdicts.length} boards: ${count("unique")} unique, ${count("multiple")} with ` +
      `several answers, ${count("none")} without answer`,
  );
  assert.equal(verdicts.length, await forcedCaseCount(MAX_SIDE));
  // Guards against a vacuous pass: both kinds of board with answers occur.
  assert.ok(count("unique") > 0 && count("multiple") > 0);
});

Deno.test("forced cells by proof equal propagate's on random small boards, every rule", () => {
  const seed = testSeed();
  const verdicts: string[] = [];
  const boardArb = fc.oneof(
    stostoneBoardArb({ rows: [2, 5], cols: [2, 5] }),
    dosunFuwariBoardArb({ rows: [2, 5], cols: [2, 5] }),
  ) as fc.Arbitrary<Board>;
  // Small random boards are seldom unique (seed 484545695 drew none in 40): draw rounds of
  // 40, seed after seed, until both verdicts have been compared, at most 10 rounds.
  const kinds = new Set<string>();
  for (let round = 0; round < 10 && !(kinds.has("multiple") && kinds.has("unique")); round++) {
    fc.assert(
      fc.property(boardArb, (board) => {
        for (const rule of rulesOf(board.genre)) verdicts.push(assertAgree(board, rule, rule));
      }),
      { seed: seed + round, numRuns: 40 },
    );
    for (const v of verdicts) kinds.add(v);
  }
  console.log(`  seed ${seed}: ${verdicts.length} board-rule pairs, verdicts ${[...kinds]}`);
  assert.ok(kinds.has("multiple") && kinds.has("unique"), "both verdicts occur");
});
