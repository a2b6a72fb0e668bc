/**
 * The board page's state and drawing, without the DOM: the marks a person has put on
 * a board, how a click changes them, the judge's verdict on them and the SVG that
 * shows it all. The page (page.ts) only wires events to these functions, so they are
 * tested here under Deno and bundled for the browser unchanged.
 *
 * Marks are one entry per cell. Stostone: −1 empty, 1 stone, 0 blank (a dot: "not a
 * stone", as the demo page has it). Dosun-Fuwari: −1 empty, 1 balloon, 2 iron ball;
 * black cells stay −1.
 *
 * @module
 */

import type { Board } from "../../../core/formats/mod.ts";
import { checkStostone, STOSTONE_CHECKS } from "../../../core/stostone/judge.ts";
import type { StostoneRule } from "../../../core/stostone/board.ts";
import { checkDosunFuwari, DOSUN_FUWARI_CHECKS } from "../../../core/dosun_fuwari/judge.ts";
import type { DosunFuwariRule } from "../../../core/dosun_fuwari/board.ts";
import { boardSvg, CELL, PAD } from "../svg.ts";

/** An unmarked cell. */
export const UNMARKED = -1;

/**
 * The mark a cell gets from one click: forward (`1`, left click) or back (`-1`,
 * right click). Stostone cycles stone → blank → empty, Dosun-Fuwari balloon → iron
 * ball → empty; a black Dosun-Fuwari cell takes no mark.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextMark } from "./model.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/2/2/00");
 * assert.deepEqual([-1, 1, 0].map((m) => nextMark(board, 0, m, 1)), [1, 0, -1]);
 * assert.deepEqual([-1, 0, 1].map((m) => nextMark(board, 0, m, -1)), [0, 1, -1]);
 * ```
 */
export function nextMark(board: Board, cell: number, mark: number, direction: 1 | -1): number {
  if (board.genre === "dosun-fuwari" && board.black[cell] === 1) return UNMARKED;
  const cycle = board.genre === "stostone" ? [UNMARKED, 1, 0] : [UNMARKED, 1, 2];
  const at = Math.max(0, cycle.indexOf(mark));
  return cycle[(at + direction + cycle.length) % cycle.length]!;
}

/**
 * The answer the marks stand for, as the judge reads it: a Stostone stone is shaded
 * and every other cell not; a Dosun-Fuwari mark is its piece, an empty cell empty.
 */
export function answerOf(board: Board, marks: Int8Array): Uint8Array {
  return Uint8Array.from(
    marks,
    (m) => board.genre === "stostone" ? (m === 1 ? 1 : 0) : Math.max(m, 0),
  );
}

/** The marks that show an answer: every cell marked (Stostone's unshaded cells as blanks). */
export function marksOf(board: Board, answer: ArrayLike<number>): Int8Array {
  return Int8Array.from(
    answer,
    (v, cell) => board.genre === "stostone" ? v : board.black[cell] === 1 || v === 0 ? UNMARKED : v,
  );
}

/** The judge's verdict on the marks, with its check's one-line description. */
export interface PageVerdict {
  /** Every check passed. */
  readonly ok: boolean;
  /** The failing check's code, or null. */
  readonly code: string | null;
  /** What the failing check rejects; empty when ok. */
  readonly message: string;
  /** The cells the failing check names. */
  readonly cells: readonly number[];
}

/**
 * Judges the marks with the suite's judge under `rule`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { verdictOf } from "./model.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/1/2/0"); // one column of two cells, no clue
 * assert.equal(verdictOf(board, Int8Array.of(-1, 1), "exact").ok, true);
 * const tall = verdictOf(board, Int8Array.of(1, 1), "exact");
 * assert.equal(tall.code, "csUpper");
 * assert.deepEqual(tall.cells, [0]);
 * ```
 */
export function verdictOf(board: Board, marks: Int8Array, rule: string): PageVerdict {
  const answer = answerOf(board, marks);
  const result = board.genre === "stostone"
    ? checkStostone(board, answer, rule as StostoneRule)
    : checkDosunFuwari(board, answer, rule as DosunFuwariRule);
  const checks: readonly { code: string; description: string }[] = board.genre === "stostone"
    ? STOSTONE_CHECKS
    : DOSUN_FUWARI_CHECKS;
  const message = result.ok ? "" : checks.find((c) => c.code === result.code)?.description ?? "";
  return { ok: result.ok, code: result.code, message, cells: result.cells };
}

/**
 * Whether every room holds a mark: a Stostone stone or blank, a Dosun-Fuwari balloon
 * or iron ball. Until then the board is still being marked, and the page does not
 * paint the judge's failure on it (the failure of an empty board is no news).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { everyRoomMarked } from "./model.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * const board = decodeUrl("stostone/2/2/00"); // one room
 * assert.equal(everyRoomMarked(board, Int8Array.of(-1, -1, -1, -1)), false);
 * assert.equal(everyRoomMarked(board, Int8Array.of(-1, 0, -1, -1)), true);
 * ```
 */
export function everyRoomMarked(board: Board, marks: Int8Array): boolean {
  return markedRooms(board, marks) === board.rooms.length;
}

/** How many rooms hold a mark (see {@link everyRoomMarked}). */
export function markedRooms(board: Board, marks: Int8Array): number {
  const least = board.genre === "stostone" ? 0 : 1;
  return board.rooms.filter((cells) => cells.some((cell) => marks[cell]! >= least)).length;
}

/** `r3c2`: a cell by row and column, counted from 1. */
export function cellName(board: Board, cell: number): string {
  return `r${Math.floor(cell / board.cols) + 1}c${(cell % board.cols) + 1}`;
}

/** What the drawing shows beside the marks. */
export interface DrawOptions {
  /** The judge's cells, outlined in red. */
  readonly highlight?: readonly number[];
  /** The keyboard cursor's cell, or null for none. */
  readonly cursor?: number | null;
  /** Forced cells (per cell the forced value, −1 undecided), drawn as small blue marks. */
  readonly forced?: ArrayLike<number> | null;
  /** The hint's cell, outlined in blue. */
  readonly hint?: number | null;
  /** One answer of several, drawn faintly in blue under the marks (the answer stepper). */
  readonly answer?: ArrayLike<number> | null;
  /** Cells where the listed answers differ, tinted yellow. */
  readonly differ?: readonly number[];
}

const BLUE = "#1c64d8";

/**
 * The board as SVG: the report's own drawing (svg.ts) of the marks, Stostone's
 * dropped board beside it, plus the page's layers on top: blanks as dots, forced
 * cells, the hint and the cursor.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { drawBoard } from "./model.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * const svg = drawBoard(decodeUrl("stostone/2/2/00"), Int8Array.of(1, 1, 0, -1), { cursor: 3 });
 * assert.ok(svg.includes('class="dropped"') && svg.includes('class="blank"'));
 * assert.ok(svg.includes('class="cursor"'));
 * ```
 */
export function drawBoard(board: Board, marks: Int8Array, options: DrawOptions = {}): string {
  const svg = boardSvg(board, answerOf(board, marks), {
    dropped: board.genre === "stostone",
    highlight: options.highlight ?? [],
  });
  const at = (cell: number) => ({
    x: PAD + (cell % board.cols) * CELL,
    y: PAD + Math.floor(cell / board.cols) * CELL,
  });
  const layers: string[] = [];
  if (board.genre === "stostone") {
    let d = "";
    const clueCells = new Set(board.clueCell.filter((_, room) => board.clues[room] !== null));
    marks.forEach((m, cell) => {
      if (m !== 0) return;
      const { x, y } = at(cell);
      // In the middle, or in the corner when the cell holds its room's number.
      const [cx, cy] = clueCells.has(cell)
        ? [x + CELL - 5, y + CELL - 5]
        : [x + CELL / 2, y + CELL / 2];
      d += circlePath(cx, cy, 2.5);
    });
    if (d) layers.push(`<path class="blank" fill="#333" d="${d}"/>`);
  }
  if (options.differ && options.differ.length > 0) {
    const d = options.differ.map((cell) => {
      const { x, y } = at(cell);
      return `M${x},${y}h${CELL}v${CELL}h${-CELL}z`;
    }).join("");
    layers.push(`<path class="differ" fill="#f5c400" fill-opacity=".35" d="${d}"/>`);
  }
  // The answer stepper's answer and the forced cells: one path per kind of mark, not an
  // element per cell (an 18×18 has hundreds, and the page redraws on every edit). Each
  // path lists its cells in `data-cells`, for scripts and tests.
  const shown = options.answer;
  if (shown) {
    const kinds = new Map<number, { cells: number[]; d: string }>();
    for (let cell = 0; cell < board.rows * board.cols; cell++) {
      const v = shown[cell]!;
      if (v <= 0) continue;
      const { x, y } = at(cell);
      const kind = kinds.get(v) ?? { cells: [], d: "" };
      kinds.set(v, kind);
      kind.cells.push(cell);
      kind.d += board.genre === "stostone"
        ? `M${x + 4},${y + 4}h${CELL - 8}v${CELL - 8}h${8 - CELL}z`
        : circlePath(x + CELL / 2, y + CELL / 2, CELL / 4);
    }
    for (const [v, { cells, d }] of kinds) {
      const fill = board.genre === "dosun-fuwari" && v === 1 ? "none" : BLUE;
      layers.push(
        `<path class="ghost" data-value="${v}" data-cells="${cells.join(",")}" fill="${fill}" ` +
          `fill-opacity=".45" stroke="${BLUE}" stroke-width=".75" d="${d}"/>`,
      );
    }
  }
  const forced = options.forced;
  if (forced) {
    // White badges under the marks: they read over a failure's red outline and a stone.
    let badges = "";
    const kinds = new Map<number, { cells: number[]; d: string }>();
    for (let cell = 0; cell < board.rows * board.cols; cell++) {
      const v = forced[cell]!;
      if (v < 0 || (board.genre === "dosun-fuwari" && board.black[cell] === 1)) continue;
      const { x, y } = at(cell);
      const [cx, cy] = [x + CELL - 7, y + 7];
      badges += `M${cx - 6},${cy - 6}h12v12h-12z`;
      const kind = kinds.get(v) ?? { cells: [], d: "" };
      kinds.set(v, kind);
      kind.cells.push(cell);
      kind.d += v === 0 ? `M${cx - 3},${cy - 3}l6,6m0,-6l-6,6` : circlePath(cx, cy, 3.5);
    }
    if (badges) {
      layers.push(
        `<path class="badge" fill="#fff" stroke="${BLUE}" stroke-width=".75" d="${badges}"/>`,
      );
    }
    for (const [v, { cells, d }] of kinds) {
      const fill = v === 0 ? "none" : v === 1 && board.genre === "dosun-fuwari" ? "#fff" : BLUE;
      layers.push(
        `<path class="forced" data-value="${v}" data-cells="${cells.join(",")}" fill="${fill}" ` +
          `stroke="${BLUE}" stroke-width="1.5" d="${d}"/>`,
      );
    }
  }
  if (options.hint !== undefined && options.hint !== null) {
    const { x, y } = at(options.hint);
    layers.push(
      `<rect class="hint" x="${x + 1.5}" y="${y + 1.5}" width="${CELL - 3}" height="${
        CELL - 3
      }" fill="none" stroke="${BLUE}" stroke-width="3"/>`,
    );
  }
  if (options.cursor !== undefined && options.cursor !== null) {
    const { x, y } = at(options.cursor);
    layers.push(
      `<rect class="cursor" x="${x - 1}" y="${y - 1}" width="${CELL + 2}" height="${
        CELL + 2
      }" fill="none" stroke="#e8a100" stroke-width="2" stroke-dasharray="4 2"/>`,
    );
  }
  return svg.replace(/<\/svg>$/, `${layers.join("\n")}\n</svg>`);
}

/** A circle as path data (one subpath), so many circles can share one path. */
function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
}

/** The cell under a point given in the drawing's own units, or null off the board. */
export function cellAt(board: Board, x: number, y: number): number | null {
  const c = Math.floor((x - PAD) / CELL);
  const r = Math.floor((y - PAD) / CELL);
  return r >= 0 && r < board.rows && c >= 0 && c < board.cols ? r * board.cols + c : null;
}

/**
 * Reads the page's own address: the query is the board (any form `decodeUrl` takes,
 * e.g. `board.html?https://puzz.link/p?stostone/…`, percent-encoded or not) and the
 * fragment the rule setting (`#convex`). Empty strings when absent.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readPageAddress } from "./model.ts";
 * assert.deepEqual(readPageAddress("?https://puzz.link/p?stostone/2/2/00", "#count"), {
 *   board: "https://puzz.link/p?stostone/2/2/00", rule: "count" });
 * assert.deepEqual(readPageAddress("?stostone%2F2%2F2%2F00", ""), { board: "stostone/2/2/00", rule: "" });
 * ```
 */
export function readPageAddress(search: string, hash: string): { board: string; rule: string } {
  const query = search.replace(/^\?/, "");
  let board = query;
  try {
    board = decodeURIComponent(query);
  } catch {
    // not percent-encoded: take it as it is
  }
  return { board: board.trim(), rule: hash.replace(/^#/, "") };
}

/** The page address for a board and rule, relative to the page: `?<url>#<rule>`. */
export function pageAddress(url: string, rule?: string): string {
  return `?${url}${rule ? `#${rule}` : ""}`;
}
