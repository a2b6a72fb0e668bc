/**
 * Quoting user input inside an error message: one helper, so that every message
 * shows input the same way. The quote is cut to at most {@link QUOTE_LIMIT}
 * characters (an ellipsis marks the cut), so a 10 MB line cannot flood a terminal,
 * and every character that does not print (controls, line and paragraph
 * separators, format characters, lone surrogates) is written as a `\uXXXX` escape,
 * so the message stays one readable line.
 *
 * @module
 */

/** The most characters a quote shows between its double quotes. */
export const QUOTE_LIMIT = 80;

/** Characters a quote writes as an escape rather than as themselves. */
const NON_PRINTING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/u;

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  '"': '\\"',
  "\\": "\\\\",
};

/** One character (a code point, or a lone surrogate) as the quote shows it. */
function shown(ch: string): string {
  const short = SHORT_ESCAPES[ch];
  if (short !== undefined) return short;
  if (!NON_PRINTING.test(ch)) return ch;
  let out = "";
  for (let i = 0; i < ch.length; i++) {
    out += "\\u" + ch.charCodeAt(i).toString(16).padStart(4, "0");
  }
  return out;
}

/**
 * `input` in double quotes for a message: non-printing characters escaped, and cut
 * to at most `limit` characters between the quotes, ending in `…` when cut. An
 * escape is never cut in half. A missing value (`undefined`) is shown as `""`.
 *
 * @example
 * ```ts
 * import { quote } from "./quote.ts";
 * import assert from "node:assert/strict";
 * assert.equal(quote("stostone/-1/6"), '"stostone/-1/6"');
 * assert.equal(quote("a\u2028b\x07"), '"a\\u2028b\\u0007"');
 * const long = quote("x".repeat(10_000_000));
 * assert.equal(long.length, 82);
 * assert.ok(long.endsWith('…"'));
 * ```
 */
export function quote(input: string | undefined, limit: number = QUOTE_LIMIT): string {
  const value = input ?? "";
  let out = "";
  let offset = 0; // input characters (UTF-16 units) consumed so far
  // Walks code points; a lone surrogate comes out on its own and is escaped.
  for (const ch of value) {
    const piece = shown(ch);
    const last = offset + ch.length === value.length;
    // The last piece may use the whole limit; any other must leave room for "…".
    if (out.length + piece.length > (last ? limit : limit - 1)) return `"${out}…"`;
    out += piece;
    offset += ch.length;
  }
  return `"${out}"`;
}

/**
 * A value read from JSON, for a message: a string quoted as {@link quote} quotes it; any other
 * value as its JSON text (bigints in decimal), escaped and cut the same way, `…` marking the
 * cut; a missing value (`undefined`) as `nothing`. The one way a schema check shows what it
 * got.
 *
 * @example
 * ```ts
 * import { quoteValue } from "./quote.ts";
 * import assert from "node:assert/strict";
 * assert.equal(quoteValue("fast"), '"fast"');
 * assert.equal(quoteValue({ a: [1, 2] }), '{"a":[1,2]}');
 * assert.equal(quoteValue(undefined), "nothing");
 * const long = quoteValue("y".repeat(300));
 * assert.ok(long.length === 82 && long.endsWith('…"'));
 * assert.ok(quoteValue(Array(300).fill(1)).endsWith("…"));
 * ```
 */
export function quoteValue(value: unknown, limit: number = QUOTE_LIMIT): string {
  if (typeof value === "string") return quote(value, limit);
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value, (_, v) => (typeof v === "bigint" ? v.toString() : v)) ??
    String(value);
  return oneLine(text, limit);
}

/**
 * A message made safe to print as one line: non-printing characters (line ends
 * included) escaped as in {@link quote}, other characters, backslashes and quotes
 * left as they are, and cut to `limit` characters. The last line of defence for
 * messages built by code that did not quote its input.
 *
 * @example
 * ```ts
 * import { oneLine } from "./quote.ts";
 * import assert from "node:assert/strict";
 * assert.equal(oneLine('bad "x"\nline \\u0007'), 'bad "x"\\nline \\u0007');
 * assert.equal(oneLine("y".repeat(5000)).length, 1000);
 * ```
 */
export function oneLine(message: string, limit = 1000): string {
  let out = "";
  for (const ch of message) {
    const piece = ch === "\\" || ch === '"' ? ch : shown(ch);
    if (out.length + piece.length > limit - 1) return out + "…";
    out += piece;
  }
  return out;
}
