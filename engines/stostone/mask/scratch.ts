/**
 * Scratch memory for one solve. A tiny board costs the engine less than allocating
 * its few dozen typed arrays does (each `new Int32Array` of more than 64 bytes gets
 * its own backing store outside the heap, about a microsecond with the garbage it
 * leaves), and the exhaustive small-board surveys solve hundreds of thousands of
 * them. Inside {@link withScratch} the engine's arrays are instead zeroed views
 * bumped off one buffer that is kept from solve to solve (a board of the same size
 * reuses exactly the same memory); outside it they are ordinary new arrays, so a
 * table built by a public helper outlives the call as it always did.
 *
 * Nothing allocated here may leave the solve: answers are copied out (`slice`).
 *
 * @module
 */

/** Bytes of the kept buffer; a solve that needed more gets it, and gives it back after. */
const KEPT_BYTES = 1 << 16;
let buffer = new ArrayBuffer(KEPT_BYTES);
let top = 0;
let depth = 0;

function take(bytes: number): number {
  const need = (bytes + 7) & ~7; // keep every view 8-byte aligned
  if (top + need > buffer.byteLength) {
    buffer = new ArrayBuffer(Math.max(2 * buffer.byteLength, need));
    top = 0;
  }
  const at = top;
  top += need;
  return at;
}

/**
 * Runs `body` with scratch allocation on, then releases everything it took (on a
 * throw too). Calls may nest; memory is released when the outermost one ends.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { i32, withScratch } from "./scratch.ts";
 * const copy = withScratch(() => {
 *   const a = i32(4);
 *   a[0] = 7;
 *   return a.slice(); // a copy of its own
 * });
 * assert.deepEqual([...copy], [7, 0, 0, 0]);
 * assert.deepEqual([...withScratch(() => i32(4))], [0, 0, 0, 0]); // zeroed again
 * ```
 */
export function withScratch<T>(body: () => T): T {
  depth++;
  try {
    return body();
  } finally {
    if (--depth === 0) {
      top = 0;
      if (buffer.byteLength > KEPT_BYTES) buffer = new ArrayBuffer(KEPT_BYTES);
    }
  }
}

/**
 * A zeroed `Int32Array` of length n (scratch inside {@link withScratch}, new outside).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { i32 } from "./scratch.ts";
 * assert.equal(i32(3).length, 3);
 * ```
 */
export function i32(n: number): Int32Array {
  if (depth === 0) return new Int32Array(n);
  const at = take(4 * n); // first: it may replace the buffer
  return new Int32Array(buffer, at, n).fill(0);
}

/**
 * A zeroed `Uint8Array` of length n (see {@link i32}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { u8 } from "./scratch.ts";
 * assert.equal(u8(3).length, 3);
 * ```
 */
export function u8(n: number): Uint8Array {
  if (depth === 0) return new Uint8Array(n);
  const at = take(n);
  return new Uint8Array(buffer, at, n).fill(0);
}

/**
 * A zeroed `Int8Array` of length n (see {@link i32}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { i8 } from "./scratch.ts";
 * assert.equal(i8(3).length, 3);
 * ```
 */
export function i8(n: number): Int8Array {
  if (depth === 0) return new Int8Array(n);
  const at = take(n);
  return new Int8Array(buffer, at, n).fill(0);
}

/**
 * An `Int32Array` holding `values` (see {@link i32}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { i32From } from "./scratch.ts";
 * assert.deepEqual([...i32From([3, 1])], [3, 1]);
 * ```
 */
export function i32From(values: ArrayLike<number>): Int32Array {
  const out = i32(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]!;
  return out;
}
