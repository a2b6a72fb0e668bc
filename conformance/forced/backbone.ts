/**
 * Forced cells (the backbone) of a board of either genre, with their evidence:
 *
 * 1. the genre's propagate engine computes them (an incremental backbone search);
 *    when it stops at its budget, the cells it left undecided are asked of every
 *    engine, propagate included, one pinned search per cell and value, the fastest
 *    first and the next where one stops at its budget (an engine that stops on more
 *    than one question in eight is not asked again on this board);
 * 2. every cell left open is backed by two answers, each passed by the judge, that
 *    differ there (the engines' witnesses, or answers asked with `pinned`);
 * 3. every forced cell is confirmed by an engine that shares no code with the one
 *    that proved it: pinned to each other value the cell can take, it finds no answer.
 *    An engine that takes a `differ` group is first asked about many cells at once (no
 *    answer differs from the forced values in any of them). When that group stops at
 *    its budget, its cells are asked one at a time on a sixteenth of each engine's
 *    budget, then in smaller groups, and what is left one at a time on whole budgets.
 *    In each of those two passes an engine that keeps stopping is not asked again.
 *
 * Step 3 runs on every board (within each engine's budget); a cell whose confirming
 * searches all stopped at the budget is counted as unconfirmed, never as confirmed.
 *
 * @module
 */

import { BALLOON, EMPTY, IRON } from "../../core/dosun_fuwari/board.ts";
import { type Board, judgeProblem, type Rule } from "../../core/genre.ts";
import type { StopReason } from "../../core/grid.ts";
import { STOSTONE_RULE_REQUIREMENTS, type StostoneRule } from "../../core/stostone/board.ts";
import { type Engine, enginesFor, type Forced, forcedCellsOf } from "../../engines/mod.ts";

/** What {@link forcedWithEvidence} found and how well it is backed. */
export interface ForcedReport {
  /** Per cell: the value every answer gives it, or −1 (answers differ there, or undecided). */
  readonly cells: Int8Array;
  /**
   * Every cell decided: forced (proved by propagate) or backed by two judged answers
   * that differ there. False when a budget ran out first.
   */
  readonly complete: boolean;
  /** Forced cells that have a choice at all (Dosun-Fuwari black cells are left out). */
  readonly forced: number;
  /** Judged answers that back the open cells. */
  readonly witnesses: number;
  /** Forced cells the second engine confirmed (no answer with the cell pinned otherwise). */
  readonly confirmed: number;
  /** Of `confirmed`, the cells confirmed many at a time (a `differ` group; see step 3). */
  readonly groupConfirmed: number;
  /**
   * The forced cells (with a choice) no second engine confirmed, ascending: every engine
   * asked stopped at its budget (an engine that kept stopping on other cells is not
   * asked), or one found an answer against it (a disagreement), or confirmation was not
   * asked for (`confirm: false`: then every forced cell).
   */
  readonly unconfirmed: readonly number[];
  /** The engines that confirmed cells, in order of use. */
  readonly confirmEngines: readonly string[];
  /**
   * The engines whose searches decided cells: propagate, then any engine asked
   * after propagate stopped at its budget (step 1 of the module header).
   */
  readonly forcedBy: readonly string[];
  /**
   * Contradictions found: a second engine's judged answer where propagate said
   * forced, or a propagate witness the judge rejects. Empty when all is well.
   */
  readonly disagreements: readonly string[];
  /** Milliseconds for steps 1 and 2 (the forced cells and their backing). */
  readonly forcedMs: number;
  /** Milliseconds for step 3 (the confirmation). */
  readonly confirmMs: number;
}

/** Options of {@link forcedWithEvidence}. */
export interface ForcedOptions {
  /**
   * Work budget of propagate's forced-cell search (default: its own). A small one
   * leaves cells to the other engines (step 1 of the module header).
   */
  readonly budget?: number;
  /** Whether to confirm the forced cells with a second engine (default true). */
  readonly confirm?: boolean;
  /** Work budget per confirming search (default: each engine's own default). */
  readonly confirmBudget?: number;
  /**
   * Per engine name, what its own unpinned search of the board took (ms), Infinity for
   * one that did not decide it: before an engine has answered a question here, steps 1
   * to 3 take this as its time per question, so the fastest on the board is asked
   * first. Without it an engine not asked yet comes first in steps 1 and 2 (each is
   * tried); with it, one it leaves out comes after those it gives (asked only where they
   * stop), and in step 3 after those asked, in registry order.
   */
  readonly engineMs?: Readonly<Record<string, number>>;
  /**
   * Told how many of the forced cells are confirmed so far, out of how many, once before
   * the first and after each (confirming takes seconds per cell on big boards).
   */
  readonly onConfirm?: (done: number, total: number) => void;
  /**
   * The engines asked, propagate first (default: the registry's for the board's genre).
   * The tests hand in engines that stop or answer wrongly, to reach the paths a sound
   * engine never takes.
   */
  readonly engines?: readonly Engine[];
  /** The forced-cell search of step 1 (default: {@link forcedCellsOf}, propagate's). */
  readonly prover?: (board: Board, rule: Rule, budget?: number) => Forced;
  /**
   * Step 1's search already run by the caller, and its time in ms (`solve` runs it first on
   * a board without numbers and takes the verdict from its witnesses): used as `prover`'s
   * result, its time counted as if it ran here (in `forcedMs`, and as propagate's first
   * question), so propagate does not look faster than it was.
   */
  readonly proved?: { readonly forced: Forced; readonly ms: number };
}

/**
 * The values a cell could take other than `value`: Stostone 0/1; Dosun-Fuwari empty,
 * balloon or iron ball on a white cell, nothing on a black cell.
 */
function otherValues(board: Board, cell: number, value: number): number[] {
  if (board.genre === "stostone") return [1 - value];
  if (board.black[cell]) return [];
  return [EMPTY, BALLOON, IRON].filter((v) => v !== value);
}

/** The names of the engines whose bits are set in `bits`, joined by " and ". */
function proverNames(engines: readonly Engine[], bits: number): string {
  return engines.filter((_, e) => (bits >> e & 1) === 1).map((e) => e.name).join(" and ");
}

/**
 * The engines that may confirm a cell, in the order they are asked: every engine whose
 * bit is clear in `provers` (an engine never confirms what its own search proved), the
 * fastest first by `meanMs`: the caller's time per question (measured, else the
 * engine's time on the whole board, else Infinity, so those with neither follow in
 * registry order). Engines whose bit is set in `stopped` (they already stopped on a
 * cheaper question about the cell) come after the others.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { confirmersOf } from "./backbone.ts";
 * // Engine 1 proved the cell; it is the fastest but is left out. Engine 2 was never asked.
 * const ms = [5, 1, Infinity];
 * assert.deepEqual(confirmersOf(0b010, 3, (k) => ms[k]!), [0, 2]);
 * // Engine 0 stopped on the cell before: the others go first.
 * assert.deepEqual(confirmersOf(0b000, 3, (k) => ms[k]!, 0b001), [1, 2, 0]);
 * ```
 */
export function confirmersOf(
  provers: number,
  engineCount: number,
  meanMs: (engine: number) => number,
  stopped = 0,
): number[] {
  return Array.from({ length: engineCount }, (_, e) => e).filter((e) => (provers >> e & 1) === 0)
    .sort((a, b) => (stopped >> a & 1) - (stopped >> b & 1) || meanMs(a) - meanMs(b) || a - b);
}

/**
 * {@link ForcedOptions.engineMs} from each engine's unpinned solve of the board: its
 * time when it decided the board (or found its cap of answers), Infinity when it
 * stopped at its budget or did not take the board. With `whole` (per engine name, its
 * whole budget for the board), a run that stopped at a smaller budget (`solve` cuts an
 * engine to a share of its budget once `multiple` is settled) is left out: it does not
 * show that the engine cannot decide the board, so it is treated as one not measured.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { engineMsOf } from "./backbone.ts";
 * const runs = [
 *   { name: "propagate", stoppedBy: null, ms: 3, budget: 50 },
 *   { name: "mask", stoppedBy: "cap" as const, ms: 5, budget: 50 },
 *   { name: "subset", stoppedBy: "budget" as const, ms: 900, budget: 400 },
 * ];
 * assert.deepEqual(engineMsOf(runs), { propagate: 3, mask: 5, subset: Infinity });
 * // subset was cut to a sixteenth of its 6,400 units: not measured.
 * assert.deepEqual(engineMsOf(runs, { subset: 6400 }), { propagate: 3, mask: 5 });
 * ```
 */
export function engineMsOf(
  runs: readonly {
    readonly name: string;
    readonly stoppedBy: StopReason | null;
    readonly ms: number;
    readonly budget: number;
  }[],
  whole: Readonly<Record<string, number>> = {},
): Record<string, number> {
  return Object.fromEntries(
    runs.filter((r) => !(r.stoppedBy === "budget" && r.budget < (whole[r.name] ?? 0)))
      .map((r) => [r.name, r.stoppedBy === null || r.stoppedBy === "cap" ? r.ms : Infinity]),
  );
}

/** Budget stops an engine may have on `differ` groups in one confirmation (each halves a group). */
const GROUP_STOPS = 3;
/** Most budgets one `differ` group may spend (a group of fewer cells: one per cell). */
const GROUP_BUDGETS = 4;
/**
 * The fewest cells a split group may have; smaller ones go to pinned questions. On
 * 20x20-002 under `convex`, the groups of 4 and 5 cells a split left spent six budgets
 * and confirmed none; without them `solve` took 31 s instead of 46 s (one run each).
 */
const SMALLEST_SPLIT_GROUP = 8;
/**
 * Budgets an engine's first group (every forced cell it may confirm) may spend. The
 * numberless 20×20 corpus boards under `exact` need 11–60 million units of mask's
 * (1.2 budgets at the most).
 */
const FIRST_GROUP_BUDGETS = 1.5;
/**
 * The same under the Stostone settings without the real drop (`convex`, `count`), where
 * the group seldom confirms: of the eight numberless 20×20 corpus boards under each, one
 * group confirmed (`20x20-004` under `count`, 15.5 million units of mask's) and fifteen
 * stopped at 1.5 budgets. 0.4 budgets keeps that one with a margin of a quarter.
 */
const FIRST_GROUP_BUDGETS_NO_DROP = 0.4;
/** The share of its budget an engine gets per question in the cheap pass (see below). */
const CHEAP_SHARE = 1 / 16;
/**
 * Stops an engine may have in the cheap pass, plus one per cell it confirmed there. Only
 * an engine's stops as the first asked about a value count: the next engine is asked
 * only where the first stopped, so it meets the hard cells first. On the numberless
 * 20x20-003 under `convex`, `subset` stopped on three such cells and was asked no more;
 * `mask` then spent whole budgets (2–4.6 s each) on cells that subset refutes in 20 ms.
 */
const CHEAP_STOPS = 2;
/**
 * Stops an engine may have on whole-budget questions about single cells, one more when it
 * decided the board in the caller's run, plus one per four cells it confirmed one at a
 * time before (in the cheap pass) or there. On the numberless corpus 30×30 `30x30-002`
 * (213 forced cells) `mask` and `subset` decide nothing, and asking both about every cell
 * took 278 s. The cheap pass's cells count: on the numberless `20x20-002` under `count`,
 * `subset` stopped on the first two whole-budget questions, then confirmed three cells no
 * other engine did. So does deciding the board: on `20x20-004` under `convex`, `mask`
 * (which confirmed nothing in the cheap pass) stopped on two cells, then confirmed two.
 */
const WHOLE_STOPS = 1;

/** A forced cell confirmed by a group ({@link ForcedReport.groupConfirmed}). */
const BY_GROUP = 1;
/** A forced cell confirmed by pinned searches of its own. */
const BY_ONE = 2;
/** A forced cell no engine confirmed, or one an engine found an answer against. */
const NOT_CONFIRMED = 3;

/**
 * Each engine's stops and refutations on a run of pinned questions (the cheap pass, or
 * the whole-budget questions after it): an engine that stopped more than `allowed(e)`
 * times, plus `winWorth` per cell it confirmed, is not asked again in that run. With
 * `leadersOnly`, a stop counts only when no engine stopped on the question before it.
 */
class Tally {
  readonly stops: Float64Array;
  readonly wins: Float64Array;
  constructor(
    engines: number,
    private readonly allowed: (e: number) => number,
    private readonly winWorth: number,
    readonly leadersOnly: boolean,
  ) {
    this.stops = new Float64Array(engines);
    this.wins = new Float64Array(engines);
  }
  /** Whether engine e is asked at all. */
  willing(e: number): boolean {
    return this.stops[e]! <= this.allowed(e) + this.wins[e]! * this.winWorth;
  }
}

function pinnedAt(n: number, cell: number, value: number): Int8Array {
  const pinned = new Int8Array(n).fill(-1);
  pinned[cell] = value;
  return pinned;
}

/**
 * The forced cells of a board, backed and confirmed (see the module header).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { forcedWithEvidence } from "./backbone.ts";
 * // 2×2 Stostone, one room: the stone is the top row or the bottom row.
 * const report = forcedWithEvidence(decodeUrl("stostone/2/2/00"), "exact");
 * assert.equal(report.complete, true);
 * assert.deepEqual([...report.cells], [-1, -1, -1, -1]);
 * assert.equal(report.witnesses, 2);
 * ```
 */
export function forcedWithEvidence(
  board: Board,
  rule: Rule,
  options: ForcedOptions = {},
): ForcedReport {
  const n = board.rows * board.cols;
  const started = performance.now();
  const engines = options.engines ?? enginesFor(board);
  const propagate = engines[0];
  if (propagate === undefined) throw new RangeError("forcedWithEvidence: no engine given");
  for (const e of engines) {
    if (e.genre !== board.genre) {
      throw new RangeError(
        `forcedWithEvidence: engine "${e.id}" solves ${e.genre}, the board is ${board.genre}`,
      );
    }
  }
  for (const [name, ms] of Object.entries(options.engineMs ?? {})) {
    if (!(ms >= 0)) {
      throw new RangeError(`forcedWithEvidence: engineMs of "${name}" must be >= 0, got ${ms}`);
    }
  }
  const raw = options.proved?.forced ??
    (options.prover ?? forcedCellsOf)(board, rule, options.budget);
  const rawMs = performance.now() - started + (options.proved?.ms ?? 0);
  const cells = Int8Array.from(raw.cells);
  // Per cell: one bit per engine (by registry index) whose searches proved it forced.
  const provers = new Uint8Array(n);
  for (let x = 0; x < n; x++) if (cells[x] !== -1) provers[x] = 1;
  const deciders = new Set<string>();
  if (raw.complete || raw.witnesses.length > 0 || raw.cells.some((v) => v !== -1)) {
    deciders.add(propagate.name);
  }
  const disagreements: string[] = [];
  const witnesses: Uint8Array[] = [];
  const addWitness = (answer: Uint8Array, from: string): boolean => {
    const code = judgeProblem(board, answer, rule);
    if (code !== null) {
      disagreements.push(`${from} gave an answer the judge rejects (${code})`);
      return false;
    }
    witnesses.push(answer);
    return true;
  };
  for (const w of raw.witnesses) addWitness(w, "propagate's forced-cell search");
  // Who is asked for answers: propagate while it finishes; once its own search has
  // stopped at the budget, every engine, the one fastest so far first (one not asked yet
  // counts as its time on the whole board when the caller gave it, else as fastest;
  // propagate's own search counts as one question, so it usually comes last). A question
  // that stops one engine at its budget goes on to the next; an engine that stops on
  // more than one question in eight (after the first) is not asked again, so one that
  // cannot do this board costs a few budgets, not one per question. Propagate stays: its
  // search spent one budget on every question, where one pinned solve has a budget of
  // its own, and on random loose 20×20 boards the question a fast engine cannot settle
  // is often one propagate settles in a tenth of a second.
  const askers = raw.complete ? [0] : engines.map((_, k) => k);
  const askedMs = Float64Array.from(engines, (_, k) => k === 0 ? rawMs : 0);
  const asked = Float64Array.from(engines, (_, k) => k === 0 ? 1 : 0);
  const stops = Float64Array.from(engines, (_, k) => k === 0 && !raw.complete ? 1 : 0);
  const trusted = (k: number) => stops[k]! <= 1 + asked[k]! / 8;
  // An engine not asked yet sorts as `unasked`.
  const meanMs = (k: number, unasked: number) => asked[k] === 0 ? unasked : askedMs[k]! / asked[k]!;
  // What the caller measured of engine k on the whole board, else `otherwise`.
  const priorMs = (k: number, otherwise: number) =>
    options.engineMs?.[engines[k]!.name] ?? otherwise;
  const timed = <T>(k: number, f: () => T): T => {
    const t0 = performance.now();
    const result = f();
    askedMs[k] = askedMs[k]! + performance.now() - t0;
    asked[k] = asked[k]! + 1;
    return result;
  };
  // An engine the caller's times leave out (`solve` leaves out one it cut to a share of
  // its budget once two answers settled `multiple`) goes after those they give: on a
  // random loose 24×24 board mask, so left out, sorted first and spent 5.5 s on its
  // first pinned question, where rooms answered 368 in 0.3 s.
  const unmeasured = options.engineMs === undefined ? 0 : Infinity;
  const ask = (pinned: Int8Array | undefined): { answer?: Uint8Array; none: number } => {
    const order = askers.filter(trusted)
      .sort((a, b) =>
        meanMs(a, priorMs(a, unmeasured)) - meanMs(b, priorMs(b, unmeasured)) || a - b
      );
    for (const k of order) {
      const engine = engines[k]!;
      const r = timed(
        k,
        () => engine.solve(board, { rule, cap: 1, budget: engine.budgetFor(board), pinned }),
      );
      if (r.answers.length > 0) {
        if (addWitness(r.answers[0]!, pinned ? `${engine.name} (pinned)` : engine.name)) {
          deciders.add(engine.name);
          return { answer: r.answers[0]!, none: -1 };
        }
        askers.splice(askers.indexOf(k), 1); // a rejected answer: not trusted further
        continue;
      }
      if (r.complete) {
        deciders.add(engine.name);
        return { none: k };
      }
      stops[k]!++;
    }
    return { none: -1 };
  };
  let complete = true;
  let noAnswer = false;
  if (witnesses.length === 0 && !(raw.complete && cells.every((v) => v !== -1))) {
    // No answer kept: ask for one to back the open cells against (or to prove there is none).
    const got = ask(undefined);
    if (got.answer === undefined) {
      noAnswer = got.none >= 0;
      complete = noAnswer;
      if (noAnswer) cells.fill(-1);
    }
  }
  // Step 2: back every open cell by two judged answers that differ there.
  const backed = new Uint8Array(n);
  const markBacked = () => {
    const first = witnesses[0];
    if (first === undefined) return;
    for (const w of witnesses) for (let x = 0; x < n; x++) if (w[x] !== first[x]) backed[x] = 1;
  };
  markBacked();
  const base = witnesses[0];
  for (let x = 0; x < n && complete && !noAnswer && base !== undefined; x++) {
    if (cells[x] !== -1 || backed[x] === 1) continue;
    // No witness pair yet: ask for an answer pinned to each other value there. One
    // answer backs the cell, so a value no engine settles does not end the search: the
    // next may have an answer (on a random loose 24×24 board every engine stopped on a
    // balloon there, which no answer has, and rooms found an iron ball in 15 ms).
    let found = false;
    let undecided = false;
    let refuters = 0;
    for (const v of otherValues(board, x, base[x]!)) {
      const got = ask(pinnedAt(n, x, v));
      if (got.answer !== undefined) found = true;
      else if (got.none < 0) undecided = true;
      else refuters |= 1 << got.none;
      if (found) break;
    }
    if (found) markBacked();
    else if (undecided) complete = false;
    else {
      cells[x] = base[x]!; // no answer differs there: forced after all
      provers[x] = refuters;
    }
  }
  if (base === undefined && !noAnswer && cells.includes(-1)) complete = false;
  const forcedMs = performance.now() - started + (options.proved?.ms ?? 0);
  // Step 3: an engine other than the prover, pinned to each other value, finds no answer.
  const confirmStart = performance.now();
  let confirmed = 0;
  const used = new Set<string>();
  const toConfirm: number[] = [];
  for (let x = 0; x < n; x++) {
    if (cells[x] !== -1 && otherValues(board, x, cells[x]!).length > 0) toConfirm.push(x);
  }
  const forced = toConfirm.length;
  const confirming = options.confirm !== false;
  if (confirming) options.onConfirm?.(0, forced);
  // Per cell: 0 until asked, then BY_GROUP, BY_ONE or NOT_CONFIRMED.
  const settled = new Uint8Array(n);
  // Progress counts each cell once, when it is settled: by a group, by the cheap pass or
  // one at a time, so the count moves while groups and the cheap pass work.
  let done = 0;
  const settle = (x: number, how: number): void => {
    if (settled[x] === 0) options.onConfirm?.(++done, forced);
    settled[x] = how;
  };
  // Many cells at once first: an engine that takes a `differ` group is asked for an
  // answer that differs from the forced values in at least one cell of it; none confirms
  // the whole group. On the numberless 20×20 corpus boards `solve` takes 1.6–3.5 s in all
  // with one group of every forced cell, 19.6–156 s with one pinned search per cell
  // (`tools/confirm_speed.ts --single`). The first group may spend FIRST_GROUP_BUDGETS budgets
  // (FIRST_GROUP_BUDGETS_NO_DROP under `convex` and `count`);
  // when it stops, the cheap pass (below) goes first. Then the cells left are split in two
  // by column (the sweep engines cut a group in its last column) and asked in groups of
  // up to GROUP_BUDGETS budgets (each stands for that many questions or more), split again
  // where one stops, at most GROUP_STOPS stops per engine and no group smaller than
  // SMALLEST_SPLIT_GROUP; what is left gets one search per cell.
  // Groups go before single cells even when another engine was faster on the board: one
  // group question replaces one pinned search per cell.
  const groupStops = new Uint8Array(engines.length);
  // Per cell: one bit per engine that stopped on it in the cheap pass. Such an engine is
  // asked after the others about that cell ({@link confirmersOf}). On 20x20-002 under
  // `convex`, subset, by then the fastest per question, stopped at its whole budget on
  // six cells that mask then confirmed in about 2 s each.
  const cheapStops = new Uint8Array(n);
  // Asks engine e about `group` on up to `budgets` budgets. False when it stopped at the
  // budget; true when it answered (confirming the group, or with an answer against it,
  // or one the judge rejects: then the cells go one at a time, unsplit).
  const askGroup = (e: number, group: number[], budgets: number): boolean => {
    const engine = engines[e]!;
    const differ = new Int8Array(n).fill(-1);
    for (const x of group) differ[x] = cells[x]!;
    const budget = Math.round(
      (options.confirmBudget ?? engine.budgetFor(board)) * Math.min(group.length, budgets),
    );
    const r = engine.solveDiffering!(board, { rule, cap: 1, budget, differ });
    if (r.answers.length > 0) {
      const answer = r.answers[0]!;
      const code = judgeProblem(board, answer, rule);
      if (code !== null) {
        disagreements.push(`${engine.name} gave an answer the judge rejects (${code})`);
        return true;
      }
      for (const x of group) {
        if (answer[x] === cells[x]) continue;
        settle(x, NOT_CONFIRMED);
        disagreements.push(
          `cell ${x}: ${proverNames(engines, provers[x]!)} says forced to ${
            cells[x]
          }, ${engine.name} has an answer with ${answer[x]}`,
        );
      }
      return true;
    }
    if (r.complete) {
      for (const x of group) settle(x, BY_GROUP);
      used.add(engine.name);
      return true;
    }
    groupStops[e]!++;
    return false;
  };
  // Splits a stopped group in two by column and asks each half (see above).
  const splitGroup = (e: number, group: number[]): void => {
    const left = group.filter((x) => settled[x] === 0);
    if (left.length < 2) return;
    const byColumn = left.sort((a, b) => a % board.cols - b % board.cols || a - b);
    const half = byColumn.length >> 1;
    confirmGroup(e, byColumn.slice(0, half));
    confirmGroup(e, byColumn.slice(half));
  };
  const confirmGroup = (e: number, group: number[]): void => {
    if (group.length < SMALLEST_SPLIT_GROUP || groupStops[e]! >= GROUP_STOPS) return;
    if (!askGroup(e, group, GROUP_BUDGETS)) splitGroup(e, group);
  };
  // Confirms cell x by pinned searches, each engine at `share` of its budget: true when
  // every other value is refuted. An answer with another value is a disagreement (or a
  // rejected answer), and the cell is not asked again. Engines the `tally` (of the cheap
  // pass, or of the whole-budget questions) left out are skipped; each stop and
  // refutation is counted in it.
  const confirmCell = (x: number, share: number, tally: Tally): boolean => {
    const seconds = confirmersOf(
      provers[x]!,
      engines.length,
      (e) => meanMs(e, priorMs(e, Infinity)),
      cheapStops[x]!,
    );
    // On whole budgets, the engine that stopped less often on this board's cells so far
    // goes first: on the numberless 20x20-005 under `convex` mask stopped (1.3 s) on each
    // of five cells before subset refuted it, on 20x20-007 subset on each of six before
    // mask did; the order by time per question did not learn that.
    if (share === 1) seconds.sort((a, b) => tally.stops[a]! - tally.stops[b]!);
    for (const v of otherValues(board, x, cells[x]!)) {
      let refuted = false;
      let followed = false; // an engine stopped on this value before (see Tally)
      for (const e of seconds) {
        if (!tally.willing(e)) continue;
        const engine = engines[e]!;
        const budget = Math.max(
          1,
          Math.round((options.confirmBudget ?? engine.budgetFor(board)) * share),
        );
        const r = timed(
          e,
          () => engine.solve(board, { rule, cap: 1, budget, pinned: pinnedAt(n, x, v) }),
        );
        if (r.answers.length > 0) {
          const code = judgeProblem(board, r.answers[0]!, rule);
          disagreements.push(
            code === null
              ? `cell ${x}: ${proverNames(engines, provers[x]!)} says forced to ${
                cells[x]
              }, ${engine.name} has an answer with ${v}`
              : `${engine.name} gave an answer the judge rejects (${code})`,
          );
          settle(x, NOT_CONFIRMED); // not asked again
          return false;
        }
        if (r.complete) {
          refuted = true;
          used.add(engine.name);
          tally.wins[e]!++;
          break;
        }
        if (!(followed && tally.leadersOnly)) tally.stops[e]!++;
        followed = true;
        cheapStops[x]! |= 1 << e;
      }
      if (!refuted) return false;
    }
    return true;
  };
  // When an engine's first group stops, most often only some of its cells are hard (under
  // `convex` and `count`, on the numberless corpus boards 20x20-001 and -002, mask's group
  // of every forced cell stopped at four budgets, 13–29 s, where `subset` confirmed 11 of
  // 14 and 74 of 83 cells one at a time, most with about a two-hundredth of its budget).
  // So each cell of the group is first asked one at a time, each engine at CHEAP_SHARE of
  // its budget; an engine that stops more than CHEAP_STOPS times as the first asked (plus
  // one per cell it confirmed) is asked no more in this pass. What is left is split as
  // before.
  const cheapPass = (group: number[]): Tally => {
    const tally = new Tally(engines.length, () => CHEAP_STOPS, 1, true);
    for (const x of group) {
      if (settled[x] === 0 && confirmCell(x, CHEAP_SHARE, tally)) settle(x, BY_ONE);
    }
    return tally;
  };
  const firstGroupBudgets = board.genre === "stostone" &&
      !STOSTONE_RULE_REQUIREMENTS[rule as StostoneRule].dropFillsBottomHalf
    ? FIRST_GROUP_BUDGETS_NO_DROP
    : FIRST_GROUP_BUDGETS;
  // Whether engine e decided the board in the caller's run (its time is given and finite).
  const decided = (e: number) => (options.engineMs?.[engines[e]!.name] ?? Infinity) < Infinity;
  // Per engine, the cells it confirmed in cheap passes (see WHOLE_STOPS).
  const cheapWins = new Float64Array(engines.length);
  if (confirming) {
    const order = confirmersOf(0, engines.length, (e) => priorMs(e, Infinity));
    for (const e of order) {
      // An engine that did not decide the board itself would spend its budget on groups.
      if (engines[e]!.solveDiffering === undefined || priorMs(e, 0) === Infinity) continue;
      const group = toConfirm.filter((x) => settled[x] === 0 && (provers[x]! >> e & 1) === 0);
      if (group.length === 0 || askGroup(e, group, firstGroupBudgets)) continue;
      const cheap = cheapPass(group);
      for (let k = 0; k < engines.length; k++) cheapWins[k] = cheapWins[k]! + cheap.wins[k]!;
      // Split groups of four budgets each only for an engine that decided the board in
      // the caller's run: on the numberless 30x30-002, where `solve` cut mask to a share
      // of its budget and it stopped, its two took 22 s and confirmed nothing; on the
      // numberless 20x20-007 under `convex` they confirm 79 of 80 cells.
      if (options.engineMs === undefined || decided(e)) splitGroup(e, group);
    }
  }
  // The cells left, one at a time on whole budgets; an engine that keeps stopping on
  // them (WHOLE_STOPS) is not asked again, and the cells it would have been asked about
  // stay unconfirmed.
  const whole = new Tally(engines.length, (e) => WHOLE_STOPS + (decided(e) ? 1 : 0), 1 / 4, false);
  whole.wins.set(cheapWins);
  const unconfirmed: number[] = confirming ? [] : [...toConfirm];
  for (const x of confirming ? toConfirm : []) {
    if (settled[x] === 0) settle(x, confirmCell(x, 1, whole) ? BY_ONE : NOT_CONFIRMED);
    if (settled[x] === BY_GROUP || settled[x] === BY_ONE) confirmed++;
    else unconfirmed.push(x);
  }
  return {
    cells,
    complete,
    forced,
    witnesses: witnesses.length,
    confirmed,
    groupConfirmed: settled.filter((v) => v === BY_GROUP).length,
    unconfirmed,
    confirmEngines: [...used],
    forcedBy: [...deciders],
    disagreements,
    forcedMs,
    confirmMs: performance.now() - confirmStart,
  };
}
