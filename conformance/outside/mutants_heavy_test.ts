import assert from "node:assert/strict";
import { processTest } from "./process_test_util.ts";
import { corpusSlice } from "./corpus_slice_test_util.ts";
import { mutantEngines } from "./mutants.ts";
import { ReferenceCache } from "./reference.ts";
import { isFailure, summaryLine } from "./runner.ts";
import { runEngineSuite } from "./suite.ts";

/** Random boards per genre and mutant, on top of the corpus slice. */
const RANDOM_BOARDS = 30;

processTest("the suite flags every mutant of the example engine", async (seed) => {
  const slices = {
    "stostone": await corpusSlice("stostone"),
    "dosun-fuwari": await corpusSlice("dosun-fuwari"),
  };
  const references = new ReferenceCache(); // every mutant meets the same boards
  const mutants = mutantEngines();
  // The mutants run side by side: each is its own process, and the shared cache
  // computes every board's consensus once.
  const reports = await Promise.all(mutants.map((mutant) =>
    runEngineSuite({
      command: mutant.command,
      genres: mutant.genres,
      corpus: (genre) => Promise.resolve(slices[genre]),
      random: RANDOM_BOARDS,
      seed,
      references,
      timeoutSeconds: 30,
      shrinkLimit: 1,
      shrinkSeconds: 5,
    })
  ));
  const missed: string[] = [];
  mutants.forEach((mutant, i) => {
    const report = reports[i]!;
    // Only wrong answers count as caught: a timeout or crash would be the harness's fault.
    const broken = report.results.filter((r) => isFailure(r.status) && r.status !== "fail");
    assert.deepEqual(
      broken.map((r) => `${r.status}: ${r.reason}`),
      [],
      `${mutant.name} did not run cleanly`,
    );
    const failures = report.results.filter((r) => r.status === "fail");
    if (mutant.expect === "unsupported") {
      // An honest partial engine: nothing failed, and every board of another setting is
      // UNSUPPORTED (each decided board was under the one it implements).
      const other = report.results.filter((r) => r.rule !== "exact" && r.status !== "skipped");
      console.log(`${mutant.name}: ${summaryLine(report.summary)}`);
      assert.deepEqual(failures.map((r) => r.reason), [], `${mutant.name} failed boards`);
      assert.ok(other.length > 0 && other.every((r) => r.status === "unsupported"));
      assert.equal(report.summary.unsupported, other.length);
      return;
    }
    const first = failures[0];
    console.log(
      `${mutant.name}: ${failures.length}/${report.results.length} boards flagged` +
        (first ? `, e.g. ${first.url} ${first.rule}: ${first.reason.slice(0, 100)}` : ""),
    );
    for (const c of report.counterexamples) {
      console.log(`  shrunk: ${c.shrunk.url} ${c.shrunk.rule}  ${c.shrunk.reason.slice(0, 120)}`);
    }
    if (failures.length === 0) missed.push(mutant.name);
  });
  const wrong = mutants.filter((m) => m.expect !== "unsupported").length;
  console.log(`mutants caught: ${wrong - missed.length}/${wrong}`);
  assert.deepEqual(missed, [], `mutants the suite did not flag: ${missed.join(", ")}`);
});
