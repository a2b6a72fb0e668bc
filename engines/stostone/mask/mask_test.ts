// What only the mask engine has: its name, how far its budget checks may
// overshoot (from its own work units), and its row limit. Everything every engine must
// do (answers against the judge, the published boards, cap, budget, options) is in
// engines/stostone_contract_test.ts, run against this engine too.

import assert from "node:assert/strict";
import { emptyBorders } from "../../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { decodeUrl } from "../../../core/formats/url.ts";
import { stostoneBoard } from "../../../core/stostone/board.ts";
import { DEFAULT_BUDGET, solve } from "./mod.ts";
import { pinnedCapAndBadPins, randomBoard, testPinnedAgreement } from "../pinned_test_util.ts";
import {
  columnCandidates,
  LIST_STEPS_PER_UNIT,
  MASKS_PER_UNIT,
  UNIVERSE_LIST_LIMIT,
} from "./search.ts";
import { columnLayout } from "./layout.ts";
import { binomial, popcount, ranksAgree } from "./bits.ts";

const open = (rows: number, cols: number) =>
  stostoneBoard({ rows, cols }, emptyBorders({ rows, cols }));

Deno.test("budget: the overshoot past the budget is at most one list build", async (t) => {
  // One list build (or one node with its answer) is the largest step the search takes
  // between two budget checks. Lists exist only while the universe is listed (at most
  // UNIVERSE_LIST_LIMIT masks: 20 rows under the balanced rules, 18 under none); a list
  // visits at most every prefix that can still complete, C(22, 11) or 2^19 of them.
  assert.ok(binomial(22, 11) <= UNIVERSE_LIST_LIMIT * 3 && binomial(20, 10) <= UNIVERSE_LIST_LIMIT);
  const listBuild = Math.ceil(Math.max(binomial(22, 11), 2 ** 19) / LIST_STEPS_PER_UNIT);
  const overshoot = Math.max(listBuild, Math.ceil(UNIVERSE_LIST_LIMIT / MASKS_PER_UNIT)) +
    30 * 100 + 64;
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
  assert.equal(out.stoppedBy, "size"); // not "budget": no work was spent
  assert.equal(out.answers.length, 0);
  assert.equal(out.stats.nodes, 0);
  assert.match(out.stats.refused ?? "", /32 rows/);
});

Deno.test("pinned: exactly the answers that agree with every pinned cell", () =>
  testPinnedAgreement(solve));

Deno.test("pinned: the cap counts only agreeing answers; bad pins are refused", () =>
  pinnedCapAndBadPins(solve));

Deno.test("candidate lists built bit by bit equal the universe filtered mask by mask", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  let lists = 0, entries = 0;
  for (let trial = 0; trial < 60; trial++) {
    const rows = 2 * (1 + rng.int(6)), cols = 2 + rng.int(3);
    const board = randomBoard(rng, rows, cols);
    const layout = columnLayout(board);
    for (const rule of ["exact", "convex", "none"] as const) {
      if (rule === "none" && rows > 10) continue;
      const balanced = rule !== "none";
      const universe: number[] = [];
      for (let m = 0; m <= layout.full; m++) {
        if (!balanced || popcount(m) === rows / 2) universe.push(m);
      }
      for (let c = 0; c < cols; c++) {
        const p = c === 0 ? 0 : rng.pick(universe);
        // The filters of the sweep, one mask at a time (search.ts module notes).
        const expected = universe.filter((m) => {
          if ((m & (m >>> 1) & layout.borderAbove[c]!) !== 0 || (m & layout.zeroMask[c]!) !== 0) {
            return false;
          }
          if (c === 0) return true;
          if ((p & m & layout.borderRight[c - 1]!) !== 0) return false;
          return rule !== "exact" || ranksAgree(p, m, p & m & layout.linkRight[c - 1]!);
        });
        const built = columnCandidates(layout, rule, c, p);
        assert.deepEqual([...built], expected, `seed ${seed} trial ${trial} ${rule} c=${c}`);
        lists++;
        entries += expected.length;
      }
    }
  }
  console.log(`${lists} lists, ${entries} candidates compared`);
  assert.ok(lists > 100 && entries > 1000);
});
