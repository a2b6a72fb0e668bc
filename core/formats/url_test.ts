import assert from "node:assert/strict";
import { decodeUrl, encodeUrl } from "./url.ts";
import { sameBoard } from "./same_board.ts";
import { assertEachThrows, type ErrorCase, loadExternal, loadVectors } from "./boards_test_util.ts";
import { MAX_STOSTONE_CLUE, stostoneBoard, type StostoneClue } from "../stostone/board.ts";
import type { Board } from "./url.ts";

/** Rows of room ids, one character per cell, `#` for black: "000111 / 222231 / …". */
function roomPicture(board: Board): string {
  const rows: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let line = "";
    for (let c = 0; c < board.cols; c++) {
      const id = board.roomOf[r * board.cols + c]!;
      line += id < 0 ? "#" : id.toString(36);
    }
    rows.push(line);
  }
  return rows.join(" / ");
}

/** Border flags cut into rows of `width`: "00100 / 00011 / …". */
function flagRows(flags: Uint8Array, width: number): string {
  const rows: string[] = [];
  for (let i = 0; i < flags.length; i += width) rows.push(flags.slice(i, i + width).join(""));
  return rows.join(" / ");
}

/** A 1×n board of n one-cell rooms with the given clues. */
function rowOfRooms(clues: StostoneClue[]): Board {
  const n = clues.length;
  return stostoneBoard(
    { rows: 1, cols: n },
    { vertical: new Uint8Array(n - 1).fill(1), horizontal: new Uint8Array(0) },
    clues,
  );
}

Deno.test("FORMATS.md worked example 1: stostone/6/6/433aaqv064p03g433h", () => {
  const url = "https://puzz.link/p?stostone/6/6/433aaqv064p03g433h";
  const board = decodeUrl(url);
  assert.equal(board.genre, "stostone");
  assert.equal(flagRows(board.vertical, 5), "00100 / 00011 / 00011 / 01010 / 01010 / 11010");
  assert.equal(flagRows(board.horizontal, 6), "111110 / 000000 / 110001 / 001100 / 100000");
  assert.equal(roomPicture(board), "000111 / 222231 / 222231 / 442233 / 445533 / 645533");
  assert.ok(board.genre === "stostone");
  assert.deepEqual(board.clues, [3, null, 4, 3, 3, null, null]);
  assert.equal(encodeUrl(board), url);
});

Deno.test("FORMATS.md worked example 2: four one-column rooms, and 300 as +12c", () => {
  const url = "https://puzz.link/p?stostone/4/2/vg0-11.g2";
  const board = decodeUrl(url);
  assert.ok(board.genre === "stostone");
  assert.equal(roomPicture(board), "0123 / 0123");
  assert.deepEqual(board.clues, [17, "?", null, 2]);
  assert.equal(encodeUrl(board), url);
  const big = stostoneBoard({ rows: 1, cols: 1 }, {
    vertical: new Uint8Array(0),
    horizontal: new Uint8Array(0),
  }, [300]);
  assert.equal(encodeUrl(big), "https://puzz.link/p?stostone/1/1/+12c");
  const back = decodeUrl("stostone/1/1/+12c");
  assert.ok(back.genre === "stostone");
  assert.deepEqual(back.clues, [300]);
});

Deno.test("FORMATS.md worked example 3: dosufuwa/5/5/7pnsmrhf31d1", () => {
  const url = "https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1";
  const board = decodeUrl(url);
  assert.ok(board.genre === "dosun-fuwari");
  assert.equal(flagRows(board.vertical, 4), "0011 / 1110 / 0110 / 1111 / 1100");
  assert.equal(flagRows(board.horizontal, 5), "10110 / 11011 / 10001 / 01111");
  assert.deepEqual([...board.black.keys()].filter((c) => board.black[c] === 1), [3, 5, 19, 21]);
  assert.equal(roomPicture(board), "000#1 / #0211 / 33244 / 5324# / 5#666");
  assert.equal(encodeUrl(board), url);
});

Deno.test("FORMATS.md worked example 4: black-cell positions", () => {
  const small = decodeUrl("dosufuwa/3/2/q81");
  assert.ok(small.genre === "dosun-fuwari");
  assert.deepEqual([...small.black], [0, 1, 0, 0, 0, 0]);
  const big = decodeUrl("dosufuwa/8/8/g0000000000gg0000000000g0.q");
  assert.ok(big.genre === "dosun-fuwari");
  assert.deepEqual([...big.black.keys()].filter((c) => big.black[c] === 1), [0, 63]);
  assert.equal(encodeUrl(big), "https://puzz.link/p?dosufuwa/8/8/g0000000000gg0000000000g0.q");
});

Deno.test("a Stostone clue sits on its room's first column-major cell", () => {
  const board = decodeUrl("stostone/3/2/qgg3g");
  assert.ok(board.genre === "stostone");
  const room = board.clues.indexOf(3);
  assert.equal(board.clueCell[room], 1 * 3 + 0); // row 1, column 0
  assert.equal(encodeUrl(board), "https://puzz.link/p?stostone/3/2/qgg3g");
});

Deno.test("both vector URLs round-trip byte for byte, full and bare", () => {
  for (const genre of ["stostone", "dosufuwa"] as const) {
    const vectors = loadVectors(genre);
    assert.equal(encodeUrl(decodeUrl(vectors.full_url)), vectors.full_url);
    assert.equal(encodeUrl(decodeUrl(`${genre}/${vectors.url}`)), vectors.full_url);
    const old = vectors.historical_2016;
    if (old) {
      const full = `https://puzz.link/p?${genre}/${old.url}`;
      assert.equal(encodeUrl(decodeUrl(full)), full);
    }
  }
});

Deno.test("every external board's URL round-trips byte for byte", async (t) => {
  // All 44 inputs are canonical (pzprjs wrote them), so no exceptions are listed.
  for (const genre of ["stostone", "dosufuwa"] as const) {
    for (const puzzle of loadExternal(genre)) {
      await t.step(`${genre} ${puzzle.id}`, () => {
        const board = decodeUrl(puzzle.pzprjs_url);
        assert.equal(encodeUrl(board), puzzle.pzprjs_url);
        assert.ok(sameBoard(decodeUrl(encodeUrl(board)), board));
      });
    }
  }
});

Deno.test("address forms: hosts, _edit/_play, bare, whitespace", () => {
  const canonical = "https://puzz.link/p?stostone/4/2/vg0-11.g2";
  for (
    const form of [
      "http://puzz.link/p?stostone/4/2/vg0-11.g2",
      "http://pzv.jp/p.html?stostone/4/2/vg0-11.g2",
      "https://pzv.jp/p.html?stostone_edit/4/2/vg0-11.g2",
      "https://puzz.link/p?stostone_play/4/2/vg0-11.g2",
      "stostone/4/2/vg0-11.g2",
      "  stostone/4/2/vg0-11.g2\n",
      // As pasted without the scheme, and with the host in capitals (once "unknown genre").
      "puzz.link/p?stostone/4/2/vg0-11.g2",
      "HTTPS://PUZZ.LINK/p?stostone/4/2/vg0-11.g2",
    ]
  ) {
    assert.equal(encodeUrl(decodeUrl(form)), canonical, form);
  }
});

Deno.test("clue tokens at every range boundary", () => {
  // Expected tokens written out from FORMATS.md's table, with `%` for 8192.. and `*`
  // from 12240 on (see url.ts: what the reference writes).
  const cases: [number, string][] = [
    [0, "0"],
    [15, "f"],
    [16, "-10"],
    [255, "-ff"],
    [256, "+100"],
    [300, "+12c"],
    [4095, "+fff"],
    [4096, "=000"],
    [4097, "=001"],
    [8191, "=fff"],
    [8192, "%000"],
    [12239, "%fcf"],
    [12240, "*0000"],
    [12287, "*002f"],
    [77775, "*ffff"],
    [77776, "$00000"],
    [MAX_STOSTONE_CLUE, "$fffff"],
  ];
  for (const [clue, token] of cases) {
    const board = rowOfRooms([clue]);
    assert.equal(encodeUrl(board), `https://puzz.link/p?stostone/1/1/${token}`, `clue ${clue}`);
    const back = decodeUrl(`stostone/1/1/${token}`);
    assert.ok(back.genre === "stostone");
    assert.deepEqual(back.clues, [clue], token);
  }
});

Deno.test("the reader takes both tokens for 12240..12287, and skips @ as the reference does", () => {
  const read = (token: string) => {
    const board = decodeUrl(`stostone/1/1/${token}`);
    return board.genre === "stostone" ? board.clues[0] : undefined;
  };
  assert.equal(read("%000"), 8192);
  assert.equal(read("%fd0"), 12240);
  assert.equal(read("*0000"), 12240);
  assert.equal(read("%fff"), 12287);
  assert.equal(read("*002f"), 12287);
  // `@` is no token (FORMATS.md, pzprjs readNumber16): skipped, the digits after it are
  // clues of their own. An earlier reader here took `@123` as 8192 + 0x123.
  const board = decodeUrl("stostone/4/1/s@123");
  assert.ok(board.genre === "stostone");
  assert.deepEqual(board.clues, [1, 2, 3, null]);
});

Deno.test("skip runs flush at 20, before a number and at the end", () => {
  // 22 one-cell rooms in a row: 21 vertical borders = "vvvv" + "g" (one bit, padded).
  const none: StostoneClue[] = new Array(22).fill(null);
  assert.equal(encodeUrl(rowOfRooms(none)), "https://puzz.link/p?stostone/22/1/vvvvgzh");
  const lastFive = [...none.slice(0, 21), 5];
  assert.equal(encodeUrl(rowOfRooms(lastFive)), "https://puzz.link/p?stostone/22/1/vvvvgzg5");
  const firstQuery: StostoneClue[] = ["?", ...none.slice(1)];
  assert.equal(encodeUrl(rowOfRooms(firstQuery)), "https://puzz.link/p?stostone/22/1/vvvvg.zg");
  for (const clues of [none, lastFive, firstQuery]) {
    assert.ok(sameBoard(decodeUrl(encodeUrl(rowOfRooms(clues))), rowOfRooms(clues)));
  }
});

Deno.test("a body ending outside [A-Za-z0-9] gets a trailing slash", () => {
  const query = rowOfRooms(["?"]);
  assert.equal(encodeUrl(query), "https://puzz.link/p?stostone/1/1/./");
  assert.ok(sameBoard(decodeUrl("stostone/1/1/."), query));
  // 36 white cells in a row: the black-cell writer emits "." (count reached 36).
  const white = decodeUrl("dosufuwa/6/6/000000000000");
  assert.equal(encodeUrl(white), "https://puzz.link/p?dosufuwa/6/6/000000000000./");
  assert.ok(sameBoard(decodeUrl(encodeUrl(white)), white));
  const empty = rowOfRooms([null]);
  assert.equal(encodeUrl(empty), "https://puzz.link/p?stostone/1/1/g");
});

Deno.test("the Stostone reader is lenient where FORMATS.md says so", () => {
  const want = decodeUrl("stostone/4/2/vg0-11.g2");
  // Fewer tokens than rooms: the rest get no clue.
  const short = decodeUrl("stostone/4/2/vg0-11.");
  assert.ok(short.genre === "stostone");
  assert.deepEqual(short.clues, [17, "?", null, null]);
  // Characters it does not know are skipped; characters after the last room ignored.
  assert.ok(sameBoard(decodeUrl("stostone/4/2/vg0-11!.g~2"), want));
  assert.ok(sameBoard(decodeUrl("stostone/4/2/vg0-11.g2zzz"), want));
});

Deno.test("Dosun-Fuwari borders touching black cells may be either value", () => {
  const canonical = decodeUrl("dosufuwa/3/2/q81");
  const bare = decodeUrl("dosufuwa/3/2/201"); // only the border not touching black
  assert.ok(sameBoard(bare, canonical));
  assert.equal(encodeUrl(bare), "https://puzz.link/p?dosufuwa/3/2/q81");
});

Deno.test("malformed URLs throw SyntaxError or RangeError quoting the input", () => {
  const cases: ErrorCase[] = [
    ["nurikabe/4/2/vg0", SyntaxError, 'unknown genre "nurikabe"'],
    ["https://example.com/p?stostone/4/2/vg0", SyntaxError, "not a puzz.link"],
    ["stostone/4", SyntaxError, "expected <genre>/<cols>/<rows>/<body>"],
    ["stostone/x/2/vg0", SyntaxError, 'cols (the 2nd part) must be a whole number, got "x"'],
    ["stostone/4/-2/vg0", SyntaxError, 'rows (the 3rd part) must be a whole number, got "-2"'],
    ["stostone/0/2/", RangeError, "cols (the 2nd part) must be from 1 to 100, got 0"],
    ["dosufuwa/5/101/", RangeError, "rows (the 3rd part) must be from 1 to 100, got 101"],
    [
      "stostone/6/6/43",
      SyntaxError,
      "border part needs 12 characters (6 vertical + 6 horizontal), got 2",
    ],
    [
      "stostone/4/2/vw0",
      SyntaxError,
      'invalid character "w" at body position 1 in the vertical border part',
    ],
    [
      "stostone/4/2/vgA",
      SyntaxError,
      'invalid character "A" at body position 2 in the horizontal border part',
    ],
    ["stostone/4/2/vg0-1", SyntaxError, 'clue token "-1" at body position 3 needs 2 hex digits'],
    [
      "stostone/4/2/vg0+1g2",
      SyntaxError,
      'clue token "+1g2" at body position 3 needs 3 hex digits',
    ],
    ["dosufuwa/3/2/q8z", SyntaxError, 'black-cell digit "z" at body position 2 points to cell 35'],
    [
      "dosufuwa/3/2/q8!",
      SyntaxError,
      'invalid character "!" at body position 2 in the black-cell part',
    ],
  ];
  assertEachThrows(decodeUrl, cases, (url, message) => {
    assert.ok(message.startsWith(JSON.stringify(url) + ": "), message);
  });
});
