/**
 * Escaping for text placed in HTML or SVG markup. The report embeds strings that
 * come from JSON (claim figures, witness descriptions, URLs, error messages), so
 * every one of them passes through here before it lands in the page.
 *
 * @module
 */

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes `&`, `<`, `>`, `"` and `'`, so the result is safe both as element text
 * and inside a quoted attribute value, in HTML and in XML (SVG) alike.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { escapeMarkup } from "./escape.ts";
 * assert.ok(escapeMarkup(`<a href="x">&'`) === "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
 * ```
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}
