// Issue 11, deliverable 2: on every board up to 12×12, `solve`'s forced cells are
// complete and every forced cell is confirmed by a second engine (pinned to the other
// value, it finds no answer). Boards: the published Stostone boards of 8×8 to 12×12 and
// every corpus board up to 12×12 of both genres; Stostone with its numbers and with
// none, Dosun-Fuwari under the official and the loose reading. About 15 s.

import assert from "node:assert/strict";
import type { Board, Rule } from "../../core/genre.ts";
import { type StostoneBoard, withoutNumbers } from "../../core/stostone/board.ts";
import { loadExternal } from "../../core/formats/boards_test_util.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { corpusIndex, readFixture } from "../corpus/load.ts";
import { forcedWithEvidence } from "./backbone.ts";

/** The largest side of the boards checked (deliverable 2 confirms every board up to it). */
const MAX_SIDE = 12;

interface Case {
  readonly label: string;
  readonly board: Board;
  readonly rule: Rule;
}

function stostoneCases(label: string, board: StostoneBoard): Case[] {
  return [
    { label: `${label} numbered`, board, rule: "exact" },
    { label: `${label} numberless`, board: withoutNumbers(board), rule: "exact" },
  ];
}

async function cases(): Promise<Case[]> {
  const out: Case[] = [];
  for (const p of loadExternal("stostone")) {
    const board = decodeUrl(p.pzprjs_url) as StostoneBoard;
    if (board.rows * board.cols < 64 || board.rows > MAX_SIDE || board.cols > MAX_SIDE) continue;
    out.push(...stostoneCases(p.id, board));
  }
  for (const entry of await corpusIndex()) {
    const { board } = await readFixture(entry.path);
    if (board.rows > MAX_SIDE || board.cols > MAX_SIDE) continue;
    if (board.genre === "stostone") out.push(...stostoneCases(entry.id, board));
    else {
      out.push({ label: `${entry.id} official`, board, rule: "official" });
      out.push({ label: `${entry.id} loose`, board, rule: "loose" });
    }
  }
  return out;
}

Deno.test("boards up to 12×12: forced cells complete, every one confirmed by a second engine", async (t) => {
  const all = await cases();
  console.log(`${all.length} boards and readings`);
  let checked = 0;
  let forced = 0;
  let confirmed = 0;
  for (const { label, board, rule } of all) {
    await t.step(`${label} (${board.rows}x${board.cols}, ${rule})`, () => {
      const report = forcedWithEvidence(board, rule);
      assert.equal(report.complete, true, "forced cells complete");
      assert.deepEqual(report.disagreements, []);
      assert.equal(report.confirmed, report.forced, "every forced cell confirmed");
      // The confirmers took no part in proving: propagate decides these boards alone.
      if (report.forced > 0) {
        assert.deepEqual(report.forcedBy, ["propagate"]);
        assert.ok(!report.confirmEngines.includes("propagate"), report.confirmEngines.join());
      }
      checked++;
      forced += report.forced;
      confirmed += report.confirmed;
    });
  }
  console.log(`${checked} boards and readings: ${confirmed} of ${forced} forced cells confirmed`);
  assert.equal(checked, all.length);
  // Counted again from the size fields of the index and of the published set, without
  // decoding a board: two readings each.
  const listed =
    (await corpusIndex()).filter((e) => e.size.split("x").every((side) => Number(side) <= MAX_SIDE))
      .length;
  const published = loadExternal("stostone").filter(({ id, rows, cols }) => {
    assert.ok(rows !== undefined && cols !== undefined, `${id} lists its size`);
    return rows * cols >= 64 && rows <= MAX_SIDE && cols <= MAX_SIDE;
  }).length;
  assert.equal(checked, 2 * (listed + published));
  assert.equal(confirmed, forced);
  assert.ok(forced > 0, "some board has forced cells (a vacuous pass otherwise)");
});
