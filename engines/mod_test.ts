import assert from "node:assert/strict";
import {
  DOSUN_FUWARI_ENGINES,
  type Engine,
  engineById,
  ENGINES,
  enginesFor,
  forcedCellsOf,
  STOSTONE_ENGINES,
} from "./mod.ts";
import { type Board, defaultRule, judge, rulesOf } from "../core/genre.ts";
import { decodeUrl } from "../core/formats/mod.ts";
import * as stPropagate from "./stostone/propagate/mod.ts";
import * as stMask from "./stostone/mask/mod.ts";
import * as stSubset from "./stostone/subset/mod.ts";
import * as dfPropagate from "./dosun_fuwari/propagate/mod.ts";
import * as dfMask from "./dosun_fuwari/mask/mod.ts";
import * as dfRooms from "./dosun_fuwari/rooms/mod.ts";

/** Each engine package by the id the registry must give it. */
const PACKAGES: Record<string, { budgetFor: unknown; solve: unknown }> = {
  "stostone/propagate": stPropagate,
  "stostone/mask": stMask,
  "stostone/subset": stSubset,
  "dosun-fuwari/propagate": dfPropagate,
  "dosun-fuwari/mask": dfMask,
  "dosun-fuwari/rooms": dfRooms,
};

const ST_UNIQUE = decodeUrl("stostone/6/6/433aaqv064p03g433h");
const DF_UNIQUE = decodeUrl("dosufuwa/5/5/7pnsmrhf31d1");
const ST_OPEN = decodeUrl("stostone/2/2/00");
const DF_OPEN = decodeUrl("dosufuwa/3/2/q81");

Deno.test("ids: <genre>/<engine>, three per genre, stostone first, propagate first", () => {
  const ids = ENGINES.map((e) => e.id);
  for (const engine of ENGINES) {
    const m = /^(stostone|dosun-fuwari)\/(propagate|mask|subset|rooms)$/.exec(engine.id);
    assert.ok(m, `bad id ${engine.id}`);
    assert.equal(engine.genre, m[1]);
    assert.equal(engine.name, m[2]);
  }
  assert.equal(new Set(ids).size, ids.length);
  assert.deepEqual(ids, [
    "stostone/propagate",
    "stostone/mask",
    "stostone/subset",
    "dosun-fuwari/propagate",
    "dosun-fuwari/mask",
    "dosun-fuwari/rooms",
  ]);
  console.log(`${ENGINES.length} engines registered`);
  assert.equal(ENGINES.length, STOSTONE_ENGINES.length + DOSUN_FUWARI_ENGINES.length);
  assert.ok(STOSTONE_ENGINES.every((e) => e.genre === "stostone"));
  assert.ok(DOSUN_FUWARI_ENGINES.every((e) => e.genre === "dosun-fuwari"));
});

Deno.test("enginesFor: the board's genre's three engines", () => {
  assert.deepEqual(enginesFor(ST_UNIQUE), STOSTONE_ENGINES);
  assert.deepEqual(enginesFor(DF_UNIQUE), DOSUN_FUWARI_ENGINES);
});

Deno.test("engineById: round-trips every id; an unknown id is a RangeError listing the ids", () => {
  for (const engine of ENGINES) assert.equal(engineById(engine.id), engine);
  for (const bad of ["stostone-propagate", "mask", "dosun-fuwari/subset", ""]) {
    assert.throws(() => engineById(bad), (e: unknown) => {
      assert.ok(e instanceof RangeError);
      assert.ok(e.message.includes(JSON.stringify(bad)), e.message);
      for (const engine of ENGINES) assert.ok(e.message.includes(engine.id), e.message);
      return true;
    });
  }
});

Deno.test("each entry is wired to its own package: solve and budgetFor", () => {
  for (const engine of ENGINES) {
    const pkg = PACKAGES[engine.id]!;
    assert.equal(engine.solve, pkg.solve, engine.id);
    assert.equal(engine.budgetFor, pkg.budgetFor, engine.id);
  }
});

/** Solves through the registry with the default budget and through the package with none. */
function bothPaths(engine: Engine, board: Board) {
  const rule = defaultRule(board);
  const viaRegistry = engine.solve(board, { rule, cap: 2, budget: engine.budgetFor(board) });
  const ownDefault = (engine.solve as (b: Board, o: object) => typeof viaRegistry)(board, {
    rule,
    cap: 2,
  });
  const starved = engine.solve(board, { rule, cap: 2, budget: 1 });
  return { viaRegistry, ownDefault, starved };
}

Deno.test("budgetFor: solving with it is solving with the engine's own default", () => {
  let solved = 0;
  for (const board of [ST_UNIQUE, DF_UNIQUE]) {
    for (const engine of enginesFor(board)) {
      const { viaRegistry, ownDefault, starved } = bothPaths(engine, board);
      assert.deepEqual(viaRegistry, ownDefault, engine.id);
      assert.ok(viaRegistry.complete && viaRegistry.answers.length === 1, engine.id);
      // The board takes more than one unit of work, so the budget is read at all.
      assert.equal(starved.stoppedBy, "budget", engine.id);
      assert.equal(starved.complete, false, engine.id);
      solved++;
    }
  }
  console.log(`${solved} engines solved one board both ways`);
  assert.equal(solved, ENGINES.length);
});

Deno.test("forcedCellsOf: the cells on which every answer agrees, under every rule", () => {
  let boards = 0;
  let withAnswers = 0;
  for (const board of [ST_UNIQUE, ST_OPEN, DF_UNIQUE, DF_OPEN]) {
    const mask = enginesFor(board)[1]!;
    for (const rule of rulesOf(board.genre)) {
      const all = mask.solve(board, { rule, cap: Infinity, budget: mask.budgetFor(board) });
      assert.ok(all.complete);
      const expected = Int8Array.from(
        { length: board.rows * board.cols },
        (_, cell) =>
          all.answers.length > 0 && all.answers.every((a) => a[cell] === all.answers[0]![cell])
            ? all.answers[0]![cell]!
            : -1,
      );
      const forced = forcedCellsOf(board, rule);
      assert.ok(forced.complete, `${board.genre} ${rule}`);
      if (all.answers.length > 0) {
        assert.deepEqual(forced.cells, expected, `${board.genre} ${rule}`);
        withAnswers++;
      }
      for (const witness of forced.witnesses) assert.ok(judge(board, witness, rule).ok);
      boards++;
    }
  }
  console.log(
    `${boards} (board, rule) backbones compared with full enumeration, ${withAnswers} with answers`,
  );
  assert.ok(withAnswers >= boards / 2);
  assert.equal(boards, 2 * 4 + 2 * 2);
});
