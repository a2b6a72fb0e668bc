import assert from "node:assert/strict";
import {
  corpusGroups,
  loadStostoneCorpus,
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

Deno.test("round", () => {
  assert.equal(round(1.005 * 100, 0), 100);
  assert.equal(round(2.775, 1), 2.8);
});
