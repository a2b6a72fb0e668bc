/**
 * Pinned cells (`SolveOptions.pinned`) for the subset engine. Every shaded cell of a
 * room belongs to the room's one stone, so a pin is a condition on one room's stone:
 * it may not use a cell pinned unshaded (passed to the listing as an unusable cell)
 * and must use every cell of its room pinned shaded (a filter on the finished list).
 *
 * @module
 */

import type { StoneList } from "./stone_list.ts";
import { StoneListBuilder } from "./stone_list.ts";
import type { WorkMeter } from "./work.ts";

/**
 * Throws `RangeError` unless `pinned` has one entry per cell, each −1, 0 or 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkPinned } from "./pins.ts";
 * checkPinned(Int8Array.from([-1, 0, 1]), 3);
 * assert.throws(() => checkPinned(Int8Array.from([2]), 1), RangeError);
 * ```
 */
export function checkPinned(pinned: Int8Array, cellCount: number): void {
  if (pinned.length !== cellCount) {
    throw new RangeError(
      `stostone/subset: pinned must have ${cellCount} cells, got ${pinned.length}`,
    );
  }
  const bad = pinned.findIndex((v) => v !== -1 && v !== 0 && v !== 1);
  if (bad >= 0) {
    throw new RangeError(
      `stostone/subset: pinned cell ${bad} must be -1, 0 or 1, got ${pinned[bad]}`,
    );
  }
}

/**
 * The stones of `list` that use every cell of `roomCells` pinned shaded (1); the list
 * itself when the room has no such cell. `cols` is the board's width. One work unit
 * per stored cell looked at.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { keepPinnedShaded } from "./pins.ts";
 * import { StoneListBuilder } from "./stone_list.ts";
 * import { workMeter } from "./work.ts";
 * const b = new StoneListBuilder(0, 2);
 * b.add([0]);
 * b.add([1]);
 * const kept = keepPinnedShaded(b.finish(), [0, 1], Int8Array.from([-1, 1]), 2, workMeter(100));
 * assert.equal(kept.count, 1);
 * assert.deepEqual([...kept.cells], [1]);
 * ```
 */
export function keepPinnedShaded(
  list: StoneList,
  roomCells: readonly number[],
  pinned: Int8Array,
  cols: number,
  meter: WorkMeter,
): StoneList {
  const wanted = roomCells.filter((cell) => pinned[cell] === 1);
  meter.used += roomCells.length;
  if (wanted.length === 0) return list;
  const want = new Set(wanted);
  const builder = new StoneListBuilder(list.room, cols);
  for (let s = 0; s < list.count; s++) {
    const start = list.cellStart[s]!;
    const end = list.cellStart[s + 1]!;
    meter.used += end - start;
    let found = 0;
    for (let k = start; k < end; k++) if (want.has(list.cells[k]!)) found++;
    if (found !== want.size) continue;
    for (let k = start; k < end; k++) builder.pushCell(list.cells[k]!);
    builder.closeStone();
  }
  return builder.finish();
}
