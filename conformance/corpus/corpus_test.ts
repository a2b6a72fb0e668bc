/**
 * The shipped corpus as it sits on disk: counts, the index, answers, URLs.
 * (Certificates are rechecked in certify_test.ts, regeneration in build_test.ts.)
 */

import assert from "node:assert/strict";
import { decodeUrl, encodeUrl, sameBoard } from "../../core/formats/mod.ts";
import { components } from "../../core/grid.ts";
import { mean, median } from "../../core/statistics.ts";
import { checkStostone } from "../../core/stostone/judge.ts";
import { checkDosunFuwari } from "../../core/dosun_fuwari/judge.ts";
import { type Fixture, readFixture } from "../../core/fixture_file.ts";
import { starvedRooms } from "../generate/dosun_fuwari.ts";
import { CORPUS_GROUPS } from "./design.ts";
import { corpusIndex } from "./load.ts";
import { listFixtureFiles } from "./certify.ts";
import { formatManifest, type Manifest, MANIFEST_PATH, manifestOf } from "./manifest.ts";
import { parseSource, STOSTONE_SIZED_VERSION } from "./source.ts";
import { defaultStoneSize } from "../generate/stostone_sized.ts";
import { SUITE_VERSION } from "./version.ts";

/** The corpus index (fixtures/MANIFEST.json), in build order. */
const INDEX = await corpusIndex();

const ROOT = new URL("../../", import.meta.url);

async function loadCorpus(): Promise<
  { path: string; fixture: Fixture; text: string; skipped: (typeof INDEX)[number]["skipped"] }[]
> {
  return await Promise.all(INDEX.map(async ({ path, skipped }) => {
    const text = await Deno.readTextFile(new URL(path, ROOT));
    return { path, fixture: readFixture(text, path), text, skipped };
  }));
}

const corpus = await loadCorpus();

Deno.test("the corpus has the write-ups' sizes and counts, and the real-size sections", () => {
  const counts = new Map<string, number>();
  for (const { fixture: { meta } } of corpus) {
    const key = `${meta.genre} ${meta.size}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  assert.deepEqual(Object.fromEntries(counts), {
    "stostone 6x6": 44,
    "stostone 8x8": 33,
    "dosun-fuwari 8x8": 36,
    "dosun-fuwari 12x12": 36,
    "stostone 12x12": 8,
    "stostone 16x16": 8,
    "stostone 20x20": 8,
    "dosun-fuwari 20x20": 8,
    "stostone 30x30": 4,
    "dosun-fuwari 40x40": 4,
  });
  // The design says the same (so a design change without a replan is caught).
  assert.deepEqual(
    CORPUS_GROUPS.map((g) => `${g.genre} ${g.rows}x${g.cols} ${g.count}`),
    [...counts].map(([k, n]) => `${k} ${n}`),
  );
});

Deno.test("every corpus file is in the index (fixtures/MANIFEST.json), and they agree", async () => {
  const onDisk = [];
  for (const dir of new Set(CORPUS_GROUPS.map((g) => g.dir))) {
    const base = new URL(`fixtures/${dir}`, ROOT).pathname;
    onDisk.push(
      ...(await listFixtureFiles(base)).map((p) => `fixtures/${dir}${p.slice(base.length)}`),
    );
  }
  assert.deepEqual(onDisk.sort(), INDEX.map((e) => e.path).sort());

  const manifestText = await Deno.readTextFile(new URL(MANIFEST_PATH, ROOT));
  assert.equal(manifestText, formatManifest(manifestOf(corpus)), "MANIFEST.json is stale");
  const manifest = JSON.parse(manifestText) as Manifest;
  const hashes = await Promise.all(corpus.map(async ({ text }) => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  }));
  assert.equal(manifest.suite, SUITE_VERSION);
  // manifestOf wrote the file, so the text check above cannot catch a field it copies
  // wrong: every entry must carry its fixture's path and, field for field, its metadata.
  assert.deepEqual(manifest.fixtures.map((e) => e.path), corpus.map((c) => c.path));
  manifest.fixtures.forEach((entry, i) => {
    const meta: Readonly<Record<string, unknown>> = corpus[i]!.fixture.meta;
    assert.deepEqual(Object.keys(entry).sort(), [
      "expected",
      "genre",
      "id",
      "path",
      "proof",
      "rule",
      "sha256",
      "size",
      "skipped",
      "source",
      "url",
    ]);
    for (const [field, value] of Object.entries(entry)) {
      if (field !== "path" && field !== "sha256" && field !== "skipped" && field !== "proof") {
        assert.equal(value, meta[field], `${entry.path}: ${field}`);
      }
    }
    // The hash, computed independently of manifest.ts (Web Crypto rather than node:crypto).
    assert.equal(entry.sha256, hashes[i], `${entry.path}: sha256`);
  });
  const ids = new Set(corpus.map((c) => c.fixture.meta.id));
  assert.equal(ids.size, corpus.length, "ids are unique");
  const urls = new Set(corpus.map((c) => c.fixture.meta.url));
  assert.equal(urls.size, corpus.length, "no board appears twice");
  for (const [i, entry] of INDEX.entries()) {
    const { meta } = corpus[i]!.fixture;
    assert.equal(meta.id, entry.id, entry.path);
    assert.equal(meta.source, entry.source, `${entry.path}: source differs from the index`);
  }
});

Deno.test("every fixture's metadata matches its board and its source", () => {
  for (const { path, fixture: { meta, board, certificate } } of corpus) {
    assert.equal(meta.genre, board.genre, path);
    assert.equal(meta.size, `${board.rows}x${board.cols}`, path);
    assert.equal(meta.rule, board.genre === "stostone" ? "exact" : "official", path);
    assert.equal(meta.expected, "unique", path);
    const source = parseSource(meta.source, `${path}: source`);
    assert.equal(source.genre, board.genre, path);
    assert.equal(`${source.rows}x${source.cols}`, meta.size, path);
    assert.ok(certificate, `${path}: no certificate`);
    assert.equal(certificate.suite, SUITE_VERSION, path);
    const names = board.genre === "stostone"
      ? ["propagate", "mask", "subset"]
      : ["propagate", "mask", "rooms"];
    assert.deepEqual(Object.keys(certificate.engines), names, path);
    assert.ok(certificate.proof, `${path}: no proof line`);
    // Up to 20×20 every engine proves it unique; past that an engine may stop at its
    // budget (unknown, incomplete), and the proof certifies without it.
    const stopped = board.rows * board.cols > 400 ? ["unknown", 0, false].join() : null;
    for (const entry of Object.values(certificate.engines)) {
      const seen = [entry.verdict, entry.count, entry.complete];
      if (seen.join() !== stopped) assert.deepEqual(seen, ["unique", 1, true], path);
    }
  }
});

Deno.test("every fixture's answer passes the judge", () => {
  let checked = 0;
  for (const { path, fixture: { board, answer } } of corpus) {
    const result = board.genre === "stostone"
      ? checkStostone(board, answer, "exact")
      : checkDosunFuwari(board, answer, "official");
    assert.ok(result.ok, `${path}: ${result.ok ? "" : result.code}`);
    checked++;
  }
  console.log(`judged ${checked} answers`);
  // Counted two more ways: the design's group sizes and the manifest's entries.
  assert.equal(checked, CORPUS_GROUPS.reduce((n, g) => n + g.count, 0));
  const manifest = JSON.parse(Deno.readTextFileSync(new URL(MANIFEST_PATH, ROOT))) as Manifest;
  assert.equal(checked, manifest.fixtures.length);
  assert.equal(checked, 189);
});

Deno.test("every fixture's URL round-trips", () => {
  for (const { path, fixture: { board, meta } } of corpus) {
    assert.ok(sameBoard(decodeUrl(meta.url), board), `${path}: the URL decodes to another board`);
    assert.equal(encodeUrl(board), meta.url, path);
    assert.equal(encodeUrl(decodeUrl(meta.url)), meta.url, path);
  }
});

Deno.test("the corpus resembles the write-ups' boards", () => {
  // Design targets (design.ts): Stostone 9 / ~11.5 stones a board; Dosun-Fuwari median
  // starved rooms 3 and 6. Computed from the boards, not from the generator's stats.
  const bySize = (genre: string, size: string) =>
    corpus.filter((c) => c.fixture.meta.genre === genre && c.fixture.meta.size === size);
  const stones = (size: string) =>
    bySize("stostone", size).map(({ fixture: { board, answer } }) =>
      components(board, (cell) => answer[cell] === 1).rooms.length
    );
  const s6 = mean(stones("6x6")), s8 = mean(stones("8x8"));
  const starved = (size: string) =>
    bySize("dosun-fuwari", size).map(({ fixture: { board } }) =>
      board.genre === "dosun-fuwari" ? starvedRooms(board).length : -1
    );
  const d8 = median(starved("8x8")), d12 = median(starved("12x12"));
  console.log(`stones per board: 6x6 ${s6.toFixed(2)} (write-up 9.5), 8x8 ${s8.toFixed(2)} (11.5)`);
  console.log(`median starved rooms: 8x8 ${d8} (write-up 3), 12x12 ${d12} (6)`);
  assert.ok(s6 >= 8.5 && s6 <= 10.5);
  assert.ok(s8 >= 10.5 && s8 <= 12.5);
  assert.equal(d8, 3);
  assert.equal(d12, 6);
});

Deno.test("the real-size Stostone sections come from generator version 2 at its default stone size", () => {
  let boards = 0;
  for (const { path, fixture: { meta, board, answer } } of corpus) {
    if (board.genre !== "stostone" || board.rows < 12) continue;
    const source = parseSource(meta.source, `${path}: source`);
    assert.equal(source.version, STOSTONE_SIZED_VERSION, path);
    assert.ok(
      "stoneSize" in source && source.stoneSize === defaultStoneSize(board.rows, board.cols),
    );
    // Every number is its room's stone size in the answer; some rooms go without one.
    const numbered = board.clues.filter((c) => c !== null).length;
    board.clues.forEach((clue, room) => {
      if (typeof clue === "number") {
        assert.equal(clue, board.rooms[room]!.filter((c) => answer[c] === 1).length, path);
      }
    });
    assert.ok(numbered < board.rooms.length, `${path}: every room numbered`);
    boards++;
  }
  console.log(`${boards} real-size Stostone boards checked`);
  assert.equal(boards, 28);
});
