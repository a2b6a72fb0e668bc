// The Dosun-Fuwari propagate engine's behaviour, pinned: `solve` (learning search at
// cap 2, plain search at cap 3), `deduce` and `forcedCells` on the first six shipped
// fixtures of each size, under D-K3's ladder prefixes and every rung switched off
// alone, both rules: answers, completeness, nodes, work, per-rung attribution and the
// learning counters. Recorded before engine.ts became ladder.ts (issue 13); a
// refactoring must leave every figure as it was. Re-record (only for an intended change
// of behaviour) with `GOLDEN_RECORD=1 npx deno test -A ladder_golden_test.ts`.

import assert from "node:assert/strict";
import { decodeUrl } from "../../../core/formats/url.ts";
import { DOSUN_FUWARI_RULES, type DosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
import { deduce, forcedCells, type Rungs, solve } from "./mod.ts";

const GOLDEN = new URL("./ladder_golden.json", import.meta.url);
const FIXTURE_DIR = new URL("../../../fixtures/dosun_fuwari/", import.meta.url);
const BOARDS_PER_SIZE = 6;
/** Budget stops are behaviour too; this one keeps the test short. */
const WORK = 1_000_000;

/** D-K3's prefixes (run; run+room; run+room+profile; all) and each rung off alone. */
const RUNG_SETS: Record<string, Partial<Rungs>> = {
  "run only": { room: false, profile: false, probe: false },
  "no profile, no probe": { profile: false, probe: false },
  "no probe": { probe: false },
  "all": {},
  "no run": { run: false },
  "no room": { room: false },
  "no profile": { profile: false },
};

const show = (cells: ArrayLike<number>) => Array.from(cells, (v) => (v < 0 ? "?" : v)).join("");

function figures(board: DosunFuwariBoard): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const rule of DOSUN_FUWARI_RULES) {
    for (const [label, rungs] of Object.entries(RUNG_SETS)) {
      const d = deduce(board, { rule, rungs, budget: WORK });
      out[`${rule} deduce ${label}`] = { ...d, cells: show(d.cells) };
      for (const cap of [2, 3]) {
        const s = solve(board, { rule, rungs, cap, budget: WORK });
        out[`${rule} solve cap ${cap} ${label}`] = { ...s, answers: s.answers.map(show) };
      }
    }
    const { witnesses, ...f } = forcedCells(board, { rule, budget: WORK });
    // The witnesses are the answers counted (recorded as their count).
    assert.equal(witnesses.length, f.answers);
    out[`${rule} forcedCells`] = { ...f, cells: show(f.cells) };
  }
  return out;
}

/**
 * The sizes recorded: up to 20×20. Issue 37's 40×40 section is left out: at 1,600 cells
 * each of the 45 runs per board costs seconds and pins nothing the smaller boards do not.
 */
const MAX_CELLS = 400;
const cellsOfSize = (size: string) => size.split("x").map(Number).reduce((a, b) => a * b, 1);

async function shippedBoards(): Promise<Map<string, DosunFuwariBoard>> {
  const files = [...Deno.readDirSync(FIXTURE_DIR)].map((e) => e.name).sort();
  const taken = new Map<string, number>();
  const boards = new Map<string, DosunFuwariBoard>();
  for (const file of files) {
    const size = file.slice(0, file.indexOf("-"));
    if (!file.endsWith(".txt") || (taken.get(size) ?? 0) >= BOARDS_PER_SIZE) continue;
    if (cellsOfSize(size) > MAX_CELLS) continue;
    taken.set(size, (taken.get(size) ?? 0) + 1);
    const header = await Deno.readTextFile(new URL(file, FIXTURE_DIR));
    const link = header.match(/^\/\/ url: (\S+)$/m);
    if (link === null) throw new SyntaxError(`${file}: no "// url:" line`);
    boards.set(file, decodeUrl(link[1]!) as DosunFuwariBoard);
  }
  return boards;
}

Deno.test("dosun-fuwari/propagate ladder: every recorded figure is unchanged", async () => {
  const boards = await shippedBoards();
  const measured = Object.fromEntries(
    [...boards].map(([file, board]) => [file, JSON.parse(JSON.stringify(figures(board)))]),
  );
  if (Deno.env.get("GOLDEN_RECORD") === "1") {
    await Deno.writeTextFile(GOLDEN, JSON.stringify(measured, null, 2) + "\n");
    // In the layout `deno fmt --check` expects, so a re-recording diffs only in figures.
    await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", GOLDEN.pathname] }).output();
    console.log(`recorded ${boards.size} boards`);
    return;
  }
  const expected: Record<string, Record<string, unknown>> = JSON.parse(
    await Deno.readTextFile(GOLDEN),
  );
  let checked = 0;
  for (const [file, runs] of Object.entries(measured)) {
    for (const [key, got] of Object.entries(runs)) {
      assert.deepEqual(got, expected[file]?.[key], `${file}: ${key}`);
      checked++;
    }
  }
  const stored = Object.values(expected).map((runs) => Object.keys(runs).length)
    .reduce((a, b) => a + b, 0);
  assert.equal(checked, stored, "runs checked = runs stored");
  console.log(`${checked} runs on ${boards.size} boards match the recording`);
});
