/**
 * Random boards for comparing the two judges, drawn from a seeded {@link Rng}.
 *
 * Stostone ({@link plantStostone}): random boards almost never have an answer (a few in
 * a hundred at 6×5), so the engines would have few correct answers to offer; here a
 * shading is drawn first and rooms are grown around its stones. The shading holds rows/2
 * cells in every column and every stone has the same number of blank cells below each of
 * its cells (write-up: that common value is how far the stone falls), so it drops into
 * the bottom half. Each stone gets a room grown from it over blank cells; a blank cell
 * may be split off as an extra room without a stone (clued 0 unless asked otherwise), and border segments may be added inside
 * rooms. The drawn shading is handed back as `planted`, but it is not trusted: the tests
 * judge it, and solve the board with the engines for answers.
 *
 * Dosun-Fuwari ({@link randomDosunFuwari}): random black cells and borders; about half
 * such boards have an answer, which is enough.
 *
 * Why not conformance/boards/arbitraries.ts alone: its `fc.double(...) < density` bits
 * inherit fast-check's bias toward the ends of the range, so its Dosun-Fuwari boards are
 * about 90% black (40% entirely black) and a third of its Stostone boards have a border
 * on every edge. The tests still draw some boards from it.
 *
 * @module
 */

import {
  type Borders,
  components,
  emptyBorders,
  type GridSize,
  neighbours,
  roomsFromBorders,
} from "../../core/grid.ts";
import type { Rng } from "../../core/rng.ts";
import { type StostoneBoard, stostoneBoard, type StostoneClue } from "../../core/stostone/board.ts";
import { type DosunFuwariBoard, dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";

/** A board with the shading it was grown around. */
export interface PlantedStostone {
  /** The board. */
  readonly board: StostoneBoard;
  /** The shading the rooms were grown around (1 shaded). */
  readonly planted: Uint8Array;
}

/** Options of {@link plantStostone}. */
export interface PlantOptions {
  /** Chance that a room's clue is its stone's size (else `?` or none, evenly). */
  readonly numberChance?: number;
  /** Chance of splitting off one blank cell as an extra, stoneless room. */
  readonly emptyRoomChance?: number;
  /**
   * The extra room's clue (default 0, which keeps the planted shading correct; any other
   * clue makes it wrong, at bkShadeNe or bkNoShade).
   */
  readonly emptyRoomClue?: StostoneClue;
  /** Chance, per border-free neighbour pair inside a room, of an inner border. */
  readonly innerBorderChance?: number;
  /** Shadings drawn before giving up (default 200). */
  readonly maxDraws?: number;
}

/**
 * Draws a board of `size` (even rows) around a random shading that drops into the bottom
 * half, or returns null when `maxDraws` shadings all fail that test. Deterministic in `rng`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { plantStostone } from "./random_boards.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const planted = plantStostone({ rows: 4, cols: 3 }, rngFromSeed(1));
 * assert.ok(planted !== null && planted.planted.reduce((a, b) => a + b, 0) === 6);
 * ```
 */
export function plantStostone(
  size: GridSize,
  rng: Rng,
  options: PlantOptions = {},
): PlantedStostone | null {
  const { rows, cols } = size;
  if (rows < 2 || rows % 2 !== 0) throw new RangeError(`rows must be even and >= 2, got ${rows}`);
  const maxDraws = options.maxDraws ?? 200;
  for (let draw = 0; draw < maxDraws; draw++) {
    const shade = new Uint8Array(rows * cols);
    for (let c = 0; c < cols; c++) {
      const picked = rng.shuffle([...Array(rows).keys()]).slice(0, rows / 2);
      for (const r of picked) shade[r * cols + c] = 1;
    }
    const stones = components(size, (cell) => shade[cell] === 1).rooms;
    if (!stones.every((stone) => fallsEvenly(size, shade, stone))) continue;
    return { board: growBoard(size, shade, stones, rng, options), planted: shade };
  }
  return null;
}

/** Whether every cell of a stone has the same number of blank cells below it. */
function fallsEvenly(size: GridSize, shade: Uint8Array, stone: readonly number[]): boolean {
  const blanksBelow = (cell: number): number => {
    let n = 0;
    for (let below = cell + size.cols; below < shade.length; below += size.cols) {
      if (shade[below] === 0) n++;
    }
    return n;
  };
  const first = blanksBelow(stone[0]!);
  return stone.every((cell) => blanksBelow(cell) === first);
}

function growBoard(
  size: GridSize,
  shade: Uint8Array,
  stones: readonly (readonly number[])[],
  rng: Rng,
  options: PlantOptions,
): StostoneBoard {
  const label = new Int32Array(shade.length).fill(-1);
  stones.forEach((stone, id) => stone.forEach((cell) => (label[cell] = id)));
  // Grow the rooms one random frontier cell at a time; the grid is connected and every
  // stone is a source, so every blank cell is reached.
  const frontier = new Set<number>();
  const addFrontier = (cell: number): void => {
    for (const nb of neighbours(size, cell)) if (label[nb] === -1) frontier.add(nb);
  };
  label.forEach((l, cell) => l >= 0 && addFrontier(cell));
  while (frontier.size > 0) {
    const cell = rng.pick([...frontier]);
    frontier.delete(cell);
    const owners = neighbours(size, cell).filter((nb) => label[nb]! >= 0);
    label[cell] = label[rng.pick(owners)]!;
    addFrontier(cell);
  }
  let next = stones.length;
  const emptyLabels = new Set<number>();
  if (rng.next() < (options.emptyRoomChance ?? 0.3)) {
    const blanks = [...shade.keys()].filter((cell) => shade[cell] === 0);
    for (const cell of rng.shuffle(blanks)) {
      const old = label[cell]!;
      label[cell] = next;
      if (connected(size, label, old)) {
        emptyLabels.add(next++);
        break;
      }
      label[cell] = old;
    }
  }
  const borders = bordersOf(size, label);
  addInnerBorders(size, borders, shade, label, rng, options.innerBorderChance ?? 0.15);
  const { rooms } = roomsFromBorders(size, borders);
  const clues: StostoneClue[] = rooms.map((cells) => {
    if (emptyLabels.has(label[cells[0]!]!)) return options.emptyRoomClue ?? 0;
    const stoneSize = cells.filter((cell) => shade[cell] === 1).length;
    const roll = rng.next();
    const numberChance = options.numberChance ?? 0.5;
    if (roll < numberChance) return stoneSize;
    return roll < numberChance + (1 - numberChance) / 2 ? "?" : null;
  });
  return stostoneBoard(size, borders, clues);
}

/** Whether the cells labelled `l` form one connected set (true when there are none). */
function connected(size: GridSize, label: Int32Array, l: number): boolean {
  return components(size, (cell) => label[cell] === l).rooms.length <= 1;
}

function bordersOf(size: GridSize, label: Int32Array): Borders {
  const { rows, cols } = size;
  const borders = emptyBorders(size);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c < cols - 1 && label[cell] !== label[cell + 1]) borders.vertical[r * (cols - 1) + c] = 1;
      if (r < rows - 1 && label[cell] !== label[cell + cols]) borders.horizontal[cell] = 1;
    }
  }
  return borders;
}

/**
 * Adds border segments inside rooms, never between two shaded cells (that would cut a
 * stone) and never where the room would fall apart (a border inside a room must leave
 * it one room).
 */
function addInnerBorders(
  size: GridSize,
  borders: Borders,
  shade: Uint8Array,
  label: Int32Array,
  rng: Rng,
  chance: number,
): void {
  const { rows, cols } = size;
  const roomCount = (): number => roomsFromBorders(size, borders).rooms.length;
  const before = roomCount();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const pairs: [Uint8Array, number, number][] = [];
      if (c < cols - 1) pairs.push([borders.vertical as Uint8Array, r * (cols - 1) + c, cell + 1]);
      if (r < rows - 1) pairs.push([borders.horizontal as Uint8Array, cell, cell + cols]);
      for (const [flags, at, other] of pairs) {
        if (flags[at] === 1 || label[cell] !== label[other]) continue;
        if (shade[cell] === 1 && shade[other] === 1) continue;
        if (rng.next() >= chance) continue;
        flags[at] = 1;
        if (roomCount() !== before) flags[at] = 0;
      }
    }
  }
}

/** Options of {@link randomDosunFuwari}. */
export interface DosunFuwariDrawOptions {
  /** Chance of a black cell (default 0.15). */
  readonly blackChance?: number;
  /** Chance of a border on each edge between white cells (default 0.35). */
  readonly borderChance?: number;
  /** Keep borders that end up inside a room (default false: rooms are exact regions). */
  readonly innerBorders?: boolean;
}

/**
 * A random Dosun-Fuwari board: black cells and borders drawn independently. Deterministic
 * in `rng`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomDosunFuwari } from "./random_boards.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const board = randomDosunFuwari({ rows: 5, cols: 4 }, rngFromSeed(2));
 * assert.ok(board.rows === 5 && board.roomOf.length === 20);
 * ```
 */
export function randomDosunFuwari(
  size: GridSize,
  rng: Rng,
  options: DosunFuwariDrawOptions = {},
): DosunFuwariBoard {
  const n = size.rows * size.cols;
  const black = Uint8Array.from(
    { length: n },
    () => rng.next() < (options.blackChance ?? 0.15) ? 1 : 0,
  );
  const borders = emptyBorders(size);
  const chance = options.borderChance ?? 0.35;
  for (const flags of [borders.vertical, borders.horizontal] as Uint8Array[]) {
    for (let i = 0; i < flags.length; i++) flags[i] = rng.next() < chance ? 1 : 0;
  }
  const board = dosunFuwariBoard(size, black, borders);
  if (options.innerBorders) return board;
  // Rebuild from the room labels alone: a border stays only between different rooms.
  const label = Int32Array.from(board.roomOf);
  return dosunFuwariBoard(size, black, bordersOf(size, label));
}
