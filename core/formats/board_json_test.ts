import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../rng.ts";
import { sameBoard } from "./mod.ts";
import { arbBoard } from "./boards_test_util.ts";
import { boardFromJson, type BoardJson, boardToJson } from "./board_json.ts";

Deno.test("boards survive JSON: the rebuilt board is the same puzzle with the same rooms", () => {
  const seed = testSeed("board JSON");
  // core's own board arbitraries: a test in core/ imports nothing outside core/.
  fc.assert(
    fc.property(arbBoard, ({ board }) => {
      const back = boardFromJson(JSON.parse(JSON.stringify(boardToJson(board))) as BoardJson);
      assert.ok(sameBoard(board, back));
      assert.deepEqual(Array.from(back.roomOf), Array.from(board.roomOf));
      if (board.genre === "stostone" && back.genre === "stostone") {
        assert.deepEqual(back.clueCell, board.clueCell);
      }
    }),
    { seed, numRuns: 200 },
  );
});

Deno.test("boardFromJson rejects what the board constructors reject", () => {
  assert.throws(
    () =>
      boardFromJson({
        genre: "stostone",
        rows: 2,
        cols: 2,
        vertical: [0],
        horizontal: [0, 0],
        clues: [],
      }),
    RangeError,
  );
  assert.throws(
    () => boardFromJson({ genre: "nurikabe" } as unknown as BoardJson),
    /genre must be stostone or dosun-fuwari, got "nurikabe"/,
  );
});
