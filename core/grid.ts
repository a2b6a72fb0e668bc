/**
 * Grid geometry shared by both genres: sizes, cell indices, border layout and
 * room labelling. Cells are numbered row-major: cell = r * cols + c.
 *
 * Border layout follows pzprjs: `vertical[r * (cols - 1) + c]` is the border
 * between (r, c) and (r, c + 1); `horizontal[r * cols + c]` the border between
 * (r, c) and (r + 1, c). A value of 1 is a border, 0 none.
 *
 * @module
 */

/** The largest side length any board may have. Beyond it no engine could answer anyway. */
export const MAX_SIDE = 100;

/** A grid's dimensions. */
export interface GridSize {
  /** Number of rows (height). */
  readonly rows: number;
  /** Number of columns (width). */
  readonly cols: number;
}

/** The border flags of a grid, in the layout described in this module's header. */
export interface Borders {
  /** rows × (cols − 1) flags, row-major: border right of (r, c). */
  readonly vertical: Uint8Array;
  /** (rows − 1) × cols flags, row-major: border below (r, c). */
  readonly horizontal: Uint8Array;
}

/** Cells partitioned into rooms. */
export interface Rooms {
  /** Room id of every cell, or −1 for a cell in no room (a Dosun-Fuwari black cell). */
  readonly roomOf: Int32Array;
  /** Cells of each room in ascending (row-major) order; rooms numbered by their first cell. */
  readonly rooms: readonly (readonly number[])[];
}

/**
 * Throws a `RangeError` unless `rows` and `cols` are whole numbers in 1..{@link MAX_SIDE}.
 *
 * @example
 * ```ts
 * import { assertGridSize } from "./grid.ts";
 * assertGridSize(6, 6); // fine
 * ```
 */
export function assertGridSize(rows: number, cols: number): void {
  for (const [name, v] of [["rows", rows], ["cols", cols]] as const) {
    if (!Number.isInteger(v) || v < 1 || v > MAX_SIDE) {
      throw new RangeError(`${name} must be a whole number from 1 to ${MAX_SIDE}, got ${v}`);
    }
  }
}

/**
 * An empty border set (no borders at all) for a grid.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders } from "./grid.ts";
 * const b = emptyBorders({ rows: 2, cols: 3 });
 * assert.ok(b.vertical.length === 4 && b.horizontal.length === 3);
 * ```
 */
export function emptyBorders(size: GridSize): Borders {
  return {
    vertical: new Uint8Array(size.rows * (size.cols - 1)),
    horizontal: new Uint8Array((size.rows - 1) * size.cols),
  };
}

/**
 * Throws a `RangeError` unless the border arrays have the lengths the grid needs and
 * hold only 0 and 1.
 *
 * @example
 * ```ts
 * import { assertBorders, emptyBorders } from "./grid.ts";
 * assertBorders({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
 * ```
 */
export function assertBorders(size: GridSize, borders: Borders): void {
  const want = { vertical: size.rows * (size.cols - 1), horizontal: (size.rows - 1) * size.cols };
  for (const key of ["vertical", "horizontal"] as const) {
    const arr = borders[key];
    if (arr.length !== want[key]) {
      throw new RangeError(`${key} borders: expected ${want[key]} flags, got ${arr.length}`);
    }
    const bad = arr.findIndex((v) => v !== 0 && v !== 1);
    if (bad >= 0) {
      throw new RangeError(`${key} border ${bad}: flag must be 0 or 1, got ${arr[bad]}`);
    }
  }
}

/**
 * Whether a border separates two orthogonally adjacent cells `a` and `b`.
 * The cells must be neighbours; the result for other pairs is meaningless.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders, hasBorderBetween } from "./grid.ts";
 * const size = { rows: 2, cols: 2 };
 * const b = emptyBorders(size);
 * b.vertical[0] = 1;
 * assert.ok(hasBorderBetween(size, b, 0, 1));
 * assert.ok(!hasBorderBetween(size, b, 0, 2));
 * ```
 */
export function hasBorderBetween(size: GridSize, borders: Borders, a: number, b: number): boolean {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const r = Math.floor(lo / size.cols);
  const c = lo % size.cols;
  // On a one-column grid lo + 1 is the cell below, not the one to the right.
  if (size.cols > 1 && hi === lo + 1) return borders.vertical[r * (size.cols - 1) + c] === 1;
  return borders.horizontal[r * size.cols + c] === 1;
}

/**
 * The orthogonal neighbours of a cell, in the order up, left, right, down.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { neighbours } from "./grid.ts";
 * assert.ok(neighbours({ rows: 2, cols: 2 }, 0).join() === "1,2");
 * ```
 */
export function neighbours(size: GridSize, cell: number): number[] {
  const { rows, cols } = size;
  const r = Math.floor(cell / cols);
  const c = cell % cols;
  const out: number[] = [];
  if (r > 0) out.push(cell - cols);
  if (c > 0) out.push(cell - 1);
  if (c < cols - 1) out.push(cell + 1);
  if (r < rows - 1) out.push(cell + cols);
  return out;
}

/**
 * Connected components of the cells for which `include` holds, where two
 * neighbouring included cells connect unless `blocked(a, b)` says otherwise.
 * Components are numbered by their first cell in row-major order; every
 * component's cell list is ascending.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { components } from "./grid.ts";
 * const shaded = [1, 0, 1, 1];
 * const { rooms } = components({ rows: 2, cols: 2 }, (c) => shaded[c] === 1);
 * assert.ok(rooms.length === 1 && rooms[0]!.join() === "0,2,3");
 * ```
 */
export function components(
  size: GridSize,
  include: (cell: number) => boolean,
  blocked: (a: number, b: number) => boolean = () => false,
): Rooms {
  const n = size.rows * size.cols;
  const roomOf = new Int32Array(n).fill(-1);
  const rooms: number[][] = [];
  for (let start = 0; start < n; start++) {
    if (roomOf[start] !== -1 || !include(start)) continue;
    const id = rooms.length;
    const cells = [start];
    roomOf[start] = id;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      for (const nb of neighbours(size, cell)) {
        if (roomOf[nb] !== -1 || !include(nb) || blocked(cell, nb)) continue;
        roomOf[nb] = id;
        cells.push(nb);
      }
    }
    rooms.push(cells.sort((a, b) => a - b));
  }
  return { roomOf, rooms };
}

/**
 * Rooms of a bordered grid: cells connected without crossing a border, limited to
 * the cells for which `include` holds (all cells when omitted).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { emptyBorders, roomsFromBorders } from "./grid.ts";
 * const size = { rows: 1, cols: 3 };
 * const b = emptyBorders(size);
 * b.vertical[1] = 1;
 * assert.ok(roomsFromBorders(size, b).rooms.length === 2);
 * ```
 */
export function roomsFromBorders(
  size: GridSize,
  borders: Borders,
  include: (cell: number) => boolean = () => true,
): Rooms {
  return components(size, include, (a, b) => hasBorderBetween(size, borders, a, b));
}

/**
 * The borders of a labelled grid: a border wherever two neighbouring cells carry
 * different labels. With room ids as labels this is the border set of exactly those rooms.
 * Throws `RangeError` unless there is one label per cell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { bordersFromLabels } from "./grid.ts";
 * const b = bordersFromLabels({ rows: 2, cols: 2 }, [0, 0, 1, 0]);
 * assert.ok(b.vertical.join() === "0,1" && b.horizontal.join() === "1,0");
 * ```
 */
export function bordersFromLabels(size: GridSize, labels: ArrayLike<number | string>): Borders {
  const { rows, cols } = size;
  if (labels.length !== rows * cols) {
    throw new RangeError(`labels: expected ${rows * cols} entries, got ${labels.length}`);
  }
  const vertical = new Uint8Array(rows * (cols - 1));
  const horizontal = new Uint8Array((rows - 1) * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c < cols - 1) vertical[r * (cols - 1) + c] = labels[cell] === labels[cell + 1] ? 0 : 1;
      if (r < rows - 1) horizontal[cell] = labels[cell] === labels[cell + cols] ? 0 : 1;
    }
  }
  return { vertical, horizontal };
}

/**
 * The first border segment that lies between two cells of the same room, as a cell
 * pair, or null when every border separates different rooms (or a room and a cell
 * in no room).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { borderInsideRoom, emptyBorders, roomsFromBorders } from "./grid.ts";
 * const size = { rows: 2, cols: 2 };
 * const borders = emptyBorders(size);
 * borders.vertical[0] = 1; // cells 0 and 1 still connect through the bottom row
 * const { roomOf } = roomsFromBorders(size, borders);
 * assert.ok(borderInsideRoom({ ...size, ...borders, roomOf })?.join() === "0,1");
 * ```
 */
export function borderInsideRoom(
  board: GridSize & Borders & { readonly roomOf: Int32Array },
): [number, number] | null {
  const { rows, cols, roomOf } = board;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const room = roomOf[cell]!;
      if (room < 0) continue;
      if (c < cols - 1 && board.vertical[r * (cols - 1) + c] === 1 && roomOf[cell + 1] === room) {
        return [cell, cell + 1];
      }
      if (r < rows - 1 && board.horizontal[cell] === 1 && roomOf[cell + cols] === room) {
        return [cell, cell + cols];
      }
    }
  }
  return null;
}

/**
 * Throws a `RangeError` unless an answer has one entry per cell of the grid.
 *
 * @example
 * ```ts
 * import { assertAnswerLength } from "./grid.ts";
 * assertAnswerLength({ rows: 2, cols: 3 }, new Uint8Array(6));
 * ```
 */
export function assertAnswerLength(size: GridSize, answer: Uint8Array): void {
  if (answer.length !== size.rows * size.cols) {
    throw new RangeError(
      `answer has ${answer.length} cells, the ${size.rows}x${size.cols} board has ${
        size.rows * size.cols
      }`,
    );
  }
}

/**
 * The first cell of a list in column-major order (leftmost column, then topmost):
 * where pzprjs draws a room's clue.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnMajorFirst } from "./grid.ts";
 * // 2×3 grid: cells 2 (r0,c2) and 3 (r1,c0): column 0 comes first.
 * assert.ok(columnMajorFirst({ rows: 2, cols: 3 }, [2, 3]) === 3);
 * ```
 */
export function columnMajorFirst(size: GridSize, cells: readonly number[]): number {
  let best = -1;
  let bestKey = Infinity;
  for (const cell of cells) {
    const key = (cell % size.cols) * size.rows + Math.floor(cell / size.cols);
    if (key < bestKey) {
      bestKey = key;
      best = cell;
    }
  }
  if (best < 0) throw new RangeError("columnMajorFirst: the cell list is empty");
  return best;
}

/** How a search ended: every search takes an answer cap and a work budget. */
export interface SolveOptions<Rule extends string> {
  /** The rule setting to solve under. */
  readonly rule: Rule;
  /** Stop after this many answers (2 is enough to decide uniqueness). */
  readonly cap: number;
  /** Stop after this many search nodes; the engine defines what a node is. */
  readonly budget: number;
  /**
   * Cells the answers must have, per cell: −1 free, otherwise the required answer value
   * (Stostone 0 unshaded / 1 shaded; Dosun-Fuwari EMPTY / BALLOON / IRON). An engine given
   * `pinned` returns exactly the answers that agree with every pinned cell, and
   * `complete: true` means there are no others. This is how a second engine confirms a
   * forced cell: with the cell pinned to another value it must find no answer.
   */
  readonly pinned?: Int8Array;
}

/** Why a search stopped before covering every case (see {@link SolveResult}). */
export type StopReason = "cap" | "budget" | "size" | "memory";

/** What an engine returns. */
export interface SolveResult<Stats extends { readonly nodes: number }> {
  /** The answers found, at most `cap`, as per-cell arrays (see each genre's board module). */
  readonly answers: Uint8Array[];
  /** True only when the whole search space was covered: `answers` is then every answer. */
  readonly complete: boolean;
  /**
   * Why the search stopped early, or null when it was complete: the answer cap, the work
   * budget, `size`: the engine does not take a board of this size and searched nothing, or
   * `memory`: the search would have taken more memory than the engine allows itself.
   */
  readonly stoppedBy: StopReason | null;
  /** Work done; `nodes` counts search nodes. */
  readonly stats: Stats;
}
