/**
 * Claims D-K1 … D-K5: the Dosun-Fuwari write-up's measurements, redone on the suite's
 * own corpus (fixtures/dosun_fuwari) and its own generator runs. Every seed is fixed
 * here, so each figure is the same on every run; the write-up's figures appear only as
 * the claim. Verdicts: reproduced when the claim's shape holds and the numbers are the
 * write-up's, shape holds, figures differ when only the shape holds, not reproduced on
 * this corpus when the shape fails (a K claim is never refuted).
 *
 * @module
 */

import { DOSUN_FUWARI_RULE, type DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import { verticalRuns } from "../../core/dosun_fuwari/runs.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { rngFromSeed } from "../../core/rng.ts";
import { deduce, type Rungs, solve } from "../../engines/dosun_fuwari/propagate/mod.ts";
import {
  drawStarvedBoard,
  generateDosunFuwari,
  type StarvingMoveSet,
} from "../generate/dosun_fuwari.ts";
import { median, percent } from "../../core/statistics.ts";
import { randomRoomsBoard, starvedRoomCount } from "./dosun_fuwari_boards.ts";
import { corpusOfSize, loadCorpus } from "./dosun_fuwari_corpus.ts";
import { against, type Claim, corpusVerdict, thousands } from "./types.ts";

/** The black densities the corpus design cycles through; the generator runs here use them too. */
const DENSITIES = [0.1, 0.15, 0.2] as const;

const verdictOf = corpusVerdict;

// ---------------------------------------------------------------------------------------
// D-K1: the starved-room dial.

/** One level of the dial: boards drawn with `starved` starved rooms and what each holds. */
export interface DialLevel {
  /** Rows = columns of the boards. */
  readonly side: number;
  /** Starved rooms aimed at. */
  readonly starved: number;
  /** The starving moves the draws made. */
  readonly moves: StarvingMoveSet;
  /** Draws attempted. */
  readonly attempts: number;
  /** Draws that reached the aim (the write-up's "drawn"). */
  readonly drawn: number;
  /** Of those, boards with exactly one answer. */
  readonly unique: number;
  /** Of those, boards with no answer: dead draws. */
  readonly none: number;
  /** Of those, boards with two or more answers. */
  readonly multiple: number;
  /** Of those, boards the engine could not decide within its budget. */
  readonly unknown: number;
}

/**
 * Draws `attempts` boards of `side`×`side` aiming at `starved` starved rooms (random
 * starving moves of the set `moves`, no uniqueness check: conformance/generate
 * drawStarvedBoard), keeps those that reach the aim, and asks the propagate engine
 * (official, cap 2) how many answers each has. Seeds are `seedBase + i`; densities
 * cycle through 0.1, 0.15, 0.2.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dialLevel } from "./d_k1_k5_measures.ts";
 * const level = dialLevel(6, 0, 3, 100);
 * assert.ok(level.drawn === 3 && level.unique === 3);
 * ```
 */
export function dialLevel(
  side: number,
  starved: number,
  attempts: number,
  seedBase: number,
  moves: StarvingMoveSet = "live",
): DialLevel {
  let drawn = 0, unique = 0, none = 0, multiple = 0, unknown = 0;
  for (let i = 0; i < attempts; i++) {
    const draw = drawStarvedBoard({
      rows: side,
      cols: side,
      density: DENSITIES[i % DENSITIES.length]!,
      starved,
      seed: seedBase + i,
      moves,
    });
    if (draw.starved < starved) continue;
    drawn++;
    const r = solve(draw.board, { rule: DOSUN_FUWARI_RULE.official, cap: 2 });
    if (r.answers.length >= 2) multiple++;
    else if (!r.complete) unknown++;
    else if (r.answers.length === 1) unique++;
    else none++;
  }
  return { side, starved, moves, attempts, drawn, unique, none, multiple, unknown };
}

/**
 * The boards of a level that have an answer (dead draws and undecided ones left out),
 * and the share of them that are unique: the dial's rate.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { liveRate } from "./d_k1_k5_measures.ts";
 * const level = { drawn: 30, unique: 23, none: 7, multiple: 0, unknown: 0 };
 * assert.deepEqual(liveRate(level), { live: 23, rate: 1 });
 * ```
 */
export function liveRate(
  level: Pick<DialLevel, "drawn" | "unique" | "none" | "multiple" | "unknown">,
): { live: number; rate: number } {
  const live = level.drawn - level.none - level.unknown;
  return { live, rate: live ? level.unique / live : NaN };
}

/** The write-up's dial: 8×8 levels 0..4 (drawn, unique), and 12×12 at 8 starved rooms. */
export const D_K1_WRITEUP = {
  levels8: [[220, 220], [220, 200], [220, 185], [216, 157], [153, 112]] as const,
  rate12At8: "55.1%",
};

/** D-K1: the starved-room dial. */
export const D_K1: Claim = {
  id: "D-K1",
  kind: "K",
  title: "starved-room dial: unique rate falls with starved rooms, 100% at 0",
  expected: "not reproduced on this corpus",
  because: "drawn the write-up's way, with starving moves that leave the board an answer " +
    "(a run of ≥ 3 cells, handed to a room holding only its own run-top): no draw is dead " +
    "and every board is unique, so the rate does not fall (100% at 1 and at 4). The " +
    "drawing binds as the write-up says: fewer 8×8 draws reach 4, and 12×12 reaches 8 on " +
    "some draws, all unique. With the generator's wider moves (a run of 2, a second " +
    "given top) the non-unique draws are all dead: among boards with an answer the rate " +
    "is 100% there too",
  run(ctx) {
    const attempts = ctx.full ? 220 : 30;
    const attempts12 = ctx.full ? 220 : 20;
    const dial = (moves: StarvingMoveSet) => ({
      levels8: [0, 1, 2, 3, 4].map((k) => dialLevel(8, k, attempts, 810_000 + 1000 * k, moves)),
      at8: dialLevel(12, 8, attempts12, 1_280_000, moves),
    });
    const live = dial("live");
    const wide = dial("any");
    const levels = live.levels8;
    const at8 = live.at8;
    const rate = (l: DialLevel) => liveRate(l).rate;
    // The shape, fixed before: 100% at 0, rate(4) < rate(1), and 12×12 reaches 8 starved
    // rooms with some board there unique (the write-up: 55.1%).
    const shape = levels[0]!.drawn > 0 && rate(levels[0]!) === 1 &&
      rate(levels[4]!) < rate(levels[1]!) && at8.drawn > 0 && at8.unique > 0;
    const numbersMatch =
      levels.every((l, k) =>
        l.attempts === 220 && l.drawn === D_K1_WRITEUP.levels8[k]![0] &&
        l.unique === D_K1_WRITEUP.levels8[k]![1]
      ) && percent(at8.unique, liveRate(at8).live) === D_K1_WRITEUP.rate12At8;
    const counts = (l: DialLevel) => {
      const { live: n } = liveRate(l);
      return `${l.drawn}/${l.attempts} drawn, ${l.none} dead, ${l.unique}/${n} unique (${
        percent(l.unique, n)
      })`;
    };
    const row = (l: DialLevel) => `${l.starved}: ${counts(l)}`;
    const dead = (d: ReturnType<typeof dial>) =>
      [...d.levels8, d.at8].reduce((n, l) => n + l.none, 0);
    const drawnOf = (d: ReturnType<typeof dial>) =>
      [...d.levels8, d.at8].reduce((n, l) => n + l.drawn, 0);
    const verdict = verdictOf(shape, numbersMatch);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    return {
      writeup: "8×8 0: 220/220, 1: 200/220 (90.9%), 2: 185/220 (84.1%), 3: 157/216 (72.7%), " +
        "4: 112/153 (73.2%); 12×12 at 8: 55.1%",
      suite: `moves that leave an answer (a run of ≥ 3 cells, to a room holding only its own ` +
        `run-top): 8×8 ${levels.map(row).join("; ")}; 12×12 at 8: ${counts(at8)}. The ` +
        `generator's moves (runs of 2, second given tops): ${dead(wide)} of ${
          drawnOf(wide)
        } draws dead; among boards with an answer, 8×8 ${
          wide.levels8.map((l) => `${l.unique}/${liveRate(l).live}`).join(", ")
        }, 12×12 at 8 ${wide.at8.unique}/${liveRate(wide.at8).live} unique`,
      verdict,
      verdictText: `${verdict}: among boards with an answer, rate at 4 starved rooms ` +
        `${pct(rate(levels[4]!))} against < ${pct(rate(levels[1]!))} at 1; ${dead(live)} of ` +
        `${drawnOf(live)} draws dead; 12×12 at 8: ${at8.unique} of ${liveRate(at8).live} ` +
        `unique (write-up 55.1%)`,
      data: { levels8: levels, at8, anyMoves: wide },
      note:
        `${attempts} draws per 8×8 level, ${attempts12} at 12×12${
          ctx.full ? "" : " (--full: 220)"
        }; dead = no answer; rate = unique / boards with an answer. A move that leaves an ` +
        "answer leaves exactly one (generate/dosun_fuwari.ts's header: each starved room's " +
        "balloon hangs under the top it gave away); shape = 100% at 0, rate(4) < rate(1), " +
        "12×12 reaches 8 starved rooms and some board there is unique",
    };
  },
};

// ---------------------------------------------------------------------------------------
// D-K2: random boards.

/** The write-up's six random-board cells: side, black density. */
export const D_K2_CELLS: readonly (readonly [number, number])[] = [
  [6, 0],
  [6, 0.12],
  [8, 0],
  [8, 0.12],
  [8, 0.2],
  [10, 0.15],
];

/**
 * Average room size of the random boards: about that of the corpus's rooms (4.7 white
 * cells per room at 8×8, 5.5 at 12×12), so the rooms are puzzle-sized.
 */
export const D_K2_ROOM_SIZE = 5;

/** How random boards with random rooms fare: answers none / one / more / unknown. */
export interface RandomBoardTally {
  /** Boards drawn. */
  readonly boards: number;
  /** Boards with no answer. */
  readonly none: number;
  /** Boards with exactly one answer. */
  readonly one: number;
  /** Boards with two or more answers. */
  readonly more: number;
  /** Boards the engine could not decide within its budget. */
  readonly unknown: number;
}

/**
 * Draws `count` boards of `side`×`side` with black `density` and random connected
 * rooms (seed `seed`), and counts their answers with the propagate engine (cap 2).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomBoardTally } from "./d_k1_k5_measures.ts";
 * const t = randomBoardTally(6, 0, 5, 1);
 * assert.ok(t.boards === 5 && t.none + t.one + t.more + t.unknown === 5);
 * ```
 */
export function randomBoardTally(
  side: number,
  density: number,
  count: number,
  seed: number,
): RandomBoardTally {
  const rng = rngFromSeed(seed);
  let none = 0, one = 0, more = 0, unknown = 0;
  for (let i = 0; i < count; i++) {
    const board = randomRoomsBoard(rng, {
      rows: side,
      cols: side,
      density,
      meanRoomSize: D_K2_ROOM_SIZE,
    });
    const r = solve(board, { rule: DOSUN_FUWARI_RULE.official, cap: 2 });
    if (r.answers.length >= 2) more++;
    else if (!r.complete) unknown++;
    else if (r.answers.length === 1) one++;
    else none++;
  }
  return { boards: count, none, one, more, unknown };
}

/** D-K2: random boards are dead on arrival. */
export const D_K2: Claim = {
  id: "D-K2",
  kind: "K",
  title: "random boards: almost all have no answer, none exactly one",
  expected: "shape holds, figures differ",
  because: "shape holds (no board with exactly one answer, ≥ 95% with none) on 300 boards " +
    "(--full: 3,600) in the write-up's six size/density cells; the counts differ",
  run(ctx) {
    const perCell = ctx.full ? 600 : 50;
    const cells = D_K2_CELLS.map(([side, density], i) => ({
      side,
      density,
      ...randomBoardTally(side, density, perCell, 2_000_000 + 1000 * i),
    }));
    const total = cells.reduce((s, c) => s + c.boards, 0);
    const none = cells.reduce((s, c) => s + c.none, 0);
    const one = cells.reduce((s, c) => s + c.one, 0);
    const more = cells.reduce((s, c) => s + c.more, 0);
    const unknown = cells.reduce((s, c) => s + c.unknown, 0);
    const shape = one === 0 && none >= 0.95 * total;
    const numbersMatch = total === 3600 && none === 3589 && one === 0;
    return {
      writeup: "3,589 of 3,600 have no answer, 0 exactly one",
      suite:
        `${thousands(none)} of ${thousands(total)} have no answer (${percent(none, total)}), ` +
        `${one} exactly one, ${more} more${unknown ? `, ${unknown} undecided` : ""}`,
      verdict: verdictOf(shape, numbersMatch),
      verdictText: `${verdictOf(shape, numbersMatch)}: ${one} with one answer against 0, ` +
        `no answer ${against((100 * none) / total, "≥", 95, "%")}`,
      data: { perCell, roomSize: D_K2_ROOM_SIZE, cells },
      note:
        `${perCell} boards per cell (${
          cells.map((c) => `${c.side}×${c.side}@${c.density}: ${c.none}/${c.one}/${c.more}`).join(
            ", ",
          )
        }); rooms grown from random seeds, ${D_K2_ROOM_SIZE} cells on average; ` +
        "shape = 0 with one answer and ≥ 95% with none",
    };
  },
};

// ---------------------------------------------------------------------------------------
// D-K3: the ladder.

/** The ladder's prefixes: the rung name and the rungs switched off to stop there. */
const LADDER: readonly (readonly ["run" | "room" | "profile" | "probe", Partial<Rungs>])[] = [
  ["run", { room: false, profile: false, probe: false }],
  ["room", { profile: false, probe: false }],
  ["profile", { probe: false }],
  ["probe", {}],
];

/**
 * The lowest rung of the ladder (run, room, profile, probe) whose prefix alone settles
 * every cell of the board, or "search" when even all four leave cells open. When
 * `answer` is given, the settled cells must be that answer (else throws `Error`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { rungNeeded } from "./d_k1_k5_measures.ts";
 * const board = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
 *   vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2),
 * });
 * assert.ok(rungNeeded(board, new Uint8Array([1, 1, 2, 2])) === "room");
 * ```
 */
export function rungNeeded(
  board: DosunFuwariBoard,
  answer?: Uint8Array,
): "run" | "room" | "profile" | "probe" | "search" {
  for (const [name, off] of LADDER) {
    const d = deduce(board, { rule: DOSUN_FUWARI_RULE.official, rungs: off });
    if (!d.finished || d.contradiction) continue;
    if (answer && d.cells.join() !== answer.join()) {
      throw new Error(`D-K3: the ${name} rung settles ${encodeUrl(board)} to another answer`);
    }
    return name;
  }
  return "search";
}

/** How many boards first finish at each rung. */
type RungTally = Record<"run" | "room" | "profile" | "probe" | "search", number>;

const tallyRungs = (boards: readonly { board: DosunFuwariBoard; answer: Uint8Array }[]) => {
  const tally: RungTally = { run: 0, room: 0, profile: 0, probe: 0, search: 0 };
  for (const { board, answer } of boards) tally[rungNeeded(board, answer)]++;
  return tally;
};

const tallyText = (t: RungTally) =>
  Object.entries(t).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(", ");

/** D-K3: unstarved boards finish at room; the corpus needs profile, never probe. */
export const D_K3: Claim = {
  id: "D-K3",
  kind: "K",
  title: "ladder: unstarved finish at room; the corpus needs profile, not probe",
  expected: "reproduced",
  because: "150/150 generated unstarved 8×8 boards finish at room, 72/72 corpus boards need " +
    "profile and none needs probe or search",
  async run() {
    const unstarved = Array.from({ length: 150 }, (_, i) =>
      generateDosunFuwari({
        rows: 8,
        cols: 8,
        density: DENSITIES[i % DENSITIES.length]!,
        starved: 0,
        seed: 3_000_000 + i,
      }));
    const corpus = await loadCorpus();
    const u = tallyRungs(unstarved);
    const c = tallyRungs(corpus);
    const shape = u.room === unstarved.length && c.profile === corpus.length;
    const numbersMatch = unstarved.length === 150 && corpus.length === 72;
    return {
      writeup: "150/150 unstarved finish at room; 72/72 shipped need profile; none probe or search",
      suite: `${u.room}/${unstarved.length} unstarved finish at room (${tallyText(u)}); ` +
        `${c.profile}/${corpus.length} corpus boards need profile (${tallyText(c)})`,
      verdict: verdictOf(shape, numbersMatch),
      data: { unstarved: u, corpus: c },
      note: "a board finishes at a rung when deduce with that rung and those below settles " +
        "every cell (to the stored answer) and the rungs below alone do not",
    };
  },
};

// ---------------------------------------------------------------------------------------
// D-K4: the loose reading.

/** The answer cap of the write-up's loose count on the 8×8 boards. */
export const D_K4_CAP = 5000;

/**
 * Unique 6×6 boards from the generator, small enough to count out under loose: seeds
 * from 4,000,000 up, starved rooms cycling 1, 2, 3, densities 0.1, 0.15, 0.2; a board
 * is kept when it reaches its aim.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sixBySixUnique } from "./d_k1_k5_measures.ts";
 * assert.ok(sixBySixUnique(2).length === 2);
 * ```
 */
export function sixBySixUnique(count: number): DosunFuwariBoard[] {
  const out: DosunFuwariBoard[] = [];
  for (let seed = 4_000_000; out.length < count; seed++) {
    const aim = 1 + (out.length % 3);
    const { board, stats } = generateDosunFuwari({
      rows: 6,
      cols: 6,
      density: DENSITIES[out.length % DENSITIES.length]!,
      starved: aim,
      seed,
    });
    if (stats.starved === aim) out.push(board);
    if (seed > 4_000_000 + 100 * count) {
      throw new Error(`D-K4: only ${out.length} of ${count} 6×6 boards reached their aim`);
    }
  }
  return out;
}

/** D-K4: no board stays unique under the loose reading. */
export const D_K4: Claim = {
  id: "D-K4",
  kind: "K",
  title: "loose reading: no corpus or 6×6 board stays unique",
  expected: "shape holds, figures differ",
  because: "0 of 36 8×8 corpus boards unique under loose, every one past the 5,000 cap; " +
    "0 of the unique 6×6 boards stay unique, but the smallest loose count differs from 3,264",
  async run(ctx) {
    const eights = corpusOfSize(await loadCorpus(), 8);
    let pastCap = 0, uniqueLoose8 = 0;
    for (const { board } of eights) {
      const r = solve(board, { rule: DOSUN_FUWARI_RULE.loose, cap: D_K4_CAP });
      if (r.stoppedBy === "cap") pastCap++;
      else if (r.complete && r.answers.length === 1) uniqueLoose8++;
    }
    const sixes = sixBySixUnique(ctx.full ? 40 : 10);
    const counts: number[] = [];
    let uniqueOfficial = 0, exact = 0, uniqueLoose6 = 0;
    for (const board of sixes) {
      if (solve(board, { rule: DOSUN_FUWARI_RULE.official, cap: 2 }).answers.length === 1) {
        uniqueOfficial++;
      }
      const r = solve(board, { rule: DOSUN_FUWARI_RULE.loose, cap: Infinity, budget: 400_000_000 });
      if (r.complete) exact++;
      if (r.complete && r.answers.length === 1) uniqueLoose6++;
      counts.push(r.answers.length);
    }
    const smallest = Math.min(...counts);
    const shape = uniqueLoose8 === 0 && uniqueLoose6 === 0 && uniqueOfficial === sixes.length;
    const numbersMatch = eights.length === 36 && pastCap === 36 && sixes.length === 40 &&
      smallest === 3264;
    return {
      writeup:
        "0 of 36 8×8 unique, each past a 5,000 cap; 6×6: 40 unique became 0, smallest count 3,264",
      suite: `${uniqueLoose8} of ${eights.length} 8×8 unique, ${pastCap} past the ${
        thousands(D_K4_CAP)
      } cap; 6×6: ${uniqueOfficial} unique became ${uniqueLoose6}, smallest count ${
        thousands(smallest)
      }${exact < sixes.length ? ` (${sixes.length - exact} counts are lower bounds)` : ""}`,
      verdict: verdictOf(shape, numbersMatch),
      data: { eights: eights.length, pastCap, uniqueLoose8, sixes: sixes.length, counts, exact },
      note: `propagate engine, loose; 6×6 boards from the generator (${sixes.length}${
        ctx.full ? "" : ", --full: 40"
      }), counted out completely`,
    };
  },
};

// ---------------------------------------------------------------------------------------
// D-K5: runs, placements, starved rooms.

/** Runs, placements and starved rooms of a set of boards. */
export interface PlacementStats {
  /** Boards. */
  readonly boards: number;
  /** Mean vertical runs per board. */
  readonly meanRuns: number;
  /** Mean over boards of log10 ∏ (L+1)(L+2)/2 over the runs. */
  readonly meanLog10Placements: number;
  /** Median starved rooms (no run-top or no run-bottom). */
  readonly medianStarved: number;
}

/**
 * Runs, placements (official run states multiplied over the runs, log10) and starved
 * rooms of a set of boards.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { placementStats } from "./d_k1_k5_measures.ts";
 * import { trivialBoard } from "./dosun_fuwari_boards.ts";
 * const s = placementStats([trivialBoard({ rows: 2, cols: 1 }, [0, 0])]);
 * assert.ok(s.meanRuns === 1 && Math.abs(s.meanLog10Placements - Math.log10(6)) < 1e-12);
 * ```
 */
export function placementStats(boards: readonly DosunFuwariBoard[]): PlacementStats {
  const runs = boards.map((b) => verticalRuns(b));
  const logs = runs.map((rs) =>
    rs.reduce((s, r) => s + Math.log10(((r.length + 1) * (r.length + 2)) / 2), 0)
  );
  return {
    boards: boards.length,
    meanRuns: runs.reduce((s, rs) => s + rs.length, 0) / boards.length,
    meanLog10Placements: logs.reduce((s, x) => s + x, 0) / boards.length,
    medianStarved: median(boards.map(starvedRoomCount)),
  };
}

/** D-K5: the corpus's runs, placements and starved rooms. */
export const D_K5: Claim = {
  id: "D-K5",
  kind: "K",
  title: "corpus runs, placements, median starved rooms",
  expected: "shape holds, figures differ",
  because: "medians 3 and 6 match and 12×12 has more runs and placements than 8×8, but the " +
    "means differ: the suite's 8×8 boards have a few more runs and placements than the " +
    "write-up's, its 12×12 boards a few fewer (see the golden figures)",
  async run() {
    const corpus = await loadCorpus();
    const s8 = placementStats(corpusOfSize(corpus, 8).map((c) => c.board));
    const s12 = placementStats(corpusOfSize(corpus, 12).map((c) => c.board));
    const shape = s12.meanRuns > s8.meanRuns &&
      s12.meanLog10Placements > s8.meanLog10Placements &&
      s8.medianStarved === 3 && s12.medianStarved === 6;
    const numbersMatch = s8.meanRuns.toFixed(1) === "10.7" && s12.meanRuns.toFixed(1) === "22.2" &&
      Math.round(s8.meanLog10Placements) === 13 && s12.meanLog10Placements.toFixed(1) === "28.4";
    const line = (name: string, s: PlacementStats) =>
      `${name}: ${s.meanRuns.toFixed(1)} runs, 10^${s.meanLog10Placements.toFixed(1)}, ` +
      `median starved ${s.medianStarved}`;
    return {
      writeup: "8×8: 10.7 runs, about 10^13; 12×12: 22.2 runs, 10^28.4; median starved 3 and 6",
      suite: `${line(`8×8 (${s8.boards})`, s8)}; ${line(`12×12 (${s12.boards})`, s12)}`,
      verdict: verdictOf(shape, numbersMatch),
      data: { s8, s12 },
      note: "placements = ∏ (L+1)(L+2)/2 over the runs, log10 averaged over boards; " +
        "shape = 12×12 above 8×8 in both, medians 3 and 6",
    };
  },
};

/** The corpus claims in CLAIMS.md order. */
export const DOSUN_FUWARI_MEASURE_CLAIMS: readonly Claim[] = [D_K1, D_K2, D_K3, D_K4, D_K5];
