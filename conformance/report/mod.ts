/**
 * The report: the conformance results as static HTML (with one SVG per board and the
 * interactive board page), its data model, and plain-text tables for the terminal.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { textTable } from "./mod.ts";
 * assert.equal(textTable(["a", "b"], [["1", "22"]]).split("\n").length, 3);
 * ```
 *
 * @module
 */

export { buildReport } from "./html.ts";
export * from "./data.ts";
export { boardSvg } from "./svg.ts";
export { textTable } from "./text_table.ts";
export { BOARD_PAGE, BOARD_SCRIPT, writeBoardPage } from "./board/html.ts";
