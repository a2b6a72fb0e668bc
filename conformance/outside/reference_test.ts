import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import { type Board, decodeUrl } from "../../core/formats/mod.ts";
import { combine, type EngineRun } from "../consensus/consensus.ts";
import { randomCases } from "./arbitraries.ts";
import { judgedAnswers } from "./brute_force_test_util.ts";
import { ReferenceCache, referenceFromConsensus } from "./reference.ts";

function run(
  name: string,
  keys: string[],
  complete: boolean,
  stoppedBy: EngineRun["stoppedBy"] = null,
): EngineRun {
  return {
    name,
    keys: [...keys].sort(),
    answers: [...keys].sort().map((k) => Uint8Array.from(k, Number)),
    complete,
    stoppedBy: complete ? null : stoppedBy ?? "cap",
    nodes: 0,
    budget: 1,
    ms: 0,
    verdict: "unknown",
    rejected: [],
  };
}

Deno.test("referenceFromConsensus reads the three kinds from engine runs", async (t) => {
  await t.step("a complete run gives the whole set", () => {
    const ref = referenceFromConsensus(
      combine([run("a", ["01"], true), run("b", ["01"], false)], 3),
      2,
    );
    assert.equal(ref.kind, "all");
    assert.deepEqual(ref.kind === "all" && [...ref.keys], ["01"]);
  });
  await t.step("cap + 1 answers between incomplete runs: more than cap", () => {
    const ref = referenceFromConsensus(
      combine([run("a", ["01", "10"], false), run("b", ["11"], false)], 3),
      2,
    );
    assert.equal(ref.kind, "more");
  });
  await t.step("budget stops with few answers: undecided", () => {
    const ref = referenceFromConsensus(combine([run("a", ["01"], false, "budget")], 3), 2);
    assert.equal(ref.kind, "undecided");
    assert.match(
      ref.kind === "undecided" ? ref.reason : "",
      /stopped before deciding \(a budget\)/,
    );
  });
  await t.step("disagreement: undecided, with the first disagreement", () => {
    const ref = referenceFromConsensus(
      combine([run("a", ["01"], true), run("b", ["10"], true)], 3),
      2,
    );
    assert.equal(ref.kind, "undecided");
    assert.match(ref.kind === "undecided" ? ref.reason : "", /disagree/);
  });
});

Deno.test("ReferenceCache asks for cap + 1, remembers, and survives a throwing engine", () => {
  const asked: number[] = [];
  const cache = new ReferenceCache({
    consensus: (_board, _rule, cap) => {
      asked.push(cap);
      if (cap > 5) throw new Error("engine exploded");
      return combine([run("a", ["01"], true)], cap);
    },
  });
  const board = decodeUrl("https://puzz.link/p?stostone/1/2/0");
  assert.equal(cache.get(board, "exact", 2).kind, "all");
  assert.equal(cache.get(board, "exact", 2).kind, "all");
  assert.deepEqual(asked, [3]);
  const broken = cache.get(board, "exact", 9);
  assert.equal(broken.kind, "undecided");
  assert.match(broken.kind === "undecided" ? broken.reason : "", /engine exploded/);
  assert.equal(cache.size, 2);
});

Deno.test("the built-in reference matches a brute-force judge on tiny random boards", () => {
  const seed = testSeed();
  const cap = 2;
  const cache = new ReferenceCache();
  // Few enough free cells to try every filling.
  const freeCells = (board: Board) =>
    board.genre === "stostone"
      ? board.rows * board.cols
      : board.black.filter((b) => b === 0).length;
  const tiny = (genre: "stostone" | "dosun-fuwari", most: number) =>
    randomCases(genre).filter(({ board }) => freeCells(board) <= most);
  fc.assert(
    fc.property(fc.oneof(tiny("stostone", 10), tiny("dosun-fuwari", 7)), ({ board, url, rule }) => {
      const truth = judgedAnswers(board, rule);
      const ref = cache.get(board, rule, cap);
      assert.notEqual(
        ref.kind,
        "undecided",
        `${url} ${rule}: ${ref.kind === "undecided" && ref.reason}`,
      );
      if (ref.kind === "all") {
        assert.deepEqual([...ref.keys].sort(), truth, `${url} ${rule}`);
      } else if (ref.kind === "more") {
        assert.ok(truth.length > cap, `${url} ${rule}: "more" but only ${truth.length} answers`);
        for (const key of ref.keys) {
          assert.ok(truth.includes(key), `${url} ${rule}: ${key} is no answer`);
        }
      }
    }),
    { seed, numRuns: 120 },
  );
});
