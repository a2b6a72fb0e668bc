/**
 * The Stostone `mask` and `subset` frontier, as the table "How far the Stostone `mask`
 * and `subset` engines go" of docs/ENGINES.md gives it (default budgets, cap 2, rule
 * exact; decided = unique, none, or two answers found): the published boards of at most
 * 144 cells with their numbers and without them, the corpus's 12×12, 16×16 and 20×20
 * boards without numbers, and numberless maps drawn like the sized generator's (an
 * answer drawn column by column at the default stone size, one region grown around
 * each stone, no numbers): 8×8, 10×10, 16×16 and 20×20 for seeds 1 to 8, 12×12 for
 * seeds 1 to N. Prints one line per family and engine, with
 * the boards left undecided.
 *
 * Run with
 * `npx deno run --allow-read tools/stostone_frontier.ts [maps]` (default 200 maps;
 * about two minutes on the 2-core machine).
 *
 * @module
 */

import { readFixture } from "../core/fixture_file.ts";
import { decodeUrl } from "../core/formats/url.ts";
import { STOSTONE_RULE, type StostoneBoard, withoutNumbers } from "../core/stostone/board.ts";
import { numberlessMaps } from "../conformance/generate/stostone_maps.ts";
import { solve as solveByMasks } from "../engines/stostone/mask/mod.ts";
import { solve as solveBySubsets } from "../engines/stostone/subset/mod.ts";

const ENGINES = [["mask", solveByMasks], ["subset", solveBySubsets]] as const;

/** Runs both engines on every board of a family and prints a line per engine. */
function tally(family: string, boards: readonly (readonly [string, StostoneBoard])[]): void {
  for (const [name, solve] of ENGINES) {
    const missed: string[] = [];
    let slowest = 0;
    let work = 0;
    for (const [id, board] of boards) {
      const start = performance.now();
      const result = solve(board, { rule: STOSTONE_RULE.exact, cap: 2 });
      slowest = Math.max(slowest, performance.now() - start);
      work += result.stats.work;
      if (!result.complete && result.stoppedBy !== "cap") missed.push(id);
    }
    const decided = boards.length - missed.length;
    console.log(
      `${family.padEnd(40)} ${name.padEnd(6)} ${decided} of ${boards.length} decided, ` +
        `slowest ${slowest.toFixed(0)} ms, ${(work / 1e6).toFixed(0)} M units` +
        (missed.length > 0 ? `; undecided: ${missed.join(", ")}` : ""),
    );
  }
}

const fixtures = new URL("../fixtures/", import.meta.url);
const maps = Number(Deno.args[0] ?? 200);
if (!Number.isInteger(maps) || maps < 0) {
  console.error(`stostone_frontier: maps must be a whole number >= 0, got "${Deno.args[0]}"`);
  Deno.exit(2);
}

const published = (JSON.parse(
  Deno.readTextFileSync(new URL("external/stostone.external-collections.json", fixtures)),
).puzzles as { id: string; pzprjs_url: string }[])
  .map((p) => [p.id, decodeUrl(p.pzprjs_url) as StostoneBoard] as const)
  .filter(([, board]) => board.rows * board.cols <= 144);
tally("published, <= 144 cells, numbered", published);
tally(
  "published, <= 144 cells, numberless",
  published.map(([id, board]) => [id, withoutNumbers(board)] as const),
);

for (const side of [12, 16, 20]) {
  const names = [...Deno.readDirSync(new URL("stostone/", fixtures))]
    .map((entry) => entry.name)
    // Each board's .txt (its proof files sit beside it).
    .filter((name) => name.startsWith(`${side}x${side}-`) && name.endsWith(".txt"))
    .sort();
  const boards = names.map((name) => {
    const text = Deno.readTextFileSync(new URL(`stostone/${name}`, fixtures));
    const board = readFixture(text, name).board as StostoneBoard;
    return [name, withoutNumbers(board)] as const;
  });
  tally(`corpus ${side}x${side}, numberless`, boards);
}

for (const side of [8, 10, 16, 20]) {
  tally(`drawn numberless ${side}x${side} maps, seeds 1-8`, numberlessMaps(side, 8));
}
tally(`drawn numberless 12x12 maps, seeds 1-${maps}`, numberlessMaps(12, maps));
