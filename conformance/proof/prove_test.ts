/**
 * The proof layer end to end: each verdict with what backs it, a shipped proof refused
 * when it belongs to something else, and `certify --proof DIR` writing plain DRAT and
 * LRAT that the checker and the elaborator, which read the standard formats, accept.
 */

import assert from "node:assert/strict";
import { decodeUrl } from "../../core/formats/mod.ts";
import { judgeProblem, type Rule } from "../../core/genre.ts";
import { readFixture } from "../../core/fixture_file.ts";
import { gunzipSync } from "node:zlib";
import { stostoneBoard } from "../../core/stostone/board.ts";
import { checkProofText } from "./check/check.ts";
import { readDimacs } from "./sat/dimacs_write.ts";
import { elaborate } from "./sat/elaborate.ts";
import { checkShippedProof, gzipProof, proofCnfText, proveBoard } from "./prove.ts";
import { runInProcess } from "../../cli/cli_test_util.ts";
import { EXIT } from "../../cli/io.ts";
import { tempDirTest } from "../report/report_test_util.ts";

const UNIQUE = decodeUrl("https://puzz.link/p?stostone/3/2/4si");
const MULTIPLE = decodeUrl("https://puzz.link/p?stostone/2/2/00g");
// 2×1, one room numbered 2: the stone fills the column, so the upper half is never empty.
const NONE = stostoneBoard({ rows: 2, cols: 1 }, {
  vertical: new Uint8Array(0),
  horizontal: new Uint8Array(1),
}, [2]);

Deno.test("proveBoard: each verdict and what backs it", async (t) => {
  await t.step("unique: one judged answer, a checked refutation of any other", () => {
    const p = proveBoard(UNIQUE, "exact");
    assert.equal(p.verdict, "unique");
    assert.equal(p.answers.length, 1);
    assert.equal(judgeProblem(UNIQUE, p.answers[0]!, "exact"), null);
    assert.equal(p.cnf, proofCnfText(UNIQUE, "exact", p.answers[0]!));
    const checked = checkProofText(p.cnf!, p.lrat!);
    assert.ok(checked.ok && checked.lemmas === p.record!.lemmas);
    assert.equal(p.record!.bytes, p.gz!.length);
  });
  await t.step("none: a checked refutation of the board's CNF itself", () => {
    const p = proveBoard(NONE, "exact");
    assert.equal(p.verdict, "none");
    assert.deepEqual(p.answers, []);
    assert.equal(p.cnf, proofCnfText(NONE, "exact", null));
    assert.ok(checkProofText(p.cnf!, p.lrat!).ok);
  });
  await t.step("multiple: two different answers, both judged, and no proof", () => {
    const p = proveBoard(MULTIPLE, "exact");
    assert.equal(p.verdict, "multiple");
    const [a, b] = p.answers;
    assert.ok(a && b && a.join() !== b.join());
    for (const answer of p.answers) assert.equal(judgeProblem(MULTIPLE, answer, "exact"), null);
    assert.equal(p.lrat, null);
    assert.equal(p.record, null);
  });
});

Deno.test("checkShippedProof: a proof of something else is refused, with why", () => {
  const p = proveBoard(UNIQUE, "exact");
  const answer = p.answers[0]!;
  const check = (gz: Uint8Array, record = p.record!) =>
    checkShippedProof(UNIQUE, "exact", answer, record, gz, "b.txt");
  assert.deepEqual(check(p.gz!), []);
  const none = proveBoard(NONE, "exact");
  const other = check(none.gz!);
  assert.ok(other.some((m) => /lrat: recorded/.test(m)), other.join("\n"));
  assert.ok(other.some((m) => /checker refuses it/.test(m)), other.join("\n"));
  // A record that names another CNF is refused even with the right proof beside it.
  const wrongCnf = check(p.gz!, { ...p.record!, cnf: "0".repeat(64) });
  assert.ok(wrongCnf.some((m) => /cnf: recorded 0{64}/.test(m)), wrongCnf.join("\n"));
  const notGzip = check(new TextEncoder().encode(p.lrat!));
  assert.ok(notGzip.some((m) => /not a gzipped text proof/.test(m)), notGzip.join("\n"));
  // The same lemmas under another gzip level: the bytes differ from the record.
  const resized = check(gzipProof(p.lrat! + "\n"));
  assert.ok(resized.some((m) => /bytes: recorded|lrat: recorded/.test(m)), resized.join("\n"));
});

tempDirTest(
  "certify --proof DIR: plain DIMACS, binary DRAT and LRAT, no header",
  "proof_files_",
  async (dir) => {
    const r = await runInProcess([
      "certify",
      "--proof",
      dir,
      "https://puzz.link/p?stostone/3/2/4si",
    ]);
    assert.equal(r.code, EXIT.ok, r.stdout + r.stderr);
    const names = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
    assert.equal(names.length, 3, names.join());
    const base = names[0]!.replace(/\.cnf$/, "");
    assert.deepEqual(names, [`${base}.cnf`, `${base}.drat`, `${base}.lrat`]);
    const cnf = Deno.readTextFileSync(`${dir}/${base}.cnf`);
    const drat = Deno.readFileSync(`${dir}/${base}.drat`);
    const lrat = Deno.readTextFileSync(`${dir}/${base}.lrat`);
    // DIMACS: the problem line first, then clauses only; no comment of the suite's.
    assert.match(cnf, /^p cnf \d+ \d+\n/);
    assert.ok(cnf.split("\n").slice(1).every((l) => /^(-?\d+ )*0$|^$/.test(l)));
    // Binary DRAT: every step starts with 'a' (0x61) or 'd' (0x64), as drat-trim reads it.
    assert.ok(drat.length > 0 && (drat[0] === 0x61 || drat[0] === 0x64));
    // LRAT: additions "id lits 0 hints 0" and deletions "id d ids 0", nothing else.
    for (const line of lrat.split("\n").filter((l) => l !== "")) {
      assert.match(line, /^\d+ ((-?[1-9]\d* )*0 (-?[1-9]\d* )*0|d ([1-9]\d* )*0)$/, line);
    }
    assert.ok(checkProofText(cnf, lrat).ok);
    // The DRAT file is the one the LRAT came from: elaborating it again gives a proof too.
    assert.ok(checkProofText(cnf, elaborate(readDimacs(cnf), drat)).ok);
  },
);

Deno.test("a shipped proof checked against the CNF of another rule is refused", async () => {
  // The proof refutes "another answer" under the fixture's rule; under a weaker rule the
  // board's CNF lacks clauses the proof's hints name, so the checker must refuse it.
  const cases: [string, Rule, Rule[]][] = [
    ["fixtures/stostone/8x8-001", "exact", ["count", "none"]],
    ["fixtures/dosun_fuwari/8x8-001", "official", ["loose"]],
  ];
  const root = new URL("../../", import.meta.url);
  let refused = 0;
  for (const [base, own, rules] of cases) {
    const text = await Deno.readTextFile(new URL(`${base}.txt`, root));
    const { board, answer } = readFixture(text, base);
    const gz = await Deno.readFile(new URL(`${base}.lrat.gz`, root));
    const lrat = new TextDecoder().decode(gunzipSync(gz));
    assert.ok(checkProofText(proofCnfText(board, own, answer), lrat).ok, base);
    for (const rule of rules) {
      const verdict = checkProofText(proofCnfText(board, rule, answer), lrat);
      assert.equal(verdict.ok, false, `${base} under ${rule}: accepted`);
      refused++;
    }
  }
  assert.equal(refused, 3);
});
