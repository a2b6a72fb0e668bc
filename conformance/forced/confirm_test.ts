// Issue 11, deliverable 2: on every board up to 12×12, `solve`'s forced cells are
// complete and every forced cell is confirmed by a second engine (pinned to the other
// value, it finds no answer). Boards: the published Stostone boards of 8×8 to 12×12 and
// every corpus board up to 12×12 of both genres; Stostone with its numbers and with
// none, Dosun-Fuwari under the official and the loose reading. About 15 s.

import assert from "node:assert/strict";
import { forcedWithEvidence } from "./backbone.ts";
import { forcedCaseCount, forcedCases } from "./cases_test_util.ts";

/** The largest side of the boards checked (deliverable 2 confirms every board up to it). */
const MAX_SIDE = 12;

Deno.test("boards up to 12×12: forced cells complete, every one confirmed by a second engine", async (t) => {
  const all = await forcedCases(MAX_SIDE);
  console.log(`${all.length} boards and readings`);
  let checked = 0;
  let forced = 0;
  let confirmed = 0;
  for (const { label, board, rule } of all) {
    await t.step(`${label} (${board.rows}x${board.cols}, ${rule})`, () => {
      const report = forcedWithEvidence(board, rule);
      assert.equal(report.complete, true, "forced cells complete");
      assert.deepEqual(report.disagreements, []);
      assert.equal(report.confirmed, report.forced, "every forced cell confirmed");
      // The confirmers took no part in proving: propagate decides these boards alone.
      if (report.forced > 0) {
        assert.deepEqual(report.forcedBy, ["propagate"]);
        assert.ok(!report.confirmEngines.includes("propagate"), report.confirmEngines.join());
      }
      checked++;
      forced += report.forced;
      confirmed += report.confirmed;
    });
  }
  console.log(`${checked} boards and readings: ${confirmed} of ${forced} forced cells confirmed`);
  assert.equal(checked, all.length);
  // Counted again from the size fields of the index and of the published set.
  assert.equal(checked, await forcedCaseCount(MAX_SIDE));
  assert.equal(confirmed, forced);
  assert.ok(forced > 0, "some board has forced cells (a vacuous pass otherwise)");
});
