import assert from "node:assert/strict";
import { type NamedCheck, normaliseCells, runChecks } from "./judge_types.ts";

type Code = "negative" | "odd" | "big";
type Rule = "strict" | "lenient";

const CHECKS: NamedCheck<Code, Rule, number[]>[] = [
  {
    code: "negative",
    description: "no negative values",
    rules: ["strict", "lenient"],
    find: (xs) => xs.filter((x) => x < 0),
  },
  {
    code: "odd",
    description: "no odd values",
    rules: ["strict"],
    find: (xs) => xs.filter((x) => Math.abs(x) % 2 === 1),
  },
  {
    code: "big",
    description: "nothing above 9",
    rules: ["strict", "lenient"],
    find: (xs) => xs.filter((x) => x > 9),
  },
];

Deno.test("runChecks: the first failing check wins, in list order", () => {
  assert.deepEqual(runChecks(CHECKS, [-3, 12, 5], "strict"), {
    ok: false,
    code: "negative",
    cells: [-3],
  });
  assert.deepEqual(runChecks(CHECKS, [12, 5, 3, 5], "strict"), {
    ok: false,
    code: "odd",
    cells: [3, 5],
  });
});

Deno.test("runChecks: checks outside the rule are skipped", () => {
  assert.deepEqual(runChecks(CHECKS, [12, 5], "lenient"), { ok: false, code: "big", cells: [12] });
  assert.deepEqual(runChecks(CHECKS, [2, 5], "lenient"), { ok: true, code: null, cells: [] });
});

Deno.test("normaliseCells sorts numerically and drops repeats", () => {
  assert.deepEqual(normaliseCells([10, 9, 10, 100, 9]), [9, 10, 100]);
  assert.deepEqual(normaliseCells([]), []);
});
