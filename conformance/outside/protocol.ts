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

/** A response line, parsed and checked against its board. */
export interface EngineResponse {
  /** The answers, as per-cell arrays (see each genre's board module). */
  readonly answers: Uint8Array[];
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
 * row-string arrays that fit the board and a boolean `complete`, or (when `id` is not
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
  const parsed = answers.map((rows: unknown, i) => {
    if (!Array.isArray(rows) || !rows.every((row) => typeof row === "string")) {
      throw new SyntaxError(
        `answer ${i + 1} must be an array of row strings, got ${describe(rows)}`,
      );
    }
    try {
      return parseAnswerRows(board, rows);
    } catch (e) {
      if (e instanceof SyntaxError || e instanceof RangeError) {
        throw new SyntaxError(`answer ${i + 1}: ${e.message}`);
      }
      throw e;
    }
  });
  if (version < 3) return { answers: parsed, complete };
  return { answers: parsed, complete, ...giveUpOf(value as Record<string, unknown>, complete) };
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
