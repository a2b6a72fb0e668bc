/**
 * Checking a fixture directory against its MANIFEST.json: every listed file is
 * there, no file is there that is not listed, no two files share an id, and every
 * file still has the SHA-256, id, URL and metadata the manifest recorded when the corpus was
 * built. With the per-file checks of certify.ts (certificates recomputed, answers
 * judged, sources regenerated) this makes `certify --check fixtures/`
 * tamper-evident: a file replaced by another certified board, deleted, duplicated
 * or edited anywhere (a description or a source included) is reported by file and
 * field.
 *
 * @module
 */

import { readFixture } from "../../core/fixture_file.ts";
import { listFixtureFiles } from "./certify.ts";
import { type Manifest, sha256Hex } from "./manifest.ts";
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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

/**
 * The MANIFEST.json that covers `dir`: in `dir` itself or in its parent (for
 * `fixtures/stostone`), or null when there is none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { findManifest } from "./manifest_check.ts";
 * const root = new URL("../../fixtures", import.meta.url).pathname;
 * assert.ok((await findManifest(root))?.endsWith("fixtures/MANIFEST.json"));
 * assert.ok((await findManifest(`${root}/stostone`))?.endsWith("fixtures/MANIFEST.json"));
 * ```
 */
export async function findManifest(dir: string): Promise<string | null> {
  const base = dir.replace(/\/+$/, "") || "/";
  for (const candidate of [`${base}/MANIFEST.json`, `${base}/../MANIFEST.json`]) {
    if (await isFile(candidate)) return normalise(candidate);
  }
  return null;
}

const short = (hash: string): string => hash.slice(0, 12) + "…";

/**
 * Checks the fixture files under `dir` against the manifest at `manifestPath`.
 * Manifest paths are relative to the repository root (`fixtures/stostone/…`); they
 * are found relative to the manifest's own directory (its first segment dropped),
 * so a copy of the corpus elsewhere checks the same way. Only entries and files
 * under `dir` are considered.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkManifestDir } from "./manifest_check.ts";
 * const root = new URL("../../fixtures", import.meta.url).pathname;
 * const check = await checkManifestDir(root, `${root}/MANIFEST.json`);
 * assert.ok(check.listed > 100 && check.problems.length === 0, check.problems.join("\n"));
 * ```
 */
export async function checkManifestDir(dir: string, manifestPath: string): Promise<ManifestCheck> {
  const problems: string[] = [];
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readBoundedFile(manifestPath)) as Manifest;
    if (!Array.isArray(manifest.fixtures)) throw new SyntaxError("no fixtures list");
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { manifest: manifestPath, listed: 0, problems: [`${manifestPath}: unreadable: ${why}`] };
  }
  const home = manifestPath.slice(0, manifestPath.lastIndexOf("/"));
  const under = dir.replace(/\/+$/, "");
  const resolve = (path: string): string => `${home}/${path.split("/").slice(1).join("/")}`;
  const inside = (file: string): boolean =>
    normalise(file).startsWith(normalise(under) + "/") || normalise(file) === normalise(under);

  const listedFiles = new Map<string, Manifest["fixtures"][number]>();
  const idOwner = new Map<string, string>();
  for (const entry of manifest.fixtures) {
    const file = resolve(String(entry.path));
    if (!inside(file)) continue;
    if (listedFiles.has(normalise(file))) {
      problems.push(`${manifestPath}: fixtures: ${entry.path} is listed twice`);
      continue;
    }
    listedFiles.set(normalise(file), entry);
  }
  for (const [file, entry] of listedFiles) {
    let text: string;
    try {
      text = await readBoundedFile(file);
    } catch (e) {
      if (e instanceof RangeError) {
        problems.push(e.message);
        continue;
      }
      problems.push(`${file}: missing: MANIFEST.json lists it (id ${entry.id}), no such file`);
      continue;
    }
    const hash = sha256Hex(text);
    if (typeof entry.sha256 !== "string") {
      problems.push(`${file}: sha256: MANIFEST.json records no hash (rebuild the corpus)`);
    } else if (hash !== entry.sha256) {
      problems.push(
        `${file}: sha256: the file hashes to ${short(hash)}, MANIFEST.json records ${
          short(entry.sha256)
        } (the file was changed after the build)`,
      );
    }
    let meta: Readonly<Record<string, string>> | null = null;
    try {
      meta = readFixture(text, file).meta;
    } catch {
      // Unparseable: the file's own check names what is wrong with it.
    }
    if (meta) {
      for (const field of ["id", "genre", "size", "rule", "expected", "url"] as const) {
        if (meta[field] !== entry[field]) {
          problems.push(
            `${file}: ${field}: the file says ${meta[field]}, MANIFEST.json says ${entry[field]}`,
          );
        }
      }
      const id = meta.id!;
      const other = idOwner.get(id);
      if (other) problems.push(`${file}: id: ${id} is also the id of ${other}`);
      else idOwner.set(id, file);
    }
  }
  // Files the manifest does not list, in the directories it covers (`dir` may be one file).
  const covered = new Set(
    manifest.fixtures.map((e) => normalise(resolve(String(e.path)))).map((f) =>
      f.slice(0, f.lastIndexOf("/"))
    ),
  );
  for (const file of (await isFile(under)) ? [under] : await listFixtureFiles(under)) {
    if (listedFiles.has(normalise(file))) continue;
    if (!covered.has(normalise(file).slice(0, normalise(file).lastIndexOf("/")))) continue;
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
  return { manifest: manifestPath, listed: listedFiles.size, problems };
}

/** A path with `//`, `/./` and `dir/../` folded, for comparing paths given differently. */
function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "." || (part === "" && out.length > 0)) continue;
    if (part === ".." && out.length > 0 && out.at(-1) !== "..") out.pop();
    else out.push(part);
  }
  return out.join("/") || "/";
}
