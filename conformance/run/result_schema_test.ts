import assert from "node:assert/strict";
import { schemaProblem } from "./result_schema.ts";

Deno.test("schemaProblem: a long value is quoted cut to 80 characters, quote closed", () => {
  // Issue 43: the value was cut at 40 characters of its JSON text, its quote left open.
  const problem = schemaProblem({ ms: "7".repeat(300) }, { ms: "number" }, "results");
  assert.equal(problem, `results.ms: expected a number, got string "${"7".repeat(79)}…"`);
  const list = schemaProblem({ ms: { at: "7".repeat(300) } }, { ms: "number" }, "r");
  assert.ok(list!.endsWith("…") && list!.length < 140, list!);
});
