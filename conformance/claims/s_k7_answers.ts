/**
 * Claim S-K7: what the corpus answers look like: how many stones, their mean size,
 * how far they fall on average, and how many never move, for the 6×6 and 8×8
 * corpus boards. Falls come from the reference fall of core/stostone/drop.ts.
 *
 * @module
 */

import type { StostoneBoard } from "../../core/stostone/board.ts";
import { referenceFall, stonesOf } from "../../core/stostone/drop.ts";
import { corpusGroups, loadStostoneCorpus, round } from "./stostone_corpus.ts";
import { type Claim, corpusVerdict } from "./types.ts";

/** The stone figures of a set of answers. */
export interface StoneFigures {
  /** Stones in all. */
  readonly stones: number;
  /** Mean cells per stone. */
  readonly meanSize: number;
  /** Mean rows fallen per stone. */
  readonly meanFall: number;
  /** Percent of stones that fall 0 rows. */
  readonly neverMove: number;
}

/**
 * Stone figures over answers: stones are the answer's connected shaded groups within
 * rooms; falls are the reference fall's. Means to 2 decimals, the share to 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stoneFigures } from "./s_k7_answers.ts";
 * import { emptyBorders } from "../../core/grid.ts";
 * import { stostoneBoard } from "../../core/stostone/board.ts";
 * // 2×2 one room: the top row falls one row.
 * const board = stostoneBoard({ rows: 2, cols: 2 }, emptyBorders({ rows: 2, cols: 2 }));
 * const f = stoneFigures([{ board, answer: new Uint8Array([1, 1, 0, 0]) }]);
 * assert.ok(f.stones === 1 && f.meanSize === 2 && f.meanFall === 1 && f.neverMove === 0);
 * ```
 */
export function stoneFigures(
  answers: readonly { board: StostoneBoard; answer: Uint8Array }[],
): StoneFigures {
  let stones = 0, cells = 0, fallen = 0, still = 0;
  for (const { board, answer } of answers) {
    const list = stonesOf(board, answer);
    const { falls } = referenceFall(board, list);
    stones += list.length;
    for (const [i, stone] of list.entries()) {
      cells += stone.length;
      fallen += falls[i]!;
      if (falls[i] === 0) still++;
    }
  }
  return {
    stones,
    meanSize: stones ? round(cells / stones, 2) : 0,
    meanFall: stones ? round(fallen / stones, 2) : 0,
    neverMove: stones ? round((100 * still) / stones, 1) : 0,
  };
}

/** The write-up's S-K7 table. */
const K7_WRITEUP: Record<string, StoneFigures> = {
  "6x6": { stones: 418, meanSize: 1.89, meanFall: 1.50, neverMove: 21.5 },
  "8x8": { stones: 381, meanSize: 2.77, meanFall: 2.03, neverMove: 17.1 },
};

const FIELDS = ["stones", "meanSize", "meanFall", "neverMove"] as const;

/** S-K7: the shape of the answers. */
export const S_K7: Claim = {
  id: "S-K7",
  kind: "K",
  title: "answers: stones, mean size, mean fall, share that never move",
  expected: "shape holds, figures differ",
  because: "from 6×6 to 8×8 stones get fewer, larger, fall further and move more often, as in " +
    "the write-up; the figures differ",
  async run() {
    const groups = corpusGroups(await loadStostoneCorpus());
    const figures: Record<string, StoneFigures> = {};
    for (const g of groups) figures[g.label] = stoneFigures(g.boards);
    // The shape: each figure moves the same way from 6×6 to 8×8 as in the write-up.
    const broken = FIELDS.filter((f) => {
      const want = Math.sign(K7_WRITEUP["8x8"]![f] - K7_WRITEUP["6x6"]![f]);
      return Math.sign(figures["8x8"]![f] - figures["6x6"]![f]) !== want;
    });
    const text = (rows: Record<string, StoneFigures>) =>
      Object.entries(rows).map(([label, f]) =>
        `${label} ${f.stones} stones, ${f.meanSize.toFixed(2)}, ${f.meanFall.toFixed(2)}, ${
          f.neverMove.toFixed(1)
        }%`
      ).join("; ");
    const same = JSON.stringify(figures) === JSON.stringify(K7_WRITEUP);
    return {
      writeup: text(K7_WRITEUP),
      suite: text(figures) +
        (broken.length ? ` — shape fails: ${broken.join(", ")} moves the other way` : ""),
      verdict: corpusVerdict(broken.length === 0, same),
      witnesses: broken.map((f) => ({
        genre: "stostone" as const,
        description: `${f}: 6×6 ${figures["6x6"]![f]}, 8×8 ${figures["8x8"]![f]}`,
      })),
      data: figures,
      note: "stones of the stored answers, falls by the reference fall; shape: every figure " +
        "moves from 6×6 to 8×8 in the write-up's direction",
    };
  },
};

/** The answer claims in CLAIMS.md order. */
export const STOSTONE_ANSWER_CLAIMS: readonly Claim[] = [S_K7];
