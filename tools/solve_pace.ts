/**
 * `solve --json` end to end beside clingo's cautious consequences on numberless boards
 * (issue 42's targets): both as processes, on the same board, in turn, so a change in
 * the machine's speed moves both alike. `solve` runs all three engines, the forced
 * cells and their confirmation; clingo (Debian package gringo, clingo 5.4) runs the
 * suite's answer-set program (`conformance/forced/asp_program.ts`) with
 * `--enum-mode=cautious`, which ends with exactly the forced cells.
 *
 * Families: the published Stostone boards of at least 100 cells with their numbers
 * removed (rule exact), and the corpus's 20×20 Stostone boards with theirs removed under
 * `convex` and `count` (`--rule convex,count` for others; `--only TEXT` keeps the boards
 * whose name contains TEXT). A 2×2 board first shows each side's fixed cost (start-up,
 * reading the program or the modules). Each figure is the median of `--runs` (default
 * 3) wall times. Run:
 *
 *     npx deno run -A tools/solve_pace.ts [--runs 3] [--only noqx_18x18] [--family published|corpus]
 *
 * @module
 */

import { parseArgs } from "node:util";
import { decodeUrl, encodeUrl } from "../core/formats/mod.ts";
import { loadExternal } from "../core/formats/boards_test_util.ts";
import { STOSTONE_RULE, type StostoneBoard, withoutNumbers } from "../core/stostone/board.ts";
import type { Rule } from "../core/genre.ts";
import { median } from "../core/statistics.ts";
import { listFixtures, readFixture } from "../conformance/corpus/load.ts";
import { aspProgram } from "../conformance/forced/asp_program.ts";
import { textTable } from "../conformance/report/text_table.ts";

interface Case {
  readonly family: string;
  readonly name: string;
  readonly board: StostoneBoard;
  readonly rule: Rule;
}

const MAIN = new URL("../main.ts", import.meta.url).pathname;

/** What one `solve --json` run said, and its wall time. */
interface SolveRun {
  readonly ms: number;
  readonly verdict: string;
  readonly forced: number | null;
  readonly complete: boolean;
  readonly confirmed: boolean;
}

function solveRun(c: Case): SolveRun {
  const args = ["run", "-A", MAIN, "solve", encodeUrl(c.board), "--json", "--quiet"];
  const start = performance.now();
  const out = new Deno.Command(Deno.execPath(), {
    args: [...args, "--rule", c.rule],
    stdout: "piped",
    stderr: "null",
  }).outputSync();
  const ms = performance.now() - start;
  const json = JSON.parse(new TextDecoder().decode(out.stdout));
  return {
    ms,
    verdict: json.verdict,
    forced: json.forcedCount,
    complete: json.forcedComplete === true,
    confirmed: json.forcedUnconfirmed === null || json.forcedUnconfirmed?.length === 0,
  };
}

/** Wall time of clingo's cautious run; its exit code must say the search ran to the end. */
function clingoRun(file: string): { ms: number; consequences: number } {
  const start = performance.now();
  const out = new Deno.Command("clingo", {
    args: ["--enum-mode=cautious", "-q", "-W", "none", file],
    stdout: "piped",
    stderr: "null",
  }).outputSync();
  const ms = performance.now() - start;
  // 30: satisfiable and the search space exhausted (clingo's exit codes add 10 and 20).
  if (out.code !== 30) throw new Error(`clingo on ${file}: exit ${out.code}, expected 30`);
  const m = /Consequences\s*:\s*(\d+)/.exec(new TextDecoder().decode(out.stdout));
  return { ms, consequences: Number(m?.[1] ?? NaN) };
}

async function cases(families: string[], rules: Rule[]): Promise<Case[]> {
  // Each side's fixed cost: a 2×2 board with two answers, where there is nothing to search.
  const tiny = decodeUrl("stostone/2/2/00") as StostoneBoard;
  const out: Case[] = [{ family: "start-up", name: "2x2", board: tiny, rule: STOSTONE_RULE.exact }];
  if (families.includes("published")) {
    for (const p of loadExternal("stostone")) {
      const board = decodeUrl(p.pzprjs_url) as StostoneBoard;
      if (board.rows * board.cols < 100) continue;
      const name = p.id.split("/").pop()!.replace(/\.txt$/, "");
      out.push({
        family: "published",
        name,
        board: withoutNumbers(board),
        rule: STOSTONE_RULE.exact,
      });
    }
  }
  if (families.includes("corpus")) {
    for (const entry of await listFixtures({ genre: "stostone", size: "20x20" })) {
      const board = withoutNumbers((await readFixture(entry.path)).board as StostoneBoard);
      for (const rule of rules) out.push({ family: `corpus ${rule}`, name: entry.id, board, rule });
    }
  }
  return out;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      runs: { type: "string", default: "3" },
      only: { type: "string" },
      family: { type: "string", default: "published,corpus" },
      rule: { type: "string", default: "convex,count" },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new RangeError(`--runs must be a whole number >= 1, got ${JSON.stringify(values.runs)}`);
  }
  const all = await cases(values.family.split(","), values.rule.split(",") as Rule[]);
  const chosen = all.filter((c) =>
    c.family === "start-up" || values.only === undefined || c.name.includes(values.only)
  );
  const rows: string[][] = [];
  const sums = new Map<string, { solve: number; clingo: number }>();
  for (const [i, c] of chosen.entries()) {
    console.error(`${c.family} ${c.name} (${i + 1} of ${chosen.length})`);
    const file = Deno.makeTempFileSync({ suffix: ".lp" });
    Deno.writeTextFileSync(file, aspProgram(c.board, c.rule));
    const solveMs: number[] = [];
    const clingoMs: number[] = [];
    let last: SolveRun | null = null;
    let consequences = 0;
    try {
      for (let r = 0; r < runs; r++) {
        last = solveRun(c);
        solveMs.push(last.ms);
        const asp = clingoRun(file);
        clingoMs.push(asp.ms);
        consequences = asp.consequences;
      }
    } finally {
      Deno.removeSync(file);
    }
    const s = median(solveMs), a = median(clingoMs);
    const sum = sums.get(c.family) ?? { solve: 0, clingo: 0 };
    if (c.family !== "start-up") {
      sums.set(c.family, { solve: sum.solve + s, clingo: sum.clingo + a });
    }
    // A numberless board can still be unique: then every cell is forced.
    const unique = last!.verdict === "unique";
    const state = unique
      ? "unique"
      : last!.complete
      ? (last!.confirmed ? "complete, confirmed" : "unconfirmed")
      : "incomplete";
    const forced = unique ? c.board.rows * c.board.cols : last!.forced;
    rows.push([
      c.family,
      c.name,
      `${(s / 1000).toFixed(2)} s`,
      `${(a / 1000).toFixed(2)} s`,
      `${(s / a).toFixed(2)}×`,
      `${forced} (${state})`,
      String(consequences),
    ]);
  }
  for (const [family, sum] of sums) {
    rows.push([
      family,
      "all",
      `${(sum.solve / 1000).toFixed(2)} s`,
      `${(sum.clingo / 1000).toFixed(2)} s`,
      `${(sum.solve / sum.clingo).toFixed(2)}×`,
      "",
      "",
    ]);
  }
  console.log(textTable(
    ["family", "board", "solve --json", "clingo cautious", "÷", "forced (solve)", "clingo's"],
    rows,
  ));
}
