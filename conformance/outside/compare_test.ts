import assert from "node:assert/strict";
import { decodeUrl } from "../../core/formats/mod.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { emptyBorders } from "../../core/grid.ts";
import { compareResponse, type Comparison } from "./compare.ts";
import type { Reference } from "./reference.ts";
import { judgedAnswers } from "./brute_force_test_util.ts";

const cells = (key: string) => Uint8Array.from(key, Number);
const response = (keys: string[], complete: boolean) => ({ answers: keys.map(cells), complete });
const all = (keys: string[]): Reference => ({ kind: "all", keys: new Set(keys) });
const category = (
  c: Comparison,
) => (c.status === "fail" ? c.category : `pass${c.gaveUp ? " (gave up)" : ""}`);

// 2 rows × 1 column, one room, no clue: under `exact` the stone is either cell (it drops).
const TALL = decodeUrl("https://puzz.link/p?stostone/1/2/0");
// 2 × 2, one room, no clue: under `exact` a column holds one shaded cell and the stone is
// connected, so it is a whole row; either row drops to the bottom.
const SQUARE = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));

Deno.test("the hand-worked answer sets agree with the judge", () => {
  assert.deepEqual(judgedAnswers(TALL, "exact"), ["01", "10"]);
  assert.deepEqual(judgedAnswers(SQUARE, "exact"), ["0011", "1100"]);
  // Under `none` any connected non-empty set: 4 cells, 4 dominoes, 4 L-trominoes, the square.
  assert.equal(judgedAnswers(SQUARE, "none").length, 13);
});

Deno.test("passes: the full set when complete, a subset when not", async (t) => {
  await t.step("complete and equal", () => {
    assert.equal(
      category(
        compareResponse(
          SQUARE,
          "exact",
          2,
          response(["1100", "0011"], true),
          all(["0011", "1100"]),
        ),
      ),
      "pass",
    );
  });
  await t.step("incomplete, cap answers", () => {
    const more: Reference = {
      kind: "more",
      keys: new Set(judgedAnswers(SQUARE, "none").slice(0, 3)),
    };
    assert.equal(
      category(compareResponse(SQUARE, "none", 2, response(["1000", "0100"], false), more)),
      "pass",
    );
  });
  await t.step("incomplete with fewer than cap answers is a give-up, still a pass", () => {
    const c = compareResponse(SQUARE, "exact", 2, response(["0011"], false), all(["0011", "1100"]));
    assert.equal(category(c), "pass (gave up)");
    assert.match(c.reason, /gave up/);
  });
  await t.step("no answer, complete, on a board with none", () => {
    const odd = stostoneBoard({ rows: 3, cols: 1 }, emptyBorders({ rows: 3, cols: 1 }));
    assert.deepEqual(judgedAnswers(odd, "exact"), []);
    assert.equal(category(compareResponse(odd, "exact", 2, response([], true), all([]))), "pass");
  });
});

Deno.test("each kind of failure", async (t) => {
  const squareExact = all(["0011", "1100"]);
  await t.step("duplicate (checked before the judge)", () => {
    const c = compareResponse(TALL, "exact", 2, response(["11", "11"], false), all(["01", "10"]));
    assert.equal(category(c), "duplicate");
    assert.match(c.reason, /answer 2 repeats an earlier one: #\/#/);
  });
  await t.step("over cap", () => {
    const c = compareResponse(SQUARE, "none", 2, response(["1000", "0100", "0010"], false), {
      kind: "more",
      keys: new Set(),
    });
    assert.equal(category(c), "over-cap");
  });
  await t.step("wrong answer, with the judge's code", () => {
    const c = compareResponse(TALL, "exact", 2, response(["01", "11"], true), all(["01", "10"]));
    assert.equal(category(c), "wrong-answer");
    assert.match(c.reason, /answer 2 breaks the rules \(csUpper at r1c1\): #\/#/);
  });
  await t.step("missing answer", () => {
    const c = compareResponse(SQUARE, "exact", 2, response(["1100"], true), squareExact);
    assert.equal(category(c), "missing-answer");
    assert.match(c.reason, /missing: \.\.\/##/);
  });
  await t.step("claimed complete when the engines found more than cap", () => {
    const more: Reference = {
      kind: "more",
      keys: new Set(judgedAnswers(SQUARE, "none").slice(0, 3)),
    };
    const c = compareResponse(SQUARE, "none", 2, response(["1000", "0100"], true), more);
    assert.equal(category(c), "claimed-complete");
  });
  await t.step("claimed complete when the full set is larger than cap", () => {
    const c = compareResponse(SQUARE, "exact", 1, response(["1100"], true), squareExact);
    assert.equal(category(c), "claimed-complete");
  });
  await t.step("extra answer: the judge accepts it but the (complete) reference lacks it", () => {
    const c = compareResponse(SQUARE, "exact", 2, response(["1100"], false), all(["0011"]));
    assert.equal(category(c), "extra-answer");
  });
  await t.step("an undecided reference is not compared", () => {
    assert.throws(
      () =>
        compareResponse(TALL, "exact", 2, response([], false), { kind: "undecided", reason: "x" }),
      RangeError,
    );
  });
});
