/**
 * Measures what `--jobs N` buys: runs one command line several times with
 * `--jobs 1` and with `--jobs N`, alternating so that a change in the machine's
 * load hits both alike, and reports the median wall time of each and the speed-up.
 * Each run is a fresh `deno run main.ts …` process, timed from spawn to exit:
 * start-up, module loading, workers and output all count, as they do for a user.
 *
 * ```sh
 * deno run -A tools/jobs_speedup.ts --runs 9 --jobs 2 -- certify fixtures/ --quiet
 * deno run -A tools/jobs_speedup.ts --runs 3 -- conform --seed 1 --quiet
 * ```
 *
 * With `--json` it prints the figures as one JSON line.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { median } from "../core/statistics.ts";

/** Runs `deno run -A main.ts …args` once; returns its wall time in milliseconds. */
async function timeOnce(args: readonly string[]): Promise<number> {
  const main = new URL("../main.ts", import.meta.url).pathname;
  const start = performance.now();
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", main, ...args],
    stdout: "null",
    stderr: "piped",
  }).output();
  const ms = performance.now() - start;
  // Exit 1 is a finding (a failed check), not a failed measurement.
  if (code !== 0 && code !== 1) {
    throw new Error(`${args.join(" ")} exited ${code}: ${new TextDecoder().decode(stderr)}`);
  }
  return ms;
}

/** The figures of one measurement. */
export interface Measurement {
  /** The command measured (without --jobs). */
  readonly command: string;
  /** Runs per setting. */
  readonly runs: number;
  /** The jobs compared with 1. */
  readonly jobs: number;
  /** Every wall time with --jobs 1, in milliseconds, in run order. */
  readonly oneMs: readonly number[];
  /** Every wall time with --jobs N. */
  readonly manyMs: readonly number[];
  /** Median with --jobs 1. */
  readonly oneMedianMs: number;
  /** Median with --jobs N. */
  readonly manyMedianMs: number;
  /** oneMedianMs / manyMedianMs. */
  readonly speedup: number;
}

/**
 * Measures `args` with --jobs 1 and --jobs `jobs`, `runs` (at least 1) times each,
 * alternating.
 */
export async function measure(
  args: readonly string[],
  jobs: number,
  runs: number,
  onRun?: (jobs: number, ms: number) => void,
): Promise<Measurement> {
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be >= 1, got ${runs}`);
  // One unrecorded run of each fills the caches (transpiled modules, V8 code cache, files).
  await timeOnce([...args, "--jobs", "1"]);
  await timeOnce([...args, "--jobs", String(jobs)]);
  const oneMs: number[] = [];
  const manyMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first, so neither always runs right after the other.
    const order = i % 2 === 0 ? [1, jobs] : [jobs, 1];
    for (const j of order) {
      const ms = await timeOnce([...args, "--jobs", String(j)]);
      (j === 1 ? oneMs : manyMs).push(ms);
      onRun?.(j, ms);
    }
  }
  const oneMedianMs = median(oneMs);
  const manyMedianMs = median(manyMs);
  return {
    command: args.join(" "),
    runs,
    jobs,
    oneMs,
    manyMs,
    oneMedianMs,
    manyMedianMs,
    speedup: oneMedianMs / manyMedianMs,
  };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    options: {
      runs: { type: "string", default: "7" },
      jobs: { type: "string", default: "2" },
      json: { type: "boolean" },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  const jobs = Number(values.jobs);
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`--runs: got "${values.runs}"`);
  if (!Number.isInteger(jobs) || jobs < 2) throw new RangeError(`--jobs: got "${values.jobs}"`);
  const args = positionals.length ? positionals : ["certify", "fixtures/", "--quiet"];
  const m = await measure(args, jobs, runs, (j, ms) => {
    if (!values.json) console.error(`  --jobs ${j}: ${(ms / 1000).toFixed(3)} s`);
  });
  if (values.json) console.log(JSON.stringify(m));
  else {
    console.log(
      `${m.command}: median of ${runs} runs: --jobs 1 ${(m.oneMedianMs / 1000).toFixed(3)} s, ` +
        `--jobs ${jobs} ${(m.manyMedianMs / 1000).toFixed(3)} s, speed-up ${m.speedup.toFixed(2)}x`,
    );
  }
}
