// The ladder's behaviour, pinned: answers, completeness, nodes, work and per-rung
// attribution of `solve`, `deduce` and `forcedCells` on the first six shipped fixtures
// of each Stostone size, under the rung switch sets the claims use (S-K1's cumulative
// ladders, S-K3's ablations with `learn: false`, S-K8's col-only and without-col) and
// every rule. Recorded before the ladder was split into state + rungs (issue 13);
// a refactoring must leave every figure as it was. Re-record (only for an intended
// change of behaviour) with `GOLDEN_RECORD=1 npx deno test -A ladder_golden_test.ts`.

import assert from "node:assert/strict";
import { decodeUrl } from "../../../core/formats/url.ts";
import { STOSTONE_RULES, type StostoneBoard } from "../../../core/stostone/board.ts";
import { deduce, forcedCells, type Rungs, solve } from "./mod.ts";

const GOLDEN = new URL("./ladder_golden.json", import.meta.url);
const FIXTURES = new URL("../../../fixtures/stostone/", import.meta.url);
const PER_SIZE = 6;
/** Small enough to keep the test short; budget stops are behaviour too. */
const BUDGET = 1_000_000;

const OFF = (...names: (keyof Rungs)[]): Partial<Rungs> =>
  Object.fromEntries(names.map((name) => [name, false]));
const FIRST = (k: number): Rungs => ({
  col: k >= 1,
  clue: k >= 2,
  fit: k >= 3,
  drop: k >= 4,
  probe: k >= 5,
});
/** S-K1 cumulative, S-K3 ablations, S-K8 col only / without col. */
const SWITCH_SETS: Record<string, Partial<Rungs>> = {
  "all": {},
  "first1": FIRST(1),
  "first2": FIRST(2),
  "first3": FIRST(3),
  "first4": FIRST(4),
  "-col": OFF("col"),
  "-clue": OFF("clue"),
  "-fit": OFF("fit"),
  "-drop": OFF("drop"),
  "-probe": OFF("probe"),
  "-col-probe": OFF("col", "probe"),
  "-drop-probe": OFF("drop", "probe"),
};

const cellText = (cells: ArrayLike<number>) =>
  Array.from(cells, (v) => (v < 0 ? "." : String(v))).join("");

function runCases(board: StostoneBoard): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, rungs] of Object.entries(SWITCH_SETS)) {
    const d = deduce(board, { rule: "exact", rungs, budget: BUDGET });
    out[`deduce ${name}`] = { ...d, cells: cellText(d.cells) };
    const s = solve(board, { rule: "exact", cap: 2, budget: BUDGET, rungs, learn: false });
    out[`solve-dfs ${name}`] = { ...s, answers: s.answers.map(cellText) };
  }
  for (const rule of STOSTONE_RULES) {
    const s = solve(board, { rule, cap: 2, budget: BUDGET });
    out[`solve ${rule}`] = { ...s, answers: s.answers.map(cellText) };
    const f = forcedCells(board, { rule, budget: BUDGET });
    out[`forced ${rule}`] = { ...f, cells: cellText(f.cells), witnesses: f.witnesses.length };
  }
  // S-K8 deduces from pinned cells: every fifth cell of the first answer, col only.
  const first = solve(board, { rule: "exact", cap: 1, budget: BUDGET }).answers[0];
  if (first !== undefined) {
    const pinned = Int8Array.from(first, (v, x) => (x % 5 === 0 ? v : -1));
    for (const name of ["first1", "all"]) {
      const d = deduce(board, { rungs: SWITCH_SETS[name], pinned, budget: BUDGET });
      out[`deduce pinned ${name}`] = { ...d, cells: cellText(d.cells) };
    }
  }
  return out;
}

/**
 * The sizes recorded: up to 20×20. Past that (issue 37's 30×30 section) the ladder stops
 * at its budget, which pins little and costs seconds per rung set.
 */
const MAX_CELLS = 400;
const cellsOfSize = (size: string) => size.split("x").map(Number).reduce((a, b) => a * b, 1);

async function firstFixtures(): Promise<[string, StostoneBoard][]> {
  const names = [...Deno.readDirSync(FIXTURES)].map((e) => e.name).filter((n) => n.endsWith(".txt"))
    .sort();
  const bySize = new Map<string, string[]>();
  for (const name of names) {
    const size = name.split("-")[0]!;
    if (cellsOfSize(size) > MAX_CELLS) continue;
    const list = bySize.get(size) ?? [];
    if (list.length < PER_SIZE) list.push(name);
    bySize.set(size, list);
  }
  const out: [string, StostoneBoard][] = [];
  for (const name of [...bySize.values()].flat()) {
    const text = await Deno.readTextFile(new URL(name, FIXTURES));
    const url = /^\/\/ url: (\S+)$/m.exec(text)?.[1];
    assert.ok(url, `${name}: no url line`);
    out.push([name, decodeUrl(url) as StostoneBoard]);
  }
  return out;
}

Deno.test("stostone/propagate ladder: solve, deduce and forcedCells figures are as recorded", async () => {
  const boards = await firstFixtures();
  const now: Record<string, Record<string, unknown>> = {};
  for (const [name, board] of boards) now[name] = JSON.parse(JSON.stringify(runCases(board)));
  if (Deno.env.get("GOLDEN_RECORD") === "1") {
    await Deno.writeTextFile(GOLDEN, JSON.stringify(now, null, 1) + "\n");
    // In the layout `deno fmt --check` expects, so a re-recording diffs only in figures.
    await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", GOLDEN.pathname] }).output();
    console.log(`recorded ${boards.length} boards to ${GOLDEN.pathname}`);
    return;
  }
  const recorded = JSON.parse(await Deno.readTextFile(GOLDEN));
  let compared = 0;
  for (const [name, cases] of Object.entries(now)) {
    for (const [key, value] of Object.entries(cases)) {
      assert.deepEqual(value, recorded[name]?.[key], `${name}: ${key}`);
      compared++;
    }
  }
  const recordedCount = Object.values(recorded).reduce(
    (sum: number, cases) => sum + Object.keys(cases as object).length,
    0,
  );
  assert.equal(compared, recordedCount, "cases compared = cases recorded");
  assert.equal(Object.keys(now).length, Object.keys(recorded).length);
  console.log(`${compared} cases on ${boards.length} boards equal the recording`);
});
