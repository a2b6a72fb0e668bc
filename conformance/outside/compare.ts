/**
 * The rules of interpretation (conformance/INTERPRETING.md, "Verdicts"): whether an
 * outside engine's well-formed response for a board passes, and if not, which kind of
 * failure it is. Checks run in the contract's order and the first that finds
 * something decides.
 *
 * @module
 */

import { answerRows, type Board } from "../../core/formats/mod.ts";
import { judge, type Rule } from "../../core/genre.ts";
import { answerKey } from "../consensus/consensus.ts";
import type { EngineResponse, GiveUpReason, Misplaced } from "./protocol.ts";
import type { Reference } from "./reference.ts";

/** The kinds of FAIL, in the order they are checked. */
export const FAILURE_CATEGORIES = [
  "duplicate",
  "over-cap",
  "wrong-answer",
  "extra-answer",
  "claimed-complete",
  "missing-answer",
] as const;

/** One kind of FAIL. */
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];

/**
 * Why an engine gave up on a board: the reason it gave (contract version 3), or
 * `unstated` (an engine of an older version, or one that did not say).
 */
export type GiveUp = GiveUpReason | "unstated";

/** The outcome of comparing one response with the reference. */
export type Comparison =
  | {
    /** The response is right. */
    readonly status: "pass";
    /**
     * Set when the engine said incomplete with fewer than `cap` answers (it did not
     * decide): why; null when it decided.
     */
    readonly gaveUp: GiveUp | null;
    /** Empty, or a note (a give-up says so, with the engine's note). */
    readonly reason: string;
  }
  | {
    /** The response is wrong. */
    readonly status: "fail";
    /** Which way. */
    readonly category: FailureCategory;
    /** One line: what is wrong, quoting the offending answer as row strings. */
    readonly reason: string;
  };

function rowsOf(board: Board, answer: Uint8Array): string {
  return answerRows(board, answer).join("/");
}

/** At most this many cells are named in a reason; more are counted. */
const CELLS_NAMED = 8;

/**
 * Cells as `r<row>c<col>` (1-based), the first few of them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { cellList } from "./compare.ts";
 * assert.equal(cellList(3, [0, 4]), "r1c1 r2c2");
 * assert.equal(cellList(1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), "r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 and 2 more");
 * ```
 */
export function cellList(cols: number, cells: readonly number[]): string {
  const named = cells.slice(0, CELLS_NAMED).map((cell) =>
    `r${Math.floor(cell / cols) + 1}c${(cell % cols) + 1}`
  );
  const more = cells.length - named.length;
  return named.join(" ") + (more > 0 ? ` and ${more} more` : "");
}

/**
 * Why an answer breaks the rules, or null when it does not: a mark that disagrees
 * with the board's black cells (read with the response), else the judge's verdict.
 */
function ruleBreak(
  board: Board,
  answer: Uint8Array,
  rule: Rule,
  misplaced: Misplaced | null | undefined,
): { code: string; cells: number[] } | null {
  if (misplaced) return misplaced;
  const verdict = judge(board, answer, rule);
  return verdict.ok ? null : { code: verdict.code!, cells: verdict.cells };
}

function fail(category: FailureCategory, reason: string): Comparison {
  return { status: "fail", category, reason: `${category}: ${reason}` };
}

/**
 * Compares a response for `board` under `rule` with the built-in engines' reference.
 * `reference` must not be `undecided` (such boards are skipped, never compared).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareResponse } from "./compare.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/1/2/0");
 * const all = { kind: "all", keys: new Set(["01"]) } as const;
 * const right = compareResponse(board, "exact", 2, { answers: [new Uint8Array([0, 1])], complete: true }, all);
 * assert.ok(right.status === "pass");
 * const none = compareResponse(board, "exact", 2, { answers: [], complete: true }, all);
 * assert.ok(none.status === "fail" && none.category === "missing-answer");
 * ```
 */
export function compareResponse(
  board: Board,
  rule: Rule,
  cap: number,
  response: EngineResponse,
  reference: Reference,
): Comparison {
  if (reference.kind === "undecided") {
    throw new RangeError(`compareResponse: the reference is undecided (${reference.reason})`);
  }
  const { answers, complete, misplaced = [] } = response;
  const keys = answers.map(answerKey);
  const seen = new Set<string>();
  for (const [i, key] of keys.entries()) {
    // Misplaced marks are part of what was sent: two answers that differ only there differ.
    const sent = `${key} ${misplaced[i]?.cells.join() ?? ""}`;
    if (seen.has(sent)) {
      return fail(
        "duplicate",
        `answer ${i + 1} repeats an earlier one: ${rowsOf(board, answers[i]!)}`,
      );
    }
    seen.add(sent);
  }
  const found = new Set(keys);
  if (answers.length > cap) return fail("over-cap", `${answers.length} answers for cap ${cap}`);
  for (const [i, answer] of answers.entries()) {
    const broken = ruleBreak(board, answer, rule, misplaced[i]);
    if (broken !== null) {
      // A misplaced mark does not survive reading, so such rows would not show it.
      const rows = misplaced[i] ? "" : `: ${rowsOf(board, answer)}`;
      return fail(
        "wrong-answer",
        `answer ${i + 1} breaks the rules (${broken.code} at ${
          cellList(board.cols, broken.cells)
        })${rows}`,
      );
    }
  }
  if (reference.kind === "all") {
    for (const [i, key] of keys.entries()) {
      if (!reference.keys.has(key)) {
        // The judge accepts it, yet complete built-in engines did not find it: if this
        // reproduces, the suite itself is wrong; report it.
        return fail(
          "extra-answer",
          `answer ${i + 1} passes the judge but the built-in engines (complete) did not find it: ${
            rowsOf(board, answers[i]!)
          }`,
        );
      }
    }
  }
  if (complete) {
    const total = reference.keys.size;
    if (reference.kind === "more" || total > cap) {
      const atLeast = reference.kind === "more" ? "at least " : "";
      return fail(
        "claimed-complete",
        `said complete with ${answers.length} answer(s), but the board has ${atLeast}${total} (more than cap ${cap})`,
      );
    }
    const missing = [...reference.keys].filter((k) => !found.has(k)).sort();
    if (missing.length > 0) {
      const rows = Uint8Array.from(missing[0]!, Number);
      return fail(
        "missing-answer",
        `said complete with ${answers.length} answer(s), but the board has ${total}; missing: ${
          rowsOf(board, rows)
        }`,
      );
    }
  }
  if (complete || answers.length >= cap) return { status: "pass", gaveUp: null, reason: "" };
  const gaveUp = response.gaveUp ?? "unstated";
  const said = gaveUp === "unstated" ? "no reason given" : `"${gaveUp}"`;
  const note = response.note ? `: ${response.note}` : "";
  return {
    status: "pass",
    gaveUp,
    reason: `gave up (${said}) with ${answers.length} answer(s) for cap ${cap}${note}`,
  };
}
