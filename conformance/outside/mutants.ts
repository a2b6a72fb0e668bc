/**
 * The mutation check of the outside-engine suite: deliberately wrong engines (the
 * example SAT engine with `--mutant NAME`, conformance/outside/examples/sat_mutants.ts) that
 * the suite must flag, each runnable as a command. The mutation score is how many of
 * them a run flags. One more, `exact-only`, is an honest partial engine (it gives up as
 * unsupported off the `exact` setting): a run must show it as UNSUPPORTED, not flag it.
 *
 * @module
 */

import { fileURLToPath as fromFileUrl } from "node:url";
import { SAT_MUTANTS, type SatMutant } from "./examples/sat_mutants.ts";
import type { Genre } from "./arbitraries.ts";

/** The example engine's entry point, as a path. */
export const SAT_ENGINE_PATH: string = fromFileUrl(
  new URL("./examples/sat_engine.ts", import.meta.url),
);

/** The repository's deno.json, so the engine resolves `npm:` imports from any directory. */
const DENO_CONFIG: string = fromFileUrl(new URL("../../deno.json", import.meta.url));

const quote = (s: string): string => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * The command line (for `sh -c`) that runs the example SAT engine, or one of its
 * mutants, with the Deno running this code.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { satEngineCommand } from "./mutants.ts";
 * assert.ok(satEngineCommand("two-balloons").endsWith("--mutant two-balloons"));
 * ```
 */
export function satEngineCommand(mutant: string | null = null): string {
  // The engine only reads (its solving thread loads its modules at run time); --no-prompt
  // makes sure it never waits for a permission.
  const parts = [quote(Deno.execPath()), "run", "--no-prompt", "--allow-read"];
  parts.push("--config", quote(DENO_CONFIG));
  parts.push(quote(SAT_ENGINE_PATH));
  if (mutant !== null) parts.push("--mutant", mutant);
  return parts.join(" ");
}

/** A mutant to run: its description and the command that runs it. */
export interface MutantEngine extends SatMutant {
  /** The command line for `sh -c`. */
  readonly command: string;
  /** The genres whose boards can reveal it. */
  readonly genres: readonly Genre[];
}

/**
 * Every mutant with its command.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mutantEngines } from "./mutants.ts";
 * const mutants = mutantEngines();
 * assert.ok(mutants.length >= 8);
 * assert.ok(mutants.find((m) => m.name === "cap-claims-complete")!.genres.length === 2);
 * ```
 */
export function mutantEngines(): MutantEngine[] {
  return SAT_MUTANTS.map((m) => ({
    ...m,
    command: satEngineCommand(m.name),
    genres: m.genre === "both" ? ["stostone", "dosun-fuwari"] : [m.genre],
  }));
}
