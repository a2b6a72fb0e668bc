/**
 * `solve`'s whole time on the numberless published Stostone boards of at least 100 cells
 * (issue 42's second speed target: at most 1.5 times clingo's cautious consequences),
 * beside clingo in the same run. Per board, the steps of `solve --json` in this process
 * (every engine's unpinned solve, the forced cells, their backing and confirmation),
 * twice: with whole budgets for every engine (as before issue 42) and with later
 * engines cut to `SETTLED_SHARE` of their budget once two judged answers settle
 * `multiple` (as `solve` runs now); then clingo's cautious consequences (`asp.ts`,
 * its own wall clock). Process start-up is not counted on either side.
 *
 * Run: `npx deno run --allow-read tools/solve_speed.ts [--runs N]` (N rounds, default
 * 1; the median per board is printed). Times are wall-clock: on a busy machine take
 * them as upper bounds.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { decodeUrl } from "../core/formats/mod.ts";
import { loadExternal } from "../core/formats/boards_test_util.ts";
import { STOSTONE_RULE, type StostoneBoard, withoutNumbers } from "../core/stostone/board.ts";
import { enginesFor } from "../engines/mod.ts";
import { SETTLED_SHARE, solveWithAll, wholeBudgets } from "../conformance/consensus/consensus.ts";
import { engineMsOf, forcedWithEvidence } from "../conformance/forced/backbone.ts";
import { forcedByAsp, stopAsp } from "../conformance/forced/asp.ts";
import { median } from "../core/statistics.ts";

/** `solve --json`'s steps on one board; its time in ms. Throws on any disagreement. */
function solveMs(board: StostoneBoard, share: number): number {
  const rule = STOSTONE_RULE.exact;
  const started = performance.now();
  const c = solveWithAll(enginesFor(board), board, rule, 2, {}, share);
  if (!c.agree) throw new Error(`solve_speed: engines disagree: ${c.disagreements.join("; ")}`);
  if (c.verdict === "multiple") {
    const r = forcedWithEvidence(board, rule, {
      engineMs: engineMsOf(c.runs, wholeBudgets(enginesFor(board), board)),
    });
    if (r.disagreements.length > 0 || r.confirmed !== r.forced) {
      throw new Error(`solve_speed: forced cells not all confirmed: ${r.disagreements}`);
    }
  }
  return performance.now() - started;
}

const { values } = parseArgs({ options: { runs: { type: "string", default: "1" } } });
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs >= 1)) {
  console.error(`solve_speed: --runs must be a whole number >= 1, got ${values.runs}`);
  Deno.exit(2);
}
const boards = loadExternal("stostone")
  .map((p) => ({ id: p.id, board: withoutNumbers(decodeUrl(p.pzprjs_url) as StostoneBoard) }))
  .filter((b) => b.board.rows * b.board.cols >= 100);
const totals = { whole: 0, settled: 0, clingo: 0 };
console.log("| board | size | whole budgets | settled share | clingo cautious |");
console.log("| --- | --- | --- | --- | --- |");
for (const { id, board } of boards) {
  const whole: number[] = [];
  const settled: number[] = [];
  const clingo: number[] = [];
  for (let i = 0; i < runs; i++) {
    whole.push(solveMs(board, 1));
    settled.push(solveMs(board, SETTLED_SHARE));
    clingo.push((await forcedByAsp(board, STOSTONE_RULE.exact)).ms);
  }
  const row = { whole: median(whole), settled: median(settled), clingo: median(clingo) };
  totals.whole += row.whole;
  totals.settled += row.settled;
  totals.clingo += row.clingo;
  console.log(
    `| ${id} | ${board.rows}×${board.cols} | ${row.whole.toFixed(0)} ms | ${
      row.settled.toFixed(0)
    } ms | ${row.clingo.toFixed(0)} ms |`,
  );
}
await stopAsp();
const ratio = (ms: number) => (ms / totals.clingo).toFixed(2);
console.log(
  `${boards.length} boards in all: whole budgets ${(totals.whole / 1000).toFixed(2)} s (${
    ratio(totals.whole)
  }× clingo), settled share ${(totals.settled / 1000).toFixed(2)} s (${
    ratio(totals.settled)
  }× clingo), clingo ${(totals.clingo / 1000).toFixed(2)} s`,
);
