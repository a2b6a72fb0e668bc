/**
 * Seeded pseudo-random numbers, so every random test and generator run can be
 * replayed from the seed it prints. The generator is sfc32 seeded through
 * splitmix32: small, fast, and identical on every platform.
 *
 * @module
 */

/** A seeded random source. */
export interface Rng {
  /** The seed this source was made from. */
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). Throws `RangeError` unless n is a positive whole number. */
  int(n: number): number;
  /** A uniformly chosen element. Throws `RangeError` on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * A random source from a 32-bit seed. The same seed gives the same sequence everywhere.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rngFromSeed } from "./rng.ts";
 * const a = rngFromSeed(42), b = rngFromSeed(42);
 * assert.ok(a.int(1000) === b.int(1000));
 * ```
 */
export function rngFromSeed(seed: number): Rng {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be a whole number, got ${seed}`);
  const init = splitmix32(seed);
  let a = init(), b = init(), c = init(), d = init();
  const nextU32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextU32();
  const rng: Rng = {
    seed,
    next: () => nextU32() / 4294967296,
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1) throw new RangeError(`int(n): n must be >= 1, got ${n}`);
      return Math.floor(rng.next() * n);
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError("pick: the list is empty");
      return items[rng.int(items.length)]!;
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
  return rng;
}

/**
 * `SEED` from the environment (to replay a run), or undefined when it is not set
 * (or cannot be read). Throws `RangeError` when `SEED` is not a whole number.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { envSeed } from "./rng.ts";
 * const seed = envSeed();
 * assert.ok(seed === undefined || Number.isSafeInteger(seed));
 * ```
 */
export function envSeed(): number | undefined {
  let fromEnv: string | undefined;
  try {
    fromEnv = Deno.env.get("SEED");
  } catch {
    fromEnv = undefined; // no --allow-env: no seed from there
  }
  if (fromEnv === undefined || fromEnv === "") return undefined;
  const n = /^\s*[+-]?[0-9]+\s*$/.test(fromEnv) ? Number(fromEnv) : NaN;
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(
      `SEED must be a whole number of at most 2^53 - 1, got ${
        JSON.stringify(fromEnv.slice(0, 40))
      }`,
    );
  }
  return n;
}

/**
 * A fresh seed, below 2^31.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { freshSeed } from "./rng.ts";
 * const seed = freshSeed();
 * assert.ok(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31);
 * ```
 */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/**
 * `SEED` from the environment when it is set (to replay a run), otherwise a fresh
 * seed. Throws `RangeError` when `SEED` is not a whole number. Prints nothing: the
 * verbs that draw a seed print it their own way (see {@link testSeed} for tests).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { envOrFreshSeed } from "./rng.ts";
 * assert.ok(Number.isSafeInteger(envOrFreshSeed()));
 * ```
 */
export function envOrFreshSeed(): number {
  return envSeed() ?? freshSeed();
}

/**
 * The seed a random test should use ({@link envOrFreshSeed}), printed with how to
 * replay it, so that every random test says its seed in the same words and any
 * failure can be replayed: `seed 7 (replay with SEED=7)`, after `label: ` when given.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { testSeed } from "./rng.ts";
 * assert.ok(Number.isSafeInteger(testSeed("example")));
 * ```
 */
export function testSeed(label?: string): number {
  const seed = envOrFreshSeed();
  console.log(`${label === undefined ? "" : `${label}: `}seed ${seed} (replay with SEED=${seed})`);
  return seed;
}
