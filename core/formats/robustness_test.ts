import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../rng.ts";
import { arbBoard } from "./boards_test_util.ts";
import { decodeUrl, encodeUrl } from "./url.ts";
import { readPzprv3, writePzprv3 } from "./pzprv3.ts";
import { readText, writeText } from "./text.ts";
import { parseBoardInput } from "./load.ts";
import { sameBoard } from "./same_board.ts";

const seed = testSeed("robustness_test");

/**
 * Runs `read` on `input`: it may succeed, or throw SyntaxError/RangeError whose message
 * passes `says` (quotes the input, names the line or the origin). Anything else fails.
 */
function onlyFormatErrors(read: () => unknown, says: (message: string) => boolean): void {
  try {
    read();
  } catch (e) {
    if (!(e instanceof SyntaxError || e instanceof RangeError)) throw e;
    assert.ok(says(e.message), `unhelpful message: ${e.message}`);
  }
}

/** Whether the message quotes the start of the URL (decodeUrl quotes the whole input). */
function quotesUrl(input: string): (message: string) => boolean {
  return (message) => message.startsWith(JSON.stringify(input.slice(0, 40)).slice(0, -1));
}

const namesPzprv3Line = (message: string) => /^pzprv3 line \d+: /.test(message);
const namesTextLine = (message: string) => /^text(?: line \d+)?: /.test(message);
const namesOrigin = (message: string) => message.startsWith("input.txt: ");

/** Checks every reader on one input. */
function readAll(input: string): void {
  onlyFormatErrors(() => {
    const board = decodeUrl(input);
    // Whatever was accepted must survive a canonical round trip.
    assert.ok(sameBoard(decodeUrl(encodeUrl(board)), board));
  }, quotesUrl(input));
  onlyFormatErrors(() => readPzprv3(input), namesPzprv3Line);
  onlyFormatErrors(() => readText(input), namesTextLine);
  onlyFormatErrors(() => parseBoardInput(input, "input.txt"), namesOrigin);
}

/** Characters the formats use, plus a few they never do. */
const ALPHABET = [
  ..."0123456789abcdefghijklmnopqrstuvwxyz.-+=%@*$#/?| \n\r\tox_ABZ~\u00e9",
];

type Edit = { at: number; kind: "insert" | "delete" | "replace"; ch: string };
const arbEdit: fc.Arbitrary<Edit> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom("insert" as const, "delete" as const, "replace" as const),
  ch: fc.constantFrom(...ALPHABET),
});

/** Applies single-character edits (positions taken modulo the current length). */
function mutate(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const { at, kind, ch } of edits) {
    const i = out.length === 0 ? 0 : at % (out.length + (kind === "insert" ? 1 : 0));
    if (kind === "insert") out = out.slice(0, i) + ch + out.slice(i);
    else if (kind === "delete") out = out.slice(0, i) + out.slice(i + 1);
    else out = out.slice(0, i) + ch + out.slice(i + 1);
  }
  return out;
}

Deno.test("random strings only ever give SyntaxError or RangeError, with a located message", () => {
  const prefixes = fc.constantFrom(
    "",
    "stostone/",
    "dosufuwa/",
    "https://puzz.link/p?stostone/",
    "pzprv3\nstostone\n",
    "pzprv3.1\nstostone\n",
    "pzprv3\ndosufuwa\n",
    "stostone ",
    "dosun-fuwari ",
  );
  fc.assert(
    fc.property(
      prefixes,
      fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 80 }),
      (p, s) => {
        readAll(p + s);
      },
    ),
    { seed, numRuns: 1000 },
  );
});

Deno.test("single-character mutations of valid inputs only ever give format errors", () => {
  fc.assert(
    fc.property(
      arbBoard,
      fc.constantFrom("url", "pzprv3", "pzprv3.1", "text"),
      fc.array(arbEdit, { minLength: 1, maxLength: 3 }),
      ({ board, answer }, format, edits) => {
        let text: string;
        if (format === "url") text = encodeUrl(board);
        else if (format === "text") text = writeText(board, answer);
        else {
          try {
            text = writePzprv3(board, answer, { version: format });
          } catch {
            text = encodeUrl(board); // a layout that cannot hold this board
          }
        }
        readAll(mutate(text, edits));
      },
    ),
    { seed, numRuns: 1500 },
  );
});
