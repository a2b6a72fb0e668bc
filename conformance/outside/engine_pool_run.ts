/**
 * The `engine` verb's run on the worker pool (`--jobs N`, `--shard K/N`): every board
 * of the plan (suite.ts {@link planEngineSuite}) is one `engine/board` unit
 * (engine_unit.ts), run on a worker that keeps its own engine process; then the
 * workers' engines are closed, and the random failures are shrunk here, on one more
 * engine process, after the parallel pass (it runs only on failures).
 *
 * The report is assembled from the unit results alone ({@link engineReport}), the
 * same way for a run and for a merge of shards, so both print the same. A shard
 * shrinks the failures IT would pick (suite.ts `shrinkPicks`): these always include
 * the picks of the whole run that fall in the shard, so the merge finds every
 * counterexample the whole run would have shrunk.
 *
 * No engine process outlives a run: each worker stops its engine on a close unit;
 * an engine whose worker died or was terminated is killed by its process group, as
 * the workers reported it ({@link EngineGroups}).
 *
 * @module
 */

import type { Pool } from "../run/pool.ts";
import { runPlan } from "../run/run_plan.ts";
import type { ShardSpec } from "../run/shard.ts";
import type { Unit, UnitResult } from "../run/unit.ts";
import type { Rule } from "../../core/genre.ts";
import type { Genre, RandomSize, RuleChoice } from "./arbitraries.ts";
import {
  type EngineBoardPayload,
  engineBoardUnit,
  type EngineBoardValue,
  engineCloseUnits,
  type EngineCloseValue,
  engineRunner,
  type EngineSettings,
} from "./engine_unit.ts";
import { CONTRACT_VERSION, type ContractVersion } from "./protocol.ts";
import { type Counterexample, shrinkFailure } from "./random_boards.ts";
import { ReferenceCache } from "./reference.ts";
import { type BoardResult, DEFAULT_STOP_AFTER, summarise } from "./runner.ts";
import { type PlannedBoard, type RanBoard, shrinkPicks, type SuiteReport } from "./suite.ts";

/** What a board unit's result holds once the run is over: no pids, maybe a shrunk board. */
export interface EngineOutcome {
  /** The board's result. */
  readonly result: BoardResult;
  /** For a random failure that was shrunk, the smallest board that fails the same way. */
  readonly shrunk?: {
    /** The shrunk board's result. */
    readonly result: BoardResult;
    /** Boards tried while shrinking. */
    readonly tries: number;
    /** Whether shrinking stopped at its time limit. */
    readonly interrupted: boolean;
    /** The URLs it moved through, the original first (absent in older shard files). */
    readonly steps?: readonly string[];
  };
}

/** Where a unit's board sits in the plan, as its id says. */
export interface EngineUnitPlace {
  /** The genre. */
  readonly genre: Genre;
  /** The random index (0-based), or null for a corpus board. */
  readonly random: number | null;
  /** The URL. */
  readonly url: string;
  /** The rule. */
  readonly rule: Rule;
  /** `<genre> corpus #n` or `<genre> random #n`: a source for a board without a result. */
  readonly label: string;
}

const UNIT_ID = /^(stostone|dosun-fuwari) (corpus|random) #(\d+): (\S+) (\S+)$/;

/**
 * A unit's id: genre, section, number in the section (1-based), URL and rule. It
 * says everything the report needs about a board whose unit came back without a
 * result.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineUnitId, parseEngineUnitId } from "./engine_pool_run.ts";
 * const id = engineUnitId("stostone", "random", 3, "https://puzz.link/p?stostone/1/2/0", "exact");
 * assert.ok(id === "stostone random #3: https://puzz.link/p?stostone/1/2/0 exact");
 * assert.ok(parseEngineUnitId(id).random === 2);
 * ```
 */
export function engineUnitId(
  genre: Genre,
  section: "corpus" | "random",
  n: number,
  url: string,
  rule: Rule,
): string {
  return `${genre} ${section} #${n}: ${url} ${rule}`;
}

/**
 * Reads an id made by {@link engineUnitId}. Throws `SyntaxError` quoting anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseEngineUnitId } from "./engine_pool_run.ts";
 * const place = parseEngineUnitId("dosun-fuwari corpus #2: https://puzz.link/p?dosufuwa/1/1/00 loose");
 * assert.ok(place.genre === "dosun-fuwari" && place.random === null && place.rule === "loose");
 * assert.ok(place.label === "dosun-fuwari corpus #2");
 * ```
 */
export function parseEngineUnitId(id: string): EngineUnitPlace {
  const m = UNIT_ID.exec(id);
  if (!m) throw new SyntaxError(`not an engine unit id: ${JSON.stringify(id)}`);
  const [, genre, section, n, url, rule] = m;
  return {
    genre: genre as Genre,
    random: section === "random" ? Number(n) - 1 : null,
    url: url!,
    rule: rule as Rule,
    label: `${genre} ${section} #${n}`,
  };
}

/**
 * The units of a plan, in plan order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineUnits } from "./engine_pool_run.ts";
 * import { planEngineSuite } from "./suite.ts";
 * const plan = await planEngineSuite({ genres: ["stostone"], corpus: async () => [], random: 2, seed: 1 });
 * const units = engineUnits(plan, { cmd: "my-engine", cap: 2, timeout: 10, startup: 10 });
 * assert.ok(units.length === 2 && units[1]!.id.startsWith("stostone random #2: "));
 * ```
 */
export function engineUnits(
  plan: readonly PlannedBoard[],
  settings: EngineSettings,
): Unit<EngineBoardPayload>[] {
  const corpusCount = new Map<Genre, number>();
  return plan.map(({ genre, item, random }) => {
    let n: number;
    if (random === null) {
      n = (corpusCount.get(genre) ?? 0) + 1;
      corpusCount.set(genre, n);
    } else {
      n = random + 1;
    }
    const id = engineUnitId(genre, random === null ? "corpus" : "random", n, item.url, item.rule);
    return engineBoardUnit(id, item, settings);
  });
}

const isBoardValue = (value: unknown): value is EngineBoardValue =>
  typeof value === "object" && value !== null && "result" in value && "engine" in value;

const isCloseValue = (value: unknown): value is EngineCloseValue =>
  typeof value === "object" && value !== null && "holder" in value && "closed" in value;

/**
 * The engine process groups the workers left running, as their units reported them
 * (in completion order, which for one worker is the order it ran its units). A
 * worker that closes its engine is forgotten; what remains at the end belongs to
 * workers that died or were terminated, whose engines nobody else will stop.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { EngineGroups } from "./engine_pool_run.ts";
 * const groups = new EngineGroups();
 * const board = (holder: string, group: number | null) =>
 *   ({ id: "u", kind: "engine/board", ok: true, ms: 0, value: { result: {}, engine: { holder, group } } }) as const;
 * groups.note(board("w1", 100));
 * groups.note(board("w2", 200));
 * groups.note(board("w1", 101)); // w1's engine was restarted
 * groups.note({ id: "c", kind: "engine/board", ok: true, ms: 0, value: { holder: "w2", closed: true } });
 * assert.ok(groups.running().join() === "101");
 * ```
 */
export class EngineGroups {
  readonly #groups = new Map<string, number>();

  /** Takes in a unit's result (board or close units; anything else is ignored). */
  note(result: UnitResult): void {
    if (!result.ok) return;
    const value: unknown = result.value;
    if (isBoardValue(value)) {
      const { holder, group } = value.engine;
      if (group === null) this.#groups.delete(holder);
      else this.#groups.set(holder, group);
    } else if (isCloseValue(value)) {
      this.#groups.delete(value.holder);
    }
  }

  /** The process groups still believed running. */
  running(): number[] {
    return [...this.#groups.values()];
  }

  /** Kills every group still believed running (SIGKILL); returns them. */
  killAll(): number[] {
    const groups = this.running();
    for (const group of groups) {
      try {
        // A pid cycles back only after the whole pid space was used, so the group
        // of an engine that has just gone cannot belong to anyone else yet.
        Deno.kill(-group, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    this.#groups.clear();
    return groups;
  }
}

/**
 * Stops every worker's engine (one close unit per worker), then kills the engines of
 * workers that could not be asked; returns the process groups it had to kill (none
 * when every worker closed its own). Never throws.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { closeEngines, EngineGroups } from "./engine_pool_run.ts";
 * import { startPool } from "../run/pool.ts";
 * const pool = startPool({ jobs: 1, table: new URL("../../jobs.ts", import.meta.url).href });
 * const groups = new EngineGroups();
 * const killed = await closeEngines(pool, groups); // no engine was running: nothing to stop
 * pool.close();
 * assert.ok(killed.length === 0 && groups.running().length === 0);
 * ```
 */
export async function closeEngines(pool: Pool, groups: EngineGroups): Promise<number[]> {
  try {
    await pool.run(engineCloseUnits(pool.jobs), { onProgress: (_, __, r) => groups.note(r) });
  } catch {
    // The pool is closed: its workers are gone, their engines are killed below.
  }
  return groups.killAll();
}

/** How failures are shrunk: the run's random boards and limits. */
export interface ShrinkSettings {
  /** The genres, in order. */
  readonly genres: readonly Genre[];
  /** Random boards per genre. */
  readonly random: number;
  /** Their seed. */
  readonly seed: number;
  /** The rule settings the boards were tried under, if the run chose them. */
  readonly rule?: RuleChoice;
  /** The largest random board, if the run set one. */
  readonly maxSize?: RandomSize;
  /** At most this many failures per genre. */
  readonly shrinkLimit: number;
  /** Time limit per failure, in seconds. */
  readonly shrinkSeconds: number;
}

/** The callbacks of a run. */
export interface EnginePoolCallbacks {
  /** After each board (completion order), with the boards done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Before each failure is shrunk. */
  readonly onShrink?: (original: BoardResult) => void;
  /** Each unit's result as it comes (completion order), for what an interrupted run has. */
  readonly onUnit?: (result: UnitResult) => void;
}

/** What {@link runEngineOnPool} ran. */
export interface EnginePoolRun {
  /** The whole plan's units (a shard file needs them all). */
  readonly units: Unit<EngineBoardPayload>[];
  /** The results of the units that ran, in plan order; board values are {@link EngineOutcome}s. */
  readonly results: UnitResult[];
  /** Their plan indices. */
  readonly indices: number[];
  /** Engine process groups that had to be killed because their worker did not close them. */
  readonly killed: number[];
}

/**
 * Runs the plan's units of `shard` (all without one) on the pool, closes the
 * workers' engines, and shrinks the random failures it picks.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineReport, runEngineOnPool } from "./engine_pool_run.ts";
 * import { planEngineSuite } from "./suite.ts";
 * import { startPool } from "../run/pool.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   const shrink = { genres: ["dosun-fuwari"] as const, random: 4, seed: 8, shrinkLimit: 1, shrinkSeconds: 10 };
 *   const plan = await planEngineSuite({ ...shrink, genres: [...shrink.genres], corpus: async () => [] });
 *   const pool = startPool({ jobs: 1, table: new URL("../../jobs.ts", import.meta.url).href });
 *   // Says "no answer, and that is all": wrong on every board that has an answer.
 *   const cmd = `while read id l; do echo '{"id":"'$id'","answers":[],"complete":true}'; done`;
 *   const run = await runEngineOnPool(pool, plan, { cmd, cap: 2, timeout: 5, startup: 0 }, shrink);
 *   pool.close();
 *   const { report } = engineReport(run.results, { ...shrink, command: cmd, cap: 2, seconds: 0 });
 *   assert.ok(report.results.length === 4);
 *   assert.ok(report.counterexamples.length === (report.summary.fail > 0 ? 1 : 0));
 * }
 * ```
 */
export async function runEngineOnPool(
  pool: Pool,
  plan: readonly PlannedBoard[],
  settings: EngineSettings,
  shrink: ShrinkSettings,
  shard?: ShardSpec,
  callbacks: EnginePoolCallbacks = {},
): Promise<EnginePoolRun> {
  const units = engineUnits(plan, settings);
  const groups = new EngineGroups();
  let ran;
  let killed: number[] = [];
  try {
    ran = await runPlan(pool, units, shard, {
      onProgress: (done, total, result) => {
        groups.note(result);
        callbacks.onUnit?.(result);
        callbacks.onProgress?.(done, total);
      },
    });
  } finally {
    killed = await closeEngines(pool, groups);
  }
  const results: UnitResult[] = ran.results.map((r) => {
    if (!r.ok || !isBoardValue(r.value)) return r;
    const outcome: EngineOutcome = { result: r.value.result };
    return { ...r, value: outcome as never };
  });
  const boards: RanBoard[] = ran.indices.map((i, k) => ({
    genre: plan[i]!.genre,
    random: plan[i]!.random,
    result: results[k]!.ok ? (results[k]!.value as unknown as EngineOutcome).result : null,
  }));
  const picks = shrinkPicks(boards, shrink.genres, shrink.shrinkLimit);
  if (picks.length > 0) {
    const runner = engineRunner(settings, new ReferenceCache());
    try {
      for (const k of picks) {
        const { genre, random, result: original } = boards[k]!;
        callbacks.onShrink?.(original!);
        const c = await shrinkFailure(runner, {
          genre,
          count: shrink.random,
          seed: shrink.seed,
          rule: shrink.rule,
          maxSize: shrink.maxSize,
          index: random!,
          original: original!,
          shrinkSeconds: shrink.shrinkSeconds,
        });
        const outcome: EngineOutcome = {
          result: c.original,
          shrunk: { result: c.shrunk, tries: c.tries, interrupted: c.interrupted, steps: c.steps },
        };
        results[k] = { ...results[k]!, value: outcome as never } as UnitResult;
      }
    } finally {
      await runner.close();
    }
  }
  return { units, results, indices: ran.indices, killed };
}

/** What a report is made of besides the results. */
export interface EngineReportMeta {
  /** The engine's command. */
  readonly command: string;
  /** The cap. */
  readonly cap: number;
  /** The random boards' seed. */
  readonly seed: number;
  /** The genres, in order. */
  readonly genres: readonly Genre[];
  /** Failures shrunk per genre. */
  readonly shrinkLimit: number;
  /** Wall time of the run, in seconds. */
  readonly seconds: number;
  /** The contract version the run spoke (default: the current one). */
  readonly contract?: ContractVersion;
  /** TIMEOUT or CRASH boards in a row after which the run stopped (default 5). */
  readonly stopAfter?: number;
}

/** A report, and the units that came back without a result (the suite's own errors). */
export interface EngineReport {
  /** The report, as `runEngineSuite` gives it. */
  readonly report: SuiteReport;
  /** One line per unit that failed to run. */
  readonly errors: string[];
}

/**
 * The report of a run (or of merged shards) from its unit results, in plan order. A
 * unit that failed to run counts as a crash whose reason says it was the suite's
 * error, and is listed in `errors`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineReport } from "./engine_pool_run.ts";
 * const { report, errors } = engineReport([{
 *   id: "stostone random #1: https://puzz.link/p?stostone/1/2/0 exact", kind: "engine/board",
 *   ok: false, error: "its worker died", errorName: "WorkerError", ms: 3,
 * }], { command: "x", cap: 2, seed: 1, genres: ["stostone"], shrinkLimit: 3, seconds: 0 });
 * assert.ok(report.results[0]!.status === "crash" && report.summary.crash === 1);
 * assert.ok(errors.length === 1 && report.counterexamples.length === 0);
 * ```
 */
export function engineReport(results: readonly UnitResult[], meta: EngineReportMeta): EngineReport {
  const errors: string[] = [];
  const boards = results.map((r) => {
    const place = parseEngineUnitId(r.id);
    if (r.ok) {
      const outcome = r.value as unknown as EngineOutcome;
      return { place, result: outcome.result, outcome };
    }
    errors.push(r.error);
    const result: BoardResult = {
      url: place.url,
      rule: place.rule,
      genre: place.genre,
      source: place.label,
      status: "crash",
      category: null,
      gaveUp: null,
      reason: `internal error (not the engine's): ${r.error}`,
      seconds: r.ms / 1000,
    };
    return { place, result, outcome: null };
  });
  // Only results that came back are picked: a suite error is not the engine's to shrink.
  const ran: RanBoard[] = boards.map(({ place, outcome }) => ({
    genre: place.genre,
    random: place.random,
    result: outcome?.result ?? null,
  }));
  const counterexamples: Counterexample[] = [];
  for (const k of shrinkPicks(ran, meta.genres, meta.shrinkLimit)) {
    const { result, outcome } = boards[k]!;
    // Always there: whoever ran this board (the run, or its shard) shrank its own
    // picks, and those include it.
    if (outcome?.shrunk) {
      const { result: shrunk, tries, interrupted, steps } = outcome.shrunk;
      counterexamples.push({ original: result, shrunk, tries, interrupted, steps });
    }
  }
  const list = boards.map((b) => b.result);
  return {
    report: {
      contract: meta.contract ?? CONTRACT_VERSION,
      command: meta.command,
      cap: meta.cap,
      seed: meta.seed,
      stopAfter: meta.stopAfter ?? DEFAULT_STOP_AFTER,
      results: list,
      summary: summarise(list, meta.seconds),
      counterexamples,
    },
    errors,
  };
}
