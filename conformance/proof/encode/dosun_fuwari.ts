/**
 * Dosun-Fuwari's rules as clauses: a fourth implementation beside the three engines
 * and the judge, sharing no code with them. Variable `cell + 2` is "a balloon on
 * cell", `n + cell + 2` "an iron ball on cell" (n cells; variable 1 is the constant
 * true); no other variable is needed, so each answer has exactly one model.
 *
 * - a cell holds at most one piece, and a black cell none;
 * - each room holds exactly one balloon and exactly one iron ball;
 * - a balloon's upper neighbour, where it exists and is white, holds a balloon
 *   (`loose`: any piece); an iron ball's lower neighbour likewise holds an iron ball
 *   (`loose`: any piece). A room border holds nothing up.
 *
 * @module
 */

import {
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  type DosunFuwariRule,
} from "../../../core/dosun_fuwari/board.ts";
import { assertRuleName } from "../../../core/rule_name.ts";
import { type Cnf, CnfBuilder, FALSE } from "./cnf.ts";

/** The variables of "a balloon on cell" and "an iron ball on cell". */
export function dosunFuwariCellVars(
  board: DosunFuwariBoard,
  cell: number,
): { balloon: number; iron: number } {
  return { balloon: cell + 2, iron: board.rows * board.cols + cell + 2 };
}

/**
 * The CNF of a board under a reading: its models are the board's answers, one each.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { encodeDosunFuwari } from "./dosun_fuwari.ts";
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * assert.ok(encodeDosunFuwari(board, "official").vars === 5);
 * ```
 */
export function encodeDosunFuwari(board: DosunFuwariBoard, rule: DosunFuwariRule): Cnf {
  assertRuleName("encodeDosunFuwari", DOSUN_FUWARI_RULES, rule);
  const { anyPieceHolds } = DOSUN_FUWARI_RULE_REQUIREMENTS[rule];
  const { rows, cols } = board;
  const n = rows * cols;
  const cnf = new CnfBuilder();
  cnf.vars(2 * n);
  const vars = (cell: number) => dosunFuwariCellVars(board, cell);
  for (let cell = 0; cell < n; cell++) {
    const { balloon, iron } = vars(cell);
    if (board.black[cell] === 1) {
      cnf.add([-balloon]);
      cnf.add([-iron]);
    } else cnf.add([-balloon, -iron]);
  }
  for (const cells of board.rooms) {
    exactlyOne(cnf, cells.map((cell) => vars(cell).balloon));
    exactlyOne(cnf, cells.map((cell) => vars(cell).iron));
  }
  // What may hold a piece up: the same kind, or (loose) either kind.
  const holds = (same: number, other: number): number[] => anyPieceHolds ? [same, other] : [same];
  for (let cell = 0; cell < n; cell++) {
    if (board.black[cell] === 1) continue;
    const { balloon, iron } = vars(cell);
    const above = cell - cols;
    if (above >= 0 && board.black[above] === 0) {
      const up = vars(above);
      cnf.add([-balloon, ...holds(up.balloon, up.iron)]);
    }
    const under = cell + cols;
    if (under < n && board.black[under] === 0) {
      const down = vars(under);
      cnf.add([-iron, ...holds(down.iron, down.balloon)]);
    }
  }
  return cnf.build();
}

/** Exactly one of `lits`: at least one, and none after a true one (by defined prefixes). */
function exactlyOne(cnf: CnfBuilder, lits: readonly number[]): void {
  cnf.add([...lits]);
  let seen = FALSE;
  lits.forEach((lit, i) => {
    cnf.add([-lit, -seen]);
    if (i + 1 < lits.length) seen = cnf.or(seen, lit);
  });
}
