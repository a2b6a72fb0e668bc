/**
 * Test-only helpers for the format tests: fast-check arbitraries for random boards of
 * both genres with answers, and the fixture files.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { MAX_STOSTONE_CLUE, stostoneBoard, type StostoneClue } from "../stostone/board.ts";
import { BALLOON, dosunFuwariBoard, EMPTY, IRON } from "../dosun_fuwari/board.ts";
import type { Board } from "./url.ts";

/** A board and an answer that fits it. */
export interface BoardWithAnswer {
  /** The board. */
  readonly board: Board;
  /** An answer of the right shape (not necessarily a solution). */
  readonly answer: Uint8Array;
}

/** Flags where each is set with probability `percent`/100 (percent itself random). */
function flags(length: number): fc.Arbitrary<Uint8Array> {
  return fc.integer({ min: 0, max: 100 }).chain((percent) =>
    fc.array(fc.integer({ min: 0, max: 99 }), { minLength: length, maxLength: length }).map(
      (rolls) => Uint8Array.from(rolls, (v) => (v < percent ? 1 : 0)),
    )
  );
}

const CLUE: fc.Arbitrary<StostoneClue> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constant("?" as const) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 300 }) },
  // Rare large clues reach every token kind of the URL format.
  { weight: 1, arbitrary: fc.integer({ min: 0, max: MAX_STOSTONE_CLUE }) },
);

const SIZE = fc.record({
  rows: fc.integer({ min: 1, max: 12 }),
  cols: fc.integer({ min: 1, max: 12 }),
});

/**
 * Random Stostone boards up to 12×12 (random border bits at a random density, clues
 * 0..300, `?`, none, rarely up to the maximum) with a random 0/1 answer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { arbStostone } from "./boards_test_util.ts";
 * const [sample] = fc.sample(arbStostone, { numRuns: 1, seed: 1 });
 * assert.ok(sample!.board.genre === "stostone");
 * ```
 */
export const arbStostone: fc.Arbitrary<BoardWithAnswer> = SIZE.chain(({ rows, cols }) =>
  fc.record({
    vertical: flags(rows * (cols - 1)),
    horizontal: flags((rows - 1) * cols),
    clues: fc.array(CLUE, { minLength: rows * cols, maxLength: rows * cols }),
    answer: flags(rows * cols),
  }).map(({ vertical, horizontal, clues, answer }) => {
    const shape = stostoneBoard({ rows, cols }, { vertical, horizontal });
    const board = stostoneBoard(
      { rows, cols },
      { vertical, horizontal },
      clues.slice(0, shape.rooms.length),
    );
    return { board, answer };
  })
);

/**
 * Random Dosun-Fuwari boards up to 12×12 (random black cells and border bits at random
 * densities) with a random answer of balloons, iron balls and empty cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { arbDosunFuwari } from "./boards_test_util.ts";
 * const [sample] = fc.sample(arbDosunFuwari, { numRuns: 1, seed: 1 });
 * assert.ok(sample!.board.genre === "dosun-fuwari");
 * ```
 */
export const arbDosunFuwari: fc.Arbitrary<BoardWithAnswer> = SIZE.chain(({ rows, cols }) =>
  fc.record({
    black: flags(rows * cols),
    vertical: flags(rows * (cols - 1)),
    horizontal: flags((rows - 1) * cols),
    pieces: fc.array(fc.constantFrom(EMPTY, BALLOON, IRON), {
      minLength: rows * cols,
      maxLength: rows * cols,
    }),
  }).map(({ black, vertical, horizontal, pieces }) => {
    const board = dosunFuwariBoard({ rows, cols }, black, { vertical, horizontal });
    const answer = Uint8Array.from(pieces, (v, cell) => (black[cell] === 1 ? EMPTY : v));
    return { board, answer };
  })
);

/**
 * Either genre.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import fc from "npm:fast-check";
 * import { arbBoard } from "./boards_test_util.ts";
 * assert.ok(fc.sample(arbBoard, { numRuns: 3, seed: 2 }).length === 3);
 * ```
 */
export const arbBoard: fc.Arbitrary<BoardWithAnswer> = fc.oneof(arbStostone, arbDosunFuwari);

/** One failcheck entry of fixtures/vectors/*.json. */
export interface VectorCase {
  /** The failure code the reference reports, or null for a solved board. */
  readonly expected_failcode: string | null;
  /** The pzprv3 file with `/` for newlines. */
  readonly file: string;
  /** The file's sections, split out by hand. */
  readonly parsed: {
    readonly rows: number;
    readonly cols: number;
    readonly room_count: number;
    readonly rooms: readonly string[];
    readonly clues?: readonly string[];
    readonly answer: readonly string[];
  };
}

/** A fixtures/vectors/*.json file (the fields the format tests use). */
export interface VectorFile {
  /** `stostone` or `dosufuwa`. */
  readonly genre: string;
  /** The URL body after the genre: `<cols>/<rows>/<body>`. */
  readonly url: string;
  /** The full canonical URL. */
  readonly full_url: string;
  /** The boards with their failure codes. */
  readonly failcheck: readonly VectorCase[];
  /** Stostone: the 2016 test data (another URL and failchecks). */
  readonly historical_2016?: { readonly url: string; readonly failcheck: readonly VectorCase[] };
  /** Dosun-Fuwari: UI input replays whose `result` is a pzprv3 file. */
  readonly inputs?: readonly { readonly result?: string }[];
}

/** One board of fixtures/external/*.json (the fields the format tests use). */
export interface ExternalPuzzle {
  /** The entry's id. */
  readonly id: string;
  /** Stostone: rows of the board, as the collection lists them (the Dosun-Fuwari one does not). */
  readonly rows?: number;
  /** Stostone: columns of the board, as the collection lists them. */
  readonly cols?: number;
  /** The canonical puzz.link URL. */
  readonly pzprjs_url: string;
  /** The pzprv3 file as pzprjs writes it. */
  readonly pzprjs_problem_file: string;
  /** Stostone: the solutions with their grids and files. */
  readonly solutions?: readonly {
    readonly grid: readonly string[];
    readonly pzprjs_file: string;
  }[];
  /** Dosun-Fuwari: the solution as a pzprv3 file. */
  readonly solution_file?: string;
}

const FIXTURES = new URL("../../fixtures/", import.meta.url);

/**
 * Loads fixtures/vectors/<genre>.pzprjs-tests.json (`stostone` or `dosufuwa`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadVectors } from "./boards_test_util.ts";
 * assert.ok(loadVectors("stostone").failcheck.length === 7);
 * ```
 */
export function loadVectors(genre: "stostone" | "dosufuwa"): VectorFile {
  return JSON.parse(
    Deno.readTextFileSync(new URL(`vectors/${genre}.pzprjs-tests.json`, FIXTURES)),
  );
}

/**
 * Loads the puzzles of fixtures/external/<genre>.external-collections.json.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadExternal } from "./boards_test_util.ts";
 * assert.ok(loadExternal("dosufuwa").length === 5);
 * ```
 */
export function loadExternal(genre: "stostone" | "dosufuwa"): ExternalPuzzle[] {
  return JSON.parse(
    Deno.readTextFileSync(new URL(`external/${genre}.external-collections.json`, FIXTURES)),
  ).puzzles;
}

/** One malformed input, the error class it must raise and a part of the message. */
export type ErrorCase = readonly [
  input: string,
  kind: typeof SyntaxError | typeof RangeError,
  part: string,
];

/**
 * Asserts that `read` throws, for every case, an error of its class whose message includes
 * its part (and passes `check`, when given); returns how many cases were checked.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { assertEachThrows } from "./boards_test_util.ts";
 * const read = (s: string) => {
 *   throw new SyntaxError(`bad input ${JSON.stringify(s)}`);
 * };
 * assert.equal(assertEachThrows(read, [["x", SyntaxError, 'bad input "x"']]), 1);
 * ```
 */
export function assertEachThrows(
  read: (input: string) => unknown,
  cases: readonly ErrorCase[],
  check: (input: string, message: string) => void = () => {},
): number {
  for (const [input, kind, part] of cases) {
    assert.throws(() => read(input), (e: unknown) => {
      assert.ok(e instanceof kind, `${JSON.stringify(input)}: ${e}`);
      assert.ok(e.message.includes(part), `${e.message}\n  should include\n${part}`);
      check(input, e.message);
      return true;
    });
  }
  return cases.length;
}

/**
 * `text` with its line `no` (1-based) replaced by `line`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { replaceLine } from "./boards_test_util.ts";
 * assert.equal(replaceLine("a\nb\nc", 2, "x"), "a\nx\nc");
 * ```
 */
export function replaceLine(text: string, no: number, line: string): string {
  const lines = text.split("\n");
  lines[no - 1] = line;
  return lines.join("\n");
}
