import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { encodeUrl } from "../../core/formats/mod.ts";
import { testSeed } from "../../core/rng.ts";
import { STOSTONE_RULES } from "../../core/stostone/board.ts";
import { agreementOn } from "./agreement.ts";
import { stostoneBoardArb } from "../boards/arbitraries.ts";
import { combine, type EngineRun } from "./consensus.ts";

const seed = testSeed();

Deno.test("stostone engines: identical answer sets on random boards up to 4x6 and 6x4, every rule", () => {
  // Even heights only: odd ones have no answer under three of the four settings.
  const boards = fc.oneof(
    stostoneBoardArb({ rows: [2, 4], cols: [1, 6], evenRows: true }, {
      number: 1,
      unknown: 1,
      none: 3,
      max: 6,
    }, 0.35),
    stostoneBoardArb({ rows: [2, 6], cols: [1, 4], evenRows: true }, {
      number: 1,
      unknown: 1,
      none: 3,
      max: 6,
    }, 0.35),
  );
  let compared = 0;
  let runs = 0;
  fc.assert(
    fc.property(boards, (board) => {
      const report = agreementOn([board], STOSTONE_RULES, 10_000);
      runs += report.runs;
      compared += report.answersCompared;
      if (report.disagreements.length) {
        const d = report.disagreements[0]!;
        // The message carries the URL, so the shrunk counterexample names its board.
        throw new Error(
          `engines disagree on ${encodeUrl(board)} (${d.rule}): ${d.messages.join("; ")}`,
        );
      }
    }),
    { seed, numRuns: 120 },
  );
  console.log(`${runs} board×rule runs, ${compared} answers compared, all identical`);
  assert.ok(compared > 0, "the random boards must have answers to compare");
});

Deno.test("the agreement check fails when one engine's answer set differs", () => {
  // A guard on the guard: combine() must flag a complete engine that misses an answer.
  const run = (name: string, keys: string[]): EngineRun => ({
    name,
    keys,
    answers: keys.map((k) => Uint8Array.from(k, Number)),
    complete: true,
    stoppedBy: null,
    nodes: 1,
    budget: 1,
    ms: 0,
    verdict: keys.length === 1 ? "unique" : "multiple",
    rejected: [],
  });
  const c = combine([run("a", ["0011", "1100"]), run("b", ["0011"])], 10);
  assert.equal(c.agree, false);
  assert.match(c.disagreements.join("\n"), /a found 1 answer\(s\) that b \(complete\) did not/);
});
