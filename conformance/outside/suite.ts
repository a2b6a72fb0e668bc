/**
 * One full outside-engine run: per genre, the corpus boards, then `random` random
 * boards, then the shrunk counterexamples of random failures. {@link runEngineSuite}
 * runs it all on one engine process (restarted only after a timeout, crash or
 * malformed line); the `engine` verb runs the same plan ({@link planEngineSuite}) on
 * worker threads (engine_pool_run.ts) and shrinks the same picks ({@link shrinkPicks}).
 *
 * @module
 */

import { rulesOf } from "../../core/genre.ts";
import type { Genre, RandomSize, RuleChoice } from "./arbitraries.ts";
import { corpusBoards } from "./corpus.ts";
import {
  type Counterexample,
  pickFailures,
  randomBoardCases,
  shrinkFailure,
} from "./random_boards.ts";
import {
  type BoardCase,
  type BoardResult,
  DEFAULT_STOP_AFTER,
  OutsideEngineRunner,
  type RunnerOptions,
  summarise,
  type Summary,
} from "./runner.ts";

/** Which boards a run tries. */
export interface PlanOptions {
  /** The genres, in order. */
  readonly genres: readonly Genre[];
  /**
   * Try every board under this rule setting, or under each of these settings of its
   * genre (a genre needs one of them). Default: the corpus under its recorded rules,
   * random boards under random rules.
   */
  readonly rule?: RuleChoice;
  /** The corpus of a genre (default: {@link corpusBoards}); return [] to skip it. */
  readonly corpus?: (genre: Genre) => Promise<readonly BoardCase[]>;
  /** Random boards per genre. */
  readonly random: number;
  /** The seed of the random boards. */
  readonly seed: number;
  /** The largest random board (default 6×6). */
  readonly maxSize?: RandomSize;
}

/** What to run. */
export interface SuiteOptions extends RunnerOptions, PlanOptions {
  /** Shrink at most this many failures per genre (default 3). */
  readonly shrinkLimit?: number;
  /** Time limit for shrinking one failure, in seconds (default 60). */
  readonly shrinkSeconds?: number;
  /** Sees every result as it comes, with the number done and the total planned. */
  readonly onResult?: (result: BoardResult, done: number, total: number) => void;
  /** Told before each random failure is shrunk. */
  readonly onShrink?: (original: BoardResult) => void;
}

/** What a run found. */
export interface SuiteReport {
  /** The contract version the run applied. */
  readonly contract: number;
  /** The engine's command. */
  readonly command: string;
  /** The cap sent with every board. */
  readonly cap: number;
  /** The seed of the random boards. */
  readonly seed: number;
  /** TIMEOUT or CRASH boards in a row after which the run stops (0: never). */
  readonly stopAfter: number;
  /** Every board's result: per genre, corpus first, then random boards. */
  readonly results: BoardResult[];
  /** The counts. */
  readonly summary: Summary;
  /** Shrunk random failures. */
  readonly counterexamples: Counterexample[];
}

/** One board of a run's plan. */
export interface PlannedBoard {
  /** Its genre. */
  readonly genre: Genre;
  /** The board, its URL, rule and source. */
  readonly item: BoardCase;
  /** For a random board, its index (0-based) among the genre's random boards; else null. */
  readonly random: number | null;
}

/**
 * The boards of a run, in report order: per genre, the corpus (each board under each
 * of the `rule` settings of its genre when given), then the random boards.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { planEngineSuite } from "./suite.ts";
 * const plan = await planEngineSuite({ genres: ["stostone"], corpus: async () => [], random: 3, seed: 2 });
 * assert.ok(plan.length === 3 && plan[2]!.random === 2);
 * ```
 */
export async function planEngineSuite(options: PlanOptions): Promise<PlannedBoard[]> {
  const loadCorpus = options.corpus ?? corpusBoards;
  const plan: PlannedBoard[] = [];
  for (const genre of options.genres) {
    const listed = options.rule === undefined
      ? null
      : rulesOf(genre).filter((r) => [options.rule!].flat().includes(r));
    for (const board of await loadCorpus(genre)) {
      for (const rule of listed ?? [board.rule]) {
        plan.push({ genre, item: { ...board, rule }, random: null });
      }
    }
    const random = randomBoardCases(
      genre,
      options.random,
      options.seed,
      options.rule,
      options.maxSize,
    );
    random.forEach((item, i) => plan.push({ genre, item, random: i }));
  }
  return plan;
}

/** A board of a plan (or of part of one) and its result, if it has one. */
export interface RanBoard {
  /** Its genre. */
  readonly genre: Genre;
  /** Its random index, or null for a corpus board. */
  readonly random: number | null;
  /** Its result; null when none came back (the suite's own error), never shrunk. */
  readonly result: BoardResult | null;
}

/**
 * The random failures to shrink, as positions in `boards`: per genre (in `genres`
 * order), at most `limit`, chosen and ordered by `pickFailures` (random_boards.ts).
 * For part of a run it picks a superset of the whole run's picks in that part.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shrinkPicks } from "./suite.ts";
 * import type { BoardResult } from "./runner.ts";
 * const r = (status: BoardResult["status"]) => ({ status, category: null }) as BoardResult;
 * const boards = [
 *   { genre: "stostone", random: null, result: r("fail") }, // corpus: never shrunk
 *   { genre: "stostone", random: 0, result: r("fail") },
 *   { genre: "stostone", random: 1, result: r("timeout") }, // timeouts: never shrunk
 *   { genre: "dosun-fuwari", random: 0, result: r("malformed") },
 * ] as const;
 * assert.ok(shrinkPicks(boards, ["stostone", "dosun-fuwari"], 3).join() === "1,3");
 * ```
 */
export function shrinkPicks(
  boards: readonly RanBoard[],
  genres: readonly Genre[],
  limit: number,
): number[] {
  const out: number[] = [];
  for (const genre of genres) {
    const positions = new Map<number, number>();
    const indexed = [];
    for (const [position, b] of boards.entries()) {
      if (b.genre !== genre || b.random === null || b.result === null) continue;
      positions.set(b.random, position);
      indexed.push({ index: b.random, result: b.result });
    }
    indexed.sort((a, b) => a.index - b.index);
    for (const index of pickFailures(indexed, limit)) out.push(positions.get(index)!);
  }
  return out;
}

/**
 * Runs an outside engine over the corpus and random boards of the given genres.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runEngineSuite } from "./suite.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   const report = await runEngineSuite({
 *     command: "exit 1", genres: ["stostone"], corpus: async () => [], random: 3, seed: 1,
 *     timeoutSeconds: 2, startupSeconds: 0, shrinkLimit: 0,
 *   });
 *   assert.ok(report.results.length === 3);
 *   assert.ok(report.results.every((r) => r.status === "crash" || r.status === "skipped"));
 * }
 * ```
 */
export async function runEngineSuite(options: SuiteOptions): Promise<SuiteReport> {
  const start = performance.now();
  const runner = new OutsideEngineRunner(options); // checks the options; starts nothing yet
  const results: BoardResult[] = [];
  const counterexamples: Counterexample[] = [];
  try {
    const plan = await planEngineSuite(options);
    for (const { item } of plan) {
      const result = await runner.check(item);
      results.push(result);
      options.onResult?.(result, results.length, plan.length);
    }
    const ran = plan.map((p, i) => ({ ...p, result: results[i]! }));
    for (const position of shrinkPicks(ran, options.genres, options.shrinkLimit ?? 3)) {
      const { genre, random, result: original } = ran[position]!;
      options.onShrink?.(original);
      counterexamples.push(
        await shrinkFailure(runner, {
          genre,
          count: options.random,
          seed: options.seed,
          rule: options.rule,
          maxSize: options.maxSize,
          index: random!,
          original,
          shrinkSeconds: options.shrinkSeconds,
        }),
      );
    }
  } finally {
    await runner.close();
  }
  return {
    contract: runner.contract,
    command: options.command,
    cap: runner.cap,
    seed: options.seed,
    stopAfter: options.stopAfter ?? DEFAULT_STOP_AFTER,
    results,
    summary: summarise(results, (performance.now() - start) / 1000),
    counterexamples,
  };
}
