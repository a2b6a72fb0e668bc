import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../rng.ts";
import { arbBoard, arbDosunFuwari, arbStostone } from "./boards_test_util.ts";
import { decodeUrl, encodeUrl } from "./url.ts";
import { readPzprv3, writePzprv3 } from "./pzprv3.ts";
import { answerRows, parseAnswerRows, readText, writeText } from "./text.ts";
import { parseBoardInput } from "./load.ts";
import { sameBoard } from "./same_board.ts";
import { borderInsideRoom } from "../grid.ts";

const seed = testSeed("round_trip_test");
const runs = { seed, numRuns: 300 };

Deno.test("URL: decode(encode(board)) is the board, and encoding is stable", () => {
  fc.assert(
    fc.property(arbBoard, ({ board }) => {
      const url = encodeUrl(board);
      const back = decodeUrl(url);
      assert.ok(sameBoard(back, board), url);
      assert.equal(encodeUrl(back), url);
      // The trailing-slash rule: "/" exactly when the body ends outside [A-Za-z0-9].
      const body = url.split("/").slice(6).join("/");
      const core = body.endsWith("/") ? body.slice(0, -1) : body;
      assert.equal(body.endsWith("/"), core !== "" && !/[A-Za-z0-9]$/.test(core), url);
      assert.ok(!core.includes("/"), url);
    }),
    runs,
  );
});

Deno.test("pzprv3: both versions round-trip where expressible, with and without answer", () => {
  fc.assert(
    fc.property(arbBoard, ({ board, answer }) => {
      const versions = board.genre === "stostone"
        ? ["pzprv3.1", "pzprv3"] as const
        : ["pzprv3"] as const;
      for (const version of versions) {
        if (version === "pzprv3" && borderInsideRoom(board) !== null) {
          assert.throws(() => writePzprv3(board, answer, { version }), RangeError);
          continue;
        }
        const withAnswer = readPzprv3(writePzprv3(board, answer, { version }));
        assert.ok(sameBoard(withAnswer.board, board), version);
        assert.deepEqual(withAnswer.answer, answer);
        const without = readPzprv3(writePzprv3(board, null, { version }));
        assert.ok(sameBoard(without.board, board));
        assert.deepEqual(without.answer, new Uint8Array(board.rows * board.cols));
      }
    }),
    runs,
  );
});

Deno.test("text: read(write(board, answer)) is the board and answer", () => {
  fc.assert(
    fc.property(arbBoard, fc.boolean(), ({ board, answer }, withAnswer) => {
      const text = writeText(board, withAnswer ? answer : null);
      const back = readText(text);
      assert.ok(sameBoard(back.board, board), text);
      assert.deepEqual(back.answer, withAnswer ? answer : null);
      assert.equal(writeText(back.board, back.answer), text);
      assert.deepEqual(parseAnswerRows(board, answerRows(board, answer)), answer);
    }),
    runs,
  );
});

Deno.test("all three formats agree through parseBoardInput", () => {
  fc.assert(
    fc.property(fc.oneof(arbStostone, arbDosunFuwari), ({ board }) => {
      const texts = [encodeUrl(board), writeText(board)];
      // Dosun-Fuwari pzprv3 has only room ids, so it cannot hold a border inside a room.
      if (board.genre === "stostone" || borderInsideRoom(board) === null) {
        texts.push(writePzprv3(board));
      }
      for (const text of texts) {
        assert.ok(sameBoard(parseBoardInput(text, "test").board, board), text);
      }
    }),
    { seed, numRuns: 100 },
  );
});
