/**
 * The `count` job: `count --recurrence [--rows 4,6,8]` (the H×n sequences and their proven recurrences), or
 * `count --rows H --cols W [--rule R|all] [--method enum|matrix] [--slice K/N] [--jobs N] [--json]
 * [--max-seconds S] [--progress]`: count the region-free shadings of an H×W board under rule 4's
 * readings. The work is estimated first; a count estimated over `--max-seconds` (default
 * {@link DEFAULT_MAX_SECONDS}) is refused with the estimate and the largest width it would take.
 *
 * `--jobs N` (enum only) splits the walk (or the `--slice` given) into
 * {@link SLICES_PER_JOB}·N slices and walks them on N worker threads; the slices add
 * up to the whole, so the counts are the same for any N. Progress then counts
 * finished slices.
 *
 * @module
 */

import {
  count,
  COUNT_RULE_CHOICES,
  type CountResult,
  countResultText,
  countsAskedFor,
  proveRecurrence,
  recurrenceReport,
  recurrenceText,
} from "./mod.ts";
import {
  balancedColumns,
  type EnumerationCounts,
  MAX_ENUMERATION_ROWS,
  maxEnumCols,
} from "./enumerate.ts";
import {
  COUNTING_RULES,
  type CountingRule,
  MAX_TRANSFER_COLS,
  MAX_TRANSFER_ROWS,
} from "./transfer.ts";
import { STOSTONE_RULE, STOSTONE_RULE_REQUIREMENTS } from "../../core/stostone/board.ts";
import { orList } from "../../core/rule_name.ts";
import { MAX_MASK_STONES } from "./mask_drop.ts";
import { type CountSlicePayload, countSliceUnits, runCountSliceUnit } from "./count_units.ts";
import type { Job, JobSettings } from "../run/job.ts";
import { runUnits } from "../run/pool.ts";
import { progressLine, progressSetting } from "../run/progress.ts";
import type { UnitResult } from "../run/unit.ts";
import { EXIT, intOption, printJson, UsageError } from "../../cli/io.ts";
import { quote } from "../../core/quote.ts";
import * as usage from "../../cli/usage.ts";
import { parseShard } from "../run/shard.ts";

/** The default for `--max-seconds`: runs estimated longer are refused. */
export const DEFAULT_MAX_SECONDS = 60;

/**
 * Grids the enumerator walks per second per job, on the slow side of what the
 * 2-core machine measures (0.3–2 million, depending on its load), so estimates err long.
 */
export const ENUM_GRIDS_PER_SECOND = 700_000;

/**
 * Seconds per column of the convex transfer count (the frontier DP, which is the
 * slow part of `--method matrix`), by height, on the slow side of measurements on
 * the 2-core machine (8 rows: 0.4 s at 10 columns; 10 rows: 3.5 s at 10; 12 rows:
 * 25–30 s at 4–6). Heights between take the next one up; exact and count cost
 * little next to it.
 */
const CONVEX_SECONDS_PER_COLUMN: readonly [rows: number, seconds: number][] = [
  [4, 0.001],
  [6, 0.01],
  [8, 0.05],
  [10, 0.4],
  [12, 6],
];

/**
 * The exact count's seconds per column squared, by height (its numbers grow with the
 * width, so each column costs more than the last), on the slow side of measurements on
 * the 2-core machine (8 rows: 8.9 s at 10,000 columns; 10 rows: 9.8 s at 3,000; 12 rows:
 * 12.7 s at 1,000 and 54 s at 2,000). The count reading costs little next to it.
 */
const EXACT_SECONDS_PER_COLUMN_SQUARED: readonly [rows: number, seconds: number][] = [
  [4, 1e-9],
  [6, 1.2e-8],
  [8, 1.5e-7],
  [10, 1.8e-6],
  [12, 2.2e-5],
];

/** The rate of `table` for `rows`: that of the next height up (the last beyond). */
const rateFor = (table: readonly [number, number][], rows: number): number =>
  table.find(([h]) => h >= rows)?.[1] ?? table.at(-1)![1];

/** Jobs that run at once: no more than the machine's cores. */
const simultaneous = (jobs: number): number =>
  Math.max(1, Math.min(jobs, navigator.hardwareConcurrency ?? 1));

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * Estimated seconds of a count, before running it: for `enum`, the grids it walks
 * (C(H, H/2)^W balanced grids, fewer for a slice) at {@link ENUM_GRIDS_PER_SECOND}
 * per job that can run at once (no more than the machine's cores); for `matrix`, the
 * convex frontier DP at its per-column rate and the exact count at its rate per column
 * squared (each when the rule asks for it; the count reading is cheap). Odd heights have
 * no balanced grid: 0.
 *
 * @example
 * ```ts
 * import { estimateCountSeconds } from "./count_job.ts";
 * import assert from "node:assert/strict";
 * // 4x16 by enumeration: 6^16 grids, weeks of work.
 * assert.ok(estimateCountSeconds({ rows: 4, cols: 16, method: "enum", rule: "all", jobs: 1 }) > 86400);
 * assert.ok(estimateCountSeconds({ rows: 12, cols: 100, method: "matrix", rule: "all", jobs: 1 }) > 120);
 * assert.ok(estimateCountSeconds({ rows: 12, cols: 100, method: "matrix", rule: "exact", jobs: 1 }) < 1);
 * assert.ok(estimateCountSeconds({ rows: 12, cols: 2000, method: "matrix", rule: "exact", jobs: 1 }) > 60);
 * assert.equal(estimateCountSeconds({ rows: 12, cols: 2000, method: "matrix", rule: "count", jobs: 1 }), 0);
 * ```
 */
export function estimateCountSeconds(request: {
  readonly rows: number;
  readonly cols: number;
  readonly method: "enum" | "matrix";
  readonly rule: string;
  readonly jobs: number;
  readonly slice?: { readonly of: number };
}): number {
  const { rows, cols, method, rule, jobs } = request;
  if (rows % 2 === 1) return 0;
  if (method === "enum") {
    const grids = binomial(rows, rows / 2) ** cols / (request.slice?.of ?? 1);
    return grids / ENUM_GRIDS_PER_SECOND / simultaneous(jobs);
  }
  return COUNTING_RULES.filter((reading) => rule === "all" || rule === reading)
    .reduce((sum, reading) => sum + matrixSeconds(reading, rows, cols), 0);
}

/** One reading's seconds by matrix: the method `transferCounts` picks for what it requires. */
function matrixSeconds(reading: CountingRule, rows: number, cols: number): number {
  const { noVerticalHole, dropFillsBottomHalf } = STOSTONE_RULE_REQUIREMENTS[reading];
  if (dropFillsBottomHalf) return rateFor(EXACT_SECONDS_PER_COLUMN_SQUARED, rows) * cols * cols;
  if (noVerticalHole) return rateFor(CONVEX_SECONDS_PER_COLUMN, rows) * cols;
  return 0;
}

/** The most columns a count of this height may take within `maxSeconds`. */
function largestCols(
  request: Parameters<typeof estimateCountSeconds>[0],
  maxSeconds: number,
): number {
  let cols = 0;
  while (cols < 10_000 && estimateCountSeconds({ ...request, cols: cols + 1 }) <= maxSeconds) {
    cols++;
  }
  return cols;
}

/** Seconds in a few words: `45 s`, `12 min`, `3.2 h`, `47 days`, `3e+9 years`. */
function duration(seconds: number): string {
  if (seconds < 90) return `${Math.ceil(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${(seconds / 3600).toFixed(1)} h`;
  if (seconds < 3.15e7 * 2) return `${Math.round(seconds / 86400)} days`;
  return `${(seconds / 3.15e7).toPrecision(2)} years`;
}

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
 * import assert from "node:assert/strict";
 * import { countOnJobs } from "./count_job.ts";
 * import { count } from "./mod.ts";
 * const table = new URL("../../jobs.ts", import.meta.url).href;
 * const r = await countOnJobs({ rows: 4, cols: 3, rule: "all", jobs: 1, table }); // any jobs: same counts
 * assert.ok(r.exact === count({ rows: 4, cols: 3, method: "enum" }).exact);
 * ```
 */
export async function countOnJobs(request: {
  readonly rows: number;
  readonly cols: number;
  readonly rule: CountingRule | "all";
  readonly jobs: number;
  /** The job table's URL (the workers find the count job through it). */
  readonly table: string;
  readonly slice?: { readonly index: number; readonly of: number };
  readonly onProgress?: (done: number, total: number) => void;
}): Promise<CountResult> {
  const { rows, cols, jobs, table } = request;
  const units = countSliceUnits(rows, cols, jobs * SLICES_PER_JOB, request.slice);
  return sumSlices(await runUnits(units, { jobs, table, onProgress: request.onProgress }), request);
}

/** Adds up the slices' counts into the count of the whole (or of the slice asked for). */
function sumSlices(
  results: readonly UnitResult[],
  request: {
    readonly rows: number;
    readonly cols: number;
    readonly rule: CountingRule | "all";
    readonly slice?: { readonly index: number; readonly of: number };
  },
): CountResult {
  const { rows, cols, rule } = request;
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
  // The readings asked for, in the order `count` gives them.
  const counts = countsAskedFor(rule, (reading) => BigInt(total[reading]));
  const slice = request.slice !== undefined ? { slice: request.slice } : {};
  return { rows, cols, method: "enum", rule, ...counts, walked: total.walked, ...slice };
}

/** Parses `K/N` (1-based K) into a 0-based slice. */
export function parseSlice(
  name: string,
  text: string | undefined,
): { index: number; of: number } | undefined {
  if (text === undefined) return undefined;
  const { index, of } = parseShard(text, name);
  return { index: index - 1, of };
}

/**
 * The `count` job: `count --recurrence [--rows 4,6,8]`: the exact H×n sequences to n = 20 and their
 * minimal linear recurrences, proven from the transfer matrix (Cayley–Hamilton plus
 * Berlekamp–Massey), with the argument spelled out.
 */
function recurrenceCommand(rowsOption: string | undefined, json: boolean): number {
  const heights = (rowsOption ?? "4,6,8").split(",").map((h) => {
    const n = Number(h.trim());
    if (!Number.isInteger(n) || n < 2 || n > 10 || n % 2) {
      throw new UsageError(
        `--rows for --recurrence takes even heights from 2 to 10, got ${quote(h)}`,
      );
    }
    return n;
  }).filter((h, i, all) => all.indexOf(h) === i); // "4,4" is one height, proved once
  if (heights.includes(10)) {
    // A 252×252 matrix and 504 terms: the one height that takes long (8 rows: 0.3 s).
    console.error("count: the 10-row recurrence takes a minute or two (80 s measured)");
  }
  if (json) {
    // One object, as every verb's JSON is, so fields can be added without breaking readers.
    printJson({
      recurrences: heights.map((h) => {
        const p = proveRecurrence(h);
        return {
          rows: h,
          matrixSize: p.matrixSize,
          terms: p.terms.map(String),
          recurrence: p.coefficients.map(String),
          text: recurrenceText(p.coefficients),
          argument: p.argument,
        };
      }),
    });
  } else console.log(recurrenceReport(heights));
  return EXIT.ok;
}

/** What `count` makes of its command line. */
export interface CountOptions extends JobSettings {
  /** `--recurrence`: print the sequences instead of counting. */
  readonly recurrence: boolean;
  /** `--rows` as given (the heights of `--recurrence`). */
  readonly rowsOption: string | undefined;
  readonly rows: number;
  readonly cols: number;
  readonly rule: CountingRule | "all";
  readonly method: "enum" | "matrix";
  readonly slice?: { readonly index: number; readonly of: number };
  /** `--jobs` as given, or null. */
  readonly jobsOption: number | null;
  /** `--progress` given: also say the estimate. */
  readonly sayEstimate: boolean;
  /** The estimated seconds. */
  readonly estimate: number;
}

/** Reads the options; refuses, before any work, a count estimated over `--max-seconds`. */
function parseCountOptions(args: string[]): CountOptions {
  const { values, positionals } = usage.parseVerbArgs(COUNT_USAGE, args);
  if (positionals.length) {
    throw new UsageError(`count takes no board, got ${quote(positionals[0])}`);
  }
  const json = values.json ?? false;
  const base = { seed: null, json, progress: progressSetting(values), shardOptions: null };
  if (values.recurrence) {
    // Options that only shape a count would be dropped without a word.
    const ignored = ["cols", "method", "rule", "slice", "jobs", "max-seconds"]
      .filter((name) => values[name as keyof typeof values] !== undefined);
    if (ignored.length > 0) {
      throw new UsageError(
        `--recurrence takes only --rows (the heights) and --json, not ${
          ignored.map((n) => `--${n}`).join(", ")
        }`,
      );
    }
    return {
      ...base,
      jobs: 1,
      recurrence: true,
      rowsOption: values.rows,
      rows: 0,
      cols: 0,
      rule: "all",
      method: "matrix",
      jobsOption: null,
      sayEstimate: false,
      estimate: 0,
    };
  }
  if (values.rows === undefined || values.cols === undefined) {
    throw new UsageError("count needs --rows H and --cols W");
  }
  const rows = intOption("rows", values.rows, 0);
  const cols = intOption("cols", values.cols, 0);
  const ruleText = values.rule ?? "all";
  const rule = COUNT_RULE_CHOICES.find((choice) => choice === ruleText);
  if (rule === undefined) {
    throw new UsageError(`--rule ${quote(ruleText)} is not ${orList(COUNT_RULE_CHOICES)}`);
  }
  const method = values.method ?? "matrix";
  if (method !== "enum" && method !== "matrix") {
    throw new UsageError(`--method ${quote(method)} is not enum or matrix`);
  }
  // The sizes each method takes, named by option, before any estimate (a refusal for
  // time must not suggest a --max-seconds that a size limit would refuse next).
  const maxRows = method === "enum" ? MAX_ENUMERATION_ROWS : MAX_TRANSFER_ROWS;
  if (rows > maxRows) {
    throw new UsageError(`--rows must be at most ${maxRows} with --method ${method}, got ${rows}`);
  }
  if (method === "matrix" && cols > MAX_TRANSFER_COLS) {
    throw new UsageError(
      `--cols must be at most ${MAX_TRANSFER_COLS} with --method matrix, got ${cols}`,
    );
  }
  if (method === "enum" && cols > maxEnumCols(rows)) {
    throw new UsageError(
      `--cols must be at most ${maxEnumCols(rows)} at ${rows} rows with --method enum (its ` +
        `grids must stay countable and hold at most ${MAX_MASK_STONES} stones), got ${cols}`,
    );
  }
  const slice = parseSlice("slice", values.slice);
  if (slice && method !== "enum") throw new UsageError("--slice works with --method enum only");
  const firstColumns = rows % 2 === 0 ? balancedColumns(rows).length : 0;
  if (slice && slice.index >= firstColumns) {
    // Slices split the first column's patterns: past their number a slice is empty.
    console.error(
      `count: slice ${slice.index + 1}/${slice.of} walks nothing: the first column has ` +
        `${firstColumns} patterns at ${rows} rows, split among the ${slice.of} slices ` +
        "(the slices still add up)",
    );
  }
  const jobs = values.jobs === undefined ? null : usage.jobsOption(values.jobs, 1);
  if (jobs !== null && method !== "enum") {
    throw new UsageError("--jobs works with --method enum only");
  }
  const maxSeconds = usage.secondsOption(
    "max-seconds",
    values["max-seconds"],
    DEFAULT_MAX_SECONDS,
    false,
    // Only compared with the estimate, never a timer: any whole count of seconds will do.
    Number.MAX_SAFE_INTEGER,
  );
  // Estimated before any work: a count that would run for days is refused at once. The size
  // limits keep every estimate far below Number.MAX_SAFE_INTEGER seconds (the largest, 6×10 by
  // enum, is about 1.5 × 10^7 s), so the --max-seconds it suggests is always one it accepts.
  const request = { rows, cols, method, rule, jobs: jobs ?? 1, slice } as const;
  const estimate = estimateCountSeconds(request);
  if (estimate > maxSeconds) {
    const most = largestCols(request, maxSeconds);
    const costOf = (reading: CountingRule) =>
      rule === "all" || rule === reading ? estimateCountSeconds({ ...request, rule: reading }) : 0;
    const convexCost = costOf(STOSTONE_RULE.convex);
    const exactCost = costOf(STOSTONE_RULE.exact);
    const slowPart = method === "enum"
      ? ""
      : convexCost >= exactCost
      ? " (convex is the slow part: --rule exact or count is quicker)"
      : " (the exact count's numbers grow with the width: --rule count is quick)";
    throw new UsageError(
      `${rows}x${cols} by ${method} is estimated at ${duration(estimate)}, over the limit of ${
        duration(maxSeconds)
      }: the largest it takes at ${rows} rows is ${most} column${
        most === 1 ? "" : "s"
      }${slowPart}; raise the limit with --max-seconds ${Math.ceil(estimate)}`,
    );
  }
  return {
    ...base,
    jobs: jobs ?? 1,
    recurrence: false,
    rowsOption: values.rows,
    rows,
    cols,
    rule,
    method,
    slice,
    jobsOption: jobs,
    sayEstimate: values.progress ?? false,
    estimate,
  };
}

/** Prints a count (text or JSON); returns the exit code. */
function printCount(result: CountResult, seconds: number, options: CountOptions): number {
  const { rows, cols, method, rule, slice } = options;
  if (options.json) {
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

const sayEstimate = (options: CountOptions): void => {
  if (options.sayEstimate) {
    console.error(
      `count: ${options.rows}x${options.cols} by ${options.method}, estimated at most ${
        duration(options.estimate)
      }`,
    );
  }
};

/** `count`'s options and `--help`. */
export const COUNT_USAGE = usage.usageOf({
  verb: "count",
  about: [
    "Count the region-free shadings of an HxW board (--rows H --cols W) under rule 4's readings,",
    "or with --recurrence print the Hxn sequences and their proven recurrences.",
  ],
  options: {
    ...usage.common("json", "quiet", "progress"),
    rows: usage.value("H", "rows (with --recurrence: a list such as 4,6,8)"),
    cols: usage.value("W", "columns"),
    rule: usage.value(COUNT_RULE_CHOICES.join("|"), "the readings to count", "all"),
    method: usage.value("matrix|enum", "transfer matrix or enumeration", "matrix"),
    slice: usage.value("K/N", "enum only: walk the K-th of N slices"),
    jobs: { ...usage.COMMON_OPTIONS.jobs, about: "enum only: walk slices on N worker threads" },
    recurrence: usage.flag("print the sequences and their proven recurrences"),
    "max-seconds": usage.value(
      "S",
      "refuse a count estimated over S seconds",
      String(DEFAULT_MAX_SECONDS),
    ),
  },
  exits: usage.exitsWith([0, "counted"]),
});

/** The `count` job: its units are the slices of an enumeration walked on `--jobs N` workers. */
export const COUNT_JOB: Job<CountOptions, CountSlicePayload, EnumerationCounts, {
  result: CountResult;
  seconds: number;
  options: CountOptions;
}> = {
  name: "count",
  usage: COUNT_USAGE,
  parseOptions: parseCountOptions,
  direct(options) {
    if (options.recurrence) return recurrenceCommand(options.rowsOption, options.json);
    if (options.method === "enum" && (options.jobsOption ?? 1) > 1) return null;
    // The transfer matrix, or a walk in this process: no units.
    const progress = progressLine(options.progress);
    sayEstimate(options);
    const start = performance.now();
    const result = count({
      rows: options.rows,
      cols: options.cols,
      rule: options.rule,
      method: options.method,
      slice: options.slice,
      onProgress: (p) => progress.update(p.walked, p.total, "grids"),
    });
    progress.done();
    return printCount(result, (performance.now() - start) / 1000, options);
  },
  onStart: sayEstimate,
  plan: (options) =>
    Promise.resolve(
      countSliceUnits(options.rows, options.cols, options.jobs * SLICES_PER_JOB, options.slice),
    ),
  run: (payload) => runCountSliceUnit(payload),
  progressLabel: () => "slices",
  fold: (results, options, ms) => ({
    result: sumSlices(results, options),
    seconds: ms / 1000,
    options,
  }),
  print: ({ result, seconds, options }) => printCount(result, seconds, options),
};
