/**
 * The `claim` unit: one claim check of docs/CLAIMS.md, run with the pinned golden
 * figures, giving its row of the claims table.
 *
 * @module
 */

import {
  type ClaimRow,
  type GoldenFigures,
  readGolden,
  runClaim,
  selectClaims,
} from "../../claims/mod.ts";
import type { Unit, UnitResult } from "../unit.ts";

/** What a `claim` unit is given. */
export interface ClaimPayload {
  /** The claim id, e.g. `S-U4`. */
  readonly id: string;
  /** Run the exhaustive form. */
  readonly full: boolean;
  /** The run's seed. */
  readonly seed: number;
}

let golden: Promise<GoldenFigures> | null = null;

/** The relative cost of a claim unit (a board unit is 1). */
export const CLAIM_WEIGHT = 100;

/**
 * Claims whose checks share one computation that their module caches per process:
 * they get the same unit affinity, so one worker (and one shard) computes it once.
 * S-U1, S-U2 and S-U3 share the drop survey of stostone_drop.ts (seconds of work;
 * the other shared state, the corpus reads, costs milliseconds and is not listed).
 */
export const CLAIM_AFFINITY: Readonly<Record<string, string>> = {
  "S-U1": "stostone-drop-survey",
  "S-U2": "stostone-drop-survey",
  "S-U3": "stostone-drop-survey",
};

/**
 * Runs one claim check. Throws `RangeError` for an unknown id.
 *
 * @example
 * ```ts
 * import { runClaimUnit } from "./claim.ts";
 * const row = await runClaimUnit({ id: "S-U4", full: false, seed: 1 });
 * console.assert(row.id === "S-U4" && row.asExpected);
 * ```
 */
export async function runClaimUnit(payload: ClaimPayload): Promise<ClaimRow> {
  const [claim] = selectClaims([payload.id]);
  golden ??= readGolden();
  return await runClaim(claim!, { full: payload.full, seed: payload.seed }, await golden);
}

/**
 * The units of a claims run: one per selected claim (all when `ids` is empty), in
 * CLAIMS.md order. Throws `RangeError` naming an unknown id.
 *
 * @example
 * ```ts
 * import { claimUnits } from "./claim.ts";
 * const units = claimUnits(["S-U4"], { full: false, seed: 3 });
 * console.assert(units.length === 1 && units[0]!.id === "claim/S-U4" && units[0]!.payload.seed === 3);
 * ```
 */
export function claimUnits(
  ids: readonly string[],
  options: { readonly full: boolean; readonly seed: number },
): Unit<ClaimPayload>[] {
  return selectClaims(ids).map((claim) => ({
    kind: "claim",
    id: `claim/${claim.id}`,
    payload: { id: claim.id, full: options.full, seed: options.seed },
    // A claim check takes seconds where a board takes milliseconds: start claims first.
    weight: CLAIM_WEIGHT,
    ...(CLAIM_AFFINITY[claim.id] ? { affinity: CLAIM_AFFINITY[claim.id] } : {}),
  }));
}

/**
 * The row of a claim unit's result. A unit that failed to run (its worker died,
 * say) becomes a row that is not as expected, with the error as the suite's figure.
 *
 * @example
 * ```ts
 * import { claimRowOf } from "./claim.ts";
 * const row = claimRowOf({ id: "claim/S-U4", kind: "claim", ok: false, error: "boom", errorName: "Error", ms: 1500 });
 * console.assert(row.id === "S-U4" && !row.asExpected && row.suite === "boom" && row.seconds === 1.5);
 * ```
 */
export function claimRowOf(result: UnitResult): ClaimRow {
  if (result.ok) return result.value as unknown as ClaimRow;
  const id = result.id.replace(/^claim\//, "");
  const claim = selectClaims([id])[0]!;
  return {
    id,
    kind: claim.kind,
    title: claim.title,
    expected: claim.expected,
    writeup: "",
    suite: result.error,
    verdict: claim.kind === "K" ? "not reproduced on this corpus" : "referent not found",
    verdictText: "check failed",
    asExpected: false,
    seconds: result.ms / 1000,
    golden: null,
  };
}
