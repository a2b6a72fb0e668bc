/**
 * The board page's edit mode without the DOM: a new board, a resize, one border, one
 * black cell or one room's number changed. Every edit returns a new board built by the
 * genre's own constructor (core/), so rooms are always recomputed the way the codecs
 * and engines see them; page.ts only turns pointer and key events into these calls.
 *
 * A Stostone number belongs to a room, and rooms are renumbered whenever a border
 * changes. So numbers are carried by the cell they are drawn on: after an edit each
 * new room takes the number drawn on one of its cells (its own number cell first).
 *
 * @module
 */

import type { Board } from "../../../core/formats/mod.ts";
import {
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
} from "../../../core/stostone/board.ts";
import { type DosunFuwariBoard, dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
import type { Borders, GridSize } from "../../../core/grid.ts";
import { CELL, PAD } from "../svg.ts";

/** Largest number edit mode types into a room (two digits). */
export const MAX_TYPED_CLUE = 99;

/** One border between two cells: `v` right of a cell, `h` below it (core/grid.ts layout). */
export interface Edge {
  readonly dir: "v" | "h";
  /** Its index in `vertical` or `horizontal`. */
  readonly index: number;
}

/** A grid corner: row 0..rows, column 0..cols. */
export interface Vertex {
  readonly r: number;
  readonly c: number;
}

/**
 * An empty board of the genre: one room, no number, no black cell. Stostone needs an
 * even number of rows (the stones fill the bottom half), so an odd count is refused.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBoard } from "./edit.ts";
 * assert.equal(emptyBoard("stostone", 6, 6).rooms.length, 1);
 * assert.throws(() => emptyBoard("stostone", 5, 6), RangeError);
 * ```
 */
export function emptyBoard(genre: Board["genre"], rows: number, cols: number): Board {
  return resized(
    genre === "stostone"
      ? stostoneBoard({ rows: 2, cols: 1 }, noBorders({ rows: 2, cols: 1 }))
      : dosunFuwariBoard({ rows: 1, cols: 1 }, [0], noBorders({ rows: 1, cols: 1 })),
    rows,
    cols,
  );
}

function noBorders({ rows, cols }: GridSize): Borders {
  return {
    vertical: new Uint8Array(rows * (cols - 1)),
    horizontal: new Uint8Array((rows - 1) * cols),
  };
}

/**
 * The board cut or grown to `rows` × `cols` from its top-left corner: borders, black
 * cells and numbers inside the kept part stay, new cells join no border.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { resized } from "./edit.ts";
 * import { decodeUrl, encodeUrl } from "../../../core/formats/mod.ts";
 * const board = resized(decodeUrl("stostone/6/6/433aaqv064p03g433h"), 6, 6);
 * assert.equal(encodeUrl(board), "https://puzz.link/p?stostone/6/6/433aaqv064p03g433h");
 * assert.equal(resized(board, 4, 8).cols, 8);
 * ```
 */
export function resized(board: Board, rows: number, cols: number): Board {
  if (board.genre === "stostone" && rows % 2 !== 0) {
    throw new RangeError(`a Stostone board needs an even number of rows, got ${rows}`);
  }
  const size = { rows, cols };
  const borders = noBorders(size);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r >= board.rows || c >= board.cols) continue;
      if (c < cols - 1 && c < board.cols - 1) {
        borders.vertical[r * (cols - 1) + c] = board.vertical[r * (board.cols - 1) + c]!;
      }
      if (r < rows - 1 && r < board.rows - 1) {
        borders.horizontal[r * cols + c] = board.horizontal[r * board.cols + c]!;
      }
    }
  }
  const moved = (cell: number) => {
    const r = Math.floor(cell / board.cols), c = cell % board.cols;
    return r < rows && c < cols ? r * cols + c : -1;
  };
  if (board.genre === "stostone") {
    const numbers = new Map<number, StostoneClue>();
    for (const [cell, clue] of numbersByCell(board)) {
      if (moved(cell) >= 0) numbers.set(moved(cell), clue);
    }
    return withNumbers(size, borders, numbers);
  }
  const black = new Uint8Array(rows * cols);
  board.black.forEach((b, cell) => {
    if (b && moved(cell) >= 0) black[moved(cell)] = 1;
  });
  return dosunFuwariBoard(size, black, borders);
}

/** A Stostone board's numbers by the cell each is drawn on. */
function numbersByCell(board: StostoneBoard): Map<number, StostoneClue> {
  const numbers = new Map<number, StostoneClue>();
  board.clues.forEach((clue, room) => {
    if (clue !== null) numbers.set(board.clueCell[room]!, clue);
  });
  return numbers;
}

/** A Stostone board whose rooms take the numbers drawn on their cells (own number cell first). */
function withNumbers(
  size: GridSize,
  borders: Borders,
  numbers: ReadonlyMap<number, StostoneClue>,
): StostoneBoard {
  const bare = stostoneBoard(size, borders);
  const clues = bare.rooms.map((cells, room) => {
    const own = numbers.get(bare.clueCell[room]!);
    if (own !== undefined) return own;
    const other = cells.find((cell) => numbers.has(cell));
    return other === undefined ? null : numbers.get(other)!;
  });
  return stostoneBoard(size, borders, clues);
}

/**
 * The board with one border set (`on`) or removed. On Dosun-Fuwari a border beside a
 * black cell stays whatever is asked (the constructor's canonical form).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBoard, withBorder } from "./edit.ts";
 * const board = withBorder(emptyBoard("stostone", 2, 2), { dir: "h", index: 0 }, true);
 * assert.equal(board.rooms.length, 1); // a border with a way round it splits nothing
 * assert.equal(withBorder(board, { dir: "h", index: 1 }, true).rooms.length, 2);
 * ```
 */
export function withBorder(board: Board, edge: Edge, on: boolean): Board {
  const vertical = Uint8Array.from(board.vertical);
  const horizontal = Uint8Array.from(board.horizontal);
  (edge.dir === "v" ? vertical : horizontal)[edge.index] = on ? 1 : 0;
  const borders = { vertical, horizontal };
  return board.genre === "stostone"
    ? withNumbers(board, borders, numbersByCell(board))
    : dosunFuwariBoard(board, board.black, borders);
}

/** Whether the border is set. */
export function hasBorder(board: Board, edge: Edge): boolean {
  return (edge.dir === "v" ? board.vertical : board.horizontal)[edge.index] === 1;
}

/**
 * The Stostone board with the number of the room holding `cell` set: 0–99, `"?"`, or
 * null to clear it. Throws RangeError for another value.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBoard, withNumber } from "./edit.ts";
 * import { encodeUrl } from "../../../core/formats/mod.ts";
 * const board = withNumber(emptyBoard("stostone", 2, 2) as never, 3, 2);
 * assert.deepEqual(board.clues, [2]);
 * assert.equal(encodeUrl(board), "https://puzz.link/p?stostone/2/2/002");
 * ```
 */
export function withNumber(board: StostoneBoard, cell: number, clue: StostoneClue): StostoneBoard {
  if (
    clue !== null && clue !== "?" &&
    !(Number.isInteger(clue) && clue >= 0 && clue <= MAX_TYPED_CLUE)
  ) {
    throw new RangeError(`a room's number is 0 to ${MAX_TYPED_CLUE} or "?", got ${clue}`);
  }
  const room = board.roomOf[cell]!;
  const clues = board.clues.map((c, i) => (i === room ? clue : c));
  return stostoneBoard(board, board, clues);
}

/**
 * The Dosun-Fuwari board with `cell` black (`on`) or white.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBoard, withBlack } from "./edit.ts";
 * const board = withBlack(emptyBoard("dosun-fuwari", 1, 3) as never, 1, true);
 * assert.equal(board.rooms.length, 2);
 * ```
 */
export function withBlack(board: DosunFuwariBoard, cell: number, on: boolean): DosunFuwariBoard {
  const black = Uint8Array.from(board.black);
  black[cell] = on ? 1 : 0;
  const vertical = Uint8Array.from(board.vertical);
  const horizontal = Uint8Array.from(board.horizontal);
  if (!on) {
    // The borders round a black cell came with it: a cell made white again joins its
    // neighbours (the constructor keeps those next to another black cell).
    const { cols } = board, r = Math.floor(cell / cols), c = cell % cols;
    if (c > 0) vertical[r * (cols - 1) + c - 1] = 0;
    if (c < cols - 1) vertical[r * (cols - 1) + c] = 0;
    if (r > 0) horizontal[cell - cols] = 0;
    if (r < board.rows - 1) horizontal[cell] = 0;
  }
  return dosunFuwariBoard(board, black, { vertical, horizontal });
}

/** How near (in drawing units) a point must be to a grid line or corner to take it. */
const EDGE_REACH = CELL * 0.22;
const CORNER_REACH = CELL * 0.3;

/**
 * The grid corner nearest a point of the drawing, or null when the point is not close
 * to one: a border drag goes from corner to corner, as in pzprjs.
 */
export function vertexNear(board: Board, x: number, y: number): Vertex | null {
  const c = Math.round((x - PAD) / CELL), r = Math.round((y - PAD) / CELL);
  if (r < 0 || r > board.rows || c < 0 || c > board.cols) return null;
  const dx = x - (PAD + c * CELL), dy = y - (PAD + r * CELL);
  return Math.hypot(dx, dy) <= CORNER_REACH ? { r, c } : null;
}

/**
 * The inner border nearest a point, or null when the point is nearer a cell's middle
 * or a corner (or the board's outer frame, which is no border).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { edgeNear, emptyBoard } from "./edit.ts";
 * import { CELL, PAD } from "../svg.ts";
 * const board = emptyBoard("stostone", 2, 2);
 * assert.deepEqual(edgeNear(board, PAD + CELL, PAD + CELL / 2), { dir: "v", index: 0 });
 * assert.equal(edgeNear(board, PAD + CELL / 2, PAD + CELL / 2), null);
 * ```
 */
export function edgeNear(board: Board, x: number, y: number): Edge | null {
  if (vertexNear(board, x, y) !== null) return null;
  const fx = (x - PAD) / CELL, fy = (y - PAD) / CELL;
  const c = Math.round(fx), r = Math.round(fy);
  if (Math.abs(fx - c) * CELL <= EDGE_REACH) {
    const row = Math.floor(fy);
    if (c > 0 && c < board.cols && row >= 0 && row < board.rows) {
      return { dir: "v", index: row * (board.cols - 1) + c - 1 };
    }
  }
  if (Math.abs(fy - r) * CELL <= EDGE_REACH) {
    const col = Math.floor(fx);
    if (r > 0 && r < board.rows && col >= 0 && col < board.cols) {
      return { dir: "h", index: (r - 1) * board.cols + col };
    }
  }
  return null;
}

/**
 * The inner borders on the straight grid line from corner `a` to corner `b`, in order
 * (empty unless they share a row or column line). The frame is skipped: it is no border.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { edgesBetween, emptyBoard } from "./edit.ts";
 * const board = emptyBoard("stostone", 2, 3);
 * assert.deepEqual(edgesBetween(board, { r: 1, c: 0 }, { r: 1, c: 2 }), [
 *   { dir: "h", index: 0 }, { dir: "h", index: 1 }]);
 * assert.deepEqual(edgesBetween(board, { r: 0, c: 0 }, { r: 1, c: 1 }), []);
 * ```
 */
export function edgesBetween(board: Board, a: Vertex, b: Vertex): Edge[] {
  const edges: Edge[] = [];
  if (a.r === b.r && a.c !== b.c) {
    const step = Math.sign(b.c - a.c);
    for (let c = a.c; c !== b.c; c += step) {
      const col = Math.min(c, c + step);
      if (a.r > 0 && a.r < board.rows) {
        edges.push({ dir: "h", index: (a.r - 1) * board.cols + col });
      }
    }
  } else if (a.c === b.c && a.r !== b.r) {
    const step = Math.sign(b.r - a.r);
    for (let r = a.r; r !== b.r; r += step) {
      const row = Math.min(r, r + step);
      if (a.c > 0 && a.c < board.cols) {
        edges.push({ dir: "v", index: row * (board.cols - 1) + a.c - 1 });
      }
    }
  }
  return edges;
}

/**
 * The number a room gets when digit `d` is typed on it: appended to the number just
 * typed there while it stays within {@link MAX_TYPED_CLUE}, otherwise `d` alone.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { typedNumber } from "./edit.ts";
 * assert.equal(typedNumber(1, 2, true), 12);
 * assert.equal(typedNumber(12, 3, true), 3);
 * assert.equal(typedNumber(4, 5, false), 5);
 * ```
 */
export function typedNumber(current: StostoneClue, d: number, continuing: boolean): number {
  if (continuing && typeof current === "number" && current * 10 + d <= MAX_TYPED_CLUE) {
    return current * 10 + d;
  }
  return d;
}
