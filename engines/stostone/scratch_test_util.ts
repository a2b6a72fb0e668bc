/**
 * The scratch-memory tests the mask and subset engines share (test code only: each
 * engine keeps its own scratch.ts, the engines share no code).
 *
 * @module
 */

import assert from "node:assert/strict";

/** What an engine's scratch.ts exports, as the tests use it. */
export interface ScratchModule {
  withScratch<T>(body: () => T): T;
  i32(n: number): Int32Array;
  i32From(values: ArrayLike<number>): Int32Array;
  u8(n: number): Uint8Array;
  /** The module's other array kind (i8 or f64) and a value to fill it with. */
  other: { make(n: number): Int8Array | Float64Array; value: number };
}

/** Registers the three scratch tests for one engine's scratch module. */
export function testScratch({ withScratch, i32, i32From, u8, other }: ScratchModule): void {
  Deno.test("scratch arrays never overlap, also when a solve outgrows the kept buffer", () => {
    withScratch(() => {
      const arrays: Int32Array[] = [];
      // 64 arrays of 4 KiB each: four times the kept buffer, so it is replaced mid-way.
      for (let k = 0; k < 64; k++) arrays.push(i32(1024).fill(k));
      arrays.forEach((a, k) => assert.ok(a.every((v) => v === k), `array ${k} was overwritten`));
      const bytes = u8(3);
      const others = other.make(3);
      bytes.fill(255);
      others.fill(other.value);
      assert.deepEqual([...bytes], [255, 255, 255]);
      assert.deepEqual([...others], [other.value, other.value, other.value]);
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
}
