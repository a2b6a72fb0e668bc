import assert from "node:assert/strict";
import { assertRuleName } from "./rule_name.ts";
import { STOSTONE_RULES } from "./stostone/board.ts";

Deno.test("assertRuleName accepts each listed rule and names the list for any other", () => {
  for (const rule of STOSTONE_RULES) assertRuleName("t", STOSTONE_RULES, rule);
  assert.throws(() => assertRuleName("t", STOSTONE_RULES, "official"), {
    name: "RangeError",
    message: 't: rule must be exact, convex, count or none, got "official"',
  });
  assert.throws(() => assertRuleName("t", ["only"], undefined), {
    name: "RangeError",
    message: "t: rule must be only, got undefined",
  });
});
