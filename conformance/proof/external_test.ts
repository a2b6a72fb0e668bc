/**
 * The encoding against boards other projects published (fixtures/external/): on each,
 * the proof pipeline's verdict must be the published solution count (a checked
 * refutation behind 1 and 0, two judged answers behind "2 or more"), and a unique
 * board's one model must be the published answer.
 */

import assert from "node:assert/strict";
import { decodeUrl, parseAnswerRows, readPzprv3 } from "../../core/formats/mod.ts";
import { defaultRule } from "../../core/genre.ts";
import { proveBoard } from "./prove.ts";

interface Published {
  readonly id: string;
  readonly pzprjs_url: string;
  readonly solution_count: string;
  readonly solutions?: readonly { grid: readonly string[] }[];
  readonly solution_file?: string;
}

const FILES = ["stostone", "dosufuwa"].map((g) =>
  new URL(`../../fixtures/external/${g}.external-collections.json`, import.meta.url)
);

Deno.test("external boards: the encoding's verdict is the published solution count, proof checked", () => {
  const tally = { unique: 0, multiple: 0, none: 0 };
  let listed = 0;
  for (const file of FILES) {
    const { puzzles } = JSON.parse(Deno.readTextFileSync(file)) as { puzzles: Published[] };
    listed += puzzles.length;
    for (const p of puzzles) {
      const board = decodeUrl(p.pzprjs_url);
      const want = p.solution_count.startsWith("1")
        ? "unique"
        : p.solution_count.startsWith("0")
        ? "none"
        : p.solution_count.startsWith(">=2")
        ? "multiple"
        : null;
      assert.ok(want, `${p.id}: unreadable solution_count ${JSON.stringify(p.solution_count)}`);
      const proved = proveBoard(board, defaultRule(board));
      assert.equal(proved.verdict, want, p.id);
      tally[proved.verdict]++;
      if (want !== "multiple") assert.ok(proved.record!.lemmas >= 0, `${p.id}: no checked proof`);
      const published = p.solutions?.[0]
        ? parseAnswerRows(board, p.solutions[0].grid)
        : p.solution_file
        ? readPzprv3(p.solution_file).answer
        : null;
      if (want === "unique" && published) {
        assert.deepEqual(proved.answers[0], published, `${p.id}: not the published answer`);
      }
    }
  }
  console.log(`external boards: ${JSON.stringify(tally)}`);
  // Counted twice: the verdicts tallied, and the entries listed in the files.
  assert.equal(tally.unique + tally.multiple + tally.none, listed);
  assert.equal(listed, 44);
});
