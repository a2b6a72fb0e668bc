/**
 * Reading a board from user input in any of the three formats, detected from the
 * text itself, with errors that name where the input came from.
 *
 * @module
 */

import { readPzprv3 } from "./pzprv3.ts";
import { readText } from "./text.ts";
import { type Board, decodeUrl } from "./url.ts";
import { quote } from "../quote.ts";

/** The formats {@link parseBoardInput} recognises. */
export type BoardFormat = "url" | "pzprv3" | "text";

/** What {@link parseBoardInput} returns. */
export interface BoardInput {
  /** The puzzle. */
  readonly board: Board;
  /** The answer stored with it, or null (URLs never carry one). */
  readonly answer: Uint8Array | null;
  /** Which format the input was in. */
  readonly format: BoardFormat;
}

/** A line that holds a puzz.link address of a genre this suite reads. */
const URL_LINE = /(?:stostone|dosufuwa)(?:_edit|_play)?\//;

const TEXT_HEADER = /^(?:stostone|dosun-fuwari|dosufuwa)[ \t]+[0-9]+x[0-9]+$/;

/**
 * Which format a text is in, or null when it looks like none of them:
 * - `url`: one line (surrounding whitespace aside) containing `stostone/` or `dosufuwa/`;
 * - `pzprv3`: the first line starts with `pzprv3` (also the one-line `/`-separated form);
 * - `text`: after blank and `//` lines, a header like `stostone 6x6`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { detectFormat } from "./load.ts";
 * assert.ok(detectFormat("https://puzz.link/p?stostone/3/2/qgg3g\n") === "url");
 * assert.ok(detectFormat("pzprv3.1\nstostone\n") === "pzprv3");
 * assert.ok(detectFormat("// note\nstostone 2x2\n") === "text");
 * assert.ok(detectFormat("hello") === null);
 * ```
 */
export function detectFormat(text: string): BoardFormat | null {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed.startsWith("pzprv3")) return "pzprv3";
  if (!/[\r\n]/.test(trimmed) && URL_LINE.test(trimmed)) {
    return "url";
  }
  // A web address of another genre is still a URL: the decoder then names the genre.
  if (/^https?:\/\/\S*\?\S/i.test(trimmed)) return "url";
  for (const line of trimmed.split(/\r?\n/)) {
    const t = line.trim();
    if (t === "" || t.startsWith("//")) continue;
    return TEXT_HEADER.test(t) ? "text" : null;
  }
  return null;
}

/**
 * Why a text in no known format was refused. A URL among other lines gets its own
 * message: quoting only the first line would hide that the URL was there and
 * that it must stand alone.
 */
function unknownFormatMessage(text: string): string {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const filled = lines.flatMap((line, i) => line.trim() === "" ? [] : [i]);
  const urlAt = filled.find((i) => URL_LINE.test(lines[i] ?? ""));
  if (urlAt !== undefined && filled.length > 1) {
    const other = filled.find((i) => i !== urlAt) ?? 0;
    return `a puzz.link URL must be alone in its input: line ${urlAt + 1} holds one ` +
      `(${quote((lines[urlAt] ?? "").trim())}), but ${filled.length - 1} other non-blank ` +
      `line(s) come with it, such as line ${other + 1} (${quote((lines[other] ?? "").trim())})`;
  }
  const first = text.trim().split(/\r?\n/)[0] ?? "";
  return `not a puzz.link URL, pzprv3 file or text-form board (first line ${quote(first)})`;
}

/** Rethrows `error` as the same class with `origin: ` in front of its message. */
function withOrigin(error: unknown, origin: string): unknown {
  if (error instanceof SyntaxError) {
    return new SyntaxError(`${origin}: ${error.message}`, { cause: error });
  }
  if (error instanceof RangeError) {
    return new RangeError(`${origin}: ${error.message}`, { cause: error });
  }
  return error;
}

/**
 * Reads a board from a puzz.link URL, a pzprv3 file or the text form, detecting which.
 * Every `SyntaxError` or `RangeError` is rethrown as the same class with `origin` (a
 * file path, `stdin`, `url`, …) in front of its message; input in no known format is a
 * `SyntaxError`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseBoardInput } from "./load.ts";
 * const { board, format } = parseBoardInput("stostone/3/2/qgg3g", "url");
 * assert.ok(format === "url" && board.rows === 2);
 * try {
 *   parseBoardInput("stostone/3/2/q", "puzzles.txt");
 * } catch (e) {
 *   assert.ok(e instanceof SyntaxError && e.message.startsWith("puzzles.txt: "));
 * }
 * ```
 */
export function parseBoardInput(text: string, origin: string): BoardInput {
  if (!text.includes("\n") && /\r[^\n]/.test(text.trim())) {
    // Old Mac line endings: every reader below would see one long line.
    throw withOrigin(
      new SyntaxError("its lines end in CR alone (old Mac line endings); use LF or CRLF"),
      origin,
    );
  }
  const format = detectFormat(text);
  try {
    switch (format) {
      case "url":
        return { board: decodeUrl(text.trim()), answer: null, format };
      case "pzprv3":
        return { ...readPzprv3(text), format };
      case "text":
        return { ...readText(text), format };
      case null: {
        if (text.trim() === "") throw new SyntaxError("empty: no board in it");
        throw new SyntaxError(unknownFormatMessage(text));
      }
    }
  } catch (error) {
    throw withOrigin(error, origin);
  }
}
