/**
 * `conform [--full] [--json] [--seed S] [--quiet] [--jobs N] [--shard K/N]`: the
 * main job. Runs the reference vectors, the published external boards, engine
 * agreement on random boards, the shipped corpus's certificates and every claim,
 * then prints one summary. Exit 0 only when everything is as expected.
 *
 * Everything is split into units (conformance/conform.ts, one per board, fixture or
 * claim). `--jobs N` runs N units at a time on worker threads; the output is the
 * same for any N apart from the seconds, which are the sum of the units' times.
 * `--shard K/N` runs the units whose position modulo N is K−1; it needs the seed
 * fixed (`--seed S` or `SEED`), and with `--json` prints a shard file that `merge`
 * combines with the other N−1 into the output of one full run.
 *
 * @module
 */

import {
  conformSections,
  conformSectionUnits,
  type SectionResult,
} from "../conformance/conform.ts";
import { type ClaimRow, VERDICTS } from "../conformance/claims/mod.ts";
import { claimRowsOf, claimUnits } from "../conformance/parallel/units/claim.ts";
import { startPool } from "../conformance/parallel/pool.ts";
import { runPlan } from "../conformance/parallel/run_plan.ts";
import { type MergedRun, parseShard, shardFile } from "../conformance/parallel/shard.ts";
import type { Unit, UnitResult } from "../conformance/parallel/unit.ts";
import { textTable } from "../conformance/text_table.ts";
import { claimsTable, seedOption } from "./claims.ts";
import { EXIT, intOption, printJson, UsageError } from "./io.ts";
import { progressLine } from "./progress.ts";
import { quote } from "../core/quote.ts";
import { COMMON_EXITS, COMMON_HELP, parseVerbArgs, verbUsage } from "./usage.ts";

/** The unit kinds of a conform run, for the workers to preload. */
const KINDS = [
  "conform/vectors",
  "conform/external",
  "conform/agreement",
  "conform/corpus",
  "claim",
];

/**
 * Every unit of a conform run, in report order: the four sections' units, then one
 * per claim.
 */
export async function conformUnits(options: { full: boolean; seed: number }): Promise<Unit[]> {
  return [...await conformSectionUnits(options), ...claimUnits([], options)];
}

/** The sections and claim rows of a run's results. */
async function report(
  results: readonly UnitResult[],
  options: { full: boolean; seed: number },
): Promise<{ sections: SectionResult[]; claims: ClaimRow[] }> {
  const sections = conformSections(results, options);
  const claimResults = results.filter((r) => r.kind === "claim");
  const claims = await claimRowsOf(claimResults, options);
  sections.push({
    name: "claims",
    checked: claims.length,
    failures: claims.filter((r) => !r.asExpected).map((r) =>
      `${r.id}: ${r.verdict}, expected ${r.expected} (${r.suite})`
    ),
    seconds: claimResults.reduce((s, r) => s + r.ms, 0) / 1000,
    summary: `${claims.length} claims: ${
      VERDICTS.map((v) => [v, claims.filter((r) => r.verdict === v).length] as const)
        .filter(([, n]) => n > 0).map(([v, n]) => `${n} ${v}`).join("; ")
    }`,
  });
  return { sections, claims };
}

/** Prints a run's report (text or JSON); returns the exit code. */
async function finish(
  results: readonly UnitResult[],
  options: { full: boolean; seed: number },
  json: boolean,
): Promise<number> {
  const { sections, claims } = await report(results, options);
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
      ) => [r.name, String(r.checked), String(r.failures.length), r.seconds.toFixed(1), r.summary]),
    ));
    for (const r of sections) for (const f of r.failures) console.log(`FAIL ${r.name}: ${f}`);
    console.log(
      failed === 0 ? "\nconform: everything as expected" : `\nconform: ${failed} failure(s)`,
    );
  }
  return failed === 0 ? EXIT.ok : EXIT.no;
}

/** Prints a merged sharded conform run exactly as one full run prints it; returns the exit code. */
export function conformMerged(run: MergedRun, json: boolean): Promise<number> {
  const { full } = run.options as { full: boolean };
  return finish(run.results, { full, seed: run.seed ?? 0 }, json);
}

/** `conform`'s default `--jobs`: one worker per core of this machine. */
export const CONFORM_DEFAULT_JOBS: number = Math.max(1, navigator.hardwareConcurrency ?? 1);

/** Runs the verb; returns the exit code. */
export async function conformCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(CONFORM_USAGE, args);
  if (positionals.length) {
    throw new UsageError(`conform takes no arguments, got ${quote(positionals[0])}`);
  }
  const full = values.full ?? false;
  const quiet = values.quiet ?? false;
  const json = values.json ?? false;
  // The main job uses every core unless told otherwise: its output is the same for any
  // number of jobs (tested), and on two cores it then stays within three minutes.
  const jobs = intOption("jobs", values.jobs, CONFORM_DEFAULT_JOBS);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const seed = seedOption(values.seed, shard);
  const say = (line: string) => {
    if (!quiet && !json) console.error(line);
  };
  if (full) {
    say("conform --full: exhaustive claim checks and larger samples; this takes many minutes");
  }
  say(`conform: seed ${seed} (replay with --seed ${seed})`);
  const start = performance.now();
  const pool = startPool({ jobs, preload: KINDS });
  let results: UnitResult[];
  let indices: number[];
  let plan: Unit[];
  try {
    plan = await conformUnits({ full, seed });
    if (shard) say(`conform: shard ${shard.index}/${shard.of} of ${plan.length} units`);
    const progress = progressLine(!quiet);
    ({ results, indices } = await runPlan(pool, plan, shard, {
      onProgress: (done, total) => progress.update(done, total, "units"),
    }));
    progress.done();
  } finally {
    pool.close();
  }
  for (const s of (await report(results, { full, seed })).sections) {
    say(`${s.name}: ${s.checked} checked, ${s.failures.length} failed (${s.seconds.toFixed(1)} s)`);
  }
  if (shard && json) {
    printJson(
      await shardFile({
        verb: "conform",
        seed,
        options: { full },
        shard,
        plan,
        results,
        indices,
        ms: performance.now() - start,
      }),
    );
    const { sections } = await report(results, { full, seed });
    return sections.every((s) => s.failures.length === 0) ? EXIT.ok : EXIT.no;
  }
  return await finish(results, { full, seed }, json);
}

/** `conform`'s options and `--help`. */
export const CONFORM_USAGE = verbUsage({
  verb: "conform",
  operands: "",
  about: [
    "The main job: reference vectors, published external boards, engine agreement on random",
    "boards, the shipped corpus's certificates and every claim, then one summary.",
  ],
  options: {
    full: { type: "boolean" },
    json: { type: "boolean" },
    seed: { type: "string" },
    quiet: { type: "boolean" },
    jobs: { type: "string" },
    shard: { type: "string" },
  },
  help: {
    full: COMMON_HELP.full,
    json: COMMON_HELP.json,
    seed: COMMON_HELP.seed,
    quiet: { about: "nothing on stderr: no progress, no section lines" },
    jobs: { ...COMMON_HELP.jobs, default: `one per core (${CONFORM_DEFAULT_JOBS} here)` },
    shard: { ...COMMON_HELP.shard, about: COMMON_HELP.shard.about + " (needs the seed fixed)" },
  },
  exits: [
    [0, "everything as expected"],
    [1, "something failed"],
    COMMON_EXITS.badInput,
    COMMON_EXITS.internal,
  ],
});
