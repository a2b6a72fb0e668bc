/**
 * Plain-text tables for terminal output: columns padded to their widest cell,
 * numbers right-aligned.
 *
 * @module
 */

/**
 * Formats rows under a header. Cells that look like numbers are right-aligned.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { textTable } from "./text_table.ts";
 * const t = textTable(["id", "n"], [["a", "1"], ["bb", "22"]]);
 * assert.ok(t.split("\n")[2] === "a    1");
 * ```
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const numeric = /^[-+]?[\d,.]+%?$/;
  const line = (cells: readonly string[]): string =>
    cells.map((cell, i) => {
      const w = widths[i]!;
      return numeric.test(cell) ? cell.padStart(w) : cell.padEnd(w);
    }).join("  ").trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
