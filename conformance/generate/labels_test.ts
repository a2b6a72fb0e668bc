import assert from "node:assert/strict";
import { roomsFromBorders } from "../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { bordersFromLabels } from "../../core/grid.ts";
import { labelConnected } from "./labels.ts";

Deno.test("bordersFromLabels: rooms read back from the borders are the label classes", () => {
  const seed = testSeed("labels_test");
  const rng = rngFromSeed(seed);
  for (let trial = 0; trial < 200; trial++) {
    const size = { rows: 1 + rng.int(5), cols: 1 + rng.int(5) };
    // Random labels from few values; rooms are then the connected parts of each class.
    const labels = Int32Array.from({ length: size.rows * size.cols }, () => rng.int(3));
    const { roomOf } = roomsFromBorders(size, bordersFromLabels(size, labels));
    for (let a = 0; a < labels.length; a++) {
      const right = a + 1;
      if (right % size.cols !== 0) {
        assert.equal(
          roomOf[a] === roomOf[right],
          labels[a] === labels[right],
          `cells ${a},${right}`,
        );
      }
      const down = a + size.cols;
      if (down < labels.length) {
        assert.equal(roomOf[a] === roomOf[down], labels[a] === labels[down], `cells ${a},${down}`);
      }
    }
  }
});

Deno.test("bordersFromLabels: rejects a label array of the wrong length", () => {
  assert.throws(() => bordersFromLabels({ rows: 2, cols: 2 }, new Int32Array(3)), RangeError);
});

Deno.test("labelConnected: leaving a cell out can split a room", () => {
  // 3×3 ring of label 1 around a centre of label 2:
  //   1 1 1
  //   1 2 1
  //   1 1 1
  const size = { rows: 3, cols: 3 };
  const labels = Int32Array.from([1, 1, 1, 1, 2, 1, 1, 1, 1]);
  assert.ok(labelConnected(size, labels, 1));
  assert.ok(labelConnected(size, labels, 1, 0), "a ring minus one cell is a path");
  const path = Int32Array.from([1, 1, 1, 2, 2, 2, 2, 2, 2]);
  assert.ok(!labelConnected(size, path, 1, 1), "the middle of a path splits it");
  assert.ok(labelConnected(size, path, 1, 0));
  assert.ok(!labelConnected(size, labels, 2, 4), "nothing left is not a room");
  assert.ok(!labelConnected(size, labels, 9), "an absent label is not a room");
});
