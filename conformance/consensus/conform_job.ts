/**
 * The `conform` job, the main one: the reference vectors, the published external
 * boards, engine agreement on random boards, the shipped corpus's certificates and
 * every claim, then one summary. Exit 0 only when everything is as expected.
 *
 * Everything is split into units (conformance/consensus/sections.ts, one per board, fixture or
 * claim; the claim units are the claims job's). `--jobs N` runs N units at a time on
 * worker threads; the output is the same for any N apart from the seconds, which are
 * the sum of the units' times. `--shard K/N` runs the units whose position modulo N
 * is K−1; it needs the seed fixed (`--seed S` or `SEED`), and with `--json` prints a
 * shard file that `merge` combines with the other N−1 into the output of one full run.
 *
 * @module
 */

import {
  conformSections,
  conformSectionUnits,
  runSectionUnit,
  type SectionResult,
  type SectionUnit,
} from "./sections.ts";
import { CHECK_FAILED, type ClaimRow, VERDICTS } from "../claims/mod.ts";
import { claimRowsOf, claimUnits } from "../claims/claim_units.ts";
import { CLAIM_CHECK, claimsTable, SEED_AND_FULL_FIELDS } from "../claims/claims_job.ts";
import {
  type Job,
  type JobSettings,
  type JsonDoc,
  mergedSettings,
  type ResultCheck,
} from "../run/job.ts";
import { parseShard } from "../run/shard.ts";
import { progressSetting } from "../run/progress.ts";
import type { Unit, UnitResult } from "../run/unit.ts";
import { textTable } from "../report/text_table.ts";
import { quote } from "../../core/quote.ts";
import { EXIT, printJson, UsageError } from "../../cli/io.ts";
import * as usage from "../../cli/usage.ts";

/**
 * Every unit of a conform run, in report order: the four sections' units, then one
 * per claim.
 */
export async function conformUnits(options: { full: boolean; seed: number }): Promise<Unit[]> {
  return [...await conformSectionUnits(options), ...claimUnits([], options)];
}

/** What `conform` makes of its command line. */
export interface ConformOptions extends JobSettings {
  readonly seed: number;
  readonly full: boolean;
  readonly quiet: boolean;
}

/** A conform run, folded: the sections (claims last) and the claim rows. */
export interface ConformReport {
  readonly sections: SectionResult[];
  readonly claims: ClaimRow[];
  readonly options: { readonly full: boolean; readonly seed: number };
}

/** The sections and claim rows of a run's results. */
async function report(
  results: readonly UnitResult[],
  options: { full: boolean; seed: number },
): Promise<ConformReport> {
  const sections = conformSections(results, options);
  const claimResults = results.filter((r) => r.kind === "claim");
  const claims = await claimRowsOf(claimResults, options);
  sections.push({
    name: "claims",
    checked: claims.length,
    // A check that threw is said as such, not as the verdict word its row carries.
    failures: claims.filter((r) => !r.asExpected).map((r) =>
      `${r.id}: ${
        r.verdictText === CHECK_FAILED ? CHECK_FAILED : r.verdict
      }, expected ${r.expected} (${r.suite})`
    ),
    seconds: claimResults.reduce((s, r) => s + r.ms, 0) / 1000,
    summary: `${claims.length} claims: ${
      [
        ...VERDICTS.map((v) =>
          [
            v,
            claims.filter((r) => r.verdict === v && r.verdictText !== CHECK_FAILED).length,
          ] as const
        ),
        [CHECK_FAILED, claims.filter((r) => r.verdictText === CHECK_FAILED).length] as const,
      ].filter(([, n]) => n > 0).map(([v, n]) => `${n} ${v}`).join("; ")
    }`,
  });
  return { sections, claims, options: { full: options.full, seed: options.seed } };
}

/** `conform`'s default `--jobs`: one worker per core of this machine. */
export const CONFORM_DEFAULT_JOBS: number = Math.max(1, navigator.hardwareConcurrency ?? 1);

const UNIT_CHECK: ResultCheck = {
  schema: {
    checked: "number",
    failures: ["array", "string"],
    answersCompared: ["optional", "number"],
    inconclusive: ["optional", "number"],
  },
};

/** A line on stderr, unless `--quiet` or `--json`. */
const say = (options: ConformOptions, line: string): void => {
  if (!options.quiet && !options.json) console.error(line);
};

/** `conform`'s options and `--help`. */
export const CONFORM_USAGE = usage.usageOf({
  verb: "conform",
  about: [
    "The main job: reference vectors, published external boards, engine agreement on random",
    "boards, the shipped corpus's certificates and every claim, then one summary.",
  ],
  options: {
    ...usage.common("full", "json", "seed"),
    quiet: usage.flag("nothing on stderr: no progress, no section lines"),
    progress: usage.COMMON_OPTIONS.progress,
    jobs: { ...usage.COMMON_OPTIONS.jobs, default: `one per core (${CONFORM_DEFAULT_JOBS} here)` },
    shard: usage.SEEDED_SHARD_OPTION,
  },
  exits: usage.exitsWith([0, "everything as expected"], [1, "something failed"]),
});

/** What `conform --json` prints (its section of docs/JSON.md). No example: a run takes minutes;
 * cli/json_doc_test.ts checks the golden run's output (conformance/golden/conform.json). */
const CONFORM_JSON: JsonDoc = {
  title: "conform",
  fields: [
    ...SEED_AND_FULL_FIELDS,
    ["sections", "list", "one row per section of the run"],
    ["sections[].name", "string", "the section"],
    ["sections[].checked", "number", "cases checked"],
    ["sections[].failures", "strings", "what failed, one line each"],
    ["sections[].summary", "string", "what was checked, in a line"],
    ["sections[].seconds", "number", "wall time of the section"],
    ["claims", "list", "the claims' rows, as in `claims` (`claims[].…` there)"],
    ["ok", "boolean", "no section failed"],
  ],
  examples: [],
};

/** The `conform` job. */
export const CONFORM_JOB: Job<ConformOptions, SectionUnit["payload"], unknown, ConformReport> = {
  name: "conform",
  usage: CONFORM_USAGE,
  summary:
    "conform [--full] [--json] [--seed S] [--jobs N] [--shard K/N]   the main job: vectors, engines, corpus, claims",
  json: [CONFORM_JSON],
  preload: ["conform", "claims"],
  results: {
    "conform/vectors": UNIT_CHECK,
    "conform/external": UNIT_CHECK,
    "conform/agreement": UNIT_CHECK,
    "conform/corpus": UNIT_CHECK,
    "claim": CLAIM_CHECK,
  },
  shardOptions: { full: "boolean" },
  parseOptions(args) {
    const { values, positionals } = usage.parseVerbArgs(CONFORM_USAGE, args);
    if (positionals.length) {
      throw new UsageError(`conform takes no arguments, got ${quote(positionals[0])}`);
    }
    const full = values.full ?? false;
    const quiet = values.quiet ?? false;
    const json = values.json ?? false;
    // The main job uses every core unless told otherwise: its output is the same for any
    // number of jobs (tested), and on two cores it then stays within three minutes.
    const jobs = usage.jobsOption(values.jobs, CONFORM_DEFAULT_JOBS);
    const shard = values.shard === undefined ? undefined : parseShard(values.shard);
    const seed = usage.seedOption(values.seed, shard);
    const progress = progressSetting(values);
    return { jobs, shard, seed, json, progress, shardOptions: { full }, full, quiet };
  },
  onStart(options) {
    if (options.full) {
      say(
        options,
        "conform --full: exhaustive claim checks and larger samples; this takes many minutes",
      );
    }
    say(options, `conform: seed ${options.seed} (replay with --seed ${options.seed})`);
  },
  async plan(options) {
    const plan = await conformUnits(options);
    if (options.shard) {
      say(
        options,
        `conform: shard ${options.shard.index}/${options.shard.of} of ${plan.length} units`,
      );
    }
    return plan as Unit<SectionUnit["payload"]>[];
  },
  // The kind is switched on once, in runSectionUnit.
  run: (payload, kind) => runSectionUnit({ kind, id: kind, payload } as SectionUnit),
  fold: (results, options) => report(results, options),
  onFolded({ sections }, options) {
    for (const s of sections) {
      say(
        options,
        `${s.name}: ${s.checked} checked, ${s.failures.length} failed (${s.seconds.toFixed(1)} s)`,
      );
    }
  },
  mergedOptions(run) {
    const { full } = run.options as { full: boolean };
    const seed = run.seed ?? 0;
    return {
      ...mergedSettings(run),
      seed,
      full,
      quiet: true,
    };
  },
  shardExit: ({ sections }) => sections.every((s) => s.failures.length === 0) ? EXIT.ok : EXIT.no,
  print({ sections, claims, options }, { json }) {
    const failed = sections.reduce((n, r) => n + r.failures.length, 0);
    if (json) {
      printJson({ seed: options.seed, full: options.full, sections, claims, ok: failed === 0 });
    } else {
      console.log(claimsTable(claims));
      console.log();
      console.log(textTable(
        ["section", "checked", "failed", "s", "what"],
        sections.map((
          r,
        ) => [
          r.name,
          String(r.checked),
          String(r.failures.length),
          r.seconds.toFixed(1),
          r.summary,
        ]),
      ));
      for (const r of sections) for (const f of r.failures) console.log(`FAIL ${r.name}: ${f}`);
      console.log(
        failed === 0 ? "\nconform: everything as expected" : `\nconform: ${failed} failure(s)`,
      );
    }
    return failed === 0 ? EXIT.ok : EXIT.no;
  },
};
