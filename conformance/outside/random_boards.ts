/**
 * Random boards for an outside engine, and the smallest failing board for each
 * failure. Both phases are fast-check runs over the same seeded arbitrary:
 *
 * 1. `count` boards are generated (the property records each board and never fails,
 *    so all of them are) and every one is tried;
 * 2. for each failing board (up to a limit, one of each kind of failure first), the
 *    run is replayed from that board (`path`) with the property "the engine does not
 *    fail this way on this board", and fast-check shrinks it to the smallest board
 *    that still fails the same way.
 *
 * The seed reproduces everything: the boards, and (with a deterministic engine) the
 * failures and their shrunk forms.
 *
 * @module
 */

import fc from "npm:fast-check";
import { type Genre, randomCases, type RandomSize, type RuleChoice } from "./arbitraries.ts";
import { type BoardCase, type BoardResult, isFailure, type OutsideEngineRunner } from "./runner.ts";

/** A failing random board and the smallest board it shrank to. */
export interface Counterexample {
  /** The failure as first found. */
  readonly original: BoardResult;
  /** The shrunk board's result: same status (and failure category) as the original. */
  readonly shrunk: BoardResult;
  /** Boards tried on the engine while shrinking. */
  readonly tries: number;
  /**
   * Whether shrinking stopped at its time limit (the board may shrink further); when
   * false, the smallest board was reached: no smaller candidate fails the same way.
   */
  readonly interrupted: boolean;
  /**
   * The URLs of the boards shrinking moved through, each smaller than the one before
   * and failing the same way: the original first, the shrunk board last. Absent in
   * reports written before steps were kept.
   */
  readonly steps?: readonly string[];
}

/** What to run. */
export interface RandomRunOptions {
  /** The genre. */
  readonly genre: Genre;
  /** How many boards. */
  readonly count: number;
  /** The fast-check seed. */
  readonly seed: number;
  /** Try every board under this rule, or one of these (default: a random rule per board). */
  readonly rule?: RuleChoice;
  /** The largest board (default 6×6). */
  readonly maxSize?: RandomSize;
  /** Shrink at most this many failures (default 3). */
  readonly shrinkLimit?: number;
  /** Stop shrinking one failure after this many seconds (default 60). */
  readonly shrinkSeconds?: number;
  /** Sees every result of phase 1 as it comes. */
  readonly onResult?: (result: BoardResult, index: number) => void;
  /** Told before each failure is shrunk. */
  readonly onShrink?: (original: BoardResult) => void;
}

/** What a random run found. */
export interface RandomRunReport {
  /** One result per generated board, in order. */
  readonly results: BoardResult[];
  /** Shrunk counterexamples, one per shrunk failure. */
  readonly counterexamples: Counterexample[];
}

const sameFailure = (a: BoardResult, b: BoardResult): boolean =>
  a.status === b.status && a.category === b.category;

/**
 * The source label of random board `index` (0-based) of a run.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomLabel } from "./random_boards.ts";
 * assert.ok(randomLabel("stostone", 0, 7) === "random stostone #1 (seed 7)");
 * ```
 */
export function randomLabel(genre: Genre, index: number, seed: number): string {
  return `random ${genre} #${index + 1} (seed ${seed})`;
}

function checkCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a whole number >= 0, got ${count}`);
  }
}

/**
 * The `count` random boards of a run, labelled with {@link randomLabel}: exactly the
 * boards a fast-check run with this seed and `numRuns: count` generates, so that
 * {@link shrinkFailure} can replay the run from any of them. Boards are at most
 * `maxSize` (default 6×6).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomBoardCases } from "./random_boards.ts";
 * const a = randomBoardCases("dosun-fuwari", 5, 3);
 * const b = randomBoardCases("dosun-fuwari", 5, 3);
 * assert.ok(a.length === 5 && a.map((c) => c.url).join() === b.map((c) => c.url).join());
 * assert.ok(a[4]!.source === "random dosun-fuwari #5 (seed 3)");
 * ```
 */
export function randomBoardCases(
  genre: Genre,
  count: number,
  seed: number,
  rule?: RuleChoice,
  maxSize?: RandomSize,
): BoardCase[] {
  checkCount(count);
  const out: BoardCase[] = [];
  if (count === 0) return out;
  // The property records each board and never fails, so all `count` are generated.
  fc.check(
    fc.property(randomCases(genre, rule, maxSize), (item: BoardCase) => {
      out.push({ ...item, source: randomLabel(genre, out.length, seed) });
      return true;
    }),
    { seed, numRuns: count },
  );
  return out;
}

/** A random board's result, with the board's index in its run. */
export interface IndexedResult {
  /** The board's index (0-based) among the run's random boards. */
  readonly index: number;
  /** Its result. */
  readonly result: BoardResult;
}

/**
 * Whether a failure is worth shrinking: FAIL and MALFORMED. A TIMEOUT or a CRASH is
 * not shrunk: trying smaller boards would mostly wait out more timeouts (a hanging
 * engine over the corpus spent most of its 46 minutes there), and a smaller board
 * that also times out says nothing new.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isShrinkable } from "./random_boards.ts";
 * assert.ok(isShrinkable("fail") && isShrinkable("malformed"));
 * assert.ok(!isShrinkable("timeout") && !isShrinkable("crash") && !isShrinkable("pass"));
 * ```
 */
export function isShrinkable(status: BoardResult["status"]): boolean {
  return status === "fail" || status === "malformed";
}

/**
 * Which failures to shrink, in the order to shrink them: the first failure of each
 * kind (status and failure category), then the others, each part in index order, up
 * to `limit`; only FAIL and MALFORMED ({@link isShrinkable}). `results` must be in index order; it may be any part of a run (a
 * shard's share): the picks of the whole run are then always among the picks of its
 * parts, since a part puts no more boards ahead of a board than the whole run does.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pickFailures } from "./random_boards.ts";
 * import type { BoardResult } from "./runner.ts";
 * const r = (status: BoardResult["status"]) => ({ status, category: null }) as BoardResult;
 * const results = [r("pass"), r("fail"), r("timeout"), r("fail"), r("malformed")]
 *   .map((result, index) => ({ index, result }));
 * assert.ok(pickFailures(results, 3).join() === "1,4,3");
 * assert.ok(pickFailures(results, 1).join() === "1");
 * ```
 */
export function pickFailures(results: readonly IndexedResult[], limit: number): number[] {
  const failing = results.filter((r) =>
    isFailure(r.result.status) && isShrinkable(r.result.status)
  );
  const firsts = failing.filter((r, k) =>
    failing.findIndex((other) => sameFailure(other.result, r.result)) === k
  );
  const rest = failing.filter((r) => !firsts.includes(r));
  return [...firsts, ...rest].slice(0, Math.max(0, limit)).map((r) => r.index);
}

/** Which failing random board to shrink. */
export interface ShrinkOptions {
  /** The genre. */
  readonly genre: Genre;
  /** How many boards the run had. */
  readonly count: number;
  /** The run's seed. */
  readonly seed: number;
  /** The run's rule settings, if it chose them. */
  readonly rule?: RuleChoice;
  /** The run's largest board, if it set one. */
  readonly maxSize?: RandomSize;
  /** The failing board's index in the run. */
  readonly index: number;
  /** Its result. */
  readonly original: BoardResult;
  /** Stop shrinking after this many seconds (default 60). */
  readonly shrinkSeconds?: number;
}

/**
 * Whether board `a` comes strictly before board `b` in the order shrinking follows:
 * fewer cells, then a shorter URL, then the URL and rule as text. Shrinking only ever
 * moves to a smaller board, so it cannot go round in circles on boards of one size.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { smallerBoard } from "./random_boards.ts";
 * const board = (url: string, cells: number) => ({ url, rule: "official", cells });
 * assert.ok(smallerBoard(board("dosufuwa/1/1/", 1), board("dosufuwa/1/1/0", 1)));
 * assert.ok(!smallerBoard(board("dosufuwa/1/1/0", 1), board("dosufuwa/1/1/0", 1)));
 * assert.ok(smallerBoard(board("dosufuwa/2/2/0000", 4), board("dosufuwa/3/1/0", 3)) === false);
 * ```
 */
export function smallerBoard(
  a: { readonly url: string; readonly rule: string; readonly cells: number },
  b: { readonly url: string; readonly rule: string; readonly cells: number },
): boolean {
  if (a.cells !== b.cells) return a.cells < b.cells;
  if (a.url.length !== b.url.length) return a.url.length < b.url.length;
  return `${a.url} ${a.rule}` < `${b.url} ${b.rule}`;
}

const cellsOf = (item: BoardCase) => ({
  url: item.url,
  rule: item.rule,
  cells: item.board.rows * item.board.cols,
});

/**
 * Shrinks one failing random board: replays the run from it (`path`) with the
 * property "the engine does not fail this way on this board" and lets fast-check
 * find the smallest board that still fails the same way. Only a candidate smaller
 * than the board reached so far ({@link smallerBoard}) is sent to the engine; any
 * other passes at no cost, so shrinking ends as soon as no smaller candidate fails
 * the same way (the smallest board reached), and the time limit is met only when the
 * engine's answers take that long.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomBoardCases, shrinkFailure } from "./random_boards.ts";
 * import { OutsideEngineRunner } from "./runner.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   const runner = new OutsideEngineRunner({ command: "exit 1", timeoutSeconds: 5, startupSeconds: 0 });
 *   const [board] = randomBoardCases("dosun-fuwari", 1, 4);
 *   const original = await runner.check(board!);
 *   if (original.status === "crash") {
 *     const c = await shrinkFailure(runner, { genre: "dosun-fuwari", count: 1, seed: 4, index: 0, original });
 *     assert.ok(c.shrunk.status === "crash" && c.original === original);
 *   }
 *   await runner.close();
 * }
 * ```
 */
export async function shrinkFailure(
  runner: OutsideEngineRunner,
  options: ShrinkOptions,
): Promise<Counterexample> {
  const { genre, count, seed, rule, maxSize, index, original, shrinkSeconds = 60 } = options;
  let tries = 0;
  // The board reached so far (the first one tried is the original, replayed).
  let reached: ReturnType<typeof cellsOf> | null = null;
  const steps: string[] = [];
  const details = await fc.check(
    fc.asyncProperty(randomCases(genre, rule, maxSize), async (item: BoardCase) => {
      const candidate = cellsOf(item);
      if (reached !== null && !smallerBoard(candidate, reached)) return true;
      tries++;
      if (!sameFailure(await runner.check(item), original)) return true;
      reached = candidate;
      steps.push(item.url);
      return false;
    }),
    { seed, numRuns: count, path: String(index), interruptAfterTimeLimit: shrinkSeconds * 1000 },
  );
  const smallest = details.counterexample?.[0];
  // Tried once more, to report the shrunk board's own reason; an engine that does not
  // repeat itself keeps the original board as the counterexample.
  const again = smallest
    ? await runner.check({ ...smallest, source: `shrunk from ${original.source}` })
    : null;
  const shrunk = again && sameFailure(again, original) ? again : original;
  return {
    original,
    shrunk,
    tries,
    interrupted: details.interrupted,
    steps: shrunk === original ? [original.url] : steps,
  };
}

/**
 * Tries `count` random boards of a genre on the runner's engine and shrinks failures.
 * Does not close the runner.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkRandomBoards } from "./random_boards.ts";
 * import { OutsideEngineRunner } from "./runner.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   // An engine that always says "no answer, and that is all": wrong on solvable boards.
 *   const runner = new OutsideEngineRunner({
 *     command: `while read id l; do echo '{"id":"'$id'","answers":[],"complete":true}'; done`,
 *     timeoutSeconds: 5,
 *   });
 *   const report = await checkRandomBoards(runner, { genre: "dosun-fuwari", count: 30, seed: 3 });
 *   await runner.close();
 *   assert.ok(report.results.length === 30);
 *   for (const c of report.counterexamples) assert.ok(c.shrunk.status === "fail");
 * }
 * ```
 */
export async function checkRandomBoards(
  runner: OutsideEngineRunner,
  options: RandomRunOptions,
): Promise<RandomRunReport> {
  const { genre, count, seed, rule, maxSize, shrinkLimit = 3, shrinkSeconds = 60 } = options;
  const { onResult, onShrink } = options;
  const results: BoardResult[] = [];
  for (const [i, item] of randomBoardCases(genre, count, seed, rule, maxSize).entries()) {
    const result = await runner.check(item);
    results.push(result);
    onResult?.(result, i);
  }
  const counterexamples: Counterexample[] = [];
  const indexed = results.map((result, index) => ({ index, result }));
  for (const index of pickFailures(indexed, shrinkLimit)) {
    const original = results[index]!;
    onShrink?.(original);
    counterexamples.push(
      await shrinkFailure(runner, {
        genre,
        count,
        seed,
        rule,
        maxSize,
        index,
        original,
        shrinkSeconds,
      }),
    );
  }
  return { results, counterexamples };
}
