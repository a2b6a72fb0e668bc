/**
 * Every claim of docs/CLAIMS.md, in its order, with the check that
 * regression-tests it, and the runner that turns checks into report rows. The registry
 * is flat: each claim module (`s_u1_u3_drop.ts` … `d_k1_k5_measures.ts`, named by the ids
 * it holds) is listed here directly.
 *
 * @module
 */

import { quote } from "../../core/quote.ts";
import {
  type Claim,
  type ClaimContext,
  type ClaimOutcome,
  type ClaimVerdict,
  VERDICTS_OF,
} from "./types.ts";
import { STOSTONE_DROP_CLAIMS } from "./s_u1_u3_drop.ts";
import { COUNTING_CLAIMS } from "./s_u4_u8_counting.ts";
import { STOSTONE_ENGINE_CLAIMS } from "./s_u9_engines.ts";
import { STOSTONE_LADDER_CLAIMS } from "./s_u10_u11_k1_k3_ladder.ts";
import { STOSTONE_GENERATOR_CLAIMS } from "./s_u12_k6_generator.ts";
import { STOSTONE_DEMO_PAGE_CLAIMS } from "./s_u13_k8_demo_page.ts";
import { STOSTONE_RULE4_CLAIMS } from "./s_k4_k5_rule4.ts";
import { STOSTONE_ANSWER_CLAIMS } from "./s_k7_answers.ts";
import { DOSUN_FUWARI_RUN_CLAIMS } from "./d_u1_u3_runs.ts";
import { DOSUN_FUWARI_ROOM_CLAIMS } from "./d_u4_u6_u7_rooms.ts";
import { DOSUN_FUWARI_ENGINE_CLAIMS } from "./d_u5_engines.ts";
import { DOSUN_FUWARI_MEASURE_CLAIMS } from "./d_k1_k5_measures.ts";

export type { Claim, ClaimContext, ClaimOutcome, ClaimVerdict } from "./types.ts";
export { VERDICTS, verdictSlug } from "./types.ts";

/** Sort key following CLAIMS.md: Stostone before Dosun-Fuwari, U before K, then the number. */
function claimOrder(id: string): number {
  const m = /^([SD])-([UK])(\d+)$/.exec(id);
  if (!m) throw new RangeError(`claim id ${quote(id)} is not of the form S-U1 / D-K3`);
  return (m[1] === "S" ? 0 : 1000) + (m[2] === "U" ? 0 : 500) + Number(m[3]);
}

/** Every registered claim, in CLAIMS.md order. */
export const CLAIMS: readonly Claim[] = [
  // One module per group of claims, named by the ids it holds; a new claim module is one line.
  ...STOSTONE_DROP_CLAIMS,
  ...COUNTING_CLAIMS,
  ...STOSTONE_ENGINE_CLAIMS,
  ...STOSTONE_LADDER_CLAIMS,
  ...STOSTONE_GENERATOR_CLAIMS,
  ...STOSTONE_DEMO_PAGE_CLAIMS,
  ...STOSTONE_RULE4_CLAIMS,
  ...STOSTONE_ANSWER_CLAIMS,
  ...DOSUN_FUWARI_RUN_CLAIMS,
  ...DOSUN_FUWARI_ROOM_CLAIMS,
  ...DOSUN_FUWARI_ENGINE_CLAIMS,
  ...DOSUN_FUWARI_MEASURE_CLAIMS,
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
  /** K claims: whether the figures equal the pinned golden values (null when none are pinned). */
  readonly golden: "same" | "changed" | null;
}

/** Pinned figures of the K claims, by id, as written by `claims --update-golden`. */
export type GoldenFigures = Readonly<Record<string, unknown>>;

/** Where the K claims' golden figures live. */
export const GOLDEN_PATH = new URL("./golden.json", import.meta.url);

/** Reads the pinned figures; an absent file pins nothing. */
export async function readGolden(): Promise<GoldenFigures> {
  try {
    return JSON.parse(await Deno.readTextFile(GOLDEN_PATH)) as GoldenFigures;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return {};
    throw e;
  }
}

/** Canonical JSON of a figure object (keys sorted) so comparisons ignore key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_, v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : typeof v === "bigint"
        ? v.toString()
        : v,
  );
}

/**
 * Runs one claim check and turns it into a table row. A check that throws is
 * reported as not as expected, with the error as the suite's figure, so one
 * broken check never hides the others.
 */
export async function runClaim(
  claim: Claim,
  context: ClaimContext,
  golden: GoldenFigures = {},
): Promise<ClaimRow> {
  const start = performance.now();
  let outcome: ClaimOutcome | { error: unknown };
  try {
    outcome = await claim.run(context);
  } catch (e) {
    outcome = { error: e };
  }
  return claimRow(claim, context, golden, outcome, (performance.now() - start) / 1000);
}

/**
 * The `verdictText` of a row whose check threw or whose worker died: its `verdict` is
 * then only the kind's negative word (the row type needs one), so readers that count
 * verdicts must count these apart.
 */
export const CHECK_FAILED = "check failed";

/**
 * Turns a check's outcome (or the error it threw) into a table row: the verdict
 * checked against the claim's kind, a refutation against its witnesses, the figures
 * against the golden ones.
 */
export function claimRow(
  claim: Claim,
  context: ClaimContext,
  golden: GoldenFigures,
  result: ClaimOutcome | { error: unknown },
  seconds: number,
): ClaimRow {
  let failed = false;
  let outcome: ClaimOutcome;
  if ("error" in result) {
    const e = result.error;
    failed = true;
    outcome = {
      writeup: "",
      suite: `check failed: ${e instanceof Error ? e.message : String(e)}`,
      verdict: claim.kind === "K" ? "not reproduced on this corpus" : "referent not found",
      verdictText: CHECK_FAILED,
    };
  } else outcome = result;
  // A K claim is a statistic of the write-ups' own corpus: a different corpus cannot refute
  // it. A verdict outside the kind's words, or a refutation without a witness, is a bug.
  if (!VERDICTS_OF[claim.kind].includes(outcome.verdict)) {
    failed = true;
    outcome = { ...outcome, verdictText: `${outcome.verdict} is not a ${claim.kind} verdict` };
  }
  if (outcome.verdict === "refuted" && !(outcome.witnesses ?? []).length) {
    failed = true;
    outcome = { ...outcome, verdictText: "refuted without a witness" };
  }
  // K figures are pinned from the default run; a --full run measures more and is not compared.
  const pinned = claim.kind === "K" && !context.full && claim.id in golden;
  const same = pinned && canonicalJson(outcome.data ?? null) === canonicalJson(golden[claim.id]);
  return {
    ...outcome,
    id: claim.id,
    kind: claim.kind,
    title: claim.title,
    expected: claim.expected,
    asExpected: !failed && outcome.verdict === claim.expected && (!pinned || same),
    seconds,
    golden: pinned ? (same ? "same" : "changed") : null,
  };
}

/**
 * The claims whose id matches one of `ids` (all when empty). Throws `RangeError`
 * naming an id that matches nothing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { selectClaims } from "./mod.ts";
 * assert.ok(selectClaims(["S-U4"]).length === 1);
 * ```
 */
export function selectClaims(ids: readonly string[]): Claim[] {
  if (ids.length === 0) return [...CLAIMS];
  for (const id of ids) {
    if (!CLAIMS.some((c) => c.id === id)) {
      throw new RangeError(`no claim ${quote(id)}; known: ${CLAIMS.map((c) => c.id).join(", ")}`);
    }
  }
  return CLAIMS.filter((c) => ids.includes(c.id));
}
