import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { type Board, decodeUrl, encodeUrl, parseAnswerRows } from "../../core/formats/mod.ts";
import { type Rng, rngFromSeed, testSeed } from "../../core/rng.ts";
import { stostoneBoard, type StostoneClue } from "../../core/stostone/board.ts";
import { checkStostone } from "../../core/stostone/judge.ts";
import {
  dosunFuwariFromParsed,
  type ParsedVector,
  stostoneFromParsed,
} from "../../core/judge_vectors_test_util.ts";
import { dosunFuwariBoardArb, stostoneBoardArb } from "../boards/arbitraries.ts";
import { DOSUN_FUWARI_ENGINES, type Engine, STOSTONE_ENGINES } from "../../engines/mod.ts";
import type { Rule } from "../../core/genre.ts";
import {
  compareJudges,
  compareSample,
  describeComparison,
  formatSummary,
  type JudgeSample,
  type SampleComparison,
  summarise,
} from "./compare.ts";
import { matchException, PZPR_EXCEPTIONS } from "./exceptions.ts";
import { editPieces, flipCells, randomPieces, randomShading } from "./mutations.ts";
import { plantStostone, randomDosunFuwari } from "./random_boards.ts";
import { PZPR_CODE_NAMES, pzprCheck, pzprCheckFile } from "./pzpr_judge.ts";

const VECTOR_FILES = {
  stostone: "fixtures/vectors/stostone.pzprjs-tests.json",
  dosufuwa: "fixtures/vectors/dosufuwa.pzprjs-tests.json",
} as const;
const EXTERNAL_FILES = {
  stostone: "fixtures/external/stostone.external-collections.json",
  dosufuwa: "fixtures/external/dosufuwa.external-collections.json",
} as const;

interface VectorCase {
  readonly expected_failcode: string | null;
  readonly file: string;
  readonly parsed: ParsedVector;
}
interface VectorFile {
  readonly full_url: string;
  readonly failcheck: readonly VectorCase[];
}

function readJson<T>(path: string): T {
  return JSON.parse(Deno.readTextFileSync(new URL(`../../${path}`, import.meta.url))) as T;
}

function fromVector(genre: keyof typeof VECTOR_FILES, vector: VectorCase) {
  const { board, answer } = genre === "stostone"
    ? stostoneFromParsed(vector.parsed)
    : dosunFuwariFromParsed(vector.parsed);
  assert.ok(answer !== null, "every vector carries an answer");
  return { board: board as Board, answer };
}

/** Fails with every disagreement spelled out (board URL and answer rows). */
function assertNoDisagreement(results: readonly SampleComparison[], what: string): void {
  const bad = results.filter((r) => r.agreement === "disagree");
  assert.equal(
    bad.length,
    0,
    `${what}: ${bad.length} disagreement(s)\n${
      bad.slice(0, 10).map(describeComparison).join("\n")
    }`,
  );
}

/** Every answer of every engine of the board's genre (exact / official), capped. */
function engineSamples(board: Board, cap: number): JudgeSample[] {
  const samples: JudgeSample[] = [];
  if (board.genre === "stostone") {
    for (const engine of STOSTONE_ENGINES) {
      const run = engine.solve(board, { rule: "exact", cap, budget: engine.budgetFor(board) });
      for (const answer of run.answers) samples.push({ board, answer, source: engine.name });
    }
  } else {
    for (const engine of DOSUN_FUWARI_ENGINES) {
      const run = engine.solve(board, { rule: "official", cap, budget: engine.budgetFor(board) });
      for (const answer of run.answers) samples.push({ board, answer, source: engine.name });
    }
  }
  return samples;
}

/** Correct answers must be accepted by both judges, or differ only by a listed exception. */
function assertAllAccepted(results: readonly SampleComparison[], what: string): void {
  assertNoDisagreement(results, what);
  const rejected = results.filter((r) => !r.suite.ok);
  assert.equal(
    rejected.length,
    0,
    `${what}: the suite's judge rejects an engine answer\n${
      rejected.slice(0, 5).map(describeComparison).join("\n")
    }`,
  );
  const pzprRejected = results.filter((r) => !r.pzpr.ok && r.agreement !== "exception");
  assert.equal(pzprRejected.length, 0, `${what}: pzpr rejects an answer outside any exception`);
}

Deno.test("second judge: the reference vectors", async (t) => {
  const results: SampleComparison[] = [];
  const expectedCodes = new Set<string>();
  for (const genre of ["stostone", "dosufuwa"] as const) {
    const file = readJson<VectorFile>(VECTOR_FILES[genre]);
    for (const vector of file.failcheck) {
      const name = `${genre} ${vector.expected_failcode ?? "complete"}`;
      await t.step(`${name}: pzpr's own reading of the file gives the expected code`, () => {
        // No suite code involved: pzpr opens the pzprv3 text itself.
        const verdict = pzprCheckFile(vector.file);
        assert.equal(verdict.code, vector.expected_failcode);
        assert.equal(verdict.ok, vector.expected_failcode === null);
      });
      await t.step(`${name}: both judges give it on the suite's board`, () => {
        const result = compareSample(fromVector(genre, vector));
        results.push(result);
        assert.equal(result.suite.code, vector.expected_failcode, describeComparison(result));
        assert.equal(result.agreement, "agree", describeComparison(result));
      });
      if (vector.expected_failcode !== null) expectedCodes.add(vector.expected_failcode);
    }
  }
  await t.step("the vectors cover every code of the code table, once per code", () => {
    assert.deepEqual([...expectedCodes].sort(), Object.keys(PZPR_CODE_NAMES).sort());
    for (const [pzprCode, suiteCode] of Object.entries(PZPR_CODE_NAMES)) {
      assert.equal(pzprCode, suiteCode, "pzpr and the suite use the same code strings");
    }
  });
  await t.step("14 of 14 agree, none by exception", () => {
    const summary = summarise(results);
    console.log(`vectors: ${formatSummary(summary)}`);
    assert.equal(summary.compared, 14);
    assert.equal(summary.agreed, 14);
  });
  await t.step("the bkNoShade vector's board is not the vectors' URL board", () => {
    // Where an earlier FORMATS.md's "13 of 14" came from: opening the shared URL and setting the
    // bkNoShade vector's answer judges another board, on which that answer is correct.
    const file = readJson<VectorFile>(VECTOR_FILES.stostone);
    const vector = file.failcheck.find((v) => v.expected_failcode === "bkNoShade")!;
    const { board, answer } = fromVector("stostone", vector);
    assert.notEqual(encodeUrl(board), file.full_url);
    const onUrlBoard = compareSample({ board: decodeUrl(file.full_url), answer });
    assert.equal(onUrlBoard.agreement, "agree");
    assert.ok(onUrlBoard.suite.ok && onUrlBoard.pzpr.ok);
  });
});

Deno.test("second judge: the listed exceptions", async (t) => {
  await t.step("every exception has an id, a reason and evidence; ids are unique", () => {
    const ids = PZPR_EXCEPTIONS.map((e) => e.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const e of PZPR_EXCEPTIONS) assert.ok(e.reason.length > 20 && e.evidence.length > 20);
  });
  // 2×1, two one-cell rooms; the top room is clued 0, the bottom one as given.
  const board = (bottom: 1 | "?" | null) =>
    stostoneBoard({ rows: 2, cols: 1 }, {
      vertical: new Uint8Array(0),
      horizontal: new Uint8Array([1]),
    }, [0, bottom]);
  await t.step("clue 0: the suite accepts an empty 0 room, pzpr 0.10.1 says bkNoShade", () => {
    for (const bottom of [1, "?", null] as const) {
      const r = compareSample({ board: board(bottom), answer: new Uint8Array([0, 1]) });
      assert.ok(r.suite.ok);
      assert.equal(r.pzpr.code, "bkNoShade");
      assert.equal(r.agreement, "exception");
      assert.equal(r.exception, "stostone-clue-zero-room");
    }
  });
  await t.step("clue 0: every other answer on that board gets the same code", () => {
    for (const answer of [[1, 0], [0, 0], [1, 1]]) {
      const r = compareSample({ board: board(null), answer: new Uint8Array(answer) });
      assert.equal(r.agreement, "agree", describeComparison(r));
    }
  });
  await t.step("the clue-0 predicate recognises nothing else", () => {
    const b = board(null);
    const base = {
      board: b,
      suite: { ok: true, code: null },
      pzpr: { ok: false, code: "bkNoShade" },
    };
    assert.ok(matchException({ ...base, answer: new Uint8Array([0, 1]) }) !== null);
    // The empty room is the unclued one: the suite would have said bkNoShade itself.
    assert.equal(matchException({ ...base, answer: new Uint8Array([1, 0]) }), null);
    // Other verdict pairs are not this difference.
    const answer = new Uint8Array([0, 1]);
    assert.equal(
      matchException({ ...base, answer, pzpr: { ok: false, code: "cuLower" } }),
      null,
    );
    assert.equal(
      matchException({ ...base, answer, suite: { ok: false, code: "bkShadeNe" } }),
      null,
    );
    // Boards without a 0 clue never qualify.
    const noZero = stostoneBoard({ rows: 2, cols: 1 }, {
      vertical: new Uint8Array(0),
      horizontal: new Uint8Array([1]),
    }, [1, null]);
    assert.equal(matchException({ ...base, board: noZero, answer }), null);
  });
});

Deno.test("second judge: every engine answer passes both judges", async (t) => {
  const seed = testSeed("engine answers");
  await t.step("external boards: all engines, cap 10, plus the fixtures' own solutions", () => {
    const samples: JudgeSample[] = [];
    for (const genre of ["stostone", "dosufuwa"] as const) {
      const file = readJson<{ puzzles: readonly Record<string, unknown>[] }>(
        EXTERNAL_FILES[genre],
      );
      for (const puzzle of file.puzzles) {
        const board = decodeUrl(puzzle["pzprjs_url"] as string);
        samples.push(...engineSamples(board, 10));
        // The fixtures' solutions were found by an ASP model and accepted by pzprjs.
        const solutions = (puzzle["solutions"] ?? []) as readonly { grid: string[] }[];
        for (const s of solutions) {
          samples.push({ board, answer: parseAnswerRows(board, s.grid), source: "fixture" });
        }
      }
    }
    const { results, summary } = compareJudges(samples);
    console.log(`external boards: ${formatSummary(summary)}`);
    assert.ok(summary.compared >= 44, "at least one answer per solvable external board");
    assertAllAccepted(results, "external boards");
  });
  await t.step("random small boards: all engines, cap 10", () => {
    const rng = rngFromSeed(seed);
    const samples: JudgeSample[] = [];
    for (let i = 0; i < 30; i++) {
      const planted = plantStostone({ rows: 2 + 2 * rng.int(3), cols: 1 + rng.int(5) }, rng);
      if (planted !== null) samples.push(...engineSamples(planted.board, 10));
    }
    for (let i = 0; i < 60; i++) {
      const size = { rows: 1 + rng.int(6), cols: 1 + rng.int(6) };
      samples.push(...engineSamples(randomDosunFuwari(size, rng), 10));
    }
    const { results, summary } = compareJudges(samples);
    console.log(`random boards: ${formatSummary(summary)}`);
    assertAllAccepted(results, `random boards (seed ${seed})`);
  });
});

/** How one genre's samples are drawn: one engine's answers, their mutants, random fillings. */
interface SampleMaker {
  /** The name of the engine drawn and the answers it found. */
  solve(): { engine: string; answers: readonly Uint8Array[] };
  /** What a mutant is called: `flip` or `edit`, followed by how many changes. */
  readonly mutation: string;
  mutate(answer: Uint8Array, changes: number): Uint8Array;
  random(): Uint8Array;
}

/** One engine drawn with `rng`, and the answers (at most 10) it finds under `rule`. */
function drawnEngineAnswers<B extends Board, R extends Rule>(
  engines: readonly Engine<B, R>[],
  board: B,
  rule: R,
  rng: Rng,
): { engine: string; answers: readonly Uint8Array[] } {
  const engine = rng.pick(engines);
  const run = engine.solve(board, { rule, cap: 10, budget: engine.budgetFor(board) });
  return { engine: engine.name, answers: run.answers };
}

function sampleMaker(board: Board, rng: Rng): SampleMaker {
  if (board.genre === "stostone") {
    const b = board;
    return {
      solve: () => drawnEngineAnswers(STOSTONE_ENGINES, b, "exact", rng),
      mutation: "flip",
      mutate: (answer, changes) => flipCells(answer, rng, changes),
      random: () => randomShading(b, rng),
    };
  }
  const b = board;
  return {
    solve: () => drawnEngineAnswers(DOSUN_FUWARI_ENGINES, b, "official", rng),
    mutation: "edit",
    mutate: (answer, changes) => editPieces(b, answer, rng, changes),
    random: () => randomPieces(b, rng),
  };
}

/** Correct answers, mutated ones and random fillings for one board, from one seed. */
function streamSamples(board: Board, seed: number, planted?: Uint8Array): JudgeSample[] {
  const rng = rngFromSeed(seed);
  const samples: JudgeSample[] = [];
  if (planted !== undefined) samples.push({ board, answer: planted, source: "planted" });
  const maker = sampleMaker(board, rng);
  const { engine, answers } = maker.solve();
  for (const answer of answers.slice(0, 3)) {
    samples.push({ board, answer, source: engine });
    for (let i = 0; i < 2; i++) {
      const changes = 1 + rng.int(3);
      samples.push({
        board,
        answer: maker.mutate(answer, changes),
        source: `${maker.mutation} ${changes}`,
      });
    }
  }
  for (let i = 0; i < 3; i++) samples.push({ board, answer: maker.random(), source: "random" });
  return samples;
}

Deno.test("second judge: pzprCheck refuses answers that do not fit the board", () => {
  const board = decodeUrl("dosufuwa/3/2/q81"); // 2×3, (0,1) black
  assert.throws(() => pzprCheck(board, new Uint8Array(5)), RangeError);
  assert.throws(() => pzprCheck(board, new Uint8Array([0, 1, 0, 0, 0, 0])), RangeError);
  assert.throws(() => pzprCheck(decodeUrl("stostone/1/2/0"), new Uint8Array([2, 0])), RangeError);
});

Deno.test("second judge: planted boards carry a correct answer", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  for (let i = 0; i < 40; i++) {
    const planted = plantStostone({ rows: 2 + 2 * rng.int(3), cols: 1 + rng.int(5) }, rng);
    assert.ok(planted !== null, `seed ${seed}: no shading found`);
    const verdict = checkStostone(planted.board, planted.planted, "exact");
    assert.ok(verdict.ok, `seed ${seed}: ${encodeUrl(planted.board)} ${verdict.code}`);
  }
});

Deno.test("second judge: a random answer stream gets the same verdict and code", async (t) => {
  const seed = testSeed("answer stream");
  // The extra stoneless room is mostly clued 0 (the planted shading stays correct); other
  // clues make the planted shading fail at bkShadeNe or bkNoShade, the last check.
  const plantedArb = fc.record({
    rows: fc.integer({ min: 1, max: 3 }).map((h) => 2 * h),
    cols: fc.integer({ min: 1, max: 5 }),
    emptyRoomClue: fc.constantFrom<StostoneClue>(0, 0, "?", null, 2),
    seed: fc.integer(),
  }).map(({ rows, cols, emptyRoomClue, seed }) =>
    plantStostone({ rows, cols }, rngFromSeed(seed), { emptyRoomClue, emptyRoomChance: 0.5 })
  ).filter((p) => p !== null).map((p) => ({ board: p!.board as Board, planted: p!.planted }));
  const stostoneArb: fc.Arbitrary<{ board: Board; planted?: Uint8Array }> = fc.oneof(
    { arbitrary: plantedArb, weight: 3 },
    {
      arbitrary: fc.boolean().chain((innerBorders) =>
        stostoneBoardArb({ rows: [1, 6], cols: [1, 5], evenRows: false, innerBorders })
      ).map((board) => ({ board })),
      weight: 1,
    },
  );
  const dosunArb: fc.Arbitrary<{ board: Board; planted?: Uint8Array }> = fc.oneof(
    {
      arbitrary: fc.record({
        rows: fc.integer({ min: 1, max: 6 }),
        cols: fc.integer({ min: 1, max: 6 }),
        innerBorders: fc.boolean(),
        seed: fc.integer(),
      }).map(({ seed, innerBorders, ...size }) => ({
        board: randomDosunFuwari(size, rngFromSeed(seed), { innerBorders }) as Board,
      })),
      weight: 3,
    },
    {
      arbitrary: fc.boolean().chain((innerBorders) =>
        dosunFuwariBoardArb({ rows: [1, 6], cols: [1, 6], innerBorders })
      ).map((board) => ({ board: board as Board })),
      weight: 1,
    },
  );
  for (const [genre, arb] of [["stostone", stostoneArb], ["dosun-fuwari", dosunArb]] as const) {
    await t.step(genre, () => {
      const results: SampleComparison[] = [];
      fc.assert(
        fc.property(arb, fc.integer(), ({ board, planted }, sampleSeed) => {
          const outcome = compareJudges(streamSamples(board, sampleSeed, planted));
          results.push(...outcome.results);
          assertNoDisagreement(outcome.results, `${genre} stream (seed ${seed})`);
        }),
        { seed, numRuns: 150 },
      );
      const summary = summarise(results);
      console.log(`${genre} stream: ${formatSummary(summary)}`);
      assert.equal(summary.disagreed, 0);
      // The stream must reach the late checks too, not only the first one.
      assert.ok(Object.keys(summary.verdicts).length >= 5, JSON.stringify(summary.verdicts));
    });
  }
});
