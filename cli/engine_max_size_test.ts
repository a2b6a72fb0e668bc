// `engine --max-size RxC`: usage errors, and a run whose random boards go beyond 6×6.
import assert from "node:assert/strict";
import { decodeUrl } from "../core/formats/mod.ts";
import { EXIT } from "./io.ts";
import { ENGINE_JOB } from "../conformance/outside/engine_job.ts";
import { runJobVerb } from "./verb.ts";
import { capture, testIf, words } from "./cli_test_util.ts";
import { satEngineCommand } from "../conformance/outside/mutants.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

/** Runs the verb in this process as main.ts would, collecting what it prints. */
const run = (args: string[]) => capture("engine", () => runJobVerb(ENGINE_JOB, args));

Deno.test("engine --max-size: bad sizes exit 2 and say what is wrong", async () => {
  for (const size of ["12", "0x4", "31x8", "8x0", "1x8"]) {
    const r = await run(["--cmd", "x", "--genre", "stostone", "--max-size", size]);
    assert.equal(r.code, EXIT.badInput, size);
    assert.match(r.err.join("\n"), new RegExp(`--max-size must be RxC.*got "${size}"`));
  }
  // One row is fine for Dosun-Fuwari alone.
  const r = await run(["--cmd", "x", "--genre", "dosun-fuwari", "--max-size", "1x8", "--frob"]);
  assert.doesNotMatch(r.err.join("\n"), /--max-size/);
});

testIf(
  canRun,
  "engine --max-size 9x9: random boards beyond 6x6, judged against the consensus",
  async () => {
    const r = await run([
      "--cmd",
      satEngineCommand(),
      ...words(
        "--genre stostone --no-corpus --random 10 --seed 7 --max-size 9x9 --timeout 30 --json --quiet",
      ),
    ]);
    assert.equal(r.code, EXIT.ok, r.err.join("\n"));
    const report = JSON.parse(r.out.join("\n"));
    const boards = report.results.map((x: { url: string }) => decodeUrl(x.url));
    assert.equal(boards.length, 10);
    assert.ok(boards.every((b: { rows: number; cols: number }) => b.rows <= 9 && b.cols <= 9));
    assert.ok(boards.some((b: { rows: number; cols: number }) => b.rows > 6 || b.cols > 6));
  },
);
