import assert from "node:assert/strict";
import { capture } from "../../cli/cli_test_util.ts";
import { CERTIFY_JOB } from "./certify_job.ts";
import { errorReport } from "./certify_unit.ts";
import type { BoardReport } from "./certify_unit.ts";

Deno.test("certify: a board two engines call unique and one leaves undecided says it is not certified", async () => {
  const engine = (verdict: string) => ({
    verdict,
    count: verdict === "unique" ? 1 : 0,
    complete: verdict === "unique",
    stoppedBy: verdict === "unique" ? null : "budget",
    nodes: 1,
    ms: 1,
  });
  // The row once read "unique (2/3 engines unique), engines agree": a verdict, not a
  // certificate, which only the summary's "0 certified" told apart.
  const report = {
    ...errorReport("board.txt", "", 1),
    kind: "board",
    genre: "stostone",
    size: "16x16",
    rule: "exact",
    verdict: "unique",
    problems: [],
    error: false,
    engines: { propagate: engine("unique"), mask: engine("unique"), subset: engine("unknown") },
  } as unknown as BoardReport;
  const folded = { reports: [report], results: [], ms: 1, regenerate: false };
  const run = await capture(null, async () => await CERTIFY_JOB.print(folded, { json: false }));
  assert.match(
    run.out[0]!,
    /unique \(2\/3 engines unique\), engines agree, .* NOT CERTIFIED: subset unknown$/,
  );
  assert.match(run.out.at(-1)!, /0 certified unique by every engine, 1 not/);
});
