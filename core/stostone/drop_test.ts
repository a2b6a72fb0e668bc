import assert from "node:assert/strict";
import type { GridSize } from "../grid.ts";
import {
  columnsBalanced,
  dropOneByOne,
  dropReference,
  dropTogether,
  hasVerticalHole,
  isPacked,
  packsByRank,
  passesRule4,
  referenceFall,
  type Stone,
  stonesOf,
  stonesOfGrid,
} from "./drop.ts";

/** A grid from rows like "#.#" (top first): 1 for `#` or a letter, 0 otherwise. */
function grid(...rows: string[]): { size: GridSize; cells: Uint8Array } {
  const size = { rows: rows.length, cols: rows[0]!.length };
  return { size, cells: Uint8Array.from(rows.join(""), (ch) => (ch === "." ? 0 : 1)) };
}

/** Stones from rows of letters: each letter is one stone, in order of first appearance. */
function lettered(...rows: string[]): { size: GridSize; stones: number[][] } {
  const size = { rows: rows.length, cols: rows[0]!.length };
  const byLetter = new Map<string, number[]>();
  [...rows.join("")].forEach((ch, cell) => {
    if (ch === ".") return;
    if (!byLetter.has(ch)) byLetter.set(ch, []);
    byLetter.get(ch)!.push(cell);
  });
  return { size, stones: [...byLetter.values()] };
}

function rowsOf(size: GridSize, cells: Uint8Array): string[] {
  const out: string[] = [];
  for (let r = 0; r < size.rows; r++) {
    out.push(
      [...cells.subarray(r * size.cols, (r + 1) * size.cols)].map((v) => v ? "#" : ".").join(""),
    );
  }
  return out;
}

const DROPS = { dropReference, dropTogether, dropOneByOne };

/** Asserts all three schedules bring `stones` to `expected`. */
function assertAllDrop(size: GridSize, stones: readonly Stone[], expected: string[]): void {
  for (const [name, drop] of Object.entries(DROPS)) {
    assert.deepEqual(rowsOf(size, drop(size, stones)), expected, name);
  }
}

Deno.test("stonesOf splits shaded cells at borders, stonesOfGrid does not", () => {
  // 2×2 all shaded, a border between (0,0) and (0,1) only: still one stone around it.
  const size = { rows: 2, cols: 2 };
  const board = { ...size, vertical: new Uint8Array([1, 0]), horizontal: new Uint8Array(2) };
  const all = new Uint8Array([1, 1, 1, 1]);
  assert.deepEqual(stonesOf(board, all), [[0, 1, 2, 3]]);
  // A full wall between the columns splits it in two.
  const walled = { ...size, vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) };
  assert.deepEqual(stonesOf(walled, all), [[0, 2], [1, 3]]);
  assert.deepEqual(stonesOfGrid(size, all), [[0, 1, 2, 3]]);
  assert.deepEqual(stonesOfGrid(size, new Uint8Array([1, 0, 0, 1])), [[0], [3]]);
  assert.throws(() => stonesOfGrid(size, new Uint8Array(3)), RangeError);
});

/**
 * Edge cases every schedule must get right: the stones as lettered rows, the rows after
 * the drop, and (where checked) how far the reference schedule drops each stone.
 */
const DROP_CASES: { name: string; before: string[]; after: string[]; falls?: number[] }[] = [
  { name: "no stones: nothing happens", before: ["..", ".."], after: ["..", ".."] },
  { name: "a resting stone stays put", before: ["..", "aa"], after: ["..", "##"], falls: [0] },
  {
    // a is above b in one column; b must fall first (or with it) for a to reach the floor.
    name: "a stone lands on a stone that first falls itself",
    before: ["a", ".", "b", ".", "."],
    after: [".", ".", ".", "#", "#"],
    falls: [3, 2],
  },
  {
    // b (an L) falls 1 to the floor; a then rests on b's top cell in column 0 and
    // hangs over column 1 with a gap beneath it.
    name: "a stone lands on a stone in one column only",
    before: ["aa.", "...", "b..", "bb.", "..."],
    after: ["...", "...", "##.", "#..", "##."],
    falls: [2, 1],
  },
  {
    // b (first in row-major order) sits above the middle of a's U and falls into the cup.
    name: "interleaved: a cup with a stone falling into it",
    before: [".b.", "a.a", "aaa", "..."],
    after: ["...", "...", "###", "###"],
    falls: [2, 1],
  },
  {
    // a's middle column passes over b; b falls first (or with it), then a follows.
    name: "interleaved: an arch over a stone (its own cells do not block it)",
    before: ["aaa", "aba", "...", "..."],
    after: ["...", "...", "###", "###"],
    falls: [2, 2],
  },
  {
    name: "a stone with a vertical hole falls until its lower arm lands",
    before: ["aa", "a.", "aa", ".."],
    after: ["..", "##", "#.", "##"],
  },
  {
    name: "a chain of stones spread down one column needs several passes",
    before: ["a", ".", "b", ".", "c", "."],
    after: [".", ".", ".", "#", "#", "#"],
    falls: [3, 2, 1],
  },
  {
    name: "the write-up's arch rests one row high",
    before: ["a.a", "aaa", "...", ".b."],
    after: ["...", "#.#", "###", ".#."],
    falls: [1, 0],
  },
];

Deno.test("drops: edge cases every schedule must get right", async (t) => {
  for (const { name, before, after, falls } of DROP_CASES) {
    await t.step(name, () => {
      const { size, stones } = lettered(...before);
      assertAllDrop(size, stones, after);
      if (falls) assert.deepEqual([...referenceFall(size, stones).falls], falls);
    });
  }
});

Deno.test("stones interlocked in contact: only the together schedule moves them", () => {
  // b sits in a's C and rests on a's lower arm, while a's upper arm rests on b. Each
  // blocks the other, so one-at-a-time schedules leave both; moving together, both fall.
  // Order independence (S-U1) therefore needs stones that do not touch vertically,
  // which every answer passing cbShade and every region-free grid satisfies.
  const { size, stones } = lettered(
    "aa",
    "ab",
    "aa",
    "..",
  );
  assert.deepEqual(rowsOf(size, dropReference(size, stones)), ["##", "##", "##", ".."]);
  assert.deepEqual(rowsOf(size, dropOneByOne(size, stones)), ["##", "##", "##", ".."]);
  assert.deepEqual(rowsOf(size, dropTogether(size, stones)), ["..", "##", "##", "##"]);
});

Deno.test("drops reject malformed stones", () => {
  const size = { rows: 2, cols: 2 };
  for (const drop of Object.values(DROPS)) {
    assert.throws(() => drop(size, [[0], [0]]), RangeError, "a cell in two stones");
    assert.throws(() => drop(size, [[4]]), RangeError, "a cell off the grid");
    assert.throws(() => drop(size, [[]]), RangeError, "an empty stone");
    assert.throws(() => drop(size, [[0.5]]), RangeError, "not a cell index");
  }
});

Deno.test("columnsBalanced", () => {
  assert.ok(columnsBalanced(...args(grid("#.", ".#"))));
  assert.ok(!columnsBalanced(...args(grid("#.", "#."))));
  assert.ok(!columnsBalanced(...args(grid("#", ".", "."))), "odd rows never balance");
  assert.ok(columnsBalanced(...args(grid("##", "..", "..", "##"))));
  assert.ok(!columnsBalanced(...args(grid("..", "##", "##", "#."))));
});

function args(g: { size: GridSize; cells: Uint8Array }): [GridSize, Uint8Array] {
  return [g.size, g.cells];
}

Deno.test("hasVerticalHole", () => {
  const size = { rows: 4, cols: 2 };
  assert.ok(!hasVerticalHole(size, [0, 2, 4]), "a solid column");
  assert.ok(hasVerticalHole(size, [0, 1, 3, 5, 4]), "a C: column 0 holds rows 0 and 2 only");
  assert.ok(!hasVerticalHole(size, [0, 1, 3]), "a Γ");
  assert.ok(hasVerticalHole(size, [0, 6]), "two cells apart in a column (shape need not connect)");
  assert.ok(!hasVerticalHole(size, [0, 7]), "different columns");
  assert.throws(() => hasVerticalHole(size, [8]), RangeError);
});

Deno.test("isPacked", () => {
  assert.ok(isPacked(...args(grid("..", "##"))));
  assert.ok(isPacked(...args(grid("...", "...", "###", "###"))));
  assert.ok(!isPacked(...args(grid("#.", ".#"))));
  assert.ok(!isPacked(...args(grid("..", "#."))));
  assert.ok(!isPacked(...args(grid(".", "#", "#"))), "odd rows never pack");
  assert.throws(() => isPacked({ rows: 2, cols: 2 }, new Uint8Array(3)), RangeError);
});

Deno.test("packsByRank agrees with the drop on hand-made cases", () => {
  const cases: [string[], boolean][] = [
    [["#.", ".#"], true], // two single cells, each falls its own way
    [["#.", "#."], false], // unbalanced
    [["#.#", "###", "...", ".#."], false], // the arch
    [["#.", "##", ".#", ".."], false], // a skew stone: ranks 1 in column 0, 2 in column 1
    [[".#", "#.", "#.", ".#"], true], // three stones, each falls its own distance
  ];
  for (const [rows, expected] of cases) {
    const { size, cells } = grid(...rows);
    const stones = stonesOfGrid(size, cells);
    assert.equal(packsByRank(size, cells, stones), expected, rows.join("/"));
    assert.equal(isPacked(size, dropReference(size, stones)), expected, rows.join("/"));
  }
});

Deno.test("passesRule4 under every setting", () => {
  type Verdicts = { exact: boolean; convex: boolean; count: boolean };
  const table: [string[], Verdicts][] = [
    [["#.", ".#"], { exact: true, convex: true, count: true }],
    [["#.", "#."], { exact: false, convex: false, count: false }],
    // The write-up's 4×3 witness: balanced, no vertical hole, but the arch rests high.
    [["#.#", "###", "...", ".#."], { exact: false, convex: true, count: true }],
    // Balanced, but the C stone has a hole in column 1 (rows 0 and 2).
    [["##", "#.", "##", "..", "..", ".#"], { exact: false, convex: false, count: true }],
    // Three rows: nothing balances.
    [["#", ".", "#"], { exact: false, convex: false, count: false }],
  ];
  for (const [rows, expected] of table) {
    const { size, cells } = grid(...rows);
    const stones = stonesOfGrid(size, cells);
    for (const rule of ["exact", "convex", "count"] as const) {
      assert.equal(
        passesRule4(size, cells, stones, rule),
        expected[rule],
        `${rows.join("/")} ${rule}`,
      );
    }
    assert.ok(passesRule4(size, cells, stones, "none"));
  }
  assert.throws(
    () => passesRule4({ rows: 1, cols: 1 }, new Uint8Array(1), [], "loose" as never),
    RangeError,
  );
});
