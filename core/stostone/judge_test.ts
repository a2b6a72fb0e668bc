import assert from "node:assert/strict";
import { STOSTONE_RULES, stostoneBoard, type StostoneClue } from "./board.ts";
import { checkStostone, STOSTONE_CHECKS } from "./judge.ts";
import {
  type ParsedVector,
  pzprv3Of,
  stostoneAnswerFromRows,
  stostoneFromParsed,
} from "../judge_vectors_test_util.ts";

/** A pzprv3 text of this genre, read by core/formats. */
const stostoneFromPzprv3 = (text: string) => pzprv3Of(text, "stostone");

const VECTORS = new URL("../../fixtures/vectors/stostone.pzprjs-tests.json", import.meta.url);
const EXTERNAL = new URL(
  "../../fixtures/external/stostone.external-collections.json",
  import.meta.url,
);

interface VectorEntry {
  readonly expected_failcode: string | null;
  readonly parsed: ParsedVector;
}

/**
 * A board from room-id rows (one character per cell, a border wherever neighbours
 * differ), per-room clues in row-major first-cell order, and an answer (`#` shaded).
 */
function board(ids: string[], clues: StostoneClue[] = []) {
  const size = { rows: ids.length, cols: ids[0]!.length };
  const at = (r: number, c: number) => ids[r]![c]!;
  const vertical = new Uint8Array(size.rows * (size.cols - 1));
  const horizontal = new Uint8Array((size.rows - 1) * size.cols);
  for (let r = 0; r < size.rows; r++) {
    for (let c = 0; c < size.cols; c++) {
      if (c < size.cols - 1 && at(r, c) !== at(r, c + 1)) vertical[r * (size.cols - 1) + c] = 1;
      if (r < size.rows - 1 && at(r, c) !== at(r + 1, c)) horizontal[r * size.cols + c] = 1;
    }
  }
  return stostoneBoard(size, { vertical, horizontal }, clues);
}

/** The verdict of a failed check: its code and cells. */
function fails(code: string, cells: number[]) {
  return { ok: false, code, cells };
}

function answer(...rows: string[]): Uint8Array {
  return Uint8Array.from(rows.join(""), (ch) => (ch === "#" ? 1 : 0));
}

Deno.test("pzprjs vectors: every board gives the reference failure code", async (t) => {
  const data = JSON.parse(await Deno.readTextFile(VECTORS));
  const sets: [string, VectorEntry[]][] = [
    ["current", data.failcheck],
    ["historical 2016", data.historical_2016.failcheck],
  ];
  let checked = 0;
  for (const [name, entries] of sets) {
    for (const [i, entry] of entries.entries()) {
      await t.step(`${name} #${i}: ${entry.expected_failcode ?? "solved"}`, () => {
        const { board, answer } = stostoneFromParsed(entry.parsed);
        const verdict = checkStostone(board, answer!);
        assert.equal(verdict.code, entry.expected_failcode);
        assert.equal(verdict.ok, entry.expected_failcode === null);
        assert.equal(verdict.cells.length === 0, verdict.ok);
      });
      checked++;
    }
  }
  assert.equal(checked, 14);
});

Deno.test("external boards: every listed solution passes exact, and no one-cell change does", async () => {
  const data = JSON.parse(await Deno.readTextFile(EXTERNAL));
  let solutions = 0;
  for (const puzzle of data.puzzles) {
    const { board } = stostoneFromPzprv3(puzzle.pzprjs_problem_file);
    assert.equal(board.rows, puzzle.rows, puzzle.id);
    assert.equal(board.cols, puzzle.cols, puzzle.id);
    for (const solution of puzzle.solutions) {
      const grid = stostoneAnswerFromRows(solution.grid, board);
      // The pzprv3 file pzprjs accepted holds the same answer as the grid.
      assert.deepEqual(stostoneFromPzprv3(solution.pzprjs_file).answer, grid, puzzle.id);
      for (const rule of STOSTONE_RULES) {
        assert.deepEqual(
          checkStostone(board, grid, rule),
          { ok: true, code: null, cells: [] },
          `${puzzle.id} ${rule}`,
        );
      }
      // Any single flip changes a column's count, so it can never pack.
      for (let cell = 0; cell < grid.length; cell++) {
        grid[cell] = 1 - grid[cell]!;
        assert.ok(!checkStostone(board, grid).ok, `${puzzle.id}: flipping cell ${cell} passes`);
        grid[cell] = 1 - grid[cell]!;
      }
      solutions++;
    }
  }
  console.log(`${data.puzzles.length} external boards, ${solutions} solutions checked`);
  assert.ok(solutions >= 40);
});

Deno.test("the check list: order, codes and settings", () => {
  const summary = STOSTONE_CHECKS.map((c) => `${c.code}:${c.rules.join("/")}`);
  assert.deepEqual(summary, [
    "cbShade:exact/convex/count/none",
    "bkShadeDivide:exact/convex/count/none",
    "csUpper:exact/convex/count",
    "bkShadeHole:convex",
    "bkShadeNe:exact/convex/count/none",
    "cuLower:exact/convex/count",
    "bkNoShade:exact/convex/count/none",
  ]);
  for (const check of STOSTONE_CHECKS) assert.ok(check.description.length > 10, check.code);
});

Deno.test("each check fires, with its cells", async (t) => {
  await t.step("cbShade: across a border segment inside a room", () => {
    // One room (joined through row 1), with a border segment between (0,0) and (0,1).
    const b = stostoneBoard({ rows: 2, cols: 2 }, {
      vertical: new Uint8Array([1, 0]),
      horizontal: new Uint8Array(2),
    });
    assert.equal(b.rooms.length, 1);
    const verdict = checkStostone(b, answer("##", ".."), "none");
    assert.deepEqual(verdict, fails("cbShade", [0, 1]));
  });

  await t.step("cbShade: across room borders, every pair reported", () => {
    const b = board(["ab", "cd"]);
    assert.deepEqual(checkStostone(b, answer("##", ".#")), fails("cbShade", [0, 1, 3]));
  });

  await t.step("bkShadeDivide: the room's shaded cells", () => {
    const b = board(["aaa", "bbb"]);
    for (const rule of STOSTONE_RULES) {
      assert.deepEqual(
        checkStostone(b, answer("#.#", ".#."), rule),
        fails("bkShadeDivide", [0, 2]),
      );
    }
  });

  await t.step("csUpper: a stone that cannot fall; dropped cells vs column cells", () => {
    const b = board(["a", "a"]);
    const tall = answer("#", "#");
    assert.deepEqual(checkStostone(b, tall), fails("csUpper", [0]));
    for (const rule of ["convex", "count"] as const) {
      assert.deepEqual(checkStostone(b, tall, rule), fails("csUpper", [0, 1]));
    }
    assert.ok(checkStostone(b, tall, "none").ok);
  });

  await t.step("bkShadeHole: convex only", () => {
    // A C stone (hole at row 1, column 1) and a one-cell stone under it: balanced.
    const b = board(["aa", "aa", "aa", "aa", "aa", "ab"]);
    const shading = answer("##", "#.", "##", "..", "..", ".#");
    assert.deepEqual(checkStostone(b, shading, "convex"), fails("bkShadeHole", [0, 1, 2, 4, 5]));
    assert.ok(checkStostone(b, shading, "count").ok);
    assert.ok(checkStostone(b, shading, "none").ok);
    // Dropped, the C rests on the single cell and its top row stays in the upper half.
    assert.deepEqual(checkStostone(b, shading, "exact"), fails("csUpper", [4, 5]));
  });

  await t.step("bkShadeNe: a number that differs from the count; ? and none accept any", () => {
    const shading = answer("#.#", ".#.");
    assert.deepEqual(
      checkStostone(board(["abc", "abc"], [1, 2, 1]), shading),
      fails("bkShadeNe", [1, 4]),
    );
    assert.ok(checkStostone(board(["abc", "abc"], [1, "?", null]), shading).ok);
    // Clue 0 with a shaded cell.
    assert.deepEqual(
      checkStostone(board(["ab", "ab"], [0]), answer("#.", ".."), "none"),
      fails("bkShadeNe", [0, 2]),
    );
  });

  await t.step("cuLower: a gap left in the lower half", () => {
    const b = board(["a", "a", "a", "a"]);
    const low = answer("#", ".", ".", ".");
    assert.deepEqual(checkStostone(b, low), fails("cuLower", [2]));
    for (const rule of ["convex", "count"] as const) {
      assert.deepEqual(checkStostone(b, low, rule), fails("cuLower", [1, 2, 3]));
    }
    assert.ok(checkStostone(b, low, "none").ok);
  });

  await t.step("bkNoShade: an empty room, unless its number is 0", () => {
    const b = board(["aa", "bb"]);
    for (const rule of STOSTONE_RULES) {
      assert.deepEqual(checkStostone(b, answer("..", "##"), rule), fails("bkNoShade", [0, 1]));
      assert.ok(checkStostone(board(["aa", "bb"], [0]), answer("..", "##"), rule).ok);
    }
    assert.deepEqual(
      checkStostone(board(["ab", "ab"]), answer("#.", ".."), "none"),
      fails("bkNoShade", [1, 3]),
    );
  });
});

Deno.test("the write-up's 4×3 arch passes count and convex, fails exact with csUpper", () => {
  const b = board(["aaa", "aaa", "aaa", "aba"]);
  const arch = answer("#.#", "###", "...", ".#.");
  assert.deepEqual(checkStostone(b, arch, "exact"), fails("csUpper", [3, 5]));
  assert.ok(checkStostone(b, arch, "convex").ok);
  assert.ok(checkStostone(b, arch, "count").ok);
  assert.ok(checkStostone(b, arch, "none").ok);
});

Deno.test("odd rows: no answer passes exact, convex or count", () => {
  let passedNone = 0;
  for (const ids of [["a", "a", "a"], ["ab", "ab", "ab"], ["aaa", "aaa", "aaa", "aaa", "aaa"]]) {
    const b = board(ids);
    const n = b.rows * b.cols;
    for (let mask = 0; mask < 1 << n; mask++) {
      const shading = Uint8Array.from({ length: n }, (_, p) => (mask >> p) & 1);
      for (const rule of ["exact", "convex", "count"] as const) {
        const verdict = checkStostone(b, shading, rule);
        assert.ok(!verdict.ok, `${ids.length} rows, mask ${mask}, ${rule}`);
      }
      if (checkStostone(b, shading, "none").ok) passedNone++;
    }
  }
  assert.ok(passedNone > 0, "the odd boards themselves are fine: only rule 4 rules them out");
});

Deno.test("the judge rejects malformed input and leaves the answer alone", () => {
  const b = board(["a", "a"]);
  assert.throws(() => checkStostone(b, new Uint8Array(3)), RangeError);
  assert.throws(() => checkStostone(b, new Uint8Array([0, 2])), RangeError);
  assert.throws(() => checkStostone(b, new Uint8Array([0, 1]), "loose" as never), RangeError);
  const shading = answer(".", "#");
  checkStostone(b, shading);
  assert.deepEqual([...shading], [0, 1]);
});
