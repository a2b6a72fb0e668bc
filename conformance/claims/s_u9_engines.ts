/**
 * Claim S-U9: the three Stostone engines (propagating search, integer-mask
 * enumerator, region-subset enumerator) return the same answer set, not just the
 * same count, under each of the four rule-4 settings: on every connected region map
 * of every even-height board of at most 12 cells (`--full`: 16, so every 4×4 map),
 * each once bare, once with a random clue per room (1 to the room's size, drawn from
 * the run's seed and the map's place in the walk, as CLAIMS.md asks) and once per
 * numbering an exact answer of the bare map gives (every room numbered by its stone's
 * size; that answer must be among the results: random clues rarely leave an answer,
 * these always do), and on random 4×4 region maps with random clues. The walk splits
 * into parts (units of work for `--jobs` and `--shard`) by map position.
 *
 * @module
 */

import { type Borders, bordersFromLabels, type GridSize } from "../../core/grid.ts";
import { type Rng, rngFromSeed } from "../../core/rng.ts";
import {
  STOSTONE_RULE,
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
} from "../../core/stostone/board.ts";
import { agreementOn, type AgreementReport } from "../consensus/agreement.ts";
import { connectedPartitions } from "../boards/partitions.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { answerKey, solveWithAll } from "../consensus/consensus.ts";
import { STOSTONE_ENGINES } from "../../engines/mod.ts";
import { growRegions } from "../generate/stostone.ts";
import { type Claim, runAllParts, thousands, type Witness } from "./types.ts";
import { compareEncoder, type EncoderRun } from "../proof/encode/agreement.ts";
import { problemWitnesses, sumSizeTallies } from "./engine_sweeps.ts";

/** Answer cap of every agreement run: above the answer count of any board here (checked). */
export const S_U9_CAP = 200_000;

/**
 * A random 4×4 region map with random clues: 2..4 rooms grown from random seed
 * cells (so rooms of 4 to 8 cells on average, which leaves most maps with several
 * answers), each room without a clue (1/2), `?` (3/10) or a number from 1 to its
 * size, at most 4 (1/5).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomFourByFour } from "./s_u9_engines.ts";
 * import { rngFromSeed } from "../../core/rng.ts";
 * const board = randomFourByFour(rngFromSeed(3));
 * assert.ok(board.rows === 4 && board.rooms.length >= 2 && board.rooms.length <= 4);
 * ```
 */
export function randomFourByFour(rng: Rng): StostoneBoard {
  const size = { rows: 4, cols: 4 };
  const rooms = 2 + rng.int(3);
  const seeds = rng.shuffle([...Array(16).keys()]).slice(0, rooms);
  const labels = growRegions(size, seeds.map((cell) => [cell]), rng);
  const borders = bordersFromLabels(size, labels);
  const bare = stostoneBoard(size, borders);
  const clues: StostoneClue[] = bare.rooms.map((cells) => {
    const x = rng.next();
    if (x < 0.5) return null;
    if (x < 0.8) return "?";
    return 1 + rng.int(Math.min(cells.length, 4));
  });
  return stostoneBoard(size, borders, clues);
}

function problemsOf(
  reports: Map<string, AgreementReport>,
  part: string,
  seed: number,
): Witness[] {
  const all = [...reports.values()];
  // Counterexamples only: a run stopped at the cap shows nothing (counted, see S_U9).
  const found = all.flatMap((r) => r.disagreements);
  return found.slice(0, 3).map((p) => ({
    genre: "stostone" as const,
    description: `${part}, ${p.rule}: ${p.messages.join("; ")} (seed ${seed})`,
    url: p.url,
  }));
}

/** Per rule, an agreement report over the boards. */
function byRule(
  boards: readonly StostoneBoard[],
  onProgress?: (done: number) => void,
): Map<string, AgreementReport> {
  const out = new Map<string, AgreementReport>();
  let done = 0;
  for (const rule of STOSTONE_RULES) {
    out.set(rule, agreementOn(boards, [rule], S_U9_CAP, () => onProgress?.(++done)));
  }
  return out;
}

const totals = (reports: Map<string, AgreementReport>) => {
  let runs = 0, answers = 0, disagreements = 0, inconclusive = 0;
  for (const r of reports.values()) {
    runs += r.runs;
    answers += r.answersCompared;
    disagreements += r.disagreements.length;
    inconclusive += r.inconclusive.length;
  }
  return { runs, answers, disagreements, inconclusive };
};

/**
 * The encoder (the rules as clauses, `conformance/proof/encode/`) is compared with the
 * engines on every map of at most this many cells (CLAIMS.md's own range for S-U9) and
 * on the random 4×4 maps: encoding every one of the ≤ 12-cell runs would double the
 * claim's cost for little more assurance than the 8-cell range gives.
 */
export const S_U9_ENCODER_CELLS = 8;

/** Cells of the largest even-height board every map of which S-U9 checks: default and `--full`. */
export const S_U9_MAX_CELLS = { default: 12, full: 16 } as const;

/** Parts an S-U9 run splits into (units of work for `--jobs` and `--shard`). */
export const S_U9_PARTS = { default: 8, full: 64 } as const;

/**
 * Every even-height grid of at most `maxCells` cells, by rows then columns.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { evenHeightSizes } from "./s_u9_engines.ts";
 * assert.deepEqual(evenHeightSizes(4).map((s) => `${s.rows}x${s.cols}`), ["2x1", "2x2", "4x1"]);
 * ```
 */
export function evenHeightSizes(maxCells: number): GridSize[] {
  const out: GridSize[] = [];
  for (let rows = 2; rows <= maxCells; rows += 2) {
    for (let cols = 1; rows * cols <= maxCells; cols++) out.push({ rows, cols });
  }
  return out;
}

/** What one size's maps showed in one part. */
export interface MapTally {
  /** Region maps. */
  maps: number;
  /** Distinct numbered boards (every room numbered by one exact answer's stone sizes). */
  numbered: number;
  /** Boards with a random clue per room (one per map, as CLAIMS.md asks). */
  randomClued: number;
  /** Engine runs (board × rule, three engines each). */
  runs: number;
  /** Answers in the agreed sets. */
  answers: number;
  /** Runs where the engines disagreed (or the judge rejected an answer). */
  disagreements: number;
  /** Runs some engine did not finish. */
  inconclusive: number;
  /** Exact answers missing from their own numbered board's answer set. */
  missing: number;
}

const emptyTally = (): MapTally => ({
  maps: 0,
  numbered: 0,
  randomClued: 0,
  runs: 0,
  answers: 0,
  disagreements: 0,
  inconclusive: 0,
  missing: 0,
});

/** One part of S-U9: tallies per size, the random maps (part 0 only), the first problems. */
export interface SU9Part {
  /** Per size key (`4x3`), the tally of this part's maps. */
  readonly sizes: Record<string, MapTally>;
  /** Part 0: the random 4×4 maps; other parts: null. */
  readonly random: {
    maps: number;
    answers: Record<string, number>;
    disagreements: number;
    inconclusive: number;
  } | null;
  /** Up to three problems, as text with the board's URL. */
  readonly problems: { description: string; url: string }[];
  /** The encoder against the engines' agreed answer sets (the maps it covers). */
  readonly encoder: {
    runs: number;
    answers: number;
    disagreements: number;
    skipped: string | null;
  };
}

/**
 * Runs the three engines on one board under every rule and tallies the result;
 * returns the agreed answer keys per rule (empty when they did not agree).
 */
function checkBoard(
  board: StostoneBoard,
  tally: MapTally,
  problems: SU9Part["problems"],
  label: string,
  collect: (run: EncoderRun) => void,
): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const rule of STOSTONE_RULES) {
    const c = solveWithAll(STOSTONE_ENGINES, board, rule, S_U9_CAP);
    tally.runs++;
    const note = (what: string) => {
      if (problems.length < 3) {
        problems.push({ description: `${label}, ${rule}: ${what}`, url: encodeUrl(board) });
      }
    };
    if (!c.agree) {
      tally.disagreements++;
      note(c.disagreements.join("; "));
    } else if (c.runs.some((r) => !r.complete)) {
      tally.inconclusive++; // no witness: a run stopped at the cap is no counterexample
    } else {
      tally.answers += c.answers.length;
      keys.set(rule, new Set(c.answers.map(answerKey)));
      collect({ board, rule, answers: c.answers });
    }
  }
  return keys;
}

/**
 * Checks one region map: bare, then once per distinct numbering that an exact answer
 * of the bare map gives (every room numbered by its stone's size); every such
 * answer must be among its numbered board's answers under every rule (exact passes
 * convex, count and none too).
 */
function checkMap(
  size: GridSize,
  borders: Borders,
  tally: MapTally,
  problems: SU9Part["problems"],
  rng: Rng,
  collect: (run: EncoderRun) => void,
): void {
  tally.maps++;
  const bare = stostoneBoard(size, borders);
  const bareKeys = checkBoard(bare, tally, problems, "bare map", collect);
  tally.randomClued++;
  const clued = stostoneBoard(size, borders, bare.rooms.map((cells) => 1 + rng.int(cells.length)));
  checkBoard(clued, tally, problems, "a random clue per room", collect);
  const exact = bareKeys.get(STOSTONE_RULE.exact);
  if (!exact) return;
  const byClues = new Map<string, string[]>();
  for (const key of exact) {
    const answer = Uint8Array.from(key, Number);
    const clues = bare.rooms.map((cells) => cells.reduce((n, x) => n + answer[x]!, 0));
    const k = clues.join(",");
    if (!byClues.has(k)) byClues.set(k, []);
    byClues.get(k)!.push(key);
  }
  for (const [k, answers] of byClues) {
    tally.numbered++;
    const numbered = stostoneBoard(size, borders, k.split(",").map(Number));
    const keys = checkBoard(numbered, tally, problems, "numbered by an exact answer", collect);
    for (const [rule, set] of keys) {
      const lost = answers.filter((a) => !set.has(a));
      tally.missing += lost.length;
      if (lost.length && problems.length < 3) {
        problems.push({
          description: `${rule}: the exact answer ${lost[0]} is missing from its numbered board`,
          url: encodeUrl(numbered),
        });
      }
    }
  }
}

const sizeKey = (s: GridSize) => `${s.rows}x${s.cols}`;

/**
 * Runs part `part` of `parts` of S-U9: the region maps whose position in the walk
 * (every even-height size of at most `maxCells` cells, in order) is `part` modulo
 * `parts`; part 0 also runs the random 4×4 maps.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runSU9Part } from "./s_u9_engines.ts";
 * const one = runSU9Part({ maxCells: 4, randomMaps: 0, seed: 1 }, 0, 1);
 * // 2×1: 2 maps, 2×2: 12, 4×1: 8.
 * assert.deepEqual(Object.values(one.sizes).map((t) => t.maps), [2, 12, 8]);
 * assert.equal(Object.values(one.sizes).reduce((n, t) => n + t.disagreements, 0), 0);
 * ```
 */
export function runSU9Part(
  options: { readonly maxCells: number; readonly randomMaps: number; readonly seed: number },
  part: number,
  parts: number,
  onMap?: () => void,
): SU9Part {
  const sizes: Record<string, MapTally> = {};
  const problems: SU9Part["problems"] = [];
  // The fourth implementation, the rules as clauses, on the maps of at most
  // S_U9_ENCODER_CELLS cells and on the random 4×4 maps (module comment).
  const encoderRuns: EncoderRun[] = [];
  const skip = () => {};
  let index = 0;
  for (const size of evenHeightSizes(options.maxCells)) {
    const tally = sizes[sizeKey(size)] = emptyTally();
    const collect = size.rows * size.cols <= S_U9_ENCODER_CELLS
      ? (run: EncoderRun) => encoderRuns.push(run)
      : skip;
    for (const labels of connectedPartitions(size)) {
      if (index++ % parts !== part) continue;
      // One generator per map, from the seed and the map's place: the same clues for
      // any split into parts.
      const rng = rngFromSeed((options.seed ^ Math.imul(index, 0x9e3779b1)) >>> 0);
      checkMap(size, bordersFromLabels(size, labels), tally, problems, rng, collect);
      onMap?.();
    }
  }
  let random: SU9Part["random"] = null;
  if (part === 0) {
    const rng = rngFromSeed(options.seed);
    const boards = Array.from({ length: options.randomMaps }, () => randomFourByFour(rng));
    const reports = byRule(boards);
    for (const rule of STOSTONE_RULES) {
      for (const board of boards) {
        const c = solveWithAll(STOSTONE_ENGINES, board, rule, S_U9_CAP);
        if (c.agree && c.runs.every((r) => r.complete)) {
          encoderRuns.push({ board, rule, answers: c.answers });
        }
      }
    }
    const t = totals(reports);
    random = {
      maps: boards.length,
      answers: Object.fromEntries([...reports].map(([rule, x]) => [rule, x.answersCompared])),
      disagreements: t.disagreements,
      inconclusive: t.inconclusive,
    };
    for (const w of problemsOf(reports, "random 4×4", options.seed)) {
      if (problems.length < 3) problems.push({ description: w.description, url: w.url ?? "" });
    }
  }
  const found = compareEncoder(encoderRuns);
  for (const m of found.missing.slice(0, 3 - Math.min(3, problems.length))) {
    problems.push({
      description: `${m.rule}: an agreed answer is no model of the encoding (${m.why})`,
      url: encodeUrl(m.board),
    });
  }
  for (const e of found.extra.slice(0, 3 - Math.min(3, problems.length))) {
    problems.push({
      description: `${e.rule}: the encoding has a model the engines do not list (${
        [...e.answer].join("")
      })`,
      url: encodeUrl(e.board),
    });
  }
  const encoder = {
    runs: found.runs,
    answers: found.answers,
    disagreements: found.missing.length + found.extra.length,
    skipped: found.skipped,
  };
  return { sizes, random, problems, encoder };
}

const s9Options = (ctx: { full: boolean; seed: number }) => ({
  maxCells: ctx.full ? S_U9_MAX_CELLS.full : S_U9_MAX_CELLS.default,
  randomMaps: ctx.full ? 300 : 60,
  seed: ctx.seed,
});

/**
 * Sums the parts of an S-U9 run per size.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runSU9Part, sumSU9Parts } from "./s_u9_engines.ts";
 * const options = { maxCells: 4, randomMaps: 0, seed: 1 };
 * const sum = sumSU9Parts([runSU9Part(options, 0, 2), runSU9Part(options, 1, 2)]);
 * assert.deepEqual(Object.values(sum.sizes).map((t) => t.maps), [2, 12, 8]);
 * ```
 */
export function sumSU9Parts(values: readonly SU9Part[]): {
  sizes: Record<string, MapTally>;
  total: MapTally;
} {
  return sumSizeTallies(values, emptyTally);
}

/** S-U9: three engines, same answer sets, four settings. */
export const S_U9: Claim = {
  id: "S-U9",
  kind: "U",
  title: "three independent engines return the same answer sets, all four settings",
  expected: "reproduced",
  because: "no disagreement on 60 random 4×4 maps nor on any of the 68,950 region maps of " +
    "the 14 even-height boards of ≤ 12 cells (--full: ≤ 16 cells, every 4×4 map), bare, with " +
    "a random clue per room and numbered by each exact answer, 4 settings; every answer " +
    "listed and judged",
  split: {
    parts: (ctx) => (ctx.full ? S_U9_PARTS.full : S_U9_PARTS.default),
    runPart: (ctx, part, parts) => runSU9Part(s9Options(ctx), part, parts),
    combine(ctx, values) {
      const parts = values as SU9Part[];
      const options = s9Options(ctx);
      const { sizes, total } = sumSU9Parts(parts);
      const random = parts.find((p) => p.random)?.random;
      if (!random) throw new Error("S-U9: the random maps' part is missing");
      const problems = parts.flatMap((p) => p.problems).slice(0, 3);
      // Only a counterexample refutes; a run stopped at the cap leaves the check unfinished.
      const encoder = parts.reduce(
        (sum, p) => ({
          runs: sum.runs + p.encoder.runs,
          answers: sum.answers + p.encoder.answers,
          disagreements: sum.disagreements + p.encoder.disagreements,
          skipped: sum.skipped ?? p.encoder.skipped,
        }),
        { runs: 0, answers: 0, disagreements: 0, skipped: null as string | null },
      );
      // Without CaDiCaL only "every answer is a model" ran: the row says so.
      const encoderNote = encoder.skipped
        ? ` (every answer a model; "no other model" not checked: ${encoder.skipped})`
        : "";
      const bad = total.disagreements + total.missing + random.disagreements +
        encoder.disagreements;
      const undecided = total.inconclusive + random.inconclusive;
      if (!bad && undecided > 0) {
        throw new Error(
          `S-U9: ${undecided} runs stopped at the answer cap (${thousands(S_U9_CAP)}): ` +
            "the check did not finish, so it neither reproduces nor refutes",
        );
      }
      const perSize = Object.entries(sizes).map(([k, t]) =>
        `${k.replace("x", "×")} ${thousands(t.maps)}`
      ).join(", ");
      return {
        writeup: "60 random 4×4 maps, 503 answers, same set under all four settings",
        suite: `every region map of every even-height board ≤ ${options.maxCells} cells: ` +
          `${thousands(total.maps)} maps (${perSize}), each also with a random clue per room, ` +
          `+ ${thousands(total.numbered)} numbered ` +
          `boards × 4 settings: ${total.disagreements} disagreements, ` +
          `${thousands(total.answers)} answers, ${total.missing} exact answers missing, ` +
          `${total.inconclusive} past the cap; ${random.maps} random 4×4 maps (seed ` +
          `${ctx.seed}): ${random.disagreements} disagreements, answers ${
            Object.entries(random.answers).map(([r, n]) => `${r} ${thousands(n)}`).join(", ")
          }; four implementations (the three engines and the rules as clauses) on every ` +
          `map of ≤ ${S_U9_ENCODER_CELLS} cells and the random maps: ${
            thousands(encoder.runs)
          } runs, ${
            thousands(encoder.answers)
          } answers, ${encoder.disagreements} disagreements${encoderNote}`,
        verdict: bad ? "refuted" : "reproduced",
        witnesses: problemWitnesses("stostone", problems, ctx.seed),
        data: { maxCells: options.maxCells, sizes, total, random, encoder },
        note:
          "conformance/consensus/consensus.ts solveWithAll: all three engines, cap 200,000, answer " +
          "sets compared, every answer judged; maps from conformance/boards/partitions.ts; the " +
          "encoder compared by conformance/proof/encode/agreement.ts (every answer a model, one " +
          "each, and no other model: one CaDiCaL call per part)",
      };
    },
  },
  run(ctx) {
    return runAllParts(this.split!, ctx);
  },
};

/** The engine claims in CLAIMS.md order. */
export const STOSTONE_ENGINE_CLAIMS: readonly Claim[] = [S_U9];
