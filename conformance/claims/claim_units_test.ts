import assert from "node:assert/strict";
import { claimRowsOf, claimUnits } from "./claim_units.ts";
import { S_U9_PARTS } from "./s_u9_engines.ts";
import { D_U5_PARTS } from "./d_u5_engines.ts";
import type { UnitResult } from "../run/unit.ts";

Deno.test("split claims become one unit per part, the others one unit each", () => {
  for (const full of [false, true]) {
    const units = claimUnits(["S-U4", "S-U9", "D-U5"], { full, seed: 1 });
    const parts = full ? S_U9_PARTS.full : S_U9_PARTS.default;
    const u5 = full ? D_U5_PARTS.full : D_U5_PARTS.default;
    assert.equal(units.length, 1 + parts + u5);
    assert.equal(units[0]!.id, "claim/S-U4");
    assert.deepEqual(
      units.slice(1, 1 + parts).map((u) => u.payload.part),
      [...Array(parts).keys()],
    );
    assert.equal(units[1]!.id, "claim/S-U9#1");
    assert.equal(units[parts]!.id, `claim/S-U9#${parts}`);
  }
});

Deno.test("a split claim's row fails when a part failed or is missing", async () => {
  const units = claimUnits(["S-U9"], { full: false, seed: 1 });
  const failed: UnitResult[] = units.map((u, i) =>
    i === 2
      ? { id: u.id, kind: "claim", ok: false, error: "worker died", errorName: "Error", ms: 5 }
      : { id: u.id, kind: "claim", ok: true, value: null, ms: 5 }
  );
  const [row] = await claimRowsOf(failed, { full: false, seed: 1 });
  assert.equal(row!.id, "S-U9");
  assert.equal(row!.asExpected, false);
  assert.match(row!.suite, /worker died/);
  assert.equal(row!.seconds, (5 * units.length) / 1000);

  const missing = failed.slice(0, 3).map((r, i) =>
    i === 2 ? { id: r.id, kind: "claim", ok: true as const, value: null, ms: 1 } : r
  );
  const [short] = await claimRowsOf(missing, { full: false, seed: 1 });
  assert.match(short!.suite, new RegExp(`3 of its ${S_U9_PARTS.default} parts ran`));
});
