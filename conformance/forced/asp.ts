/**
 * Forced cells and answer counts from an outside solver: the board as an answer-set
 * program (`asp_program.ts`) solved by clingo, the WebAssembly build that the npm
 * package `clingo-wasm` ships. It runs in a worker thread of this process, needs no
 * system package, and shares no code with the engines, so where it agrees with them
 * that is a third, independent computation; its times stand beside theirs in
 * `tools/forced_speed.ts`.
 *
 * Forced cells are clingo's cautious consequences (`--enum-mode=cautious`: the shown
 * atoms true in every answer set). Only a search that ran to the end counts: one that
 * hits its time limit is reported as unknown, never with the consequences it had so far
 * (those are a superset of the forced cells).
 *
 * @module
 */

import clingo from "npm:clingo-wasm";
import type { Board, Rule } from "../../core/genre.ts";
import { aspProgram, cellsFromAtoms } from "./asp_program.ts";

/** What one clingo run on a board found. */
export interface AspResult {
  /** "answers" when it finished with at least one, "none" when there is none, "unknown" when stopped. */
  readonly outcome: "answers" | "none" | "unknown";
  /** Per cell: the value every answer gives it, or −1 (all −1 unless `outcome` is "answers"). */
  readonly cells: Int8Array;
  /** Answer sets clingo reported (for cautious runs, the models it needed; capped otherwise). */
  readonly models: number;
  /** Wall-clock milliseconds of the run, the program's writing included. */
  readonly ms: number;
}

/** Default time limit of one run, in seconds. */
export const DEFAULT_ASP_SECONDS = 120;

/** clingo's WebAssembly file, beside the package's entry point. */
const WASM_PATH = new URL("clingo.wasm", import.meta.resolve("npm:clingo-wasm")).pathname;

let started: Promise<void> | null = null;

/**
 * Stops clingo's worker (a process that used clingo ends only after this, or when it
 * exits). The next run starts a new one.
 */
export async function stopAsp(): Promise<void> {
  if (started === null) return;
  started = null;
  await clingo.restart();
}

interface ClingoReply {
  readonly Result: string;
  readonly Error?: string;
  readonly Call?: readonly { readonly Witnesses?: readonly { readonly Value: string[] }[] }[];
  readonly Models?: { readonly Number: number; readonly More?: string };
}

/**
 * One clingo run, stopped after `seconds` (null then). clingo's own `--time-limit` does
 * nothing in the WebAssembly build (a run given 1 s took 12 s), so the worker is
 * terminated instead and a fresh one started for the next run.
 */
async function runClingo(
  board: Board,
  rule: Rule,
  models: number,
  options: readonly string[],
  seconds: number,
): Promise<{ reply: ClingoReply | null; ms: number }> {
  if (!(seconds > 0 && seconds <= 86_400)) {
    throw new RangeError(`clingo: a time limit must be 0 < seconds ≤ 86400, got ${seconds}`);
  }
  started ??= clingo.init(WASM_PATH);
  await started;
  const t0 = performance.now();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    started = clingo.restart(WASM_PATH);
  }, seconds * 1000);
  const reply = await clingo.run(aspProgram(board, rule), models, [...options]) as ClingoReply;
  clearTimeout(timer);
  const ms = performance.now() - t0;
  if (timedOut) return { reply: null, ms };
  if (reply.Result === "ERROR") throw new Error(`clingo failed: ${reply.Error ?? "no message"}`);
  return { reply, ms };
}

/** Whether clingo searched to the end: no answer, or every answer set accounted for. */
function exhausted(reply: ClingoReply): boolean {
  return reply.Result === "UNSATISFIABLE" ||
    (reply.Result === "SATISFIABLE" && reply.Models?.More === "no");
}

function witnessesOf(reply: ClingoReply): readonly { readonly Value: string[] }[] {
  return reply.Call?.[reply.Call.length - 1]?.Witnesses ?? [];
}

/**
 * The forced cells of a board by clingo's cautious reasoning.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { forcedByAsp, stopAsp } from "./asp.ts";
 * // 2×2 Stostone, one room: the stone is the top row or the bottom row.
 * const result = await forcedByAsp(decodeUrl("stostone/2/2/00"), "exact");
 * await stopAsp();
 * assert.equal(result.outcome, "answers");
 * assert.deepEqual([...result.cells], [-1, -1, -1, -1]);
 * ```
 */
export async function forcedByAsp(
  board: Board,
  rule: Rule,
  seconds = DEFAULT_ASP_SECONDS,
): Promise<AspResult> {
  const n = board.rows * board.cols;
  const { reply, ms } = await runClingo(board, rule, 0, ["--enum-mode=cautious"], seconds);
  const models = reply?.Models?.Number ?? 0;
  const witnesses = reply === null ? [] : witnessesOf(reply);
  const unknown = { outcome: "unknown", cells: new Int8Array(n).fill(-1), models, ms } as const;
  if (reply === null || !exhausted(reply)) return unknown;
  if (reply.Result === "UNSATISFIABLE") return { ...unknown, outcome: "none" };
  // Each model cautious mode reports narrows the consequences; the last is final here,
  // since the search ran to the end.
  const last = witnesses[witnesses.length - 1];
  if (last === undefined) return unknown;
  return { outcome: "answers", cells: cellsFromAtoms(board, last.Value), models, ms };
}

/**
 * Counts a board's answers with clingo, up to `cap` (so 2 tells unique from not);
 * `complete` when clingo knows there are no more (a count that reached the cap, or was
 * stopped by the time limit, is a lower bound).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { countByAsp, stopAsp } from "./asp.ts";
 * const count = await countByAsp(decodeUrl("stostone/2/2/00"), "exact", 5);
 * await stopAsp();
 * assert.deepEqual([count.answers, count.complete], [2, true]);
 * ```
 */
export async function countByAsp(
  board: Board,
  rule: Rule,
  cap: number,
  seconds = DEFAULT_ASP_SECONDS,
): Promise<{ answers: number; complete: boolean; ms: number }> {
  if (!Number.isInteger(cap) || cap < 1) {
    throw new RangeError(`clingo: a cap must be a whole number ≥ 1, got ${cap}`);
  }
  const { reply, ms } = await runClingo(board, rule, cap, [], seconds);
  if (reply === null) return { answers: 0, complete: false, ms };
  return { answers: witnessesOf(reply).length, complete: exhausted(reply), ms };
}
