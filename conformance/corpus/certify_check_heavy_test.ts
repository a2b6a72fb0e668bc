/**
 * `certify --check --json` over the whole shipped corpus, in-process through main.ts:
 * every board certified (its proof checked), the JSON's shape, and the boards past the
 * engines' reach certified by proof. Heavy (about 30 s): `deno task heavy` runs it.
 */

import assert from "node:assert/strict";
import { EXIT } from "../../cli/io.ts";
import { runInProcess } from "../../cli/cli_test_util.ts";
import { corpusIndex } from "./load.ts";

/** The corpus index (fixtures/MANIFEST.json), in build order. */
const INDEX = await corpusIndex();
const fixturesDir = new URL("../../fixtures/", import.meta.url).pathname;
const run = (verb: "certify", args: string[]) => runInProcess([verb, ...args]);

Deno.test("certify --check --json over fixtures/: every board certified, JSON shape", async () => {
  const r = await run("certify", ["--check", "--json", "--quiet", fixturesDir]);
  assert.equal(r.code, EXIT.ok, r.stdout.slice(0, 2000));
  const json = JSON.parse(r.stdout) as {
    boards: Record<string, unknown>[];
    summary: Record<string, unknown>;
  };
  // The manifest's check comes first, then one entry per fixture.
  const manifest = json.boards.shift()!;
  assert.equal(manifest.kind, "manifest");
  assert.match(manifest.board as string, /MANIFEST\.json$/);
  assert.deepEqual(manifest.problems, []);
  assert.equal(json.boards.length, INDEX.length);
  const paths = json.boards.map((b) => (b.board as string).slice(fixturesDir.length));
  assert.deepEqual(paths, INDEX.map((e) => e.path.slice("fixtures/".length)).sort());
  const undecidedBoards: string[] = [];
  let noEngineDecided = 0;
  for (const b of json.boards) {
    assert.deepEqual(Object.keys(b).sort(), [
      "agree",
      "board",
      "certified",
      "checked",
      "disagreements",
      "engines",
      "error",
      "genre",
      "kind",
      "ms",
      "problems",
      "proof",
      "regenerated",
      "rule",
      "size",
      "undecided",
      "verdict",
    ]);
    assert.equal(b.kind, "fixture");
    const proof = b.proof as Record<string, unknown>;
    assert.equal(proof.checked, true);
    assert.equal(proof.from, "shipped");
    assert.ok((proof.lemmas as number) > 0);
    assert.equal(b.verdict, "unique");
    assert.equal(b.certified, true);
    assert.equal(b.checked, true);
    assert.deepEqual(b.problems, []);
    const engines = b.engines as Record<string, Record<string, unknown>>;
    assert.equal(Object.keys(engines).length, 3);
    // An engine stopped at its budget is named, and the proof certifies without it.
    const stopped = Object.entries(engines).filter(([, e]) => e.verdict === "unknown");
    assert.deepEqual(b.undecided, stopped.map(([name]) => name), b.board as string);
    for (const [, e] of stopped) assert.equal(e.stoppedBy, "budget", b.board as string);
    if (stopped.length > 0) undecidedBoards.push(b.size as string);
    if (stopped.length === 3) noEngineDecided++;
    for (const e of Object.values(engines)) {
      assert.deepEqual(Object.keys(e).sort(), [
        "complete",
        "count",
        "ms",
        "nodes",
        "stoppedBy",
        "verdict",
      ]);
    }
  }
  const { ms, ...summary } = json.summary;
  assert.equal(typeof ms, "number");
  assert.deepEqual(summary, {
    boards: INDEX.length,
    certified: INDEX.length,
    notCertified: 0,
    disagree: 0,
    checked: INDEX.length,
    proofsChecked: INDEX.length,
    undecided: undecidedBoards.length,
    problems: 0,
    manifests: 1,
    regenerated: 0,
    errors: 0,
    ok: true,
  });
  // Beyond the engines' reach is where they stop: 30×30 Stostone only, today.
  console.log(`certified by proof with an engine undecided: ${undecidedBoards.join(", ")}`);
  assert.ok(undecidedBoards.length > 0, "no board past an engine's budget: nothing shown");
  assert.ok(undecidedBoards.every((size) => size === "30x30"), undecidedBoards.join(" "));
  // Issue 42: propagate decides every corpus board, the 30×30s included, so no board is left
  // to the proof alone any more; that path (issue 37's) is certify_job_test.ts's first test.
  assert.equal(noEngineDecided, 0, "a board that every engine leaves undecided");
});
