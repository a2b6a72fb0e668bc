import assert from "node:assert/strict";
import { emptyBorders } from "../../core/grid.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { colFromOneCell, K8_THRESHOLD, k8Verdict, S_K8 } from "./s_u13_k8_demo_page.ts";
import { loadStostoneCorpus } from "./stostone_corpus.ts";

Deno.test("k8Verdict: about a sixth reproduces, more than half a sixth holds in shape, less fails", () => {
  assert.equal(k8Verdict(100 / 6), "reproduced");
  assert.equal(k8Verdict(22.9), "shape holds, figures differ");
  assert.equal(k8Verdict(K8_THRESHOLD), "shape holds, figures differ");
  assert.equal(k8Verdict(K8_THRESHOLD - 0.01), "not reproduced on this corpus");
  assert.equal(k8Verdict(0), "not reproduced on this corpus");
});

Deno.test("col from one settled cell: nothing when H ≥ 4; on two rows the rest of its column", () => {
  // The structural fact S-K8 states, on every cell of empty grids: col needs H/2 agreeing
  // cells in a column, and one settled cell reaches that only when H = 2.
  let pairs = 0, wrote = 0;
  for (const rows of [4, 6, 8]) {
    for (const cols of [1, 3, 5]) {
      const size = { rows, cols };
      const board = stostoneBoard(size, emptyBorders(size));
      for (const v of [0, 1]) {
        const shares = colFromOneCell(board, new Int8Array(rows * cols).fill(v));
        pairs += shares.length;
        wrote += shares.filter((x) => x > 0).length;
      }
    }
  }
  // Second count: 2 values × every cell of the nine grids.
  const expected = 2 * [4, 6, 8].reduce((n, r) => n + r * (1 + 3 + 5), 0);
  console.log(`  ${pairs} (grid, cell, value) runs, expected ${expected}; col wrote in ${wrote}`);
  assert.equal(pairs, expected);
  assert.equal(wrote, 0);
  // The measure can be non-zero: on two rows one cell finishes its column.
  const two = stostoneBoard({ rows: 2, cols: 3 }, emptyBorders({ rows: 2, cols: 3 }));
  assert.ok(colFromOneCell(two, new Int8Array(6).fill(1)).every((x) => x === 1 / 6));
});

Deno.test("S-K8: col's share of the ladder's cells, per corpus board, is not identically 0", async () => {
  const outcome = await S_K8.run({ full: false, seed: 1 });
  const d = outcome.data as { ladderShare: { n: number; mean: number; max: number } };
  const corpus = (await loadStostoneCorpus()).length;
  console.log(`  ${d.ladderShare.n} boards (corpus ${corpus}): mean ${d.ladderShare.mean}%`);
  assert.equal(d.ladderShare.n, corpus, "every corpus board has a share");
  // The old measure (col alone from one cell) was 0.0% on any corpus with H ≥ 4.
  assert.ok(d.ladderShare.mean > 0 && d.ladderShare.max > 0);
  assert.equal(outcome.verdict, k8Verdict(d.ladderShare.mean));
  assert.notEqual(outcome.verdict, "not reproduced on this corpus");
  assert.match(outcome.verdictText!, /against ≥ 8\.3%/);
});
