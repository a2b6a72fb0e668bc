import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { emptyBorders } from "../../../core/grid.ts";
import { testSeed } from "../../../core/rng.ts";
import { decodeUrl } from "../../../core/formats/url.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { DEFAULT_BUDGET, ENGINE_NAME, solve } from "./mod.ts";

// ---------------------------------------------------------------------------
// Helpers

/** An answer as rows of `#` and `.` joined by `/`, the fixtures' grid notation. */
function gridText(board: StostoneBoard, answer: Uint8Array): string {
  const lines: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let line = "";
    for (let c = 0; c < board.cols; c++) line += answer[r * board.cols + c] === 1 ? "#" : ".";
    lines.push(line);
  }
  return lines.join("/");
}

function answerTexts(board: StostoneBoard, answers: readonly Uint8Array[]): string[] {
  return answers.map((a) => gridText(board, a)).sort();
}

/**
 * Every answer of a small board, found by trying all 2^(rows·cols) shadings on the
 * reference judge. Under a drop rule an unbalanced column can never pass (the judge
 * reports csUpper or cuLower), so those shadings are skipped before asking it.
 */
function bruteForce(board: StostoneBoard, rule: StostoneRule): string[] {
  const { rows, cols } = board;
  const n = rows * cols;
  assert.ok(n <= 16, `brute force is for at most 16 cells, got ${n}`);
  const answer = new Uint8Array(n);
  const found: string[] = [];
  for (let bits = 0; bits < 1 << n; bits++) {
    for (let i = 0; i < n; i++) answer[i] = (bits >> i) & 1;
    if (rule !== "none") {
      let balanced = true;
      for (let c = 0; c < cols && balanced; c++) {
        let count = 0;
        for (let r = 0; r < rows; r++) count += answer[r * cols + c]!;
        balanced = 2 * count === rows;
      }
      if (!balanced) continue;
    }
    if (checkStostone(board, answer, rule).ok) found.push(gridText(board, answer));
  }
  return found.sort();
}

/**
 * A board drawn as rows of room letters: borders wherever letters differ, plus the
 * listed border segments inside rooms (pairs of neighbouring cells). Clues by letter.
 */
function pictureBoard(
  picture: readonly string[],
  clues: Readonly<Record<string, StostoneClue>> = {},
  innerBorders: readonly (readonly [number, number])[] = [],
): StostoneBoard {
  const rows = picture.length;
  const cols = picture[0]!.length;
  const letter = (cell: number): string => picture[Math.floor(cell / cols)]![cell % cols]!;
  const borders = emptyBorders({ rows, cols });
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c + 1 < cols) {
        borders.vertical[r * (cols - 1) + c] = letter(cell) !== letter(cell + 1) ? 1 : 0;
      }
      if (r + 1 < rows) borders.horizontal[cell] = letter(cell) !== letter(cell + cols) ? 1 : 0;
    }
  }
  for (const [a, b] of innerBorders) {
    const lo = Math.min(a, b);
    if (Math.abs(a - b) === 1) {
      borders.vertical[Math.floor(lo / cols) * (cols - 1) + (lo % cols)] = 1;
    } else borders.horizontal[lo] = 1;
  }
  const bare = stostoneBoard({ rows, cols }, borders);
  return stostoneBoard(
    { rows, cols },
    borders,
    bare.rooms.map((cells) => clues[letter(cells[0]!)] ?? null),
  );
}

function assertJudgeAccepts(
  board: StostoneBoard,
  answers: readonly Uint8Array[],
  rule: StostoneRule,
) {
  for (const answer of answers) {
    const verdict = checkStostone(board, answer, rule);
    assert.ok(
      verdict.ok,
      `judge rejects ${gridText(board, answer)} under ${rule}: ${verdict.code}`,
    );
  }
}

/** Solves to the end and checks against brute force under every rule. */
function assertMatchesBruteForce(board: StostoneBoard, label: string): number {
  let total = 0;
  for (const rule of STOSTONE_RULES) {
    const expected = bruteForce(board, rule);
    const result = solve(board, { rule, cap: Infinity, budget: Infinity });
    assert.ok(result.complete, `${label} ${rule}: search not complete`);
    assert.equal(result.stoppedBy, null);
    assert.deepEqual(answerTexts(board, result.answers), expected, `${label} under ${rule}`);
    // The deferred path (every room listed inside the search) must agree too.
    const deferred = solve(board, { rule, cap: Infinity, budget: Infinity }, {
      eagerListingWork: 0,
    });
    assert.deepEqual(answerTexts(board, deferred.answers), expected, `${label} deferred, ${rule}`);
    total += expected.length;
  }
  return total;
}

// ---------------------------------------------------------------------------
// Boards published elsewhere, with solutions found by an ASP model

interface ExternalPuzzle {
  readonly id: string;
  readonly rows: number;
  readonly cols: number;
  readonly pzprjs_url: string;
  readonly solution_count: string;
  readonly solutions: readonly { readonly grid: readonly string[] }[];
}

const external: { puzzles: ExternalPuzzle[] } = JSON.parse(
  Deno.readTextFileSync(
    new URL("../../../fixtures/external/stostone.external-collections.json", import.meta.url),
  ),
);

Deno.test("subset: name and default budget", () => {
  assert.equal(ENGINE_NAME, "subset");
  assert.ok(Number.isInteger(DEFAULT_BUDGET) && DEFAULT_BUDGET > 0);
});

Deno.test("subset: external boards give the listed solution count and grids", async (t) => {
  let unique = 0;
  let larger = 0;
  for (const puzzle of external.puzzles) {
    const board = decodeUrl(puzzle.pzprjs_url);
    assert.equal(board.genre, "stostone");
    if (board.genre !== "stostone") continue;
    const listed = puzzle.solutions.map((s) => s.grid.join("/")).sort();
    const small = puzzle.rows * puzzle.cols <= 64;
    await t.step(`${puzzle.id} (${puzzle.rows}x${puzzle.cols})`, () => {
      const result = solve(board, { cap: 2 });
      assertJudgeAccepts(board, result.answers, "exact");
      if (result.stoppedBy === "budget") {
        // Allowed only beyond 8×8; the engine must not claim more than it found.
        assert.ok(!small, `${puzzle.id}: an 8×8 or smaller board ran out of budget`);
        assert.equal(result.complete, false);
        for (const text of answerTexts(board, result.answers)) assert.ok(listed.includes(text));
        larger++;
        console.log(`  ${puzzle.id}: stopped by the budget after ${result.stats.work} units`);
        return;
      }
      if (puzzle.solution_count.startsWith(">=")) {
        // The ASP run stopped at 2: our first two are answers, and the listed two are ours.
        assert.equal(result.stoppedBy, "cap");
        assert.equal(result.answers.length, 2);
        const more = solve(board, { cap: 1000 });
        const ours = answerTexts(board, more.answers);
        for (const text of listed) assert.ok(ours.includes(text), `${puzzle.id}: missing ${text}`);
        return;
      }
      const count = Number.parseInt(puzzle.solution_count, 10);
      assert.equal(result.complete, true, `${puzzle.id}: search not complete`);
      assert.equal(result.answers.length, count);
      assert.deepEqual(answerTexts(board, result.answers), listed);
      if (count === 1) unique++;
      if (small) {
        const deferred = solve(board, { cap: 2 }, { eagerListingWork: 0 });
        assert.deepEqual(answerTexts(board, deferred.answers), listed, "deferred listing");
      }
    });
  }
  console.log(`  ${unique} unique boards certified; ${larger} larger boards hit the budget`);
  assert.ok(unique >= 20);
});

// ---------------------------------------------------------------------------
// Hand-made boards, counted by brute force over every shading

Deno.test("subset: hand-made boards agree with brute force under all four rules", async (t) => {
  const boards: [string, StostoneBoard][] = [
    ["one cell per column, 2×2", pictureBoard(["AB", "AB"])],
    ["single open room 4×2", pictureBoard(["AA", "AA", "AA", "AA"])],
    ["single open room 4×3, clue 6", pictureBoard(["AAA", "AAA", "AAA", "AAA"], { A: 6 })],
    // The arch #.#/### over an empty row passes count and convex and fails exact.
    ["the 4×3 arch", pictureBoard(["AAA", "AAA", "BBB", "BBB"], { A: 5, B: 1 })],
    ["a clue-0 room", pictureBoard(["AAB", "AAB", "CCB", "CCB"], { B: 0 })],
    ["a clue larger than its room", pictureBoard(["AB", "AB"], { A: 3 })],
    ["question marks", pictureBoard(["AAB", "ACB", "CCB", "DDD"], { A: "?", C: "?" })],
    // A border segment inside room A: its two cells may not both be shaded.
    ["inner border", pictureBoard(["AA", "AA", "BB", "BB"], { A: 2 }, [[0, 1]])],
    ["inner border splitting a column", pictureBoard(["AB", "AB", "AB", "AB"], {}, [[2, 4]])],
    ["odd rows 3×3", pictureBoard(["AAB", "CAB", "CCB"])],
    ["one row", pictureBoard(["ABBC"])],
    ["six rows", pictureBoard(["AB", "AB", "CB", "CD", "CD", "CD"], { B: 3 })],
    ["open 4×4", pictureBoard(["AAAA", "AAAA", "AAAA", "AAAA"])],
    ["4×4 with rooms", pictureBoard(["AABB", "ACCB", "DCEE", "DDEE"], { C: 3 })],
  ];
  for (const [label, board] of boards) {
    await t.step(label, () => {
      assertMatchesBruteForce(board, label);
    });
  }
  await t.step("the arch is an answer under count and convex, not under exact", () => {
    const board = boards[3]![1];
    const arch = "#.#/###/.../.#.";
    for (const rule of ["count", "convex"] as const) {
      const found = answerTexts(board, solve(board, { rule, cap: Infinity }).answers);
      assert.ok(found.includes(arch), `arch missing under ${rule}`);
    }
    const exact = answerTexts(board, solve(board, { rule: "exact", cap: Infinity }).answers);
    assert.ok(!exact.includes(arch));
  });
  await t.step("odd rows: nothing under a drop rule, answers under none", () => {
    const board = boards[9]![1];
    for (const rule of ["exact", "convex", "count"] as const) {
      const result = solve(board, { rule, cap: Infinity });
      assert.equal(result.answers.length, 0);
      assert.equal(result.complete, true);
    }
    assert.ok(solve(board, { rule: "none", cap: Infinity }).answers.length > 0);
  });
});

// ---------------------------------------------------------------------------
// Random small boards against brute force

const SHAPES: readonly (readonly [number, number])[] = [
  [1, 3],
  [2, 2],
  [2, 3],
  [2, 4],
  [2, 5],
  [2, 6],
  [3, 3],
  [3, 4],
  [4, 2],
  [4, 3],
  [6, 2],
];

const randomBoard = fc.record({
  shape: fc.constantFrom(...SHAPES),
  borderChance: fc.integer({ min: 0, max: 70 }),
  borderRolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 24, maxLength: 24 }),
  clueRolls: fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 12, maxLength: 12 }),
}).map(({ shape: [rows, cols], borderChance, borderRolls, clueRolls }) => {
  const size = { rows, cols };
  const borders = emptyBorders(size);
  let k = 0;
  for (let i = 0; i < borders.vertical.length; i++) {
    borders.vertical[i] = borderRolls[k++ % 24]! < borderChance ? 1 : 0;
  }
  for (let i = 0; i < borders.horizontal.length; i++) {
    borders.horizontal[i] = borderRolls[k++ % 24]! < borderChance ? 1 : 0;
  }
  const { rooms } = stostoneBoard(size, borders);
  // Mostly no clue or "?", sometimes 0, otherwise a size from 1 to one more than the room.
  const clues: StostoneClue[] = rooms.map((cells, i) => {
    const roll = clueRolls[i % 12]!;
    const kind = roll % 10;
    if (kind < 4) return null;
    if (kind < 6) return "?";
    if (kind === 6) return 0;
    return 1 + (Math.floor(roll / 10) % (cells.length + 1));
  });
  return stostoneBoard(size, borders, clues);
});

Deno.test("subset: random small boards agree with brute force under all four rules", () => {
  const seed = testSeed();
  console.log(`  seed ${seed} (replay with SEED=${seed})`);
  let answers = 0;
  fc.assert(
    fc.property(randomBoard, (board) => {
      answers += assertMatchesBruteForce(board, `${board.rows}x${board.cols}`);
    }),
    { seed, numRuns: 150 },
  );
  console.log(`  ${answers} answers checked`);
  assert.ok(answers > 0, "no random board had any answer: the comparison proved nothing");
});

// ---------------------------------------------------------------------------
// Cap, budget and options

Deno.test("subset: cap stops early and says so", () => {
  const board = pictureBoard(["AAAA", "AAAA", "AAAA", "AAAA"]);
  const all = solve(board, { rule: "convex", cap: Infinity });
  assert.ok(all.complete && all.answers.length > 3);
  const texts = answerTexts(board, all.answers);
  for (const cap of [1, 2, 3]) {
    const some = solve(board, { rule: "convex", cap });
    assert.equal(some.answers.length, cap);
    assert.equal(some.complete, false);
    assert.equal(some.stoppedBy, "cap");
    for (const text of answerTexts(board, some.answers)) assert.ok(texts.includes(text));
  }
  // Exactly as many answers as the cap: still reported as stopped by the cap.
  assert.equal(solve(board, { rule: "convex", cap: all.answers.length }).stoppedBy, "cap");
  assert.equal(solve(board, { rule: "convex", cap: all.answers.length + 1 }).complete, true);
});

Deno.test("subset: an empty 20×20 board stops at the default budget", async (t) => {
  const size = { rows: 20, cols: 20 };
  const board = stostoneBoard(size, emptyBorders(size));
  for (const rule of ["exact", "count"] as const) {
    await t.step(rule, () => {
      const result = solve(board, { rule });
      assert.equal(result.stoppedBy, "budget");
      assert.equal(result.complete, false);
      assertJudgeAccepts(board, result.answers, rule);
      assert.ok(result.stats.work > DEFAULT_BUDGET);
    });
  }
  await t.step("every rule under a small budget", () => {
    for (const rule of STOSTONE_RULES) {
      const result = solve(board, { rule, budget: 100_000 });
      assert.equal(result.stoppedBy, "budget", rule);
      assert.equal(result.complete, false);
    }
  });
});

Deno.test("subset: a budget cut in the middle of the search keeps what it found", () => {
  const puzzle = external.puzzles.find((p) => p.id === "penpa_test_1_8x8")!;
  const board = decodeUrl(puzzle.pzprjs_url);
  if (board.genre !== "stostone") throw new Error("not a stostone board");
  const full = solve(board, { cap: 2 });
  assert.equal(full.complete, true);
  for (const budget of [0, 1000, Math.floor(full.stats.work / 2)]) {
    const cut = solve(board, { cap: 2, budget });
    assert.equal(cut.stoppedBy, "budget", `budget ${budget}`);
    assert.equal(cut.complete, false);
    assert.ok(cut.answers.length <= full.answers.length);
    assertJudgeAccepts(board, cut.answers, "exact");
  }
  // The same search with the budget it needed is complete.
  assert.equal(solve(board, { cap: 2, budget: full.stats.work }).complete, true);
});

Deno.test("subset: a deferred room that cannot be listed in budget stops honestly", () => {
  // One big open room: deferred from the start, then listed inside the search.
  const size = { rows: 8, cols: 8 };
  const board = stostoneBoard(size, emptyBorders(size));
  const result = solve(board, { rule: "count", budget: 50_000 }, { eagerListingWork: 10 });
  assert.equal(result.stoppedBy, "budget");
  assert.equal(result.stats.deferredRooms, 1);
});

Deno.test("subset: bad options are RangeErrors", () => {
  const board = pictureBoard(["AB", "AB"]);
  const bad: Record<string, unknown>[] = [
    { rule: "drop" },
    { cap: 0 },
    { cap: 1.5 },
    { cap: -1 },
    { budget: -1 },
    { budget: Number.NaN },
  ];
  for (const options of bad) {
    assert.throws(() => solve(board, options as never), RangeError, JSON.stringify(options));
  }
  assert.throws(() => solve(board, {}, { eagerListingWork: -5 }), RangeError);
  assert.doesNotThrow(() => solve(board, { cap: Infinity, budget: Infinity }));
});
