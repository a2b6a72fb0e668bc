// What only the mask engine has: its name, its own final check (maskVerdict) and
// its static masks. Everything every engine must do (answers against oracles, the
// published boards, cap, budget, options) is in
// conformance/engine_tests/dosun_fuwari_battery_test.ts, run against this engine too.

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import {
  BALLOON,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../../core/dosun_fuwari/judge.ts";
import { bordersFromLabels } from "../../../core/grid.ts";
import { type Rng, rngFromSeed, testSeed } from "../../../core/rng.ts";
import { solve } from "./mod.ts";
import { rowLayout } from "./layout.ts";
import { maskVerdict } from "./verify.ts";

/** A board drawn as rows of room letters, `#` black. */
function boardOf(picture: readonly string[]): DosunFuwariBoard {
  const size = { rows: picture.length, cols: picture[0]!.length };
  const black = Array.from(picture.join(""), (ch) => (ch === "#" ? 1 : 0));
  return dosunFuwariBoard(size, black, bordersFromLabels(size, picture.join("")));
}

/** Random pictures of up to 4×4 cells with at most 9 white ones (3^9 fillings). */
const smallPicture = fc
  .record({ rows: fc.integer({ min: 1, max: 4 }), cols: fc.integer({ min: 1, max: 4 }) })
  .chain(({ rows, cols }) =>
    fc.array(fc.constantFrom("a", "a", "b", "b", "c", "#"), {
      minLength: rows * cols,
      maxLength: rows * cols,
    }).map((letters) => {
      let white = 0;
      const cells = letters.map((l) => (l !== "#" && ++white > 9 ? "#" : l));
      return Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(""));
    })
  );

/**
 * Every filling of the white cells with empty, balloon or iron ball, checked under
 * both rules: maskVerdict must agree with the judge, and every cell a judged answer
 * uses must be allowed by the static masks. Returns how many answers there were.
 */
function checkEveryFilling(board: DosunFuwariBoard): number {
  const white = [...board.black.keys()].filter((cell) => board.black[cell] === 0);
  const layouts = DOSUN_FUWARI_RULES.map((rule) => rowLayout(board, rule));
  const answer = new Uint8Array(board.rows * board.cols);
  let answers = 0;
  const fill = (i: number): void => {
    if (i < white.length) {
      for (const v of [EMPTY, BALLOON, IRON]) {
        answer[white[i]!] = v;
        fill(i + 1);
      }
      answer[white[i]!] = EMPTY;
      return;
    }
    DOSUN_FUWARI_RULES.forEach((rule, k) => {
      const ok = checkDosunFuwari(board, answer, rule).ok;
      assert.equal(maskVerdict(board, answer, rule) === null, ok, `${rule} on ${answer.join("")}`);
      if (!ok) return;
      answers++;
      const { canBalloon, canIron } = layouts[k]!;
      answer.forEach((kind, cell) => {
        const r = Math.floor(cell / board.cols), c = BigInt(cell % board.cols);
        if (kind === BALLOON) {
          assert.ok(((canBalloon[r]! >> c) & 1n) === 1n, `${rule} cell ${cell}`);
        }
        if (kind === IRON) assert.ok(((canIron[r]! >> c) & 1n) === 1n, `${rule} cell ${cell}`);
      });
    });
  };
  fill(0);
  return answers;
}

Deno.test("dosun-fuwari/mask: maskVerdict and the static masks agree with the judge on every filling", async (t) => {
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
  await t.step("hand boards", () => {
    let answers = 0;
    for (const picture of hand) answers += checkEveryFilling(boardOf(picture));
    assert.ok(answers > 10, `only ${answers} answers: the check proved little`);
  });
  await t.step("random boards", () => {
    const seed = testSeed();
    console.log(`seed ${seed}`);
    let answers = 0;
    fc.assert(
      fc.property(smallPicture, (picture) => void (answers += checkEveryFilling(boardOf(picture)))),
      { seed, numRuns: 50 },
    );
    console.log(`${answers} answers judged`);
    assert.ok(answers > 0, "no random board had an answer: the check proved little");
  });
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

Deno.test("dosun-fuwari/mask: pinned gives exactly the judged answers that agree with the pins", async (t) => {
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
