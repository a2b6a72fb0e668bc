import assert from "node:assert/strict";
import { checkCorpusFixture, conformSections, conformSectionUnits } from "./sections.ts";
import type { UnitResult } from "../run/unit.ts";

Deno.test("conform's corpus section checks the tree against its index first", async () => {
  const units = (await conformSectionUnits({ full: false, seed: 1 }))
    .filter((u) => u.kind === "conform/corpus");
  assert.equal(units[0]!.id, "corpus/fixtures/MANIFEST.json");
  // The shipped tree holds to its index; the check is not a board, so it counts none.
  assert.deepEqual(await checkCorpusFixture("fixtures/MANIFEST.json"), {
    checked: 0,
    failures: [],
  });
});

Deno.test("a manifest problem fails the corpus section without counting as a board", () => {
  const unit = (id: string, failures: string[], checked = 1): UnitResult => ({
    id: `corpus/${id}`,
    kind: "conform/corpus",
    ok: true,
    value: { checked, failures },
    ms: 1,
  });
  const problem = "fixtures/MANIFEST.json: fixtures: lists no fixture";
  const [corpus] = conformSections([
    unit("fixtures/MANIFEST.json", [problem], 0),
    unit("fixtures/stostone/6x6-001.txt", []),
    unit("fixtures/stostone/6x6-002.txt", []),
  ], { full: false, seed: 1 }).filter((s) => s.name === "corpus");
  assert.equal(corpus!.checked, 2);
  assert.deepEqual(corpus!.failures, [problem]);
  assert.match(corpus!.summary, /^2 shipped boards: 2 proofs checked /);
});
