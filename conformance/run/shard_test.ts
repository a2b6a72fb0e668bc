import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import {
  MergeRefused,
  mergeShards,
  parseShard,
  planDigest,
  type ShardFile,
  shardFile,
  shardIndices,
} from "./shard.ts";
import type { Unit, UnitResult } from "./unit.ts";

Deno.test("parseShard takes K/N with 1 <= K <= N and quotes anything else", () => {
  assert.deepEqual(parseShard("1/1"), { index: 1, of: 1 });
  assert.deepEqual(parseShard("3/3"), { index: 3, of: 3 });
  for (const bad of ["0/3", "4/3", "1/0", "2", "a/b", "1/3/5", "-1/3", " 1/3", "1.5/3"]) {
    assert.throws(
      () => parseShard(bad),
      (e: Error) =>
        e instanceof RangeError &&
        e.message === `--shard must be K/N with 1 <= K <= N <= 9007199254740991, got "${bad}"`,
    );
  }
});

Deno.test("the shards of a plan partition it, and keep each affinity in one shard", () => {
  const seed = testSeed("shard partition");
  const planArb = fc.array(fc.option(fc.constantFrom("a", "b", "c"), { nil: undefined }), {
    maxLength: 40,
  }).map((affinities) => affinities.map((affinity) => (affinity ? { affinity } : {})));
  fc.assert(
    fc.property(planArb, fc.integer({ min: 1, max: 7 }), (plan, of) => {
      const parts = Array.from({ length: of }, (_, k) => shardIndices(plan, { index: k + 1, of }));
      const all = parts.flat().sort((a, b) => a - b);
      assert.deepEqual(all, plan.map((_, i) => i));
      for (const part of parts) {
        assert.deepEqual(part, [...part].sort((a, b) => a - b));
        const mine = new Set(part.map((i) => plan[i]!.affinity).filter(Boolean));
        for (const other of parts.filter((p) => p !== part)) {
          assert.ok(other.every((i) => !mine.has(plan[i]!.affinity)));
        }
      }
      // Without affinities it is plain index modulo N.
      const plain = plan.map(() => ({}));
      for (let k = 1; k <= of; k++) {
        assert.ok(shardIndices(plain, { index: k, of }).every((i) => i % of === k - 1));
      }
    }),
    { seed },
  );
});

Deno.test("planDigest changes with any unit's kind, id, payload, affinity or order", async () => {
  const plan: Unit[] = [
    { kind: "k", id: "a", payload: { x: 1 } },
    { kind: "k", id: "b", payload: { x: 2 } },
  ];
  const base = await planDigest(plan);
  const variants: Unit[][] = [
    [{ ...plan[0]!, kind: "j" }, plan[1]!],
    [{ ...plan[0]!, id: "z" }, plan[1]!],
    [{ ...plan[0]!, payload: { x: 3 } }, plan[1]!],
    [{ ...plan[0]!, affinity: "g" }, plan[1]!],
    [plan[1]!, plan[0]!],
    [plan[0]!],
  ];
  for (const v of variants) assert.notEqual(await planDigest(v), base, JSON.stringify(v));
  // Weight only orders work; it does not change what the plan computes.
  assert.equal(await planDigest([{ ...plan[0]!, weight: 9 }, plan[1]!]), base);
});

const PLAN: Unit[] = ["a", "b", "c", "d", "e", "f", "g"].map((id, i) => ({
  kind: "k",
  id,
  payload: i,
  ...(id === "b" || id === "f" ? { affinity: "bf" } : {}),
}));

function resultOf(unit: Unit): UnitResult {
  return { id: unit.id, kind: unit.kind, ok: true, value: (unit.payload as number) * 10, ms: 1 };
}

async function shardsOf(of: number): Promise<ShardFile[]> {
  const files: ShardFile[] = [];
  for (let index = 1; index <= of; index++) {
    const indices = shardIndices(PLAN, { index, of });
    const file = await shardFile({
      verb: "claims",
      version: "0.0.1",
      seed: 7,
      options: { full: false },
      shard: { index, of },
      plan: PLAN,
      indices,
      results: indices.map((i) => resultOf(PLAN[i]!)),
      ms: 10 * index,
    });
    files.push(file);
  }
  return files;
}

const named = (files: ShardFile[]) => files.map((data, i) => ({ name: `s${i + 1}.json`, data }));

Deno.test("mergeShards: N shards, in any order, give back the full run's results in plan order", async () => {
  for (const count of [1, 2, 3, 5]) {
    const files = await shardsOf(count);
    const merged = mergeShards(named(files).reverse());
    assert.deepEqual(merged.results, PLAN.map(resultOf));
    assert.equal(merged.verb, "claims");
    assert.equal(merged.seed, 7);
    assert.deepEqual(merged.options, { full: false });
    assert.equal(merged.ms, 10 * count);
  }
  const [one] = await shardsOf(1);
  assert.equal(one!.version, "0.0.1"); // the caller's version, written as given
  assert.equal(one!.plan.units, PLAN.length);
  // JSON text in, as the merge command reads it.
  const files = await shardsOf(3);
  const fromText = files.map((f, i) => ({ name: `${i}`, data: JSON.parse(JSON.stringify(f)) }));
  assert.deepEqual(mergeShards(fromText).results, PLAN.map(resultOf));
});

Deno.test("mergeShards refuses shards that do not make one run, saying why", async (t) => {
  const refuses = (files: { name: string; data: unknown }[], pattern: RegExp) =>
    assert.throws(() => mergeShards(files), (e: Error) => {
      assert.ok(e instanceof MergeRefused, String(e));
      assert.match(e.message, pattern);
      return true;
    });
  const good = await shardsOf(3);
  await t.step("nothing, or something that is not a shard file", () => {
    refuses([], /nothing to merge/);
    refuses([{ name: "x.json", data: { boards: [] } }], /x\.json is not a shard file/);
    refuses([{ name: "y.json", data: [1, 2] }], /y\.json is not a shard file/);
  });
  await t.step("a missing shard, named", () => {
    refuses(named([good[0]!, good[2]!]), /shard 2\/3 is missing/);
    refuses(named([good[1]!]), /shard 1\/3, shard 3\/3 are missing/);
  });
  await t.step("the same shard twice", () => {
    refuses(
      [{ name: "a.json", data: good[0] }, { name: "b.json", data: good[0] }, {
        name: "c.json",
        data: good[1],
      }],
      /a\.json and b\.json are both shard 1\/3: shards overlap/,
    );
  });
  await t.step("different seeds, versions, verbs, options, plans or split", async () => {
    const cases: [Partial<ShardFile>, RegExp][] = [
      [{ seed: 8 }, /different runs: s1\.json has seed 7, s3\.json has 8/],
      [{ version: "9.9.9" }, /suite version "[\d.]+", s3\.json has "9\.9\.9"/],
      [{ verb: "conform" }, /verb "claims", s3\.json has "conform"/],
      [{ options: { full: true } }, /options/],
      [{ plan: { units: 7, digest: "0".repeat(64) } }, /plan/],
    ];
    for (const [override, pattern] of cases) {
      refuses(named([good[0]!, good[1]!, { ...good[2]!, ...override }]), pattern);
    }
    const halves = await shardsOf(2);
    refuses(named([good[0]!, halves[1]!]), /shard count/);
  });
  await t.step("a unit held twice, a unit out of the plan, a truncated shard", () => {
    const [s1, s2, s3] = good;
    const stolen = { ...s2!, results: { ...s2!.results, a: s1!.results["a"]! } };
    refuses(named([s1!, stolen, s3!]), /s1\.json and s2\.json both hold unit "a": shards overlap/);
    const stray = {
      ...s3!,
      results: { ...s3!.results, z: { ...resultOf(PLAN[0]!), id: "z", index: 99 } },
    };
    refuses(named([s1!, s2!, stray]), /unit "z" has no place in the plan \(index 99\)/);
    const { c: _, ...rest } = s3!.results;
    refuses(
      named([s1!, s2!, { ...s3!, results: rest }]),
      /hold 6 of the plan's 7 units: units 2 are missing/,
    );
  });
});
