import assert from "node:assert/strict";
import { type Board, decodeUrl } from "../../core/formats/mod.ts";
import { BALLOON, dosunFuwariBoard } from "../../core/dosun_fuwari/board.ts";
import { type Engine, enginesFor } from "../../engines/mod.ts";
import { judgedAnswers } from "../outside/brute_force_test_util.ts";
import type { Rule } from "../../core/genre.ts";
import { confirmersOf, forcedWithEvidence } from "./backbone.ts";

/** The cells all brute-force answers share (−1 elsewhere; all −1 without answers). */
function bruteBackbone(board: Board, rule: Rule): Int8Array {
  const all = judgedAnswers(board, rule);
  const n = board.rows * board.cols;
  const out = new Int8Array(n).fill(-1);
  if (all.length === 0) return out;
  for (let x = 0; x < n; x++) {
    if (all.every((a) => a[x] === all[0]![x])) out[x] = Number(all[0]![x]);
  }
  return out;
}

function df(rows: number, cols: number, black: number[], vertical: number[]): Board {
  return dosunFuwariBoard({ rows, cols }, Uint8Array.from(black), {
    vertical: Uint8Array.from(vertical),
    horizontal: new Uint8Array((rows - 1) * cols),
  });
}

const CASES: readonly { board: Board; rule: Rule; why: string }[] = [
  { board: decodeUrl("stostone/2/2/00"), rule: "exact", why: "one room: top or bottom row" },
  { board: decodeUrl("stostone/4/4/00000000"), rule: "exact", why: "one 4×4 room: no answer" },
  {
    board: decodeUrl("https://puzz.link/p?stostone/4/4/6i0f3g"),
    rule: "exact",
    why: "rooms, no numbers",
  },
  { board: df(2, 3, [0, 1, 0, 0, 0, 0], [0, 0, 0, 0]), rule: "official", why: "a black cell" },
  {
    board: df(3, 3, [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]),
    rule: "official",
    why: "one room",
  },
  {
    board: df(2, 4, [0, 0, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 1, 0]),
    rule: "loose",
    why: "two rooms",
  },
];

Deno.test("forced cells with evidence equal brute force; forced cells confirmed", async (t) => {
  let checked = 0;
  for (const { board, rule, why } of CASES) {
    await t.step(`${board.genre} ${board.rows}x${board.cols}: ${why}`, () => {
      const want = bruteBackbone(board, rule);
      const told: string[] = [];
      const report = forcedWithEvidence(board, rule, {
        onConfirm: (done, total) => told.push(`${done}/${total}`),
      });
      assert.equal(report.complete, true);
      assert.deepEqual(report.disagreements, []);
      assert.deepEqual(Array.from(report.cells), Array.from(want));
      const choice = (x: number) => board.genre === "stostone" || board.black[x] === 0;
      const forced = Array.from(report.cells).filter((v, x) => v !== -1 && choice(x)).length;
      assert.equal(report.forced, forced);
      assert.equal(report.confirmed, forced, "every forced cell confirmed by a second engine");
      if (forced > 0) assert.ok(report.confirmEngines.length > 0);
      // Stostone's mask takes a group of cells at once; no Dosun-Fuwari engine does.
      assert.equal(report.groupConfirmed, board.genre === "stostone" ? forced : 0);
      // Progress: 0 of them, then one step per forced cell, ending at all of them.
      assert.deepEqual(told, Array.from({ length: forced + 1 }, (_, k) => `${k}/${forced}`));
      const answers = judgedAnswers(board, rule).length;
      if (answers >= 2) assert.ok(report.witnesses >= 2);
      // Each open cell differs between two answers (when there are answers at all).
      if (answers > 0) {
        for (let x = 0; x < want.length; x++) if (want[x] === -1) assert.ok(report.witnesses >= 2);
      }
      const without = forcedWithEvidence(board, rule, {
        confirm: false,
        onConfirm: () => assert.fail("nothing to confirm under confirm: false"),
      });
      assert.equal(without.confirmed, 0);
      assert.equal(without.forced, forced);
      console.log(`  ${forced} forced (${report.confirmed} confirmed), ${answers} answers`);
      checked++;
    });
  }
  console.log(`${checked} boards checked against brute force`);
  assert.equal(checked, CASES.length);
});

Deno.test("when propagate stops at its budget, the other engines decide the rest", async (t) => {
  let checked = 0;
  for (const { board, rule, why } of CASES) {
    await t.step(`${board.genre} ${board.rows}x${board.cols}: ${why}`, () => {
      const want = bruteBackbone(board, rule);
      // A budget of 0 stops propagate's own search before it decides anything.
      const report = forcedWithEvidence(board, rule, { budget: 0 });
      assert.equal(report.complete, true);
      assert.deepEqual(report.disagreements, []);
      assert.deepEqual(Array.from(report.cells), Array.from(want));
      const others = report.forcedBy.filter((name) => name !== "propagate");
      assert.ok(others.length > 0, `decided by ${report.forcedBy.join(", ")}`);
      assert.equal(report.confirmed, report.forced, "every forced cell confirmed");
      // Every forced cell was confirmed, so some engine confirmed them.
      if (report.forced > 0) assert.ok(report.confirmEngines.length > 0);
      console.log(
        `  decided by ${report.forcedBy.join(", ")}; confirmed by ${report.confirmEngines}`,
      );
      checked++;
    });
  }
  assert.equal(checked, CASES.length);
});

Deno.test("a cell's confirmers leave out the engines that proved it, fastest first", () => {
  const ms = [0.5, 2, Infinity];
  const mean = (k: number) => ms[k]!;
  // Nobody proved it (a brute-force answer, say): everyone, fastest first, unasked last.
  assert.deepEqual(confirmersOf(0, 3, mean), [0, 1, 2]);
  // The fastest engine proved it: it is never asked, however fast.
  assert.deepEqual(confirmersOf(0b001, 3, mean), [1, 2]);
  assert.deepEqual(confirmersOf(0b011, 3, mean), [2]);
  // Every engine proved it: nobody is left to confirm, so the cell stays unconfirmed.
  assert.deepEqual(confirmersOf(0b111, 3, mean), []);
  // Engines not asked yet keep registry order among themselves.
  assert.deepEqual(confirmersOf(0b001, 3, () => Infinity), [1, 2]);
});

Deno.test("engineMs: the engine that solved the board fastest confirms; bad times refused", () => {
  // The 3×3 one-room Dosun-Fuwari board of CASES: propagate proves its forced cells, so
  // mask and rooms may both confirm; each engine's time on the board picks which one.
  const board = CASES[4]!.board;
  const unprimed = forcedWithEvidence(board, "official");
  assert.ok(unprimed.forced > 0, "no forced cell: the order would not show");
  // Without times, registry order: mask before rooms.
  assert.deepEqual(unprimed.confirmEngines, ["mask"]);
  const roomsFirst = forcedWithEvidence(board, "official", {
    engineMs: { propagate: 1, mask: 9, rooms: 2 },
  });
  assert.deepEqual(roomsFirst.confirmEngines, ["rooms"]);
  assert.equal(roomsFirst.confirmed, unprimed.confirmed);
  assert.deepEqual(roomsFirst.cells, unprimed.cells);
  // One that did not decide the board (Infinity) comes last.
  const maskFirst = forcedWithEvidence(board, "official", {
    engineMs: { rooms: Infinity, mask: 40 },
  });
  assert.deepEqual(maskFirst.confirmEngines, ["mask"]);
  for (const bad of [NaN, -1]) {
    assert.throws(
      () => forcedWithEvidence(board, "official", { engineMs: { rooms: bad } }),
      (e: unknown) => e instanceof RangeError && e.message.includes(`"rooms"`),
    );
  }
});

Deno.test("a question one engine cannot settle goes to the next; propagate is asked too", () => {
  // A random loose 20×20 board (seed 4242 of randomRoomsBoard / mergedRoomsBoard, the
  // fourth on which propagate's own search stops at its budget). rooms settles almost
  // every pinned question in milliseconds but stops at its budget on four; propagate
  // settles those. When an engine was dropped at its first budget stop, and propagate
  // was never asked, these forced cells came back incomplete.
  const board = decodeUrl(
    "https://puzz.link/p?dosufuwa/20/20/812084g0gh0182g20d023a0smc3a8i2o9a50skai98d8419g83h0g2i2g44b2o8k24i808gd0i14416002000s60308021g04640a93ggh0o10c01hg0u27vs8004400p0303s61400ub080g3hf021b.........../",
  );
  const report = forcedWithEvidence(board, "loose", { confirm: false });
  console.log(`forced ${report.forced}, witnesses ${report.witnesses}, by ${report.forcedBy}`);
  assert.equal(report.complete, true);
  assert.deepEqual(report.disagreements, []);
  assert.ok(report.forcedBy.includes("rooms") && report.forcedBy.includes("propagate"));
});

Deno.test("a value no engine settles leaves the cell's other values to ask", () => {
  // One column of three cells, one room, loose: three answers (1 0 2, 2 1 0, 0 2 1), so
  // no cell is forced. Every engine stops on a balloon pinned anywhere; the other
  // values still back every cell. When the first value that stopped every engine ended
  // the search, these forced cells came back incomplete.
  const board = dosunFuwariBoard({ rows: 3, cols: 1 }, new Uint8Array(3), {
    vertical: new Uint8Array(0),
    horizontal: new Uint8Array(2),
  });
  let stopped = 0;
  const engines = enginesFor(board).map((e): Engine => ({
    ...e,
    solve(b, options) {
      if (options.pinned?.includes(BALLOON)) {
        stopped++;
        return { answers: [], complete: false, stoppedBy: "budget", stats: { nodes: 0 } };
      }
      return e.solve(b, options);
    },
  }));
  // A prover that stops at its budget with one answer, empty on top: the first cell's
  // first question is a balloon there.
  const prover = () => ({
    cells: new Int8Array(3).fill(-1),
    complete: false,
    witnesses: [Uint8Array.of(0, 2, 1)],
  });
  const report = forcedWithEvidence(board, "loose", { prover, engines, confirm: false });
  assert.ok(stopped > 0, "no balloon was asked about");
  assert.equal(report.complete, true);
  assert.deepEqual(Array.from(report.cells), Array.from(bruteBackbone(board, "loose")));
  assert.deepEqual(Array.from(report.cells), [-1, -1, -1]);
});

Deno.test("an engine the caller's times leave out is asked after those they give", () => {
  // `solve` leaves out an engine it cut to a share of its budget; sorted first as one not
  // asked yet, mask spent 5.5 s on its first pinned question of a random loose 24×24
  // board where rooms answered 368 in 0.3 s.
  const board = dosunFuwariBoard({ rows: 3, cols: 1 }, new Uint8Array(3), {
    vertical: new Uint8Array(0),
    horizontal: new Uint8Array(2),
  });
  const asked: string[] = [];
  const engines = enginesFor(board).map((e): Engine => ({
    ...e,
    solve(b, options) {
      if (options.pinned !== undefined) asked.push(e.name);
      return e.solve(b, options);
    },
  }));
  const prover = () => ({
    cells: new Int8Array(3).fill(-1),
    complete: false,
    witnesses: [Uint8Array.of(0, 2, 1)],
  });
  const options = { prover, engines, confirm: false };
  const report = forcedWithEvidence(board, "loose", { ...options, engineMs: { rooms: 1 } });
  assert.equal(report.complete, true);
  assert.ok(asked.length > 0 && !asked.includes("mask"), asked.join(", "));
  // Without any times, every engine not asked yet is tried first.
  asked.length = 0;
  forcedWithEvidence(board, "loose", options);
  assert.equal(asked[0], "mask");
});
