// What only the rooms engine has: its name, its own final check (cellVerdict) and
// its placement stats. Everything every engine must do (answers against oracles, the
// published boards, cap, budget, options) is in
// conformance/engine_tests/dosun_fuwari_battery_test.ts, run against this engine too.

import assert from "node:assert/strict";
import {
  BALLOON,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
} from "../../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../../core/dosun_fuwari/judge.ts";
import { bordersFromLabels } from "../../../core/grid.ts";
import { type Rng, rngFromSeed, testSeed } from "../../../core/rng.ts";
import { solve } from "./mod.ts";
import { cellVerdict } from "./check.ts";

/** A board drawn as rows of room letters, `#` black. */
function boardOf(picture: readonly string[]): DosunFuwariBoard {
  const size = { rows: picture.length, cols: picture[0]!.length };
  const black = Array.from(picture.join(""), (ch) => (ch === "#" ? 1 : 0));
  return dosunFuwariBoard(size, black, bordersFromLabels(size, picture.join("")));
}

/**
 * Asserts cellVerdict agrees with the judge on all 3^w fillings of the w white cells,
 * under both rules; returns how many fillings the judge accepted.
 */
function verdictsAgree(board: DosunFuwariBoard): number {
  const white = [...board.black.keys()].filter((cell) => board.black[cell] === 0);
  const answer = new Uint8Array(board.rows * board.cols);
  let accepted = 0;
  for (let code = 0; code < 3 ** white.length; code++) {
    let rest = code;
    for (const cell of white) {
      answer[cell] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    for (const rule of DOSUN_FUWARI_RULES) {
      const ok = checkDosunFuwari(board, answer, rule).ok;
      assert.equal(cellVerdict(board, answer, rule) === null, ok, `${rule} on ${answer.join("")}`);
      if (ok) accepted++;
    }
  }
  return accepted;
}

Deno.test("dosun-fuwari/rooms: cellVerdict agrees with the judge on every filling", async (t) => {
  await t.step("hand boards", () => {
    const hand = [
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
    const accepted = hand.reduce((sum, picture) => sum + verdictsAgree(boardOf(picture)), 0);
    assert.ok(accepted > 10, `only ${accepted} answers: the check proved little`);
  });
  await t.step("random boards of at most 9 white cells", () => {
    const seed = testSeed();
    console.log(`seed ${seed}`);
    const rng = rngFromSeed(seed);
    for (let k = 0; k < 50; k++) {
      const rows = 1 + rng.int(4), cols = 1 + rng.int(4);
      // Room letters at random; cells beyond the ninth white one turn black.
      let white = 0;
      const cells = Array.from(
        { length: rows * cols },
        () => rng.pick(["a", "a", "b", "c", "#"]),
      ).map((l) => (l !== "#" && ++white > 9 ? "#" : l));
      const picture = Array.from(
        { length: rows },
        (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""),
      );
      verdictsAgree(boardOf(picture));
    }
  });
});

Deno.test("dosun-fuwari/rooms: on a trivial board every room is forced, so nothing is undone", () => {
  const seed = testSeed();
  console.log(`seed ${seed}`);
  const rng = rngFromSeed(seed);
  for (let k = 0; k < 20; k++) {
    const size = 4 + rng.int(9);
    // Full columns, one room each: the top cell is the only balloon cell of its room.
    const board = dosunFuwariBoard({ rows: size, cols: size }, new Uint8Array(size * size), {
      vertical: new Uint8Array(size * (size - 1)).fill(1),
      horizontal: new Uint8Array((size - 1) * size),
    });
    const result = solve(board);
    assert.equal(result.complete, true);
    assert.equal(result.answers.length, 1);
    assert.equal(result.stats.placements, size);
    assert.equal(result.stats.deadEnds, 0);
  }
});

/**
 * Pins for a board drawn from its answers: a random subset of one answer's cells
 * (sometimes with one pin changed to another value, sometimes a black cell pinned to
 * a piece), so that pins both keep and cut answers.
 */
function randomPins(rng: Rng, board: DosunFuwariBoard, answers: readonly string[]): Int8Array {
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
const agreeing = (answers: readonly string[], pins: Int8Array) =>
  answers.filter((a) => pins.every((v, cell) => v === -1 || Number(a[cell]) === v));

/** Every answer under `rule`, as strings, by judging all 3^w fillings of the w white cells. */
function judgedAnswers(board: DosunFuwariBoard, rule: DosunFuwariRule): string[] {
  const white = [...board.black.keys()].filter((cell) => board.black[cell] === 0);
  const answer = new Uint8Array(board.rows * board.cols);
  const found: string[] = [];
  for (let code = 0; code < 3 ** white.length; code++) {
    let rest = code;
    for (const cell of white) {
      answer[cell] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    if (checkDosunFuwari(board, answer, rule).ok) found.push(answer.join(""));
  }
  return found.sort();
}

Deno.test("dosun-fuwari/rooms: pinned gives exactly the judged answers that agree with the pins", async (t) => {
  const sorted = (answers: Uint8Array[]) => answers.map((a) => a.join("")).sort();
  await t.step("hand board: a 1×2 room, its balloon pinned right", () => {
    const board = boardOf(["aa"]);
    assert.deepEqual(sorted(solve(board, { cap: Infinity }).answers), ["12", "21"]);
    const pinned = solve(board, { cap: Infinity, pinned: Int8Array.from([-1, BALLOON]) });
    assert.equal(pinned.complete, true);
    assert.deepEqual(sorted(pinned.answers), ["21"]);
    const none = solve(boardOf(["#a", "#a"]), { pinned: Int8Array.from([BALLOON, -1, -1, -1]) });
    assert.equal(none.complete, true);
    assert.equal(none.answers.length, 0);
  });
  await t.step("random boards of at most 9 white cells and random pins, both readings", () => {
    const seed = testSeed();
    console.log(`seed ${seed}`);
    const rng = rngFromSeed(seed);
    let cases = 0, cut = 0;
    for (let k = 0; k < 200; k++) {
      const rows = 1 + rng.int(4), cols = 1 + rng.int(4);
      let white = 0;
      const cells = Array.from(
        { length: rows * cols },
        () => rng.pick(["a", "a", "b", "c", "#"]),
      ).map((l) => (l !== "#" && ++white > 9 ? "#" : l));
      const picture = Array.from(
        { length: rows },
        (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""),
      );
      const board = boardOf(picture);
      for (const rule of DOSUN_FUWARI_RULES) {
        const all = judgedAnswers(board, rule);
        const pins = randomPins(rng, board, all);
        const want = agreeing(all, pins);
        const result = solve(board, { rule, cap: Infinity, pinned: pins });
        assert.equal(result.complete, true);
        assert.deepEqual(
          sorted(result.answers),
          want,
          `${picture.join("/")} ${rule} ${pins.join()}`,
        );
        cases++;
        if (want.length < all.length) cut++;
      }
    }
    console.log(`${cases} pinned solves, ${cut} where the pins cut answers`);
    assert.equal(cases, 400);
    assert.ok(cut >= 10, `pins cut answers in only ${cut} cases: the test proves little`);
  });
  await t.step("a bad pinned array is a RangeError quoting it", () => {
    const board = boardOf(["aa"]);
    assert.throws(() => solve(board, { pinned: new Int8Array(3) }), /pinned.*got 3/);
    assert.throws(() => solve(board, { pinned: Int8Array.from([-1, 5]) }), /pinned.*1.*got 5/);
  });
});
