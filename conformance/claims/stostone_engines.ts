/**
 * Claim S-U9: the three Stostone engines (propagating search, integer-mask
 * enumerator, region-subset enumerator) return the same answer set, not just the
 * same count, under each of the four rule-4 settings: on random 4×4 region maps with
 * random clues, and on every region map of every even-height board of at most 8
 * cells, once without clues and once with a random clue per room.
 *
 * @module
 */

import type { GridSize } from "../../core/grid.ts";
import { type Rng, rngFromSeed } from "../../core/rng.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
} from "../../core/stostone/board.ts";
import { agreementOn, type AgreementReport } from "../agreement.ts";
import { regionMaps } from "../boards/region_maps.ts";
import { bordersFromLabels } from "../../core/grid.ts";
import { growRegions } from "../generate/stostone.ts";
import { type Claim, thousands, type Witness } from "./types.ts";

/** Answer cap of every agreement run: above the answer count of any board here (checked). */
export const S_U9_CAP = 200_000;

/** Every even-height grid of at most 8 cells: 2×1…2×4, 4×1, 4×2, 6×1, 8×1. */
export const SMALL_EVEN_SIZES: readonly GridSize[] = [
  { rows: 2, cols: 1 },
  { rows: 2, cols: 2 },
  { rows: 2, cols: 3 },
  { rows: 2, cols: 4 },
  { rows: 4, cols: 1 },
  { rows: 4, cols: 2 },
  { rows: 6, cols: 1 },
  { rows: 8, cols: 1 },
];

/**
 * A random 4×4 region map with random clues: 2..4 rooms grown from random seed
 * cells (so rooms of 4 to 8 cells on average, which leaves most maps with several
 * answers), each room without a clue (1/2), `?` (3/10) or a number from 1 to its
 * size, at most 4 (1/5).
 *
 * @example
 * ```ts
 * import { randomFourByFour } from "./stostone_engines.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const board = randomFourByFour(rngFromSeed(3));
 * console.assert(board.rows === 4 && board.rooms.length >= 2 && board.rooms.length <= 4);
 * ```
 */
export function randomFourByFour(rng: Rng): StostoneBoard {
  const size = { rows: 4, cols: 4 };
  const rooms = 2 + rng.int(3);
  const seeds = rng.shuffle([...Array(16).keys()]).slice(0, rooms);
  const labels = growRegions(size, seeds.map((cell) => [cell]), rng);
  const borders = bordersFromLabels(size, labels);
  const bare = stostoneBoard(size, borders);
  const clues: StostoneClue[] = bare.rooms.map((cells) => {
    const x = rng.next();
    if (x < 0.5) return null;
    if (x < 0.8) return "?";
    return 1 + rng.int(Math.min(cells.length, 4));
  });
  return stostoneBoard(size, borders, clues);
}

/**
 * A random clue for a room of `cells` cells: none, `?`, or a number 0..cells (0 and
 * numbers that cannot fit are kept on purpose: the engines must agree on "no answer"
 * too).
 *
 * @example
 * ```ts
 * import { randomRoomClue } from "./stostone_engines.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const clue = randomRoomClue(rngFromSeed(1), 3);
 * console.assert(clue === null || clue === "?" || (clue >= 0 && clue <= 3));
 * ```
 */
export function randomRoomClue(rng: Rng, cells: number): StostoneClue {
  const k = rng.int(cells + 3);
  return k === 0 ? null : k === 1 ? "?" : k - 2;
}

/**
 * Every region map of every size, each once without clues and once with a random
 * clue per room (drawn from `seed`).
 *
 * @example
 * ```ts
 * import { everySmallMap } from "./stostone_engines.ts";
 * // 2×2 has 12 region maps, so 24 boards.
 * console.assert(everySmallMap([{ rows: 2, cols: 2 }], 1).boards.length === 24);
 * ```
 */
export function everySmallMap(
  sizes: readonly GridSize[],
  seed: number,
): { maps: number; boards: StostoneBoard[] } {
  const rng = rngFromSeed(seed);
  const boards: StostoneBoard[] = [];
  let maps = 0;
  for (const size of sizes) {
    for (const borders of regionMaps(size)) {
      maps++;
      const bare = stostoneBoard(size, borders);
      boards.push(bare);
      boards.push(
        stostoneBoard(size, borders, bare.rooms.map((r) => randomRoomClue(rng, r.length))),
      );
    }
  }
  return { maps, boards };
}

function problems(
  reports: Map<string, AgreementReport>,
  part: string,
  seed: number,
): Witness[] {
  const all = [...reports.values()];
  const found = [...all.flatMap((r) => r.disagreements), ...all.flatMap((r) => r.inconclusive)];
  return found.slice(0, 3).map((p) => ({
    genre: "stostone" as const,
    description: `${part}, ${p.rule}: ${p.messages.join("; ")} (seed ${seed})`,
    url: p.url,
  }));
}

/** Per rule, an agreement report over the boards. */
function byRule(
  boards: readonly StostoneBoard[],
  onProgress?: (done: number) => void,
): Map<string, AgreementReport> {
  const out = new Map<string, AgreementReport>();
  let done = 0;
  for (const rule of STOSTONE_RULES) {
    out.set(rule, agreementOn(boards, [rule], S_U9_CAP, () => onProgress?.(++done)));
  }
  return out;
}

const totals = (reports: Map<string, AgreementReport>) => {
  let runs = 0, answers = 0, disagreements = 0, inconclusive = 0;
  for (const r of reports.values()) {
    runs += r.runs;
    answers += r.answersCompared;
    disagreements += r.disagreements.length;
    inconclusive += r.inconclusive.length;
  }
  return { runs, answers, disagreements, inconclusive };
};

/** S-U9: three engines, same answer sets, four settings. */
export const S_U9: Claim = {
  id: "S-U9",
  kind: "U",
  title: "three independent engines return the same answer sets, all four settings",
  expected: "reproduced",
  because: "no disagreement on 60 random 4×4 maps (a few hundred answers under exact, tens of " +
    "thousands under none) nor on any of the 1,168 region maps of the eight even-height boards " +
    "of ≤ 8 cells (bare and clued, 4 settings); every answer listed and judged",
  run(ctx) {
    const randomCount = ctx.full ? 300 : 60;
    const rng = rngFromSeed(ctx.seed);
    const random = Array.from({ length: randomCount }, () => randomFourByFour(rng));
    const small = everySmallMap(SMALL_EVEN_SIZES, ctx.seed);
    const total = 4 * (random.length + small.boards.length);
    const randomReports = byRule(random, (d) => ctx.progress?.(d, total));
    const smallReports = byRule(
      small.boards,
      (d) => ctx.progress?.(4 * random.length + d, total),
    );
    const r = totals(randomReports);
    const s = totals(smallReports);
    const witnesses = [
      ...problems(randomReports, "random 4×4", ctx.seed),
      ...problems(smallReports, "every small map", ctx.seed),
    ];
    const perRule = (reports: Map<string, AgreementReport>) =>
      Object.fromEntries([...reports].map(([rule, x]) => [rule, x.answersCompared]));
    const perRuleText = (reports: Map<string, AgreementReport>) =>
      [...reports].map(([rule, x]) => `${rule} ${thousands(x.answersCompared)}`).join(", ");
    // A run cut by the cap compares no sets; none is expected, and one would hollow the claim.
    const ok = r.disagreements + s.disagreements + r.inconclusive + s.inconclusive === 0;
    return {
      writeup: "60 random 4×4 maps, 503 answers, same set under all four settings",
      suite: `${random.length} random 4×4 maps (seed ${ctx.seed}): ${r.disagreements} ` +
        `disagreements, answers ${
          perRuleText(randomReports)
        }; every map of ${SMALL_EVEN_SIZES.length} boards ≤ 8 cells (${
          thousands(small.maps)
        } maps × bare/clued × 4): ${s.disagreements} ` +
        `disagreements, ${thousands(s.answers)} answers; ${
          r.inconclusive + s.inconclusive
        } runs past the cap`,
      verdict: ok ? "reproduced" : "refuted",
      witnesses,
      data: {
        seed: ctx.seed,
        randomMaps: random.length,
        randomAnswers: perRule(randomReports),
        smallMaps: small.maps,
        smallBoards: small.boards.length,
        smallAnswers: perRule(smallReports),
        runs: r.runs + s.runs,
        disagreements: r.disagreements + s.disagreements,
        inconclusive: r.inconclusive + s.inconclusive,
      },
      note: "conformance/agreement.ts: all three engines, cap 200,000, answer sets compared, " +
        "every answer judged",
    };
  },
};

/** The engine claims in CLAIMS.md order. */
export const STOSTONE_ENGINE_CLAIMS: readonly Claim[] = [S_U9];
