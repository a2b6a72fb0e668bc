/**
 * Boards the board-page tests share.
 *
 * @module
 */

import { type Board, decodeUrl, parseAnswerRows } from "../../../core/formats/mod.ts";
import { parseRule } from "../../../core/genre.ts";
import { enginesFor } from "../../../engines/mod.ts";
import { externalReportFixtures } from "../report_test_util.ts";

/** A published board with its answer, unique under its rule. */
export interface UniqueCase {
  readonly id: string;
  readonly url: string;
  readonly board: Board;
  readonly rule: string;
  readonly answer: Uint8Array;
}

/**
 * Per genre (Stostone first), the smallest published board that is unique under its
 * rule by the mask engine (not the engine the page's jobs use), with its published
 * answer.
 */
export function uniquePublishedBoards(): UniqueCase[] {
  return (["stostone", "dosun-fuwari"] as const).map((genre) => {
    const found = externalReportFixtures().filter((x) => x.genre === genre).map((f) => ({
      f,
      board: decodeUrl(f.url),
    })).sort((a, b) =>
      a.board.rows * a.board.cols - b.board.rows * b.board.cols || (a.f.id < b.f.id ? -1 : 1)
    ).find(({ f, board }) => {
      const r = enginesFor(board)[1]!.solve(board, {
        rule: parseRule(board, f.rule),
        cap: 2,
        budget: 1e8,
      });
      return r.complete && r.answers.length === 1;
    });
    if (found === undefined) throw new Error(`no unique published ${genre} board`);
    const { f, board } = found;
    return { id: f.id, url: f.url, board, rule: f.rule, answer: parseAnswerRows(board, f.answer) };
  });
}

/**
 * The cells every answer shares, by the mask engine listing them all: an independent
 * count for the page's "forced cells". Throws when the listing is not complete.
 */
export function sharedCells(board: Board, rule: string): { answers: number; shared: number } {
  const all = enginesFor(board)[1]!.solve(board, {
    rule: parseRule(board, rule),
    cap: Infinity,
    budget: 1e8,
  });
  if (!all.complete) throw new Error(`${rule}: the mask engine did not finish`);
  const first = all.answers[0];
  const shared = first === undefined
    ? 0
    : first.filter((v, x) => all.answers.every((a) => a[x] === v)).length;
  return { answers: all.answers.length, shared };
}

/** A published 4×4 Stostone board (StoStoneSolver 000-000) with two answers, under exact and convex alike. */
export const TWO_ANSWER_URL = "https://puzz.link/p?stostone/4/4/aqgd5g1g2g1";
