import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../../core/rng.ts";
import { stostoneBoard } from "../../../core/stostone/board.ts";
import { geometryOf } from "./geometry.ts";
import { COUNT_GAVE_UP, countHoleFreeStones } from "./stone_count.ts";
import { LISTED_ALL, StoneLister, type StoneQuery } from "./stones.ts";

const arbBoardCase = fc.record({
  rows: fc.integer({ min: 1, max: 8 }),
  cols: fc.integer({ min: 1, max: 8 }),
  density: fc.integer({ min: 0, max: 50 }),
  rolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 128, maxLength: 128 }),
  allowedRolls: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 64, maxLength: 64 }),
  requiredRolls: fc.array(fc.integer({ min: 0, max: 29 }), { minLength: 64, maxLength: 64 }),
  settled: fc.boolean(),
  minSize: fc.integer({ min: 1, max: 6 }),
  extra: fc.integer({ min: 0, max: 64 }),
  columnCap: fc.integer({ min: 1, max: 8 }),
  limit: fc.constantFrom(10, 100, 1000),
});

Deno.test("the column count agrees with the lister: exact on hole-free stones, a lower bound on all", () => {
  const seed = testSeed();
  console.log(`seed ${seed}`);
  // Guards against a vacuous pass: rooms compared, by kind of outcome.
  const seen = { rooms: 0, counted: 0, withRequired: 0, overLimit: 0, lowerBound: 0 };
  fc.assert(
    fc.property(arbBoardCase, (c) => {
      const vertical = Uint8Array.from(
        { length: c.rows * (c.cols - 1) },
        (_, i) => (c.rolls[i]! < c.density ? 1 : 0),
      );
      const horizontal = Uint8Array.from(
        { length: (c.rows - 1) * c.cols },
        (_, i) => (c.rolls[64 + i]! < c.density ? 1 : 0),
      );
      const geo = geometryOf(
        stostoneBoard({ rows: c.rows, cols: c.cols }, { vertical, horizontal }),
      );
      const lister = new StoneLister(geo);
      for (let room = 0; room < geo.roomCount; room++) {
        const allowed = new Uint8Array(geo.n).fill(1);
        const required: number[] = [];
        if (c.settled) {
          for (let x = 0; x < geo.n; x++) {
            allowed[x] = c.allowedRolls[x]! < 8 ? 1 : 0;
            if (geo.roomOf[x] === room && c.requiredRolls[x]! === 0) required.push(x);
          }
        }
        const query: StoneQuery = {
          allowed,
          required: Int32Array.from(required),
          requiredCount: required.length,
          minSize: c.minSize,
          maxSize: c.minSize + c.extra,
          holeFree: true,
          columnCap: c.columnCap,
          maxStones: c.limit,
          maxSteps: Infinity,
        };
        const counted = countHoleFreeStones(geo, room, {
          ...query,
          allowed: c.settled ? allowed : null,
          limit: c.limit,
          maxWork: Infinity,
        });
        let listed = 0;
        const status = lister.list(room, query, () => {
          listed++;
        });
        assert.equal(counted.count, status === LISTED_ALL ? listed : c.limit + 1);
        seen.rooms++;
        if (counted.count > 0 && counted.count <= c.limit) seen.counted++;
        if (counted.count > 0 && required.length > 0) seen.withRequired++;
        if (counted.count > c.limit) seen.overLimit++;
        // With holes allowed there are more stones: the count is a lower bound.
        const withHoles = lister.list(room, { ...query, holeFree: false }, () => {});
        if (counted.count > c.limit) assert.notEqual(withHoles, LISTED_ALL);
        if (withHoles !== LISTED_ALL && counted.count <= c.limit) seen.lowerBound++;
      }
    }),
    { seed, numRuns: 300 },
  );
  console.log(
    `${seen.rooms} rooms compared: ${seen.counted} counted exactly (${seen.withRequired} with ` +
      `required cells), ${seen.overLimit} over the limit, ${seen.lowerBound} strictly below the lister with holes`,
  );
  assert.ok(seen.counted > 0 && seen.withRequired > 0 && seen.overLimit > 0);
});

Deno.test("the column count stops at its limit and gives up at its work bound", () => {
  const size = { rows: 8, cols: 8 };
  const geo = geometryOf(stostoneBoard(size, {
    vertical: new Uint8Array(56),
    horizontal: new Uint8Array(56),
  }));
  const query = {
    allowed: null,
    required: null,
    requiredCount: 0,
    minSize: 1,
    maxSize: 64,
    columnCap: 8,
    limit: 1e9,
    maxWork: Infinity,
  };
  const all = countHoleFreeStones(geo, 0, query);
  assert.ok(all.count > 1000 && all.work > 0);
  assert.equal(countHoleFreeStones(geo, 0, { ...query, limit: 1000 }).count, 1001);
  assert.equal(
    countHoleFreeStones(geo, 0, { ...query, maxWork: all.work >> 1 }).count,
    COUNT_GAVE_UP,
  );
});
