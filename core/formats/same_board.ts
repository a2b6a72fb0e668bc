/**
 * Board equality across formats: two boards are the same puzzle when genre, size,
 * borders, black cells (Dosun-Fuwari) and per-room clues (Stostone) agree. Rooms and
 * clue cells follow from those, so they are not compared separately.
 *
 * @module
 */

import type { StostoneBoard } from "../stostone/board.ts";
import type { DosunFuwariBoard } from "../dosun_fuwari/board.ts";

function sameFlags(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether two boards describe the same puzzle: same genre, rows, cols, vertical and
 * horizontal borders, and black cells (Dosun-Fuwari) or clues (Stostone).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sameBoard } from "./same_board.ts";
 * import { decodeUrl } from "./url.ts";
 * const a = decodeUrl("stostone/4/2/vg0-11.g2");
 * assert.ok(sameBoard(a, decodeUrl("https://puzz.link/p?stostone_edit/4/2/vg0-11.g2")));
 * assert.ok(!sameBoard(a, decodeUrl("stostone/4/2/vg0-11.g3")));
 * ```
 */
export function sameBoard(
  a: StostoneBoard | DosunFuwariBoard,
  b: StostoneBoard | DosunFuwariBoard,
): boolean {
  if (a.genre !== b.genre || a.rows !== b.rows || a.cols !== b.cols) return false;
  if (!sameFlags(a.vertical, b.vertical) || !sameFlags(a.horizontal, b.horizontal)) return false;
  if (a.genre === "stostone" && b.genre === "stostone") {
    return a.clues.length === b.clues.length && a.clues.every((clue, i) => clue === b.clues[i]);
  }
  if (a.genre === "dosun-fuwari" && b.genre === "dosun-fuwari") {
    return sameFlags(a.black, b.black);
  }
  return false;
}
