import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { type DosunFuwariBoard, dosunFuwariBoard, IRON } from "../../core/dosun_fuwari/board.ts";
import { bordersFromLabels } from "../../core/grid.ts";
import { checkDosunFuwari } from "../../core/dosun_fuwari/judge.ts";
import { ungroundedCount } from "../../core/dosun_fuwari/grounding.ts";
import { verticalRuns } from "../../core/dosun_fuwari/runs.ts";
import { decodeUrl, encodeUrl, parseAnswerRows } from "../../core/formats/mod.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { solve } from "../../engines/dosun_fuwari/propagate/mod.ts";
import { agreementOn } from "../consensus/agreement.ts";
import { dosunFuwariBoardArb } from "../boards/arbitraries.ts";
import { connectedPartitions } from "../boards/partitions.ts";
import { solveWithAll } from "../consensus/consensus.ts";
import { DOSUN_FUWARI_ENGINES, type Engine } from "../../engines/mod.ts";
import type { Board, Rule } from "../../core/genre.ts";
import { generateDosunFuwari, runTopsBottoms } from "../generate/dosun_fuwari.ts";
import {
  countByRooms,
  everyBoard,
  gridSizesUpTo,
  neverStacking,
  productFormula,
  randomRoomsBoard,
  runEnds,
  starvedRoomCount,
  trivialBoard,
  whitePartitions,
} from "./dosun_fuwari_boards.ts";
import { D_U5_CAP } from "./d_u5_engines.ts";
import { D_U3, legalColumnFillings } from "./d_u1_u3_runs.ts";
import { D_U4, D_U6, isTrivial } from "./d_u4_u6_u7_rooms.ts";

const seed = testSeed("dosun_fuwari_claims_test");

const ENGINES = DOSUN_FUWARI_ENGINES as readonly Engine<Board, Rule>[];

/** Every answer of a board by the three engines, which must agree and finish. */
function engineCount(board: DosunFuwariBoard, rule: "official" | "loose" = "official"): number {
  const c = solveWithAll(ENGINES, board, rule, 100_000);
  assert.ok(c.agree, `${encodeUrl(board)}: ${c.disagreements.join("; ")}`);
  assert.ok(c.runs.every((r) => r.complete), `${encodeUrl(board)}: an engine did not finish`);
  return c.answers.length;
}

Deno.test("board enumeration: partitions match the region-map walk, sizes are all there", () => {
  for (const size of gridSizesUpTo(9)) {
    const n = size.rows * size.cols;
    assert.equal(
      whitePartitions(size, new Uint8Array(n)).length,
      [...connectedPartitions(size)].length,
      `${size.rows}x${size.cols} all white`,
    );
  }
  const sizes = gridSizesUpTo(9).map((s) => `${s.rows}x${s.cols}`);
  for (const s of ["1x9", "9x1", "3x3", "2x4", "4x2", "2x3", "3x2"]) {
    assert.ok(sizes.includes(s), s);
  }
  // Every board is distinct.
  const urls = new Set([...everyBoard(6)].map((b) => encodeUrl(b)));
  assert.equal(urls.size, [...everyBoard(6)].length);
});

Deno.test("countByRooms counts what the three engines count, both readings", () => {
  const rng = rngFromSeed(seed);
  for (let i = 0; i < 60; i++) {
    const board = randomRoomsBoard(rng, {
      rows: 1 + rng.int(4),
      cols: 1 + rng.int(4),
      density: rng.pick([0, 0.15, 0.3]),
      meanRoomSize: rng.pick([2, 3, 5]),
    });
    for (const rule of ["official", "loose"] as const) {
      assert.equal(
        countByRooms(board, { rule, limit: 10_000_000 }).count,
        engineCount(board, rule),
        `${encodeUrl(board)} ${rule} (seed ${seed})`,
      );
    }
  }
});

Deno.test("run ends and starved rooms agree with the generator's helpers", () => {
  const rng = rngFromSeed(seed + 1);
  for (let i = 0; i < 30; i++) {
    const { board } = generateDosunFuwari({
      rows: 6 + rng.int(4),
      cols: 6 + rng.int(4),
      density: 0.15,
      starved: rng.int(4),
      seed: rng.int(2 ** 31),
    });
    const mine = runEnds(board);
    const theirs = runTopsBottoms(board);
    assert.deepEqual(mine.tops.map((t) => t.length), theirs.tops);
    assert.deepEqual(mine.bottoms.map((b) => b.length), theirs.bottoms);
  }
});

Deno.test("randomRoomsBoard: rooms are connected and about the size asked for", () => {
  const rng = rngFromSeed(seed + 2);
  for (let i = 0; i < 40; i++) {
    const board = randomRoomsBoard(rng, { rows: 8, cols: 8, density: 0.1, meanRoomSize: 4 });
    const white = board.black.filter((v) => !v).length;
    assert.equal(board.rooms.flat().length, white, "every white cell in a room");
    // dosunFuwariBoard makes rooms the connected components, so a room count near
    // white / 4 means the grown regions were not split.
    assert.ok(Math.abs(board.rooms.length - white / 4) <= 3, `${board.rooms.length} rooms`);
  }
});

Deno.test("trivial boards and the never-stacking solver", () => {
  const board = trivialBoard({ rows: 5, cols: 3 }, [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
  assert.ok(isTrivial(board));
  assert.equal(board.rooms.length, verticalRuns(board).length);
  assert.equal(neverStacking(board).count, 1);
  // 2×2, rooms = rows: the bottom row has no run-top, so its balloon must stack.
  const stacked = dosunFuwariBoard({ rows: 2, cols: 2 }, [0, 0, 0, 0], {
    vertical: new Uint8Array(2),
    horizontal: new Uint8Array([1, 1]),
  });
  assert.equal(starvedRoomCount(stacked), 2);
  assert.equal(neverStacking(stacked).count, 0);
  assert.equal(engineCount(stacked), 2, "stacking answers exist: the solver is what fails");
});

// The refuted claims' witnesses, checked again by other means than the claim used.

Deno.test("D-U4 witnesses: the engines count other than ∏T_i·∏B_i on an unstarved board", async () => {
  const outcome = await D_U4.run({ full: false, seed });
  assert.equal(outcome.verdict, "refuted");
  assert.ok((outcome.witnesses ?? []).length >= 2);
  for (const w of outcome.witnesses ?? []) {
    const board = decodeUrl(w.url!) as DosunFuwariBoard;
    assert.equal(starvedRoomCount(board), 0, `${w.url} has no starved room`);
    assert.notEqual(engineCount(board), productFormula(board), w.url);
    if (w.rows) {
      const answer = parseAnswerRows(board, w.rows);
      assert.ok(checkDosunFuwari(board, answer).ok, `${w.url}: the shown answer is legal`);
    }
  }
});

Deno.test("D-U6 witness: a trivial board the engines find no answer for", async () => {
  const outcome = await D_U6.run({ full: false, seed });
  assert.equal(outcome.verdict, "refuted");
  const [w] = outcome.witnesses ?? [];
  const board = decodeUrl(w!.url!) as DosunFuwariBoard;
  assert.ok(isTrivial(board));
  assert.equal(board.rows * board.cols, 1, "the smallest witness has one cell");
  assert.equal(engineCount(board), 0);
  assert.equal(outcome.data?.holdsForRunsOfTwoOrMore, true);
});

Deno.test("D-U3 illustration: the loose pair, re-judged", async () => {
  const outcome = await D_U3.run({ full: false, seed });
  const pair = (outcome.witnesses ?? []).find((w) => w.description.startsWith("loose"))!;
  const board = decodeUrl(pair.url!) as DosunFuwariBoard;
  const answer = parseAnswerRows(board, pair.rows!);
  assert.equal(answer[0], IRON);
  assert.ok(checkDosunFuwari(board, answer, "loose").ok);
  assert.ok(!checkDosunFuwari(board, answer, "official").ok);
  assert.equal(ungroundedCount(board, answer, "loose"), 2);
});

Deno.test("D-U1 brute force agrees with a hand-written prefix/suffix test", () => {
  // Independent of the judge: balloons a prefix, iron balls a suffix, empty between.
  for (let length = 1; length <= 7; length++) {
    const shaped = legalColumnFillings(length, "official")
      .every((f) => /^1*0*2*$/.test(f));
    assert.ok(shaped, `L=${length}`);
  }
});

Deno.test("D-U5 property: the three engines agree on random boards (fast-check shrinks)", () => {
  fc.assert(
    fc.property(dosunFuwariBoardArb({ rows: [1, 5], cols: [1, 5] }, 0.2, 0.35), (board) => {
      const report = agreementOn([board], ["official", "loose"], D_U5_CAP);
      const problem = report.disagreements[0];
      if (problem) {
        throw new Error(
          `engines disagree on ${problem.url} (${problem.rule}, seed ${seed}): ${
            problem.messages.join("; ")
          }`,
        );
      }
    }),
    { seed, numRuns: 100 },
  );
});

Deno.test("D-U4 property: with every run ≥ 2 cells and no starved room, ∏T_i·∏B_i is a lower bound", () => {
  // The refuted claim's corrected form, on boards beyond the exhaustive range.
  const rng = rngFromSeed(seed + 3);
  let checked = 0;
  for (let i = 0; i < 400 && checked < 25; i++) {
    const board = randomRoomsBoard(rng, {
      rows: 3 + rng.int(3),
      cols: 3 + rng.int(3),
      density: 0.15,
      meanRoomSize: 6,
    });
    if (starvedRoomCount(board) > 0 || verticalRuns(board).some((r) => r.length < 2)) continue;
    checked++;
    const r = solve(board, { cap: Infinity });
    assert.ok(r.complete);
    assert.ok(r.answers.length >= productFormula(board), `${encodeUrl(board)} (seed ${seed})`);
  }
  console.log(`  ${checked} unstarved boards with runs ≥ 2 checked`);
});

/**
 * Boards ≤ `maxCells` cells whose rooms are unions of whole runs, every run ≥ 2 cells,
 * counted without the board walk: per black pattern, the partitions of its runs into
 * blocks connected through horizontal neighbours (restricted growth strings).
 */
function wholeRunBoards(maxCells: number): number {
  let total = 0;
  for (const size of gridSizesUpTo(maxCells)) {
    const n = size.rows * size.cols;
    for (let pattern = 0; pattern < 1 << n; pattern++) {
      const black = Uint8Array.from({ length: n }, (_, cell) => (pattern >> cell) & 1);
      const runs = verticalRuns(trivialBoard(size, black));
      if (runs.some((r) => r.length < 2)) continue;
      const runOf = new Int32Array(n).fill(-1);
      runs.forEach((r, i) => r.forEach((cell) => (runOf[cell] = i)));
      const touches = runs.map(() => new Set<number>());
      for (let cell = 0; cell < n; cell++) {
        const right = cell + 1;
        if ((cell + 1) % size.cols === 0 || runOf[cell]! < 0 || runOf[right]! < 0) continue;
        touches[runOf[cell]!]!.add(runOf[right]!);
        touches[runOf[right]!]!.add(runOf[cell]!);
      }
      const block = new Int32Array(runs.length);
      const connected = (members: number[]): boolean => {
        const seen = new Set([members[0]!]);
        const stack = [members[0]!];
        while (stack.length) {
          for (const y of touches[stack.pop()!]!) {
            if (members.includes(y) && !seen.has(y)) seen.add(y), stack.push(y);
          }
        }
        return seen.size === members.length;
      };
      const walk = (i: number, blocks: number): void => {
        if (i === runs.length) {
          for (let b = 0; b < blocks; b++) {
            if (!connected(runs.map((_, r) => r).filter((r) => block[r] === b))) return;
          }
          total++;
          return;
        }
        for (let b = 0; b <= blocks; b++) {
          block[i] = b;
          walk(i + 1, Math.max(blocks, b + 1));
        }
      };
      walk(0, 0);
    }
  }
  return total;
}

Deno.test("D-U4 hypothesis (≤ 9 cells): exact on every board whose runs are ≥ 2 cells and unsplit; every split one fails", async () => {
  const outcome = await D_U4.run({ full: false, seed });
  const d = outcome.data as {
    wholeRuns: number;
    wholeRunsMatch: number;
    splitRuns: number;
    splitRunsMatch: number;
    unstarvedLongRuns: number;
  };
  const independent = wholeRunBoards(9);
  console.log(
    `  runs ≥ 2 and unsplit: ${d.wholeRunsMatch} of ${d.wholeRuns} exact (independent count ` +
      `${independent}); a split run: ${d.splitRunsMatch} of ${d.splitRuns} exact`,
  );
  assert.equal(d.wholeRuns, independent, "the walk found every board of the hypothesis");
  assert.equal(d.wholeRunsMatch, d.wholeRuns);
  assert.equal(d.wholeRuns + d.splitRuns, d.unstarvedLongRuns);
  assert.equal(d.splitRunsMatch, 0);
  assert.deepEqual([d.wholeRuns, d.splitRuns], [594, 70]);
  assert.equal(outcome.verdict, "refuted", "the refutation and its witness stay");
  assert.match(outcome.verdictText!, /no run is split between rooms \(exact on 594 of 594\)/);
});

Deno.test("D-U4 property: runs ≥ 2 cells, none split between rooms ⇒ exactly ∏T_i·∏B_i answers", () => {
  // Beyond the exhaustive range: rooms made by merging whole runs of random boards.
  const rng = rngFromSeed(seed + 4);
  let checked = 0, merged = 0;
  for (let i = 0; i < 200 && checked < 25; i++) {
    const size = { rows: 3 + rng.int(4), cols: 3 + rng.int(4) };
    const n = size.rows * size.cols;
    const black = Array.from({ length: n }, () => (rng.next() < 0.2 ? 1 : 0));
    const runs = verticalRuns(trivialBoard(size, black));
    if (runs.length === 0 || runs.some((r) => r.length < 2)) continue;
    const labels = new Int32Array(n).fill(-1);
    runs.forEach((r, k) => r.forEach((cell) => (labels[cell] = k)));
    // Join neighbouring runs at random: each room stays a union of whole runs.
    for (let cell = 0; cell + 1 < n; cell++) {
      const a = labels[cell]!, b = labels[cell + 1]!;
      if ((cell + 1) % size.cols === 0 || a < 0 || b < 0 || a === b || rng.next() < 0.6) continue;
      for (let x = 0; x < n; x++) if (labels[x] === b) labels[x] = a;
    }
    const board = dosunFuwariBoard(size, black, bordersFromLabels(size, labels));
    if (productFormula(board) > 2000) continue;
    checked++;
    if (board.rooms.length < runs.length) merged++;
    const r = solve(board, { cap: Infinity });
    assert.ok(r.complete);
    assert.equal(r.answers.length, productFormula(board), `${encodeUrl(board)} (seed ${seed})`);
  }
  console.log(`  ${checked} boards with whole runs checked, ${merged} with a room of several runs`);
  assert.ok(checked >= 10 && merged > 0, `too few boards drawn to say anything (seed ${seed})`);
});
