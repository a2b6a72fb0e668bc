/**
 * Claims D-U1 … D-U3: what one vertical run can hold. The legal fillings are found
 * by brute force with the judge's own support checks (cuNotTop, csNotBottom), never
 * by the run-state formula under test; the engine's run-state lists and a transfer
 * matrix built from the judge are compared with them.
 *
 * @module
 */

import {
  BALLOON,
  DOSUN_FUWARI_RULE,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
  IRON,
} from "../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari, DOSUN_FUWARI_CHECKS } from "../../core/dosun_fuwari/judge.ts";
import { ungroundedCount, ungroundedPieces } from "../../core/dosun_fuwari/grounding.ts";
import { answerRows, encodeUrl } from "../../core/formats/mod.ts";
import { runStatesLoose, runStatesOfficial } from "../../engines/dosun_fuwari/propagate/mod.ts";
import { gridSizesUpTo, trivialBoard } from "./dosun_fuwari_boards.ts";
import { type Claim, thousands, type Witness } from "./types.ts";

/** The judge's two placement checks; the room checks play no part in what a run may hold. */
const SUPPORT_CHECKS = DOSUN_FUWARI_CHECKS.filter((c) =>
  c.code === "cuNotTop" || c.code === "csNotBottom"
);

/**
 * Whether every piece of a filling is held under a reading, by the judge's own
 * cuNotTop and csNotBottom checks (rooms are not looked at).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * import { supportsHold } from "./d_u1_u3_runs.ts";
 * const column = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
 *   vertical: new Uint8Array(0), horizontal: new Uint8Array(1),
 * });
 * assert.ok(!supportsHold(column, new Uint8Array([2, 1]), "official"));
 * assert.ok(supportsHold(column, new Uint8Array([2, 1]), "loose"));
 * ```
 */
export function supportsHold(
  board: DosunFuwariBoard,
  answer: Uint8Array,
  rule: DosunFuwariRule,
): boolean {
  return SUPPORT_CHECKS.every((c) => c.find({ board, answer, rule }).length === 0);
}

/**
 * A single column of `length` white cells, one room.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnBoard } from "./d_u1_u3_runs.ts";
 * assert.ok(columnBoard(3).rows === 3 && columnBoard(3).rooms.length === 1);
 * ```
 */
export function columnBoard(length: number): DosunFuwariBoard {
  return dosunFuwariBoard({ rows: length, cols: 1 }, new Uint8Array(length), {
    vertical: new Uint8Array(0),
    horizontal: new Uint8Array(length - 1),
  });
}

/**
 * Every filling of one column of `length` cells (all 3^L of them, as digit strings
 * top first: 0 empty, 1 balloon, 2 iron ball) that the judge's support checks accept.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { legalColumnFillings } from "./d_u1_u3_runs.ts";
 * assert.ok(legalColumnFillings(2, "official").join() === "00,02,10,11,12,22");
 * assert.ok(legalColumnFillings(2, "loose").length === 7);
 * ```
 */
export function legalColumnFillings(length: number, rule: DosunFuwariRule): string[] {
  const board = columnBoard(length);
  const filling = new Uint8Array(length);
  const out: string[] = [];
  for (let code = 0; code < 3 ** length; code++) {
    for (let i = length - 1, rest = code; i >= 0; i--, rest = Math.floor(rest / 3)) {
      filling[i] = rest % 3;
    }
    if (supportsHold(board, filling, rule)) out.push(filling.join(""));
  }
  return out;
}

/**
 * The 3×3 transfer matrix of a reading, read off the judge: entry [a][b] is 1 when a
 * two-cell column with `a` over `b` passes the support checks. Between the caps a
 * two-cell column tests exactly the constraint between vertical neighbours (the top
 * cell's cap holds any balloon, the bottom cell's any iron ball).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { transferMatrix } from "./d_u1_u3_runs.ts";
 * // Official: an empty cell may not hold up a balloon, nor an iron ball sit on one.
 * assert.ok(transferMatrix("official").map((r) => r.join("")).join() === "101,111,001");
 * ```
 */
export function transferMatrix(rule: DosunFuwariRule): number[][] {
  const board = columnBoard(2);
  return [0, 1, 2].map((a) =>
    [0, 1, 2].map((b) => (supportsHold(board, new Uint8Array([a, b]), rule) ? 1 : 0))
  );
}

/**
 * Fillings of a column of length 1..`maxLength` counted with a transfer matrix:
 * the number of walks of length L − 1 through it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { countsByMatrix, transferMatrix } from "./d_u1_u3_runs.ts";
 * assert.ok(countsByMatrix(transferMatrix("official"), 4).join() === "3,6,10,15");
 * ```
 */
export function countsByMatrix(
  matrix: readonly (readonly number[])[],
  maxLength: number,
): bigint[] {
  let ways = matrix.map(() => 1n); // ways[v]: fillings so far ending in value v
  const out: bigint[] = [];
  for (let length = 1; length <= maxLength; length++) {
    if (length > 1) {
      ways = matrix.map((_, b) => matrix.reduce((s, row, a) => s + (row[b] ? ways[a]! : 0n), 0n));
    }
    out.push(ways.reduce((s, v) => s + v, 0n));
  }
  return out;
}

/**
 * The characteristic polynomial of a 3×3 integer matrix, as the recurrence it gives
 * by Cayley–Hamilton: [c1, c2, c3] with a(n) = c1·a(n−1) + c2·a(n−2) + c3·a(n−3)
 * for every sequence a(n) = u·M^(n−1)·v (n ≥ 4).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { recurrenceOf3x3 } from "./d_u1_u3_runs.ts";
 * assert.ok(recurrenceOf3x3([[1, 0, 0], [0, 2, 0], [0, 0, 3]]).join() === "6,-11,6");
 * ```
 */
export function recurrenceOf3x3(m: readonly (readonly number[])[]): [number, number, number] {
  const at = (r: number, c: number): number => m[r]![c]!;
  const trace = at(0, 0) + at(1, 1) + at(2, 2);
  const minors = at(0, 0) * at(1, 1) - at(0, 1) * at(1, 0) +
    at(0, 0) * at(2, 2) - at(0, 2) * at(2, 0) +
    at(1, 1) * at(2, 2) - at(1, 2) * at(2, 1);
  const det = at(0, 0) * (at(1, 1) * at(2, 2) - at(1, 2) * at(2, 1)) -
    at(0, 1) * (at(1, 0) * at(2, 2) - at(1, 2) * at(2, 0)) +
    at(0, 2) * (at(1, 0) * at(2, 1) - at(1, 1) * at(2, 0));
  // x³ − trace·x² + minors·x − det = 0, so M³ = trace·M² − minors·M + det·I.
  return [trace, -minors, det];
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const set = new Set(a);
  return a.length === b.length && b.every((x) => set.has(x));
};

/** A filling as witness rows, one cell per row (top first). */
const columnRows = (filling: string): string[] =>
  answerRows(columnBoard(filling.length), Uint8Array.from(filling, Number));

/** D-U1: official run states are the (b, s) prefix/suffix pairs. */
export const D_U1: Claim = {
  id: "D-U1",
  kind: "U",
  title: "official run fillings are the (L+1)(L+2)/2 prefix/suffix states",
  expected: "reproduced",
  because: "brute force over all 3^L fillings with the judge's support checks leaves exactly " +
    "runStatesOfficial(L), (L+1)(L+2)/2 of them, for L = 1..9 (--full: 1..12)",
  run(ctx) {
    const maxLength = ctx.full ? 12 : 9;
    const counts: number[] = [];
    const witnesses: Witness[] = [];
    for (let length = 1; length <= maxLength; length++) {
      const legal = legalColumnFillings(length, DOSUN_FUWARI_RULE.official);
      const states = runStatesOfficial(length).map((f) => f.join(""));
      counts.push(legal.length);
      const triangular = ((length + 1) * (length + 2)) / 2;
      if (sameSet(legal, states) && legal.length === triangular) continue;
      const legalSet = new Set(legal);
      const stateSet = new Set(states);
      const extra = legal.find((f) => !stateSet.has(f));
      const missing = states.find((f) => !legalSet.has(f));
      for (
        const [f, what] of [[extra, "legal but not a (b, s) state"], [
          missing,
          "a (b, s) state the judge rejects",
        ]] as const
      ) {
        if (f !== undefined) {
          witnesses.push({
            genre: "dosun-fuwari",
            description: `L=${length}: ${f} is ${what}`,
            url: encodeUrl(columnBoard(length)),
            rows: columnRows(f),
          });
        }
      }
      if (extra === undefined && missing === undefined) {
        witnesses.push({
          genre: "dosun-fuwari",
          description: `L=${length}: ${legal.length} legal fillings, (L+1)(L+2)/2 = ${triangular}`,
        });
      }
    }
    return {
      writeup: "exactly the (b, s), b + s ≤ L: 3, 6, 10, 15, 21, 28, … (A000217), L = 1..9",
      suite: `L = 1..${maxLength}: ${counts.join(", ")} legal of 3^L; ` +
        `${witnesses.length ? "mismatch" : "= runStatesOfficial(L) = (L+1)(L+2)/2 for every L"}`,
      verdict: witnesses.length ? "refuted" : "reproduced",
      witnesses,
      data: { counts, maxLength },
      note: "legal = passes the judge's cuNotTop and csNotBottom checks on an L×1 column",
    };
  },
};

/** The write-up's loose counts, by run length. */
export const D_U2_STATED: ReadonlyMap<number, number> = new Map([
  [1, 3],
  [2, 7],
  [3, 16],
  [4, 37],
  [6, 200],
  [8, 1081],
  [12, 31572],
]);

/** The write-up's recurrence a(n) = 3a(n−1) − 2a(n−2) + a(n−3), as [c1, c2, c3]. */
export const D_U2_RECURRENCE: readonly [number, number, number] = [3, -2, 1];

/** D-U2: loose counts are A095263. */
export const D_U2: Claim = {
  id: "D-U2",
  kind: "U",
  title: "loose run fillings are A095263, a(n) = 3a(n−1) − 2a(n−2) + a(n−3)",
  expected: "reproduced",
  because: "brute force (L ≤ 10), the engine's loose lists (L ≤ 12) and the judge's transfer " +
    "matrix agree and hit every stated value; the matrix's characteristic polynomial " +
    "x³ − 3x² + 2x − 1 proves the recurrence",
  run(ctx) {
    const bruteMax = ctx.full ? 13 : 10;
    const listMax = ctx.full ? 16 : 12;
    const matrixMax = ctx.full ? 60 : 30;
    const matrix = transferMatrix(DOSUN_FUWARI_RULE.loose);
    const byMatrix = countsByMatrix(matrix, matrixMax);
    const problems: string[] = [];
    const brute: number[] = [];
    for (let length = 1; length <= bruteMax; length++) {
      const legal = legalColumnFillings(length, DOSUN_FUWARI_RULE.loose);
      brute.push(legal.length);
      if (BigInt(legal.length) !== byMatrix[length - 1]) {
        problems.push(`L=${length}: brute force ${legal.length}, matrix ${byMatrix[length - 1]}`);
      }
      if (length <= listMax) {
        const states = runStatesLoose(length).map((f) => f.join(""));
        if (!sameSet(legal, states)) {
          problems.push(`L=${length}: runStatesLoose differs from the brute force`);
        }
      }
    }
    for (let length = bruteMax + 1; length <= listMax; length++) {
      const listed = runStatesLoose(length).length;
      if (BigInt(listed) !== byMatrix[length - 1]) {
        problems.push(`L=${length}: runStatesLoose ${listed}, matrix ${byMatrix[length - 1]}`);
      }
    }
    for (const [length, stated] of D_U2_STATED) {
      if (byMatrix[length - 1] !== BigInt(stated)) {
        problems.push(`L=${length}: write-up ${stated}, suite ${byMatrix[length - 1]}`);
      }
    }
    const recurrence = recurrenceOf3x3(matrix);
    const recurrenceMatches = recurrence.every((c, i) => c === D_U2_RECURRENCE[i]);
    if (!recurrenceMatches) problems.push(`characteristic recurrence ${recurrence.join(", ")}`);
    for (let n = 4; n <= matrixMax; n++) {
      const [c1, c2, c3] = D_U2_RECURRENCE.map(BigInt) as [bigint, bigint, bigint];
      const a = (k: number) => byMatrix[k - 1]!;
      if (a(n) !== c1 * a(n - 1) + c2 * a(n - 2) + c3 * a(n - 3)) {
        problems.push(`recurrence fails at n=${n}`);
        break;
      }
    }
    const show = (length: number) => `${thousands(byMatrix[length - 1]!)} at ${length}`;
    return {
      writeup:
        "3, 7, 16, 37, …, 200 at 6, 1,081 at 8, 31,572 at 12; a(n) = 3a(n−1) − 2a(n−2) + a(n−3)",
      suite: `${byMatrix.slice(0, 4).join(", ")}, …, ${show(6)}, ${show(8)}, ${show(12)}; ` +
        `brute force to L=${bruteMax}, lists to ${listMax}, matrix to ${matrixMax}; ` +
        `char. poly x³ − ${recurrence[0]}x² + ${-recurrence[1]}x − ${recurrence[2]}` +
        (problems.length ? `; ${problems.length} problems` : ""),
      verdict: problems.length ? "refuted" : "reproduced",
      witnesses: problems.slice(0, 5).map((p) => ({
        genre: "dosun-fuwari" as const,
        description: p,
      })),
      data: {
        bruteForce: brute,
        matrix,
        counts: byMatrix.map(String),
        recurrence,
      },
      note: "the recurrence is proven: a(n) = u·M^(n−1)·1 for the judge's 3×3 transfer matrix M, " +
        "and Cayley–Hamilton applies its characteristic polynomial",
    };
  },
};

/** What {@link surveyGrounding} found. */
export interface GroundingSurvey {
  /** Fillings looked at (every black pattern and every filling of its white cells). */
  readonly fillings: number;
  /** Fillings that pass the support checks under the official reading. */
  readonly officialLegal: number;
  /** Of those, fillings with an ungrounded piece (the claim says none). */
  readonly officialLegalUngrounded: number;
  /** Fillings the official checks reject although nothing is ungrounded. */
  readonly officialIllegalGrounded: number;
  /** Fillings that pass the support checks under the loose reading. */
  readonly looseLegal: number;
  /** Of those, fillings with an ungrounded piece. */
  readonly looseLegalUngrounded: number;
  /** The first official-legal filling with an ungrounded piece, if any. */
  readonly counterexample: { board: DosunFuwariBoard; answer: Uint8Array } | null;
  /** The smallest board (fewest cells) with a loose-legal filling that floats. */
  readonly smallestLooseFloat: { board: DosunFuwariBoard; answer: Uint8Array } | null;
}

/**
 * Every filling (every black pattern, every value of every white cell) of every grid
 * of at most `maxCells` cells, judged by the support checks and by grounding.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { surveyGrounding } from "./d_u1_u3_runs.ts";
 * const s = surveyGrounding(2);
 * assert.ok(s.officialLegalUngrounded === 0 && s.looseLegalUngrounded === 1); // the floating pair
 * ```
 */
export function surveyGrounding(maxCells: number): GroundingSurvey {
  let fillings = 0, officialLegal = 0, officialLegalUngrounded = 0, officialIllegalGrounded = 0;
  let looseLegal = 0, looseLegalUngrounded = 0;
  let counterexample: GroundingSurvey["counterexample"] = null;
  let smallestLooseFloat: GroundingSurvey["smallestLooseFloat"] = null;
  for (const size of gridSizesUpTo(maxCells)) {
    const n = size.rows * size.cols;
    for (let pattern = 0; pattern < 1 << n; pattern++) {
      const black = Uint8Array.from({ length: n }, (_, cell) => (pattern >> cell) & 1);
      const board = trivialBoard(size, black); // rooms play no part here
      const white = [...black.keys()].filter((cell) => !black[cell]);
      const answer = new Uint8Array(n);
      for (let code = 0; code < 3 ** white.length; code++) {
        for (let i = 0, rest = code; i < white.length; i++, rest = Math.floor(rest / 3)) {
          answer[white[i]!] = rest % 3;
        }
        fillings++;
        const official = supportsHold(board, answer, DOSUN_FUWARI_RULE.official);
        const floatsOfficial = ungroundedCount(board, answer, DOSUN_FUWARI_RULE.official) > 0;
        if (official) {
          officialLegal++;
          if (floatsOfficial) {
            officialLegalUngrounded++;
            counterexample ??= { board, answer: answer.slice() };
          }
        } else if (!floatsOfficial) officialIllegalGrounded++;
        if (supportsHold(board, answer, DOSUN_FUWARI_RULE.loose)) {
          looseLegal++;
          if (ungroundedCount(board, answer, DOSUN_FUWARI_RULE.loose) > 0) {
            looseLegalUngrounded++;
            smallestLooseFloat ??= { board, answer: answer.slice() };
          }
        }
      }
    }
  }
  return {
    fillings,
    officialLegal,
    officialLegalUngrounded,
    officialIllegalGrounded,
    looseLegal,
    looseLegalUngrounded,
    counterexample,
    smallestLooseFloat,
  };
}

/**
 * The write-up's loose example: a 2×1 board, one room, an iron ball resting on the
 * balloon that hangs from it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { floatingPair } from "./d_u1_u3_runs.ts";
 * assert.ok(floatingPair().answer.join() === "2,1");
 * ```
 */
export function floatingPair(): { board: DosunFuwariBoard; answer: Uint8Array } {
  return { board: columnBoard(2), answer: new Uint8Array([IRON, BALLOON]) };
}

/** D-U3: official placements are grounded; the loose pair floats. */
export const D_U3: Claim = {
  id: "D-U3",
  kind: "U",
  title: "official: legal ⇒ nothing ungrounded; loose: the two-cell pair floats",
  expected: "reproduced",
  because: "over every filling of every grid of ≤ 8 cells (--full: 9) no official-legal " +
    "filling has an ungrounded piece, and no official-illegal one has every piece " +
    "grounded; the 2×1 iron-over-balloon pair passes the loose judge with both pieces " +
    "ungrounded",
  run(ctx) {
    const maxCells = ctx.full ? 9 : 8;
    const survey = surveyGrounding(maxCells);
    const pair = floatingPair();
    const pairLoose = checkDosunFuwari(pair.board, pair.answer, DOSUN_FUWARI_RULE.loose);
    const pairOfficial = checkDosunFuwari(pair.board, pair.answer, DOSUN_FUWARI_RULE.official);
    const pairFloating = ungroundedPieces(pair.board, pair.answer, DOSUN_FUWARI_RULE.loose);
    const pairHolds = pairLoose.ok && !pairOfficial.ok && pairFloating.length === 2;
    const witnesses: Witness[] = [{
      genre: "dosun-fuwari",
      description: `loose: iron ball over balloon, one room: judge loose ${
        pairLoose.ok ? "ok" : pairLoose.code
      }, official ${pairOfficial.code ?? "ok"}; ungrounded (loose): ${pairFloating.length}`,
      url: encodeUrl(pair.board),
      rows: answerRows(pair.board, pair.answer),
    }];
    if (survey.counterexample) {
      witnesses.unshift({
        genre: "dosun-fuwari",
        description: "official-legal filling with an ungrounded piece",
        url: encodeUrl(survey.counterexample.board),
        rows: answerRows(survey.counterexample.board, survey.counterexample.answer),
      });
    }
    const smallest = survey.smallestLooseFloat;
    const smallestCells = smallest ? smallest.board.rows * smallest.board.cols : null;
    return {
      writeup: "official: always 0 ungrounded; loose: the two-cell pair is legal, both ungrounded",
      suite: `${thousands(survey.fillings)} fillings (≤ ${maxCells} cells): ` +
        `${thousands(survey.officialLegal)} official-legal, ${survey.officialLegalUngrounded} ` +
        `with an ungrounded piece; ${survey.officialIllegalGrounded} official-illegal with ` +
        `every piece grounded; loose pair: legal ${pairLoose.ok}, ungrounded ` +
        `${pairFloating.length}; ${thousands(survey.looseLegalUngrounded)} loose-legal fillings ` +
        `float, the smallest on ${smallestCells} cells`,
      verdict: survey.officialLegalUngrounded === 0 && pairHolds ? "reproduced" : "refuted",
      witnesses,
      data: {
        maxCells,
        fillings: survey.fillings,
        officialLegal: survey.officialLegal,
        officialLegalUngrounded: survey.officialLegalUngrounded,
        officialIllegalGrounded: survey.officialIllegalGrounded,
        looseLegal: survey.looseLegal,
        looseLegalUngrounded: survey.looseLegalUngrounded,
        smallestLooseFloatCells: smallestCells,
        pair: { url: witnesses.at(-1)!.url, rows: witnesses.at(-1)!.rows },
      },
      note:
        "legal = the judge's cuNotTop/csNotBottom pass; ungrounded = core/dosun_fuwari/grounding.ts",
    };
  },
};

/** The run claims in CLAIMS.md order. */
export const DOSUN_FUWARI_RUN_CLAIMS: readonly Claim[] = [D_U1, D_U2, D_U3];
