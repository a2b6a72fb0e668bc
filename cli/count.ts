/**
 * `count --rows H --cols W [--rule R|all] [--method enum|matrix] [--slice K/N] [--json]`:
 * count the region-free shadings of an H×W board under rule 4's readings.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { count, countResultText } from "../conformance/counting/mod.ts";
import { EXIT, intOption, printJson, UsageError } from "./io.ts";
import { progressLine } from "./progress.ts";

/** Parses `K/N` (1-based K) into a 0-based slice. */
export function parseSlice(
  name: string,
  text: string | undefined,
): { index: number; of: number } | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const k = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!m || n < 1 || k < 1 || k > n) {
    throw new UsageError(`--${name} must be K/N with 1 <= K <= N, got "${text}"`);
  }
  return { index: k - 1, of: n };
}

/** Runs the verb; returns the exit code. */
export function countCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      rows: { type: "string" },
      cols: { type: "string" },
      rule: { type: "string" },
      method: { type: "string" },
      slice: { type: "string" },
      json: { type: "boolean" },
      quiet: { type: "boolean" },
    },
    allowPositionals: true,
  });
  if (positionals.length) throw new UsageError(`count takes no board, got "${positionals[0]}"`);
  if (values.rows === undefined || values.cols === undefined) {
    throw new UsageError("count needs --rows H and --cols W");
  }
  const rows = intOption("rows", values.rows, 0);
  const cols = intOption("cols", values.cols, 0);
  const rule = values.rule ?? "all";
  if (!["exact", "convex", "count", "all"].includes(rule)) {
    throw new UsageError(`--rule "${rule}" is not exact, convex, count or all`);
  }
  const method = values.method ?? "matrix";
  if (method !== "enum" && method !== "matrix") {
    throw new UsageError(`--method "${method}" is not enum or matrix`);
  }
  const slice = parseSlice("slice", values.slice);
  if (slice && method !== "enum") throw new UsageError("--slice works with --method enum only");
  const progress = progressLine(!values.quiet);
  const start = performance.now();
  const result = count({
    rows,
    cols,
    rule: rule as "exact" | "convex" | "count" | "all",
    method,
    slice,
    onProgress: (p) => progress.update(p.walked, p.total, "grids"),
  });
  progress.done();
  const seconds = (performance.now() - start) / 1000;
  if (values.json) {
    printJson({
      rows,
      cols,
      method,
      rule,
      slice: slice ? `${slice.index + 1}/${slice.of}` : null,
      exact: result.exact?.toString() ?? null,
      convex: result.convex?.toString() ?? null,
      count: result.count?.toString() ?? null,
      walked: result.walked ?? null,
      seconds,
    });
  } else {
    console.log(countResultText(result));
    if (result.walked !== undefined) {
      console.log(
        `${result.walked} grids walked in ${seconds.toFixed(2)} s (${
          Math.round(result.walked / Math.max(seconds, 1e-9))
        } grids/s)`,
      );
    }
  }
  return Promise.resolve(EXIT.ok);
}
