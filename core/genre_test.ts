import assert from "node:assert/strict";
import {
  defaultRule,
  type Genre,
  GENRES,
  judge,
  judgeProblem,
  parseRule,
  rulesOf,
} from "./genre.ts";
import { STOSTONE_RULES, stostoneBoard } from "./stostone/board.ts";
import { DOSUN_FUWARI_RULES, dosunFuwariBoard } from "./dosun_fuwari/board.ts";
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

Deno.test("judge: agrees with each genre's own judge on the pzprjs vectors under every rule", async () => {
  const st = JSON.parse(await Deno.readTextFile(VECTORS("stostone.pzprjs-tests.json")));
  const df = JSON.parse(await Deno.readTextFile(VECTORS("dosufuwa.pzprjs-tests.json")));
  const stEntries: Entry[] = [...st.failcheck, ...st.historical_2016.failcheck];
  const dfEntries: Entry[] = df.failcheck;
  let compared = 0;
  let failing = 0;
  for (const entry of stEntries) {
    const { board, answer } = stostoneFromParsed(entry.parsed);
    for (const rule of STOSTONE_RULES) {
      const result = judge(board, answer!, rule);
      assert.deepEqual(result, checkStostone(board, answer!, rule));
      assert.equal(judgeProblem(board, answer!, rule), result.code);
      if (!result.ok) failing++;
      compared++;
    }
    assert.equal(judge(board, answer!, "exact").code, entry.expected_failcode);
  }
  for (const entry of dfEntries) {
    const { board, answer } = dosunFuwariFromParsed(entry.parsed);
    for (const rule of DOSUN_FUWARI_RULES) {
      const result = judge(board, answer!, rule);
      assert.deepEqual(result, checkDosunFuwari(board, answer!, rule));
      assert.equal(judgeProblem(board, answer!, rule), result.code);
      if (!result.ok) failing++;
      compared++;
    }
    assert.equal(judge(board, answer!, "official").code, entry.expected_failcode);
  }
  console.log(`${compared} (board, rule) verdicts compared, ${failing} of them failures`);
  assert.equal(compared, stEntries.length * 4 + dfEntries.length * 2);
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
