import assert from "node:assert/strict";
import { Arena } from "./arena.ts";

Deno.test("Arena: zeroed, disjoint arrays of every kind, across buffers", () => {
  const arena = new Arena(40);
  const a = arena.i8(3);
  const b = arena.f64(2); // after 3 bytes: must still be 8-aligned
  const c = arena.i32(5);
  const d = arena.u8(100); // larger than a buffer: a buffer of its own
  const e = arena.i32(2);
  const all = [a, b, c, d, e];
  for (const x of all) assert.ok(x.every((v: number) => v === 0));
  a.fill(-1);
  b.fill(1.5);
  c.fill(7);
  d.fill(255);
  e.fill(-9);
  assert.deepEqual(Array.from(a), [-1, -1, -1]);
  assert.deepEqual(Array.from(b), [1.5, 1.5]);
  assert.deepEqual(Array.from(c), [7, 7, 7, 7, 7]);
  assert.ok(d.every((v) => v === 255));
  assert.deepEqual(Array.from(e), [-9, -9]);
  assert.equal(b.byteOffset % 8, 0);
});
