/**
 * The Dosun-Fuwari engine frontier: per board size, how many boards each engine
 * decides (unique, none, or two answers found) within its default budget, and its
 * slowest time; whether propagate's `forcedCells` comes back complete; and whether
 * the forced cells `solve` reports (conformance/forced: propagate, then the other
 * engines where propagate stops at its budget) are complete. Board families per size:
 * - `generated`: the generator's boards at the CLI defaults (unique by construction);
 * - `walked`: solvable boards with big rooms and many answers, made from the trivial
 *   board by random moves of a cell (or a whole room) into a neighbouring room, each
 *   kept only while the board still has an answer;
 * - `perturbed`: a walked board with a few cells moved without that check (near
 *   misses: often no answer, found only deep in the search);
 * - `random`: ten times as many boards with random rooms (grown from seeds, or merged
 *   up to 3–22 cells), most with no answer or very many.
 *
 * Run with
 * `npx deno run --allow-read --allow-env engines/dosun_fuwari_frontier.ts [sizes] [boards] [rule]`
 * (defaults `8,12,16,20,24,30 6 official`). Prints one line per size and family.
 *
 * @module
 */

import {
  DOSUN_FUWARI_RULE,
  type DosunFuwariBoard,
  dosunFuwariBoard,
} from "../core/dosun_fuwari/board.ts";
import type { DosunFuwariRule } from "../core/dosun_fuwari/board.ts";
import { verticalRuns } from "../core/dosun_fuwari/runs.ts";
import { bordersFromLabels, neighbours } from "../core/grid.ts";
import { type Rng, rngFromSeed } from "../core/rng.ts";
import { sourceFromOptions } from "../cli/generate.ts";
import { runGenerator } from "../conformance/corpus/source.ts";
import { labelConnected } from "../conformance/generate/labels.ts";
import { DOSUN_FUWARI_ENGINES } from "./mod.ts";
import { forcedCells } from "./dosun_fuwari/propagate/mod.ts";
import { randomRoomsBoard } from "../conformance/claims/dosun_fuwari_boards.ts";
import { mergedRoomsBoard } from "./dosun_fuwari_test_util.ts";
import { forcedWithEvidence } from "../conformance/forced/mod.ts";

/**
 * A solvable board with rooms of up to `maxRoom` cells, by random moves from the
 * trivial board (module header), each kept while `hasAnswer` says the board has one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rngFromSeed } from "../core/rng.ts";
 * import { solve } from "./dosun_fuwari/propagate/mod.ts";
 * import { walkedBoard } from "./dosun_fuwari_frontier.ts";
 * const has = (b: Parameters<typeof solve>[0]) => solve(b, { cap: 1 }).answers.length === 1;
 * const board = walkedBoard(rngFromSeed(1), 6, 0.1, 12, 72, has);
 * assert.ok(has(board));
 * ```
 */
export function walkedBoard(
  rng: Rng,
  side: number,
  density: number,
  maxRoom: number,
  steps: number,
  hasAnswer: (board: DosunFuwariBoard) => boolean,
): DosunFuwariBoard {
  const size = { rows: side, cols: side };
  const n = side * side;
  const black = Uint8Array.from({ length: n }, () => (rng.next() < density ? 1 : 0));
  for (let cell = 0; cell < n; cell++) {
    // A one-cell run can never be filled: blacken it, as the generator does.
    const above = cell < side || black[cell - side] === 1;
    const below = cell >= n - side || black[cell + side] === 1;
    if (!black[cell] && above && below) black[cell] = 1;
  }
  const plain = dosunFuwariBoard(size, black, bordersFromLabels(size, new Int32Array(n)));
  const labels = new Int32Array(n).fill(-1);
  verticalRuns(plain).forEach((cells, run) => cells.forEach((cell) => (labels[cell] = run)));
  const make = () => dosunFuwariBoard(size, black, bordersFromLabels(size, labels));
  const roomSize = (label: number) => labels.reduce((k, l) => k + (l === label ? 1 : 0), 0);
  let board = make();
  for (let step = 0; step < steps; step++) {
    const cell = rng.int(n);
    if (black[cell]) continue;
    const targets = neighbours(size, cell).filter((x) => !black[x] && labels[x] !== labels[cell]);
    if (targets.length === 0) continue;
    const from = labels[cell]!, to = labels[rng.pick(targets)]!;
    const saved = Int32Array.from(labels);
    if (rng.next() < 0.15) {
      if (roomSize(from) + roomSize(to) > maxRoom) continue;
      labels.forEach((l, x) => l === from && (labels[x] = to));
    } else {
      if (roomSize(from) <= 2 || roomSize(to) >= maxRoom) continue;
      if (!labelConnected(size, labels, from, cell)) continue;
      labels[cell] = to;
    }
    const next = make();
    if (hasAnswer(next)) board = next;
    else labels.set(saved);
  }
  return board;
}

/** `board` with `moves` random cells handed to a neighbouring room, no check. */
function perturbed(rng: Rng, board: DosunFuwariBoard, moves: number): DosunFuwariBoard {
  const size = { rows: board.rows, cols: board.cols };
  const labels = Int32Array.from(board.roomOf);
  for (let k = 0; k < moves; k++) {
    const cell = rng.int(labels.length);
    if (labels[cell]! < 0) continue;
    const targets = neighbours(size, cell).filter((x) => labels[x]! >= 0);
    if (targets.length > 0) labels[cell] = labels[rng.pick(targets)]!;
  }
  return dosunFuwariBoard(size, board.black, bordersFromLabels(size, labels));
}

/** Per engine: boards decided, the slowest time; and forcedCells complete. */
interface Tally {
  decided: Map<string, number>;
  slowest: Map<string, number>;
  forcedComplete: number;
  forcedSlowest: number;
  /** Boards whose forced cells as `solve` computes them came back complete. */
  solveForcedComplete: number;
  solveForcedSlowest: number;
  boards: number;
}

function measure(boards: DosunFuwariBoard[], rule: DosunFuwariRule, forced: boolean): Tally {
  const tally: Tally = {
    decided: new Map(),
    slowest: new Map(),
    forcedComplete: 0,
    forcedSlowest: 0,
    solveForcedComplete: 0,
    solveForcedSlowest: 0,
    boards: 0,
  };
  for (const board of boards) {
    tally.boards++;
    for (const engine of DOSUN_FUWARI_ENGINES) {
      const t0 = performance.now();
      const r = engine.solve(board, { rule, cap: 2, budget: engine.defaultBudget });
      const ms = performance.now() - t0;
      const decided = r.complete || r.stoppedBy === "cap";
      tally.decided.set(engine.name, (tally.decided.get(engine.name) ?? 0) + (decided ? 1 : 0));
      tally.slowest.set(engine.name, Math.max(tally.slowest.get(engine.name) ?? 0, ms));
    }
    if (forced) {
      const t0 = performance.now();
      if (forcedCells(board, { rule }).complete) tally.forcedComplete++;
      tally.forcedSlowest = Math.max(tally.forcedSlowest, performance.now() - t0);
      const t1 = performance.now();
      if (forcedWithEvidence(board, rule, { confirm: false }).complete) tally.solveForcedComplete++;
      tally.solveForcedSlowest = Math.max(tally.solveForcedSlowest, performance.now() - t1);
    }
  }
  return tally;
}

function line(label: string, t: Tally, forced: boolean): string {
  const parts = DOSUN_FUWARI_ENGINES.map((e) =>
    `${e.name} ${t.decided.get(e.name)}/${t.boards} (≤ ${Math.ceil(t.slowest.get(e.name) ?? 0)} ms)`
  );
  if (forced) {
    parts.push(
      `forcedCells complete ${t.forcedComplete}/${t.boards} (≤ ${Math.ceil(t.forcedSlowest)} ms)`,
      `solve's forced cells complete ${t.solveForcedComplete}/${t.boards} (≤ ${
        Math.ceil(t.solveForcedSlowest)
      } ms)`,
    );
  }
  return `${label}: ${parts.join(", ")}`;
}

if (import.meta.main) {
  const sizes = (Deno.args[0] ?? "8,12,16,20,24,30").split(",").map(Number);
  const count = Number(Deno.args[1] ?? 6);
  const rule = (Deno.args[2] ?? DOSUN_FUWARI_RULE.official) as DosunFuwariRule;
  const propagate = DOSUN_FUWARI_ENGINES[0]!;
  const hasAnswer = (b: DosunFuwariBoard) =>
    propagate.solve(b, { rule, cap: 1, budget: propagate.defaultBudget }).answers.length === 1;
  for (const side of sizes) {
    const rng = rngFromSeed(side * 1000 + count);
    const generated: DosunFuwariBoard[] = [];
    // The generator draws boards unique under the official reading: only that one has them.
    if (rule === DOSUN_FUWARI_RULE.official) {
      for (let seed = 1; seed <= count; seed++) {
        const source = sourceFromOptions("dosun-fuwari", {
          size: `${side}x${side}`,
          seed: String(seed),
        });
        generated.push(runGenerator(source).board as DosunFuwariBoard);
      }
    }
    const walked: DosunFuwariBoard[] = [];
    for (let k = 0; k < count; k++) {
      const density = rng.pick([0, 0.05, 0.1, 0.15]);
      const maxRoom = rng.pick([6, 12, 20, 40]);
      walked.push(walkedBoard(rng, side, density, maxRoom, side * side, hasAnswer));
    }
    const near = walked.map((b) => perturbed(rng, b, 1 + rng.int(3)));
    const forced = side <= 20;
    if (generated.length > 0) {
      console.log(
        line(`${side}x${side} ${rule} generated`, measure(generated, rule, forced), forced),
      );
    }
    console.log(line(`${side}x${side} ${rule} walked`, measure(walked, rule, forced), forced));
    console.log(line(`${side}x${side} ${rule} perturbed`, measure(near, rule, forced), forced));
    const random: DosunFuwariBoard[] = [];
    for (let k = 0; k < 10 * count; k++) {
      const density = rng.pick([0, 0.05, 0.1]);
      random.push(
        k % 2
          ? mergedRoomsBoard(rng.int(2 ** 31), side, side, 3 + rng.int(20), density)
          : randomRoomsBoard(rngFromSeed(rng.int(2 ** 31)), {
            rows: side,
            cols: side,
            density,
            meanRoomSize: rng.pick([4, 6, 10, 16]),
          }),
      );
    }
    console.log(line(`${side}x${side} ${rule} random`, measure(random, rule, forced), forced));
  }
}
