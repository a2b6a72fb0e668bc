// Pinned questions split rooms on the open cell nearest the pins (search.ts): every
// answer that agrees with the pins must still be found, and a search that says complete
// must have found them all. Checked against every judged shading on boards of at most 16
// cells, and against the search without the split (`splitNearPins: 0`) on boards of up
// to 36 cells, where rooms have more stones and the split goes deeper.

import assert from "node:assert/strict";
import { answerRows } from "../../../core/formats/text.ts";
import { encodeUrl } from "../../../core/formats/url.ts";
import { type Rng, rngFromSeed, testSeed } from "../../../core/rng.ts";
import { STOSTONE_RULES, type StostoneBoard } from "../../../core/stostone/board.ts";
import { judgedShadings } from "../../stostone_test_util.ts";
import { randomBoard } from "../pinned_test_util.ts";
import { DEFAULT_SCHEDULE, searchStones } from "./search.ts";
import { withScratch } from "./scratch.ts";

const WITHOUT_SPLIT = { ...DEFAULT_SCHEDULE, splitNearPins: 0 };

/** One to three random pins, each 0 or 1. */
function randomPins(rng: Rng, cells: number): Int8Array {
  const pinned = new Int8Array(cells).fill(-1);
  for (let n = 1 + rng.int(3); n > 0; n--) pinned[rng.int(cells)] = rng.int(2);
  return pinned;
}

function rowsOf(board: StostoneBoard, answers: Uint8Array[]): string[] {
  return answers.map((a) => answerRows(board, a).join("/")).sort();
}

Deno.test("subset: splitting on cells near the pins finds exactly the judged answers that agree", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const shapes = [[2, 4], [2, 6], [2, 8], [4, 2], [4, 3], [4, 4], [6, 2], [8, 2]] as const;
  let runs = 0, split = 0, refuted = 0, answers = 0;
  for (let k = 0; k < 300; k++) {
    const [rows, cols] = rng.pick(shapes);
    const board = randomBoard(rng, rows, cols);
    const rule = STOSTONE_RULES[k % STOSTONE_RULES.length]!;
    const pinned = randomPins(rng, rows * cols);
    const agrees = (text: string) =>
      text.replaceAll("/", "").split("").every((ch, i) =>
        pinned[i] === -1 || pinned[i] === (ch === "#" ? 1 : 0)
      );
    const truth = judgedShadings(board, rule).filter(agrees);
    const eager = rng.pick([0, 60, 300_000]);
    const options = { rule, cap: Infinity, budget: Infinity, pinned };
    const label = `seed ${seed}, board ${k} (${encodeUrl(board)}) ${rule} eager ${eager} ` +
      `pins ${pinned.join(",")}`;
    const r = withScratch(() => searchStones(board, options, eager));
    assert.ok(r.complete, `${label}: not complete`);
    assert.deepEqual(rowsOf(board, r.answers), truth, label);
    const plain = withScratch(() =>
      searchStones(board, options, eager, "auto", Infinity, WITHOUT_SPLIT)
    );
    if (plain.stats.nodes !== r.stats.nodes) split++;
    if (truth.length === 0) refuted++;
    answers += truth.length;
    runs++;
  }
  console.log(
    `  ${runs} pinned runs, all complete and right: ${split} searched otherwise than ` +
      `without the split, ${refuted} refuted their pins, ${answers} answers checked`,
  );
  assert.equal(runs, 300);
  // Guards against a vacuous pass: the split did change searches, both kinds of outcome.
  // (Seeds gave 28 to 44 changed searches, 199 to 220 refuted, 1,407 to 4,535 answers.)
  assert.ok(split >= 15, `only ${split} runs searched otherwise than without the split`);
  assert.ok(refuted >= 100 && answers >= 500, `${refuted} refuted, ${answers} answers`);
});

Deno.test("subset: splitting on cells near the pins agrees with the search without it", () => {
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const shapes = [[4, 6], [6, 4], [4, 8], [6, 5], [6, 6]] as const;
  let runs = 0, split = 0, refuted = 0, answers = 0;
  for (let k = 0; runs < 120 && k < 3000; k++) {
    const [rows, cols] = rng.pick(shapes);
    const board = randomBoard(rng, rows, cols);
    const rule = STOSTONE_RULES[k % STOSTONE_RULES.length]!;
    const eager = rng.pick([60, 300_000]);
    // Boards with answers only, pinned half the time to agree with one of them: the
    // searches then have work to do (most random boards have no answer at all).
    const free = withScratch(() =>
      searchStones(
        board,
        { rule, cap: 50, budget: 5_000_000 },
        eager,
        "auto",
        Infinity,
        WITHOUT_SPLIT,
      )
    );
    if (free.answers.length === 0) continue;
    const pinned = randomPins(rng, rows * cols);
    if (runs % 2 === 0) {
      const some = rng.pick(free.answers);
      pinned.forEach((v, i) => v !== -1 && (pinned[i] = some[i]!));
    }
    const options = { rule, cap: Infinity, budget: 20_000_000, pinned };
    const label = `seed ${seed}, board ${k} (${encodeUrl(board)}) ${rule} eager ${eager} ` +
      `pins ${pinned.join(",")}`;
    const r = withScratch(() => searchStones(board, options, eager));
    const plain = withScratch(() =>
      searchStones(board, options, eager, "auto", Infinity, WITHOUT_SPLIT)
    );
    if (!r.complete || !plain.complete) continue;
    assert.deepEqual(rowsOf(board, r.answers), rowsOf(board, plain.answers), label);
    if (plain.stats.nodes !== r.stats.nodes) split++;
    if (r.answers.length === 0) refuted++;
    answers += r.answers.length;
    runs++;
  }
  console.log(
    `  ${runs} pinned runs complete both ways and equal: ${split} searched otherwise ` +
      `than without the split, ${refuted} refuted their pins, ${answers} answers each`,
  );
  assert.equal(runs, 120);
  // (Seeds gave 54 to 68 changed searches, 13 to 20 refuted.)
  assert.ok(split >= 30, `only ${split} runs searched otherwise than without the split`);
  assert.ok(refuted >= 5 && answers >= 1000, `${refuted} refuted, ${answers} answers`);
});
