import assert from "node:assert/strict";
import {
  DEFAULT_STOSTONE_RULE,
  STOSTONE_BALANCED_RULES,
  STOSTONE_RULE,
  STOSTONE_RULE_REQUIREMENTS,
  STOSTONE_RULES,
  type StostoneRule,
} from "./board.ts";
import {
  columnsBalanced,
  dropReference,
  hasVerticalHole,
  isPacked,
  passesRule4,
  stonesOfGrid,
} from "./drop.ts";

Deno.test("the rule table lists each setting once, names it, and balances the right ones", () => {
  assert.deepEqual(STOSTONE_RULES, ["exact", "convex", "count", "none"]);
  assert.equal(DEFAULT_STOSTONE_RULE, "exact");
  for (const rule of STOSTONE_RULES) assert.equal(STOSTONE_RULE[rule], rule);
  assert.deepEqual(Object.keys(STOSTONE_RULE), STOSTONE_RULES);
  assert.deepEqual(STOSTONE_BALANCED_RULES, ["exact", "convex", "count"]);
});

/**
 * Rule 4 as the write-up words each setting, by name: the reading the table's rows must
 * reproduce (this file may spell the names; the suite elsewhere reads the table).
 */
function worded(rule: StostoneRule, balanced: boolean, holed: boolean, packed: boolean): boolean {
  switch (rule) {
    case "exact":
      return packed;
    case "convex":
      return balanced && !holed;
    case "count":
      return balanced;
    case "none":
      return true;
    default: {
      const unknown: never = rule;
      throw new RangeError(`no wording for ${unknown}`);
    }
  }
}

Deno.test("each row of the table reads rule 4 as its setting is worded, on every small grid", () => {
  const sizes = [
    ...[1, 2, 3, 4].flatMap((rows) => [1, 2, 3, 4].map((cols) => ({ rows, cols }))),
    { rows: 6, cols: 2 },
  ];
  let grids = 0;
  const passing = new Map<StostoneRule, number>(STOSTONE_RULES.map((r) => [r, 0]));
  for (const size of sizes) {
    const n = size.rows * size.cols;
    for (let bits = 0; bits < 2 ** n; bits++) {
      const cells = Uint8Array.from({ length: n }, (_, i) => (bits >> i) & 1);
      const stones = stonesOfGrid(size, cells);
      const balanced = columnsBalanced(size, cells);
      const holed = stones.some((stone) => hasVerticalHole(size, stone));
      const packed = isPacked(size, dropReference(size, stones));
      grids++;
      for (const rule of STOSTONE_RULES) {
        const passes = passesRule4(size, cells, stones, rule);
        assert.equal(passes, worded(rule, balanced, holed, packed), `${rule} on ${cells}`);
        // What the row says the setting requires holds of every grid that passes it,
        // implied requirements included (a packing drop leaves no hole).
        const requires = STOSTONE_RULE_REQUIREMENTS[rule];
        if (passes && requires.halfOfEachColumn) assert.ok(balanced, `${rule}: ${cells}`);
        if (passes && requires.noVerticalHole) assert.ok(!holed, `${rule}: ${cells}`);
        if (passes && requires.dropFillsBottomHalf) assert.ok(packed, `${rule}: ${cells}`);
        if (passes) passing.set(rule, passing.get(rule)! + 1);
      }
    }
  }
  const expected = sizes.reduce((sum, s) => sum + 2 ** (s.rows * s.cols), 0);
  console.log(
    `${grids} grids of ${sizes.length} sizes; passing: ${
      [...passing].map(([r, k]) => `${r} ${k}`).join(", ")
    }`,
  );
  assert.equal(grids, expected);
  // The settings nest (claim S-U3), so each row must pass strictly more than the one above.
  const counts = STOSTONE_RULES.map((r) => passing.get(r)!);
  for (let i = 1; i < counts.length; i++) assert.ok(counts[i]! > counts[i - 1]!, `${counts}`);
});
