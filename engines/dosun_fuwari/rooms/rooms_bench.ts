/**
 * Speed of the rooms engine on unique 8×8 and 12×12 boards (target: under 2 s each
 * at cap 2) and on 20×20 boards it may not finish (target: stop within a few
 * seconds). The unique boards come from a tiny seeded generator: the trivial board
 * (one room per vertical run), then rooms starved by handing a run's end cell to a
 * neighbouring room, each step kept only when this engine still finds one answer.
 */

import { type DosunFuwariBoard, dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
import { rngFromSeed } from "../../../core/rng.ts";
import { solve } from "./mod.ts";

/** A trivial board's parts: random black cells, no one-cell runs, a border between columns. */
function trivialParts(seed: number, size: number) {
  const rng = rngFromSeed(seed);
  const n = size * size;
  const black = Array.from({ length: n }, () => (rng.next() < 0.15 ? 1 : 0));
  const capped = (cell: number) => cell < 0 || cell >= n || black[cell] === 1;
  for (let cell = 0; cell < n; cell++) {
    if (!black[cell] && capped(cell - size) && capped(cell + size)) black[cell] = 1;
  }
  return {
    rng,
    black,
    vertical: new Uint8Array(size * (size - 1)).fill(1),
    horizontal: new Uint8Array((size - 1) * size),
  };
}

function isUnique(board: DosunFuwariBoard): boolean {
  const result = solve(board, { cap: 2 });
  return result.complete && result.answers.length === 1;
}

/** A unique board with up to `starve` starved rooms, and how many it got. */
function starvedBoard(seed: number, size: number, starve: number) {
  const { rng, ...parts } = trivialParts(seed, size);
  const { black, vertical, horizontal } = parts;
  const make = () => dosunFuwariBoard({ rows: size, cols: size }, black, { vertical, horizontal });
  let board = make();
  let starved = 0;
  for (let attempt = 0; attempt < 400 && starved < starve; attempt++) {
    const cell = rng.int(size * size);
    const r = Math.floor(cell / size), c = cell % size;
    const side = c + (rng.next() < 0.5 ? -1 : 1);
    const top = rng.next() < 0.5;
    const end = top
      ? r === 0 || black[cell - size] === 1
      : r === size - 1 || black[cell + size] === 1;
    if (black[cell] || !end || side < 0 || side >= size || black[r * size + side]) continue;
    if (board.roomOf[cell] === board.roomOf[r * size + side]) continue;
    const v = r * (size - 1) + Math.min(c, side);
    const h = top ? cell : cell - size; // the border that cuts the cell off its run
    if (h < 0 || h >= horizontal.length) continue;
    const savedVertical = vertical[v]!, savedHorizontal = horizontal[h]!;
    vertical[v] = 0;
    horizontal[h] = 1;
    const next = make();
    if (next.rooms.every((room) => room.length >= 2) && isUnique(next)) {
      board = next;
      starved++;
    } else {
      vertical[v] = savedVertical;
      horizontal[h] = savedHorizontal;
    }
  }
  if (!isUnique(board)) throw new Error(`seed ${seed}: the generated board is not unique`);
  return { board, starved };
}

/**
 * Random rooms on an open grid: neighbours merged in random order while the room stays
 * at most `target` cells, then lone cells merged into a neighbour (a one-cell room
 * would end the search at once).
 */
function grownRooms(seed: number, size: number, target: number): DosunFuwariBoard {
  const rng = rngFromSeed(seed);
  const n = size * size;
  const parent = Array.from({ length: n }, (_, i) => i);
  const cells = new Array<number>(n).fill(1);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  const vertical = new Uint8Array(size * (size - 1)).fill(1);
  const horizontal = new Uint8Array((size - 1) * size).fill(1);
  const edges: [number, number, Uint8Array, number][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const x = r * size + c;
      if (c < size - 1) edges.push([x, x + 1, vertical, r * (size - 1) + c]);
      if (r < size - 1) edges.push([x, x + size, horizontal, x]);
    }
  }
  rng.shuffle(edges);
  for (const loneOnly of [false, true]) {
    for (const [a, b, flags, k] of edges) {
      const ra = find(a), rb = find(b);
      if (ra === rb) continue;
      if (loneOnly ? cells[ra]! > 1 && cells[rb]! > 1 : cells[ra]! + cells[rb]! > target) continue;
      parent[ra] = rb;
      cells[rb]! += cells[ra]!;
      flags[k] = 0;
    }
  }
  return dosunFuwariBoard({ rows: size, cols: size }, new Uint8Array(n), { vertical, horizontal });
}

for (const [size, starve] of [[8, 4], [12, 8]] as const) {
  for (let seed = 1; seed <= 4; seed++) {
    const { board, starved } = starvedBoard(seed, size, starve);
    Deno.bench(`rooms ${size}×${size} unique, seed ${seed}, ${starved} starved`, {
      group: `${size}x${size}`,
    }, () => {
      solve(board, { cap: 2 });
    });
  }
}

const open20 = dosunFuwariBoard({ rows: 20, cols: 20 }, new Uint8Array(400), {
  vertical: new Uint8Array(20 * 19),
  horizontal: new Uint8Array(19 * 20),
});
const columns20 = dosunFuwariBoard({ rows: 20, cols: 20 }, new Uint8Array(400), {
  vertical: new Uint8Array(20 * 19).fill(1),
  horizontal: new Uint8Array(19 * 20),
});
const random20 = grownRooms(20, 20, 6);
for (const rule of ["official", "loose"] as const) {
  Deno.bench(`rooms 20×20 one room, ${rule}, cap 2`, { group: "20x20" }, () => {
    solve(open20, { rule });
  });
  Deno.bench(`rooms 20×20 random rooms, ${rule}, cap 2`, { group: "20x20" }, () => {
    solve(random20, { rule });
  });
}
// Loose columns hold astronomically many answers: with no cap only the budget stops it.
Deno.bench("rooms 20×20 columns, loose, no cap, default budget", { group: "20x20" }, () => {
  const result = solve(columns20, { rule: "loose", cap: Infinity });
  if (result.stoppedBy !== "budget") throw new Error("expected the budget to stop it");
});
