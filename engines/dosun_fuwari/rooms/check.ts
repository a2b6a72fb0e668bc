/**
 * The rooms engine's own full check of a finished answer, one cell at a time: it
 * looks at each piece and the one neighbour that must hold it, then counts the
 * pieces of every room.
 *
 * @module
 */

import {
  BALLOON,
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  type DosunFuwariAnswer,
  type DosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";

/**
 * What is wrong with `answer` under `rule`, or null when it is a solution. Checked
 * cell by cell: a balloon's upper neighbour must be the edge, a black cell or a
 * balloon (loose: any piece); an iron ball's lower neighbour the edge, a black cell
 * or an iron ball (loose: any piece); black cells hold nothing; every room holds
 * exactly one balloon and one iron ball.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { cellVerdict } from "./check.ts";
 * const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(2),
 * });
 * assert.ok(cellVerdict(board, new Uint8Array([1, 0, 2]), "official") === null);
 * assert.ok(cellVerdict(board, new Uint8Array([0, 1, 2]), "official") !== null);
 * assert.ok(cellVerdict(board, new Uint8Array([0, 2, 1]), "loose") === null);
 * ```
 */
export function cellVerdict(
  board: DosunFuwariBoard,
  answer: DosunFuwariAnswer,
  rule: DosunFuwariRule,
): string | null {
  const { rows, cols } = board;
  if (answer.length !== rows * cols) return `answer has ${answer.length} cells, not ${rows * cols}`;
  const anyPiece = DOSUN_FUWARI_RULE_REQUIREMENTS[rule].anyPieceHolds;
  const holds = (cell: number, kind: number): boolean => {
    const v = answer[cell];
    return v === kind || (anyPiece && v !== EMPTY);
  };
  for (let cell = 0; cell < rows * cols; cell++) {
    const v = answer[cell];
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    if (v === EMPTY) continue;
    if (board.black[cell] === 1) return `black cell (${r},${c}) holds ${v}`;
    if (v === BALLOON) {
      const up = cell - cols;
      if (r > 0 && board.black[up] === 0 && !holds(up, BALLOON)) {
        return `balloon at (${r},${c}) has nothing holding it down`;
      }
    } else if (v === IRON) {
      const down = cell + cols;
      if (r < rows - 1 && board.black[down] === 0 && !holds(down, IRON)) {
        return `iron ball at (${r},${c}) has nothing holding it up`;
      }
    } else return `cell (${r},${c}) holds ${v}`;
  }
  for (const [room, cells] of board.rooms.entries()) {
    const balloons = cells.filter((cell) => answer[cell] === BALLOON).length;
    const irons = cells.filter((cell) => answer[cell] === IRON).length;
    if (balloons !== 1 || irons !== 1) {
      return `room ${room}: ${balloons} balloons and ${irons} iron balls`;
    }
  }
  return null;
}
