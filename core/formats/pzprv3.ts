/**
 * pzprv3 files, the save format of the reference implementation (pzprjs), for both
 * genres. A file is line 1 `pzprv3` or `pzprv3.1`, line 2 the genre (`stostone`,
 * `dosufuwa`), line 3 rows, line 4 cols, then sections of one line per grid row,
 * tokens separated by spaces (the writer leaves a trailing space, as pzprjs does):
 *
 * - Stostone `pzprv3`: a room-count line, room ids, clues, answer.
 * - Stostone `pzprv3.1`: vertical border flags (rows lines of cols − 1), horizontal
 *   border flags (rows − 1 lines of cols), clues, answer.
 * - Dosun-Fuwari `pzprv3`: a room-count line, room ids with `#` for black cells, answer.
 *
 * Clue tokens: a number, `-` for `?`, `.` for none. Stostone answers: `#` shaded, `+`
 * (a dot) and `.` unshaded. Dosun-Fuwari answers: `1` balloon, `2` iron ball, `+ - = %`
 * (marks) and `.` empty. See FORMATS.md.
 *
 * Choices where FORMATS.md leaves room:
 * - Rooms follow from where neighbouring ids differ, as in the reference; the room-count
 *   line must then give their number (a file whose count disagrees is damaged, and
 *   reading it anyway would be a guess).
 * - The answer section is "absent" (the reader returns `null`) when the file ends, or a
 *   blank line or a trailer line (`info:`, `history:`, `TrialData`) comes where it
 *   would start. After the last section only blank lines may come before the first
 *   trailer line; after that, anything (the trailers are the reference's, and skipped).
 *   A stray line (an extra answer row, an answer after a blank line) is refused.
 * - A text without any newline that starts with `pzprv3` is read with `/` as the line
 *   separator (what pzprjs does with such strings, and how the vectors store files).
 * - Blank lines before the header are skipped (line numbers in messages still count them).
 * - Dosun-Fuwari files have one layout, `pzprv3`; a `pzprv3.1` Dosun-Fuwari file is refused.
 *
 * @module
 */

import { borderInsideRoom, bordersFromLabels, MAX_SIDE } from "../grid.ts";
import {
  assertStostoneAnswer,
  MAX_STOSTONE_CLUE,
  stostoneBoard,
  type StostoneClue,
} from "../stostone/board.ts";
import {
  assertDosunFuwariAnswer,
  BALLOON,
  dosunFuwariBoard,
  EMPTY,
  IRON,
} from "../dosun_fuwari/board.ts";
import type { Board } from "./url.ts";
import { quote } from "../quote.ts";

/** A board with the answer stored beside it, or `null` when there was none. */
export interface BoardAndAnswer {
  /** The puzzle. */
  readonly board: Board;
  /** The answer section: per-cell values as each genre's board module defines, or null. */
  readonly answer: Uint8Array | null;
}

/** The two header versions: `pzprv3.1` is what the reference writes for Stostone today. */
export type Pzprv3Version = "pzprv3" | "pzprv3.1";

/** Options for {@link writePzprv3}. */
export interface WritePzprv3Options {
  /** Header and layout; Stostone defaults to `pzprv3.1`, Dosun-Fuwari has only `pzprv3`. */
  readonly version?: Pzprv3Version;
  /**
   * Cells a player marked with a dot (1 per cell; the reference's `+`): written `+`
   * where the answer leaves the cell empty, so a marked answer keeps its dots. Readers,
   * this one too, read `+` as empty.
   */
  readonly dots?: Uint8Array;
}

const TRAILER = /^(?:info:|history:|TrialData)/;

/** Hands out the file's lines one by one and builds messages that name the line. */
class LineReader {
  readonly #lines: string[];
  #index = 0;

  constructor(text: string) {
    const body = text.replace(/^\uFEFF/, "");
    const oneLine = !body.includes("\n") && body.trim().startsWith("pzprv3");
    this.#lines = oneLine ? body.trim().split("/") : body.split(/\r?\n/);
    // Blank lines before the header are skipped; line numbers still count them.
    while (this.#lines[this.#index]?.trim() === "" && this.#index < this.#lines.length - 1) {
      this.#index++;
    }
  }

  /** 1-based number of the line `next` returns next. */
  get lineNumber(): number {
    return this.#index + 1;
  }

  error(lineNumber: number, message: string): SyntaxError {
    return new SyntaxError(`pzprv3 line ${lineNumber}: ${message}`);
  }

  /** The next line, or a SyntaxError saying what was expected there. */
  next(what: string): string {
    const line = this.#lines[this.#index];
    if (line === undefined) {
      throw this.error(this.#index + 1, `expected ${what}, but the file ends`);
    }
    this.#index++;
    return line;
  }

  /** The next line without taking it, or undefined at the end. */
  peek(): string | undefined {
    return this.#lines[this.#index];
  }

  /** The next line's space-separated tokens; exactly `count` of them. */
  tokens(count: number, what: string): string[] {
    const no = this.lineNumber;
    const line = this.next(`${count} tokens (${what})`);
    const tokens = line.split(/[ \t]+/).filter((t) => t !== "");
    if (tokens.length !== count) {
      throw this.error(
        no,
        `expected ${count} tokens (${what}), got ${tokens.length} (${quote(line)})`,
      );
    }
    return tokens;
  }

  /** A grid section: `rows` lines of `cols` tokens, each checked by `accept`. */
  section<T>(
    rows: number,
    cols: number,
    what: string,
    accept: (token: string, cell: number, lineNumber: number) => T,
  ): T[] {
    const out: T[] = [];
    for (let r = 0; r < rows; r++) {
      const no = this.lineNumber;
      const tokens = this.tokens(cols, `${what}, row ${r + 1} of ${rows}`);
      tokens.forEach((token, c) => out.push(accept(token, r * cols + c, no)));
    }
    return out;
  }

  /** A line holding one whole number from `min` to `max` (a RangeError outside). */
  wholeNumber(what: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const no = this.lineNumber;
    const line = this.next(what).trim();
    if (!/^[0-9]+$/.test(line)) {
      throw this.error(no, `expected ${what} (a whole number), got ${quote(line)}`);
    }
    const n = Number(line);
    if (n < min || n > max) {
      // The line as written: Number() turns a long one into 1e+21.
      throw new RangeError(`pzprv3 line ${no}: ${what} must be from ${min} to ${max}, got ${line}`);
    }
    return n;
  }

  /** Refuses a non-blank line after the last section that does not start a trailer. */
  endOfSections(): void {
    while (this.#index < this.#lines.length) {
      const line = this.#lines[this.#index]!;
      if (TRAILER.test(line)) return;
      if (line.trim() !== "") {
        throw this.error(
          this.#index + 1,
          `${
            quote(line)
          } after the last section: only blank lines and the trailers info:, history: ` +
            "and TrialData may follow (more rows than the board has, or an answer after a blank line?)",
        );
      }
      this.#index++;
    }
  }

  /** Whether an answer section starts here (see the module header). */
  answerFollows(): boolean {
    const line = this.peek();
    return line !== undefined && line.trim() !== "" && !TRAILER.test(line);
  }
}

function badToken(
  reader: LineReader,
  no: number,
  token: string,
  what: string,
  expected: string,
): SyntaxError {
  return reader.error(no, `bad ${what} ${quote(token)} (expected ${expected})`);
}

/**
 * Reads a pzprv3 or pzprv3.1 file of either genre (see the module header). Accepts
 * `\n` and `\r\n` line ends; trailing lines after the answer are ignored.
 *
 * Throws `SyntaxError` for too few lines, a bad header or genre, a row with the wrong
 * number of tokens, a bad token, or two clues in one room; `RangeError` for a size
 * outside 1..MAX_SIDE or a clue too large. Messages name the line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readPzprv3 } from "./pzprv3.ts";
 * const { board, answer } = readPzprv3("pzprv3\ndosufuwa\n2\n1\n1\n0 \n0 \n1 \n2 \n");
 * assert.ok(board.genre === "dosun-fuwari" && board.rows === 2 && board.cols === 1);
 * assert.ok(answer !== null && answer.join() === "1,2");
 * ```
 */
export function readPzprv3(text: string): BoardAndAnswer {
  const reader = new LineReader(text);
  const headerLine = reader.lineNumber;
  const header = reader.next("the header pzprv3 or pzprv3.1").trim();
  if (header !== "pzprv3" && header !== "pzprv3.1") {
    throw reader.error(
      headerLine,
      `expected the header "pzprv3" or "pzprv3.1", got ${quote(header)}`,
    );
  }
  const genreLine = reader.lineNumber;
  const genre = reader.next("the genre").trim();
  if (genre !== "stostone" && genre !== "dosufuwa") {
    throw reader.error(
      genreLine,
      `unknown genre ${quote(genre)} (expected "stostone" or "dosufuwa")`,
    );
  }
  const rows = reader.wholeNumber("the number of rows", 1, MAX_SIDE);
  const cols = reader.wholeNumber("the number of columns", 1, MAX_SIDE);
  const read = genre === "stostone"
    ? readStostone(reader, header, rows, cols)
    : readDosunFuwari(reader, header, headerLine, rows, cols);
  reader.endOfSections();
  return read;
}

/** The room-count line against the rooms the ids make (see the module header). */
function checkRoomCount(reader: LineReader, no: number, count: number, rooms: number): void {
  if (count !== rooms) {
    throw reader.error(no, `the room count is ${count}, but the room ids make ${rooms} rooms`);
  }
}

function readStostone(
  reader: LineReader,
  header: string,
  rows: number,
  cols: number,
): BoardAndAnswer {
  let borders: { vertical: Uint8Array; horizontal: Uint8Array };
  let roomCount: { no: number; count: number } | null = null;
  if (header === "pzprv3") {
    const no = reader.lineNumber;
    roomCount = { no, count: reader.wholeNumber("the room count") };
    const ids = reader.section(rows, cols, "room ids", (token, _cell, no) => {
      if (!/^[0-9]+$/.test(token)) throw badToken(reader, no, token, "room id", "a whole number");
      return token.replace(/^0+(?=.)/, "");
    });
    borders = bordersFromLabels({ rows, cols }, ids);
  } else {
    const flag = (token: string, _cell: number, no: number): number => {
      if (token !== "0" && token !== "1") {
        throw badToken(reader, no, token, "border flag", "0 or 1");
      }
      return Number(token);
    };
    const vertical = Uint8Array.from(reader.section(rows, cols - 1, "vertical borders", flag));
    const horizontal = Uint8Array.from(reader.section(rows - 1, cols, "horizontal borders", flag));
    borders = { vertical, horizontal };
  }
  const shape = stostoneBoard({ rows, cols }, borders);
  if (roomCount) checkRoomCount(reader, roomCount.no, roomCount.count, shape.rooms.length);
  const clues: StostoneClue[] = shape.rooms.map(() => null);
  const clueAt: number[] = shape.rooms.map(() => -1);
  reader.section(rows, cols, "clues", (token, cell, no) => {
    let clue: StostoneClue;
    if (token === ".") return;
    if (token === "-") clue = "?";
    else if (/^[0-9]+$/.test(token)) {
      clue = Number(token);
      if (clue > MAX_STOSTONE_CLUE) {
        throw new RangeError(
          `pzprv3 line ${no}: clue ${token} is larger than ${MAX_STOSTONE_CLUE}`,
        );
      }
    } else throw badToken(reader, no, token, "clue", `"-", "." or a whole number`);
    const room = shape.roomOf[cell]!;
    const other = clueAt[room]!;
    if (other >= 0) {
      const where = (c: number) => `(${Math.floor(c / cols) + 1}, ${(c % cols) + 1})`;
      throw reader.error(
        no,
        `two clues in one room: ${JSON.stringify(clues[room])} at row, column ${where(other)} and ${
          JSON.stringify(clue)
        } at ${where(cell)}`,
      );
    }
    clueAt[room] = cell;
    clues[room] = clue;
  });
  const board = stostoneBoard({ rows, cols }, borders, clues);
  if (!reader.answerFollows()) return { board, answer: null };
  const answer = Uint8Array.from(
    reader.section(rows, cols, "answer", (token, _cell, no) => {
      if (token === "#") return 1;
      if (token === "." || token === "+") return 0;
      throw badToken(reader, no, token, "answer token", `"#", "+" or "."`);
    }),
  );
  return { board, answer };
}

function readDosunFuwari(
  reader: LineReader,
  header: string,
  headerLine: number,
  rows: number,
  cols: number,
): BoardAndAnswer {
  if (header !== "pzprv3") {
    throw reader.error(headerLine, `Dosun-Fuwari files are "pzprv3", got ${quote(header)}`);
  }
  const countLine = reader.lineNumber;
  const count = reader.wholeNumber("the room count");
  const ids = reader.section(rows, cols, "room ids", (token, _cell, no) => {
    if (token === "#") return token;
    if (!/^[0-9]+$/.test(token)) {
      throw badToken(reader, no, token, "room id", "a whole number or #");
    }
    return token.replace(/^0+(?=.)/, "");
  });
  const black = ids.map((id) => (id === "#" ? 1 : 0));
  const board = dosunFuwariBoard({ rows, cols }, black, bordersFromLabels({ rows, cols }, ids));
  checkRoomCount(reader, countLine, count, board.rooms.length);
  if (!reader.answerFollows()) return { board, answer: null };
  const answer = Uint8Array.from(
    reader.section(rows, cols, "answer", (token, cell, no) => {
      let value: number;
      if (token === "1") value = BALLOON;
      else if (token === "2") value = IRON;
      else if ([".", "+", "-", "=", "%"].includes(token)) value = EMPTY;
      else throw badToken(reader, no, token, "answer token", `"1", "2", "+", "-", "=", "%" or "."`);
      if (value !== EMPTY && black[cell] === 1) {
        throw reader.error(
          no,
          `column ${(cell % cols) + 1} is a black cell but holds ${quote(token)}`,
        );
      }
      return value;
    }),
  );
  return { board, answer };
}

/** One file line per grid row: every token followed by a space, as pzprjs writes. */
function gridLines(rows: number, cols: number, token: (cell: number) => string): string[] {
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols; c++) line += token(r * cols + c) + " ";
    lines.push(line);
  }
  return lines;
}

/**
 * Writes a board (and optionally its answer) as a pzprv3 file, ending in a newline.
 * Stostone defaults to `pzprv3.1`, which keeps borders inside rooms; `pzprv3` cannot
 * express those and throws `RangeError` when the board has one. Dosun-Fuwari files are
 * always `pzprv3` (asking for `pzprv3.1` throws `RangeError`), and likewise refuse a
 * border inside a room. Without an answer the answer section is all `.`; `dots` turns
 * empty cells into `+`. An answer or dots that do not fit the board throw `RangeError`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readPzprv3, writePzprv3 } from "./pzprv3.ts";
 * import { decodeUrl } from "./url.ts";
 * const board = decodeUrl("stostone/4/2/vg0-11.g2");
 * const text = writePzprv3(board, null, { version: "pzprv3" });
 * assert.ok(text.startsWith("pzprv3\nstostone\n2\n4\n4\n0 1 2 3 \n"));
 * const back = readPzprv3(text).board;
 * assert.ok(back.genre === "stostone" && back.clues.join() === "17,?,,2");
 * ```
 */
export function writePzprv3(
  board: Board,
  answer: Uint8Array | null = null,
  options: WritePzprv3Options = {},
): string {
  const { rows, cols } = board;
  const version = options.version ?? (board.genre === "stostone" ? "pzprv3.1" : "pzprv3");
  const dots = options.dots;
  if (dots !== undefined && dots.length !== rows * cols) {
    throw new RangeError(`dots must have ${rows * cols} cells, got ${dots.length}`);
  }
  const empty = (cell: number) => (dots?.[cell] === 1 ? "+" : ".");
  if (board.genre === "dosun-fuwari" && version !== "pzprv3") {
    throw new RangeError(`Dosun-Fuwari files have only the "pzprv3" layout, got "${version}"`);
  }
  if (version === "pzprv3") {
    const inside = borderInsideRoom(board);
    if (inside) {
      const [a, b] = inside;
      const at = (c: number) => `(${Math.floor(c / cols)}, ${c % cols})`;
      throw new RangeError(
        `pzprv3 cannot hold the border between cells ${at(a)} and ${
          at(b)
        } (row, column from 0): both are in room ${board.roomOf[a]}${
          board.genre === "stostone" ? '; write "pzprv3.1" instead' : ""
        }`,
      );
    }
  }
  const lines = [
    version,
    board.genre === "stostone" ? "stostone" : "dosufuwa",
    `${rows}`,
    `${cols}`,
  ];
  if (board.genre === "stostone") {
    if (answer) assertStostoneAnswer(board, answer);
    if (version === "pzprv3") {
      lines.push(`${board.rooms.length}`, ...gridLines(rows, cols, (c) => `${board.roomOf[c]}`));
    } else {
      lines.push(
        ...gridLines(rows, cols - 1, (i) => `${board.vertical[i]}`),
        ...gridLines(rows - 1, cols, (i) => `${board.horizontal[i]}`),
      );
    }
    const clueOf = new Map<number, StostoneClue>();
    board.clueCell.forEach((cell, room) => clueOf.set(cell, board.clues[room] ?? null));
    lines.push(...gridLines(rows, cols, (cell) => {
      const clue = clueOf.get(cell) ?? null;
      return clue === null ? "." : clue === "?" ? "-" : `${clue}`;
    }));
    lines.push(...gridLines(rows, cols, (cell) => (answer?.[cell] === 1 ? "#" : empty(cell))));
  } else {
    if (answer) assertDosunFuwariAnswer(board, answer);
    lines.push(
      `${board.rooms.length}`,
      ...gridLines(rows, cols, (c) => (board.black[c] === 1 ? "#" : `${board.roomOf[c]}`)),
      ...gridLines(rows, cols, (c) => {
        const v = answer?.[c] ?? EMPTY;
        if (board.black[c] === 1) return ".";
        return v === BALLOON ? "1" : v === IRON ? "2" : empty(c);
      }),
    );
  }
  return lines.join("\n") + "\n";
}
