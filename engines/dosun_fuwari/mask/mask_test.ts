// What only the mask engine has: its name, its own final check (maskVerdict) and
// its static masks. Everything every engine must do (answers against oracles, the
// published boards, cap, budget, options) is in
// engines/dosun_fuwari_contract_test.ts, run against this engine too.

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import {
  BALLOON,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../../core/dosun_fuwari/judge.ts";
import { testSeed } from "../../../core/rng.ts";
import { boardOf, HAND_PICTURES, testPinnedAgainstJudge } from "../pinned_test_util.ts";
import { solve } from "./mod.ts";
import { rowLayout } from "./layout.ts";
import { maskVerdict } from "./verify.ts";

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
  await t.step("hand boards", () => {
    let answers = 0;
    for (const picture of HAND_PICTURES) answers += checkEveryFilling(boardOf(picture));
    assert.ok(answers > 10, `only ${answers} answers: the check proved little`);
  });
  await t.step("random boards", () => {
    const seed = testSeed();
    let answers = 0;
    fc.assert(
      fc.property(smallPicture, (picture) => void (answers += checkEveryFilling(boardOf(picture)))),
      { seed, numRuns: 50 },
    );
    console.log(`${answers} answers judged`);
    assert.ok(answers > 0, "no random board had an answer: the check proved little");
  });
});

Deno.test("dosun-fuwari/mask: pinned gives exactly the judged answers that agree with the pins", (t) =>
  testPinnedAgainstJudge(t, solve));
