/**
 * Forced cells (the backbone) of a board of either genre, with their evidence:
 *
 * 1. the genre's propagate engine computes them (an incremental backbone search);
 * 2. every cell left open is backed by two answers, each passed by the judge, that
 *    differ there (the engine's witnesses, or answers asked of it with `pinned`);
 * 3. every forced cell is confirmed by a second engine that shares no code with the
 *    first: pinned to each other value the cell can take, it finds no answer.
 *
 * Step 3 runs on every board (within each engine's budget); a cell whose confirming
 * searches all stopped at the budget is counted as unconfirmed, never as confirmed.
 *
 * @module
 */

import { BALLOON, EMPTY, IRON } from "../../core/dosun_fuwari/board.ts";
import { type Board, judgeProblem, type Rule } from "../../core/genre.ts";
import { enginesFor, forcedCellsOf } from "../../engines/mod.ts";

/** What {@link forcedWithEvidence} found and how well it is backed. */
export interface ForcedReport {
  /** Per cell: the value every answer gives it, or −1 (answers differ there, or undecided). */
  readonly cells: Int8Array;
  /**
   * Every cell decided: forced (proved by propagate) or backed by two judged answers
   * that differ there. False when a budget ran out first.
   */
  readonly complete: boolean;
  /** Forced cells that have a choice at all (Dosun-Fuwari black cells are left out). */
  readonly forced: number;
  /** Judged answers that back the open cells. */
  readonly witnesses: number;
  /** Forced cells the second engine confirmed (no answer with the cell pinned otherwise). */
  readonly confirmed: number;
  /** The engines that confirmed cells, in order of use. */
  readonly confirmEngines: readonly string[];
  /**
   * Contradictions found: a second engine's judged answer where propagate said
   * forced, or a propagate witness the judge rejects. Empty when all is well.
   */
  readonly disagreements: readonly string[];
  /** Milliseconds for steps 1 and 2 (the forced cells and their backing). */
  readonly forcedMs: number;
  /** Milliseconds for step 3 (the confirmation). */
  readonly confirmMs: number;
}

/** Options of {@link forcedWithEvidence}. */
export interface ForcedOptions {
  /** Whether to confirm the forced cells with a second engine (default true). */
  readonly confirm?: boolean;
  /** Work budget per confirming search (default: each engine's own default). */
  readonly confirmBudget?: number;
  /**
   * Told how many of the forced cells are confirmed so far, out of how many, once before
   * the first and after each (confirming takes seconds per cell on big boards).
   */
  readonly onConfirm?: (done: number, total: number) => void;
}

/**
 * The values a cell could take other than `value`: Stostone 0/1; Dosun-Fuwari empty,
 * balloon or iron ball on a white cell, nothing on a black cell.
 */
function otherValues(board: Board, cell: number, value: number): number[] {
  if (board.genre === "stostone") return [1 - value];
  if (board.black[cell]) return [];
  return [EMPTY, BALLOON, IRON].filter((v) => v !== value);
}

function pinnedAt(n: number, cell: number, value: number): Int8Array {
  const pinned = new Int8Array(n).fill(-1);
  pinned[cell] = value;
  return pinned;
}

/**
 * The forced cells of a board, backed and confirmed (see the module header).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { forcedWithEvidence } from "./backbone.ts";
 * // 2×2 Stostone, one room: the stone is the top row or the bottom row.
 * const report = forcedWithEvidence(decodeUrl("stostone/2/2/00"), "exact");
 * assert.equal(report.complete, true);
 * assert.deepEqual([...report.cells], [-1, -1, -1, -1]);
 * assert.equal(report.witnesses, 2);
 * ```
 */
export function forcedWithEvidence(
  board: Board,
  rule: Rule,
  options: ForcedOptions = {},
): ForcedReport {
  const n = board.rows * board.cols;
  const started = performance.now();
  const engines = enginesFor(board);
  const propagate = engines[0]!;
  const raw = forcedCellsOf(board, rule);
  const cells = Int8Array.from(raw.cells);
  let complete = raw.complete;
  const disagreements: string[] = [];
  const witnesses: Uint8Array[] = [];
  const addWitness = (answer: Uint8Array, from: string): boolean => {
    const code = judgeProblem(board, answer, rule);
    if (code !== null) {
      disagreements.push(`${from} gave an answer the judge rejects (${code})`);
      return false;
    }
    witnesses.push(answer);
    return true;
  };
  for (const w of raw.witnesses) addWitness(w, "propagate's forced-cell search");
  let noAnswer = false;
  if (witnesses.length === 0 && raw.complete && cells.includes(-1)) {
    // The engine kept no answers: ask it for one to back the open cells against.
    const r = propagate.solve(board, { rule, cap: 1, budget: propagate.defaultBudget });
    if (r.answers.length > 0) addWitness(r.answers[0]!, "propagate");
    else noAnswer = r.complete;
  }
  // Step 2: back every open cell by two judged answers that differ there.
  const backed = new Uint8Array(n);
  const markBacked = () => {
    const first = witnesses[0];
    if (first === undefined) return;
    for (const w of witnesses) for (let x = 0; x < n; x++) if (w[x] !== first[x]) backed[x] = 1;
  };
  markBacked();
  // A board without answers has nothing to back: every cell stays −1, and that is complete.
  for (let x = 0; x < n && complete && !noAnswer; x++) {
    if (cells[x] !== -1 || backed[x] === 1) continue;
    // No witness pair yet: ask propagate for an answer pinned to each value there.
    const base = witnesses[0];
    const values = base === undefined ? [] : otherValues(board, x, base[x]!);
    if (base === undefined) {
      // Without any answer nothing can be backed: the engine found none (or gave up).
      complete = false;
      break;
    }
    let found = false;
    let allDone = true;
    for (const v of values) {
      const r = propagate.solve(board, {
        rule,
        cap: 1,
        budget: propagate.defaultBudget,
        pinned: pinnedAt(n, x, v),
      });
      if (r.answers.length > 0 && addWitness(r.answers[0]!, "propagate (pinned)")) {
        found = true;
        break;
      }
      if (!r.complete) allDone = false;
    }
    if (found) markBacked();
    else if (allDone) cells[x] = base[x]!; // no answer differs there: forced after all
    else complete = false;
  }
  const forcedMs = performance.now() - started;
  // Step 3: a second engine, pinned to each other value, must find no answer.
  const confirmStart = performance.now();
  let confirmed = 0;
  const used = new Set<string>();
  const seconds = engines.slice(1);
  const toConfirm: number[] = [];
  for (let x = 0; x < n; x++) {
    if (cells[x] !== -1 && otherValues(board, x, cells[x]!).length > 0) toConfirm.push(x);
  }
  const forced = toConfirm.length;
  const confirming = options.confirm !== false;
  if (confirming) options.onConfirm?.(0, forced);
  for (const [k, x] of confirming ? toConfirm.entries() : []) {
    const values = otherValues(board, x, cells[x]!);
    let cellConfirmed = true;
    for (const v of values) {
      let refuted = false;
      for (const engine of seconds) {
        const r = engine.solve(board, {
          rule,
          cap: 1,
          budget: options.confirmBudget ?? engine.defaultBudget,
          pinned: pinnedAt(n, x, v),
        });
        if (r.answers.length > 0) {
          const code = judgeProblem(board, r.answers[0]!, rule);
          disagreements.push(
            code === null
              ? `cell ${x}: propagate says forced to ${
                cells[x]
              }, ${engine.name} has an answer with ${v}`
              : `${engine.name} gave an answer the judge rejects (${code})`,
          );
          break;
        }
        if (r.complete) {
          refuted = true;
          used.add(engine.name);
          break;
        }
      }
      if (!refuted) {
        cellConfirmed = false;
        break;
      }
    }
    if (cellConfirmed) confirmed++;
    options.onConfirm?.(k + 1, forced);
  }
  return {
    cells,
    complete,
    forced,
    witnesses: witnesses.length,
    confirmed,
    confirmEngines: [...used],
    disagreements,
    forcedMs,
    confirmMs: performance.now() - confirmStart,
  };
}
