/**
 * Taking the times out of a command's output, to compare two runs: the output of
 * `--jobs 1` and `--jobs N`, or of one full run and a merge of shards, must be
 * the same apart from how long things took.
 *
 * @module
 */

/** The JSON keys that hold times. */
export const TIMING_KEYS: readonly string[] = ["ms", "seconds", "timing"];

/**
 * A JSON value with every timing key ({@link TIMING_KEYS}) removed, at any depth.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stripTiming } from "./timing.ts";
 * const s = stripTiming({ a: 1, ms: 3, b: [{ seconds: 2, c: 4 }] });
 * assert.ok(JSON.stringify(s) === '{"a":1,"b":[{"c":4}]}');
 * ```
 */
export function stripTiming(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTiming);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).filter(([k]) => !TIMING_KEYS.includes(k)).map((
        [k, v],
      ) => [k, stripTiming(v)]),
    );
  }
  return value;
}

/**
 * Text output with its times taken out: every decimal number with a fractional
 * part (the form every printed time takes: `7.0 ms`, `3.8 s`, a table's `12.5`)
 * becomes `#`, and runs of spaces become one, since a table's column widths
 * follow its widest time. Counts, which print without a decimal point, stay.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stripTimingText } from "./timing.ts";
 * assert.ok(stripTimingText("a.txt  unique, 12.5 ms") === stripTimingText("a.txt  unique, 7.0 ms"));
 * assert.ok(stripTimingText("149 boards, 0.4 s") !== stripTimingText("148 boards, 0.4 s"));
 * ```
 */
export function stripTimingText(text: string): string {
  return text.replace(/\d+\.\d+/g, "#").replace(/-{2,}/g, "--").replace(/ {2,}/g, " ");
}
