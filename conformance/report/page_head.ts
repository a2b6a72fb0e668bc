/**
 * The opening every page of the report shares, so the report and the board page
 * cannot drift apart in charset, viewport or icon.
 *
 * @module
 */

/**
 * The lines from `<!DOCTYPE html>` to `</head>`, with `inHead` (already escaped
 * markup: title, styles) after the shared meta and icon lines.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pageHead } from "./page_head.ts";
 * const lines = pageHead(["<title>x</title>"]);
 * assert.deepEqual([lines[0], lines.at(-2), lines.at(-1)], [
 *   "<!DOCTYPE html>",
 *   "<title>x</title>",
 *   "</head>",
 * ]);
 * ```
 */
export function pageHead(inHead: readonly string[]): string[] {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // An empty data: icon keeps the browser from asking for /favicon.ico.
    '<link rel="icon" href="data:,">',
    ...inHead,
    "</head>",
  ];
}
