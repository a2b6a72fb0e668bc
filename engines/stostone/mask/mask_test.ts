// What only the mask engine has: its name, how far its budget checks may
// overshoot (from its own work units), and its row limit. Everything every engine must
// do (answers against the judge, the published boards, cap, budget, options) is in
// conformance/engine_tests/stostone_battery_test.ts, run against this engine too.

import assert from "node:assert/strict";
import { emptyBorders } from "../../../core/grid.ts";
import { decodeUrl } from "../../../core/formats/url.ts";
import { stostoneBoard } from "../../../core/stostone/board.ts";
import { DEFAULT_BUDGET, ENGINE_NAME, solve } from "./mod.ts";
import { MASKS_PER_UNIT, UNIVERSE_LIST_LIMIT } from "./search.ts";

const open = (rows: number, cols: number) =>
  stostoneBoard({ rows, cols }, emptyBorders({ rows, cols }));

Deno.test("engine identity", () => {
  // The defaults (exact, cap 2, DEFAULT_BUDGET) are checked in the battery.
  assert.equal(ENGINE_NAME, "mask");
  assert.ok(Number.isInteger(DEFAULT_BUDGET) && DEFAULT_BUDGET > 0);
});

Deno.test("budget: the overshoot past the budget is at most one list build", async (t) => {
  // One list build (or one node with its answer) is the largest step the search takes
  // between two budget checks.
  const overshoot = Math.ceil(UNIVERSE_LIST_LIMIT / MASKS_PER_UNIT) + 30 * 100 + 64;
  await t.step("half the work an 8×8 board needs", () => {
    const penpa = decodeUrl("https://puzz.link/p?stostone/8/8/kd38q6hkd38g03g1tvg0js00h8p");
    assert.ok(penpa.genre === "stostone");
    const budget = Math.floor(solve(penpa).stats.work / 2);
    const out = solve(penpa, { budget });
    assert.equal(out.stoppedBy, "budget");
    assert.ok(out.stats.work <= budget + overshoot, `work ${out.stats.work}`);
  });
  for (
    const [rows, cols, rule] of [
      [20, 20, "none"],
      [30, 30, "none"],
      [30, 30, "exact"],
      [20, 20, "exact"],
    ] as const
  ) {
    await t.step(`empty ${rows}×${cols} under ${rule}, no cap, a budget of 300,000`, () => {
      const out = solve(open(rows, cols), { rule, cap: Infinity, budget: 300_000 });
      assert.equal(out.stoppedBy, "budget");
      assert.ok(out.stats.work <= 300_000 + overshoot, `work ${out.stats.work}`);
    });
  }
  await t.step("empty 20×20 with the defaults", () => {
    assert.ok(solve(open(20, 20)).stats.work <= DEFAULT_BUDGET + overshoot);
  });
});

Deno.test("boards taller than 30 rows are refused, not searched", () => {
  const out = solve(open(32, 2));
  assert.equal(out.complete, false);
  assert.equal(out.stoppedBy, "budget");
  assert.equal(out.answers.length, 0);
  assert.equal(out.stats.nodes, 0);
  assert.match(out.stats.refused ?? "", /32 rows/);
});
