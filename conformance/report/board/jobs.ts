/**
 * The board page's long work — solve, forced cells, hint, and for edit mode live
 * analysis, the clue assistant (assist.ts) and certify — as plain functions of a
 * request, run by the page's Web Workers (worker.ts) and tested here under Deno. Each
 * uses the suite's own modules: the engine registry for solving and forced cells, the
 * propagate engines' `deduce` for hints.
 *
 * A request carries the board as its puzz.link URL, the rule setting and the marks
 * (see model.ts), so it crosses to the worker as plain data.
 *
 * @module
 */

import { type Board, decodeUrl } from "../../../core/formats/mod.ts";
import { parseRule } from "../../../core/genre.ts";
import { enginesFor } from "../../../engines/mod.ts";
import { forcedWithEvidence } from "../../forced/mod.ts";
import { deduce as deduceStostone } from "../../../engines/stostone/propagate/mod.ts";
import {
  deduce as deduceDosunFuwari,
  solve as solveDosunFuwari,
} from "../../../engines/dosun_fuwari/propagate/mod.ts";
import type { StostoneBoard, StostoneRule } from "../../../core/stostone/board.ts";
import type { DosunFuwariBoard, DosunFuwariRule } from "../../../core/dosun_fuwari/board.ts";
import { cellName, UNMARKED } from "./model.ts";
import { assist, type Assistance } from "./assist.ts";
import { type Verdict, verdictOf } from "../../consensus/mod.ts";

/** What the page asks the worker for. */
export interface JobRequest {
  /** Which job. */
  readonly kind: "solve" | "forced" | "hint" | "analyze" | "assist" | "certify";
  /** The board's puzz.link URL. */
  readonly url: string;
  /** The rule setting's name. */
  readonly rule: string;
  /** The marks, one per cell (model.ts). */
  readonly marks: readonly number[];
}

/** What "solve" found: the genre's first engine in the registry (propagate), cap 2. */
export interface SolveReply {
  readonly kind: "solve";
  /** unique, multiple (two or more), none, or unknown (the budget ran out). */
  readonly verdict: Verdict;
  /** An answer, when one was found. */
  readonly answer: readonly number[] | null;
  /** The engine's name, as the registry gives it. */
  readonly engine: string;
  /** Its search nodes. */
  readonly nodes: number;
}

/** What "forced cells" found (`forcedWithEvidence`, as `solve` has them, unconfirmed). */
export interface ForcedReply {
  readonly kind: "forced";
  /** Per cell the value every answer gives it, or −1. */
  readonly cells: readonly number[];
  /** How many cells are forced. */
  readonly count: number;
  /** False when the budget ran out before every cell was decided. */
  readonly complete: boolean;
}

/** One deduced cell, or why there is none. */
export interface HintReply {
  readonly kind: "hint";
  /** The cell, or null when there is no hint. */
  readonly cell: number | null;
  /** Its value (a mark, model.ts), when there is a cell. */
  readonly value: number | null;
  /** The rung that settles it (the lowest prefix of the ladder that does), or "search". */
  readonly rung: string | null;
  /** The hint in words. */
  readonly text: string;
}

/**
 * What live analysis found (edit mode): the verdict as `solve` gives it, up to
 * {@link ANALYSIS_ANSWERS} answers, and the forced cells — for a unique board every
 * cell, for several answers `forcedWithEvidence`'s cells (as `solve` has them).
 */
export interface AnalyzeReply {
  readonly kind: "analyze";
  readonly verdict: Verdict;
  /** The answers found, at most {@link ANALYSIS_ANSWERS}. */
  readonly answers: readonly (readonly number[])[];
  /** False when the listing stopped at the cap or the budget: there may be more. */
  readonly allListed: boolean;
  /** Per cell the value every answer gives it, or −1; null with no answer or unknown. */
  readonly forced: readonly number[] | null;
  /** How many cells that take a mark are forced (null with `forced` null). */
  readonly forcedCount: number | null;
  /** With no answer, what the engine can name as the cause (e.g. a number too big). */
  readonly conflicts: readonly string[];
  /** The engine's name. */
  readonly engine: string;
  /** Time the worker spent, in milliseconds. */
  readonly ms: number;
}

/** What the clue assistant found (assist.ts). */
export interface AssistReply extends Assistance {
  readonly kind: "assist";
}

/** "certify": every engine of the genre on the board, cap 2, each with its verdict. */
export interface CertifyReply {
  readonly kind: "certify";
  readonly engines: readonly {
    readonly name: string;
    readonly verdict: Verdict;
    readonly nodes: number;
    readonly ms: number;
  }[];
  /** Every engine gave the same verdict. */
  readonly agree: boolean;
}

/** Any reply. */
export type JobReply =
  | SolveReply
  | ForcedReply
  | HintReply
  | AnalyzeReply
  | AssistReply
  | CertifyReply;

/** Most answers live analysis lists (to count them and step through them). */
export const ANALYSIS_ANSWERS = 20;

/**
 * Runs one job. Throws (SyntaxError, RangeError) for a bad URL, rule or marks, with
 * the suite's messages.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runJob } from "./jobs.ts";
 * // 2×2, one room, no clue: the top row or the bottom row, two answers, nothing forced.
 * const base = { url: "stostone/2/2/00", rule: "exact", marks: [-1, -1, -1, -1] };
 * const solved = runJob({ ...base, kind: "solve" });
 * assert.equal(solved.kind === "solve" && solved.verdict, "multiple");
 * const forced = runJob({ ...base, kind: "forced" });
 * assert.equal(forced.kind === "forced" && forced.count, 0);
 * ```
 */
export function runJob(request: JobRequest): JobReply {
  const board = decodeUrl(request.url);
  const rule = parseRule(board, request.rule);
  const n = board.rows * board.cols;
  if (request.marks.length !== n) {
    throw new RangeError(`marks: expected ${n} entries, got ${request.marks.length}`);
  }
  if (request.kind === "solve") {
    const engine = enginesFor(board)[0]!;
    const result = engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board) });
    const verdict = verdictOf(result.answers.length, result.complete);
    return {
      kind: "solve",
      verdict,
      answer: result.answers[0] ? [...result.answers[0]] : null,
      engine: engine.name,
      nodes: result.stats.nodes,
    };
  }
  if (request.kind === "analyze") return analyze(board, rule);
  if (request.kind === "assist") return { kind: "assist", ...assist(board, rule) };
  if (request.kind === "certify") {
    const engines = enginesFor(board).map((engine) => {
      const started = performance.now();
      const result = engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board) });
      return {
        name: engine.name,
        verdict: verdictOf(result.answers.length, result.complete),
        nodes: result.stats.nodes,
        ms: performance.now() - started,
      };
    });
    return {
      kind: "certify",
      engines,
      agree: engines.every((e) => e.verdict === engines[0]!.verdict),
    };
  }
  if (request.kind === "forced") {
    // As `solve` computes them: propagate, and the other engines where it stops.
    const forced = forcedWithEvidence(board, rule, { confirm: false });
    const cells = [...forced.cells].map((v, cell) =>
      board.genre === "dosun-fuwari" && board.black[cell] === 1 ? -1 : v
    );
    return {
      kind: "forced",
      cells,
      count: cells.filter((v) => v >= 0).length,
      complete: forced.complete,
    };
  }
  const marks = Int8Array.from(request.marks);
  return board.genre === "stostone"
    ? stostoneHint(board, rule as StostoneRule, marks)
    : dosunFuwariHint(board, rule as DosunFuwariRule, marks);
}

function analyze(board: Board, rule: ReturnType<typeof parseRule>): AnalyzeReply {
  const started = performance.now();
  const engine = enginesFor(board)[0]!;
  const result = engine.solve(board, {
    rule,
    cap: ANALYSIS_ANSWERS,
    budget: engine.budgetFor(board),
  });
  const found = result.answers.length;
  const verdict = verdictOf(result.answers.length, result.complete);
  const takesMark = (cell: number) => board.genre === "stostone" || board.black[cell] === 0;
  let forced: number[] | null = null;
  if (verdict === "unique") {
    forced = [...result.answers[0]!].map((v, cell) => takesMark(cell) ? v : -1);
  } else if (verdict === "multiple") {
    forced = [...forcedWithEvidence(board, rule, { confirm: false }).cells].map((v, cell) =>
      takesMark(cell) ? v : -1
    );
  }
  return {
    kind: "analyze",
    verdict,
    answers: result.answers.map((a) => [...a]),
    allListed: result.complete && found < ANALYSIS_ANSWERS,
    forced,
    forcedCount: forced === null ? null : forced.filter((v) => v >= 0).length,
    conflicts: verdict === "none" ? conflictsOf(board) : [],
    engine: engine.name,
    ms: performance.now() - started,
  };
}

/**
 * What can be named as the cause of no answer without search: a Stostone number larger
 * than its room (it counts the room's stones). Otherwise nothing: the page then says
 * plainly "no answer".
 */
function conflictsOf(board: Board): string[] {
  if (board.genre !== "stostone") return [];
  return board.clues.flatMap((clue, room) => {
    const size = board.rooms[room]!.length;
    return typeof clue === "number" && clue > size
      ? [
        `the room at ${
          cellName(board, board.clueCell[room]!)
        } has ${size} cells, fewer than its number ${clue}`,
      ]
      : [];
  });
}

const STOSTONE_RUNGS = ["col", "clue", "fit", "drop", "probe"] as const;
const DOSUN_FUWARI_RUNGS = ["run", "room", "profile", "probe"] as const;

function noHint(text: string, rung: string | null = null): HintReply {
  return { kind: "hint", cell: null, value: null, rung, text };
}

/** A hint from rung `k` (1-based) of `rungs`: `cell` is settled in `cells`; `from` says from what. */
function rungHint(
  board: Board,
  cells: ArrayLike<number>,
  cell: number,
  rungs: readonly string[],
  k: number,
  from: string,
): HintReply {
  const rung = rungs[k - 1]!, value = cells[cell]!;
  const text = `${cellName(board, cell)} is ${valueName(board, value)}: the ${rung} rung ` +
    `(rung ${k} of ${rungs.length}) deduces it from ${from}`;
  return { kind: "hint", cell, value, rung, text };
}

function valueName(board: Board, value: number): string {
  if (board.genre === "stostone") return value === 1 ? "a stone" : "blank";
  return value === 1 ? "a balloon" : value === 2 ? "an iron ball" : "empty";
}

/**
 * Stostone: the ladder started from the marks (stones and blanks pinned, `deduce`'s
 * `pinned` option), with more and more rungs switched on — col, then col and clue, and
 * so on — until it settles a cell that is not marked yet. That rung is the hint's.
 */
function stostoneHint(board: StostoneBoard, rule: StostoneRule, marks: Int8Array): HintReply {
  const pinned = Int8Array.from(marks, (m) => (m === UNMARKED ? -1 : m));
  for (let k = 1; k <= STOSTONE_RUNGS.length; k++) {
    const on = STOSTONE_RUNGS.slice(0, k);
    const rungs = Object.fromEntries(STOSTONE_RUNGS.map((r) => [r, on.includes(r)]));
    const rung = on[on.length - 1]!;
    const d = deduceStostone(board, { rule, rungs, pinned });
    if (d.contradiction) {
      return noHint(`these marks break the rules: the ${rung} rung finds a contradiction`, rung);
    }
    const cell = d.cells.findIndex((v, x) => v !== -1 && pinned[x] === -1);
    if (cell >= 0) {
      return rungHint(board, d.cells, cell, STOSTONE_RUNGS, k, "these marks");
    }
    if (!d.complete) return noHint("no hint: the ladder ran out of budget");
  }
  // Marks that break no rung and leave no cell open: nothing is left to hint.
  if (!pinned.includes(-1)) return noHint("no hint: every cell is marked");
  return noHint(
    "no hint: the ladder deduces nothing more from these marks; the search would have to guess",
  );
}

/**
 * Dosun-Fuwari: the propagate engine's `deduce` takes no starting cells, so the hint is
 * sound another way. First a cell the ladder settles on the empty board that the
 * marks do not show yet (rungs added one at a time, as for Stostone); failing that, a
 * cell on which every answer that agrees with the marks agrees (the engine lists at
 * most {@link HINT_ANSWERS} answers; more, and there is no hint).
 */
function dosunFuwariHint(
  board: DosunFuwariBoard,
  rule: DosunFuwariRule,
  marks: Int8Array,
): HintReply {
  const shown = (x: number) => Math.max(marks[x]!, 0); // empty and unmarked read alike
  for (let k = 1; k <= DOSUN_FUWARI_RUNGS.length; k++) {
    const on = DOSUN_FUWARI_RUNGS.slice(0, k);
    const rungs = Object.fromEntries(DOSUN_FUWARI_RUNGS.map((r) => [r, on.includes(r)]));
    const rung = on[on.length - 1]!;
    const d = deduceDosunFuwari(board, { rule, rungs });
    if (d.contradiction) {
      return noHint(`this board has no answer: the ${rung} rung proves it`, rung);
    }
    const cell = d.cells.findIndex((v, x) => v !== -1 && board.black[x] === 0 && v !== shown(x));
    if (cell >= 0) {
      return rungHint(board, d.cells, cell, DOSUN_FUWARI_RUNGS, k, "the board alone");
    }
  }
  // Where the rungs alone settle nothing: a forced cell (every answer agrees on it,
  // `forcedWithEvidence` as `solve` finds them), sound whatever the answer count. A piece
  // first; else, while some cell is still open, the cells forced empty (an unmarked cell
  // reads as empty, so they are named together, not one hint each).
  const forced = forcedWithEvidence(board, rule, { confirm: false });
  const white = (x: number) => board.black[x] === 0;
  const by = `forced cells, by ${forced.forcedBy.join(", ")}`;
  const piece = forced.cells.findIndex((v, x) => v > 0 && white(x) && v !== shown(x));
  if (piece >= 0) {
    const value = forced.cells[piece]!;
    return {
      kind: "hint",
      cell: piece,
      value,
      rung: "forced",
      text: `${cellName(board, piece)} is ${valueName(board, value)}: every answer has it (${by})`,
    };
  }
  const undecided = forced.cells.some((v, x) => v < 0 && white(x));
  const empties = [...forced.cells].flatMap((v, x) =>
    v === 0 && white(x) && marks[x] === UNMARKED ? [x] : []
  );
  if (undecided && empties.length > 0) {
    return {
      kind: "hint",
      cell: empties[0]!,
      value: 0,
      rung: "forced",
      text: `${empties.map((x) => cellName(board, x)).join(" ")} ${
        empties.length === 1 ? "is" : "are"
      } empty in every answer (${by})`,
    };
  }
  const result = solveDosunFuwari(board, { rule, cap: HINT_ANSWERS + 1 });
  if (!result.complete) {
    return noHint(
      `no hint: the board has more than ${HINT_ANSWERS} answers (or the budget ran out)`,
    );
  }
  const agreeing = result.answers.filter((a) =>
    a.every((v, x) => marks[x] === UNMARKED || v === marks[x])
  );
  if (agreeing.length === 0) {
    return noHint("these marks agree with no answer of the board", "search");
  }
  const first = agreeing[0]!;
  const open = (x: number) => board.black[x] === 0 && agreeing.some((a) => a[x] !== shown(x));
  if (!first.some((_, x) => open(x))) {
    return noHint("no hint: these marks already show the answer", "search");
  }
  const cell = first.findIndex((v, x) =>
    board.black[x] === 0 && v !== shown(x) && agreeing.every((a) => a[x] === v)
  );
  if (cell < 0) {
    return noHint(
      "no hint: the answers that agree with these marks differ on every open cell",
      "search",
    );
  }
  const value = first[cell]!;
  return {
    kind: "hint",
    cell,
    value,
    rung: "search",
    text: `${cellName(board, cell)} is ${
      valueName(board, value)
    }: every one of the ${agreeing.length} answer(s) that agree with these marks has it (search)`,
  };
}

/** Most answers the Dosun-Fuwari hint lists to find a cell they all agree on. */
export const HINT_ANSWERS = 200;
