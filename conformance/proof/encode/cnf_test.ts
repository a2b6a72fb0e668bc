/**
 * The builder's definitions are functions of their inputs: over every assignment of
 * the inputs, exactly one assignment of the defined variables satisfies the clauses,
 * and it gives the intended value. Brute force over every variable of small CNFs.
 */

import assert from "node:assert/strict";
import { type Cnf, CnfBuilder } from "./cnf.ts";

/** Every model of a small CNF, as bit masks over variables 1..vars (bit v−1). */
function models(cnf: Cnf): number[] {
  const out: number[] = [];
  for (let m = 0; m < 2 ** cnf.vars; m++) {
    const t = (lit: number) => (((m >> (Math.abs(lit) - 1)) & 1) === 1) === lit > 0;
    if (cnf.clauses.every((c) => c.some(t))) out.push(m);
  }
  return out;
}

Deno.test("counts: one model per input assignment, each with the right count", () => {
  let cases = 0;
  for (let n = 1; n <= 5; n++) {
    for (let cap = 1; cap <= n + 1; cap++) {
      const b = new CnfBuilder();
      const inputs = b.vars(n);
      const levels = b.counts(inputs, cap);
      const cnf = b.build();
      const found = models(cnf);
      assert.equal(found.length, 2 ** n, `n ${n} cap ${cap}: one model per input assignment`);
      for (const m of found) {
        const value = (lit: number) =>
          lit === 1 || (lit !== -1 && (((m >> (Math.abs(lit) - 1)) & 1) === 1) === lit > 0);
        const ones = inputs.filter((v) => value(v)).length;
        levels[n]!.forEach((lit, k) => assert.equal(value(lit), ones >= k + 1));
        cases++;
      }
    }
  }
  // Σ over n of 2^n × (n + 1) caps: 2·2 + 4·3 + 8·4 + 16·5 + 32·6.
  console.log(`${cases} input assignments checked`);
  assert.equal(cases, 4 + 12 + 32 + 80 + 192);
});

Deno.test("exactly: the models are the assignments with k true, one each", () => {
  for (let n = 0; n <= 5; n++) {
    for (let k = -1; k <= n + 1; k++) {
      const b = new CnfBuilder();
      const inputs = b.vars(n);
      b.exactly(inputs, k);
      const found = models(b.build());
      const choose = (a: number, r: number): number =>
        r < 0 || r > a ? 0 : r === 0 ? 1 : (choose(a - 1, r - 1) * a) / r;
      assert.equal(found.length, choose(n, k), `n ${n} k ${k}`);
    }
  }
});

Deno.test("and / or fold constants and define the rest", () => {
  const b = new CnfBuilder();
  const [x, y] = b.vars(2) as [number, number];
  assert.equal(b.and(x, 1), x);
  assert.equal(b.and(x, -1), -1);
  assert.equal(b.or(x, 1), 1);
  assert.equal(b.or(x, -1), x);
  const both = b.and(x, y);
  const either = b.or(x, y);
  const found = models(b.build());
  assert.equal(found.length, 4);
  for (const m of found) {
    const v = (lit: number) => (((m >> (Math.abs(lit) - 1)) & 1) === 1) === lit > 0;
    assert.equal(v(both), v(x) && v(y));
    assert.equal(v(either), v(x) || v(y));
  }
});
