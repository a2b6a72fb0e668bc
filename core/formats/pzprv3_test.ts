import assert from "node:assert/strict";
import { readPzprv3, writePzprv3 } from "./pzprv3.ts";
import { decodeUrl } from "./url.ts";
import { sameBoard } from "./same_board.ts";
import {
  assertEachThrows,
  type ErrorCase,
  loadExternal,
  loadVectors,
  replaceLine,
  type VectorCase,
} from "./boards_test_util.ts";
import type { Board } from "./url.ts";

/** The board's room ids as the vectors' `parsed.rooms` rows ("0 0 1", `#` for black). */
function roomRows(board: Board): string[] {
  const rows: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    const ids: string[] = [];
    for (let c = 0; c < board.cols; c++) {
      const id = board.roomOf[r * board.cols + c]!;
      ids.push(id < 0 ? "#" : `${id}`);
    }
    rows.push(ids.join(" "));
  }
  return rows;
}

/** Checks a parsed vector case against the board and answer read from its file. */
function checkAgainstParsed(c: VectorCase, board: Board, answer: Uint8Array | null): void {
  const { parsed } = c;
  assert.equal(board.rows, parsed.rows);
  assert.equal(board.cols, parsed.cols);
  assert.deepEqual(roomRows(board), parsed.rooms);
  assert.equal(board.rooms.length, parsed.room_count);
  const cells = (rows: readonly string[]) => rows.flatMap((row) => row.split(" "));
  if (board.genre === "stostone") {
    // Every clue token of the file belongs to the room of its cell; rooms without one have none.
    const want: (number | "?" | null)[] = board.rooms.map(() => null);
    cells(parsed.clues!).forEach((token, cell) => {
      if (token !== ".") want[board.roomOf[cell]!] = token === "-" ? "?" : Number(token);
    });
    assert.deepEqual(board.clues, want);
  }
  const values = cells(parsed.answer).map((t) =>
    board.genre === "stostone" ? (t === "#" ? 1 : 0) : t === "1" ? 1 : t === "2" ? 2 : 0
  );
  assert.deepEqual(answer && [...answer], values);
}

/** The file as the writer would give it: marks (`+` and the like) in the answer become `.`. */
function withoutMarks(file: string, answerFrom: number): string {
  const lines = file.split("\n");
  return lines.map((line, i) => (i >= answerFrom ? line.replace(/[+\-=%]/g, ".") : line)).join(
    "\n",
  );
}

/** The file up to the end of its answer section (trailing blank/info lines cut). */
function withoutTrailer(file: string): string {
  const lines = file.split("\n");
  const end = lines.findIndex((line) =>
    line.trim() === "" || /^(info:|history:|TrialData)/.test(line)
  );
  return (end < 0 ? lines : lines.slice(0, end)).join("\n") + "\n";
}

Deno.test("all 14 vector files parse to their stated rooms, clues and answers", async (t) => {
  for (const genre of ["stostone", "dosufuwa"] as const) {
    const vectors = loadVectors(genre);
    const urlBoard = decodeUrl(vectors.full_url);
    for (const c of vectors.failcheck) {
      await t.step(`${genre} ${c.expected_failcode}`, () => {
        const text = c.file.replaceAll("/", "\n");
        const { board, answer } = readPzprv3(text);
        checkAgainstParsed(c, board, answer);
        // Every case is the vector URL's board except Stostone bkNoShade (8 rooms).
        assert.equal(sameBoard(board, urlBoard), c.parsed.room_count === 7);
        // The one-line form with "/" separators reads the same.
        assert.ok(sameBoard(readPzprv3(c.file).board, board));
        // Writing gives the file back, marks aside (the rooms section is "pzprv3").
        const answerFrom = 5 + c.parsed.rows * (genre === "stostone" ? 2 : 1);
        assert.equal(
          writePzprv3(board, answer, { version: "pzprv3" }),
          withoutMarks(text, answerFrom),
        );
      });
    }
  }
});

Deno.test("the 2016 Stostone vectors and the Dosun-Fuwari input replays read and write back", () => {
  const old = loadVectors("stostone").historical_2016!;
  const oldBoard = decodeUrl(`stostone/${old.url}`);
  for (const c of old.failcheck) {
    const { board, answer } = readPzprv3(c.file.replaceAll("/", "\n"));
    checkAgainstParsed(c, board, answer);
    assert.equal(sameBoard(board, oldBoard), c.parsed.room_count === 7); // bkNoShade differs
  }
  const results = loadVectors("dosufuwa").inputs!.flatMap((i) => (i.result ? [i.result] : []));
  assert.equal(results.length, 5);
  for (const file of results) {
    const text = file.replaceAll("/", "\n");
    const { board, answer } = readPzprv3(text);
    assert.equal(writePzprv3(board, answer), withoutMarks(text, 5 + board.rows));
  }
});

Deno.test("every external board: the pzprv3 file equals the URL's board and writes back", async (t) => {
  for (const genre of ["stostone", "dosufuwa"] as const) {
    for (const puzzle of loadExternal(genre)) {
      await t.step(`${genre} ${puzzle.id}`, () => {
        const fromUrl = decodeUrl(puzzle.pzprjs_url);
        const { board, answer } = readPzprv3(puzzle.pzprjs_problem_file);
        assert.ok(sameBoard(board, fromUrl));
        // Some problem files carry a partial answer and an info trailer; the rest is exact.
        assert.equal(writePzprv3(board, answer), withoutTrailer(puzzle.pzprjs_problem_file));
        const solutions = puzzle.solutions ?? [];
        for (const s of solutions) {
          const solved = readPzprv3(s.pzprjs_file);
          assert.ok(sameBoard(solved.board, fromUrl));
          const grid = s.grid.join("").split("").map((ch) => (ch === "#" ? 1 : 0));
          assert.deepEqual(solved.answer && [...solved.answer], grid);
          assert.equal(writePzprv3(solved.board, solved.answer), withoutTrailer(s.pzprjs_file));
        }
        if (puzzle.solution_file) {
          const solved = readPzprv3(puzzle.solution_file);
          assert.ok(sameBoard(solved.board, fromUrl));
          assert.equal(
            writePzprv3(solved.board, solved.answer),
            withoutMarks(puzzle.solution_file, 5 + board.rows),
          );
        }
      });
    }
  }
});

Deno.test("a border inside a room: pzprv3.1 keeps it, pzprv3 refuses", () => {
  // The 8×6 external board whose room holds border segments that matter.
  const puzzle = loadExternal("stostone").find((p) => p.id === "noqx_8x6")!;
  const board = decodeUrl(puzzle.pzprjs_url);
  const v31 = writePzprv3(board);
  assert.ok(v31.startsWith("pzprv3.1\n"));
  assert.ok(sameBoard(readPzprv3(v31).board, board));
  assert.throws(
    () => writePzprv3(board, null, { version: "pzprv3" }),
    (e: unknown) =>
      e instanceof RangeError && /pzprv3 cannot hold the border between cells/.test(e.message),
  );
  // Dosun-Fuwari: a C-shaped room with a border in its mouth.
  const cup = decodeUrl("dosufuwa/2/2/g0"); // border between (0,0) and (0,1) only
  assert.equal(cup.rooms.length, 1);
  assert.throws(() => writePzprv3(cup), RangeError);
  assert.throws(
    () => writePzprv3(decodeUrl("dosufuwa/3/2/q81"), null, { version: "pzprv3.1" }),
    RangeError,
  );
});

Deno.test("answer section: absent gives null, all dots gives zeros", () => {
  const board = decodeUrl("stostone/4/2/vg0-11.g2");
  const written = writePzprv3(board);
  const all = readPzprv3(written);
  assert.deepEqual(all.answer && [...all.answer], [0, 0, 0, 0, 0, 0, 0, 0]);
  const lines = written.split("\n");
  const noAnswer = lines.slice(0, lines.length - 3).join("\n") + "\n"; // drop the 2 answer rows
  assert.equal(readPzprv3(noAnswer).answer, null);
  assert.equal(readPzprv3(noAnswer + "info:{}\n").answer, null);
  // Writing with an answer, then reading, gives it back; \r\n and trailers are fine.
  const answer = Uint8Array.from([1, 0, 0, 1, 1, 1, 0, 1]);
  const text = writePzprv3(board, answer).replaceAll("\n", "\r\n") +
    'info:{"metadata":{}}\r\nhistory:{}\r\nTrialData(1)\r\n1 0 1\r\n';
  const back = readPzprv3(text);
  assert.ok(sameBoard(back.board, board));
  assert.deepEqual(back.answer, answer);
  // Dosun-Fuwari marks read as empty.
  const df = readPzprv3("pzprv3\ndosufuwa\n1\n4\n1\n0 0 0 0 \n+ - = % \n");
  assert.deepEqual(df.answer && [...df.answer], [0, 0, 0, 0]);
});

Deno.test("a clue may sit on any cell of its room", () => {
  const moved = readPzprv3(
    "pzprv3\nstostone\n2\n2\n2\n0 0 \n1 1 \n. 3 \n- . \n",
  );
  assert.ok(moved.board.genre === "stostone");
  assert.deepEqual(moved.board.clues, [3, "?"]);
  assert.equal(moved.answer, null);
});

Deno.test("malformed files throw SyntaxError or RangeError naming the line", () => {
  const good = writePzprv3(decodeUrl("stostone/6/6/433aaqv064p03g433h"), null, {
    version: "pzprv3",
  });
  const cases: ErrorCase[] = [
    ["", SyntaxError, 'pzprv3 line 1: expected the header "pzprv3" or "pzprv3.1", got ""'],
    ["pzprv4\nstostone\n", SyntaxError, "pzprv3 line 1: expected the header"],
    ["pzprv3\nnurikabe\n6\n6\n", SyntaxError, 'pzprv3 line 2: unknown genre "nurikabe"'],
    [
      "pzprv3\nstostone\n6",
      SyntaxError,
      "pzprv3 line 4: expected the number of columns, but the file ends",
    ],
    [
      "pzprv3\nstostone\nsix\n6\n",
      SyntaxError,
      'pzprv3 line 3: expected the number of rows (a whole number), got "six"',
    ],
    [
      "pzprv3\nstostone\n0\n6\n",
      RangeError,
      "pzprv3 line 3: the number of rows must be from 1 to 100, got 0",
    ],
    [
      replaceLine(good, 7, "0 0 0 1 1"),
      SyntaxError,
      'pzprv3 line 7: expected 6 tokens (room ids, row 2 of 6), got 5 ("0 0 0 1 1")',
    ],
    [replaceLine(good, 6, "0 0 x 1 1 1 "), SyntaxError, 'pzprv3 line 6: bad room id "x"'],
    [replaceLine(good, 12, "3 . 4 . . . "), SyntaxError, "pzprv3 line 12: two clues in one room"],
    [replaceLine(good, 13, "4 . . . 3 ? "), SyntaxError, 'pzprv3 line 13: bad clue "?"'],
    [
      replaceLine(good, 13, "4 . . . 9999999 . "),
      RangeError,
      "pzprv3 line 13: clue 9999999 is larger",
    ],
    [replaceLine(good, 18, "# . 1 . . . "), SyntaxError, 'pzprv3 line 18: bad answer token "1"'],
    [
      good.split("\n").slice(0, 20).join("\n"),
      SyntaxError,
      "pzprv3 line 21: expected 6 tokens (answer, row 4 of 6), but the file ends",
    ],
    [
      "pzprv3.1\nstostone\n1\n2\n2 \n",
      SyntaxError,
      'pzprv3 line 5: bad border flag "2" (expected 0 or 1)',
    ],
    [
      "pzprv3.1\ndosufuwa\n1\n1\n1\n0 \n",
      SyntaxError,
      'pzprv3 line 1: Dosun-Fuwari files are "pzprv3"',
    ],
    [
      "pzprv3\ndosufuwa\n1\n2\n1\n# 0 \n1 . \n",
      SyntaxError,
      'pzprv3 line 7: column 1 is a black cell but holds "1"',
    ],
    // Once read without a word: a room count the ids do not make, a stray row after the
    // answer, an answer after a blank line (it was dropped as "absent").
    [
      replaceLine(good, 5, "99"),
      SyntaxError,
      "pzprv3 line 5: the room count is 99, but the room ids make",
    ],
    [
      "pzprv3\ndosufuwa\n1\n2\n3\n# 0 \n",
      SyntaxError,
      "pzprv3 line 5: the room count is 3, but the room ids make 1 rooms",
    ],
    [
      good + "# # # # # # \n",
      SyntaxError,
      'pzprv3 line 24: "# # # # # # " after the last section',
    ],
    [
      good.split("\n").slice(0, 17).join("\n") + "\n\n" +
      good.split("\n").slice(17).join("\n"),
      SyntaxError,
      "pzprv3 line 19: ",
    ],
  ];
  assert.equal(assertEachThrows(readPzprv3, cases), cases.length);
});

Deno.test("writing refuses an answer that does not fit", () => {
  const board = decodeUrl("dosufuwa/3/2/q81");
  assert.throws(() => writePzprv3(board, new Uint8Array(5)), RangeError);
  assert.throws(() => writePzprv3(board, Uint8Array.from([0, 1, 0, 0, 0, 0])), RangeError);
});

Deno.test("blank lines before the header are skipped and still counted", () => {
  const text = "\n\n" + writePzprv3(decodeUrl("dosufuwa/3/2/q81"));
  assert.ok(sameBoard(readPzprv3(text).board, decodeUrl("dosufuwa/3/2/q81")));
  assert.throws(
    () => readPzprv3("\n\npzprv4\n"),
    /^SyntaxError: pzprv3 line 3: expected the header/,
  );
  assert.throws(
    () => readPzprv3("\n\npzprv3\nstostone\n1\n1\n2\n"),
    /^SyntaxError: pzprv3 line 8: expected 1 tokens \(room ids, row 1 of 1\)/,
  );
});

Deno.test("writePzprv3 keeps a player's dots as '+', and they read back as empty", () => {
  for (const url of ["stostone/4/2/vg0-11.g2", "dosufuwa/5/5/7pnsmrhf31d1"]) {
    const board = decodeUrl(url);
    const n = board.rows * board.cols;
    const answer = new Uint8Array(n);
    answer[0] = 1; // a stone, or a balloon
    const dots = new Uint8Array(n).fill(1); // every cell dotted
    const text = writePzprv3(board, answer, { dots });
    const section = text.trimEnd().split("\n").slice(-board.rows).join("\n");
    // A dot only where the answer leaves the cell empty (and never on a black cell).
    const black = board.genre === "dosun-fuwari" ? board.black : new Uint8Array(n);
    const tokens = section.split(/\s+/).filter((t) => t !== "");
    assert.equal(tokens.length, n);
    tokens.forEach((t, cell) => {
      const want = cell === 0 ? (board.genre === "stostone" ? "#" : "1") : black[cell] ? "." : "+";
      assert.equal(t, want, `${url} cell ${cell}`);
    });
    assert.deepEqual(readPzprv3(text).answer, answer);
    assert.throws(() => writePzprv3(board, answer, { dots: new Uint8Array(1) }), RangeError);
  }
});
