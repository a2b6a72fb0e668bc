/**
 * Finds `console.assert` inside the TypeScript examples of JSDoc comments.
 *
 * `deno test --doc` runs every fenced `ts` block of a JSDoc comment, but `console.assert`
 * only prints when its condition is false, so an example asserting with it passes
 * even when it is wrong. Examples assert with `node:assert/strict`; this scanner
 * lets a test keep it that way.
 *
 * @module
 */

/** One `console.assert` found in an example: the file and its 1-based line. */
export interface ExampleConsoleAssert {
  readonly path: string;
  readonly line: number;
}

/** What a scan of one file found. */
export interface ExampleScan {
  /** How many fenced `ts` blocks inside JSDoc comments the file holds. */
  readonly blocks: number;
  /** Every line of those blocks that calls `console.assert`. */
  readonly found: ExampleConsoleAssert[];
}

const FENCE_TS = /^\s*\*\s?```(?:ts|tsx|typescript|js|jsx|javascript)\s*$/;
const CONSOLE_ASSERT = /\bconsole\s*\.\s*assert\b/;
const FENCE_END = /^\s*\*\s?```\s*$/;

/**
 * Scans `text` (the contents of the file at `path`) for fenced `ts` (or `js`) blocks of JSDoc comments and the
 * `console.assert` calls inside them. Lines outside such blocks are ignored, so
 * code may still use `console.assert` for logging.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { scanExamples } from "./doc_examples.ts";
 * const fence = "`".repeat(3);
 * const text = ["/**", ` * ${fence}ts`, " * console" + ".assert(1 + 1 === 3);", ` * ${fence}`, " *\/"];
 * const scan = scanExamples("x.ts", text.join("\n"));
 * assert.equal(scan.blocks, 1);
 * assert.deepEqual(scan.found, [{ path: "x.ts", line: 3 }]);
 * ```
 */
export function scanExamples(path: string, text: string): ExampleScan {
  const found: ExampleConsoleAssert[] = [];
  let blocks = 0;
  let inBlock = false;
  text.split("\n").forEach((line, index) => {
    if (!inBlock) {
      if (FENCE_TS.test(line)) {
        inBlock = true;
        blocks++;
      }
    } else if (FENCE_END.test(line)) {
      inBlock = false;
    } else if (CONSOLE_ASSERT.test(line)) {
      found.push({ path, line: index + 1 });
    }
  });
  return { blocks, found };
}
