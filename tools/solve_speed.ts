/**
 * `solve`'s whole time on the numberless published Stostone boards of at least 100 cells
 * (issue 42's second speed target: at most 1.5 times clingo's cautious consequences),
 * beside clingo in the same run. Per board, the steps of `solve --json` in this process
 * (`solveBoard`: every engine's unpinned solve, the forced cells, their backing and
 * confirmation), twice: as before issue 42 (whole budgets for every engine, propagate's
 * solve before its forced-cell search) and as `solve` runs now (`solveBoard`'s defaults:
 * propagate's forced-cell search first on these numberless boards, later engines cut to
 * `SETTLED_SHARE` of their budget once two judged answers settle `multiple`); then
 * clingo's cautious consequences (`asp.ts`, its own wall clock). Process start-up is not
 * counted on either side.
 *
 * Run: `npx deno run --allow-read tools/solve_speed.ts [--runs N] [--only TEXT]` (N
 * rounds, default 1; the median per board is printed; `--only` keeps the boards whose
 * name contains TEXT). Times are wall-clock: on a busy machine take them as upper bounds.
 *
 * @module
 */

import { parseArgs } from "node:util";
import process from "node:process";
import { decodeUrl } from "../core/formats/mod.ts";
import { loadExternal } from "../core/formats/boards_test_util.ts";
import { STOSTONE_RULE, type StostoneBoard, withoutNumbers } from "../core/stostone/board.ts";
import { solveBoard, type SolveBoardOptions } from "../conformance/consensus/solve_board.ts";
import { forcedByAsp, stopAsp } from "../conformance/forced/asp.ts";
import { median } from "../core/statistics.ts";

/** `solve` as it ran before issue 42: whole budgets, propagate's solve first. */
const BEFORE: SolveBoardOptions = { settledShare: 1, forcedFirst: false };

/**
 * `solve --json`'s steps on one board: wall and CPU time (this process's, all threads),
 * in ms. Throws on any disagreement.
 */
function solveMs(board: StostoneBoard, options: SolveBoardOptions): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { consensus: c, forced: r } = solveBoard(board, STOSTONE_RULE.exact, options);
  if (!c.agree) throw new Error(`solve_speed: engines disagree: ${c.disagreements.join("; ")}`);
  if (r !== null && (r.disagreements.length > 0 || r.confirmed !== r.forced)) {
    throw new Error(`solve_speed: forced cells not all confirmed: ${r.disagreements}`);
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

const { values } = parseArgs({
  options: { runs: { type: "string", default: "1" }, only: { type: "string", default: "" } },
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs >= 1)) {
  console.error(`solve_speed: --runs must be a whole number >= 1, got ${values.runs}`);
  Deno.exit(2);
}
const boards = loadExternal("stostone")
  .map((p) => ({ id: p.id, board: withoutNumbers(decodeUrl(p.pzprjs_url) as StostoneBoard) }))
  .filter((b) => b.board.rows * b.board.cols >= 100 && b.id.includes(values.only));
const totals = { before: 0, beforeCpu: 0, now: 0, nowCpu: 0, clingo: 0 };
console.log("| board | size | before issue 42, wall (CPU) | now, wall (CPU) | clingo cautious |");
console.log("| --- | --- | --- | --- | --- |");
const ms = (v: number) => `${v.toFixed(0)} ms`;
for (const { id, board } of boards) {
  const before: { wall: number; cpu: number }[] = [];
  const now: { wall: number; cpu: number }[] = [];
  const clingo: number[] = [];
  for (let i = 0; i < runs; i++) {
    before.push(solveMs(board, BEFORE));
    now.push(solveMs(board, {}));
    clingo.push((await forcedByAsp(board, STOSTONE_RULE.exact)).ms);
  }
  const row = {
    before: median(before.map((t) => t.wall)),
    beforeCpu: median(before.map((t) => t.cpu)),
    now: median(now.map((t) => t.wall)),
    nowCpu: median(now.map((t) => t.cpu)),
    clingo: median(clingo),
  };
  for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += row[k];
  console.log(
    `| ${id} | ${board.rows}×${board.cols} | ${ms(row.before)} (${ms(row.beforeCpu)}) | ${
      ms(row.now)
    } (${ms(row.nowCpu)}) | ${ms(row.clingo)} |`,
  );
}
await stopAsp();
const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
const ratio = (v: number) => (v / totals.clingo).toFixed(2);
console.log(
  `${boards.length} boards in all: before issue 42 ${seconds(totals.before)} (${
    ratio(totals.before)
  }× clingo; CPU ${seconds(totals.beforeCpu)}), now ${seconds(totals.now)} (${
    ratio(totals.now)
  }× clingo; CPU ${seconds(totals.nowCpu)}), clingo ${seconds(totals.clingo)}`,
);
