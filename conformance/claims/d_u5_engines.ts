/**
 * Claim D-U5: the three Dosun-Fuwari engines (run-domain propagation, integer-mask
 * enumerator, room-wise backtracker) return the same answer set under both readings:
 * on every board of at most 9 cells (`--full`: 12), every black pattern × every
 * partition of the white cells into connected rooms, and on random small boards and
 * generated unique boards. The walk splits into parts (units of work for `--jobs`
 * and `--shard`) by board position.
 *
 * @module
 */

import {
  DOSUN_FUWARI_RULE,
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
} from "../../core/dosun_fuwari/board.ts";
import { bordersFromLabels, type GridSize } from "../../core/grid.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import { connectedPartitions } from "../boards/partitions.ts";
import { solveWithAll } from "../consensus/consensus.ts";
import { DOSUN_FUWARI_ENGINES } from "../../engines/mod.ts";
import { rngFromSeed } from "../../core/rng.ts";
import { agreementOn } from "../consensus/agreement.ts";
import { generateDosunFuwari } from "../generate/dosun_fuwari.ts";
import { gridSizesUpTo, randomRoomsBoard } from "./dosun_fuwari_boards.ts";
import { type Claim, runAllParts, thousands } from "./types.ts";
import { compareEncoder, type EncoderRun } from "../proof/encode/agreement.ts";
import { problemWitnesses, sumSizeTallies } from "./engine_sweeps.ts";

/**
 * The answer cap of every agreement run: it lists every answer of almost all these boards;
 * a board with more is reported as past the cap, its sets not compared in full.
 */
export const D_U5_CAP = 5000;

/**
 * The boards D-U5 compares the engines on: `random` boards up to 6×6 with random black
 * cells and random connected rooms (room sizes drawn so that many boards have answers),
 * then `generated` unique boards from the generator at 6×6 and 8×8. Deterministic in
 * `seed`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { agreementBoards } from "./d_u5_engines.ts";
 * const { random, generated } = agreementBoards(1, 5, 2);
 * assert.ok(random.length === 5 && generated.length === 2);
 * ```
 */
export function agreementBoards(
  seed: number,
  randomCount: number,
  generatedCount: number,
): { random: DosunFuwariBoard[]; generated: DosunFuwariBoard[] } {
  const rng = rngFromSeed(seed);
  const random: DosunFuwariBoard[] = [];
  for (let i = 0; i < randomCount; i++) {
    random.push(randomRoomsBoard(rng, {
      rows: 1 + rng.int(6),
      cols: 1 + rng.int(6),
      density: rng.pick([0, 0.1, 0.2, 0.3]),
      meanRoomSize: rng.pick([2, 3, 4, 6]),
    }));
  }
  const generated: DosunFuwariBoard[] = [];
  for (let i = 0; i < generatedCount; i++) {
    const side = i % 2 === 0 ? 6 : 8;
    generated.push(
      generateDosunFuwari({
        rows: side,
        cols: side,
        density: rng.pick([0.1, 0.15, 0.2]),
        starved: rng.int(side === 6 ? 3 : 5),
        seed: rng.int(2 ** 31),
      }).board,
    );
  }
  return { random, generated };
}

/** Cells of the largest board D-U5 checks exhaustively: default and `--full`. */
export const D_U5_MAX_CELLS = { default: 9, full: 12 } as const;

/** Parts a D-U5 run splits into (units of work for `--jobs` and `--shard`). */
export const D_U5_PARTS = { default: 8, full: 64 } as const;

/** The answer cap of the exhaustive boards: above any answer count of ≤ 12 cells (checked). */
export const D_U5_EXHAUSTIVE_CAP = 200_000;

/** What one size's boards showed in one part. */
export interface BoardTally {
  /** Boards (black pattern × partition of the white cells into connected rooms). */
  boards: number;
  /** Engine runs (board × reading, three engines each). */
  runs: number;
  /** Answers in the agreed sets. */
  answers: number;
  /** Runs where the engines disagreed (or the judge rejected an answer). */
  disagreements: number;
  /** Runs some engine did not finish. */
  inconclusive: number;
}

const emptyTally = (): BoardTally => ({
  boards: 0,
  runs: 0,
  answers: 0,
  disagreements: 0,
  inconclusive: 0,
});

/** One part of D-U5. */
export interface DU5Part {
  /** Per size key (`3x2`), the tally of this part's boards. */
  readonly sizes: Record<string, BoardTally>;
  /** Part 0: the random and generated boards' agreement; other parts: null. */
  readonly sampled: {
    random: number;
    generated: number;
    runs: number;
    completeBoards: number;
    answers: number;
    inconclusive: number;
    disagreements: number;
  } | null;
  /** Up to three problems, as text with the board's URL. */
  readonly problems: { description: string; url: string }[];
  /** The encoder (the rules as clauses) against the agreed answer sets of this part's boards. */
  readonly encoder: {
    runs: number;
    answers: number;
    disagreements: number;
    skipped: string | null;
  };
}

/**
 * Every Dosun-Fuwari board of one grid size: every black pattern, every partition of
 * its white cells into connected rooms (conformance/boards/partitions.ts).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardsOfSize } from "./d_u5_engines.ts";
 * // 1×2: both black (1), one white (2 patterns × 1), both white (2 partitions).
 * assert.equal([...boardsOfSize({ rows: 1, cols: 2 })].length, 5);
 * ```
 */
export function* boardsOfSize(size: GridSize): Generator<DosunFuwariBoard> {
  const n = size.rows * size.cols;
  const black = new Uint8Array(n);
  for (let pattern = 0; pattern < 2 ** n; pattern++) {
    for (let cell = 0; cell < n; cell++) black[cell] = (pattern >>> cell) & 1;
    for (const labels of connectedPartitions(size, black)) {
      yield dosunFuwariBoard(size, black, bordersFromLabels(size, labels));
    }
  }
}

const sizeKey = (s: GridSize) => `${s.rows}x${s.cols}`;

/**
 * Runs part `part` of `parts` of D-U5: the boards of ≤ `maxCells` cells whose
 * position in the walk (sizes as gridSizesUpTo lists them) is `part` modulo `parts`,
 * all three engines under both readings; part 0 also runs the random and generated
 * boards.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runDU5Part } from "./d_u5_engines.ts";
 * const p = runDU5Part({ maxCells: 2, random: 0, generated: 0, seed: 1 }, 0, 1);
 * assert.deepEqual(Object.values(p.sizes).map((t) => t.boards), [2, 5, 5]);
 * assert.equal(Object.values(p.sizes).reduce((n, t) => n + t.disagreements, 0), 0);
 * ```
 */
export function runDU5Part(
  options: {
    readonly maxCells: number;
    readonly random: number;
    readonly generated: number;
    readonly seed: number;
  },
  part: number,
  parts: number,
): DU5Part {
  const sizes: Record<string, BoardTally> = {};
  const problems: DU5Part["problems"] = [];
  const encoderRuns: EncoderRun[] = [];
  let index = 0;
  for (const size of gridSizesUpTo(options.maxCells)) {
    const tally = sizes[sizeKey(size)] = emptyTally();
    for (const board of boardsOfSize(size)) {
      if (index++ % parts !== part) continue;
      tally.boards++;
      for (const rule of DOSUN_FUWARI_RULES) {
        const c = solveWithAll(DOSUN_FUWARI_ENGINES, board, rule, D_U5_EXHAUSTIVE_CAP);
        tally.runs++;
        const note = (what: string) => {
          if (problems.length < 3) {
            problems.push({ description: `${rule}: ${what}`, url: encodeUrl(board) });
          }
        };
        if (!c.agree) {
          tally.disagreements++;
          note(c.disagreements.join("; "));
        } else if (c.runs.some((r) => !r.complete)) {
          tally.inconclusive++; // no witness: a run stopped at the cap is no counterexample
        } else {
          tally.answers += c.answers.length;
          encoderRuns.push({ board, rule, answers: c.answers });
        }
      }
    }
  }
  let sampled: DU5Part["sampled"] = null;
  if (part === 0 && options.random + options.generated > 0) {
    const { random, generated } = agreementBoards(
      options.seed,
      options.random,
      options.generated,
    );
    const boards = [...random, ...generated];
    const report = agreementOn(boards, DOSUN_FUWARI_RULES, D_U5_CAP);
    const cut = (rule: string) => report.inconclusive.filter((p) => p.rule === rule).length;
    for (const d of report.disagreements) {
      if (problems.length < 3) {
        problems.push({ description: `${d.rule}: ${d.messages.join("; ")}`, url: d.url });
      }
    }
    sampled = {
      random: random.length,
      generated: generated.length,
      runs: report.runs,
      completeBoards: Math.min(
        boards.length - cut(DOSUN_FUWARI_RULE.official),
        boards.length - cut(DOSUN_FUWARI_RULE.loose),
      ),
      answers: report.answersCompared,
      inconclusive: report.inconclusive.length,
      disagreements: report.disagreements.length,
    };
  }
  const found = compareEncoder(encoderRuns);
  for (const m of found.missing) {
    if (problems.length < 3) {
      problems.push({
        description: `${m.rule}: an agreed answer is no model of the encoding (${m.why})`,
        url: encodeUrl(m.board),
      });
    }
  }
  for (const e of found.extra) {
    if (problems.length < 3) {
      problems.push({
        description: `${e.rule}: the encoding has a model the engines do not list (${
          [...e.answer].join("")
        })`,
        url: encodeUrl(e.board),
      });
    }
  }
  const encoder = {
    runs: found.runs,
    answers: found.answers,
    disagreements: found.missing.length + found.extra.length,
    skipped: found.skipped,
  };
  return { sizes, sampled, problems, encoder };
}

const u5Options = (ctx: { full: boolean; seed: number }) => ({
  maxCells: ctx.full ? D_U5_MAX_CELLS.full : D_U5_MAX_CELLS.default,
  random: ctx.full ? 1000 : 240,
  generated: ctx.full ? 60 : 12,
  seed: ctx.seed,
});

/** D-U5: three engines, same answer sets, both readings. */
export const D_U5: Claim = {
  id: "D-U5",
  kind: "U",
  title: "three independent engines return the same answer sets, both readings",
  expected: "reproduced",
  because: "no disagreement on any of the 35,078 boards of ≤ 9 cells (--full: ≤ 12), nor on " +
    "240 random boards up to 6×6 and 12 generated unique boards (--full: 1,000 and 60), " +
    "official and loose, every answer listed and judged",
  split: {
    parts: (ctx) => (ctx.full ? D_U5_PARTS.full : D_U5_PARTS.default),
    runPart: (ctx, part, parts) => runDU5Part(u5Options(ctx), part, parts),
    combine(ctx, values) {
      const parts = values as DU5Part[];
      const options = u5Options(ctx);
      const { sizes, total } = sumSizeTallies(parts, emptyTally);
      const sampled = parts.find((p) => p.sampled)?.sampled;
      if (!sampled) throw new Error("D-U5: the sampled boards' part is missing");
      // Runs cut short by the cap cannot show two full sets equal; too many would hollow it.
      if (sampled.completeBoards < 200) {
        throw new Error(
          `D-U5: only ${sampled.completeBoards} sampled boards were listed in full under both ` +
            "readings (need 200)",
        );
      }
      const problems = parts.flatMap((p) => p.problems).slice(0, 5);
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
      const bad = total.disagreements + sampled.disagreements + encoder.disagreements;
      if (!bad && total.inconclusive > 0) {
        throw new Error(
          `D-U5: ${total.inconclusive} runs stopped at the answer cap ` +
            `(${thousands(D_U5_EXHAUSTIVE_CAP)}): the check did not finish, so it neither ` +
            "reproduces nor refutes",
        );
      }
      const perCells = new Map<number, number>();
      for (const [key, t] of Object.entries(sizes)) {
        const [r, c] = key.split("x").map(Number);
        perCells.set(r! * c!, (perCells.get(r! * c!) ?? 0) + t.boards);
      }
      return {
        writeup: "same answer set (not just count) under official and loose",
        suite:
          `every board ≤ ${options.maxCells} cells: ${thousands(total.boards)} boards (${
            [...perCells].map(([n, b]) => `${n} cells ${thousands(b)}`).join(", ")
          }) × 2 readings: ${total.disagreements} disagreements, ${
            thousands(total.answers)
          } answers, ${total.inconclusive} past the cap; ${sampled.random} random ≤ 6×6 + ` +
          `${sampled.generated} generated boards (seed ${ctx.seed}): ${sampled.disagreements} ` +
          `disagreements, ${thousands(sampled.answers)} answers, ${sampled.inconclusive} runs ` +
          `past the cap; four implementations (the three engines and the rules as clauses) on ` +
          `every board ≤ ${options.maxCells} cells: ${thousands(encoder.runs)} runs, ` +
          `${
            thousands(encoder.answers)
          } answers, ${encoder.disagreements} disagreements${encoderNote}`,
        verdict: bad ? "refuted" : "reproduced",
        witnesses: problemWitnesses("dosun-fuwari", problems, ctx.seed),
        data: { maxCells: options.maxCells, sizes, total, sampled, encoder },
        note:
          "conformance/consensus/consensus.ts solveWithAll: every engine's answers judged, sets " +
          "compared; boards from conformance/boards/partitions.ts; the encoder compared by " +
          "conformance/proof/encode/agreement.ts (every answer a model, one each, and no other " +
          "model: one CaDiCaL call per part)",
      };
    },
  },
  run(ctx) {
    return runAllParts(this.split!, ctx);
  },
};

/** The engine claims in CLAIMS.md order. */
export const DOSUN_FUWARI_ENGINE_CLAIMS: readonly Claim[] = [D_U5];
