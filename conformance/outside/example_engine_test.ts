import assert from "node:assert/strict";
import { processTest } from "./process_test_util.ts";
import { corpusSlice } from "./corpus_slice_test_util.ts";
import { satEngineCommand } from "./mutants.ts";
import { summaryLine } from "./runner.ts";
import { runEngineSuite } from "./suite.ts";
import { verdictLine } from "./engine_job.ts";

processTest(
  "the example SAT engine passes on the corpus slice and on random boards",
  async (seed) => {
    const report = await runEngineSuite({
      command: satEngineCommand(),
      genres: ["stostone", "dosun-fuwari"],
      corpus: corpusSlice,
      random: 40,
      seed,
      timeoutSeconds: 30,
    });
    console.log(summaryLine(report.summary));
    const notPassing = report.results.filter((r) => r.status !== "pass" && r.status !== "skipped");
    assert.deepEqual(notPassing.map((r) => `${r.url} ${r.rule}: ${r.status} ${r.reason}`), []);
    // It decides every board: no give-ups. Skips are the built-in engines' doing.
    assert.equal(report.summary.gaveUp, 0);
    assert.ok(report.summary.pass > report.results.length / 2, "most boards were skipped");
    assert.deepEqual(report.counterexamples, []);
  },
);

processTest(
  "the example engine gives up honestly: exact-only is UNSUPPORTED off exact, a tiny --seconds is a limit",
  async (seed) => {
    const run = (command: string) =>
      runEngineSuite({
        command,
        genres: ["stostone", "dosun-fuwari"],
        corpus: () => Promise.resolve([]),
        random: 8,
        seed,
        timeoutSeconds: 30,
        shrinkLimit: 0,
      });
    const partial = await run(satEngineCommand("exact-only"));
    console.log(`exact-only: ${summaryLine(partial.summary)}`);
    const tried = partial.results.filter((r) => r.status !== "skipped");
    for (const r of tried) {
      assert.equal(r.status, r.rule === "exact" ? "pass" : "unsupported", `${r.url} ${r.rule}`);
    }
    const unsupported = tried.filter((r) => r.rule !== "exact");
    assert.ok(unsupported.length > 0, "no board of another setting");
    assert.equal(partial.summary.unsupported, unsupported.length);
    assert.match(unsupported[0]!.reason, /gave up \("unsupported"\) .*: exact only/);
    assert.match(verdictLine(partial.summary, false), /^PASS: no board failed, but only \d+ of/);

    // Past its --seconds, the engine gives up with the reason "limit".
    const hurried = await run(`${satEngineCommand()} --seconds 0.0001`);
    console.log(`--seconds 0.0001: ${summaryLine(hurried.summary)}`);
    const limits = hurried.results.filter((r) => r.status !== "skipped");
    assert.ok(limits.length > 0 && limits.every((r) => r.gaveUp === "limit"));
    assert.equal(hurried.summary.gaveUpBy.limit, limits.length);
  },
);
