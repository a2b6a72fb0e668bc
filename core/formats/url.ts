/**
 * puzz.link URLs for Stostone (`stostone`) and Dosun-Fuwari (`dosufuwa`), as the
 * reference implementation (pzprjs) writes them:
 * `https://puzz.link/p?<genre>/<cols>/<rows>/<body>`. The body starts with the
 * border bits (vertical part, then horizontal part, 5 bits per base-32 digit) and
 * continues with genre data: Stostone room clues, Dosun-Fuwari black cells. See
 * FORMATS.md for the byte-level layout.
 *
 * Choices where FORMATS.md leaves room (each also noted where it is made):
 * - `@` is not a clue token. An earlier FORMATS.md had `@xxx` for 8192..12239, and this
 *   reader took it; the reference (pzprjs `readNumber16` in src/variety-common/Encode.js)
 *   and FORMATS.md today know only `%`, so `@` is a character the reader does not know
 *   and skips, as they do.
 * - Clues 12240..12287 fit both `%xxx` and `*xxxx`; like the reference, the writer uses
 *   `*` from 12240 on. The reader takes both, so decode(encode(x)) = x always.
 * - The writer zero-pads the hex digits of `=`, `%`, `*` and `$` tokens to their full
 *   width. The reference does not (it writes 4097 as `=1`, which its own reader then
 *   misreads); the padded form is the only one that reads back.
 * - A multi-character clue token cut short by the end of the URL, or holding a non-hex
 *   digit, is a SyntaxError (the reference would read a garbled number).
 * - Zero padding bits at the end of a border part are not checked: the reference
 *   ignores them, and so do we.
 * - Upper-case digits are not accepted anywhere: the reference never writes them.
 *
 * @module
 */

import { type Borders, type GridSize, MAX_SIDE } from "../grid.ts";
import { type StostoneBoard, stostoneBoard, type StostoneClue } from "../stostone/board.ts";
import { type DosunFuwariBoard, dosunFuwariBoard } from "../dosun_fuwari/board.ts";
import { quote } from "../quote.ts";

/** Either genre's board. */
export type Board = StostoneBoard | DosunFuwariBoard;

/** The genre names used in URLs and pzprv3 files, by board genre. */
export const URL_GENRE = { "stostone": "stostone", "dosun-fuwari": "dosufuwa" } as const;

/** Where the canonical writer points its URLs. */
export const URL_PREFIX = "https://puzz.link/p?";

const BASE32 = "0123456789abcdefghijklmnopqrstuv";
const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";
const HEX = "0123456789abcdef";

/**
 * Prefixes accepted before the genre: everything up to and including the `?`. The scheme
 * may be left out (`puzz.link/p?…`, as people paste it) and the host's case does not
 * matter (hosts are case-insensitive).
 */
const KNOWN_HOSTS = /^(?:https?:\/\/)?(?:puzz\.link\/p|pzv\.jp\/p(?:\.html)?)\?/i;

function syntaxError(input: string, message: string): SyntaxError {
  return new SyntaxError(`${quote(input)}: ${message}`);
}

/** The error for a character of the body that its part's alphabet lacks. */
function invalidCharacter(
  url: string,
  ch: string,
  position: number,
  part: string,
  expected: string,
): SyntaxError {
  return syntaxError(
    url,
    `invalid character ${
      quote(ch)
    } at body position ${position} in the ${part} (expected ${expected})`,
  );
}

/** Splits a URL into genre, size and body, or throws. */
function splitUrl(
  url: string,
): { genre: Board["genre"]; cols: number; rows: number; body: string } {
  let rest = url.trim();
  const host = KNOWN_HOSTS.exec(rest);
  if (host) {
    rest = rest.slice(host[0].length);
  } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(rest)) {
    throw syntaxError(
      url,
      "not a puzz.link or pzv.jp puzzle address (expected https://puzz.link/p?…)",
    );
  }
  const parts = rest.split("/");
  const name = (parts[0] ?? "").replace(/_(?:edit|play)$/, "");
  let genre: Board["genre"];
  if (name === "stostone") genre = "stostone";
  else if (name === "dosufuwa") genre = "dosun-fuwari";
  else {
    throw syntaxError(
      url,
      `unknown genre ${quote(parts[0] ?? "")} (expected "stostone" or "dosufuwa")`,
    );
  }
  if (parts.length < 3) {
    throw syntaxError(url, `expected <genre>/<cols>/<rows>/<body>, got ${parts.length} part(s)`);
  }
  const size = (label: string, text: string): number => {
    if (!/^[0-9]+$/.test(text)) {
      throw syntaxError(url, `${label} must be a whole number, got ${quote(text)}`);
    }
    const n = Number(text);
    if (n < 1 || n > MAX_SIDE) {
      throw new RangeError(`${quote(url)}: ${label} must be from 1 to ${MAX_SIDE}, got ${text}`);
    }
    return n;
  };
  const cols = size("cols (the 2nd part)", parts[1]!);
  const rows = size("rows (the 3rd part)", parts[2]!);
  // The body is everything after the size. A trailing "/" (the canonical writer adds one
  // when the body ends in a character outside [A-Za-z0-9]) is dropped; any other "/"
  // stays in the body, where the genre decoder judges it like any other character.
  let body = parts.slice(3).join("/");
  if (body.endsWith("/")) body = body.slice(0, -1);
  return { genre, cols, rows, body };
}

/** Decodes the two border parts at the start of `body`; returns them and the rest. */
function decodeBorders(
  url: string,
  size: GridSize,
  body: string,
): { borders: Borders; rest: string } {
  const { rows, cols } = size;
  const vBits = (cols - 1) * rows;
  const hBits = cols * (rows - 1);
  const vChars = Math.ceil(vBits / 5);
  const hChars = Math.ceil(hBits / 5);
  if (body.length < vChars + hChars) {
    throw syntaxError(
      url,
      `border part needs ${
        vChars + hChars
      } characters (${vChars} vertical + ${hChars} horizontal), got ${body.length}`,
    );
  }
  const part = (offset: number, chars: number, bits: number, what: string): Uint8Array => {
    const flags = new Uint8Array(bits);
    for (let i = 0; i < chars; i++) {
      const ch = body[offset + i]!;
      const value = BASE32.indexOf(ch);
      if (value < 0) {
        throw invalidCharacter(url, ch, offset + i, `${what} border part`, "0-9 or a-v");
      }
      for (let b = 0; b < 5; b++) {
        const bit = i * 5 + b;
        if (bit < bits) flags[bit] = (value >> (4 - b)) & 1;
      }
    }
    return flags;
  };
  return {
    borders: {
      vertical: part(0, vChars, vBits, "vertical"),
      horizontal: part(vChars, hChars, hBits, "horizontal"),
    },
    rest: body.slice(vChars + hChars),
  };
}

function encodeBits(flags: Uint8Array): string {
  let out = "";
  for (let i = 0; i < flags.length; i += 5) {
    let value = 0;
    for (let b = 0; b < 5; b++) value = value * 2 + (flags[i + b] ?? 0);
    out += BASE32[value];
  }
  return out;
}

/** The multi-character Stostone clue tokens: marker, hex digits, offset. */
const CLUE_TOKENS: Readonly<Record<string, { digits: number; offset: number }>> = {
  "-": { digits: 2, offset: 0 },
  "+": { digits: 3, offset: 0 },
  "=": { digits: 3, offset: 4096 },
  "%": { digits: 3, offset: 8192 },
  "*": { digits: 4, offset: 12240 },
  "$": { digits: 5, offset: 77776 },
};

/**
 * Reads one token per room from `data` (FORMATS.md "Stostone clues"). Reading stops once
 * every room has a token; characters after that are ignored. Characters the format does
 * not know are skipped without using up a room (FORMATS.md: "ignores characters it does
 * not know"). A multi-character token cut short or holding a non-hex digit is an error.
 */
function decodeClues(url: string, data: string, offset: number, roomCount: number): StostoneClue[] {
  const clues: StostoneClue[] = new Array(roomCount).fill(null);
  let room = 0;
  for (let i = 0; i < data.length && room < roomCount; i++) {
    const ch = data[i]!;
    const token = CLUE_TOKENS[ch];
    if (ch === ".") {
      clues[room++] = "?";
    } else if (HEX.includes(ch)) {
      clues[room++] = HEX.indexOf(ch);
    } else if (token) {
      const digits = data.slice(i + 1, i + 1 + token.digits);
      if (digits.length < token.digits || ![...digits].every((d) => HEX.includes(d))) {
        throw syntaxError(
          url,
          `clue token ${quote(ch + digits)} at body position ${
            offset + i
          } needs ${token.digits} hex digits after ${quote(ch)}`,
        );
      }
      clues[room++] = parseInt(digits, 16) + token.offset;
      i += token.digits;
    } else if (ch >= "g" && ch <= "z") {
      room += BASE36.indexOf(ch) - 15;
    }
  }
  return clues;
}

/** One room's clue token, or "" for no clue (FORMATS.md "Stostone clues"). */
function clueToken(clue: StostoneClue): string {
  if (clue === null) return "";
  if (clue === "?") return ".";
  const hex = (n: number, digits: number) => n.toString(16).padStart(digits, "0");
  if (clue < 16) return hex(clue, 1);
  if (clue < 256) return "-" + hex(clue, 2);
  if (clue < 4096) return "+" + hex(clue, 3);
  if (clue < 8192) return "=" + hex(clue - 4096, 3);
  // `*` from 12240 on, as the reference writes (12240..12287 would fit `%` too).
  if (clue < 12240) return "%" + hex(clue - 8192, 3);
  if (clue < 77776) return "*" + hex(clue - 12240, 4);
  return "$" + hex(clue - 77776, 5);
}

function encodeClues(clues: readonly StostoneClue[]): string {
  let out = "";
  let skip = 0;
  for (const clue of clues) {
    const token = clueToken(clue);
    if (token === "") skip++;
    if (skip > 0 && (token !== "" || skip === 20)) {
      out += BASE36[skip + 15];
      skip = 0;
    }
    out += token;
  }
  if (skip > 0) out += BASE36[skip + 15];
  return out;
}

/**
 * Reads the black cells (FORMATS.md "Dosun-Fuwari black cells"). Stops past the last
 * cell; characters after that are ignored, like the reference. A digit that would blacken
 * a cell beyond the grid is an error.
 */
function decodeBlack(url: string, data: string, offset: number, cellCount: number): Uint8Array {
  const black = new Uint8Array(cellCount);
  let p = 0;
  for (let i = 0; i < data.length && p < cellCount; i++) {
    const ch = data[i]!;
    if (ch === ".") {
      p += 35;
    } else {
      const value = BASE36.indexOf(ch);
      if (value < 0) {
        throw invalidCharacter(url, ch, offset + i, "black-cell part", '0-9, a-z or "."');
      }
      p += value;
      if (p >= cellCount) {
        throw syntaxError(
          url,
          `black-cell digit ${quote(ch)} at body position ${
            offset + i
          } points to cell ${p}, past the last cell ${cellCount - 1}`,
        );
      }
      black[p] = 1;
    }
    p += 1;
  }
  return black;
}

function encodeBlack(black: Uint8Array): string {
  let out = "";
  let count = 0;
  for (const flag of black) {
    if (flag === 1) {
      out += BASE36[count];
      count = 0;
    } else if (++count === 36) {
      out += ".";
      count = 0;
    }
  }
  return out;
}

/**
 * Decodes a puzz.link URL into a board. Accepts `https://puzz.link/p?…`,
 * `http://pzv.jp/p.html?…` (either without the scheme, the host in any case), the
 * `_edit` / `_play` genre suffixes and a bare
 * `stostone/6/6/…`; genres `stostone` and `dosufuwa`. Columns come before rows.
 *
 * Throws `SyntaxError` for an unknown genre, a malformed size, a body too short for
 * its borders, or a character the format does not allow where it stands; `RangeError`
 * for a size outside 1..MAX_SIDE. Messages quote the input and say where.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "./url.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/4/2/vg0-11.g2");
 * assert.ok(board.genre === "stostone" && board.rows === 2 && board.cols === 4);
 * assert.ok(board.genre === "stostone" && board.clues.join() === "17,?,,2");
 * ```
 */
export function decodeUrl(url: string): Board {
  const { genre, cols, rows, body } = splitUrl(url);
  const size = { rows, cols };
  const { borders, rest } = decodeBorders(url, size, body);
  const offset = body.length - rest.length;
  if (genre === "stostone") {
    const roomCount = stostoneBoard(size, borders).rooms.length;
    return stostoneBoard(size, borders, decodeClues(url, rest, offset, roomCount));
  }
  return dosunFuwariBoard(size, decodeBlack(url, rest, offset, rows * cols), borders);
}

/**
 * Encodes a board as its canonical puzz.link URL,
 * `https://puzz.link/p?<genre>/<cols>/<rows>/<body>`, with a trailing `/` when the body
 * ends in a character outside [A-Za-z0-9]. `decodeUrl` of the result gives an equal board.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl, encodeUrl } from "./url.ts";
 * const url = "https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1";
 * assert.ok(encodeUrl(decodeUrl(url)) === url);
 * ```
 */
export function encodeUrl(board: Board): string {
  let body = encodeBits(board.vertical) + encodeBits(board.horizontal);
  body += board.genre === "stostone" ? encodeClues(board.clues) : encodeBlack(board.black);
  if (body !== "" && !/[A-Za-z0-9]$/.test(body)) body += "/";
  return `${URL_PREFIX}${URL_GENRE[board.genre]}/${board.cols}/${board.rows}/${body}`;
}
