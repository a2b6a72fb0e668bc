import assert from "node:assert/strict";
import { count, type CountRequest, countResultText } from "./mod.ts";

Deno.test("count: both methods, every rule, same figures", () => {
  for (const rule of ["exact", "convex", "count", "all"] as const) {
    const m = count({ rows: 6, cols: 3, method: "matrix", rule });
    const e = count({ rows: 6, cols: 3, method: "enum", rule });
    assert.equal(e.walked, 8000);
    for (const key of ["exact", "convex", "count"] as const) {
      assert.equal(m[key], e[key], `${rule} ${key}`);
      assert.equal(m[key] === undefined, rule !== "all" && rule !== key, `${rule} ${key}`);
    }
  }
  const whole = count({ rows: 6, cols: 3, method: "enum" });
  const parts = [0, 1, 2].map((index) =>
    count({ rows: 6, cols: 3, method: "enum", slice: { index, of: 3 } })
  );
  assert.equal(parts.reduce((s, p) => s + p.exact!, 0n), whole.exact);
  assert.equal(countResultText(parts[1]!).startsWith("6x3 enum (slice 2/3): exact "), true);
});

Deno.test("count: bad requests throw RangeError", () => {
  assert.throws(
    () => count({ rows: 4, cols: 2, method: "matrix", rule: "none" } as unknown as CountRequest),
    /rule must be/,
  );
  assert.throws(
    () => count({ rows: 4, cols: 2, method: "sat" } as unknown as CountRequest),
    /method must be enum or matrix, got "sat"/,
  );
  assert.throws(
    () => count({ rows: 4, cols: 2, method: "matrix", slice: { index: 0, of: 2 } }),
    /slice/,
  );
  assert.equal(
    countResultText(count({ rows: 4, cols: 4, method: "matrix" })),
    "4x4 matrix: exact 640, convex 1296, count 1296",
  );
});
