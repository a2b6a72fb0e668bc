import assert from "node:assert/strict";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { dropInTurn } from "./drop_in_turn.ts";

/** The plain way: one question per item. */
function oneByOne(order: readonly number[], spare: (items: readonly number[]) => boolean) {
  const dropped: number[] = [];
  for (const item of order) if (spare([...dropped, item])) dropped.push(item);
  return dropped;
}

Deno.test("dropInTurn: drops what trying one by one drops, with fewer questions on long runs", () => {
  const rng = rngFromSeed(testSeed("drop_in_turn_test"));
  let cases = 0, fewer = 0;
  for (let k = 0; k < 200; k++) {
    const n = 1 + rng.int(40);
    const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
    // Monotone: a set may go while its weight stays within a limit.
    const weight = order.map(() => (rng.int(4) === 0 ? 5 : 1));
    const limit = rng.int(3 * n);
    let asked = 0;
    const spare = (items: readonly number[]) => {
      asked++;
      return items.reduce((s, i) => s + weight[i]!, 0) <= limit;
    };
    const plain = oneByOne(order, spare);
    const plainAsked = asked;
    asked = 0;
    // `needed` is sound: true only for an item whose weight alone breaks the limit.
    const needed = (item: number, dropped: readonly number[]) =>
      dropped.reduce((s, i) => s + weight[i]!, 0) + weight[item]! > limit && item % 2 === 0;
    assert.deepEqual(dropInTurn(order, { spare, needed }), plain, `case ${k}`);
    if (asked < plainAsked) fewer++;
    cases++;
  }
  console.log(`${cases} cases, ${fewer} with fewer questions`);
  assert.equal(cases, 200);
  assert.ok(fewer > 0);
});

Deno.test("dropInTurn: no question is asked about an item `needed` names", () => {
  const asked: number[][] = [];
  const dropped = dropInTurn([0, 1, 2, 3], {
    spare: (items) => (asked.push([...items]), true),
    needed: (item) => item % 2 === 1,
  });
  assert.deepEqual(dropped, [0, 2]);
  assert.deepEqual(asked, [[0], [0, 2]]);
});
