// What only the propagate engine has: its run states, its deduction ladder (rungs,
// deduce, forcedCells) and its stats. Everything every engine must do (answers against
// oracles, the published boards, cap, budget, options) is in
// engines/dosun_fuwari_contract_test.ts, run against this engine too.

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { BALLOON, dosunFuwariBoard, EMPTY, IRON } from "../../../core/dosun_fuwari/board.ts";
import type { DosunFuwariBoard, DosunFuwariRule } from "../../../core/dosun_fuwari/board.ts";
import { decodeUrl } from "../../../core/formats/url.ts";
import { readPzprv3 } from "../../../core/formats/pzprv3.ts";
import { loadExternal } from "../../../core/formats/boards_test_util.ts";
import { type Rng, rngFromSeed, testSeed } from "../../../core/rng.ts";
import {
  deduce,
  forcedCells,
  type Rungs,
  runStatesLoose,
  runStatesOfficial,
  solve,
} from "./mod.ts";
import { ALL_RUNGS, RunDomains } from "./ladder.ts";
import { agreeing, pinnedBadArrays, pinnedHandBoards, randomPins } from "../pinned_test_util.ts";
import { mergedRoomsBoard } from "../../dosun_fuwari_test_util.ts";

// ---------------------------------------------------------------------------
// Independent helpers: a brute force that knows nothing about runs.

/** Whether `answer` obeys the rules, checked cell by cell straight from their wording. */
function obeysRules(board: DosunFuwariBoard, answer: Uint8Array, rule: DosunFuwariRule): boolean {
  const { rows, cols, black, roomOf, rooms } = board;
  const balloons = new Array<number>(rooms.length).fill(0);
  const irons = new Array<number>(rooms.length).fill(0);
  // "Held" by the neighbour n: the edge (n undefined), a black cell, or the right piece.
  const held = (n: number | undefined, piece: number): boolean =>
    n === undefined || black[n] === 1 ||
    (rule === "official" ? answer[n] === piece : answer[n] !== EMPTY);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const up = r > 0 ? cell - cols : undefined;
      const down = r < rows - 1 ? cell + cols : undefined;
      if (answer[cell] === BALLOON) {
        balloons[roomOf[cell]!]!++;
        if (!held(up, BALLOON)) return false;
      }
      if (answer[cell] === IRON) {
        irons[roomOf[cell]!]!++;
        if (!held(down, IRON)) return false;
      }
    }
  }
  return balloons.every((n) => n === 1) && irons.every((n) => n === 1);
}

/** Every answer, by trying all 3^w fillings of the w white cells (w ≤ 10). */
function bruteForce(board: DosunFuwariBoard, rule: DosunFuwariRule): string[] {
  const white = [...board.black.keys()].filter((cell) => board.black[cell] === 0);
  assert.ok(white.length <= 10, `brute force limited to 10 white cells, got ${white.length}`);
  const answer = new Uint8Array(board.rows * board.cols);
  const found: string[] = [];
  for (let code = 0; code < 3 ** white.length; code++) {
    let rest = code;
    for (const cell of white) {
      answer[cell] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    if (obeysRules(board, answer, rule)) found.push(answer.join(""));
  }
  return found.sort();
}

/** All legal fillings of one column of `length` cells (one room each), by brute force. */
function bruteColumn(length: number, rule: DosunFuwariRule): string[] {
  const answer = new Uint8Array(length);
  const found: string[] = [];
  for (let code = 0; code < 3 ** length; code++) {
    let rest = code;
    for (let i = 0; i < length; i++) answer[i] = rest % 3, rest = Math.floor(rest / 3);
    // Only the support clauses: a run holds any number of pieces.
    let ok = true;
    for (let i = 0; i < length && ok; i++) {
      const up = i > 0 ? answer[i - 1] : undefined;
      const down = i < length - 1 ? answer[i + 1] : undefined;
      if (answer[i] === BALLOON && up !== undefined) {
        ok = rule === "official" ? up === BALLOON : up !== EMPTY;
      }
      if (answer[i] === IRON && down !== undefined) {
        ok = rule === "official" ? down === IRON : down !== EMPTY;
      }
    }
    if (ok) found.push(answer.join(""));
  }
  return found.sort();
}

/** A board from rows of room labels, `#` for black; borders wherever labels differ. */
function boardFromLabels(lines: readonly string[]): DosunFuwariBoard {
  const rows = lines.length;
  const cols = lines[0]!.length;
  const label = (r: number, c: number) => lines[r]![c]!;
  const vertical = new Uint8Array(rows * (cols - 1));
  const horizontal = new Uint8Array((rows - 1) * cols);
  const black = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      black[r * cols + c] = label(r, c) === "#" ? 1 : 0;
      if (c < cols - 1) vertical[r * (cols - 1) + c] = label(r, c) !== label(r, c + 1) ? 1 : 0;
      if (r < rows - 1) horizontal[r * cols + c] = label(r, c) !== label(r + 1, c) ? 1 : 0;
    }
  }
  return dosunFuwariBoard({ rows, cols }, black, { vertical, horizontal });
}

/** Vertical runs, column by column: maximal strips of white cells. */
function columnRuns(board: DosunFuwariBoard): number[][] {
  const runs: number[][] = [];
  for (let c = 0; c < board.cols; c++) {
    let run: number[] = [];
    for (let r = 0; r <= board.rows; r++) {
      const cell = r * board.cols + c;
      if (r < board.rows && board.black[cell] === 0) run.push(cell);
      else if (run.length > 0) runs.push(run), run = [];
    }
  }
  return runs;
}

/**
 * The trivial board on a black-cell pattern: one room per run (walls between every
 * pair of horizontal neighbours, none inside a column).
 */
function trivialBoard(rows: number, cols: number, black: Uint8Array): DosunFuwariBoard {
  return dosunFuwariBoard({ rows, cols }, black, {
    vertical: new Uint8Array(rows * (cols - 1)).fill(1),
    horizontal: new Uint8Array((rows - 1) * cols),
  });
}

const sorted = (answers: Uint8Array[]) => answers.map((a) => a.join("")).sort();

const external = loadExternal("dosufuwa");

/** A small random board: random black cells and random borders, at most 9 white cells. */
const smallBoard = fc
  .record({ rows: fc.integer({ min: 1, max: 4 }), cols: fc.integer({ min: 1, max: 4 }) })
  .chain(({ rows, cols }) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      black: fc.array(fc.integer({ min: 0, max: 4 }), {
        minLength: rows * cols,
        maxLength: rows * cols,
      }),
      vertical: fc.array(fc.integer({ min: 0, max: 2 }), {
        minLength: rows * (cols - 1),
        maxLength: rows * (cols - 1),
      }),
      horizontal: fc.array(fc.integer({ min: 0, max: 2 }), {
        minLength: (rows - 1) * cols,
        maxLength: (rows - 1) * cols,
      }),
    })
  )
  .map(({ rows, cols, black, vertical, horizontal }) =>
    dosunFuwariBoard(
      { rows, cols },
      black.map((v) => (v === 0 ? 1 : 0)),
      {
        vertical: Uint8Array.from(vertical, (v) => (v === 0 ? 1 : 0)),
        horizontal: Uint8Array.from(horizontal, (v) => (v === 0 ? 1 : 0)),
      },
    )
  )
  .filter((board) => board.black.filter((b) => b === 0).length <= 9);

const someRungs = fc.record({
  run: fc.boolean(),
  room: fc.boolean(),
  profile: fc.boolean(),
  probe: fc.boolean(),
});

// ---------------------------------------------------------------------------

Deno.test("run states", async (t) => {
  await t.step("official: exactly the brute-force fillings of one column, L = 0..9", () => {
    for (let length = 0; length <= 9; length++) {
      const states = runStatesOfficial(length).map((f) => f.join("")).sort();
      assert.deepEqual(states, bruteColumn(length, "official"), `L=${length}`);
      assert.equal(states.length, ((length + 1) * (length + 2)) / 2);
    }
  });
  await t.step("loose: exactly the brute-force fillings of one column, L = 0..9", () => {
    for (let length = 0; length <= 9; length++) {
      const states = runStatesLoose(length).map((f) => f.join("")).sort();
      assert.deepEqual(states, bruteColumn(length, "loose"), `L=${length}`);
    }
  });
  await t.step("loose counts follow a(n) = 3a(n−1) − 2a(n−2) + a(n−3) up to L = 12", () => {
    const counts = [0, 1, 2].map((n) => runStatesLoose(n).length);
    for (let n = 3; n <= 12; n++) {
      counts.push(runStatesLoose(n).length);
      assert.equal(counts[n], 3 * counts[n - 1]! - 2 * counts[n - 2]! + counts[n - 3]!, `n=${n}`);
    }
    assert.equal(counts[12], 31_572); // the write-up's figure for L = 12
  });
  await t.step("bad lengths are RangeErrors", () => {
    assert.throws(() => runStatesOfficial(-1), RangeError);
    assert.throws(() => runStatesOfficial(1.5), RangeError);
    assert.throws(() => runStatesLoose(17), /run length must be a whole number from 0 to 16/);
  });
});

Deno.test("forcedCells: the backbone of each external (unique) board is its answer", async (t) => {
  // That these boards are unique, with the listed answer, is checked for every engine in
  // engines/dosun_fuwari_contract_test.ts.
  for (const puzzle of external) {
    await t.step(puzzle.id, () => {
      const board = decodeUrl(puzzle.pzprjs_url);
      assert.ok(board.genre === "dosun-fuwari");
      const { answer: expected } = readPzprv3(puzzle.solution_file!);
      assert.ok(expected !== null);
      const forced = forcedCells(board);
      assert.equal(forced.complete, true);
      assert.equal(forced.answers, 1);
      assert.deepEqual([...forced.cells], [...expected]);
    });
  }
});

Deno.test("trivial boards: unique, tops balloons, bottoms iron balls, finished at room", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  let checked = 0;
  let withSingleCellRun = 0;
  for (let trial = 0; trial < 60; trial++) {
    const rows = 2 + rng.int(9);
    const cols = 2 + rng.int(9);
    const black = Uint8Array.from({ length: rows * cols }, () => (rng.next() < 0.15 ? 1 : 0));
    if (trial % 2 === 0) {
      // Blacken one-cell runs (this makes no new ones: a run lives in one column).
      for (const run of columnRuns(trivialBoard(rows, cols, black))) {
        if (run.length === 1) black[run[0]!] = 1;
      }
    }
    const board = trivialBoard(rows, cols, black);
    const runs = columnRuns(board);
    const result = solve(board, { cap: 2 });
    assert.equal(result.complete, true);
    if (runs.some((run) => run.length === 1)) {
      // A one-cell room cannot hold both pieces: no answer, and the room rung sees it.
      withSingleCellRun++;
      assert.equal(result.answers.length, 0);
      assert.equal(result.stats.finishedWithoutGuessing, true);
      continue;
    }
    checked++;
    const expected = new Uint8Array(rows * cols);
    for (const run of runs) {
      expected[run[0]!] = BALLOON;
      expected[run[run.length - 1]!] = IRON;
    }
    assert.equal(result.answers.length, 1);
    assert.deepEqual([...result.answers[0]!], [...expected]);
    // With no run at all (every cell black) nothing has to be deduced.
    assert.equal(result.stats.highestRung, runs.length === 0 ? "run" : "room");
    assert.equal(result.stats.assumptions, 0);
  }
  console.log(`${checked} trivial boards unique, ${withSingleCellRun} with a one-cell run`);
  assert.ok(checked >= 30);
});

Deno.test("small random boards: the same answer set as brute force, both readings, any rungs", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(smallBoard, someRungs, (board, rungs: Rungs) => {
      for (const rule of ["official", "loose"] as const) {
        const expected = bruteForce(board, rule);
        const result = solve(board, { rule, rungs, cap: Infinity });
        assert.equal(result.complete, true);
        assert.deepEqual(sorted(result.answers), expected, `${rule} ${JSON.stringify(rungs)}`);
        // Every cell the ladder settles agrees with every answer.
        const deduced = deduce(board, { rule, rungs });
        assert.equal(deduced.contradiction && expected.length > 0, false);
        deduced.cells.forEach((v, cell) => {
          if (v !== -1) { for (const a of expected) assert.equal(Number(a[cell]), v); }
        });
      }
    }),
    { seed, numRuns: 150 },
  );
});

Deno.test("forcedCells: exactly the cells every brute-force answer agrees on", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(smallBoard, fc.constantFrom("official", "loose") as fc.Arbitrary<DosunFuwariRule>, (
      board,
      rule,
    ) => {
      const answers = bruteForce(board, rule);
      const forced = forcedCells(board, { rule });
      assert.equal(forced.complete, true);
      assert.equal(forced.answers === 0, answers.length === 0);
      assert.ok(forced.answers <= answers.length);
      // The witnesses: distinct brute-force answers, and every open cell is where two differ.
      const all = new Set(answers);
      const keys = forced.witnesses.map((w) => w.join(""));
      assert.equal(forced.witnesses.length, forced.answers);
      assert.equal(new Set(keys).size, keys.length, "a witness came twice");
      for (const key of keys) assert.ok(all.has(key), `witness ${key} is not an answer`);
      forced.cells.forEach((v, cell) => {
        const first = forced.witnesses[0];
        if (v !== -1 || first === undefined) return;
        assert.ok(forced.witnesses.some((w) => w[cell] !== first[cell]), `open cell ${cell}`);
      });
      forced.cells.forEach((v, cell) => {
        if (board.black[cell]) return assert.equal(v, 0);
        if (answers.length === 0) return assert.equal(v, -1);
        const values = new Set(answers.map((a) => Number(a[cell])));
        assert.equal(v, values.size === 1 ? [...values][0] : -1, `cell ${cell}`);
      });
    }),
    { seed, numRuns: 120 },
  );
});

Deno.test("hand boards", async (t) => {
  // A 3×2 trivial board whose room A (column 0) gave its top cell to room B:
  // A must stack its balloon under B's, and B must then keep its balloon out of column 1.
  const starved = boardFromLabels(["BB", "AB", "AB"]);

  await t.step("a starved room: unique, needs profile", () => {
    const expected = bruteForce(starved, "official");
    assert.deepEqual(expected, ["101022"]);
    const result = solve(starved, { cap: Infinity });
    assert.deepEqual(sorted(result.answers), expected);
    assert.equal(result.stats.highestRung, "profile");
    assert.equal(result.stats.finishedWithoutGuessing, true);
    assert.equal(result.stats.settledBy.profile > 0, true);
  });

  await t.step("without profile the room rung and probe cannot finish it; search does", () => {
    const result = solve(starved, { cap: Infinity, rungs: { profile: false } });
    assert.deepEqual(sorted(result.answers), ["101022"]);
    assert.equal(result.stats.finishedWithoutGuessing, false);
    assert.equal(result.stats.highestRung, "search");
    assert.ok(result.stats.assumptions > 0);
    assert.ok(result.stats.settledBy.branch > 0);
  });

  await t.step("the run rung alone settles nothing", () => {
    for (const board of [starved, boardFromLabels(["AB", "AB"])]) {
      const only = deduce(board, { rungs: { room: false, profile: false, probe: false } });
      assert.ok(only.complete && !only.contradiction && !only.finished);
      assert.deepEqual([...only.cells], new Array(board.rows * board.cols).fill(-1));
      assert.deepEqual(only.settledBy, { run: 0, room: 0, profile: 0, probe: 0, branch: 0 });
      assert.equal(only.highestRung, "run");
    }
  });

  await t.step("settled cells add up to the white cells when the ladder finishes", () => {
    const full = deduce(starved);
    assert.ok(full.finished);
    assert.deepEqual([...full.cells], [1, 0, 1, 0, 2, 2]);
    const { run, room, profile, probe, branch } = full.settledBy;
    assert.equal(run + room + profile + probe + branch, 6);
  });
});

Deno.test("budget: a 20×20 with random rooms under loose stops by budget", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const board = dosunFuwariBoard({ rows: 20, cols: 20 }, new Uint8Array(400), {
    vertical: Uint8Array.from({ length: 20 * 19 }, () => (rng.next() < 0.4 ? 1 : 0)),
    horizontal: Uint8Array.from({ length: 19 * 20 }, () => (rng.next() < 0.4 ? 1 : 0)),
  });
  const result = solve(board, { rule: "loose", budget: 50_000 });
  // Either it stopped by budget, or (rarely) it finished with a verdict within it.
  if (result.stoppedBy === "budget") {
    assert.equal(result.complete, false);
    assert.ok(result.stats.work > 50_000);
  }
  const tiny = solve(board, { rule: "official", budget: 10 });
  assert.equal(tiny.stoppedBy, "budget");
  assert.equal(tiny.complete, false);
  const forced = forcedCells(board, { budget: 10 });
  assert.equal(forced.complete, false);
  assert.ok(forced.cells.every((v) => v === -1 || v === 0));
  const deduced = deduce(board, { rule: "loose", budget: 10 });
  assert.equal(deduced.complete, false);
  assert.equal(deduced.finished, false);
});

Deno.test("bad rungs and bad options of deduce and forcedCells are RangeErrors", () => {
  // solve's rule, cap and budget are checked for every engine in
  // engines/dosun_fuwari_contract_test.ts.
  const board = boardFromLabels(["AB", "AB"]);
  assert.throws(
    () => solve(board, { rungs: { clue: false } as unknown as Partial<Rungs> }),
    /unknown rung "clue"/,
  );
  assert.throws(() => deduce(board, { rule: "x" as DosunFuwariRule }), RangeError);
  assert.throws(() => forcedCells(board, { budget: NaN }), RangeError);
});

Deno.test("pinned: exactly the brute-force answers that agree with the pins", async (t) => {
  await t.step("hand board: a 1×2 room, its balloon pinned right", () => pinnedHandBoards(solve));
  await t.step("random small boards and pins, both readings", () => {
    const seed = testSeed();
    let cases = 0, cut = 0;
    fc.assert(
      fc.property(smallBoard, fc.integer(), someRungs, (board, pinSeed, rungs: Rungs) => {
        const rng = rngFromSeed(pinSeed);
        for (const rule of ["official", "loose"] as const) {
          const all = bruteForce(board, rule);
          const pins = randomPins(rng, board, all);
          const want = agreeing(all, pins);
          const result = solve(board, { rule, rungs, cap: Infinity, pinned: pins });
          assert.equal(result.complete, true);
          assert.deepEqual(sorted(result.answers), want, `${rule} pins ${pins.join()}`);
          cases++;
          if (want.length < all.length) cut++;
        }
      }),
      { seed, numRuns: 150 },
    );
    console.log(`${cases} pinned solves, ${cut} where the pins cut answers`);
    assert.equal(cases, 300);
    assert.ok(cut >= 30, `pins cut answers in only ${cut} cases: the test proves little`);
  });
  await t.step(
    "a bad pinned array is a RangeError quoting it",
    () => pinnedBadArrays(solve, /pinned cell 1.*got 5/),
  );
});

/**
 * A board with at least one answer: the trivial board on random black cells (one
 * room per run), then `steps` random moves of a cell into a neighbouring room (or of
 * a whole room into it), each kept only when the plain search still finds an answer
 * within {@link WALK_BUDGET} (a move whose search runs past it is undone like one that
 * leaves no answer: without the budget a few moves took seconds each to refute).
 */
const WALK_BUDGET = 200_000;

function walkedBoard(
  rng: Rng,
  side: number,
  density: number,
  steps: number,
  rule: DosunFuwariRule,
) {
  const n = side * side;
  const black = Uint8Array.from({ length: n }, () => (rng.next() < density ? 1 : 0));
  const labels = new Int32Array(n).fill(-1);
  for (let c = 0; c < side; c++) {
    for (let r = 0; r < side; r++) {
      const cell = r * side + c;
      if (black[cell]) continue;
      labels[cell] = r > 0 && !black[cell - side] ? labels[cell - side]! : cell;
    }
  }
  const make = () => {
    const text = Array.from({ length: side }, (_, r) =>
      Array.from({ length: side }, (_, c) => {
        const l = labels[r * side + c]!;
        return l < 0 ? "#" : String.fromCharCode(0x100 + l);
      }).join(""));
    return boardFromLabels(text);
  };
  let board = make();
  for (let s = 0; s < steps; s++) {
    const cell = rng.int(n);
    if (black[cell]) continue;
    const nbs = [
      cell - side,
      cell + side,
      cell % side ? cell - 1 : -1,
      (cell + 1) % side ? cell + 1 : -1,
    ]
      .filter((x) => x >= 0 && x < n && !black[x] && labels[x] !== labels[cell]);
    if (nbs.length === 0) continue;
    const saved = Int32Array.from(labels);
    const from = labels[cell]!, to = labels[rng.pick(nbs)]!;
    if (rng.next() < 0.2) labels.forEach((l, x) => l === from && (labels[x] = to));
    else labels[cell] = to;
    const next = make();
    // A room cut in two by the move shows up as an extra room: undo it.
    const ok = next.rooms.length === new Set(labels.filter((l) => l >= 0)).size &&
      solve(next, { rule, cap: 1, rungs: { profile: false }, budget: WALK_BUDGET }).answers
          .length === 1;
    if (ok) board = next;
    else labels.set(saved);
  }
  return board;
}

Deno.test("learning search: the same answers as the plain depth-first search", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const CAP = 300;
  const BOARDS = 80;
  let compared = 0, withAnswers = 0, conflicts = 0, jumped = 0, capped = 0, restarts = 0;
  // BOARDS boards, more until 10 compared boards had answers (at most 3 × BOARDS): over 15
  // seeds BOARDS gave 17 to 31 such boards (mean 25, σ 4), too near the guard below.
  let boards = 0;
  while (boards < BOARDS || (withAnswers < 10 && boards < 3 * BOARDS)) {
    const k = boards++;
    const side = 5 + rng.int(3);
    const rule = rng.pick(["official", "loose"] as const);
    const board = k % 2
      ? mergedRoomsBoard(rng.int(2 ** 31), side, side, 2 + rng.int(8), rng.pick([0, 0.1]))
      : walkedBoard(rng, side, rng.pick([0, 0.1]), 2 * side * side, rule);
    const learnt: string[] = [];
    // The same with a restart after every conflict (the engine waits for 64), so that
    // restarts happen on boards this small.
    const restarting: string[] = [];
    const plain: string[] = [];
    const runs = [[learnt, 64], [restarting, 1], [plain, 0]] as const;
    for (const [list, restartUnit] of runs) {
      const engine = new RunDomains(board, rule, ALL_RUNGS, 1e9);
      engine.init();
      if (!engine.deduceRoot()) continue;
      const collect = (a: Uint8Array) => (list.push(a.join("")), list.length >= CAP);
      if (restartUnit > 0) {
        engine.restartUnit = restartUnit;
        engine.searchLearning(collect);
        conflicts += engine.conflicts;
        jumped += engine.jumped;
        restarts += engine.restarts;
      } else engine.search(collect);
    }
    if (runs.some(([list]) => list.length >= CAP)) {
      capped++;
      continue;
    }
    const where = `board ${k} (${side}×${side}, ${rule})`;
    assert.deepEqual(learnt.sort(), plain.sort(), where);
    assert.deepEqual(restarting.sort(), plain.sort(), `${where}, restarting at every conflict`);
    compared++;
    if (learnt.length > 0) withAnswers++;
  }
  console.log(
    `${compared} boards compared (${withAnswers} with answers), ${capped} over ${CAP} answers ` +
      `skipped; ${conflicts} conflicts, ${jumped} levels backjumped, ${restarts} restarts`,
  );
  assert.equal(compared + capped, boards);
  assert.ok(withAnswers >= 10 && conflicts >= 100, "the learning barely ran");
  assert.ok(restarts >= 50, `only ${restarts} restarts`);
});

Deno.test("forcedCells with learning: each undecided cell has two judged answers that differ there", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  let forcedChecked = 0, openChecked = 0;
  for (let k = 0; k < 15; k++) {
    const side = 5 + rng.int(3);
    const board = walkedBoard(rng, side, rng.pick([0, 0.1]), 2 * side * side, "official");
    const forced = forcedCells(board);
    assert.equal(forced.complete, true, `board ${k}`);
    const all = solve(board, { cap: 5_000, rungs: { profile: false } });
    if (!all.complete) continue;
    const answers = all.answers;
    forced.cells.forEach((v, cell) => {
      if (board.black[cell]) return;
      if (answers.length === 0) return assert.equal(v, -1);
      const values = new Set(answers.map((a) => a[cell]));
      assert.equal(v, values.size === 1 ? [...values][0] : -1, `board ${k} cell ${cell}`);
      if (v === -1) openChecked++;
      else forcedChecked++;
    });
  }
  console.log(`${forcedChecked} forced and ${openChecked} open cells checked against every answer`);
  // 40 seeds: 167 to 388 forced (mean 276, σ 50) and 82 to 172 open cells (mean 136, σ 23).
  assert.ok(forcedChecked > 25 && openChecked > 10);
});
