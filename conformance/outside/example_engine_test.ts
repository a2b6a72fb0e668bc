import assert from "node:assert/strict";
import { processTest } from "./process_test_util.ts";
import { corpusSlice } from "./corpus_slice_test_util.ts";
import { satEngineCommand } from "./mutants.ts";
import { summaryLine } from "./runner.ts";
import { runEngineSuite } from "./suite.ts";

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
