/**
 * Splitting a run over machines: `--shard K/N` runs only the units whose index
 * modulo N is K−1 (unit 0 goes to shard 1, unit 1 to shard 2, …, so long and
 * short units of one section spread over every shard; a unit with an `affinity`
 * goes where the first unit of that affinity goes), and `--json` then prints
 * a shard file: the unit results keyed by unit id, with everything a merge needs
 * to check that the shards belong together (verb, suite version, seed, options,
 * the shard spec and a digest of the whole unit plan). {@link mergeShards} puts
 * N such files back into the result list one full run would have produced.
 *
 * @module
 */

import type { Json, Unit, UnitResult } from "./unit.ts";
import { quote } from "../../core/quote.ts";

/** `--shard K/N`: this is shard `index` (1-based) of `of`. */
export interface ShardSpec {
  /** 1 ≤ index ≤ of. */
  readonly index: number;
  /** How many shards the run is split into. */
  readonly of: number;
}

/** What the format field of a shard file says. */
export const SHARD_FORMAT = "stostone-dosun-shard/1";

/** One unit's result in a shard file. */
export type ShardResult = UnitResult & {
  /** The unit's index in the full plan. */
  readonly index: number;
};

/** The `--shard K/N --json` output. */
export interface ShardFile {
  /** Always {@link SHARD_FORMAT}. */
  readonly format: string;
  /** The verb that wrote it: certify, claims or conform. */
  readonly verb: string;
  /** The suite version that wrote it. */
  readonly version: string;
  /** The run's seed (null for verbs without randomness). */
  readonly seed: number | null;
  /** The options that shape the plan and the results (everything but --jobs, --quiet, --shard). */
  readonly options: Json;
  /** Which shard this is. */
  readonly shard: ShardSpec;
  /** The whole plan: its unit count and a digest of every unit. */
  readonly plan: { readonly units: number; readonly digest: string };
  /** Wall time of this shard, in milliseconds. */
  readonly ms: number;
  /** This shard's results, keyed by unit id. */
  readonly results: Readonly<Record<string, ShardResult>>;
}

/** A merge refused: shards that do not belong together. The message says why. */
export class MergeRefused extends Error {
  override name = "MergeRefused";
}

/**
 * Parses `K/N` (1 ≤ K ≤ N) given as `--<option>` (`--shard` unless named). Throws
 * `RangeError` quoting anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseShard } from "./shard.ts";
 * const s = parseShard("2/3");
 * assert.ok(s.index === 2 && s.of === 3);
 * let threw = false;
 * try { parseShard("4/3"); } catch (e) { threw = e instanceof RangeError; }
 * assert.ok(threw);
 * ```
 */
export function parseShard(text: string, option = "shard"): ShardSpec {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const of = m ? Number(m[2]) : NaN;
  // Beyond 2^53 the numbers would be rounded (…99999 read as …100000): refused too.
  if (!m || of < 1 || index < 1 || index > of || !Number.isSafeInteger(of)) {
    throw new RangeError(
      `--${option} must be K/N with 1 <= K <= N <= ${Number.MAX_SAFE_INTEGER}, got ${quote(text)}`,
    );
  }
  return { index, of };
}

/**
 * The plan indices a shard runs: those whose index modulo N is K−1, where a unit
 * with an affinity counts as being at the index of the first unit of its affinity.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shardIndices } from "./shard.ts";
 * const plan = Array.from({ length: 7 }, () => ({}));
 * assert.ok(shardIndices(plan, { index: 2, of: 3 }).join() === "1,4");
 * assert.ok(shardIndices(plan, { index: 1, of: 1 }).length === 7);
 * const grouped = [{}, { affinity: "a" }, {}, {}, { affinity: "a" }];
 * assert.ok(shardIndices(grouped, { index: 2, of: 3 }).join() === "1,4");
 * ```
 */
export function shardIndices(
  plan: readonly { readonly affinity?: string }[],
  spec: ShardSpec,
): number[] {
  const first = new Map<string, number>();
  const out: number[] = [];
  plan.forEach((unit, i) => {
    let at = i;
    if (unit.affinity !== undefined) {
      if (!first.has(unit.affinity)) first.set(unit.affinity, i);
      at = first.get(unit.affinity)!;
    }
    if (at % spec.of === spec.index - 1) out.push(i);
  });
  return out;
}

/** Canonical JSON: object keys sorted, so equal values give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(
    value,
    (_, v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
  );
}

/**
 * A digest of a plan: SHA-256 over every unit's kind, id, payload and affinity, in order.
 * Shards of one run have the same digest; a different seed, option or code
 * version that changes the plan changes it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { planDigest } from "./shard.ts";
 * const a = await planDigest([{ kind: "k", id: "1", payload: { x: 1, y: 2 } }]);
 * const b = await planDigest([{ kind: "k", id: "1", payload: { y: 2, x: 1 } }]);
 * assert.ok(a === b && a.length === 64);
 * ```
 */
export async function planDigest(units: readonly Unit[]): Promise<string> {
  const text = canonical(units.map((u) => [u.kind, u.id, u.payload, u.affinity ?? null]));
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * What a shard file is built from: the shard file's own fields (the verb, the
 * caller's suite version, the seed, the options, the shard, the wall time) with the
 * whole plan (not only this shard's units), this shard's results and their plan
 * indices, in the same order.
 */
export type ShardRun = Pick<ShardFile, "verb" | "version" | "seed" | "options" | "shard" | "ms"> & {
  readonly plan: readonly Unit[];
  readonly results: readonly UnitResult[];
  readonly indices: readonly number[];
};

/**
 * Builds the shard file of a shard run.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shardFile } from "./shard.ts";
 * const plan = [{ kind: "k", id: "a", payload: 1 }, { kind: "k", id: "b", payload: 2 }];
 * const file = await shardFile({
 *   verb: "claims", version: "1", seed: 1, options: {}, shard: { index: 2, of: 2 }, plan, indices: [1], ms: 5,
 *   results: [{ id: "b", kind: "k", ok: true, value: 4, ms: 1 }],
 * });
 * assert.ok(file.plan.units === 2 && file.results["b"]?.index === 1);
 * ```
 */
export async function shardFile(run: ShardRun): Promise<ShardFile> {
  const results: Record<string, ShardResult> = {};
  run.results.forEach((result, i) => {
    results[result.id] = { ...result, index: run.indices[i]! };
  });
  return {
    format: SHARD_FORMAT,
    verb: run.verb,
    version: run.version,
    seed: run.seed,
    options: run.options,
    shard: run.shard,
    plan: { units: run.plan.length, digest: await planDigest(run.plan) },
    ms: Math.round(run.ms),
    results,
  };
}

/** What {@link mergeShards} gives back: one full run's inputs. */
export interface MergedRun {
  /** The verb the shards ran. */
  readonly verb: string;
  /** Their common seed. */
  readonly seed: number | null;
  /** Their common options. */
  readonly options: Json;
  /** Every unit's result, in plan order. */
  readonly results: readonly UnitResult[];
  /** The longest shard's wall time, in milliseconds (the shards ran side by side). */
  readonly ms: number;
}

function isShardFile(value: unknown): value is ShardFile {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const shard = v.shard as Record<string, unknown> | undefined;
  const plan = v.plan as Record<string, unknown> | undefined;
  return v.format === SHARD_FORMAT && typeof v.verb === "string" &&
    typeof v.version === "string" && !!shard && Number.isInteger(shard.index) &&
    Number.isInteger(shard.of) && !!plan && Number.isInteger(plan.units) &&
    typeof plan.digest === "string" && !!v.results && typeof v.results === "object";
}

/**
 * Merges the files of N shards of one run. Throws {@link MergeRefused} with a
 * message naming the files when something is not a shard file, when shards come
 * from different verbs, suite versions, seeds, options or plans, or split the plan
 * differently, when two files hold the same shard (or the same unit), or when a
 * shard is missing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergeShards, shardFile } from "./shard.ts";
 * const plan = ["a", "b", "c"].map((id) => ({ kind: "k", id, payload: id }));
 * const part = (index: number, ids: string[], indices: number[]) =>
 *   shardFile({
 *     verb: "claims", version: "1", seed: 1, options: {}, shard: { index, of: 2 }, plan, indices, ms: 1,
 *     results: ids.map((id) => ({ id, kind: "k", ok: true as const, value: id, ms: 1 })),
 *   });
 * const one = await part(1, ["a", "c"], [0, 2]);
 * const two = await part(2, ["b"], [1]);
 * const merged = mergeShards([{ name: "2.json", data: two }, { name: "1.json", data: one }]);
 * assert.ok(merged.results.map((r) => r.id).join() === "a,b,c");
 * let refused = "";
 * try { mergeShards([{ name: "1.json", data: one }]); } catch (e) { refused = (e as Error).message; }
 * assert.ok(refused.includes("shard 2/2 is missing"));
 * ```
 */
export function mergeShards(files: readonly { name: string; data: unknown }[]): MergedRun {
  if (files.length === 0) throw new MergeRefused("nothing to merge: give the shard files");
  const shards: { name: string; file: ShardFile }[] = [];
  for (const { name, data } of files) {
    if (!isShardFile(data)) {
      throw new MergeRefused(
        `${name} is not a shard file (write one with --shard K/N --json; format ${SHARD_FORMAT})`,
      );
    }
    shards.push({ name, file: data });
  }
  const first = shards[0]!;
  const same = (what: string, get: (f: ShardFile) => unknown): void => {
    const want = canonical(get(first.file));
    for (const s of shards.slice(1)) {
      const got = canonical(get(s.file));
      if (got !== want) {
        throw new MergeRefused(
          `shards of different runs: ${first.name} has ${what} ${want}, ${s.name} has ${got}`,
        );
      }
    }
  };
  same("verb", (f) => f.verb);
  same("suite version", (f) => f.version);
  same("seed", (f) => f.seed);
  same("options", (f) => f.options);
  same("shard count (N of K/N)", (f) => f.shard.of);
  same("plan", (f) => f.plan);

  const { of } = first.file.shard;
  const { units } = first.file.plan;
  const byIndex = new Map<number, string>();
  for (const { name, file } of shards) {
    const k = file.shard.index;
    if (k < 1 || k > of) throw new MergeRefused(`${name}: shard ${k}/${of} is out of range`);
    const other = byIndex.get(k);
    if (other !== undefined) {
      throw new MergeRefused(
        other === name
          ? `${name} is given twice (shard ${k}/${of})`
          : `${other} and ${name} are both shard ${k}/${of}: shards overlap`,
      );
    }
    byIndex.set(k, name);
  }
  const missing = Array.from({ length: of }, (_, i) => i + 1).filter((k) => !byIndex.has(k));
  if (missing.length) {
    throw new MergeRefused(
      `${missing.map((k) => `shard ${k}/${of}`).join(", ")} ${
        missing.length === 1 ? "is" : "are"
      } missing: give all ${of} shard files`,
    );
  }

  // Every shard ran the same plan (same digest), so together they must hold each of its
  // units exactly once.
  const results: (UnitResult | undefined)[] = new Array(units);
  const owner: string[] = new Array(units);
  for (const { name, file } of shards) {
    for (const [id, entry] of Object.entries(file.results)) {
      const { index, ...result } = entry;
      if (!Number.isInteger(index) || index < 0 || index >= units || result.id !== id) {
        throw new MergeRefused(
          `${name}: unit ${quote(id)} has no place in the plan (index ${index})`,
        );
      }
      const held = results[index];
      if (held !== undefined) {
        throw new MergeRefused(
          owner[index] === name
            ? `${name} holds two results for plan index ${index} (${quote(held.id)} and ${
              quote(id)
            })`
            : `${owner[index]} and ${name} both hold unit ${quote(id)}: shards overlap`,
        );
      }
      results[index] = result as UnitResult;
      owner[index] = name;
    }
  }
  const absent: number[] = [];
  for (let i = 0; i < units; i++) if (results[i] === undefined) absent.push(i);
  if (absent.length) {
    throw new MergeRefused(
      `the shards hold ${units - absent.length} of the plan's ${units} units: units ${
        absent.slice(0, 5).join(", ")
      }${absent.length > 5 ? ", …" : ""} are missing (a truncated shard file?)`,
    );
  }
  return {
    verb: first.file.verb,
    seed: first.file.seed,
    options: first.file.options,
    results: results as UnitResult[],
    ms: Math.max(...shards.map((s) => s.file.ms)),
  };
}
