import assert from "node:assert/strict";
import { CLAIMS, readGolden, runClaim } from "./mod.ts";
import { runClaims } from "./claims_job.ts";
import { testSeed } from "../../core/rng.ts";
import { boardForShading } from "../boards/shading_board.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { judgeProblem } from "../../core/genre.ts";

const seed = testSeed("claims");
const golden = await readGolden();

/** A refuted claim's witness must be real: re-check it with the judge where it is a board or shading. */
function checkWitnessWithJudge(id: string, w: { rows?: readonly string[]; url?: string }): void {
  if (w.rows && /^S-U(3|8)$/.test(id)) {
    const { board, answer } = boardForShading(w.rows);
    assert.equal(judgeProblem(board, answer, "convex"), null, `${id} witness passes convex`);
    assert.notEqual(judgeProblem(board, answer, "exact"), null, `${id} witness fails exact`);
  }
  if (w.url) decodeUrl(w.url); // a witness URL must at least be a valid board
}

// The job table the workers load (the one beside main.ts).
const JOB_TABLE = new URL("../../jobs.ts", import.meta.url).href;

for (const claim of CLAIMS) {
  Deno.test(`${claim.id}: ${claim.title}`, async () => {
    // A claim that splits into parts (the long exhaustive walks) runs them on two
    // workers, as `claims --jobs 2` does, so the test uses both cores; the others run here.
    const row = claim.split
      ? (await runClaims([claim.id], {
        full: false,
        seed,
        quiet: true,
        jobs: 2,
        table: JOB_TABLE,
      }))[0]!
      : await runClaim(claim, { full: false, seed }, golden);
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
