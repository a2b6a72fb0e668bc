/**
 * Stostone's rules as clauses: a fourth implementation of them, declarative, beside
 * the three engines and the judge, and sharing no code with any of them. Variable
 * `cell + 2` is "cell is shaded" (variable 1 is the constant true); every other
 * variable is defined from those, so each answer has exactly one model.
 *
 * The rules, one block each:
 * - no two shaded cells meet across a border (`cbShade`);
 * - a room clued k has k shaded cells, a room clued 0 none, any other room at least
 *   one (`bkShadeNe`, `bkNoShade`);
 * - a room's shaded cells are connected (`bkShadeDivide`): its first shaded cell in
 *   row-major order is the root, and every shaded cell lies within the room's size
 *   (or its number) of steps from it, by order-encoded reach layers;
 * - rule 4. `count`: every column holds rows/2 shaded cells. `convex`: count, and no
 *   stone has a vertical hole (shaded, then empty, then shaded again in one room's
 *   part of a column). `exact`: count, and every two horizontally adjacent shaded
 *   cells have the same number of shaded cells below them, so each stone falls as a
 *   whole to the bottom half (the rank invariant, claim S-U2). An odd number of rows
 *   has no answer under those three. `none`: nothing.
 *
 * Two shaded cells that touch are in one stone, and (by the first and third rules)
 * a stone is a room's shaded cells: so "same stone" is "same room" here.
 *
 * @module
 */

import {
  STOSTONE_RULE_REQUIREMENTS,
  STOSTONE_RULES,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { assertRuleName } from "../../../core/rule_name.ts";
import { type Cnf, CnfBuilder, FALSE } from "./cnf.ts";

/** The variable of "cell is shaded". */
export function stostoneCellVar(cell: number): number {
  return cell + 2;
}

/**
 * The CNF of a board under a rule-4 setting: its models are the board's answers,
 * one model each.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { encodeStostone } from "./stostone.ts";
 * // 2×1, one room: the one shaded cell must be the bottom one under count.
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * const cnf = encodeStostone(board, "count");
 * assert.ok(cnf.vars >= 3 && cnf.clauses.length > 2);
 * ```
 */
export function encodeStostone(board: StostoneBoard, rule: StostoneRule): Cnf {
  assertRuleName("encodeStostone", STOSTONE_RULES, rule);
  const { halfOfEachColumn, noVerticalHole, dropFillsBottomHalf } =
    STOSTONE_RULE_REQUIREMENTS[rule];
  const cnf = new CnfBuilder();
  cnf.vars(board.rows * board.cols);
  noShadedPairAcrossBorders(cnf, board);
  board.rooms.forEach((cells, room) => {
    const clue = board.clues[room] ?? null;
    const lits = cells.map(stostoneCellVar);
    if (typeof clue === "number") cnf.exactly(lits, clue);
    else cnf.add(lits);
    connected(cnf, board, cells, typeof clue === "number" ? clue : cells.length);
  });
  if (halfOfEachColumn) {
    const below = balancedColumns(cnf, board);
    // The rank invariant excludes a vertical hole by itself: no hole clauses beside it.
    if (dropFillsBottomHalf) {
      if (below) equalRanks(cnf, board, below);
    } else if (noVerticalHole) noVerticalHoles(cnf, board);
  }
  return cnf.build();
}

/** The neighbour pairs (right and down) of the grid, with whether a border separates them. */
function pairs(board: StostoneBoard): { a: number; b: number; border: boolean }[] {
  const { rows, cols } = board;
  const out: { a: number; b: number; border: boolean }[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = r * cols + c;
      if (c + 1 < cols) out.push({ a, b: a + 1, border: board.vertical[r * (cols - 1) + c] === 1 });
      if (r + 1 < rows) out.push({ a, b: a + cols, border: board.horizontal[a] === 1 });
    }
  }
  return out;
}

function noShadedPairAcrossBorders(cnf: CnfBuilder, board: StostoneBoard): void {
  for (const { a, b, border } of pairs(board)) {
    if (border) cnf.add([-stostoneCellVar(a), -stostoneCellVar(b)]);
  }
}

/**
 * The room's shaded cells are connected through neighbours with no border between
 * them. `reach[d][i]`: cell i is shaded and within d steps of the root, where the root
 * is the room's first shaded cell. A stone of at most `limit` cells needs
 * `limit − 1` steps.
 */
function connected(
  cnf: CnfBuilder,
  board: StostoneBoard,
  cells: readonly number[],
  limit: number,
): void {
  const steps = Math.min(cells.length, limit) - 1;
  if (steps <= 0) return; // at most one shaded cell: nothing to connect
  const index = new Map(cells.map((cell, i) => [cell, i]));
  const links: number[][] = cells.map(() => []);
  for (const { a, b, border } of pairs(board)) {
    const i = index.get(a);
    const j = index.get(b);
    if (border || i === undefined || j === undefined) continue;
    links[i]!.push(j);
    links[j]!.push(i);
  }
  const lits = cells.map(stostoneCellVar);
  let seen = FALSE; // some earlier cell of the room is shaded
  let reach = lits.map((lit) => {
    const root = cnf.and(lit, -seen);
    seen = cnf.or(seen, lit);
    return root;
  });
  for (let d = 1; d <= steps; d++) {
    reach = reach.map((here, i) => {
      const neighbourReached = links[i]!.reduce((any, j) => cnf.or(any, reach[j]!), FALSE);
      return cnf.or(here, cnf.and(lits[i]!, neighbourReached));
    });
  }
  lits.forEach((lit, i) => cnf.add([-lit, reach[i]!]));
}

/**
 * Every column holds rows/2 shaded cells. Returns, per column, the counts from the
 * bottom: `below[c][r][k - 1]` is "at least k shaded cells in column c below row r"
 * (k = 1..rows/2); or null when the rows are odd and no answer exists.
 */
function balancedColumns(cnf: CnfBuilder, board: StostoneBoard): number[][][] | null {
  const { rows, cols } = board;
  if (rows % 2 === 1) {
    cnf.add([FALSE]);
    return null;
  }
  const half = rows / 2;
  const below: number[][][] = [];
  for (let c = 0; c < cols; c++) {
    const fromBottom: number[] = [];
    for (let r = rows - 1; r >= 0; r--) fromBottom.push(stostoneCellVar(r * cols + c));
    const levels = cnf.counts(fromBottom, half + 1);
    const total = levels[rows]!;
    cnf.add([total[half - 1]!]);
    cnf.add([-total[half]!]);
    // Below row r lie rows − 1 − r cells: the count after that many from the bottom.
    below.push([...Array(rows).keys()].map((r) => levels[rows - 1 - r]!.slice(0, half)));
  }
  return below;
}

/** No stone has a vertical hole: within a room's cells of a column, shaded, empty, shaded. */
function noVerticalHoles(cnf: CnfBuilder, board: StostoneBoard): void {
  const { rows, cols } = board;
  for (let c = 0; c < cols; c++) {
    for (let top = 0; top + 2 < rows; top++) {
      const room = board.roomOf[top * cols + c];
      for (let low = top + 2; low < rows; low++) {
        if (board.roomOf[low * cols + c] !== room) continue;
        // Shaded at top, empty just below it, shaded again lower in the same room. (A
        // shaded cell just below in another room is already refused by the borders.)
        const cell = (r: number) => stostoneCellVar(r * cols + c);
        cnf.add([-cell(top), cell(top + 1), -cell(low)]);
      }
    }
  }
}

/** Two horizontally adjacent shaded cells have equally many shaded cells below them. */
function equalRanks(cnf: CnfBuilder, board: StostoneBoard, below: number[][][]): void {
  const { rows, cols } = board;
  for (let r = 0; r + 1 < rows; r++) {
    for (let c = 0; c + 1 < cols; c++) {
      if (board.vertical[r * (cols - 1) + c] === 1) continue; // never both shaded
      const a = stostoneCellVar(r * cols + c);
      const b = stostoneCellVar(r * cols + c + 1);
      const left = below[c]![r]!;
      const right = below[c + 1]![r]!;
      left.forEach((l, k) => {
        const m = right[k]!;
        cnf.add([-a, -b, -l, m]);
        cnf.add([-a, -b, l, -m]);
      });
    }
  }
}
