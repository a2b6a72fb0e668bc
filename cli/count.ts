/**
 * `count --recurrence [--rows 4,6,8]` (the H×n sequences and their proven recurrences), or
 * `count --rows H --cols W [--rule R|all] [--method enum|matrix] [--slice K/N] [--jobs N] [--json]`:
 * count the region-free shadings of an H×W board under rule 4's readings.
 *
 * `--jobs N` (enum only) splits the walk (or the `--slice` given) into
 * {@link SLICES_PER_JOB}·N slices and walks them on N worker threads; the slices add
 * up to the whole, so the counts are the same for any N. Progress then counts
 * finished slices.
 *
 * @module
 */

import { parseArgs } from "node:util";
import {
  count,
  type CountResult,
  countResultText,
  proveRecurrence,
  recurrenceReport,
  recurrenceText,
} from "../conformance/counting/mod.ts";
import type { EnumerationCounts } from "../conformance/counting/enumerate.ts";
import { runUnits } from "../conformance/parallel/pool.ts";
import { countSliceUnits } from "../conformance/parallel/units/count.ts";
import { EXIT, intOption, printJson, UsageError } from "./io.ts";
import { progressLine } from "./progress.ts";

/**
 * Slices per job for `--jobs`: more slices than jobs, so that a worker that gets
 * cheap slices picks up more instead of waiting for the slowest.
 */
export const SLICES_PER_JOB = 4;

/**
 * Walks an enumeration (or one slice of it) as `jobs`·{@link SLICES_PER_JOB} slices
 * on `jobs` workers and adds up their counts. Throws `RangeError` as `count` does,
 * and `Error` naming a slice that failed.
 *
 * @example
 * ```ts
 * import { countOnJobs } from "./count.ts";
 * import { count } from "../conformance/counting/mod.ts";
 * const r = await countOnJobs({ rows: 4, cols: 3, rule: "all", jobs: 1 }); // any jobs: same counts
 * console.assert(r.exact === count({ rows: 4, cols: 3, method: "enum" }).exact);
 * ```
 */
export async function countOnJobs(request: {
  readonly rows: number;
  readonly cols: number;
  readonly rule: "exact" | "convex" | "count" | "all";
  readonly jobs: number;
  readonly slice?: { readonly index: number; readonly of: number };
  readonly onProgress?: (done: number, total: number) => void;
}): Promise<CountResult> {
  const { rows, cols, rule } = request;
  const units = countSliceUnits(rows, cols, request.jobs * SLICES_PER_JOB, request.slice);
  const results = await runUnits(units, { jobs: request.jobs, onProgress: request.onProgress });
  const total = { exact: 0, convex: 0, count: 0, walked: 0 };
  for (const r of results) {
    if (!r.ok) {
      // A bad size fails in every slice: report it as the bad input it is.
      if (r.errorName === "RangeError") {
        throw new RangeError(r.error.replace(/^.*?RangeError: /, ""));
      }
      throw new Error(r.error);
    }
    const part = r.value as unknown as EnumerationCounts;
    total.exact += part.exact;
    total.convex += part.convex;
    total.count += part.count;
    total.walked += part.walked;
  }
  const wants = (r: string): boolean => rule === "all" || rule === r;
  return {
    rows,
    cols,
    method: "enum",
    rule,
    ...(wants("exact") ? { exact: BigInt(total.exact) } : {}),
    ...(wants("convex") ? { convex: BigInt(total.convex) } : {}),
    ...(wants("count") ? { count: BigInt(total.count) } : {}),
    walked: total.walked,
    ...(request.slice !== undefined ? { slice: request.slice } : {}),
  };
}

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

/**
 * `count --recurrence [--rows 4,6,8]`: the exact H×n sequences to n = 20 and their
 * minimal linear recurrences, proven from the transfer matrix (Cayley–Hamilton plus
 * Berlekamp–Massey), with the argument spelled out.
 */
function recurrenceCommand(rowsOption: string | undefined, json: boolean): number {
  const heights = (rowsOption ?? "4,6,8").split(",").map((h) => {
    const n = Number(h.trim());
    if (!Number.isInteger(n) || n < 2 || n > 10 || n % 2) {
      throw new UsageError(`--rows for --recurrence takes even heights from 2 to 10, got "${h}"`);
    }
    return n;
  });
  if (json) {
    printJson(heights.map((h) => {
      const p = proveRecurrence(h);
      return {
        rows: h,
        matrixSize: p.matrixSize,
        terms: p.terms.map(String),
        recurrence: p.coefficients.map(String),
        text: recurrenceText(p.coefficients),
        argument: p.argument,
      };
    }));
  } else console.log(recurrenceReport(heights));
  return EXIT.ok;
}

/** Runs the verb; returns the exit code. */
export async function countCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      rows: { type: "string" },
      cols: { type: "string" },
      rule: { type: "string" },
      method: { type: "string" },
      slice: { type: "string" },
      jobs: { type: "string" },
      json: { type: "boolean" },
      quiet: { type: "boolean" },
      recurrence: { type: "boolean" },
    },
    allowPositionals: true,
  });
  if (positionals.length) throw new UsageError(`count takes no board, got "${positionals[0]}"`);
  if (values.recurrence) return recurrenceCommand(values.rows, values.json ?? false);
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
  const jobs = values.jobs === undefined ? null : intOption("jobs", values.jobs, 1);
  if (jobs !== null && method !== "enum") {
    throw new UsageError("--jobs works with --method enum only");
  }
  const progress = progressLine(!values.quiet);
  const start = performance.now();
  const typedRule = rule as "exact" | "convex" | "count" | "all";
  const result = jobs === null || jobs === 1
    ? count({
      rows,
      cols,
      rule: typedRule,
      method,
      slice,
      onProgress: (p) => progress.update(p.walked, p.total, "grids"),
    })
    : await countOnJobs({
      rows,
      cols,
      rule: typedRule,
      jobs,
      slice,
      onProgress: (done, total) => progress.update(done, total, "slices"),
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
  return EXIT.ok;
}
