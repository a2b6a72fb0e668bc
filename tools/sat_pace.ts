/**
 * The engines beside an outside SAT solver, board by board, in one run (issue 42): each
 * engine proving a board unique (cap 2, its default budget) against CaDiCaL deciding
 * the same question on the suite's clause encoding (`conformance/proof/encode/`), as the
 * proofs do it: one call finds an answer, a second refutes any other answer.
 *
 * - CaDiCaL's figure is the wall time of its two processes, start-up and reading the
 *   clauses included (the encoding is written to files first and not counted; its time
 *   is printed apart).
 * - An engine's figure is its solve in this process: `first` is the first solve of that
 *   board here (the first board of all also pays for compiling the engine), `warm` the
 *   median of the runs after it.
 * - Each round runs CaDiCaL and the engines on one board in turn, so a change in the
 *   machine's speed moves both sides alike. Every figure is the median over the rounds.
 *
 * Boards: the corpus's Stostone 20×20 and 30×30, its Dosun-Fuwari 20×20, and any fixture
 * files named on the command line (`generate` prints one). Run:
 *
 *     npx deno run -A tools/sat_pace.ts [--runs 5] [--json] [--files-only] [fixture.txt ...]
 *
 * Needs the Debian package cadical. On a shared machine take the figures as upper
 * bounds for both sides.
 *
 * @module
 */

import { parseArgs } from "node:util";
import type { Board, Rule } from "../core/genre.ts";
import { median } from "../core/statistics.ts";
import { enginesFor } from "../engines/mod.ts";
import { listFixtures, readFixture } from "../conformance/corpus/load.ts";
import { encodeBoard, uniquenessCnf } from "../conformance/proof/encode/mod.ts";
import { writeDimacs } from "../conformance/proof/sat/dimacs_write.ts";
import { solveCnfSync } from "../conformance/proof/sat/cadical_sync.ts";
import { judgedModel } from "../conformance/proof/prove.ts";
import { textTable } from "../conformance/report/text_table.ts";
import { verdictOf } from "../conformance/consensus/consensus.ts";

/** One board to time, with the rule its fixture names. */
export interface PaceBoard {
  readonly name: string;
  readonly board: Board;
  readonly rule: Rule;
}

/** One engine's figures on one board. */
export interface EnginePace {
  readonly engine: string;
  /** unique, multiple, none, or unknown (a budget stop): what it decided. */
  readonly verdict: string;
  readonly firstMs: number;
  readonly warmMs: number;
  readonly nodes: number;
}

/** A board's row: CaDiCaL's time and each engine's. */
export interface PaceRow {
  readonly name: string;
  readonly genre: string;
  readonly cells: number;
  readonly encodeMs: number;
  readonly cadicalMs: number;
  readonly engines: readonly EnginePace[];
}

/** The two CNF files of a board: its clauses, and its clauses with "not this answer". */
function cnfFiles(b: PaceBoard): { files: [string, string]; encodeMs: number } {
  const start = performance.now();
  const base = encodeBoard(b.board, b.rule);
  const dimacs = writeDimacs(base);
  const encodeMs = performance.now() - start;
  const first = solveCnfSync(dimacs, false);
  if (first.status !== "sat") throw new Error(`${b.name}: CaDiCaL finds no answer`);
  const answer = judgedModel(b.board, b.rule, first.trueVars);
  const files: [string, string] = [
    Deno.makeTempFileSync({ suffix: ".cnf" }),
    Deno.makeTempFileSync({ suffix: ".cnf" }),
  ];
  Deno.writeTextFileSync(files[0], dimacs);
  Deno.writeTextFileSync(files[1], writeDimacs(uniquenessCnf(b.board, b.rule, answer, base)));
  return { files, encodeMs };
}

/** Wall time of `cadical -q file` as a process; checks the exit code it should give. */
function cadicalMs(file: string, expected: 10 | 20): number {
  const start = performance.now();
  const out = new Deno.Command("cadical", { args: ["-q", file], stdout: "null", stderr: "null" })
    .outputSync();
  const ms = performance.now() - start;
  if (out.code !== expected) {
    throw new Error(`cadical on ${file}: exit ${out.code}, expected ${expected}`);
  }
  return ms;
}

/**
 * Times one board: `runs` rounds of CaDiCaL's two calls and every engine's solve.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * import { paceOf } from "./sat_pace.ts";
 * const board = decodeUrl("stostone/6/6/433aaqv064p03g433h");
 * const row = paceOf({ name: "pzprjs", board, rule: "exact" }, 2);
 * assert.ok(row.cadicalMs > 0 && row.engines.every((e) => e.verdict === "unique"));
 * ```
 */
export function paceOf(b: PaceBoard, runs: number): PaceRow {
  const { files, encodeMs } = cnfFiles(b);
  const engines = enginesFor(b.board);
  const sat: number[] = [];
  const times = engines.map(() => [] as number[]);
  const last: { verdict: string; nodes: number }[] = [];
  try {
    for (let round = 0; round <= runs; round++) {
      sat.push(cadicalMs(files[0], 10) + cadicalMs(files[1], 20));
      engines.forEach((engine, i) => {
        const start = performance.now();
        const result = engine.solve(b.board, {
          rule: b.rule,
          cap: 2,
          budget: engine.budgetFor(b.board),
        });
        times[i]!.push(performance.now() - start);
        const verdict = verdictOf(result.answers.length, result.complete);
        last[i] = { verdict, nodes: result.stats.nodes };
      });
    }
  } finally {
    for (const f of files) Deno.removeSync(f);
  }
  return {
    name: b.name,
    genre: b.board.genre,
    cells: b.board.rows * b.board.cols,
    encodeMs,
    // Round 0 is the engines' first solve of the board; CaDiCaL's first call is kept too.
    cadicalMs: median(sat),
    engines: engines.map((engine, i) => ({
      engine: engine.name,
      verdict: last[i]!.verdict,
      firstMs: times[i]![0]!,
      warmMs: median(times[i]!.slice(1)),
      nodes: last[i]!.nodes,
    })),
  };
}

/** The corpus boards the issue names: Stostone 20×20 and 30×30, Dosun-Fuwari 20×20. */
async function corpusBoards(): Promise<PaceBoard[]> {
  const out: PaceBoard[] = [];
  const groups = [["stostone", "20x20"], ["stostone", "30x30"], ["dosun-fuwari", "20x20"]] as const;
  for (const [genre, size] of groups) {
    for (const entry of await listFixtures({ genre, size })) out.push(await fileBoard(entry.path));
  }
  return out;
}

async function fileBoard(path: string): Promise<PaceBoard> {
  const f = await readFixture(path);
  return { name: f.meta.id, board: f.board, rule: f.meta.rule as Rule };
}

function cell(e: EnginePace, cadical: number): string {
  if (e.verdict !== "unique") return `${e.verdict} (${e.warmMs.toFixed(0)} ms)`;
  return `${e.warmMs.toFixed(1)} (${(e.warmMs / cadical).toFixed(2)}×), first ${
    e.firstMs.toFixed(0)
  }`;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    options: {
      runs: { type: "string", default: "5" },
      json: { type: "boolean", default: false },
      "files-only": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new RangeError(`--runs must be a whole number >= 1, got ${JSON.stringify(values.runs)}`);
  }
  const boards = [
    ...(values["files-only"] ? [] : await corpusBoards()),
    ...await Promise.all(positionals.map(fileBoard)),
  ];
  const rows: PaceRow[] = [];
  for (const b of boards) {
    console.error(`${b.name} (${rows.length + 1} of ${boards.length})`);
    rows.push(paceOf(b, runs));
  }
  if (values.json) console.log(JSON.stringify(rows, null, 1));
  else {
    for (const genre of new Set(rows.map((r) => r.genre))) {
      const ofGenre = rows.filter((r) => r.genre === genre);
      const names = ofGenre[0]!.engines.map((e) => e.engine);
      console.log(textTable(
        ["board", "encode ms", "CaDiCaL ms", ...names.map((n) => `${n}: warm ms (÷), first`)],
        ofGenre.map((r) => [
          r.name,
          r.encodeMs.toFixed(0),
          r.cadicalMs.toFixed(1),
          ...r.engines.map((e) => cell(e, r.cadicalMs)),
        ]),
      ));
    }
  }
}
