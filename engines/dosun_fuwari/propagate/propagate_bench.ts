/**
 * Benchmarks: proving uniqueness (cap 2) of unique 8×8 and 12×12 boards, made here
 * by the write-up's generator: the trivial board (one room per run), then rooms
 * starved one at a time (a run's top cell handed to the room next to it), keeping
 * each step only while the board stays unique. Seeded, so every run benches the
 * same boards. Target: a 12×12 in a median under 5 ms.
 *
 * @module
 */

import { type DosunFuwariBoard, dosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";
import { type Rng, rngFromSeed } from "../../../core/rng.ts";
import { solve } from "./mod.ts";

/** A board from per-cell room labels (−1 black); borders wherever labels differ. */
function boardFromLabels(rows: number, cols: number, label: Int32Array): DosunFuwariBoard {
  const vertical = new Uint8Array(rows * (cols - 1));
  const horizontal = new Uint8Array((rows - 1) * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c < cols - 1) vertical[r * (cols - 1) + c] = label[cell] !== label[cell + 1] ? 1 : 0;
      if (r < rows - 1) horizontal[cell] = label[cell] !== label[cell + cols] ? 1 : 0;
    }
  }
  return dosunFuwariBoard(
    { rows, cols },
    Array.from(label, (l) => (l < 0 ? 1 : 0)),
    { vertical, horizontal },
  );
}

/**
 * A unique board with up to `starve` starved rooms: black cells at `density` (one-cell
 * runs turned black, since a one-cell room cannot hold both pieces), one room per run,
 * then starvation attempts in random order, each kept only if cap-2 solving says the
 * board is still unique.
 */
function starvedBoard(rng: Rng, rows: number, cols: number, density: number, starve: number) {
  const label = Int32Array.from({ length: rows * cols }, () => (rng.next() < density ? -1 : 0));
  const runs: number[][] = [];
  for (let c = 0; c < cols; c++) {
    let run: number[] = [];
    for (let r = 0; r <= rows; r++) {
      const cell = r * cols + c;
      if (r < rows && label[cell]! >= 0) run.push(cell);
      else if (run.length > 0) runs.push(run), run = [];
    }
  }
  for (const run of runs) {
    if (run.length === 1) label[run[0]!] = -1;
  }
  const kept = runs.filter((run) => run.length > 1);
  kept.forEach((run, id) => run.forEach((cell) => (label[cell] = id)));
  // A room left with one cell would need both pieces there, so starve runs of 3 or more.
  const candidates = rng.shuffle(kept.filter((run) => run.length >= 3));
  let starved = 0;
  for (const run of candidates) {
    if (starved === starve) break;
    const top = run[0]!;
    const own = label[top]!;
    // Only a room that is still exactly its run (never given or given a cell).
    if (label.filter((l) => l === own).length !== run.length) continue;
    const c = top % cols;
    const sides = [c > 0 ? top - 1 : -1, c < cols - 1 ? top + 1 : -1]
      .filter((n) => n >= 0 && label[n]! >= 0 && label[n] !== own);
    if (sides.length === 0) continue;
    label[top] = label[rng.pick(sides)]!;
    const result = solve(boardFromLabels(rows, cols, label), { cap: 2 });
    if (result.complete && result.answers.length === 1) starved++;
    else label[top] = own;
  }
  return { board: boardFromLabels(rows, cols, label), starved };
}

function corpus(seed: number, count: number, side: number, starve: number): DosunFuwariBoard[] {
  const rng = rngFromSeed(seed);
  return Array.from({ length: count }, () => starvedBoard(rng, side, side, 0.12, starve).board);
}

const boards8 = corpus(8, 20, 8, 4);
const boards12 = corpus(12, 20, 12, 8);

function roundRobin(boards: DosunFuwariBoard[], rule: "official" | "loose") {
  let next = 0;
  return () => {
    const board = boards[next++ % boards.length]!;
    const result = solve(board, { rule, cap: 2 });
    if (rule === "official" && result.answers.length !== 1) throw new Error("not unique");
  };
}

Deno.bench(
  "prove a unique 8×8 (official, cap 2)",
  { group: "official" },
  roundRobin(boards8, "official"),
);
Deno.bench(
  "prove a unique 12×12 (official, cap 2)",
  { group: "official", baseline: true },
  roundRobin(boards12, "official"),
);
Deno.bench("8×8 under loose (cap 2)", { group: "loose" }, roundRobin(boards8, "loose"));
Deno.bench("12×12 under loose (cap 2)", { group: "loose" }, roundRobin(boards12, "loose"));
