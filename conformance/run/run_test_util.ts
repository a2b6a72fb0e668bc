/**
 * Test helpers for code that starts workers. `deno test` type-checks the module
 * of every new Worker again (about two seconds each, never cached), `deno run`
 * does not; so when the tests may start processes (`--allow-run`) anything that
 * starts workers runs in a child `deno run`, and otherwise in-process (slower,
 * same checks).
 *
 * @module
 */

import { type Outcome, runScenarios, type Scenario } from "./pool_harness.ts";
import { capture, type CliRun, runInProcess, runScript } from "../../cli/cli_test_util.ts";

/** Whether this test run may start processes. */
export const canRun: boolean = Deno.permissions.querySync({ name: "run" }).state === "granted";

/** Runs a script in a child `deno run` that may read and see the environment. */
function child(args: string[], stdin: string): Promise<CliRun> {
  return runScript(args[0]!, args.slice(1), {
    stdin,
    // certify proves with CaDiCaL, through temporary files.
    permissions: ["--allow-read", "--allow-env", "--allow-run=cadical", "--allow-write"],
  });
}

/** Runs pool scenarios (pool_harness.ts), in a child `deno run` when allowed. */
export async function runScenariosFast(scenarios: readonly Scenario[]): Promise<Outcome[]> {
  if (!canRun) return await runScenarios(scenarios);
  const harness = new URL("./pool_harness.ts", import.meta.url).pathname;
  const r = await child([harness], JSON.stringify(scenarios));
  if (r.code !== 0) throw new Error(`pool harness exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Outcome[];
}

/** What a command printed and returned. */
export interface CommandRun {
  /** Exit code. */
  readonly code: number;
  /** Standard output. */
  readonly stdout: string;
  /** Standard error. */
  readonly stderr: string;
}

/**
 * Runs `deno task cli …args` (main.ts): in a child `deno run` when allowed and the
 * arguments ask for more than one job, in-process otherwise.
 */
export async function runCli(args: string[]): Promise<CommandRun> {
  const jobs = args.indexOf("--jobs");
  const many = jobs >= 0 && Number(args[jobs + 1]) > 1;
  if (!many || !canRun) return await runInProcess(args);
  const main = new URL("../../main.ts", import.meta.url).pathname;
  return await child([main, ...args], "");
}

/** Runs a command function the way main.ts runs a verb, in-process, output captured. */
export async function runCommand(
  verb: string,
  command: (args: string[]) => Promise<number>,
  args: string[],
): Promise<CommandRun> {
  const { code, out, err } = await capture(verb, () => command(args));
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}
