/**
 * CaDiCaL as a blocking call, for the places that build a certificate inside
 * synchronous code (a fixture is built and written in one call, in a worker).
 * Same solver, same files, same answers as {@link solveCnf} in `cadical.ts`, without
 * the time limit (boards here take well under a second).
 *
 * @module
 */

import { CadicalMissingError } from "./cadical.ts";

/** What one blocking call found: a model (true literals), or unsat with its DRAT proof. */
export type SyncResult =
  | { readonly status: "sat"; readonly trueVars: ReadonlySet<number> }
  | { readonly status: "unsat"; readonly drat: Uint8Array | null };

let version: string | null = null;

/**
 * The solver's version, as `cadical --version` prints it (read once a process).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { cadicalVersionSync } from "./cadical_sync.ts";
 * assert.match(cadicalVersionSync(), /\S/); // Debian's 1.5.3 says "sc2021"
 * ```
 */
export function cadicalVersionSync(): string {
  return version ??= new TextDecoder().decode(run(["--version"]).stdout).trim();
}

function run(args: string[]): Deno.CommandOutput {
  try {
    return new Deno.Command("cadical", { args, stdin: "null", stdout: "piped", stderr: "piped" })
      .outputSync();
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) throw new CadicalMissingError("cadical", { cause: e });
    throw e;
  }
}

/**
 * Solves DIMACS text; with `proof`, an unsat answer carries CaDiCaL's binary DRAT proof.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveCnfSync } from "./cadical_sync.ts";
 * assert.equal(solveCnfSync("p cnf 1 2\n1 0\n-1 0\n", true).status, "unsat");
 * const sat = solveCnfSync("p cnf 2 1\n-1 2 0\n", false);
 * assert.ok(sat.status === "sat");
 * ```
 */
export function solveCnfSync(dimacs: string, proof: boolean): SyncResult {
  const cnfPath = Deno.makeTempFileSync({ prefix: "cadical_", suffix: ".cnf" });
  const proofPath = proof ? Deno.makeTempFileSync({ prefix: "cadical_", suffix: ".drat" }) : null;
  try {
    Deno.writeTextFileSync(cnfPath, dimacs);
    const out = run(["-q", cnfPath, ...(proofPath ? [proofPath] : [])]);
    if (out.code === 20) {
      return { status: "unsat", drat: proofPath ? Deno.readFileSync(proofPath) : null };
    }
    const stdout = new TextDecoder().decode(out.stdout);
    if (out.code !== 10) {
      const stderr = new TextDecoder().decode(out.stderr).trim();
      throw new Error(`cadical failed with exit code ${out.code}: ${stderr || stdout.trim()}`);
    }
    const trueVars = new Set<number>();
    for (const line of stdout.split("\n")) {
      if (!line.startsWith("v")) continue;
      for (const token of line.slice(1).trim().split(/\s+/)) {
        const lit = Number(token);
        if (lit > 0) trueVars.add(lit);
      }
    }
    return { status: "sat", trueVars };
  } finally {
    Deno.removeSync(cnfPath);
    if (proofPath) Deno.removeSync(proofPath);
  }
}
