/**
 * Each rung's own working arrays, kept between calls so a pass allocates nothing: clue's
 * searches over a room, fit's fresh listings, drop's column counts and pass coverage.
 * What they hold is valid only inside the rung that fills it, except where said.
 *
 * @module
 */

import type { Arena } from "./arena.ts";
import type { Geometry } from "./geometry.ts";
import { StoneLister } from "./stones.ts";

/**
 * clue's searches over a room: a breadth-first search from its shaded cells, and
 * Tarjan's depth-first search for the cells whose loss would split them.
 */
export interface ClueSearch {
  readonly bfsQueue: Int32Array;
  readonly bfsDistance: Int32Array;
  /** Per cell: stamped when a search over a room reached it. */
  readonly visitMark: Int32Array;
  visitStamp: number;
  readonly dfsDiscovered: Int32Array;
  readonly dfsLowLink: Int32Array;
  readonly dfsParent: Int32Array;
  /** Per cell: shaded cells in its depth-first subtree. */
  readonly dfsShadedBelow: Int32Array;
  /** Per DFS cell: a shaded cell of its subtree, or −1. */
  readonly dfsShadedCell: Int32Array;
  /** Per cell: the next of its four sides the depth-first search looks at. */
  readonly dfsNextSide: Uint8Array;
  readonly dfsStack: Int32Array;
  /** What the last search over a component found: its cells, and its shaded cells. */
  componentSize: number;
  componentShaded: number;
}

/** clue's search arrays for `n` cells. */
export function clueSearch(arena: Arena, n: number): ClueSearch {
  return {
    bfsQueue: arena.i32(n),
    bfsDistance: arena.i32(n),
    visitMark: arena.i32(n),
    visitStamp: 0,
    dfsDiscovered: arena.i32(n),
    dfsLowLink: arena.i32(n),
    dfsParent: arena.i32(n),
    dfsShadedBelow: arena.i32(n),
    dfsShadedCell: arena.i32(n),
    dfsNextSide: arena.u8(n),
    dfsStack: arena.i32(n),
    componentSize: 0,
    componentShaded: 0,
  };
}

/** fit's listings of the rooms without a table, made afresh when they change. */
export interface FitListing {
  /** The rooms without a table (set by `buildTables`, rungs/fit.ts). */
  untabledRooms: Int32Array;
  /** Per room: the size key (2 × unknown + no shaded) of the smallest listing that gave up. */
  readonly listingGaveUpAt: Int32Array;
  readonly lister: StoneLister;
  /** The lister's input: cells a stone may use, cells it must contain. */
  readonly stoneAllowed: Uint8Array;
  readonly stoneRequired: Int32Array;
  /** Per cell, over a fresh listing: stones containing it, stones with it in their halo. */
  readonly listedOnCell: Int32Array;
  readonly listedBesideCell: Int32Array;
  readonly listedBesideStamp: Int32Array;
  listedStamp: number;
}

/** fit's listing arrays for the board of `geo`. */
export function fitListing(geo: Geometry, arena: Arena): FitListing {
  const { n, roomCount } = geo;
  return {
    untabledRooms: arena.i32(0),
    listingGaveUpAt: arena.i32(roomCount).fill(0x3fffffff),
    lister: new StoneLister(geo, arena),
    stoneAllowed: arena.u8(n),
    stoneRequired: arena.i32(n),
    listedOnCell: arena.i32(n),
    listedBesideCell: arena.i32(n),
    listedBesideStamp: arena.i32(n),
    listedStamp: 0,
  };
}

/** drop's counts per column, and what a pass covers. */
export interface DropScan {
  /** Per cell: shaded and unknown cells above / below it in its column (rank test). */
  readonly shadedAbove: Int32Array;
  readonly unknownAbove: Int32Array;
  readonly shadedBelow: Int32Array;
  readonly unknownBelow: Int32Array;
  /** Hole test, per room in the column scanned: its first and last shaded row. */
  readonly holeFirstRow: Int32Array;
  readonly holeLastRow: Int32Array;
  readonly holeRoomMark: Int32Array;
  /** The rooms with a shaded cell in the column scanned. */
  readonly holeRooms: Int32Array;
  holeRoomStamp: number;
  /** Room-unknown prefix per column: `[c * (rows + 1) + r]` counts rows < r. */
  readonly roomUnknownBefore: Int32Array;
  /** Per column: 1 while a drop pass covers it (see `LadderState.incrementalDrop`). */
  readonly dropColumn: Uint8Array;
  /** Per room: 1 while a drop pass covers it. */
  readonly dropRoom: Uint8Array;
  /** The rooms a drop pass covers, when incremental (so the marks can be cleared). */
  readonly dropRoomList: Int32Array;
  dropRoomCount: number;
  /** Per room: stamped when it touches a changed column (the stone rank test's rooms). */
  readonly roomTouchMark: Int32Array;
  roomTouchStamp: number;
}

/** drop's arrays for the board of `geo`. */
export function dropScan(geo: Geometry, arena: Arena): DropScan {
  const { n, rows, cols, roomCount } = geo;
  return {
    shadedAbove: arena.i32(n),
    unknownAbove: arena.i32(n),
    shadedBelow: arena.i32(n),
    unknownBelow: arena.i32(n),
    holeFirstRow: arena.i32(roomCount),
    holeLastRow: arena.i32(roomCount),
    holeRoomMark: arena.i32(roomCount),
    holeRooms: arena.i32(roomCount),
    holeRoomStamp: 0,
    roomUnknownBefore: arena.i32(cols * (rows + 1)),
    dropColumn: arena.u8(cols),
    dropRoom: arena.u8(roomCount),
    dropRoomList: arena.i32(roomCount),
    dropRoomCount: 0,
    roomTouchMark: arena.i32(roomCount),
    roomTouchStamp: 0,
  };
}
