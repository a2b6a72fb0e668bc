/**
 * The last two columns of the Dosun-Fuwari frontier (tools/dosun_fuwari_frontier.ts) at
 * any size, as `solve` has them: every engine solves the board (cap 2), and where they
 * agree on two answers or more (the only boards `solve` seeks forced cells on), whether
 * propagate's `forcedCells` came back complete, whether the forced cells `solve` reports
 * did (conformance/forced with each engine's time, without the confirmation), and which
 * engines stopped at their budget on how many questions.
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
import { engineMsOf, forcedWithEvidence } from "../conformance/forced/mod.ts";
import {
  SETTLED_SHARE,
  solveWithAll,
  type Verdict,
  wholeBudgets,
} from "../conformance/consensus/consensus.ts";
import { frontierBoards, generatedBoards } from "./dosun_fuwari_frontier.ts";
import { answeredBoards } from "../engines/dosun_fuwari_test_util.ts";

/** One board's forced cells as `solve` computes them, and what stopped. */
export interface LooseForced {
  /** The engines' verdict (cap 2): `solve` asks for forced cells only on "multiple". */
  readonly verdict: Verdict;
  /** Propagate's own `forcedCells` was complete (false when not asked). */
  readonly propagateComplete: boolean;
  /** The forced cells `solve` reports were complete (false when not asked). */
  readonly complete: boolean;
  /** Per engine name, the questions it stopped on at its budget while forced cells were sought. */
  readonly stops: Record<string, number>;
  /** Milliseconds of the forced cells (without the engines' own solves). */
  readonly ms: number;
}

/**
 * {@link LooseForced} of `board` under `rule`: every engine solves it (cap 2) as `solve`
 * does, and where they agree on two answers or more, the forced cells are sought with
 * each engine's time as `solve` gives it, every engine counted as it is asked.
 */
export function looseForced(board: DosunFuwariBoard, rule: DosunFuwariRule): LooseForced {
  const c = solveWithAll(DOSUN_FUWARI_ENGINES, board, rule, 2, {}, SETTLED_SHARE);
  const stops: Record<string, number> = {};
  if (c.verdict !== "multiple" || !c.agree) {
    return { verdict: c.verdict, propagateComplete: false, complete: false, stops, ms: 0 };
  }
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
  const report = forcedWithEvidence(board, rule, {
    confirm: false,
    engines,
    prover,
    engineMs: engineMsOf(c.runs, wholeBudgets(DOSUN_FUWARI_ENGINES, board)),
  });
  const { complete, forcedMs: ms } = report;
  return { verdict: c.verdict, propagateComplete, complete, stops, ms };
}

/** Most random boards drawn per `answered` board wanted (about 1 in 40 has answers at 30×30). */
const DRAWS_PER_ANSWERED = 200;

/** The answered boards of one size: two answers or more under `rule` (rooms, cap 2). */
function answeredOf(side: number, wanted: number, rule: DosunFuwariRule): DosunFuwariBoard[] {
  const rooms = DOSUN_FUWARI_ENGINES.find((e) => e.name === "rooms")!;
  const two = (board: DosunFuwariBoard) =>
    rooms.solve(board, { rule, cap: 2, budget: rooms.budgetFor(board) }).answers.length === 2;
  return answeredBoards(4242 + side, side, wanted, wanted * DRAWS_PER_ANSWERED, two);
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
      answered: answeredOf(side, 10 * count, rule),
    };
    let boards = 0, asked = 0, propagateComplete = 0, complete = 0, slowest = 0;
    for (const [family, list] of Object.entries(families)) {
      list.forEach((board: DosunFuwariBoard, k: number) => {
        const r = looseForced(board, rule);
        boards++;
        const name = `${side}x${side} ${family} ${k}`;
        if (r.verdict !== "multiple") {
          console.log(`${name}: ${r.verdict}, no forced cells asked`);
          return;
        }
        asked++;
        if (r.propagateComplete) propagateComplete++;
        if (r.complete) complete++;
        slowest = Math.max(slowest, r.ms);
        const stopped = Object.entries(r.stops).map(([e, n]) => `${e} ${n}`).join(", ");
        console.log(
          `${name}: ${r.complete ? "complete" : "INCOMPLETE"}, propagate's forcedCells ${
            r.propagateComplete ? "complete" : "incomplete"
          }, stops: ${stopped || "none"}, ${Math.ceil(r.ms)} ms`,
        );
      });
    }
    console.log(
      `${side}x${side} ${rule}: ${boards} boards, ${asked} with two answers or more: ` +
        `forcedCells complete ${propagateComplete}/${asked}, ` +
        `solve's forced cells complete ${complete}/${asked} (≤ ${Math.ceil(slowest)} ms)`,
    );
  }
}
