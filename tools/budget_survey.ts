/**
 * What each Stostone engine spends of the budget `budgetFor` gives it on the corpus
 * boards of 16×16 and more, with their numbers: the measurement behind the budgets of
 * docs/ENGINES.md, "Budgets". Per board and engine: its verdict, the work units spent
 * (`stats.work`) against its budget, and its time. `--whole` gives every engine the
 * budget of a board up to 400 cells instead (the constants before issue 42), to show
 * what the 30×30 boards did with it.
 *
 * Run: `npx deno run --allow-read tools/budget_survey.ts [--whole]` (about a minute on the
 * 2-core machine). Times are wall-clock: on a busy machine take them as upper bounds.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { STOSTONE_RULE, type StostoneBoard } from "../core/stostone/board.ts";
import { STOSTONE_ENGINES } from "../engines/mod.ts";
import { listFixtures, readFixture } from "../conformance/corpus/load.ts";

const { values } = parseArgs({ options: { whole: { type: "boolean" } } });
const small = { rows: 20, cols: 20 } as StostoneBoard;
for (const size of ["16x16", "20x20", "30x30"]) {
  for (const entry of await listFixtures({ genre: "stostone", size })) {
    const { board } = await readFixture(entry.path);
    const cells: string[] = [];
    for (const engine of STOSTONE_ENGINES) {
      const b = board as StostoneBoard;
      const budget = engine.budgetFor(values.whole ? small : b);
      const started = performance.now();
      const r = engine.solve(b, { rule: STOSTONE_RULE.exact, cap: 2, budget });
      const ms = performance.now() - started;
      const work = (r.stats as { work?: number }).work ?? r.stats.nodes;
      const verdict = r.complete ? (r.answers.length === 1 ? "unique" : "decided") : "unknown";
      cells.push(
        `${engine.name} ${verdict} ${(work / 1e6).toFixed(1)} of ${(budget / 1e6).toFixed(1)} M, ${
          ms.toFixed(0)
        } ms`,
      );
    }
    console.log(`${entry.id}: ${cells.join("; ")}`);
  }
}
