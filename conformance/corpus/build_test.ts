/** Regenerating the corpus: byte-identical files, and a plan that lists only good seeds. */

import assert from "node:assert/strict";
import { readFixture } from "../../core/fixture_file.ts";
import { CORPUS_GROUPS, dosunFuwariGroup } from "./design.ts";
import { corpusIndex } from "./load.ts";
import { buildFixture } from "./fixture.ts";
import { extendPlan, planGroup, trySeed } from "./build.ts";
import { parseSource } from "./source.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";

/** The corpus index (fixtures/MANIFEST.json), in build order. */
const INDEX = await corpusIndex();

const ROOT = new URL("../../", import.meta.url);

Deno.test("a sample of fixtures regenerates byte for byte from the source it records", async () => {
  // From the file's own metadata, not from the plan: the file alone must be enough.
  // Four random fixtures per group, one of the groups beyond 12×12 (a 20×20 Stostone
  // board takes seconds to make), none past 20×20 (a 30×30 takes minutes: the engines
  // run to their budgets); SEED=n replays a draw; `build.ts --check` regenerates the
  // whole corpus.
  const seed = testSeed();
  const rng = rngFromSeed(seed);
  const perGroup = (cells: number) => cells > 400 ? 0 : cells > 144 ? 1 : 4;
  const sample = CORPUS_GROUPS.flatMap((group) =>
    rng.shuffle(INDEX.filter((e) => e.id.startsWith(`${group.genre}-${group.rows}x${group.cols}-`)))
      .slice(0, perGroup(group.rows * group.cols))
  );
  for (const entry of sample) {
    const text = await Deno.readTextFile(new URL(entry.path, ROOT));
    const { meta } = readFixture(text, entry.path);
    const again = buildFixture(meta.id, parseSource(meta.source, `${entry.path}: source`));
    assert.equal(again.text, text, `${entry.path} regenerates differently`);
  }
  console.log(`regenerated ${sample.map((e) => e.id).join(", ")}`);
  assert.equal(
    sample.length,
    CORPUS_GROUPS.reduce((n, g) => n + perGroup(g.rows * g.cols), 0),
  );
  assert.equal(sample.length, 23);
});

Deno.test("the plan walks each group's seeds in order, skipping only with a reason", () => {
  let at = 0;
  for (const group of CORPUS_GROUPS) {
    let next = group.firstSeed;
    for (let index = 0; index < group.count; index++) {
      const entry = INDEX[at++]!;
      for (const [seed, why] of entry.skipped) {
        assert.equal(seed, next++, `${entry.id}: skipped seeds are consecutive`);
        assert.ok(why.length > 0);
      }
      const source = parseSource(entry.source, entry.id);
      assert.equal(source.seed, next++, `${entry.id}: the seed after the skipped ones`);
      assert.deepEqual(source, group.source(index, source.seed), `${entry.id}: per the design`);
    }
  }
  assert.equal(at, INDEX.length);
});

Deno.test("a skipped seed in the plan really is unacceptable", () => {
  // Re-derive a few recorded skips (the cheap ones) to show the reasons are true.
  const skips = INDEX.flatMap((entry) => entry.skipped.map(([seed, why]) => ({ entry, seed, why })))
    .slice(0, 4);
  for (const { entry, seed, why } of skips) {
    const group = CORPUS_GROUPS.find((g) =>
      entry.id.startsWith(`${g.genre}-${g.rows}x${g.cols}-`)
    )!;
    const index = Number(entry.id.slice(-3)) - 1;
    const source = group.source(index, seed);
    const tried = trySeed(entry.id, source);
    assert.equal("reason" in tried ? tried.reason : "accepted", why, `${entry.id} seed ${seed}`);
  }
});

Deno.test("planGroup skips seeds that miss the aim and records why", () => {
  // 6×6 at density 0.2 aiming at 3 starved rooms: some seeds reach fewer.
  const group = dosunFuwariGroup(6, 4, 1, [3], [0.2]);
  const lines: string[] = [];
  const { entries, built } = planGroup(group, (line) => lines.push(line));
  assert.equal(entries.length, 4);
  const skipped = entries.flatMap((e) => e.skipped);
  console.log(`planned 4 boards, skipped ${skipped.length} seeds`);
  assert.ok(skipped.length > 0, "this design is expected to skip some seeds");
  // One line per seed tried: the skipped ones say why.
  assert.equal(lines.length, skipped.length + 4);
  assert.equal(lines.filter((l) => / skipped: /.test(l)).length, skipped.length);
  for (const b of built) {
    assert.ok(b.certification.certified);
    assert.equal(b.generated.starved, 3);
  }
  for (const [, why] of skipped) assert.match(why, /^reached \d of 3 starved rooms$/);
  assert.throws(
    () =>
      planGroup(
        { ...group, source: (_, seed) => ({ ...group.source(0, seed), starved: 99 }) },
        () => {},
        3,
      ),
    /3 seeds in a row passed over/,
  );
});

Deno.test("extendPlan plans only the groups the plan lacks, and keeps the rest", () => {
  const first = CORPUS_GROUPS[0]!;
  const fresh = dosunFuwariGroup(5, 2, 1, [1], [0.1]);
  const lines: string[] = [];
  const { entries, built } = extendPlan(INDEX, [first, fresh], (line) => lines.push(line));
  // The planned group is left alone; the new one gets its two boards.
  assert.deepEqual(entries.map((e) => e.id), ["dosun-fuwari-5x5-001", "dosun-fuwari-5x5-002"]);
  assert.equal(built.length, 2);
  assert.ok(built.every((b) => b.certification.certified));
  assert.equal(lines[0], "planning 2 dosun-fuwari 5x5");
  assert.ok(!lines.some((l) => l.includes(first.genre + "-" + first.rows)), lines.join("\n"));
});
