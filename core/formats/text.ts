/**
 * The suite's own readable text form of a board (and optionally an answer), for
 * humans, fixtures and reports. It parses back to an equal board. docs/FORMATS.md,
 * section "The text form", describes it; in short:
 *
 * ```text
 * stostone 2x4
 * +--+--+--+--+
 * |17| ?| .| 2|
 * +  +  +  +  +
 * | .| .| .| .|
 * +--+--+--+--+
 * answer
 * #...
 * ##.#
 * ```
 *
 * Choices where the design leaves room:
 * - The reader takes the cell width from the first drawing line (its length is
 *   1 + cols·(w + 1)); every drawing line must have exactly that length once trailing
 *   spaces and tabs are cut.
 * - A Stostone clue may stand on any cell of its room (the writer uses the room's clue
 *   cell); two clues in one room is an error.
 * - A Dosun-Fuwari border that touches a black cell may be drawn or not: the board sets
 *   it anyway.
 * - The reader also takes `dosufuwa` for `dosun-fuwari` in the header.
 * - Blank lines may follow the drawing and the answer; any other line there is an error.
 *
 * @module
 */

import { MAX_SIDE } from "../grid.ts";
import {
  assertStostoneAnswer,
  MAX_STOSTONE_CLUE,
  type StostoneBoard,
  stostoneBoard,
  type StostoneClue,
} from "../stostone/board.ts";
import { assertDosunFuwariAnswer, BALLOON, dosunFuwariBoard, IRON } from "../dosun_fuwari/board.ts";
import type { Board } from "./url.ts";
import type { BoardAndAnswer } from "./pzprv3.ts";
import { quote } from "../quote.ts";

const HEADER = /^(stostone|dosun-fuwari|dosufuwa)[ \t]+([0-9]+)x([0-9]+)$/;

function clueText(clue: StostoneClue): string {
  return clue === null ? "." : `${clue}`;
}

/** What each cell shows in the drawing. */
function cellContents(board: Board): string[] {
  const n = board.rows * board.cols;
  if (board.genre === "dosun-fuwari") {
    return Array.from(board.black, (b) => (b === 1 ? "#" : "."));
  }
  const out: string[] = new Array(n).fill(".");
  board.clueCell.forEach((cell, room) => (out[cell] = clueText(board.clues[room] ?? null)));
  return out;
}

/**
 * An answer as one string per row: Stostone `#` shaded, `.` not; Dosun-Fuwari `o`
 * balloon, `x` iron ball, `#` black cell, `.` empty. Throws `RangeError` when the
 * answer does not fit the board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { answerRows } from "./text.ts";
 * import { decodeUrl } from "./url.ts";
 * const board = decodeUrl("dosufuwa/3/2/q81");
 * assert.ok(answerRows(board, new Uint8Array([1, 0, 0, 2, 0, 0])).join("/") === "o#./x..");
 * ```
 */
export function answerRows(board: Board, answer: Uint8Array): string[] {
  if (board.genre === "stostone") assertStostoneAnswer(board, answer);
  else assertDosunFuwariAnswer(board, answer);
  const rows: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let line = "";
    for (let c = 0; c < board.cols; c++) {
      const cell = r * board.cols + c;
      const v = answer[cell];
      if (board.genre === "stostone") line += v === 1 ? "#" : ".";
      else if (board.black[cell] === 1) line += "#";
      else line += v === BALLOON ? "o" : v === IRON ? "x" : ".";
    }
    rows.push(line);
  }
  return rows;
}

/**
 * Parses answer rows in the form {@link answerRows} writes. Throws `SyntaxError` for a
 * wrong number of rows, a row of the wrong length, a character the genre does not use,
 * or (Dosun-Fuwari) `#` on a white cell or anything but `#` on a black cell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseAnswerRows } from "./text.ts";
 * import { decodeUrl } from "./url.ts";
 * const board = decodeUrl("stostone/4/2/vg0-11.g2");
 * assert.ok(parseAnswerRows(board, ["#...", "##.#"]).join("") === "10001101");
 * ```
 */
export function parseAnswerRows(board: Board, rows: readonly string[]): Uint8Array {
  return readAnswerRows(board, rows, (i) => `answer row ${i + 1}`);
}

function readAnswerRows(
  board: Board,
  rows: readonly string[],
  where: (row: number) => string,
): Uint8Array {
  if (rows.length !== board.rows) {
    throw new SyntaxError(`answer: expected ${board.rows} rows, got ${rows.length}`);
  }
  const answer = new Uint8Array(board.rows * board.cols);
  rows.forEach((line, r) => {
    if (line.length !== board.cols) {
      throw new SyntaxError(
        `${where(r)}: expected ${board.cols} characters, got ${line.length} (${quote(line)})`,
      );
    }
    for (let c = 0; c < board.cols; c++) {
      const cell = r * board.cols + c;
      const ch = line[c]!;
      const bad = (expected: string) =>
        new SyntaxError(
          `${where(r)}: column ${c + 1}: ${quote(ch)} where ${expected} belongs (${quote(line)})`,
        );
      if (board.genre === "stostone") {
        if (ch === "#") answer[cell] = 1;
        else if (ch !== ".") throw bad(`"#" or "."`);
      } else if (board.black[cell] === 1) {
        if (ch !== "#") throw bad(`"#" (a black cell)`);
      } else if (ch === "o") answer[cell] = BALLOON;
      else if (ch === "x") answer[cell] = IRON;
      else if (ch !== ".") throw bad(`"o", "x" or "." (a white cell)`);
    }
  });
  return answer;
}

/**
 * Writes a board in the text form, optionally followed by an `answer` section. The
 * result ends in a newline. Throws `RangeError` when the answer does not fit the board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { writeText } from "./text.ts";
 * import { decodeUrl } from "./url.ts";
 * const text = writeText(decodeUrl("stostone/4/2/vg0-11.g2"));
 * assert.ok(text.split("\n")[2] === "|17| ?| .| 2|");
 * ```
 */
export function writeText(board: Board, answer: Uint8Array | null = null): string {
  const { rows, cols } = board;
  const contents = cellContents(board);
  const w = Math.max(1, ...contents.map((s) => s.length));
  const lines = [`${board.genre} ${rows}x${cols}`];
  const separator = (r: number): string => {
    // r is the row below the line; -1 and rows - 1 mean the top and bottom edges.
    let line = "+";
    for (let c = 0; c < cols; c++) {
      const edge = r < 0 || r >= rows - 1 || board.horizontal[r * cols + c] === 1;
      line += (edge ? "-" : " ").repeat(w) + "+";
    }
    return line;
  };
  lines.push(separator(-1));
  for (let r = 0; r < rows; r++) {
    let line = "|";
    for (let c = 0; c < cols; c++) {
      const edge = c === cols - 1 || board.vertical[r * (cols - 1) + c] === 1;
      line += contents[r * cols + c]!.padStart(w) + (edge ? "|" : " ");
    }
    lines.push(line, separator(r));
  }
  if (answer) lines.push("answer", ...answerRows(board, answer));
  return lines.join("\n") + "\n";
}

/**
 * Reads the text form written by {@link writeText}. Blank lines and lines starting
 * with `//` before the header are skipped; `\r\n` line ends are accepted. Throws
 * `SyntaxError` naming the line number and quoting the line for anything malformed,
 * `RangeError` for a size outside 1..MAX_SIDE or a clue too large.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readText } from "./text.ts";
 * const text = "// a tiny board\ndosun-fuwari 1x2\n+-+-+\n|#|.|\n+-+-+\nanswer\n#o\n";
 * const { board, answer } = readText(text);
 * assert.ok(board.genre === "dosun-fuwari" && board.rooms.length === 1);
 * assert.ok(answer !== null && answer.join() === "0,1");
 * ```
 */
export function readText(text: string): BoardAndAnswer {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop(); // the final newline
  const fail = (i: number, message: string): SyntaxError =>
    new SyntaxError(`text line ${i + 1}: ${message} (${quote(lines[i] ?? "")})`);
  let i = 0;
  while (i < lines.length && (lines[i]!.trim() === "" || lines[i]!.trimStart().startsWith("//"))) {
    i++;
  }
  if (i >= lines.length) {
    throw new SyntaxError(`text: no header line ("stostone RxC" or "dosun-fuwari RxC") found`);
  }
  const header = HEADER.exec(lines[i]!.trim());
  if (!header) {
    throw fail(i, `expected a header "stostone RxC" or "dosun-fuwari RxC"`);
  }
  const genre = header[1] === "stostone" ? "stostone" : "dosun-fuwari";
  const rows = Number(header[2]);
  const cols = Number(header[3]);
  for (const [name, v, text] of [["rows", rows, header[2]], ["cols", cols, header[3]]] as const) {
    if (v < 1 || v > MAX_SIDE) {
      // The digits as written: Number() turns a long one into 1e+21.
      throw new RangeError(
        `text line ${i + 1}: ${name} must be from 1 to ${MAX_SIDE}, got ${text} (${
          quote(lines[i] ?? "")
        })`,
      );
    }
  }
  const headerIndex = i;
  const drawing: string[] = [];
  for (let k = 0; k < 2 * rows + 1; k++) {
    const line = lines[headerIndex + 1 + k];
    if (line === undefined) {
      throw new SyntaxError(
        `text line ${headerIndex + 2 + k}: the drawing needs ${
          2 * rows + 1
        } lines after the header, but the text ends`,
      );
    }
    drawing.push(line.replace(/[ \t]+$/, ""));
  }
  const lineAt = (k: number) => headerIndex + 1 + k; // index into `lines` of drawing line k
  const width = (drawing[0]!.length - 1) / cols - 1;
  if (!Number.isInteger(width) || width < 1) {
    throw fail(
      lineAt(0),
      `the top edge must be "+" then ${cols} cells of "-"s each closed by "+"`,
    );
  }
  const expectLength = 1 + cols * (width + 1);
  const vertical = new Uint8Array(rows * (cols - 1));
  const horizontal = new Uint8Array((rows - 1) * cols);
  const contents: string[] = [];
  drawing.forEach((line, k) => {
    if (line.length !== expectLength) {
      throw fail(
        lineAt(k),
        `expected ${expectLength} characters (cells ${width} wide), got ${line.length}`,
      );
    }
    const r = (k - 1) / 2; // the row this line draws (row lines) or lies below (separators)
    if (k % 2 === 0) {
      // A separator: "+" corners, each cell a run of "-" (border) or " " (none).
      const edge = k === 0 || k === 2 * rows;
      for (let c = 0; c <= cols; c++) {
        const at = c * (width + 1);
        if (line[at] !== "+") {
          throw fail(
            lineAt(k),
            `expected "+" at character ${at + 1}, got ${quote(line[at] ?? "")}`,
          );
        }
      }
      for (let c = 0; c < cols; c++) {
        const at = c * (width + 1);
        const run = line.slice(at + 1, at + 1 + width);
        const border = run === "-".repeat(width) ? 1 : run === " ".repeat(width) ? 0 : -1;
        if (border < 0 || (edge && border === 0)) {
          throw fail(
            lineAt(k),
            `column ${c + 1}: expected ${
              edge
                ? `"${"-".repeat(width)}" (an edge)`
                : `"${"-".repeat(width)}" or ${width} spaces`
            }, got ${quote(run)}`,
          );
        }
        if (!edge) horizontal[(k / 2 - 1) * cols + c] = border;
      }
    } else {
      if (line[0] !== "|") throw fail(lineAt(k), `a row line must start with "|"`);
      for (let c = 0; c < cols; c++) {
        const at = c * (width + 1);
        contents.push(line.slice(at + 1, at + 1 + width).trimStart());
        const mark = line[at + width + 1];
        if (c === cols - 1) {
          if (mark !== "|") throw fail(lineAt(k), `a row line must end with "|"`);
        } else if (mark === "|" || mark === " ") {
          vertical[r * (cols - 1) + c] = mark === "|" ? 1 : 0;
        } else {
          throw fail(
            lineAt(k),
            `column ${c + 1}: expected "|" or a space after the cell, got ${quote(mark ?? "")}`,
          );
        }
      }
    }
  });
  const cellLine = (cell: number) => lineAt(2 * Math.floor(cell / cols) + 1);
  const cellName = (cell: number) => `column ${(cell % cols) + 1}`;
  let board: Board;
  if (genre === "stostone") {
    board = stostoneFromContents(
      rows,
      cols,
      { vertical, horizontal },
      contents,
      (cell, msg) => fail(cellLine(cell), `${cellName(cell)}: ${msg}`),
    );
  } else {
    const black = contents.map((s, cell) => {
      if (s === "#") return 1;
      if (s === ".") return 0;
      throw fail(
        cellLine(cell),
        `${cellName(cell)}: expected "#" (black) or "." (white), got ${quote(s)}`,
      );
    });
    board = dosunFuwariBoard({ rows, cols }, black, { vertical, horizontal });
  }
  // After the drawing: blank lines, then optionally "answer" and its rows, then blank lines.
  i = headerIndex + 2 * rows + 2;
  const skipBlank = () => {
    while (i < lines.length && lines[i]!.trim() === "") i++;
  };
  skipBlank();
  let answer: Uint8Array | null = null;
  if (i < lines.length && lines[i]!.trim() === "answer") {
    const first = i + 1;
    const rowLines = lines.slice(first, first + rows).map((s) => s.replace(/[ \t]+$/, ""));
    if (rowLines.length < rows) {
      throw new SyntaxError(
        `text line ${
          first + rowLines.length + 1
        }: the answer needs ${rows} rows, but the text ends`,
      );
    }
    answer = readAnswerRows(
      board,
      rowLines,
      (r) => `text line ${first + r + 1}`,
    );
    i = first + rows;
    skipBlank();
  }
  if (i < lines.length) throw fail(i, `unexpected line after the ${answer ? "answer" : "drawing"}`);
  return { board, answer };
}

function stostoneFromContents(
  rows: number,
  cols: number,
  borders: { vertical: Uint8Array; horizontal: Uint8Array },
  contents: readonly string[],
  fail: (cell: number, message: string) => Error,
): StostoneBoard {
  const shape = stostoneBoard({ rows, cols }, borders);
  const clues: StostoneClue[] = shape.rooms.map(() => null);
  const clueAt: number[] = shape.rooms.map(() => -1);
  contents.forEach((s, cell) => {
    if (s === ".") return;
    let clue: StostoneClue;
    if (s === "?") clue = "?";
    else if (/^[0-9]+$/.test(s)) {
      clue = Number(s);
      if (clue > MAX_STOSTONE_CLUE) {
        const err = fail(cell, `clue ${s} is larger than ${MAX_STOSTONE_CLUE}`);
        throw new RangeError(err.message);
      }
    } else throw fail(cell, `expected a clue (a number or "?") or ".", got ${quote(s)}`);
    const room = shape.roomOf[cell]!;
    if (clueAt[room]! >= 0) {
      throw fail(cell, `a second clue in the room whose clue is already ${clues[room]}`);
    }
    clueAt[room] = cell;
    clues[room] = clue;
  });
  return stostoneBoard({ rows, cols }, borders, clues);
}
