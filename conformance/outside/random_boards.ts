/**
 * Random boards for an outside engine, and the smallest failing board for each
 * failure. Both phases are fast-check runs over the same seeded arbitrary:
 *
 * 1. `count` boards are generated and every one is tried (the property records the
 *    result and never fails, so all of them run);
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
import type { Rule } from "../engines.ts";
import { type Genre, randomCases } from "./arbitraries.ts";
import { type BoardCase, type BoardResult, isFailure, type OutsideEngineRunner } from "./runner.ts";

/** A failing random board and the smallest board it shrank to. */
export interface Counterexample {
  /** The failure as first found. */
  readonly original: BoardResult;
  /** The shrunk board's result: same status (and failure category) as the original. */
  readonly shrunk: BoardResult;
  /** Boards tried while shrinking. */
  readonly tries: number;
  /** Whether shrinking stopped at its time limit (the board may shrink further). */
  readonly interrupted: boolean;
}

/** What to run. */
export interface RandomRunOptions {
  /** The genre. */
  readonly genre: Genre;
  /** How many boards. */
  readonly count: number;
  /** The fast-check seed. */
  readonly seed: number;
  /** Try every board under this rule (default: a random rule per board). */
  readonly rule?: Rule;
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

/** Failure indices to shrink: the first of each kind, then the rest, up to `limit`. */
function pickFailures(results: readonly BoardResult[], limit: number): number[] {
  const failing = results.flatMap((r, i) => (isFailure(r.status) ? [i] : []));
  const firsts = failing.filter((i, k) =>
    failing.findIndex((j) => sameFailure(results[j]!, results[i]!)) === k
  );
  const rest = failing.filter((i) => !firsts.includes(i));
  return [...firsts, ...rest].slice(0, limit);
}

/**
 * Tries `count` random boards of a genre on the runner's engine and shrinks failures.
 * Does not close the runner.
 *
 * @example
 * ```ts
 * import { checkRandomBoards } from "./random_boards.ts";
 * import { OutsideEngineRunner } from "./runner.ts";
 * if ((await Deno.permissions.query({ name: "run" })).state === "granted") {
 *   // An engine that always says "no answer, and that is all": wrong on solvable boards.
 *   const runner = new OutsideEngineRunner({
 *     command: `while read l; do echo '{"answers":[],"complete":true}'; done`,
 *     timeoutSeconds: 5,
 *   });
 *   const report = await checkRandomBoards(runner, { genre: "dosun-fuwari", count: 30, seed: 3 });
 *   await runner.close();
 *   console.assert(report.results.length === 30);
 *   for (const c of report.counterexamples) console.assert(c.shrunk.status === "fail");
 * }
 * ```
 */
export async function checkRandomBoards(
  runner: OutsideEngineRunner,
  options: RandomRunOptions,
): Promise<RandomRunReport> {
  const { genre, count, seed, rule, shrinkLimit = 3, shrinkSeconds = 60, onResult, onShrink } =
    options;
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a whole number >= 0, got ${count}`);
  }
  const cases = randomCases(genre, rule);
  const label = (i: number) => `random ${genre} #${i + 1} (seed ${seed})`;
  const results: BoardResult[] = [];
  if (count === 0) return { results, counterexamples: [] };

  await fc.check(
    fc.asyncProperty(cases, async (item: BoardCase) => {
      const i = results.length;
      const result = await runner.check({ ...item, source: label(i) });
      results.push(result);
      onResult?.(result, i);
      return true;
    }),
    { seed, numRuns: count },
  );

  const counterexamples: Counterexample[] = [];
  for (const index of pickFailures(results, shrinkLimit)) {
    const original = results[index]!;
    onShrink?.(original);
    let tries = 0;
    const details = await fc.check(
      fc.asyncProperty(cases, async (item: BoardCase) => {
        tries++;
        return !sameFailure(await runner.check(item), original);
      }),
      { seed, numRuns: count, path: String(index), interruptAfterTimeLimit: shrinkSeconds * 1000 },
    );
    const smallest = details.counterexample?.[0];
    // Tried once more, to report the shrunk board's own reason; an engine that does not
    // repeat itself keeps the original board as the counterexample.
    const again = smallest
      ? await runner.check({ ...smallest, source: `shrunk from ${original.source}` })
      : null;
    counterexamples.push({
      original,
      shrunk: again && sameFailure(again, original) ? again : original,
      tries,
      interrupted: details.interrupted,
    });
  }
  return { results, counterexamples };
}
