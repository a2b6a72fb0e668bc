/**
 * What `solve` takes on numberless Stostone boards, where confirming the forced cells
 * with a second engine is most of the work: the table "Many forced cells at a time" of
 * docs/FORCED_CELLS.md. Per board, the same steps as `solve --json` (every engine's unpinned solve,
 * then `forcedWithEvidence` primed with their times): the whole time, the forced
 * cells, how many a second engine confirmed (and how many of them a group did), and the
 * confirmation's own time.
 *
 * Families: the published boards of at least 100 cells, the corpus's 16×16 and 20×20
 * boards (every number removed, rooms kept) and numberless 20×20 maps drawn from seeds
 * 1–8 (`stostone_maps.ts`). `--single` also runs each board with `mask`'s `differ`
 * group taken away, so every forced cell is confirmed by a pinned search of its own
 * (as before the group; tens of minutes). `--only <text>` keeps the families and boards
 * whose name contains it.
 *
 * Run: `npx deno run --allow-read tools/confirm_speed.ts [--single]
 * [--only <text>] [--rule R]` (under a minute on the 2-core machine without `--single`
 * under the default rule, `exact`; several minutes under the others). Times are
 * wall-clock: on a busy machine take them as upper bounds.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { decodeUrl } from "../core/formats/mod.ts";
import { loadExternal } from "../core/formats/boards_test_util.ts";
import { type StostoneBoard, type StostoneRule, withoutNumbers } from "../core/stostone/board.ts";
import { parseRule } from "../core/genre.ts";
import { type Engine, enginesFor } from "../engines/mod.ts";
import { SETTLED_SHARE, solveWithAll, wholeBudgets } from "../conformance/consensus/consensus.ts";
import { listFixtures, readFixture } from "../conformance/corpus/load.ts";
import { numberlessMaps } from "../conformance/generate/stostone_maps.ts";
import { engineMsOf, forcedWithEvidence } from "../conformance/forced/backbone.ts";

interface Case {
  readonly family: string;
  readonly id: string;
  readonly board: StostoneBoard;
}

async function cases(): Promise<Case[]> {
  const out: Case[] = [];
  for (const p of loadExternal("stostone")) {
    const board = decodeUrl(p.pzprjs_url) as StostoneBoard;
    if (board.rows * board.cols < 100) continue;
    // StoStoneSolver's ids are paths: its file name says which board.
    const id = p.id.split("/").pop()!.replace(/\.txt$/, "");
    out.push({ family: "published, >= 100 cells", id, board: withoutNumbers(board) });
  }
  for (const size of ["16x16", "20x20"]) {
    for (const entry of await listFixtures({ genre: "stostone", size })) {
      const { board } = await readFixture(entry.path);
      out.push({
        family: `corpus ${size}`,
        id: entry.id,
        board: withoutNumbers(board as StostoneBoard),
      });
    }
  }
  for (const [id, board] of numberlessMaps(20, 8)) {
    out.push({ family: "drawn 20x20 maps", id, board });
  }
  return out;
}

/** The registry's engines, with the `differ` group taken away from those that take one. */
function oneCellAtATime(engines: readonly Engine[]): Engine[] {
  return engines.map((e) => ({
    id: e.id,
    genre: e.genre,
    name: e.name,
    budgetFor: e.budgetFor,
    solve: e.solve,
  }));
}

interface Run {
  readonly ms: number;
  readonly forced: number;
  readonly confirmed: number;
  /** Of `confirmed`, by a `differ` group. */
  readonly groupConfirmed: number;
  readonly confirmMs: number;
  readonly verdict: string;
}

/** `solve --json`'s steps on one board (without the output). */
function solveLikeTheCli(
  board: StostoneBoard,
  rule: StostoneRule,
  engines: readonly Engine[],
): Run {
  const started = performance.now();
  const c = solveWithAll(enginesFor(board), board, rule, 2, {}, SETTLED_SHARE);
  if (!c.agree) throw new Error(`confirm_speed: engines disagree: ${c.disagreements.join("; ")}`);
  if (c.verdict !== "multiple") {
    const ms = performance.now() - started;
    return { ms, forced: 0, confirmed: 0, groupConfirmed: 0, confirmMs: 0, verdict: c.verdict };
  }
  const r = forcedWithEvidence(board, rule, {
    engineMs: engineMsOf(c.runs, wholeBudgets(enginesFor(board), board)),
    engines,
  });
  if (r.disagreements.length > 0) {
    throw new Error(`confirm_speed: engines disagree: ${r.disagreements.join("; ")}`);
  }
  return {
    ms: performance.now() - started,
    forced: r.forced,
    confirmed: r.confirmed,
    groupConfirmed: r.groupConfirmed,
    confirmMs: r.confirmMs,
    verdict: c.verdict,
  };
}

const seconds = (ms: number) => ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`;

let values: { single?: boolean; only?: string; rule?: string };
try {
  values = parseArgs({
    options: { single: { type: "boolean" }, only: { type: "string" }, rule: { type: "string" } },
  }).values;
} catch (e) {
  console.error(`confirm_speed: ${(e as Error).message}`);
  Deno.exit(2);
}
const modes: [string, (b: StostoneBoard) => readonly Engine[]][] = [
  ["one group", (b) => enginesFor(b)],
];
if (values.single) modes.push(["one cell at a time", (b) => oneCellAtATime(enginesFor(b))]);
const chosen = (await cases()).filter((c) =>
  values.only === undefined || c.family.includes(values.only) || c.id.includes(values.only)
);
if (chosen.length === 0) {
  console.error(`confirm_speed: no board or family matches --only "${values.only}"`);
  Deno.exit(2);
}
let rule: StostoneRule;
try {
  // Every board chosen is Stostone: the first one tells the genre's rules.
  rule = parseRule(chosen[0]!.board, values.rule) as StostoneRule;
} catch (e) {
  console.error(`confirm_speed: ${(e as Error).message}`);
  Deno.exit(2);
}
const tallies = new Map<string, { ms: number[]; short: number; boards: number }>();
for (const { family, id, board } of chosen) {
  for (const [mode, engines] of modes) {
    const r = solveLikeTheCli(board, rule, engines(board));
    const key = `${family}: ${mode}`;
    const t = tallies.get(key) ?? { ms: [], short: 0, boards: 0 };
    t.ms.push(r.ms);
    t.boards++;
    if (r.confirmed < r.forced) t.short++;
    tallies.set(key, t);
    console.log(
      `${family.padEnd(24)} ${id.padEnd(20)} ${mode.padEnd(18)} ${r.verdict.padEnd(8)} ${
        seconds(r.ms).padStart(8)
      }  ${String(r.confirmed).padStart(3)} of ${String(r.forced).padStart(3)} confirmed in ${
        seconds(r.confirmMs)
      } (${r.groupConfirmed} by a group)`,
    );
  }
}
console.log("");
for (const [key, t] of tallies) {
  const all = t.short === 0 ? "all confirmed" : `${t.short} of ${t.boards} not all confirmed`;
  console.log(
    `${key}: ${t.boards} board${t.boards === 1 ? "" : "s"}, ${seconds(Math.min(...t.ms))}–${
      seconds(Math.max(...t.ms))
    }, ${all}`,
  );
}
