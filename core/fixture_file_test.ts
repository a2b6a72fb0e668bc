import assert from "node:assert/strict";
import { readFixture, writeFixture } from "./fixture_file.ts";

const TEXT = await Deno.readTextFile(
  new URL("../fixtures/stostone/6x6-001.txt", import.meta.url),
);
const lines = TEXT.split("\n");
/** The fixture with `line` inserted before line `at` (0-based). */
const inserted = (at: number, line: string) =>
  [...lines.slice(0, at), line, ...lines.slice(at)].join("\n");
/** The fixture with the line starting `prefix` replaced. */
const replaced = (prefix: string, line: string) =>
  lines.map((l) => (l.startsWith(prefix) ? line : l)).join("\n");

Deno.test("readFixture: a shipped fixture reads and writes back unchanged", () => {
  assert.equal(writeFixture(readFixture(TEXT, "6x6-001.txt")), TEXT);
});

Deno.test("readFixture: a repeated, unknown or malformed header line is a SyntaxError", () => {
  const cases: [string, string, RegExp][] = [
    [
      "a second expected before the real one",
      inserted(4, "// expected: multiple"),
      /^f\.txt line 6: "expected" given twice \(first on line 5\)$/,
    ],
    [
      "a second certificate line for one engine",
      inserted(9, "// certificate.mask: verdict=multiple count=2 complete=true nodes=1"),
      /line 12: "certificate\.mask" given twice \(first on line 10\)$/,
    ],
    ["a misspelt key", inserted(1, "// expcted: unique"), /line 2: unknown key "expcted"/],
    [
      "a certificate field twice",
      replaced(
        "// certificate.mask:",
        "// certificate.mask: verdict=unique count=1 count=1 complete=true nodes=3",
      ),
      /\(certificate\.mask\): field "count" given twice$/,
    ],
    [
      "an unknown certificate field",
      replaced(
        "// certificate.mask:",
        "// certificate.mask: verdict=unique count=1 complete=true nodes=3 bogus=1",
      ),
      /\(certificate\.mask\): unknown field "bogus"/,
    ],
    [
      "a proof line without its CNF hash",
      replaced(
        "// certificate.proof:",
        "// certificate.proof: encoder=1 solver=x lrat=" + "b".repeat(64) + " bytes=9 lemmas=3",
      ),
      /missing cnf$/,
    ],
    [
      "a proof line whose hash is not 64 hex digits",
      replaced(
        "// certificate.proof:",
        "// certificate.proof: encoder=1 solver=x cnf=abc lrat=" + "b".repeat(64) +
          " bytes=9 lemmas=3",
      ),
      /cnf/,
    ],
    [
      "a proof line with a size that is not a number",
      replaced(
        "// certificate.proof:",
        "// certificate.proof: encoder=1 solver=x cnf=" + "a".repeat(64) + " lrat=" +
          "b".repeat(64) + " bytes=-9 lemmas=3",
      ),
      /bytes: not a whole number: "-9"/,
    ],
    [
      "a proof line with a field of its own",
      replaced(
        "// certificate.proof:",
        "// certificate.proof: encoder=1 solver=x cnf=" + "a".repeat(64) + " lrat=" +
          "b".repeat(64) + " bytes=9 lemmas=3 drat=1",
      ),
      /expected encoder=… .* got "drat=1"/,
    ],
  ];
  for (const [what, text, message] of cases) {
    assert.notEqual(text, TEXT, what);
    assert.throws(() => readFixture(text, "f.txt"), (e: unknown) => {
      assert.ok(e instanceof SyntaxError, what);
      assert.match(e.message, message, what);
      return true;
    });
  }
});

Deno.test("readFixture: a leading byte-order mark is skipped", () => {
  const withMark = readFixture("\uFEFF" + TEXT, "bom.txt");
  assert.deepEqual(withMark, readFixture(TEXT, "plain.txt"));
});

Deno.test("readFixture: a long header line is quoted cut to 80 characters, quote closed", () => {
  // Issue 43: a line of `// ` and 300 characters was quoted whole.
  const long = "y".repeat(300);
  const cases: [string, string][] = [
    ["a line that is no `key: value`", `// ${long}`],
    ["an unknown key", `// ${long}: x`],
    ["a certificate field", `// certificate.mask: verdict=unique count=${long} complete=true`],
    [
      "a proof field",
      `// certificate.proof: encoder=1 solver=x cnf=${long} lrat=${
        "b".repeat(64)
      } bytes=9 lemmas=3`,
    ],
  ];
  for (const [name, line] of cases) {
    assert.throws(() => readFixture(inserted(1, line), "f.txt"), (e: Error) => {
      assert.ok(e instanceof SyntaxError, name);
      const quoted = /"((?:[^"\\]|\\.)*)"[^"]*$/.exec(e.message.replace(/\(the keys.*$/, ""));
      assert.ok(quoted, `${name}: no closed quote in ${e.message}`);
      assert.ok(quoted[1]!.length <= 80 && quoted[1]!.endsWith("…"), `${name}: ${e.message}`);
      return true;
    });
  }
  console.log(`${cases.length} long header lines quoted cut`);
});
