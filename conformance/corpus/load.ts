/**
 * The corpus loader: the one way to find and read the shipped fixtures. The index is
 * `fixtures/MANIFEST.json` (the one index of the corpus); a reader picks boards from it and
 * reads each file with {@link readFixture}. Folders a user names on the command line (which
 * need not be the shipped corpus) are listed with {@link listFixtureFiles}, the one directory
 * walker over fixture files.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listFixtures, readFixture } from "./load.ts";
 * const boards = await listFixtures({ genre: "stostone", size: "6x6" });
 * assert.ok(boards.length > 0 && boards.every((e) => e.size === "6x6"));
 * const fixture = await readFixture(boards[0]!.path);
 * assert.equal(fixture.meta.id, boards[0]!.id);
 * ```
 *
 * @module
 */

import { type Genre, GENRES } from "../../core/genre.ts";
import { type Fixture, readFixture as parseFixture } from "../../core/fixture_file.ts";
import { type ManifestEntry, parseManifest } from "./manifest.ts";
import { quote } from "../../core/quote.ts";
import { readBoundedFile } from "../../core/read_bounded.ts";

/** One fixture as the index lists it (its build plan included: `source`, `skipped`). */
export interface CorpusEntry extends ManifestEntry {
  /** Genre. */
  readonly genre: Genre;
}

/** The repository root (the index's paths are relative to it). */
const ROOT = new URL("../../", import.meta.url);
/** The index, relative to the repository root. */
export const INDEX_PATH = "fixtures/MANIFEST.json";
const GENRE_NAMES: readonly string[] = Object.keys(GENRES);

let cached: Promise<readonly CorpusEntry[]> | null = null;

/**
 * Every fixture of the index, in build order. Read once per process; a malformed index is a
 * `SyntaxError` naming the file and the entry.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { corpusIndex } from "./load.ts";
 * const index = await corpusIndex();
 * assert.equal(new Set(index.map((e) => e.id)).size, index.length);
 * ```
 */
export function corpusIndex(): Promise<readonly CorpusEntry[]> {
  cached ??= readIndex().catch((e) => {
    cached = null; // let a later call try again
    throw e;
  });
  return cached;
}

async function readIndex(): Promise<readonly CorpusEntry[]> {
  const text = await readBoundedFile(new URL(INDEX_PATH, ROOT), INDEX_PATH);
  return parseManifest(text, INDEX_PATH).fixtures.map((entry, i): CorpusEntry => {
    if (!GENRE_NAMES.includes(entry.genre)) {
      throw new SyntaxError(`${INDEX_PATH}: fixtures[${i}]: unknown genre ${quote(entry.genre)}`);
    }
    return entry as CorpusEntry;
  });
}

/**
 * The index's fixtures of one genre and/or size (all of them without a filter), in build order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listFixtures } from "./load.ts";
 * const df = await listFixtures({ genre: "dosun-fuwari" });
 * assert.ok(df.length > 0 && df.every((e) => e.path.startsWith("fixtures/dosun_fuwari/")));
 * ```
 */
export async function listFixtures(
  filter: { readonly genre?: Genre; readonly size?: string } = {},
): Promise<readonly CorpusEntry[]> {
  return (await corpusIndex()).filter((e) =>
    (filter.genre === undefined || e.genre === filter.genre) &&
    (filter.size === undefined || e.size === filter.size)
  );
}

/**
 * Reads and parses one fixture file. A relative path is taken from the repository root (as
 * the index writes them); `SyntaxError` naming the path for a file that does not parse.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readFixture } from "./load.ts";
 * const f = await readFixture("fixtures/dosun_fuwari/8x8-001.txt");
 * assert.equal(f.board.genre, "dosun-fuwari");
 * ```
 */
export async function readFixture(path: string): Promise<Fixture> {
  const url = path.startsWith("/") ? new URL(`file://${path}`) : new URL(path, ROOT);
  return parseFixture(await readBoundedFile(url, path), path);
}

/** What {@link walkTree} finds under a folder. */
export interface TreeListing {
  /** Every regular file, recursively, sorted by path. */
  readonly files: readonly string[];
  /** Every symbolic link (to a file or a folder), not followed, with the path it points to. */
  readonly links: readonly { readonly path: string; readonly target: string }[];
}

/**
 * Every regular file under `dir`, recursively, sorted by path, and every symbolic link met on
 * the way (never followed: a link could lead out of the tree, or into it twice). Paths are
 * `dir` joined with the relative path (so `fixtures/` gives `fixtures/stostone/…`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { walkTree } from "./load.ts";
 * const dir = await Deno.makeTempDir();
 * await Deno.mkdir(`${dir}/sub`);
 * await Deno.writeTextFile(`${dir}/sub/a.txt`, "");
 * await Deno.symlink("/etc/hostname", `${dir}/b.txt`);
 * const tree = await walkTree(dir);
 * assert.deepEqual(tree.files, [`${dir}/sub/a.txt`]);
 * assert.deepEqual(tree.links, [{ path: `${dir}/b.txt`, target: "/etc/hostname" }]);
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function walkTree(dir: string): Promise<TreeListing> {
  const base = dir.replace(/\/+$/, "");
  const files: string[] = [];
  const links: { path: string; target: string }[] = [];
  const walk = async (path: string): Promise<void> => {
    const entries: Deno.DirEntry[] = [];
    for await (const entry of Deno.readDir(path)) entries.push(entry);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = path.endsWith("/") ? path + entry.name : `${path}/${entry.name}`;
      if (entry.isSymlink) links.push({ path: child, target: await Deno.readLink(child) });
      else if (entry.isDirectory) await walk(child);
      else if (entry.isFile) files.push(child);
    }
  };
  await walk(base === "" ? "/" : base);
  return { files, links };
}

/**
 * Every `*.txt` file under `dir` (a folder a user names, not necessarily the corpus),
 * recursively, sorted by path; paths are `dir` joined with the relative path (so `fixtures/`
 * gives `fixtures/stostone/…`). Symbolic links are left out (see {@link walkTree}; the
 * manifest check refuses them by name).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listFixtureFiles } from "./load.ts";
 * const files = await listFixtureFiles(new URL("../../fixtures/stostone", import.meta.url).pathname);
 * assert.ok(files.length > 0 && files.every((f) => f.endsWith(".txt")));
 * ```
 */
export async function listFixtureFiles(dir: string): Promise<string[]> {
  return (await walkTree(dir)).files.filter((f) => f.endsWith(".txt"));
}
