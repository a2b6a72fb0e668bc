import assert from "node:assert/strict";
import { alive, canProbeProcesses } from "../outside/process_probe_test_util.ts";
import {
  goneLauncher,
  launcherChain,
  parseProcessRows,
  WATCH_EVERY_MS,
  watchLaunchers,
} from "./launcher.ts";

const canRun = Deno.permissions.querySync({ name: "run" }).state === "granted";
const ROOT = new URL("../../", import.meta.url).pathname;

Deno.test("the launchers are the deno, sh, node and npm processes right above the suite", () => {
  const rows = parseProcessRows(
    [
      "1 0 init",
      "5 1 tmux",
      "10 5 bash",
      "11 10 timeout",
      "20 11 npm exec deno t",
      "21 20 sh",
      "22 21 deno",
      "23 22 deno",
      "30 1 node",
      "31 30 deno",
      "40 10 deno",
    ].join("\n"),
  );
  const cases: [number, number[]][] = [
    [23, [22, 21, 20]], // npx → sh → deno task → the suite; `timeout` is where it stops
    [31, [30]], // a node program that started the suite; process 1 is never watched
    [40, []], // run from a shell
    [99, []], // not listed
  ];
  for (const [self, chain] of cases) assert.deepEqual(launcherChain(rows, self), chain);
  const npxGone = parseProcessRows("21 1 sh\n22 21 deno\n23 22 deno\n");
  assert.equal(
    goneLauncher(rows, npxGone, [22, 21, 20]),
    "launcher npm exec deno t (pid 20) ended",
  );
  const reused = parseProcessRows("20 11 bash\n21 20 sh\n22 21 deno\n23 22 deno\n");
  assert.match(goneLauncher(rows, reused, [22, 21, 20]) ?? "", /pid 20/);
  assert.equal(goneLauncher(rows, rows, [22, 21, 20]), null);
  console.log(`${cases.length} chains`);
});

Deno.test("a first look that waits: a shorter run starts no ps; at once by default", async () => {
  // Counts the commands watchLaunchers starts, by standing in for Deno.Command (a command
  // that cannot start: processRows then reads "no ps", which only ends the watch).
  const real = Deno.Command;
  const started: string[] = [];
  Deno.Command = class extends real {
    constructor(command: string | URL, options?: Deno.CommandOptions) {
      started.push(String(command));
      super("/nonexistent/launcher_test_ps", options);
    }
  };
  try {
    const stop = watchLaunchers(() => {}, WATCH_EVERY_MS);
    await sleep(WATCH_EVERY_MS / 5);
    stop();
    await sleep(WATCH_EVERY_MS);
    assert.deepEqual(started, [], "stopped before the first look: nothing started");
    const stopLater = watchLaunchers(() => {}, WATCH_EVERY_MS);
    await sleep(WATCH_EVERY_MS * 1.5);
    stopLater();
    assert.deepEqual(started, ["ps"], "one look after the wait");
    const stopAtOnce = watchLaunchers(() => {});
    stopAtOnce();
    assert.deepEqual(started, ["ps", "ps"], "by default the first look is at once");
    await sleep(WATCH_EVERY_MS / 5); // the failed start settles
  } finally {
    Deno.Command = real;
  }
});

/** The processes under `root` (not `root` itself), from one `ps` listing. */
async function descendants(root: number): Promise<number[]> {
  const { stdout } = await new Deno.Command("ps", {
    args: ["-A", "-o", "pid=,ppid=,comm="],
    stdout: "piped",
  }).output();
  const rows = [...parseProcessRows(new TextDecoder().decode(stdout)).values()];
  const found: number[] = [];
  for (let frontier = [root]; frontier.length > 0;) {
    frontier = rows.filter((r) => frontier.includes(r.ppid)).map((r) => r.pid);
    found.push(...frontier);
  }
  return found;
}

async function recorded(file: string): Promise<number[]> {
  return (await Deno.readTextFile(file)).split("\n").filter(Boolean).map(Number);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

Deno.test({
  name: "SIGTERM to npx: the suite notices, kills its engines and exits 143, as the README runs it",
  ignore: !canRun || !canProbeProcesses,
  fn: async () => {
    const pids = await Deno.makeTempFile({ prefix: "launcher_test_" });
    // A hanging engine that records its shell's pid and its background sleep's.
    const engine =
      `echo $$ >> '${pids}'; sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >> '${pids}'; exec sleep 1000`;
    const npx = new Deno.Command("npx", {
      args: ["deno", "task", "-q", "cli", "engine", "--cmd", engine, "--no-corpus"]
        .concat(["--genre", "stostone", "--random", "8", "--seed", "1", "--timeout", "300"])
        .concat(["--startup", "0", "--jobs", "2"]),
      cwd: ROOT,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    let suite: number[] = [];
    try {
      for (let i = 0; i < 600 && (await recorded(pids)).length < 4; i++) await sleep(100);
      assert.equal((await recorded(pids)).length, 4, "both engines started");
      suite = await descendants(npx.pid); // sh, deno task, the suite, the engines
      npx.kill("SIGTERM");
      const start = performance.now();
      // The pipes close when the last process holding them (the suite) exits.
      const output = await Promise.race([npx.output(), sleep(10_000).then(() => null)]);
      const seconds = (performance.now() - start) / 1000;
      assert.ok(output !== null, "the suite still ran 10 s after npx ended");
      const stderr = new TextDecoder().decode(output.stderr);
      assert.match(stderr, /launcher .* ended: stopping as on SIGTERM/);
      assert.match(stderr, /killed 2 engine process group\(s\); exit 143/);
      assert.match(new TextDecoder().decode(output.stdout), /^INCOMPLETE: interrupted by SIGTERM/m);
      assert.ok(seconds < 5, `the suite took ${seconds.toFixed(1)} s to stop`);
      const left = [];
      for (const pid of [...suite, ...await recorded(pids)]) if (await alive(pid)) left.push(pid);
      assert.deepEqual(left, [], "nothing the suite started outlives it");
    } finally {
      // On failure, leave nothing running: the suite's processes and engine groups.
      for (const pid of [...suite, ...await recorded(pids)]) {
        for (const target of [pid, -pid]) {
          try {
            Deno.kill(target, "SIGKILL");
          } catch {
            // Already gone.
          }
        }
      }
      await npx.status;
      await Deno.remove(pids);
    }
  },
});
