import assert from "node:assert/strict";
import { emptyBorders } from "../../core/grid.ts";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { agreedSolve } from "./s_k4_k5_rule4.ts";

Deno.test("agreedSolve: every answer of a one-room 4×1 board under each reading", () => {
  const board = stostoneBoard({ rows: 4, cols: 1 }, emptyBorders({ rows: 4, cols: 1 }));
  // One room, one stone: a vertical run of two anywhere falls to the bottom (3 places);
  // count allows nothing more (two shaded cells apart are two stones, so not one room's
  // stone); none allows every run (4 + 3 + 2 + 1 = 10).
  const counts = (["exact", "convex", "count", "none"] as const).map((rule) =>
    agreedSolve(board, rule, 100, "4x1").answers.length
  );
  assert.deepEqual(counts, [3, 3, 3, 10]);
});
