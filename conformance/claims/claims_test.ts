import assert from "node:assert/strict";
import { CLAIMS, readGolden, runClaim } from "./mod.ts";
import { testSeed } from "../../core/rng.ts";
import { boardForShading } from "../boards/shading_board.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { judgeProblem } from "../../core/genre.ts";

const seed = testSeed();
const golden = await readGolden();
console.log(`claims: seed ${seed} (replay with SEED=${seed})`);

/** A refuted claim's witness must be real: re-check it with the judge where it is a board or shading. */
function checkWitnessWithJudge(id: string, w: { rows?: readonly string[]; url?: string }): void {
  if (w.rows && /^S-U(3|8)$/.test(id)) {
    const { board, answer } = boardForShading(w.rows);
    assert.equal(judgeProblem(board, answer, "convex"), null, `${id} witness passes convex`);
    assert.notEqual(judgeProblem(board, answer, "exact"), null, `${id} witness fails exact`);
  }
  if (w.url) decodeUrl(w.url); // a witness URL must at least be a valid board
}

for (const claim of CLAIMS) {
  Deno.test(`${claim.id}: ${claim.title}`, async () => {
    const row = await runClaim(claim, { full: false, seed }, golden);
    console.log(`  write-up: ${row.writeup}\n  suite:    ${row.suite}\n  verdict:  ${row.verdict}`);
    assert.equal(row.verdict, claim.expected, `${claim.id}: ${row.suite}`);
    if (claim.kind === "K") {
      assert.equal(
        row.golden,
        "same",
        `${claim.id}: figures differ from golden.json (${row.suite})`,
      );
    }
    if (row.verdict === "refuted") {
      assert.ok((row.witnesses ?? []).length > 0, `${claim.id} is refuted without a witness`);
      for (const w of row.witnesses ?? []) checkWitnessWithJudge(claim.id, w);
    }
  });
}

Deno.test("claim ids are unique and ordered as in CLAIMS.md", async () => {
  const text = await Deno.readTextFile(new URL("../../docs/CLAIMS.md", import.meta.url));
  const documented = [...text.matchAll(/^\| ([SD]-[UK]\d+) \|/gm)].map((m) => m[1]!);
  const registered = CLAIMS.map((c) => c.id);
  assert.equal(new Set(registered).size, registered.length, "duplicate claim ids");
  const order = documented.filter((id) => registered.includes(id));
  assert.deepEqual(registered, order);
  const missing = documented.filter((id) => !registered.includes(id));
  console.log(
    `${registered.length}/${documented.length} claims registered; missing: ${
      missing.join(", ") || "none"
    }`,
  );
  assert.deepEqual(missing, [], "every claim of CLAIMS.md has a registered check");
});
