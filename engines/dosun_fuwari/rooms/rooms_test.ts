import assert from "node:assert/strict";
import fc from "npm:fast-check";
import {
  BALLOON,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
  EMPTY,
  IRON,
} from "../../../core/dosun_fuwari/board.ts";
import { checkDosunFuwari } from "../../../core/dosun_fuwari/judge.ts";
import { decodeUrl } from "../../../core/formats/url.ts";
import { readPzprv3 } from "../../../core/formats/pzprv3.ts";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { DEFAULT_BUDGET, ENGINE_NAME, solve } from "./mod.ts";
import { cellVerdict } from "./check.ts";

const RULES: readonly DosunFuwariRule[] = ["official", "loose"];
const EXTERNAL = new URL(
  "../../../fixtures/external/dosufuwa.external-collections.json",
  import.meta.url,
);

/** A board from rows of room letters (`#` black); borders wherever letters differ. */
function boardOf(picture: string[]): DosunFuwariBoard {
  const rows = picture.length, cols = picture[0]!.length;
  const at = (r: number, c: number) => picture[r]![c]!;
  const vertical = new Uint8Array(rows * (cols - 1));
  const horizontal = new Uint8Array((rows - 1) * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c < cols - 1) vertical[r * (cols - 1) + c] = at(r, c) !== at(r, c + 1) ? 1 : 0;
      if (r < rows - 1) horizontal[r * cols + c] = at(r, c) !== at(r + 1, c) ? 1 : 0;
    }
  }
  const black = picture.join("").split("").map((ch) => (ch === "#" ? 1 : 0));
  return dosunFuwariBoard({ rows, cols }, black, { vertical, horizontal });
}

/** The rules read straight off the statement, cell by cell: the test's own oracle. */
function obeys(board: DosunFuwariBoard, answer: Uint8Array, rule: DosunFuwariRule): boolean {
  const { rows, cols } = board;
  const holds = (cell: number, kind: number) =>
    answer[cell] === kind || (rule === "loose" && answer[cell] !== EMPTY);
  for (let cell = 0; cell < rows * cols; cell++) {
    const r = Math.floor(cell / cols);
    if (answer[cell] === BALLOON && r > 0 && !board.black[cell - cols]) {
      if (!holds(cell - cols, BALLOON)) return false;
    }
    if (answer[cell] === IRON && r < rows - 1 && !board.black[cell + cols]) {
      if (!holds(cell + cols, IRON)) return false;
    }
  }
  return board.rooms.every((room) =>
    room.filter((cell) => answer[cell] === BALLOON).length === 1 &&
    room.filter((cell) => answer[cell] === IRON).length === 1
  );
}

/**
 * Every filling of the white cells with {empty, balloon, iron ball} that obeys the
 * rules, as sorted strings, for both rules; also checks the engine's own verdict
 * agrees with the oracle on every filling.
 */
function bruteForce(board: DosunFuwariBoard): Record<DosunFuwariRule, string[]> {
  const white = [...board.black.keys()].filter((cell) => board.black[cell] === 0);
  assert.ok(white.length <= 10, `brute force is for at most 10 white cells, got ${white.length}`);
  const found: Record<DosunFuwariRule, string[]> = { official: [], loose: [] };
  const answer = new Uint8Array(board.rows * board.cols);
  for (let k = 0; k < 3 ** white.length; k++) {
    let rest = k;
    for (const cell of white) {
      answer[cell] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    for (const rule of RULES) {
      const ok = obeys(board, answer, rule);
      assert.equal(cellVerdict(board, answer, rule) === null, ok, `verdict on ${answer.join("")}`);
      if (ok) found[rule].push(answer.join(""));
    }
  }
  return { official: found.official.sort(), loose: found.loose.sort() };
}

/** All answers of the engine (no cap, no budget) as sorted strings; must be complete. */
function engineAnswers(board: DosunFuwariBoard, rule: DosunFuwariRule): string[] {
  const result = solve(board, { rule, cap: Infinity, budget: Infinity });
  assert.equal(result.complete, true);
  assert.equal(result.stoppedBy, null);
  return result.answers.map((a) => a.join("")).sort();
}

/**
 * A second, simple oracle for boards too big to brute-force: cells in row-major order,
 * each balloon checked against the cell above at once, each iron ball when the cell
 * below is filled, room counts checked at each room's last cell.
 */
function cellByCell(board: DosunFuwariBoard, rule: DosunFuwariRule): string[] {
  const { rows, cols, roomOf } = board;
  const n = rows * cols;
  const lastCell = board.rooms.map((room) => Math.max(...room));
  const balloons = new Int32Array(board.rooms.length);
  const irons = new Int32Array(board.rooms.length);
  const answer = new Uint8Array(n);
  const out: string[] = [];
  const holds = (cell: number, kind: number) =>
    answer[cell] === kind || (rule === "loose" && answer[cell] !== EMPTY);
  const fill = (cell: number): void => {
    if (cell === n) {
      out.push(answer.join(""));
      return;
    }
    if (board.black[cell]) return fill(cell + 1);
    const room = roomOf[cell]!;
    const up = cell >= cols && !board.black[cell - cols] ? cell - cols : -1;
    for (const v of [EMPTY, BALLOON, IRON]) {
      answer[cell] = v;
      if (v === BALLOON && (balloons[room]! > 0 || (up >= 0 && !holds(up, BALLOON)))) continue;
      if (v === IRON && irons[room]! > 0) continue;
      if (up >= 0 && answer[up] === IRON && !holds(cell, IRON)) continue;
      if (v === BALLOON) balloons[room]!++;
      if (v === IRON) irons[room]!++;
      if (lastCell[room] !== cell || (balloons[room] === 1 && irons[room] === 1)) fill(cell + 1);
      if (v === BALLOON) balloons[room]!--;
      if (v === IRON) irons[room]!--;
    }
    answer[cell] = EMPTY;
  };
  fill(0);
  return out.sort();
}

/** A random board: random black cells, rooms grown by merging neighbours up to `target` cells. */
function randomBoard(seed: number, rows: number, cols: number, target: number, density: number) {
  const rng = rngFromSeed(seed);
  const n = rows * cols;
  const black = Array.from({ length: n }, () => (rng.next() < density ? 1 : 0));
  const parent = Array.from({ length: n }, (_, i) => i);
  const size = new Array<number>(n).fill(1);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  const vertical = new Uint8Array(rows * (cols - 1)).fill(1);
  const horizontal = new Uint8Array((rows - 1) * cols).fill(1);
  const edges: [number, number, Uint8Array, number][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = r * cols + c;
      if (c < cols - 1) edges.push([x, x + 1, vertical, r * (cols - 1) + c]);
      if (r < rows - 1) edges.push([x, x + cols, horizontal, x]);
    }
  }
  rng.shuffle(edges);
  for (const [a, b, flags, k] of edges) {
    if (black[a] || black[b]) continue;
    const ra = find(a), rb = find(b);
    if (ra !== rb && size[ra]! + size[rb]! > target) continue;
    if (ra !== rb) {
      parent[ra] = rb;
      size[rb]! += size[ra]!;
    }
    flags[k] = 0;
  }
  return dosunFuwariBoard({ rows, cols }, black, { vertical, horizontal });
}

Deno.test(`${ENGINE_NAME}: the external boards are unique and match their solution files`, async (t) => {
  const data = JSON.parse(await Deno.readTextFile(EXTERNAL));
  assert.equal(data.puzzles.length, 5);
  for (const puzzle of data.puzzles) {
    await t.step(puzzle.id, () => {
      const board = decodeUrl(puzzle.pzprjs_url);
      assert.equal(board.genre, "dosun-fuwari");
      if (board.genre !== "dosun-fuwari") return;
      const { answer: solution } = readPzprv3(puzzle.solution_file);
      assert.ok(solution !== null);
      const official = solve(board);
      assert.equal(official.complete, true);
      assert.equal(official.answers.length, 1);
      assert.deepEqual([...official.answers[0]!], [...solution]);
      // Under loose the official answer still stands, and there are others.
      const loose = solve(board, { rule: "loose", cap: 3 });
      assert.equal(loose.answers.length, 3);
      assert.equal(loose.stoppedBy, "cap");
      for (const answer of loose.answers) assert.ok(checkDosunFuwari(board, answer, "loose").ok);
      assert.equal(new Set(loose.answers.map((a) => a.join(""))).size, 3);
    });
  }
});

Deno.test(`${ENGINE_NAME}: hand boards match a brute force over every filling`, async (t) => {
  const boards: Record<string, string[]> = {
    "one column of two": ["a", "a"],
    "one column of three": ["a", "a", "a"],
    "a single cell (no answer)": ["a#", "##"],
    "starved room under another room's top": ["bb", "ab", "ab"],
    "two rooms starved under one room's top row": ["aaa", "abc", "abc"],
    "black cells in the way": ["a#b", "aab", "#bb"],
    "two rows of five": ["aabbc", "aabcc"],
    "one room over a black stripe": ["aaa", "#a#", "aaa"],
    "all black (no rooms: the empty answer)": ["##", "##"],
  };
  for (const [name, picture] of Object.entries(boards)) {
    await t.step(name, () => {
      const board = boardOf(picture);
      const want = bruteForce(board);
      for (const rule of RULES) assert.deepEqual(engineAnswers(board, rule), want[rule], rule);
    });
  }
  await t.step("facts checked by hand", () => {
    // Two cells in a column: official keeps the balloon on top; loose also takes the
    // floating iron-over-balloon pair.
    const pair = boardOf(["a", "a"]);
    assert.deepEqual(engineAnswers(pair, "official"), ["12"]);
    assert.deepEqual(engineAnswers(pair, "loose"), ["12", "21"]);
    assert.deepEqual(engineAnswers(boardOf(["a#", "##"]), "loose"), []);
    assert.deepEqual(engineAnswers(boardOf(["##", "##"]), "official"), ["0000"]);
    // The starved room a must stack its balloon under b's, which pins b's balloon.
    assert.deepEqual(engineAnswers(boardOf(["bb", "ab", "ab"]), "official"), ["101022"]);
    // Two rooms starved under one room's top row: a has one balloon for two stacks.
    assert.deepEqual(engineAnswers(boardOf(["aaa", "abc", "abc"]), "official"), []);
  });
});

Deno.test(`${ENGINE_NAME}: random small boards match a brute force over every filling`, () => {
  const seed = testSeed();
  console.log(`seed ${seed}`);
  const arbBoard = fc.record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 4 }),
    target: fc.integer({ min: 1, max: 5 }),
    density: fc.constantFrom(0, 0.15, 0.3),
    seed: fc.integer(),
  }).map(({ rows, cols, target, density, seed }) => {
    const board = randomBoard(seed, rows, cols, target, density);
    // Keep the brute force small: blacken cells beyond the ninth white one.
    let white = 0;
    const black = Array.from(board.black, (v) => (v === 0 && ++white > 9 ? 1 : v));
    return dosunFuwariBoard({ rows, cols }, black, board);
  });
  fc.assert(
    fc.property(arbBoard, (board) => {
      const want = bruteForce(board);
      for (const rule of RULES) assert.deepEqual(engineAnswers(board, rule), want[rule], rule);
    }),
    { seed, numRuns: 50 },
  );
});

Deno.test(`${ENGINE_NAME}: random 4×5 boards match a cell-by-cell oracle`, () => {
  const seed = testSeed();
  console.log(`seed ${seed}`);
  const rng = rngFromSeed(seed);
  let withAnswers = 0;
  for (let k = 0; k < 40; k++) {
    const board = randomBoard(rng.int(2 ** 31), 4, 5, 2 + rng.int(5), rng.pick([0, 0.1, 0.2]));
    for (const rule of RULES) {
      const want = cellByCell(board, rule);
      assert.deepEqual(engineAnswers(board, rule), want, `board ${k}, ${rule}`);
      if (want.length > 0) withAnswers++;
    }
  }
  console.log(`${withAnswers} of 80 (board, rule) cases had answers`);
});

Deno.test(`${ENGINE_NAME}: a trivial board (one room per run) has exactly the run-end answer`, () => {
  const seed = testSeed();
  console.log(`seed ${seed}`);
  const rng = rngFromSeed(seed);
  for (let k = 0; k < 30; k++) {
    const rows = 2 + rng.int(9), cols = 1 + rng.int(10);
    const black = Array.from({ length: rows * cols }, () => (rng.next() < 0.2 ? 1 : 0));
    // A run of one cell cannot hold two pieces: blacken those.
    const capped = (r: number, c: number) => r < 0 || r >= rows || black[r * cols + c] === 1;
    for (let cell = 0; cell < rows * cols; cell++) {
      const r = Math.floor(cell / cols), c = cell % cols;
      if (!black[cell] && capped(r - 1, c) && capped(r + 1, c)) black[cell] = 1;
    }
    const board = dosunFuwariBoard({ rows, cols }, black, {
      vertical: new Uint8Array(rows * (cols - 1)).fill(1),
      horizontal: new Uint8Array((rows - 1) * cols),
    });
    const expected = new Uint8Array(rows * cols);
    for (let cell = 0; cell < rows * cols; cell++) {
      const r = Math.floor(cell / cols), c = cell % cols;
      if (black[cell]) continue;
      if (capped(r - 1, c)) expected[cell] = BALLOON;
      else if (capped(r + 1, c)) expected[cell] = IRON;
    }
    const result = solve(board, { cap: 2 });
    assert.equal(result.complete, true, `board ${k}`);
    assert.deepEqual(result.answers.map((a) => a.join("")), [expected.join("")], `board ${k}`);
  }
});

Deno.test(`${ENGINE_NAME}: the budget stops the search and bounds every inner loop`, async (t) => {
  const columns = (size: number) =>
    dosunFuwariBoard({ rows: size, cols: size }, new Uint8Array(size * size), {
      vertical: new Uint8Array(size * (size - 1)).fill(1),
      horizontal: new Uint8Array((size - 1) * size),
    });
  await t.step("20×20 columns, loose, no cap: far more answers than the budget allows", () => {
    const board = columns(20);
    const result = solve(board, { rule: "loose", cap: Infinity, budget: 200_000 });
    assert.equal(result.stoppedBy, "budget");
    assert.equal(result.complete, false);
    assert.ok(result.stats.nodes > 200_000);
    assert.ok(result.stats.nodes <= 200_000 + 3 * 400, `overshoot: ${result.stats.nodes}`);
    assert.ok(result.answers.length > 0);
    for (const answer of result.answers) assert.ok(checkDosunFuwari(board, answer, "loose").ok);
  });
  await t.step("100×100 single room: a tiny budget is honoured", () => {
    const board = dosunFuwariBoard({ rows: 100, cols: 100 }, new Uint8Array(10_000), {
      vertical: new Uint8Array(100 * 99),
      horizontal: new Uint8Array(99 * 100),
    });
    for (const rule of RULES) {
      const result = solve(board, { rule, cap: Infinity, budget: 1_000 });
      assert.equal(result.stoppedBy, "budget");
      assert.ok(
        result.stats.nodes <= 1_000 + 3 * 10_000,
        `${rule} overshoot: ${result.stats.nodes}`,
      );
    }
  });
  await t.step("budget 0 stops at once", () => {
    const result = solve(columns(4), { budget: 0 });
    assert.equal(result.stoppedBy, "budget");
    assert.deepEqual(result.answers, []);
  });
  await t.step("the default budget finishes a unique 12×12 column board", () => {
    const result = solve(columns(12));
    assert.equal(result.complete, true);
    assert.ok(result.stats.nodes < DEFAULT_BUDGET);
  });
});

Deno.test(`${ENGINE_NAME}: the cap bounds the answers kept`, () => {
  const board = boardOf(["aaa", "aaa", "aaa"]);
  const all = engineAnswers(board, "loose");
  const capped = solve(board, { rule: "loose", cap: 3 });
  assert.equal(capped.stoppedBy, "cap");
  assert.equal(capped.complete, false);
  assert.equal(capped.answers.length, 3);
  for (const answer of capped.answers) assert.ok(all.includes(answer.join("")));
  // Defaults: official, cap 2.
  const byDefault = solve(board);
  assert.equal(byDefault.answers.length, 2);
  assert.equal(byDefault.stoppedBy, "cap");
  for (const answer of byDefault.answers) assert.ok(checkDosunFuwari(board, answer).ok);
  // A cap that is never reached leaves the search complete.
  const roomy = solve(board, { rule: "loose", cap: all.length + 1 });
  assert.equal(roomy.complete, true);
  assert.equal(roomy.answers.length, all.length);
});

Deno.test(`${ENGINE_NAME}: bad options are RangeErrors`, () => {
  const board = boardOf(["a", "a"]);
  // deno-lint-ignore no-explicit-any
  assert.throws(() => solve(board, { rule: "exact" as any }), RangeError);
  assert.throws(() => solve(board, { cap: 0 }), RangeError);
  assert.throws(() => solve(board, { cap: 1.5 }), RangeError);
  assert.throws(() => solve(board, { budget: -1 }), RangeError);
});

Deno.test(`${ENGINE_NAME}: on a trivial board every room is forced, so nothing is undone`, () => {
  const seed = testSeed();
  console.log(`seed ${seed}`);
  const rng = rngFromSeed(seed);
  for (let k = 0; k < 20; k++) {
    const size = 4 + rng.int(9);
    // Full columns, one room each: the top cell is the only balloon cell of its room.
    const board = dosunFuwariBoard({ rows: size, cols: size }, new Uint8Array(size * size), {
      vertical: new Uint8Array(size * (size - 1)).fill(1),
      horizontal: new Uint8Array((size - 1) * size),
    });
    const result = solve(board);
    assert.equal(result.complete, true);
    assert.equal(result.answers.length, 1);
    assert.equal(result.stats.placements, size);
    assert.equal(result.stats.deadEnds, 0);
  }
});
