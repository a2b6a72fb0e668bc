/**
 * The paths of step 3 (confirming forced cells) that sound engines never take: a
 * `differ` group that stops at its budget and is split, the cap on such stops, an
 * answer the judge rejects, and a prover that calls an open cell forced. Each test
 * wraps a registry engine so that it stops or lies on demand.
 */

import assert from "node:assert/strict";
import { decodeUrl } from "../../core/formats/mod.ts";
import type { StostoneBoard } from "../../core/stostone/board.ts";
import { DOSUN_FUWARI_ENGINES, type Engine, enginesFor, forcedCellsOf } from "../../engines/mod.ts";
import { forcedWithEvidence } from "./backbone.ts";

/** 4×4 Stostone, rooms and no numbers: several answers, 7 forced cells (backbone_test). */
const BOARD = decodeUrl("https://puzz.link/p?stostone/4/4/6i0f3g") as StostoneBoard;
const COLS = BOARD.cols;
const REGISTRY = enginesFor(BOARD);
const MASK = REGISTRY.findIndex((e) => e.solveDiffering !== undefined);
type Result = ReturnType<Engine["solve"]>;
const STOPPED: Result = { answers: [], complete: false, stoppedBy: "budget", stats: { nodes: 0 } };

interface Asked {
  readonly cells: number[];
  readonly budget: number;
}

/** A pinned question: the engine, the cell pinned and the budget. */
interface Pinned {
  readonly engine: string;
  readonly cell: number;
  readonly budget: number;
}

/**
 * The registry with mask's group search replaced by `differing`; every group asked is
 * logged, and so is every pinned question. A pinned question with less than the
 * engine's whole budget (the cheap pass) stops at once where `cheapStops` says so.
 */
function withGroups(
  differing: (cells: number[], real: () => Result) => Result,
  cheapStops: (engine: string, cell: number) => boolean = () => false,
): { engines: Engine[]; asked: Asked[]; pinned: Pinned[] } {
  const asked: Asked[] = [];
  const pinned: Pinned[] = [];
  const engines = REGISTRY.map((e, k): Engine => ({
    ...e,
    solve(board, options) {
      if (options.pinned !== undefined) {
        const cell = options.pinned.findIndex((v) => v !== -1);
        pinned.push({ engine: e.name, cell, budget: options.budget });
        if (options.budget < e.budgetFor(board) && cheapStops(e.name, cell)) return STOPPED;
      }
      return e.solve(board, options);
    },
    ...(k !== MASK ? {} : {
      solveDiffering(board, options) {
        const cells = [...options.differ.keys()].filter((x) => options.differ[x] !== -1);
        asked.push({ cells, budget: options.budget });
        return differing(cells, () => e.solveDiffering!(board, options));
      },
    }),
  }));
  return { engines, asked, pinned };
}

const sound = forcedWithEvidence(BOARD, "exact");
const FORCED = sound.forced;

/** Corpus board stostone-6x6-023 without its numbers: 32 forced cells, for splitting. */
const SPLIT_BOARD = decodeUrl("https://puzz.link/p?stostone/6/6/cdgh993q87u0o") as StostoneBoard;
const SPLIT_SOUND = forcedWithEvidence(SPLIT_BOARD, "exact");
/** Its forced cells, ascending. */
const SPLIT_CELLS = [...SPLIT_SOUND.cells.keys()].filter((x) => SPLIT_SOUND.cells[x] !== -1);

Deno.test("the 4x4 board: seven forced cells, all confirmed by one group", () => {
  assert.equal(FORCED, 7);
  assert.equal(sound.groupConfirmed, 7);
  assert.deepEqual(sound.disagreements, []);
});

Deno.test("a group that stops at its budget is split in two by column, three stops at most", () => {
  // Stops on more than eight cells, decides the rest truly; the cheap pass confirms nothing.
  const { engines, asked } = withGroups(
    (cells, real) => cells.length > 8 ? STOPPED : real(),
    () => true,
  );
  const report = forcedWithEvidence(SPLIT_BOARD, "exact", { engines });
  // 32 stops; 16 stops, split 8 | 8, both confirmed; the other 16 stops: three stops, so
  // its halves are not asked and its cells go one at a time.
  assert.deepEqual(asked.map((g) => g.cells.length), [32, 16, 8, 8, 16]);
  const column = (x: number) => x % SPLIT_BOARD.cols;
  const [l, r] = [asked[2]!.cells, asked[3]!.cells];
  assert.deepEqual([...l, ...r].sort((a, b) => a - b), asked[1]!.cells);
  assert.ok(Math.max(...l.map(column)) <= Math.min(...r.map(column)), "split by column");
  const halves = [...asked[1]!.cells, ...asked[4]!.cells].sort((a, b) => a - b);
  assert.deepEqual(halves, asked[0]!.cells);
  // A group's budget stands for one question per cell, at most four (the first: 1.5).
  const base = REGISTRY[MASK]!.budgetFor(SPLIT_BOARD);
  assert.deepEqual(asked.map((g) => g.budget), [1.5, 4, 4, 4, 4].map((k) => k * base));
  assert.equal(report.groupConfirmed, 16);
  assert.equal(report.confirmed, 32);
  assert.deepEqual(report.disagreements, []);
});

Deno.test("an engine the caller's times leave out gets its first group but no split group", () => {
  // The same engines; `solve` gives propagate's and subset's times, not mask's (one it
  // cut to a share of its budget).
  const { engines, asked } = withGroups(
    (cells, real) => cells.length > 8 ? STOPPED : real(),
    () => true,
  );
  const engineMs = { propagate: 1, subset: 1 };
  const report = forcedWithEvidence(SPLIT_BOARD, "exact", { engines, engineMs });
  assert.deepEqual(asked.map((g) => g.cells.length), [32]);
  assert.equal(report.groupConfirmed, 0);
  assert.equal(report.confirmed, 32, "each cell confirmed by a whole-budget question");
});

/**
 * The registry with every engine but propagate (the prover) stopping at its budget on
 * every group, and answering each pinned question as `answer` says (stopping unless it
 * calls the real search); every pinned question is logged, and `shares` gives each one
 * asked of an engine as a share of its whole budget.
 */
function stoppingEngines(
  answer: (engine: Engine, real: () => Result, cheap: boolean) => Result = () => STOPPED,
): { engines: Engine[]; shares: (name: string) => number[]; pinned: Pinned[] } {
  const pinned: Pinned[] = [];
  const engines = REGISTRY.map((e, k): Engine =>
    e.name === "propagate" ? e : {
      ...e,
      solve(board, options) {
        const cell = options.pinned?.findIndex((v) => v !== -1) ?? -1;
        pinned.push({ engine: e.name, cell, budget: options.budget });
        const cheap = options.budget < e.budgetFor(board);
        return answer(e, () => e.solve(board, options), cheap);
      },
      ...(k === MASK ? { solveDiffering: () => STOPPED } : {}),
    }
  );
  const shares = (name: string) => {
    const whole = REGISTRY.find((e) => e.name === name)!.budgetFor(SPLIT_BOARD);
    return pinned.filter((q) => q.engine === name).map((q) => q.budget / whole);
  };
  return { engines, shares, pinned };
}

Deno.test("engines that stop on every whole-budget question are asked two each, not one per cell", () => {
  const { engines, shares, pinned } = stoppingEngines();
  const report = forcedWithEvidence(SPLIT_BOARD, "exact", { engines });
  assert.equal(report.confirmed, 0);
  assert.deepEqual(report.unconfirmed, SPLIT_CELLS);
  for (const name of ["mask", "subset"]) {
    // Three cheap questions asked of it first (the cheap pass's limit; which engine goes
    // first on a cell follows their times), then two on its whole budget.
    assert.equal(cheapLeads(pinned, name), 3, name);
    assert.deepEqual(shares(name).filter((share) => share === 1), [1, 1], name);
  }
  // An engine that decided the board in the caller's run gets one more.
  pinned.length = 0;
  forcedWithEvidence(SPLIT_BOARD, "exact", { engines, engineMs: { propagate: 1, mask: 1 } });
  assert.deepEqual(shares("mask").filter((share) => share === 1), [1, 1, 1]);
  assert.deepEqual(shares("subset").filter((share) => share === 1), [1, 1]);
});

/** The cells whose first cheap question (the cheap pass) went to engine `name`. */
function cheapLeads(pinned: readonly Pinned[], name: string): number {
  const first = new Map<number, string>();
  for (const q of pinned) {
    const whole = REGISTRY.find((e) => e.name === q.engine)!.budgetFor(SPLIT_BOARD);
    if (q.budget < whole && !first.has(q.cell)) first.set(q.cell, q.engine);
  }
  return [...first.values()].filter((e) => e === name).length;
}

Deno.test("in the cheap pass only an engine's stops as the first asked count", () => {
  // mask stops on every question; subset stops on every cheap question mask stopped on
  // first and refutes the others truly. Before, subset's stops after mask's counted, and
  // it was asked about three cells only.
  const { engines, pinned } = stoppingEngines((e, real, cheap) => {
    if (e.name === "mask" || !cheap) return STOPPED;
    const cell = pinned.at(-1)!.cell;
    const maskFirst = pinned.some((q) => q.engine === "mask" && q.cell === cell);
    if (!maskFirst) return real();
    // A stop that takes a moment keeps subset slower than mask, so mask goes first.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    return STOPPED;
  });
  const report = forcedWithEvidence(SPLIT_BOARD, "exact", { engines });
  // mask went first (it stops at once, so it looks fastest) until its three stops; subset
  // confirmed every other cell.
  assert.equal(cheapLeads(pinned, "mask"), 3);
  assert.equal(report.confirmed, SPLIT_CELLS.length - 3);
});

Deno.test("cells an engine confirmed in the cheap pass buy it more whole-budget questions", () => {
  // mask stops on everything; subset confirms the first eight cells it is asked about in
  // the cheap pass (truly) and stops on every other question.
  let subsetWins = 0;
  const { engines, shares } = stoppingEngines((e, real, cheap) => {
    if (e.name !== "subset" || !cheap || subsetWins === 8) return STOPPED;
    subsetWins++;
    return real();
  });
  const report = forcedWithEvidence(SPLIT_BOARD, "exact", { engines });
  assert.equal(report.confirmed, 8);
  const wholeOf = (name: string) => shares(name).filter((share) => share === 1).length;
  // WHOLE_STOPS = 1, plus one per four cells confirmed: mask 2 questions, subset 2 + 2.
  assert.equal(wholeOf("mask"), 2);
  assert.equal(wholeOf("subset"), 4);
});

Deno.test("the first group gets 1.5 budgets under exact, 0.4 under convex and count", () => {
  const base = REGISTRY[MASK]!.budgetFor(SPLIT_BOARD);
  for (const [rule, share] of [["exact", 1.5], ["convex", 0.4], ["count", 0.4]] as const) {
    const { engines, asked } = withGroups(() => STOPPED);
    const report = forcedWithEvidence(SPLIT_BOARD, rule, { engines });
    assert.ok(report.forced >= 8, `${rule}: ${report.forced} forced cells`);
    assert.equal(asked[0]?.budget, share * base, rule);
  }
});

Deno.test("no group smaller than eight cells is split off; single cells confirm the rest", () => {
  // The 4×4 board's seven forced cells: after the first group no group is asked.
  const { engines, asked } = withGroups(() => STOPPED, () => true);
  const report = forcedWithEvidence(BOARD, "exact", { engines });
  assert.deepEqual(asked.map((g) => g.cells.length), [FORCED]);
  assert.equal(report.groupConfirmed, 0);
  assert.equal(report.confirmed, FORCED, "each cell confirmed by a pinned search");
  assert.deepEqual(Array.from(report.cells), Array.from(sound.cells));
  assert.deepEqual(report.disagreements, []);
});

Deno.test("a first group that stops sends its cells to cheap pinned questions first", () => {
  const { engines, asked, pinned } = withGroups(() => STOPPED);
  // Pinned questions asked by each progress call: progress moves during the cheap pass.
  const askedBy: number[] = [];
  const report = forcedWithEvidence(BOARD, "exact", {
    engines,
    onConfirm: () => askedBy.push(pinned.length),
  });
  assert.equal(askedBy.length, FORCED + 1);
  assert.ok(askedBy[1]! < pinned.length, `progress only at the end: ${askedBy}`);
  // The cheap pass confirmed every cell: no group was split, no whole budget spent.
  assert.deepEqual(asked.map((g) => g.cells.length), [FORCED]);
  assert.ok(pinned.length >= FORCED);
  for (const q of pinned) {
    const e = REGISTRY.find((r) => r.name === q.engine)!;
    assert.equal(q.budget, e.budgetFor(BOARD) / 16, `${q.engine} on cell ${q.cell}`);
  }
  assert.equal(report.confirmed, FORCED);
  assert.equal(report.groupConfirmed, 0);
});

Deno.test("an engine that keeps stopping in the cheap pass is left out of it", () => {
  // mask (asked first: it comes first in the registry, and stopping at once keeps it the
  // fastest) stops on every pinned question; subset answers truly.
  const { engines: base } = withGroups(() => STOPPED);
  let maskAsked = 0;
  const engines = base.map((e, k): Engine =>
    k !== MASK ? e : {
      ...e,
      solve() {
        maskAsked++;
        return STOPPED;
      },
    }
  );
  const report = forcedWithEvidence(BOARD, "exact", { engines });
  // Three stops (CHEAP_STOPS + 1) end its part in the cheap pass, which leaves no cell
  // for the whole-budget questions after it.
  assert.equal(maskAsked, 3);
  assert.equal(report.confirmed, FORCED);
  assert.deepEqual(report.confirmEngines, ["subset"]);
});

Deno.test("a group answer the judge rejects is reported and confirms nothing", () => {
  const { engines } = withGroups(() => ({
    answers: [new Uint8Array(BOARD.rows * COLS)], // all unshaded: no stone anywhere
    complete: false,
    stoppedBy: "cap",
    stats: { nodes: 0 },
  }));
  const report = forcedWithEvidence(BOARD, "exact", { engines });
  assert.equal(report.disagreements.length, 1);
  assert.match(report.disagreements[0]!, /^mask gave an answer the judge rejects/);
  assert.equal(report.groupConfirmed, 0);
  // The cells go one at a time to the engines' (sound) pinned searches.
  assert.equal(report.confirmed, FORCED);
});

Deno.test("a prover that calls an open cell forced is caught by the group's answer", () => {
  const truth = forcedCellsOf(BOARD, "exact");
  const open = truth.cells.indexOf(-1);
  assert.ok(open >= 0 && truth.witnesses.length > 0);
  const lie = truth.witnesses[0]![open]!;
  const prover = () => {
    const cells = Int8Array.from(truth.cells);
    cells[open] = lie;
    return { ...truth, cells };
  };
  const report = forcedWithEvidence(BOARD, "exact", { prover });
  assert.equal(report.forced, FORCED + 1);
  // Only that cell can differ: every other cell of the group is truly forced.
  assert.deepEqual(report.disagreements, [
    `cell ${open}: propagate says forced to ${lie}, mask has an answer with ${1 - lie}`,
  ]);
  // The group's answer confirms none of its cells; the seven true ones go one at a time.
  assert.equal(report.groupConfirmed, 0);
  assert.equal(report.confirmed, FORCED);
});

Deno.test("engines handed in must be some, and of the board's genre", () => {
  assert.throws(
    () => forcedWithEvidence(BOARD, "exact", { engines: [] }),
    /^RangeError: forcedWithEvidence: no engine given$/,
  );
  assert.throws(
    () => forcedWithEvidence(BOARD, "exact", { engines: DOSUN_FUWARI_ENGINES }),
    /engine "dosun-fuwari\/propagate" solves dosun-fuwari, the board is stostone/,
  );
});

Deno.test("forced cells no engine confirms are named, and so are all of them without confirming", () => {
  const forcedCells = [...sound.cells.keys()].filter((x) => sound.cells[x] !== -1);
  assert.deepEqual(sound.unconfirmed, []);
  // Every engine but propagate (the prover) stops at its budget on every question.
  const engines = REGISTRY.map((e, k): Engine =>
    e.name === "propagate" ? e : {
      ...e,
      solve: () => STOPPED,
      ...(k === MASK ? { solveDiffering: () => STOPPED } : {}),
    }
  );
  const stopped = forcedWithEvidence(BOARD, "exact", { engines });
  assert.equal(stopped.confirmed, 0);
  assert.deepEqual(stopped.unconfirmed, forcedCells);
  const skipped = forcedWithEvidence(BOARD, "exact", { confirm: false });
  assert.deepEqual(skipped.unconfirmed, forcedCells);
  assert.equal(forcedCells.length, FORCED);
});

Deno.test("in the cheap pass each cell an engine confirmed buys it one more stop", () => {
  // mask stops on every question; subset stops on every other cheap question and refutes
  // the rest truly, so it keeps as many refutations as stops and is asked about every
  // cell (with a quarter of a stop per refutation it left after its third stop).
  let subsetCheap = 0;
  const { engines, pinned } = stoppingEngines((e, real, cheap) => {
    if (e.name === "mask" || !cheap) return STOPPED;
    return subsetCheap++ % 2 === 0 ? STOPPED : real();
  });
  forcedWithEvidence(SPLIT_BOARD, "exact", { engines });
  const whole = REGISTRY.find((e) => e.name === "subset")!.budgetFor(SPLIT_BOARD);
  const asked = new Set(
    pinned.filter((q) => q.engine === "subset" && q.budget < whole).map((q) => q.cell),
  );
  assert.equal(asked.size, SPLIT_CELLS.length);
});

Deno.test("on whole budgets the engine that stopped less often goes first", () => {
  // Every cheap question stops; on whole budgets mask (which looks fastest: it stops at
  // once) stops and subset refutes truly. After mask's first stop subset goes first, so
  // mask is asked one whole-budget question, not two (its limit).
  const { engines, shares } = stoppingEngines((e, real, cheap) =>
    e.name === "mask" || cheap ? STOPPED : real()
  );
  const report = forcedWithEvidence(SPLIT_BOARD, "exact", { engines });
  assert.deepEqual(shares("mask").filter((share) => share === 1), [1]);
  assert.equal(report.confirmed, SPLIT_CELLS.length);
});
