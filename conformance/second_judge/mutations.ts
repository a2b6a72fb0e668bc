/**
 * Answers near and far from correct, for comparing the two judges on wrong answers:
 * small mutations of a correct answer (most land on one failing check, often a late one)
 * and random fillings (mostly caught by an early check). Deterministic in the rng.
 *
 * @module
 */

import type { Rng } from "../../core/rng.ts";
import type { StostoneBoard } from "../../core/stostone/board.ts";
import { BALLOON, type DosunFuwariBoard, EMPTY, IRON } from "../../core/dosun_fuwari/board.ts";

/**
 * A Stostone answer with `flips` distinct cells flipped (shaded ↔ blank).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { flipCells } from "./mutations.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const out = flipCells(new Uint8Array(4), rngFromSeed(3), 2);
 * assert.ok(out.reduce((a, b) => a + b, 0) === 2);
 * ```
 */
export function flipCells(answer: Uint8Array, rng: Rng, flips: number): Uint8Array {
  const out = Uint8Array.from(answer);
  const cells = rng.shuffle([...out.keys()]).slice(0, flips);
  for (const cell of cells) out[cell] = 1 - out[cell]!;
  return out;
}

/** The Dosun-Fuwari edits {@link editPieces} applies. */
export type PieceEdit = "move" | "remove" | "add" | "swap";

/**
 * A Dosun-Fuwari answer with `edits` random piece edits: move a piece to an empty white
 * cell, remove a piece, add a balloon or iron ball on an empty white cell, or swap a
 * piece's kind. An edit with nothing to act on (no piece, no empty cell) is skipped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { editPieces } from "./mutations.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * const board = decodeUrl("dosufuwa/1/2/0") as DosunFuwariBoard;
 * const out = editPieces(board, new Uint8Array([1, 2]), rngFromSeed(1), 1);
 * assert.ok(out.length === 2 && out.join() !== "1,2");
 * ```
 */
export function editPieces(
  board: DosunFuwariBoard,
  answer: Uint8Array,
  rng: Rng,
  edits: number,
): Uint8Array {
  const out = Uint8Array.from(answer);
  const white = [...out.keys()].filter((cell) => board.black[cell] === 0);
  for (let i = 0; i < edits; i++) {
    const pieces = white.filter((cell) => out[cell] !== EMPTY);
    const empty = white.filter((cell) => out[cell] === EMPTY);
    const edit = rng.pick<PieceEdit>(["move", "remove", "add", "swap"]);
    if (edit === "add") {
      if (empty.length > 0) out[rng.pick(empty)] = rng.pick([BALLOON, IRON]);
      continue;
    }
    if (pieces.length === 0) continue;
    const piece = rng.pick(pieces);
    if (edit === "remove") out[piece] = EMPTY;
    else if (edit === "swap") out[piece] = out[piece] === BALLOON ? IRON : BALLOON;
    else if (empty.length > 0) {
      out[rng.pick(empty)] = out[piece]!;
      out[piece] = EMPTY;
    }
  }
  return out;
}

/**
 * A random Stostone shading, each cell shaded with one random density for the whole grid.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomShading } from "./mutations.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import type { StostoneBoard } from "../../core/stostone/board.ts";
 * const board = decodeUrl("stostone/2/2/00") as StostoneBoard;
 * assert.ok(randomShading(board, rngFromSeed(1)).every((v) => v === 0 || v === 1));
 * ```
 */
export function randomShading(board: StostoneBoard, rng: Rng): Uint8Array {
  const density = 0.2 + 0.5 * rng.next();
  return Uint8Array.from({ length: board.rows * board.cols }, () => rng.next() < density ? 1 : 0);
}

/**
 * A random Dosun-Fuwari filling. Half the time every white cell independently holds a
 * balloon, an iron ball or nothing; the other half every room gets one balloon and one
 * iron ball on random cells (as many as fit), so that the later checks — support,
 * missing pieces — are reached too.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomPieces } from "./mutations.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * const board = decodeUrl("dosufuwa/3/2/q81") as DosunFuwariBoard; // (0,1) is black
 * assert.ok(randomPieces(board, rngFromSeed(2))[1] === 0);
 * ```
 */
export function randomPieces(board: DosunFuwariBoard, rng: Rng): Uint8Array {
  const out = new Uint8Array(board.rows * board.cols);
  if (rng.next() < 0.5) {
    const density = 0.2 + 0.6 * rng.next();
    out.forEach((_, cell) => {
      if (board.black[cell] === 0 && rng.next() < density) out[cell] = rng.pick([BALLOON, IRON]);
    });
    return out;
  }
  for (const room of board.rooms) {
    const [first, second] = rng.shuffle([...room]);
    out[first!] = BALLOON;
    if (second !== undefined) out[second] = IRON;
  }
  return out;
}
