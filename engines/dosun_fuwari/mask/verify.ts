/**
 * The mask engine's own full check of a finished answer, row masks against row
 * masks. It shares nothing with the search beyond the layout, so an answer the
 * search got wrong is caught here rather than returned.
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
 * What is wrong with `answer` under `rule`, or null when it is a solution: pieces
 * only on white cells, every balloon's upper neighbour the edge, black or a balloon
 * (loose: or an iron ball), every iron ball's lower neighbour the edge, black or an
 * iron ball (loose: or a balloon), and exactly one of each in every room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
 * import { maskVerdict } from "./verify.ts";
 * const board = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0),
 *   horizontal: new Uint8Array(1),
 * });
 * assert.ok(maskVerdict(board, new Uint8Array([1, 2]), "official") === null);
 * assert.ok(maskVerdict(board, new Uint8Array([2, 1]), "official") !== null);
 * assert.ok(maskVerdict(board, new Uint8Array([2, 1]), "loose") === null);
 * ```
 */
export function maskVerdict(
  board: DosunFuwariBoard,
  answer: DosunFuwariAnswer,
  rule: DosunFuwariRule,
): string | null {
  const { rows, cols, roomOf } = board;
  if (answer.length !== rows * cols) return `answer has ${answer.length} cells, not ${rows * cols}`;
  const full = (1n << BigInt(cols)) - 1n;
  const balloons: bigint[] = [];
  const irons: bigint[] = [];
  const blacks: bigint[] = [];
  const balloonsInRoom = new Int32Array(board.rooms.length);
  const ironsInRoom = new Int32Array(board.rooms.length);
  for (let r = 0; r < rows; r++) {
    let b = 0n, i = 0n, k = 0n;
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const v = answer[cell];
      const bitC = 1n << BigInt(c);
      if (board.black[cell] === 1) {
        k |= bitC;
        if (v !== EMPTY) return `black cell (${r},${c}) holds ${v}`;
        continue;
      }
      if (v === BALLOON) {
        b |= bitC;
        balloonsInRoom[roomOf[cell]!]!++;
      } else if (v === IRON) {
        i |= bitC;
        ironsInRoom[roomOf[cell]!]!++;
      } else if (v !== EMPTY) return `cell (${r},${c}) holds ${v}`;
    }
    balloons.push(b);
    irons.push(i);
    blacks.push(k);
  }
  const anyPiece = DOSUN_FUWARI_RULE_REQUIREMENTS[rule].anyPieceHolds;
  for (let r = 0; r < rows; r++) {
    const above = r === 0
      ? full
      : blacks[r - 1]! | balloons[r - 1]! | (anyPiece ? irons[r - 1]! : 0n);
    const floating = balloons[r]! & ~above;
    if (floating !== 0n) return `row ${r}: balloons without support above, mask ${floating}`;
    const below = r === rows - 1
      ? full
      : blacks[r + 1]! | irons[r + 1]! | (anyPiece ? balloons[r + 1]! : 0n);
    const sinking = irons[r]! & ~below;
    if (sinking !== 0n) return `row ${r}: iron balls without support below, mask ${sinking}`;
  }
  for (let room = 0; room < board.rooms.length; room++) {
    if (balloonsInRoom[room] !== 1 || ironsInRoom[room] !== 1) {
      return `room ${room}: ${balloonsInRoom[room]} balloons and ${ironsInRoom[room]} iron balls`;
    }
  }
  return null;
}
