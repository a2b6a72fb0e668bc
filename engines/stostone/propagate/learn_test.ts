// The learning search against the plain depth-first search (which shares only the
// ladder with it) and the reference judge, on random boards big enough to make it
// learn: answer sets, forced cells and their witnesses.

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../../core/rng.ts";
import { emptyBorders } from "../../../core/grid.ts";
import {
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
  withoutNumbers,
} from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { geometryOf } from "./geometry.ts";
import { BY_BRANCH, CONTRADICTION, Ladder, OK } from "./ladder.ts";
import { LEARN_DONE, LEARN_LIMIT, Learner, type LearnSchedule } from "./learn.ts";
import { rngFromSeed } from "../../../core/rng.ts";
import { STOSTONE_RULES } from "../../../core/stostone/board.ts";
import { gridOf, judgedShadings } from "../../stostone_test_util.ts";
import { randomBoard } from "../pinned_test_util.ts";
import { forcedCells, solve } from "./mod.ts";
import { externalBoards, gridText } from "./propagate_test_util.ts";

const SOURCES = externalBoards().filter((e) =>
  e.board.rows * e.board.cols <= 100 && !e.solutionCount.startsWith("0")
);

/**
 * A published board of at most 100 cells with a random part of its numbers removed
 * (rooms kept): boards that have answers, often many, so the search must branch.
 */
const arbMediumBoard = fc
  .record({
    source: fc.integer({ min: 0, max: SOURCES.length - 1 }),
    keep: fc.integer({ min: 0, max: 60 }),
    rolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 100, maxLength: 100 }),
  })
  .map(({ source, keep, rolls }) => {
    const b = SOURCES[source]!.board;
    const clues: StostoneClue[] = b.clues.map((c, i) => (rolls[i]! < keep ? c : null));
    return stostoneBoard({ rows: b.rows, cols: b.cols }, b, clues);
  });

const CAP = 300;

/**
 * The learning search (with or without column counters, which solve and forcedCells use
 * only above 144 cells by default) against the plain search on the boards above.
 */
function learnerAgreesWithPlainSearch(counters: boolean): void {
  const seed = testSeed();
  let boards = 0, compared = 0, guessed = 0, forcedChecked = 0;
  fc.assert(
    fc.property(arbMediumBoard, (board) => {
      boards++;
      const n = board.rows * board.cols;
      const plain = solve(board, { cap: CAP, learn: false });
      const learnt = solve(board, { cap: CAP, counters });
      if (learnt.stats.assumptions > 0) guessed++;
      for (const a of learnt.answers) {
        assert.ok(checkStostone(board, a, "exact").ok, gridText(a, board.cols));
      }
      if (plain.complete && learnt.complete) {
        compared++;
        const key = (as: Uint8Array[]) => as.map((a) => a.join("")).sort();
        assert.deepEqual(key(learnt.answers), key(plain.answers));
      }
      if (!plain.complete) return;
      const all = plain.answers;
      const backbone = forcedCells(board, { counters });
      assert.equal(backbone.complete, true);
      assert.equal(backbone.answers, Math.min(all.length, 2));
      for (const w of backbone.witnesses) assert.ok(checkStostone(board, w, "exact").ok);
      for (let x = 0; x < n; x++) {
        const agreed = all.length > 0 && all.every((a) => a[x] === all[0]![x]);
        assert.equal(backbone.cells[x], agreed ? all[0]![x] : -1, `cell ${x}`);
        if (all.length > 0 && !agreed) {
          assert.ok(backbone.witnesses.some((w) => w[x] !== backbone.witnesses[0]![x]));
        }
      }
      forcedChecked++;
    }),
    { seed, numRuns: 60 },
  );
  console.log(
    `counters ${counters}: ${boards} boards: ${compared} answer sets compared, ` +
      `${forcedChecked} backbones checked, ${guessed} needed guesses`,
  );
  assert.equal(boards, 60);
  // 20 seeds compared 39 to 56 boards (mean 48, σ 4): 30 was under 5σ below the mean.
  assert.ok(compared >= 25, `only ${compared} boards compared`);
  assert.ok(guessed >= 10, `only ${guessed} boards made the learner branch`);
}

Deno.test("learning search: same answers as the plain search, forced cells exact", () => {
  learnerAgreesWithPlainSearch(false);
});

Deno.test("learning search with column counters: the same, on boards too small to use them by default", () => {
  learnerAgreesWithPlainSearch(true);
});

/** A published 10×10 with its numbers removed: 2,622 answers, about 3,000 conflicts to list. */
function numberless162008(): StostoneBoard {
  const source = externalBoards().find((e) => e.id.endsWith("162-008.txt"));
  assert.ok(source !== undefined, "fixtures/external has StoStoneSolver/puzzles/162-008.txt");
  return withoutNumbers(source.board);
}

function learnerAtRoot(board: StostoneBoard, counters = false): Learner {
  const ladder = new Ladder(geometryOf(board), "exact", ALL_ON, 1e9, counters);
  assert.equal(ladder.init(), OK);
  assert.equal(ladder.full(), OK);
  return new Learner(ladder);
}

const ALL_ON = { col: true, clue: true, fit: true, drop: true, probe: true };

let plainAnswers: string[] | null = null;

/** 162-008's answers by the plain depth-first search (no learning, no clean-ups), sorted. */
function answersOf162008(): string[] {
  if (plainAnswers === null) {
    const plain = solve(numberless162008(), { cap: Infinity, learn: false, budget: 1e9 });
    assert.equal(plain.complete, true);
    plainAnswers = plain.answers.map((a) => a.join("")).sort();
  }
  return plainAnswers;
}

for (const counters of [false, true]) {
  Deno.test(`learning search (counters ${counters}): clean-ups of learnt nogoods lose no answer`, () => {
    learnerListsEveryAnswer(counters);
  });
}

/** Lists every answer of the numberless 162-008, with clean-ups, as the plain search does. */
function learnerListsEveryAnswer(counters: boolean): void {
  const learner = learnerAtRoot(numberless162008(), counters);
  // Not vacuous: with counters asked for, the ladder has them.
  assert.equal(learner.ladder.counters.variableCount > learner.ladder.geo.n, counters);
  const listed: string[] = [];
  const out = learner.search(Infinity, [], (a) => listed.push(a.join("")));
  assert.equal(out.status, LEARN_DONE);
  // Not vacuous: nogoods were dropped while answers were still being found.
  assert.ok(learner.dropped > 0, `no clean-up in ${learner.conflicts} conflicts`);
  const expected = answersOf162008();
  console.log(
    `${listed.length} answers listed (the plain search: ${expected.length}), ` +
      `${learner.conflicts} conflicts, ${learner.dropped} of ${learner.learnt} nogoods dropped`,
  );
  assert.equal(new Set(listed).size, listed.length, "an answer listed twice");
  assert.deepEqual(listed.sort(), expected);
}

Deno.test("learning search: a conflict limit stops at level 0 and keeps what was learnt", () => {
  const learner = learnerAtRoot(numberless162008());
  const root = Array.from(learner.ladder.val);
  const before: string[] = [];
  const stopped = learner.search(Infinity, [], (a) => before.push(a.join("")), 500);
  assert.equal(stopped.status, LEARN_LIMIT);
  assert.equal(learner.level, 0);
  root.forEach((v, x) => v === -1 || assert.equal(learner.ladder.val[x], v, `root cell ${x}`));
  assert.ok(learner.learnt > 0, "nothing learnt in the limited run");
  const after: string[] = [];
  assert.equal(learner.search(Infinity, [], (a) => after.push(a.join(""))).status, LEARN_DONE);
  // The answers the limited run reported stay blocked; together the two runs list each once.
  assert.ok(before.length > 0 && after.length > 0, `${before.length} + ${after.length}`);
  assert.deepEqual([...before, ...after].sort(), answersOf162008());
});

Deno.test("below the root a room settled in two pieces contradicts, for the unshaded cells around its first piece and two shaded ones", () => {
  // One 1×5 room without a number, settled shaded, unshaded, shaded, shaded, unshaded:
  // its stone is in two pieces. Only clue runs, as the search would meet it.
  const size = { rows: 1, cols: 5 };
  const board = stostoneBoard(size, emptyBorders(size));
  const only = { col: false, clue: true, fit: false, drop: false, probe: false };
  const settle = (check: boolean): Ladder => {
    const ladder = new Ladder(geometryOf(board), "none", only, 1e6);
    assert.equal(ladder.init(), OK);
    ladder.settledRoomCheck = check;
    [1, 0, 1, 1, 0].forEach((v, x) => ladder.assign(x, v, BY_BRANCH));
    return ladder;
  };
  // The write-up's ladder (at the root) leaves that to the full check of an answer.
  assert.equal(settle(false).lower(), OK);
  const ladder = settle(true);
  assert.equal(ladder.lower(), CONTRADICTION);
  const reason: number[] = [];
  ladder.eachConflict((y) => reason.push(y));
  // The first shaded cell, the unshaded cell that closes its piece in (1) and a shaded
  // cell it cannot reach (2); not cell 3, nor the unshaded cell 4 beyond the other piece.
  assert.deepEqual(reason.sort(), [0, 1, 2]);
  // The learner turns the check on.
  const root = new Ladder(geometryOf(board), "none", only, 1e6);
  assert.equal(root.init(), OK);
  assert.equal(new Learner(root).ladder.settledRoomCheck, true);
});

Deno.test("a cut cell's reason is the two shaded cells and the unshaded cells around the first one's component", () => {
  // One 3×3 room without a number:   # . #   The top middle cell joins the two shaded
  //                                   _ . _   cells (a cut cell). Around the component
  //                                   _ _ .   {0, 1, 2, 4} lie the unshaded 3, 5 and 7;
  // the unshaded 6 touches none of it, so it is no part of the reason.
  const size = { rows: 3, cols: 3 };
  const board = stostoneBoard(size, emptyBorders(size));
  const only = { col: false, clue: true, fit: false, drop: false, probe: false };
  const ladder = new Ladder(geometryOf(board), "none", only, 1e6);
  assert.equal(ladder.init(), OK);
  [[0, 1], [2, 1], [3, 0], [5, 0], [6, 0], [7, 0]].forEach(([x, v]) =>
    ladder.assign(x!, v!, BY_BRANCH)
  );
  assert.equal(ladder.lower(), OK);
  assert.equal(ladder.val[1], 1);
  assert.equal(ladder.val[8], 0); // out of reach of the first shaded cell
  const reason: number[] = [];
  ladder.eachReason(1, (y) => reason.push(y));
  assert.deepEqual(reason.sort(), [0, 2, 3, 5, 7]);
  const unreachable: number[] = [];
  ladder.eachReason(8, (y) => unreachable.push(y));
  assert.deepEqual(unreachable.sort(), [0, 3, 5, 7]);
});

Deno.test("learning search: restarting at every conflict and cleaning up every few, no answer lost", () => {
  // With the engine's schedule, restarts and clean-ups need hundreds and thousands of
  // conflicts: boards that big are beyond checking against every shading. Shrunk, they
  // happen on boards of 16 cells, where the judge gives every answer.
  const TINY: LearnSchedule = { restartUnit: 1, firstCleanup: 3, cleanupStep: 1, glue: 0 };
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const shapes = [[2, 6], [2, 8], [4, 3], [4, 4], [6, 2], [8, 2]] as const;
  let runs = 0, answers = 0, dropped = 0, restarted = 0, rootless = 0;
  for (let k = 0; k < 150; k++) {
    const [rows, cols] = rng.pick(shapes);
    const board = randomBoard(rng, rows, cols);
    const rule = rng.pick(STOSTONE_RULES);
    const truth = judgedShadings(board, rule);
    const ladder = new Ladder(geometryOf(board), rule, ALL_ON, 1e9);
    const label = `board ${k} ${rows}x${cols} ${rule} (${truth.length} answers)`;
    if (ladder.init() !== OK || ladder.full() !== OK) {
      assert.deepEqual(truth, [], `${label}: the root contradicted`);
      rootless++;
      continue;
    }
    const learner = new Learner(ladder, TINY);
    const listed: string[] = [];
    const out = learner.search(Infinity, [], (a) => listed.push(gridOf(board, a)));
    assert.equal(out.status, LEARN_DONE, label);
    assert.equal(new Set(listed).size, listed.length, `${label}: an answer listed twice`);
    assert.deepEqual(listed.sort(), truth, label);
    runs++;
    answers += listed.length;
    dropped += learner.dropped;
    if (learner.conflicts > 1) restarted++;
  }
  console.log(
    `${runs} searches to the end: ${answers} answers, ${dropped} nogoods dropped, ` +
      `${restarted} searches with restarts; ${rootless} boards without answers at the root`,
  );
  assert.equal(runs + rootless, 150);
  // Not vacuous: the searches restarted, cleaned up and listed answers. Over 20 seeds
  // 60 to 76 searches ran to the end and 42 to 58 restarted: the guards sit 5σ below.
  assert.ok(runs >= 35, `only ${runs} searches`);
  assert.ok(dropped >= 200, `only ${dropped} nogoods dropped`);
  assert.ok(restarted >= 20, `only ${restarted} searches restarted`);
  assert.ok(answers >= 300, `only ${answers} answers`);
});
