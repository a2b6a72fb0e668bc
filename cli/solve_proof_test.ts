/**
 * `solve --proof`: the proof's verdict and forced cells beside the engines', and the
 * checks that catch them parting (proofAgainstEngines).
 */

import assert from "node:assert/strict";
import { runInProcess, words } from "./cli_test_util.ts";
import { proofAgainstEngines } from "./solve.ts";
import { decodeUrl } from "../core/formats/mod.ts";
import { solveWithAll } from "../conformance/consensus/consensus.ts";
import { forcedWithEvidence } from "../conformance/forced/mod.ts";
import { proveForced } from "../conformance/proof/forced.ts";
import { enginesFor } from "../engines/mod.ts";

Deno.test("solve --proof: a unique board is proved unique, with the proof's hashes", async () => {
  const run = await runInProcess(words("solve fixtures/stostone/6x6-001.txt --proof --json"));
  assert.equal(run.code, 0, run.stderr);
  const j = JSON.parse(run.stdout);
  assert.equal(j.verdict, "unique");
  assert.equal(j.proof.verdict, "unique");
  assert.equal(j.proof.forced, null, "forced rows are for several answers only");
  assert.equal(j.proof.answers, 1);
  assert.ok(j.proof.lemmas > 0);
  assert.match(j.proof.cnfSha256, /^[0-9a-f]{64}$/);
  assert.match(j.proof.lratSha256, /^[0-9a-f]{64}$/);
  assert.deepEqual(j.disagreements, []);
});

Deno.test("solve --proof: on a board with several answers, the proof's forced cells are the engines'", async () => {
  // 6×6 with several answers and some forced cells (cli_test uses it for forced cells too).
  const url = "https://puzz.link/p?stostone/6/6/em5tdj88lp2k1h3g52g";
  const run = await runInProcess(["solve", url, "--proof", "--json", "--cap", "50"]);
  assert.equal(run.code, 1, run.stderr);
  const j = JSON.parse(run.stdout);
  assert.equal(j.verdict, "multiple");
  assert.equal(j.proof.verdict, "multiple");
  assert.deepEqual(j.proof.forced, j.forced);
  assert.equal(j.proof.forcedCount, j.forcedCount);
  assert.ok(j.proof.forcedCount > 0, "a board with forced cells, so a refutation was checked");
  assert.ok(j.proof.lemmas > 0);
  assert.ok(j.proof.answers >= 2);
  assert.equal(j.proof.beyondEngines, 0, "propagate decided every cell itself");
  assert.equal(j.agree, true);
  const text = await runInProcess(["solve", url, "--proof"]);
  assert.match(text.stdout, /proof: \d+ forced cells backed by one checked refutation/);
});

Deno.test("solve --proof: a 2×2 with no forced cell needs no refutation", async () => {
  const j = JSON.parse((await runInProcess(words("solve stostone/2/2/00 --proof --json"))).stdout);
  assert.equal(j.proof.verdict, "multiple");
  assert.equal(j.proof.forcedCount, 0);
  assert.equal(j.proof.lemmas, null);
  assert.deepEqual(j.proof.forced, ["??", "??"]);
});

Deno.test("proofAgainstEngines: each way the proof and the engines can part is reported", () => {
  const board = decodeUrl("https://puzz.link/p?stostone/6/6/em5tdj88lp2k1h3g52g");
  const c = solveWithAll(enginesFor(board), board, "exact", 50);
  const forced = forcedWithEvidence(board, "exact", { confirm: false });
  const proof = proveForced(board, "exact");
  assert.deepEqual(proofAgainstEngines(board, c, forced, proof), [], "they agree as given");
  const forcedAt = forced.cells.findIndex((v) => v >= 0);
  const openAt = forced.cells.findIndex((v) => v === -1);
  assert.ok(forcedAt >= 0 && openAt >= 0);
  const at = (x: number) => `(${Math.floor(x / board.cols)},${x % board.cols})`;

  const flipped = proof.cells.slice();
  flipped[forcedAt] = -1;
  assert.deepEqual(proofAgainstEngines(board, c, forced, { ...proof, cells: flipped }), [
    `cell ${at(forcedAt)}: the engines force ${forced.cells[forcedAt]}, ` +
    "a judged answer of the encoding differs",
  ]);
  const closed = proof.cells.slice();
  closed[openAt] = 1;
  assert.deepEqual(proofAgainstEngines(board, c, forced, { ...proof, cells: closed }), [
    `cell ${at(openAt)}: the proof forces 1, the engines' judged answers differ there`,
  ]);
  // An incomplete engine report leaves its open cells to the proof: no disagreement.
  assert.deepEqual(
    proofAgainstEngines(board, c, { ...forced, complete: false }, { ...proof, cells: closed }),
    [],
  );
  assert.deepEqual(proofAgainstEngines(board, c, forced, { ...proof, verdict: "unique" }), [
    "the proof says unique, the engines multiple",
  ]);
});
