/**
 * The design of the shipped corpus: which boards, how many, with which generator
 * parameters. The write-ups shipped 44 + 33 Stostone boards (6×6, 8×8) and 36 + 36
 * Dosun-Fuwari boards (8×8, 12×12); the parameters below are chosen so that the
 * suite's own boards resemble theirs:
 *
 * - Stostone. The write-up's answers have 9.5 stones of 1.89 cells at 6×6 and 11.5
 *   of 2.77 at 8×8. The generator cuts the packed bottom half into
 *   round(cells / stoneSize) pieces, one stone and one room each, and takes whole
 *   stone sizes, so 6×6 gets 9 stones at stoneSize 2 (6 at 3, and 18 at 1, which
 *   only fits as a checkerboard that needs no numbers at all). So every 6×6 board
 *   uses 2, the closest. At 8×8, stoneSize 3 gives 11 stones and 2 gives 16; one
 *   board in eleven at 2 averages 11.45 stones of 2.79 cells.
 * - Dosun-Fuwari. The write-up's median is 3 starved rooms at 8×8 and 6 at 12×12,
 *   with about 10.7 and 22.2 runs per board. Aims cycle through 1, 2, 3, 3, 4 (8×8)
 *   and 3, 4, 5, 6, 6, 7, 8 (12×12), black density through 0.1, 0.15, 0.2; the
 *   cycle lengths are coprime so every pairing occurs.
 *
 * - Real sizes (issue 11): 8 boards each of 12×12, 16×16 and 20×20 Stostone from
 *   the version-2 generator at its default stone size (3 at 12×12 would be version
 *   1's; the sized generator aims at 4 beyond 100 cells), and 8 boards of 20×20
 *   Dosun-Fuwari with about one starved room per 24 cells (17) and the densities
 *   cycling as above.
 * - Past the engines' reach (issue 37): 4 boards of 30×30 Stostone (stone size 4) and 4
 *   of 40×40 Dosun-Fuwari (48 starved rooms, one per 33 cells: the generator's draws
 *   starve 47 to 64, so 67 is out of reach), certified by proof. At 30×30 some
 *   hand-written engines stop at their budgets, and the certificates say which.
 *
 * The plan (the corpus index fixtures/MANIFEST.json, written by `build.ts --replan`) walks seeds upwards from each
 * group's first seed and keeps a seed only when {@link acceptance} finds nothing
 * wrong with its board, recording the seeds it skipped and why.
 *
 * @module
 */

import {
  dosunFuwariSource,
  type Generated,
  type GeneratorSource,
  sizedStostoneSource,
  stostoneSource,
} from "./source.ts";
import { defaultStoneSize } from "../generate/stostone_sized.ts";
import type { Certification } from "./certify.ts";

/** A set of corpus boards of one genre and size. */
export interface CorpusGroup {
  /** Genre. */
  readonly genre: "stostone" | "dosun-fuwari";
  /** Directory under fixtures/. */
  readonly dir: "stostone" | "dosun_fuwari";
  /** Rows. */
  readonly rows: number;
  /** Columns. */
  readonly cols: number;
  /** How many boards. */
  readonly count: number;
  /** The first seed the planner tries. */
  readonly firstSeed: number;
  /** The generator call for the board at `index` (0-based) with `seed`. */
  source(index: number, seed: number): GeneratorSource;
}

/** One planned fixture: where it goes and exactly how it is made. */
export interface PlanEntry {
  /** The fixture's id. */
  readonly id: string;
  /** Its path relative to the repository root. */
  readonly path: string;
  /** Its source line (see source.ts), seed included. */
  readonly source: string;
  /** Seeds tried before this one for this board, with why each was passed over. */
  readonly skipped: readonly (readonly [seed: number, reason: string])[];
}

const DENSITIES = [0.1, 0.15, 0.2] as const;
const STARVED_8 = [1, 2, 3, 3, 4] as const;
const STARVED_12 = [3, 4, 5, 6, 6, 7, 8] as const;

/** A group of version-2 Stostone boards of one size at the default stone size. */
function sizedStostoneGroup(side: number, count: number, firstSeed: number): CorpusGroup {
  return {
    genre: "stostone",
    dir: "stostone",
    rows: side,
    cols: side,
    count,
    firstSeed,
    source: (_, seed) =>
      sizedStostoneSource({
        rows: side,
        cols: side,
        stoneSize: defaultStoneSize(side, side),
        seed,
      }),
  };
}

/**
 * A group of square Dosun-Fuwari boards: the black densities cycle through
 * `densities` and the starved-room aims through `starved`, both by board index.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariGroup } from "./design.ts";
 * const group = dosunFuwariGroup(8, 4, 1, [1, 2], [0.1]);
 * assert.deepEqual(group.source(3, 9), group.source(1, 9));
 * assert.notDeepEqual(group.source(0, 9), group.source(1, 9));
 * ```
 */
export function dosunFuwariGroup(
  side: number,
  count: number,
  firstSeed: number,
  starved: readonly number[],
  densities: readonly number[] = DENSITIES,
): CorpusGroup {
  return {
    genre: "dosun-fuwari",
    dir: "dosun_fuwari",
    rows: side,
    cols: side,
    count,
    firstSeed,
    source: (index, seed) =>
      dosunFuwariSource({
        rows: side,
        cols: side,
        density: densities[index % densities.length]!,
        starved: starved[index % starved.length]!,
        seed,
      }),
  };
}

/** The groups of the shipped corpus, in build order. */
export const CORPUS_GROUPS: readonly CorpusGroup[] = [
  {
    genre: "stostone",
    dir: "stostone",
    rows: 6,
    cols: 6,
    count: 44,
    firstSeed: 6001,
    source: (_, seed) => stostoneSource({ rows: 6, cols: 6, stoneSize: 2, seed }),
  },
  {
    genre: "stostone",
    dir: "stostone",
    rows: 8,
    cols: 8,
    count: 33,
    firstSeed: 8001,
    source: (index, seed) =>
      stostoneSource({ rows: 8, cols: 8, stoneSize: index % 11 === 10 ? 2 : 3, seed }),
  },
  dosunFuwariGroup(8, 36, 18001, STARVED_8),
  dosunFuwariGroup(12, 36, 112001, STARVED_12),
  sizedStostoneGroup(12, 8, 212001),
  sizedStostoneGroup(16, 8, 216001),
  sizedStostoneGroup(20, 8, 220001),
  dosunFuwariGroup(20, 8, 120001, [17]),
  sizedStostoneGroup(30, 4, 230001),
  dosunFuwariGroup(40, 4, 140001, [48]),
];

/**
 * The id of the board at `index` (0-based) of a group: `stostone-6x6-001`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { CORPUS_GROUPS, fixtureId } from "./design.ts";
 * assert.ok(fixtureId(CORPUS_GROUPS[0]!, 0) === "stostone-6x6-001");
 * ```
 */
export function fixtureId(group: CorpusGroup, index: number): string {
  return `${group.genre}-${group.rows}x${group.cols}-${String(index + 1).padStart(3, "0")}`;
}

/**
 * The path of the board at `index` (0-based) of a group, relative to the repository
 * root: `fixtures/stostone/6x6-001.txt`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { CORPUS_GROUPS, fixturePath } from "./design.ts";
 * assert.ok(fixturePath(CORPUS_GROUPS[2]!, 9) === "fixtures/dosun_fuwari/8x8-010.txt");
 * ```
 */
export function fixturePath(group: CorpusGroup, index: number): string {
  const n = String(index + 1).padStart(3, "0");
  return `fixtures/${group.dir}/${group.rows}x${group.cols}-${n}.txt`;
}

/**
 * Why a generated board may not join the corpus, or null when it may: every engine
 * must prove it unique on its own, and a Dosun-Fuwari board must reach the number
 * of starved rooms aimed at (so the corpus has the spread the design asks for).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { acceptance } from "./design.ts";
 * import { dosunFuwariSource } from "./source.ts";
 * import type { Certification } from "./certify.ts";
 * const source = dosunFuwariSource({ rows: 8, cols: 8, density: 0.1, starved: 3, seed: 1 });
 * const generated = { board: null!, answer: new Uint8Array(), starved: 2, keptForSubset: null, droppableTogether: null };
 * const certified = { certified: true } as Certification;
 * assert.ok(acceptance(source, generated, certified) === "reached 2 of 3 starved rooms");
 * ```
 */
export function acceptance(
  source: GeneratorSource,
  generated: Generated,
  certification: Certification,
): string | null {
  if (!certification.certified) {
    const says = certification.engines.map((e) =>
      `${e.name} ${e.verdict}${e.stoppedBy ? ` (${e.stoppedBy})` : ""}`
    );
    const disagree = certification.agree ? "" : "; engines disagree";
    return `not certified unique: ${says.join(", ")}${disagree}`;
  }
  if (source.genre === "dosun-fuwari" && generated.starved !== source.starved) {
    return `reached ${generated.starved} of ${source.starved} starved rooms`;
  }
  return null;
}
