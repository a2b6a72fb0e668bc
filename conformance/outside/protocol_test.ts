import assert from "node:assert/strict";
import { decodeUrl } from "../../core/formats/mod.ts";
import { CONTRACT_VERSION, MAX_RESPONSE_CHARS, parseResponse, requestLine } from "./protocol.ts";

// 2 rows × 1 column, one room, no clue.
const STOSTONE = decodeUrl("https://puzz.link/p?stostone/1/2/0");
// 2 rows × 3 columns, the middle of the top row black (the text-form example of url.ts).
const DOSUN = decodeUrl("dosufuwa/3/2/q81");

Deno.test("requestLine writes <id> <url> <rule> <cap> (version 2) or <url> <rule> <cap> (version 1)", () => {
  assert.equal(CONTRACT_VERSION, 3);
  assert.equal(
    requestLine("https://puzz.link/p?dosufuwa/3/2/q81", "loose", 5, "17"),
    "17 https://puzz.link/p?dosufuwa/3/2/q81 loose 5\n",
  );
  assert.equal(
    requestLine("https://puzz.link/p?dosufuwa/3/2/q81", "loose", 5, null),
    "https://puzz.link/p?dosufuwa/3/2/q81 loose 5\n",
  );
  assert.throws(() => requestLine("a b", "exact", 2, "1"), RangeError);
  assert.throws(() => requestLine("u", "exact", 0, "1"), RangeError);
  assert.throws(() => requestLine("u", "exact", 2, "1 2"), RangeError);
  assert.throws(() => requestLine("u", "exact", 2, ""), RangeError);
});

Deno.test("version 2: a response must echo its request's id", async (t) => {
  const answer = '"answers":[[".","#"],["#","."]],"complete":true';
  await t.step("the right id", () => {
    assert.equal(parseResponse(STOSTONE, `{"id":"7",${answer}}`, "7").answers.length, 2);
  });
  const cases: [string, string, RegExp][] = [
    ["no id", `{${answer}}`, /"id" is missing: expected "7"/],
    ["another request's id", `{"id":"6",${answer}}`, /"id" is "6", not "7": .*out of step/],
    [
      "the id as a number",
      `{"id":7,${answer}}`,
      /^"id" is 7, not a string: the id is echoed as the JSON string "7"$/,
    ],
  ];
  for (const [name, line, pattern] of cases) {
    await t.step(name, () => {
      assert.throws(
        () => parseResponse(STOSTONE, line, "7"),
        (e: Error) => e instanceof SyntaxError && pattern.test(e.message),
      );
    });
  }
  await t.step("version 1 ignores any id", () => {
    assert.equal(parseResponse(STOSTONE, `{"id":"x",${answer}}`, null).complete, true);
  });
});

Deno.test("parseResponse reads answers in row-string form", async (t) => {
  await t.step("stostone", () => {
    const r = parseResponse(STOSTONE, '{"answers":[[".","#"],["#","."]],"complete":false}');
    assert.equal(r.complete, false);
    assert.deepEqual(r.answers.map((a) => [...a]), [[0, 1], [1, 0]]);
  });
  await t.step("dosun-fuwari, black cells as #", () => {
    const r = parseResponse(DOSUN, '{"answers":[["o#.","x.."]],"complete":true}');
    assert.deepEqual([...r.answers[0]!], [1, 0, 0, 2, 0, 0]);
  });
  await t.step("no answers, and extra keys are ignored", () => {
    const r = parseResponse(STOSTONE, '{"answers":[],"complete":true,"nodes":12,"ms":0.5}');
    assert.deepEqual(r, { answers: [], complete: true, gaveUp: null, note: null });
  });
});

Deno.test("version 3: a give-up may say why, with a note; version 2 ignores both", async (t) => {
  const giveUp = (extra: string, version: 2 | 3 = 3) =>
    parseResponse(STOSTONE, `{"id":"1","answers":[],"complete":false${extra}}`, "1", version);
  await t.step("each reason, and none", () => {
    assert.equal(giveUp(',"gaveUp":"unsupported"').gaveUp, "unsupported");
    const limit = giveUp(',"gaveUp":"limit","note":"ran 10 s"');
    assert.deepEqual([limit.gaveUp, limit.note], ["limit", "ran 10 s"]);
    assert.deepEqual([giveUp("").gaveUp, giveUp("").note], [null, null]);
  });
  await t.step("version 2: the keys are extra keys, ignored", () => {
    const r = giveUp(',"gaveUp":"bored","note":7', 2);
    assert.deepEqual(r, { answers: [], complete: false });
  });
  const cases: [string, string, RegExp][] = [
    [
      "an unknown reason",
      ',"gaveUp":"bored"',
      /"gaveUp" must be "unsupported" or "limit", got "bored"/,
    ],
    ["true", ',"gaveUp":true', /"gaveUp" must be .*got true/],
    ["a note that is no string", ',"note":7', /"note" must be a string, got 7/],
  ];
  for (const [name, extra, pattern] of cases) {
    await t.step(`malformed: ${name}`, () => {
      assert.throws(
        () => giveUp(extra),
        (e: Error) => e instanceof SyntaxError && pattern.test(e.message),
      );
    });
  }
  await t.step("malformed: a give-up that says it is complete", () => {
    assert.throws(
      () =>
        parseResponse(STOSTONE, '{"id":"1","answers":[],"complete":true,"gaveUp":"limit"}', "1"),
      /"gaveUp" goes with "complete": false/,
    );
  });
});

Deno.test("dosun-fuwari: marks that disagree with the black cells are well formed, and noted", () => {
  // The board's black cell is row 1, column 2 (cell 1).
  const onBlack = parseResponse(DOSUN, '{"answers":[["oo.","x.."],["o#.","x.."]],"complete":true}');
  assert.deepEqual(onBlack.misplaced, [{ code: "pieceOnBlack", cells: [1] }, null]);
  assert.deepEqual([...onBlack.answers[0]!], [1, 0, 0, 2, 0, 0]); // read as the board has it
  const mismatch = parseResponse(DOSUN, '{"answers":[["o..","x.#"]],"complete":true}');
  assert.deepEqual(mismatch.misplaced, [{ code: "blackMismatch", cells: [1, 5] }]);
  assert.equal(
    parseResponse(DOSUN, '{"answers":[["o#.","x.."]],"complete":true}').misplaced,
    undefined,
  );
});

Deno.test("parseResponse rejects every malformed shape with a SyntaxError that says what", async (t) => {
  const cases: [string, string, RegExp][] = [
    ["not JSON", "garbage", /not JSON/],
    ["empty line", "", /not JSON/],
    ["an array", "[]", /not a JSON object/],
    ["null", "null", /not a JSON object/],
    ["two objects on a line", '{"answers":[],"complete":true}{}', /not JSON/],
    ["complete missing", '{"answers":[]}', /"complete" must be true or false/],
    ["complete as a string", '{"answers":[],"complete":"true"}', /"complete"/],
    ["answers missing", '{"complete":true}', /"answers" must be an array/],
    [
      "answer as one string",
      '{"answers":[".#"],"complete":true}',
      /answer 1 must be an array of row strings/,
    ],
    ["row as a number", '{"answers":[[0,1]],"complete":true}', /answer 1 must be an array/],
    ["wrong row count", '{"answers":[["."]],"complete":true}', /answer 1: .*expected 2 rows/],
    [
      "wrong row length",
      '{"answers":[["..","#"]],"complete":true}',
      /answer 1: .*expected 1 characters/,
    ],
    ["wrong character", '{"answers":[[".","x"]],"complete":true}', /answer 1: .*column 1/],
  ];
  for (const [name, line, pattern] of cases) {
    await t.step(name, () => {
      assert.throws(() => parseResponse(STOSTONE, line), (e: unknown) => {
        assert.ok(e instanceof SyntaxError, `${name}: ${e}`);
        assert.match(e.message, pattern);
        return true;
      });
    });
  }
  await t.step("dosun-fuwari: a character the genre does not use", () => {
    assert.throws(
      () => parseResponse(DOSUN, '{"answers":[["o?.","x.."]],"complete":true}'),
      /answer 1: .*column 2/,
    );
  });
  await t.step("a line over the length limit", () => {
    assert.throws(
      () => parseResponse(STOSTONE, " ".repeat(MAX_RESPONSE_CHARS + 1)),
      /characters long/,
    );
  });
});
