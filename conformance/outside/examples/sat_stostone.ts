/**
 * Stostone as a SAT problem, solved with `logic-solver` (MiniSat). One boolean per
 * cell, true when shaded. The encoding:
 *
 * - no two shaded cells on either side of any border segment (room borders and
 *   borders inside a room alike);
 * - a numbered room holds exactly that many shaded cells; a room with `?` or no clue
 *   holds at least one (clue 0: none);
 * - every room's shaded cells are connected without crossing a border: enforced
 *   lazily, by cutting planes. The solver proposes an assignment; when a room's
 *   shaded cells fall apart, say into a piece S and a cell t outside it, the clause
 *   "not s, or not t, or one of S's free neighbours is shaded" is added and the
 *   solver asked again. Every connected answer satisfies that clause (a path from s
 *   to t must leave S through a neighbour), and the current assignment does not, so
 *   the loop ends;
 * - rule 4: `count` — every column holds exactly rows/2 shaded cells; `convex` —
 *   count, and no stone has a vertical hole; `exact` — count, and the rank invariant:
 *   every two horizontally adjacent shaded cells (which belong to the same stone)
 *   have the same `row + shaded cells below` (equivalently, the same number of shaded
 *   cells below them, since they share the row). That is exactly when the drop fills
 *   the bottom half, without simulating the drop; `none` — nothing.
 *
 * Counts are order-encoded: `below(r, c, k)` means "at least k shaded cells below
 * row r in column c", defined from the row underneath.
 *
 * Answers are listed as sat_answers.ts does for both genres, with blocking clauses
 * on the cell variables.
 *
 * @module
 */

import { components, hasBorderBetween, neighbours } from "../../../core/grid.ts";
import {
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { type Formula, Logic, type Solver } from "./logic_solver.ts";
import type { SatMutantName } from "./sat_mutants.ts";
import { listAnswers, type SatAnswers } from "./sat_answers.ts";

const cellVar = (cell: number): string => `x${cell}`;

/**
 * Solves a Stostone board under a rule-4 setting, up to `cap` answers. A `mutant`
 * (see sat_mutants.ts) breaks one piece of the encoding on purpose.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveStostoneSat } from "./sat_stostone.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import type { StostoneBoard } from "../../../core/stostone/board.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/4/4/6i0f3gg1g2") as StostoneBoard;
 * const { answers, complete } = solveStostoneSat(board, "exact", 2);
 * assert.ok(answers.length === 1 && complete);
 * ```
 */
export function solveStostoneSat(
  board: StostoneBoard,
  rule: StostoneRule,
  cap: number,
  mutant: SatMutantName | null = null,
): SatAnswers {
  const n = board.rows * board.cols;
  return listAnswers(
    (solver) => encode(solver, board, rule, mutant),
    (model, solver) => {
      const answer = Uint8Array.from(
        { length: n },
        (_, cell) => model.evaluate(cellVar(cell)) ? 1 : 0,
      );
      const cuts = mutant === "disconnected-stone" ? [] : connectivityCuts(board, answer);
      if (cuts.length > 0) {
        for (const cut of cuts) solver.require(cut);
        return null;
      }
      return {
        answer,
        literals: Array.from(answer, (v, cell) => v ? cellVar(cell) : `-${cellVar(cell)}`),
      };
    },
    cap,
    mutant,
  );
}

function encode(
  solver: Solver,
  board: StostoneBoard,
  rule: StostoneRule,
  mutant: SatMutantName | null,
): void {
  const { rows, cols } = board;
  const x = (r: number, c: number): string => cellVar(r * cols + c);

  // Shaded cells never touch across a border.
  for (let cell = 0; cell < rows * cols; cell++) {
    for (const other of neighbours(board, cell)) {
      if (other < cell || !hasBorderBetween(board, board, cell, other)) continue;
      if (mutant === "touch-across-border" && board.roomOf[cell] !== board.roomOf[other]) continue;
      solver.forbid(Logic.and(cellVar(cell), cellVar(other)));
    }
  }

  // Clues.
  board.rooms.forEach((cells, id) => {
    let clue = board.clues[id] ?? null;
    if (mutant === "question-as-zero" && clue === "?") clue = 0;
    const vars = cells.map(cellVar);
    if (typeof clue === "number") {
      if (clue > cells.length) solver.require(Logic.FALSE);
      else solver.require(Logic.equalBits(Logic.sum(vars), Logic.constantBits(clue)));
    } else {
      solver.require(Logic.or(vars));
    }
  });

  const { halfOfEachColumn, noVerticalHole, dropFillsBottomHalf } =
    STOSTONE_RULE_REQUIREMENTS[rule];
  if (!halfOfEachColumn) return;
  if (rows % 2 !== 0) {
    // The middle row would belong to both halves: no answer under exact, convex or count.
    solver.require(Logic.FALSE);
    return;
  }
  for (let c = 0; c < cols; c++) {
    const column = Array.from({ length: rows }, (_, r) => x(r, c));
    solver.require(Logic.equalBits(Logic.sum(column), Logic.constantBits(rows / 2)));
  }
  // The rank invariant leaves no vertical hole by itself; the mutant checks holes instead.
  if (dropFillsBottomHalf && mutant !== "convex-for-exact") {
    requireEqualRanks(solver, board, mutant === "drop-off-by-one" ? 1 : 0);
  } else if (noVerticalHole) {
    forbidVerticalHoles(solver, board);
  }
}

/**
 * Within a room, two shaded cells of one column force every cell between them to be
 * shaded and in the room (the room's shaded cells are its one stone).
 */
function forbidVerticalHoles(solver: Solver, board: StostoneBoard): void {
  const { rows, cols, roomOf } = board;
  for (let c = 0; c < cols; c++) {
    for (let top = 0; top < rows; top++) {
      for (let bottom = top + 2; bottom < rows; bottom++) {
        const a = top * cols + c;
        const d = bottom * cols + c;
        if (roomOf[a] !== roomOf[d]) continue;
        for (let mid = top + 1; mid < bottom; mid++) {
          const b = mid * cols + c;
          if (roomOf[b] !== roomOf[a]) solver.forbid(Logic.and(cellVar(a), cellVar(d)));
          else solver.require(Logic.or(`-${cellVar(a)}`, `-${cellVar(d)}`, cellVar(b)));
        }
      }
    }
  }
}

/**
 * Horizontally adjacent shaded cells with no border between them have as many shaded
 * cells below them. `skip` > 0 is the off-by-one mutant: it starts counting `skip`
 * rows further down.
 */
function requireEqualRanks(solver: Solver, board: StostoneBoard, skip: number): void {
  const { rows, cols } = board;
  const defined = new Set<string>();
  // "At least k shaded cells in rows r+1 .. rows-1 of column c."
  const below = (r: number, c: number, k: number): Formula => {
    if (k <= 0) return Logic.TRUE;
    if (k > rows - 1 - r) return Logic.FALSE;
    const name = `b${r}_${c}_${k}`;
    if (!defined.has(name)) {
      defined.add(name);
      const next = cellVar((r + 1) * cols + c);
      solver.require(
        Logic.equiv(name, Logic.or(below(r + 1, c, k), Logic.and(next, below(r + 1, c, k - 1)))),
      );
    }
    return name;
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c + 1 < cols; c++) {
      if (board.vertical[r * (cols - 1) + c] === 1) continue;
      const both = Logic.and(cellVar(r * cols + c), cellVar(r * cols + c + 1));
      const from = r + skip;
      for (let k = 1; k <= rows - 1 - from; k++) {
        solver.require(Logic.implies(both, Logic.equiv(below(from, c, k), below(from, c + 1, k))));
      }
    }
  }
}

/**
 * Clauses that cut off the current assignment's disconnected rooms: for each room
 * whose shaded cells form several stones, "the first stone's first cell unshaded, or
 * another stone's first cell unshaded, or a neighbour of the first stone shaded".
 */
function connectivityCuts(board: StostoneBoard, answer: Uint8Array): Formula[] {
  // Rooms are bounded by borders, so stones (shaded cells joined without crossing a
  // border) never span two rooms.
  const blocked = (a: number, b: number) => hasBorderBetween(board, board, a, b);
  const linked = (cell: number) => neighbours(board, cell).filter((nb) => !blocked(cell, nb));
  const stonesIn: (readonly number[])[][] = board.rooms.map(() => []);
  for (const stone of components(board, (cell) => answer[cell] === 1, blocked).rooms) {
    stonesIn[board.roomOf[stone[0]!]!]!.push(stone);
  }
  const cuts: Formula[] = [];
  for (const [first, ...others] of stonesIn) {
    if (first === undefined || others.length === 0) continue;
    const inFirst = new Set(first);
    const frontier = new Set<number>();
    for (const cell of first) {
      for (const nb of linked(cell)) if (!inFirst.has(nb)) frontier.add(nb);
    }
    const s = cellVar(first[0]!);
    for (const stone of others) {
      cuts.push(Logic.or(`-${s}`, `-${cellVar(stone[0]!)}`, [...frontier].map(cellVar)));
    }
  }
  return cuts;
}
