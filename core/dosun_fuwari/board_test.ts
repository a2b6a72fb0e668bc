import assert from "node:assert/strict";
import {
  BALLOON,
  DEFAULT_DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  DOSUN_FUWARI_RULES,
  dosunFuwariBoard,
  IRON,
} from "./board.ts";
import { checkDosunFuwari } from "./judge.ts";

Deno.test("the reading table lists each reading once, names it, the official one first", () => {
  assert.deepEqual(DOSUN_FUWARI_RULES, ["official", "loose"]);
  assert.equal(DEFAULT_DOSUN_FUWARI_RULE, "official");
  for (const rule of DOSUN_FUWARI_RULES) assert.equal(DOSUN_FUWARI_RULE[rule], rule);
  assert.deepEqual(Object.keys(DOSUN_FUWARI_RULE), DOSUN_FUWARI_RULES);
});

Deno.test("anyPieceHolds is what tells the readings apart on a piece held by the other kind", () => {
  // One column of two cells, one room: an iron ball on a balloon. Each holds the other
  // only if any piece holds.
  const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
    vertical: new Uint8Array(0),
    horizontal: new Uint8Array(1),
  });
  const pair = new Uint8Array([IRON, BALLOON]);
  for (const rule of DOSUN_FUWARI_RULES) {
    const { anyPieceHolds } = DOSUN_FUWARI_RULE_REQUIREMENTS[rule];
    assert.equal(checkDosunFuwari(board, pair, rule).ok, anyPieceHolds, rule);
  }
  assert.deepEqual(DOSUN_FUWARI_RULES.map((r) => DOSUN_FUWARI_RULE_REQUIREMENTS[r].anyPieceHolds), [
    false,
    true,
  ]);
});
