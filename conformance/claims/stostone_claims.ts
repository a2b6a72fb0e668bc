/**
 * Every Stostone claim check this module family owns (S-U1 … S-U3, S-U9 … S-U12,
 * S-K1 … S-K7; S-U4 … S-U8 live in stostone_counting.ts), for the registry in mod.ts.
 *
 * @module
 */

import type { Claim } from "./types.ts";
import { STOSTONE_DROP_CLAIMS } from "./stostone_drop.ts";
import { STOSTONE_ENGINE_CLAIMS } from "./stostone_engines.ts";
import { STOSTONE_LADDER_CLAIMS } from "./stostone_ladder.ts";
import { STOSTONE_GENERATOR_CLAIMS } from "./stostone_generator.ts";
import { STOSTONE_RULE4_CLAIMS } from "./stostone_rule4.ts";
import { STOSTONE_ANSWER_CLAIMS } from "./stostone_answers.ts";

/**
 * The Stostone claims besides the counting ones (the registry sorts them into
 * CLAIMS.md order).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { STOSTONE_CLAIMS } from "./stostone_claims.ts";
 * assert.ok(STOSTONE_CLAIMS.length === 14);
 * ```
 */
export const STOSTONE_CLAIMS: readonly Claim[] = [
  ...STOSTONE_DROP_CLAIMS,
  ...STOSTONE_ENGINE_CLAIMS,
  ...STOSTONE_LADDER_CLAIMS,
  ...STOSTONE_GENERATOR_CLAIMS,
  ...STOSTONE_RULE4_CLAIMS,
  ...STOSTONE_ANSWER_CLAIMS,
];
