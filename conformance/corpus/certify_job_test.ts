import assert from "node:assert/strict";
import { capture } from "../../cli/cli_test_util.ts";
import { CERTIFY_JOB } from "./certify_job.ts";
import { errorReport } from "./certify_unit.ts";
import type { BoardReport } from "./certify_unit.ts";

Deno.test("certify: an engine left undecided is named, and the proof still certifies", async () => {
  const engine = (verdict: string) => ({
    verdict,
    count: verdict === "unique" ? 1 : 0,
    complete: verdict === "unique",
    stoppedBy: verdict === "unique" ? null : "budget",
    nodes: 1,
    ms: 1,
  });
  const proof = (checked: boolean) => ({
    verdict: "unique",
    checked,
    from: "solver",
    encoder: 1,
    solver: "cadical-sc2021",
    cnf: "0".repeat(64),
    lrat: "1".repeat(64),
    bytes: 10,
    lemmas: 7,
    ms: 1,
  });
  const report = (checked: boolean) =>
    ({
      ...errorReport("board.txt", "", 1),
      kind: "board",
      genre: "stostone",
      size: "30x30",
      rule: "exact",
      verdict: "unique",
      certified: checked,
      proof: proof(checked),
      undecided: ["propagate", "mask", "subset"],
      problems: [],
      error: false,
      engines: { propagate: engine("unknown"), mask: engine("unknown"), subset: engine("unknown") },
    }) as unknown as BoardReport;
  const print = async (r: BoardReport) =>
    await capture(
      null,
      async () =>
        await CERTIFY_JOB.print({ reports: [r], results: [], ms: 1, regenerate: false }, {
          json: false,
        }),
    );
  const run = await print(report(true));
  assert.match(
    run.out[0]!,
    /certified unique \(0\/3 engines unique, undecided: propagate, mask, subset\), engines agree, proof checked \(7 lemmas\)/,
  );
  assert.match(
    run.out.at(-1)!,
    /1 certified unique \(answer judged, proof checked, no engine disagreeing\), 0 not/,
  );
  // The same row with the proof unchecked is no certificate, whatever the verdict says.
  const unchecked = await print(report(false));
  assert.match(unchecked.out[0]!, /unique \(0\/3 .*PROOF NOT CHECKED/);
  assert.match(unchecked.out.at(-1)!, /0 certified unique .*, 1 not/);
});
