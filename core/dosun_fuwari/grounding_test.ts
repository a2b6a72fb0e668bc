import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../rng.ts";
import {
  BALLOON as B,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY as _,
  IRON as I,
} from "./board.ts";
import { checkDosunFuwari, DOSUN_FUWARI_CHECKS } from "./judge.ts";
import { ungroundedCount, ungroundedPieces } from "./grounding.ts";

const SUPPORT_CHECKS = DOSUN_FUWARI_CHECKS.filter((c) =>
  c.code === "cuNotTop" || c.code === "csNotBottom"
);

/** The pieces the judge's support checks (cuNotTop, csNotBottom) reject. */
function unsupportedPieces(
  board: DosunFuwariBoard,
  answer: Uint8Array,
  rule: DosunFuwariRule,
): number[] {
  return SUPPORT_CHECKS.flatMap((check) => check.find({ board, answer, rule }));
}

/** A placement is legal when every piece is held up as the reading demands. */
function legal(board: DosunFuwariBoard, answer: Uint8Array, rule: DosunFuwariRule): boolean {
  return unsupportedPieces(board, answer, rule).length === 0;
}

function singleColumn(black: number[]): DosunFuwariBoard {
  return dosunFuwariBoard({ rows: black.length, cols: 1 }, black, {
    vertical: new Uint8Array(0),
    horizontal: new Uint8Array(black.length - 1),
  });
}

/** Asserts what D-U3 says about one placement, plus the readings' nesting. */
function assertGrounding(board: DosunFuwariBoard, answer: Uint8Array): {
  officialLegal: boolean;
  looseOnly: boolean;
} {
  const where = `${board.rows}x${board.cols} black ${board.black.join("")} answer ${
    answer.join("")
  }`;
  const official = ungroundedPieces(board, answer, "official");
  const loose = ungroundedPieces(board, answer, "loose");
  const officialLegal = legal(board, answer, "official");
  // Official: legal exactly when nothing floats.
  assert.equal(official.length === 0, officialLegal, where);
  // Loose accepts more support, so it never grounds fewer pieces.
  assert.ok(loose.every((cell) => official.includes(cell)), where);
  // A placement legal only under loose rests some piece on the other kind: that pair
  // holds itself up, so something floats.
  const looseOnly = !officialLegal && legal(board, answer, "loose");
  if (looseOnly) assert.ok(loose.length > 0, where);
  return { officialLegal, looseOnly };
}

Deno.test("D-U3: every single-column board up to 7 cells, every filling", () => {
  let placements = 0;
  let officialLegal = 0;
  let looseOnly = 0;
  for (let rows = 1; rows <= 7; rows++) {
    for (let pattern = 0; pattern < 1 << rows; pattern++) {
      const black = Array.from({ length: rows }, (_, r) => (pattern >> r) & 1);
      const board = singleColumn(black);
      const white = black.flatMap((b, r) => (b ? [] : [r]));
      let groundedFillings = 0;
      for (let code = 0; code < 3 ** white.length; code++) {
        const answer = new Uint8Array(rows);
        let rest = code;
        for (const r of white) {
          answer[r] = rest % 3;
          rest = Math.floor(rest / 3);
        }
        const verdict = assertGrounding(board, answer);
        if (verdict.officialLegal) officialLegal++;
        if (verdict.looseOnly) looseOnly++;
        if (ungroundedCount(board, answer, "official") === 0) groundedFillings++;
        placements++;
      }
      // Grounded official fillings of a run of length L: a block of balloons from the
      // top and a block of iron balls from the bottom, (L+1)(L+2)/2 ways.
      const runs = black.join("").split("1").filter((run) => run.length > 0);
      const ways = runs.reduce((p, run) => p * ((run.length + 1) * (run.length + 2)) / 2, 1);
      assert.equal(groundedFillings, ways, `black ${black.join("")}`);
    }
  }
  console.log(
    `D-U3: ${placements} placements on single columns; ${officialLegal} legal under official (none floats); ${looseOnly} legal only under loose (each floats)`,
  );
  assert.ok(looseOnly > 0);
});

Deno.test("D-U3: random boards with random fillings, and random legal fillings", () => {
  const seed = testSeed("property");
  const arbitraryBoard = fc.record({
    rows: fc.integer({ min: 1, max: 7 }),
    cols: fc.integer({ min: 1, max: 7 }),
  }).chain(({ rows, cols }) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      black: fc.array(fc.integer({ min: 0, max: 4 }).map((v) => (v === 0 ? 1 : 0)), {
        minLength: rows * cols,
        maxLength: rows * cols,
      }),
      vertical: fc.uint8Array({
        min: 0,
        max: 1,
        minLength: rows * (cols - 1),
        maxLength: rows * (cols - 1),
      }),
      horizontal: fc.uint8Array({
        min: 0,
        max: 1,
        minLength: (rows - 1) * cols,
        maxLength: (rows - 1) * cols,
      }),
      fill: fc.uint8Array({ min: 0, max: 2, minLength: rows * cols, maxLength: rows * cols }),
    })
  );
  let repairedPieces = 0;
  fc.assert(
    fc.property(arbitraryBoard, ({ rows, cols, black, vertical, horizontal, fill }) => {
      const board = dosunFuwariBoard({ rows, cols }, black, { vertical, horizontal });
      const answer = fill.map((v, cell) => (board.black[cell] ? _ : v));
      assertGrounding(board, answer);
      // Repair into a legal official placement: drop unsupported pieces until none is.
      for (let bad = unsupportedPieces(board, answer, "official"); bad.length > 0;) {
        for (const cell of bad) answer[cell] = _;
        bad = unsupportedPieces(board, answer, "official");
      }
      repairedPieces += answer.filter((v) => v !== _).length;
      assert.equal(ungroundedCount(board, answer, "official"), 0);
      assert.equal(ungroundedCount(board, answer, "loose"), 0);
    }),
    { seed, numRuns: 1500 },
  );
  console.log(`D-U3 property: ${repairedPieces} pieces in repaired legal placements, all grounded`);
  assert.ok(repairedPieces > 0);
});

Deno.test("D-U3 loose: the floating pair is legal and both pieces are ungrounded", () => {
  // A column of four white cells, one room: an iron ball directly above a balloon.
  const board = singleColumn([0, 0, 0, 0]);
  const pair = Uint8Array.from([_, I, B, _]);
  assert.equal(board.rooms.length, 1);
  assert.deepEqual(checkDosunFuwari(board, pair, "loose"), { ok: true, code: null, cells: [] });
  assert.deepEqual(unsupportedPieces(board, pair, "loose"), []);
  assert.deepEqual(ungroundedPieces(board, pair, "loose"), [1, 2]);
  assert.equal(ungroundedCount(board, pair, "loose"), 2);
  // Officially the same placement is illegal, and both float too.
  assert.equal(checkDosunFuwari(board, pair, "official").code, "cuNotTop");
  assert.deepEqual(ungroundedPieces(board, pair, "official"), [1, 2]);
});

Deno.test("grounding walks: caps, chains, gaps and circles", () => {
  const col = (black: string, pieces: number[]) => ({
    board: singleColumn([...black].map(Number)),
    answer: Uint8Array.from(pieces),
  });
  const cases: [string, number[], DosunFuwariRule, number[]][] = [
    // Balloons hanging in a chain from the top edge, iron balls stacked on the floor.
    ["00000", [B, B, _, I, I], "official", []],
    // The same under a black cell and on a black cell.
    ["10001", [_, B, _, I, _], "official", []],
    // A chain of balloons whose top hangs from an empty cell: all of it floats.
    ["0000", [_, B, B, _], "official", [1, 2]],
    // An iron ball resting on a mixed pair floats with it under loose.
    ["00000", [I, I, B, _, _], "loose", [0, 1, 2]],
    // Officially the iron ball on the floor is fine; the balloon under it is not.
    ["000", [_, I, I], "official", []],
    ["000", [I, B, _], "official", [0, 1]],
  ];
  for (const [black, pieces, rule, floating] of cases) {
    const { board, answer } = col(black, pieces);
    assert.deepEqual(ungroundedPieces(board, answer, rule), floating, `${black} ${pieces} ${rule}`);
  }
});

Deno.test("grounding rejects malformed input", () => {
  const board = singleColumn([0, 1]);
  assert.throws(() => ungroundedCount(board, new Uint8Array(3), "official"), RangeError);
  assert.throws(() => ungroundedCount(board, Uint8Array.from([0, B]), "official"), RangeError);
  assert.throws(() => ungroundedCount(board, new Uint8Array(2), "exact" as never), RangeError);
});
