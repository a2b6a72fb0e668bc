// The mirror the pinned sweep relies on (mirror.ts): mirroring twice gives the board
// back, and the judge accepts an answer exactly when it accepts its mirror image on the
// mirrored board, under every rule (checked on every shading of small random boards,
// so the claim stands without the engine).

import assert from "node:assert/strict";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { STOSTONE_RULES } from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { randomBoard } from "../pinned_test_util.ts";
import { mirroredBoard, mirroredCells } from "./mirror.ts";

Deno.test("mirror: twice is the board; the judge's answers are the mirror's, mirrored", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  let boards = 0, shadings = 0, accepted = 0;
  for (let b = 0; b < 40; b++) {
    const [rows, cols] = rng.pick([[2, 5], [4, 3], [2, 6], [4, 2]] as const);
    const board = randomBoard(rng, rows, cols);
    const mirror = mirroredBoard(board);
    const back = mirroredBoard(mirror);
    assert.deepEqual(back.vertical, board.vertical);
    assert.deepEqual(back.horizontal, board.horizontal);
    assert.deepEqual(back.rooms, board.rooms);
    assert.deepEqual(back.clues, board.clues);
    boards++;
    const n = rows * cols;
    const answer = new Uint8Array(n);
    for (let bits = 0; bits < 1 << n; bits++) {
      for (let i = 0; i < n; i++) answer[i] = (bits >> i) & 1;
      for (const rule of STOSTONE_RULES) {
        const ok = checkStostone(board, answer, rule).ok;
        assert.equal(
          checkStostone(mirror, mirroredCells(cols, answer), rule).ok,
          ok,
          `${rows}x${cols} board ${b}, shading ${bits}, rule ${rule}`,
        );
        shadings++;
        if (ok) accepted++;
      }
    }
  }
  // Every shading of every board under every rule, counted a second way.
  let expected = 0;
  const replay = rngFromSeed(seed);
  for (let b = 0; b < 40; b++) {
    const [rows, cols] = replay.pick([[2, 5], [4, 3], [2, 6], [4, 2]] as const);
    randomBoard(replay, rows, cols);
    expected += (1 << (rows * cols)) * STOSTONE_RULES.length;
  }
  console.log(`${boards} boards, ${shadings} shadings judged both ways, ${accepted} answers`);
  assert.equal(shadings, expected);
  assert.ok(accepted > 0, "no answer among the shadings: the check would be vacuous");
});
