/**
 * Every claim of docs/CLAIMS.md, in its order, with the check that
 * regression-tests it, and the runner that turns checks into report rows.
 *
 * @module
 */

import type { Claim, ClaimContext, ClaimOutcome, ClaimVerdict } from "./types.ts";
import { COUNTING_CLAIMS } from "./stostone_counting.ts";

export type { Claim, ClaimContext, ClaimOutcome, ClaimVerdict } from "./types.ts";

/** Sort key following CLAIMS.md: Stostone before Dosun-Fuwari, U before K, then the number. */
function claimOrder(id: string): number {
  const m = /^([SD])-([UK])(\d+)$/.exec(id);
  if (!m) throw new RangeError(`claim id "${id}" is not of the form S-U1 / D-K3`);
  return (m[1] === "S" ? 0 : 1000) + (m[2] === "U" ? 0 : 500) + Number(m[3]);
}

/** Every registered claim, in CLAIMS.md order. */
export const CLAIMS: readonly Claim[] = [
  ...COUNTING_CLAIMS,
].sort((a, b) => claimOrder(a.id) - claimOrder(b.id));

/** One row of the claims table. */
export interface ClaimRow extends ClaimOutcome {
  /** The claim id. */
  readonly id: string;
  /** U or K. */
  readonly kind: "U" | "K";
  /** The claim in a few words. */
  readonly title: string;
  /** The verdict the suite expects. */
  readonly expected: ClaimVerdict;
  /** Whether this run reached the expected verdict. */
  readonly asExpected: boolean;
  /** Wall time of the check, in seconds. */
  readonly seconds: number;
}

/**
 * Runs one claim check and turns it into a table row. A check that throws is
 * reported as not as expected, with the error as the suite's figure, so one
 * broken check never hides the others.
 */
export async function runClaim(claim: Claim, context: ClaimContext): Promise<ClaimRow> {
  const start = performance.now();
  let outcome: ClaimOutcome;
  let failed = false;
  try {
    outcome = await claim.run(context);
  } catch (e) {
    failed = true;
    outcome = {
      writeup: "",
      suite: `check failed: ${e instanceof Error ? e.message : String(e)}`,
      verdict: "differs",
    };
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    ...outcome,
    id: claim.id,
    kind: claim.kind,
    title: claim.title,
    expected: claim.expected,
    asExpected: !failed && outcome.verdict === claim.expected,
    seconds,
  };
}

/**
 * The claims whose id matches one of `ids` (all when empty). Throws `RangeError`
 * naming an id that matches nothing.
 *
 * @example
 * ```ts
 * import { selectClaims } from "./mod.ts";
 * console.assert(selectClaims(["S-U4"]).length === 1);
 * ```
 */
export function selectClaims(ids: readonly string[]): Claim[] {
  if (ids.length === 0) return [...CLAIMS];
  for (const id of ids) {
    if (!CLAIMS.some((c) => c.id === id)) {
      throw new RangeError(`no claim "${id}"; known: ${CLAIMS.map((c) => c.id).join(", ")}`);
    }
  }
  return CLAIMS.filter((c) => ids.includes(c.id));
}
