import assert from "node:assert/strict";
import {
  corpusGroups,
  loadStostoneCorpus,
  median,
  percent,
  round,
  stostoneCorpusOfSize,
} from "./stostone_corpus.ts";

Deno.test("the shipped corpus: 44 boards at 6×6 and 33 at 8×8, sorted, read once", async () => {
  const corpus = await loadStostoneCorpus();
  assert.equal(stostoneCorpusOfSize(corpus, 6).length, 44);
  assert.equal(stostoneCorpusOfSize(corpus, 8).length, 33);
  assert.equal(corpus.length, 77, "no other sizes");
  const paths = corpus.map((c) => c.path);
  assert.deepEqual(paths, [...paths].sort());
  assert.equal(await loadStostoneCorpus(), corpus, "cached");
  for (const c of corpus) assert.equal(c.answer.length, c.board.rows * c.board.cols, c.id);
  assert.deepEqual(corpusGroups(corpus).map((g) => g.boards.length), [44, 33]);
});

Deno.test("median, percent and round", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
  assert.equal(percent(2870, 8081), "35.5%");
  assert.equal(percent(1, 0), "n/a");
  assert.equal(round(1.005 * 100, 0), 100);
  assert.equal(round(2.775, 1), 2.8);
});
