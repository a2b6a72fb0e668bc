/**
 * The Dosun-Fuwari engine frontier: per board size, how many boards each engine
 * decides (unique, none, or two answers found) within its default budget, and its
 * slowest time; whether propagate's `forcedCells` comes back complete; and whether
 * the forced cells `solve` reports (conformance/forced: propagate, then the other
 * engines where propagate stops at its budget) are complete. Board families per size:
 * - `generated`: the generator's boards at the CLI defaults (unique by construction);
 * - `walked`: solvable boards with big rooms and many answers, made from the trivial
 *   board by random moves of a cell (or a whole room) into a neighbouring room, each
 *   kept only while the board still has an answer (`walkedBoard`,
 *   engines/dosun_fuwari_test_util.ts);
 * - `perturbed`: a walked board with a few cells moved without that check (near
 *   misses: often no answer, found only deep in the search);
 * - `random`: ten times as many boards with random rooms (grown from seeds, or merged
 *   up to 3–22 cells), most with no answer or very many.
 *
 * Run with
 * `npx deno run --allow-read --allow-env tools/dosun_fuwari_frontier.ts [sizes] [boards] [rule]`
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
import { bordersFromLabels, neighbours } from "../core/grid.ts";
import { type Rng, rngFromSeed } from "../core/rng.ts";
import { dosunFuwariSource, runGenerator } from "../conformance/corpus/source.ts";
import { DEFAULT_DENSITY, defaultStarved } from "../conformance/generate/dosun_fuwari.ts";
import { DOSUN_FUWARI_ENGINES } from "../engines/mod.ts";
import { forcedCells } from "../engines/dosun_fuwari/propagate/mod.ts";
import { randomBoard, walkedBoard } from "../engines/dosun_fuwari_test_util.ts";
import { forcedWithEvidence } from "../conformance/forced/mod.ts";

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

function measure(boards: DosunFuwariBoard[], rule: DosunFuwariRule): Tally {
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
      const r = engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board) });
      const ms = performance.now() - t0;
      const decided = r.complete || r.stoppedBy === "cap";
      tally.decided.set(engine.name, (tally.decided.get(engine.name) ?? 0) + (decided ? 1 : 0));
      tally.slowest.set(engine.name, Math.max(tally.slowest.get(engine.name) ?? 0, ms));
    }
    const t0 = performance.now();
    if (forcedCells(board, { rule }).complete) tally.forcedComplete++;
    tally.forcedSlowest = Math.max(tally.forcedSlowest, performance.now() - t0);
    const t1 = performance.now();
    if (forcedWithEvidence(board, rule, { confirm: false }).complete) tally.solveForcedComplete++;
    tally.solveForcedSlowest = Math.max(tally.solveForcedSlowest, performance.now() - t1);
  }
  return tally;
}

function line(label: string, t: Tally): string {
  const parts = DOSUN_FUWARI_ENGINES.map((e) =>
    `${e.name} ${t.decided.get(e.name)}/${t.boards} (≤ ${Math.ceil(t.slowest.get(e.name) ?? 0)} ms)`
  );
  parts.push(
    `forcedCells complete ${t.forcedComplete}/${t.boards} (≤ ${Math.ceil(t.forcedSlowest)} ms)`,
    `solve's forced cells complete ${t.solveForcedComplete}/${t.boards} (≤ ${
      Math.ceil(t.solveForcedSlowest)
    } ms)`,
  );
  return `${label}: ${parts.join(", ")}`;
}

/** The generator's side×side boards at the CLI defaults, seeds 1 to `count`. */
export function generatedBoards(side: number, count: number): DosunFuwariBoard[] {
  return Array.from({ length: count }, (_, k) =>
    runGenerator(dosunFuwariSource({
      rows: side,
      cols: side,
      density: DEFAULT_DENSITY,
      starved: defaultStarved(side, side),
      seed: k + 1,
    })).board as DosunFuwariBoard);
}

/** The boards the frontier draws at one size, by family (see the module header). */
export interface FrontierBoards {
  readonly generated: DosunFuwariBoard[];
  readonly walked: DosunFuwariBoard[];
  readonly perturbed: DosunFuwariBoard[];
  readonly random: DosunFuwariBoard[];
}

/**
 * The boards of one size: `count` generated (official only), walked and perturbed,
 * and `10 * count` random, all drawn from the seed `side * 1000 + count`.
 */
export function frontierBoards(side: number, count: number, rule: DosunFuwariRule): FrontierBoards {
  const propagate = DOSUN_FUWARI_ENGINES[0]!;
  const hasAnswer = (b: DosunFuwariBoard) =>
    propagate.solve(b, { rule, cap: 1, budget: propagate.budgetFor(b) }).answers.length === 1;
  const rng = rngFromSeed(side * 1000 + count);
  // The generator draws boards unique under the official reading: only that one has them.
  const generated = rule === DOSUN_FUWARI_RULE.official ? generatedBoards(side, count) : [];
  const walked: DosunFuwariBoard[] = [];
  for (let k = 0; k < count; k++) {
    const density = rng.pick([0, 0.05, 0.1, 0.15]);
    const maxRoom = rng.pick([6, 12, 20, 40]);
    walked.push(walkedBoard(rng, side, density, maxRoom, side * side, hasAnswer));
  }
  const near = walked.map((b) => perturbed(rng, b, 1 + rng.int(3)));
  const random: DosunFuwariBoard[] = [];
  for (let k = 0; k < 10 * count; k++) random.push(randomBoard(rng, side, k % 2 === 1));
  return { generated, walked, perturbed: near, random };
}

if (import.meta.main) {
  const sizes = (Deno.args[0] ?? "8,12,16,20,24,30").split(",").map(Number);
  const count = Number(Deno.args[1] ?? 6);
  const rule = (Deno.args[2] ?? DOSUN_FUWARI_RULE.official) as DosunFuwariRule;
  for (const side of sizes) {
    const { generated, walked, perturbed: near, random } = frontierBoards(side, count, rule);
    if (generated.length > 0) {
      console.log(
        line(`${side}x${side} ${rule} generated`, measure(generated, rule)),
      );
    }
    console.log(line(`${side}x${side} ${rule} walked`, measure(walked, rule)));
    console.log(line(`${side}x${side} ${rule} perturbed`, measure(near, rule)));
    console.log(line(`${side}x${side} ${rule} random`, measure(random, rule)));
  }
}
