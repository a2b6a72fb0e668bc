import assert from "node:assert/strict";
import { connectedPartitions, countByEdgeSubsets } from "./partitions.ts";
import { evenHeightSizes, S_U9_MAX_CELLS } from "../claims/s_u9_engines.ts";
import { boardsOfSize, D_U5_MAX_CELLS } from "../claims/d_u5_engines.ts";
import { everyBoard, gridSizesUpTo, whitePartitions } from "../claims/dosun_fuwari_boards.ts";

// By default the counts of the default runs; FULL=1 (or `--full` after `--`) checks the
// `--full` ranges too (every map of ≤ 16 cells, every board of ≤ 12: about a minute).
const FULL = Deno.env.get("FULL") === "1" || Deno.args.includes("--full");
const S_U9_CELLS = FULL ? S_U9_MAX_CELLS.full : S_U9_MAX_CELLS.default;
const D_U5_CELLS = FULL ? D_U5_MAX_CELLS.full : D_U5_MAX_CELLS.default;

const count = (it: Iterable<unknown>) => {
  let n = 0;
  for (const _ of it) n++;
  return n;
};

Deno.test("S-U9's map counts: the walk and the edge-subset count agree on every size", () => {
  let total = 0;
  const lines: string[] = [];
  for (const size of evenHeightSizes(S_U9_CELLS)) {
    const walked = count(connectedPartitions(size));
    assert.equal(walked, countByEdgeSubsets(size), `${size.rows}×${size.cols}`);
    lines.push(`${size.rows}×${size.cols} ${walked}`);
    total += walked;
  }
  console.log(`S-U9 ≤ ${S_U9_CELLS} cells: ${lines.join(", ")}; total ${total}`);
  // The 2×n counts are also the known sequence 2, 12, 74, 456, 2810, 17316 (a third check).
  const twoRows = [1, 2, 3, 4, 5, 6].map((cols) => count(connectedPartitions({ rows: 2, cols })));
  assert.deepEqual(twoRows, [2, 12, 74, 456, 2810, 17316]);
});

Deno.test("the walk lists each partition once, as D-U4's edge-subset lister does (≤ 9 cells)", () => {
  for (const size of [{ rows: 3, cols: 3 }, { rows: 2, cols: 4 }, { rows: 1, cols: 9 }]) {
    const walked = new Set<string>();
    for (const labels of connectedPartitions(size)) walked.add(labels.join());
    const old = whitePartitions(size, new Uint8Array(size.rows * size.cols)).length;
    assert.equal(walked.size, old, `${size.rows}×${size.cols}`);
    assert.equal(count(connectedPartitions(size)), walked.size, "no partition twice");
  }
});

Deno.test("D-U5's board counts: the walk and the edge-subset count agree on every size", () => {
  let total = 0;
  const lines: string[] = [];
  for (const size of gridSizesUpTo(D_U5_CELLS)) {
    const n = size.rows * size.cols;
    let second = 0;
    const black = new Uint8Array(n);
    for (let pattern = 0; pattern < 2 ** n; pattern++) {
      for (let cell = 0; cell < n; cell++) black[cell] = (pattern >>> cell) & 1;
      second += countByEdgeSubsets(size, black);
    }
    const walked = count(boardsOfSize(size));
    assert.equal(walked, second, `${size.rows}×${size.cols}`);
    lines.push(`${size.rows}×${size.cols} ${walked}`);
    total += walked;
  }
  console.log(`D-U5 ≤ ${D_U5_CELLS} cells: ${lines.join(", ")}; total ${total}`);
  // D-U4's survey lists the same boards with its own lister (edge subsets, deduplicated).
  if (!FULL) assert.equal(total, count(everyBoard(D_U5_CELLS)));
});

Deno.test("with black cells the walk matches the old white-partition lister", () => {
  const size = { rows: 3, cols: 3 };
  for (let pattern = 0; pattern < 2 ** 9; pattern += 7) {
    const black = Array.from({ length: 9 }, (_, cell) => (pattern >> cell) & 1);
    assert.equal(
      count(connectedPartitions(size, black)),
      whitePartitions(size, black).length,
      `pattern ${pattern}`,
    );
  }
});
