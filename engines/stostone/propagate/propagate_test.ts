// What only the propagate engine has: its deduction ladder (rungs, deduce,
// forcedCells) and its stats. Everything every engine must do (answers against
// oracles, the published boards, cap, budget, options) is in
// engines/stostone_contract_test.ts, run against this engine too.

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { emptyBorders } from "../../../core/grid.ts";
import { testSeed } from "../../../core/rng.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { satisfiesAllRules } from "./check.ts";
import { geometryOf } from "./geometry.ts";
import { deduce, forcedCells, type Rungs, solve } from "./mod.ts";
import {
  arbRungs,
  arbSmallCase,
  bruteForceAnswers,
  externalBoards,
  gridText,
} from "./propagate_test_util.ts";

const EXTERNAL = externalBoards();
const RUNG_NAMES = ["col", "clue", "fit", "drop", "probe"] as const;

function external(id: string): StostoneBoard {
  const found = EXTERNAL.find((e) => e.id === id);
  if (found === undefined) throw new Error(`no external board ${id}`);
  return found.board;
}

function only(...names: (typeof RUNG_NAMES)[number][]): Rungs {
  return {
    col: names.includes("col"),
    clue: names.includes("clue"),
    fit: names.includes("fit"),
    drop: names.includes("drop"),
    probe: names.includes("probe"),
  };
}

function settledCount(cells: Int8Array): number {
  return cells.filter((v) => v !== -1).length;
}

Deno.test("engine contract: a published board solved with the defaults", () => {
  const board = external("pzprjs_test");
  const result = solve(board);
  assert.equal(result.complete, true);
  assert.equal(result.stoppedBy, null);
  assert.equal(result.answers.length, 1);
});

Deno.test("the engine's own check accepts every listed solution and agrees with the judge", () => {
  for (const { board, solutions } of EXTERNAL) {
    const geo = geometryOf(board);
    for (const grid of solutions) {
      assert.ok(satisfiesAllRules(geo, grid, "exact"));
      // One flipped cell breaks an answer for the judge; the own check must agree.
      for (const x of [0, board.rows * board.cols - 1, Math.floor(board.rows / 2) * board.cols]) {
        const flipped = Uint8Array.from(grid);
        flipped[x] = 1 - flipped[x]!;
        for (const rule of STOSTONE_RULES) {
          assert.equal(
            satisfiesAllRules(geo, flipped, rule),
            checkStostone(board, flipped, rule).ok,
            `${rule} on ${gridText(flipped, board.cols)}`,
          );
        }
      }
    }
  }
});

Deno.test("random small boards: the answer set equals brute force under the judge", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(arbSmallCase, arbRungs, ({ board, rule }, someRungs) => {
      // Without col, weak rung sets search up to 2^cells leaves: keep those to small boards.
      const rungs = board.rows * board.cols > 12 ? { ...someRungs, col: true } : someRungs;
      const want = bruteForceAnswers(board, rule);
      const result = solve(board, { rule, cap: 100_000, rungs });
      assert.equal(result.complete, true);
      const got = result.answers.map((a) => a.join("")).sort();
      assert.deepEqual(got, want);
    }),
    { seed, numRuns: 150 },
  );
});

Deno.test("random small boards: deduce and forcedCells are sound, forcedCells is exact", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(arbSmallCase, arbRungs, ({ board, rule }, rungs) => {
      const answers = bruteForceAnswers(board, rule);
      const n = board.rows * board.cols;
      const deduced = deduce(board, { rule, rungs });
      assert.equal(deduced.complete, true);
      if (answers.length > 0) assert.equal(deduced.contradiction, false);
      if (!deduced.contradiction) {
        for (const answer of answers) {
          for (let x = 0; x < n; x++) {
            if (deduced.cells[x] !== -1) assert.equal(String(deduced.cells[x]), answer[x]);
          }
        }
      }
      const backbone = forcedCells(board, { rule });
      assert.equal(backbone.complete, true);
      assert.equal(backbone.answers, Math.min(answers.length, 2));
      for (let x = 0; x < n; x++) {
        const agreed = answers.length > 0 && answers.every((a) => a[x] === answers[0]![x]);
        assert.equal(backbone.cells[x], agreed ? Number(answers[0]![x]) : -1, `cell ${x}`);
      }
    }),
    { seed, numRuns: 100 },
  );
});

Deno.test("hand boards with counts worked out by hand", async (t) => {
  // The small ones (2×2, the S-U8 arch, k×k up to 6) are checked for every engine in
  // engines/stostone_contract_test.ts; here what only this engine shows.
  await t.step("4x2, two 2x2 rooms, ? over 0: settled without guessing", () => {
    const board = stostoneBoard({ rows: 4, cols: 2 }, {
      vertical: new Uint8Array(4),
      horizontal: Uint8Array.from([0, 0, 1, 1, 0, 0]),
    }, ["?", 0]);
    const result = solve(board);
    assert.deepEqual(result.answers.map((a) => gridText(a, 2)), ["##/##/../.."]);
    assert.equal(result.complete, true);
    assert.equal(result.stats.finishedWithoutGuessing, true);
  });
  await t.step("an empty k x k board has k/2 + 1 answers, up to 20 x 20", () => {
    // One stone falls rigidly, so every column's k/2 cells (solid: no hole) start at
    // the same row a, for a = 0..k/2.
    for (const k of [8, 12, 20]) {
      const board = stostoneBoard({ rows: k, cols: k }, emptyBorders({ rows: k, cols: k }));
      const result = solve(board, { cap: 1000 });
      assert.equal(result.complete, true);
      assert.equal(result.answers.length, k / 2 + 1);
      for (const answer of result.answers) assert.ok(checkStostone(board, answer).ok);
    }
  });
});

Deno.test("odd row counts: deduce finds the contradiction, forcedCells no answer", () => {
  const board = stostoneBoard({ rows: 3, cols: 3 }, emptyBorders({ rows: 3, cols: 3 }));
  for (const rule of ["exact", "convex", "count"] as StostoneRule[]) {
    assert.equal(deduce(board, { rule }).contradiction, true);
    assert.equal(forcedCells(board, { rule }).answers, 0);
  }
});

Deno.test("rung switches", async (t) => {
  await t.step("S-U11: col alone settles nothing on an empty grid", () => {
    const boards = [
      ...EXTERNAL.map((e) => e.board),
      stostoneBoard({ rows: 6, cols: 6 }, emptyBorders({ rows: 6, cols: 6 })),
    ];
    for (const board of boards) {
      const result = deduce(board, { rungs: only("col") });
      assert.equal(settledCount(result.cells), 0);
      assert.equal(result.contradiction, false);
    }
  });
  await t.step("a rung switched off settles nothing", () => {
    for (const { board } of EXTERNAL.filter((e) => e.board.rows * e.board.cols <= 100)) {
      for (const off of RUNG_NAMES) {
        const rungs = { ...only(...RUNG_NAMES), [off]: false };
        const result = deduce(board, { rungs });
        assert.equal(result.settledBy[off], 0, off);
        const total = RUNG_NAMES.reduce((sum, name) => sum + result.settledBy[name], 0);
        assert.equal(total, settledCount(result.cells));
      }
    }
  });
  await t.step("every rung adds deductions on some published board", () => {
    // Climbing the ladder: each rung on top of the ones below it settles more cells
    // on at least one board; col only once clue has given it something to count.
    const unique = EXTERNAL.filter((e) => e.solutionCount.startsWith("1"));
    const ladders: [string, Rungs, Rungs][] = [
      ["col", only("clue"), only("col", "clue")],
      ["clue", only("col"), only("col", "clue")],
      ["fit", only("col", "clue"), only("col", "clue", "fit")],
      ["drop", only("col", "clue", "fit"), only("col", "clue", "fit", "drop")],
      ["probe", only("col", "clue", "fit", "drop"), only(...RUNG_NAMES)],
    ];
    for (const [name, below, withIt] of ladders) {
      const gains = unique.filter(({ board }) =>
        settledCount(deduce(board, { rungs: withIt }).cells) >
          settledCount(deduce(board, { rungs: below }).cells)
      );
      assert.ok(gains.length > 0, `${name} never adds anything`);
    }
  });
  await t.step("every rung subset deduces only cells of the unique solution", () => {
    const unique = EXTERNAL.filter((e) =>
      e.solutionCount.startsWith("1") && e.board.rows * e.board.cols <= 64
    );
    for (let mask = 0; mask < 32; mask++) {
      const rungs = only(...RUNG_NAMES.filter((_, i) => (mask >> i) & 1));
      for (const { id, board, solutions } of unique) {
        const result = deduce(board, { rungs });
        assert.equal(result.contradiction, false, id);
        result.cells.forEach((v, x) => {
          if (v !== -1) assert.equal(v, solutions[0]![x], `${id} cell ${x} mask ${mask}`);
        });
      }
    }
  });
});

Deno.test("rung switches by rule, probe and branching", async (t) => {
  await t.step("drop does nothing under count, col and drop nothing under none", () => {
    for (const { board } of EXTERNAL.filter((e) => e.board.rows * e.board.cols <= 100)) {
      assert.equal(deduce(board, { rule: "count" }).settledBy.drop, 0);
      const none = deduce(board, { rule: "none" });
      assert.equal(none.settledBy.col + none.settledBy.drop, 0);
    }
  });
  await t.step("probe and branching: same answer without probe, but with guesses", () => {
    const board = external("penpa_test_1_8x8");
    const full = solve(board, { learn: false });
    const noProbe = solve(board, { rungs: { probe: false } });
    assert.equal(full.stats.assumptions, 0);
    assert.equal(full.stats.finishedWithoutGuessing, true);
    assert.ok(noProbe.stats.assumptions > 0);
    assert.equal(noProbe.stats.finishedWithoutGuessing, false);
    assert.deepEqual(noProbe.answers, full.answers);
    assert.equal(noProbe.complete, true);
    // The learning search does not probe at the root either.
    const learning = solve(board);
    assert.ok(learning.stats.assumptions > 0);
    assert.equal(learning.stats.settledBy.probe, 0);
    assert.deepEqual(learning.answers, full.answers);
    assert.equal(learning.complete, true);
  });
  await t.step("branch: false only deduces", () => {
    const open = solve(external("StoStoneSolver/puzzles/000-000.txt"), { branch: false });
    assert.equal(open.answers.length, 0);
    assert.equal(open.complete, false);
    assert.equal(open.stoppedBy, null);
    assert.equal(open.stats.assumptions, 0);
    const done = solve(external("pzprjs_test"), { branch: false });
    assert.equal(done.answers.length, 1);
    assert.equal(done.complete, true);
  });
});

Deno.test("stats: settledBy covers the first answer's cells", () => {
  for (const { board, solutionCount } of EXTERNAL) {
    const result = solve(board, { rungs: { probe: false } });
    const s = result.stats.settledBy;
    const total = s.col + s.clue + s.fit + s.drop + s.probe + s.branch;
    if (solutionCount.startsWith("0")) continue;
    assert.equal(total, board.rows * board.cols);
    assert.ok(s.branch <= result.stats.assumptions);
    assert.equal(s.probe, 0);
    assert.ok(result.stats.nodes >= 1 + result.stats.assumptions - s.branch);
  }
});

Deno.test("forcedCells on published boards", () => {
  for (const { id, board, solutionCount, solutions } of EXTERNAL) {
    if (board.rows * board.cols > 100) continue;
    const backbone = forcedCells(board);
    assert.equal(backbone.complete, true, id);
    if (solutionCount.startsWith("1")) {
      assert.equal(backbone.answers, 1);
      assert.deepEqual(Array.from(backbone.cells), Array.from(solutions[0]!));
    } else if (solutionCount.startsWith(">=2")) {
      assert.equal(backbone.answers, 2);
      // Forced cells agree with both listed solutions; cells where they differ are open.
      const [a, b] = solutions as [Uint8Array, Uint8Array];
      let open = 0;
      backbone.cells.forEach((v, x) => {
        if (v === -1) open++;
        else assert.ok(v === a[x] && v === b[x], `${id} cell ${x}`);
        if (a[x] !== b[x]) assert.equal(v, -1);
      });
      assert.ok(open > 0);
    } else {
      assert.equal(backbone.answers, 0);
      assert.ok(backbone.cells.every((v) => v === -1));
    }
  }
});

Deno.test("budget: a small budget stops solve, deduce and forcedCells soundly", () => {
  // How solve meets the budget on the empty 20×20 board is checked for every engine in
  // engines/stostone_contract_test.ts.
  const entry = EXTERNAL.find((e) => e.id === "penpa_test_2_12x12")!;
  const solved = solve(entry.board, { budget: 2_000 });
  assert.equal(solved.stoppedBy, "budget");
  assert.equal(solved.complete, false);
  // Budgets below what each needs in full: none, a little, half.
  const deduceWork = deduce(entry.board).work;
  const forcedWork = forcedCells(entry.board).work;
  for (const share of [0, 0.02, 0.5]) {
    const deduced = deduce(entry.board, { budget: Math.floor(share * deduceWork) });
    assert.equal(deduced.complete, false);
    deduced.cells.forEach((v, x) => {
      if (v !== -1) assert.equal(v, entry.solutions[0]![x]);
    });
    const backbone = forcedCells(entry.board, { budget: Math.floor(share * forcedWork) });
    assert.equal(backbone.complete, false);
    backbone.cells.forEach((v, x) => {
      if (v !== -1) assert.equal(v, entry.solutions[0]![x]);
    });
  }
});

Deno.test("bad rungs and bad deduce options are RangeErrors", () => {
  // solve's rule, cap and budget are checked for every engine in the battery.
  const board = external("pzprjs_test");
  assert.throws(
    () => solve(board, { rungs: { colour: true } as unknown as Partial<Rungs> }),
    RangeError,
  );
  assert.throws(() => deduce(board, { rule: "EXACT" as StostoneRule }), /EXACT/);
});

Deno.test("pinned: solve returns exactly the answers that agree with the pinned cells", async (t) => {
  await t.step("2×2, one room: top row or bottom row", () => {
    const board = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
    const free = solve(board, { cap: 10 });
    assert.equal(free.answers.length, 2);
    const top = solve(board, { cap: 10, pinned: Int8Array.from([1, -1, -1, -1]) });
    assert.equal(top.complete, true);
    assert.deepEqual(top.answers.map((a) => a.join("")), ["1100"]);
    assert.equal(top.stats.settledBy.pinned, 1);
    const none = solve(board, { cap: 10, pinned: Int8Array.from([1, -1, 1, -1]) });
    assert.equal(none.complete, true);
    assert.equal(none.answers.length, 0);
  });
  await t.step("random small boards and pins: brute force filtered by the pins", () => {
    const seed = testSeed();
    let checked = 0;
    fc.assert(
      fc.property(
        arbSmallCase,
        fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 64, maxLength: 64 }),
        fc.integer({ min: 1, max: 4 }),
        ({ board, rule }, raw, every) => {
          const n = board.rows * board.cols;
          // Pin about one cell in `every` (the rest free).
          const pinned = Int8Array.from({ length: n }, (_, x) => (x % every === 0 ? raw[x]! : -1));
          const want = bruteForceAnswers(board, rule).filter((a) =>
            [...a].every((ch, x) => pinned[x] === -1 || Number(ch) === pinned[x])
          );
          const result = solve(board, { rule, cap: 100_000, pinned });
          assert.equal(result.complete, true);
          assert.deepEqual(result.answers.map((a) => a.join("")).sort(), want);
          checked++;
        },
      ),
      { seed, numRuns: 120 },
    );
    console.log(`${checked} pinned boards checked`);
    assert.equal(checked, 120);
  });
});

Deno.test("pinned: deduce starts from the pinned cells", () => {
  // 4×4, no borders, col alone: nothing from the empty grid, but two shaded cells
  // pinned in column 0 leave its other two cells unshaded.
  const board = stostoneBoard({ rows: 4, cols: 4 }, emptyBorders({ rows: 4, cols: 4 }));
  const colOnly = only("col");
  assert.equal(settledCount(deduce(board, { rungs: colOnly }).cells), 0);
  const pinned = new Int8Array(16).fill(-1);
  pinned[0] = 1;
  pinned[4] = 1;
  const d = deduce(board, { rungs: colOnly, pinned });
  assert.deepEqual([d.cells[0], d.cells[4], d.cells[8], d.cells[12]], [1, 1, 0, 0]);
  assert.equal(settledCount(d.cells), 4);
  assert.equal(d.settledBy.col, 2);
  assert.equal(d.settledBy.pinned, 2);
  // One pinned cell alone settles nothing more under col.
  const one = new Int8Array(16).fill(-1);
  one[5] = 0;
  assert.equal(settledCount(deduce(board, { rungs: colOnly, pinned: one }).cells), 1);
  // Pins that break rule 4 are a contradiction.
  const three = new Int8Array(16).fill(-1);
  three[0] = three[4] = three[8] = 1;
  assert.equal(deduce(board, { rungs: colOnly, pinned: three }).contradiction, true);
});

Deno.test("pinned: bad arrays are RangeErrors that quote the problem", () => {
  const board = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
  assert.throws(
    () => solve(board, { pinned: new Int8Array(3) }),
    /one entry per cell \(4\), got 3/,
  );
  assert.throws(() => solve(board, { pinned: Int8Array.from([0, 2, 0, 0]) }), /pinned\[1\].*got 2/);
  assert.throws(() => deduce(board, { pinned: Int8Array.from([0, -2, 0, 0]) }), /pinned\[1\]/);
});
