import assert from "node:assert/strict";
import { i32, i32From, i8, u8, withScratch } from "./scratch.ts";

Deno.test("scratch arrays never overlap, also when a solve outgrows the kept buffer", () => {
  withScratch(() => {
    const arrays: Int32Array[] = [];
    // 64 arrays of 4 KiB each: four times the kept buffer, so it is replaced mid-way.
    for (let k = 0; k < 64; k++) arrays.push(i32(1024).fill(k));
    arrays.forEach((a, k) => assert.ok(a.every((v) => v === k), `array ${k} was overwritten`));
    const bytes = u8(3);
    const signed = i8(3);
    bytes.fill(255);
    signed.fill(-1);
    assert.deepEqual([...bytes], [255, 255, 255]);
    assert.deepEqual([...signed], [-1, -1, -1]);
    assert.deepEqual([...i32From([5, 6])], [5, 6]);
  });
});

Deno.test("scratch is zeroed again for the next solve and plain outside one", () => {
  withScratch(() => i32(8).fill(9));
  withScratch(() => assert.deepEqual([...i32(8)], [0, 0, 0, 0, 0, 0, 0, 0]));
  const plain = i32(4);
  withScratch(() => i32(4).fill(3));
  assert.deepEqual([...plain], [0, 0, 0, 0]);
});

Deno.test("withScratch releases its memory when the body throws", () => {
  assert.throws(() =>
    withScratch(() => {
      i32(4).fill(1);
      throw new RangeError("x");
    }), RangeError);
  withScratch(() => assert.deepEqual([...i32(4)], [0, 0, 0, 0]));
});
