/**
 * Runs the command line for tests: in-process (fast, output captured) or as a
 * real subprocess (for stdin and for what a user's shell would see).
 *
 * @module
 */

import { main } from "../main.ts";
import { runVerb } from "./io.ts";

/** A command line written as one string, split at spaces (for arguments without any). */
export const words = (line: string): string[] => line.split(" ");

/** A test that runs only when `ok` (a permission it needs), and says so when it does not. */
export const testIf = (ok: boolean, name: string, fn: () => Promise<void>): void =>
  Deno.test({ name, ignore: !ok, fn });

/** What one run printed and returned. */
export interface CliRun {
  /** The exit code. */
  readonly code: number;
  /** Everything written with console.log, newline-joined. */
  readonly stdout: string;
  /** Everything written with console.error, newline-joined. */
  readonly stderr: string;
}

/**
 * Runs `body` in this process with console output captured line by line; with a
 * `verb`, as main.ts runs one (errors become one line and an exit code).
 */
export async function capture(
  verb: string | null,
  body: () => Promise<number>,
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (...parts: unknown[]) => out.push(parts.map(String).join(" "));
  console.error = (...parts: unknown[]) => err.push(parts.map(String).join(" "));
  try {
    return { code: verb === null ? await body() : await runVerb(verb, body), out, err };
  } finally {
    console.log = log;
    console.error = error;
  }
}

/** Runs `main(args)` in this process with console output captured. */
export async function runInProcess(args: string[]): Promise<CliRun> {
  const { code, out, err } = await capture(null, () => main(args));
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

/**
 * Runs `deno run <permissions> <script> …args` as a subprocess, feeding `stdin` when
 * given (none otherwise).
 */
export async function runScript(
  script: string,
  args: string[],
  options: { readonly stdin?: string; readonly permissions: readonly string[] },
): Promise<CliRun> {
  const { stdin } = options;
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", ...options.permissions, script, ...args],
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  });
  const child = cmd.spawn();
  if (stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(stdin));
    await writer.close();
  }
  const { code, stdout, stderr } = await child.output();
  const dec = new TextDecoder();
  return { code, stdout: dec.decode(stdout).trimEnd(), stderr: dec.decode(stderr).trimEnd() };
}

/** Runs `deno run main.ts …args` as a subprocess, optionally feeding stdin. */
export function runSubprocess(args: string[], stdin?: string): Promise<CliRun> {
  const main = new URL("../main.ts", import.meta.url).pathname;
  return runScript(main, args, {
    stdin,
    permissions: ["--allow-read", "--allow-write", "--allow-env"],
  });
}
