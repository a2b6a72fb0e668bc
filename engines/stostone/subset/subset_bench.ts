// Certifying published unique boards (cap 2, rule exact, default budget) with the
// subset engine. The target: every 8×8 board well under 2 s. When written, every
// board here up to 12×12 finished inside the default budget (the worst, 14×10
// puzzlekit_10x14, in about 0.3 s); only the 18×18 noqx board, left out, runs out.
// A bench whose board stops at the budget says so by throwing, rather than timing
// an unfinished search.

import { decodeUrl } from "../../../core/formats/url.ts";
import type { StostoneBoard } from "../../../core/stostone/board.ts";
import { solve } from "./mod.ts";

interface ExternalPuzzle {
  readonly id: string;
  readonly rows: number;
  readonly cols: number;
  readonly pzprjs_url: string;
  readonly solution_count: string;
}

const { puzzles }: { puzzles: ExternalPuzzle[] } = JSON.parse(
  Deno.readTextFileSync(
    new URL("../../../fixtures/external/stostone.external-collections.json", import.meta.url),
  ),
);

function boardOf(puzzle: ExternalPuzzle): StostoneBoard {
  const board = decodeUrl(puzzle.pzprjs_url);
  if (board.genre !== "stostone") throw new Error(`${puzzle.id}: not a Stostone board`);
  return board;
}

function certify(id: string, board: StostoneBoard): void {
  const result = solve(board, { cap: 2 });
  if (!result.complete || result.answers.length !== 1) {
    throw new Error(`${id}: not certified unique (${result.answers.length}, ${result.stoppedBy})`);
  }
}

const unique = puzzles.filter((p) => p.solution_count.startsWith("1 "));
const bySize = (test: (p: ExternalPuzzle) => boolean) => unique.filter(test);

const groups: [string, ExternalPuzzle[]][] = [
  ["6x6", bySize((p) => p.rows === 6 && p.cols === 6)],
  ["8x8 and 8x6", bySize((p) => p.rows * p.cols === 64 || p.rows * p.cols === 48)],
  ["10x10", bySize((p) => p.rows === 10 && p.cols === 10)],
  ["12x12 and other large", bySize((p) => p.rows * p.cols > 100 && p.rows * p.cols <= 150)],
];

for (const [group, members] of groups) {
  for (const puzzle of members) {
    const board = boardOf(puzzle);
    Deno.bench({
      name: `${puzzle.id} (${puzzle.rows}x${puzzle.cols})`,
      group,
      fn: () => certify(puzzle.id, board),
    });
  }
}

const all8 = bySize((p) => p.rows * p.cols <= 64).map((p) => [p.id, boardOf(p)] as const);
Deno.bench({
  name: `all ${all8.length} unique boards up to 8x8, one after another`,
  group: "together",
  fn: () => {
    for (const [id, board] of all8) certify(id, board);
  },
});
