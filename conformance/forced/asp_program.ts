/**
 * A board of either genre as an answer-set program, for an outside solver (clingo)
 * to compute its forced cells a second way: written from the rules' wording, sharing
 * no code with the engines. One answer set per answer; the shown atoms give each
 * cell's value, so the atoms true in every answer set (clingo's cautious
 * consequences) are exactly the forced cells.
 *
 * Stostone (`s(K)`: cell K shaded, `u(K)`: not): shaded cells never touch across a
 * border; a numbered room holds that many shaded cells, any other room at least one
 * (clue 0: none); each room's shaded cells are connected without crossing a border
 * (reached from the room's first shaded cell); rule 4 `count`: rows/2 shaded cells per
 * column; `convex`: count, and each stone's cells in a column are one unbroken run;
 * `exact`: count, and the rank invariant (two shaded cells side by side in one stone
 * have as many shaded cells below them), which holds exactly when the drop fills the
 * bottom half; `none`: nothing. An odd row count has no answer under the three.
 *
 * Dosun-Fuwari (`b(K)` balloon, `i(K)` iron ball, `e(K)` empty, white cells only):
 * each room holds exactly one balloon and one iron ball; a balloon's upper neighbour,
 * when white, holds a balloon (`loose`: any piece), and an iron ball's lower
 * neighbour, when white, an iron ball (`loose`: any piece). Edges and black cells hold
 * pieces; room borders do not.
 *
 * @module
 */

import { BALLOON, EMPTY, IRON } from "../../core/dosun_fuwari/board.ts";
import type { DosunFuwariBoard, DosunFuwariRule } from "../../core/dosun_fuwari/board.ts";
import {
  DOSUN_FUWARI_RULE_REQUIREMENTS,
  DOSUN_FUWARI_RULES,
} from "../../core/dosun_fuwari/board.ts";
import {
  STOSTONE_RULE_REQUIREMENTS,
  STOSTONE_RULES,
  type StostoneBoard,
  type StostoneRule,
} from "../../core/stostone/board.ts";
import { assertRuleName } from "../../core/rule_name.ts";
import type { Board, Rule } from "../../core/genre.ts";
import { hasBorderBetween, neighbours } from "../../core/grid.ts";

const STOSTONE_RULES_TEXT = `
{ s(K) } :- cell(K).
u(K) :- cell(K), not s(K).
:- s(A), s(B), border(A,B).
:- clue(I,N), #count{ K : s(K), in(K,I) } != N.
has(I) :- s(K), in(K,I).
:- room(I), not clue(I,_), not has(I).
sbefore(K) :- next(J,K), s(J).
sbefore(K) :- next(J,K), sbefore(J).
reach(K) :- s(K), not sbefore(K).
reach(B) :- reach(A), link(A,B), s(B).
:- s(K), not reach(K).
#show s/1.
#show u/1.
`;

const COUNT_TEXT = `
:- col(C), half(H), #count{ R : s(K), at(K,R,C) } != H.
`;

const CONVEX_TEXT = `
runtop(K) :- s(K), not sabove(K).
sabove(K) :- up(K,J), same(J,K), s(J).
:- room(I), col(C), #count{ K : runtop(K), in(K,I), at(K,_,C) } > 1.
`;

const EXACT_TEXT = `
below(K,0) :- cell(K).
below(K,N) :- down(K,L), below(L,N).
below(K,N+1) :- down(K,L), s(L), below(L,N), half(H), N < H.
:- s(A), s(B), right(A,B), below(A,N), not below(B,N).
:- s(A), s(B), right(A,B), below(B,N), not below(A,N).
`;

const DOSUN_FUWARI_TEXT = `
1 { b(K); i(K); e(K) } 1 :- white(K).
:- room(I), #count{ K : b(K), in(K,I) } != 1.
:- room(I), #count{ K : i(K), in(K,I) } != 1.
#show b/1.
#show i/1.
#show e/1.
`;

const OFFICIAL_TEXT = `
:- b(K), up(K,J), white(J), not b(J).
:- i(K), down(K,J), white(J), not i(J).
`;

const LOOSE_TEXT = `
:- b(K), up(K,J), e(J).
:- i(K), down(K,J), e(J).
`;

/**
 * The answer-set program of a board under a rule: facts for the board, then the
 * rules' text. Cells are numbered row-major, rooms by the board's room ids.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { aspProgram } from "./asp_program.ts";
 * const program = aspProgram(decodeUrl("stostone/2/2/00"), "exact");
 * assert.ok(program.includes("half(1).") && program.includes("below(K,0) :- cell(K)."));
 * ```
 */
export function aspProgram(board: Board, rule: Rule): string {
  return board.genre === "stostone"
    ? stostoneProgram(board, rule as StostoneRule)
    : dosunFuwariProgram(board, rule as DosunFuwariRule);
}

/** Facts shared by both genres: cells, positions, vertical neighbours, room membership. */
function gridFacts(board: Board, isCell: (cell: number) => boolean): string[] {
  const { rows, cols } = board;
  const out: string[] = [];
  for (let k = 0; k < rows * cols; k++) {
    if (!isCell(k)) continue;
    out.push(`at(${k},${Math.floor(k / cols)},${k % cols}).`);
    if (k >= cols) out.push(`up(${k},${k - cols}).`);
    if (k + cols < rows * cols) out.push(`down(${k},${k + cols}).`);
  }
  board.rooms.forEach((cells, room) => {
    out.push(`room(${room}).`);
    for (const k of cells) out.push(`in(${k},${room}).`);
  });
  return out;
}

function stostoneProgram(board: StostoneBoard, rule: StostoneRule): string {
  assertRuleName("aspProgram", STOSTONE_RULES, rule);
  const { halfOfEachColumn, noVerticalHole, dropFillsBottomHalf } =
    STOSTONE_RULE_REQUIREMENTS[rule];
  const { rows, cols, roomOf } = board;
  const out = gridFacts(board, () => true);
  for (let c = 0; c < cols; c++) out.push(`col(${c}).`);
  out.push(`half(${rows >> 1}).`);
  board.rooms.forEach((cells, room) => {
    const clue = board.clues[room];
    if (typeof clue === "number") out.push(`clue(${room},${clue}).`);
    // The room's cells in a chain, lowest index first: the first shaded one is the root.
    const sorted = [...cells].sort((a, b) => a - b);
    for (let j = 1; j < sorted.length; j++) out.push(`next(${sorted[j - 1]},${sorted[j]}).`);
  });
  for (let k = 0; k < rows * cols; k++) {
    out.push(`cell(${k}).`);
    for (const other of neighbours(board, k)) {
      if (hasBorderBetween(board, board, k, other)) out.push(`border(${k},${other}).`);
      else {
        out.push(`link(${k},${other}).`);
        if (other === k + 1) out.push(`right(${k},${other}).`);
      }
      if (roomOf[other] === roomOf[k]) out.push(`same(${k},${other}).`);
    }
  }
  const parts = [out.join("\n"), STOSTONE_RULES_TEXT];
  if (halfOfEachColumn) {
    // The middle row of an odd grid is in both halves: nothing can fill the bottom one.
    if (rows % 2 !== 0) parts.push(":- #true.");
    parts.push(COUNT_TEXT);
    // The rank invariant leaves no vertical hole by itself: no convexity text beside it.
    if (dropFillsBottomHalf) parts.push(EXACT_TEXT);
    else if (noVerticalHole) parts.push(CONVEX_TEXT);
  }
  return parts.join("\n");
}

function dosunFuwariProgram(board: DosunFuwariBoard, rule: DosunFuwariRule): string {
  assertRuleName("aspProgram", DOSUN_FUWARI_RULES, rule);
  const { anyPieceHolds } = DOSUN_FUWARI_RULE_REQUIREMENTS[rule];
  const white = (k: number) => board.black[k] === 0;
  const out = gridFacts(board, white);
  for (let k = 0; k < board.rows * board.cols; k++) if (white(k)) out.push(`white(${k}).`);
  return [out.join("\n"), DOSUN_FUWARI_TEXT, anyPieceHolds ? LOOSE_TEXT : OFFICIAL_TEXT]
    .join("\n");
}

/**
 * Each cell's value from shown atoms (the cautious consequences: atoms true in every
 * answer set), −1 where none is shown. Dosun-Fuwari black cells are {@link EMPTY}.
 * Throws `SyntaxError` for an atom the program does not show.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { cellsFromAtoms } from "./asp_program.ts";
 * const cells = cellsFromAtoms(decodeUrl("stostone/2/2/00"), ["s(0)", "u(3)"]);
 * assert.deepEqual([...cells], [1, -1, -1, 0]);
 * ```
 */
export function cellsFromAtoms(board: Board, atoms: readonly string[]): Int8Array {
  const n = board.rows * board.cols;
  const cells = new Int8Array(n).fill(-1);
  if (board.genre === "dosun-fuwari") {
    for (let k = 0; k < n; k++) if (board.black[k] === 1) cells[k] = EMPTY;
  }
  const values: Record<string, number> = board.genre === "stostone"
    ? { s: 1, u: 0 }
    : { b: BALLOON, i: IRON, e: EMPTY };
  for (const atom of atoms) {
    const match = /^([a-z])\((\d+)\)$/.exec(atom);
    const value = match === null ? undefined : values[match[1]!];
    const cell = match === null ? -1 : Number(match[2]);
    if (value === undefined || cell >= n) {
      throw new SyntaxError(`clingo: unexpected atom "${atom}" for a ${board.genre} board`);
    }
    cells[cell] = value;
  }
  return cells;
}
