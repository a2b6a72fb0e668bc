/**
 * Every built-in engine on the same unique boards, proving uniqueness (cap 2),
 * so the engines can be compared board by board:
 *
 *     npx deno task bench engines/engines_bench.ts
 *
 * Boards: the corpus's first 6×6 and 8×8 Stostone boards, a published 8×8, a
 * published 10×10 and a published 12×12 (fixtures/external); the corpus's first
 * 8×8 and 12×12 Dosun-Fuwari boards. Each board is checked to be unique by the
 * engine before it is timed, so a broken engine cannot post a fast time.
 *
 * @module
 */

import { decodeUrl } from "../core/formats/mod.ts";
import { readFixture } from "../core/fixture_file.ts";
import {
  type Board,
  DOSUN_FUWARI_ENGINES,
  type Engine,
  type Rule,
  STOSTONE_ENGINES,
} from "./mod.ts";
import { DOSUN_FUWARI_RULE } from "../core/dosun_fuwari/board.ts";
import { STOSTONE_RULE } from "../core/stostone/board.ts";

const fixture = (path: string): Board =>
  readFixture(Deno.readTextFileSync(new URL(`../fixtures/${path}`, import.meta.url)), path).board;

const STOSTONE_BOARDS: [string, Board][] = [
  ["6x6 corpus 001", fixture("stostone/6x6-001.txt")],
  ["8x8 corpus 001", fixture("stostone/8x8-001.txt")],
  ["8x8 penpa_test_1", decodeUrl("https://puzz.link/p?stostone/8/8/kd38q6hkd38g03g1tvg0js00h8p")],
  [
    "10x10 StoStoneSolver 162-007",
    decodeUrl(
      "https://puzz.link/p?stostone/10/10/0ihpcjldnaskhe2k18oavk4jje8h0bvf0vuf51g24334h341322g2222",
    ),
  ],
  [
    "12x12 penpa_test_2",
    decodeUrl(
      "https://puzz.link/p?stostone/12/12/0g082c9jcpm8h48jcpmchi42210001vpmdg00go7v0o800djcvs000h3933346222566",
    ),
  ],
];

const DOSUN_FUWARI_BOARDS: [string, Board][] = [
  ["8x8 corpus 001", fixture("dosun_fuwari/8x8-001.txt")],
  ["12x12 corpus 001", fixture("dosun_fuwari/12x12-001.txt")],
];

function register(
  genre: string,
  engines: readonly Engine<Board, Rule>[],
  boards: [string, Board][],
  rule: Rule,
) {
  for (const [name, board] of boards) {
    for (const engine of engines) {
      const once = () => engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board) });
      const first = once();
      if (!first.complete || first.answers.length !== 1) {
        throw new Error(`${genre} ${engine.name} does not prove ${name} unique`);
      }
      Deno.bench({
        name: `${engine.name} ${name}`,
        group: `${genre} ${name}`,
        fn: () => void once(),
      });
    }
  }
}

register(
  "stostone",
  STOSTONE_ENGINES as readonly Engine<Board, Rule>[],
  STOSTONE_BOARDS,
  STOSTONE_RULE.exact,
);
register(
  "dosun-fuwari",
  DOSUN_FUWARI_ENGINES as readonly Engine<Board, Rule>[],
  DOSUN_FUWARI_BOARDS,
  DOSUN_FUWARI_RULE.official,
);
