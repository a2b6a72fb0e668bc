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
 * Answers are enumerated with blocking clauses on the cell variables. After the
 * cap is reached the solver is asked once more, so `complete` is true whenever no
 * further answer exists, also when there are exactly `cap` answers.
 *
 * @module
 */

import type { StostoneBoard, StostoneRule } from "../../core/stostone/board.ts";
import { type Formula, Logic, type Solver } from "./logic_solver.ts";
import type { SatMutantName } from "./sat_mutants.ts";

/** What the example engine returns for one board. */
export interface SatAnswers {
  /** Answers, at most `cap`, in the genre's per-cell form. */
  readonly answers: Uint8Array[];
  /** True when there is no answer beyond `answers`. */
  readonly complete: boolean;
}

const cellVar = (cell: number): string => `x${cell}`;

/**
 * Solves a Stostone board under a rule-4 setting, up to `cap` answers. A `mutant`
 * (see sat_mutants.ts) breaks one piece of the encoding on purpose.
 *
 * @example
 * ```ts
 * import { solveStostoneSat } from "./sat_stostone.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import type { StostoneBoard } from "../../core/stostone/board.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/4/4/6i0f3gg1g2") as StostoneBoard;
 * const { answers, complete } = solveStostoneSat(board, "exact", 2);
 * console.assert(answers.length === 1 && complete);
 * ```
 */
export function solveStostoneSat(
  board: StostoneBoard,
  rule: StostoneRule,
  cap: number,
  mutant: SatMutantName | null = null,
): SatAnswers {
  return Logic.disablingAssertions(() => {
    const solver = new Logic.Solver();
    encode(solver, board, rule, mutant);
    const n = board.rows * board.cols;
    const answers: Uint8Array[] = [];
    for (;;) {
      const solution = solver.solve();
      if (solution === null) return { answers, complete: true };
      const answer = new Uint8Array(n);
      for (let cell = 0; cell < n; cell++) answer[cell] = solution.evaluate(cellVar(cell)) ? 1 : 0;
      if (mutant !== "disconnected-stone") {
        const cuts = connectivityCuts(board, answer);
        if (cuts.length > 0) {
          for (const cut of cuts) solver.require(cut);
          continue;
        }
      }
      if (answers.length === cap) {
        // A further answer exists, so the list is cut off: incomplete (the mutant lies).
        return { answers, complete: mutant === "cap-claims-complete" };
      }
      answers.push(answer);
      solver.forbid(
        Logic.and(Array.from(answer, (v, cell) => v ? cellVar(cell) : `-${cellVar(cell)}`)),
      );
    }
  });
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
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const pairs: number[] = [];
      if (c < cols - 1 && board.vertical[r * (cols - 1) + c] === 1) pairs.push(cell + 1);
      if (r < rows - 1 && board.horizontal[cell] === 1) pairs.push(cell + cols);
      for (const other of pairs) {
        if (mutant === "touch-across-border" && board.roomOf[cell] !== board.roomOf[other]) {
          continue;
        }
        solver.forbid(Logic.and(cellVar(cell), cellVar(other)));
      }
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

  if (rule === "none") return;
  if (rows % 2 !== 0) {
    // The middle row would belong to both halves: no answer under exact, convex or count.
    solver.require(Logic.FALSE);
    return;
  }
  for (let c = 0; c < cols; c++) {
    const column = Array.from({ length: rows }, (_, r) => x(r, c));
    solver.require(Logic.equalBits(Logic.sum(column), Logic.constantBits(rows / 2)));
  }
  if (rule === "convex" || (rule === "exact" && mutant === "convex-for-exact")) {
    forbidVerticalHoles(solver, board);
  } else if (rule === "exact") {
    requireEqualRanks(solver, board, mutant === "drop-off-by-one" ? 1 : 0);
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
  const { rows, cols } = board;
  const stoneOf = new Int32Array(rows * cols).fill(-1);
  const cuts: Formula[] = [];
  const linked = (a: number, b: number): boolean => {
    if (board.roomOf[a] !== board.roomOf[b]) return false;
    const lo = Math.min(a, b);
    const r = Math.floor(lo / cols);
    const c = lo % cols;
    // On a one-column grid a difference of 1 is a vertical step.
    return cols > 1 && Math.abs(a - b) === 1
      ? board.vertical[r * (cols - 1) + c] === 0
      : board.horizontal[lo] === 0;
  };
  const around = (cell: number): number[] => {
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    const out: number[] = [];
    if (r > 0) out.push(cell - cols);
    if (c > 0) out.push(cell - 1);
    if (c < cols - 1) out.push(cell + 1);
    if (r < rows - 1) out.push(cell + cols);
    return out.filter((nb) => linked(cell, nb));
  };
  for (const room of board.rooms) {
    const firsts: number[] = [];
    let firstStone: number[] = [];
    for (const start of room) {
      if (answer[start] !== 1 || stoneOf[start] !== -1) continue;
      const stone = [start];
      stoneOf[start] = firsts.length;
      for (let i = 0; i < stone.length; i++) {
        for (const nb of around(stone[i]!)) {
          if (answer[nb] === 1 && stoneOf[nb] === -1) {
            stoneOf[nb] = firsts.length;
            stone.push(nb);
          }
        }
      }
      if (firsts.length === 0) firstStone = stone;
      firsts.push(start);
    }
    if (firsts.length < 2) continue;
    const inFirst = new Set(firstStone);
    const frontier = new Set<number>();
    for (const cell of firstStone) {
      for (const nb of around(cell)) if (!inFirst.has(nb)) frontier.add(nb);
    }
    const s = cellVar(firsts[0]!);
    for (const t of firsts.slice(1)) {
      cuts.push(Logic.or(`-${s}`, `-${cellVar(t)}`, [...frontier].map(cellVar)));
    }
  }
  return cuts;
}
