/**
 * `certify --check` is tamper-evident: each of the fifteen tamperings of issue 14
 * is made to a small copy of the corpus (three fixtures and their MANIFEST.json,
 * written by the build's own manifest code), and each must be reported naming the
 * file and the field. The untouched copy must pass, so that a report is the
 * tampering's doing.
 */

import assert from "node:assert/strict";
import { proofPathFor } from "../proof/prove.ts";
import { runInProcess } from "../../cli/cli_test_util.ts";
import { readFixture } from "../../core/fixture_file.ts";
import { formatManifest, manifestOf } from "./manifest.ts";

const ROOT = new URL("../../", import.meta.url);
const KEPT = ["fixtures/stostone/6x6-001.txt", "fixtures/stostone/6x6-002.txt"];
const DOSUN = "fixtures/dosun_fuwari/8x8-001.txt";
const SPARE = "fixtures/stostone/6x6-003.txt"; // another certified board, not in the copy

/** Writes the mini corpus under a fresh directory; returns its `fixtures` path. */
async function miniCorpus(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "tamper_" });
  const list = [];
  for (const path of [...KEPT, DOSUN]) {
    const text = await Deno.readTextFile(new URL(path, ROOT));
    await Deno.mkdir(`${dir}/${path.slice(0, path.lastIndexOf("/"))}`, { recursive: true });
    await Deno.writeTextFile(`${dir}/${path}`, text);
    // Its proof lies beside it, as in the corpus.
    await Deno.copyFile(new URL(proofPathFor(path), ROOT), `${dir}/${proofPathFor(path)}`);
    list.push({ path, fixture: readFixture(text, path), text });
  }
  await Deno.writeTextFile(`${dir}/fixtures/MANIFEST.json`, formatManifest(manifestOf(list)));
  return `${dir}/fixtures`;
}

/** Replaces the metadata line `// key: …` of a fixture text. */
const setMeta = (text: string, key: string, value: string): string =>
  text.replace(new RegExp(`^// ${key.replace(".", "\\.")}: .*$`, "m"), `// ${key}: ${value}`);

type Tampering = [name: string, tamper: (fixtures: string) => Promise<void>, expect: RegExp];

const first = (fixtures: string) => `${fixtures}/stostone/6x6-001.txt`;

/** Rewrites the first fixture's text. */
const edit = (change: (text: string) => string) => async (fixtures: string): Promise<void> => {
  const path = first(fixtures);
  await Deno.writeTextFile(path, change(await Deno.readTextFile(path)));
};

const FILE = "stostone/6x6-001\\.txt";

const TAMPERINGS: Tampering[] = [
  // The nine the check caught before issue 14.
  [
    "url edited",
    edit((t) => setMeta(t, "url", "https://puzz.link/p?stostone/6/6/000000")),
    new RegExp(`${FILE}: url: recorded`),
  ],
  [
    "answer cell flipped",
    edit((t) => t.replace(/\nanswer\n(.)/, (_, c) => `\nanswer\n${c === "#" ? "." : "#"}`)),
    new RegExp(`${FILE}: answer: `),
  ],
  [
    "a clue drawn differently",
    edit((t) => t.replace("|.|.|2 . . .|", "|.|.|3 . . .|")),
    new RegExp(`${FILE}: url: recorded .*board encodes to`),
  ],
  [
    "expected verdict edited",
    edit((t) => setMeta(t, "expected", "multiple")),
    new RegExp(`${FILE}: expected: recorded multiple`),
  ],
  [
    "certificate nodes edited",
    edit((t) => t.replace(/(certificate\.mask: .*nodes=)\d+/, "$1999999")),
    new RegExp(`${FILE}: certificate\\.mask: nodes: recorded 999999`),
  ],
  [
    "certificate verdict edited",
    edit((t) => t.replace(/(certificate\.propagate: verdict=)unique/, "$1none")),
    new RegExp(`${FILE}: certificate\\.propagate: verdict: recorded none`),
  ],
  [
    "a certificate line deleted",
    edit((t) => t.replace(/^\/\/ certificate\.subset: .*\n/m, "")),
    new RegExp(`${FILE}: certificate\\.subset: missing`),
  ],
  [
    "certificate suite edited",
    edit((t) => setMeta(t, "certificate.suite", "9.9.9")),
    new RegExp(`${FILE}: certificate\\.suite: recorded 9\\.9\\.9`),
  ],
  [
    "rule edited",
    edit((t) => setMeta(t, "rule", "convex")),
    new RegExp(`${FILE}: rule: the file says "convex", MANIFEST\\.json says "exact"`),
  ],
  // The six it missed.
  ["replaced by another certified board, id kept", async (fixtures) => {
    const other = await Deno.readTextFile(new URL(SPARE, ROOT));
    await Deno.writeTextFile(first(fixtures), setMeta(other, "id", "stostone-6x6-001"));
  }, new RegExp(`${FILE}: url: the file says "\\S+", MANIFEST\\.json says`)],
  [
    "fixture deleted",
    async (fixtures) => await Deno.remove(first(fixtures)),
    new RegExp(`${FILE}: missing: MANIFEST\\.json lists it`),
  ],
  ["fixture duplicated", async (fixtures) => {
    await Deno.copyFile(first(fixtures), `${fixtures}/stostone/6x6-009.txt`);
  }, /stostone\/6x6-009\.txt: id: stostone-6x6-001 is also the id of .*6x6-001\.txt/],
  [
    "source edited",
    edit((t) => t.replace("seed=6001 ", "seed=6002 ")),
    new RegExp(`${FILE}: source: regenerates another board`),
  ],
  [
    "id edited",
    edit((t) => setMeta(t, "id", "stostone-6x6-777")),
    new RegExp(
      `${FILE}: id: the file says "stostone-6x6-777", MANIFEST\\.json says "stostone-6x6-001"`,
    ),
  ],
  [
    "description edited",
    edit((t) => setMeta(t, "description", "A lovely board.")),
    new RegExp(`${FILE}: description: recorded "A lovely board\\."`),
  ],
];

interface CertifyJson {
  boards: { board: string; problems: string[] }[];
  summary: { ok: boolean; regenerated: number };
}

async function check(
  fixtures: string,
): Promise<{ code: number; problems: string[]; json: CertifyJson }> {
  const run = await runInProcess([
    "certify",
    "--check",
    "--regenerate",
    fixtures,
    "--json",
    "--quiet",
  ]);
  const json = JSON.parse(run.stdout) as CertifyJson;
  return { code: run.code, problems: json.boards.flatMap((b) => b.problems), json };
}

/**
 * Makes each tampering to a fresh copy, one step each, and checks it fails the check with
 * the expected problem among those reported; returns how many did.
 */
async function reportEach(t: Deno.TestContext, tamperings: readonly Tampering[]): Promise<number> {
  let reported = 0;
  for (const [name, tamper, expect] of tamperings) {
    await t.step(name, async () => {
      const fixtures = await miniCorpus();
      try {
        await tamper(fixtures);
        const { code, problems } = await check(fixtures);
        assert.notEqual(code, 0, problems.join("\n"));
        assert.ok(
          problems.some((p) => expect.test(p)),
          `${expect} not among:\n${problems.join("\n")}`,
        );
        reported++;
      } finally {
        await Deno.remove(`${fixtures}/..`, { recursive: true });
      }
    });
  }
  return reported;
}

Deno.test("certify --check reports each of the 15 tamperings by file and field", async (t) => {
  const clean = await miniCorpus();
  const control = await check(clean);
  assert.deepEqual(control.problems, [], "the untouched copy passes");
  assert.equal(control.code, 0);
  assert.equal(control.json.summary.regenerated, 3);
  await Deno.remove(`${clean}/..`, { recursive: true });
  const reported = await reportEach(t, TAMPERINGS);
  console.log(`${reported} of ${TAMPERINGS.length} tamperings reported by file and field`);
  assert.equal(reported, 15);
});

/** Rewrites the copy's MANIFEST.json (parsed, changed, written back as the build writes it). */
const editManifest =
  (change: (manifest: Record<string, unknown> & { fixtures: Record<string, unknown>[] }) => void) =>
  async (fixtures: string): Promise<void> => {
    const path = `${fixtures}/MANIFEST.json`;
    const manifest = JSON.parse(await Deno.readTextFile(path));
    change(manifest);
    await Deno.writeTextFile(path, JSON.stringify(manifest, null, 2) + "\n");
  };

/** The first entry of a manifest being edited. */
const entry0 = (m: { fixtures: Record<string, unknown>[] }): Record<string, unknown> =>
  m.fixtures[0]!;

const MANIFEST = "fixtures/MANIFEST\\.json";

/** Issue 43: the tamperings with the manifest, the tree and its links that exited 0. */
const MANIFEST_TAMPERINGS: Tampering[] = [
  [
    "manifest emptied",
    editManifest((m) => {
      m.fixtures = [];
      m.counts = {};
    }),
    new RegExp(`${MANIFEST}: fixtures: lists no fixture`),
  ],
  [
    "manifest deleted",
    async (fixtures) => await Deno.remove(`${fixtures}/MANIFEST.json`),
    new RegExp(`${MANIFEST}: missing: `),
  ],
  [
    "a copy of a fixture in a subfolder",
    async (fixtures) => {
      await Deno.mkdir(`${fixtures}/stostone/sub`);
      await Deno.copyFile(first(fixtures), `${fixtures}/stostone/sub/6x6-001.txt`);
      // With its proof, so that the copy itself checks clean.
      await Deno.copyFile(
        proofPathFor(first(fixtures)),
        `${fixtures}/stostone/sub/6x6-001.lrat.gz`,
      );
    },
    /stostone\/sub\/6x6-001\.txt: id: stostone-6x6-001 is also the id of .*stostone\/6x6-001\.txt/,
  ],
  ["a listed fixture replaced by a symlink to its own copy", async (fixtures) => {
    const away = `${fixtures}/../away.txt`;
    await Deno.rename(first(fixtures), away);
    await Deno.symlink(away, first(fixtures));
  }, new RegExp(`${FILE}: a symbolic link to ".*away\\.txt": refused`)],
  [
    "a stray symlinked fixture",
    async (fixtures) => await Deno.symlink("/etc/passwd", `${fixtures}/stostone/6x6-998.txt`),
    /stostone\/6x6-998\.txt: a symbolic link to "\/etc\/passwd": refused/,
  ],
  ["a symlinked folder holding an extra fixture", async (fixtures) => {
    const away = `${fixtures}/../more`;
    await Deno.mkdir(away);
    await Deno.copyFile(new URL(SPARE, ROOT), `${away}/6x6-003.txt`);
    await Deno.symlink(away, `${fixtures}/stostone/more`);
  }, /stostone\/more: a symbolic link to ".*more": refused/],
  [
    "manifest source edited",
    editManifest((m) => {
      entry0(m).source = String(entry0(m).source).replace("seed=6001 ", "seed=6002 ");
    }),
    new RegExp(`${FILE}: source: the file says ".*seed=6001 .*", MANIFEST\\.json says`),
  ],
  [
    "manifest skipped: a seed that is not below the kept one",
    editManifest((m) => (entry0(m).skipped = [[5, "reached 1 of 2 starved rooms"]])),
    new RegExp(`${FILE}: skipped: seeds 5, but the planner passes over only the seeds just below`),
  ],
  [
    "manifest skipped: the kept seed's neighbour, with a made-up reason",
    editManifest((m) => (entry0(m).skipped = [[6000, "generator failed: made up"]])),
    new RegExp(`${FILE}: skipped: seed 6000: recorded "generator failed: made up", the build now`),
  ],
  [
    "manifest proof hash edited",
    editManifest((m) => ((entry0(m).proof as Record<string, unknown>).cnf = "0".repeat(64))),
    new RegExp(`${FILE}: proof\\.cnf: the file says [0-9a-f]{64}, MANIFEST\\.json says "0{64}"`),
  ],
  [
    "manifest proof path edited",
    editManifest((m) => {
      (entry0(m).proof as Record<string, unknown>).path = "fixtures/stostone/other.lrat.gz";
    }),
    new RegExp(`${FILE}: proof\\.path: recorded "fixtures/stostone/other\\.lrat\\.gz"`),
  ],
  [
    "a proof no fixture lists",
    async (fixtures) =>
      await Deno.copyFile(proofPathFor(first(fixtures)), `${fixtures}/stostone/6x6-777.lrat.gz`),
    /stostone\/6x6-777\.lrat\.gz: not in MANIFEST\.json: a proof no listed fixture has/,
  ],
  [
    "manifest counts edited",
    editManifest((m) => ((m.counts as Record<string, number>)["stostone 6x6"] = 3)),
    new RegExp(`${MANIFEST}: counts: "stostone 6x6": recorded 3, the list holds 2`),
  ],
  [
    "manifest suite edited",
    editManifest((m) => (m.suite = "9.9.9")),
    new RegExp(`${MANIFEST}: suite: recorded "9\\.9\\.9"`),
  ],
  [
    "manifest note edited",
    editManifest((m) => (m.note = "Edit freely.")),
    new RegExp(`${MANIFEST}: note: not the text the build writes`),
  ],
  [
    "a field the build never writes",
    editManifest((m) => (entry0(m).verified = true)),
    new RegExp(`${MANIFEST}: fixtures\\[0\\] has the field "verified"`),
  ],
  [
    "an entry listing a file outside the tree",
    editManifest((m) => {
      m.fixtures.push({ ...entry0(m), id: "x", path: "fixtures/../../outside.txt" });
      (m.counts as Record<string, number>)["stostone 6x6"] = 3;
    }),
    new RegExp(`${MANIFEST}: fixtures\\[3\\]: path "fixtures/\\.\\./\\.\\./outside\\.txt" is not`),
  ],
];

Deno.test("certify --check holds the tree to its manifest: the tamperings of issue 43", async (t) => {
  const reported = await reportEach(t, MANIFEST_TAMPERINGS);
  console.log(`${reported} of ${MANIFEST_TAMPERINGS.length} manifest tamperings reported`);
  assert.equal(reported, 17);
});

Deno.test("without --regenerate the summary says the source check was skipped, and why", async () => {
  const fixtures = await miniCorpus();
  try {
    const run = await runInProcess(["certify", "--check", fixtures, "--quiet"]);
    assert.equal(run.code, 0, run.stdout);
    assert.match(
      run.stdout,
      /sources not regenerated \(skipped: about a minute for the corpus; --regenerate reruns them\)/,
    );
    assert.match(run.stdout, /MANIFEST\.json {2}every file as listed/);
    const usage = await runInProcess(["certify", "--regenerate", fixtures]);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--regenerate .* add --check/);
  } finally {
    await Deno.remove(`${fixtures}/..`, { recursive: true });
  }
});

Deno.test("certify --check on one fixture file checks it against its manifest too", async () => {
  const fixtures = await miniCorpus();
  const file = first(fixtures);
  try {
    const clean = await runInProcess(["certify", "--check", file, "--quiet"]);
    assert.equal(clean.code, 0, clean.stdout);
    assert.match(clean.stdout, /MANIFEST\.json {2}every file as listed/);
    // A file checked alone once passed with an edited id or source: only a directory
    // was held against its manifest.
    const text = await Deno.readTextFile(file);
    await Deno.writeTextFile(file, setMeta(text, "source", "hand-made by me"));
    const run = await runInProcess(["certify", "--check", "--regenerate", file, "--quiet"]);
    assert.equal(run.code, 1, run.stdout);
    assert.match(run.stdout, new RegExp(`${FILE}: sha256: the file hashes to`));
    // --regenerate had nothing to rerun, and the summary says so.
    assert.match(run.stdout, /0 sources regenerated \(1 not a generator's: nothing to rerun\)/);
    // A fixture no manifest covers is checked, and the summary says what was not.
    const alone = await Deno.makeTempDir({ prefix: "alone_" });
    try {
      await Deno.writeTextFile(`${alone}/board.txt`, text);
      await Deno.copyFile(proofPathFor(file), `${alone}/board.lrat.gz`);
      const outside = await runInProcess(["certify", "--check", `${alone}/board.txt`, "--quiet"]);
      assert.equal(outside.code, 0, outside.stdout);
      assert.match(outside.stdout, /no MANIFEST\.json covers these files/);
    } finally {
      await Deno.remove(alone, { recursive: true });
    }
  } finally {
    await Deno.remove(`${fixtures}/..`, { recursive: true });
  }
});
