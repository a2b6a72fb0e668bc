import assert from "node:assert/strict";
import { assertUniqueAnswer } from "./generate_test_util.ts";
import fc from "npm:fast-check";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import {
  BALLOON,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  IRON,
} from "../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../core/dosun_fuwari/judge.ts";
import { verticalRuns } from "../../core/dosun_fuwari/runs.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { solve } from "../../engines/dosun_fuwari/propagate/mod.ts";
import { solve as solveByRooms } from "../../engines/dosun_fuwari/rooms/mod.ts";
import {
  drawStarvedBoard,
  generateDosunFuwari,
  runTopsBottoms,
  starvedRooms,
} from "./dosun_fuwari.ts";
import { sourceFromOptions } from "../../cli/generate.ts";
import { runGenerator } from "../corpus/source.ts";
import { certifyBoard } from "../corpus/certify.ts";

const SEED = testSeed("dosun_fuwari_test");

/** Run-tops, counted from the runs without the module's helpers. */
function runTopCells(board: DosunFuwariBoard): Set<number> {
  return new Set(verticalRuns(board).map((run) => run[0]!));
}

Deno.test("generateDosunFuwari: the same parameters and seed give the same board", () => {
  for (const [rows, cols, starved] of [[8, 8, 3], [12, 12, 6]] as const) {
    const options = { rows, cols, density: 0.12, starved, seed: SEED };
    const a = generateDosunFuwari(options);
    const b = generateDosunFuwari(options);
    assert.equal(encodeUrl(a.board), encodeUrl(b.board));
    assert.deepEqual(a.answer, b.answer);
    assert.deepEqual(a.stats, b.stats);
  }
  const urls = new Set([0, 1, 2, 3].map((k) =>
    encodeUrl(
      generateDosunFuwari({ rows: 8, cols: 8, density: 0.12, starved: 2, seed: SEED + k }).board,
    )
  ));
  assert.ok(urls.size > 1, "different seeds should not all give the same board");
});

Deno.test("generateDosunFuwari: boards are unique and agreed on by all three engines", async (t) => {
  const cases = [[5, 5, 0.1, 1], [6, 6, 0.15, 2], [8, 8, 0.12, 3], [8, 8, 0.12, 4], [
    12,
    12,
    0.12,
    6,
  ]] as const;
  for (const [index, [rows, cols, density, starved]] of cases.entries()) {
    const seed = SEED + index;
    await t.step(`${rows}x${cols} density ${density} starved ${starved} seed ${seed}`, () => {
      const { board, answer, stats } = generateDosunFuwari({ rows, cols, density, starved, seed });
      assertUniqueAnswer(board, answer);
      assert.equal(stats.starved, starvedRooms(board).length);
      if (stats.stoppedBy === "target") assert.equal(stats.starved, starved);
      else assert.ok(stats.starved < starved);
    });
  }
});

Deno.test("generateDosunFuwari: the starved count asked for is reached where the board allows", () => {
  // Two starved rooms on an 8×8 and five on a 12×12 are well inside what the
  // write-up's dial reached (four and eight), so nearly every seed gets there.
  for (const [rows, starved] of [[8, 2], [12, 5]] as const) {
    let reached = 0;
    for (let k = 0; k < 10; k++) {
      const { stats } = generateDosunFuwari({
        rows,
        cols: rows,
        density: 0.12,
        starved,
        seed: SEED + k,
      });
      assert.equal(stats.starved === starved, stats.stoppedBy === "target");
      if (stats.starved === starved) reached++;
    }
    console.log(`${rows}x${rows}: ${reached}/10 reached ${starved} starved rooms`);
    assert.ok(reached >= 7, `only ${reached} of 10 boards reached ${starved} starved rooms`);
  }
});

Deno.test("generated boards: rooms, runs, starving and the answer fit together", () => {
  const rng = rngFromSeed(SEED);
  for (let i = 0; i < 20; i++) {
    const rows = 4 + rng.int(7), cols = 4 + rng.int(7);
    const { board, answer, stats } = generateDosunFuwari({
      rows,
      cols,
      density: 0.2 * rng.next(),
      starved: rng.int(5),
      seed: rng.int(1e9),
    });
    const runs = verticalRuns(board);
    assert.equal(stats.runs, runs.length);
    assert.equal(stats.rooms, runs.length, "a move never adds or removes a room");
    assert.equal(board.rooms.length, runs.length);
    assert.ok(runs.every((run) => run.length >= 2), "one-cell runs are turned black");
    assert.equal(stats.blackCells, board.black.reduce((n, v) => n + v, 0));
    const { tops, bottoms } = runTopsBottoms(board);
    assert.equal(tops.reduce((a, b) => a + b, 0), runs.length);
    assert.equal(bottoms.reduce((a, b) => a + b, 0), runs.length);
    // Every room keeps its run-bottom; only run-tops move.
    assert.ok(bottoms.every((n) => n === 1));
    const topCells = runTopCells(board);
    const starved = starvedRooms(board);
    assert.equal(starved.length, stats.starved);
    board.rooms.forEach((cells, room) => {
      const hasTop = cells.some((c) => topCells.has(c));
      assert.equal(starved.includes(room), !hasTop);
      const balloon = cells.find((c) => answer[c] === BALLOON)!;
      const iron = cells.find((c) => answer[c] === IRON)!;
      assert.ok(balloon !== undefined && iron !== undefined);
      if (!hasTop) {
        // A starved room's balloon hangs under a balloon of another room.
        const above = balloon - cols;
        assert.ok(above >= 0 && answer[above] === BALLOON && board.roomOf[above] !== room);
      }
    });
    const levels = stats.triedByLevel.length;
    assert.ok(levels >= stats.starved && stats.uniqueByLevel.length === levels);
    for (let k = 0; k < stats.starved; k++) assert.ok(stats.uniqueByLevel[k]! >= 1);
    assert.equal(stats.tries, stats.triedByLevel.reduce((a, b) => a + b, 0));
    assert.equal(
      stats.tries,
      stats.uniqueByLevel.reduce((a, b) => a + b, 0) + stats.rejectedNoAnswer +
        stats.rejectedMultiple +
        stats.budgetStops,
    );
  }
});

Deno.test("no starved room: the answer is every run-top a balloon, every run-bottom iron", () => {
  for (let k = 0; k < 5; k++) {
    const { board, answer, stats } = generateDosunFuwari({
      rows: 8,
      cols: 8,
      density: 0.15,
      starved: 0,
      seed: SEED + k,
    });
    assert.equal(stats.starved, 0);
    const expected = new Uint8Array(64);
    for (const run of verticalRuns(board)) {
      expected[run[0]!] = BALLOON;
      expected[run[run.length - 1]!] = IRON;
    }
    assert.deepEqual(answer, expected);
  }
});

Deno.test("property: generated boards are unique by an engine the generator does not use", () => {
  let boards = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 8 }),
      fc.integer({ min: 1, max: 8 }),
      fc.double({ min: 0, max: 0.3, noNaN: true }),
      fc.integer({ min: 0, max: 4 }),
      fc.integer(),
      (rows, cols, density, starved, seed) => {
        const { board, answer, stats } = generateDosunFuwari({
          rows,
          cols,
          density,
          starved,
          seed,
        });
        boards++;
        assert.ok(checkDosunFuwari(board, answer, "official").ok);
        const byRooms = solveByRooms(board, { rule: "official", cap: 2 });
        assert.ok(byRooms.complete, "the rooms engine finished");
        assert.deepEqual(byRooms.answers, [answer]);
        assert.ok(stats.starved <= starved);
      },
    ),
    { seed: SEED, numRuns: 60 },
  );
  console.log(`${boards} generated boards checked`);
});

Deno.test("drawStarvedBoard: starves as asked, without checking uniqueness", () => {
  let ambiguous = 0;
  for (let k = 0; k < 20; k++) {
    const draw = drawStarvedBoard({ rows: 8, cols: 8, density: 0.12, starved: 3, seed: SEED + k });
    assert.equal(starvedRooms(draw.board).length, draw.starved);
    assert.equal(draw.board.rooms.length, draw.runs);
    assert.ok(draw.starved <= 3);
    const result = solve(draw.board, { rule: "official", cap: 2 });
    if (result.answers.length !== 1) ambiguous++;
  }
  console.log(`${ambiguous} of 20 drawn boards not unique`);
});

Deno.test("starved boards are never ambiguous: unique, or dead for a reason one can name", () => {
  // The module header's argument: a starving move leaves the board unique unless a
  // starved room keeps one cell or some room holds three or more run-tops (two given
  // to it), and then there is no answer at all. Checked against an engine.
  const rng = rngFromSeed(SEED);
  let dead = 0;
  let unique = 0;
  for (let i = 0; i < 150; i++) {
    const n = 5 + rng.int(8);
    const draw = drawStarvedBoard({
      rows: n,
      cols: n,
      density: 0.2 * rng.next(),
      starved: 1 + rng.int(6),
      seed: rng.int(1e9),
    });
    const { tops } = runTopsBottoms(draw.board);
    const predictedDead = draw.board.rooms.some((cells, room) =>
      (tops[room] === 0 && cells.length < 2) || tops[room]! >= 3
    );
    const result = solveByRooms(draw.board, { rule: "official", cap: 2 });
    assert.ok(result.complete);
    assert.ok(result.answers.length <= 1, `two answers on ${encodeUrl(draw.board)}`);
    assert.equal(result.answers.length === 0, predictedDead, encodeUrl(draw.board));
    if (predictedDead) dead++;
    else unique++;
  }
  console.log(`${unique} unique, ${dead} without an answer`);
  assert.ok(dead > 0 && unique > 0, "both kinds must occur, or the test said nothing");
});

Deno.test("drawStarvedBoard with live moves: every draw keeps exactly one answer", () => {
  // The live moves (a run of ≥ 3 cells, to a room holding only its own run-top) rule out
  // both ways the header names to kill a board, so each draw must be unique.
  const rng = rngFromSeed(SEED + 1);
  let draws = 0, unique = 0, deadShape = 0, starvedTotal = 0, wide = 0;
  for (let i = 0; i < 120; i++) {
    const n = 5 + rng.int(8);
    const options = {
      rows: n,
      cols: n,
      density: 0.2 * rng.next(),
      starved: 1 + rng.int(8),
      seed: rng.int(1e9),
    };
    const draw = drawStarvedBoard({ ...options, moves: "live" });
    draws++;
    starvedTotal += draw.starved;
    const { tops } = runTopsBottoms(draw.board);
    if (
      draw.board.rooms.some((cells, room) =>
        (tops[room] === 0 && cells.length < 2) || tops[room]! >= 3
      )
    ) deadShape++;
    const result = solveByRooms(draw.board, { rule: "official", cap: 2 });
    assert.ok(result.complete);
    if (result.answers.length === 1) unique++;
    else assert.fail(`${result.answers.length} answers on ${encodeUrl(draw.board)} (seed ${SEED})`);
    // The same draw with the wider moves kills boards sometimes: the rule is what differs.
    const any = drawStarvedBoard(options);
    if (solveByRooms(any.board, { rule: "official", cap: 2 }).answers.length === 0) wide++;
  }
  console.log(
    `${draws} live draws (${starvedTotal} starved rooms): ${unique} unique, ${deadShape} of a ` +
      `dead shape; the generator's moves left ${wide} of ${draws} dead`,
  );
  assert.equal(unique, draws);
  assert.equal(deadShape, 0);
  assert.ok(starvedTotal > draws && wide > 0, "the draws starved rooms and the rule mattered");
});

Deno.test("runTopsBottoms and starvedRooms on a hand-made board", () => {
  // 3×2, no black cells: runs are the two columns. Rooms: {0, 1} (both run-tops)
  // and {2, 3, 4, 5} (both run-bottoms, no run-top: starved).
  const board = generateDosunFuwari({ rows: 1, cols: 1, density: 0, starved: 0, seed: 1 }).board;
  assert.equal(board.rooms.length, 0, "a 1×1 board's only run has one cell and turns black");
  const made = dosunFuwariBoard({ rows: 3, cols: 2 }, new Uint8Array(6), {
    vertical: new Uint8Array(3),
    horizontal: new Uint8Array([1, 1, 0, 0]),
  });
  assert.deepEqual(made.rooms, [[0, 1], [2, 3, 4, 5]]);
  assert.deepEqual(runTopsBottoms(made), { tops: [2, 0], bottoms: [0, 2] });
  assert.deepEqual(starvedRooms(made), [1]);
});

Deno.test("generateDosunFuwari: rejects bad parameters", () => {
  const base = { rows: 6, cols: 6, density: 0.1, starved: 1, seed: 1 };
  assert.throws(() => generateDosunFuwari({ ...base, rows: 0 }), RangeError);
  assert.throws(() => generateDosunFuwari({ ...base, cols: 101 }), RangeError);
  assert.throws(() => generateDosunFuwari({ ...base, density: 1 }), RangeError);
  assert.throws(() => generateDosunFuwari({ ...base, density: -0.1 }), RangeError);
  assert.throws(() => generateDosunFuwari({ ...base, starved: -1 }), RangeError);
  assert.throws(() => generateDosunFuwari({ ...base, maxTries: 1.5 }), RangeError);
  assert.throws(() => generateDosunFuwari({ ...base, budget: 0 }), RangeError);
  assert.throws(() => drawStarvedBoard({ ...base, density: Number.NaN }), RangeError);
  // @ts-expect-error: a move set that does not exist
  assert.throws(() => drawStarvedBoard({ ...base, moves: "some" }), RangeError);
});

Deno.test("generate dosun-fuwari at the CLI defaults: certified unique by all three engines up to 30×30", () => {
  // One seed per size keeps this quick; tools/dosun_fuwari_generate_times.ts runs more seeds.
  const sizes = ["12x12", "20x20", "30x30", "20x30"];
  for (const size of sizes) {
    const { board } = runGenerator(sourceFromOptions("dosun-fuwari", { size, seed: "1" }));
    const c = certifyBoard(board, "official");
    const verdicts = c.engines.map((e) => `${e.name}=${e.verdict}`).join(" ");
    assert.equal(c.certified, true, `${size}: ${verdicts}`);
  }
  console.log(`${sizes.length} sizes certified by every engine`);
});
