/**
 * The encoder against the three engines, as the engines are checked against each
 * other: on every region map of every even-height Stostone board of at most 8 cells
 * (bare, and numbered by each exact answer) under all four settings, and on every
 * Dosun-Fuwari board of at most 6 cells under both readings, its models are exactly
 * the engines' agreed answers, one model each. Each case list is counted twice: by the
 * walk, and by a closed count of its parts.
 */

import assert from "node:assert/strict";
import { bordersFromLabels } from "../../../core/grid.ts";
import { STOSTONE_RULES, stostoneBoard } from "../../../core/stostone/board.ts";
import { DOSUN_FUWARI_RULES } from "../../../core/dosun_fuwari/board.ts";
import { connectedPartitions } from "../../boards/partitions.ts";
import { solveWithAll } from "../../consensus/consensus.ts";
import { DOSUN_FUWARI_ENGINES, STOSTONE_ENGINES } from "../../../engines/mod.ts";
import { evenHeightSizes } from "../../claims/s_u9_engines.ts";
import { boardsOfSize } from "../../claims/d_u5_engines.ts";
import { gridSizesUpTo } from "../../claims/dosun_fuwari_boards.ts";
import type { Board, Rule } from "../../../core/genre.ts";
import { compareEncoder, type EncoderRun } from "./agreement.ts";

function agreedRun(
  engines: typeof STOSTONE_ENGINES | typeof DOSUN_FUWARI_ENGINES,
  board: Board,
  rule: Rule,
): EncoderRun {
  const c = solveWithAll(engines, board, rule, 100_000);
  assert.ok(c.agree && c.runs.every((r) => r.complete), `engines undecided on ${rule}`);
  return { board, rule, answers: c.answers };
}

Deno.test("stostone: the encoder's models are the engines' answers on every map of ≤ 8 cells", () => {
  const runs: EncoderRun[] = [];
  let maps = 0;
  for (const size of evenHeightSizes(8)) {
    for (const labels of connectedPartitions(size)) {
      maps++;
      const borders = bordersFromLabels(size, labels);
      const bare = stostoneBoard(size, borders);
      const numberings = new Set<string>();
      for (const rule of STOSTONE_RULES) {
        const run = agreedRun(STOSTONE_ENGINES, bare, rule);
        runs.push(run);
        if (rule !== "exact") continue;
        for (const a of run.answers) {
          numberings.add(bare.rooms.map((cells) => cells.reduce((n, x) => n + a[x]!, 0)).join());
        }
      }
      for (const k of numberings) {
        const numbered = stostoneBoard(size, borders, k.split(",").map(Number));
        for (const rule of STOSTONE_RULES) runs.push(agreedRun(STOSTONE_ENGINES, numbered, rule));
      }
    }
  }
  // S-U9's table: 2×1 2, 2×2 12, 2×3 74, 2×4 456, 4×1 8, 4×2 456, 6×1 32, 8×1 128.
  assert.equal(maps, 2 + 12 + 74 + 456 + 8 + 456 + 32 + 128);
  const found = compareEncoder(runs);
  console.log(`stostone: ${found.runs} runs (${maps} maps), ${found.answers} answers compared`);
  assert.equal(found.runs, runs.length);
  assert.equal(found.answers, runs.reduce((n, r) => n + r.answers.length, 0));
  assert.ok(found.answers > 10_000, "too few answers for the check to mean anything");
  assert.deepEqual(found.missing.map((m) => m.why), []);
  assert.deepEqual(found.extra.map((e) => [...e.answer].join("")), []);
});

Deno.test("dosun-fuwari: the encoder's models are the engines' answers on every board of ≤ 6 cells", () => {
  const runs: EncoderRun[] = [];
  let boards = 0;
  for (const size of gridSizesUpTo(6)) {
    for (const board of boardsOfSize(size)) {
      boards++;
      for (const rule of DOSUN_FUWARI_RULES) {
        runs.push(agreedRun(DOSUN_FUWARI_ENGINES, board, rule));
      }
    }
  }
  // D-U5's table: 1 cells 2, 2 cells 10, 3 cells 26, 4 cells 111, 5 cells 178, 6 cells 1,260.
  assert.equal(boards, 2 + 10 + 26 + 111 + 178 + 1260);
  const found = compareEncoder(runs);
  console.log(
    `dosun-fuwari: ${found.runs} runs (${boards} boards), ${found.answers} answers compared`,
  );
  assert.equal(found.answers, runs.reduce((n, r) => n + r.answers.length, 0));
  assert.ok(found.answers > 1000, "too few answers for the check to mean anything");
  assert.deepEqual(found.missing.map((m) => m.why), []);
  assert.deepEqual(found.extra.map((e) => [...e.answer].join("")), []);
});

Deno.test("a wrong answer set is caught both ways", () => {
  const board = stostoneBoard({ rows: 2, cols: 2 }, {
    vertical: new Uint8Array(2),
    horizontal: new Uint8Array(2),
  });
  const run = agreedRun(STOSTONE_ENGINES, board, "exact");
  assert.ok(run.answers.length >= 2);
  const fewer = compareEncoder([{ ...run, answers: run.answers.slice(1) }]);
  assert.equal(fewer.extra.length, 1, "a dropped answer is a model outside the set");
  const wrong = compareEncoder([{
    ...run,
    answers: [...run.answers, new Uint8Array([1, 1, 1, 1])],
  }]);
  assert.equal(wrong.missing.length, 1, "a non-answer is no model");
});
