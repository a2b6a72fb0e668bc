/**
 * The `claims` job: every claim check of docs/CLAIMS.md, one unit per claim (the
 * long exhaustive checks, S-U9 and D-U5, split into parts combined into one row),
 * printed as the table: id, claim, write-up figure, suite figure, verdict, seconds.
 * Exit 0 when every verdict is the one the suite expects (and every K claim's
 * figures equal its pinned golden values), 1 otherwise. `--update-golden` re-pins
 * the K claims' figures after a reviewed change.
 *
 * `--jobs N` runs N units at a time on worker threads (same output for any N apart
 * from the seconds). `--shard K/N` runs the claims whose position modulo N is K−1;
 * it needs the seed fixed (`--seed S` or `SEED`) so that every shard runs the same
 * plan, and with `--json` prints a shard file for `merge`.
 *
 * @module
 */

import { canonicalJson, type ClaimRow, GOLDEN_PATH, selectClaims, VERDICTS } from "./mod.ts";
import { claimRowsOf, claimUnits, runClaimUnit } from "./claim_units.ts";
import {
  type Job,
  type JobSettings,
  type JsonDoc,
  type JsonField,
  mergedSettings,
  type ResultCheck,
} from "../run/job.ts";
import { type Pool, startPool } from "../run/pool.ts";
import { runPlan } from "../run/run_plan.ts";
import { parseShard } from "../run/shard.ts";
import { progressLine, progressSetting } from "../run/progress.ts";
import { textTable } from "../report/text_table.ts";
import { quote } from "../../core/quote.ts";
import { writeWhole } from "../../core/write_whole.ts";
import { EXIT, printJson, UsageError } from "../../cli/io.ts";
import * as usage from "../../cli/usage.ts";

/** Column widths past which a cell is clipped in the table (and given in full below it). */
const WIDTH = { title: 40, writeup: 48, suite: 60 } as const;

const clip = (s: string, n: number): string => (s.length > n ? s.slice(0, n - 1) + "…" : s);

/**
 * The claims table as text. A figure too wide for its column is clipped in the
 * table and printed in full below it, one line per clipped cell, so that no count
 * the run made is lost to the layout (S-U9's `--full` row is several hundred
 * characters).
 */
export function claimsTable(rows: readonly ClaimRow[]): string {
  const table = textTable(
    ["id", "claim", "write-up", "suite", "verdict", "s"],
    rows.map((r) => [
      r.id,
      clip(r.title, WIDTH.title),
      clip(r.writeup, WIDTH.writeup),
      clip(r.suite, WIDTH.suite),
      r.golden === "changed"
        ? `${r.verdictText ?? r.verdict} (FIGURES CHANGED)`
        : r.asExpected
        ? r.verdictText ?? r.verdict
        : `${r.verdictText ?? r.verdict} (EXPECTED ${r.expected})`,
      r.seconds.toFixed(1),
    ]),
  );
  const full = rows.flatMap((r) =>
    (["title", "writeup", "suite"] as const)
      .filter((field) => r[field].length > WIDTH[field])
      .map((field) => `${r.id} ${COLUMN[field]}: ${r[field]}`)
  );
  return full.length === 0 ? table : `${table}\n\nIn full (clipped above):\n${full.join("\n")}`;
}

const COLUMN = { title: "claim", writeup: "write-up", suite: "suite" } as const;

/** A claim row's shape and its one derived field, for `merge` (claims and conform shards). */
export const CLAIM_CHECK: ResultCheck = {
  schema: {
    id: "string",
    kind: ["oneOf", "U", "K"],
    title: "string",
    expected: ["oneOf", ...VERDICTS],
    verdict: ["oneOf", ...VERDICTS],
    asExpected: "boolean",
    seconds: "number",
    golden: ["oneOf", "same", "changed", null],
    writeup: "string",
    suite: "string",
    verdictText: ["optional", "string"],
    witnesses: ["optional", ["array", "any"]],
    data: ["optional", "any"],
    note: ["optional", "string"],
  },
  // A row as expected has the expected verdict and its pinned figures unchanged. One not
  // as expected may still have the expected verdict: its figures changed (golden
  // "changed"), or its check failed or refuted without a witness.
  consistency: (value, path) =>
    value.asExpected && value.verdict !== value.expected
      ? `${path}.asExpected: says true, but verdict ${
        JSON.stringify(value.verdict)
      } is not the expected ${JSON.stringify(value.expected)}`
      : value.asExpected && value.golden === "changed"
      ? `${path}.asExpected: says true, but its pinned figures changed (golden "changed")`
      : null,
};

/** How {@link runClaims} runs. */
export interface ClaimsRunOptions {
  /** Exhaustive forms. */
  readonly full: boolean;
  /** The seed. */
  readonly seed: number;
  /** No progress line. */
  readonly quiet: boolean;
  /** Claims at a time (default 1: in this process). */
  readonly jobs?: number;
  /** The job table's URL, for a fresh pool (`pool` not given). */
  readonly table: string;
  /** A pool to run on instead of a fresh one of `jobs`. */
  readonly pool?: Pool;
}

/** Runs the claims (all when `ids` is empty); reports progress per finished claim. */
export async function runClaims(
  ids: readonly string[],
  options: ClaimsRunOptions,
): Promise<ClaimRow[]> {
  const plan = claimUnits(ids, options);
  const pool = options.pool ??
    startPool({
      jobs: Math.min(options.jobs ?? 1, Math.max(plan.length, 1)),
      table: options.table,
    });
  try {
    const progress = progressLine(!options.quiet);
    const { results } = await runPlan(pool, plan, undefined, {
      onProgress: (done, total, r) => progress.update(done, total, claimLabel(r.id)),
    });
    progress.done();
    return await claimRowsOf(results, options);
  } finally {
    if (!options.pool) pool.close();
  }
}

const claimLabel = (unitId: string): string => `claims (${unitId.slice(6)})`;

/** What `claims` makes of its command line. */
export interface ClaimsOptions extends JobSettings {
  readonly seed: number;
  /** The claims to run (all when empty). */
  readonly ids: readonly string[];
  readonly full: boolean;
  readonly quiet: boolean;
  /** Re-pin the K claims' figures instead of printing. */
  readonly updateGolden: boolean;
}

/** A claims run, folded. */
interface ClaimsFolded {
  readonly rows: ClaimRow[];
  readonly options: Pick<ClaimsOptions, "seed" | "full" | "updateGolden">;
}

/** `claims`' options and `--help`. */
export const CLAIMS_USAGE = usage.usageOf({
  verb: "claims",
  about: ["Run every claim check of docs/CLAIMS.md and print the table."],
  options: {
    ...usage.common("json", "full", "seed", "quiet", "progress", "jobs"),
    only: usage.value("ID,…", "run only these claims", "all"),
    "update-golden": usage.flag("re-pin the K claims' figures after a reviewed change"),
    shard: usage.SEEDED_SHARD_OPTION,
  },
  exits: usage.exitsWith([0, "every verdict is the expected one"], [1, "otherwise"]),
});

/** The first fields of `claims --json` and `conform --json`: how the run was made. */
export const SEED_AND_FULL_FIELDS: readonly JsonField[] = [
  ["seed", "number", "the seed of the random parts (replay with `--seed`)"],
  ["full", "boolean", "run with `--full`"],
];

/** What `claims --json` prints (its section of docs/JSON.md). */
const CLAIMS_JSON: JsonDoc = {
  title: "claims",
  fields: [
    ...SEED_AND_FULL_FIELDS,
    ["claims", "list", "one row per claim, in CLAIMS.md's order"],
    ["claims[].id", "string", "the claim's id, e.g. `S-U4`"],
    ["claims[].kind", "string", "`U` or `K`"],
    ["claims[].title", "string", "the claim in a few words"],
    ["claims[].writeup", "string", "the write-up's figure"],
    ["claims[].suite", "string", "the suite's own figure, from this run"],
    ["claims[].verdict", "string", "the verdict this run reached"],
    [
      "claims[].verdictText",
      "string, optional",
      "the verdict as the table prints it, when more must be said; `check failed` when the check threw or its worker died (then `verdict` is only the kind's negative word, and `asExpected` is false)",
    ],
    ["claims[].expected", "string", "the verdict the suite expects"],
    ["claims[].asExpected", "boolean", "this run reached the expected verdict"],
    [
      "claims[].golden",
      "string or null",
      "K claims: `same` or `changed` against the pinned figures",
    ],
    ["claims[].witnesses", "list, optional", "counterexamples (refuted) or illustrations"],
    ["claims[].data", "object, optional", "the numbers behind the figures"],
    ["claims[].note", "string, optional", "how the figure was computed"],
    ["claims[].seconds", "number", "wall time of the check"],
    ["asExpected", "number", "claims that reached their expected verdict"],
    ["total", "number", "claims run"],
    ["ok", "boolean", "every claim as expected"],
  ],
  examples: [
    ["--only", "S-U4,S-K4", "--seed", "1", "--json"],
  ],
};

/** The `claims` job. */
export const CLAIMS_JOB: Job<
  ClaimsOptions,
  Parameters<typeof runClaimUnit>[0],
  unknown,
  ClaimsFolded
> = {
  name: "claims",
  usage: CLAIMS_USAGE,
  summary:
    "claims [--json] [--full] [--only ID,…] [--seed S] [--jobs N] [--shard K/N]   every published claim, checked",
  json: [CLAIMS_JSON],
  results: { claim: CLAIM_CHECK },
  shardOptions: { full: "boolean", only: ["array", "string"] },
  parseOptions(args) {
    const { values, positionals } = usage.parseVerbArgs(CLAIMS_USAGE, args);
    if (positionals.length) {
      throw new UsageError(`claims takes no arguments, got ${quote(positionals[0])}`);
    }
    const ids = values.only === undefined
      ? []
      : values.only.split(",").map((s) => s.trim()).filter(Boolean);
    // An empty list would mean "every claim": a minutes-long run nobody asked for.
    if (values.only !== undefined && ids.length === 0) {
      throw new UsageError(`--only needs claim ids (e.g. S-U4,D-K1), got ${quote(values.only)}`);
    }
    const jobs = usage.jobsOption(values.jobs, 1);
    const shard = values.shard === undefined ? undefined : parseShard(values.shard);
    const seed = usage.seedOption(values.seed, shard);
    const full = values.full ?? false;
    const json = values.json ?? false;
    const updateGolden = values["update-golden"] ?? false;
    if (updateGolden && (full || ids.length || shard)) {
      throw new UsageError(
        "--update-golden pins the default run of every claim: use it without --full, --only and --shard",
      );
    }
    const quiet = values.quiet ?? false;
    const progress = progressSetting(values);
    const shardOptions = { full, only: ids };
    return {
      jobs,
      shard,
      seed,
      json,
      progress,
      shardOptions,
      ids,
      full,
      quiet,
      updateGolden,
    };
  },
  onStart(options) {
    if (options.full && !options.quiet && !options.json) {
      // S-U9 and D-U5 dominate: every map of ≤ 16 cells and every board of ≤ 12 (docs/FINDINGS.md).
      console.error(
        "claims --full: exhaustive forms of every check; S-U9 and D-U5 alone take about " +
          "3 hours of CPU (split them with --jobs or --shard; --progress shows progress off a terminal)",
      );
    }
  },
  plan: (options) => Promise.resolve(claimUnits(options.ids, options)),
  run: (payload) => runClaimUnit(payload),
  progressLabel: (result) => claimLabel(result.id),
  async fold(results, options) {
    return { rows: await claimRowsOf(results, options), options };
  },
  mergedOptions(run) {
    const { full, only } = run.options as { full: boolean; only?: string[] };
    return {
      ...mergedSettings(run),
      seed: run.seed ?? 0,
      ids: only ?? [],
      full,
      quiet: true,
      updateGolden: false,
    };
  },
  shardExit({ rows }, results) {
    // A shard holds only some parts of a split claim: its row is judged after the merge;
    // here a part counts as fine when it ran.
    const whole = rows.filter((r) => !selectClaims([r.id])[0]!.split);
    const partsRan = results.every((r) => r.ok || !/#\d+$/.test(r.id));
    return whole.every((r) => r.asExpected) && partsRan ? EXIT.ok : EXIT.no;
  },
  async print({ rows, options }, { json }) {
    if (options.updateGolden) {
      const pinned = Object.fromEntries(
        rows.filter((r) => r.kind === "K").map((
          r,
        ) => [r.id, JSON.parse(canonicalJson(r.data ?? null))]),
      );
      await writeWhole(GOLDEN_PATH, JSON.stringify(pinned, null, 2) + "\n");
      console.error(
        `pinned the figures of ${Object.keys(pinned).length} K claims in ${GOLDEN_PATH.pathname}`,
      );
      return EXIT.ok;
    }
    const bad = rows.filter((r) => !r.asExpected);
    if (json) {
      printJson({
        seed: options.seed,
        full: options.full,
        claims: rows,
        asExpected: rows.length - bad.length,
        total: rows.length,
        // The same question every verb's JSON answers with `ok`: did everything hold?
        ok: bad.length === 0,
      });
    } else {
      console.log(claimsTable(rows));
      for (const r of rows.filter((r) => r.verdict === "refuted")) {
        for (const w of r.witnesses ?? []) {
          console.log(`\n${r.id} witness: ${w.description}${w.url ? `\n  ${w.url}` : ""}`);
          for (const row of w.rows ?? []) console.log(`  ${row}`);
        }
      }
      console.log(
        `\n${rows.length - bad.length}/${rows.length} claims as expected (seed ${options.seed}${
          options.full ? ", full" : ""
        })`,
      );
    }
    return bad.length ? EXIT.no : EXIT.ok;
  },
};
