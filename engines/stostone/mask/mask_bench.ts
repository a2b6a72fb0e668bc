/**
 * Certification speed of the mask engine (cap 2, default budget, rule exact) on
 * unique boards: the external collection's 6×6, 8×8, 10×10, 12×12 and larger
 * boards, plus a few 8×8, 12×12 and 16×16 boards with few clues made for this bench
 * (random room maps, a stone per room found by this engine, every clue the
 * engine could do without removed, the answer then checked by the judge; `seed` is
 * the rng seed of the room map). Before timing, every board is solved once and must
 * come back complete with exactly one answer that the judge accepts, so the bench
 * cannot time a search that gave up.
 *
 * At the time of writing every board here finishes well inside the default budget,
 * 10×10 and 12×12 included (the 18×18 one needs about two thirds of it); the 8×8
 * boards take well under 2 s each (in fact milliseconds).
 *
 * Run: `npx deno bench --allow-read engines/stostone/mask/mask_bench.ts`
 */

import { decodeUrl } from "../../../core/formats/url.ts";
import type { StostoneBoard } from "../../../core/stostone/board.ts";
import { checkStostone } from "../../../core/stostone/judge.ts";
import { solve } from "./mod.ts";

const EXTERNAL = new URL(
  "../../../fixtures/external/stostone.external-collections.json",
  import.meta.url,
);
const external = JSON.parse(Deno.readTextFileSync(EXTERNAL)) as {
  puzzles: { id: string; pzprjs_url: string }[];
};
const externalUrl = (id: string) => {
  const found = external.puzzles.find((p) => p.id === id);
  if (found === undefined) throw new RangeError(`no external board "${id}"`);
  return found.pzprjs_url;
};

const BOARDS: { group: string; name: string; url: string }[] = [
  ...[
    "pzprjs_test",
    "cspuz_test",
    "StoStoneSolver/puzzles/162-003.txt",
    "StoStoneSolver/puzzles/YP-001.txt",
  ]
    .map((id) => ({ group: "6x6", name: id, url: externalUrl(id) })),
  { group: "8x8", name: "penpa_test_1_8x8", url: externalUrl("penpa_test_1_8x8") },
  {
    group: "8x8",
    name: "made seed 106, 6 rooms, 1 clue",
    url: "https://puzz.link/p?stostone/8/8/0o61qk51oa200009so04080gifh",
  },
  {
    group: "8x8",
    name: "made seed 319, 9 rooms, 2 clues",
    url: "https://puzz.link/p?stostone/8/8/94p28k53agi0e240d088uo40h4ak",
  },
  {
    group: "8x8",
    name: "made seed 9, 11 rooms, 2 clues",
    url: "https://puzz.link/p?stostone/8/8/51ceahickm400g9ogvo0bm70h2k4h",
  },
  {
    group: "8x8",
    name: "made seed 121, 6 rooms, 2 clues",
    url: "https://puzz.link/p?stostone/8/8/0g5ac5c9128002e2ci9o4o0g6h2h",
  },
  ...[
    "StoStoneSolver/puzzles/162-007.txt",
    "StoStoneSolver/puzzles/162-012.txt",
    "StoStoneSolver/puzzles/165-002.txt",
  ].map((id) => ({ group: "10x10", name: id, url: externalUrl(id) })),
  { group: "12x12", name: "penpa_test_2_12x12", url: externalUrl("penpa_test_2_12x12") },
  {
    group: "12x12",
    name: "made seed 12, 18 rooms, 7 clues",
    url:
      "https://puzz.link/p?stostone/12/12/0i0948a8kijcb0k19i4k1c0j0jg00448264i4jqr177eu689s1n0io784g3a5ifm",
  },
  {
    group: "larger",
    name: "made 16x16 seed 38, 30 rooms, 14 clues",
    url:
      "https://puzz.link/p?stostone/16/16/8100l0oi192158u34pd5gn963h43hm4a29b4l8lmad32a4h17s041gc400j6k686q0orjn320c43o5ur7126ffg9u2b0s73iai6g7j8g7442h55g8i5g72",
  },
  { group: "larger", name: "noqx_18x18", url: externalUrl("noqx_18x18") },
  { group: "larger", name: "YP-002 20x5", url: externalUrl("StoStoneSolver/puzzles/YP-002.txt") },
];

for (const { group, name, url } of BOARDS) {
  const board = decodeUrl(url) as StostoneBoard;
  const once = solve(board);
  if (!once.complete || once.answers.length !== 1 || !checkStostone(board, once.answers[0]!).ok) {
    throw new Error(
      `${name}: expected one judged answer, complete; got ${once.answers.length}, stopped by ${once.stoppedBy}`,
    );
  }
  Deno.bench({
    name: `${name} (work ${once.stats.work})`,
    group,
    fn: () => {
      solve(board);
    },
  });
}
