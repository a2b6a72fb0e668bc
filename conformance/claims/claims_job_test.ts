import assert from "node:assert/strict";
import { claimsTable } from "./claims_job.ts";
import type { ClaimRow } from "./mod.ts";

const row = (id: string, suite: string): ClaimRow => ({
  id,
  kind: "U",
  title: "a claim",
  expected: "reproduced",
  verdict: "reproduced",
  asExpected: true,
  seconds: 1,
  golden: null,
  writeup: "the write-up's figure",
  suite,
});

Deno.test("claimsTable prints a clipped figure in full below the table", () => {
  const long = `3,223,410 maps: ${"2×7 106,706, ".repeat(8)}end`;
  const text = claimsTable([row("S-U9", long), row("D-U5", "1,876,412 boards")]);
  const [table, below] = text.split("In full (clipped above):");
  assert.ok(table?.includes("…"), "the table clips the long figure");
  assert.equal(below?.trim(), `S-U9 suite: ${long}`);
  assert.ok(!below?.includes("D-U5"), "a figure that fits is not repeated");
});

Deno.test("claimsTable adds nothing below when every figure fits", () => {
  const text = claimsTable([row("D-U5", "1,876,412 boards")]);
  assert.ok(!text.includes("In full"));
  assert.ok(text.includes("1,876,412 boards"));
});
