import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../../core/rng.ts";
import type { Board } from "../../../core/formats/mod.ts";
import type { StostoneRule } from "../../../core/stostone/board.ts";
import type { DosunFuwariRule } from "../../../core/dosun_fuwari/board.ts";
import type { Rule } from "../../../core/genre.ts";
import { answerKey } from "../../consensus/consensus.ts";
import { randomCases } from "../arbitraries.ts";
import { judgedAnswers } from "../brute_force_test_util.ts";
import { answerLine } from "./sat_engine.ts";
import { solveStostoneSat } from "./sat_stostone.ts";
import { solveDosunFuwariSat } from "./sat_dosun_fuwari.ts";

function sat(board: Board, rule: Rule, cap: number) {
  return board.genre === "stostone"
    ? solveStostoneSat(board, rule as StostoneRule, cap)
    : solveDosunFuwariSat(board, rule as DosunFuwariRule, cap);
}

const freeCells = (board: Board) =>
  board.genre === "stostone" ? board.rows * board.cols : board.black.filter((b) => b === 0).length;

/** Boards with more answers than this are checked on a prefix only, to keep the test fast. */
const MOST = 24;

Deno.test("the SAT encoding finds exactly the answers a brute-force judge finds", () => {
  const seed = testSeed();
  const tiny = fc.oneof(
    randomCases("stostone").filter(({ board }) => freeCells(board) <= 10),
    randomCases("dosun-fuwari").filter(({ board }) => freeCells(board) <= 7),
  );
  fc.assert(
    fc.property(tiny, ({ board, url, rule }) => {
      const truth = judgedAnswers(board, rule);
      if (truth.length > MOST) {
        // Too many to list one by one (rule none): the first MOST must be answers, and
        // the list must say it is cut off.
        const some = sat(board, rule, MOST);
        assert.equal(some.complete, false, `${url} ${rule}`);
        for (const a of some.answers) assert.ok(truth.includes(answerKey(a)), `${url} ${rule}`);
        return;
      }
      const all = sat(board, rule, truth.length + 1);
      assert.ok(all.complete, `${url} ${rule}: incomplete with cap above the answer count`);
      assert.deepEqual(all.answers.map(answerKey).sort(), truth, `${url} ${rule}`);
      // Completeness is reported honestly at the cap: exactly `cap` answers is complete,
      // one answer fewer than exist is not.
      if (truth.length > 0) {
        assert.equal(sat(board, rule, truth.length).complete, true, `${url} ${rule} cap = count`);
      }
      if (truth.length > 1) {
        const cut = sat(board, rule, truth.length - 1);
        assert.equal(cut.complete, false, `${url} ${rule} cap = count - 1`);
        assert.equal(cut.answers.length, truth.length - 1);
      }
    }),
    { seed, numRuns: 150 },
  );
});

Deno.test("answerLine speaks the contract's line format", async (t) => {
  await t.step("a Dosun-Fuwari board in row strings, black cells as #", () => {
    const line = answerLine("https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1 official 2");
    // The reference's own test board and its solution (the text form: core/formats/text.ts).
    assert.equal(line, '{"answers":[["x.o#.","#.oox","o..ox","oxx.#","x#x.o"]],"complete":true}');
  });
  await t.step("version 2: the request's id comes back first", () => {
    const line = answerLine("42 https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1 official 2");
    assert.equal(
      line,
      '{"id":"42","answers":[["x.o#.","#.oox","o..ox","oxx.#","x#x.o"]],"complete":true}',
    );
  });
  await t.step("bad requests throw", () => {
    assert.throws(() => answerLine("https://puzz.link/p?stostone/1/2/0"), SyntaxError);
    assert.throws(() => answerLine("1 2 https://puzz.link/p?stostone/1/2/0 exact 2"), SyntaxError);
    assert.throws(() => answerLine("https://puzz.link/p?stostone/1/2/0 official 2"), RangeError);
    assert.throws(() => answerLine("https://puzz.link/p?stostone/1/2/0 exact 0"), RangeError);
  });
});

Deno.test("--seconds: a solve past its limit is given up, and the next board is answered", async () => {
  // One 10×10 room without a number under exact: MiniSat runs on for minutes.
  const hard = "https://puzz.link/p?stostone/10/10/000000000000000000000000000000000000g";
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      new URL("./sat_engine.ts", import.meta.url).pathname,
      "--seconds",
      "1",
    ],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // A broken limit must fail this test, not hang it.
  const guard = setTimeout(() => child.kill(), 120_000);
  const writer = child.stdin.getWriter();
  await writer.write(
    new TextEncoder().encode(`a ${hard} exact 2\nb https://puzz.link/p?stostone/1/2/0 exact 2\n`),
  );
  await writer.close();
  const { stdout, stderr } = await child.output();
  clearTimeout(guard);
  const lines = new TextDecoder().decode(stdout).trim().split("\n").map((l) => JSON.parse(l));
  assert.deepEqual(
    { ...lines[0], note: typeof lines[0].note },
    { id: "a", answers: [], complete: false, gaveUp: "limit", note: "string" },
  );
  assert.deepEqual(lines[1], { id: "b", answers: [["#", "."], [".", "#"]], complete: true });
  assert.match(new TextDecoder().decode(stderr), /gave up after 1 s/);
});
