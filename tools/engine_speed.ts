/**
 * Per-board solve times of every engine over the shipped corpus, proving
 * uniqueness (cap 2): each board is solved nine times and its median kept; the
 * table gives the median and the slowest board per engine and group. Run:
 *
 *     npx deno run --allow-read tools/engine_speed.ts
 *
 * (engines/engines_bench.ts is the Deno.bench view of single boards.)
 *
 * @module
 */

import { type Board, defaultRule, type Genre, type Rule } from "../core/genre.ts";
import { median } from "../core/statistics.ts";
import { enginesFor } from "../engines/mod.ts";
import { listFixtures, readFixture } from "../conformance/corpus/load.ts";
import { textTable } from "../conformance/report/text_table.ts";

const GROUPS: readonly (readonly [Genre, string])[] = [
  ["stostone", "6x6"],
  ["stostone", "8x8"],
  ["dosun-fuwari", "8x8"],
  ["dosun-fuwari", "12x12"],
];

/**
 * Median and slowest per-board time (ms) of every engine on a list of boards of one genre.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { groupTimes } from "./engine_speed.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * const times = groupTimes([decodeUrl("stostone/6/6/433aaqv064p03g433h")], "exact", 1);
 * assert.ok(times.length === 3 && times.every((t) => t.median >= 0));
 * ```
 */
export function groupTimes(
  boards: readonly Board[],
  rule: Rule,
  repeats = 9,
): { engine: string; median: number; max: number }[] {
  const engines = boards[0] ? enginesFor(boards[0]) : [];
  return engines.map((engine) => {
    const perBoard = boards.map((board) => {
      const times: number[] = [];
      for (let i = 0; i < repeats; i++) {
        const start = performance.now();
        const result = engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board) });
        times.push(performance.now() - start);
        if (!result.complete || result.answers.length !== 1) {
          throw new Error(`${engine.name} does not prove a corpus board unique`);
        }
      }
      return median(times);
    });
    return { engine: engine.name, median: median(perBoard), max: Math.max(...perBoard) };
  });
}

if (import.meta.main) {
  const rows: string[][] = [];
  for (const [genre, size] of GROUPS) {
    const entries = await listFixtures({ genre, size });
    const boards = await Promise.all(entries.map(async (e) => (await readFixture(e.path)).board));
    console.error(`${genre} ${size}: ${boards.length} boards`);
    for (const t of groupTimes(boards, defaultRule(boards[0]!))) {
      rows.push([
        `${genre} ${size} (${boards.length})`,
        t.engine,
        t.median.toFixed(2),
        t.max.toFixed(1),
      ]);
    }
  }
  console.log(textTable(["corpus", "engine", "median ms", "slowest ms"], rows));
}
