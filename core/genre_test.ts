import assert from "node:assert/strict";
import {
  type Board,
  defaultRule,
  type Genre,
  GENRES,
  judge,
  judgeProblem,
  parseRule,
  type Rule,
  rulesOf,
} from "./genre.ts";
import type { CheckResult } from "./judge_types.ts";
import {
  STOSTONE_RULES,
  type StostoneBoard,
  stostoneBoard,
  type StostoneRule,
} from "./stostone/board.ts";
import {
  DOSUN_FUWARI_RULES,
  type DosunFuwariBoard,
  dosunFuwariBoard,
  type DosunFuwariRule,
} from "./dosun_fuwari/board.ts";
import { checkStostone } from "./stostone/judge.ts";
import { checkDosunFuwari } from "./dosun_fuwari/judge.ts";
import {
  dosunFuwariFromParsed,
  type ParsedVector,
  stostoneFromParsed,
} from "./judge_vectors_test_util.ts";

const ST = stostoneBoard({ rows: 2, cols: 1 }, {
  vertical: new Uint8Array(0),
  horizontal: new Uint8Array(1),
});
const DF = dosunFuwariBoard({ rows: 2, cols: 1 }, [0, 0], {
  vertical: new Uint8Array(0),
  horizontal: new Uint8Array(1),
});

const VECTORS = (name: string) => new URL(`../fixtures/vectors/${name}`, import.meta.url);
interface Entry {
  readonly expected_failcode: string | null;
  readonly parsed: ParsedVector;
}

Deno.test("rules: each genre's settings in order, default first, each one parses", () => {
  assert.deepEqual(rulesOf("stostone"), ["exact", "convex", "count", "none"]);
  assert.deepEqual(rulesOf("dosun-fuwari"), ["official", "loose"]);
  const boards = { stostone: ST, "dosun-fuwari": DF };
  let parsed = 0;
  for (const genre of Object.keys(GENRES) as Genre[]) {
    const board = boards[genre];
    assert.equal(board.genre, genre);
    assert.equal(defaultRule(board), rulesOf(genre)[0]);
    assert.equal(parseRule(board, undefined), defaultRule(board));
    for (const rule of rulesOf(genre)) {
      assert.equal(parseRule(board, rule), rule);
      parsed++;
    }
  }
  console.log(`${parsed} rule settings parsed`);
  assert.equal(parsed, STOSTONE_RULES.length + DOSUN_FUWARI_RULES.length);
});

Deno.test("parseRule: another genre's rule or a made-up one is a RangeError quoting it", () => {
  assert.throws(() => parseRule(ST, "x"), {
    name: "RangeError",
    message: '--rule "x" is not a stostone rule setting; use one of exact, convex, count, none',
  });
  assert.throws(() => parseRule(ST, "official"), RangeError);
  assert.throws(() => parseRule(DF, "exact"), {
    name: "RangeError",
    message: '--rule "exact" is not a dosun-fuwari rule setting; use one of official, loose',
  });
  assert.throws(() => parseRule(DF, ""), RangeError);
});

/** One genre's vectors, read its way, and the genre's own judge to compare with. */
interface VectorSet {
  readonly entries: readonly Entry[];
  readonly read: (parsed: ParsedVector) => { board: Board; answer: Uint8Array | null };
  readonly own: (board: Board, answer: Uint8Array, rule: Rule) => CheckResult<string>;
}

Deno.test("judge: agrees with each genre's own judge on the pzprjs vectors under every rule", async () => {
  const st = JSON.parse(await Deno.readTextFile(VECTORS("stostone.pzprjs-tests.json")));
  const df = JSON.parse(await Deno.readTextFile(VECTORS("dosufuwa.pzprjs-tests.json")));
  const sets: VectorSet[] = [
    {
      entries: [...st.failcheck, ...st.historical_2016.failcheck],
      read: stostoneFromParsed,
      own: (b, a, r) => checkStostone(b as StostoneBoard, a, r as StostoneRule),
    },
    {
      entries: df.failcheck,
      read: dosunFuwariFromParsed,
      own: (b, a, r) => checkDosunFuwari(b as DosunFuwariBoard, a, r as DosunFuwariRule),
    },
  ];
  let compared = 0;
  let failing = 0;
  for (const { entries, read, own } of sets) {
    for (const entry of entries) {
      const { board, answer } = read(entry.parsed);
      for (const rule of rulesOf(board.genre)) {
        const result = judge(board, answer!, rule);
        assert.deepEqual(result, own(board, answer!, rule));
        assert.equal(judgeProblem(board, answer!, rule), result.code);
        if (!result.ok) failing++;
        compared++;
      }
      assert.equal(judge(board, answer!, defaultRule(board)).code, entry.expected_failcode);
    }
  }
  console.log(`${compared} (board, rule) verdicts compared, ${failing} of them failures`);
  const [stSet, dfSet] = sets;
  assert.equal(
    compared,
    stSet!.entries.length * STOSTONE_RULES.length +
      dfSet!.entries.length * DOSUN_FUWARI_RULES.length,
  );
  assert.ok(failing > 0 && failing < compared);
});

Deno.test("judge: the rule reaches the genre's judge (a rule of the other genre throws)", () => {
  // Two shaded cells in a 2×1 column: too tall under exact, legal when rule 4 is off.
  const tall = new Uint8Array([1, 1]);
  assert.equal(judge(ST, tall, "exact").code, "csUpper");
  assert.ok(judge(ST, tall, "none").ok);
  assert.throws(() => judge(ST, tall, "official"), RangeError);
  assert.throws(() => judge(DF, new Uint8Array([0, 0]), "exact"), RangeError);
});
