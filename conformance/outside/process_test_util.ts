/**
 * For tests that start engine processes: whether this run may (`--allow-run`), and a
 * `Deno.test` that is skipped without it and gets a printed, replayable seed.
 *
 * @module
 */

import { testSeed } from "../../core/rng.ts";

/** Whether this test run may start processes. */
export const canRun: boolean = (await Deno.permissions.query({ name: "run" })).state === "granted";

/**
 * Registers a test that starts processes: ignored without `--allow-run`; `fn` gets the
 * run's seed, printed first so a failure can be replayed with `SEED=…`.
 */
export function processTest(name: string, fn: (seed: number) => Promise<void>): void {
  Deno.test({
    name,
    ignore: !canRun,
    fn: async () => {
      const seed = testSeed();
      await fn(seed);
    },
  });
}
