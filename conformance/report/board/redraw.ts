/**
 * How the board page redraws its SVG without parsing it all again: the drawing is one
 * element per line, and after an edit most lines (the grid, the clues, the other board)
 * are the same, so only the lines that changed are parsed (page.ts applies the plan).
 *
 * @module
 */

/**
 * For each line of `next`, the index of a line of `old` that is the same and can be kept
 * (indices increase, so kept elements stay in order), or the line itself when it must be
 * parsed. Lines of `old` not listed are removed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { redrawPlan } from "./redraw.ts";
 * assert.deepEqual(redrawPlan(["grid", "borders", "clues"], ["grid", "borders2", "clues"]), [
 *   0,
 *   "borders2",
 *   2,
 * ]);
 * assert.deepEqual(redrawPlan(["a", "b"], ["b", "a"]), [1, "a"]);
 * ```
 */
export function redrawPlan(old: readonly string[], next: readonly string[]): (number | string)[] {
  const plan: (number | string)[] = [];
  let from = 0;
  for (const line of next) {
    const at = old.indexOf(line, from);
    if (at < 0) plan.push(line);
    else {
      plan.push(at);
      from = at + 1;
    }
  }
  return plan;
}
