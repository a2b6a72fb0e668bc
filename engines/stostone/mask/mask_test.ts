import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { type Borders, emptyBorders, type GridSize } from "../../../core/grid.ts";
import { decodeUrl } from "../../../core/formats/url.ts";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { DEFAULT_BUDGET, ENGINE_NAME, solve } from "./mod.ts";
import { MASKS_PER_UNIT, UNIVERSE_LIST_LIMIT } from "./search.ts";

const EXTERNAL = new URL(
  "../../../fixtures/external/stostone.external-collections.json",
  import.meta.url,
);

/** An answer as text rows, top first, `#` shaded: the external file's notation. */
function gridText(board: GridSize, answer: Uint8Array): string {
  const rows: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let line = "";
    for (let c = 0; c < board.cols; c++) line += answer[r * board.cols + c] === 1 ? "#" : ".";
    rows.push(line);
  }
  return rows.join("/");
}

/** Every answer, by trying all 2^(rows·cols) shadings against the reference judge. */
function bruteForce(board: StostoneBoard, rule: StostoneRule): string[] {
  const n = board.rows * board.cols;
  assert.ok(n <= 16, `brute force is for at most 16 cells, got ${n}`);
  const found: string[] = [];
  const answer = new Uint8Array(n);
  for (let bits = 0; bits < 1 << n; bits++) {
    for (let i = 0; i < n; i++) answer[i] = (bits >> i) & 1;
    if (checkStostone(board, answer, rule).ok) found.push(gridText(board, answer));
  }
  return found.sort();
}

/** Every answer the engine finds with no cap and no budget; it must say it is complete. */
function allAnswers(board: StostoneBoard, rule: StostoneRule): string[] {
  const out = solve(board, { rule, cap: Infinity, budget: Infinity });
  assert.equal(out.complete, true);
  assert.equal(out.stoppedBy, null);
  return out.answers.map((a) => gridText(board, a)).sort();
}

/** Borders that separate every pair of neighbours with different room letters. */
function bordersFromRooms(map: readonly string[]): { size: GridSize; borders: Borders } {
  const size = { rows: map.length, cols: map[0]!.length };
  const borders = emptyBorders(size);
  const at = (r: number, c: number) => map[r]![c]!;
  for (let r = 0; r < size.rows; r++) {
    for (let c = 0; c < size.cols; c++) {
      if (c + 1 < size.cols && at(r, c) !== at(r, c + 1)) {
        borders.vertical[r * (size.cols - 1) + c] = 1;
      }
      if (r + 1 < size.rows && at(r, c) !== at(r + 1, c)) {
        borders.horizontal[r * size.cols + c] = 1;
      }
    }
  }
  return { size, borders };
}

/** A board from a room map (one letter per room) and clues keyed by room letter. */
function boardFromRooms(
  map: readonly string[],
  clues: Readonly<Record<string, StostoneClue>> = {},
): StostoneBoard {
  const { size, borders } = bordersFromRooms(map);
  const bare = stostoneBoard(size, borders);
  const letters = bare.rooms.map((cells) => {
    const first = cells[0]!;
    return map[Math.floor(first / size.cols)]![first % size.cols]!;
  });
  return stostoneBoard(size, borders, letters.map((l) => clues[l] ?? null));
}

Deno.test("engine identity and defaults", async (t) => {
  await t.step("exports a name and a positive budget", () => {
    assert.equal(ENGINE_NAME, "mask");
    assert.ok(Number.isInteger(DEFAULT_BUDGET) && DEFAULT_BUDGET > 0);
  });
  await t.step("the default rule is exact and the default cap is 2", () => {
    // The 4×3 arch (CLAIMS S-U8) passes count and convex but not exact.
    const board = boardFromRooms(["AAA", "AAA", "BBB", "BBB"], { A: 5, B: 1 });
    const arch = "#.#/###/.../.#.";
    assert.ok(allAnswers(board, "count").includes(arch));
    assert.ok(!allAnswers(board, "exact").includes(arch));
    const byDefault = solve(board);
    const exact = solve(board, { rule: "exact", cap: 2 });
    assert.deepEqual(
      byDefault.answers.map((a) => gridText(board, a)),
      exact.answers.map((a) => gridText(board, a)),
    );
    assert.ok(byDefault.answers.length <= 2);
  });
});

Deno.test("external boards: same solution count and grids as listed", async (t) => {
  const data = JSON.parse(await Deno.readTextFile(EXTERNAL)) as {
    puzzles: {
      id: string;
      pzprjs_url: string;
      solution_count: string;
      solutions: { grid: string[] }[];
    }[];
  };
  for (const puzzle of data.puzzles) {
    await t.step(puzzle.id, () => {
      const board = decodeUrl(puzzle.pzprjs_url);
      assert.equal(board.genre, "stostone");
      if (board.genre !== "stostone") return;
      const listed = puzzle.solutions.map((s) => s.grid.join("/")).sort();
      const out = solve(board, { rule: "exact", cap: 2 });
      for (const answer of out.answers) assert.ok(checkStostone(board, answer, "exact").ok);
      const found = out.answers.map((a) => gridText(board, a)).sort();
      if (puzzle.solution_count.startsWith("1")) {
        assert.equal(out.complete, true, `stopped by ${out.stoppedBy}`);
        assert.deepEqual(found, listed);
      } else if (puzzle.solution_count.startsWith("0")) {
        assert.equal(out.complete, true, `stopped by ${out.stoppedBy}`);
        assert.deepEqual(found, []);
      } else {
        assert.match(puzzle.solution_count, /^>=2/);
        assert.equal(out.stoppedBy, "cap");
        assert.equal(out.answers.length, 2);
        // The listed two are some two of the answers: every one must be among ours.
        const every = solve(board, { rule: "exact", cap: Infinity });
        assert.equal(every.complete, true);
        const all = new Set(every.answers.map((a) => gridText(board, a)));
        for (const grid of listed) assert.ok(all.has(grid), `missing listed answer ${grid}`);
        for (const grid of found) assert.ok(all.has(grid));
      }
    });
  }
});

/** Small boards whose answer sets the brute force establishes, under every rule. */
const HAND_MADE: { name: string; board: () => StostoneBoard }[] = [
  { name: "empty 2×3", board: () => boardFromRooms(["AAA", "AAA"]) },
  { name: "empty 4×2", board: () => boardFromRooms(["AA", "AA", "AA", "AA"]) },
  { name: "empty 4×3", board: () => boardFromRooms(["AAA", "AAA", "AAA", "AAA"]) },
  { name: "empty 4×4", board: () => boardFromRooms(["AAAA", "AAAA", "AAAA", "AAAA"]) },
  { name: "empty 6×2", board: () => boardFromRooms(["AA", "AA", "AA", "AA", "AA", "AA"]) },
  {
    name: "two stacked rooms 6×2",
    board: () => boardFromRooms(["AA", "AA", "AA", "BB", "BB", "BB"]),
  },
  { name: "one column of 6", board: () => boardFromRooms(["A", "A", "B", "B", "C", "C"]) },
  { name: "one row of 5 (1 row: only 'none' can hold)", board: () => boardFromRooms(["AABCC"]) },
  { name: "odd rows 3×3", board: () => boardFromRooms(["AAB", "ACB", "CCB"]) },
  {
    name: "arch witness rooms 4×3",
    board: () => boardFromRooms(["AAA", "AAA", "BBB", "BBB"], { A: 5, B: 1 }),
  },
  {
    name: "clues 0, ? and numbers 4×4",
    board: () => boardFromRooms(["AABB", "ACCB", "DCCE", "DDEE"], { A: 0, B: "?", C: 2, E: 3 }),
  },
  {
    name: "six small rooms 4×4",
    board: () => boardFromRooms(["AABC", "ADBC", "EDFF", "EEFF"], { F: 2 }),
  },
  {
    name: "columns of rooms 6×2",
    board: () => boardFromRooms(["AB", "AB", "AB", "CD", "CD", "CD"]),
  },
  {
    name: "a border segment inside a room 4×3",
    board: () => {
      // One room (the borders leave it connected) with a wall between (1,0)-(1,1)
      // and between (2,1)-(2,2): stones may not reach across either segment.
      const size = { rows: 4, cols: 3 };
      const borders = emptyBorders(size);
      borders.vertical[1 * 2 + 0] = 1;
      borders.vertical[2 * 2 + 1] = 1;
      borders.horizontal[1 * 3 + 1] = 1; // between (1,1) and (2,1)
      return stostoneBoard(size, borders);
    },
  },
  {
    name: "a wall splitting a stone's only path 2×4",
    board: () => {
      const size = { rows: 2, cols: 4 };
      const borders = emptyBorders(size);
      borders.vertical[0 * 3 + 1] = 1; // top row, between columns 1 and 2
      return stostoneBoard(size, borders, [3]);
    },
  },
];

Deno.test("hand-made boards: same answers as the brute force, every rule", async (t) => {
  const truth = new Map<string, number>();
  for (const { name, board: make } of HAND_MADE) {
    const board = make();
    for (const rule of STOSTONE_RULES) {
      await t.step(`${name} (${board.rooms.length} rooms), ${rule}`, () => {
        const expected = bruteForce(board, rule);
        truth.set(`${name} ${rule}`, expected.length);
        assert.deepEqual(allAnswers(board, rule), expected);
      });
    }
  }
  await t.step("the hand-made set tells the rules apart", () => {
    // Guards against a set of boards too easy to fail: somewhere each weaker rule admits more.
    const counts = (rule: StostoneRule) =>
      HAND_MADE.map(({ name }) => truth.get(`${name} ${rule}`) ?? NaN);
    const [exact, convex, count, none] = STOSTONE_RULES.map(counts);
    assert.ok(exact!.some((n, i) => n < convex![i]!), "exact < convex somewhere");
    assert.ok(convex!.some((n, i) => n < count![i]!), "convex < count somewhere");
    assert.ok(count!.some((n, i) => n < none![i]!), "count < none somewhere");
    assert.ok(exact!.some((n) => n > 0) && exact!.some((n) => n === 0));
  });
});

/** A random board: random border bits (rooms follow from them) and random clues. */
const smallBoard = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 4 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    borderDensity: fc.double({ min: 0, max: 0.8, noNaN: true }),
  })
  .filter(({ rows, cols }) => rows * cols <= 10)
  .map(({ rows, cols, seed, borderDensity }) => {
    const rng = rngFromSeed(seed);
    const size = { rows, cols };
    const borders = emptyBorders(size);
    for (const flags of [borders.vertical, borders.horizontal]) {
      for (let i = 0; i < flags.length; i++) flags[i] = rng.next() < borderDensity ? 1 : 0;
    }
    const roomCount = stostoneBoard(size, borders).rooms.length;
    const clues: StostoneClue[] = Array.from({ length: roomCount }, () => {
      const roll = rng.int(6);
      return roll < 3 ? null : roll === 3 ? "?" : rng.int(4);
    });
    return stostoneBoard(size, borders, clues);
  });

Deno.test("random small boards (≤ 10 cells): same answers as the brute force", () => {
  const seed = testSeed();
  console.log(`seed ${seed} (replay with SEED=${seed})`);
  fc.assert(
    fc.property(smallBoard, fc.constantFrom(...STOSTONE_RULES), (board, rule) => {
      assert.deepEqual(allAnswers(board, rule), bruteForce(board, rule));
    }),
    { seed, numRuns: 120 },
  );
});

/**
 * A random grid that satisfies the rule with stones as its shaded components, and a
 * board around it: every component grown into a room with its size as the clue, some
 * unshaded cells made clue-0 rooms. The grid must be among the board's answers; this
 * reaches boards far beyond the brute force.
 */
function plantedBoard(
  rows: number,
  cols: number,
  rule: StostoneRule,
  seed: number,
): { board: StostoneBoard; grid: string } | null {
  const rng = rngFromSeed(seed);
  const size = { rows, cols };
  for (let attempt = 0; attempt < 500; attempt++) {
    const shaded = new Uint8Array(rows * cols);
    const below = (r: number, c: number) => {
      let n = 0;
      for (let rr = r + 1; rr < rows; rr++) n += shaded[rr * cols + c]!;
      return n;
    };
    for (let c = 0; c < cols; c++) {
      // Under exact, redraw a column until the cells it shares with the previous one
      // have equal counts below (else the drop is sure to fail; the judge decides anyway).
      for (let tries = 0; tries < 200; tries++) {
        for (let r = 0; r < rows; r++) shaded[r * cols + c] = 0;
        if (rule === "none") {
          for (let r = 0; r < rows; r++) shaded[r * cols + c] = rng.next() < 0.4 ? 1 : 0;
        } else {
          const order = rng.shuffle([...Array(rows).keys()]);
          for (const r of order.slice(0, rows / 2)) shaded[r * cols + c] = 1;
        }
        if (rule !== "exact" || c === 0) break;
        let agree = true;
        for (let r = 0; r < rows && agree; r++) {
          if (shaded[r * cols + c] === 1 && shaded[r * cols + c - 1] === 1) {
            agree = below(r, c) === below(r, c - 1);
          }
        }
        if (agree) break;
      }
    }
    // Rooms: grow every shaded component outwards over the unshaded cells.
    const owner = new Int32Array(rows * cols).fill(-1);
    let rooms = 0;
    const nbs = (cell: number) => {
      const r = Math.floor(cell / cols), c = cell % cols;
      const out: number[] = [];
      if (r > 0) out.push(cell - cols);
      if (r < rows - 1) out.push(cell + cols);
      if (c > 0) out.push(cell - 1);
      if (c < cols - 1) out.push(cell + 1);
      return out;
    };
    for (let start = 0; start < rows * cols; start++) {
      if (shaded[start] !== 1 || owner[start] !== -1) continue;
      const stack = [start];
      owner[start] = rooms;
      while (stack.length > 0) {
        for (const nb of nbs(stack.pop()!)) {
          if (shaded[nb] === 1 && owner[nb] === -1) {
            owner[nb] = rooms;
            stack.push(nb);
          }
        }
      }
      rooms++;
    }
    if (rooms === 0) continue;
    // Some unshaded cells become one-cell rooms with clue 0 (more of them under the weak
    // rules, whose boards would otherwise have too many answers to list); the stones'
    // rooms grow over the rest, and cells they cannot reach get clue-0 rooms too.
    const zeroShare = { exact: 0.1, convex: 0.4, count: 0.5, none: 0.7 }[rule];
    const stoneRooms = rooms;
    for (let cell = 0; cell < rows * cols; cell++) {
      if (owner[cell] === -1 && rng.next() < zeroShare) owner[cell] = rooms++;
    }
    for (;;) {
      const reachable: number[] = [];
      for (let cell = 0; cell < rows * cols; cell++) {
        if (owner[cell] !== -1) continue;
        if (nbs(cell).some((nb) => owner[nb] !== -1 && owner[nb]! < stoneRooms)) {
          reachable.push(cell);
        }
      }
      if (reachable.length === 0) break;
      const cell = rng.pick(reachable);
      const around = nbs(cell).filter((nb) => owner[nb] !== -1 && owner[nb]! < stoneRooms);
      owner[cell] = owner[rng.pick(around)]!;
    }
    for (let cell = 0; cell < rows * cols; cell++) if (owner[cell] === -1) owner[cell] = rooms++;
    const map = Array.from(
      { length: rows },
      (_, r) =>
        Array.from({ length: cols }, (_, c) => String.fromCharCode(0x100 + owner[r * cols + c]!))
          .join(""),
    );
    const stoneSize = new Map<string, number>();
    for (let room = stoneRooms; room < rooms; room++) {
      stoneSize.set(String.fromCharCode(0x100 + room), 0);
    }
    for (let cell = 0; cell < rows * cols; cell++) {
      if (shaded[cell] !== 1) continue;
      const key = String.fromCharCode(0x100 + owner[cell]!);
      stoneSize.set(key, (stoneSize.get(key) ?? 0) + 1);
    }
    const board = boardFromRooms(map, Object.fromEntries(stoneSize));
    if (!checkStostone(board, shaded, rule).ok) continue; // the drop or a hole said no
    return { board, grid: gridText(size, shaded) };
  }
  return null;
}

Deno.test("planted answers on 6×6 and 8×8 boards are found", () => {
  const seed = testSeed();
  console.log(`seed ${seed} (replay with SEED=${seed})`);
  fc.assert(
    fc.property(
      fc.constantFrom(6, 8),
      fc.constantFrom(...STOSTONE_RULES),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (side, rule, boardSeed) => {
        const planted = plantedBoard(side, side, rule, boardSeed);
        if (planted === null) return; // no grid passed the rule in 500 draws
        const { board, grid } = planted;
        const out = solve(board, { rule, cap: 5000, budget: DEFAULT_BUDGET });
        for (const answer of out.answers) assert.ok(checkStostone(board, answer, rule).ok);
        const found = out.answers.map((a) => gridText(board, a));
        if (out.complete) assert.ok(found.includes(grid), `planted ${grid} not found`);
        else assert.equal(out.answers.length, 5000); // only the cap may stop a search this small
      },
    ),
    { seed, numRuns: 40 },
  );
});

Deno.test("odd rows: no answer unless the rule is none", () => {
  const board = boardFromRooms(["AB", "AB", "AB"]);
  for (const rule of ["exact", "convex", "count"] as const) {
    const out = solve(board, { rule, cap: Infinity });
    assert.equal(out.complete, true);
    assert.equal(out.answers.length, 0);
  }
  assert.ok(solve(board, { rule: "none", cap: Infinity }).answers.length > 0);
});

Deno.test("cap: stops at the cap and says so", () => {
  const board = boardFromRooms(["AAAA", "AAAA", "AAAA", "AAAA"]);
  const total = allAnswers(board, "exact").length;
  assert.ok(total >= 2);
  const one = solve(board, { rule: "exact", cap: 1 });
  assert.equal(one.answers.length, 1);
  assert.equal(one.stoppedBy, "cap");
  assert.equal(one.complete, false);
  const exactlyAll = solve(board, { rule: "exact", cap: total + 1 });
  assert.equal(exactlyAll.complete, true);
  assert.equal(exactlyAll.answers.length, total);
});

Deno.test("budget: running out stops the search and says so", async (t) => {
  // One list build (or one node with its answer) is the largest step the search takes
  // between two budget checks.
  const overshoot = Math.ceil(UNIVERSE_LIST_LIMIT / MASKS_PER_UNIT) + 30 * 100 + 64;
  const penpa = decodeUrl("https://puzz.link/p?stostone/8/8/kd38q6hkd38g03g1tvg0js00h8p");
  assert.ok(penpa.genre === "stostone");
  if (penpa.genre !== "stostone") return;
  await t.step("a budget of 0 does nothing", () => {
    const out = solve(penpa, { budget: 0 });
    assert.equal(out.stoppedBy, "budget");
    assert.equal(out.complete, false);
    assert.equal(out.answers.length, 0);
  });
  await t.step("a small budget stops an 8×8 board that a full one finishes", () => {
    const full = solve(penpa);
    assert.equal(full.complete, true);
    const budget = Math.floor(full.stats.work / 2);
    const out = solve(penpa, { budget });
    assert.equal(out.stoppedBy, "budget");
    assert.equal(out.complete, false);
    assert.ok(out.stats.work <= budget + overshoot, `work ${out.stats.work}`);
    for (const answer of out.answers) assert.ok(checkStostone(penpa, answer, "exact").ok);
  });
  for (
    const [rows, cols, rule] of [[20, 20, "none"], [30, 30, "none"], [30, 30, "exact"], [
      20,
      20,
      "exact",
    ]] as const
  ) {
    await t.step(`empty ${rows}×${cols} under ${rule}, no cap: the budget ends it`, () => {
      const size = { rows, cols };
      const board = stostoneBoard(size, emptyBorders(size));
      const budget = 300_000;
      const out = solve(board, { rule, cap: Infinity, budget });
      assert.equal(out.stoppedBy, "budget");
      assert.equal(out.complete, false);
      assert.ok(out.stats.work <= budget + overshoot, `work ${out.stats.work}`);
      for (const answer of out.answers.slice(0, 3)) {
        assert.ok(checkStostone(board, answer, rule).ok);
      }
    });
  }
  await t.step("empty 20×20 with the defaults returns, incomplete", () => {
    // It holds 11 answers under exact (a full-width block of 10 rows at any height), so
    // the sweep may reach the cap before the budget; either way it must stop.
    const size = { rows: 20, cols: 20 };
    const board = stostoneBoard(size, emptyBorders(size));
    const out = solve(board);
    assert.equal(out.complete, false);
    assert.ok(out.stoppedBy === "cap" || out.stoppedBy === "budget");
    assert.ok(out.stats.work <= DEFAULT_BUDGET + overshoot);
    for (const answer of out.answers) assert.ok(checkStostone(board, answer, "exact").ok);
  });
});

Deno.test("boards taller than 30 rows are refused, not searched", () => {
  const size = { rows: 32, cols: 2 };
  const out = solve(stostoneBoard(size, emptyBorders(size)));
  assert.equal(out.complete, false);
  assert.equal(out.stoppedBy, "budget");
  assert.equal(out.answers.length, 0);
  assert.equal(out.stats.nodes, 0);
  assert.match(out.stats.refused ?? "", /32 rows/);
});

Deno.test("bad options are RangeErrors that quote the value", () => {
  const board = boardFromRooms(["A", "A"]);
  assert.throws(() => solve(board, { rule: "drop" as StostoneRule }), RangeError);
  assert.throws(() => solve(board, { cap: 0 }), /cap .* got 0/);
  assert.throws(() => solve(board, { cap: 1.5 }), RangeError);
  assert.throws(() => solve(board, { budget: -1 }), /budget .* got -1/);
});
