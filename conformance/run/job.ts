/**
 * The one job interface: a workload that the run layer can plan, run unit by unit
 * (in a worker or in this process), fold and print. Each parallel verb is one job
 * (conform, certify, claims, count, engine), defined in one file beside its domain
 * code and listed in one table beside `main.ts`: the job says everything the verb
 * needs, its usage, its line in the verb list and its JSON fields included. The run layer never
 * imports that table: whoever starts a pool passes its URL, and a worker imports it
 * on its first unit and asks the unit's job to run it.
 *
 * @module
 */

import type { MergedRun, ShardSpec } from "./shard.ts";
import type { Schema } from "./result_schema.ts";
import type { Json, Unit, UnitResult, UnitRunner } from "./unit.ts";

/** What the shared verb skeleton needs from a job's parsed options. */
export interface JobSettings {
  /** Units at a time: 1 runs in this process, N > 1 on N workers. */
  readonly jobs: number;
  /** `--shard K/N`, when given. */
  readonly shard?: ShardSpec;
  /** The seed (null for a job without randomness); shard files record it. */
  readonly seed: number | null;
  /** `--json`. */
  readonly json: boolean;
  /** Whether to show the progress line on stderr (`"always"`: also when not a terminal). */
  readonly progress: boolean | "always";
  /** The options that shape the plan and the results, as shard files record them. */
  readonly shardOptions: Json;
}

/** How a unit kind's value is checked before a merge prints it. */
export interface ResultCheck {
  /** The value's shape. */
  readonly schema: Schema;
  /** A derived field that contradicts the value's own data, as `path.field: why`, or null. */
  readonly consistency?: (value: Record<string, unknown>, path: string) => string | null;
}

/** A verb's usage as the run layer sees it (cli/usage.ts's `VerbUsage` fits). */
export interface JobUsage {
  /** The verb. */
  readonly verb: string;
}

/**
 * One field of what a verb prints with `--json`, as docs/JSON.md lists it: its path
 * (`ok`, `summary.ok`, `boards[].board`, `engines.*.count` for an object keyed by
 * engine), its type (`, optional` added when it is left out with nothing to say) and
 * what it means.
 */
export type JsonField = readonly [path: string, type: string, meaning: string];

/** A section of docs/JSON.md: the fields of one shape a verb prints with `--json`. */
export interface JsonDoc {
  /** The section's title: the verb, or the verb and the option that gives this shape. */
  readonly title: string;
  /** Every field it prints, in the page's order. */
  readonly fields: readonly JsonField[];
  /**
   * Arguments after the verb whose `--json` output shows these fields: the test of
   * docs/JSON.md runs each and checks the printed fields against `fields`, both ways.
   * Empty only for a run too long for that test, which must then check a recording.
   */
  readonly examples: readonly (readonly string[])[];
}

/** Callbacks the skeleton hands to a job that runs its own plan ({@link Job.execute}). */
export interface ExecuteHooks {
  /** Progress: done of total, and what is counted. */
  readonly progress: (done: number, total: number, what: string) => void;
}

/**
 * One workload. `Options` is what {@link Job.parseOptions} makes of the command line,
 * `Value` what one unit returns, `Folded` what the results combine into.
 */
// deno-lint-ignore no-explicit-any
export interface Job<Options extends JobSettings = any, Payload = any, Value = any, Folded = any> {
  /** The verb, as the job table names it. */
  readonly name: string;
  /** Printed by `<verb> --help`; its options are what `parseOptions` accepts. */
  readonly usage: JobUsage;
  /** Its line in the verb list (`deno task cli`): a synopsis, a wide gap, what it does. */
  readonly summary: string;
  /** What its `--json` prints, one section of docs/JSON.md per shape (cli/json_doc.ts). */
  readonly json: readonly JsonDoc[];
  /**
   * Why conformance/golden holds no recording of this verb, for a verb tested better
   * elsewhere; the golden test prints the reason. Without it, the verb needs a recording.
   */
  readonly unrecorded?: string;
  /** Jobs whose modules the workers load at once (default: this one). */
  readonly preload?: readonly string[];
  /** The value checks of each unit kind its shard files hold (for `merge`). */
  readonly results?: Readonly<Record<string, ResultCheck>>;
  /** The shape of the `shardOptions` its shard files record (for `merge`). */
  readonly shardOptions?: Schema;
  /** Parses the verb's arguments; throws a usage error (exit 2) on bad input. */
  parseOptions(args: string[]): Options | Promise<Options>;
  /** The units, in output order. */
  plan(options: Options): Promise<Unit<Payload>[]>;
  /** Runs one unit of kind `kind` (`"<job>"` or `"<job>/<part>"`), in a worker or in-process. */
  run(payload: Payload, kind: string): Promise<Value> | Value;
  /** Combines the results (the whole plan's, in plan order) of a run that took `ms`. */
  fold(results: readonly UnitResult[], options: Options, ms: number): Folded | Promise<Folded>;
  /**
   * Prints the folded run on stdout; returns the exit code. `streamed`: the
   * per-unit lines were already printed as the results came ({@link Job.onResult}).
   */
  print(folded: Folded, options: { json: boolean; streamed?: boolean }): number | Promise<number>;
  /** The options a merged sharded run was made with (for `merge`). */
  mergedOptions?(run: MergedRun): Options;
  /** The exit code of one shard (`--shard K/N --json`) of a run; default: `print`'s rule. */
  shardExit?(folded: Folded, results: readonly UnitResult[], options: Options): number;
  /** A mode that makes no units (say `count --recurrence`): its exit code, or null to go on. */
  direct?(options: Options): Promise<number | null> | number | null;
  /** Lines on stderr before the run starts. */
  onStart?(options: Options): void;
  /** The progress line's unit word for a finished unit (default "units"). */
  progressLabel?(result: UnitResult): string;
  /**
   * Called per result in plan order as soon as it is known: a job that streams its
   * lines. `clearProgress` clears the progress line before a line is printed.
   */
  onResult?(result: UnitResult, options: Options, clearProgress: () => void): void;
  /** Lines on stderr after the run, before the output. */
  onFolded?(folded: Folded, options: Options): void;
  /**
   * Writes the partial output when SIGINT or SIGTERM ends the run, after the engine
   * processes are killed (`ms`: the time so far). A job with it runs under the
   * interrupt handler (interrupt.ts).
   */
  interrupt?(signal: "SIGINT" | "SIGTERM", options: Options, ms: number): void;
  /** Runs the plan itself (the engine job shrinks failures after its units); default runPlan. */
  execute?(
    pool: import("./pool.ts").Pool,
    plan: readonly Unit<Payload>[],
    options: Options,
    hooks: ExecuteHooks,
  ): Promise<{ results: UnitResult[]; indices: number[]; units?: readonly Unit[] }>;
}

/** A table of jobs by name, each loaded on first use (the one beside `main.ts` is). */
export type JobTable = Readonly<Record<string, () => Promise<Job>>>;

/** The job that runs a unit: its `job` field, else the first part of its kind. */
export function jobNameOf(unit: Pick<Unit, "kind" | "job">): string {
  return unit.job ?? unit.kind.split("/")[0]!;
}

const tables = new Map<string, Promise<JobTable>>();

/**
 * The runner of a unit, found through the job table at `table` (a module URL that
 * exports `JOBS`). Rejects with a `RangeError` naming an unknown job.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runnerOf } from "./job.ts";
 * const table = new URL("./pool_test_job.ts", import.meta.url).href;
 * const echo = await runnerOf(table, { kind: "pool/echo" });
 * assert.equal(typeof echo, "function");
 * await assert.rejects(runnerOf(table, { kind: "nope" }), /no job "nope" runs kind "nope"/);
 * ```
 */
export async function runnerOf(
  table: string,
  unit: Pick<Unit, "kind" | "job">,
): Promise<UnitRunner> {
  let loaded = tables.get(table);
  if (!loaded) {
    loaded = import(table).then((m) => m.JOBS as JobTable);
    tables.set(table, loaded);
    // A table that fails to load is retried next time rather than cached as failed.
    loaded.catch(() => tables.delete(table));
  }
  const jobs = await loaded;
  const name = jobNameOf(unit);
  const entry = Object.hasOwn(jobs, name) ? jobs[name] : undefined;
  if (!entry) {
    throw new RangeError(
      `no job "${name}" runs kind "${unit.kind}"; known: ${Object.keys(jobs).join(", ")}`,
    );
  }
  const job = await entry();
  return (payload: never) => job.run(payload, unit.kind);
}

/**
 * The settings of a merged run: printed once, in this process, with the seed and
 * options its shards recorded (a job's `mergedOptions` adds its own fields).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergedSettings } from "./job.ts";
 * const s = mergedSettings({ verb: "v", seed: 7, options: { full: true }, results: [], ms: 1 });
 * assert.deepEqual(s, { jobs: 1, seed: 7, json: false, progress: false, shardOptions: { full: true } });
 * ```
 */
export function mergedSettings(run: MergedRun): JobSettings {
  return { jobs: 1, seed: run.seed, json: false, progress: false, shardOptions: run.options };
}
