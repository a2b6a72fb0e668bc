/**
 * One full outside-engine run, as the `engine` verb does it: per genre, the corpus
 * boards, then `random` random boards with shrunk counterexamples, all on one engine
 * process (restarted only after a timeout, crash or malformed line).
 *
 * @module
 */

import type { Rule } from "../engines.ts";
import type { Genre } from "./arbitraries.ts";
import { corpusBoards } from "./corpus.ts";
import { CONTRACT_VERSION } from "./protocol.ts";
import { checkRandomBoards, type Counterexample } from "./random_boards.ts";
import {
  type BoardCase,
  type BoardResult,
  OutsideEngineRunner,
  type RunnerOptions,
  summarise,
  type Summary,
} from "./runner.ts";

/** What to run. */
export interface SuiteOptions extends RunnerOptions {
  /** The genres, in order. */
  readonly genres: readonly Genre[];
  /** Try every board under this rule (it must belong to the only genre given). */
  readonly rule?: Rule;
  /** The corpus of a genre (default: {@link corpusBoards}); return [] to skip it. */
  readonly corpus?: (genre: Genre) => Promise<readonly BoardCase[]>;
  /** Random boards per genre. */
  readonly random: number;
  /** The seed of the random boards. */
  readonly seed: number;
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
  /** Every board's result: per genre, corpus first, then random boards. */
  readonly results: BoardResult[];
  /** The counts. */
  readonly summary: Summary;
  /** Shrunk random failures. */
  readonly counterexamples: Counterexample[];
}

/**
 * Runs an outside engine over the corpus and random boards of the given genres.
 *
 * @example
 * ```ts
 * import { runEngineSuite } from "./suite.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   const report = await runEngineSuite({
 *     command: "exit 1", genres: ["stostone"], corpus: async () => [], random: 3, seed: 1,
 *     timeoutSeconds: 2, startupSeconds: 0, shrinkLimit: 0,
 *   });
 *   console.assert(report.results.length === 3);
 *   console.assert(report.results.every((r) => r.status === "crash" || r.status === "skipped"));
 * }
 * ```
 */
export async function runEngineSuite(options: SuiteOptions): Promise<SuiteReport> {
  const start = performance.now();
  const loadCorpus = options.corpus ?? corpusBoards;
  const corpora = new Map<Genre, BoardCase[]>();
  for (const genre of options.genres) {
    const boards = [...await loadCorpus(genre)];
    corpora.set(
      genre,
      options.rule === undefined ? boards : boards.map((b) => ({ ...b, rule: options.rule! })),
    );
  }
  const total = [...corpora.values()].reduce((n, boards) => n + boards.length + options.random, 0);
  const results: BoardResult[] = [];
  const counterexamples: Counterexample[] = [];
  const record = (result: BoardResult) => {
    results.push(result);
    options.onResult?.(result, results.length, total);
  };
  const runner = new OutsideEngineRunner(options);
  try {
    for (const genre of options.genres) {
      for (const item of corpora.get(genre)!) record(await runner.check(item));
      const random = await checkRandomBoards(runner, {
        genre,
        count: options.random,
        seed: options.seed,
        rule: options.rule,
        shrinkLimit: options.shrinkLimit,
        shrinkSeconds: options.shrinkSeconds,
        onResult: record,
        onShrink: options.onShrink,
      });
      counterexamples.push(...random.counterexamples);
    }
  } finally {
    await runner.close();
  }
  return {
    contract: CONTRACT_VERSION,
    command: options.command,
    cap: runner.cap,
    seed: options.seed,
    results,
    summary: summarise(results, (performance.now() - start) / 1000),
    counterexamples,
  };
}
