// Acceptance (issue 11): every published Stostone board of at least 100 cells, with
// every number removed (rooms kept), gets complete forced cells from `solve`'s
// procedure, equal to the cells all answers share as the mask engine (no code shared
// with propagate) computes them: by listing every answer when there are few enough,
// else by pinning each cell to the other value and asking for an answer.
//
// All 17 boards (10×10 to 18×18), about 40 s, most of it the mask engine's pinned
// questions on the 18×18 and the two 20×5s: where the mask engine runs out of budget on
// a pinned cell, the subset engine is asked instead, then the mask engine with a far
// larger budget.

import assert from "node:assert/strict";
import { type StostoneBoard, withoutNumbers } from "../../core/stostone/board.ts";
import { loadExternal } from "../../core/formats/boards_test_util.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { checkStostone } from "../../core/stostone/judge.ts";
import { solve as maskSolve } from "../../engines/stostone/mask/mod.ts";
import { solve as subsetSolve } from "../../engines/stostone/subset/mod.ts";
import { forcedWithEvidence } from "./backbone.ts";

/** The mask engine's budget for a pinned cell both engines left open. */
const BIG_BUDGET = 2_000_000_000;
/** Answers the mask engine may list to intersect them directly. */
const LIST_CAP = 5_000;

interface Case {
  readonly id: string;
  readonly board: StostoneBoard;
}

function numberless(): Case[] {
  const out: Case[] = [];
  for (const p of loadExternal("stostone")) {
    const b = decodeUrl(p.pzprjs_url) as StostoneBoard;
    if (b.rows * b.cols < 100) continue;
    out.push({ id: p.id, board: withoutNumbers(b) });
  }
  return out;
}

/**
 * The cells every answer shares, by the mask engine alone: null when it cannot tell
 * within its budget. `how` says which way it went.
 */
function maskBackbone(board: StostoneBoard): { cells: Int8Array; how: string } | null {
  const n = board.rows * board.cols;
  const listed = maskSolve(board, { cap: LIST_CAP });
  if (listed.complete) {
    const cells = new Int8Array(n).fill(-1);
    const all = listed.answers;
    for (const a of all) assert.ok(checkStostone(board, a, "exact").ok);
    if (all.length > 0) {
      for (let x = 0; x < n; x++) if (all.every((a) => a[x] === all[0]![x])) cells[x] = all[0]![x]!;
    }
    return { cells, how: `listed ${all.length} answers` };
  }
  const first = listed.answers[0]!;
  const open = new Uint8Array(n);
  for (const a of listed.answers) for (let x = 0; x < n; x++) if (a[x] !== first[x]) open[x] = 1;
  const cells = new Int8Array(n).fill(-1);
  let asked = 0;
  for (let x = 0; x < n; x++) {
    if (open[x] === 1) continue;
    const pinned = new Int8Array(n).fill(-1);
    pinned[x] = 1 - first[x]!;
    asked++;
    let r: { answers: Uint8Array[]; complete: boolean } = maskSolve(board, { cap: 1, pinned });
    if (r.answers.length === 0 && !r.complete) r = subsetSolve(board, { cap: 1, pinned });
    if (r.answers.length === 0 && !r.complete) {
      // The 20×5s: some cells need the mask engine 2–6 s past its default budget.
      r = maskSolve(board, { cap: 1, pinned, budget: BIG_BUDGET });
    }
    if (r.answers.length > 0) {
      const other = r.answers[0]!;
      assert.equal(other[x], 1 - first[x]!);
      assert.ok(checkStostone(board, other, "exact").ok);
      for (let y = 0; y < n; y++) if (other[y] !== first[y]) open[y] = 1;
    } else if (r.complete) {
      cells[x] = first[x]!;
    } else {
      return null;
    }
  }
  return { cells, how: `pinned ${asked} cells` };
}

Deno.test("numberless published boards: forced cells complete and equal to the mask engine's", async (t) => {
  const chosen = numberless();
  console.log(`${chosen.length} numberless boards of >= 100 cells`);
  let boards = 0, forcedCells = 0, openCells = 0, cells = 0;
  for (const { id, board } of chosen) {
    await t.step(`${id} (${board.rows}x${board.cols})`, () => {
      const started = performance.now();
      const report = forcedWithEvidence(board, "exact", { confirm: false });
      assert.equal(report.complete, true, "forced cells complete");
      assert.deepEqual(report.disagreements, []);
      const other = maskBackbone(board);
      assert.ok(other !== null, "the mask engine decides every cell within its budget");
      assert.deepEqual(Array.from(report.cells), Array.from(other.cells), other.how);
      const forced = report.cells.filter((v) => v !== -1).length;
      console.log(
        `  ${forced} forced (${report.forcedMs.toFixed(0)} ms), ${other.how} (${
          (performance.now() - started - report.forcedMs).toFixed(0)
        } ms)`,
      );
      boards++;
      forcedCells += forced;
      openCells += report.cells.filter((v) => v === -1).length;
      cells += board.rows * board.cols;
    });
  }
  console.log(`${boards} boards: ${forcedCells} forced + ${openCells} open = ${cells} cells`);
  assert.equal(boards, chosen.length);
  assert.equal(
    forcedCells + openCells,
    chosen.reduce((s, c) => s + c.board.rows * c.board.cols, 0),
  );
});
