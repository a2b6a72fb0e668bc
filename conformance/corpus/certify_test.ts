/** Certificates: the shipped ones hold, and every kind of corruption is caught by name. */

import assert from "node:assert/strict";
import { proofPathFor } from "../proof/prove.ts";
import { tempDirTest } from "../report/report_test_util.ts";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import { corpusIndex } from "./load.ts";
import { certifyBoard, checkFixture, checkFixtureText, compareCertificates } from "./certify.ts";
import { isFixtureText } from "../../core/fixture_file.ts";
import { SUITE_VERSION } from "./version.ts";

/** The corpus index (fixtures/MANIFEST.json), in build order. */
const INDEX = await corpusIndex();

const ROOT = new URL("../../", import.meta.url);
const STOSTONE = INDEX.find((e) => e.id === "stostone-6x6-001")!;
const DOSUN = INDEX.find((e) => e.id === "dosun-fuwari-8x8-001")!;

async function fixtureText(path: string): Promise<string> {
  return await Deno.readTextFile(new URL(path, ROOT));
}

/** Replaces the one line starting with `prefix`; fails the test if there is none. */
function replaceLine(text: string, prefix: string, line: string | null): string {
  const lines = text.split("\n");
  const i = lines.findIndex((l) => l.startsWith(prefix));
  assert.ok(i >= 0, `no line starting with ${prefix}`);
  if (line === null) lines.splice(i, 1);
  else lines[i] = line;
  return lines.join("\n");
}

function lineValue(text: string, prefix: string): string {
  const line = text.split("\n").find((l) => l.startsWith(prefix));
  assert.ok(line, `no line starting with ${prefix}`);
  return line.slice(prefix.length).trim();
}

// That every shipped certificate holds is checked once, end to end, by
// `certify --check --json` over fixtures/ in cli_test.ts (and again by conform's golden run).

Deno.test("certificates are deterministic", () => {
  const board = decodeUrl(
    "https://puzz.link/p?dosufuwa/8/8/nvvvffvvvvvgo6srib14000g06060100572p",
  );
  const a = certifyBoard(board, "official").certificate;
  const b = certifyBoard(board, "official").certificate;
  assert.deepEqual(a, b);
  assert.equal(a.suite, SUITE_VERSION);
});

Deno.test("a corrupted fixture fails the check naming the file and the field", async (t) => {
  const path = "tmp/corrupt.txt";
  const original = await fixtureText(STOSTONE.path);
  const dosun = await fixtureText(DOSUN.path);
  // The fixture's own proof, handed over as if it lay beside tmp/corrupt.txt.
  const proof = await Deno.readFile(new URL(proofPathFor(STOSTONE.path), ROOT));
  assert.deepEqual(checkFixtureText(original, path, proof).problems, []);

  const expectProblem = (text: string, pattern: RegExp, gz = proof) => {
    const { problems } = checkFixtureText(text, path, gz);
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `expected a problem matching ${pattern}, got ${JSON.stringify(problems)}`,
    );
    assert.ok(problems.every((p) => p.startsWith(`${path}: `)), JSON.stringify(problems));
  };

  await t.step("changed URL", () => {
    const url = lineValue(original, "// url:");
    const other = lineValue(dosun, "// url:");
    const text = replaceLine(original, "// url:", `// url: ${other}`);
    const { problems } = checkFixtureText(text, path, proof);
    assert.deepEqual(problems, [`${path}: url: recorded ${other}, board encodes to ${url}`]);
  });

  await t.step("changed answer (one cell flipped)", () => {
    const lines = original.split("\n");
    const row = lines.indexOf("answer") + 1;
    const cells = [...lines[row]!];
    cells[0] = cells[0] === "#" ? "." : "#";
    lines[row] = cells.join("");
    const text = lines.join("\n");
    expectProblem(text, /: answer: the judge rejects it under rule exact \(/);
    expectProblem(text, /: answer: not the unique answer the engines found$/);
  });

  await t.step("a legal answer that is not the one (Dosun-Fuwari, balloon removed)", () => {
    const lines = dosun.split("\n");
    const start = lines.indexOf("answer") + 1;
    const row = lines.findIndex((l, i) => i >= start && l.includes("o"));
    lines[row] = lines[row]!.replace("o", ".");
    expectProblem(lines.join("\n"), /: answer: not the unique answer the engines found$/);
  });

  await t.step("edited certificate, every field", () => {
    const line = lineValue(original, "// certificate.mask:");
    const nodes = Number(/nodes=(\d+)/.exec(line)![1]);
    const edits: [string, string, RegExp][] = [
      [
        "nodes",
        line.replace(/nodes=\d+/, `nodes=${nodes + 1}`),
        new RegExp(`certificate\\.mask: nodes: recorded ${nodes + 1}, recomputed ${nodes}$`),
      ],
      [
        "verdict",
        line.replace("verdict=unique", "verdict=multiple"),
        /certificate\.mask: verdict: recorded multiple, recomputed unique$/,
      ],
      [
        "count",
        line.replace("count=1", "count=2"),
        /certificate\.mask: count: recorded 2, recomputed 1$/,
      ],
      [
        "complete",
        line.replace("complete=true", "complete=false"),
        /certificate\.mask: complete: recorded false, recomputed true$/,
      ],
    ];
    for (const [field, edited, pattern] of edits) {
      const text = replaceLine(original, "// certificate.mask:", `// certificate.mask: ${edited}`);
      const { problems } = checkFixtureText(text, path, proof);
      assert.equal(problems.length, 1, `${field}: ${JSON.stringify(problems)}`);
      assert.match(problems[0]!, pattern);
    }
  });

  await t.step("certificate of an engine missing, or of an unknown engine", () => {
    const line = lineValue(original, "// certificate.subset:");
    expectProblem(
      replaceLine(original, "// certificate.subset:", null),
      /: certificate\.subset: missing/,
    );
    expectProblem(
      replaceLine(
        original,
        "// certificate.subset:",
        `// certificate.subset: ${line}\n// certificate.oracle: ${line}`,
      ),
      /: certificate\.oracle: no engine of that name/,
    );
  });

  await t.step("whole certificate missing", () => {
    let text = original;
    for (
      const prefix of [
        "// certificate.suite:",
        "// certificate.propagate:",
        "// certificate.mask:",
        "// certificate.subset:",
        "// certificate.proof:",
      ]
    ) {
      text = replaceLine(text, prefix, null);
    }
    assert.deepEqual(checkFixtureText(text, path, proof).problems, [
      `${path}: certificate: missing`,
    ]);
  });

  await t.step("the proof: missing, edited, or not the board's", () => {
    const line = lineValue(original, "// certificate.proof:");
    expectProblem(
      replaceLine(original, "// certificate.proof:", null),
      /: certificate\.proof: missing$/,
    );
    const edit = (from: RegExp, to: string, pattern: RegExp) =>
      expectProblem(
        replaceLine(
          original,
          "// certificate.proof:",
          `// certificate.proof: ${line.replace(from, to)}`,
        ),
        pattern,
      );
    edit(
      /cnf=[0-9a-f]+/,
      `cnf=${"0".repeat(64)}`,
      /certificate\.proof: cnf: recorded 0{64}, the board's CNF hashes to /,
    );
    edit(
      /lrat=[0-9a-f]+/,
      `lrat=${"0".repeat(64)}`,
      /certificate\.proof: lrat: recorded 0{64}, the file hashes to /,
    );
    edit(/bytes=\d+/, "bytes=1", /certificate\.proof: bytes: recorded 1, the file has /);
    edit(/lemmas=\d+/, "lemmas=0", /certificate\.proof: lemmas: recorded 0, the checker verified /);
    edit(/encoder=\d+/, "encoder=99", /certificate\.proof: encoder 99 recorded/);
    // Another board's proof file: its hashes differ and the checker refuses it.
    const other = Deno.readFileSync(
      new URL(proofPathFor(INDEX.find((e) => e.id === "stostone-6x6-002")!.path), ROOT),
    );
    expectProblem(original, /certificate\.proof: the checker refuses it: /, other);
    expectProblem(
      original,
      /certificate\.proof: .*not a gzipped text proof/,
      new Uint8Array([1, 2, 3]),
    );
  });

  await t.step("suite version differs", () => {
    const text = replaceLine(original, "// certificate.suite:", "// certificate.suite: 0.0.1");
    assert.deepEqual(checkFixtureText(text, path, proof).problems, [
      `${path}: certificate.suite: recorded 0.0.1, suite is ${SUITE_VERSION}`,
    ]);
  });

  await t.step("expected verdict differs", () => {
    const text = replaceLine(original, "// expected:", "// expected: multiple");
    assert.deepEqual(checkFixtureText(text, path, proof).problems, [
      `${path}: expected: recorded multiple, engines say unique`,
    ]);
  });

  await t.step("metadata missing or empty", () => {
    expectProblem(replaceLine(original, "// source:", null), /: metadata "source" is missing$/);
    expectProblem(
      replaceLine(original, "// description:", "// description:"),
      /: description: empty$/,
    );
    expectProblem(
      replaceLine(original, "// size:", "// size: 8x8"),
      /: size: recorded 8x8, the board is 6x6$/,
    );
    expectProblem(
      replaceLine(original, "// rule:", "// rule: official"),
      /: rule: "official" is not a stostone rule setting$/,
    );
  });
});

tempDirTest(
  "corrupted copies on disk fail checkFixture with the file's path (needs --allow-write)",
  "corpus_check_",
  async (dir) => {
    const original = await fixtureText(STOSTONE.path);
    const path = `${dir}/6x6-001.txt`;
    await Deno.copyFile(new URL(proofPathFor(STOSTONE.path), ROOT), proofPathFor(path));
    await Deno.writeTextFile(
      path,
      replaceLine(original, "// certificate.suite:", "// certificate.suite: 9.9.9"),
    );
    assert.deepEqual(await checkFixture(path), [
      `${path}: certificate.suite: recorded 9.9.9, suite is ${SUITE_VERSION}`,
    ]);
    await Deno.writeTextFile(path, "// id: x\nnot a board\n");
    const problems = await checkFixture(path);
    assert.equal(problems.length, 1);
    assert.ok(problems[0]!.startsWith(`${path}: `), problems[0]);
  },
);

Deno.test("compareCertificates reports exactly the fields that differ", () => {
  const seed = testSeed();
  const entry = fc.record({
    verdict: fc.constantFrom("unique", "multiple", "none", "unknown"),
    count: fc.nat(2),
    complete: fc.boolean(),
    nodes: fc.nat(),
  });
  const certificate = fc.record({
    suite: fc.constantFrom("0.1.0", "0.2.0"),
    engines: fc.record({ propagate: entry, mask: entry, subset: entry }),
  });
  fc.assert(
    fc.property(certificate, certificate, (a, b) => {
      const problems = compareCertificates("f.txt", a, b);
      let expected = a.suite === b.suite ? 0 : 1;
      for (const name of ["propagate", "mask", "subset"] as const) {
        for (const field of ["verdict", "count", "complete", "nodes"] as const) {
          if (a.engines[name][field] !== b.engines[name][field]) {
            expected++;
            assert.ok(problems.includes(
              `f.txt: certificate.${name}: ${field}: recorded ${
                a.engines[name][field]
              }, recomputed ${b.engines[name][field]}`,
            ));
          }
        }
      }
      assert.equal(problems.length, expected);
    }),
    { seed },
  );
});

Deno.test("isFixtureText tells fixtures from plain boards", async () => {
  assert.ok(isFixtureText(await fixtureText(STOSTONE.path)));
  assert.ok(!isFixtureText(lineValue(await fixtureText(STOSTONE.path), "// url:")));
  assert.ok(!isFixtureText("// source: pzprjs\nstostone 2x1\n"));
});
