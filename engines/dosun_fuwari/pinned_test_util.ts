/**
 * Test helpers the Dosun-Fuwari engine tests share (test code only: the engines
 * themselves share nothing): boards drawn as pictures, every filling judged, and the
 * pinned-answers test every engine's `pinned` option must pass.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  BALLOON,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
} from "../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../core/dosun_fuwari/judge.ts";
import type { SolveResult } from "../../core/grid.ts";
import { bordersFromLabels } from "../../core/grid.ts";
import { type Rng, rngFromSeed, testSeed } from "../../core/rng.ts";

/**
 * A board drawn as rows of room letters, `#` black.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardOf } from "./pinned_test_util.ts";
 * assert.equal(boardOf(["a#", "ab"]).rooms.length, 2);
 * ```
 */
export function boardOf(picture: readonly string[]): DosunFuwariBoard {
  const size = { rows: picture.length, cols: picture[0]!.length };
  const black = Array.from(picture.join(""), (ch) => (ch === "#" ? 1 : 0));
  return dosunFuwariBoard(size, black, bordersFromLabels(size, picture.join("")));
}

/** Small hand-drawn boards (as {@link boardOf} pictures) for checks over every filling. */
export const HAND_PICTURES: readonly (readonly string[])[] = [
  ["a", "a"],
  ["a", "a", "a"],
  ["a#", "##"],
  ["bb", "ab", "ab"],
  ["aaa", "abc", "abc"],
  ["a#b", "aab", "#bb"],
  ["aabbc", "aabcc"],
  ["aaa", "#a#", "aaa"],
  ["##", "##"],
  ["ab", "ab", "ab", "ab"],
];

/** A random picture of up to 4×4 cells; room letters a–c, cells beyond the ninth white one black. */
export function randomPicture(rng: Rng): string[] {
  const rows = 1 + rng.int(4), cols = 1 + rng.int(4);
  let white = 0;
  const cells = Array.from({ length: rows * cols }, () => rng.pick(["a", "a", "b", "c", "#"]))
    .map((l) => (l !== "#" && ++white > 9 ? "#" : l));
  return Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""));
}

/** Calls `fn` with every filling (0, 1, 2) of the white cells; one array, refilled. */
export function eachFilling(board: DosunFuwariBoard, fn: (answer: Uint8Array) => void): void {
  const white = [...board.black.keys()].filter((cell) => board.black[cell] === 0);
  const answer = new Uint8Array(board.rows * board.cols);
  for (let code = 0; code < 3 ** white.length; code++) {
    let rest = code;
    for (const cell of white) {
      answer[cell] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    fn(answer);
  }
}

/** Every answer under `rule`, as sorted strings, by judging every filling. */
export function judgedAnswers(board: DosunFuwariBoard, rule: DosunFuwariRule): string[] {
  const found: string[] = [];
  eachFilling(board, (answer) => {
    if (checkDosunFuwari(board, answer, rule).ok) found.push(answer.join(""));
  });
  return found.sort();
}

/**
 * Pins for a board drawn from its answers: a random subset of one answer's cells
 * (sometimes with one pin changed to another value, sometimes a black cell pinned to
 * a piece), so that pins both keep and cut answers.
 */
export function randomPins(
  rng: Rng,
  board: DosunFuwariBoard,
  answers: readonly string[],
): Int8Array {
  const n = board.rows * board.cols;
  const pins = new Int8Array(n).fill(-1);
  const from = answers.length > 0 ? answers[rng.int(answers.length)]! : null;
  for (let cell = 0; cell < n; cell++) {
    if (rng.next() < 0.4) pins[cell] = from !== null ? Number(from[cell]) : rng.int(3);
  }
  if (rng.next() < 0.6) pins[rng.int(n)] = rng.int(3);
  return pins;
}

/** The answers (as strings) that give every pinned cell its value. */
export const agreeing = (answers: readonly string[], pins: Int8Array): string[] =>
  answers.filter((a) => pins.every((v, cell) => v === -1 || Number(a[cell]) === v));

/** Answers as sorted strings. */
export const sortedAnswers = (answers: readonly Uint8Array[]): string[] =>
  answers.map((a) => a.join("")).sort();

/** An engine's `solve` as the pinned tests call it. */
export type PinnedSolve = (
  board: DosunFuwariBoard,
  options: { rule?: DosunFuwariRule; cap?: number; pinned?: Int8Array },
) => SolveResult<{ readonly nodes: number }>;

/** The hand-made case: a 1×2 room with its balloon pinned right, and an answerless pin. */
export function pinnedHandBoards(solve: PinnedSolve): void {
  const board = boardOf(["aa"]);
  assert.deepEqual(sortedAnswers(solve(board, { cap: Infinity }).answers), ["12", "21"]);
  const pinned = solve(board, { cap: Infinity, pinned: Int8Array.from([-1, BALLOON]) });
  assert.equal(pinned.complete, true);
  assert.deepEqual(sortedAnswers(pinned.answers), ["21"]);
  const none = solve(boardOf(["#a", "#a"]), { pinned: Int8Array.from([BALLOON, -1, -1, -1]) });
  assert.equal(none.complete, true);
  assert.equal(none.answers.length, 0);
}

/**
 * The pinned-answers test: `solve` with `pinned` gives exactly the judged answers that
 * agree with the pins, on the hand boards and on 200 or more random boards of at most 9
 * white cells under both readings (seeded, printed); a bad pinned array is a RangeError.
 */
export async function testPinnedAgainstJudge(
  t: Deno.TestContext,
  solve: PinnedSolve,
): Promise<void> {
  await t.step("hand board: a 1×2 room, its balloon pinned right", () => pinnedHandBoards(solve));
  await t.step("random boards of at most 9 white cells and random pins, both readings", () => {
    const seed = testSeed();
    const rng = rngFromSeed(seed);
    let cases = 0, cut = 0, boards = 0;
    // 200 boards, more until the pins cut answers 10 times (at most 1,000 boards): over 15
    // seeds 200 boards gave 24 to 50 such cases (mean 35, σ 7.5), too near the guard.
    while (boards < 200 || (cut < 10 && boards < 1000)) {
      boards++;
      const picture = randomPicture(rng);
      const board = boardOf(picture);
      for (const rule of DOSUN_FUWARI_RULES) {
        const all = judgedAnswers(board, rule);
        const pins = randomPins(rng, board, all);
        const want = agreeing(all, pins);
        const result = solve(board, { rule, cap: Infinity, pinned: pins });
        assert.equal(result.complete, true);
        assert.deepEqual(
          sortedAnswers(result.answers),
          want,
          `${picture.join("/")} ${rule} ${pins.join()}`,
        );
        cases++;
        if (want.length < all.length) cut++;
      }
    }
    console.log(`${cases} pinned solves, ${cut} where the pins cut answers`);
    assert.equal(cases, 2 * boards);
    assert.ok(cut >= 10, `pins cut answers in only ${cut} cases: the test proves little`);
  });
  await t.step("a bad pinned array is a RangeError quoting it", () => pinnedBadArrays(solve));
}

/** A pinned array of the wrong length or with a value out of range is a RangeError quoting it. */
export function pinnedBadArrays(solve: PinnedSolve, badValue = /pinned.*1.*got 5/): void {
  const board = boardOf(["aa"]);
  assert.throws(() => solve(board, { pinned: new Int8Array(3) }), /pinned.*got 3/);
  assert.throws(() => solve(board, { pinned: Int8Array.from([-1, 5]) }), badValue);
}
