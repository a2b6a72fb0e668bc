/**
 * Forced cells of real-size Stostone boards that are not unique, as a setter meets them:
 * the published boards of at least 100 cells and the corpus's 12×12, 16×16 and 20×20
 * boards with every number removed (rooms kept), and the same corpus boards with about
 * half their numbers removed (each kept with probability ½, seeds 1 and 2). Per board:
 * whether `forcedCells` (the propagate engine alone, default budget) came back complete,
 * its forced cells, its work units and time; then per family the totals, the most work and
 * the geometric mean of the work (the figure the tuning rounds compared; docs/FORCED_CELLS.md).
 *
 * Run: `npx deno run --allow-read tools/forced_survey.ts [--quiet]` (about
 * 25 s on the 2-core machine). Times are wall-clock; work units are exact. To compare a
 * change with what came before: `--save before.json` on the old code, then
 * `--compare before.json` (needs `--allow-write` and `--allow-read` for the file) on the
 * new: every board whose forced cells or completeness changed is named, and the work
 * ratio is given per family and over all boards (exit 1 when any board changed).
 *
 * @module
 */

import { parseArgs } from "node:util";
import { decodeUrl } from "../core/formats/mod.ts";
import { loadExternal } from "../core/formats/boards_test_util.ts";
import { type Rng, rngFromSeed } from "../core/rng.ts";
import { type StostoneBoard, stostoneBoard, withoutNumbers } from "../core/stostone/board.ts";
import { forcedCells } from "../engines/stostone/propagate/mod.ts";
import { listFixtures, readFixture } from "../conformance/corpus/load.ts";
import { geometricMean } from "../core/statistics.ts";
import { writeWhole } from "../core/write_whole.ts";

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

const { values } = parseArgs({
  options: {
    quiet: { type: "boolean" },
    save: { type: "string" },
    compare: { type: "string" },
  },
});

/** One board's outcome, as `--save` writes it and `--compare` reads it. */
interface Outcome {
  readonly id: string;
  readonly complete: boolean;
  /** Per cell: the forced value or -1, as one string. */
  readonly cells: string;
  readonly work: number;
}
let before: Map<string, Outcome> | null = null;
if (values.compare !== undefined) {
  const text = Deno.readTextFileSync(values.compare);
  before = new Map((JSON.parse(text) as Outcome[]).map((o) => [o.id, o]));
}
const outcomes: Outcome[] = [];
const changed: string[] = [];
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
  const outcome = {
    id: `${family}: ${id}`,
    complete: r.complete,
    cells: r.cells.join(),
    work: r.work,
  };
  outcomes.push(outcome);
  const old = before?.get(outcome.id);
  if (before !== null && (old?.complete !== outcome.complete || old?.cells !== outcome.cells)) {
    changed.push(outcome.id);
  }
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
/** Geometric mean of the work of the outcomes whose id starts with `prefix`, and vs before. */
const meanWork = (prefix: string): string => {
  const now = outcomes.filter((o) => o.id.startsWith(prefix));
  const text = `geometric mean ${(geometricMean(now.map((o) => o.work)) / 1e6).toFixed(2)} M units`;
  const then = now.map((o) => before?.get(o.id)?.work);
  if (before === null || then.some((w) => w === undefined)) return text;
  const ratio = geometricMean(now.map((o, i) => o.work / then[i]!));
  return `${text} (${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(1)}% against before)`;
};
for (const [family, t] of tallies) {
  console.log(
    `${family}: ${t.complete} of ${t.boards} complete, ${(t.ms / 1000).toFixed(1)} s in all, ` +
      `the most work ${(t.most / 1e6).toFixed(1)} M units (${t.mostId}), ${
        meanWork(`${family}: `)
      }`,
  );
}
console.log(`all ${outcomes.length} boards: ${meanWork("")}`);
if (before !== null) {
  const missing = [...before.keys()].filter((id) => !outcomes.some((o) => o.id === id));
  console.log(
    changed.length === 0 && missing.length === 0
      ? `the same forced cells and completeness as ${values.compare} on every board`
      : `CHANGED against ${values.compare}: ${
        [...changed, ...missing.map((m) => `${m} (gone)`)].join("; ")
      }`,
  );
  // A change meant to leave every deduction alone fails loudly when it does not.
  if (changed.length > 0 || missing.length > 0) Deno.exitCode = 1;
}
if (values.save !== undefined) {
  await writeWhole(values.save, JSON.stringify(outcomes) + "\n");
  console.log(`saved ${outcomes.length} outcomes to ${values.save}`);
}
