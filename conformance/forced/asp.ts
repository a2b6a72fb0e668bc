/**
 * Forced cells and answer counts from an outside solver: the board as an answer-set
 * program (`asp_program.ts`) solved by clingo, the WebAssembly build that the npm
 * package `clingo-wasm` ships. It runs in a worker thread of this process, needs no
 * system package, and shares no code with the engines, so where it agrees with them
 * that is a third, independent computation; its times stand beside theirs in
 * `forced_speed.ts`.
 *
 * Forced cells are clingo's cautious consequences (`--enum-mode=cautious`: the shown
 * atoms true in every answer set). A run that hits its time limit is reported as
 * unknown, never as a result.
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

let started: Promise<void> | null = null;

function start(): Promise<void> {
  started ??= clingo.init(
    new URL("clingo.wasm", import.meta.resolve("npm:clingo-wasm")).pathname,
  );
  return started;
}

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
  readonly Models?: { readonly Number: number };
}

async function runClingo(
  board: Board,
  rule: Rule,
  models: number,
  options: readonly string[],
  seconds: number,
): Promise<{ reply: ClingoReply; ms: number }> {
  if (!(seconds > 0 && seconds <= 86_400)) {
    throw new RangeError(`clingo: a time limit must be 0 < seconds ≤ 86400, got ${seconds}`);
  }
  await start();
  const t0 = performance.now();
  const reply = await clingo.run(aspProgram(board, rule), models, [
    ...options,
    `--time-limit=${Math.ceil(seconds)}`,
  ]) as ClingoReply;
  if (reply.Result === "ERROR") throw new Error(`clingo failed: ${reply.Error ?? "no message"}`);
  return { reply, ms: performance.now() - t0 };
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
  const models = reply.Models?.Number ?? 0;
  const witnesses = witnessesOf(reply);
  // Each model cautious mode reports narrows the consequences; the last one is final
  // only when the search ran to the end.
  if (reply.Result === "SATISFIABLE" && witnesses.length > 0) {
    const cells = cellsFromAtoms(board, witnesses[witnesses.length - 1]!.Value);
    return { outcome: "answers", cells, models, ms };
  }
  const outcome = reply.Result === "UNSATISFIABLE" ? "none" : "unknown";
  return { outcome, cells: new Int8Array(n).fill(-1), models, ms };
}

/**
 * Counts a board's answers with clingo, up to `cap` (so 2 tells unique from not).
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
  const answers = witnessesOf(reply).length;
  const finished = reply.Result === "SATISFIABLE" || reply.Result === "UNSATISFIABLE";
  return { answers, complete: finished && (answers < cap || answers === 0), ms };
}
