/**
 * The second judge: the npm package `pzpr` 0.10.1, an older published build of the
 * reference implementation (pzprjs), run on the suite's boards and answers.
 *
 * A board reaches pzpr as its puzz.link URL (core/formats `encodeUrl`), the answer cell by
 * cell (`setQans`: Stostone 1 = shaded; Dosun-Fuwari 1 = balloon, 2 = iron ball), and
 * `check(true)` gives the first failure code or `complete`. pzpr knows only the real rules,
 * so this is the judge of Stostone `exact` and Dosun-Fuwari `official`.
 *
 * Every board pzpr opens is read back and compared with the suite's board (size, borders,
 * black cells, rooms, clues) before any answer is judged, so a verdict is never about a
 * board that a URL writer or reader got wrong. Opened puzzles are kept (a few dozen, least
 * recently used dropped first): setting an answer on an open puzzle is about a hundred
 * times faster than opening the URL again.
 *
 * pzpr runs under Deno as it is: it detects a non-browser host, loads its genre scripts
 * with `require`, and needs read access to node_modules and env access (it reads `LANG`).
 * No browser globals are shimmed.
 *
 * @module
 */

import pzpr from "npm:pzpr@0.10.1";
import { type Board, encodeUrl } from "../../core/formats/mod.ts";
import { assertStostoneAnswer, type StostoneBoard } from "../../core/stostone/board.ts";
import { assertDosunFuwariAnswer, type DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import type { StostoneCode } from "../../core/stostone/judge.ts";
import type { DosunFuwariCode } from "../../core/dosun_fuwari/judge.ts";

/** The version of the reference checker this module runs (the devDependency in package.json). */
export const PZPR_VERSION = "0.10.1";

/** The genre names pzpr uses, by board genre. */
const PZPR_GENRE = { "stostone": "stostone", "dosun-fuwari": "dosufuwa" } as const;

/** A failure code of either genre, in the suite's names. */
export type SuiteCode = StostoneCode | DosunFuwariCode;

/**
 * pzpr's failure codes and the suite's name for each. They are the same strings; the
 * table exists so that a code pzpr might report and the suite does not know is caught
 * instead of silently compared. The second-judge tests check every entry against the
 * vectors, which hold one case per code.
 */
export const PZPR_CODE_NAMES: Readonly<Record<string, SuiteCode>> = {
  cbShade: "cbShade",
  bkShadeDivide: "bkShadeDivide",
  csUpper: "csUpper",
  bkShadeNe: "bkShadeNe",
  cuLower: "cuLower",
  bkNoShade: "bkNoShade",
  bkUCGe2: "bkUCGe2",
  bkSCGe2: "bkSCGe2",
  cuNotTop: "cuNotTop",
  csNotBottom: "csNotBottom",
  bkNoUC: "bkNoUC",
  bkNoSC: "bkNoSC",
};

/**
 * pzpr's verdict. `code` is the suite's name for pzpr's first failure code, or
 * `pzpr:<code>` for a code the suite does not know (it then equals no suite code), or
 * null when pzpr says `complete`.
 */
export interface PzprVerdict {
  /** True when pzpr says the answer is complete. */
  readonly ok: boolean;
  /** The first failure code, or null when ok. */
  readonly code: SuiteCode | `pzpr:${string}` | null;
}

// The parts of pzpr's object model used here (the package ships no types).
interface PzprCell {
  readonly bx: number;
  readonly by: number;
  readonly ques: number;
  readonly qnum: number;
  readonly qans: number;
  setQans(value: number): void;
}
interface PzprBorder {
  readonly isnull: boolean;
  readonly ques: number;
  isBorder(): boolean;
}
interface PzprRoom {
  readonly top: PzprCell;
  readonly clist: ArrayLike<PzprCell>;
}
interface PzprBoard {
  readonly rows: number;
  readonly cols: number;
  readonly cell: ArrayLike<PzprCell>;
  readonly roommgr: { readonly components: ArrayLike<PzprRoom> };
  getc(bx: number, by: number): PzprCell;
  getb(bx: number, by: number): PzprBorder;
  errclear(): boolean;
}
interface PzprCheckInfo {
  readonly complete: boolean;
  readonly length: number;
  readonly [index: number]: string | undefined;
}
interface PzprPuzzle {
  readonly pid: string;
  readonly ready: boolean;
  readonly board: PzprBoard;
  readonly checker: { resetCache(): void };
  readonly opemgr: { disableRecord(): void };
  open(data: string): unknown;
  check(activemode: boolean): PzprCheckInfo;
}
interface PzprModule {
  readonly version: string;
  readonly Puzzle: new () => PzprPuzzle;
}

const reference = pzpr as unknown as PzprModule;
if (reference.version !== PZPR_VERSION) {
  throw new Error(
    `second judge: expected pzpr ${PZPR_VERSION}, node_modules holds ${
      JSON.stringify(reference.version)
    } (run npm install)`,
  );
}

/** An opened puzzle with its cells in the suite's row-major order. */
interface OpenPuzzle {
  readonly puzzle: PzprPuzzle;
  readonly cells: readonly PzprCell[];
}

/** How many opened puzzles are kept. Memory stays bounded; re-opening is only slower. */
const CACHE_LIMIT = 64;
const opened = new Map<string, OpenPuzzle>();

/**
 * Judges an answer with pzpr 0.10.1 (Stostone `exact`, Dosun-Fuwari `official`).
 *
 * Throws `RangeError` when the answer does not fit the board (wrong length, a value the
 * genre does not use, a piece on a black cell), and `Error` when pzpr reads the board's
 * URL as a different board (a format bug, named with the URL).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pzprCheck } from "./pzpr_judge.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * // 2×1, one room: a one-cell stone falls into the bottom half.
 * const board = decodeUrl("stostone/1/2/0");
 * assert.ok(pzprCheck(board, new Uint8Array([1, 0])).ok);
 * assert.ok(pzprCheck(board, new Uint8Array([1, 1])).code === "csUpper");
 * ```
 */
export function pzprCheck(board: Board, answer: Uint8Array): PzprVerdict {
  if (board.genre === "stostone") assertStostoneAnswer(board, answer);
  else assertDosunFuwariAnswer(board, answer);
  const { puzzle, cells } = openBoard(board);
  cells.forEach((cell, i) => cell.setQans(answer[i]!));
  // Recording is off, so nothing resets the checker's cache (and Stostone's computed
  // drop) for us; stale errors from the last answer are cleared too.
  puzzle.checker.resetCache();
  puzzle.board.errclear();
  return verdictOf(puzzle.check(true));
}

/**
 * Judges a whole pzprv3 file (board and answer) the way pzpr reads it, with no suite code
 * involved: how the reference vectors' expected codes are re-established. `/` may stand
 * for a newline, as in the vectors (pzpr itself reads it so). Throws `SyntaxError` when
 * pzpr cannot open the text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pzprCheckFile } from "./pzpr_judge.ts";
 * const verdict = pzprCheckFile("pzprv3/dosufuwa/2/1/1/0 /0 /1 /2 /");
 * assert.ok(verdict.ok && verdict.code === null);
 * ```
 */
export function pzprCheckFile(text: string): PzprVerdict {
  const puzzle = new reference.Puzzle();
  try {
    puzzle.open(text);
  } catch (error) {
    throw new SyntaxError(`pzpr ${PZPR_VERSION} cannot open ${quote(text)}: ${error}`);
  }
  if (!puzzle.ready) throw new SyntaxError(`pzpr ${PZPR_VERSION} did not open ${quote(text)}`);
  return verdictOf(puzzle.check(true));
}

function verdictOf(info: PzprCheckInfo): PzprVerdict {
  if (info.complete) return { ok: true, code: null };
  const raw = info[0] ?? "";
  return { ok: false, code: PZPR_CODE_NAMES[raw] ?? `pzpr:${raw}` };
}

function quote(text: string): string {
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 100)}…` : text);
}

/** The open puzzle for a board: from the cache, or opened from its URL and verified. */
function openBoard(board: Board): OpenPuzzle {
  const url = encodeUrl(board);
  const cached = opened.get(url);
  if (cached !== undefined) {
    opened.delete(url); // re-inserted below: the map's order is least recently used first
    opened.set(url, cached);
    return cached;
  }
  const puzzle = new reference.Puzzle();
  puzzle.open(url);
  const mismatch = puzzle.ready ? boardMismatch(board, puzzle) : "it did not open";
  if (mismatch !== null) {
    throw new Error(`pzpr ${PZPR_VERSION} reads ${url} as a different board: ${mismatch}`);
  }
  puzzle.opemgr.disableRecord(); // no undo history: memory stays flat however many answers
  const cells: PzprCell[] = [];
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) cells.push(puzzle.board.getc(2 * c + 1, 2 * r + 1));
  }
  const entry = { puzzle, cells };
  opened.set(url, entry);
  if (opened.size > CACHE_LIMIT) opened.delete(opened.keys().next().value!);
  return entry;
}

/** Where pzpr's reading of the board differs from the suite's board, or null. */
function boardMismatch(board: Board, puzzle: PzprPuzzle): string | null {
  const pb = puzzle.board;
  const { rows, cols } = board;
  if (puzzle.pid !== PZPR_GENRE[board.genre]) return `genre ${puzzle.pid}`;
  if (pb.rows !== rows || pb.cols !== cols) return `size ${pb.rows}x${pb.cols}`;
  // Dosun-Fuwari borders are compared as pzpr sees them (a black cell borders everything),
  // which is how the suite's board model stores them too.
  const isBorder = (b: PzprBorder): number =>
    board.genre === "stostone" ? (b.ques > 0 ? 1 : 0) : (b.isBorder() ? 1 : 0);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c < cols - 1) {
        const flag = isBorder(pb.getb(2 * c + 2, 2 * r + 1));
        if (flag !== board.vertical[r * (cols - 1) + c]) return `border right of (${r},${c})`;
      }
      if (r < rows - 1) {
        const flag = isBorder(pb.getb(2 * c + 1, 2 * r + 2));
        if (flag !== board.horizontal[cell]) return `border below (${r},${c})`;
      }
      if (board.genre === "dosun-fuwari") {
        const black = pb.getc(2 * c + 1, 2 * r + 1).ques === 1 ? 1 : 0;
        if (black !== board.black[cell]) return `black cell at (${r},${c})`;
      }
    }
  }
  const rooms = pb.roommgr.components;
  if (rooms.length !== board.rooms.length) {
    return `${rooms.length} rooms, the suite has ${board.rooms.length}`;
  }
  for (let i = 0; i < rooms.length; i++) {
    const room = rooms[i]!;
    const cells = Array.from(room.clist, (c) => ((c.by - 1) / 2) * cols + (c.bx - 1) / 2);
    const id = board.roomOf[cells[0]!]!;
    if (id < 0 || cells.some((c) => board.roomOf[c] !== id)) {
      return `a room holding cell ${cells[0]} differs`;
    }
    if (cells.length !== board.rooms[id]!.length) return `room ${id} has ${cells.length} cells`;
    if (board.genre === "stostone") {
      const problem = clueMismatch(board, id, room.top.qnum);
      if (problem !== null) return problem;
    }
  }
  return null;
}

/**
 * pzpr keeps a room's clue on its top cell: a number, −2 for `?` (0.10.1 reads the URL's
 * `?` as no clue at all, −1; its checks treat both the same) or −1 for none.
 */
function clueMismatch(board: StostoneBoard, room: number, qnum: number): string | null {
  const clue = board.clues[room];
  const fits = clue === "?" ? qnum === -1 || qnum === -2 : qnum === (clue ?? -1);
  return fits ? null : `room ${room}: clue ${JSON.stringify(clue)}, pzpr reads ${qnum}`;
}

/** Re-exported for callers that build samples: the board types the judge accepts. */
export type { Board, DosunFuwariBoard, StostoneBoard };
