/**
 * Ctrl-C and SIGTERM: a verb that starts outside engines must not leave them
 * running when it is interrupted. Only such a verb (`engine`) installs this: a
 * signal listener replaces the default action, and a verb busy in synchronous
 * work (a long `count`) would then not stop at Ctrl-C until that work was done. While a verb runs, SIGINT and SIGTERM kill every
 * engine process group this process started (each was started detached, as the
 * leader of its own group, by this process or by one of its worker threads, so
 * `ps` finds the leaders among this process's children), let the verb write what
 * it has (`onInterrupt`), and exit 130 (SIGINT) or 143 (SIGTERM), the shells'
 * codes for those signals.
 *
 * @module
 */

/** The exit code for each signal handled: 128 + the signal number. */
export const SIGNAL_EXIT: Readonly<Record<"SIGINT" | "SIGTERM", number>> = {
  SIGINT: 130,
  SIGTERM: 143,
};

/**
 * The process groups led by children of this process: the engines it started
 * detached (a child in this process's own group is not one, and is left alone).
 * Empty when `ps` cannot be run.
 */
export async function childProcessGroups(): Promise<number[]> {
  try {
    const { success, stdout } = await new Deno.Command("ps", {
      args: ["-o", "pid=,pgid=", "--ppid", String(Deno.pid)],
      stdout: "piped",
      stderr: "null",
    }).output();
    if (!success) return [];
    const groups: number[] = [];
    for (const line of new TextDecoder().decode(stdout).split("\n")) {
      const [pid, pgid] = line.trim().split(/\s+/).map(Number);
      if (pid !== undefined && pid === pgid && pid !== Deno.pid) groups.push(pid);
    }
    return groups;
  } catch {
    return [];
  }
}

/** Kills process groups with SIGKILL; returns those it could signal. */
export function killGroups(groups: readonly number[]): number[] {
  const killed: number[] = [];
  for (const group of groups) {
    try {
      Deno.kill(-group, "SIGKILL");
      killed.push(group);
    } catch {
      // Already gone.
    }
  }
  return killed;
}

/** What a verb does when interrupted, after the engines are killed. */
export interface InterruptOptions {
  /** Writes what the verb has so far (partial output, marked incomplete). */
  readonly onInterrupt?: (signal: "SIGINT" | "SIGTERM") => void;
  /** Process groups the verb knows it started, killed along with the ones `ps` finds. */
  readonly knownGroups?: () => readonly number[];
  /** Exits the process (default `Deno.exit`); tests replace it. */
  readonly exit?: (code: number) => void;
}

/**
 * Handles SIGINT and SIGTERM as the module header says until the returned function
 * is called (call it in a `finally`).
 *
 * @example
 * ```ts
 * import { handleInterrupts } from "./interrupt.ts";
 * const stop = handleInterrupts({ onInterrupt: (signal) => console.log(`partial (${signal})`) });
 * stop();
 * ```
 */
export function handleInterrupts(options: InterruptOptions = {}): () => void {
  const exit = options.exit ?? ((code: number) => Deno.exit(code));
  // Nested handlers: only the innermost handles a signal, since it knows what the
  // verb has to write.
  const token = Symbol("interrupts");
  const handle = async (signal: "SIGINT" | "SIGTERM") => {
    if (handling || active.at(-1)?.token !== token) return; // a second Ctrl-C, or not innermost
    handling = true;
    const groups = new Set([...(options.knownGroups?.() ?? []), ...(await childProcessGroups())]);
    const killed = killGroups([...groups]);
    try {
      options.onInterrupt?.(signal);
    } finally {
      console.error(
        `interrupted by ${signal}: killed ${killed.length} engine process group(s); exit ${
          SIGNAL_EXIT[signal]
        }`,
      );
      exit(SIGNAL_EXIT[signal]);
    }
  };
  active.push({ token, handle });
  const listeners = (["SIGINT", "SIGTERM"] as const).map((signal) => {
    const listener = () => void handle(signal);
    try {
      Deno.addSignalListener(signal, listener);
    } catch {
      return null; // no signals here (e.g. Windows for SIGTERM)
    }
    return [signal, listener] as const;
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    active.splice(active.findIndex((a) => a.token === token), 1);
    for (const entry of listeners) {
      if (entry) Deno.removeSignalListener(entry[0], entry[1]);
    }
  };
}

/**
 * Runs `body` with SIGINT and SIGTERM handled as the module header says; the
 * handlers are removed when `body` settles.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { withInterrupts } from "./interrupt.ts";
 * const value = await withInterrupts(async () => 42);
 * assert.ok(value === 42);
 * ```
 */
export async function withInterrupts<T>(
  body: () => Promise<T>,
  options: InterruptOptions = {},
): Promise<T> {
  const stop = handleInterrupts(options);
  try {
    return await body();
  } finally {
    stop();
  }
}

/**
 * Stops this process as `signal` would, for another reason (`why`, printed first):
 * its launcher is gone (launcher.ts). The innermost handler in place does what it does
 * on that signal; without one, the engine process groups this process started are
 * killed and it exits with the signal's code. Worker threads end with the process.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stopAsOn } from "./interrupt.ts";
 * let code = -1;
 * await stopAsOn("SIGTERM", "a test", (c) => code = c);
 * assert.equal(code, 143);
 * ```
 */
export async function stopAsOn(
  signal: "SIGINT" | "SIGTERM",
  why: string,
  exit: (code: number) => void = (code) => Deno.exit(code),
): Promise<void> {
  console.error(`${why}: stopping as on ${signal}`);
  const innermost = active.at(-1);
  if (innermost) return await innermost.handle(signal);
  const killed = killGroups(await childProcessGroups());
  console.error(`killed ${killed.length} engine process group(s); exit ${SIGNAL_EXIT[signal]}`);
  exit(SIGNAL_EXIT[signal]);
}

/** The calls of {@link withInterrupts} in progress, innermost last, with their handlers. */
const active: { token: symbol; handle: (signal: "SIGINT" | "SIGTERM") => Promise<void> }[] = [];

/** Set once a signal is being handled: later signals wait for the exit. */
let handling = false;
