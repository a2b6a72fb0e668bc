/**
 * Every Stostone engine certifying the same unique boards (cap 2, rule exact, the
 * engine's default budget), one group per kind of board so the engines line up:
 *
 *     npx deno task bench engines/stostone_bench.ts
 *
 * Boards: the published unique boards of fixtures/external by size, each group run
 * one board after another; a few 8×8, 12×12 and 16×16 boards with few clues made for
 * the mask engine's bench (random room maps, a stone per room, every clue the mask
 * engine could do without removed, the answer checked by the judge; `seed` is the
 * room map's); and the largest published boards one by one. Targets: every 8×8 well
 * under 2 s (the propagate engine's own: a median under 5 ms per 8×8, 20 ms per
 * 12×12).
 *
 * Before timing, each engine certifies every board of a bench once: complete, one
 * answer, accepted by the judge. A bench whose board an engine cannot certify within
 * its budget is left out for that engine and said so, rather than timing a search that
 * gave up.
 * (engines/engines_bench.ts times the corpus boards.)
 *
 * @module
 */

import { decodeUrl } from "../core/formats/mod.ts";
import { STOSTONE_RULE, type StostoneBoard } from "../core/stostone/board.ts";
import { checkStostone } from "../core/stostone/judge.ts";
import { STOSTONE_ENGINES } from "./mod.ts";
import { externalStostone } from "./stostone_test_util.ts";

const unique = externalStostone().filter((e) => e.solutionCount.startsWith("1"));
const published = (test: (board: StostoneBoard) => boolean) =>
  unique.filter((e) => test(e.board)).map((e) => e.board);
const byId = (id: string) => unique.find((e) => e.id === id)!.board;
const made = (url: string) => decodeUrl(url) as StostoneBoard;

const GROUPS: [string, StostoneBoard[]][] = [
  ["published 6×6 and smaller", published((b) => b.rows * b.cols <= 36)],
  ["published 8×8 and 8×6", published((b) => b.rows * b.cols === 64 || b.rows * b.cols === 48)],
  ["published 10×10", published((b) => b.rows === 10 && b.cols === 10)],
  [
    "published 12×12 and other large",
    published((b) => b.rows * b.cols > 100 && b.rows * b.cols <= 150),
  ],
  ["made 8×8, seed 106, 6 rooms, 1 clue", [
    made("https://puzz.link/p?stostone/8/8/0o61qk51oa200009so04080gifh"),
  ]],
  ["made 8×8, seed 319, 9 rooms, 2 clues", [
    made("https://puzz.link/p?stostone/8/8/94p28k53agi0e240d088uo40h4ak"),
  ]],
  ["made 8×8, seed 9, 11 rooms, 2 clues", [
    made("https://puzz.link/p?stostone/8/8/51ceahickm400g9ogvo0bm70h2k4h"),
  ]],
  ["made 8×8, seed 121, 6 rooms, 2 clues", [
    made("https://puzz.link/p?stostone/8/8/0g5ac5c9128002e2ci9o4o0g6h2h"),
  ]],
  ["made 12×12, seed 12, 18 rooms, 7 clues", [
    made(
      "https://puzz.link/p?stostone/12/12/0i0948a8kijcb0k19i4k1c0j0jg00448264i4jqr177eu689s1n0io784g3a5ifm",
    ),
  ]],
  ["made 16×16, seed 38, 30 rooms, 14 clues", [
    made(
      "https://puzz.link/p?stostone/16/16/8100l0oi192158u34pd5gn963h43hm4a29b4l8lmad32a4h17s041gc400j6k686q0orjn320c43o5ur7126ffg9u2b0s73iai6g7j8g7442h55g8i5g72",
    ),
  ]],
  ["published noqx_18x18", [byId("noqx_18x18")]],
  ["published YP-002 20×5", [byId("StoStoneSolver/puzzles/YP-002.txt")]],
];

for (const [group, boards] of GROUPS) {
  for (const engine of STOSTONE_ENGINES) {
    const certify = (board: StostoneBoard) =>
      engine.solve(board, { rule: STOSTONE_RULE.exact, cap: 2, budget: engine.budgetFor(board) });
    const failing = boards.findIndex((board) => {
      const once = certify(board);
      return !once.complete || once.answers.length !== 1 ||
        !checkStostone(board, once.answers[0]!).ok;
    });
    if (failing >= 0) {
      console.log(`${engine.name} does not certify board ${failing + 1} of "${group}": left out`);
      continue;
    }
    Deno.bench({
      name: `${engine.name}: ${group} (${boards.length} board${boards.length === 1 ? "" : "s"})`,
      group,
      fn: () => {
        for (const board of boards) certify(board);
      },
    });
  }
}
