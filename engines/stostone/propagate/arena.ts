/**
 * Typed arrays carved from one shared buffer. A fresh typed array costs about a
 * microsecond in Deno (each gets its own backing store), and one solve sets up more
 * than a hundred of them, which dominated the engine's cost on tiny boards (the
 * exhaustive small-map surveys run hundreds of thousands of solves). Views on one
 * buffer cost a tenth of that. Every array handed out starts zeroed, like a fresh one.
 *
 * @module
 */

/**
 * A bump allocator of zeroed typed arrays over a few large buffers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Arena } from "./arena.ts";
 * const arena = new Arena(16);
 * const a = arena.i32(3).fill(-1);
 * const b = arena.u8(40); // more than the first buffer holds: a new one
 * assert.deepEqual(Array.from(a), [-1, -1, -1]);
 * assert.equal(b.length, 40);
 * assert.ok(b.every((v) => v === 0));
 * ```
 */
export class Arena {
  #buffer: ArrayBuffer;
  #at = 0;
  readonly #chunk: number;

  /** Starts with a buffer of `bytes` bytes (more, of that size or as needed, are added). */
  constructor(bytes: number) {
    this.#chunk = Math.max(64, bytes);
    this.#buffer = new ArrayBuffer(this.#chunk);
  }

  /** The byte offset of a fresh region of `bytes` bytes, 8-aligned. */
  #take(bytes: number): number {
    const need = (bytes + 7) & ~7;
    if (this.#at + need > this.#buffer.byteLength) {
      this.#buffer = new ArrayBuffer(Math.max(need, this.#chunk));
      this.#at = 0;
    }
    const at = this.#at;
    this.#at += need;
    return at;
  }

  /** A zeroed Int32Array of `length` entries. */
  i32(length: number): Int32Array<ArrayBuffer> {
    const at = this.#take(4 * length);
    return new Int32Array(this.#buffer, at, length);
  }

  /** A zeroed Int8Array of `length` entries. */
  i8(length: number): Int8Array<ArrayBuffer> {
    const at = this.#take(length);
    return new Int8Array(this.#buffer, at, length);
  }

  /** A zeroed Uint8Array of `length` entries. */
  u8(length: number): Uint8Array<ArrayBuffer> {
    const at = this.#take(length);
    return new Uint8Array(this.#buffer, at, length);
  }

  /** A zeroed Float64Array of `length` entries. */
  f64(length: number): Float64Array<ArrayBuffer> {
    const at = this.#take(8 * length);
    return new Float64Array(this.#buffer, at, length);
  }
}
