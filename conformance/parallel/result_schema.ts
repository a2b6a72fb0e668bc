/**
 * The shape of every unit result a shard file may hold, per unit kind, so that
 * `merge` can check a shard before it prints anything: a field of the wrong type
 * is named (`results["x"].value.engines.mask.verdict: expected a string, got 3`),
 * and so is a result whose derived fields contradict its own data (a certify
 * result saying `certified: false` while every engine says unique, or the reverse).
 *
 * A schema is a small value, written out here by hand: the types are few and
 * flat, and a schema library would be a new dependency for forty lines.
 *
 * @module
 */

import { VERDICTS } from "../claims/types.ts";

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

const ENGINE_REPORT: Schema = {
  verdict: ["oneOf", "unique", "multiple", "none", "unknown"],
  count: "number",
  complete: "boolean",
  stoppedBy: ["either", "string", "null"],
  nodes: "number",
  ms: "number",
};

const BOARD_REPORT: Schema = {
  board: "string",
  kind: ["oneOf", "fixture", "board", "manifest", null],
  genre: ["either", "string", "null"],
  size: ["either", "string", "null"],
  rule: ["either", "string", "null"],
  verdict: ["either", ["oneOf", "unique", "multiple", "none", "unknown"], "null"],
  agree: "boolean",
  certified: "boolean",
  engines: ["record", ENGINE_REPORT],
  disagreements: ["array", "string"],
  checked: "boolean",
  regenerated: "boolean",
  problems: ["array", "string"],
  error: "boolean",
  ms: "number",
};

const UNIT_CHECK: Schema = {
  checked: "number",
  failures: ["array", "string"],
  answersCompared: ["optional", "number"],
  inconclusive: ["optional", "number"],
};

const CLAIM_ROW: Schema = {
  id: "string",
  kind: ["oneOf", "U", "K"],
  title: "string",
  expected: ["oneOf", ...VERDICTS],
  verdict: ["oneOf", ...VERDICTS],
  asExpected: "boolean",
  seconds: "number",
  golden: ["oneOf", "same", "changed", null],
  writeup: "string",
  suite: "string",
  verdictText: ["optional", "string"],
  witnesses: ["optional", ["array", "any"]],
  data: ["optional", "any"],
  note: ["optional", "string"],
};

const BOARD_RESULT: Schema = {
  url: "string",
  rule: "string",
  genre: ["oneOf", "stostone", "dosun-fuwari"],
  source: "string",
  status: ["oneOf", "pass", "fail", "timeout", "malformed", "crash", "skipped"],
  category: ["either", "string", "null"],
  gaveUp: "boolean",
  reason: "string",
  seconds: "number",
};

const ENGINE_OUTCOME: Schema = {
  result: BOARD_RESULT,
  shrunk: ["optional", { result: BOARD_RESULT, tries: "number", interrupted: "boolean" }],
};

/** The value schema of each unit kind a shard file can hold. */
export const VALUE_SCHEMAS: Readonly<Record<string, Schema>> = {
  "certify": BOARD_REPORT,
  "conform/vectors": UNIT_CHECK,
  "conform/external": UNIT_CHECK,
  "conform/agreement": UNIT_CHECK,
  "conform/corpus": UNIT_CHECK,
  "claim": CLAIM_ROW,
  "engine/board": ENGINE_OUTCOME,
};

/** The unit kinds each verb's shard files hold. */
export const VERB_KINDS: Readonly<Record<string, readonly string[]>> = {
  certify: ["certify"],
  claims: ["claim"],
  conform: ["conform/vectors", "conform/external", "conform/agreement", "conform/corpus", "claim"],
  engine: ["engine/board"],
};

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value} ${text.length > 40 ? text.slice(0, 39) + "…" : text}`;
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
      return problems.includes(null) ? null : problems[0]!;
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

/** Derived fields that must agree with the data they are derived from. */
function consistencyProblem(kind: string, value: Record<string, unknown>, path: string) {
  if (kind === "certify" && value.error === false && value.kind !== "manifest") {
    const engines = Object.values(value.engines as Record<string, { verdict: string }>);
    const certified = value.agree === true && engines.length > 0 &&
      engines.every((e) => e.verdict === "unique");
    if (value.certified !== certified) {
      return `${path}.certified: says ${value.certified}, but the engines' verdicts (${
        engines.map((e) => e.verdict).join(", ")
      }${value.agree ? "" : ", disagreeing"}) make it ${certified}`;
    }
  }
  if (kind === "claim" && value.asExpected !== (value.verdict === value.expected)) {
    return `${path}.asExpected: says ${value.asExpected}, but verdict ${
      JSON.stringify(value.verdict)
    } and expected ${JSON.stringify(value.expected)} make it ${!value.asExpected}`;
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
 * assert.equal(unitResultProblem(entry, "r"), null);
 * assert.equal(unitResultProblem({ ...entry, ms: "1" }, "r"), 'r.ms: expected a number, got string "1"');
 * ```
 */
export function unitResultProblem(
  entry: unknown,
  path: string,
  kinds: readonly string[] = Object.keys(VALUE_SCHEMAS),
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
  const schema = kinds.includes(e.kind as string) ? VALUE_SCHEMAS[e.kind as string] : undefined;
  if (!schema) {
    return `${path}.kind: ${JSON.stringify(e.kind)} is not a unit kind of this verb (${
      kinds.join(", ")
    })`;
  }
  if (!Object.hasOwn(e, "value")) return `${path}.value: missing`;
  return schemaProblem(e.value, schema, `${path}.value`) ??
    consistencyProblem(e.kind as string, e.value as Record<string, unknown>, `${path}.value`);
}

/**
 * The first problem with a shard file's results, as `results["id"].field: what is
 * wrong`, or null. Only files of a verb listed in {@link VERB_KINDS} are checked
 * (anything else is refused by the merge itself).
 *
 * @example
 * ```ts
 * import { shardResultsProblem } from "./result_schema.ts";
 * import assert from "node:assert/strict";
 * const results = { x: { id: "x", kind: "certify", ok: true, ms: 1, index: 0, value: {} } };
 * assert.match(shardResultsProblem({ verb: "certify", results })!, /^results\["x"\]\.value\.board: missing/);
 * ```
 */
export function shardResultsProblem(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const { verb, results } = data as { verb?: unknown; results?: unknown };
  const kinds = typeof verb === "string" && Object.hasOwn(VERB_KINDS, verb)
    ? VERB_KINDS[verb]!
    : null;
  if (!kinds || !results || typeof results !== "object" || Array.isArray(results)) return null;
  for (const [id, entry] of Object.entries(results)) {
    const problem = unitResultProblem(entry, `results[${JSON.stringify(id)}]`, kinds);
    if (problem) return problem;
  }
  return null;
}
