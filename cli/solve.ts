/**
 * `solve <board> [--rule R] [--cap N] [--engine NAME|all] [--json]`: solve a
 * board with one engine or all three and say whether it is unique. Exit 0
 * unique, 1 multiple or none, 2 bad input, 3 engines disagree; an honest
 * `unknown` (budget hit) exits 1 too, since uniqueness was not shown.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { answerRows } from "../core/formats/mod.ts";
import { enginesFor, forcedCellsOf, parseRule } from "../conformance/engines.ts";
import type { Board } from "../core/formats/mod.ts";
import { type Consensus, solveWithAll } from "../conformance/consensus.ts";
import { EXIT, intOption, printJson, readBoardArg, UsageError } from "./io.ts";
import { writeSvgOption } from "./svg_option.ts";

/**
 * Forced cells as row strings: the answer characters where every answer agrees,
 * `?` where answers differ (black cells stay `#`).
 */
export function forcedRows(board: Board, cells: Int8Array): string[] {
  const known = answerRows(board, Uint8Array.from(cells, (v) => (v < 0 ? 0 : v)));
  return known.map((row, r) =>
    [...row].map((ch, c) => (cells[r * board.cols + c]! < 0 ? "?" : ch)).join("")
  );
}

/** The exit code a consensus implies. */
export function solveExitCode(c: Consensus): number {
  if (!c.agree) return EXIT.disagree;
  return c.verdict === "unique" ? EXIT.ok : EXIT.no;
}

/** Runs the verb; returns the exit code. */
export async function solveCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      rule: { type: "string" },
      cap: { type: "string" },
      budget: { type: "string" },
      engine: { type: "string" },
      json: { type: "boolean" },
      svg: { type: "string" },
    },
    allowPositionals: true,
  });
  if (positionals.length > 1) {
    throw new UsageError(`solve takes one board, got ${positionals.length}`);
  }
  const { board } = await readBoardArg(positionals[0]);
  const rule = parseRule(board, values.rule);
  const cap = intOption("cap", values.cap, 2);
  const all = enginesFor(board);
  const choice = values.engine ?? "all";
  const engines = choice === "all" ? all : all.filter((e) => e.name === choice);
  if (engines.length === 0) {
    throw new UsageError(
      `--engine "${choice}" is not a ${board.genre} engine; use ${
        all.map((e) => e.name).join(", ")
      } or all`,
    );
  }
  const budgets: Record<string, number> = {};
  if (values.budget !== undefined) {
    for (const e of engines) budgets[e.name] = intOption("budget", values.budget, 1);
  }
  const c = solveWithAll(engines, board, rule, cap, budgets);
  // For a board that is not unique, the cells every answer agrees on show the author
  // what is already pinned down and where the ambiguity lives.
  const forced = c.verdict === "multiple" && c.agree ? forcedCellsOf(board, rule) : null;
  if (values.json) {
    printJson({
      verdict: c.verdict,
      rule,
      answers: c.answers.map((a) => answerRows(board, a)),
      engines: Object.fromEntries(c.runs.map((r) => [r.name, {
        count: r.keys.length,
        complete: r.complete,
        stoppedBy: r.stoppedBy,
        nodes: r.nodes,
        ms: Math.round(r.ms * 1000) / 1000,
      }])),
      agree: c.agree,
      disagreements: c.disagreements,
      forced: forced ? forcedRows(board, forced.cells) : null,
      forcedComplete: forced ? forced.complete : null,
    });
  } else {
    console.log(`${c.verdict} (${board.genre}, rule ${rule}, cap ${cap})`);
    c.answers.forEach((a, i) => {
      console.log(`answer ${i + 1}:`);
      for (const row of answerRows(board, a)) console.log(`  ${row}`);
    });
    for (const r of c.runs) {
      const why = r.stoppedBy ? `, stopped by ${r.stoppedBy}` : "";
      console.log(
        `  ${r.name.padEnd(10)} ${
          r.verdict.padEnd(8)
        } ${r.keys.length} answer(s), ${r.nodes} nodes, ${r.ms.toFixed(1)} ms${why}`,
      );
    }
    if (forced) {
      const n = forced.cells.filter((v) => v >= 0).length;
      console.log(
        `forced cells (${n} of ${forced.cells.length} agree in every answer; ? where answers differ${
          forced.complete ? "" : "; budget ran out, so some agreed cells may show ?"
        }):`,
      );
      for (const row of forcedRows(board, forced.cells)) console.log(`  ${row}`);
    }
    if (engines.length > 1) console.log(c.agree ? "engines agree" : "ENGINES DISAGREE:");
    for (const d of c.disagreements) console.log(`  ${d}`);
  }
  await writeSvgOption(values.svg, board, c.answers[0] ?? null);
  return solveExitCode(c);
}
