/**
 * The subset engine's search: list, for every room, each stone it could hold
 * (`stones.ts`), then choose one stone per room by depth-first search.
 *
 * The search always continues with the room that has the fewest stones still
 * possible, so forced rooms go first and dead ends show early. After each
 * choice every other room drops the stones it can no longer take: a cell next
 * to a placed stone across a border, or a column that would pass rows/2 shaded
 * cells. A column is also cut when even the largest possible share of every
 * unplaced room cannot bring it up to rows/2, or the smallest unavoidable share
 * already pushes it past. Under `exact`, placed stones must also still be able to
 * satisfy the rank invariant given the cells not yet decided; a complete
 * assignment is judged by the rank invariant itself (`rank.ts`).
 *
 * A room whose stones would be too costly to list up front (a big room without a
 * clue) is deferred: it counts only through its free cells until the other rooms
 * are placed, and is listed then, under the cells and column room left to it.
 *
 * @module
 */

import type { SolveOptions, SolveResult } from "../../../core/grid.ts";
import type { StostoneBoard, StostoneRule } from "../../../core/stostone/board.ts";
import { packsByRank } from "./rank.ts";
import { columnLimit, type StoneList } from "./stone_list.ts";
import { listStones } from "./stones.ts";
import { workMeter } from "./work.ts";

/** What the subset engine reports about its work. */
export interface SubsetStats {
  /** Stones tried in the search (one per search node). */
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
  /** Work units spent in all, the quantity the budget bounds. */
  readonly work: number;
}

/**
 * Runs the search with checked options. `eagerListingWork` is the most work one
 * room's list may cost before the search starts; rooms that need more are deferred.
 *
 * @example
 * ```ts
 * import { searchStones } from "./search.ts";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * const board = stostoneBoard({ rows: 2, cols: 1 }, { vertical: new Uint8Array(0), horizontal: new Uint8Array(1) });
 * const eager = searchStones(board, { rule: "exact", cap: 5, budget: 1000 }, 1000);
 * const deferred = searchStones(board, { rule: "exact", cap: 5, budget: 1000 }, 0);
 * console.assert(eager.answers.length === 2 && deferred.answers.length === 2);
 * console.assert(deferred.stats.deferredRooms === 1);
 * ```
 */
export function searchStones(
  board: StostoneBoard,
  options: SolveOptions<StostoneRule>,
  eagerListingWork: number,
): SolveResult<SubsetStats> {
  const { rule, cap, budget } = options;
  const meter = workMeter(budget);
  let deferredRooms = 0;
  const { rows, cols, rooms, roomOf } = board;
  const cellCount = rows * cols;
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
  if (rule !== "none" && rows % 2 !== 0) return finish(true, null);
  const limit = columnLimit(rows, rule);
  const half = rows / 2;
  const balanced = rule !== "none";

  // List clued rooms first, then the rest, smaller first within each: an impossible
  // small room ends the run before a big room is tried. A room whose list would cost
  // more than `eagerListingWork` is deferred: it is listed inside the search, once its
  // neighbours hold their stones and the columns say how much it may take.
  const listOrder = rooms.map((_, i) => i).sort((a, b) => {
    const ka = typeof board.clues[a] === "number" ? 0 : 1;
    const kb = typeof board.clues[b] === "number" ? 0 : 1;
    return ka - kb || rooms[a]!.length - rooms[b]!.length || a - b;
  });
  const lists: (StoneList | null)[] = rooms.map(() => null);
  const deferred = new Uint8Array(roomCount);
  for (const r of listOrder) {
    const trial = workMeter(Math.min(eagerListingWork, meter.budget - meter.used));
    const list = listStones(board, r, rule, trial);
    meter.used += trial.used;
    if (list === null) {
      if (meter.used > meter.budget) return finish(false, "budget");
      deferred[r] = 1;
      deferredRooms++;
      continue;
    }
    if (list.count === 0) return finish(true, null);
    lists[r] = list;
    stonesListed += list.count;
  }

  // Neighbours in other rooms, flat: a placed stone blocks these cells.
  const crossStart = new Int32Array(cellCount + 1);
  const cross: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    const nbs = [
      r > 0 ? cell - cols : -1,
      c > 0 ? cell - 1 : -1,
      c < cols - 1 ? cell + 1 : -1,
      r < rows - 1 ? cell + cols : -1,
    ];
    for (const nb of nbs) if (nb >= 0 && roomOf[nb] !== roomOf[cell]) cross.push(nb);
    crossStart[cell + 1] = cross.length;
  }
  const roomColumns = rooms.map((cells) => [...new Set(cells.map((cell) => cell % cols))]);

  const identity = (count: number): Int32Array => Int32Array.from({ length: count }, (_, i) => i);
  const live = lists.map((list) => identity(list?.count ?? 0));
  const liveCount = Int32Array.from(lists, (list) => list?.count ?? 0);
  const trail: number[] = []; // (room, previous live count) pairs, undone on backtrack
  const placed = new Uint8Array(roomCount);
  const blocked = new Int32Array(cellCount);
  const shaded = new Uint8Array(cellCount);
  const colCount = new Int32Array(cols);
  const potMax = new Int32Array(cols);
  const potMin = new Int32Array(cols);
  const touch = new Int32Array(cols);
  const maxAmt = new Int32Array(cols);
  const minAmt = new Int32Array(cols);

  const place = (room: number, stone: number, sign: 1 | -1): void => {
    const list = lists[room]!; // listed: eagerly, or when its frame opened
    for (let k = list.cellStart[stone]!; k < list.cellStart[stone + 1]!; k++) {
      const cell = list.cells[k]!;
      shaded[cell] = sign === 1 ? 1 : 0;
      for (let j = crossStart[cell]!; j < crossStart[cell + 1]!; j++) blocked[cross[j]!]! += sign;
    }
    for (let k = list.colStart[stone]!; k < list.colStart[stone + 1]!; k++) {
      colCount[list.colIndex[k]!]! += sign * list.colAmount[k]!;
    }
  };
  const fits = (list: StoneList, stone: number): boolean => {
    for (let k = list.cellStart[stone]!; k < list.cellStart[stone + 1]!; k++) {
      if (blocked[list.cells[k]!]! > 0) return false;
    }
    for (let k = list.colStart[stone]!; k < list.colStart[stone + 1]!; k++) {
      if (colCount[list.colIndex[k]!]! + list.colAmount[k]! > limit) return false;
    }
    return true;
  };
  // Drops the stones that no longer fit from every unplaced room; false on a dead end.
  const narrow = (): boolean => {
    meter.used += roomCount;
    potMax.fill(0);
    potMin.fill(0);
    for (let q = 0; q < roomCount; q++) {
      if (placed[q] === 1) continue;
      const list = lists[q];
      if (list === null || list === undefined) {
        if (!deferredShare(q)) return false;
        continue;
      }
      const arr = live[q]!;
      let count = liveCount[q]!;
      for (let j = count - 1; j >= 0; j--) {
        const stone = arr[j]!;
        if (fits(list, stone)) continue;
        arr[j] = arr[count - 1]!;
        arr[count - 1] = stone;
        count--;
      }
      meter.used += liveCount[q]!;
      if (count !== liveCount[q]) {
        trail.push(q, liveCount[q]!);
        liveCount[q] = count;
      }
      if (count === 0) return false;
      if (!balanced) continue;
      const columns = roomColumns[q]!;
      for (const c of columns) {
        touch[c] = 0;
        maxAmt[c] = 0;
        minAmt[c] = rows;
      }
      for (let j = 0; j < count; j++) {
        const stone = arr[j]!;
        for (let k = list.colStart[stone]!; k < list.colStart[stone + 1]!; k++) {
          const c = list.colIndex[k]!;
          const a = list.colAmount[k]!;
          touch[c]!++;
          if (a > maxAmt[c]!) maxAmt[c] = a;
          if (a < minAmt[c]!) minAmt[c] = a;
        }
      }
      for (const c of columns) {
        potMax[c]! += maxAmt[c]!;
        // Only a column every remaining stone touches is a share the room cannot avoid.
        if (touch[c] === count) potMin[c]! += minAmt[c]!;
      }
    }
    if (balanced) {
      for (let c = 0; c < cols; c++) {
        if (colCount[c]! + potMax[c]! < half || colCount[c]! + potMin[c]! > half) return false;
      }
    }
    return true;
  };
  // A deferred room's share of each column is bounded by its unblocked cells there.
  const usableIn = new Int32Array(cols);
  const deferredShare = (q: number): boolean => {
    const cells = rooms[q]!;
    meter.used += cells.length;
    let usable = 0;
    for (const cell of cells) {
      if (blocked[cell] === 0) {
        usable++;
        usableIn[cell % cols]!++;
      }
    }
    for (const c of roomColumns[q]!) {
      potMax[c]! += Math.min(limit, usableIn[c]!);
      usableIn[c] = 0;
    }
    return usable > 0; // deferred rooms have a clue other than 0, so they need a stone
  };
  // The listed room with the fewest live stones; deferred rooms only when none is left,
  // the one with the fewest unblocked cells first.
  const fewestChoices = (): number => {
    let best = -1;
    for (let q = 0; q < roomCount; q++) {
      if (placed[q] === 0 && deferred[q] === 0) {
        if (best < 0 || liveCount[q]! < liveCount[best]!) best = q;
      }
    }
    if (best >= 0) return best;
    let bestUsable = Infinity;
    for (let q = 0; q < roomCount; q++) {
      if (placed[q] === 1) continue;
      meter.used += rooms[q]!.length;
      let usable = 0;
      for (const cell of rooms[q]!) if (blocked[cell] === 0) usable++;
      if (usable < bestUsable) {
        bestUsable = usable;
        best = q;
      }
    }
    return best;
  };
  // Lists a deferred room's stones under the present state. When it is the last room
  // its stone must bring every column to exactly rows/2, which fixes its size too.
  const listDeferred = (room: number, last: boolean): StoneList | null => {
    const columnRoom = Int32Array.from(colCount, (n) => balanced ? half - n : cellCount);
    let need = 0;
    for (const n of columnRoom) need += n;
    return listStones(board, room, rule, meter, {
      usable: (cell) => blocked[cell] === 0,
      columnRoom,
      size: last && balanced ? need : undefined,
    });
  };
  // Under `exact`, a partial version of the rank invariant: a placed stone's cell at row r
  // has between (known shaded below) and (known shaded + undecided cells below) shaded
  // cells under it, further bounded by rows/2 − 1 − (shaded above, plus undecided above).
  // Every cell of a stone must be able to agree on r + below: the intervals must meet.
  const rankLo = new Int32Array(roomCount);
  const rankHi = new Int32Array(roomCount);
  const aboveShaded = new Int32Array(rows);
  const aboveOpen = new Int32Array(rows);
  const rankCanHold = (): boolean => {
    meter.used += cellCount;
    rankLo.fill(0);
    rankHi.fill(2 * rows);
    for (let c = 0; c < cols; c++) {
      let shadedSeen = 0;
      let openSeen = 0;
      for (let r = 0; r < rows; r++) {
        const cell = r * cols + c;
        aboveShaded[r] = shadedSeen;
        aboveOpen[r] = openSeen;
        if (shaded[cell] === 1) shadedSeen++;
        else if (placed[roomOf[cell]!] === 0 && blocked[cell] === 0) openSeen++;
      }
      shadedSeen = 0;
      openSeen = 0;
      for (let r = rows - 1; r >= 0; r--) {
        const cell = r * cols + c;
        if (shaded[cell] === 1) {
          const lo = Math.max(shadedSeen, half - 1 - aboveShaded[r]! - aboveOpen[r]!);
          const hi = Math.min(shadedSeen + openSeen, half - 1 - aboveShaded[r]!);
          const room = roomOf[cell]!;
          if (r + lo > rankLo[room]!) rankLo[room] = r + lo;
          if (r + hi < rankHi[room]!) rankHi[room] = r + hi;
          if (rankLo[room]! > rankHi[room]!) return false;
          shadedSeen++;
        } else if (placed[roomOf[cell]!] === 0 && blocked[cell] === 0) openSeen++;
      }
    }
    return true;
  };
  // A complete assignment: columns are balanced by construction; rule 4 proper remains.
  const acceptLeaf = (): void => {
    leaves++;
    if (rule === "exact" && !packsByRank(board, shaded, roomOf)) {
      dropRejected++;
      return;
    }
    answers.push(shaded.slice());
  };

  if (!narrow()) return finish(true, null);

  // Iterative depth-first search (a board may have thousands of rooms): one frame per
  // room being decided, trying its live stones in turn.
  const frameRoom = new Int32Array(roomCount);
  const frameIdx = new Int32Array(roomCount);
  const frameEnd = new Int32Array(roomCount);
  const frameMark = new Int32Array(roomCount);
  const frameHolds = new Uint8Array(roomCount);
  let sp = 0;
  let unplaced = roomCount;
  // Opens a frame for `room`; false when a deferred room's listing ran out of budget.
  const push = (room: number): boolean => {
    if (deferred[room] === 1) {
      const list = listDeferred(room, unplaced === 1);
      if (list === null) return false;
      stonesListed += list.count;
      lists[room] = list;
      live[room] = identity(list.count);
      liveCount[room] = list.count;
    }
    placed[room] = 1;
    unplaced--;
    frameRoom[sp] = room;
    frameIdx[sp] = -1;
    frameEnd[sp] = liveCount[room]!;
    frameMark[sp] = trail.length;
    frameHolds[sp] = 0;
    sp++;
    return true;
  };
  if (!push(fewestChoices())) return finish(false, "budget");
  while (sp > 0) {
    const f = sp - 1;
    const room = frameRoom[f]!;
    if (frameHolds[f] === 1) {
      place(room, live[room]![frameIdx[f]!]!, -1);
      const mark = frameMark[f]!;
      while (trail.length > mark) {
        const previous = trail.pop()!;
        liveCount[trail.pop()!] = previous;
      }
      frameHolds[f] = 0;
    }
    const idx = ++frameIdx[f]!;
    if (idx >= frameEnd[f]!) {
      placed[room] = 0;
      unplaced++;
      if (deferred[room] === 1) lists[room] = null;
      sp--;
      continue;
    }
    if (meter.used > meter.budget) return finish(false, "budget");
    nodes++;
    meter.used++;
    place(room, live[room]![idx]!, 1);
    frameHolds[f] = 1;
    if (!narrow()) continue;
    if (rule === "exact" && !rankCanHold()) continue;
    const next = fewestChoices();
    if (next >= 0) {
      if (!push(next)) return finish(false, "budget");
      continue;
    }
    acceptLeaf();
    if (answers.length >= cap) return finish(false, "cap");
  }
  return finish(true, null);
}
