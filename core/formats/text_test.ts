import assert from "node:assert/strict";
import { answerRows, parseAnswerRows, readText, writeText } from "./text.ts";
import { decodeUrl } from "./url.ts";
import { sameBoard } from "./same_board.ts";
import { assertEachThrows, type ErrorCase, loadExternal, replaceLine } from "./boards_test_util.ts";

// Drawn by hand from the design rules (borders from FORMATS.md's worked example 2).
const STOSTONE_2X4 = `stostone 2x4
+--+--+--+--+
|17| ?| .| 2|
+  +  +  +  +
| .| .| .| .|
+--+--+--+--+
`;

// dosufuwa/3/2/q81: black (0,1); borders (0,0)|(0,1), (0,1)|(0,2), (1,1)|(1,2), (0,1)-(1,1).
const DOSUN_2X3 = `dosun-fuwari 2x3
+-+-+-+
|.|#|.|
+ +-+ +
|. .|.|
+-+-+-+
`;

Deno.test("the design examples, written and read", () => {
  const stostone = decodeUrl("stostone/4/2/vg0-11.g2");
  assert.equal(writeText(stostone), STOSTONE_2X4);
  assert.ok(sameBoard(readText(STOSTONE_2X4).board, stostone));
  assert.equal(readText(STOSTONE_2X4).answer, null);
  const dosun = decodeUrl("dosufuwa/3/2/q81");
  assert.equal(writeText(dosun), DOSUN_2X3);
  assert.ok(sameBoard(readText(DOSUN_2X3).board, dosun));
});

Deno.test("answers: sections and row strings", () => {
  const stostone = decodeUrl("stostone/4/2/vg0-11.g2");
  const shaded = Uint8Array.from([1, 0, 0, 1, 1, 1, 0, 1]);
  assert.deepEqual(answerRows(stostone, shaded), ["#..#", "##.#"]);
  const text = writeText(stostone, shaded);
  assert.equal(text, STOSTONE_2X4 + "answer\n#..#\n##.#\n");
  assert.deepEqual(readText(text).answer, shaded);
  const dosun = decodeUrl("dosufuwa/3/2/q81");
  const pieces = Uint8Array.from([1, 0, 2, 0, 0, 0]);
  assert.deepEqual(answerRows(dosun, pieces), ["o#x", "..."]);
  assert.deepEqual(parseAnswerRows(dosun, ["o#x", "..."]), pieces);
  assert.deepEqual(readText(writeText(dosun, pieces)).answer, pieces);
});

Deno.test("every external board round-trips through the text form", async (t) => {
  for (const genre of ["stostone", "dosufuwa"] as const) {
    for (const puzzle of loadExternal(genre)) {
      await t.step(`${genre} ${puzzle.id}`, () => {
        const board = decodeUrl(puzzle.pzprjs_url);
        const text = writeText(board);
        assert.ok(sameBoard(readText(text).board, board));
        assert.equal(writeText(readText(text).board), text);
      });
    }
  }
});

Deno.test("comments, blank lines, CRLF, trailing spaces, a moved clue", () => {
  const text = "\n// id: example\n//   source: by hand\n\r\n" +
    STOSTONE_2X4.replace("|17| ?|", "| .| ?|").replace("| .| .| .| .|", "|17| .| .| .|   ")
      .replaceAll("\n", "\r\n") +
    "\r\n\r\n";
  const { board } = readText(text);
  assert.ok(sameBoard(board, decodeUrl("stostone/4/2/vg0-11.g2")));
  // Wide cells: width comes from the drawing, content is right-aligned.
  const wide = "stostone 1x2\n+---+---+\n|  3|300|\n+---+---+\n";
  const read = readText(wide).board;
  assert.ok(read.genre === "stostone");
  assert.deepEqual(read.clues, [3, 300]);
  assert.equal(writeText(read), wide);
  // The header may say dosufuwa; borders beside black cells may be left out.
  const loose = readText("dosufuwa 2x3\n+-+-+-+\n|. # .|\n+ + + +\n|. .|.|\n+-+-+-+\n");
  assert.ok(sameBoard(loose.board, decodeUrl("dosufuwa/3/2/q81")));
});

Deno.test("malformed text throws SyntaxError or RangeError naming the line", () => {
  const cases: ErrorCase[] = [
    ["", SyntaxError, "text: no header line"],
    ["// only a comment\n", SyntaxError, "text: no header line"],
    [
      "stostone 2 x 4\n",
      SyntaxError,
      'text line 1: expected a header "stostone RxC" or "dosun-fuwari RxC" ("stostone 2 x 4")',
    ],
    ["nurikabe 2x4\n", SyntaxError, "text line 1: expected a header"],
    ["stostone 0x4\n", RangeError, "text line 1: rows must be from 1 to 100, got 0"],
    ["stostone 2x101\n", RangeError, "text line 1: cols must be from 1 to 100, got 101"],
    [
      STOSTONE_2X4.split("\n").slice(0, 4).join("\n"),
      SyntaxError,
      "text line 5: the drawing needs 5 lines after the header, but the text ends",
    ],
    [replaceLine(STOSTONE_2X4, 2, "+--+--+--+-"), SyntaxError, "text line 2: the top edge must be"],
    [
      replaceLine(STOSTONE_2X4, 3, "|17| ?| .|  2|"),
      SyntaxError,
      'text line 3: expected 13 characters (cells 2 wide), got 14 ("|17| ?| .|  2|")',
    ],
    [
      replaceLine(STOSTONE_2X4, 4, "+  +  x  +  +"),
      SyntaxError,
      'text line 4: expected "+" at character 7, got "x"',
    ],
    [
      replaceLine(STOSTONE_2X4, 4, "+  + -+  +  +"),
      SyntaxError,
      'text line 4: column 2: expected "--" or 2 spaces, got " -"',
    ],
    [
      replaceLine(STOSTONE_2X4, 6, "+--+  +--+--+"),
      SyntaxError,
      'text line 6: column 2: expected "--" (an edge), got "  "',
    ],
    [
      replaceLine(STOSTONE_2X4, 3, "17| ?| .| 2||"),
      SyntaxError,
      'text line 3: a row line must start with "|"',
    ],
    [
      replaceLine(STOSTONE_2X4, 3, "|17| ?| .| 2 "),
      SyntaxError,
      "text line 3: expected 13 characters",
    ],
    [
      replaceLine(STOSTONE_2X4, 3, "|17| ?| .| 2:"),
      SyntaxError,
      'text line 3: a row line must end with "|"',
    ],
    [
      replaceLine(STOSTONE_2X4, 3, "|17| ?: .| 2|"),
      SyntaxError,
      'text line 3: column 2: expected "|" or a space after the cell, got ":"',
    ],
    [
      replaceLine(STOSTONE_2X4, 5, "| .| x| .| .|"),
      SyntaxError,
      'text line 5: column 2: expected a clue (a number or "?") or ".", got "x"',
    ],
    [
      replaceLine(STOSTONE_2X4, 5, "| 3| .| .| .|"),
      SyntaxError,
      "text line 5: column 1: a second clue in the room whose clue is already 17",
    ],
    [
      "stostone 1x1\n+-------+\n|9999999|\n+-------+\n",
      RangeError,
      "text line 3: column 1: clue 9999999 is larger than",
    ],
    [
      replaceLine(DOSUN_2X3, 3, "|.|?|.|"),
      SyntaxError,
      'text line 3: column 2: expected "#" (black) or "." (white), got "?"',
    ],
    [
      STOSTONE_2X4 + "stostone 1x1\n",
      SyntaxError,
      'text line 7: unexpected line after the drawing ("stostone 1x1")',
    ],
    [
      STOSTONE_2X4 + "answer\n#..#\n",
      SyntaxError,
      "text line 9: the answer needs 2 rows, but the text ends",
    ],
    [
      STOSTONE_2X4 + "answer\n#..#\n#..\n",
      SyntaxError,
      'text line 9: expected 4 characters, got 3 ("#..")',
    ],
    [
      STOSTONE_2X4 + "answer\n#..#\n#..o\n",
      SyntaxError,
      'text line 9: column 4: "o" where "#" or "." belongs ("#..o")',
    ],
    [
      STOSTONE_2X4 + "answer\n#..#\n#..#\nmore\n",
      SyntaxError,
      'text line 10: unexpected line after the answer ("more")',
    ],
    [
      DOSUN_2X3 + "answer\no.x\n...\n",
      SyntaxError,
      'text line 8: column 2: "." where "#" (a black cell) belongs',
    ],
    [
      DOSUN_2X3 + "answer\no#x\n.#.\n",
      SyntaxError,
      'text line 9: column 2: "#" where "o", "x" or "." (a white cell) belongs',
    ],
  ];
  assert.equal(assertEachThrows(readText, cases), cases.length);
});

Deno.test("parseAnswerRows and answerRows reject what does not fit", () => {
  const board = decodeUrl("stostone/4/2/vg0-11.g2");
  assert.throws(() => parseAnswerRows(board, ["#..#"]), /answer: expected 2 rows, got 1/);
  assert.throws(
    () => parseAnswerRows(board, ["#..#", "#.#"]),
    /answer row 2: expected 4 characters/,
  );
  assert.throws(() => answerRows(board, new Uint8Array(7)), RangeError);
  assert.throws(() => writeText(board, new Uint8Array(8).fill(2)), RangeError);
});

Deno.test("docs/FORMATS.md's text-form examples read as the boards and answers they name", () => {
  const page = Deno.readTextFileSync(new URL("../../docs/FORMATS.md", import.meta.url));
  const start = page.indexOf("## The text form");
  const end = page.indexOf("## Notes on formats");
  assert.ok(start >= 0 && end > start, "docs/FORMATS.md lost its text-form section");
  const doc = page.slice(start, end);
  const blocks = [...doc.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!);
  assert.equal(blocks.length, 2);
  const stostone = readText(blocks[0]!);
  assert.ok(sameBoard(stostone.board, decodeUrl("stostone/4/2/vg0-11.g2")));
  assert.deepEqual(stostone.answer, Uint8Array.from([1, 0, 0, 1, 1, 1, 0, 1]));
  assert.equal(writeText(stostone.board, stostone.answer), blocks[0]);
  const dosun = readText(blocks[1]!);
  assert.ok(sameBoard(dosun.board, decodeUrl("dosufuwa/5/5/7pnsmrhf31d1")));
  // The reference's solved test board (the last vector), as its file states it.
  const solved = "2 . 1 . . /. . 1 1 2 /1 . . 1 2 /1 2 2 . . /2 . 2 . 1";
  const want = solved.split(/[ /]+/).map((t) => (t === "1" ? 1 : t === "2" ? 2 : 0));
  assert.deepEqual(dosun.answer && [...dosun.answer], want);
});
