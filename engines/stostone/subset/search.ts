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
 * In a pinned question the searches in list order (the first and the last) branch in
 * two instead: the room they choose keeps first the stones that leave its open cell
 * nearest the pins unshaded, then those that shade it (`near_pins.ts`), and it is placed
 * once one stone is left. A pinned question is mostly a refutation, and what refutes it
 * lies mostly beside the pins. Every dead end there raises the weight of the room just
 * split or placed, and of the rooms it blames (`dead_end_blame.ts`), not only of a room
 * left without stones.
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
 * A pinned question (mostly a refutation: confirming a forced cell) is probed at its
 * root first (`probe.ts`), which refutes some questions that the searches would take
 * hundreds of millions of units to; otherwise the searches run as they would have.
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
import { type WorkMeter, workMeter } from "./work.ts";
import { checkPinned, keepPinnedShaded } from "./pins.ts";
import { cellsNearPins, pinDistances } from "./near_pins.ts";
import { blameDeadEnd, roomsByColumn } from "./dead_end_blame.ts";
import { Narrowing, type NarrowingMark } from "./narrowing.ts";
import { probeRoot } from "./probe.ts";
import { f64, i32, markScratch, releaseScratch, type ScratchMark, u8 } from "./scratch.ts";

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
 * restarts' and the portfolio's limits (tests shrink it; see {@link DEFAULT_SCHEDULE});
 * `probeStones` is the most live stones of a room probed at a pinned question's root
 * (0: no probing; tests compare the two).
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
  probeStones = PROBE_STONES,
): SolveResult<SubsetStats> {
  if (options.pinned !== undefined) checkPinned(options.pinned, board.rows * board.cols);
  return new StoneSearch(board, options, schedule, probeStones).run(
    eagerListingWork,
    restartOrder,
    firstNodes,
  );
}

/**
 * One run of {@link searchStones}: what it counts, the rooms' lists, the narrowing the
 * current search works on and that search's stack. Made once per run, so the search's
 * inner loop reads fields of one object and creates nothing per node.
 */
class StoneSearch {
  readonly board: StostoneBoard;
  readonly rule: StostoneRule;
  readonly cap: number;
  readonly pinned: Int8Array | undefined;
  readonly schedule: RestartSchedule;
  /** Rooms with at most this many live stones are probed at a pinned question's root. */
  readonly probeStones: number;
  readonly dropFillsBottomHalf: boolean;
  readonly roomCount: number;
  /** The whole run's budget; `runMeter` counts the searches once the listing is done. */
  readonly meter: WorkMeter;
  readonly runMeter = { used: 0, budget: 0 };
  /** Work spent listing rooms before the first search. */
  listingWork = 0;
  readonly answers: Uint8Array[] = [];
  /** Every distinct answer found, as the shading's digits. */
  readonly seen = new Set<string>();
  /** The answers of the current search (complete when it ends within its limit). */
  runAnswers: Uint8Array[] = [];
  nodes = 0;
  stonesListed = 0;
  deferredRooms = 0;
  leaves = 0;
  dropRejected = 0;
  /** Clued rooms first, then the rest, smaller first within each. */
  listOrder: number[] = [];
  /** Per room its list of stones, null while it is deferred. */
  readonly lists: (StoneList | null)[];
  /** The narrowing the current search works on, its root, and its fields. */
  narrowing!: Narrowing;
  root!: NarrowingMark;
  live!: Int32Array[];
  liveCount!: Int32Array;
  placed!: Uint8Array;
  shaded!: Uint8Array;
  /**
   * Per room, 1 + how often it took part in a dead end: as the room whose stone was just
   * placed, or as the room that ran out of stones. Rooms that keep clashing go first.
   * Kept from search to search: what was learnt about clashing rooms stays true.
   */
  weight: Float64Array;
  /** Per room, its first column with an open cell (scratch of {@link fewestChoices}). */
  readonly openColumn: Int32Array;
  // The search stack: one frame per branching, either placing a room's live stones in
  // turn (frameColumn PLACE), or (frameColumn ≥ 0) keeping in turn each group of them
  // that shades the same cells of one column, or (CELL_SPLIT) keeping those that leave
  // frameCell unshaded, then those that shade it. A room is split at most once per column
  // it spans or per cell (the next search of that room finds its cell no longer open),
  // then placed, so the stack never holds more frames than cells and rooms together.
  readonly frameRoom: Int32Array;
  readonly frameIdx: Int32Array;
  readonly frameEnd: Int32Array;
  readonly frameColumn: Int32Array;
  readonly frameCell: Int32Array;
  readonly framePatterns: number[][] = [];
  readonly frameMark: NarrowingMark[] = [];
  /** Per frame, the narrowing before the frame listed its room, if it did. */
  readonly frameOpened: NarrowingMark[] = [];
  readonly frameHolds: Uint8Array;
  /** Per frame, 1 when it listed its (deferred) room: it then holds a scratch mark. */
  readonly frameListed: Uint8Array;
  /**
   * Scratch marks taken before each listing inside the search, innermost last: leaving
   * the frame gives the list's memory back ({@link releaseScratch}), and
   * {@link abandon} gives back all of it.
   */
  readonly scratchMarks: ScratchMark[] = [];
  /** Frames on the stack. */
  sp = 0;
  /** Rooms without a stone in the current search. */
  unplaced: number;
  /** With pins, every cell, nearest the pins first (`near_pins.ts`); else null. */
  readonly nearPins: Int32Array | null;
  /** With pins, per column the rooms with a cell in it (`dead_end_blame.ts`). */
  readonly columnRooms: number[][];
  /** The open cell {@link fewestChoices} chose to split its room on, or −1: place it. */
  splitCell = -1;
  /** The current search's stone shuffle, null in the first search. */
  random: (() => number) | null = null;
  biggestFirst = false;
  /** Whether the current search sweeps by columns (the restarts' order; the first's is not). */
  sweep = false;
  nodeLimit = Infinity;
  /** Total work at which the restarts end (see PINNED_LAST_SHARE). */
  restartsEnd = Infinity;
  /**
   * Set when a room's list would take more than LIST_WORK: the run then stops as if
   * its budget had run out (retrying would only list that room again, at that cost).
   */
  listTooBig = false;

  constructor(
    board: StostoneBoard,
    options: SolveOptions<StostoneRule>,
    schedule: RestartSchedule,
    probeStones: number,
  ) {
    this.board = board;
    this.rule = options.rule;
    this.cap = options.cap;
    this.pinned = options.pinned;
    this.schedule = schedule;
    this.probeStones = probeStones;
    this.dropFillsBottomHalf = STOSTONE_RULE_REQUIREMENTS[options.rule].dropFillsBottomHalf;
    this.meter = workMeter(options.budget);
    this.roomCount = board.rooms.length;
    this.lists = board.rooms.map(() => null);
    this.weight = f64(this.roomCount).fill(1);
    this.openColumn = i32(this.roomCount);
    const depth = board.rows * board.cols + this.roomCount;
    this.frameRoom = i32(depth);
    this.frameIdx = i32(depth);
    this.frameEnd = i32(depth);
    this.frameColumn = i32(depth);
    this.frameCell = i32(depth);
    this.frameHolds = u8(depth);
    this.frameListed = u8(depth);
    this.unplaced = this.roomCount;
    this.nearPins = options.pinned === undefined ? null : cellsNearPins(options.pinned, board.cols);
    this.columnRooms = this.nearPins === null ? [] : roomsByColumn(board);
  }

  /** Whether the current search splits rooms on cells near the pins (module header). */
  splitsNearPins(): boolean {
    return this.nearPins !== null && this.schedule.splitNearPins === 1 && !this.sweep &&
      this.random === null;
  }

  finish(complete: boolean, stoppedBy: "cap" | "budget" | null): SolveResult<SubsetStats> {
    const { answers, nodes, stonesListed, deferredRooms, leaves, dropRejected } = this;
    return {
      answers,
      complete,
      stoppedBy,
      stats: { nodes, stonesListed, deferredRooms, leaves, dropRejected, work: this.meter.used },
    };
  }

  /** Work spent in all: the listing and every search. */
  total(): number {
    return this.listingWork + this.runMeter.used;
  }

  finishRun(complete: boolean, stoppedBy: "cap" | "budget" | null): SolveResult<SubsetStats> {
    this.meter.used = this.total();
    return this.finish(complete, stoppedBy);
  }

  /** The result of a root narrowing that failed: on the budget, or for want of answers. */
  finishAtRoot(): SolveResult<SubsetStats> {
    return this.runMeter.used > this.runMeter.budget
      ? this.finishRun(false, "budget")
      : this.finishRun(true, null);
  }

  /** Makes `narrowing` the one searches work on, with its fields. */
  useNarrowing(narrowing: Narrowing): void {
    this.narrowing = narrowing;
    ({ live: this.live, liveCount: this.liveCount, placed: this.placed, shaded: this.shaded } =
      narrowing);
  }

  /**
   * The whole run: the lists, the first search in list order, then the restarts (see
   * the module header).
   */
  run(
    eagerListingWork: number,
    restartOrder: RestartOrder,
    firstNodes: number,
  ): SolveResult<SubsetStats> {
    const { board, rule, meter, runMeter, roomCount } = this;
    // Whole rows must fall into a bottom half; with an odd row count there is none.
    if (STOSTONE_RULE_REQUIREMENTS[rule].halfOfEachColumn && board.rows % 2 !== 0) {
      return this.finish(true, null);
    }
    const listed = this.listUpFront(eagerListingWork);
    if (listed !== null) return listed;

    // One narrowing for every search: a search that is abandoned takes back its stones and
    // undoes to the root, so the next one starts from the same state without listing,
    // indexing or judging anything again. `runMeter` counts all of it; each search gets
    // its own limit by moving `runMeter.budget`.
    this.listingWork = meter.used;
    // The sweep's restarts find answers where numbers are few; where they are not, the
    // list-order search and restarts prove the board (see the module header).
    const numbered = board.clues.filter((clue) => clue !== null).length;
    const sweeping = restartOrder === "sweep" ||
      (restartOrder === "auto" && numbered * FEW_NUMBERS_DIVISOR < roomCount);
    const { firstWork, sweepFirstWork } = this.schedule;
    runMeter.budget = Math.min(
      sweeping ? sweepFirstWork : firstWork,
      meter.budget - this.listingWork,
    );
    // A pinned question is mostly a refutation (confirming a forced cell): its restarts
    // end at 1 − PINNED_LAST_SHARE of the budget, and one search in list order from the
    // root takes the rest (see PINNED_LAST_SHARE).
    const pins = this.pinned !== undefined && this.pinned.some((v) => v !== -1);
    if (pins) this.restartsEnd = Math.floor(meter.budget * (1 - PINNED_LAST_SHARE));
    this.useNarrowing(new Narrowing(board, rule, this.lists.slice(), runMeter));
    if (!this.narrowing.narrow()) return this.finishAtRoot();
    if (pins && this.probeStones > 0 && !this.probeAtRoot()) return this.finishAtRoot();
    this.root = this.narrowing.mark();

    // First the search in list order, under at most DETERMINISTIC_WORK: every board it
    // decides is decided exactly as before restarts existed. Then, while budget is left,
    // searches with shuffled stone orders under growing node limits (Luby's sequence): a
    // search that gets lost in a subtree without answers is abandoned, every distinct
    // answer found along the way counts, and a search that ends within its limit has
    // seen every answer (complete).
    this.nodeLimit = firstNodes;
    let outcome = this.search();
    // For the portfolio's second kind of restarts: the rooms as the first search had
    // them, deferred ones unlisted, and what it learnt of clashing rooms.
    const deferredLists = this.lists.slice();
    const firstWeight = this.weight.slice();
    let other: Restarts | null = null;
    if (outcome === "budget" && !this.listTooBig && this.lists.includes(null)) {
      const more = this.listDeferredForRestarts();
      if (more === "failed") return this.finishAtRoot();
      if (more) {
        const shuffler = seededRandom(RESTART_SEED);
        other = { narrowing: null, root: this.root, shuffler, k: 1, weight: firstWeight };
      }
    }
    outcome = this.restart(outcome, sweeping, other, deferredLists);
    if (pins && outcome === "budget" && !this.listTooBig && meter.budget - this.total() > 0) {
      this.abandon();
      this.random = null;
      this.sweep = false;
      this.nodeLimit = Infinity;
      runMeter.budget = runMeter.used + meter.budget - this.total();
      outcome = this.search();
    }
    // A list too big to make forfeits what is left of the budget: the run stopped for
    // want of resources, and its work says the budget is spent.
    if (this.listTooBig) {
      runMeter.used = Math.max(runMeter.used, meter.budget - this.listingWork + 1);
    }
    if (outcome === null) {
      this.answers.length = 0;
      this.answers.push(...this.runAnswers);
      return this.finishRun(true, null);
    }
    return this.finishRun(false, outcome);
  }

  /**
   * Probes the root of a pinned question (probe.ts) under at most PROBE_SHARE of the
   * first search's budget. False when probing refuted it, or when the root narrowing
   * after it ran out of budget; else the narrowing is as before, and the searches run as
   * they would have without probing.
   */
  probeAtRoot(): boolean {
    const { runMeter } = this;
    const budget = runMeter.budget;
    const share = Math.floor((budget - runMeter.used) * PROBE_SHARE);
    runMeter.budget = runMeter.used + share;
    const targets = {
      stones: this.probeStones,
      cells: this.cellsNearPins(),
      roomOf: this.board.roomOf,
    };
    const outcome = probeRoot(this.narrowing, runMeter, targets);
    runMeter.budget = budget;
    return outcome !== "refuted" && this.narrowing.narrow();
  }

  /**
   * The cells at most PROBE_REACH steps (up, down, left, right) from a pinned cell, not
   * pinned themselves, nearest first (none when probeStones is 0). One work unit a cell.
   */
  cellsNearPins(): number[] {
    const { board, pinned, nearPins } = this;
    if (pinned === undefined || nearPins === null || this.probeStones === 0) return [];
    this.runMeter.used += board.rows * board.cols;
    const distance = pinDistances(pinned, board.cols);
    return [...nearPins].filter((cell) => pinned[cell] === -1 && distance[cell]! <= PROBE_REACH);
  }

  /**
   * Lists clued rooms first, then the rest, smaller first within each: an impossible
   * small room ends the run before a big room is tried. A room whose list would cost
   * more than `eagerListingWork` is deferred: it is listed inside the search once every
   * listed room holds its stone, under the cells and column room they leave it. Returns
   * the run's result when the listing decides it, else null.
   */
  listUpFront(eagerListingWork: number): SolveResult<SubsetStats> | null {
    const { board, meter, lists } = this;
    const { rooms } = board;
    this.listOrder = rooms.map((_, i) => i).sort((a, b) => {
      const ka = typeof board.clues[a] === "number" ? 0 : 1;
      const kb = typeof board.clues[b] === "number" ? 0 : 1;
      return ka - kb || rooms[a]!.length - rooms[b]!.length || a - b;
    });
    for (const r of this.listOrder) {
      const trial = workMeter(Math.min(eagerListingWork, meter.budget - meter.used));
      const list = this.listPinned(r, trial);
      meter.used += trial.used;
      if (list === null) {
        if (meter.used > meter.budget) return this.finish(false, "budget");
        this.deferredRooms++;
        continue;
      }
      if (list.count === 0) return this.finish(true, null);
      lists[r] = list;
      this.stonesListed += list.count;
    }
    return null;
  }

  /**
   * The stones of `room` under `limits` and the pins: a cell pinned unshaded is unusable
   * to its room's stone; one pinned shaded must be in it (see pins.ts).
   */
  listPinned(room: number, listMeter: WorkMeter, limits: StoneLimits = {}): StoneList | null {
    const { board, rule, pinned } = this;
    if (pinned === undefined) return listStones(board, room, rule, listMeter, limits);
    const usable = limits.usable;
    const list = listStones(board, room, rule, listMeter, {
      ...limits,
      usable: (cell) => pinned[cell] !== 0 && (usable === undefined || usable(cell)),
    });
    if (list === null) return null;
    return keepPinnedShaded(list, board.rooms[room]!, pinned, board.cols, listMeter);
  }

  /**
   * A deferred room costs a listing at every leaf of the listed rooms: the restarts
   * list it once up front when it takes at most RESTART_LISTING_WORK, and start from
   * a narrowing that knows its stones. Whether any room was listed so, or "failed" when
   * the new narrowing fails at its root.
   */
  listDeferredForRestarts(): boolean | "failed" {
    const { board, rule, meter, runMeter, lists } = this;
    let more = false;
    for (const r of this.listOrder) {
      if (lists[r] !== null) continue;
      const left = meter.budget - this.total();
      if (left <= 0) break;
      const trial = workMeter(Math.min(this.schedule.restartListingWork, left));
      const list = this.listPinned(r, trial);
      runMeter.used += trial.used;
      if (list === null) continue;
      this.stonesListed += list.count;
      lists[r] = list;
      more = true;
    }
    if (more && meter.budget - this.total() > 0) {
      runMeter.budget = meter.budget - this.listingWork;
      // The first search's narrowing is dropped without an undo; the lists it made inside
      // the search lie below those just made, which stay: their memory is not given back.
      this.scratchMarks.length = 0;
      this.useNarrowing(new Narrowing(board, rule, lists.slice(), runMeter));
      if (!this.narrowing.narrow()) return "failed";
      this.root = this.narrowing.mark();
      this.sp = 0;
    }
    return more;
  }

  /**
   * The restarts, while the budget lasts and no search has ended within its limit; the
   * last one's outcome. Past PORTFOLIO_FIRST_WORK, restarts that list the deferred rooms
   * up front take turns, PORTFOLIO_TURN_WORK at a time, with restarts that leave them
   * deferred (`other`, which starts from `deferredLists`): on some numberless maps one
   * kind finds answers in a few million units where the other finds none in a billion.
   * Each kind goes on where it left off.
   */
  restart(
    firstOutcome: "cap" | "budget" | null,
    sweeping: boolean,
    other: Restarts | null,
    deferredLists: (StoneList | null)[],
  ): "cap" | "budget" | null {
    const { board, rule, meter, runMeter, schedule } = this;
    let outcome = firstOutcome;
    let shuffler = seededRandom(RESTART_SEED);
    let turnEnds = schedule.portfolioFirstWork;
    for (let k = 1; outcome === "budget" && !this.listTooBig; k++) {
      const left = Math.min(meter.budget, this.restartsEnd) - this.total();
      if (left <= 0) break;
      this.abandon();
      if (other !== null && this.total() >= turnEnds) {
        const current: Restarts = {
          narrowing: this.narrowing,
          root: this.root,
          shuffler,
          k,
          weight: this.weight,
        };
        if (other.narrowing === null) {
          other.narrowing = new Narrowing(board, rule, deferredLists, runMeter);
          // The same board, rule and lists as the first search's root narrowing, which
          // succeeded (narrowing is deterministic): this one can fail only on the budget.
          // Were it ever to fail otherwise, "budget" is still true, where "complete" would
          // have rested on nothing but that reasoning.
          if (!other.narrowing.narrow()) return "budget";
          other.root = other.narrowing.mark();
        }
        this.useNarrowing(other.narrowing);
        ({ root: this.root, shuffler, k, weight: this.weight } = other);
        other = current;
        turnEnds = this.total() + schedule.portfolioTurnWork;
      }
      this.random = shuffler;
      this.sweep = sweeping;
      this.biggestFirst = k % 2 === 0; // every other search tries the biggest stones first
      runMeter.budget = runMeter.used + left;
      const shortest = this.sweep ? schedule.sweepRestartNodes : schedule.restartNodes;
      this.nodeLimit = this.nodes + luby(k) * shortest;
      outcome = this.search();
    }
    return outcome;
  }

  /**
   * The next room to branch on, or −1 when every room holds its stone. In list order:
   * the listed room not placed with the fewest live stones for its weight. In the sweep:
   * see {@link sweepChoice}. An unlisted (deferred) room only when no listed one is left,
   * the one with the fewest usable cells first.
   */
  fewestChoices(): number {
    const { roomCount, narrowing, placed, liveCount, weight } = this;
    this.runMeter.used += roomCount;
    this.splitCell = -1;
    let best = -1;
    if (!this.sweep) {
      for (let q = 0; q < roomCount; q++) {
        if (placed[q] === 0 && narrowing.listOf(q) !== null) {
          if (best < 0 || liveCount[q]! / weight[q]! < liveCount[best]! / weight[best]!) best = q;
        }
      }
    } else best = this.sweepChoice();
    if (best >= 0 && liveCount[best]! > 1 && this.splitsNearPins()) {
      this.splitCell = this.openCellNearPins(best);
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
  }

  /**
   * The open cell of listed unplaced room q (some of its live stones shade it, some do
   * not) nearest the pins, or −1 when it has none (one live stone left).
   */
  openCellNearPins(q: number): number {
    const { narrowing, liveCount, runMeter } = this;
    const order = this.nearPins!;
    const roomOf = this.board.roomOf;
    for (let i = 0; i < order.length; i++) {
      const cell = order[i]!;
      if (roomOf[cell] !== q) continue;
      const shaders = narrowing.shadersOf(cell);
      if (shaders > 0 && shaders < liveCount[q]!) {
        runMeter.used += i + 1;
        return cell;
      }
    }
    runMeter.used += order.length;
    return -1;
  }

  /**
   * The sweep's next listed room, or −1: a listed room left with a single stone; else
   * the one with the most live stones if that is over BIG_ROOM_STONES; else, of those
   * with an open cell in the leftmost column that has any, the one with the fewest live
   * stones for its weight.
   */
  sweepChoice(): number {
    const { roomCount, narrowing, placed, liveCount, weight, openColumn } = this;
    const bigRoomStones = this.schedule.bigRoomStones;
    let best = -1;
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
    return best;
  }

  /** A complete assignment: columns are balanced by construction; rule 4 proper remains. */
  acceptLeaf(): void {
    const { board, shaded } = this;
    this.leaves++;
    if (this.dropFillsBottomHalf && !packsByRank(board, shaded, board.roomOf)) {
      this.dropRejected++;
      return;
    }
    this.runAnswers.push(shaded.slice());
    const key = shaded.join("");
    if (!this.seen.has(key)) {
      this.seen.add(key);
      this.answers.push(shaded.slice());
    }
  }

  /**
   * Opens a frame for `room`. A room still unlisted (chosen because no listed room is
   * left to place) is listed first, under the whole remaining budget, and narrowed like
   * any other room, which may leave it nothing to try. False when the budget ran out.
   */
  push(room: number): boolean {
    const { narrowing, runMeter, sp } = this;
    this.frameOpened[sp] = narrowing.mark();
    let end = this.liveCount[room]!;
    this.frameListed[sp] = 0;
    if (narrowing.listOf(room) === null) {
      this.frameListed[sp] = 1;
      this.scratchMarks.push(markScratch());
      const listed = this.listInSearch(room);
      if (listed < 0) return false;
      end = listed;
    }
    if (this.random !== null) narrowing.shuffleLive(room, this.random, this.biggestFirst);
    this.frameColumn[sp] = PLACE;
    if (this.splitCell >= 0) {
      // Two groups, neither empty (the cell is open): the stones that leave it, the rest.
      this.frameColumn[sp] = CELL_SPLIT;
      this.frameCell[sp] = this.splitCell;
      end = 2;
    }
    const column = this.sweep && end > 1 ? narrowing.firstOpenColumn(room) : -1;
    if (column >= 0) {
      // The distinct masks in live order (so a shuffle reorders the groups too).
      const patterns: number[] = [];
      const arr = this.live[room]!;
      for (let i = 0; i < end; i++) {
        const mask = narrowing.columnPattern(room, arr[i]!, column);
        if (!patterns.includes(mask)) patterns.push(mask);
      }
      runMeter.used += end * patterns.length;
      if (patterns.length > 1) {
        this.frameColumn[sp] = column;
        this.framePatterns[sp] = patterns;
        end = patterns.length;
      }
    }
    if (this.frameColumn[sp] === PLACE) this.unplaced--;
    this.frameRoom[sp] = room;
    this.frameIdx[sp] = -1;
    this.frameEnd[sp] = end;
    this.frameMark[sp] = narrowing.mark();
    this.frameHolds[sp] = 0;
    this.sp = sp + 1;
    return true;
  }

  /**
   * Lists the deferred `room` inside the search and narrows; its live stones, or −1 when
   * the budget ran out. Under the remaining budget, but at most LIST_WORK: a list stores
   * about one integer a unit, and a bigger one would outgrow memory (and a typed array).
   */
  listInSearch(room: number): number {
    const { narrowing, runMeter } = this;
    const listWork = this.schedule.listWork;
    const listMeter = workMeter(Math.min(listWork, runMeter.budget - runMeter.used));
    const list = this.listPinned(room, listMeter, narrowing.limitsFor(room, this.unplaced === 1));
    runMeter.used += listMeter.used;
    if (list === null) {
      this.listTooBig = listMeter.used > listMeter.budget && listMeter.budget === listWork;
      return -1;
    }
    this.stonesListed += list.count;
    narrowing.activate(room, list);
    if (narrowing.narrow()) return this.liveCount[room]!;
    if (runMeter.used > runMeter.budget) return -1;
    return 0;
  }

  /**
   * One depth-first search from the root until runMeter.budget; answers go to
   * `runAnswers` and, when new, to `answers`; it stops once `answers` holds `cap`.
   */
  search(): "cap" | "budget" | null {
    const { narrowing, runMeter, live, weight } = this;
    const { frameRoom, frameColumn, frameHolds, frameIdx, frameEnd, frameMark } = this;
    this.sp = 0;
    this.unplaced = this.roomCount;
    this.runAnswers = [];
    if (!this.push(this.fewestChoices())) return "budget";
    while (this.sp > 0) {
      const f = this.sp - 1;
      const room = frameRoom[f]!;
      const column = frameColumn[f]!;
      if (frameHolds[f] === 1) {
        if (column === PLACE) narrowing.unplace(room, live[room]![frameIdx[f]!]!);
        narrowing.undo(frameMark[f]!);
        frameHolds[f] = 0;
      }
      const idx = ++frameIdx[f]!;
      if (idx >= frameEnd[f]!) {
        narrowing.undo(this.frameOpened[f]!);
        if (this.frameListed[f] === 1) releaseScratch(this.scratchMarks.pop()!);
        if (column === PLACE) this.unplaced++;
        this.sp--;
        continue;
      }
      if (runMeter.used > runMeter.budget || this.nodes >= this.nodeLimit) return "budget";
      this.nodes++;
      runMeter.used++;
      if (column >= 0) narrowing.keepPattern(room, column, this.framePatterns[f]![idx]!);
      else if (column === CELL_SPLIT) narrowing.keepCell(room, this.frameCell[f]!, idx === 1);
      else narrowing.place(room, live[room]![idx]!);
      frameHolds[f] = 1;
      if (!narrowing.narrow()) {
        if (runMeter.used > runMeter.budget) return "budget";
        const emptied = narrowing.emptiedRoom;
        if (emptied >= 0) {
          weight[emptied]!++;
          weight[room]!++;
        }
        if (this.splitsNearPins()) {
          weight[room]!++;
          if (emptied < 0) {
            blameDeadEnd(this.board, narrowing, this.columnRooms, weight, DEAD_END_BLAME);
          }
        }
        continue;
      }
      const next = this.fewestChoices();
      if (next >= 0) {
        if (!this.push(next)) return "budget";
        continue;
      }
      this.acceptLeaf();
      if (this.answers.length >= this.cap) return "cap";
    }
    return null;
  }

  /** Takes back an abandoned search: its stones, then everything narrowed since the root. */
  abandon(): void {
    const { narrowing, frameRoom, frameHolds, frameColumn, frameIdx, live } = this;
    for (let f = this.sp - 1; f >= 0; f--) {
      if (frameHolds[f] === 1 && frameColumn[f] === PLACE) {
        narrowing.unplace(frameRoom[f]!, live[frameRoom[f]!]![frameIdx[f]!]!);
      }
      frameHolds[f] = 0;
    }
    narrowing.undo(this.root);
    // Every list made inside the search is dropped with it (a listing that failed in
    // `push` left its mark on top, with no frame).
    const outermost = this.scratchMarks[0];
    if (outermost !== undefined) releaseScratch(outermost);
    this.scratchMarks.length = 0;
  }
}

/** frameColumn of a frame that places its room's live stones in turn. */
const PLACE = -1;
/** frameColumn of a frame that keeps its room's stones that leave frameCell, then the rest. */
const CELL_SPLIT = -2;
/**
 * What a dead end adds to the weight of each room it blames (`dead_end_blame.ts`), where
 * the room just chosen gets 1. Of 0.5 and 1 (and 0: no blame), 0.5 refuted cell 355 of
 * the numberless corpus 20x20-001 pinned shaded soonest under both `convex` and `count`.
 */
const DEAD_END_BLAME = 0.5;

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
 * The most work one room's list may take inside the search: about 400 MB of stones,
 * and as much as the engine's budget once was, so no run within that budget is cut
 * short by it. A room that needs more ends the run as if the budget had run out (its
 * work then counts the whole budget as spent).
 */
export const LIST_WORK = 100_000_000;

/** Work of the first, unshuffled search: the engine's whole budget before restarts. */
export const DETERMINISTIC_WORK = 50_000_000;
/**
 * The same on a board whose restarts sweep (few numbers): they find answers there that
 * the list order misses, so they get more of the budget. Of the shares tried on drawn
 * numberless 12×12 maps (10 M to 50 M), 25 M decided the most. The tail is chaotic:
 * corpus 12x12-008 without numbers, which the list-order search decides at 34 M, is lost
 * at 30 M and at 10 M; no value wins everywhere.
 */
export const SWEEP_FIRST_WORK = 25_000_000;
/**
 * With cells pinned, the share of the budget kept for a last search in list order, from
 * the root, unshuffled, after the restarts. On the numberless corpus board 20x20-001
 * under `convex`, cell 355 pinned shaded (it is forced unshaded) is refuted by the
 * list-order search in 298 M units (2,230 nodes, failing 9–20 frames deep, by the
 * rooms beside the pin), while sweeps from the left, shuffled or not, do not end within
 * 1 G units (53,000 nodes, failing 60–95 frames deep, at the pin's columns, under every
 * choice made left of them). The restarts keep their first fifth: given only 1/8 of the
 * budget, they no longer refuted 28 of the 50 forced cells of numberless 20x20-005.
 * (Measured before the list-order searches of pinned questions split rooms on cells
 * near the pins; with the splits and without probing (`probeStones` 0) that run refutes
 * cell 355 in 132 M units in all under `convex` and 141 M under `count`, where it was
 * 156 M and over 400 M. With probing, the root's probe refutes it in about 3 M.)
 */
export const PINNED_LAST_SHARE = 4 / 5;
/**
 * Rooms with at most this many live stones are probed at the root of a pinned question
 * (probe.ts). Measured on the forced cells of the 8 numberless corpus 20×20 boards
 * under `convex` and `count` at 25 M units: with 2, no question more refuted; with 3,
 * not cells 277 and 296 of 20x20-002; 8 refutes what 4 does for more work.
 */
export const PROBE_STONES = 4;
/**
 * Cells at most this many steps from a pinned cell are probed at the root of a pinned
 * question (probe.ts). Measured as PROBE_STONES: reach 4 and 8 refute 2 questions more
 * than none, 5 and 6 refute 4 more (5 for less work).
 */
export const PROBE_REACH = 5;
/**
 * The most of the first search's budget probing may take: when it runs out, the root
 * is left as it was and the searches go on with what is left.
 */
export const PROBE_SHARE = 1 / 4;
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
 * search needs about three times as many of them (of 100, 300, 500 and 1,000 tried,
 * 300 decided the most drawn numberless 12×12 maps).
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
  /** 1: pinned questions split rooms on cells near the pins (module header); 0: they do not. */
  splitNearPins: 1,
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
