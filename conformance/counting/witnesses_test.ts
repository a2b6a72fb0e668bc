import assert from "node:assert/strict";
import { dropReference, isPacked, passesRule4, stonesOfGrid } from "../../core/stostone/drop.ts";
import { transferCounts } from "./transfer.ts";
import {
  checkArchClaim,
  convexNotExactWitnesses,
  smallestConvexNotExactWitnesses,
  witnessSurvey,
} from "./witnesses.ts";

Deno.test("witness counts equal convex − exact from the transfer methods", () => {
  for (const [rows, cols] of [[4, 2], [4, 3], [6, 2], [2, 6], [4, 4]] as const) {
    const found = convexNotExactWitnesses(rows, cols);
    assert.equal(found.shadings, 2 ** (rows * cols));
    const expected = transferCounts(rows, cols, "convex") - transferCounts(rows, cols, "exact");
    assert.equal(BigInt(found.witnesses.length), expected, `${rows}x${cols}`);
  }
});

Deno.test("every witness passes convex and fails exact under core drop.ts too", () => {
  for (const board of witnessSurvey(12)) {
    for (const w of board.witnesses) {
      const size = { rows: board.rows, cols: board.cols };
      const shaded = Uint8Array.from(w.join(""), (ch) => (ch === "#" ? 1 : 0));
      const stones = stonesOfGrid(size, shaded);
      assert.ok(passesRule4(size, shaded, stones, "convex"), w.join("/"));
      assert.ok(!isPacked(size, dropReference(size, stones)), w.join("/"));
    }
  }
});

Deno.test("the survey covers every board up to the bound, odd heights included", () => {
  const survey = witnessSurvey(8);
  const boards = survey.map((b) => `${b.rows}x${b.cols}`);
  assert.equal(boards.length, 1 + 2 + 2 + 3 + 2 + 4 + 2 + 4); // divisors of 1..8
  assert.ok(boards.includes("1x7") && boards.includes("7x1") && boards.includes("4x2"));
  assert.equal(smallestConvexNotExactWitnesses(7).cells, null);
  assert.throws(() => witnessSurvey(21), RangeError);
  assert.throws(() => convexNotExactWitnesses(5, 5), /at most 20 cells, 5x5 has 25/);
});

Deno.test("checkArchClaim reproduces a minimal witness and refutes a non-witness", () => {
  // A 4×2 witness: no board of fewer than 8 cells has one, so this one is minimal.
  const minimal = checkArchClaim(["#.", "##", "..", ".#"], 8);
  assert.deepEqual(
    [minimal.archPassesCount, minimal.archPassesConvex, minimal.archFailsExact, minimal.minimal],
    [true, true, true, true],
  );
  assert.equal(minimal.verdict, "reproduced");
  assert.deepEqual(minimal.archSettled, ["..", "#.", "##", ".#"]);
  // A lone domino packs, so it is no witness at all.
  const domino = checkArchClaim(["##", ".."], 4);
  assert.deepEqual([domino.archPassesConvex, domino.archFailsExact], [true, false]);
  assert.equal(domino.verdict, "refuted");
});
