/**
 * Dosun-Fuwari as a SAT problem, solved with `logic-solver` (MiniSat). Two booleans
 * per white cell, `o` (a balloon) and `i` (an iron ball), never both. The encoding:
 *
 * - every room holds exactly one balloon and exactly one iron ball;
 * - a balloon whose upper neighbour is a white cell needs a balloon there (loose: a
 *   balloon or an iron ball); the top edge and black cells hold it. Room borders
 *   play no part: a border above a balloon holds nothing up;
 * - an iron ball whose lower neighbour is a white cell needs an iron ball there
 *   (loose: either piece); the bottom edge and black cells hold it.
 *
 * Answers are listed as sat_answers.ts does for both genres.
 *
 * @module
 */

import {
  BALLOON,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  type DosunFuwariBoard,
  type DosunFuwariRule,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import { Logic, type Solver } from "./logic_solver.ts";
import type { SatMutantName } from "./sat_mutants.ts";
import { listAnswers, type SatAnswers } from "./sat_answers.ts";

const balloon = (cell: number): string => `o${cell}`;
const iron = (cell: number): string => `i${cell}`;

/**
 * Solves a Dosun-Fuwari board under a reading, up to `cap` answers. A `mutant`
 * (see sat_mutants.ts) breaks one piece of the encoding on purpose.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveDosunFuwariSat } from "./sat_dosun_fuwari.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * import type { DosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * const board = decodeUrl("https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1") as DosunFuwariBoard;
 * const { answers, complete } = solveDosunFuwariSat(board, "official", 2);
 * assert.ok(answers.length === 1 && complete);
 * ```
 */
export function solveDosunFuwariSat(
  board: DosunFuwariBoard,
  rule: DosunFuwariRule,
  cap: number,
  mutant: SatMutantName | null = null,
): SatAnswers {
  const white: number[] = [];
  for (let cell = 0; cell < board.rows * board.cols; cell++) {
    if (board.black[cell] === 0) white.push(cell);
  }
  return listAnswers(
    (solver) => encode(solver, board, rule, mutant),
    (model) => {
      const answer = new Uint8Array(board.rows * board.cols);
      const literals: string[] = [];
      for (const cell of white) {
        const o = model.evaluate(balloon(cell));
        const i = model.evaluate(iron(cell));
        answer[cell] = o ? BALLOON : i ? IRON : 0;
        literals.push(o ? balloon(cell) : `-${balloon(cell)}`, i ? iron(cell) : `-${iron(cell)}`);
      }
      return { answer, literals };
    },
    cap,
    mutant,
  );
}

function encode(
  solver: Solver,
  board: DosunFuwariBoard,
  rule: DosunFuwariRule,
  mutant: SatMutantName | null,
): void {
  const { rows, cols, black, roomOf } = board;
  const anyPiece = DOSUN_FUWARI_RULE_REQUIREMENTS[rule].anyPieceHolds ||
    mutant === "loose-for-official";
  for (let cell = 0; cell < rows * cols; cell++) {
    if (black[cell] === 1) continue;
    solver.forbid(Logic.and(balloon(cell), iron(cell)));
    const up = cell - cols;
    if (up >= 0 && black[up] === 0) {
      const heldByBorder = mutant === "balloon-held-by-border" && roomOf[up] !== roomOf[cell];
      if (!heldByBorder) {
        solver.require(
          Logic.implies(balloon(cell), anyPiece ? Logic.or(balloon(up), iron(up)) : balloon(up)),
        );
      }
    }
    const down = cell + cols;
    if (down < rows * cols && black[down] === 0) {
      const restsOnBorder = mutant === "iron-bottom-of-room" && roomOf[down] !== roomOf[cell];
      if (!restsOnBorder) {
        solver.require(
          Logic.implies(iron(cell), anyPiece ? Logic.or(iron(down), balloon(down)) : iron(down)),
        );
      }
    }
  }
  for (const room of board.rooms) {
    const balloons = room.map(balloon);
    solver.require(mutant === "two-balloons" ? Logic.or(balloons) : Logic.exactlyOne(balloons));
    solver.require(Logic.exactlyOne(room.map(iron)));
  }
}
