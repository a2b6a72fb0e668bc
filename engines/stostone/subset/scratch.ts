/**
 * Scratch memory for one solve of the subset engine. A tiny board costs the engine less than allocating
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
/**
 * Bytes of every buffer taken since the outermost {@link withScratch} began: a buffer
 * outgrown stays alive while arrays made from it do, so this bounds what scratch holds.
 */
let taken = 0;
/** The limit of the solve running now (see {@link withScratch}). */
let limit = Infinity;

/**
 * The most scratch memory one solve may take. The listed stones of a huge room without
 * a number are what fills it (a one-room 100×100 board took 1.36 GB before this limit);
 * every board of the corpus and of the published collections needs under
 * 64 MiB (measured Dec 2026).
 */
export const SCRATCH_LIMIT_BYTES = 384 * 1024 * 1024;

/** Thrown when a solve would take more scratch memory than its limit. */
export class ScratchFull extends Error {
  override name = "ScratchFull";
}

function take(bytes: number): number {
  const need = (bytes + 7) & ~7; // keep every view 8-byte aligned
  if (top + need > buffer.byteLength) {
    // Doubling, but never past the limit while a smaller buffer would still do.
    const size = Math.max(need, Math.min(2 * buffer.byteLength, limit - taken));
    if (taken + size > limit) {
      throw new ScratchFull(`scratch memory: ${taken + size} bytes would pass the limit, ${limit}`);
    }
    buffer = new ArrayBuffer(size);
    taken += size;
    top = 0;
  }
  const at = top;
  top += need;
  return at;
}

/**
 * Runs `body` with scratch allocation on, then releases everything it took (on a
 * throw too). Calls may nest; memory is released when the outermost one ends. The
 * outermost call's `limitBytes` bounds the bytes of every buffer taken meanwhile: an
 * allocation past it throws {@link ScratchFull}.
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
export function withScratch<T>(body: () => T, limitBytes = SCRATCH_LIMIT_BYTES): T {
  if (depth++ === 0) {
    taken = buffer.byteLength;
    limit = limitBytes;
  }
  try {
    return body();
  } finally {
    if (--depth === 0) {
      top = 0;
      if (buffer.byteLength > KEPT_BYTES) buffer = new ArrayBuffer(KEPT_BYTES);
    }
  }
}

/** Where scratch allocation stood (see {@link releaseScratch}). */
export interface ScratchMark {
  readonly buffer: ArrayBuffer;
  readonly top: number;
}

/** The point {@link releaseScratch} can later give memory back to. */
export function markScratch(): ScratchMark {
  return { buffer, top };
}

/**
 * Gives back every byte taken since `mark`, for reuse by the next allocations: every
 * array made since must be dead. (When the buffer was outgrown since, the current one
 * holds only arrays made after the mark, so all of it is given back.) Outside
 * {@link withScratch} it does nothing. The subset search lists a deferred room inside a
 * frame and drops the list when it leaves the frame: without giving that memory back, a
 * long pinned search under `count` filled the 384 MiB limit in a few seconds.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { i32, markScratch, releaseScratch, withScratch } from "./scratch.ts";
 * withScratch(() => {
 *   const kept = i32(2);
 *   const mark = markScratch();
 *   i32(2)[0] = 5; // dead once released
 *   releaseScratch(mark);
 *   const reused = i32(2);
 *   assert.deepEqual([...reused], [0, 0]); // zeroed, in the memory given back
 *   assert.equal(reused.byteOffset, kept.byteOffset + 8);
 * });
 * ```
 */
export function releaseScratch(mark: ScratchMark): void {
  if (depth === 0) return;
  const from = mark.buffer === buffer ? mark.top : 0;
  if (poison) new Uint8Array(buffer, from, top - from).fill(0xa5);
  top = from;
}

/** Whether {@link releaseScratch} fills what it gives back with garbage (tests). */
let poison = false;

/**
 * Tests only: with `on`, memory given back is overwritten at once, so a read of an array
 * released too early shows as a wrong answer instead of passing by luck.
 */
export function poisonReleased(on: boolean): void {
  poison = on;
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
 * A zeroed `Float64Array` of length n (see {@link i32}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { f64 } from "./scratch.ts";
 * assert.equal(f64(3).length, 3);
 * ```
 */
export function f64(n: number): Float64Array {
  if (depth === 0) return new Float64Array(n);
  const at = take(8 * n);
  return new Float64Array(buffer, at, n).fill(0);
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
