/**
 * What every Dosun-Fuwari engine must do, run against each engine of
 * DOSUN_FUWARI_ENGINES: the same answers as an oracle that knows nothing about any
 * engine (the judge over every filling, a cell-by-cell search, facts worked out by
 * hand), the published boards' solutions, and the engine contract's defaults, cap,
 * budget and option checks. What only one engine has (its internals, its own stats)
 * is tested beside it in engines/dosun_fuwari/<engine>/.
 *
 * Random tests print their seed; replay one with `SEED=n`.
 */

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import {
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
} from "../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../core/dosun_fuwari/judge.ts";
import { verticalRuns } from "../core/dosun_fuwari/runs.ts";
import { decodeUrl, readPzprv3 } from "../core/formats/mod.ts";
import { type ExternalPuzzle, loadExternal } from "../core/formats/boards_test_util.ts";
import type { SolveResult } from "../core/grid.ts";
import { type Rng, rngFromSeed, testSeed } from "../core/rng.ts";
import {
  randomRoomsBoard,
  topsAndBottomsAnswer,
  trivialBoard,
} from "../conformance/claims/dosun_fuwari_boards.ts";
import { DOSUN_FUWARI_ENGINES, type Engine } from "./mod.ts";
import * as contract from "./contract_test_util.ts";
import { drawStarvedBoard } from "../conformance/generate/dosun_fuwari.ts";
import {
  boardFromPicture,
  cellByCellAnswers,
  judgedAnswers,
  mergedRoomsBoard,
  openBoard,
} from "./dosun_fuwari_test_util.ts";

type DosunFuwariEngine = Engine<DosunFuwariBoard, DosunFuwariRule>;

/** The stat each engine counts its budget in (the contract leaves the unit to the engine). */
const BUDGET_UNIT: Readonly<Record<string, string>> = {
  propagate: "work",
  mask: "nodes",
  rooms: "nodes",
};

function spent(engine: DosunFuwariEngine, result: SolveResult<{ nodes: number }>): number {
  const unit = BUDGET_UNIT[engine.name];
  if (unit === undefined) throw new Error(`no budget unit listed for engine "${engine.name}"`);
  return (result.stats as unknown as Record<string, number>)[unit]!;
}

/** A generator from the test seed, printed so that a failure can be replayed (SEED=…). */
function seededRng(): Rng {
  const seed = testSeed();
  return rngFromSeed(seed);
}

const solveWith = (
  engine: DosunFuwariEngine,
  board: DosunFuwariBoard,
  options: Partial<contract.SolveSettings<DosunFuwariRule>>,
) => contract.solveWithDefaults(engine, board, "official", options);

const allAnswers = (engine: DosunFuwariEngine, board: DosunFuwariBoard, rule: DosunFuwariRule) =>
  contract.everyAnswer(engine, board, rule, (a) => a.join(""));

/** Asserts every engine finds exactly `want` (per rule) on `board`. */
function assertEnginesFind(
  board: DosunFuwariBoard,
  want: (rule: DosunFuwariRule) => string[],
  label: string,
) {
  for (const rule of DOSUN_FUWARI_RULES) {
    const expected = want(rule);
    for (const engine of DOSUN_FUWARI_ENGINES) {
      assert.deepEqual(
        allAnswers(engine, board, rule),
        expected,
        `${engine.name}, ${label}, ${rule}`,
      );
    }
  }
}

Deno.test("every engine: hand boards match the judge over every filling", async (t) => {
  const boards: Record<string, string[]> = {
    "one column of two": ["a", "a"],
    "one column of three": ["a", "a", "a"],
    "a single cell (no answer)": ["a#", "##"],
    "starved room under another room's top": ["bb", "ab", "ab"],
    "two rooms starved under one room's top row": ["aaa", "abc", "abc"],
    "black cells in the way": ["a#b", "aab", "#bb"],
    "black cells holding pieces up and down": ["a#", "aa", "#a"],
    "two rows of five": ["aabbc", "aabcc"],
    "one room over a black stripe": ["aaa", "#a#", "aaa"],
    "two columns of four (room for a floating pair)": ["ab", "ab", "ab", "ab"],
    "all black (no rooms: the empty answer)": ["##", "##"],
  };
  for (const [name, picture] of Object.entries(boards)) {
    await t.step(name, () => {
      const board = boardFromPicture(picture);
      assertEnginesFind(board, (rule) => judgedAnswers(board, rule), name);
    });
  }
  await t.step("facts checked by hand, for the oracle and every engine", () => {
    const facts: [string[], DosunFuwariRule, string[], string][] = [
      [["a", "a"], "official", ["12"], "two cells in a column: the balloon on top"],
      [["a", "a"], "loose", ["12", "21"], "loose also takes the floating iron-over-balloon pair"],
      [["a#", "##"], "loose", [], "one cell cannot hold both pieces"],
      [["##", "##"], "official", ["0000"], "no rooms: the empty answer"],
      // The starved room a must stack its balloon under b's, which pins b's balloon.
      [["bb", "ab", "ab"], "official", ["101022"], "a starved room"],
      // Two rooms starved under one room's top row: a has one balloon for two stacks.
      [["aaa", "abc", "abc"], "official", [], "two starved rooms, one balloon above"],
    ];
    for (const [picture, rule, expected, why] of facts) {
      const board = boardFromPicture(picture);
      assert.deepEqual(judgedAnswers(board, rule), expected, `oracle: ${why}`);
      for (const engine of DOSUN_FUWARI_ENGINES) {
        assert.deepEqual(allAnswers(engine, board, rule), expected, `${engine.name}: ${why}`);
      }
    }
    // Column 0 of a 4-row room: an iron ball on row 1 over a balloon on row 2 holds
    // only under loose; column 1 takes its top and bottom.
    const floating = "01201002";
    const board = boardFromPicture(["ab", "ab", "ab", "ab"]);
    assert.ok(judgedAnswers(board, "loose").includes(floating));
    assert.ok(!judgedAnswers(board, "official").includes(floating));
    for (const engine of DOSUN_FUWARI_ENGINES) {
      assert.ok(allAnswers(engine, board, "loose").includes(floating), engine.name);
      assert.ok(!allAnswers(engine, board, "official").includes(floating), engine.name);
    }
  });
});

Deno.test("every engine: random small boards match the judge over every filling", () => {
  const seed = testSeed();
  const arbBoard = fc.record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 4 }),
    target: fc.integer({ min: 1, max: 5 }),
    density: fc.constantFrom(0, 0.15, 0.3),
    seed: fc.integer(),
  }).map(({ rows, cols, target, density, seed }) => {
    const board = mergedRoomsBoard(seed, rows, cols, target, density);
    // Keep the boards small: blacken cells beyond the ninth white one.
    let white = 0;
    const black = Array.from(board.black, (v) => (v === 0 && ++white > 9 ? 1 : v));
    return dosunFuwariBoard({ rows, cols }, black, board);
  });
  fc.assert(
    fc.property(arbBoard, (board) => {
      assertEnginesFind(board, (rule) => judgedAnswers(board, rule), "random board");
    }),
    { seed, numRuns: 50 },
  );
});

Deno.test("every engine: random 4×5 boards match a cell-by-cell oracle", () => {
  const rng = seededRng();
  let withAnswers = 0;
  for (let k = 0; k < 40; k++) {
    const board = mergedRoomsBoard(rng.int(2 ** 31), 4, 5, 2 + rng.int(5), rng.pick([0, 0.1, 0.2]));
    assertEnginesFind(board, (rule) => {
      const want = cellByCellAnswers(board, rule);
      if (want.length > 0) withAnswers++;
      return want;
    }, `board ${k}`);
  }
  console.log(`${withAnswers} of 80 (board, rule) cases had answers`);
});

Deno.test("every engine: a trivial board (one room per run) has exactly the run-end answer", () => {
  const rng = seededRng();
  let unique = 0;
  for (let k = 0; k < 40; k++) {
    const size = { rows: 2 + rng.int(9), cols: 1 + rng.int(10) };
    const black = Uint8Array.from(
      { length: size.rows * size.cols },
      () => rng.next() < 0.2 ? 1 : 0,
    );
    // Most boards lose their one-cell runs (such a room cannot hold both pieces); the
    // rest keep them, and then there is no answer at all.
    if (k % 4 !== 3) {
      for (const run of verticalRuns(trivialBoard(size, black))) {
        if (run.length === 1) black[run[0]!] = 1;
      }
    }
    const board = trivialBoard(size, black);
    const lonely = verticalRuns(board).some((run) => run.length === 1);
    const expected = lonely ? [] : [topsAndBottomsAnswer(board).join("")];
    if (!lonely) unique++;
    for (const engine of DOSUN_FUWARI_ENGINES) {
      const result = solveWith(engine, board, {});
      assert.equal(result.complete, true, `${engine.name}, board ${k}`);
      assert.deepEqual(
        result.answers.map((a) => a.join("")),
        expected,
        `${engine.name}, board ${k}`,
      );
    }
  }
  assert.ok(unique >= 20, `only ${unique} boards without a one-cell run`);
});

const external = loadExternal("dosufuwa") as (ExternalPuzzle & { solution_count: string })[];

for (const engine of DOSUN_FUWARI_ENGINES) {
  const name = `dosun-fuwari ${engine.name}`;

  Deno.test(`${name}: the external boards are unique and match their solution files`, async (t) => {
    assert.equal(external.length, 5);
    for (const puzzle of external) {
      await t.step(puzzle.id, () => {
        assert.equal(puzzle.solution_count, "1 (unique)");
        const board = decodeUrl(puzzle.pzprjs_url);
        assert.ok(board.genre === "dosun-fuwari");
        const { answer: solution } = readPzprv3(puzzle.solution_file!);
        assert.ok(solution !== null);
        const official = solveWith(engine, board, {});
        assert.equal(official.complete, true);
        assert.equal(official.stoppedBy, null);
        assert.equal(official.answers.length, 1);
        assert.deepEqual([...official.answers[0]!], [...solution]);
        assert.ok(checkDosunFuwari(board, official.answers[0]!).ok);
        // Under loose the official answer still stands, and there are others.
        const loose = solveWith(engine, board, { rule: "loose", cap: 3 });
        assert.equal(loose.answers.length, 3);
        assert.equal(loose.stoppedBy, "cap");
        for (const answer of loose.answers) assert.ok(checkDosunFuwari(board, answer, "loose").ok);
        assert.equal(new Set(loose.answers.map((a) => a.join(""))).size, 3);
      });
    }
  });

  Deno.test(`${name}: the defaults are official and cap 2`, () => {
    // Official keeps the balloon on top of a two-cell column; loose would add the pair
    // upside down.
    const pair = contract.solveWithEngineDefaults(engine, boardFromPicture(["a", "a"]));
    assert.deepEqual(pair.answers.map((a) => a.join("")), ["12"]);
    assert.equal(pair.complete, true);
    const board = boardFromPicture(["aaa", "aaa", "aaa"]);
    const byDefault = contract.solveWithEngineDefaults(engine, board);
    assert.equal(byDefault.stoppedBy, "cap");
    assert.deepEqual(byDefault.answers, solveWith(engine, board, {}).answers);
  });

  Deno.test(`${name}: the cap bounds the answers kept`, () => {
    const board = boardFromPicture(["aaa", "aaa", "aaa"]);
    const all = allAnswers(engine, board, "loose");
    const capped = solveWith(engine, board, { rule: "loose", cap: 3 });
    assert.equal(capped.stoppedBy, "cap");
    assert.equal(capped.complete, false);
    assert.equal(capped.answers.length, 3);
    for (const answer of capped.answers) assert.ok(all.includes(answer.join("")));
    const official = solveWith(engine, board, {});
    assert.equal(official.answers.length, 2);
    assert.equal(official.stoppedBy, "cap");
    for (const answer of official.answers) assert.ok(checkDosunFuwari(board, answer).ok);
    // A cap that is never reached leaves the search complete.
    const roomy = solveWith(engine, board, { rule: "loose", cap: all.length + 1 });
    assert.equal(roomy.complete, true);
    assert.equal(roomy.answers.length, all.length);
  });

  Deno.test(`${name}: an empty 20×20 room has 400 answers, 780 under loose`, async (t) => {
    const board = openBoard(20, 20, false);
    await t.step("cap 2 stops at the cap", () => {
      const result = solveWith(engine, board, {});
      assert.equal(result.stoppedBy, "cap");
      assert.equal(result.answers.length, 2);
    });
    await t.step("official: balloon on any top cell, iron ball on any bottom cell", () => {
      const result = solveWith(engine, board, { cap: Infinity });
      assert.equal(result.complete, true);
      assert.equal(result.answers.length, 20 * 20);
      for (const answer of result.answers.slice(0, 20)) {
        assert.ok(checkDosunFuwari(board, answer).ok);
      }
    });
    await t.step("loose: those and an iron ball over a balloon anywhere in a column", () => {
      const result = solveWith(engine, board, { rule: "loose", cap: Infinity });
      assert.equal(result.complete, true);
      assert.equal(result.answers.length, 400 + 20 * 19);
    });
  });

  Deno.test(`${name}: the budget stops the search and bounds every inner loop`, async (t) => {
    await t.step("20×20 columns, loose, no cap: far more answers than the budget allows", () => {
      const board = openBoard(20, 20, true);
      const result = solveWith(engine, board, { rule: "loose", cap: Infinity, budget: 200_000 });
      assert.equal(result.stoppedBy, "budget");
      assert.equal(result.complete, false);
      assert.ok(spent(engine, result) > 200_000);
      assert.ok(spent(engine, result) <= 200_000 + 3 * 400, `overshoot: ${spent(engine, result)}`);
      assert.ok(result.answers.length > 0);
      for (const answer of result.answers) assert.ok(checkDosunFuwari(board, answer, "loose").ok);
    });
    await t.step("100×100 single room: a tiny budget is honoured", () => {
      const board = openBoard(100, 100, false);
      for (const rule of DOSUN_FUWARI_RULES) {
        const result = solveWith(engine, board, { rule, cap: Infinity, budget: 1_000 });
        assert.equal(result.stoppedBy, "budget");
        assert.ok(
          spent(engine, result) <= 1_000 + 3 * 10_000,
          `${rule} overshoot: ${spent(engine, result)}`,
        );
      }
    });
    await t.step("20×20 random rooms: a small budget stops it or gives the full verdict", () => {
      const rng = seededRng();
      const board = randomRoomsBoard(rng, { rows: 20, cols: 20, density: 0, meanRoomSize: 3 });
      const full = solveWith(engine, board, {});
      for (const [rule, budget] of [["loose", 50_000], ["official", 10]] as const) {
        const cut = solveWith(engine, board, { rule, budget });
        for (const answer of cut.answers) assert.ok(checkDosunFuwari(board, answer, rule).ok);
        if (cut.stoppedBy === "budget") {
          assert.equal(cut.complete, false);
          assert.ok(spent(engine, cut) > budget);
        } else if (rule === "official") {
          // Some engines see a verdict (a one-cell room, say) before any search.
          assert.deepEqual(cut.answers, full.answers);
          assert.equal(cut.complete, full.complete);
        }
      }
    });
    await t.step("budget 0 stops at once", () => {
      const result = solveWith(engine, openBoard(4, 4, true), { budget: 0 });
      assert.equal(result.stoppedBy, "budget");
      assert.deepEqual(result.answers, []);
    });
    await t.step("the default budget finishes a unique 12×12 column board", () => {
      const board = openBoard(12, 12, true);
      const result = contract.solveWithEngineDefaults(engine, board);
      assert.equal(result.complete, true);
      assert.ok(spent(engine, result) < engine.budgetFor(board));
      // Half that work is not enough, so with no options solve ran under a budget that
      // is not tiny (a default of 0 or 1 would fail here).
      const half = Math.floor(spent(engine, result) / 2);
      assert.equal(
        contract.solveWithEngineDefaults(engine, board, { budget: half }).stoppedBy,
        "budget",
      );
    });
  });

  Deno.test(`${name}: starved 12×12 boards: the default budget always reaches a verdict`, () => {
    const rng = seededRng();
    for (let trial = 0; trial < 10; trial++) {
      const { board } = drawStarvedBoard({
        rows: 12,
        cols: 12,
        density: 0.12,
        starved: 6,
        seed: rng.int(2 ** 31),
      });
      for (const rule of DOSUN_FUWARI_RULES) {
        const result = solveWith(engine, board, { rule });
        assert.notEqual(result.stoppedBy, "budget", `${rule}, trial ${trial}`);
        for (const answer of result.answers) assert.ok(checkDosunFuwari(board, answer, rule).ok);
      }
    }
  });

  Deno.test(`${name}: bad options are RangeErrors that quote the value`, () => {
    const board = boardFromPicture(["a", "a"]);
    contract.assertRefusesBadOptions(engine, board, "official", ["exact", "strict"]);
  });
}
