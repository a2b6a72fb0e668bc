import assert from "node:assert/strict";
import { CONFORM_JOB } from "./conform_job.ts";
import type { UnitResult } from "../run/unit.ts";

Deno.test("conform: a claim check that failed to run is said as such, not as a verdict", async () => {
  // A claim unit whose worker died: its row carries the kind's negative word as
  // `verdict` (the row type needs one), which conform once printed as the finding.
  const failed: UnitResult = {
    id: "claim/S-U4",
    kind: "claim",
    ok: false,
    error: "worker died",
    errorName: "Error",
    ms: 10,
  };
  const folded = await CONFORM_JOB.fold([failed], { full: false, seed: 1 } as never, 0);
  const claims = folded.sections.find((s) => s.name === "claims");
  assert.ok(claims);
  assert.equal(claims.summary, "1 claims: 1 check failed");
  assert.deepEqual(claims.failures, ["S-U4: check failed, expected reproduced (worker died)"]);
});
