/**
 * Per-board solve times of every engine over the shipped corpus, proving
 * uniqueness (cap 2): each board is solved nine times and its median kept; the
 * table gives the median and the slowest board per engine and group. Run:
 *
 *     npx deno run --allow-read engines/engine_speed.ts
 *
 * (engines/engines_bench.ts is the Deno.bench view of single boards.)
 *
 * @module
 */

import { readFixture } from "../core/fixture_file.ts";
import { type Board, enginesFor, type Rule } from "./mod.ts";
import { textTable } from "../conformance/text_table.ts";

const GROUPS = [
  ["stostone", "6x6", "exact"],
  ["stostone", "8x8", "exact"],
  ["dosun_fuwari", "8x8", "official"],
  ["dosun_fuwari", "12x12", "official"],
] as const;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

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
        const result = engine.solve(board, { rule, cap: 2, budget: engine.defaultBudget });
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
  for (const [dir, size, rule] of GROUPS) {
    const root = new URL(`../fixtures/${dir}/`, import.meta.url);
    const files = [...Deno.readDirSync(root)].map((e) => e.name)
      .filter((name) => name.startsWith(`${size}-`)).sort();
    const boards = files.map((f) => readFixture(Deno.readTextFileSync(new URL(f, root)), f).board);
    for (const t of groupTimes(boards, rule)) {
      rows.push([
        `${dir.replace("_", "-")} ${size} (${boards.length})`,
        t.engine,
        t.median.toFixed(2),
        t.max.toFixed(1),
      ]);
    }
  }
  console.log(textTable(["corpus", "engine", "median ms", "slowest ms"], rows));
}
