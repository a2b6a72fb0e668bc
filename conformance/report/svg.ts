/**
 * Boards drawn as SVG, for the HTML report and for `solve --svg` / `check --svg`.
 * Pure functions from a board (and optionally an answer) to a standalone SVG
 * string: colours are presentation attributes, not CSS, so a written `.svg` file
 * looks the same as the drawing inside the report.
 *
 * Every drawing has a `<title>`, a `viewBox` (so it scales) and a `data-board`
 * attribute holding the board's puzz.link URL, so a figure can always be traced back
 * to the board it shows. Output depends on the input only: the same board gives the
 * same bytes.
 *
 * Layout: cells are {@link CELL} units square, the board sits {@link PAD} units in
 * from the edge (room for the thick frame). Drawing order: paper, shaded or black
 * cells, thin grid lines, thick borders, the frame, then clues and pieces on top.
 *
 * @module
 */

import { type Borders, emptyBorders, type GridSize } from "../../core/grid.ts";
import { type Board, encodeUrl } from "../../core/formats/mod.ts";
import {
  assertStostoneAnswer,
  type StostoneBoard,
  stostoneBoard,
} from "../../core/stostone/board.ts";
import { dropReference, stonesOf } from "../../core/stostone/drop.ts";
import {
  assertDosunFuwariAnswer,
  BALLOON,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  IRON,
} from "../../core/dosun_fuwari/board.ts";
import { escapeMarkup } from "./escape.ts";

/** Side of one cell, in SVG user units. */
export const CELL = 24;
/** Margin around a board, in SVG user units (half the thick line fits in it). */
export const PAD = 4;
/** Space between a Stostone board and its dropped copy (the arrow goes here). */
export const GAP = 40;

/** How to draw a board. */
export interface SvgOptions {
  /** The `<title>` text; by default the genre and size, e.g. `stostone 6x6`. */
  readonly title?: string;
  /**
   * Stostone only: also draw the board after the drop (the reference schedule),
   * to the right, with a dashed line marking the bottom half. Needs an answer;
   * ignored without one.
   */
  readonly dropped?: boolean;
  /** Cells to outline in red, e.g. the cells a judge's failure names. */
  readonly highlight?: readonly number[];
  /**
   * Cells the answer leaves open, filled light grey (the answer's value there is not
   * drawn): a partial answer, e.g. a board's forced cells, where answers differ
   * elsewhere. With any such cell the dropped copy is not drawn.
   */
  readonly undecided?: readonly number[];
}

/** How to draw a region-free grid given as row strings. */
export interface ShadingOptions extends SvgOptions {
  /**
   * How to read the rows: `stostone` (default) — `#` shaded, `.` not;
   * `dosun-fuwari` — `#` black cell, `o` balloon, `x` iron ball, `.` empty.
   */
  readonly genre?: Board["genre"];
}

/**
 * Draws either genre's board, with its answer when given.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boardSvg } from "./svg.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const svg = boardSvg(decodeUrl("https://puzz.link/p?dosufuwa/3/2/q81"), new Uint8Array([1, 0, 0, 2, 0, 0]));
 * assert.ok(svg.startsWith("<svg") && svg.includes('class="balloon"') && svg.includes('class="iron"'));
 * ```
 */
export function boardSvg(
  board: Board,
  answer: Uint8Array | null = null,
  options: SvgOptions = {},
): string {
  return board.genre === "stostone"
    ? stostoneSvg(board, answer, options)
    : dosunFuwariSvg(board, answer, options);
}

/**
 * Draws a Stostone board: cells, thin grid lines, thick borders (also border
 * segments inside a room), each room's clue on its clue cell, the shaded cells of
 * the answer, and with `dropped` the board after the drop beside it. Throws
 * `RangeError` when the answer or a highlighted cell does not fit the board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneSvg } from "./svg.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/4/2/vg0-11.g2");
 * if (board.genre !== "stostone") throw new Error("not stostone");
 * const svg = stostoneSvg(board, new Uint8Array([1, 0, 0, 0, 1, 1, 0, 1]), { dropped: true });
 * assert.ok(svg.includes(">17</text>") && svg.includes('class="dropped"'));
 * ```
 */
export function stostoneSvg(
  board: StostoneBoard,
  answer: Uint8Array | null = null,
  options: SvgOptions = {},
): string {
  if (answer !== null) assertStostoneAnswer(board, answer);
  const { rows, cols } = board;
  const width = boardExtent(cols);
  const height = boardExtent(rows);
  const open = undecidedCells(board, options.undecided);
  const drawn = answer === null ? null : answer.map((v, cell) => open.has(cell) ? 0 : v);
  const parts = withUndecided(gridLayers(board, board, drawn, "shaded", SHADE), board, open);
  board.clueCell.forEach((cell, room) => {
    const clue = board.clues[room];
    if (clue === null || clue === undefined) return;
    parts.push(clueText(board, cell, String(clue), drawn?.[cell] === 1));
  });
  parts.push(...highlights(board, options.highlight));
  let total = width;
  if (options.dropped && answer !== null && open.size === 0) {
    const dropped = dropReference(board, stonesOf(board, answer));
    const dx = width + GAP;
    total = dx + width;
    parts.push(arrow(width, height));
    parts.push(`<g class="dropped" transform="translate(${dx} 0)">`);
    parts.push(...gridLayers(board, emptyBorders(board), dropped, "shaded", SHADE));
    const y = PAD + (rows * CELL) / 2;
    parts.push(
      `<path class="half" fill="none" stroke="${RED}" stroke-width="2" stroke-dasharray="5 3" d="M${
        PAD - 3
      },${y}h${cols * CELL + 6}"/>`,
    );
    parts.push("</g>");
  }
  return svgDocument(total, height, options.title ?? `stostone ${rows}x${cols}`, board, parts);
}

/**
 * Draws a Dosun-Fuwari board: black cells, thin grid lines, thick room borders,
 * and the answer's balloons (white circles) and iron balls (black circles). Throws
 * `RangeError` when the answer or a highlighted cell does not fit the board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dosunFuwariSvg } from "./svg.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("https://puzz.link/p?dosufuwa/3/2/q81");
 * if (board.genre !== "dosun-fuwari") throw new Error("not dosun-fuwari");
 * const svg = dosunFuwariSvg(board, null, { title: "a <small> board" });
 * assert.ok(svg.includes("<title>a &lt;small&gt; board</title>") && svg.includes('class="black"'));
 * ```
 */
export function dosunFuwariSvg(
  board: DosunFuwariBoard,
  answer: Uint8Array | null = null,
  options: SvgOptions = {},
): string {
  if (answer !== null) assertDosunFuwariAnswer(board, answer);
  const { rows, cols } = board;
  const open = undecidedCells(board, options.undecided);
  const parts = withUndecided(gridLayers(board, board, board.black, "black", INK), board, open);
  if (answer !== null) {
    const r = CELL * 3 / 8;
    answer.forEach((v, cell) => {
      if (open.has(cell)) return;
      const { x, y } = cellCorner(cols, cell);
      const cx = x + CELL / 2;
      const cy = y + CELL / 2;
      if (v === BALLOON) {
        parts.push(
          `<circle class="balloon" cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="${INK}" stroke-width="1.5"/>`,
        );
      } else if (v === IRON) {
        parts.push(`<circle class="iron" cx="${cx}" cy="${cy}" r="${r}" fill="${INK}"/>`);
      }
    });
  }
  parts.push(...highlights(board, options.highlight));
  return svgDocument(
    boardExtent(cols),
    boardExtent(rows),
    options.title ?? `dosun-fuwari ${rows}x${cols}`,
    board,
    parts,
  );
}

/**
 * The board and answer a region-free grid stands for: no borders, no clues; for
 * Dosun-Fuwari, `#` cells black. Throws `SyntaxError` for no rows, rows of unequal
 * length or a character the genre does not use (the message quotes the row and
 * names the column), `RangeError` for a size beyond the suite's limit.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shadingBoard } from "./svg.ts";
 * const { board, answer } = shadingBoard(["#.", ".#"], "stostone");
 * assert.ok(board.rooms.length === 1 && answer.join("") === "1001");
 * ```
 */
export function shadingBoard(
  rows: readonly string[],
  genre: Board["genre"] = "stostone",
): { board: Board; answer: Uint8Array } {
  const first = rows[0];
  if (first === undefined || first.length === 0) {
    throw new SyntaxError(
      `shading: expected at least one non-empty row, got ${JSON.stringify(rows)}`,
    );
  }
  const size = { rows: rows.length, cols: first.length };
  const answer = new Uint8Array(size.rows * size.cols);
  const black = new Uint8Array(size.rows * size.cols);
  const allowed = genre === "stostone" ? "#." : "#ox.";
  rows.forEach((line, r) => {
    if (line.length !== size.cols) {
      throw new SyntaxError(
        `shading row ${r + 1}: expected ${size.cols} characters like row 1, got ${line.length} (${
          JSON.stringify(line)
        })`,
      );
    }
    for (let c = 0; c < size.cols; c++) {
      const ch = line[c]!;
      const cell = r * size.cols + c;
      if (!allowed.includes(ch)) {
        throw new SyntaxError(
          `shading row ${r + 1}, column ${c + 1}: ${JSON.stringify(ch)} is not one of ${
            allowed.split("").map((a) => JSON.stringify(a)).join(", ")
          } (${JSON.stringify(line)})`,
        );
      }
      if (genre === "stostone") answer[cell] = ch === "#" ? 1 : 0;
      else if (ch === "#") black[cell] = 1;
      else answer[cell] = ch === "o" ? BALLOON : ch === "x" ? IRON : 0;
    }
  });
  const borders = emptyBorders(size);
  const board = genre === "stostone"
    ? stostoneBoard(size, borders)
    : dosunFuwariBoard(size, black, borders);
  return { board, answer };
}

/**
 * Draws a region-free grid given as row strings (a witness such as claim S-U8's
 * shading): a board without borders or clues. Its `data-board` is the URL of that
 * borderless board. Throws as {@link shadingBoard} does.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shadingSvg } from "./svg.ts";
 * const svg = shadingSvg(["#.#", "###", "...", ".#."], { dropped: true, title: "the arch" });
 * assert.ok(svg.includes("<title>the arch</title>") && svg.includes('class="half"'));
 * ```
 */
export function shadingSvg(rows: readonly string[], options: ShadingOptions = {}): string {
  const { board, answer } = shadingBoard(rows, options.genre);
  return boardSvg(board, answer, {
    ...options,
    title: options.title ?? `${board.genre} shading ${board.rows}x${board.cols}`,
  });
}

const INK = "#000";
const SHADE = "#555";
const RED = "#d00";
/** Light grey: cells a partial answer leaves open (see `SvgOptions.undecided`). */
const UNDECIDED = "#ddd";

/** Width (or height) of a board of `n` columns (rows), margins included. */
function boardExtent(n: number): number {
  return 2 * PAD + n * CELL;
}

function cellCorner(cols: number, cell: number): { x: number; y: number } {
  return { x: PAD + (cell % cols) * CELL, y: PAD + Math.floor(cell / cols) * CELL };
}

/**
 * Paper, filled cells, thin lines, thick borders and the frame of one grid. Every
 * interior edge is drawn once: thick where `borders` has a border, thin otherwise.
 */
function gridLayers(
  size: GridSize,
  borders: Borders,
  filled: ArrayLike<number> | null,
  fillClass: string,
  fillColour: string,
): string[] {
  const { rows, cols } = size;
  const w = cols * CELL;
  const h = rows * CELL;
  const out = [
    `<rect class="paper" x="${PAD}" y="${PAD}" width="${w}" height="${h}" fill="#fff"/>`,
  ];
  if (filled !== null) {
    const d = squares(cols, cellsWhere(filled, 1));
    if (d) out.push(`<path class="${fillClass}" fill="${fillColour}" d="${d}"/>`);
  }
  let thin = "";
  let thick = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const { x, y } = cellCorner(cols, r * cols + c);
      if (c < cols - 1) {
        const seg = `M${x + CELL},${y}v${CELL}`;
        if (borders.vertical[r * (cols - 1) + c] === 1) thick += seg;
        else thin += seg;
      }
      if (r < rows - 1) {
        const seg = `M${x},${y + CELL}h${CELL}`;
        if (borders.horizontal[r * cols + c] === 1) thick += seg;
        else thin += seg;
      }
    }
  }
  if (thin) out.push(`<path class="grid" fill="none" stroke="#aaa" stroke-width="1" d="${thin}"/>`);
  if (thick) {
    out.push(
      `<path class="borders" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="square" d="${thick}"/>`,
    );
  }
  out.push(
    `<rect class="frame" x="${PAD}" y="${PAD}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="3"/>`,
  );
  return out;
}

function clueText(size: GridSize, cell: number, text: string, onShade: boolean): string {
  const { x, y } = cellCorner(size.cols, cell);
  // Long numbers shrink so they stay inside their cell.
  const fontSize = text.length <= 2 ? 15 : text.length === 3 ? 11 : text.length === 4 ? 8 : 6;
  return `<text class="clue" x="${x + CELL / 2}" y="${
    y + CELL / 2
  }" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="central" fill="${
    onShade ? "#fff" : INK
  }">${escapeMarkup(text)}</text>`;
}

/** The cells where `values` holds `v`, ascending. */
function cellsWhere(values: ArrayLike<number>, v: number): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < values.length; cell++) if (values[cell] === v) out.push(cell);
  return out;
}

/** Path data filling each of `cells` (whole squares). */
function squares(cols: number, cells: Iterable<number>): string {
  let d = "";
  for (const cell of cells) {
    const { x, y } = cellCorner(cols, cell);
    d += `M${x},${y}h${CELL}v${CELL}h-${CELL}z`;
  }
  return d;
}

/** Throws `RangeError`, naming the option, for a cell that is not on the board. */
function assertCells(size: GridSize, cells: readonly number[], option: string): void {
  const n = size.rows * size.cols;
  for (const cell of cells) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= n) {
      throw new RangeError(
        `${option}: cell must be a whole number from 0 to ${n - 1}, got ${cell}`,
      );
    }
  }
}

/** The `undecided` option as a set; throws `RangeError` for a cell off the board. */
function undecidedCells(size: GridSize, cells: readonly number[] = []): Set<number> {
  assertCells(size, cells, "undecided");
  return new Set(cells);
}

/** `layers` (paper first) with the undecided cells filled grey just above the paper. */
function withUndecided(layers: string[], size: GridSize, open: ReadonlySet<number>): string[] {
  if (open.size === 0) return layers;
  const d = squares(size.cols, [...open].sort((a, b) => a - b));
  return [layers[0]!, `<path class="undecided" fill="${UNDECIDED}" d="${d}"/>`, ...layers.slice(1)];
}

function highlights(size: GridSize, cells: readonly number[] | undefined): string[] {
  if (!cells || cells.length === 0) return [];
  assertCells(size, cells, "highlight");
  let d = "";
  for (const cell of cells) {
    const { x, y } = cellCorner(size.cols, cell);
    d += `M${x + 3},${y + 3}h${CELL - 6}v${CELL - 6}h-${CELL - 6}z`;
  }
  return [`<path class="highlight" fill="none" stroke="${RED}" stroke-width="2.5" d="${d}"/>`];
}

/** A right-pointing arrow in the gap between a board (of the given extent) and its drop. */
function arrow(width: number, height: number): string {
  const y = height / 2;
  const x0 = width + 8;
  const x1 = width + GAP - 8;
  return `<path class="arrow" fill="none" stroke="${INK}" stroke-width="2" d="M${x0},${y}H${x1}M${
    x1 - 6
  },${y - 6}L${x1},${y}L${x1 - 6},${y + 6}"/>`;
}

function svgDocument(
  width: number,
  height: number,
  title: string,
  board: Board,
  parts: readonly string[],
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="board ${board.genre}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" data-board="${
      escapeMarkup(encodeUrl(board))
    }">`,
    `<title>${escapeMarkup(title)}</title>`,
    ...parts,
    "</svg>",
  ].join("\n");
}
