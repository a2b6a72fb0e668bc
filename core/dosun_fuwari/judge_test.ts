import assert from "node:assert/strict";
import {
  BALLOON as B,
  DOSUN_FUWARI_RULES,
  dosunFuwariBoard,
  EMPTY as _,
  IRON as I,
} from "./board.ts";
import { checkDosunFuwari, DOSUN_FUWARI_CHECKS } from "./judge.ts";
import { dosunFuwariFromParsed, type ParsedVector, pzprv3Of } from "../judge_vectors_test_util.ts";

/** A pzprv3 text of this genre, read by core/formats. */
const dosunFuwariFromPzprv3 = (text: string) => pzprv3Of(text, "dosun-fuwari");

const VECTORS = new URL("../../fixtures/vectors/dosufuwa.pzprjs-tests.json", import.meta.url);
const EXTERNAL = new URL(
  "../../fixtures/external/dosufuwa.external-collections.json",
  import.meta.url,
);

/**
 * A one-column board from room letters top to bottom (`#` black); a border wherever
 * neighbouring letters differ. A black column is added on the right because
 * core/grid.ts's hasBorderBetween misreads borders on one-column grids (reported);
 * black cells hold pieces up only from above or below, so it changes no verdict here.
 * Row r's cell is 2r.
 */
function column(ids: string) {
  const rows = ids.length;
  const horizontal = new Uint8Array((rows - 1) * 2);
  for (let r = 0; r < rows - 1; r++) horizontal[2 * r] = ids[r] !== ids[r + 1] ? 1 : 0;
  const black = [...ids].flatMap((ch) => [ch === "#" ? 1 : 0, 1]);
  return dosunFuwariBoard({ rows, cols: 2 }, black, { vertical: new Uint8Array(rows), horizontal });
}

/** Judges a per-row answer on {@link column}(ids); the verdict's cells come back as rows. */
function verdict(ids: string, answer: number[], rule: "official" | "loose" = "official") {
  const result = checkDosunFuwari(
    column(ids),
    Uint8Array.from(answer.flatMap((v) => [v, _])),
    rule,
  );
  return { ...result, cells: result.cells.map((cell) => cell / 2) };
}

Deno.test("pzprjs vectors: every board gives the reference failure code", async (t) => {
  const data = JSON.parse(await Deno.readTextFile(VECTORS));
  const entries: { expected_failcode: string | null; parsed: ParsedVector }[] = data.failcheck;
  for (const [i, entry] of entries.entries()) {
    await t.step(`#${i}: ${entry.expected_failcode ?? "solved"}`, () => {
      const { board, answer } = dosunFuwariFromParsed(entry.parsed);
      const verdict = checkDosunFuwari(board, answer!);
      assert.equal(verdict.code, entry.expected_failcode);
      assert.equal(verdict.cells.length === 0, verdict.ok);
    });
  }
  assert.equal(entries.length, 7);
});

Deno.test("external boards: every solution passes both readings; removing a piece fails", async () => {
  const data = JSON.parse(await Deno.readTextFile(EXTERNAL));
  let checked = 0;
  for (const puzzle of data.puzzles) {
    const problem = dosunFuwariFromPzprv3(puzzle.pzprjs_problem_file);
    const { board, answer } = dosunFuwariFromPzprv3(puzzle.solution_file);
    assert.equal(problem.answer?.some((v) => v !== _) ?? false, false, puzzle.id);
    assert.deepEqual(board.roomOf, problem.board.roomOf, puzzle.id);
    for (const rule of DOSUN_FUWARI_RULES) {
      assert.deepEqual(checkDosunFuwari(board, answer!, rule), { ok: true, code: null, cells: [] });
    }
    for (let cell = 0; cell < answer!.length; cell++) {
      if (answer![cell] === _) continue;
      const piece = answer![cell]!;
      answer![cell] = _;
      // Its room now lacks that kind, or a piece it held up hangs loose.
      const { code } = checkDosunFuwari(board, answer!);
      const expected = piece === B ? ["cuNotTop", "bkNoUC"] : ["csNotBottom", "bkNoSC"];
      assert.ok(expected.includes(code!), `${puzzle.id} cell ${cell}: ${code}`);
      answer![cell] = piece;
    }
    checked++;
  }
  console.log(`${checked} external solutions checked`);
  assert.equal(checked, 5);
});

Deno.test("the check list: order, codes and settings", () => {
  assert.deepEqual(DOSUN_FUWARI_CHECKS.map((c) => `${c.code}:${c.rules.join("/")}`), [
    "bkUCGe2:official/loose",
    "bkSCGe2:official/loose",
    "cuNotTop:official/loose",
    "csNotBottom:official/loose",
    "bkNoUC:official/loose",
    "bkNoSC:official/loose",
  ]);
});

Deno.test("each check fires, with its cells", async (t) => {
  await t.step("bkUCGe2 and bkSCGe2: the pieces of the crowded room", () => {
    assert.deepEqual(verdict("aaab", [B, B, _, B]), { ok: false, code: "bkUCGe2", cells: [0, 1] });
    assert.deepEqual(verdict("abbb", [_, I, _, I]), { ok: false, code: "bkSCGe2", cells: [1, 3] });
  });

  await t.step("cuNotTop: a balloon under an empty cell", () => {
    assert.deepEqual(verdict("aaa", [_, B, I]), { ok: false, code: "cuNotTop", cells: [1] });
  });

  await t.step("cuNotTop: a room border holds nothing up", () => {
    // The balloon is alone at the top of its room, but the cell above (another room) is empty.
    assert.deepEqual(verdict("abb", [_, B, I]), { ok: false, code: "cuNotTop", cells: [1] });
  });

  await t.step("a balloon may hang from a balloon of another room", () => {
    // Stacking is fine across a border; what fails here is room a's missing iron ball.
    assert.deepEqual(verdict("abb", [B, B, I]), { ok: false, code: "bkNoSC", cells: [0] });
  });

  await t.step("black cells and the edges are caps", () => {
    assert.ok(verdict("#aa#", [_, B, I, _]).ok);
    assert.ok(verdict("aa", [B, I]).ok);
  });

  await t.step("csNotBottom: an iron ball over an empty cell", () => {
    assert.deepEqual(verdict("aaa", [B, I, _]), { ok: false, code: "csNotBottom", cells: [1] });
  });

  await t.step("mixed support: official rejects, loose accepts", () => {
    // An iron ball directly above a balloon in the middle of a run.
    assert.deepEqual(verdict("aaaa", [_, I, B, _]), { ok: false, code: "cuNotTop", cells: [2] });
    assert.ok(verdict("aaaa", [_, I, B, _], "loose").ok);
    // Loose still rejects a piece over (or under) an empty cell.
    assert.deepEqual(verdict("aaaa", [_, B, I, _], "loose"), {
      ok: false,
      code: "cuNotTop",
      cells: [1],
    });
  });

  await t.step("bkNoUC and bkNoSC: the whole empty-handed room", () => {
    assert.deepEqual(verdict("aa#bb", [B, I, _, _, I]), {
      ok: false,
      code: "bkNoUC",
      cells: [3, 4],
    });
    assert.deepEqual(verdict("aa#bb", [B, I, _, B, _]), {
      ok: false,
      code: "bkNoSC",
      cells: [3, 4],
    });
  });
});

Deno.test("the judge rejects malformed input", () => {
  const board = dosunFuwariBoard({ rows: 3, cols: 1 }, [0, 1, 0], {
    vertical: new Uint8Array(0),
    horizontal: new Uint8Array(2),
  });
  assert.throws(() => checkDosunFuwari(board, new Uint8Array(2)), RangeError);
  assert.throws(() => checkDosunFuwari(board, Uint8Array.from([3, 0, 0])), RangeError);
  assert.throws(() => checkDosunFuwari(board, Uint8Array.from([0, B, 0])), RangeError);
  assert.throws(() => checkDosunFuwari(board, new Uint8Array(3), "exact" as never), RangeError);
});
