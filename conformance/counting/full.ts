/**
 * The S-U4 table checked both ways: every row by the transfer methods and by
 * brute-force enumeration. The quick form enumerates only the small rows; the
 * `--full` form also walks 6×6 (64M grids), 8×4 (24M) and 4×10 (60M): about 100 s on
 * one idle core (4×10 ≈ 55 s, 6×6 ≈ 30 s, 8×4 ≈ 13 s), several minutes on a busy one.
 *
 * @module
 */

import { type CountRow, S_U4_TABLE, twoRowClaim } from "./claims.ts";
import { enumerateCounts, type EnumerationProgress } from "./enumerate.ts";
import { transferCounts } from "./transfer.ts";
import { STOSTONE_RULE } from "../../core/stostone/board.ts";

/** One board of the table: the write-up's counts and the suite's. */
export interface TableCheck {
  /** The write-up's row. */
  readonly claim: CountRow;
  /** exact / convex / count by the transfer matrix and the frontier state machine. */
  readonly matrix: { readonly exact: bigint; readonly convex: bigint; readonly count: bigint };
  /** exact / convex / count by enumeration, or null when this run skipped it. */
  readonly enumerated:
    | { readonly exact: bigint; readonly convex: bigint; readonly count: bigint }
    | null;
  /** Whether every computed figure equals the claim's. */
  readonly agrees: boolean;
}

/** Options for {@link checkCountTable}. */
export interface TableCheckOptions {
  /** Enumerate the big rows too (minutes). Default false. */
  readonly full?: boolean;
  /** Largest board (in grids) to enumerate when not `full`. Default 10^6. */
  readonly quickLimit?: number;
  /** Progress of each enumeration, tagged with the board. */
  readonly onProgress?: (board: string, progress: EnumerationProgress) => void;
}

/**
 * Checks every row of the S-U4 table (the 2×n row for n = 1..8) against the
 * suite's counts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkCountTable } from "./full.ts";
 * const rows = checkCountTable({ quickLimit: 100 });
 * assert.ok(rows.every((r) => r.agrees));
 * ```
 */
export function checkCountTable(options: TableCheckOptions = {}): TableCheck[] {
  const limit = options.full ? Infinity : options.quickLimit ?? 1e6;
  const claims = [...Array.from({ length: 8 }, (_, i) => twoRowClaim(i + 1)), ...S_U4_TABLE];
  return claims.map((claim) => {
    const { rows, cols } = claim;
    const matrix = {
      exact: transferCounts(rows, cols, STOSTONE_RULE.exact),
      convex: transferCounts(rows, cols, STOSTONE_RULE.convex),
      count: transferCounts(rows, cols, STOSTONE_RULE.count),
    };
    const grids = binomial(rows, rows / 2) ** cols;
    let enumerated: TableCheck["enumerated"] = null;
    if (grids <= limit) {
      const board = `${rows}x${cols}`;
      const onProgress = options.onProgress;
      const r = enumerateCounts(rows, cols, {
        onProgress: onProgress ? (p) => onProgress(board, p) : undefined,
      });
      enumerated = { exact: BigInt(r.exact), convex: BigInt(r.convex), count: BigInt(r.count) };
    }
    const same = (x: { exact: bigint; convex: bigint; count: bigint }): boolean =>
      x.exact === claim.exact && x.convex === claim.convex && x.count === claim.count;
    return {
      claim,
      matrix,
      enumerated,
      agrees: same(matrix) && (enumerated === null || same(enumerated)),
    };
  });
}

function binomial(n: number, k: number): number {
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
  return out;
}
