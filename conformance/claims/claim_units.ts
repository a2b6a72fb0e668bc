/**
 * The `claim` unit: one claim check of docs/CLAIMS.md, run with the pinned golden
 * figures, giving its row of the claims table.
 *
 * @module
 */

import {
  CHECK_FAILED,
  type ClaimRow,
  claimRow,
  type GoldenFigures,
  readGolden,
  runClaim,
  selectClaims,
} from "./mod.ts";
import type { Unit, UnitResult } from "../run/unit.ts";

/** What a `claim` unit is given. */
export interface ClaimPayload {
  /** The claim id, e.g. `S-U4`. */
  readonly id: string;
  /** Run the exhaustive form. */
  readonly full: boolean;
  /** The run's seed. */
  readonly seed: number;
  /** For a split claim: which part (0-based) this unit runs. */
  readonly part?: number;
  /** For a split claim: how many parts the run has. */
  readonly parts?: number;
}

/** What a unit running one part of a split claim returns. */
export interface ClaimPartValue {
  /** The claim id. */
  readonly id: string;
  /** The part. */
  readonly part: number;
  /** The part's value, for the claim's `combine`. */
  readonly value: unknown;
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
 * Runs one claim check, or one part of a split one (`part` given). Throws
 * `RangeError` for an unknown id.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runClaimUnit } from "./claim_units.ts";
 * const row = await runClaimUnit({ id: "S-U4", full: false, seed: 1 });
 * assert.ok(row.id === "S-U4" && "asExpected" in row && row.asExpected);
 * ```
 */
export async function runClaimUnit(payload: ClaimPayload): Promise<ClaimRow | ClaimPartValue> {
  const [claim] = selectClaims([payload.id]);
  const context = { full: payload.full, seed: payload.seed };
  if (payload.part !== undefined) {
    if (!claim!.split) throw new RangeError(`claim ${payload.id} does not split into parts`);
    const value = await claim!.split.runPart(context, payload.part, payload.parts ?? 1);
    return { id: payload.id, part: payload.part, value };
  }
  golden ??= readGolden();
  return await runClaim(claim!, context, await golden);
}

/**
 * The units of a claims run: one per selected claim (all when `ids` is empty), in
 * CLAIMS.md order. Throws `RangeError` naming an unknown id.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { claimUnits } from "./claim_units.ts";
 * const units = claimUnits(["S-U4"], { full: false, seed: 3 });
 * assert.ok(units.length === 1 && units[0]!.id === "claim/S-U4" && units[0]!.payload.seed === 3);
 * ```
 */
export function claimUnits(
  ids: readonly string[],
  options: { readonly full: boolean; readonly seed: number },
): Unit<ClaimPayload>[] {
  return selectClaims(ids).flatMap((claim): Unit<ClaimPayload>[] => {
    const base = { id: claim.id, full: options.full, seed: options.seed };
    if (claim.split) {
      const parts = claim.split.parts(options);
      return Array.from({ length: parts }, (_, part) => ({
        kind: "claim",
        job: "claims",
        id: `claim/${claim.id}#${part + 1}`,
        payload: { ...base, part, parts },
        weight: CLAIM_WEIGHT,
      }));
    }
    return [{
      kind: "claim",
      job: "claims",
      id: `claim/${claim.id}`,
      payload: base,
      // A claim check takes seconds where a board takes milliseconds: start claims first.
      weight: CLAIM_WEIGHT,
      ...(CLAIM_AFFINITY[claim.id] ? { affinity: CLAIM_AFFINITY[claim.id] } : {}),
    }];
  });
}

/**
 * The rows of a claims run's results, one per claim in unit order: a split claim's
 * parts are combined into its one row (its seconds are the parts' sum); a part that
 * failed fails the row.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { claimRowsOf } from "./claim_units.ts";
 * const rows = await claimRowsOf([{ id: "claim/S-U4", kind: "claim", ok: false, error: "boom", errorName: "Error", ms: 10 }]);
 * assert.ok(rows.length === 1 && rows[0]!.id === "S-U4" && !rows[0]!.asExpected);
 * ```
 */
export async function claimRowsOf(
  results: readonly UnitResult[],
  options: { readonly full: boolean; readonly seed: number } = { full: false, seed: 0 },
): Promise<ClaimRow[]> {
  const rows: ClaimRow[] = [];
  const parts = new Map<string, UnitResult[]>();
  const order: string[] = [];
  for (const r of results) {
    const m = /^claim\/(.+)#\d+$/.exec(r.id);
    if (!m) {
      order.push(r.id);
      continue;
    }
    if (!parts.has(m[1]!)) {
      parts.set(m[1]!, []);
      order.push(`part:${m[1]}`);
    }
    parts.get(m[1]!)!.push(r);
  }
  const pinned = parts.size ? await readGolden() : {};
  for (const key of order) {
    if (!key.startsWith("part:")) {
      rows.push(claimRowOf(results.find((r) => r.id === key)!));
      continue;
    }
    const id = key.slice(5);
    const claim = selectClaims([id])[0]!;
    const done = parts.get(id)!;
    const seconds = done.reduce((s, r) => s + r.ms, 0) / 1000;
    const failed = done.find((r) => !r.ok);
    let outcome;
    try {
      if (failed && !failed.ok) throw new Error(failed.error);
      const expected = claim.split!.parts(options);
      if (done.length !== expected) {
        throw new Error(`${done.length} of its ${expected} parts ran (a shard file missing?)`);
      }
      const values = done.map((r) => (r.ok ? (r.value as unknown as ClaimPartValue).value : null));
      outcome = claim.split!.combine(options, values);
    } catch (e) {
      outcome = { error: e };
    }
    rows.push(claimRow(claim, options, pinned, outcome, seconds));
  }
  return rows;
}

/**
 * The row of a claim unit's result. A unit that failed to run (its worker died,
 * say) becomes a row that is not as expected, with the error as the suite's figure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { claimRowOf } from "./claim_units.ts";
 * const row = claimRowOf({ id: "claim/S-U4", kind: "claim", ok: false, error: "boom", errorName: "Error", ms: 1500 });
 * assert.ok(row.id === "S-U4" && !row.asExpected && row.suite === "boom" && row.seconds === 1.5);
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
    verdictText: CHECK_FAILED,
    asExpected: false,
    seconds: result.ms / 1000,
    golden: null,
  };
}
