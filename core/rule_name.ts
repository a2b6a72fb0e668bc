/**
 * Checking a rule-variant argument: one helper, so that every core function that takes
 * a rule rejects a wrong one with the same message.
 *
 * @module
 */

/**
 * Throws a `RangeError` naming `where`, the allowed `rules` and the value given unless
 * `rule` is one of `rules`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { assertRuleName } from "./rule_name.ts";
 * assertRuleName("demo", ["official", "loose"], "loose");
 * assert.throws(
 *   () => assertRuleName("demo", ["official", "loose"], "exact"),
 *   { name: "RangeError", message: 'demo: rule must be official or loose, got "exact"' },
 * );
 * ```
 */
export function assertRuleName<R extends string>(
  where: string,
  rules: readonly R[],
  rule: unknown,
): asserts rule is R {
  if ((rules as readonly unknown[]).includes(rule)) return;
  throw new RangeError(`${where}: rule must be ${orList(rules)}, got ${JSON.stringify(rule)}`);
}

/**
 * The settings of a rule table, in the table's order: its keys, typed as the settings.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { settingsOf } from "./rule_name.ts";
 * const rules: readonly ("a" | "b")[] = settingsOf({ a: 1, b: 2 });
 * assert.deepEqual(rules, ["a", "b"]);
 * ```
 */
export function settingsOf<R extends string>(table: { readonly [K in R]: unknown }): readonly R[] {
  return Object.keys(table) as R[];
}

/**
 * Names as one phrase, the last joined by "or": what a message offers instead.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { orList } from "./rule_name.ts";
 * assert.equal(orList(["exact", "convex", "count"]), "exact, convex or count");
 * assert.equal(orList(["only"]), "only");
 * ```
 */
export function orList(names: readonly string[]): string {
  return joinedBy(names, "or");
}

/**
 * Names as one phrase, the last joined by "and": what a message lists.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { andList } from "./rule_name.ts";
 * assert.equal(andList(["propagate", "mask", "subset"]), "propagate, mask and subset");
 * assert.equal(andList(["mask"]), "mask");
 * ```
 */
export function andList(names: readonly string[]): string {
  return joinedBy(names, "and");
}

function joinedBy(names: readonly string[], word: string): string {
  const last = names[names.length - 1];
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ${word} ${last}` : `${last}`;
}
