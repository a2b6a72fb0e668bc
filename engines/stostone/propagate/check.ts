/**
 * The propagate engine's own complete check of a finished grid. Every answer the
 * engine returns passes it, so a bug in a rung can cost an answer (and the
 * cross-checks between engines would see that) but can never add a wrong one.
 *
 * It reads rule 4 the way the write-up does, without simulating the drop: columns
 * hold rows/2 shaded cells, and `row + shaded-cells-below` is one value on each stone
 * (exact); or no stone has two cells in one column with a non-stone cell between them
 * (convex).
 *
 * @module
 */

import { STOSTONE_RULE_REQUIREMENTS, type StostoneRule } from "../../../core/stostone/board.ts";
import { ANY_SIZE, type Geometry } from "./geometry.ts";

/** Per geometry: the check's work arrays (a fresh typed array costs about 1 µs in Deno). */
const scratchOf = new WeakMap<Geometry, { seen: Uint8Array; queue: Int32Array; key: Int32Array }>();

function scratch(geo: Geometry): { seen: Uint8Array; queue: Int32Array; key: Int32Array } {
  let s = scratchOf.get(geo);
  if (s === undefined) {
    s = {
      seen: new Uint8Array(geo.n),
      queue: new Int32Array(geo.n),
      key: new Int32Array(geo.roomCount),
    };
    scratchOf.set(geo, s);
  }
  return s;
}

/**
 * Whether `cells` (1 shaded, 0 not, one entry per cell) satisfies every rule of the
 * board under `rule`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { satisfiesAllRules } from "./check.ts";
 * // A 4×2 board cut into two 2×2 rooms, "?" over 0.
 * const geo = geometryOf(stostoneBoard({ rows: 4, cols: 2 }, {
 *   vertical: new Uint8Array(4), horizontal: new Uint8Array([0, 0, 1, 1, 0, 0]),
 * }, ["?", 0]));
 * assert.ok(satisfiesAllRules(geo, Uint8Array.from([1, 1, 1, 1, 0, 0, 0, 0]), "exact"));
 * assert.ok(!satisfiesAllRules(geo, Uint8Array.from([0, 0, 1, 1, 1, 1, 0, 0]), "exact"));
 * assert.ok(!satisfiesAllRules(geo, Uint8Array.from([1, 1, 0, 0, 0, 0, 0, 0]), "exact"));
 * ```
 */
export function satisfiesAllRules(
  geo: Geometry,
  cells: ArrayLike<number>,
  rule: StostoneRule,
): boolean {
  const { rows, cols, n } = geo;
  for (let x = 0; x < n; x++) {
    if (cells[x] !== 0 && cells[x] !== 1) return false;
  }
  // Rule 2: no shaded pair on either side of any border segment.
  for (let x = 0; x < n; x++) {
    if (cells[x] !== 1) continue;
    for (let s = 0; s < 4; s++) {
      const y = geo.borderAdj[x * 4 + s]!;
      if (y >= 0 && cells[y] === 1) return false;
    }
  }
  // Rules 1 and 3: per room, one connected stone of the right size.
  const { seen, queue, key } = scratch(geo);
  seen.fill(0);
  for (let room = 0; room < geo.roomCount; room++) {
    let shaded = 0;
    let first = -1;
    for (let i = geo.roomStart[room]!; i < geo.roomStart[room + 1]!; i++) {
      const x = geo.roomCells[i]!;
      if (cells[x] === 1) {
        shaded++;
        if (first < 0) first = x;
      }
    }
    const clue = geo.clue[room]!;
    if (clue === ANY_SIZE ? shaded === 0 : shaded !== clue) return false;
    if (shaded === 0) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = first;
    seen[first] = 1;
    while (head < tail) {
      const x = queue[head++]!;
      for (let s = 0; s < 4; s++) {
        const y = geo.openAdj[x * 4 + s]!;
        if (y >= 0 && cells[y] === 1 && seen[y] === 0) {
          seen[y] = 1;
          queue[tail++] = y;
        }
      }
    }
    if (tail !== shaded) return false;
  }
  const { halfOfEachColumn, noVerticalHole, dropFillsBottomHalf } =
    STOSTONE_RULE_REQUIREMENTS[rule];
  if (!halfOfEachColumn) return true;
  // Rule 4, counting half: every column holds rows/2 shaded cells.
  if (rows % 2 !== 0) return false;
  for (let c = 0; c < cols; c++) {
    let shaded = 0;
    for (let r = 0; r < rows; r++) shaded += cells[r * cols + c]!;
    if (shaded !== rows / 2) return false;
  }
  if (dropFillsBottomHalf) return ranksAgree(geo, cells, key);
  if (noVerticalHole) {
    // No stone (= a room's shaded cells) has a gap in a column.
    for (let c = 0; c < cols; c++) {
      const lastRow = new Map<number, number>();
      for (let r = 0; r < rows; r++) {
        const x = r * cols + c;
        if (cells[x] !== 1) continue;
        const room = geo.roomOf[x]!;
        const prev = lastRow.get(room);
        if (prev !== undefined && prev !== r - 1) return false;
        lastRow.set(room, r);
      }
    }
  }
  return true;
}

/**
 * The drop fills the bottom half, read without simulating it (the columns balance
 * already): row + shaded cells below is one value on every stone. No stone with a
 * vertical hole passes, so the hole check is not needed besides.
 */
function ranksAgree(geo: Geometry, cells: ArrayLike<number>, key: Int32Array): boolean {
  const { rows, cols } = geo;
  key.fill(-1);
  for (let c = 0; c < cols; c++) {
    let below = 0;
    for (let r = rows - 1; r >= 0; r--) {
      const x = r * cols + c;
      if (cells[x] !== 1) continue;
      const room = geo.roomOf[x]!;
      const k = r + below;
      if (key[room] === -1) key[room] = k;
      else if (key[room] !== k) return false;
      below++;
    }
  }
  return true;
}
