/**
 * Every Dosun-Fuwari claim check (D-U1 … D-U7, D-K1 … D-K5), for the registry in
 * mod.ts.
 *
 * @module
 */

import type { Claim } from "./types.ts";
import { DOSUN_FUWARI_RUN_CLAIMS } from "./dosun_fuwari_runs.ts";
import { DOSUN_FUWARI_ROOM_CLAIMS } from "./dosun_fuwari_rooms.ts";
import { DOSUN_FUWARI_ENGINE_CLAIMS } from "./dosun_fuwari_engines.ts";
import { DOSUN_FUWARI_MEASURE_CLAIMS } from "./dosun_fuwari_measures.ts";

/**
 * The Dosun-Fuwari claims (the registry sorts them into CLAIMS.md order).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DOSUN_FUWARI_CLAIMS } from "./dosun_fuwari_claims.ts";
 * assert.ok(DOSUN_FUWARI_CLAIMS.length === 12);
 * ```
 */
export const DOSUN_FUWARI_CLAIMS: readonly Claim[] = [
  ...DOSUN_FUWARI_RUN_CLAIMS,
  ...DOSUN_FUWARI_ROOM_CLAIMS,
  ...DOSUN_FUWARI_ENGINE_CLAIMS,
  ...DOSUN_FUWARI_MEASURE_CLAIMS,
];
