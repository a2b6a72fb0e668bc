/**
 * The wire format between the suite and an outside engine (conformance/INTERPRETING.md):
 * the request line the suite writes and the response line it reads back.
 *
 * @module
 */

import { type Board, parseAnswerRows } from "../../core/formats/mod.ts";
import type { Rule } from "../../core/genre.ts";
import { oneLine, quote } from "../../core/quote.ts";

/** The version of conformance/INTERPRETING.md this code implements (and uses by default). */
export const CONTRACT_VERSION = 3;

/**
 * The contract versions `engine --contract` accepts. Version 1 (no request id) is
 * kept for engines written against it; it can tell an engine out of step only by
 * timing (output that arrives before its request). Version 2 has ids but no way to
 * say why an engine gave up.
 */
export const CONTRACT_VERSIONS: readonly ContractVersion[] = [1, 2, 3];

/** A contract version. */
export type ContractVersion = 1 | 2 | 3;

/**
 * Why an engine gave up on a board (version 3, `"gaveUp"`): `unsupported` (this rule
 * setting, or a feature of the board, is not implemented) or `limit` (it ran out of
 * time, memory or another budget of its own).
 */
export const GIVE_UP_REASONS = ["unsupported", "limit"] as const;

/** A reason for giving up. */
export type GiveUpReason = (typeof GIVE_UP_REASONS)[number];

/** The longest response line the suite reads; anything longer is malformed. */
export const MAX_RESPONSE_CHARS = 4_000_000;

/**
 * A well-formed Dosun-Fuwari answer whose marks disagree with the board's black
 * cells: `pieceOnBlack` (a balloon or iron ball on a black cell) or `blackMismatch`
 * (`.` on a black cell, `#` on a white one). The answer is then wrong, not malformed.
 */
export interface Misplaced {
  /** Which disagreement (a piece on a black cell is named first). */
  readonly code: "pieceOnBlack" | "blackMismatch";
  /** Its cells, row-major, ascending. */
  readonly cells: number[];
}

/** A response line, parsed and checked against its board. */
export interface EngineResponse {
  /**
   * The answers, as per-cell arrays (see each genre's board module). A misplaced mark
   * is read as what the board has there: nothing on a black cell, empty on a white one.
   */
  readonly answers: Uint8Array[];
  /** Per answer, where its marks disagree with the board's black cells (absent: nowhere). */
  readonly misplaced?: (Misplaced | null)[];
  /** Whether the engine says it found every answer. */
  readonly complete: boolean;
  /** Why it gave up (version 3), or null when it did not say. */
  readonly gaveUp?: GiveUpReason | null;
  /** The engine's own note on its give-up (version 3), or null. */
  readonly note?: string | null;
}

/**
 * The request line for one board: `<id> <url> <rule> <cap>` and a line feed
 * (contract version 2), or `<url> <rule> <cap>` when `id` is null (version 1).
 * An id is one or more of `[0-9A-Za-z_-]`.
 *
 * @example
 * ```ts
 * import { requestLine } from "./protocol.ts";
 * import assert from "node:assert/strict";
 * assert.equal(requestLine("https://puzz.link/p?stostone/1/2/0", "exact", 2, "7"),
 *   "7 https://puzz.link/p?stostone/1/2/0 exact 2\n");
 * assert.equal(requestLine("https://puzz.link/p?stostone/1/2/0", "exact", 2, null),
 *   "https://puzz.link/p?stostone/1/2/0 exact 2\n");
 * ```
 */
export function requestLine(url: string, rule: Rule, cap: number, id: string | null): string {
  if (/\s/.test(url)) {
    throw new RangeError(`request: the URL contains white space: ${quote(url)}`);
  }
  if (!Number.isInteger(cap) || cap < 1) {
    throw new RangeError(`request: cap must be >= 1, got ${cap}`);
  }
  if (id !== null && !/^[0-9A-Za-z_-]+$/.test(id)) {
    throw new RangeError(`request: an id is one or more of [0-9A-Za-z_-], got ${quote(id)}`);
  }
  return `${id === null ? "" : id + " "}${url} ${rule} ${cap}\n`;
}

function describe(value: unknown): string {
  return typeof value === "string"
    ? quote(value)
    : oneLine(JSON.stringify(value) ?? String(value), 80);
}

/**
 * Parses one response line (without its line end) for `board`. Throws `SyntaxError`
 * saying what is wrong when the line is not one JSON object with an `answers` array of
 * row-string arrays that fit the board (as many rows as the board, each as long as a
 * row, of the genre's characters) and a boolean `complete`, or (when `id` is not
 * null, contract version 2 on) when its `"id"` is not the request's id: a response to
 * another request means the engine is out of step. From `version` 3 on it also reads
 * `"gaveUp"` (`"unsupported"` or `"limit"`, only with `"complete": false`) and
 * `"note"` (a string), both optional. Other keys are ignored.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseResponse } from "./protocol.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/1/2/0");
 * const r = parseResponse(board, '{"answers":[[".","#"]],"complete":true}');
 * assert.ok(r.complete && r.answers[0]!.join("") === "01");
 * try {
 *   parseResponse(board, '{"answers":[["#"]],"complete":true}');
 *   assert.ok(false);
 * } catch (e) {
 *   assert.ok(e instanceof SyntaxError);
 * }
 * ```
 */
export function parseResponse(
  board: Board,
  line: string,
  id: string | null = null,
  version: ContractVersion = CONTRACT_VERSION,
): EngineResponse {
  if (line.length > MAX_RESPONSE_CHARS) {
    throw new SyntaxError(`response is ${line.length} characters long, over ${MAX_RESPONSE_CHARS}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new SyntaxError(`response is not JSON: ${describe(line)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SyntaxError(`response is not a JSON object: ${describe(value)}`);
  }
  if (id !== null) {
    const got = (value as { id?: unknown }).id;
    if (got === undefined) {
      throw new SyntaxError(`"id" is missing: expected "${id}", the id of the request`);
    }
    if (typeof got !== "string") {
      throw new SyntaxError(
        `"id" is ${describe(got)}, not a string: the id is echoed as the JSON string "${id}"`,
      );
    }
    if (got !== id) {
      throw new SyntaxError(
        `"id" is ${describe(got)}, not "${id}": a response to another request (out of step)`,
      );
    }
  }
  const { answers, complete } = value as { answers?: unknown; complete?: unknown };
  if (typeof complete !== "boolean") {
    throw new SyntaxError(`"complete" must be true or false, got ${describe(complete)}`);
  }
  if (!Array.isArray(answers)) {
    throw new SyntaxError(`"answers" must be an array, got ${describe(answers)}`);
  }
  const misplaced: (Misplaced | null)[] = [];
  const parsed = answers.map((rows: unknown, i) => {
    if (!Array.isArray(rows) || !rows.every((row) => typeof row === "string")) {
      throw new SyntaxError(
        `answer ${i + 1} must be an array of row strings, got ${describe(rows)}`,
      );
    }
    try {
      const { fitted, found } = fitToBlackCells(board, rows);
      misplaced.push(found);
      return parseAnswerRows(board, fitted);
    } catch (e) {
      if (e instanceof SyntaxError || e instanceof RangeError) {
        throw new SyntaxError(`answer ${i + 1}: ${e.message}`);
      }
      throw e;
    }
  });
  const read = misplaced.some((m) => m !== null)
    ? { answers: parsed, complete, misplaced }
    : { answers: parsed, complete };
  if (version < 3) return read;
  return { ...read, ...giveUpOf(value as Record<string, unknown>, complete) };
}

/**
 * A Dosun-Fuwari answer's rows with every known mark that disagrees with the board's
 * black cells replaced by what the board has there (`#` on black, `.` on white), and
 * where they disagreed; anything else (wrong sizes, unknown characters) is left for
 * `parseAnswerRows` to refuse.
 */
function fitToBlackCells(
  board: Board,
  rows: readonly string[],
): { fitted: readonly string[]; found: Misplaced | null } {
  if (board.genre !== "dosun-fuwari" || rows.length !== board.rows) {
    return { fitted: rows, found: null };
  }
  const onBlack: number[] = [];
  const mismatch: number[] = [];
  const fitted = rows.map((row, r) => {
    if (row.length !== board.cols) return row;
    return [...row].map((ch, c) => {
      const cell = r * board.cols + c;
      const black = board.black[cell] === 1;
      if (black && (ch === "o" || ch === "x")) onBlack.push(cell);
      else if (black && ch === ".") mismatch.push(cell);
      else if (!black && ch === "#") mismatch.push(cell);
      else return ch;
      return black ? "#" : ".";
    }).join("");
  });
  const found: Misplaced | null = onBlack.length > 0
    ? { code: "pieceOnBlack", cells: onBlack }
    : mismatch.length > 0
    ? { code: "blackMismatch", cells: mismatch }
    : null;
  return { fitted, found };
}

/** The version 3 keys `"gaveUp"` and `"note"`, checked. */
function giveUpOf(
  value: Record<string, unknown>,
  complete: boolean,
): { gaveUp: GiveUpReason | null; note: string | null } {
  const { gaveUp = null, note = null } = value;
  if (gaveUp !== null && !GIVE_UP_REASONS.includes(gaveUp as GiveUpReason)) {
    throw new SyntaxError(
      `"gaveUp" must be ${GIVE_UP_REASONS.map((r) => `"${r}"`).join(" or ")}, got ${
        describe(gaveUp)
      }`,
    );
  }
  if (gaveUp !== null && complete) {
    throw new SyntaxError(`"gaveUp" goes with "complete": false, got "complete": true`);
  }
  if (note !== null && typeof note !== "string") {
    throw new SyntaxError(`"note" must be a string, got ${describe(note)}`);
  }
  return { gaveUp: gaveUp as GiveUpReason | null, note: note === null ? null : oneLine(note, 200) };
}
