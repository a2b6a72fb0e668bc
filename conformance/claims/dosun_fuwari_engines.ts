/**
 * Claim D-U5: the three Dosun-Fuwari engines (run-domain propagation, integer-mask
 * enumerator, room-wise backtracker) return the same answer set under both readings,
 * on random small boards and on generated unique boards.
 *
 * @module
 */

import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import { rngFromSeed } from "../../core/rng.ts";
import { agreementOn } from "../agreement.ts";
import { generateDosunFuwari } from "../generate/dosun_fuwari.ts";
import { randomRoomsBoard } from "./dosun_fuwari_boards.ts";
import { type Claim, thousands, type Witness } from "./types.ts";

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
 * import { agreementBoards } from "./dosun_fuwari_engines.ts";
 * const { random, generated } = agreementBoards(1, 5, 2);
 * console.assert(random.length === 5 && generated.length === 2);
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

/** D-U5: three engines, same answer sets, both readings. */
export const D_U5: Claim = {
  id: "D-U5",
  kind: "U",
  title: "three independent engines return the same answer sets, both readings",
  expected: "reproduced",
  because: "no disagreement on 240 random boards up to 6×6 and 12 generated unique boards " +
    "(--full: 1,000 and 60), official and loose, every answer listed (cap 5,000) and judged",
  run(ctx) {
    const { random, generated } = agreementBoards(
      ctx.seed,
      ctx.full ? 1000 : 240,
      ctx.full ? 60 : 12,
    );
    const boards = [...random, ...generated];
    const report = agreementOn(boards, ["official", "loose"], D_U5_CAP, ctx.progress);
    const complete = report.runs - report.inconclusive.length - report.disagreements.length;
    const cut = (rule: string) => report.inconclusive.filter((p) => p.rule === rule).length;
    const completeBoards = Math.min(boards.length - cut("official"), boards.length - cut("loose"));
    const witnesses: Witness[] = report.disagreements.slice(0, 5).map((d) => ({
      genre: "dosun-fuwari",
      description: `${d.rule}: ${d.messages.join("; ")} (seed ${ctx.seed})`,
      url: d.url,
    }));
    // Runs cut short by the cap cannot show two full sets equal; too many would hollow the check.
    if (completeBoards < 200) {
      throw new Error(
        `D-U5: only ${completeBoards} boards were listed in full under both readings (need 200)`,
      );
    }
    return {
      writeup: "same answer set (not just count) under official and loose",
      suite: `${report.disagreements.length} disagreements in ${thousands(report.runs)} runs ` +
        `(${random.length} random ≤ 6×6 + ${generated.length} generated boards × 2 readings, ` +
        `seed ${ctx.seed}); ${thousands(report.answersCompared)} answers compared, ` +
        `${report.inconclusive.length} runs past the cap`,
      verdict: witnesses.length ? "refuted" : "reproduced",
      witnesses,
      data: {
        seed: ctx.seed,
        runs: report.runs,
        completeRuns: complete,
        completeBoards,
        answersCompared: report.answersCompared,
        inconclusive: report.inconclusive.length,
        disagreements: report.disagreements.length,
      },
      note: "conformance/agreement.ts: every engine's answers judged; sets compared when complete",
    };
  },
};

/** The engine claims in CLAIMS.md order. */
export const DOSUN_FUWARI_ENGINE_CLAIMS: readonly Claim[] = [D_U5];
