/**
 * Probing (singleton consistency) at the root of a pinned question. Every room with few
 * live stones tries each of them in turn: place it, narrow, take it back. A stone whose
 * narrowing fails can be in no answer, so it is dropped, which narrows the others; the
 * rooms are probed again until no probe fails. Then each cell near the pins whose room's
 * live stones disagree on it splits them in two, those that shade it and those that do
 * not, and tries each side the same way. A room left without stones, or a cell with both
 * sides failing, refutes the question. While probing, the narrowing also checks that
 * each column can still pack rows/2 shaded cells with no two of different rooms above
 * one another (`Narrowing.packColumns`), which its column ranges do not see.
 *
 * Probing only refutes: when it does not, everything it dropped is put back, in the
 * order it had, so the searches run exactly as they would have without it (keeping the
 * drops refuted the same questions; dropped stones change the list order's choices).
 *
 * Why: on numberless corpus 20x20-001, cell 355 pinned shaded (it is forced unshaded)
 * took the list-order search 156 M units under `convex` and over 400 M under `count`,
 * failing deep down under choices that had nothing to do with the clash. Probing
 * refutes it at the root: 3.6 M and 3.0 M units in all. The packing check is needed:
 * probing without it drops a few stones there but refutes nothing (every room of up to
 * 300 stones probed, or every cell), while the packing check in every narrowing of the
 * search changed its order and lost questions it used to refute. Probing below the
 * root was tried too: a probe's narrowing costs 30,000 to 500,000 units on a 20×20,
 * and probing every node up to 6 frames deep spent 332 M of 400 M units on that cell
 * without refuting it.
 *
 * @module
 */

import type { Narrowing } from "./narrowing.ts";
import type { WorkMeter } from "./work.ts";

/** What probing found: the question still holds, is refuted, or the budget ran out. */
export type ProbeOutcome = "held" | "refuted" | "budget";

/** What {@link probeRoot} probes. */
export interface ProbeTargets {
  /** Every room with at most this many live stones tries each of them. */
  readonly stones: number;
  /**
   * Cells whose room's live stones are split into those that shade the cell and those
   * that do not, each side tried (nearest the pins first, say).
   */
  readonly cells: readonly number[];
  /** The board's room of each cell. */
  readonly roomOf: ArrayLike<number>;
}

/**
 * Probes `narrowing` (narrowed, at a fixpoint): each live stone of every listed unplaced
 * room with at most `targets.stones` of them, again and again until no probe fails; then
 * likewise each of `targets.cells` in a listed unplaced room whose live stones disagree on
 * it: the stones that shade it, and those that do not (both sides failing refute the
 * question; one failing drops its stones). Unless the outcome is
 * `"refuted"` or `keepDrops` is set, the narrowing's live stones are then as they were, in
 * the same order, and its cell states need a {@link Narrowing.narrow} (which reaches the
 * same fixpoint). With `keepDrops` (for tests: every stone dropped must be in no answer)
 * what probing dropped stays dropped.
 * Each probe costs one work unit on `meter` (the narrowing's meter) beside what its
 * narrowing costs, splitting a room by a cell one per cell of each live stone
 * (`Narrowing.keepCell`), and keeping the order one per live stone.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Narrowing } from "./narrowing.ts";
 * import { probeRoot } from "./probe.ts";
 * import { listStones } from "./stones.ts";
 * import { workMeter } from "./work.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * // 2×2, two one-column rooms: one shaded cell per column, not side by side.
 * const board = stostoneBoard(
 *   { rows: 2, cols: 2 },
 *   { vertical: new Uint8Array([1, 1]), horizontal: new Uint8Array(2) },
 * );
 * const meter = workMeter(10_000);
 * const lists = [0, 1].map((room) => listStones(board, room, "exact", meter));
 * const narrowing = new Narrowing(board, "exact", lists, meter);
 * assert.ok(narrowing.narrow());
 * // Each stone of each room, and each side of each cell, leads to an answer: probing
 * // refutes nothing.
 * const targets = { stones: 2, cells: [0, 1, 2, 3], roomOf: board.roomOf };
 * assert.equal(probeRoot(narrowing, meter, targets), "held");
 * // Room 0 shading its top cell (narrowed there) leaves room 1 one stone, and
 * // probing that stone finds the answer: nothing to refute either.
 * narrowing.place(0, narrowing.live[0]![0]!);
 * assert.ok(narrowing.narrow());
 * assert.equal(probeRoot(narrowing, meter, targets), "held");
 * ```
 */
export function probeRoot(
  narrowing: Narrowing,
  meter: WorkMeter,
  targets: ProbeTargets,
  keepDrops = false,
): ProbeOutcome {
  const { live, liveCount, placed } = narrowing;
  const orders: (Int32Array | null)[] = [];
  for (let q = 0; q < liveCount.length; q++) {
    const listed = placed[q] === 0 && narrowing.listOf(q) !== null;
    orders.push(listed ? live[q]!.slice(0, liveCount[q]!) : null);
    if (listed) meter.used += liveCount[q]!;
  }
  const mark = narrowing.mark();
  const packing = narrowing.packColumns;
  narrowing.packColumns = true;
  let outcome = narrowing.narrow() ? probeStones(narrowing, meter, targets.stones) : failed(meter);
  if (outcome === "held") outcome = probeCells(narrowing, meter, targets);
  narrowing.packColumns = packing;
  if (outcome === "refuted" || keepDrops) return outcome;
  narrowing.undo(mark);
  orders.forEach((order, q) => {
    if (order !== null) narrowing.restoreOrder(q, order);
  });
  return outcome;
}

/** A narrowing failed: on the budget, or for want of answers. */
function failed(meter: WorkMeter): ProbeOutcome {
  return meter.used > meter.budget ? "budget" : "refuted";
}

/** The stones' probing (see {@link probeRoot}), dropping the stones that fail. */
function probeStones(narrowing: Narrowing, meter: WorkMeter, maxStones: number): ProbeOutcome {
  const { live, liveCount, placed } = narrowing;
  const dropped: number[] = [];
  for (let changed = true; changed;) {
    changed = false;
    for (let q = 0; q < liveCount.length; q++) {
      const n = liveCount[q]!;
      if (placed[q] === 1 || narrowing.listOf(q) === null || n > maxStones) continue;
      // The room is placed while its stones are tried, so its live order stays put.
      const stones = live[q]!.slice(0, n);
      dropped.length = 0;
      for (const stone of stones) {
        meter.used++;
        const mark = narrowing.mark();
        narrowing.place(q, stone);
        const held = narrowing.narrow();
        narrowing.unplace(q, stone);
        narrowing.undo(mark);
        if (held) continue;
        if (meter.used > meter.budget) return "budget";
        dropped.push(stone);
      }
      if (dropped.length === 0) continue;
      if (dropped.length === n) return "refuted";
      meter.used += n;
      narrowing.keepWhere(q, (stone) => !dropped.includes(stone));
      if (!narrowing.narrow()) return failed(meter);
      changed = true;
    }
  }
  return "held";
}

/** The cells' probing (see {@link probeRoot}), dropping the side of a cell that fails. */
function probeCells(narrowing: Narrowing, meter: WorkMeter, targets: ProbeTargets): ProbeOutcome {
  const { liveCount, placed } = narrowing;
  for (let changed = true; changed;) {
    changed = false;
    for (const cell of targets.cells) {
      const q = targets.roomOf[cell]!;
      if (placed[q] === 1 || narrowing.listOf(q) === null) continue;
      const shading = narrowing.shadersOf(cell);
      if (shading === 0 || shading === liveCount[q]) continue;
      let failedSides = 0;
      let failedSide = false;
      for (const side of [true, false]) {
        meter.used++;
        const mark = narrowing.mark();
        narrowing.keepCell(q, cell, side);
        const held = narrowing.narrow();
        narrowing.undo(mark);
        if (held) continue;
        if (meter.used > meter.budget) return "budget";
        failedSides++;
        failedSide = side;
      }
      if (failedSides === 0) continue;
      if (failedSides === 2) return "refuted";
      narrowing.keepCell(q, cell, !failedSide);
      if (!narrowing.narrow()) return failed(meter);
      changed = true;
    }
  }
  return "held";
}
