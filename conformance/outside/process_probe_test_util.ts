/**
 * For tests that must prove no engine process outlives a run: whether a process
 * still runs, asked of `ps` (Deno reads /proc only with --allow-all, which the
 * test task does not grant; `ps` needs only --allow-run).
 *
 * @module
 */

/** Whether `ps` can be run here (then {@link alive} works). */
export const canProbeProcesses: boolean = await (async () => {
  try {
    const { success } = await new Deno.Command("ps", {
      args: ["-o", "stat=", "-p", String(Deno.pid)],
      stdout: "null",
      stderr: "null",
    }).output();
    return success;
  } catch {
    return false; // no --allow-run, or no ps
  }
})();

/**
 * Whether a process still runs; a reaped or zombie one does not.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { alive, canProbeProcesses } from "./process_probe_test_util.ts";
 * if (canProbeProcesses) assert.ok(await alive(Deno.pid));
 * ```
 */
export async function alive(pid: number): Promise<boolean> {
  const { success, stdout } = await new Deno.Command("ps", {
    args: ["-o", "stat=", "-p", String(pid)],
    stdout: "piped",
    stderr: "null",
  }).output();
  if (!success) return false; // no such process
  return !new TextDecoder().decode(stdout).trim().startsWith("Z");
}
