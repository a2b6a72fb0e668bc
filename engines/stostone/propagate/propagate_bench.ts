/**
 * Speed of the propagate engine proving uniqueness (cap 2) of published boards.
 * Targets: a unique 8×8 in a median under 5 ms, a 12×12 under 20 ms.
 *
 * Run: `npx deno bench --allow-read engines/stostone/propagate/propagate_bench.ts`
 *
 * @module
 */

import { decodeUrl } from "../../../core/formats/url.ts";
import type { StostoneBoard } from "../../../core/stostone/board.ts";
import { solve } from "./mod.ts";

interface ExternalPuzzle {
  readonly id: string;
  readonly pzprjs_url: string;
}

const FIXTURE = new URL(
  "../../../fixtures/external/stostone.external-collections.json",
  import.meta.url,
);
const puzzles: ExternalPuzzle[] = JSON.parse(Deno.readTextFileSync(FIXTURE)).puzzles;

function board(id: string): StostoneBoard {
  const found = puzzles.find((p) => p.id === id);
  if (found === undefined) throw new RangeError(`no external board with id "${id}"`);
  return decodeUrl(found.pzprjs_url) as StostoneBoard;
}

const CASES: readonly [string, string][] = [
  ["6x6 pzprjs_test", "pzprjs_test"],
  ["8x8 penpa_test_1_8x8", "penpa_test_1_8x8"],
  ["10x10 StoStoneSolver 162-011", "StoStoneSolver/puzzles/162-011.txt"],
  ["10x10 StoStoneSolver 165-002", "StoStoneSolver/puzzles/165-002.txt"],
  ["12x12 penpa_test_2_12x12", "penpa_test_2_12x12"],
  ["18x18 noqx_18x18", "noqx_18x18"],
];

for (const [name, id] of CASES) {
  const b = board(id);
  Deno.bench({
    name: `propagate: prove unique, ${name}`,
    group: "stostone propagate",
    fn() {
      const result = solve(b, { cap: 2 });
      if (!result.complete || result.answers.length !== 1) {
        throw new Error(`${id}: expected one answer, complete; got ${result.answers.length}`);
      }
    },
  });
}
