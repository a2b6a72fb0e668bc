/**
 * The claims registry against docs/CLAIMS.md. The claims themselves are computed once in
 * the tests, inside the golden `conform` run (`conformance/golden/golden_heavy_test.ts`),
 * which pins each row's verdict, a K claim's figures and a refuted claim's witnesses.
 *
 * @module
 */

import assert from "node:assert/strict";
import { CLAIMS } from "./mod.ts";

Deno.test("the registry: exactly the claims of CLAIMS.md, in its order, each of its kind", async () => {
  const text = await Deno.readTextFile(new URL("../../docs/CLAIMS.md", import.meta.url));
  const documented = [...text.matchAll(/^\| ([SD]-[UK]\d+) \| ([UK]) \|/gm)].map((m) => ({
    id: m[1]!,
    kind: m[2]!,
  }));
  // An independent count of the tables' claim rows: lines that start "| S-" or "| D-".
  const rows = text.split("\n").filter((l) => l.startsWith("| S-") || l.startsWith("| D-"));
  console.log(
    `CLAIMS.md: ${documented.length} claims (${rows.length} table rows); registry: ${CLAIMS.length}`,
  );
  assert.equal(documented.length, rows.length, "every claim row parsed");
  assert.deepEqual(CLAIMS.map((c) => c.id), documented.map((d) => d.id));
  for (const [i, claim] of CLAIMS.entries()) {
    assert.equal(claim.kind, documented[i]!.kind, `${claim.id}: kind`);
    if (claim.kind === "U") {
      assert.notEqual(claim.expected, "differs", `${claim.id}: a U claim cannot differ`);
    }
  }
});
