import assert from "node:assert/strict";
import { readDimacs, writeDimacs } from "./dimacs_write.ts";
import { pigeonhole, random3Sat } from "./instances_test_util.ts";

Deno.test("writeDimacs", async (t) => {
  await t.step("header, then one clause a line ending in 0", () => {
    assert.equal(
      writeDimacs({ vars: 3, clauses: [[1, -2, 3], [-3], []] }),
      "p cnf 3 3\n1 -2 3 0\n-3 0\n0\n",
    );
  });

  await t.step("comments come first, one c line per line of text", () => {
    assert.equal(
      writeDimacs({ vars: 1, clauses: [[1]] }, ["a\nb", ""]),
      "c a\nc b\nc\np cnf 1 1\n1 0\n",
    );
  });

  await t.step("takes typed arrays and plain arrays alike", () => {
    const text = writeDimacs({ vars: 2, clauses: [Int32Array.of(1, 2), [-1]] });
    assert.equal(text, "p cnf 2 2\n1 2 0\n-1 0\n");
  });

  await t.step("refuses literals that are zero, out of range or not integers", () => {
    for (const bad of [0, 3, -3, 1.5, NaN]) {
      assert.throws(
        () => writeDimacs({ vars: 2, clauses: [[1], [2, bad]] }),
        (e: unknown) =>
          e instanceof RangeError && e.message.includes("clause 2") &&
          e.message.includes(String(bad)),
        `literal ${bad}`,
      );
    }
    assert.throws(() => writeDimacs({ vars: -1, clauses: [] }), RangeError);
  });
});

Deno.test("readDimacs", async (t) => {
  await t.step("reads back what writeDimacs writes", () => {
    const instances = [pigeonhole(4, 3), random3Sat(30, 120, 7), { vars: 0, clauses: [] }];
    for (const cnf of instances) {
      const back = readDimacs(writeDimacs(cnf, ["round trip"]));
      assert.equal(back.vars, cnf.vars);
      assert.deepEqual(back.clauses.map((c) => [...c]), cnf.clauses.map((c) => [...c]));
    }
  });

  await t.step("clauses may span lines and share them; % ends the input", () => {
    const cnf = readDimacs("c x\np cnf 3 3\n1 2\n-3 0 3 0\n\n0\n%\n0\n");
    assert.deepEqual(cnf.clauses.map((c) => [...c]), [[1, 2, -3], [3], []]);
  });

  await t.step("names the line and the problem", () => {
    const cases: [string, RegExp][] = [
      ["1 0\n", /line 1: clause before the header/],
      ["p cnf 2\n", /line 1: bad or repeated header/],
      ["p cnf 2 1\np cnf 2 1\n1 0\n", /line 2: bad or repeated header/],
      ["p cnf 2 1\n1 x 0\n", /line 2: "x" is not an integer/],
      ["p cnf 2 1\n1 3 0\n", /line 2: literal 3 is outside ±2/],
      ["p cnf 2 2\n1 0\n", /declares 2 clauses but there are 1/],
      ["p cnf 2 1\n1 2\n", /no terminating 0/],
      ["c only\n", /no `p cnf` header/],
    ];
    for (const [text, message] of cases) {
      assert.throws(() => readDimacs(text), (e: unknown) => {
        return e instanceof SyntaxError && message.test(e.message);
      }, JSON.stringify(text));
    }
  });
});
