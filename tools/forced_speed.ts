/**
 * Speed of the Stostone propagate engine on real-size boards (issue 11's targets),
 * side by side with two outside solvers: the SAT example engine (logic-solver, MiniSat)
 * where it answers the same question, and clingo (`asp.ts`, the WebAssembly build) on
 * every row but the first (clingo's times start once its worker is up):
 *
 * - the first board of a process: proving the published 18×18 unique (cold);
 * - the same proof warm (median of 9, after 10 unmeasured runs);
 * - forced cells of the numberless 18×18 and of every numberless 10×10 published
 *   board (propagate's incremental backbone search alone, median of 5, and the whole
 *   `solve` procedure with its judged backing, without the second-engine confirmation).
 *
 * Run: `npx deno run --allow-read tools/forced_speed.ts`. Figures are
 * wall-clock on whatever machine runs it: on a shared machine take the medians as
 * upper bounds. The fastest run is printed beside the median because this machine's
 * runs of the same code spread by a fifth or more from one minute to the next.
 *
 * @module
 */

import { decodeUrl } from "../core/formats/mod.ts";
import { loadExternal } from "../core/formats/boards_test_util.ts";
import { STOSTONE_RULE, type StostoneBoard, withoutNumbers } from "../core/stostone/board.ts";
import { forcedCells, solve } from "../engines/stostone/propagate/mod.ts";
import { solveStostoneSat } from "../conformance/outside/examples/sat_stostone.ts";
import { forcedWithEvidence } from "../conformance/forced/backbone.ts";
import { countByAsp, forcedByAsp, stopAsp } from "../conformance/forced/asp.ts";
import { median } from "../core/statistics.ts";

/** Unmeasured runs before the warm figure (as a benchmark harness warms up). */
const WARM_UP_RUNS = 10;

/** Median and fastest of clingo's times over `runs` runs (its own wall clock, per run). */
async function aspTimes(runs: number, f: () => Promise<{ ms: number }>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await f()).ms);
  return runs === 1
    ? `${times[0]!.toFixed(0)} ms`
    : `${median(times).toFixed(0)} ms; ${Math.min(...times).toFixed(0)} ms`;
}

function timeIt(f: () => unknown): number {
  const start = performance.now();
  f();
  return performance.now() - start;
}

const external = loadExternal("stostone").map((p) => ({
  id: p.id,
  board: decodeUrl(p.pzprjs_url) as StostoneBoard,
}));
const big = external.find((e) => e.id === "noqx_18x18");
if (big === undefined) throw new Error("fixtures/external has no noqx_18x18");
const tens = external.filter((e) => e.board.rows === 10 && e.board.cols === 10);

const cold = timeIt(() => solve(big.board));
const rows: string[][] = [];
const line = (what: string, propagate: string, sat: string, asp: string) =>
  rows.push([what, propagate, sat, asp]);
line("unique 18×18 proved, first board of the process", `${cold.toFixed(1)} ms`, "", "");
// Warm: after ten unmeasured runs, so that the engine's code is compiled and optimised.
for (let i = 0; i < WARM_UP_RUNS; i++) solve(big.board);
const warmTimes = Array.from({ length: 9 }, () => timeIt(() => solve(big.board)));
const warm = median(warmTimes);
const satWarm = median(
  Array.from(
    { length: 3 },
    () => timeIt(() => solveStostoneSat(big.board, STOSTONE_RULE.exact, 2)),
  ),
);
line(
  "unique 18×18 proved, warm (median; fastest)",
  `${warm.toFixed(1)} ms; ${Math.min(...warmTimes).toFixed(1)} ms`,
  `${satWarm.toFixed(1)} ms`,
  await aspTimes(5, () => countByAsp(big.board, STOSTONE_RULE.exact, 2)),
);

const bigBare = withoutNumbers(big.board);
let bigComplete = true;
let bigForced = 0;
let bigWork = 0;
const bigTimes = Array.from({ length: 5 }, () =>
  timeIt(() => {
    const r = forcedCells(bigBare);
    bigComplete = bigComplete && r.complete;
    bigForced = r.cells.filter((v) => v !== -1).length;
    bigWork = r.work;
  }));
line(
  "forced cells, numberless 18×18 (median; fastest)",
  `${median(bigTimes).toFixed(1)} ms; ${Math.min(...bigTimes).toFixed(1)} ms (${
    bigComplete ? `${bigForced} forced` : "incomplete: budget"
  }, ${(bigWork / 1e6).toFixed(1)} M units)`,
  "",
  // One run: clingo takes 10–20 s here.
  await aspTimes(1, () => forcedByAsp(bigBare, STOSTONE_RULE.exact)),
);
for (const { id, board } of tens) {
  const b = withoutNumbers(board);
  let complete = true;
  const times = Array.from({ length: 5 }, () =>
    timeIt(() => {
      const r = forcedCells(b);
      complete = complete && r.complete;
    }));
  const backed = median(
    Array.from(
      { length: 3 },
      () => timeIt(() => forcedWithEvidence(b, STOSTONE_RULE.exact, { confirm: false })),
    ),
  );
  line(
    `forced cells, numberless 10×10 ${id.replace(/^.*\//, "")} (median; with backing)`,
    `${median(times).toFixed(1)} ms; ${backed.toFixed(1)} ms${
      complete ? "" : " (incomplete: budget)"
    }`,
    "",
    await aspTimes(3, () => forcedByAsp(b, STOSTONE_RULE.exact)),
  );
}
await stopAsp();
const heads = ["what", "propagate", "SAT", "clingo (median; fastest)"];
const width = heads.map((h, i) => Math.max(...rows.map((r) => r[i]!.length), h.length));
console.log(heads.map((h, i) => h.padEnd(width[i]!)).join(" | "));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(width[i]!)).join(" | "));
