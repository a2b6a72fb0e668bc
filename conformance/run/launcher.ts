/**
 * The suite must not outlive what launched it. `npx deno task -q cli …` runs the suite
 * under a chain of launchers: `npx` (a node process), the `sh` it starts, and
 * `deno task`. SIGTERM to `npx` ends `npx` alone, and the rest of the chain, the
 * suite and the engines it started would run on, unseen. So the suite watches its
 * launchers: every ancestor from its parent up that is one of those (a `deno`, `sh`,
 * `node`, `npm` or `npx` process), stopping at the first other one (the user's shell,
 * `nohup`, `timeout`), which may end while the suite runs on. When one of them is
 * gone, the suite stops as SIGTERM stops it (interrupt.ts): what it started is
 * killed, and it exits 143. `ps` answers (Deno reads /proc only with --allow-all);
 * without it nothing is watched. The first look may wait (`firstLookMs`): then a run
 * shorter than that (a `solve` on a small board) starts no `ps` at all, which cost
 * such a run about a tenth of its wall time; a launcher that ends before the first
 * look goes unseen, since by then it is no longer above the suite.
 *
 * @module
 */

/** One process as `ps` lists it. */
export interface ProcessRow {
  /** Its id. */
  readonly pid: number;
  /** Its parent's id. */
  readonly ppid: number;
  /** Its command name (for node, the title it set: `npm exec …`). */
  readonly comm: string;
}

/** How often the launchers are looked at: a gone one is noticed within this time. */
export const WATCH_EVERY_MS = 500;

/**
 * Whether a process of this command name launches the suite. Node names itself
 * after what it runs (`npm exec deno task`, cut to 15 characters).
 */
function isLauncher(comm: string): boolean {
  return /^(deno|sh|dash|node|npm|npx)$/.test(comm) || /^(npm|npx) /.test(comm);
}

/**
 * Parses the lines of `ps -A -o pid=,ppid=,comm=`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseProcessRows } from "./launcher.ts";
 * const rows = parseProcessRows("  12     1 npm exec deno t\n  13    12 sh\n");
 * assert.deepEqual(rows.get(12), { pid: 12, ppid: 1, comm: "npm exec deno t" });
 * assert.equal(rows.size, 2);
 * ```
 */
export function parseProcessRows(text: string): Map<number, ProcessRow> {
  const rows = new Map<number, ProcessRow>();
  for (const line of text.split("\n")) {
    const m = /^\s*(\d+)\s+(\d+)\s(.*)$/.exec(line);
    if (m) rows.set(Number(m[1]), { pid: Number(m[1]), ppid: Number(m[2]), comm: m[3]!.trim() });
  }
  return rows;
}

/**
 * The launchers of process `self`: its ancestors from its parent up, while they are
 * launchers (and not process 1, which never ends).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { launcherChain, parseProcessRows } from "./launcher.ts";
 * const rows = parseProcessRows(
 *   "10 1 bash\n11 10 npm exec deno t\n12 11 sh\n13 12 deno\n14 13 deno\n",
 * );
 * assert.deepEqual(launcherChain(rows, 14), [13, 12, 11]);
 * assert.deepEqual(launcherChain(rows, 11), []);
 * ```
 */
export function launcherChain(rows: ReadonlyMap<number, ProcessRow>, self: number): number[] {
  const chain: number[] = [];
  let parent = rows.get(self)?.ppid;
  while (parent !== undefined && parent > 1 && !chain.includes(parent)) {
    const row = rows.get(parent);
    if (row === undefined || !isLauncher(row.comm)) break;
    chain.push(parent);
    parent = row.ppid;
  }
  return chain;
}

/**
 * The launcher of `chain` that ended (or whose pid now names another process), as a
 * phrase; null while all run.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { goneLauncher, parseProcessRows } from "./launcher.ts";
 * const before = parseProcessRows("11 10 npm exec deno t\n12 11 sh\n13 12 deno\n14 13 deno\n");
 * const after = parseProcessRows("12 1 sh\n13 12 deno\n14 13 deno\n");
 * assert.equal(goneLauncher(before, before, [13, 12, 11]), null);
 * assert.equal(goneLauncher(before, after, [13, 12, 11]), "launcher npm exec deno t (pid 11) ended");
 * ```
 */
export function goneLauncher(
  before: ReadonlyMap<number, ProcessRow>,
  now: ReadonlyMap<number, ProcessRow>,
  chain: readonly number[],
): string | null {
  // From the farthest down, so that the one that ended is named, not its child that
  // moved to a new parent; the farthest may move (its own parent is not watched).
  for (let i = chain.length - 1; i >= 0; i--) {
    const pid = chain[i]!;
    const was = before.get(pid), is = now.get(pid);
    const moved = i < chain.length - 1 && is?.ppid !== was?.ppid;
    if (is === undefined || is.comm !== was?.comm || moved) {
      return `launcher ${was?.comm ?? "process"} (pid ${pid}) ended`;
    }
  }
  return null;
}

/**
 * The processes `pids` (every process when null; the ones gone are left out), or
 * null when `ps` cannot be run.
 */
async function processRows(
  pids: readonly number[] | null,
): Promise<Map<number, ProcessRow> | null> {
  try {
    const { code, stdout } = await new Deno.Command("ps", {
      args: [...(pids ? ["-p", pids.join(",")] : ["-A"]), "-o", "pid=,ppid=,comm="],
      stdout: "piped",
      stderr: "null",
    }).output();
    // Code 1 with `-p`: none of them runs. Any other failure tells nothing.
    const listed = code === 0 || (code === 1 && pids !== null);
    return listed ? parseProcessRows(new TextDecoder().decode(stdout)) : null;
  } catch {
    return null; // no --allow-run, or no ps
  }
}

/**
 * Watches this process's launchers every {@link WATCH_EVERY_MS}, from a first look (which
 * finds them) `firstLookMs` after the call (at once by default), and calls `onGone`
 * once, saying which, when one of them is gone. The timers do not keep the process
 * alive. Returns a function that stops watching.
 *
 * @example
 * ```ts
 * import { watchLaunchers } from "./launcher.ts";
 * const stop = watchLaunchers((why) => console.error(`stopping: ${why}`));
 * stop();
 * ```
 */
export function watchLaunchers(onGone: (why: string) => void, firstLookMs = 0): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const watch = async () => {
    const before = await processRows(null);
    if (before === null || stopped) return;
    const chain = launcherChain(before, Deno.pid);
    if (chain.length === 0) return; // run from a shell: nothing launched it to watch
    let busy = false;
    const every = setInterval(async () => {
      if (busy || stopped) return;
      busy = true;
      const now = await processRows(chain); // cheaper than listing every process
      busy = false;
      const why = now === null ? null : goneLauncher(before, now, chain);
      if (why !== null && !stopped) {
        stopped = true;
        clearInterval(every);
        onGone(why);
      }
    }, WATCH_EVERY_MS);
    timer = every;
    Deno.unrefTimer(every);
  };
  let first: ReturnType<typeof setTimeout> | undefined;
  if (firstLookMs > 0) {
    first = setTimeout(() => void watch(), firstLookMs);
    Deno.unrefTimer(first);
  } else void watch();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
