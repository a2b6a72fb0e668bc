/**
 * The last two columns of the Dosun-Fuwari frontier (tools/dosun_fuwari_frontier.ts) at
 * any size, on the same boards, without the engines' own solves: whether propagate's
 * `forcedCells` came back complete, whether the forced cells `solve` reports did
 * (conformance/forced, without the confirmation), and for each board that did not, which
 * engines stopped at their budget on how many questions and how many cells stayed open.
 *
 * Besides the frontier's walked, perturbed and random boards (most random ones have no
 * answer, which settles every cell at once), two families it leaves out under `loose`:
 * - `generated`: the generator's boards at the CLI defaults, seeds 1 to `boards` (unique
 *   under the official reading; under `loose` most have many answers);
 * - `answered`: ten times `boards` of the frontier's random boards that have two answers
 *   or more (drawn from seed `4242 + side`; `rooms`, cap 2, picks them), the hard case:
 *   every cell must be proved forced or backed by two answers.
 *
 * Run with
 * `npx deno run --allow-read --allow-env tools/dosun_fuwari_loose_forced.ts [sizes] [boards] [rule]`
 * (defaults `24,30 2 loose`, the frontier's loose rows at 24×24 and 30×30).
 *
 * @module
 */

import { DOSUN_FUWARI_RULE, type DosunFuwariBoard } from "../core/dosun_fuwari/board.ts";
import type { DosunFuwariRule } from "../core/dosun_fuwari/board.ts";
import type { Board, Rule } from "../core/genre.ts";
import { DOSUN_FUWARI_ENGINES, type Engine, forcedCellsOf } from "../engines/mod.ts";
import { forcedWithEvidence } from "../conformance/forced/mod.ts";
import { rngFromSeed } from "../core/rng.ts";
import { dosunFuwariSource, runGenerator } from "../conformance/corpus/source.ts";
import { DEFAULT_DENSITY, defaultStarved } from "../conformance/generate/dosun_fuwari.ts";
import { frontierBoards, randomBoard } from "./dosun_fuwari_frontier.ts";

/** One board's forced cells as `solve` computes them, and what stopped. */
export interface LooseForced {
  /** Propagate's own `forcedCells` was complete. */
  readonly propagateComplete: boolean;
  /** The forced cells `solve` reports were complete. */
  readonly complete: boolean;
  /** Cells left undecided (−1 and not backed by two answers): 0 when complete. */
  readonly open: number;
  /** Per engine name, the pinned questions it stopped on at its budget. */
  readonly stops: Record<string, number>;
  readonly ms: number;
}

/** {@link LooseForced} of `board` under `rule`, with every engine counted as it is asked. */
export function looseForced(board: DosunFuwariBoard, rule: DosunFuwariRule): LooseForced {
  const stops: Record<string, number> = {};
  const engines: Engine[] = DOSUN_FUWARI_ENGINES.map((e) => ({
    ...e,
    solve: (b: Board, options) => {
      const r = e.solve(b as DosunFuwariBoard, options as Parameters<typeof e.solve>[1]);
      if (!r.complete && r.answers.length === 0) stops[e.name] = (stops[e.name] ?? 0) + 1;
      return r;
    },
  } as Engine));
  let propagateComplete = false;
  const prover = (b: Board, r: Rule, budget?: number) => {
    const raw = forcedCellsOf(b, r, budget);
    propagateComplete = raw.complete;
    return raw;
  };
  const t0 = performance.now();
  const report = forcedWithEvidence(board, rule, { confirm: false, engines, prover });
  const ms = performance.now() - t0;
  // Open cells: undecided ones (the report does not say which were backed, so count
  // only when incomplete, as the −1 cells a forced-cell search left).
  const open = report.complete ? 0 : report.cells.filter((v) => v === -1).length;
  return { propagateComplete, complete: report.complete, open, stops, ms };
}

/** Most random boards drawn per `answered` board wanted (about 1 in 40 has answers at 30×30). */
const DRAWS_PER_ANSWERED = 200;

/**
 * `wanted` of the frontier's random side×side boards that have two answers or more under
 * `rule`, drawn from seed `4242 + side` (fewer if that many draws per board find none).
 */
export function answeredBoards(
  side: number,
  wanted: number,
  rule: DosunFuwariRule,
): DosunFuwariBoard[] {
  const rooms = DOSUN_FUWARI_ENGINES.find((e) => e.name === "rooms")!;
  const rng = rngFromSeed(4242 + side);
  const found: DosunFuwariBoard[] = [];
  for (let k = 0; found.length < wanted && k < wanted * DRAWS_PER_ANSWERED; k++) {
    const board = randomBoard(rng, side, k % 2 === 1);
    const r = rooms.solve(board, { rule, cap: 2, budget: rooms.defaultBudget });
    if (r.answers.length === 2) found.push(board);
  }
  return found;
}

/** The generator's side×side boards at the CLI defaults, seeds 1 to `count`. */
function generatedBoards(side: number, count: number): DosunFuwariBoard[] {
  return Array.from({ length: count }, (_, k) =>
    runGenerator(dosunFuwariSource({
      rows: side,
      cols: side,
      density: DEFAULT_DENSITY,
      starved: defaultStarved(side, side),
      seed: k + 1,
    })).board as DosunFuwariBoard);
}

if (import.meta.main) {
  const sizes = (Deno.args[0] ?? "24,30").split(",").map(Number);
  const count = Number(Deno.args[1] ?? 2);
  const rule = (Deno.args[2] ?? DOSUN_FUWARI_RULE.loose) as DosunFuwariRule;
  for (const side of sizes) {
    const { walked, perturbed, random } = frontierBoards(side, count, rule);
    const families = {
      walked,
      perturbed,
      random,
      generated: generatedBoards(side, count),
      answered: answeredBoards(side, 10 * count, rule),
    };
    let boards = 0, propagateComplete = 0, complete = 0, slowest = 0;
    for (const [family, list] of Object.entries(families)) {
      list.forEach((board: DosunFuwariBoard, k: number) => {
        const r = looseForced(board, rule);
        boards++;
        if (r.propagateComplete) propagateComplete++;
        if (r.complete) complete++;
        slowest = Math.max(slowest, r.ms);
        const stopped = Object.entries(r.stops).map(([e, n]) => `${e} ${n}`).join(", ");
        console.log(
          `${side}x${side} ${family} ${k}: ${
            r.complete ? "complete" : `INCOMPLETE (${r.open} open)`
          }` +
            `, propagate forcedCells ${r.propagateComplete ? "complete" : "incomplete"}` +
            `, stops: ${stopped || "none"}, ${Math.ceil(r.ms)} ms`,
        );
      });
    }
    console.log(
      `${side}x${side} ${rule}: forcedCells complete ${propagateComplete}/${boards}, ` +
        `solve's forced cells complete ${complete}/${boards} (≤ ${Math.ceil(slowest)} ms)`,
    );
  }
}
