/**
 * Random boards for property tests, as fast-check arbitraries: they shrink a
 * failing board toward a smallest one, and `fc.sample(arb, { seed, numRuns })`
 * gives the same boards for the same seed when a plain random stream is wanted.
 *
 * Rooms come from random border bits (rooms are the cells connected without
 * crossing a border), so every room is connected; with `innerBorders: false`
 * borders that sit inside a room are removed so rooms are exactly the regions.
 *
 * @module
 */

import fc from "npm:fast-check";
import type { Borders, GridSize } from "../../core/grid.ts";
import { bordersFromLabels, roomsFromBorders } from "../../core/grid.ts";
import { type StostoneBoard, stostoneBoard, type StostoneClue } from "../../core/stostone/board.ts";
import { type DosunFuwariBoard, dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";

/** Size limits and options for random boards. */
export interface BoardShape {
  /** Smallest and largest number of rows. */
  readonly rows: readonly [number, number];
  /** Smallest and largest number of columns. */
  readonly cols: readonly [number, number];
  /** Only even row counts (Stostone boards with odd rows never have an answer). */
  readonly evenRows?: boolean;
  /** Keep border segments that sit inside a room (default false: rooms are exact regions). */
  readonly innerBorders?: boolean;
}

/** Probability weights for Stostone clues: a number, `?`, or none. */
export interface ClueMix {
  /** Weight of a number clue. */
  readonly number: number;
  /** Weight of `?`. */
  readonly unknown: number;
  /** Weight of no clue. */
  readonly none: number;
  /** Largest number clue. */
  readonly max: number;
}

const sizeArb = (shape: BoardShape): fc.Arbitrary<GridSize> =>
  fc.record({
    rows: fc.integer({ min: shape.rows[0], max: shape.rows[1] }).map((r) =>
      shape.evenRows ? Math.max(2, r - (r % 2)) : r
    ),
    cols: fc.integer({ min: shape.cols[0], max: shape.cols[1] }),
  });

/** The same rooms with borders exactly between them (none left inside a room). */
function onlyRoomBoundaries(
  size: GridSize,
  borders: Borders,
  include?: (c: number) => boolean,
): Borders {
  return bordersFromLabels(size, roomsFromBorders(size, borders, include).roomOf);
}

/**
 * A 0/1 flag that is 1 with probability `density`. fast-check biases generated
 * numbers toward the ends of their range, which would make most boards all-border or
 * all-black, so the flag comes from an unbiased uniform integer.
 */
const flagArb = (density: number): fc.Arbitrary<number> =>
  fc.noBias(fc.integer({ min: 0, max: 9999 })).map((x) => (x < density * 10000 ? 1 : 0));

const bordersArb = (size: GridSize, density: number): fc.Arbitrary<Borders> => {
  const bit = flagArb(density);
  return fc.record({
    vertical: fc.array(bit, {
      minLength: size.rows * (size.cols - 1),
      maxLength: size.rows * (size.cols - 1),
    }).map((a) => Uint8Array.from(a)),
    horizontal: fc.array(bit, {
      minLength: (size.rows - 1) * size.cols,
      maxLength: (size.rows - 1) * size.cols,
    }).map((a) => Uint8Array.from(a)),
  });
};

/**
 * Random Stostone boards: random rooms and a random clue per room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { stostoneBoardArb } from "./arbitraries.ts";
 * const [board] = fc.sample(stostoneBoardArb({ rows: [2, 4], cols: [2, 4], evenRows: true }), { seed: 1, numRuns: 1 });
 * assert.ok(board!.rows % 2 === 0);
 * ```
 */
export function stostoneBoardArb(
  shape: BoardShape,
  clues: ClueMix = { number: 1, unknown: 1, none: 1, max: 6 },
  borderDensity = 0.5,
): fc.Arbitrary<StostoneBoard> {
  const clueArb: fc.Arbitrary<StostoneClue> = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: clues.max }), weight: clues.number },
    { arbitrary: fc.constant("?" as const), weight: clues.unknown },
    { arbitrary: fc.constant(null), weight: clues.none },
  );
  return sizeArb(shape).chain((size) =>
    fc.tuple(
      bordersArb(size, borderDensity),
      fc.array(clueArb, { minLength: size.rows * size.cols, maxLength: size.rows * size.cols }),
    ).map(([borders, clueList]) => {
      const b = shape.innerBorders ? borders : onlyRoomBoundaries(size, borders);
      const rooms = roomsFromBorders(size, b).rooms.length;
      return stostoneBoard(size, b, clueList.slice(0, rooms));
    })
  );
}

/**
 * Random Dosun-Fuwari boards: random black cells at `density`, random rooms.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { dosunFuwariBoardArb } from "./arbitraries.ts";
 * const [board] = fc.sample(dosunFuwariBoardArb({ rows: [2, 5], cols: [2, 5] }), { seed: 7, numRuns: 1 });
 * assert.ok(board!.genre === "dosun-fuwari");
 * ```
 */
export function dosunFuwariBoardArb(
  shape: BoardShape,
  density = 0.15,
  borderDensity = 0.4,
): fc.Arbitrary<DosunFuwariBoard> {
  return sizeArb(shape).chain((size) =>
    fc.tuple(
      fc.array(flagArb(density), {
        minLength: size.rows * size.cols,
        maxLength: size.rows * size.cols,
      }),
      bordersArb(size, borderDensity),
    ).map(([black, borders]) => {
      const b = shape.innerBorders
        ? borders
        : onlyRoomBoundaries(size, borders, (c) => black[c] === 0);
      return dosunFuwariBoard(size, black, b);
    })
  );
}
