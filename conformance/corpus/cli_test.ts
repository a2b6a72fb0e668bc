/**
 * The `certify` and `generate` verbs, run in-process through main.ts with console
 * output captured (cli/cli_test_util.ts), so exit codes for bad input are the real ones.
 */

import assert from "node:assert/strict";
import { proofPathFor, proveBoard } from "../proof/prove.ts";
import { readFixture } from "../../core/fixture_file.ts";
import type { Rule } from "../../core/genre.ts";
import { tempDirTest } from "../report/report_test_util.ts";
import { decodeUrl, writeText } from "../../core/formats/mod.ts";
import { EXIT } from "../../cli/io.ts";
import { certifyExitCode, summarise } from "./certify_job.ts";
import { runInProcess } from "../../cli/cli_test_util.ts";
import { checkFixtureText } from "./certify.ts";
import { corpusIndex } from "./load.ts";

/** The corpus index (fixtures/MANIFEST.json), in build order. */
const INDEX = await corpusIndex();

const run = (verb: "certify" | "generate", args: string[]) => runInProcess([verb, ...args]);

const ROOT = new URL("../../", import.meta.url);
// A 2×3 board every engine proves unique, and a 2×2 one with two answers.
const UNIQUE_URL = "https://puzz.link/p?stostone/3/2/4si";
const MULTIPLE_URL = "https://puzz.link/p?stostone/2/2/00g";

Deno.test("certify of plain URLs: a line per board and a summary; exit 1 unless all unique", async () => {
  const one = await run("certify", [UNIQUE_URL]);
  assert.equal(one.code, EXIT.ok);
  assert.match(
    one.stdout,
    /^https:\/\/puzz\.link\/p\?stostone\/3\/2\/4si {2}certified unique \(3\/3 engines unique\), engines agree, proof checked \(\d+ lemmas\), [\d.]+ ms$/m,
  );
  assert.match(
    one.stdout,
    /^1 board: 1 certified unique \(answer judged, proof checked, no engine disagreeing\), 0 not, [\d.]+ s: OK$/m,
  );

  const two = await run("certify", [UNIQUE_URL, MULTIPLE_URL]);
  assert.equal(two.code, EXIT.no);
  assert.match(
    two.stdout,
    /stostone\/2\/2\/00g {2}multiple \(0\/3 engines unique\), engines agree, two judged answers/,
  );
  assert.match(two.stdout, /^2 boards: 1 certified unique \(.*\), 1 not, .*FAILED$/m);

  const json = JSON.parse((await run("certify", ["--json", MULTIPLE_URL])).stdout);
  assert.equal(json.boards[0].kind, "board");
  assert.equal(json.boards[0].verdict, "multiple");
  assert.equal(json.summary.ok, false);
});

Deno.test("certify: bad usage and unreadable boards exit 2", async () => {
  assert.equal((await run("certify", [])).code, EXIT.badInput);
  const missing = await run("certify", ["no/such/board.txt"]);
  assert.equal(missing.code, EXIT.badInput);
  assert.match(missing.stderr, /no\/such\/board\.txt/);
  assert.equal((await run("certify", ["--rule", "loose", UNIQUE_URL])).code, EXIT.badInput);
});

Deno.test("certifyExitCode: disagreement outranks everything", () => {
  const base = summarise([], 0);
  assert.equal(certifyExitCode(base), EXIT.ok);
  assert.equal(certifyExitCode({ ...base, disagree: 1, errors: 1, ok: false }), EXIT.disagree);
  assert.equal(certifyExitCode({ ...base, errors: 1, ok: false }), EXIT.badInput);
  assert.equal(certifyExitCode({ ...base, notCertified: 1, ok: false }), EXIT.no);
});

tempDirTest(
  "certify --check on corrupted copies names the file and the field (needs --allow-write)",
  "certify_cli_",
  async (dir) => {
    const entry = INDEX[0]!;
    const text = await Deno.readTextFile(new URL(entry.path, ROOT));
    const good = `${dir}/a-good.txt`;
    const bad = `${dir}/b-bad.txt`;
    const plain = `${dir}/c-plain.txt`;
    await Deno.writeTextFile(good, text);
    for (const f of [good, bad]) {
      await Deno.copyFile(new URL(proofPathFor(entry.path), ROOT), proofPathFor(f));
    }
    await Deno.writeTextFile(bad, text.replace(/nodes=(\d+)/, (_, n) => `nodes=${Number(n) + 7}`));
    await Deno.writeTextFile(plain, writeText(decodeUrl(UNIQUE_URL)));
    const r = await run("certify", ["--check", dir]);
    assert.equal(r.code, EXIT.no);
    assert.match(r.stdout, new RegExp(`^${good}  certified unique .*, certificate ok$`, "m"));
    assert.match(r.stdout, new RegExp(`^${bad}  certified unique .*, CERTIFICATE DIFFERS$`, "m"));
    assert.match(
      r.stdout,
      new RegExp(`^  ${bad}: certificate\\.propagate: nodes: recorded \\d+, recomputed \\d+$`, "m"),
    );
    // The plain board is certified, not checked.
    assert.match(
      r.stdout,
      new RegExp(`^${plain}  certified unique .*engines agree, proof checked .*[\\d.]+ ms$`, "m"),
    );
    assert.match(
      r.stdout,
      /3 boards: 3 certified unique \(.*\), 0 not, 2 certificates checked, 3 proofs checked, 1 problem\(s\)/,
    );
    // Without --check the same directory certifies: the boards themselves are fine.
    assert.equal((await run("certify", [dir])).code, EXIT.ok);
    // A problem beyond the certificate lines is not called a certificate difference.
    const meta = `${dir}/b-meta.txt`;
    await Deno.writeTextFile(meta, text.replace(/^\/\/ description: .*$/m, "// description: x"));
    await Deno.copyFile(proofPathFor(good), proofPathFor(meta));
    const checked = await run("certify", ["--check", meta]);
    assert.equal(checked.code, EXIT.no);
    assert.match(checked.stdout, new RegExp(`^${meta}  certified unique .*, CHECK FAILED$`, "m"));
    assert.match(checked.stdout, new RegExp(`^  ${meta}: description: `, "m"));
    await Deno.remove(meta);
    // An unparseable file in a directory is reported, not fatal.
    await Deno.writeTextFile(`${dir}/d-broken.txt`, "// id: x\nnot a board\n");
    const broken = await run("certify", ["--json", dir]);
    assert.equal(broken.code, EXIT.badInput);
    const json = JSON.parse(broken.stdout);
    assert.equal(json.summary.errors, 1);
    assert.equal(json.boards[3].error, true);
  },
);

Deno.test("generate prints a fixture that the check accepts", async () => {
  for (
    const args of [["stostone", "--size", "6x6", "--seed", "5"], [
      "dosun-fuwari",
      "--size",
      "8x8",
      "--seed",
      "5",
      "--starved",
      "2",
    ]]
  ) {
    const r = await run("generate", args);
    assert.equal(r.code, EXIT.ok, r.stderr);
    // generate prints the fixture and its proof line; the proof itself, made afresh, must
    // match that line (the proof layer is deterministic).
    const { board, meta } = readFixture(r.stdout, "generated.txt");
    const fresh = proveBoard(board, meta.rule as Rule);
    const check = checkFixtureText(r.stdout, "generated.txt", fresh.gz!);
    assert.deepEqual(check.problems, []);
    assert.equal(check.fixture?.meta.genre, args[0]);
    assert.match(check.fixture!.meta.source, new RegExp(`seed=5\\b`));
  }
});

Deno.test("generate --json: shape, and the same seed gives the same board", async () => {
  const args = ["dosun-fuwari", "--size", "8x8", "--seed", "11", "--density", "0.1", "--json"];
  const a = await run("generate", args);
  const b = await run("generate", args);
  assert.equal(a.code, EXIT.ok);
  assert.equal(a.stdout, b.stdout);
  const json = JSON.parse(a.stdout);
  assert.deepEqual(Object.keys(json).sort(), [
    "agree",
    "answer",
    "certified",
    "description",
    "disagreements",
    "droppableTogether",
    "engines",
    "genre",
    "id",
    "keptForSubset",
    "rule",
    "size",
    "source",
    "text",
    "url",
    "verdict",
  ]);
  assert.equal(json.keptForSubset, null, "no --min-clues, nothing kept for it");
  assert.equal(json.droppableTogether, null);
  assert.equal(json.verdict, "unique");
  assert.equal(json.certified, true);
  assert.equal(decodeUrl(json.url).rows, 8);
  assert.match(json.source, /density=0\.1 starved=3 seed=11/);
  assert.equal(json.answer.length, 8);
});

Deno.test("generate: exit 1 when the generator finds no board, 2 for bad usage", async () => {
  // A 4×1 column with one-cell stones: no region map ever pins the answer.
  const none = await run("generate", [
    "stostone",
    "--size",
    "4x1",
    "--seed",
    "1",
    "--stone-size",
    "1",
  ]);
  assert.equal(none.code, EXIT.no);
  assert.match(none.stderr, /no board/);
  for (
    const args of [
      ["stostone", "--size", "6x6"],
      ["stostone", "--size", "6x6", "--seed", "1", "--density", "0.1"],
      ["dosun-fuwari", "--size", "8x8", "--seed", "1", "--stone-size", "2"],
      ["dosun-fuwari", "--size", "8x8", "--seed", "1", "--density", "1.5"],
      ["stostone", "--size", "5x6", "--seed", "1"],
      ["stostone", "--size", "six", "--seed", "1"],
      ["sudoku", "--size", "6x6", "--seed", "1"],
    ]
  ) {
    const r = await run("generate", args);
    assert.equal(r.code, EXIT.badInput, `${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr, /^generate: /);
  }
});
