/**
 * The boards `generate stostone --size RxC --seed S --min-clues` prints, made in process
 * from the source `generate` writes, for the tests of issue 42.
 *
 * @module
 */

import type { Board } from "../../core/genre.ts";
import { defaultStoneSize } from "../generate/stostone_sized.ts";
import { runGenerator, sizedStostoneSource } from "./source.ts";

/** The seeds the issue names. */
export const MIN_CLUES_SEEDS = [1, 2, 3] as const;

/** The board `generate stostone --size RxC --seed S --min-clues` prints. */
export function minCluesBoard(rows: number, cols: number, seed: number): Board {
  const stoneSize = defaultStoneSize(rows, cols);
  return runGenerator(sizedStostoneSource({ rows, cols, stoneSize, seed, minClues: true })).board;
}
