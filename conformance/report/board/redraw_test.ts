import assert from "node:assert/strict";
import { redrawPlan } from "./redraw.ts";

/** Rebuilds `next` from `old` and the plan, as page.ts does with elements. */
function apply(old: readonly string[], plan: readonly (number | string)[]): string[] {
  return plan.map((step) => (typeof step === "number" ? old[step]! : step));
}

Deno.test("redrawPlan: the plan rebuilds the new lines, keeps old ones in order", () => {
  const cases: [string[], string[]][] = [
    [[], ["a", "b"]],
    [["a", "b"], []],
    [["a", "b", "c"], ["a", "x", "c"]],
    [["a", "b", "c"], ["c", "b", "a"]],
    [["a", "a", "b"], ["a", "b", "a", "a"]],
    [["grid", "borders", "badge", "forced"], ["grid", "borders2"]],
  ];
  for (const [old, next] of cases) {
    const plan = redrawPlan(old, next);
    assert.deepEqual(apply(old, plan), next, `${old} -> ${next}`);
    const kept = plan.filter((s) => typeof s === "number");
    assert.deepEqual(kept, [...kept].sort((x, y) => x - y), "kept lines stay in order");
    assert.equal(new Set(kept).size, kept.length, "no old line is kept twice");
  }
  console.log(`${cases.length} cases`);
});

Deno.test("redrawPlan: an unchanged drawing parses nothing, a changed line only itself", () => {
  const lines = ["<title>x</title>", "<path d='M0,0'/>", "<path d='M1,1'/>"];
  assert.deepEqual(redrawPlan(lines, lines), [0, 1, 2]);
  const changed = [lines[0]!, "<path d='M2,2'/>", lines[2]!];
  assert.deepEqual(redrawPlan(lines, changed).filter((s) => typeof s === "string"), [
    "<path d='M2,2'/>",
  ]);
});
