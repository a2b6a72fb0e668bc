/**
 * One corpus fixture from its recorded source: run the generator, certify the board
 * with every engine, and write the file. The same source always gives the same
 * bytes (generators and engines are deterministic, and nothing time-dependent is
 * written), which is what lets `build.ts` regenerate the corpus exactly.
 *
 * @module
 */

import { components } from "../../core/grid.ts";
import { encodeUrl } from "../../core/formats/mod.ts";
import type { StostoneBoard } from "../../core/stostone/board.ts";
import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import { type Fixture, writeFixture } from "../../core/fixture_file.ts";
import { type Board, defaultRule } from "../../core/genre.ts";
import { starvedRooms } from "../generate/dosun_fuwari.ts";
import { type Certification, certifyBoard } from "./certify.ts";
import { formatSource, type Generated, type GeneratorSource, runGenerator } from "./source.ts";

/** A fixture made from a source, with the certification it carries. */
export interface BuiltFixture {
  /** The fixture. */
  readonly fixture: Fixture;
  /** The file's text, exactly as it is written to disk. */
  readonly text: string;
  /** The certification behind its certificate (with times, which the file omits). */
  readonly certification: Certification;
  /** What the generator returned. */
  readonly generated: Generated;
}

/**
 * A one-line description of a generated Stostone board and answer: rooms, numbers
 * given, and the stones of the answer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeStostone } from "./fixture.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import type { StostoneBoard } from "../../core/stostone/board.ts";
 * const board = decodeUrl("stostone/3/2/4si") as StostoneBoard;
 * assert.ok(describeStostone(board, new Uint8Array([0, 1, 0, 1, 0, 1])) ===
 *   "2x3 Stostone: 3 rooms, 0 numbers given, 3 stones of 1 cell on average (sizes 1 to 1).");
 * ```
 */
export function describeStostone(board: StostoneBoard, answer: Uint8Array): string {
  const stones = components(board, (cell) => answer[cell] === 1).rooms.map((s) => s.length);
  const numbers = board.clues.filter((c) => c !== null).length;
  const mean = stones.length ? stones.reduce((a, b) => a + b, 0) / stones.length : 0;
  const rooms = board.rooms.length;
  return `${board.rows}x${board.cols} Stostone: ${rooms} room${rooms === 1 ? "" : "s"}, ` +
    `${numbers} number${numbers === 1 ? "" : "s"} given, ` +
    `${stones.length} stone${stones.length === 1 ? "" : "s"} of ${
      Number.isInteger(mean) ? mean : mean.toFixed(2)
    } cell${mean === 1 ? "" : "s"} on average (sizes ${Math.min(...stones)} to ${
      Math.max(...stones)
    }).`;
}

/**
 * A one-line description of a Dosun-Fuwari board: rooms, starved rooms (rooms that
 * hold no run-top), black cells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeDosunFuwari } from "./fixture.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import type { DosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
 * const board = decodeUrl("dosufuwa/5/5/7pnsmrhf31d1") as DosunFuwariBoard;
 * assert.ok(describeDosunFuwari(board).startsWith("5x5 Dosun-Fuwari: "));
 * ```
 */
export function describeDosunFuwari(board: DosunFuwariBoard): string {
  const starved = starvedRooms(board).length;
  const black = board.black.reduce((n, v) => n + v, 0);
  const rooms = board.rooms.length;
  return `${board.rows}x${board.cols} Dosun-Fuwari: ${rooms} room${rooms === 1 ? "" : "s"}, ` +
    `${starved} starved, ${black} black cell${black === 1 ? "" : "s"}.`;
}

/**
 * A fixture's one-line description, for either genre (what its header records).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeBoard, describeDosunFuwari } from "./fixture.ts";
 * import { trivialBoard } from "../claims/dosun_fuwari_boards.ts";
 * const board = trivialBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0]);
 * assert.equal(describeBoard(board, new Uint8Array(4)), describeDosunFuwari(board));
 * ```
 */
export function describeBoard(board: Board, answer: Uint8Array): string {
  return board.genre === "stostone" ? describeStostone(board, answer) : describeDosunFuwari(board);
}

/**
 * Generates, certifies and writes one fixture. `id` goes into the metadata; the
 * rule is the genre's default (exact, official). Whether the board is certified is
 * the caller's business: the certification comes back with the fixture.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildFixture } from "./fixture.ts";
 * import { stostoneSource } from "./source.ts";
 * const built = buildFixture("demo", stostoneSource({ rows: 4, cols: 4, stoneSize: 2, seed: 7 }));
 * assert.ok(built.certification.certified && built.text.startsWith("// id: demo\n"));
 * ```
 */
export function buildFixture(id: string, source: GeneratorSource): BuiltFixture {
  const generated = runGenerator(source);
  const { board, answer } = generated;
  const rule = defaultRule(board);
  const certification = certifyBoard(board, rule);
  const description = describeBoard(board, answer);
  const fixture: Fixture = {
    meta: {
      id,
      genre: board.genre,
      size: `${board.rows}x${board.cols}`,
      rule,
      expected: certification.verdict,
      source: formatSource(source),
      description,
      url: encodeUrl(board),
    },
    board,
    answer,
    certificate: certification.certificate,
  };
  return { fixture, text: writeFixture(fixture), certification, generated };
}
