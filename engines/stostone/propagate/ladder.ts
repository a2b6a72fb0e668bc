/**
 * The five-rung deduction ladder of the propagate engine, over one mutable grid
 * state with a trail for undoing.
 *
 * Cells hold −1 (unknown), 0 (unshaded) or 1 (shaded). Every assignment goes on the
 * trail with the rung that made it. The rungs run as a ladder: a rung only runs when
 * every lower rung has nothing left to do, and any new cell sends the ladder back to
 * the bottom, so a cell is credited to the lowest rung that could settle it at the
 * moment it was settled. (A clue room check and a drop pass each settle the batch
 * they computed from one snapshot, so a few cells of a batch may go to the higher
 * rung even though a lower one would have caught them after the batch's first cell.)
 *
 * The rungs, bottom first, each in its own module under rungs/ (see each for the
 * rules it applies): col (rule 4's counting half), clue (numbers, one stone per room,
 * reachability), fit (candidate stones per room), drop (the rank invariant and the
 * no-vertical-hole corollary), probe (singleton consistency). The state they share is
 * state.ts; this driver runs them in ladder order.
 *
 * All work is counted in `work`; once it passes `budget` every entry point returns
 * {@link OUT_OF_BUDGET} promptly, leaving the state at a consistent point.
 *
 * @module
 */

import {
  CONTRADICTION,
  LadderState,
  OK,
  OUT_OF_BUDGET,
  REASON_COLS,
  REASON_ROOM,
  REASON_ROOM_HALO,
  REASON_ROOM_HALO_COLS,
  REASON_VARS,
} from "./state.ts";
import { colStep } from "./rungs/col.ts";
import { clueEvent, clueRoom } from "./rungs/clue.ts";
import { buildTables, fitEvent, fitLive, fitTable } from "./rungs/fit.ts";
import { dropPass } from "./rungs/drop.ts";
import { probe } from "./rungs/probe.ts";

// The constants, RungSwitches and Checkpoint live with the state; importers keep this path.
export * from "./state.ts";

/**
 * One grid state with the ladder's rungs over it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { BY_CLUE, Ladder, OK } from "./ladder.ts";
 * // A 4×2 board cut into two 2×2 rooms, "?" over 0.
 * const geo = geometryOf(stostoneBoard({ rows: 4, cols: 2 }, {
 *   vertical: new Uint8Array(4), horizontal: new Uint8Array([0, 0, 1, 1, 0, 0]),
 * }, ["?", 0]));
 * const only = { col: true, clue: true, fit: false, drop: false, probe: false };
 * const ladder = new Ladder(geo, "exact", only, 1e6);
 * assert.ok(ladder.init() === OK && ladder.full() === OK);
 * // clue empties the 0 room, then col fills the columns' other halves.
 * assert.ok(ladder.val.join() === "1,1,1,1,0,0,0,0");
 * assert.ok(ladder.tally()[BY_CLUE] === 4);
 * ```
 */
export class Ladder extends LadderState {
  /**
   * Prepares the rungs: the odd-rows verdict (col), the initial room checks (clue), and
   * with fit on, col and clue to a fixpoint and then the fit tables, which leave out
   * the stones those cells (and any set before init, such as pins) rule out. So what
   * is settled up to here must never be undone: take checkpoints after init.
   * Returns {@link OK}, {@link CONTRADICTION} or {@link OUT_OF_BUDGET}.
   */
  init(): number {
    const { rungs, geo } = this;
    if (rungs.col && this.balanced && this.rows % 2 !== 0) return CONTRADICTION;
    if (rungs.clue) {
      for (let room = 0; room < geo.roomCount; room++) this.queueClueRoom(room);
    }
    if (rungs.fit) {
      // col and clue first: the tables then hold only the stones their facts leave
      // (the stones fit would otherwise kill first thing; on the published 18×18, all
      // but about a third).
      const status = this.#lower(false);
      if (status !== OK) return status;
      const built = buildTables(this);
      if (built !== OK) return built;
      this.fitQueueHead = this.trail.length;
    }
    // Every candidate stone gets its first rank check against the root's cells.
    for (let c = 0; c < this.cols; c++) {
      this.columnChanged[c] = 1;
      this.changedColumns[c] = c;
    }
    this.changedColumnCount = this.cols;
    return OK;
  }

  /** Runs col, clue, fit and drop (those enabled) to a fixpoint. */
  lower(): number {
    return this.#lower(true);
  }

  /** {@link Ladder.lower}; with `all` false, col and clue only. */
  #lower(all: boolean): number {
    const { rungs, trail } = this;
    const entry = trail.length;
    for (;;) {
      if (this.work > this.budget) return OUT_OF_BUDGET;
      // With counters: back to the learner after any change, so that its nogoods (the
      // counter clauses among them) see it before the next rung reads the board.
      if (this.yieldOnChange && trail.length !== entry) return OK;
      const mark = trail.length;
      // Whatever a rung does not narrow down has the whole board as its reason.
      this.setArea(REASON_COLS, 0, this.cols - 1);
      if (rungs.col && this.colQueueHead < trail.length) {
        if (!colStep(this)) return this.recordConflict();
        continue;
      }
      if (rungs.clue) {
        if (this.clueQueueHead < trail.length) {
          const x = trail.variables[this.clueQueueHead++]!;
          if (x >= this.geo.n) continue;
          if (!clueEvent(this, x)) return this.recordConflict();
          continue;
        }
        if (this.clueQueueLength > 0) {
          const room = this.clueQueue[--this.clueQueueLength]!;
          this.clueQueued[room] = 0;
          this.setArea(REASON_ROOM, room, 0);
          if (!clueRoom(this, room)) return this.recordConflict();
          continue;
        }
      } else {
        this.clueQueueHead = trail.length;
      }
      if (!all) return OK;
      if (rungs.fit) {
        while (this.fitQueueHead < trail.length) {
          const x = trail.variables[this.fitQueueHead++]!;
          if (x < this.geo.n) fitEvent(this, x);
        }
        if (this.fitQueueLength > 0) {
          const room = this.fitQueue[--this.fitQueueLength]!;
          this.fitQueued[room] = 0;
          // Only the candidate-stone rank test kills a table's stones for what its columns
          // hold; without it the room and its halo are the whole reason.
          const byColumns = this.rankRule && this.stoneRank;
          this.setArea(byColumns ? REASON_ROOM_HALO_COLS : REASON_ROOM_HALO, room, 0);
          if (!fitTable(this, room)) return this.recordConflict();
          continue;
        }
        const status = this.liveFit ? fitLive(this) : OK;
        if (status === CONTRADICTION) return this.recordConflict();
        if (status !== OK) return status;
        if (trail.length !== mark) continue;
      }
      if (this.dropDue) {
        this.dropDue = false;
        if (this.holeRule || this.rankRule) {
          if (!dropPass(this)) return this.recordConflict();
          if (trail.length !== mark) continue;
        }
      }
      return OK;
    }
  }

  /**
   * Calls `fn` with every cell of the reason of settled cell `x`: cells settled before
   * it that, by the rules, leave `x` no other value. Meaningless for decisions and
   * cells set from outside (branch, pinned, learnt).
   */
  eachReason(x: number, fn: (y: number) => void): void {
    const trail = this.trail;
    this.eachSettledIn(
      trail.reasonKind[x]!,
      trail.reasonLo[x]!,
      trail.reasonHi[x]!,
      trail.reasonExtra[x]!,
      trail.positionOf[x]!,
      fn,
    );
  }

  /** After {@link CONTRADICTION} from {@link Ladder.lower}: calls `fn` with settled cells that admit no answer together. */
  eachConflict(fn: (y: number) => void): void {
    if (this.conflictKind === REASON_VARS && this.conflictFourth >= 0) {
      const y = this.conflictFourth;
      if (this.valAll[y] !== -1) fn(y);
    }
    this.eachSettledIn(
      this.conflictKind,
      this.conflictLo,
      this.conflictHi,
      this.conflictExtra,
      this.trail.length,
      fn,
    );
  }

  /** {@link Ladder.lower}, then probing to a fixpoint when the probe rung is on. */
  full(): number {
    const status = this.lower();
    if (status !== OK || !this.rungs.probe) return status;
    return probe(this);
  }

  /**
   * The cell to branch on, −1 when every cell is settled. In the tabled room with the
   * fewest live stones (two or more): the unknown cell whose share of them is closest
   * to half, so either value kills many. Without such a room: the unknown cell whose
   * column or room has the fewest unknown cells, preferring cells next to a shaded cell
   * of their room and rooms that already have one.
   */
  pick(): number {
    const geo = this.geo;
    this.work += (geo.n >> 2) + geo.roomCount;
    let bestRoom = -1;
    let bestAlive = 0x7fffffff;
    for (let room = 0; room < geo.roomCount; room++) {
      if (this.stones.tabled[room] !== 1) continue;
      const a = this.stones.liveInRoom[room]!;
      if (a >= 2 && a < bestAlive) {
        bestAlive = a;
        bestRoom = room;
      }
    }
    if (bestRoom >= 0) {
      let best = -1;
      let bestGap = 0x7fffffff;
      for (let i = geo.roomStart[bestRoom]!; i < geo.roomStart[bestRoom + 1]!; i++) {
        const x = geo.roomCells[i]!;
        if (this.val[x] !== -1) continue;
        const gap = Math.abs(2 * this.stones.liveOnCell[x]! - bestAlive);
        if (gap < bestGap) {
          bestGap = gap;
          best = x;
        }
      }
      if (best >= 0) return best;
    }
    let best = -1;
    let bestScore = 0x7fffffff;
    for (let x = 0; x < geo.n; x++) {
      if (this.val[x] !== -1) continue;
      const room = geo.roomOf[x]!;
      const c = geo.colOf[x]!;
      const inColumn = this.rows - this.shadedInColumn[c]! - this.unshadedInColumn[c]!;
      const inRoom = this.rooms.size[room]! - this.shadedInRoom[room]! - this.unshadedInRoom[room]!;
      let touches = 0;
      for (let s = 0; s < 4; s++) {
        const y = geo.openAdj[x * 4 + s]!;
        if (y >= 0 && this.val[y] === 1) touches = 1;
      }
      const score = Math.min(inColumn, inRoom) * 4 - touches * 2 +
        (this.shadedInRoom[room]! > 0 ? 0 : 1);
      if (score < bestScore) {
        bestScore = score;
        best = x;
      }
    }
    return best;
  }

  /** How many cells each rung settled, over the cells settled now. */
  tally(): number[] {
    const out = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < this.trail.length; i++) {
      if (this.trail.variables[i]! < this.geo.n) {
        out[this.trail.settledBy[this.trail.variables[i]!]!]!++;
      }
    }
    return out;
  }
}
