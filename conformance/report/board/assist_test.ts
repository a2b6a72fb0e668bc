import assert from "node:assert/strict";
import { type Board, decodeUrl, encodeUrl } from "../../../core/formats/mod.ts";
import { type StostoneBoard, stostoneBoard } from "../../../core/stostone/board.ts";
import { parseRule } from "../../../core/genre.ts";
import { enginesFor } from "../../../engines/mod.ts";
import { assist } from "./assist.ts";
import { sharedCells, TWO_ANSWER_URL, uniquePublishedBoards } from "./board_test_util.ts";

/** Answers by the mask engine (not the propagate engine the assistant uses), cap 2. */
function maskCount(board: Board, rule: string): number {
  const r = enginesFor(board)[1]!.solve(board, {
    rule: parseRule(board, rule),
    cap: 2,
    budget: 1e8,
  });
  assert.ok(r.complete || r.answers.length === 2, "the mask engine ran out of budget");
  return r.answers.length;
}

function withoutCells(board: StostoneBoard, cells: readonly number[]): StostoneBoard {
  const rooms = new Set(cells.map((x) => board.roomOf[x]!));
  return stostoneBoard(board, board, board.clues.map((c, room) => (rooms.has(room) ? null : c)));
}

/** The board with every room numbered with its stone count in the (unique) answer. */
function fullyNumbered(url: string): string {
  const board = decodeUrl(url) as StostoneBoard;
  const answer = enginesFor(board)[1]!.solve(board, { rule: "exact", cap: 1, budget: 1e8 })
    .answers[0]!;
  const clues = board.rooms.map((cells) => cells.filter((x) => answer[x] === 1).length);
  return encodeUrl(stostoneBoard(board, board, clues));
}

Deno.test("clue assistant: every number listed as removable, alone or together, can go", () => {
  let together = 0;
  const boards = [
    // Every room numbered: many numbers are redundant, so the set removed together is large.
    { url: fullyNumbered("stostone/6/6/433aaqv064p03g433h"), rule: "exact" },
    { url: "stostone/6/6/433aaqv064p03g433h", rule: "exact" },
    // Two 8×8 boards of the corpus (fixtures/stostone/8x8-001.txt and -002.txt).
    { url: "https://puzz.link/p?stostone/8/8/2759fj4o62h0nh1uo4070710221h3ha32", rule: "exact" },
    { url: "https://puzz.link/p?stostone/8/8/cn8caiu9h8a08is6g2vgsg00i93h63h", rule: "exact" },
    ...uniquePublishedBoards().filter((c) => c.board.genre === "stostone"),
  ];
  let checked = 0;
  for (const { url, rule } of boards) {
    const board = decodeUrl(url) as StostoneBoard;
    const found = assist(board, parseRule(board, rule));
    assert.equal(found.verdict, "unique", url);
    const numbered = board.clues.flatMap((c, room) => (c === null ? [] : [board.clueCell[room]!]));
    for (const cell of numbered) {
      // Listed alone exactly when the mask engine finds the board unique without it.
      const stays = maskCount(withoutCells(board, [cell]), rule) === 1;
      assert.equal(found.alone.includes(cell), stays, `${url}: the number at cell ${cell}`);
      checked++;
    }
    assert.equal(maskCount(withoutCells(board, found.together), rule), 1, `${url}: together`);
    assert.ok(found.together.every((cell) => found.alone.includes(cell)));
    together = Math.max(together, found.together.length);
    console.log(`${url}: alone ${found.alone.join(",")}; together ${found.together.join(",")}`);
  }
  console.log(`${checked} numbers checked against the mask engine`);
  assert.ok(checked >= 10);
  assert.ok(together >= 2, "no board had two numbers to remove together");
});

Deno.test("clue assistant: the number it suggests leaves as many undecided cells as it says", () => {
  const board = decodeUrl(TWO_ANSWER_URL) as StostoneBoard;
  const found = assist(board, "convex");
  assert.equal(found.verdict, "multiple");
  assert.ok(found.suggestion !== null);
  const { cell, value, undecided } = found.suggestion;
  assert.equal(board.clues[board.roomOf[cell]!], null, "suggested on a room with no number");
  const added = stostoneBoard(
    board,
    board,
    board.clues.map((c, room) => (room === board.roomOf[cell] ? value : c)),
  );
  const { answers, shared } = sharedCells(added, "convex");
  assert.ok(answers >= 1, "the suggested number leaves an answer");
  assert.equal(undecided, board.rows * board.cols - shared);
  assert.ok(undecided < board.rows * board.cols - sharedCells(board, "convex").shared);
});

Deno.test("clue assistant: Dosun-Fuwari rooms whose pieces are not yet determined", () => {
  // 2×2, one room, four answers: the room is open. The published unique board: none is.
  const open = decodeUrl("https://puzz.link/p?dosufuwa/2/2/00");
  assert.deepEqual(assist(open, "official").openRooms, [0]);
  const unique = uniquePublishedBoards().find((c) => c.board.genre === "dosun-fuwari")!;
  assert.deepEqual(assist(unique.board, parseRule(unique.board, unique.rule)).openRooms, []);
});
