/**
 * Forced cells of real-size Stostone boards that are not unique, as a setter meets them:
 * the published boards of at least 100 cells and the corpus's 12×12, 16×16 and 20×20
 * boards with every number removed (rooms kept), and the same corpus boards with about
 * half their numbers removed (each kept with probability ½, seeds 1 and 2). Per board:
 * whether `forcedCells` (the propagate engine alone, default budget) came back complete,
 * its forced cells, its work units and time; then per family the totals and the most work.
 *
 * Run: `npx deno run --allow-read conformance/forced/forced_survey.ts [--quiet]` (about
 * 25 s on the 2-core machine). Times are wall-clock; work units are exact.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { decodeUrl } from "../../core/formats/mod.ts";
import { loadExternal } from "../../core/formats/boards_test_util.ts";
import { type Rng, rngFromSeed } from "../../core/rng.ts";
import { type StostoneBoard, stostoneBoard, withoutNumbers } from "../../core/stostone/board.ts";
import { forcedCells } from "../../engines/stostone/propagate/mod.ts";
import { listFixtures, readFixture } from "../corpus/load.ts";

const REAL_SIZES = ["12x12", "16x16", "20x20"];
const HALF_SEEDS = [1, 2];

interface Case {
  readonly family: string;
  readonly id: string;
  readonly board: StostoneBoard;
}

/** The board with each of its numbers kept with probability ½. */
function halfTheNumbers(b: StostoneBoard, rng: Rng): StostoneBoard {
  return stostoneBoard(b, b, b.clues.map((c) => (c !== null && rng.next() < 0.5 ? c : null)));
}

async function cases(): Promise<Case[]> {
  const out: Case[] = [];
  for (const p of loadExternal("stostone")) {
    const b = decodeUrl(p.pzprjs_url) as StostoneBoard;
    if (b.rows * b.cols < 100) continue;
    out.push({ family: "published, numberless", id: p.id, board: withoutNumbers(b) });
  }
  const corpus: { id: string; board: StostoneBoard }[] = [];
  for (const size of REAL_SIZES) {
    for (const entry of await listFixtures({ genre: "stostone", size })) {
      corpus.push({ id: entry.id, board: (await readFixture(entry.path)).board as StostoneBoard });
    }
  }
  for (const { id, board } of corpus) {
    out.push({ family: "corpus, numberless", id, board: withoutNumbers(board) });
  }
  for (const seed of HALF_SEEDS) {
    for (const { id, board } of corpus) {
      const half = halfTheNumbers(board, rngFromSeed(seed));
      out.push({ family: "corpus, half the numbers", id: `${id} seed ${seed}`, board: half });
    }
  }
  return out;
}

const { values } = parseArgs({ options: { quiet: { type: "boolean" } } });
interface Tally {
  boards: number;
  complete: number;
  ms: number;
  most: number;
  mostId: string;
}
const tallies = new Map<string, Tally>();
for (const { family, id, board } of await cases()) {
  const started = performance.now();
  const r = forcedCells(board);
  const ms = performance.now() - started;
  const forced = r.cells.filter((v) => v !== -1).length;
  if (!values.quiet) {
    console.log(
      `${family.padEnd(24)} ${id.padEnd(36)} ${r.complete ? "complete  " : "INCOMPLETE"} ${
        String(forced).padStart(4)
      } forced ${(r.work / 1e6).toFixed(1).padStart(6)} M units ${ms.toFixed(0).padStart(6)} ms`,
    );
  }
  const t = tallies.get(family) ?? { boards: 0, complete: 0, ms: 0, most: 0, mostId: "" };
  t.boards++;
  if (r.complete) t.complete++;
  t.ms += ms;
  if (r.work > t.most) {
    t.most = r.work;
    t.mostId = id;
  }
  tallies.set(family, t);
}
for (const [family, t] of tallies) {
  console.log(
    `${family}: ${t.complete} of ${t.boards} complete, ${(t.ms / 1000).toFixed(1)} s in all, ` +
      `the most work ${(t.most / 1e6).toFixed(1)} M units (${t.mostId})`,
  );
}
