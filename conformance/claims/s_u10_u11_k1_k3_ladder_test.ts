import assert from "node:assert/strict";
import { emptyBorders } from "../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import {
  ablate,
  cluePrefixes,
  firstRungs,
  judgeK1,
  judgePrefix,
  RUNG_NAMES,
  S_K1,
  settledBy,
  sharedOrderings,
} from "./s_u10_u11_k1_k3_ladder.ts";
import { loadStostoneCorpus } from "./stostone_corpus.ts";

/**
 * 4×2 cut into two 2×2 rooms, "?" on top and 0 below (propagate's own example): each
 * column needs two shaded cells, so the top room is filled; one answer, found by the
 * ladder without a guess.
 */
const PINNED = stostoneBoard({ rows: 4, cols: 2 }, {
  vertical: new Uint8Array(4),
  horizontal: new Uint8Array([0, 0, 1, 1, 0, 0]),
}, ["?", 0]);

Deno.test("firstRungs switches on the bottom k rungs", () => {
  for (let k = 0; k <= 5; k++) {
    const on = RUNG_NAMES.filter((name) => firstRungs(k)[name]);
    assert.deepEqual(on, RUNG_NAMES.slice(0, k));
  }
});

Deno.test("sharedOrderings of the write-up's S-K2 rows: the orders both sizes agree on", () => {
  // col, clue, fit, drop, probe. By hand: clue beats every rung in both rows; fit beats
  // col and drop; col and probe beat drop; col/probe and fit/probe swap between rows.
  const pairs = sharedOrderings([[19.5, 37.8, 31.1, 5.5, 6.1], [14.6, 29.2, 22.1, 7.9, 26.2]]);
  assert.deepEqual(pairs, [[0, 3], [1, 0], [1, 2], [1, 3], [1, 4], [2, 0], [2, 3], [4, 3]]);
  assert.deepEqual(sharedOrderings([[1, 1]]), [], "ties order nothing");
});

Deno.test("cluePrefixes reveal the answer's stone sizes one room at a time", () => {
  const seed = testSeed();
  // 4×2 cut into four 1×2 rows; answer: rows 2 and 3 shaded.
  const size = { rows: 4, cols: 2 };
  const board = stostoneBoard(size, {
    vertical: new Uint8Array(4),
    horizontal: new Uint8Array([1, 1, 1, 1, 1, 1]),
  });
  const answer = new Uint8Array([0, 0, 0, 0, 1, 1, 1, 1]);
  const prefixes = cluePrefixes(board, answer, rngFromSeed(seed));
  assert.equal(prefixes.length, board.rooms.length + 1);
  assert.ok(prefixes[0]!.clues.every((c) => c === null));
  assert.deepEqual(prefixes.at(-1)!.clues, [0, 0, 2, 2]);
  for (let k = 1; k < prefixes.length; k++) {
    const added = prefixes[k]!.clues.filter((c, i) => c !== prefixes[k - 1]!.clues[i]);
    assert.equal(added.length, 1, `prefix ${k} adds one number`);
    assert.deepEqual(prefixes[k]!.roomOf, board.roomOf);
  }
});

Deno.test("judgePrefix: a finished unique board, an open multiple board", () => {
  const u = judgePrefix(PINNED);
  assert.equal(u.verdict, "unique");
  assert.equal(u.finishedWithoutGuessing, true);
  assert.equal(u.unsound, false);
  // 2×2, one room: the top row or the bottom row (both drop into place).
  const two = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
  const m = judgePrefix(two);
  assert.equal(m.verdict, "multiple");
  assert.equal(m.finishedWithoutGuessing, false);
  assert.equal(m.disagree, false);
  // A planted propagate that claims to finish the two-answer board is caught.
  const liar = judgePrefix(two, () => ({
    answers: [new Uint8Array([0, 0, 1, 1])],
    stats: { finishedWithoutGuessing: true },
  }));
  assert.equal(liar.unsound, true);
  assert.equal(liar.verdict, "multiple");
});

Deno.test("settledBy: col alone settles nothing on an empty grid; the full ladder finishes a pinned board", () => {
  const empty = stostoneBoard({ rows: 4, cols: 4 }, emptyBorders({ rows: 4, cols: 4 }));
  const col = settledBy([empty], firstRungs(1));
  assert.deepEqual(
    { settled: col.settled, cells: col.cells, finished: col.finished },
    { settled: 0, cells: 16, finished: 0 },
  );
  const all = settledBy([PINNED, empty], firstRungs(5));
  assert.equal(all.finished, 1);
  assert.deepEqual(all.unfinished, [1]);
});

Deno.test("ablate: a board the ladder finishes costs no assumption; one with two answers does", () => {
  const two = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
  const row = ablate([PINNED], "all rungs", [], 1_000_000);
  const { perBoard, ...sums } = row;
  assert.deepEqual(sums, {
    name: "all rungs",
    settled: 100,
    finished: 1,
    assumptions: 0,
    budgetStops: 0,
  });
  assert.deepEqual(perBoard?.finished, [true]);
  // Two answers: the search has to branch at least once to see both.
  assert.ok(ablate([two], "all rungs", [], 1_000_000).assumptions >= 1);
});

Deno.test("judgeK1: the verdict is the whole corpus's; the finished subset only a second reading", () => {
  // The old computation judged the subset: this pair (probe 100% only on the subset) gave
  // "shape holds". On every board probe falls short, and that is the verdict.
  const all = { "6x6": [0, 26.1, 46.7, 62.8, 100], "8x8": [0, 14.6, 23.8, 35.2, 98.5] };
  const finished = { "6x6": [0, 26.1, 46.7, 62.8, 100], "8x8": [0, 14.8, 24, 35.8, 100] };
  const j = judgeK1(all, finished);
  assert.equal(j.verdict, "not reproduced on this corpus");
  assert.deepEqual(j.failures, ["8x8 probe 98.5%, not 100"]);
  assert.equal(j.subsetVerdict, "shape holds, figures differ");
  // A corpus the ladder finishes everywhere holds in shape on all boards too.
  assert.equal(judgeK1(finished, finished).verdict, "shape holds, figures differ");
  // The write-up's own figures reproduce; a rung that falls breaks the shape.
  const writeup = { "6x6": [0, 37.9, 75.4, 78.5, 100], "8x8": [0, 11.7, 26.2, 28.5, 100] };
  assert.equal(judgeK1(writeup, writeup).verdict, "reproduced");
  const falls = { "6x6": [0, 30, 20, 62.8, 100] };
  assert.deepEqual(judgeK1(falls, falls, falls).failures, ["6x6 fit falls"]);
});

Deno.test("S-K1 is judged on all 77 corpus boards", async () => {
  const outcome = await S_K1.run({ full: false, seed: 1 });
  const data = outcome.data as { judgedOn: number; finished: Record<string, string> };
  // A second count of the boards: the corpus loader's, and the per-size denominators.
  const corpus = (await loadStostoneCorpus()).length;
  const perSize = Object.values(data.finished).reduce((n, f) => n + Number(f.split("/")[1]), 0);
  console.log(`  judged on ${data.judgedOn} boards; corpus ${corpus}; per size ${perSize}`);
  assert.equal(data.judgedOn, 77);
  assert.equal(corpus, 77);
  assert.equal(perSize, 77);
  assert.equal(outcome.verdict, "not reproduced on this corpus");
  assert.match(outcome.verdictText!, /^not reproduced on this corpus on all 77: /);
  assert.match(outcome.verdictText!, /8x8 98\.5% against ≥ 100%/);
});
