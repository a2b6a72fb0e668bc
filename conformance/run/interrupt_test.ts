import assert from "node:assert/strict";
import { alive, canProbeProcesses } from "../outside/process_probe_test_util.ts";

const canRun = Deno.permissions.querySync({ name: "run" }).state === "granted";
const canWrite = Deno.permissions.querySync({ name: "write" }).state === "granted";
const MAIN = new URL("../../main.ts", import.meta.url).pathname;

/** A hanging engine that records its shell's pid and a background sleep's (same group). */
const hanging = (pids: string): string =>
  `echo $$ >> '${pids}'; sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >> '${pids}'; exec sleep 1000`;

async function recorded(pids: string): Promise<number[]> {
  return (await Deno.readTextFile(pids)).split("\n").filter(Boolean).map(Number);
}

/** Waits until at least `count` pids are recorded (the engines started). */
async function waitForPids(pids: string, count: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await recorded(pids)).length >= count) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the engines did not start: ${await recorded(pids)}`);
}

async function stillAlive(pids: string): Promise<number[]> {
  let left: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    left = [];
    for (const pid of await recorded(pids)) if (await alive(pid)) left.push(pid);
    if (left.length === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return left;
}

async function interrupted(signal: "SIGINT" | "SIGTERM", extra: string[], engines: number) {
  const pids = await Deno.makeTempFile({ prefix: "interrupt_test_" });
  try {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        MAIN,
        "engine",
        "--cmd",
        hanging(pids),
        "--no-corpus",
        "--genre",
        "stostone",
        "--random",
        "8",
        "--seed",
        "1",
        "--timeout",
        "300",
        "--startup",
        "0",
        ...extra,
      ],
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    await waitForPids(pids, 2 * engines);
    child.kill(signal);
    const { code, stdout, stderr } = await child.output();
    const dec = new TextDecoder();
    return {
      code,
      stdout: dec.decode(stdout),
      stderr: dec.decode(stderr),
      left: await stillAlive(pids),
    };
  } finally {
    await Deno.remove(pids);
  }
}

Deno.test({
  name: "SIGTERM: every engine group killed, partial JSON marked incomplete, exit 143",
  ignore: !canRun || !canWrite || !canProbeProcesses,
  fn: async () => {
    const r = await interrupted("SIGTERM", ["--json"], 1);
    assert.equal(r.code, 143, r.stderr);
    assert.deepEqual(r.left, [], "no engine process outlives the run");
    const report = JSON.parse(r.stdout);
    assert.equal(report.incomplete, true);
    assert.equal(report.interrupted, "SIGTERM");
    assert.equal(report.contract, 3);
    assert.ok(Array.isArray(report.results) && report.results.length < 8);
    assert.match(r.stderr, /interrupted by SIGTERM: killed 1 engine process group\(s\); exit 143/);
  },
});

Deno.test({
  name:
    "SIGINT with --jobs 2: both workers' engine groups killed, text marked incomplete, exit 130",
  ignore: !canRun || !canWrite || !canProbeProcesses,
  fn: async () => {
    const r = await interrupted("SIGINT", ["--jobs", "2"], 2);
    assert.equal(r.code, 130, r.stderr);
    assert.deepEqual(r.left, [], "no engine process outlives the run");
    assert.match(r.stdout, /^INCOMPLETE: interrupted by SIGINT after \d+ of 8 boards/m);
    assert.match(r.stderr, /interrupted by SIGINT: killed 2 engine process group\(s\); exit 130/);
  },
});
