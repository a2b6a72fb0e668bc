/**
 * `solve <board> [--rule R] [--cap N] [--engine NAME|all] [--no-confirm] [--proof] [--json]`:
 * solve a board with one engine or all three and say whether it is unique. On a
 * board with several answers it also shows the forced cells (every answer agrees
 * there), each open cell backed by two judged answers and each forced cell confirmed
 * by a second engine (skipped with `--no-confirm`). Exit 0 unique, 1 multiple or none,
 * 2 bad input, 3 engines disagree (forced cells included); an honest `unknown`
 * (a budget hit, or `--cap 1` reached before a second answer could be ruled out)
 * exits 1 too, since uniqueness was not shown.
 *
 * With `--proof` the board is decided once more by the rules as clauses and CaDiCaL
 * (`conformance/proof/forced.ts`): uniqueness, or every forced cell at once, backed by
 * a checked refutation, each open cell by judged answers. Where the engines and the
 * proof part, that is a disagreement (exit 3); where the engines stopped at a budget,
 * the checked proof decides the exit code.
 *
 * @module
 */

import { answerRows } from "../core/formats/mod.ts";
import { enginesFor } from "../engines/mod.ts";
import { parseRule, type Rule } from "../core/genre.ts";
import { andList } from "../core/rule_name.ts";
import type { ForcedReport } from "../conformance/forced/mod.ts";
import type { Board } from "../core/formats/mod.ts";
import {
  type Consensus,
  type EngineRun,
  wholeBudgets,
} from "../conformance/consensus/consensus.ts";
import { solveBoard } from "../conformance/consensus/solve_board.ts";
import type { ProvedForced } from "../conformance/proof/forced.ts";
import { EXIT, intOption, printJson, readBoardArg, UsageError } from "./io.ts";
import { assertSvgTarget, type SvgOptionExtras, writeSvgOption } from "./svg_option.ts";
import { progressLine, progressSetting } from "../conformance/run/progress.ts";
import {
  common,
  COMMON_OPTIONS,
  DEFAULT_RULES_HELP,
  exitsWith,
  flag,
  parseVerbArgs,
  usageOf,
  value,
} from "./usage.ts";

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

/**
 * What `solve --svg` draws, so the drawing never passes one of several answers off as
 * the answer: a unique board's answer; a board with several, its forced cells with
 * the others grey; otherwise the first answer found (if any), titled as what it is.
 */
export function solveDrawing(
  board: Board,
  c: Consensus,
  forced: ForcedReport | null,
): { answer: Uint8Array | null; extras: SvgOptionExtras } {
  const size = `${board.genre} ${board.rows}x${board.cols}`;
  if (c.verdict === "unique") return { answer: c.answers[0] ?? null, extras: {} };
  if (forced !== null) {
    const undecided = [...forced.cells.keys()].filter((x) => forced.cells[x]! < 0);
    const why = forced.complete ? "answers differ" : "answers differ or the budget ran out";
    return {
      answer: Uint8Array.from(forced.cells, (v) => Math.max(v, 0)),
      extras: { undecided, title: `${size}: the forced cells; grey where ${why}` },
    };
  }
  const first = c.answers[0] ?? null;
  if (first === null) {
    return { answer: null, extras: { title: `${size}: no answer found (${c.verdict})` } };
  }
  const which = c.verdict === "multiple"
    ? "one of several answers"
    : "one answer; uniqueness undecided";
  return { answer: first, extras: { title: `${size}: ${which}` } };
}

/**
 * What the verdict line and the time line add when some engine stopped at its budget:
 * which engines decided the board and which stopped, after how long and how many units,
 * and which budgets were cut once `multiple` was settled (below their `whole` budgets,
 * per engine name: `SETTLED_SHARE`). Null when none stopped at its budget.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { budgetNotes } from "./solve.ts";
 * const run = (name: string, verdict: "multiple" | "unknown", budget: number, ms: number) => ({
 *   name, verdict, budget, ms, stoppedBy: verdict === "unknown" ? "budget" as const : "cap" as const,
 * });
 * const notes = budgetNotes([
 *   run("propagate", "multiple", 5e7, 12), run("mask", "multiple", 5e7, 30),
 *   run("subset", "unknown", 25e6, 140.25),
 * ]);
 * assert.equal(notes?.verdict, "decided by propagate and mask; subset stopped at its budget");
 * assert.equal(notes?.time, "subset stopped at its budget of 25,000,000 units after 140.3 ms");
 * assert.equal(budgetNotes([run("propagate", "multiple", 5e7, 12)]), null);
 * // subset's budget was cut from 400 M once propagate and mask settled `multiple`.
 * const cut = budgetNotes([run("subset", "unknown", 25e6, 140.25)], { subset: 4e8 });
 * assert.equal(cut?.verdict, "decided by no engine; subset stopped at its budget, cut once multiple was settled");
 * ```
 */
export function budgetNotes(
  runs: readonly Pick<EngineRun, "name" | "verdict" | "budget" | "ms" | "stoppedBy">[],
  whole: Readonly<Record<string, number>> = {},
): { verdict: string; time: string } | null {
  const stopped = runs.filter((r) => r.stoppedBy === "budget");
  if (stopped.length === 0) return null;
  const wasCut = (r: Pick<EngineRun, "name" | "budget">) => r.budget < (whole[r.name] ?? 0);
  const decided = runs.filter((r) => r.verdict !== "unknown").map((r) => r.name);
  const names = andList(stopped.map((r) => r.name));
  const their = stopped.length === 1 ? "its budget" : "their budgets";
  const cut = stopped.every(wasCut) ? ", cut once multiple was settled" : "";
  return {
    verdict: `${
      decided.length ? `decided by ${andList(decided)}` : "decided by no engine"
    }; ${names} stopped at ${their}${cut}`,
    time: stopped.map((r) =>
      `${r.name} stopped at its budget of ${r.budget.toLocaleString("en-US")} units${
        wasCut(r) ? " (cut once multiple was settled)" : ""
      } after ${r.ms.toFixed(1)} ms`
    ).join("; "),
  };
}

/** The exit code a consensus implies. */
export function solveExitCode(c: Consensus): number {
  if (!c.agree) return EXIT.disagree;
  return c.verdict === "unique" ? EXIT.ok : EXIT.no;
}

/** Runs the verb; returns the exit code. */
export async function solveCommand(args: string[]): Promise<number> {
  const started = performance.now();
  const { values, positionals } = parseVerbArgs(SOLVE_USAGE, args);
  if (positionals.length > 1) {
    throw new UsageError(`solve takes one board, got ${positionals.length}`);
  }
  const input = await readBoardArg(positionals[0]);
  const board = input.board;
  const rule = parseRule(board, values.rule ?? input.rule ?? undefined);
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
  await assertSvgTarget(values.svg, input.path);
  // Confirming takes seconds per forced cell on big boards: a progress line on a terminal.
  const progress = progressLine(progressSetting(values));
  // For a board that is not unique, the cells every answer agrees on show the author
  // what is already pinned down and where the ambiguity lives.
  const { consensus: c, forced } = solveBoard(board, rule, {
    engines,
    cap,
    budgets,
    confirm: !values["no-confirm"],
    onConfirm: (done, total) => progress.update(done, total, "forced cells confirmed"),
  });
  progress.done();
  const proof = values.proof ? await proofOf(board, rule) : null;
  const proofDisagreements = proof ? proofAgainstEngines(board, c, forced, proof) : [];
  const ms = performance.now() - started;
  const round3 = (v: number) => Math.round(v * 1000) / 1000;
  // With --no-confirm the confirmation fields are null (not run), not zeros (ran, failed).
  const confirmed = forced !== null && !values["no-confirm"] ? forced : null;
  const cellAt = (x: number): [number, number] => [Math.floor(x / board.cols), x % board.cols];
  if (values.json) {
    printJson({
      verdict: c.verdict,
      rule,
      answers: c.answers.map((a) => answerRows(board, a)),
      engines: Object.fromEntries(c.runs.map((r) => [r.name, {
        search: r.search ?? "solve",
        count: r.keys.length,
        complete: r.complete,
        stoppedBy: r.stoppedBy,
        nodes: r.search === undefined ? r.nodes : null,
        budget: r.budget,
        ms: round3(r.ms),
      }])),
      agree: c.agree && (forced === null || forced.disagreements.length === 0) &&
        proofDisagreements.length === 0,
      disagreements: [...c.disagreements, ...(forced?.disagreements ?? []), ...proofDisagreements],
      forced: forced ? forcedRows(board, forced.cells) : null,
      forcedComplete: forced ? forced.complete : null,
      forcedBy: forced ? forced.forcedBy : null,
      forcedCount: forced ? forced.forced : null,
      forcedConfirmed: confirmed ? confirmed.confirmed : null,
      forcedConfirmedBy: confirmed ? confirmed.confirmEngines : null,
      forcedUnconfirmed: confirmed ? confirmed.unconfirmed.map(cellAt) : null,
      forcedWitnesses: forced ? forced.witnesses : null,
      forcedMs: forced ? round3(forced.forcedMs) : null,
      forcedConfirmMs: confirmed ? round3(confirmed.confirmMs) : null,
      proof: proof
        ? {
          verdict: proof.verdict,
          forced: proof.verdict === "multiple" ? forcedRows(board, proof.cells) : null,
          forcedCount: proof.forced,
          answers: proof.answers.length,
          solverCalls: proof.calls,
          lemmas: proof.record?.lemmas ?? null,
          cnfSha256: proof.record?.cnf ?? null,
          lratSha256: proof.record?.lrat ?? null,
          beyondEngines: forced ? beyondEngines(forced.cells, proof.cells) : null,
          ms: round3(proof.ms),
        }
        : null,
      ms: round3(ms),
    });
  } else {
    const notes = budgetNotes(c.runs, wholeBudgets(engines, board, budgets));
    console.log(
      `${c.verdict} (${board.genre}, rule ${rule}, cap ${cap})${notes ? `: ${notes.verdict}` : ""}`,
    );
    c.answers.forEach((a, i) => {
      console.log(`answer ${i + 1}:`);
      for (const row of answerRows(board, a)) console.log(`  ${row}`);
    });
    for (const r of c.runs) {
      const why = r.stoppedBy ? `, stopped by ${r.stoppedBy}` : "";
      // Propagate's forced-cell search counts no nodes; its answers are two it met.
      const what = r.search === undefined
        ? `${r.keys.length} answer(s), ${r.nodes} nodes, ${r.ms.toFixed(1)} ms${why}`
        : `${r.keys.length} judged answers met by its forced-cell search, ${r.ms.toFixed(1)} ms`;
      console.log(`  ${r.name.padEnd(10)} ${r.verdict.padEnd(8)} ${what}`);
    }
    if (forced) {
      // Counted as the JSON's forcedCount is: cells with a choice (no Dosun-Fuwari black cell).
      const open = board.genre === "dosun-fuwari"
        ? board.black.filter((b) => b === 0).length
        : forced.cells.length;
      const blackNote = open < forced.cells.length ? ` white cells` : "";
      console.log(
        `forced cells (${forced.forced} of ${open}${blackNote} agree in every answer; ? where answers differ${
          forced.complete ? "" : "; budget ran out, so some agreed cells may show ?"
        }):`,
      );
      for (const row of forcedRows(board, forced.cells)) console.log(`  ${row}`);
      if (forced.forcedBy.some((name) => name !== "propagate")) {
        console.log(
          `  propagate's forced-cell search stopped at its budget; cells decided by ${
            forced.forcedBy.join(", ")
          }`,
        );
      }
      const unconfirmed = forced.unconfirmed.map((x) => cellAt(x).join(",")).join(" ");
      const confirmation = forced.forced === 0
        ? "no forced cell to confirm"
        : confirmed === null
        ? `${forced.forced} forced cells, not confirmed (--no-confirm)`
        : `${forced.confirmed} of ${forced.forced} forced cells confirmed by ${
          forced.confirmEngines.join(", ") || "no second engine"
        }${unconfirmed ? ` (not confirmed, row,column from 0: ${unconfirmed})` : ""}`;
      const confirmTime = confirmed === null
        ? ""
        : ` + ${confirmed.confirmMs.toFixed(1)} ms to confirm`;
      console.log(
        `  ${confirmation}; open cells backed by ${forced.witnesses} judged answers; ${
          forced.forcedMs.toFixed(1)
        } ms${confirmTime}`,
      );
    }
    const hint = forced && confirmed ? proofHint(forced.unconfirmed.length, proof !== null) : null;
    if (hint) console.log(`  ${hint}`);
    if (proof) console.log(`  proof: ${proofSummary(proof, forced)}`);
    if (proof?.verdict === "multiple" && forced === null) {
      // The engines did not get as far as forced cells (a budget ran out): the proof's.
      console.log("forced cells by proof (? where two judged answers differ):");
      for (const row of forcedRows(board, proof.cells)) console.log(`  ${row}`);
    }
    const disagreements = [
      ...c.disagreements,
      ...(forced?.disagreements ?? []),
      ...proofDisagreements,
    ];
    if (engines.length > 1 || disagreements.length > 0) {
      console.log(disagreements.length === 0 ? "engines agree" : "ENGINES DISAGREE:");
    }
    for (const d of disagreements) console.log(`  ${d}`);
    console.log(`${ms.toFixed(1)} ms${notes ? ` in all; ${notes.time}` : ""}`);
  }
  const drawing = solveDrawing(board, c, forced);
  await writeSvgOption(values.svg, board, drawing.answer, drawing.extras);
  if (forced !== null && forced.disagreements.length > 0) return EXIT.disagree;
  if (proofDisagreements.length > 0) return EXIT.disagree;
  // A checked proof decides where the engines' budgets ran out.
  if (proof && c.agree) return proof.verdict === "unique" ? EXIT.ok : EXIT.no;
  return solveExitCode(c);
}

/**
 * The line that points to `--proof` when a confirmation left forced cells unconfirmed
 * (no second engine got there: on a numberless 30×30 none does) and no proof was asked
 * for; null otherwise.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { proofHint } from "./solve.ts";
 * assert.match(proofHint(3, false) ?? "", /3 forced cells no second engine confirmed: --proof/);
 * assert.equal(proofHint(0, false), null);
 * assert.equal(proofHint(3, true), null);
 * ```
 */
export function proofHint(unconfirmed: number, proofAsked: boolean): string | null {
  if (unconfirmed === 0 || proofAsked) return null;
  const cells = unconfirmed === 1 ? "1 forced cell" : `${unconfirmed} forced cells`;
  return `${cells} no second engine confirmed: --proof checks every forced cell with a proof (needs CaDiCaL)`;
}

/** The board decided by the encoding and CaDiCaL; the solver missing is said, not a crash. */
async function proofOf(board: Board, rule: Rule): Promise<ProvedForced> {
  // Loaded only for --proof: the proof layer (and Node's zlib and crypto) is a fifth of
  // solve's start-up, and most runs never use it.
  const { proveForced } = await import("../conformance/proof/forced.ts");
  const { CadicalMissingError } = await import("../conformance/proof/sat/cadical.ts");
  try {
    return proveForced(board, rule);
  } catch (e) {
    if (e instanceof CadicalMissingError) throw new UsageError(`--proof: ${e.message}`);
    throw e;
  }
}

/** Cells the proof decided (forced) that the engines left open when their budget ran out. */
function beyondEngines(engineCells: Int8Array, provedCells: Int8Array): number {
  let n = 0;
  for (let x = 0; x < engineCells.length; x++) {
    if (engineCells[x] === -1 && provedCells[x]! >= 0) n++;
  }
  return n;
}

/**
 * Where the proof and the engines part: a verdict both decided differently, a cell the
 * engines call forced where a judged answer differs, or (engines complete) a cell two
 * judged engine answers leave open that the proof calls forced.
 */
export function proofAgainstEngines(
  board: Board,
  c: Consensus,
  forced: ForcedReport | null,
  proof: ProvedForced,
): string[] {
  const out: string[] = [];
  if (c.agree && c.verdict !== "unknown" && c.verdict !== proof.verdict) {
    out.push(`the proof says ${proof.verdict}, the engines ${c.verdict}`);
  }
  if (forced === null || proof.verdict === "none") return out;
  const at = (x: number) => `(${Math.floor(x / board.cols)},${x % board.cols})`;
  for (let x = 0; x < forced.cells.length; x++) {
    const e = forced.cells[x]!;
    const p = proof.cells[x]!;
    if (e >= 0 && p !== e) {
      out.push(`cell ${at(x)}: the engines force ${e}, a judged answer of the encoding differs`);
    } else if (e === -1 && p >= 0 && forced.complete) {
      out.push(`cell ${at(x)}: the proof forces ${p}, the engines' judged answers differ there`);
    }
  }
  return out;
}

function proofSummary(proof: ProvedForced, forced: ForcedReport | null): string {
  const lemmas = proof.record ? `${proof.record.lemmas} lemmas` : "";
  const time = `${proof.ms.toFixed(1)} ms`;
  if (proof.verdict === "none") return `no answer, refutation checked (${lemmas}, ${time})`;
  if (proof.verdict === "unique") return `unique, refutation checked (${lemmas}, ${time})`;
  const backed = proof.forced === 0
    ? "no forced cell"
    : `${proof.forced} forced cells backed by one checked refutation (${lemmas})`;
  const beyond = forced && !forced.complete
    ? `; ${beyondEngines(forced.cells, proof.cells)} of them open for the engines`
    : "";
  return `${backed}${beyond}, open cells by ${proof.answers.length} judged answers (${time})`;
}

/** `solve`'s options and `--help`. */
export const SOLVE_USAGE = usageOf({
  verb: "solve",
  operands: "<board>",
  about: [
    "Solve a board with one engine or all three and say whether it is unique: unique, multiple,",
    "none or unknown. With several answers it also shows the forced cells.",
  ],
  options: {
    ...common("rule", "json", "quiet", "progress"),
    rule: { ...COMMON_OPTIONS.rule, default: `a fixture file's own, else ${DEFAULT_RULES_HELP}` },
    cap: value("N", "stop after N answers", "2"),
    budget: value(
      "N",
      "each engine's work budget, in its own work units (not nodes); unknown when it runs out",
      "each engine's own",
    ),
    engine: value("NAME|all", "the engine to run", "all"),
    "no-confirm": flag("do not confirm the forced cells with a second engine"),
    svg: value("FILE", "also draw the board as SVG: its answer, or with several its forced cells"),
    proof: flag(
      "decide it again by the rules as clauses and CaDiCaL, with a checked proof behind " +
        "uniqueness or every forced cell (needs the Debian package cadical)",
    ),
  },
  exits: exitsWith(
    [0, "unique"],
    [1, "multiple, none, or unknown (a budget ran out, or --cap 1 left uniqueness open)"],
    [3, "engines disagree (forced cells included)"],
  ),
});
