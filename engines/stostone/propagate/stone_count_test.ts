import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  withoutNumbers,
} from "../../../core/stostone/board.ts";
import { geometryOf } from "./geometry.ts";
import { Ladder, OK, TABLE_STEPS, TABLE_STONES } from "./ladder.ts";
import { COUNT_GAVE_UP, countHoleFreeStones } from "./stone_count.ts";
import { LISTED_ALL, StoneLister } from "./stones.ts";
import {
  externalBoards,
  walledQuery,
  walledQueryFields,
  wallsFromRolls,
} from "./propagate_test_util.ts";

/** Growth steps the lister may take per room before a case is left out. */
const MAX_STEPS = 100_000;

const arbBoardCase = fc.record({
  ...walledQueryFields({
    maxRows: 8,
    minCols: 1,
    maxCols: 8,
    maxDensity: 50,
    maxMinSize: 6,
    maxExtra: 64,
    requiredOneIn: 30,
  }),
  limit: fc.constantFrom(10, 100, 1000),
});

Deno.test("the column count agrees with the lister: exact on hole-free stones, a lower bound on all", () => {
  const seed = testSeed();
  // Guards against a vacuous pass: rooms compared, by kind of outcome.
  const seen = { rooms: 0, counted: 0, overLimit: 0, lowerBound: 0, skipped: 0 };
  fc.assert(
    fc.property(arbBoardCase, (c) => {
      const geo = geometryOf(wallsFromRolls(c.rows, c.cols, c.density, c.rolls));
      const lister = new StoneLister(geo);
      for (let room = 0; room < geo.roomCount; room++) {
        // The count is on the empty grid: every cell allowed, none required.
        const query = walledQuery(c, geo, room, {
          settled: false,
          holeFree: true,
          maxStones: c.limit,
          maxSteps: MAX_STEPS,
        });
        const counted = countHoleFreeStones(geo, room, {
          ...query,
          limit: c.limit,
          maxWork: Infinity,
        });
        let listed = 0;
        const status = lister.list(room, query, () => {
          listed++;
        });
        if (lister.steps >= MAX_STEPS) {
          // The lister gave up on its steps, not on its stones: nothing to compare.
          seen.skipped++;
          continue;
        }
        assert.equal(counted.count, status === LISTED_ALL ? listed : c.limit + 1);
        seen.rooms++;
        if (counted.count > 0 && counted.count <= c.limit) seen.counted++;
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
    `${seen.rooms} rooms compared: ${seen.counted} counted exactly, ${seen.overLimit} over the ` +
      `limit, ${seen.lowerBound} strictly below the lister with holes; ` +
      `${seen.skipped} left out (the lister gave up at ${MAX_STEPS} steps)`,
  );
  assert.ok(seen.counted > 0 && seen.overLimit > 0);
});

Deno.test("the column count stops at its limit and gives up at its work bound", () => {
  const size = { rows: 8, cols: 8 };
  const geo = geometryOf(stostoneBoard(size, {
    vertical: new Uint8Array(56),
    horizontal: new Uint8Array(56),
  }));
  const query = {
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

Deno.test("fit tables the same rooms as listing each room up to its stone limit would", async (t) => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const boards: [string, StostoneBoard][] = [];
  for (const { id, board } of externalBoards()) {
    boards.push([id, board], [`${id} numberless`, withoutNumbers(board)]);
  }
  for (let k = 0; k < 40; k++) {
    const size = { rows: 2 * (2 + rng.int(5)), cols: 3 + rng.int(8) };
    const density = rng.next() * 0.5;
    const vertical = Uint8Array.from(
      { length: size.rows * (size.cols - 1) },
      () => rng.next() < density ? 1 : 0,
    );
    const horizontal = Uint8Array.from(
      { length: (size.rows - 1) * size.cols },
      () => rng.next() < density ? 1 : 0,
    );
    const rooms = stostoneBoard(size, { vertical, horizontal }).rooms;
    const clues = rooms.map((r) => (rng.next() < 0.5 ? 1 + rng.int(r.length) : null));
    boards.push([`random ${k}`, stostoneBoard(size, { vertical, horizontal }, clues)]);
  }
  const seen = { rooms: 0, tabled: 0, untabled: 0 };
  for (const rule of STOSTONE_RULES) {
    await t.step(rule, () => {
      for (const [name, board] of boards) {
        const geo = geometryOf(board);
        const ladder = new Ladder(geo, rule, {
          col: true,
          clue: true,
          fit: true,
          drop: true,
          probe: true,
        }, 1e9);
        if (ladder.init() !== OK) continue;
        const lister = new StoneLister(geo);
        const allowed = new Uint8Array(geo.n).fill(1);
        for (let room = 0; room < geo.roomCount; room++) {
          const clue = geo.clue[room]!;
          const size = geo.roomStart[room + 1]! - geo.roomStart[room]!;
          if (clue === 0 || clue > size) continue;
          const status = lister.list(room, {
            allowed,
            required: new Int32Array(0),
            requiredCount: 0,
            minSize: clue > 0 ? clue : 1,
            maxSize: clue > 0 ? clue : size,
            holeFree: ladder.holeRule,
            columnCap: ladder.balanced ? ladder.halfRows : ladder.rows,
            maxStones: TABLE_STONES,
            maxSteps: TABLE_STEPS,
          }, () => {});
          // The memory bound on table entries is far away on these boards.
          assert.equal(
            ladder.stones.tabled[room] === 1,
            status === LISTED_ALL,
            `${name}, ${rule}, room ${room}`,
          );
          seen.rooms++;
          seen[status === LISTED_ALL ? "tabled" : "untabled"]++;
        }
      }
    });
  }
  console.log(
    `${boards.length} boards under 4 rules: ${seen.rooms} rooms, ${seen.tabled} tabled, ${seen.untabled} not`,
  );
  assert.ok(seen.tabled > 0 && seen.untabled > 0);
});
