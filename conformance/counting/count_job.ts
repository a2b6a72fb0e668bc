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
import type { Job, JobSettings, JsonDoc } from "../run/job.ts";
import { runUnits } from "../run/pool.ts";
import { progressLine, progressSetting } from "../run/progress.ts";
import type { UnitResult } from "../run/unit.ts";
import { EXIT, intOption, printJson, UsageError } from "../../cli/io.ts";
import { quote } from "../../core/quote.ts";
import * as usage from "../../cli/usage.ts";
import { parseShard } from "../run/shard.ts";

/** The default for `--max-seconds`: runs estimated longer are refused. */
export const DEFAULT_MAX_SECONDS = 60;

/** Grids the enumerator walks per second per job (0.3–2 million measured, by load). */
export const ENUM_GRIDS_PER_SECOND = 700_000;

/** Steps of the convex frontier DP per second (110,000–200,000 measured at 8–12 rows). */
export const CONVEX_STEPS_PER_SECOND = 100_000;

/** Units of the exact count per second (quiet: 5.5–6.7 · 10^10 at 8–12 rows; 12×2000 in 54 s). */
export const EXACT_UNITS_PER_SECOND = 4e10;

/** Jobs that run at once: no more than the machine's cores. */
const simultaneous = (jobs: number): number =>
  Math.max(1, Math.min(jobs, navigator.hardwareConcurrency ?? 1));

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * Estimated seconds of a count, before running it: its work, counted exactly from the size,
 * at the three rates above, the only figures that belong to a machine (each on the slow side
 * of what the 2-core machine measures when quiet, so estimates err long; under a heavy load
 * the exact count has run at half its rate). With d = C(H, H/2) balanced column patterns (odd
 * heights have none, and no work):
 * - `enum` walks d^W grids (a `--slice K/N`: 1/N of them), shared among the jobs that can
 *   run at once (no more than the cores);
 * - the convex reading of `matrix` tries every state of its frontier DP with every next
 *   pattern for each column after the first; the DP holds d states (`convexClosure` finds
 *   exactly d at every even height up to 12; transfer_test.ts checks up to 10), so
 *   d²·(W − 1) steps;
 * - the exact reading adds at most d² pattern pairs a column, on numbers whose length grows
 *   with the width: d²·W² units;
 * - the count reading adds d numbers a column: nothing next to the others.
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
  const { rows, cols, rule } = request;
  const d = rows % 2 === 0 ? binomial(rows, rows / 2) : 0;
  if (request.method === "enum") {
    const grids = d ** cols / (request.slice?.of ?? 1);
    return grids / ENUM_GRIDS_PER_SECOND / simultaneous(request.jobs);
  }
  return COUNTING_RULES.filter((reading) => rule === "all" || rule === reading)
    .reduce((sum, reading) => sum + matrixSeconds(reading, d, cols), 0);
}

/**
 * One reading's seconds by matrix, by what it requires (the method `transferCounts`
 * picks): the drop's pairs of column states, d² per pair of columns; convexity's frontier,
 * d² per step; a reading with neither is counted in closed form.
 */
function matrixSeconds(reading: CountingRule, d: number, cols: number): number {
  const { noVerticalHole, dropFillsBottomHalf } = STOSTONE_RULE_REQUIREMENTS[reading];
  if (dropFillsBottomHalf) return (d * d * cols * cols) / EXACT_UNITS_PER_SECOND;
  if (noVerticalHole) return (d * d * Math.max(0, cols - 1)) / CONVEX_STEPS_PER_SECOND;
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

/** What `count --json` prints (its section of docs/JSON.md). */
const COUNT_JSON: JsonDoc = {
  title: "count",
  fields: [
    ["rows", "number", "H"],
    ["cols", "number", "W"],
    ["method", "string", "`matrix` or `enum`"],
    [
      "rule",
      "string",
      `the readings counted: ${COUNTING_RULES.map((r) => `\`${r}\``).join(", ")} or \`all\``,
    ],
    ["slice", "string or null", "`K/N` when one slice was walked"],
    // One field per reading, named by the reading.
    ...COUNTING_RULES.map((r): [string, string, string] => [
      r,
      "string or null",
      `the count under \`${r}\` (null: not counted)`,
    ]),
    ["walked", "number or null", "grids walked (`enum` only)"],
    ["seconds", "number", "wall time"],
  ],
  examples: [
    ["--rows", "4", "--cols", "4", "--json"],
    ["--rows", "4", "--cols", "3", "--method", "enum", "--json"],
  ],
};

/** What `count --recurrence --json` prints. */
const RECURRENCE_JSON: JsonDoc = {
  title: "count --recurrence",
  fields: [
    ["recurrences", "list", "one entry per height asked for"],
    ["recurrences[].rows", "number", "the height H"],
    ["recurrences[].matrixSize", "number", "d, the size of the transfer matrix"],
    ["recurrences[].terms", "strings", "a(1) to a(20), the `exact` counts of the H×n boards"],
    ["recurrences[].recurrence", "strings", "c₁ … c_L with a(n) = c₁a(n−1) + … + c_L·a(n−L)"],
    ["recurrences[].text", "string", "the same recurrence as a formula"],
    ["recurrences[].argument", "string", "why it is proven, in a sentence"],
  ],
  examples: [
    ["--recurrence", "--rows", "4", "--json"],
  ],
};

/** The `count` job: its units are the slices of an enumeration walked on `--jobs N` workers. */
export const COUNT_JOB: Job<CountOptions, CountSlicePayload, EnumerationCounts, {
  result: CountResult;
  seconds: number;
  options: CountOptions;
}> = {
  name: "count",
  usage: COUNT_USAGE,
  summary:
    "count --rows H --cols W [--rule R|all] [--method matrix|enum] [--slice K/N] [--jobs N] [--max-seconds S] | count --recurrence [--rows 4,6,8]   region-free counts; proven recurrences",
  json: [COUNT_JSON, RECURRENCE_JSON],
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
