// What only the rooms engine has: its name, its own final check (cellVerdict) and
// its placement stats. Everything every engine must do (answers against oracles, the
// published boards, cap, budget, options) is in
// conformance/engine_tests/dosun_fuwari_battery_test.ts, run against this engine too.

import assert from "node:assert/strict";
import {
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
} from "../../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../../core/dosun_fuwari/judge.ts";
import { bordersFromLabels } from "../../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { DEFAULT_BUDGET, ENGINE_NAME, solve } from "./mod.ts";
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

Deno.test(`${ENGINE_NAME}: name and default budget`, () => {
  // The defaults (official, cap 2, DEFAULT_BUDGET) are checked in the battery.
  assert.equal(ENGINE_NAME, "dosun-fuwari/rooms");
  assert.ok(Number.isInteger(DEFAULT_BUDGET) && DEFAULT_BUDGET > 0);
});

Deno.test(`${ENGINE_NAME}: cellVerdict agrees with the judge on every filling`, async (t) => {
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

Deno.test(`${ENGINE_NAME}: on a trivial board every room is forced, so nothing is undone`, () => {
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
