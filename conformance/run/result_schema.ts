/**
 * Checking the unit results a shard file holds before `merge` prints anything: a
 * field of the wrong type is named (`results["x"].value.engines.mask.verdict:
 * expected a string, got 3`), and so is a result whose derived fields contradict
 * its own data (a job's `consistency` check). The shapes themselves belong to the
 * jobs (each job's `results`: unit kind → {@link ResultCheck}); this module only
 * reads them.
 *
 * A schema is a small value, written out by hand: the types are few and flat, and
 * a schema library would be a new dependency for forty lines.
 *
 * @module
 */

import type { ResultCheck } from "./job.ts";
import { quoteValue } from "../../core/quote.ts";

/** A field's type: a JSON type name, a list of alternatives, an array, or an object. */
export type Schema =
  | "string"
  | "number"
  | "boolean"
  | "null"
  | "any"
  | readonly ["oneOf", ...(string | number | boolean | null)[]]
  | readonly ["array", Schema]
  | readonly ["record", Schema]
  | readonly ["either", ...Schema[]]
  | { readonly [field: string]: Schema | readonly ["optional", Schema] };

function typeName(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `${typeof value} ${quoteValue(value)}`;
}

const fieldPath = (path: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * The first place where `value` does not fit `schema`, as `path: what is wrong`,
 * or null when it fits. Objects may not carry fields the schema does not list.
 *
 * @example
 * ```ts
 * import { schemaProblem } from "./result_schema.ts";
 * import assert from "node:assert/strict";
 * assert.equal(schemaProblem({ a: 1 }, { a: "number" }, "v"), null);
 * assert.equal(schemaProblem({ a: "1" }, { a: "number" }, "v"), 'v.a: expected a number, got string "1"');
 * assert.equal(schemaProblem(undefined, ["either", "null", "number"], "seed"),
 *   "seed: expected null or a number, got nothing (the field is missing)");
 * ```
 */
export function schemaProblem(value: unknown, schema: Schema, path: string): string | null {
  if (typeof schema === "string") {
    if (schema === "any") return null;
    const ok = schema === "null" ? value === null : typeof value === schema &&
      (schema !== "number" || Number.isFinite(value));
    return ok
      ? null
      : `${path}: expected ${schema === "null" ? "null" : `a ${schema}`}, got ${typeName(value)}`;
  }
  if (Array.isArray(schema)) {
    const [tag, ...rest] = schema as readonly [string, ...unknown[]];
    if (tag === "oneOf") {
      return rest.includes(value as never)
        ? null
        : `${path}: expected one of ${rest.map((v) => JSON.stringify(v)).join(", ")}, got ${
          typeName(value)
        }`;
    }
    if (tag === "either") {
      const problems = (rest as Schema[]).map((s) => schemaProblem(value, s, path));
      if (problems.includes(null)) return null;
      // Plain types are named together ("null or a number"); else the first one's problem.
      return rest.every((s) => typeof s === "string")
        ? `${path}: expected ${
          (rest as string[]).map((s) => (s === "null" ? "null" : `a ${s}`)).join(" or ")
        }, got ${typeName(value)}`
        : problems[0]!;
    }
    if (tag === "array") {
      if (!Array.isArray(value)) return `${path}: expected an array, got ${typeName(value)}`;
      for (const [i, item] of value.entries()) {
        const p = schemaProblem(item, rest[0] as Schema, `${path}[${i}]`);
        if (p) return p;
      }
      return null;
    }
    // record
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      return `${path}: expected an object, got ${typeName(value)}`;
    }
    for (const [key, item] of Object.entries(value)) {
      const p = schemaProblem(item, rest[0] as Schema, fieldPath(path, key));
      if (p) return p;
    }
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return `${path}: expected an object, got ${typeName(value)}`;
  }
  const fields = schema as Record<string, Schema | readonly ["optional", Schema]>;
  for (const [key, spec] of Object.entries(fields)) {
    const optional = Array.isArray(spec) && spec[0] === "optional";
    const present = Object.hasOwn(value, key);
    if (!present) {
      if (optional) continue;
      return `${fieldPath(path, key)}: missing`;
    }
    const inner = optional ? (spec as readonly ["optional", Schema])[1] : spec as Schema;
    const p = schemaProblem((value as Record<string, unknown>)[key], inner, fieldPath(path, key));
    if (p) return p;
  }
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) return `${fieldPath(path, key)}: not a field of this result`;
  }
  return null;
}

/**
 * The first problem with one shard entry (a unit result plus its plan index) at
 * `path`, or null when it is a well-formed, self-consistent result.
 *
 * @example
 * ```ts
 * import { unitResultProblem } from "./result_schema.ts";
 * import assert from "node:assert/strict";
 * const entry = { id: "claim/S-U4", kind: "claim", ok: false, error: "boom", errorName: "Error",
 *   ms: 1, index: 0 };
 * const checks = { claim: { schema: "any" } } as const;
 * assert.equal(unitResultProblem(entry, "r", checks), null);
 * assert.equal(unitResultProblem({ ...entry, ms: "1" }, "r", checks), 'r.ms: expected a number, got string "1"');
 * ```
 */
export function unitResultProblem(
  entry: unknown,
  path: string,
  checks: Readonly<Record<string, ResultCheck>>,
): string | null {
  const head = schemaProblem(entry, {
    id: "string",
    kind: "string",
    ok: "boolean",
    ms: "number",
    index: "number",
    value: ["optional", "any"],
    error: ["optional", "string"],
    errorName: ["optional", "string"],
  }, path);
  if (head) return head;
  const e = entry as Record<string, unknown>;
  if (e.ok === false) {
    for (const key of ["error", "errorName"]) {
      if (typeof e[key] !== "string") return `${path}.${key}: missing`;
    }
    return Object.hasOwn(e, "value") ? `${path}.value: a failed unit has no value` : null;
  }
  const kind = e.kind as string;
  const check = Object.hasOwn(checks, kind) ? checks[kind] : undefined;
  if (!check) {
    return `${path}.kind: ${JSON.stringify(e.kind)} is not a unit kind of this verb (${
      Object.keys(checks).join(", ")
    })`;
  }
  if (!Object.hasOwn(e, "value")) return `${path}.value: missing`;
  return schemaProblem(e.value, check.schema, `${path}.value`) ??
    check.consistency?.(e.value as Record<string, unknown>, `${path}.value`) ?? null;
}

/**
 * The first problem with a shard file's results, as `results["id"].field: what is
 * wrong`, or null. `checksOf` gives the checks of the verb the file names (its
 * job's `results`); a verb without them is not checked here (the merge itself
 * refuses what it cannot print).
 *
 * @example
 * ```ts
 * import { shardResultsProblem } from "./result_schema.ts";
 * import assert from "node:assert/strict";
 * const checks = { k: { schema: { board: "string" } } } as const;
 * const results = { x: { id: "x", kind: "k", ok: true, ms: 1, index: 0, value: {} } };
 * assert.match(shardResultsProblem({ verb: "v", results }, () => checks)!, /^results\["x"\]\.value\.board: missing/);
 * assert.equal(shardResultsProblem({ verb: "w", results }, () => undefined), null);
 * ```
 */
export function shardResultsProblem(
  data: unknown,
  checksOf: (verb: string) => Readonly<Record<string, ResultCheck>> | undefined,
): string | null {
  if (!data || typeof data !== "object") return null;
  const { verb, results } = data as { verb?: unknown; results?: unknown };
  const checks = typeof verb === "string" ? checksOf(verb) : undefined;
  if (!checks || !results || typeof results !== "object" || Array.isArray(results)) return null;
  for (const [id, entry] of Object.entries(results)) {
    const problem = unitResultProblem(entry, `results[${JSON.stringify(id)}]`, checks);
    if (problem) return problem;
  }
  return null;
}
