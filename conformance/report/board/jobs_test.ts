import assert from "node:assert/strict";
import { decodeUrl } from "../../../core/formats/mod.ts";
import type { Board } from "../../../core/formats/mod.ts";
import { sharedCells, TWO_ANSWER_URL, uniquePublishedBoards } from "./board_test_util.ts";
import { HINT_ANSWERS, type HintReply, type JobReply, runJob } from "./jobs.ts";
import { enginesFor } from "../../../engines/mod.ts";
import { loadExternal } from "../../../core/formats/boards_test_util.ts";
import { marksOf, UNMARKED } from "./model.ts";

const CASES = uniquePublishedBoards();

const unmarked = (board: Board) => new Array<number>(board.rows * board.cols).fill(UNMARKED);

function hint(reply: JobReply): HintReply {
  assert.equal(reply.kind, "hint");
  return reply as HintReply;
}

Deno.test("board jobs: solve finds the published answer of a unique board", () => {
  for (const c of CASES) {
    const reply = runJob({ kind: "solve", url: c.url, rule: c.rule, marks: unmarked(c.board) });
    assert.ok(reply.kind === "solve");
    assert.equal(reply.verdict, "unique", c.id);
    assert.deepEqual(reply.answer, [...c.answer], c.id);
  }
});

/** What a hint says: the cell, its value, and the rung that deduces it (which of how many). */
const HINT_TEXT =
  /^r\d+c\d+ is (a stone|blank|a balloon|an iron ball|empty): the (col|clue|fit|drop|probe|run|room|profile) rung \(rung [1-5] of [45]\) deduces it from (these marks|the board alone)$/;

Deno.test("board jobs: hints taken one after another all agree with the unique answer", () => {
  for (const c of CASES) {
    const marks = unmarked(c.board);
    let hints = 0;
    const rungs = new Set<string>();
    for (;;) {
      const h = hint(runJob({ kind: "hint", url: c.url, rule: c.rule, marks }));
      if (h.cell === null) break;
      hints++;
      rungs.add(h.rung!);
      // Sound: the hinted value is the answer's (Dosun-Fuwari's "empty" is never hinted
      // on an unmarked cell, since it shows as empty already).
      assert.equal(h.value, c.answer[h.cell], `${c.id}: ${h.text}`);
      assert.equal(marks[h.cell], UNMARKED, `${c.id}: hinted a marked cell`);
      assert.match(h.text, HINT_TEXT, c.id);
      marks[h.cell] = c.board.genre === "stostone" || h.value !== 0 ? h.value! : UNMARKED;
      assert.ok(hints <= c.board.rows * c.board.cols, `${c.id}: more hints than cells`);
    }
    // Every piece or stone got hinted: the hints alone solve a board the ladder solves.
    assert.deepEqual(marks, [...marksOf(c.board, c.answer)], c.id);
    console.log(`${c.id}: ${hints} hints, rungs ${[...rungs].sort().join(", ")}`);
    assert.ok(hints > 0);
  }
});

Deno.test("board jobs: with one cell left open, the Stostone hint is that cell", () => {
  const c = CASES[0]!;
  const full = [...marksOf(c.board, c.answer)];
  for (const cell of [0, Math.floor(full.length / 2), full.length - 1]) {
    const marks = full.slice();
    marks[cell] = UNMARKED;
    const h = hint(runJob({ kind: "hint", url: c.url, rule: c.rule, marks }));
    assert.equal(h.cell, cell, h.text);
    assert.equal(h.value, c.answer[cell]);
  }
  // Marks that break the rules: a stone where the answer has none, everywhere.
  const wrong = full.map((m) => (m === 1 ? 0 : 1));
  const h = hint(runJob({ kind: "hint", url: c.url, rule: c.rule, marks: wrong }));
  assert.equal(h.cell, null);
  assert.match(h.text, /contradiction/);
});

Deno.test("board jobs: forced cells on a two-answer board match the cells all answers share", () => {
  // A published 4×4 board with two answers (under convex here; exact gives the same); and the
  // smallest published Stostone board under none.
  for (
    const [url, rule] of [
      [TWO_ANSWER_URL, "convex"],
      [CASES[0]!.url, "none"],
    ] as const
  ) {
    const board = decodeUrl(url);
    // Independent count: every answer from the mask engine, cells where all agree.
    const { answers, shared } = sharedCells(board, rule);
    assert.ok(answers >= 2, `${url} ${rule}: ${answers}`);
    const reply = runJob({ kind: "forced", url, rule, marks: unmarked(board) });
    assert.ok(reply.kind === "forced" && reply.complete);
    assert.equal(reply.count, shared, `${url} ${rule}`);
    console.log(`${url} ${rule}: ${answers} answers, ${shared} forced cells`);
  }
});

Deno.test("board jobs: bad requests are refused with the suite's messages", () => {
  const url = CASES[0]!.url;
  const marks = unmarked(CASES[0]!.board);
  assert.throws(
    () => runJob({ kind: "solve", url: "stostone/2/2/0", rule: "", marks }),
    SyntaxError,
  );
  assert.throws(
    () => runJob({ kind: "solve", url, rule: "loose", marks }),
    (e) => e instanceof RangeError && /loose/.test(e.message),
  );
  assert.throws(
    () => runJob({ kind: "hint", url, rule: "exact", marks: [1] }),
    (e) => e instanceof RangeError && /marks: expected/.test(e.message),
  );
});

Deno.test("board jobs: a Dosun-Fuwari board the rungs leave open falls back to its answers", () => {
  // 2×2, one room: balloon somewhere on top, iron ball somewhere below: four answers.
  const url = "https://puzz.link/p?dosufuwa/2/2/00";
  const open = hint(runJob({ kind: "hint", url, rule: "official", marks: [-1, -1, -1, -1] }));
  assert.equal(open.cell, null);
  assert.equal(open.rung, "search");
  assert.match(open.text, /differ on every open cell/);
  // A balloon in the bottom row has nothing holding it up: no answer agrees.
  const bad = hint(runJob({ kind: "hint", url, rule: "official", marks: [-1, -1, 1, -1] }));
  assert.equal(bad.cell, null);
  assert.match(bad.text, /agree with no answer/);
});

Deno.test("board jobs: on a board whose marks show the whole answer, the hint says so", () => {
  // Both genres: a page that has just solved the board asks for a hint. It said "the
  // search would have to guess" (Stostone) and "the answers … differ on every open
  // cell" (Dosun-Fuwari), neither of which was so.
  for (const c of CASES) {
    const marks = [...marksOf(c.board, c.answer)];
    const h = hint(runJob({ kind: "hint", url: c.url, rule: c.rule, marks }));
    assert.equal(h.cell, null, c.id);
    assert.match(
      h.text,
      c.board.genre === "stostone"
        ? /^no hint: every cell is marked$/
        : /^no hint: these marks already show the answer$/,
      c.id,
    );
  }
});

Deno.test("board jobs: the Dosun-Fuwari hint gives a forced cell where the rungs settle nothing", () => {
  // penpa_snap_1 under loose: the ladder settles no cell and the board has more answers
  // than the hint lists, yet some cells are forced. The hint said "no hint" there.
  const url = loadExternal("dosufuwa").find((e) => e.id === "penpa_snap_1")!.pzprjs_url;
  const board = decodeUrl(url);
  const h = hint(runJob({ kind: "hint", url, rule: "loose", marks: unmarked(board) }));
  assert.notEqual(h.cell, null, h.text);
  assert.equal(h.rung, "forced", h.text);
  // Independent: every answer the mask engine lists (budget permitting) has that value.
  const all = enginesFor(board)[1]!.solve(board, { rule: "loose", cap: 5000, budget: 1e8 });
  assert.ok(all.answers.length > HINT_ANSWERS, `${all.answers.length} answers`);
  for (const a of all.answers) assert.equal(a[h.cell!], h.value, h.text);
  console.log(`penpa_snap_1 loose: ${h.text}; checked on ${all.answers.length} answers`);
});

Deno.test("board jobs: live analysis gives solve's verdict, the answers and the forced cells", () => {
  for (const c of CASES) {
    const reply = runJob({ kind: "analyze", url: c.url, rule: c.rule, marks: unmarked(c.board) });
    assert.ok(reply.kind === "analyze");
    assert.equal(reply.verdict, "unique", c.id);
    assert.deepEqual(reply.answers, [[...c.answer]]);
    assert.ok(reply.allListed);
    const marked = c.board.genre === "stostone"
      ? c.answer.length
      : c.board.black.filter((b) => b === 0).length;
    assert.equal(reply.forcedCount, marked, `${c.id}: a unique board forces every cell`);
  }
  const two = decodeUrl(TWO_ANSWER_URL);
  const { answers, shared } = sharedCells(two, "convex");
  const reply = runJob({
    kind: "analyze",
    url: TWO_ANSWER_URL,
    rule: "convex",
    marks: unmarked(two),
  });
  assert.ok(reply.kind === "analyze");
  assert.equal(reply.verdict, "multiple");
  assert.equal(reply.answers.length, answers);
  assert.ok(reply.allListed);
  assert.equal(reply.forcedCount, shared);
  // No answer: a 2×2 room numbered 4 under exact (four stones cannot fill half of it).
  const none = runJob({
    kind: "analyze",
    url: "stostone/2/2/004",
    rule: "exact",
    marks: [-1, -1, -1, -1],
  });
  assert.ok(none.kind === "analyze");
  assert.equal(none.verdict, "none");
  assert.equal(none.forced, null);
});

Deno.test("board jobs: certify runs every engine of the genre and gives each verdict", () => {
  for (const c of CASES) {
    const reply = runJob({ kind: "certify", url: c.url, rule: c.rule, marks: unmarked(c.board) });
    assert.ok(reply.kind === "certify");
    assert.deepEqual(reply.engines.map((e) => e.name), enginesFor(c.board).map((e) => e.name));
    assert.deepEqual(reply.engines.map((e) => e.verdict), ["unique", "unique", "unique"], c.id);
    assert.equal(reply.agree, true);
  }
  const two = runJob({
    kind: "certify",
    url: TWO_ANSWER_URL,
    rule: "convex",
    marks: unmarked(decodeUrl(TWO_ANSWER_URL)),
  });
  assert.ok(two.kind === "certify");
  assert.ok(two.engines.every((e) => e.verdict === "multiple"));
});
