import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { emptyBorders, hasBorderBetween, neighbours } from "../../../core/grid.ts";
import { testSeed } from "../../../core/rng.ts";
import { STOSTONE_RULES, stostoneBoard } from "../../../core/stostone/board.ts";
import type { StostoneBoard, StostoneClue, StostoneRule } from "../../../core/stostone/board.ts";
import { listStonesByGrowth } from "./growth.ts";
import { listStonesBySegments } from "./segments.ts";
import type { StoneLimits, StoneList } from "./stone_list.ts";
import { listStones } from "./stones.ts";
import { workMeter } from "./work.ts";

/** The listed stones as sorted, comma-joined cell lists, sorted. */
function stoneTexts(list: StoneList): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.count; i++) {
    const cells = Array.from(list.cells.subarray(list.cellStart[i]!, list.cellStart[i + 1]!));
    out.push(cells.sort((a, b) => a - b).join(","));
  }
  return out.sort();
}

/**
 * Every stone of a room by brute force over all subsets of its cells, straight from
 * the rules: connected without crossing a border, no two cells facing across a border,
 * the clue's size, at most rows/2 per column under a drop rule, no vertical hole under
 * convex and exact, and the extra limits.
 */
function bruteStones(
  board: StostoneBoard,
  room: number,
  rule: StostoneRule,
  limits: StoneLimits = {},
): string[] {
  const cells = board.rooms[room]!;
  const clue = board.clues[room];
  const { rows, cols } = board;
  const out: string[] = [];
  for (let bits = 0; bits < 1 << cells.length; bits++) {
    const chosen = cells.filter((_, i) => (bits >> i) & 1);
    const size = chosen.length;
    if (typeof clue === "number" ? size !== clue : size === 0) continue;
    if (limits.size !== undefined && size !== limits.size) continue;
    if (limits.usable && !chosen.every(limits.usable)) continue;
    const set = new Set(chosen);
    let facing = false;
    for (const a of chosen) {
      for (const b of neighbours(board, a)) {
        if (set.has(b) && hasBorderBetween(board, board, a, b)) facing = true;
      }
    }
    if (facing) continue;
    if (size > 0) {
      const seen = new Set([chosen[0]!]);
      const queue = [chosen[0]!];
      while (queue.length > 0) {
        const a = queue.pop()!;
        for (const b of neighbours(board, a)) {
          if (set.has(b) && !seen.has(b) && !hasBorderBetween(board, board, a, b)) {
            seen.add(b);
            queue.push(b);
          }
        }
      }
      if (seen.size !== size) continue;
    }
    let fits = true;
    for (let c = 0; c < cols; c++) {
      const inColumn = chosen.filter((cell) => cell % cols === c).map((cell) =>
        Math.floor(cell / cols)
      );
      if (limits.columnNeed && inColumn.length < limits.columnNeed[c]!) fits = false;
      if (inColumn.length === 0) continue;
      if (rule !== "none" && inColumn.length > Math.floor(rows / 2)) fits = false;
      if (limits.columnRoom && inColumn.length > limits.columnRoom[c]!) fits = false;
      const span = Math.max(...inColumn) - Math.min(...inColumn) + 1;
      if ((rule === "exact" || rule === "convex") && span !== inColumn.length) fits = false;
    }
    if (fits) out.push([...chosen].sort((a, b) => a - b).join(","));
  }
  return out.sort();
}

const randomBoard = fc.record({
  rows: fc.integer({ min: 1, max: 4 }),
  cols: fc.integer({ min: 1, max: 4 }),
  borderChance: fc.integer({ min: 0, max: 50 }),
  rolls: fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 40, maxLength: 40 }),
}).map(({ rows, cols, borderChance, rolls }) => {
  const size = { rows, cols };
  const borders = emptyBorders(size);
  let k = 0;
  const roll = () => rolls[k++ % rolls.length]!;
  for (let i = 0; i < borders.vertical.length; i++) {
    borders.vertical[i] = roll() % 100 < borderChance ? 1 : 0;
  }
  for (let i = 0; i < borders.horizontal.length; i++) {
    borders.horizontal[i] = roll() % 100 < borderChance ? 1 : 0;
  }
  const { rooms } = stostoneBoard(size, borders);
  const clues: StostoneClue[] = rooms.map((cells) => {
    const r = roll();
    if (r % 3 === 0) return null;
    if (r % 3 === 1) return "?";
    return Math.floor(r / 3) % (cells.length + 2); // 0 .. one past the room's size
  });
  return { board: stostoneBoard(size, borders, clues), limitRolls: rolls.slice(20) };
});

/** Random extra limits for a room, from rolls: some cells unusable, column room, a size. */
function randomLimits(board: StostoneBoard, rolls: readonly number[]): StoneLimits {
  const blocked = new Set(board.rooms.flat().filter((_, i) => rolls[i % rolls.length]! % 5 === 0));
  return {
    usable: (cell) => !blocked.has(cell),
    columnRoom: Array.from({ length: board.cols }, (_, c) => rolls[c]! % 4),
    size: rolls[0]! % 2 === 0 ? undefined : rolls[1]! % 6,
    // A need in one column or two (most often none: it leaves few stones).
    columnNeed: Array.from(
      { length: board.cols },
      (_, c) => rolls[c + 5]! % 7 === 0 ? 1 + rolls[c + 9]! % 2 : 0,
    ),
  };
}

Deno.test("stones: every listing method matches brute force over all subsets", () => {
  const seed = testSeed();
  let stones = 0;
  fc.assert(
    fc.property(randomBoard, ({ board, limitRolls }) => {
      for (let room = 0; room < board.rooms.length; room++) {
        if (board.rooms[room]!.length > 10) continue; // keep the brute force quick
        for (const rule of STOSTONE_RULES) {
          for (const limits of [{}, randomLimits(board, limitRolls)]) {
            const expected = bruteStones(board, room, rule, limits);
            stones += expected.length;
            const label = `room ${room} under ${rule}`;
            const listed = listStones(board, room, rule, workMeter(Infinity), limits)!;
            assert.deepEqual(stoneTexts(listed), expected, label);
            const grown = listStonesByGrowth(board, room, rule, workMeter(Infinity), limits)!;
            assert.deepEqual(stoneTexts(grown), expected, `${label}, by growth`);
            if (rule === "exact" || rule === "convex") {
              const chained = listStonesBySegments(board, room, rule, workMeter(Infinity), limits)!;
              assert.deepEqual(stoneTexts(chained), expected, `${label}, by segments`);
            }
          }
        }
      }
    }),
    { seed, numRuns: 300 },
  );
  console.log(`  ${stones} stones compared`);
  assert.ok(stones > 0);
});

Deno.test("stones: column amounts describe the cells", () => {
  const size = { rows: 4, cols: 3 };
  const board = stostoneBoard(size, emptyBorders(size), [4]);
  const list = listStones(board, 0, "count", workMeter(Infinity))!;
  assert.ok(list.count > 0);
  for (let i = 0; i < list.count; i++) {
    const perColumn = new Map<number, number>();
    for (let k = list.cellStart[i]!; k < list.cellStart[i + 1]!; k++) {
      const c = list.cells[k]! % size.cols;
      perColumn.set(c, (perColumn.get(c) ?? 0) + 1);
    }
    const described = new Map<number, number>();
    for (let k = list.colStart[i]!; k < list.colStart[i + 1]!; k++) {
      described.set(list.colIndex[k]!, list.colAmount[k]!);
    }
    assert.deepEqual(described, perColumn);
  }
});

Deno.test("stones: connected cell sets of square rooms match OEIS A059525", () => {
  // Nonempty connected induced subgraphs of the n×n grid: 1, 13, 218, 11506.
  const expected = [1, 13, 218, 11506];
  for (let n = 1; n <= 4; n++) {
    const size = { rows: n, cols: n };
    const board = stostoneBoard(size, emptyBorders(size));
    assert.equal(listStones(board, 0, "none", workMeter(Infinity))!.count, expected[n - 1]);
  }
});

Deno.test("stones: a clue-0 room holds only the empty stone; a room too small holds none", () => {
  const size = { rows: 2, cols: 2 };
  const borders = { vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) };
  const board = stostoneBoard(size, borders, [0, 3]);
  for (const rule of STOSTONE_RULES) {
    const empty = listStones(board, 0, rule, workMeter(Infinity))!;
    assert.equal(empty.count, 1);
    assert.equal(empty.cellStart[1], 0);
    assert.equal(listStones(board, 1, rule, workMeter(Infinity))!.count, 0);
  }
});

Deno.test("stones: listing stops at the budget and says so with null", () => {
  const size = { rows: 12, cols: 12 };
  const board = stostoneBoard(size, emptyBorders(size));
  for (const rule of STOSTONE_RULES) {
    const meter = workMeter(50_000);
    assert.equal(listStones(board, 0, rule, meter), null, rule);
    assert.ok(meter.used > meter.budget);
    // It returns promptly: the overshoot is at most one stone's storage and one step.
    assert.ok(meter.used < meter.budget + 4 * size.rows * size.cols, `${rule}: ${meter.used}`);
  }
});

Deno.test("stones: bad arguments are RangeErrors", () => {
  const size = { rows: 2, cols: 2 };
  const board = stostoneBoard(size, emptyBorders(size));
  assert.throws(() => listStones(board, 5, "exact", workMeter(10)), RangeError);
  assert.throws(() => listStonesBySegments(board, 0, "count", workMeter(10)), RangeError);
});
