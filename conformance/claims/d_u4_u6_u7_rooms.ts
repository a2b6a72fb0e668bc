/**
 * Claims D-U4, D-U6, D-U7: what rooms built from run-tops and run-bottoms force.
 * Answers are counted by brute force (a balloon cell and an iron-ball cell per room,
 * judged), exhaustively over every small board; larger boards go to the engines.
 *
 * @module
 */

import {
  BALLOON,
  DOSUN_FUWARI_RULE,
  type DosunFuwariBoard,
  IRON,
} from "../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../core/dosun_fuwari/judge.ts";
import { verticalRuns } from "../../core/dosun_fuwari/runs.ts";
import { answerRows, encodeUrl } from "../../core/formats/mod.ts";
import { rngFromSeed } from "../../core/rng.ts";
import { solveWithAll } from "../consensus/consensus.ts";
import { DOSUN_FUWARI_ENGINES, type Engine } from "../../engines/mod.ts";
import type { Board, Rule } from "../../core/genre.ts";
import { drawStarvedBoard, generateDosunFuwari } from "../generate/dosun_fuwari.ts";
import {
  countByRooms,
  everyBoard,
  gridSizesUpTo,
  neverStacking,
  productFormula,
  runEnds,
  starvedRoomCount,
  topsAndBottomsAnswer,
  trivialBoard,
} from "./dosun_fuwari_boards.ts";
import { loadCorpus } from "./dosun_fuwari_corpus.ts";
import { type Claim, thousands, type Witness } from "./types.ts";

const ENGINES = DOSUN_FUWARI_ENGINES as readonly Engine<Board, Rule>[];

/**
 * Whether every vertical run of the board has at least two cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { trivialBoard } from "./dosun_fuwari_boards.ts";
 * import { runsAtLeastTwo } from "./d_u4_u6_u7_rooms.ts";
 * assert.ok(runsAtLeastTwo(trivialBoard({ rows: 2, cols: 1 }, [0, 0])));
 * assert.ok(!runsAtLeastTwo(trivialBoard({ rows: 3, cols: 1 }, [0, 1, 0])));
 * ```
 */
export function runsAtLeastTwo(board: DosunFuwariBoard): boolean {
  return verticalRuns(board).every((run) => run.length >= 2);
}

/**
 * Whether every vertical run lies in one room (no run is split between rooms).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { trivialBoard } from "./dosun_fuwari_boards.ts";
 * import { runsWhole } from "./d_u4_u6_u7_rooms.ts";
 * assert.ok(runsWhole(trivialBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0])));
 * // 2×1 cut between its rows: the one run lies in two rooms.
 * const cut = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0), horizontal: new Uint8Array([1]),
 * });
 * assert.ok(!runsWhole(cut));
 * ```
 */
export function runsWhole(board: DosunFuwariBoard): boolean {
  return verticalRuns(board).every((run) =>
    run.every((cell) => board.roomOf[cell] === board.roomOf[run[0]!])
  );
}

/** Turns every one-cell vertical run black (in place), as the generator does. */
function blackenShortRuns(size: { rows: number; cols: number }, black: number[]): void {
  const { rows, cols } = size;
  for (let cell = 0; cell < black.length; cell++) {
    if (black[cell]) continue;
    const above = cell < cols || black[cell - cols] === 1;
    const below = cell >= (rows - 1) * cols || black[cell + cols] === 1;
    if (above && below) black[cell] = 1;
  }
}

/**
 * Whether every room of the board is exactly one vertical run (the trivial board).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { trivialBoard } from "./dosun_fuwari_boards.ts";
 * import { isTrivial } from "./d_u4_u6_u7_rooms.ts";
 * assert.ok(isTrivial(trivialBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0])));
 * const oneRoom = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array(2), horizontal: new Uint8Array(2),
 * });
 * assert.ok(!isTrivial(oneRoom));
 * ```
 */
export function isTrivial(board: DosunFuwariBoard): boolean {
  const runs = verticalRuns(board);
  return runs.length === board.rooms.length &&
    runs.every((run) => board.rooms[board.roomOf[run[0]!]!]!.length === run.length);
}

/** An answer with a balloon off the run-tops or an iron ball off the run-bottoms: a stacked piece. */
function stackedAnswer(board: DosunFuwariBoard, answers: readonly Uint8Array[]): Uint8Array | null {
  const { tops, bottoms } = runEnds(board);
  const topCells = new Set(tops.flat());
  const bottomCells = new Set(bottoms.flat());
  return answers.find((a) =>
    a.some((v, cell) =>
      (v === BALLOON && !topCells.has(cell)) || (v === IRON && !bottomCells.has(cell))
    )
  ) ?? null;
}

/** What {@link surveyProductFormula} found. */
export interface ProductSurvey {
  /** Boards looked at. */
  readonly boards: number;
  /** Boards with no starved room. */
  readonly unstarved: number;
  /** Of those, boards with exactly ∏T_i·∏B_i answers. */
  readonly unstarvedMatch: number;
  /** Unstarved boards whose runs all have ≥ 2 cells. */
  readonly longRuns: number;
  /** Of those, boards with exactly ∏T_i·∏B_i answers. */
  readonly longRunsMatch: number;
  /** Of those, boards with fewer answers than ∏T_i·∏B_i. */
  readonly longRunsBelow: number;
  /** Of those, boards where no run is split between rooms (the hypothesis that makes it exact). */
  readonly wholeRuns: number;
  /** Of those, boards with exactly ∏T_i·∏B_i answers. */
  readonly wholeRunsMatch: number;
  /** Unstarved boards with runs ≥ 2 cells and a run split between rooms. */
  readonly splitRuns: number;
  /** Of those, boards with exactly ∏T_i·∏B_i answers. */
  readonly splitRunsMatch: number;
  /** Boards with a starved room. */
  readonly starved: number;
  /** Of those, boards where the formula (0) is right: boards with no answer. */
  readonly starvedMatch: number;
  /** Unstarved boards with exactly one answer. */
  readonly uniqueUnstarved: number;
  /** Of those, boards that are not the trivial board (one room per run). */
  readonly uniqueUnstarvedNotTrivial: number;
  /** The first (fewest cells) unstarved board where the formula fails, with its count. */
  readonly firstMismatch: { board: DosunFuwariBoard; count: number; formula: number } | null;
  /** The first such board whose runs all have ≥ 2 cells, with every answer. */
  readonly firstLongMismatch:
    | { board: DosunFuwariBoard; count: number; formula: number; answers: Uint8Array[] }
    | null;
}

/**
 * Compares the brute-force answer count of every board of at most `maxCells` cells
 * with ∏T_i·∏B_i.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { surveyProductFormula } from "./d_u4_u6_u7_rooms.ts";
 * const s = surveyProductFormula(1);
 * // 1×1 black (no rooms: formula 1, one empty answer) and 1×1 white (formula 1, no answer).
 * assert.ok(s.boards === 2 && s.unstarved === 2 && s.unstarvedMatch === 1);
 * ```
 */
export function surveyProductFormula(maxCells: number): ProductSurvey {
  let boards = 0, unstarved = 0, unstarvedMatch = 0, longRuns = 0, longRunsMatch = 0;
  let longRunsBelow = 0, starved = 0, starvedMatch = 0, uniqueUnstarved = 0;
  let wholeRuns = 0, wholeRunsMatch = 0, splitRuns = 0, splitRunsMatch = 0;
  let uniqueUnstarvedNotTrivial = 0;
  let firstMismatch: ProductSurvey["firstMismatch"] = null;
  let firstLongMismatch: ProductSurvey["firstLongMismatch"] = null;
  for (const board of everyBoard(maxCells)) {
    boards++;
    const { count, complete } = countByRooms(board, { keep: 0 });
    if (!complete) throw new Error(`D-U4: the count of ${encodeUrl(board)} hit its limit`);
    const formula = productFormula(board);
    if (starvedRoomCount(board) > 0) {
      starved++;
      if (count === formula) starvedMatch++;
      continue;
    }
    unstarved++;
    if (count === 1) {
      uniqueUnstarved++;
      if (!isTrivial(board)) uniqueUnstarvedNotTrivial++;
    }
    const long = runsAtLeastTwo(board);
    if (long) {
      longRuns++;
      if (count === formula) longRunsMatch++;
      if (count < formula) longRunsBelow++;
      if (runsWhole(board)) {
        wholeRuns++;
        if (count === formula) wholeRunsMatch++;
      } else {
        splitRuns++;
        if (count === formula) splitRunsMatch++;
      }
    }
    if (count === formula) {
      unstarvedMatch++;
      continue;
    }
    firstMismatch ??= { board, count, formula };
    if (long && !firstLongMismatch) {
      const answers = countByRooms(board, { keep: count }).answers;
      firstLongMismatch = { board, count, formula, answers };
    }
  }
  return {
    boards,
    unstarved,
    unstarvedMatch,
    longRuns,
    longRunsMatch,
    longRunsBelow,
    wholeRuns,
    wholeRunsMatch,
    splitRuns,
    splitRunsMatch,
    starved,
    starvedMatch,
    uniqueUnstarved,
    uniqueUnstarvedNotTrivial,
    firstMismatch,
    firstLongMismatch,
  };
}

/** D-U4: unstarved boards have exactly ∏T_i·∏B_i answers. */
export const D_U4: Claim = {
  id: "D-U4",
  kind: "U",
  title: "no starved room ⇒ exactly ∏T_i·∏B_i answers",
  expected: "refuted",
  because: "every board of ≤ 9 cells (35,078): the formula holds on only 686 of 11,363 " +
    "unstarved boards. The argument's flaw: a piece may stack under/over a piece of another " +
    "room (2×3 dosufuwa/3/2/c8, every run 2 cells: formula 4, 6 answers); degenerately, a " +
    "one-cell run is both a top and a bottom but holds one piece (1×1: formula 1, no " +
    "answer). The hypothesis that makes it true: every run ≥ 2 cells and no run split " +
    "between rooms (a piece's support then stays in its own run, so in its own room: every " +
    "balloon is a run-top, every iron ball a run-bottom): exact on 594 of 594; with a run " +
    "split between rooms it is a lower bound, exact on 0 of the 70 such boards",
  run(ctx) {
    const maxCells = ctx.full ? 11 : 9;
    const s = surveyProductFormula(maxCells);
    // The witness that shows the flaw in the write-up's argument (a piece stacked across
    // rooms) comes first; the degenerate one-cell run second.
    const witnesses: Witness[] = [];
    if (s.firstLongMismatch) {
      const { board, count, formula, answers } = s.firstLongMismatch;
      const stacked = stackedAnswer(board, answers);
      witnesses.push({
        genre: "dosun-fuwari",
        description: `${board.rows}×${board.cols}, every run ≥ 2 cells, no starved room: ` +
          `∏T·∏B = ${formula}, answers ${count}; this answer stacks a piece across rooms`,
        url: encodeUrl(board),
        rows: stacked ? answerRows(board, stacked) : undefined,
      });
    }
    if (s.firstMismatch) {
      const { board, count, formula } = s.firstMismatch;
      witnesses.push({
        genre: "dosun-fuwari",
        description: `${board.rows}×${board.cols}, no starved room, a one-cell run (top and ` +
          `bottom at once, room for one piece): ∏T·∏B = ${formula}, answers ${count}`,
        url: encodeUrl(board),
      });
    }
    const starvedWithAnswer = s.starved - s.starvedMatch;
    return {
      writeup: "unstarved: 225 of 225 exact; starved: 0 of 650",
      suite:
        `${thousands(s.boards)} boards ≤ ${maxCells} cells: unstarved ${
          thousands(s.unstarvedMatch)
        } of ${thousands(s.unstarved)} exact (runs ≥ 2: ${thousands(s.longRunsMatch)} of ${
          thousands(s.longRuns)
        }, ${s.longRunsBelow ? `${s.longRunsBelow} below` : "never below"}; of those, no run ` +
        `split between rooms ${thousands(s.wholeRunsMatch)} of ${thousands(s.wholeRuns)}, a run ` +
        `split ${thousands(s.splitRunsMatch)} of ${thousands(s.splitRuns)}); starved ${
          thousands(s.starvedMatch)
        } of ${thousands(s.starved)} (formula 0: right on those with no answer, ` +
        `wrong on all ${thousands(starvedWithAnswer)} with an answer)`,
      verdict: witnesses.length ? "refuted" : "reproduced",
      verdictText: witnesses.length
        ? `refuted as stated: ${
          s.firstLongMismatch
            ? `${encodeUrl(s.firstLongMismatch.board)} stacks a piece across rooms ` +
              `(formula ${s.firstLongMismatch.formula}, ${s.firstLongMismatch.count} answers)`
            : "a one-cell run"
        }; true when every run has ≥ 2 cells and no run is split between rooms (exact on ` +
          `${thousands(s.wholeRunsMatch)} of ${thousands(s.wholeRuns)}); with a run split ` +
          `between rooms exact on ${thousands(s.splitRunsMatch)} of ${thousands(s.splitRuns)}` +
          `${s.longRunsBelow ? "" : ", the formula never above the count"}`
        : undefined,
      witnesses,
      data: {
        maxCells,
        boards: s.boards,
        unstarved: s.unstarved,
        unstarvedMatch: s.unstarvedMatch,
        unstarvedLongRuns: s.longRuns,
        unstarvedLongRunsMatch: s.longRunsMatch,
        unstarvedLongRunsBelowFormula: s.longRunsBelow,
        wholeRuns: s.wholeRuns,
        wholeRunsMatch: s.wholeRunsMatch,
        splitRuns: s.splitRuns,
        splitRunsMatch: s.splitRunsMatch,
        starved: s.starved,
        starvedMatch: s.starvedMatch,
        starvedWithAnswer,
        uniqueUnstarved: s.uniqueUnstarved,
        uniqueUnstarvedNotTrivial: s.uniqueUnstarvedNotTrivial,
      },
      note: "every grid ≤ N cells × every black pattern × every partition of the white cells " +
        "into connected rooms; answers counted by brute force over one balloon and one iron " +
        "cell per room, judged. A split run is not always fatal: at 10 cells some boards with " +
        "one are exact (--full counts them)",
    };
  },
};

/** What {@link surveyTrivialBoards} found. */
export interface TrivialSurvey {
  /** Trivial boards looked at (one per black pattern of every grid). */
  readonly boards: number;
  /** Those whose runs all have ≥ 2 cells. */
  readonly longRuns: number;
  /** Of those, boards unique with the tops/bottoms answer. */
  readonly longRunsUnique: number;
  /** Those with a one-cell run. */
  readonly shortRun: number;
  /** Of those, boards with no answer. */
  readonly shortRunNone: number;
  /** The first board (fewest cells) that is not unique with the tops/bottoms answer. */
  readonly firstFailure: { board: DosunFuwariBoard; count: number } | null;
}

/**
 * The trivial board of every black pattern of every grid of at most `maxCells` cells,
 * its answers counted by brute force.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { surveyTrivialBoards } from "./d_u4_u6_u7_rooms.ts";
 * const s = surveyTrivialBoards(2);
 * assert.ok(s.firstFailure !== null && s.firstFailure.board.rows === 1);
 * ```
 */
export function surveyTrivialBoards(maxCells: number): TrivialSurvey {
  let boards = 0, longRuns = 0, longRunsUnique = 0, shortRun = 0, shortRunNone = 0;
  let firstFailure: TrivialSurvey["firstFailure"] = null;
  for (const size of gridSizesUpTo(maxCells)) {
    const n = size.rows * size.cols;
    for (let pattern = 0; pattern < 1 << n; pattern++) {
      const black = Uint8Array.from({ length: n }, (_, cell) => (pattern >> cell) & 1);
      const board = trivialBoard(size, black);
      boards++;
      const { count, answers, complete } = countByRooms(board, { keep: 1 });
      if (!complete) throw new Error(`D-U6: the count of ${encodeUrl(board)} hit its limit`);
      const unique = count === 1 &&
        answers[0]!.join("") === topsAndBottomsAnswer(board).join("");
      if (runsAtLeastTwo(board)) {
        longRuns++;
        if (unique) longRunsUnique++;
      } else {
        shortRun++;
        if (count === 0) shortRunNone++;
      }
      if (!unique) firstFailure ??= { board, count };
    }
  }
  return { boards, longRuns, longRunsUnique, shortRun, shortRunNone, firstFailure };
}

/** D-U6: the trivial board is always unique. */
export const D_U6: Claim = {
  id: "D-U6",
  kind: "U",
  title: "the trivial board (one room per run) is always unique",
  expected: "refuted",
  because: "a one-cell run cannot hold both its balloon and its iron ball: the 1×1 white " +
    "board (dosufuwa/1/1/) has no answer, and so does every trivial board with a one-cell " +
    "run; with every run ≥ 2 cells it holds (every black pattern ≤ 12 cells, and random " +
    "boards up to 12×12 by all three engines)",
  run(ctx) {
    const maxCells = ctx.full ? 14 : 12;
    const s = surveyTrivialBoards(maxCells);
    // Beyond the exhaustive range: random trivial boards, all three engines, cap 2.
    const rng = rngFromSeed(ctx.seed);
    const randomBoards = ctx.full ? 200 : 30;
    let randomLong = 0, randomLongUnique = 0, randomShort = 0, randomShortNone = 0;
    const randomProblems: string[] = [];
    for (let i = 0; i < randomBoards; i++) {
      const rows = 4 + rng.int(9), cols = 4 + rng.int(9);
      const density = rng.pick([0.05, 0.1, 0.2, 0.3]);
      const black = Array.from({ length: rows * cols }, () => (rng.next() < density ? 1 : 0));
      // Every other draw turns one-cell runs black, so both kinds of board are common.
      if (i % 2 === 0) blackenShortRuns({ rows, cols }, black);
      const board = trivialBoard({ rows, cols }, black);
      const c = solveWithAll(ENGINES, board, DOSUN_FUWARI_RULE.official, 2);
      if (!c.agree) randomProblems.push(`${encodeUrl(board)}: ${c.disagreements[0]}`);
      if (runsAtLeastTwo(board)) {
        randomLong++;
        if (
          c.verdict === "unique" &&
          c.answers[0]!.join("") === topsAndBottomsAnswer(board).join("")
        ) randomLongUnique++;
        else randomProblems.push(`${encodeUrl(board)}: ${c.verdict}, runs ≥ 2`);
      } else {
        randomShort++;
        if (c.verdict === "none") randomShortNone++;
      }
    }
    const witnesses: Witness[] = [];
    if (s.firstFailure) {
      const { board, count } = s.firstFailure;
      witnesses.push({
        genre: "dosun-fuwari",
        description: `${board.rows}×${board.cols} trivial board, run lengths ${
          verticalRuns(board).map((r) => r.length).join(", ")
        }: ${count} answers`,
        url: encodeUrl(board),
      });
    }
    const longRunsHold = s.longRunsUnique === s.longRuns && randomProblems.length === 0;
    for (const p of randomProblems.slice(0, 3)) {
      witnesses.push({ genre: "dosun-fuwari", description: `random trivial board ${p}` });
    }
    return {
      writeup: "always unique: every run-top a balloon, every run-bottom an iron ball",
      suite: `${thousands(s.boards)} trivial boards ≤ ${maxCells} cells: with a one-cell run ` +
        `${thousands(s.shortRunNone)}/${thousands(s.shortRun)} have no answer; runs ≥ 2: ` +
        `${thousands(s.longRunsUnique)}/${thousands(s.longRuns)} unique; random ≤ 12×12 ` +
        `(seed ${ctx.seed}): ${randomLongUnique}/${randomLong} unique, ${randomShortNone}/${randomShort} none`,
      verdict: witnesses.length ? "refuted" : "reproduced",
      verdictText: witnesses.length && longRunsHold
        ? `refuted as stated; holds for runs of ≥ 2 cells (${thousands(s.longRunsUnique)}/` +
          `${thousands(s.longRuns)} unique; with a one-cell run ${thousands(s.shortRunNone)}/` +
          `${thousands(s.shortRun)} have no answer)`
        : undefined,
      witnesses,
      data: {
        maxCells,
        seed: ctx.seed,
        exhaustive: s.boards,
        longRuns: s.longRuns,
        longRunsUnique: s.longRunsUnique,
        shortRun: s.shortRun,
        shortRunNone: s.shortRunNone,
        random: { boards: randomBoards, long: randomLong, longUnique: randomLongUnique },
        holdsForRunsOfTwoOrMore: longRunsHold,
      },
      note: "refined statement: unique iff every run has ≥ 2 cells, otherwise no answer",
    };
  },
};

/** D-U7: a solver that never stacks finds nothing on a board with a starved room. */
export const D_U7: Claim = {
  id: "D-U7",
  kind: "U",
  title: "a never-stacking solver finds no answer on boards with a starved room",
  expected: "reproduced",
  because: "72 of 72 corpus boards and every generated starved board: no answer with " +
    "balloons only on run-tops and iron balls only on run-bottoms, though each corpus board " +
    "has one; the same solver does find the answer of unstarved trivial boards",
  async run(ctx) {
    const corpus = await loadCorpus();
    const rng = rngFromSeed(ctx.seed);
    const generated: DosunFuwariBoard[] = [];
    const drawn: DosunFuwariBoard[] = [];
    const count = ctx.full ? 60 : 12;
    for (let i = 0; i < count; i++) {
      const side = rng.pick([6, 8, 10, 12]);
      const options = {
        rows: side,
        cols: side,
        density: rng.pick([0.1, 0.15, 0.2]),
        starved: 1 + rng.int(side === 12 ? 8 : 4),
        seed: rng.int(2 ** 31),
      };
      generated.push(generateDosunFuwari(options).board);
      drawn.push(drawStarvedBoard({ ...options, seed: rng.int(2 ** 31) }).board);
    }
    const starved = [
      ...corpus.map((c) => ({ board: c.board, answer: c.answer as Uint8Array | null })),
      ...generated.map((board) => ({ board, answer: null })),
      ...drawn.map((board) => ({ board, answer: null })),
    ].filter((x) => starvedRoomCount(x.board) > 0);
    const witnesses: Witness[] = [];
    let corpusStarved = 0, corpusNone = 0, corpusWithAnswer = 0, others = 0, othersNone = 0;
    for (const { board, answer } of starved) {
      const found = neverStacking(board);
      if (!found.complete) throw new Error(`D-U7: ${encodeUrl(board)} hit the search limit`);
      if (answer) {
        corpusStarved++;
        if (found.count === 0) corpusNone++;
        if (checkDosunFuwari(board, answer).ok) corpusWithAnswer++;
      } else {
        others++;
        if (found.count === 0) othersNone++;
      }
      if (found.count > 0) {
        witnesses.push({
          genre: "dosun-fuwari",
          description: `a room is starved, yet the never-stacking solver finds this answer`,
          url: encodeUrl(board),
          rows: answerRows(board, found.answers[0]!),
        });
      }
    }
    // The solver is not blind: it finds the answer of unstarved trivial boards.
    let controls = 0, controlsFound = 0;
    for (let i = 0; i < 20; i++) {
      const { board } = generateDosunFuwari({
        rows: 6 + rng.int(5),
        cols: 6 + rng.int(5),
        density: 0.15,
        starved: 0,
        seed: rng.int(2 ** 31),
      });
      controls++;
      if (neverStacking(board).count === 1) controlsFound++;
    }
    // A solver that finds nothing anywhere would "reproduce" the claim: its silence on
    // the starved boards means something only if it finds every control's answer.
    if (controlsFound !== controls) {
      throw new Error(
        `D-U7: the never-stacking solver found the answer of only ${controlsFound} of ` +
          `${controls} unstarved boards, so its silence on starved boards shows nothing`,
      );
    }
    return {
      writeup: "no answer on 72 of 72 shipped boards",
      suite: `no answer on ${corpusNone} of ${corpus.length} corpus boards (${corpusStarved} ` +
        `starved, ${corpusWithAnswer} with a judged answer) and on ${othersNone} of ${others} ` +
        `generated starved boards (seed ${ctx.seed}); finds the answer on ` +
        `${controlsFound}/${controls} unstarved trivial boards`,
      verdict: witnesses.length ? "refuted" : "reproduced",
      witnesses,
      data: {
        seed: ctx.seed,
        corpus: corpus.length,
        corpusStarved,
        corpusNone,
        corpusWithAnswer,
        generatedStarved: others,
        generatedStarvedNone: othersNone,
        controls,
        controlsFound,
      },
      note:
        "starved = a room with no run-top or no run-bottom; never stacking = balloons only on " +
        "run-tops, iron balls only on run-bottoms (the two are the same thing, so the claim " +
        "holds by definition: the check confirms the code agrees)",
    };
  },
};

/** The room claims in CLAIMS.md order. */
export const DOSUN_FUWARI_ROOM_CLAIMS: readonly Claim[] = [D_U4, D_U6, D_U7];
