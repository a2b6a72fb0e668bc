/**
 * Generated CNF instances for the SAT tests and benches, and a tiny strict LRAT check
 * the tests can fall back on. Test-only.
 *
 * @module
 */

import type { CnfLike } from "./dimacs_write.ts";

/** A CNF with a name for messages. */
export interface Instance extends CnfLike {
  readonly name: string;
  readonly clauses: readonly Int32Array[];
}

/**
 * The pigeonhole formula PHP(pigeons, holes): every pigeon in a hole, no two in one;
 * unsatisfiable when pigeons > holes. Variable `p * holes + h + 1` puts pigeon p in hole h.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pigeonhole } from "./instances_test_util.ts";
 * const php = pigeonhole(3, 2);
 * assert.equal(php.vars, 6);
 * assert.equal(php.clauses.length, 3 + 2 * 3);
 * ```
 */
export function pigeonhole(pigeons: number, holes: number): Instance {
  const v = (p: number, h: number) => p * holes + h + 1;
  const clauses: Int32Array[] = [];
  for (let p = 0; p < pigeons; p++) {
    clauses.push(Int32Array.from({ length: holes }, (_, h) => v(p, h)));
  }
  for (let h = 0; h < holes; h++) {
    for (let a = 0; a < pigeons; a++) {
      for (let b = a + 1; b < pigeons; b++) clauses.push(Int32Array.of(-v(a, h), -v(b, h)));
    }
  }
  return { name: `PHP(${pigeons},${holes})`, vars: pigeons * holes, clauses };
}

/**
 * Every clause of length k over variables 1..k: 2^k clauses, each model falsifies one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { complete } from "./instances_test_util.ts";
 * assert.deepEqual(complete(1).clauses.map((c) => [...c]), [[1], [-1]]);
 * ```
 */
export function complete(k: number): Instance {
  const clauses: Int32Array[] = [];
  for (let mask = 0; mask < 1 << k; mask++) {
    clauses.push(Int32Array.from({ length: k }, (_, i) => (mask >> i) & 1 ? -(i + 1) : i + 1));
  }
  return { name: `complete(${k})`, vars: k, clauses };
}

/**
 * mulberry32: a small seeded generator of numbers in [0, 1), so a failing instance can
 * be rebuilt from its seed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { prng } from "./instances_test_util.ts";
 * const a = prng(42);
 * const b = prng(42);
 * const x = a();
 * assert.ok(x >= 0 && x < 1);
 * assert.equal(b(), x);
 * ```
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Random 3-SAT: `clauses` clauses of three distinct variables out of `vars`, each
 * negated with probability 1/2, from `seed`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { random3Sat } from "./instances_test_util.ts";
 * const a = random3Sat(20, 85, 7);
 * assert.deepEqual(a.clauses, random3Sat(20, 85, 7).clauses);
 * assert.ok(a.clauses.every((c) => new Set([...c].map(Math.abs)).size === 3));
 * ```
 */
export function random3Sat(vars: number, clauses: number, seed: number): Instance {
  const next = prng(seed);
  const out: Int32Array[] = [];
  for (let i = 0; i < clauses; i++) {
    const picked: number[] = [];
    while (picked.length < 3) {
      const v = 1 + Math.floor(next() * vars);
      if (!picked.includes(v)) picked.push(v);
    }
    out.push(Int32Array.from(picked, (v) => next() < 0.5 ? -v : v));
  }
  return { name: `random3Sat(${vars},${clauses},seed ${seed})`, vars, clauses: out };
}

/**
 * The instances side by side on disjoint variables: unsatisfiable when one of them is,
 * and a refutation needs only that one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { complete, disjointUnion } from "./instances_test_util.ts";
 * const both = disjointUnion([complete(1), complete(1)]);
 * assert.equal(both.vars, 2);
 * assert.deepEqual(both.clauses.map((c) => [...c]), [[1], [-1], [2], [-2]]);
 * ```
 */
export function disjointUnion(parts: readonly Instance[]): Instance {
  let offset = 0;
  const clauses: Int32Array[] = [];
  for (const part of parts) {
    const shift = offset;
    for (const c of part.clauses) clauses.push(c.map((l) => (l > 0 ? l + shift : l - shift)));
    offset += part.vars;
  }
  return {
    name: `union of ${parts.length} (${parts[0]?.name ?? "none"}, …)`,
    vars: offset,
    clauses,
  };
}

/**
 * The instance behind a chain of `length` implications from a unit: g1, g1 → g2, …,
 * and every clause weakened by ¬g_length. Still unsatisfiable when the instance is,
 * but every refutation leans on literals fixed at the top level.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { complete, guarded } from "./instances_test_util.ts";
 * const g = guarded(complete(1), 2);
 * assert.deepEqual(g.clauses.map((c) => [...c]), [[2], [-2, 3], [1, -3], [-1, -3]]);
 * ```
 */
export function guarded(instance: Instance, length: number): Instance {
  const first = instance.vars + 1;
  const last = instance.vars + length;
  const clauses: Int32Array[] = [Int32Array.of(first)];
  for (let g = first; g < last; g++) clauses.push(Int32Array.of(-g, g + 1));
  for (const c of instance.clauses) clauses.push(Int32Array.from([...c, -last]));
  return { name: `guarded(${instance.name}, ${length})`, vars: last, clauses };
}

/** What {@link checkLratStrict} found. */
export type StrictCheck =
  | { readonly ok: true; readonly lemmas: number; readonly deleted: number }
  | { readonly ok: false; readonly line: number; readonly reason: string };

/**
 * A tiny, strict LRAT check (test-only, independent of the elaborator): ids rise, hints
 * name live clauses, each hint is unit under the negated lemma and what came before
 * (exactly one literal unassigned, none true) and the last one is falsified; the proof
 * must end with the empty clause.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkLratStrict } from "./instances_test_util.ts";
 * const cnf = { vars: 1, clauses: [Int32Array.of(1), Int32Array.of(-1)] };
 * assert.deepEqual(checkLratStrict(cnf, "3 0 1 2 0\n"), { ok: true, lemmas: 1, deleted: 0 });
 * assert.equal(checkLratStrict(cnf, "3 0 1 0\n").ok, false);
 * ```
 */
export function checkLratStrict(cnf: CnfLike, lrat: string): StrictCheck {
  const db = new Map<number, Int32Array>();
  cnf.clauses.forEach((c, i) => db.set(i + 1, Int32Array.from(c)));
  let last = cnf.clauses.length;
  let lemmas = 0;
  let deleted = 0;
  let lineNo = 0;
  let refuted = false;
  const value = new Int8Array(2 * cnf.vars + 2);
  const code = (lit: number) => (lit > 0 ? 2 * lit : -2 * lit + 1);
  for (const line of lrat.split("\n")) {
    lineNo++;
    if (line.trim() === "") continue;
    const fail = (reason: string): StrictCheck => ({ ok: false, line: lineNo, reason });
    if (refuted) return fail("a step after the empty clause");
    const tokens = line.trim().split(/\s+/);
    const id = Number(tokens[0]);
    if (tokens[1] === "d") {
      if (tokens.at(-1) !== "0") return fail("deletion without terminating 0");
      for (const t of tokens.slice(2, -1)) {
        if (!db.delete(Number(t))) return fail(`deletes ${t}, not live`);
        deleted++;
      }
      continue;
    }
    if (!(id > last)) return fail(`id ${id} does not rise past ${last}`);
    const nums = tokens.slice(1).map(Number);
    const zero = nums.indexOf(0);
    if (zero < 0 || nums.at(-1) !== 0 || nums.indexOf(0, zero + 1) !== nums.length - 1) {
      return fail("malformed step");
    }
    const lits = nums.slice(0, zero);
    const hints = nums.slice(zero + 1, -1);
    value.fill(0);
    const set = (c: number) => {
      value[c] = 1;
      value[c ^ 1] = -1;
    };
    for (const lit of lits) {
      if (lit === 0 || Math.abs(lit) > cnf.vars) return fail(`literal ${lit} out of range`);
      if (value[code(lit)] === 1) return fail(`tautology at ${lit}`);
      set(code(lit) ^ 1);
    }
    let conflict = false;
    for (let i = 0; i < hints.length; i++) {
      const clause = db.get(hints[i]!);
      if (clause === undefined) return fail(`hint ${hints[i]} is not a live clause`);
      let open = -1;
      let opens = 0;
      for (const lit of clause) {
        const v = value[code(lit)];
        if (v === 1) return fail(`hint ${hints[i]} is satisfied`);
        if (v === 0 && open !== code(lit)) {
          open = code(lit);
          opens++;
        }
      }
      if (opens > 1) return fail(`hint ${hints[i]} is not unit`);
      if (opens === 0) {
        if (i !== hints.length - 1) return fail(`hint ${hints[i]} conflicts before the last`);
        conflict = true;
      } else set(open);
    }
    if (!conflict) return fail("the hints reach no conflict");
    db.set(id, Int32Array.from(lits));
    last = id;
    lemmas++;
    if (lits.length === 0) refuted = true;
  }
  if (!refuted) return { ok: false, line: lineNo, reason: "no empty clause" };
  return { ok: true, lemmas, deleted };
}
