/**
 * The subset engine's search: list, for every room, each stone it could hold
 * (`stones.ts`), then choose one stone per room by depth-first search.
 *
 * After each choice every other room drops the stones it can no longer take
 * (`narrowing.ts`): those that would touch a stone across a border, those that
 * would leave some column unable to end with exactly rows/2 shaded cells, and
 * under `exact` those whose cells could agree on no rank key (`keys.ts`); this
 * repeats until nothing changes. A complete assignment is judged by the rank
 * invariant itself (`rank.ts`).
 *
 * The first search places whole stones: next is always the room with the fewest
 * stones still possible for its weight, so forced rooms (and rooms with a clue) go
 * first and dead ends show early. A room's weight grows each time it takes part in a
 * dead end (as the room just chosen, or as the room left without stones), so rooms
 * that keep clashing are decided sooner.
 *
 * The restarts (below) sweep the board left to right instead, as the columns' counts
 * and keys settle column by column: they work on the leftmost column where some
 * room's cells are still open, there on the room with the fewest stones for its
 * weight, and branch on the cells its stone shades in that column, keeping live only
 * the stones that agree; a room is placed when one stone is left. A dead end further
 * right then costs one group of stones, not every stone that differs only there. A
 * room with more than {@link BIG_ROOM_STONES} live stones is split first, wherever it
 * lies: every narrowing re-judges its stones, so the sooner it shrinks the cheaper
 * every later node. (The sweep finds answers of numberless boards; run first it makes
 * uniqueness proofs of clued boards far longer, as clued rooms no longer go first.)
 *
 * A room whose stones would be too costly to list up front (a big room without a
 * clue) is deferred: until every listed room holds its stone it counts through the
 * cells it may still use, the columns it must reach and the keys those allow; then
 * it is listed under the cells and column room left to it and narrowed like the rest.
 *
 * The first search takes the stones in list order. When it spends its share of the
 * budget (`DETERMINISTIC_WORK`, or `SWEEP_FIRST_WORK` where the restarts sweep)
 * undecided, the search restarts from the root with each room's stones shuffled
 * (every other time, biggest first), under node limits that
 * grow by Luby's sequence; deferred rooms are listed up front for these searches when
 * that is cheap enough. A search without answers in its subtree is thus abandoned
 * instead of exhausted. Every distinct answer any search finds counts; the result is
 * complete only when one search ends within its limit, having seen every answer.
 * Beyond `PORTFOLIO_FIRST_WORK`, where deferred rooms were listed up front, restarts
 * that leave them deferred take turns with those that do not: on some numberless maps
 * a big room's list (over 100,000 stones) is what every node re-judges.
 *
 * @module
 */

import type { SolveOptions, SolveResult } from "../../../core/grid.ts";
import {
  STOSTONE_RULE_REQUIREMENTS,
  type StostoneBoard,
  type StostoneRule,
} from "../../../core/stostone/board.ts";
import { packsByRank } from "./rank.ts";
import type { StoneLimits, StoneList } from "./stone_list.ts";
import { listStones } from "./stones.ts";
import { workMeter } from "./work.ts";
import { checkPinned, keepPinnedShaded } from "./pins.ts";
import { Narrowing, type NarrowingMark } from "./narrowing.ts";
import { f64, i32, u8 } from "./scratch.ts";

/**
 * The order of the restarted searches: `"sweep"`, `"rooms"` or `"auto"` (the
 * engine's `SubsetTuning.restartOrder` says what each does).
 */
export type RestartOrder = "auto" | "sweep" | "rooms";

/** What the subset engine reports about its work. */
export interface SubsetStats {
  /** Branches tried in the search: stones placed and column groups kept (one per node). */
  readonly nodes: number;
  /** Candidate stones listed, up front and inside the search. */
  readonly stonesListed: number;
  /** Rooms too costly to list up front, listed inside the search instead. */
  readonly deferredRooms: number;
  /** Complete assignments that reached the rule-4 check. */
  readonly leaves: number;
  /**
   * Of those, how many the rank invariant rejected (only under `exact`). The partial
   * check during the search already catches every such failure, so this stays 0; the
   * full check at the leaf is kept as the final word.
   */
  readonly dropRejected: number;
  /**
   * Work units spent in all, the quantity the budget bounds (a run ended by a room whose
   * list would take over `LIST_WORK` counts the whole budget: it stopped for want of it).
   */
  readonly work: number;
}

/**
 * Runs the search with checked options. `eagerListingWork` is the most work one
 * room's list may cost before the search starts; rooms that need more are deferred.
 * `restartOrder` is `SubsetTuning.restartOrder`'s; `firstNodes` caps the first
 * search's nodes (tests set 0 to run the restarts on small boards); `schedule` holds the
 * restarts' and the portfolio's limits (tests shrink it; see {@link DEFAULT_SCHEDULE}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { searchStones } from "./search.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * const eager = searchStones(board, { rule: "exact", cap: 5, budget: 1000 }, 1000);
 * const deferred = searchStones(board, { rule: "exact", cap: 5, budget: 1000 }, 0);
 * assert.ok(eager.answers.length === 2 && deferred.answers.length === 2);
 * assert.ok(deferred.stats.deferredRooms === 1);
 * ```
 */
export function searchStones(
  board: StostoneBoard,
  options: SolveOptions<StostoneRule>,
  eagerListingWork: number,
  restartOrder: RestartOrder = "auto",
  firstNodes = Infinity,
  schedule: RestartSchedule = DEFAULT_SCHEDULE,
): SolveResult<SubsetStats> {
  const { rule, cap, budget, pinned } = options;
  const {
    firstWork: deterministicWork,
    sweepFirstWork,
    restartListingWork,
    restartNodes,
    sweepRestartNodes,
    bigRoomStones,
    portfolioFirstWork,
    portfolioTurnWork,
    listWork,
  } = schedule;
  if (pinned !== undefined) checkPinned(pinned, board.rows * board.cols);
  const meter = workMeter(budget);
  let deferredRooms = 0;
  const { rows, rooms, roomOf } = board;
  const roomCount = rooms.length;
  const answers: Uint8Array[] = [];
  let nodes = 0;
  let stonesListed = 0;
  let leaves = 0;
  let dropRejected = 0;
  const finish = (
    complete: boolean,
    stoppedBy: "cap" | "budget" | null,
  ): SolveResult<SubsetStats> => ({
    answers,
    complete,
    stoppedBy,
    stats: { nodes, stonesListed, deferredRooms, leaves, dropRejected, work: meter.used },
  });

  // Whole rows must fall into a bottom half; with an odd row count there is none.
  const { halfOfEachColumn, dropFillsBottomHalf } = STOSTONE_RULE_REQUIREMENTS[rule];
  if (halfOfEachColumn && rows % 2 !== 0) return finish(true, null);

  // List clued rooms first, then the rest, smaller first within each: an impossible
  // small room ends the run before a big room is tried. A room whose list would cost
  // more than `eagerListingWork` is deferred: it is listed inside the search once every
  // listed room holds its stone, under the cells and column room they leave it.
  const listOrder = rooms.map((_, i) => i).sort((a, b) => {
    const ka = typeof board.clues[a] === "number" ? 0 : 1;
    const kb = typeof board.clues[b] === "number" ? 0 : 1;
    return ka - kb || rooms[a]!.length - rooms[b]!.length || a - b;
  });
  // Pins: a cell pinned unshaded is unusable to its room's stone; one pinned shaded
  // must be in it (see pins.ts).
  const listPinned = (
    room: number,
    listMeter: typeof meter,
    limits: StoneLimits = {},
  ): StoneList | null => {
    if (pinned === undefined) return listStones(board, room, rule, listMeter, limits);
    const usable = limits.usable;
    const list = listStones(board, room, rule, listMeter, {
      ...limits,
      usable: (cell) => pinned[cell] !== 0 && (usable === undefined || usable(cell)),
    });
    if (list === null) return null;
    return keepPinnedShaded(list, rooms[room]!, pinned, board.cols, listMeter);
  };
  const lists: (StoneList | null)[] = rooms.map(() => null);
  for (const r of listOrder) {
    const trial = workMeter(Math.min(eagerListingWork, meter.budget - meter.used));
    const list = listPinned(r, trial);
    meter.used += trial.used;
    if (list === null) {
      if (meter.used > meter.budget) return finish(false, "budget");
      deferredRooms++;
      continue;
    }
    if (list.count === 0) return finish(true, null);
    lists[r] = list;
    stonesListed += list.count;
  }

  // One narrowing for every search: a search that is abandoned takes back its stones and
  // undoes to the root, so the next one starts from the same state without listing,
  // indexing or judging anything again. `runMeter` counts all of it; each search gets
  // its own limit by moving `runMeter.budget`.
  const listingWork = meter.used;
  // The sweep's restarts find answers where numbers are few; where they are not, the
  // list-order search and restarts prove the board (see the module header).
  const numbered = board.clues.filter((clue) => clue !== null).length;
  const sweeping = restartOrder === "sweep" ||
    (restartOrder === "auto" && numbered * FEW_NUMBERS_DIVISOR < roomCount);
  const firstWork = sweeping ? sweepFirstWork : deterministicWork;
  const runMeter = { used: 0, budget: Math.min(firstWork, meter.budget - listingWork) };
  let narrowing = new Narrowing(board, rule, lists.slice(), runMeter);
  let { live, liveCount, placed, shaded } = narrowing;
  const total = (): number => listingWork + runMeter.used;
  const finishRun = (complete: boolean, stoppedBy: "cap" | "budget" | null) => {
    meter.used = total();
    return finish(complete, stoppedBy);
  };
  // Per room, 1 + how often it took part in a dead end: as the room whose stone was just
  // placed, or as the room that ran out of stones. Rooms that keep clashing go first.
  // Kept from search to search: what was learnt about clashing rooms stays true.
  let weight = f64(roomCount).fill(1);
  const seen = new Set<string>();
  let runAnswers: Uint8Array[] = [];

  // The next room to branch on. In list order: the listed room not placed with the
  // fewest live stones for its weight. In the sweep: a listed room left with a single
  // stone; else the one with the most live stones if that is over BIG_ROOM_STONES;
  // else, of those with an open cell in the leftmost column that has any, the one with
  // the fewest live stones for its weight. An unlisted (deferred) room only when no
  // listed one is left, the one with the fewest usable cells first.
  const openColumn = i32(roomCount);
  const fewestChoices = (): number => {
    runMeter.used += roomCount;
    let best = -1;
    if (!sweep) {
      for (let q = 0; q < roomCount; q++) {
        if (placed[q] === 0 && narrowing.listOf(q) !== null) {
          if (best < 0 || liveCount[q]! / weight[q]! < liveCount[best]! / weight[best]!) best = q;
        }
      }
    } else {
      let front = Infinity;
      for (let q = 0; q < roomCount; q++) {
        if (placed[q] === 1 || narrowing.listOf(q) === null) continue;
        if (liveCount[q] === 1) return q;
        if (liveCount[q]! > bigRoomStones && (best < 0 || liveCount[q]! > liveCount[best]!)) {
          best = q;
        }
        openColumn[q] = narrowing.firstOpenColumn(q);
        if (openColumn[q]! < front) front = openColumn[q]!;
      }
      if (best >= 0) return best;
      for (let q = 0; q < roomCount; q++) {
        if (placed[q] === 1 || narrowing.listOf(q) === null || openColumn[q] !== front) continue;
        if (best < 0 || liveCount[q]! / weight[q]! < liveCount[best]! / weight[best]!) best = q;
      }
    }
    if (best >= 0) return best;
    let fewestCells = Infinity;
    for (let q = 0; q < roomCount; q++) {
      if (placed[q] === 1) continue;
      const usable = narrowing.usableCells(q);
      if (usable < fewestCells) {
        fewestCells = usable;
        best = q;
      }
    }
    return best;
  };
  // A complete assignment: columns are balanced by construction; rule 4 proper remains.
  const acceptLeaf = (): void => {
    leaves++;
    if (dropFillsBottomHalf && !packsByRank(board, shaded, roomOf)) {
      dropRejected++;
      return;
    }
    runAnswers.push(shaded.slice());
    const key = shaded.join("");
    if (!seen.has(key)) {
      seen.add(key);
      answers.push(shaded.slice());
    }
  };

  if (!narrowing.narrow()) {
    return runMeter.used > runMeter.budget ? finishRun(false, "budget") : finishRun(true, null);
  }
  let root = narrowing.mark();

  // Iterative depth-first search (a board may have thousands of rooms): one frame per
  // branching, either placing a room's live stones in turn or (frameColumn ≥ 0) keeping
  // in turn each group of them that shades the same cells of one column. A room is
  // split at most once per column it spans, then placed, so the stack never holds more
  // frames than cells and rooms together.
  const depth = board.rows * board.cols + roomCount;
  const frameRoom = i32(depth);
  const frameIdx = i32(depth);
  const frameEnd = i32(depth);
  const frameColumn = i32(depth);
  const framePatterns: number[][] = [];
  const frameMark: NarrowingMark[] = [];
  const frameOpened: NarrowingMark[] = []; // before the frame listed its room, if it did
  const frameHolds = u8(depth);
  let sp = 0;
  let unplaced = roomCount;
  let random: (() => number) | null = null;
  let biggestFirst = false;
  let sweep = false; // the column sweep: the restarts' order (the first search's is not)
  let nodeLimit = firstNodes;
  // Set when a room's list would take more than LIST_WORK: the run then stops as if
  // its budget had run out (retrying would only list that room again, at that cost).
  let listTooBig = false;
  // Opens a frame for `room`. A room still unlisted (chosen because no listed room is
  // left to place) is listed first, under the whole remaining budget, and narrowed like
  // any other room, which may leave it nothing to try. False when the budget ran out.
  const push = (room: number): boolean => {
    frameOpened[sp] = narrowing.mark();
    let end = liveCount[room]!;
    if (narrowing.listOf(room) === null) {
      // Under the remaining budget, but at most LIST_WORK: a list stores about one
      // integer a unit, and a bigger one would outgrow memory (and a typed array).
      const listMeter = workMeter(Math.min(listWork, runMeter.budget - runMeter.used));
      const list = listPinned(room, listMeter, narrowing.limitsFor(room, unplaced === 1));
      runMeter.used += listMeter.used;
      if (list === null) {
        listTooBig = listMeter.used > listMeter.budget && listMeter.budget === listWork;
        return false;
      }
      stonesListed += list.count;
      narrowing.activate(room, list);
      if (narrowing.narrow()) end = liveCount[room]!;
      else if (runMeter.used > runMeter.budget) return false;
      else end = 0;
    }
    if (random !== null) narrowing.shuffleLive(room, random, biggestFirst);
    frameColumn[sp] = -1;
    const column = sweep && end > 1 ? narrowing.firstOpenColumn(room) : -1;
    if (column >= 0) {
      // The distinct masks in live order (so a shuffle reorders the groups too).
      const patterns: number[] = [];
      const arr = live[room]!;
      for (let i = 0; i < end; i++) {
        const mask = narrowing.columnPattern(room, arr[i]!, column);
        if (!patterns.includes(mask)) patterns.push(mask);
      }
      runMeter.used += end * patterns.length;
      if (patterns.length > 1) {
        frameColumn[sp] = column;
        framePatterns[sp] = patterns;
        end = patterns.length;
      }
    }
    if (frameColumn[sp] === -1) unplaced--;
    frameRoom[sp] = room;
    frameIdx[sp] = -1;
    frameEnd[sp] = end;
    frameMark[sp] = narrowing.mark();
    frameHolds[sp] = 0;
    sp++;
    return true;
  };
  // One depth-first search from the root until runMeter.budget; answers go to
  // `runAnswers` and, when new, to `answers`; it stops once `answers` holds `cap`.
  const search = (): "cap" | "budget" | null => {
    sp = 0;
    unplaced = roomCount;
    runAnswers = [];
    if (!push(fewestChoices())) return "budget";
    while (sp > 0) {
      const f = sp - 1;
      const room = frameRoom[f]!;
      const column = frameColumn[f]!;
      if (frameHolds[f] === 1) {
        if (column < 0) narrowing.unplace(room, live[room]![frameIdx[f]!]!);
        narrowing.undo(frameMark[f]!);
        frameHolds[f] = 0;
      }
      const idx = ++frameIdx[f]!;
      if (idx >= frameEnd[f]!) {
        narrowing.undo(frameOpened[f]!);
        if (column < 0) unplaced++;
        sp--;
        continue;
      }
      if (runMeter.used > runMeter.budget || nodes >= nodeLimit) return "budget";
      nodes++;
      runMeter.used++;
      if (column >= 0) narrowing.keepPattern(room, column, framePatterns[f]![idx]!);
      else narrowing.place(room, live[room]![idx]!);
      frameHolds[f] = 1;
      if (!narrowing.narrow()) {
        if (runMeter.used > runMeter.budget) return "budget";
        const emptied = narrowing.emptiedRoom;
        if (emptied >= 0) {
          weight[emptied]!++;
          weight[room]!++;
        }
        continue;
      }
      const next = fewestChoices();
      if (next >= 0) {
        if (!push(next)) return "budget";
        continue;
      }
      acceptLeaf();
      if (answers.length >= cap) return "cap";
    }
    return null;
  };
  // Takes back an abandoned search: its stones, then everything narrowed since the root.
  const abandon = (): void => {
    for (let f = sp - 1; f >= 0; f--) {
      if (frameHolds[f] === 1 && frameColumn[f]! < 0) {
        narrowing.unplace(frameRoom[f]!, live[frameRoom[f]!]![frameIdx[f]!]!);
      }
      frameHolds[f] = 0;
    }
    narrowing.undo(root);
  };

  // First the search in list order, under at most DETERMINISTIC_WORK: every board it
  // decides is decided exactly as before restarts existed. Then, while budget is left,
  // searches with shuffled stone orders under growing node limits (Luby's sequence): a
  // search that gets lost in a subtree without answers is abandoned, every distinct
  // answer found along the way counts, and a search that ends within its limit has
  // seen every answer (complete).
  let outcome = search();
  let shuffler = seededRandom(RESTART_SEED);
  // For the portfolio's second kind of restarts (below): the rooms as the first search
  // had them, deferred ones unlisted, and what it learnt of clashing rooms.
  const deferredLists = lists.slice();
  const firstWeight = weight.slice();
  let other: Restarts | null = null;
  if (outcome === "budget" && !listTooBig && lists.includes(null)) {
    // A deferred room costs a listing at every leaf of the listed rooms: the restarts
    // list it once up front when it takes at most RESTART_LISTING_WORK, and start from
    // a narrowing that knows its stones.
    let more = false;
    for (const r of listOrder) {
      if (lists[r] !== null) continue;
      const left = meter.budget - total();
      if (left <= 0) break;
      const trial = workMeter(Math.min(restartListingWork, left));
      const list = listPinned(r, trial);
      runMeter.used += trial.used;
      if (list === null) continue;
      stonesListed += list.count;
      lists[r] = list;
      more = true;
    }
    if (more && meter.budget - total() > 0) {
      runMeter.budget = meter.budget - listingWork;
      narrowing = new Narrowing(board, rule, lists.slice(), runMeter);
      ({ live, liveCount, placed, shaded } = narrowing);
      if (!narrowing.narrow()) {
        return runMeter.used > runMeter.budget ? finishRun(false, "budget") : finishRun(true, null);
      }
      root = narrowing.mark();
      sp = 0;
    }
    if (more) {
      other = {
        narrowing: null,
        root,
        shuffler: seededRandom(RESTART_SEED),
        k: 1,
        weight: firstWeight,
      };
    }
  }
  // Past PORTFOLIO_FIRST_WORK, restarts that list the deferred rooms up front take turns,
  // PORTFOLIO_TURN_WORK at a time, with restarts that leave them deferred: on some
  // numberless maps one kind finds answers in a few million units where the other finds
  // none in a billion. Each kind goes on where it left off.
  let turnEnds = portfolioFirstWork;
  for (let k = 1; outcome === "budget" && !listTooBig; k++) {
    const left = meter.budget - total();
    if (left <= 0) break;
    abandon();
    if (other !== null && total() >= turnEnds) {
      const current: Restarts = { narrowing, root, shuffler, k, weight };
      if (other.narrowing === null) {
        other.narrowing = new Narrowing(board, rule, deferredLists, runMeter);
        // The same board, rule and lists as the first search's root narrowing, which
        // succeeded (narrowing is deterministic): this one can fail only on the budget.
        // Were it ever to fail otherwise, "budget" is still true, where "complete" would
        // have rested on nothing but that reasoning.
        if (!other.narrowing.narrow()) return finishRun(false, "budget");
        other.root = other.narrowing.mark();
      }
      narrowing = other.narrowing;
      ({ live, liveCount, placed, shaded } = narrowing);
      ({ root, shuffler, k, weight } = other);
      other = current;
      turnEnds = total() + portfolioTurnWork;
    }
    random = shuffler;
    sweep = sweeping;
    biggestFirst = k % 2 === 0; // every other search tries the biggest stones first
    runMeter.budget = runMeter.used + left;
    nodeLimit = nodes + luby(k) * (sweep ? sweepRestartNodes : restartNodes);
    outcome = search();
  }
  // A list too big to make forfeits what is left of the budget: the run stopped for
  // want of resources, and its work says the budget is spent.
  if (listTooBig) runMeter.used = Math.max(runMeter.used, meter.budget - listingWork + 1);
  if (outcome === null) {
    answers.length = 0;
    answers.push(...runAnswers);
    return finishRun(true, null);
  }
  return finishRun(false, outcome);
}

/** One kind of restarts, set aside while the portfolio's other kind has its turn. */
interface Restarts {
  /** Its narrowing (null until its first turn) and that narrowing's root. */
  narrowing: Narrowing | null;
  root: NarrowingMark;
  /** Its stone shuffles, where its last search left them. */
  shuffler: () => number;
  /** Its next search in Luby's sequence. */
  k: number;
  /** Its room weights. */
  weight: Float64Array;
}

/**
 * Work after which the two kinds of restarts take turns: the engine's budget before
 * the portfolio existed, so every board decided within it is decided exactly as then.
 */
export const PORTFOLIO_FIRST_WORK = 100_000_000;
/** Work of each later turn. */
export const PORTFOLIO_TURN_WORK = 100_000_000;

/**
 * The most work one room's list may take inside the search (100 M units, the default
 * budget until Dec 2026, so no run within that budget changes): about 400 MB of stones.
 * A room that needs more ends the run as if the budget had run out (its work then
 * counts the whole budget as spent).
 */
export const LIST_WORK = 100_000_000;

/** Work of the first, unshuffled search: the engine's whole budget before restarts. */
export const DETERMINISTIC_WORK = 50_000_000;
/**
 * The same on a board whose restarts sweep (few numbers): they find answers there that
 * the list order misses, so they get more of the budget. Measured on drawn numberless
 * 12×12 maps (seeds 1–200 / 201–400): 50 M 192 / 192 decided, 30 M 196 / 197, 25 M
 * 198 / 198, 20 M 198 / 197, 10 M 198 / 194; corpus 12x12-008 without numbers, which
 * the list-order search decides at 34 M, was lost at 30 M and 10 M (Dec 2026). The
 * tail is chaotic: no value wins everywhere.
 */
export const SWEEP_FIRST_WORK = 25_000_000;
/** The most work a deferred room's list may cost when the restarts list it up front. */
export const RESTART_LISTING_WORK = 5_000_000;
/**
 * Nodes of the shortest restarted search; later ones get multiples (Luby's sequence).
 * Counted in nodes, not work: a node costs a hundred units on one board and a hundred
 * thousand on another, and a search needs some dozens of them to reach an answer.
 */
export const RESTART_NODES = 100;
/**
 * The same for the column sweep, whose nodes are column groups as well as stones: a
 * search needs about three times as many of them (300 decided the most drawn numberless
 * 12×12 maps of 100, 300, 500 and 1,000 tried, Dec 2026).
 */
export const SWEEP_RESTART_NODES = 300;
/**
 * A room with more live stones than this is split before any other (see the module
 * header): a 24-cell room without a number has some 140,000 possible stones.
 */
export const BIG_ROOM_STONES = 10_000;

/**
 * The work and node limits of the first search, the restarts and the portfolio, as the
 * engine runs: the constants above, by name. Tests pass a {@link RestartSchedule} of
 * smaller ones so that every path (restarts, both kinds of portfolio turns, lists too
 * big to make) runs on boards small enough to check against every shading; the paths
 * need the full budgets to be reached otherwise.
 */
export const DEFAULT_SCHEDULE = {
  firstWork: DETERMINISTIC_WORK,
  sweepFirstWork: SWEEP_FIRST_WORK,
  restartListingWork: RESTART_LISTING_WORK,
  restartNodes: RESTART_NODES,
  sweepRestartNodes: SWEEP_RESTART_NODES,
  bigRoomStones: BIG_ROOM_STONES,
  portfolioFirstWork: PORTFOLIO_FIRST_WORK,
  portfolioTurnWork: PORTFOLIO_TURN_WORK,
  listWork: LIST_WORK,
} as const;

/** A schedule: the fields of {@link DEFAULT_SCHEDULE}, with other values. */
export type RestartSchedule = { readonly [K in keyof typeof DEFAULT_SCHEDULE]: number };
const RESTART_SEED = 0x5eed;
/**
 * The restarts sweep on a board where fewer than one room in this many has a number.
 * On such boards the sweep finds answers the list order misses; on boards with more
 * numbers the list-order restarts prove uniqueness where the sweep does not (the
 * corpus board 20x20-004, numbered in 26 of its 67 rooms, is proved only so).
 */
export const FEW_NUMBERS_DIVISOR = 4;

/** Luby's restart sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, … (k from 1). */
function luby(k: number): number {
  for (let size = 1;; size = 2 * size + 1) {
    if (k === size) return (size + 1) / 2;
    if (k < size) return luby(k - (size - 1) / 2);
  }
}

/** A small seeded generator (mulberry32): the restarts are the same on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
