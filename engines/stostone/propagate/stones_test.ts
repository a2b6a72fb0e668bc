import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../../core/rng.ts";
import { stostoneBoard } from "../../../core/stostone/board.ts";
import { type Geometry, geometryOf } from "./geometry.ts";
import { LISTED_ALL, LISTED_TOO_MANY, StoneLister, type StoneQuery } from "./stones.ts";
import { walledQuery, walledQueryFields, wallsFromRolls } from "./propagate_test_util.ts";

/** Every subset of the room passing the query's tests, by trying all of them. */
function bruteForce(geo: Geometry, room: number, q: StoneQuery): string[] {
  const cells = Array.from(geo.roomCells.subarray(geo.roomStart[room]!, geo.roomStart[room + 1]!));
  const out: string[] = [];
  for (let m = 1; m < 1 << cells.length; m++) {
    const stone = cells.filter((_, i) => (m >> i) & 1);
    if (stone.length < q.minSize || stone.length > q.maxSize) continue;
    if (stone.some((x) => q.allowed[x] !== 1)) continue;
    const inside = new Set(stone);
    let ok = true;
    for (let i = 0; i < q.requiredCount; i++) ok &&= inside.has(q.required[i]!);
    // No two cells on either side of a border.
    for (const x of stone) {
      for (let s = 0; s < 4; s++) {
        const y = geo.borderAdj[x * 4 + s]!;
        if (y >= 0 && inside.has(y)) ok = false;
      }
    }
    // Connected through open links.
    const seen = new Set([stone[0]!]);
    const queue = [stone[0]!];
    while (queue.length > 0) {
      const x = queue.pop()!;
      for (let s = 0; s < 4; s++) {
        const y = geo.openAdj[x * 4 + s]!;
        if (y >= 0 && inside.has(y) && !seen.has(y)) {
          seen.add(y);
          queue.push(y);
        }
      }
    }
    if (seen.size !== stone.length) ok = false;
    // Per column: at most columnCap cells, and one solid run when holeFree.
    const byColumn = new Map<number, number[]>();
    for (const x of stone) {
      const list = byColumn.get(geo.colOf[x]!) ?? [];
      list.push(geo.rowOf[x]!);
      byColumn.set(geo.colOf[x]!, list);
    }
    for (const rows of byColumn.values()) {
      if (rows.length > q.columnCap) ok = false;
      if (q.holeFree && Math.max(...rows) - Math.min(...rows) + 1 !== rows.length) ok = false;
    }
    if (ok) out.push(stone.join(","));
  }
  return out.sort();
}

const arbRoomCase = fc.record({
  ...walledQueryFields({
    maxRows: 4,
    minCols: 2,
    maxCols: 4,
    maxDensity: 60,
    maxMinSize: 4,
    maxExtra: 16,
    requiredOneIn: 10,
  }),
  holeFree: fc.boolean(),
});

Deno.test("the lister lists exactly the stones brute force finds, each once", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(arbRoomCase, (c) => {
      const geo = geometryOf(wallsFromRolls(c.rows, c.cols, c.density, c.rolls));
      const lister = new StoneLister(geo);
      for (let room = 0; room < geo.roomCount; room++) {
        const query = walledQuery(c, geo, room, {
          settled: true,
          holeFree: c.holeFree,
          maxStones: 100_000,
          maxSteps: 1_000_000,
        });
        const listed: string[] = [];
        const status = lister.list(room, query, (stone, size) => {
          listed.push(Array.from(stone.subarray(0, size)).sort((a, b) => a - b).join(","));
        });
        assert.equal(status, LISTED_ALL);
        assert.deepEqual(listed.sort(), bruteForce(geo, room, query));
      }
    }),
    { seed, numRuns: 300 },
  );
});

Deno.test("the lister gives up at maxStones and maxSteps, and can be listed again", () => {
  const geo = geometryOf(stostoneBoard({ rows: 4, cols: 4 }, {
    vertical: new Uint8Array(12),
    horizontal: new Uint8Array(12),
  }));
  const lister = new StoneLister(geo);
  const query: StoneQuery = {
    allowed: new Uint8Array(16).fill(1),
    required: new Int32Array(0),
    requiredCount: 0,
    minSize: 1,
    maxSize: 16,
    holeFree: false,
    columnCap: 4,
    maxStones: 1_000_000,
    maxSteps: 1_000_000,
  };
  let all = 0;
  assert.equal(
    lister.list(0, query, () => {
      all++;
    }),
    LISTED_ALL,
  );
  // Connected subsets of the 4×4 grid graph (OEIS A059525: 1, 13, 218, 11506 for n×n).
  assert.equal(all, 11506);
  let some = 0;
  assert.equal(
    lister.list(0, { ...query, maxStones: 100 }, () => {
      some++;
    }),
    LISTED_TOO_MANY,
  );
  assert.equal(some, 100);
  assert.equal(lister.list(0, { ...query, maxSteps: 50 }, () => {}), LISTED_TOO_MANY);
  assert.equal(lister.list(0, query, () => false), LISTED_TOO_MANY);
  let again = 0;
  assert.equal(
    lister.list(0, query, () => {
      again++;
    }),
    LISTED_ALL,
  );
  assert.equal(again, all);
});
