/**
 * What every Stostone engine must do, run against each engine of STOSTONE_ENGINES:
 * the same answers as the judge over every shading (hand-made and random boards,
 * under all four rule-4 settings), facts worked out by hand, planted answers on
 * larger boards, the published boards' listed solutions, and the engine contract's
 * defaults, cap, budget and option checks. What only one engine has (its internals,
 * its own stats and options) is tested beside it in engines/stostone/<engine>/.
 *
 * Random tests print their seed; replay one with `SEED=n`.
 */

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { emptyBorders } from "../core/grid.ts";
import { testSeed } from "../core/rng.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneRule,
} from "../core/stostone/board.ts";
import { checkStostone } from "../core/stostone/judge.ts";
import { type Engine, STOSTONE_ENGINES } from "./mod.ts";
import * as contract from "./contract_test_util.ts";
import { judgedAnswers } from "../conformance/outside/brute_force_test_util.ts";
import {
  externalStostone,
  gridOf,
  judgedShadings,
  plantedBoard,
  roomsBoard,
  shapedBoardArb,
  tinyBoardArb,
} from "./stostone_test_util.ts";

type StostoneEngine = Engine<StostoneBoard, StostoneRule>;

/**
 * Engines allowed to run out of their default budget on the larger boards here
 * (published boards beyond 8×8, planted 8×8 boards), as long as what they return is
 * sound. The subset engine lists every room's candidate stones, and a big room
 * without a clue can hold more than its budget allows.
 */
const MAY_RUN_OUT = new Set(["subset"]);

const solveWith = (
  engine: StostoneEngine,
  board: StostoneBoard,
  options: Partial<contract.SolveSettings<StostoneRule>>,
) => contract.solveWithDefaults(engine, board, "exact", options);

/** The budget units an engine spent (every Stostone engine counts them as `work`). */
function workOf(result: { stats: object }): number {
  const { work } = result.stats as { work?: unknown };
  if (typeof work !== "number") throw new Error("the engine reports no stats.work");
  return work;
}

const allAnswers = (engine: StostoneEngine, board: StostoneBoard, rule: StostoneRule) =>
  contract.everyAnswer(engine, board, rule, (a) => gridOf(board, a));

/** Asserts every engine finds exactly the judged answers under `rule`; returns how many. */
function assertEnginesMatchJudge(board: StostoneBoard, rule: StostoneRule, label: string): number {
  const expected = judgedShadings(board, rule);
  for (const engine of STOSTONE_ENGINES) {
    assert.deepEqual(
      allAnswers(engine, board, rule),
      expected,
      `${engine.name}, ${label}, ${rule}`,
    );
  }
  return expected.length;
}

function assertJudgeAccepts(
  board: StostoneBoard,
  answers: readonly Uint8Array[],
  rule: StostoneRule,
) {
  for (const answer of answers) {
    const verdict = checkStostone(board, answer, rule);
    assert.ok(verdict.ok, `judge rejects ${gridOf(board, answer)} under ${rule}: ${verdict.code}`);
  }
}

const open = (rows: number, cols: number) =>
  stostoneBoard({ rows, cols }, emptyBorders({ rows, cols }));

/** Small boards whose answer sets the judge establishes, under every rule. */
const HAND_MADE: [string, StostoneBoard][] = [
  ["empty 2×2", roomsBoard(["AA", "AA"])],
  ["empty 2×3", roomsBoard(["AAA", "AAA"])],
  ["empty 4×2", roomsBoard(["AA", "AA", "AA", "AA"])],
  ["empty 4×3", roomsBoard(["AAA", "AAA", "AAA", "AAA"])],
  ["empty 4×3, clue 6", roomsBoard(["AAA", "AAA", "AAA", "AAA"], { A: 6 })],
  ["empty 4×4", roomsBoard(["AAAA", "AAAA", "AAAA", "AAAA"])],
  ["empty 6×2", roomsBoard(["AA", "AA", "AA", "AA", "AA", "AA"])],
  ["one cell per column 2×2", roomsBoard(["AB", "AB"])],
  ["two stacked rooms 6×2", roomsBoard(["AA", "AA", "AA", "BB", "BB", "BB"])],
  ["? over 0, 4×2", roomsBoard(["AA", "AA", "BB", "BB"], { A: "?", B: 0 })],
  ["one column of 6", roomsBoard(["A", "A", "B", "B", "C", "C"])],
  ["one row of 5 (1 row: only 'none' can hold)", roomsBoard(["AABCC"])],
  ["one row of 4", roomsBoard(["ABBC"])],
  ["odd rows 3×1", roomsBoard(["AB", "AB", "AB"])],
  ["odd rows 3×3, empty", roomsBoard(["AAA", "AAA", "AAA"])],
  ["odd rows 3×3", roomsBoard(["AAB", "ACB", "CCB"])],
  ["odd rows 3×3, other rooms", roomsBoard(["AAB", "CAB", "CCB"])],
  // The arch #.#/### over an empty row passes count and convex and fails exact.
  ["the S-U8 arch over its own room", roomsBoard(["AAA", "AAA", "BBB", "BBB"], { A: 5, B: 1 })],
  [
    "the S-U8 arch over a one-cell room",
    roomsBoard(["AAA", "AAA", "AAA", "ABA"], { A: 5, B: "?" }),
  ],
  [
    "clues 0, ? and numbers 4×4",
    roomsBoard(["AABB", "ACCB", "DCCE", "DDEE"], {
      A: 0,
      B: "?",
      C: 2,
      E: 3,
    }),
  ],
  ["six small rooms 4×4", roomsBoard(["AABC", "ADBC", "EDFF", "EEFF"], { F: 2 })],
  ["4×4 with rooms, clue 3", roomsBoard(["AABB", "ACCB", "DCEE", "DDEE"], { C: 3 })],
  ["columns of rooms 6×2", roomsBoard(["AB", "AB", "AB", "CD", "CD", "CD"])],
  ["six rows, clue 3", roomsBoard(["AB", "AB", "CB", "CD", "CD", "CD"], { B: 3 })],
  ["a clue-0 room", roomsBoard(["AAB", "AAB", "CCB", "CCB"], { B: 0 })],
  ["a clue larger than its room", roomsBoard(["AB", "AB"], { A: 3 })],
  ["question marks", roomsBoard(["AAB", "ACB", "CCB", "DDD"], { A: "?", C: "?" })],
  // Border segments inside a room: stones may not reach across them.
  ["an inner border 4×2", roomsBoard(["AA", "AA", "BB", "BB"], { A: 2 }, [[0, 1]])],
  ["an inner border splitting a column", roomsBoard(["AB", "AB", "AB", "AB"], {}, [[2, 4]])],
  [
    "three inner borders in one room 4×3",
    roomsBoard(["AAA", "AAA", "AAA", "AAA"], {}, [
      [3, 4],
      [7, 8],
      [4, 7],
    ]),
  ],
  ["a wall splitting a stone's only path 2×4", roomsBoard(["AAAA", "AAAA"], { A: 3 }, [[1, 2]])],
];

Deno.test("every engine: hand-made boards match the judge over every shading", async (t) => {
  const counts = new Map<string, number>();
  for (const [name, board] of HAND_MADE) {
    for (const rule of STOSTONE_RULES) {
      await t.step(`${name} (${board.rooms.length} rooms), ${rule}`, () => {
        counts.set(`${name} ${rule}`, assertEnginesMatchJudge(board, rule, name));
      });
    }
  }
  await t.step("the hand-made set tells the rules apart", () => {
    // Guards against a set of boards too easy to fail: somewhere each weaker rule admits more.
    const byRule = STOSTONE_RULES.map((rule) =>
      HAND_MADE.map(([name]) => counts.get(`${name} ${rule}`) ?? NaN)
    );
    const [exact, convex, count, none] = byRule as [number[], number[], number[], number[]];
    assert.ok(exact.some((n, i) => n < convex[i]!), "exact < convex somewhere");
    assert.ok(convex.some((n, i) => n < count[i]!), "convex < count somewhere");
    assert.ok(count.some((n, i) => n < none[i]!), "count < none somewhere");
    assert.ok(exact.some((n) => n > 0) && exact.some((n) => n === 0));
  });
  await t.step("the oracle skips only shadings the judge rejects", () => {
    // judgedShadings leaves out unbalanced columns under drop rules; the judge over all
    // 2^cells shadings must find the same answers.
    for (const [name, board] of HAND_MADE.filter(([, b]) => b.rows * b.cols <= 12)) {
      for (const rule of STOSTONE_RULES) {
        const everyShading = judgedAnswers(board, rule).map((key) =>
          gridOf(board, Uint8Array.from(key, Number))
        ).sort();
        assert.deepEqual(judgedShadings(board, rule), everyShading, `${name}, ${rule}`);
      }
    }
  });
});

Deno.test("every engine: facts worked out by hand", async (t) => {
  const arch = "#.#/###/.../.#.";
  await t.step("2×2: one room takes a full row; a room per column, a diagonal", () => {
    // Columns need one shaded cell each and the stone is connected: a full row, and
    // either row drops into the bottom one. With a border between the columns, two
    // cells in one row would touch across it.
    for (const engine of STOSTONE_ENGINES) {
      assert.deepEqual(allAnswers(engine, open(2, 2), "exact"), ["##/..", "../##"]);
      assert.deepEqual(allAnswers(engine, roomsBoard(["AB", "AB"]), "exact"), ["#./.#", ".#/#."]);
    }
  });
  await t.step("4×2, two 2×2 rooms, ? over 0: the top room is filled", () => {
    const board = roomsBoard(["AA", "AA", "BB", "BB"], { A: "?", B: 0 });
    for (const engine of STOSTONE_ENGINES) {
      assert.deepEqual(allAnswers(engine, board, "exact"), ["##/##/../.."], engine.name);
    }
  });
  await t.step("the S-U8 arch: refused by exact, allowed by convex and count", () => {
    // #.# / ### / ... / .#. : every column holds 2 of 4 and the arch has no vertical
    // hole, but dropped it rests on the single cell, one row too high.
    for (const map of [["AAA", "AAA", "BBB", "BBB"], ["AAA", "AAA", "AAA", "ABA"]]) {
      const board = roomsBoard(map, { A: 5, B: map[3] === "ABA" ? "?" : 1 });
      for (const engine of STOSTONE_ENGINES) {
        assert.ok(!allAnswers(engine, board, "exact").includes(arch), engine.name);
        assert.ok(allAnswers(engine, board, "convex").includes(arch), engine.name);
        assert.ok(allAnswers(engine, board, "count").includes(arch), engine.name);
      }
    }
  });
  await t.step("odd rows: no answer unless the rule is none", () => {
    for (
      const board of [roomsBoard(["AB", "AB", "AB"]), open(3, 3), roomsBoard(["AAB", "CAB", "CCB"])]
    ) {
      for (const engine of STOSTONE_ENGINES) {
        for (const rule of ["exact", "convex", "count"] as const) {
          assert.deepEqual(allAnswers(engine, board, rule), [], `${engine.name} ${rule}`);
        }
        assert.ok(allAnswers(engine, board, "none").length > 0, engine.name);
      }
    }
  });
  await t.step("an empty k×k board has k/2 + 1 answers under exact", () => {
    // One stone falls rigidly, so every column's k/2 cells (solid: no hole) start at
    // the same row a, for a = 0..k/2.
    for (const k of [2, 4, 6]) {
      const board = open(k, k);
      for (const engine of STOSTONE_ENGINES) {
        const result = solveWith(engine, board, { cap: 1000 });
        assert.equal(result.complete, true, `${engine.name} ${k}`);
        assert.equal(result.answers.length, k / 2 + 1, `${engine.name} ${k}`);
        assertJudgeAccepts(board, result.answers, "exact");
      }
    }
  });
});

Deno.test("every engine: random boards of at most 10 cells match the judge", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(tinyBoardArb, fc.constantFrom(...STOSTONE_RULES), (board, rule) => {
      assertEnginesMatchJudge(board, rule, `${board.rows}x${board.cols}`);
    }),
    { seed, numRuns: 120 },
  );
});

Deno.test("every engine: random boards of eleven shapes match the judge under all four rules", () => {
  const seed = testSeed();
  let answers = 0;
  fc.assert(
    fc.property(shapedBoardArb, (board) => {
      for (const rule of STOSTONE_RULES) {
        answers += assertEnginesMatchJudge(board, rule, `${board.rows}x${board.cols}`);
      }
    }),
    { seed, numRuns: 150 },
  );
  console.log(`${answers} answers checked`);
  assert.ok(answers > 0, "no random board had any answer: the comparison proved nothing");
});

Deno.test("every engine: planted answers on 6×6 and 8×8 boards are found", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(
      fc.constantFrom(6, 8),
      fc.constantFrom(...STOSTONE_RULES),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (side, rule, boardSeed) => {
        const planted = plantedBoard(side, side, rule, boardSeed);
        if (planted === null) return; // no shading passed the rule in 500 draws
        const { board, grid } = planted;
        for (const engine of STOSTONE_ENGINES) {
          const result = solveWith(engine, board, { rule, cap: 5000 });
          assertJudgeAccepts(board, result.answers, rule);
          if (result.complete) {
            const found = result.answers.map((a) => gridOf(board, a));
            assert.ok(found.includes(grid), `${engine.name}: planted ${grid} not found`);
          } else if (!(result.stoppedBy === "budget" && MAY_RUN_OUT.has(engine.name))) {
            // Otherwise only the cap may stop a search this small.
            assert.equal(result.stoppedBy, "cap", engine.name);
            assert.equal(result.answers.length, 5000);
          }
        }
      },
    ),
    { seed, numRuns: 40 },
  );
});

const EXTERNAL = externalStostone();

for (const engine of STOSTONE_ENGINES) {
  const name = `stostone ${engine.name}`;

  Deno.test(`${name}: published boards give the listed solution count and grids`, async (t) => {
    let unique = 0;
    for (const { id, board, solutionCount, listed } of EXTERNAL) {
      await t.step(`${id} (${board.rows}x${board.cols})`, () => {
        const result = solveWith(engine, board, {});
        assertJudgeAccepts(board, result.answers, "exact");
        const found = result.answers.map((a) => gridOf(board, a)).sort();
        if (result.stoppedBy === "budget") {
          // Allowed only for some engines, beyond 8×8; none may claim more than it found.
          assert.ok(MAY_RUN_OUT.has(engine.name), "ran out of budget");
          assert.ok(board.rows * board.cols > 64, "an 8×8 or smaller board ran out of budget");
          assert.equal(result.complete, false);
          for (const grid of found) assert.ok(listed.includes(grid));
          console.log(`  ${id}: stopped by the budget after ${workOf(result)} units`);
          return;
        }
        if (solutionCount.startsWith(">=")) {
          // The ASP run stopped at 2: our first two are answers, and the listed two are ours.
          assert.equal(result.stoppedBy, "cap");
          assert.equal(new Set(found).size, 2);
          const every = solveWith(engine, board, { cap: 1000 });
          assert.equal(every.complete, true);
          const all = every.answers.map((a) => gridOf(board, a));
          for (const grid of [...listed, ...found]) {
            assert.ok(all.includes(grid), `missing ${grid}`);
          }
          return;
        }
        const count = Number.parseInt(solutionCount, 10);
        assert.equal(result.complete, true, `stopped by ${result.stoppedBy}`);
        assert.equal(result.answers.length, count);
        assert.deepEqual(found, listed);
        if (count === 1) unique++;
      });
    }
    assert.ok(unique >= 20, `only ${unique} unique boards certified`);
  });

  Deno.test(`${name}: the defaults are exact and cap 2`, () => {
    // The 4×3 arch board (CLAIMS S-U8): 6 answers under exact, 9 under count.
    const board = roomsBoard(["AAA", "AAA", "BBB", "BBB"], { A: 5, B: 1 });
    const every = contract.solveWithEngineDefaults(engine, board, { cap: Infinity });
    assert.deepEqual(
      every.answers.map((a) => gridOf(board, a)).sort(),
      allAnswers(engine, board, "exact"),
    );
    const byDefault = contract.solveWithEngineDefaults(engine, open(4, 4));
    assert.equal(byDefault.stoppedBy, "cap");
    assert.equal(byDefault.answers.length, 2);
  });

  Deno.test(`${name}: the cap stops early and says so`, () => {
    const board = open(4, 4);
    for (const rule of ["exact", "convex"] as const) {
      const all = allAnswers(engine, board, rule);
      assert.ok(all.length >= 2);
      for (const cap of [1, 2, 3].filter((c) => c < all.length)) {
        const some = solveWith(engine, board, { rule, cap });
        assert.equal(some.answers.length, cap);
        assert.equal(some.complete, false);
        assert.equal(some.stoppedBy, "cap");
        for (const answer of some.answers) assert.ok(all.includes(gridOf(board, answer)));
      }
      // Exactly as many answers as the cap: still reported as stopped by the cap.
      assert.equal(solveWith(engine, board, { rule, cap: all.length }).stoppedBy, "cap");
      const roomy = solveWith(engine, board, { rule, cap: all.length + 1 });
      assert.equal(roomy.complete, true);
      assert.equal(roomy.answers.length, all.length);
    }
  });

  Deno.test(`${name}: running out of budget stops the search and says so`, async (t) => {
    const penpa = EXTERNAL.find((e) => e.id === "penpa_test_1_8x8")!.board;
    await t.step("a budget cut in the middle of an 8×8 keeps what it found", () => {
      const full = solveWith(engine, penpa, {});
      assert.equal(full.complete, true);
      for (const budget of [0, 1000, Math.floor(workOf(full) / 2)]) {
        const cut = solveWith(engine, penpa, { budget });
        assert.equal(cut.stoppedBy, "budget", `budget ${budget}`);
        assert.equal(cut.complete, false);
        assert.ok(cut.answers.length <= full.answers.length);
        if (budget === 0) assert.equal(cut.answers.length, 0);
        assertJudgeAccepts(penpa, cut.answers, "exact");
      }
      // The same search with the budget it needed is complete.
      assert.equal(solveWith(engine, penpa, { budget: workOf(full) }).complete, true);
    });
    for (
      const [rows, cols, rule] of [[20, 20, "none"], [30, 30, "none"], [30, 30, "exact"], [
        20,
        20,
        "exact",
      ]] as const
    ) {
      await t.step(`empty ${rows}×${cols} under ${rule}, no cap: the budget ends it`, () => {
        const board = open(rows, cols);
        // Propagate lists all 11 answers of the empty 20×20 under exact in about 294,000.
        const result = solveWith(engine, board, { rule, cap: Infinity, budget: 200_000 });
        assert.equal(result.stoppedBy, "budget");
        assert.equal(result.complete, false);
        assertJudgeAccepts(board, result.answers.slice(0, 3), rule);
      });
    }
    await t.step("empty 20×20 with the contract's defaults returns, incomplete", () => {
      // It holds 11 answers under exact (a full-width block of 10 rows at any height), so
      // the search may reach the cap before the budget, or (subset, listing the open room's
      // stones) its memory limit; any way, it must stop and say why.
      const board = open(20, 20);
      const result = solveWith(engine, board, {});
      assert.equal(result.complete, false);
      assert.ok(["cap", "budget", "memory"].includes(result.stoppedBy ?? "none"), engine.name);
      assertJudgeAccepts(board, result.answers, "exact");
    });
    await t.step("empty 20×20 under count runs into the default budget", () => {
      // Any connected stone with balanced columns counts: far too many to list.
      const board = open(20, 20);
      const result = contract.solveWithEngineDefaults(engine, board, {
        rule: "count",
        cap: 1_000_000,
      });
      assert.equal(result.stoppedBy, "budget");
      assert.equal(result.complete, false);
      assert.ok(workOf(result) > engine.budgetFor(board));
      assertJudgeAccepts(board, result.answers, "count");
    });
    await t.step("empty 20×20 under exact with a small budget stops at the budget", () => {
      // Propagate's learning search finds two answers in about 46,000 units.
      const result = solveWith(engine, open(20, 20), { budget: 10_000 });
      assert.equal(result.stoppedBy, "budget");
      assert.equal(result.complete, false);
    });
  });

  Deno.test(`${name}: bad options are RangeErrors that quote the value`, () => {
    const board = roomsBoard(["AB", "AB"]);
    contract.assertRefusesBadOptions(engine, board, "exact", ["drop", "EXACT"]);
    assert.equal(solveWith(engine, board, { cap: Infinity, budget: Infinity }).complete, true);
  });
}
