/**
 * Shadings that pass `convex` (balanced columns, no vertical hole) yet fail
 * `exact` (the fall does not pack the bottom half): witnesses that counting and
 * convexity are not sufficient. Found by walking every shading (all 2^(H·W), not
 * only the balanced ones) of every small board and judging each with
 * {@link classifyColumns}.
 *
 * @module
 */

import { classifyColumns, classifyShading, shadingRows } from "./classify.ts";

/** The largest board (in cells) whose shadings {@link convexNotExactWitnesses} walks. */
export const MAX_WITNESS_CELLS = 20;

/** What the walk over one board found. */
export interface BoardWitnesses {
  /** Board height. */
  readonly rows: number;
  /** Board width. */
  readonly cols: number;
  /** Shadings walked (2^(rows·cols)). */
  readonly shadings: number;
  /** Every convex-but-not-exact shading, as row strings (top row first). */
  readonly witnesses: readonly (readonly string[])[];
}

/**
 * Every shading of a rows×cols board that passes `convex` and fails `exact`.
 * Throws `RangeError` beyond {@link MAX_WITNESS_CELLS} cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { convexNotExactWitnesses } from "./witnesses.ts";
 * assert.ok(convexNotExactWitnesses(2, 4).witnesses.length === 0);
 * assert.ok(convexNotExactWitnesses(4, 2).witnesses.length > 0);
 * ```
 */
export function convexNotExactWitnesses(rows: number, cols: number): BoardWitnesses {
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) {
    throw new RangeError(`convexNotExactWitnesses: bad size ${rows}x${cols}`);
  }
  const cells = rows * cols;
  if (cells > MAX_WITNESS_CELLS) {
    throw new RangeError(
      `convexNotExactWitnesses: at most ${MAX_WITNESS_CELLS} cells, ${rows}x${cols} has ${cells}`,
    );
  }
  const shadings = 2 ** cells;
  const columns = new Int32Array(cols);
  const columnMask = (1 << rows) - 1;
  const witnesses: string[][] = [];
  for (let code = 0; code < shadings; code++) {
    for (let c = 0; c < cols; c++) columns[c] = (code >>> (c * rows)) & columnMask;
    const verdict = classifyColumns(rows, cols, columns);
    if (verdict.convex && !verdict.exact) witnesses.push(shadingRows(rows, cols, columns));
  }
  return { rows, cols, shadings, witnesses };
}

/**
 * Walks every board with at most `maxCells` cells (every height, even or odd) and
 * reports each board's convex-but-not-exact shadings, smallest boards first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { witnessSurvey } from "./witnesses.ts";
 * const survey = witnessSurvey(6);
 * assert.ok(survey.every((b) => b.witnesses.length === 0));
 * ```
 */
export function witnessSurvey(maxCells = 12): BoardWitnesses[] {
  if (!Number.isInteger(maxCells) || maxCells < 1 || maxCells > MAX_WITNESS_CELLS) {
    throw new RangeError(
      `witnessSurvey: maxCells must be a whole number from 1 to ${MAX_WITNESS_CELLS}, got ${maxCells}`,
    );
  }
  const out: BoardWitnesses[] = [];
  for (let cells = 1; cells <= maxCells; cells++) {
    for (let rows = 1; rows <= cells; rows++) {
      if (cells % rows === 0) out.push(convexNotExactWitnesses(rows, cells / rows));
    }
  }
  return out;
}

/** The boards with the fewest cells that have a convex-but-not-exact shading. */
export interface SmallestWitnesses {
  /** Their cell count, or null when no board up to the bound has one. */
  readonly cells: number | null;
  /** Those boards with all their witnesses. */
  readonly boards: readonly BoardWitnesses[];
}

/**
 * The smallest boards (fewest cells, up to `maxCells`) on which `convex` passes
 * and `exact` fails, with every such shading.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { smallestConvexNotExactWitnesses } from "./witnesses.ts";
 * const s = smallestConvexNotExactWitnesses(12);
 * assert.ok(s.cells !== null && s.cells < 12);
 * ```
 */
export function smallestConvexNotExactWitnesses(maxCells = 12): SmallestWitnesses {
  return smallestOf(witnessSurvey(maxCells));
}

function smallestOf(survey: readonly BoardWitnesses[]): SmallestWitnesses {
  const found = survey.filter((b) => b.witnesses.length > 0);
  if (found.length === 0) return { cells: null, boards: [] };
  const cells = Math.min(...found.map((b) => b.rows * b.cols));
  return { cells, boards: found.filter((b) => b.rows * b.cols === cells) };
}

/** The verdict on S-U8 ("the 4×3 arch … and no smaller board has such a witness"). */
export interface ArchClaimCheck {
  /** The arch passes `count`. */
  readonly archPassesCount: boolean;
  /** The arch passes `convex`. */
  readonly archPassesConvex: boolean;
  /** The arch fails `exact`. */
  readonly archFailsExact: boolean;
  /** The arch after the fall, as row strings. */
  readonly archSettled: readonly string[];
  /** Every board of at most `maxCells` cells that has a convex-but-not-exact shading. */
  readonly boardsWithWitnesses: readonly { rows: number; cols: number; witnesses: number }[];
  /** The smallest witnesses found. */
  readonly smallest: SmallestWitnesses;
  /** Whether "no smaller board has such a witness" holds among boards of fewer cells. */
  readonly minimal: boolean;
  /** reproduced: the arch is a witness and it is minimal; refuted: otherwise. */
  readonly verdict: "reproduced" | "refuted";
}

/**
 * Checks S-U8: judges the arch, and walks every board of at most `maxCells` cells
 * (default 12, the arch's own size) for a convex-but-not-exact shading on a board
 * with fewer cells than the arch.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkArchClaim } from "./witnesses.ts";
 * const check = checkArchClaim(["#.#", "###", "...", ".#."]);
 * assert.ok(check.archPassesConvex && check.archFailsExact);
 * assert.ok(check.verdict === "refuted" && check.smallest.cells === 8);
 * ```
 */
export function checkArchClaim(arch: readonly string[], maxCells = 12): ArchClaimCheck {
  const verdict = classifyShading(arch);
  const archCells = arch.length * (arch[0]?.length ?? 0);
  const survey = witnessSurvey(Math.max(maxCells, archCells));
  const boardsWithWitnesses = survey
    .filter((b) => b.witnesses.length > 0)
    .map((b) => ({ rows: b.rows, cols: b.cols, witnesses: b.witnesses.length }));
  const smaller = survey.filter((b) => b.rows * b.cols < archCells && b.witnesses.length > 0);
  const smallest = smallestOf(survey);
  const minimal = smaller.length === 0;
  const isWitness = verdict.count && verdict.convex && !verdict.exact;
  return {
    archPassesCount: verdict.count,
    archPassesConvex: verdict.convex,
    archFailsExact: !verdict.exact,
    archSettled: verdict.settled,
    boardsWithWitnesses,
    smallest,
    minimal,
    verdict: isWitness && minimal ? "reproduced" : "refuted",
  };
}
