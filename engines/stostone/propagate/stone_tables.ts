/**
 * The fit rung's tables of candidate stones, for the rooms that have one (see
 * `buildTables` in rungs/fit.ts): per stone its room, cells, halo and column runs, which
 * stones each settled cell rules out, and the live counts the rung reads, with the kills
 * in order so a search can revive them.
 *
 * @module
 */

import type { Arena } from "./arena.ts";

/**
 * Candidate stones numbered 0 .. C − 1, room after room; empty until `buildTables` fills
 * them (it replaces the arrays sized by the stones, hence not readonly).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Arena } from "./arena.ts";
 * import { StoneTables } from "./stone_tables.ts";
 * const tables = new StoneTables(new Arena(1024), 4, 2);
 * assert.deepEqual([tables.tabled.length, tables.liveOnCell.length, tables.killLength], [2, 4, 0]);
 * ```
 */
export class StoneTables {
  /** Per room: 1 when it has a table. */
  readonly tabled: Uint8Array;
  /** Per room: its stones `roomStoneStart[R] .. roomStoneStart[R + 1]`. */
  roomStoneStart: Int32Array;
  /** Per stone: its room; its cells `cells[cellStart[k] ..]`. */
  roomOf: Int32Array;
  cellStart: Int32Array;
  cells: Int32Array;
  /** Per stone: its halo as slots of its room's halo, `haloSlots[haloStart[k] ..]`. */
  haloStart: Int32Array;
  haloSlots: Int32Array;
  /** Per halo slot: its cell; a tabled room's slots are `roomHaloSlotStart[R] ..`. */
  haloSlotCell: Int32Array;
  readonly roomHaloSlotStart: Int32Array;
  /** Per stone, its column runs `[runStart[k], runStart[k + 1])`: column, top, bottom. */
  runStart: Int32Array;
  runColumn: Int32Array;
  runTop: Int32Array;
  runBottom: Int32Array;
  /** Per cell x: the stones that die when x is unshaded (those containing x). */
  killIfUnshadedStart: Int32Array;
  killIfUnshaded: Int32Array;
  /** Per cell x: the stones that die when x is shaded (its room's without x, halo holders). */
  killIfShadedStart: Int32Array;
  killIfShaded: Int32Array;
  /** Per stone: 1 once a settled cell ruled it out. */
  dead: Uint8Array;
  /** Per room: its stones still alive. */
  readonly liveInRoom: Int32Array;
  /** Per cell: the live stones that contain it. */
  readonly liveOnCell: Int32Array;
  /** Per halo slot: the live stones of its room that have it in their halo. */
  liveBesideSlot: Int32Array;
  /** Stones killed, in order, for undoing. */
  killTrail: Int32Array;
  /** Used length of {@link StoneTables.killTrail}. */
  killLength = 0;

  constructor(arena: Arena, cells: number, rooms: number) {
    this.roomOf = arena.i32(0);
    this.cellStart = arena.i32(1);
    this.cells = arena.i32(0);
    this.haloStart = arena.i32(1);
    this.haloSlots = arena.i32(0);
    this.dead = arena.u8(0);
    this.liveBesideSlot = arena.i32(0);
    this.haloSlotCell = arena.i32(0);
    this.killIfUnshadedStart = arena.i32(1);
    this.killIfUnshaded = arena.i32(0);
    this.killIfShadedStart = arena.i32(1);
    this.killIfShaded = arena.i32(0);
    this.killTrail = arena.i32(0);
    this.roomStoneStart = arena.i32(1);
    this.runStart = arena.i32(1);
    this.runColumn = arena.i32(0);
    this.runTop = arena.i32(0);
    this.runBottom = arena.i32(0);
    this.tabled = arena.u8(rooms);
    this.liveInRoom = arena.i32(rooms);
    this.liveOnCell = arena.i32(cells);
    this.roomHaloSlotStart = arena.i32(rooms + 1);
  }

  /** Rules stone `c` out; returns its room. */
  kill(c: number): number {
    this.dead[c] = 1;
    this.killTrail[this.killLength++] = c;
    const room = this.roomOf[c]!;
    this.liveInRoom[room]!--;
    const cells = this.cells;
    const onCell = this.liveOnCell;
    for (let i = this.cellStart[c]!; i < this.cellStart[c + 1]!; i++) onCell[cells[i]!]!--;
    const halo = this.haloSlots;
    const besideSlot = this.liveBesideSlot;
    for (let i = this.haloStart[c]!; i < this.haloStart[c + 1]!; i++) besideSlot[halo[i]!]!--;
    return room;
  }

  /** Brings stone `c` back (undo). */
  revive(c: number): void {
    this.dead[c] = 0;
    this.liveInRoom[this.roomOf[c]!]!++;
    const cells = this.cells;
    const onCell = this.liveOnCell;
    for (let i = this.cellStart[c]!; i < this.cellStart[c + 1]!; i++) onCell[cells[i]!]!++;
    const halo = this.haloSlots;
    const besideSlot = this.liveBesideSlot;
    for (let i = this.haloStart[c]!; i < this.haloStart[c + 1]!; i++) besideSlot[halo[i]!]!++;
  }
}
