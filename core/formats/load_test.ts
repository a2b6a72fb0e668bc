import assert from "node:assert/strict";
import { detectFormat, parseBoardInput } from "./load.ts";
import { decodeUrl } from "./url.ts";
import { writePzprv3 } from "./pzprv3.ts";
import { writeText } from "./text.ts";
import { sameBoard } from "./same_board.ts";

const URL = "https://puzz.link/p?stostone/4/2/vg0-11.g2";

Deno.test("each format is detected and read, with its answer", () => {
  const board = decodeUrl(URL);
  const answer = Uint8Array.from([1, 0, 0, 1, 1, 1, 0, 1]);
  const inputs: [string, "url" | "pzprv3" | "text", Uint8Array | null][] = [
    [URL, "url", null],
    [`  ${URL}\r\n`, "url", null],
    ["stostone_play/4/2/vg0-11.g2", "url", null],
    [writePzprv3(board, answer), "pzprv3", answer],
    [
      writePzprv3(board, null, { version: "pzprv3" }).replaceAll("\n", "/"),
      "pzprv3",
      new Uint8Array(8),
    ],
    [writeText(board), "text", null],
    ["// from a fixture\n\n" + writeText(board, answer), "text", answer],
  ];
  for (const [text, format, want] of inputs) {
    assert.equal(detectFormat(text), format, text);
    const got = parseBoardInput(text, "test");
    assert.equal(got.format, format);
    assert.ok(sameBoard(got.board, board), text);
    assert.deepEqual(got.answer, want);
  }
});

Deno.test("errors keep their class and gain the origin", () => {
  const cases: [string, string, typeof SyntaxError | typeof RangeError, string][] = [
    ["stostone/4/2/v", "url", SyntaxError, 'url: "stostone/4/2/v": border part needs'],
    ["dosufuwa/0/2/", "stdin", RangeError, 'stdin: "dosufuwa/0/2/": cols'],
    ["pzprv3\nstostone\n2\n", "boards/a.txt", SyntaxError, "boards/a.txt: pzprv3 line 4:"],
    ["stostone 2x4\n+--+\n", "b.txt", SyntaxError, "b.txt: text line 3: the drawing needs"],
    [
      "hello world",
      "c.txt",
      SyntaxError,
      'c.txt: not a puzz.link URL, pzprv3 file or text-form board (first line "hello world")',
    ],
    // Nothing at all is said to be empty, not shown as an empty first line.
    ["", "stdin", SyntaxError, "stdin: empty: no board in it"],
    [" \n\n", "e.txt", SyntaxError, "e.txt: empty: no board in it"],
    [
      "stostone/4/2/vg0\nstostone/4/2/vg0",
      "d.txt",
      SyntaxError,
      'd.txt: a puzz.link URL must be alone in its input: line 1 holds one ("stostone/4/2/vg0"), ' +
      'but 1 other non-blank line(s) come with it, such as line 2 ("stostone/4/2/vg0")',
    ],
    // A URL pasted below a note: the message names the URL's line, not only the note.
    [
      "my board\n\nhttps://puzz.link/p?stostone/4/2/vg0\n",
      "stdin",
      SyntaxError,
      "stdin: a puzz.link URL must be alone in its input: line 3 holds one " +
      '("https://puzz.link/p?stostone/4/2/vg0"), but 1 other non-blank line(s) come with it, ' +
      'such as line 1 ("my board")',
    ],
    // Old Mac line endings were read as one line and blamed on the header.
    ["stostone 1x2\r+--+--+\r", "f.txt", SyntaxError, "f.txt: its lines end in CR alone"],
  ];
  for (const [text, origin, kind, start] of cases) {
    assert.throws(() => parseBoardInput(text, origin), (e: unknown) => {
      assert.ok(e instanceof kind, `${JSON.stringify(text)}: ${e}`);
      assert.ok(e.message.startsWith(start), `${e.message}\n  should start with\n${start}`);
      assert.ok(e.cause === undefined || e.cause instanceof kind);
      return true;
    });
  }
});

Deno.test("one line ending in a lone CR is still read: only CR-separated lines are refused", () => {
  assert.equal(parseBoardInput("stostone/4/2/vg0-11.g2\r", "stdin").board.rows, 2);
});

Deno.test("a web address of another genre is read as a URL, so the error names the genre", () => {
  const url = "https://puzz.link/p?nurikabe/6/6/00";
  assert.equal(detectFormat(url), "url");
  assert.throws(() => parseBoardInput(url, "url"), /unknown genre "nurikabe"/);
  // Text that is no address stays unknown.
  assert.equal(detectFormat("hello world"), null);
  assert.equal(detectFormat("https://puzz.link/list.html"), null);
});

Deno.test("a size given as a long digit string is quoted as written, in every format", () => {
  // Number() turns it into 1e+21; the pzprv3 and text readers once printed that.
  const long = "999999999999999999999";
  const inputs: [string, RegExp][] = [
    [
      `stostone/${long}/2/`,
      /cols \(the 2nd part\) must be from 1 to 100, got 999999999999999999999/,
    ],
    [
      `pzprv3\ndosufuwa\n2\n${long}\n`,
      /line 4: the number of columns must be from 1 to 100, got 999999999999999999999$/,
    ],
    [`stostone ${long}x2\n`, /line 1: rows must be from 1 to 100, got 999999999999999999999 /],
  ];
  for (const [text, message] of inputs) {
    assert.throws(() => parseBoardInput(text, "in"), (e: Error) => {
      assert.ok(e instanceof RangeError, `${e.name}: ${e.message}`);
      assert.match(e.message, message);
      assert.doesNotMatch(e.message, /e\+/);
      return true;
    });
  }
});
