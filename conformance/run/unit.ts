/**
 * Units of work: the plain, JSON-serialisable descriptions the worker pool runs
 * (`{kind, id, payload}`), what running one gives back, and the one function that
 * runs a unit, used both inside a worker and in-process (`--jobs 1`), so that the
 * two paths cannot behave differently.
 *
 * @module
 */

/** A JSON value: what units carry and what their runners return once converted. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One unit of work: which runner (`kind`), a stable id, and the runner's input. */
export interface Unit<P = unknown> {
  /** What the unit does, `"<job>"` or `"<job>/<part>"` (e.g. `certify`, `conform/corpus`). */
  readonly kind: string;
  /**
   * The job (a name in the job table) that runs it, when the kind does not start
   * with it (`claim` units run by the `claims` job). Not part of the plan digest.
   */
  readonly job?: string;
  /** Stable and unique within a plan; shard files key results by it. */
  readonly id: string;
  /** The runner's input; must survive `JSON.stringify` unchanged. */
  readonly payload: P;
  /**
   * Units with the same affinity run on the same worker, one after the other in
   * unit order, and in the same shard: for units that share a computation their
   * modules cache per process (the first computes it, the rest reuse it).
   */
  readonly affinity?: string;
  /**
   * Rough relative cost (default 1). Workers take heavier units first, so a long
   * unit does not start last and hold up the end of the run; results still come
   * back in unit order.
   */
  readonly weight?: number;
}

/** What running a unit gave: its value, or the error that stopped it. */
export type UnitResult<V = Json> = {
  /** The unit's id. */
  readonly id: string;
  /** The unit's kind. */
  readonly kind: string;
  /** The runner returned. */
  readonly ok: true;
  /** What it returned, as JSON (bigints become decimal strings). */
  readonly value: V;
  /** Time spent running it, in milliseconds. */
  readonly ms: number;
} | {
  /** The unit's id. */
  readonly id: string;
  /** The unit's kind. */
  readonly kind: string;
  /** The runner threw (or its worker died). */
  readonly ok: false;
  /** One line naming the unit and what went wrong. */
  readonly error: string;
  /** The error's class name (`RangeError`, …), so a caller can tell bad input from a bug. */
  readonly errorName: string;
  /** Time spent before it failed, in milliseconds. */
  readonly ms: number;
};

/** A runner: takes a unit's payload, returns anything JSON can carry (bigints allowed). */
export type UnitRunner = (payload: never) => unknown;

/** Finds the runner of a unit; rejects with a `RangeError` naming an unknown kind. */
export type RunnerLookup = (unit: Unit) => Promise<UnitRunner>;

/**
 * A value as plain JSON: bigints become decimal strings, typed arrays become
 * arrays, `undefined` members are dropped, as `JSON.stringify` would. Throws
 * `TypeError` for a cycle.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { toJson } from "./unit.ts";
 * const j = toJson({ n: 10n ** 20n, cells: new Uint8Array([1, 0]), gone: undefined });
 * assert.ok(JSON.stringify(j) === '{"n":"100000000000000000000","cells":[1,0]}');
 * ```
 */
export function toJson(value: unknown): Json {
  const text = JSON.stringify(
    value,
    (_, v) =>
      typeof v === "bigint"
        ? v.toString()
        : ArrayBuffer.isView(v) && !(v instanceof DataView)
        ? Array.from(v as unknown as ArrayLike<number>)
        : v,
  );
  return text === undefined ? null : JSON.parse(text) as Json;
}

/** One line for an error, whatever was thrown. */
export function errorText(e: unknown): string {
  if (e instanceof Error) return e.message ? `${e.name}: ${e.message}` : e.name;
  return String(e);
}

/**
 * Runs one unit with the runner `lookup` finds for it. Never throws: an
 * unknown kind, a payload that is not JSON or a runner that throws all become an
 * error result naming the unit. The payload goes through JSON first, so a runner
 * sees exactly what a worker would receive.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runUnit } from "./unit.ts";
 * const lookup = ({ kind }: { kind: string }) =>
 *   kind === "double" ? Promise.resolve((n: number) => 2n * BigInt(n)) : Promise.reject(new RangeError(`no runner "${kind}"`));
 * const ok = await runUnit({ kind: "double", id: "a", payload: 21 }, lookup);
 * assert.ok(ok.ok && ok.value === "42");
 * const bad = await runUnit({ kind: "triple", id: "b", payload: 1 }, lookup);
 * assert.ok(!bad.ok && bad.error === 'unit "b" (triple): RangeError: no runner "triple"');
 * ```
 */
export async function runUnit(unit: Unit, lookup: RunnerLookup): Promise<UnitResult> {
  const start = performance.now();
  const ms = () => Math.round((performance.now() - start) * 1000) / 1000;
  try {
    const runner = await lookup(unit);
    const payload = toJson(unit.payload) as never;
    const value = toJson(await runner(payload));
    return { id: unit.id, kind: unit.kind, ok: true, value, ms: ms() };
  } catch (e) {
    return {
      id: unit.id,
      kind: unit.kind,
      ok: false,
      error: unitError(unit, e),
      errorName: e instanceof Error ? e.name : typeof e,
      ms: ms(),
    };
  }
}

/**
 * The error line of a failed unit: names the unit, its kind and the error.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { unitError } from "./unit.ts";
 * assert.ok(unitError({ kind: "k", id: "x" }, new Error("boom")) === 'unit "x" (k): Error: boom');
 * ```
 */
export function unitError(unit: Pick<Unit, "kind" | "id">, e: unknown): string {
  return `unit "${unit.id}" (${unit.kind}): ${errorText(e)}`;
}
