/**
 * Builds the shipped corpus: `deno run -A conformance/corpus/build.ts`.
 *
 * - no flag: regenerate every fixture of the corpus index (fixtures/MANIFEST.json, read
 *   through load.ts), and the index, from the recorded sources (byte-identical to what
 *   is committed, unless a generator, an engine or the suite version changed);
 * - `--replan`: search seeds again from the design (design.ts), then build and write
 *   the new index. Only needed when the design changes;
 * - `--extend`: keep every entry of the index and plan only the design's groups that
 *   have none yet (new sections), then build;
 * - `--check`: build in memory and list the files that would change (exit 1 if any).
 *
 * Progress goes to stderr.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { acceptance, CORPUS_GROUPS, type CorpusGroup, fixtureId, fixturePath } from "./design.ts";
import type { PlanEntry } from "./design.ts";
import { corpusIndex, listFixtureFiles } from "./load.ts";
import { buildFixture, type BuiltFixture } from "./fixture.ts";
import { proofPathFor } from "../proof/prove.ts";
import { CadicalMissingError } from "../proof/sat/cadical.ts";
import { formatSource, type GeneratorSource, parseSource } from "./source.ts";
import { formatManifest, MANIFEST_PATH, manifestOf } from "./manifest.ts";
import { writeWhole } from "../../core/write_whole.ts";

const ROOT = new URL("../../", import.meta.url);

/** Where the build reports progress (stderr by default). */
export type Log = (line: string) => void;

const stderrLog: Log = (line) => console.error(line);

/**
 * Walks seeds upwards from the group's first seed and keeps, for each of its boards
 * in turn, the first seed whose board {@link acceptance} accepts; the seeds passed
 * over are recorded with the reason. Returns the entries and the built fixtures.
 * Throws `Error` when `maxSkips` seeds in a row are passed over for one board (the
 * design asks for something the generator cannot make).
 */
export function planGroup(
  group: CorpusGroup,
  log: Log = stderrLog,
  maxSkips = 100,
): { entries: PlanEntry[]; built: BuiltFixture[] } {
  const entries: PlanEntry[] = [];
  const built: BuiltFixture[] = [];
  let seed = group.firstSeed;
  for (let index = 0; index < group.count; index++) {
    const skipped: [number, string][] = [];
    for (;; seed++) {
      const source = group.source(index, seed);
      const id = fixtureId(group, index);
      if (skipped.length >= maxSkips) {
        throw new Error(
          `${id}: ${maxSkips} seeds in a row passed over, last: ${skipped.at(-1)![1]}`,
        );
      }
      const tried = trySeed(id, source);
      if ("reason" in tried) {
        skipped.push([seed, tried.reason]);
        log(
          `  ${id}: seed ${seed} skipped: ${tried.reason.replace(/^(generator failed):.*/, "$1")}`,
        );
        continue;
      }
      entries.push({ id, path: fixturePath(group, index), source: formatSource(source), skipped });
      built.push(tried.built);
      log(`  ${id}: seed ${seed}`);
      seed++;
      break;
    }
  }
  return { entries, built };
}

/**
 * What the planner makes of one seed: the built fixture when {@link acceptance} takes it,
 * else the reason it is passed over, as the manifest's `skipped` records it (`certify
 * --check --regenerate` reruns the recorded seeds through here). Certifying proves, so a
 * missing CaDiCaL is thrown (`CadicalMissingError`), never recorded as the seed's fault.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { trySeed } from "./build.ts";
 * import { dosunFuwariSource } from "./source.ts";
 * const tried = trySeed("x", dosunFuwariSource({ rows: 8, cols: 8, density: 0.15, starved: 4, seed: 18005 }));
 * assert.ok("reason" in tried && tried.reason === "reached 3 of 4 starved rooms");
 * ```
 */
export function trySeed(
  id: string,
  source: GeneratorSource,
): { readonly built: BuiltFixture } | { readonly reason: string } {
  let built: BuiltFixture;
  try {
    built = buildFixture(id, source);
  } catch (e) {
    // A missing solver is no fault of the seed: the planner and the check must stop on it.
    if (e instanceof CadicalMissingError) throw e;
    return { reason: `generator failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  const reason = acceptance(source, built.generated, built.certification);
  return reason === null ? { built } : { reason };
}

/**
 * Plans the groups that have no entry in `plan` yet (new sections), in design order,
 * leaving every existing entry as it is; returns only the new entries and their built
 * fixtures. A group counts as planned when its first fixture id is in the plan.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { extendPlan } from "./build.ts";
 * import { CORPUS_GROUPS } from "./design.ts";
 * import { corpusIndex } from "./load.ts";
 * // Every group of the design is planned: nothing to add.
 * assert.equal(extendPlan(await corpusIndex(), CORPUS_GROUPS).entries.length, 0);
 * ```
 */
export function extendPlan(
  plan: readonly PlanEntry[],
  groups: readonly CorpusGroup[],
  log: Log = stderrLog,
): { entries: PlanEntry[]; built: BuiltFixture[] } {
  const planned = new Set(plan.map((e) => e.id));
  const entries: PlanEntry[] = [];
  const built: BuiltFixture[] = [];
  for (const group of groups) {
    if (planned.has(fixtureId(group, 0))) continue;
    log(`planning ${group.count} ${group.genre} ${group.rows}x${group.cols}`);
    const result = planGroup(group, log);
    entries.push(...result.entries);
    built.push(...result.built);
  }
  return { entries, built };
}

/** Builds every fixture of a plan from its recorded source. */
export function buildPlan(plan: readonly PlanEntry[], log: Log = stderrLog): BuiltFixture[] {
  return plan.map((entry, i) => {
    const source = parseSource(entry.source, `${MANIFEST_PATH} ${entry.id}: source`);
    const built = buildFixture(entry.id, source);
    if (!built.certification.certified) {
      // The plan only lists accepted seeds: an engine, a generator or a budget changed.
      log(`  ${entry.id}: NOT CERTIFIED any more (${built.certification.verdict})`);
    }
    if ((i + 1) % 25 === 0 || i + 1 === plan.length) log(`  built ${i + 1}/${plan.length}`);
    return built;
  });
}

/** Every file the corpus consists of, by path relative to the repository root. */
export function corpusFiles(
  plan: readonly PlanEntry[],
  built: readonly BuiltFixture[],
): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  plan.forEach((entry, i) => {
    files.set(entry.path, built[i]!.text);
    const gz = built[i]!.certification.proved?.gz;
    if (gz) files.set(proofPathFor(entry.path), gz);
  });
  // Hashed from the very text written, so a rebuild (new certificates) rehashes.
  const manifest = manifestOf(plan.map((entry, i) => ({
    path: entry.path,
    fixture: built[i]!.fixture,
    text: built[i]!.text,
    skipped: entry.skipped,
  })));
  files.set(MANIFEST_PATH, formatManifest(manifest));
  return files;
}

async function readOrNull(url: URL): Promise<Uint8Array | null> {
  try {
    return await Deno.readFile(url);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}

/** The *.txt files under the corpus directories that a build did not write. */
async function strayFixtures(files: Map<string, string | Uint8Array>): Promise<string[]> {
  const stray: string[] = [];
  const root = ROOT.pathname;
  for (const dir of new Set(CORPUS_GROUPS.map((g) => `fixtures/${g.dir}`))) {
    try {
      for (const file of await listFixtureFiles(`${root}${dir}`)) {
        const path = file.slice(root.length);
        if (!files.has(path)) stray.push(path);
      }
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    }
  }
  return stray.sort();
}

async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      replan: { type: "boolean" },
      extend: { type: "boolean" },
      check: { type: "boolean" },
    },
  });
  const start = performance.now();
  const index = await corpusIndex();
  let plan: readonly PlanEntry[] = index;
  let built: BuiltFixture[];
  if (values.extend) {
    console.error(`building ${index.length} fixtures from ${MANIFEST_PATH}`);
    built = buildPlan(index);
    const added = extendPlan(index, CORPUS_GROUPS);
    plan = [...index, ...added.entries];
    built.push(...added.built);
  } else if (values.replan) {
    const entries: PlanEntry[] = [];
    built = [];
    for (const group of CORPUS_GROUPS) {
      console.error(`planning ${group.count} ${group.genre} ${group.rows}x${group.cols}`);
      const result = planGroup(group);
      entries.push(...result.entries);
      built.push(...result.built);
    }
    plan = entries;
  } else {
    console.error(`building ${plan.length} fixtures from ${MANIFEST_PATH}`);
    built = buildPlan(plan);
  }
  const files = corpusFiles(plan, built);
  const stray = await strayFixtures(files);
  if (values.check) {
    const changed: string[] = [];
    for (const [path, text] of files) {
      const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
      const old = await readOrNull(new URL(path, ROOT));
      if (old === null || old.length !== bytes.length || old.some((b, i) => b !== bytes[i])) {
        changed.push(path);
      }
    }
    for (const path of changed) console.log(`would change: ${path}`);
    for (const path of stray) console.log(`not in the index: ${path}`);
    console.error(
      `checked ${files.size} files in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    return changed.length || stray.length ? 1 : 0;
  }
  for (const [path, text] of files) {
    const url = new URL(path, ROOT);
    await Deno.mkdir(new URL("./", url), { recursive: true });
    await writeWhole(url, text);
  }
  for (const path of stray) {
    await Deno.remove(new URL(path, ROOT));
    console.error(`removed ${path} (not in the index)`);
  }
  const skipped = plan.reduce((n, e) => n + e.skipped.length, 0);
  const notCertified = built.filter((b) => !b.certification.certified).length;
  console.error(
    `wrote ${files.size} files (${plan.length} fixtures, ${skipped} seeds skipped in the index, ` +
      `${notCertified} not certified) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  return notCertified ? 1 : 0;
}

if (import.meta.main) Deno.exit(await main(Deno.args));
