import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { decodeUrl, encodeUrl } from "../../core/formats/mod.ts";
import { loadExternal } from "../../core/formats/boards_test_util.ts";
import { testSeed } from "../../core/rng.ts";
import { STOSTONE_RULE, type StostoneBoard, withoutNumbers } from "../../core/stostone/board.ts";
import { forcedCellsOf, STOSTONE_ENGINES } from "../../engines/mod.ts";
import { forcedWithEvidence } from "../forced/backbone.ts";
import { stostoneBoardArb } from "../boards/arbitraries.ts";
import { SETTLED_SHARE } from "./consensus.ts";
import { solveBoard, type SolvedBoard } from "./solve_board.ts";

const RULE = STOSTONE_RULE.exact;

/** As `solve` ran before: whole budgets, and propagate's solve before its forced cells. */
const OLD = { settledShare: 1, forcedFirst: false } as const;

/** The same verdict and forced cells, each forced cell confirmed, no disagreement. */
function assertSame(board: StostoneBoard, now: SolvedBoard, before: SolvedBoard): void {
  const url = encodeUrl(board);
  assert.equal(now.consensus.verdict, before.consensus.verdict, url);
  assert.ok(now.consensus.agree, `${url}: ${now.consensus.disagreements.join("; ")}`);
  assert.equal(now.forced === null, before.forced === null, url);
  if (now.forced === null || before.forced === null) return;
  assert.deepEqual([...now.forced.cells], [...before.forced.cells], url);
  assert.equal(now.forced.complete, before.forced.complete, url);
  assert.deepEqual(now.forced.disagreements, [], url);
  assert.equal(now.forced.confirmed, now.forced.forced, url);
}

Deno.test("solveBoard on numberless boards: the verdict and forced cells of the old pipeline", async (t) => {
  await t.step("every published Stostone board under 100 cells, numbers removed", () => {
    const boards = loadExternal("stostone")
      .map((p) => withoutNumbers(decodeUrl(p.pzprjs_url) as StostoneBoard))
      .filter((b) => b.rows * b.cols < 100);
    let settledByForcedSearch = 0;
    for (const board of boards) {
      const now = solveBoard(board, RULE);
      assertSame(board, now, solveBoard(board, RULE, OLD));
      if (now.consensus.runs[0]!.search === "forced cells") settledByForcedSearch++;
    }
    console.log(
      `${boards.length} boards, ${settledByForcedSearch} settled by the forced-cell search`,
    );
    assert.ok(boards.length >= 20, `only ${boards.length} boards`);
    // Numberless, they have several answers: the search settles each (the fallback is
    // the random boards' step below).
    assert.equal(settledByForcedSearch, boards.length);
  });
  await t.step("random numberless boards up to 6×6: no answer, one, or several", () => {
    const tally = { none: 0, unique: 0, multiple: 0, unknown: 0 };
    let checked = 0;
    fc.assert(
      fc.property(
        stostoneBoardArb({ rows: [2, 6], cols: [1, 6], evenRows: true }, undefined, 0.35)
          .map(withoutNumbers),
        (board) => {
          const now = solveBoard(board, RULE);
          assertSame(board, now, solveBoard(board, RULE, OLD));
          const search = now.consensus.runs[0]!.search;
          // Only two judged answers let the search stand in for propagate's solve.
          assert.equal(search === "forced cells", now.consensus.verdict === "multiple");
          tally[now.consensus.verdict]++;
          checked++;
        },
      ),
      { seed: testSeed(), numRuns: 60 },
    );
    console.log(`${checked} boards: ${JSON.stringify(tally)}`);
    assert.equal(checked, 60);
    assert.ok(tally.multiple > 0 && tally.none + tally.unique > 0, JSON.stringify(tally));
  });
});

Deno.test("solveBoard: unique only from complete solves, multiple only from two judged answers", async (t) => {
  await t.step("a numberless board with one answer: every engine solves it", () => {
    // Its forced-cell search meets one answer: nothing settled, so propagate solves too.
    const { consensus, forced } = solveBoard(decodeUrl("stostone/2/4/c5gi"), RULE);
    assert.equal(consensus.verdict, "unique");
    assert.deepEqual(consensus.runs.map((r) => [r.name, r.search, r.complete]), [
      ["propagate", undefined, true],
      ["mask", undefined, true],
      ["subset", undefined, true],
    ]);
    assert.equal(forced, null);
  });
  await t.step("a witness the judge rejects settles nothing and is a disagreement", () => {
    const board = decodeUrl("stostone/2/2/00");
    // The search's two witnesses: a real answer, and every cell shaded (two stones' worth).
    const prover = () => ({
      cells: new Int8Array(4).fill(-1),
      complete: true,
      witnesses: [Uint8Array.of(1, 1, 0, 0), Uint8Array.of(1, 1, 1, 1)],
    });
    const { consensus, forced } = solveBoard(board, RULE, { prover });
    // Propagate's own solve found the two answers instead.
    assert.equal(consensus.runs[0]!.search, undefined);
    assert.equal(consensus.verdict, "multiple");
    assert.match(forced!.disagreements.join("\n"), /forced-cell search gave an answer the judge/);
  });
});

Deno.test("solveBoard: once multiple is settled, later engines get SETTLED_SHARE of their budget", () => {
  const board = decodeUrl("stostone/2/2/00") as StostoneBoard;
  const { consensus } = solveBoard(board, RULE);
  assert.deepEqual(
    consensus.runs.map((r) => [r.name, r.budget]),
    [
      // The forced-cell search's own budget, four times a solve's.
      ["propagate", 4 * STOSTONE_ENGINES[0]!.budgetFor(board)],
      ...STOSTONE_ENGINES.slice(1).map((e) => [
        e.name,
        Math.round(e.budgetFor(board) * SETTLED_SHARE),
      ]),
    ],
  );
  assert.equal(SETTLED_SHARE, 1 / 256);
});

Deno.test("forcedWithEvidence takes a search already run (`proved`) instead of running it", () => {
  const board = decodeUrl("stostone/2/2/00");
  const forced = forcedCellsOf(board, RULE);
  const report = forcedWithEvidence(board, RULE, {
    proved: { forced, ms: 1000 },
    prover: () => {
      throw new Error("the search ran again");
    },
  });
  assert.deepEqual([...report.cells], [-1, -1, -1, -1]);
  assert.equal(report.witnesses, forced.witnesses.length);
  // Its time counts as step 1's, so propagate does not look faster than it was.
  assert.ok(report.forcedMs >= 1000, `${report.forcedMs}`);
});
