/**
 * The reviewed exceptions: every known, documented difference of reading between the
 * second judge (pzpr 0.10.1) and the suite's judge. A disagreement that one of these
 * recognises is reported as "agree by exception" and counted under its id; any other
 * disagreement is a failure to investigate.
 *
 * An exception is added only after the difference has been traced to pzpr's own code
 * (named in `evidence`) and shown on a minimal board, so that it cannot hide a suite bug.
 * Each predicate is as narrow as the difference: it recognises only the verdict pair the
 * difference can produce, on boards where the difference can arise.
 *
 * @module
 */

import type { Board } from "../../core/formats/mod.ts";
import type { StostoneBoard } from "../../core/stostone/board.ts";

/** A verdict of either judge, reduced to what is compared. */
export interface Verdict {
  /** True when the answer is accepted. */
  readonly ok: boolean;
  /** The first failure code, null when ok. */
  readonly code: string | null;
}

/** One sample on which the two judges disagree. */
export interface JudgeDifference {
  /** The board. */
  readonly board: Board;
  /** The answer (see each genre's board module for its values). */
  readonly answer: Uint8Array;
  /** The suite's verdict (Stostone `exact`, Dosun-Fuwari `official`). */
  readonly suite: Verdict;
  /** pzpr 0.10.1's verdict. */
  readonly pzpr: Verdict;
}

/** A reviewed difference of reading between pzpr 0.10.1 and the suite's judge. */
export interface JudgeException {
  /** Stable id, used in reports and counts. */
  readonly id: string;
  /** The genre it concerns. */
  readonly genre: Board["genre"];
  /** What differs and why it is accepted, in a sentence or two. */
  readonly reason: string;
  /** Where the difference was traced and how it was confirmed. */
  readonly evidence: string;
  /** Whether this difference explains the disagreement. */
  recognises(difference: JudgeDifference): boolean;
}

/**
 * pzpr 0.10.1 fails `bkNoShade` on every room without a shaded cell, whatever its clue;
 * the suite exempts a room whose clue is 0 (DESIGN.md: "a room with clue 0 holds no
 * stone"). So on a board with a 0 clue the suite can accept what pzpr rejects.
 */
const CLUE_ZERO_ROOM: JudgeException = {
  id: "stostone-clue-zero-room",
  genre: "stostone",
  reason: "pzpr 0.10.1 requires a stone in every room, a room clued 0 included (where its " +
    "bkShadeNe check demands no stone, so such a board has no answer there); the suite " +
    "reads a 0 clue as 'this room holds no stone' and exempts it from bkNoShade.",
  evidence: "pzpr 0.10.1 dist/pzpr.js, checkNoShadeCellInArea: checkAllBlock(roommgr, " +
    "isShade, (w,h,a,n) => a > 0, 'bkNoShade') never reads the clue n. Confirmed on " +
    "stostone/1/2/g0g (two one-cell rooms, the top one clued 0), answer '.' over '#': " +
    "suite ok, pzpr bkNoShade. The robx/pzprjs sources we could inspect read the same, so " +
    "this may be a suite reading rather than a change in the reference: see docs/JUDGES.md.",
  recognises: ({ board, answer, suite, pzpr }) => {
    if (board.genre !== "stostone" || !suite.ok || pzpr.code !== "bkNoShade") return false;
    // Every room pzpr found empty must be one the suite exempts; at least one exists.
    const empty = emptyRooms(board, answer);
    return empty.length > 0 && empty.every((room) => board.clues[room] === 0);
  },
};

/**
 * Every reviewed exception, in the order they are tried.
 *
 * Not listed, because measurement refuted it: an earlier FORMATS.md said pzpr 0.10.1
 * "predates the bkNoShade check and accepts a Stostone answer in which a room has no
 * stone" (13 of 14 vectors; it now says 14 of 14). pzpr 0.10.1 has the check, and gives
 * all 14 vector codes; the 14th vector's board is not the board of the vectors' shared URL
 * (one of its rooms is split in two), so opening that URL and setting the answer judges a
 * different, solved board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { PZPR_EXCEPTIONS } from "./exceptions.ts";
 * assert.ok(PZPR_EXCEPTIONS.every((e) => e.reason.length > 0 && e.evidence.length > 0));
 * ```
 */
export const PZPR_EXCEPTIONS: readonly JudgeException[] = [CLUE_ZERO_ROOM];

/**
 * The first reviewed exception that recognises a disagreement, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { matchException } from "./exceptions.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/1/2/g0g"); // top room clued 0, bottom room unclued
 * const found = matchException({
 *   board,
 *   answer: new Uint8Array([0, 1]),
 *   suite: { ok: true, code: null },
 *   pzpr: { ok: false, code: "bkNoShade" },
 * });
 * assert.ok(found?.id === "stostone-clue-zero-room");
 * ```
 */
export function matchException(difference: JudgeDifference): JudgeException | null {
  return PZPR_EXCEPTIONS.find((e) => e.recognises(difference)) ?? null;
}

/** The rooms of a Stostone board with no shaded cell. */
function emptyRooms(board: StostoneBoard, answer: Uint8Array): number[] {
  const out: number[] = [];
  board.rooms.forEach((cells, room) => {
    if (cells.every((cell) => answer[cell] === 0)) out.push(room);
  });
  return out;
}
