/**
 * Checking a fixtures tree against its MANIFEST.json. The manifest is part of what is
 * checked, so that emptying, deleting or editing it cannot make a tampered tree pass:
 *
 * - a fixtures tree (a folder named `fixtures`, or one holding a MANIFEST.json, and every
 *   folder below it) must have its manifest: a missing, empty or unreadable one is a problem;
 * - every fixture file anywhere under the folder checked (subfolders included) is listed,
 *   and every listed one is there; ids are unique across the whole tree;
 * - no symbolic link, to a file or a folder, is taken: each is refused by name, with the
 *   path it points to;
 * - every field of the manifest is held to something: each entry's hash, id, genre, size,
 *   rule, expected verdict, URL and source to its file; its proof fields to the file's proof
 *   line, and its proof file to the disk (a proof listed but missing, or present but not
 *   listed, is a problem); its skipped seeds to the seeds just below the kept one (and, with
 *   `--regenerate`, to the reasons the build gives for them now); `counts` to the list,
 *   `suite` to this suite, `note` to the build's text.
 *
 * With the per-file checks of certify.ts (certificates recomputed, answers judged, sources
 * regenerated) this makes `certify --check fixtures/` tamper-evident, each problem named by
 * file and field.
 *
 * @module
 */

import { dirname, resolve } from "node:path";
import { type Fixture, type ProofLine, readFixture } from "../../core/fixture_file.ts";
import { quote } from "../../core/quote.ts";
import { walkTree } from "./load.ts";
import {
  countsOf,
  type Manifest,
  MANIFEST_NOTE,
  type ManifestEntry,
  parseManifest,
  sha256Hex,
} from "./manifest.ts";
import { proofPathFor } from "../proof/prove.ts";
import { parseSource } from "./source.ts";
import { trySeed } from "./build.ts";
import { CadicalMissingError } from "../proof/sat/cadical.ts";
import { SUITE_VERSION } from "./version.ts";
import { readBoundedFile } from "../../core/read_bounded.ts";

/** What {@link checkManifestDir} found. */
export interface ManifestCheck {
  /** The manifest file's path. */
  readonly manifest: string;
  /** Entries the manifest lists (under the directory checked). */
  readonly listed: number;
  /** Every problem, each `path: field: what is wrong`; empty when all holds. */
  readonly problems: readonly string[];
}

/** The file's lstat (a link is not followed), or null when there is nothing there. */
async function lstatOrNull(path: string): Promise<Deno.FileInfo | null> {
  try {
    return await Deno.lstat(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound || e instanceof Deno.errors.NotADirectory) return null;
    throw e;
  }
}

/** The problem of a symbolic link met where a real file or folder belongs. */
async function linkProblem(path: string, target?: string): Promise<string> {
  const to = target ?? await Deno.readLink(path).catch(() => "an unreadable target");
  return `${path}: a symbolic link to ${quote(to)}: refused (a fixtures tree holds ` +
    "real files and folders only)";
}

/**
 * The MANIFEST.json that covers `dir`: the nearest one in `dir` or a folder above it, or,
 * when a folder named `fixtures` comes first, that folder's (which must then be there: the
 * check reports it missing). Null when `dir` is in no fixtures tree.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { findManifest } from "./manifest_check.ts";
 * const root = new URL("../../fixtures", import.meta.url).pathname;
 * assert.ok((await findManifest(root))?.endsWith("fixtures/MANIFEST.json"));
 * assert.ok((await findManifest(`${root}/stostone`))?.endsWith("fixtures/MANIFEST.json"));
 * const elsewhere = await Deno.makeTempDir();
 * assert.equal(await findManifest(elsewhere), null);
 * await Deno.mkdir(`${elsewhere}/fixtures/stostone`, { recursive: true });
 * assert.equal(await findManifest(`${elsewhere}/fixtures/stostone`), `${elsewhere}/fixtures/MANIFEST.json`);
 * await Deno.remove(elsewhere, { recursive: true });
 * ```
 */
export async function findManifest(dir: string): Promise<string | null> {
  let given = dir.replace(/\/+$/, "") || "/";
  let absolute = resolve(given);
  for (;;) {
    const candidate = normalise(`${given}/MANIFEST.json`);
    if (await lstatOrNull(candidate)) return candidate;
    if (absolute.endsWith("/fixtures")) return candidate;
    if (absolute === "/") return null;
    absolute = dirname(absolute);
    given = `${given}/..`;
  }
}

const short = (hash: string): string => hash.slice(0, 12) + "…";

/** Reads the manifest, or says why it cannot be used at all. */
async function readManifest(path: string): Promise<Manifest | string> {
  const info = await lstatOrNull(path);
  if (info === null) {
    return `${path}: missing: a fixtures tree is checked against its index, and this one ` +
      "has none (conformance/corpus/build.ts writes it)";
  }
  if (info.isSymlink) return await linkProblem(path);
  if (!info.isFile) return `${path}: not a file`;
  let text: string;
  try {
    text = await readBoundedFile(path);
  } catch (e) {
    if (e instanceof RangeError) return e.message; // too large: it names the file
    return `${path}: unreadable: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (text.trim() === "") return `${path}: empty: a fixtures tree's index lists its fixtures`;
  try {
    return parseManifest(text, path);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    return e.message; // it starts with the path
  }
}

/** The problems of the manifest as a whole: its top fields, its list, its ids and paths. */
function wholeManifestProblems(path: string, manifest: Manifest): string[] {
  const problems: string[] = [];
  if (manifest.fixtures.length === 0) {
    problems.push(`${path}: fixtures: lists no fixture (an emptied index would pass any tree)`);
  }
  if (manifest.suite !== SUITE_VERSION) {
    problems.push(`${path}: suite: recorded ${quote(manifest.suite)}, suite is ${SUITE_VERSION}`);
  }
  if (manifest.note !== MANIFEST_NOTE) {
    problems.push(`${path}: note: not the text the build writes (${quote(manifest.note)})`);
  }
  const counted = countsOf(manifest.fixtures);
  for (const key of new Set([...Object.keys(manifest.counts), ...Object.keys(counted)])) {
    const recorded = manifest.counts[key] ?? 0;
    const listed = counted[key] ?? 0;
    if (recorded !== listed) {
      problems.push(
        `${path}: counts: ${quote(key)}: recorded ${recorded}, the list holds ${listed}`,
      );
    }
  }
  const ids = new Map<string, number>();
  manifest.fixtures.forEach((entry, i) => {
    const first = ids.get(entry.id);
    if (first !== undefined) {
      problems.push(
        `${path}: fixtures[${i}]: id ${quote(entry.id)} is also the id of fixtures[${first}]`,
      );
    } else ids.set(entry.id, i);
    const parts = entry.path.split("/");
    if (
      parts.length < 2 || !entry.path.endsWith(".txt") ||
      parts.some((p) => p === "" || p === "." || p === "..")
    ) {
      problems.push(
        `${path}: fixtures[${i}]: path ${quote(entry.path)} is not a fixture file inside the tree`,
      );
    }
  });
  return problems;
}

/** The problems of one listed fixture's proof fields and proof file. */
async function proofProblems(
  file: string,
  entry: ManifestEntry,
  proof: ProofLine | null,
  resolvePath: (path: string) => string,
): Promise<string[]> {
  const listed = entry.proof;
  if (listed === null && proof === null) return [];
  if (listed === null) {
    return [`${file}: proof: the file has a proof line, MANIFEST.json lists no proof`];
  }
  const problems: string[] = [];
  if (proof === null) problems.push(`${file}: proof: MANIFEST.json lists a proof, the file none`);
  else {
    for (const field of ["encoder", "cnf", "lrat", "bytes"] as const) {
      if (listed[field] !== proof[field]) {
        problems.push(
          `${file}: proof.${field}: the file says ${proof[field]}, MANIFEST.json says ${
            quote(String(listed[field]))
          }`,
        );
      }
    }
  }
  if (listed.path !== proofPathFor(entry.path)) {
    problems.push(
      `${file}: proof.path: recorded ${quote(listed.path)}, its proof is ${
        proofPathFor(entry.path)
      }`,
    );
    return problems;
  }
  const proofFile = resolvePath(listed.path);
  const info = await lstatOrNull(proofFile);
  if (info === null) {
    problems.push(`${proofFile}: missing: MANIFEST.json lists it (proof of ${entry.id})`);
  } else if (info.isSymlink) problems.push(await linkProblem(proofFile));
  return problems;
}

/**
 * The problems of an entry's skipped seeds: they must be the seeds just below the kept one,
 * in order (the planner walks seeds upwards); with `regenerate`, each is rerun as the build
 * runs it and must be passed over for the reason recorded.
 */
function skippedProblems(file: string, entry: ManifestEntry, regenerate: boolean): string[] {
  if (entry.skipped.length === 0) return [];
  let source;
  try {
    source = parseSource(entry.source, `${file}: source`);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    return [`${file}: skipped: cannot be checked: ${e.message}`];
  }
  const seeds = entry.skipped.map(([seed]) => seed);
  const expected = seeds.map((_, i) => source.seed - seeds.length + i);
  if (seeds.join() !== expected.join()) {
    return [
      `${file}: skipped: seeds ${seeds.join(", ")}, but the planner passes over only the ` +
      `seeds just below the kept seed ${source.seed} (${expected.join(", ")})`,
    ];
  }
  if (!regenerate) return [];
  const problems: string[] = [];
  for (const [seed, reason] of entry.skipped) {
    let tried;
    try {
      tried = trySeed(entry.id, { ...source, seed });
    } catch (e) {
      // Rerunning a seed certifies its board, which proves (checking a shipped proof does
      // not): without the solver the reason cannot be checked, and that is said.
      if (!(e instanceof CadicalMissingError)) throw e;
      problems.push(`${file}: skipped: seed ${seed}: cannot be rerun: ${e.message}`);
      continue;
    }
    const now = "reason" in tried ? tried.reason : null;
    if (now !== reason) {
      problems.push(
        `${file}: skipped: seed ${seed}: recorded ${quote(reason)}, the build now ${
          now === null ? "keeps it" : `says ${quote(now)}`
        }`,
      );
    }
  }
  return problems;
}

/**
 * Checks the files under `dir` against the manifest at `manifestPath` (see the module
 * documentation for what is held to what). Manifest paths are relative to the repository
 * root (`fixtures/stostone/…`); they are found relative to the manifest's own directory (its
 * first segment dropped), so a copy of the corpus elsewhere checks the same way. Entries and
 * files under `dir` are checked; the manifest's own fields and ids, always. With
 * `regenerate`, skipped seeds are rerun too.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkManifestDir } from "./manifest_check.ts";
 * const root = new URL("../../fixtures", import.meta.url).pathname;
 * const check = await checkManifestDir(root, `${root}/MANIFEST.json`);
 * assert.ok(check.listed > 100 && check.problems.length === 0, check.problems.join("\n"));
 * const none = await checkManifestDir(root, `${root}/NO-MANIFEST.json`);
 * assert.match(none.problems[0]!, /NO-MANIFEST\.json: missing: /);
 * ```
 */
export async function checkManifestDir(
  dir: string,
  manifestPath: string,
  options: { readonly regenerate?: boolean } = {},
): Promise<ManifestCheck> {
  const manifest = await readManifest(manifestPath);
  if (typeof manifest === "string") {
    return { manifest: manifestPath, listed: 0, problems: [manifest] };
  }
  const problems = wholeManifestProblems(manifestPath, manifest);
  const home = manifestPath.slice(0, manifestPath.lastIndexOf("/"));
  const under = normalise(dir.replace(/\/+$/, ""));
  const resolvePath = (path: string): string =>
    normalise(`${home}/${path.split("/").slice(1).join("/")}`);
  // Paths are compared absolute: the manifest's and the folder's may be given differently
  // (`../MANIFEST.json` for `6x6-001.txt` run from fixtures/stostone).
  const root = resolve(under);
  const inside = (file: string): boolean =>
    resolve(file).startsWith(root + "/") || resolve(file) === root;

  // Every id and proof of the whole tree, so that a file below `dir` cannot reuse one.
  const idOwner = new Map<string, string>();
  const listedProofs = new Set<string>();
  for (const entry of manifest.fixtures) {
    if (!idOwner.has(entry.id)) idOwner.set(entry.id, resolvePath(entry.path));
    if (entry.proof) listedProofs.add(resolve(resolvePath(entry.proof.path)));
  }
  const listedFiles = new Map<string, ManifestEntry>();
  const listedKeys = new Set<string>(); // the same, absolute
  for (const entry of manifest.fixtures) {
    const file = resolvePath(entry.path);
    if (!inside(file)) continue;
    if (listedKeys.has(resolve(file))) {
      problems.push(`${manifestPath}: fixtures: ${quote(entry.path)} is listed twice`);
      continue;
    }
    listedFiles.set(file, entry);
    listedKeys.add(resolve(file));
  }
  for (const [file, entry] of listedFiles) {
    const info = await lstatOrNull(file);
    if (info === null) {
      problems.push(`${file}: missing: MANIFEST.json lists it (id ${entry.id}), no such file`);
      continue;
    }
    if (info.isSymlink) {
      problems.push(await linkProblem(file));
      continue;
    }
    let text: string;
    try {
      text = await readBoundedFile(file);
    } catch (e) {
      if (e instanceof RangeError) {
        problems.push(e.message); // too large: it names the file
        continue;
      }
      problems.push(`${file}: unreadable: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const hash = sha256Hex(text);
    if (hash !== entry.sha256) {
      problems.push(
        `${file}: sha256: the file hashes to ${short(hash)}, MANIFEST.json records ${
          short(entry.sha256)
        } (the file was changed after the build)`,
      );
    }
    let fixture: Fixture | null = null;
    try {
      fixture = readFixture(text, file);
    } catch {
      // Unparseable: the file's own check names what is wrong with it.
    }
    if (fixture) {
      const { meta } = fixture;
      for (
        const field of ["id", "genre", "size", "rule", "expected", "url", "source"] as const
      ) {
        if (meta[field] !== entry[field]) {
          problems.push(
            `${file}: ${field}: the file says ${quote(meta[field])}, MANIFEST.json says ${
              quote(entry[field])
            }`,
          );
        }
      }
      const proof = fixture.certificate?.proof ?? null;
      problems.push(...await proofProblems(file, entry, proof, resolvePath));
    }
    problems.push(...skippedProblems(file, entry, options.regenerate === true));
  }

  // What is on disk below `dir`: links refused, fixtures and proofs the manifest must list.
  const self = await lstatOrNull(under);
  const tree = self?.isDirectory
    ? await walkTree(under)
    : self?.isSymlink
    ? { files: [], links: [{ path: under, target: await Deno.readLink(under) }] }
    : { files: self ? [under] : [], links: [] };
  for (const link of tree.links) problems.push(await linkProblem(link.path, link.target));
  for (const raw of tree.files) {
    const file = normalise(raw);
    if (file.endsWith(".lrat.gz") && !listedProofs.has(resolve(file))) {
      problems.push(`${file}: not in MANIFEST.json: a proof no listed fixture has`);
    }
    if (!file.endsWith(".txt") || listedKeys.has(resolve(file))) continue;
    problems.push(`${file}: not in MANIFEST.json: a fixture the build did not write`);
    try {
      const { id } = readFixture(await readBoundedFile(file), file).meta;
      const other = idOwner.get(id);
      if (other) problems.push(`${file}: id: ${id} is also the id of ${other}`);
      else idOwner.set(id, file);
    } catch {
      // Unparseable: its own check says so.
    }
  }
  // A listed file that is a link, checked alone, is met twice: said once.
  return { manifest: manifestPath, listed: listedFiles.size, problems: [...new Set(problems)] };
}

/** A path with `//`, `/./` and `dir/../` folded, for comparing paths given differently. */
function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "." || (part === "" && out.length > 0)) continue;
    if (part === ".." && out.length > 0 && out.at(-1) !== ".." && out.at(-1) !== "") out.pop();
    else out.push(part);
  }
  return out.join("/") || (path.startsWith("/") ? "/" : ".");
}
