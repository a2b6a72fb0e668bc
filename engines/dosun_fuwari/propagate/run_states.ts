/**
 * The legal fillings of one vertical run, the per-run domains this engine starts
 * from. A run is a maximal vertical strip of white cells, capped at both ends by a
 * black cell or the grid edge; a filling gives each of its cells, top to bottom,
 * {@link EMPTY}, {@link BALLOON} or {@link IRON}.
 *
 * Official reading: balloons are a prefix and iron balls a suffix, so a run of
 * length L has the (L+1)(L+2)/2 states (b, s), b + s ≤ L. These lists are built
 * from that formula, not by checking the rule, so comparing them with a brute force
 * over all 3^L fillings tests the reduction itself. Loose reading ("or any piece"):
 * no such shape, the fillings are enumerated cell by cell (A095263: 3, 7, 16, 37, …).
 *
 * @module
 */

import { BALLOON, EMPTY, IRON } from "../../../core/dosun_fuwari/board.ts";

/**
 * What holds a piece up inside a run: only a piece of its own kind (the official
 * reading), any piece (a reading whose `anyPieceHolds` is set), or nothing is checked
 * (the run rung off).
 */
export type RunSupport = "own kind" | "any piece" | "unchecked";

/** The longest run {@link runStatesLoose} lists: a(16) is 2,143,648 fillings. */
export const MAX_LOOSE_LIST_LENGTH = 16;

/**
 * Work units charged per generated state beyond one per cell: the engine keeps a few
 * numbers per state (its place in the domain, the trail, its room signature), so
 * charging them keeps memory proportional to the budget.
 */
export const STATE_OVERHEAD = 8;

/** Where a generator gets its work units; it throws to stop the generator. */
export type Spend = (units: number) => void;

/** A growable flat list of fillings of one length. */
export interface FillingList {
  /** Number of fillings. */
  count: number;
  /** count × length values, filling after filling. */
  fill: Uint8Array;
  /** True when some filling was left out because it put two of a kind in one room. */
  pruned: boolean;
}

function assertRunLength(length: number, max: number, where: string): void {
  if (!Number.isInteger(length) || length < 0 || length > max) {
    throw new RangeError(
      `${where}: run length must be a whole number from 0 to ${max}, got ${length}`,
    );
  }
}

/**
 * Every official state (b, s) of a run of `length` cells as fillings, ordered by b then s:
 * b balloons at the top, s iron balls at the bottom, empty between. There are
 * (L+1)(L+2)/2 of them. Throws `RangeError` unless `length` is a whole number in 0..100.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runStatesOfficial } from "./run_states.ts";
 * const states = runStatesOfficial(2).map((f) => f.join(""));
 * assert.ok(states.join(" ") === "00 02 22 10 12 11");
 * ```
 */
export function runStatesOfficial(length: number): Uint8Array[] {
  assertRunLength(length, 100, "runStatesOfficial");
  const list = officialFillings(length, null, () => {});
  return split(list, length);
}

/**
 * Every legal filling of a run of `length` cells under the loose reading ("or any
 * piece"): a balloon needs the cap or any piece above it, an iron ball the cap or any
 * piece below it. Ordered lexicographically by cell values, top cell first. Throws
 * `RangeError` unless `length` is a whole number in 0..{@link MAX_LOOSE_LIST_LENGTH}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runStatesLoose } from "./run_states.ts";
 * // The official six plus "iron over balloon", the pair that holds itself up.
 * assert.ok(runStatesLoose(2).map((f) => f.join("")).join(" ") === "00 02 10 11 12 21 22");
 * ```
 */
export function runStatesLoose(length: number): Uint8Array[] {
  assertRunLength(length, MAX_LOOSE_LIST_LENGTH, "runStatesLoose");
  return split(enumerateFillings(length, "any piece", null, () => {}), length);
}

function split(list: FillingList, length: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < list.count; i++) out.push(list.fill.slice(i * length, (i + 1) * length));
  return out;
}

/**
 * The official states (b, s) of a run as a flat list. With `localRoom` (the room of
 * each cell, numbered within the run) states that put two balloons or two iron balls
 * into one room are left out: b stops before the first repeated room of the prefix,
 * s before the first repeated room of the suffix. Spends `length` + {@link STATE_OVERHEAD}
 * units per state before building anything, so memory stays within the budget.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { officialFillings } from "./run_states.ts";
 * // A run of 3 cells in one room: b ≤ 1 and s ≤ 1.
 * const list = officialFillings(3, new Int32Array(3), () => {});
 * assert.ok(list.count === 4 && list.pruned);
 * ```
 */
export function officialFillings(
  length: number,
  localRoom: Int32Array | null,
  spend: Spend,
): FillingList {
  let maxB = length;
  let maxS = length;
  if (localRoom !== null) {
    maxB = firstRepeat(length, (i) => localRoom[i]!);
    maxS = firstRepeat(length, (i) => localRoom[length - 1 - i]!);
  }
  let count = 0;
  for (let b = 0; b <= maxB; b++) count += Math.min(maxS, length - b) + 1;
  spend(count * (length + STATE_OVERHEAD));
  const fill = new Uint8Array(count * length);
  let at = 0;
  for (let b = 0; b <= maxB; b++) {
    for (let s = 0; s <= Math.min(maxS, length - b); s++) {
      fill.fill(BALLOON, at, at + b);
      fill.fill(IRON, at + length - s, at + length);
      at += length;
    }
  }
  const full = ((length + 1) * (length + 2)) / 2;
  return { count, fill, pruned: count < full };
}

/** The length of the longest prefix (in the order `at` gives) with no repeated value. */
function firstRepeat(length: number, at: (i: number) => number): number {
  const seen = new Set<number>();
  for (let i = 0; i < length; i++) {
    const v = at(i);
    if (seen.has(v)) return i;
    seen.add(v);
  }
  return length;
}

/**
 * Every filling of a run of `length` cells that `support` allows (`unchecked`: all 3^L),
 * depth first, values tried in the order empty, balloon, iron, so the list is
 * lexicographic. With `localRoom` a filling that puts two of a kind into one room is
 * cut off as soon as its prefix does. Spends one unit per cell tried and `length` +
 * {@link STATE_OVERHEAD} per filling kept, and throws whatever `spend` throws.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { enumerateFillings } from "./run_states.ts";
 * assert.ok(enumerateFillings(3, "any piece", null, () => {}).count === 16);
 * assert.ok(enumerateFillings(3, "unchecked", null, () => {}).count === 27);
 * ```
 */
export function enumerateFillings(
  length: number,
  support: RunSupport,
  localRoom: Int32Array | null,
  spend: Spend,
): FillingList {
  const list: FillingList = {
    count: 0,
    fill: new Uint8Array(Math.max(16, length * 16)),
    pruned: false,
  };
  const current = new Uint8Array(length);
  let roomCount = 0;
  if (localRoom !== null) { for (const j of localRoom) roomCount = Math.max(roomCount, j + 1); }
  // Per room within the run: 1 when its balloon is used, 2 when its iron ball is.
  const used = new Uint8Array(roomCount);

  const emit = (): void => {
    spend(length + STATE_OVERHEAD);
    if ((list.count + 1) * length > list.fill.length) {
      const grown = new Uint8Array(list.fill.length * 2);
      grown.set(list.fill);
      list.fill = grown;
    }
    list.fill.set(current, list.count * length);
    list.count++;
  };

  const place = (i: number): void => {
    if (i === length) {
      emit();
      return;
    }
    const above = i > 0 ? current[i - 1]! : -1;
    for (const v of [EMPTY, BALLOON, IRON]) {
      spend(1);
      if (!allowedAfter(support, above, v)) continue;
      if (localRoom !== null && v !== EMPTY) {
        const j = localRoom[i]!;
        if (used[j]! & v) {
          list.pruned = true;
          continue;
        }
        used[j] = used[j]! | v;
      }
      current[i] = v;
      place(i + 1);
      if (localRoom !== null && v !== EMPTY) used[localRoom[i]!] = used[localRoom[i]!]! & ~v;
    }
    current[i] = EMPTY;
  };
  place(0);
  return list;
}

/**
 * Whether value `v` may sit directly under `above` (−1: the cap) in a run. Both
 * support conditions are local to a pair of vertical neighbours: a balloon under an
 * empty cell has nothing holding it, and an iron ball over an empty cell has nothing
 * under it (the cap below the last cell always holds).
 */
function allowedAfter(support: RunSupport, above: number, v: number): boolean {
  if (support === "unchecked" || above === -1) return true;
  if (support === "own kind") {
    if (v === BALLOON && above !== BALLOON) return false;
    if (above === IRON && v !== IRON) return false;
    return true;
  }
  if (v === BALLOON && above === EMPTY) return false;
  if (above === IRON && v === EMPTY) return false;
  return true;
}
