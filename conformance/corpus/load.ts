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
import type { ManifestEntry } from "./manifest.ts";
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
const FIELDS = [
  "path",
  "id",
  "genre",
  "size",
  "rule",
  "expected",
  "url",
  "source",
  "sha256",
] as const;

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
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new SyntaxError(`${INDEX_PATH}: not JSON: ${(e as Error).message}`);
  }
  const list = (data as { fixtures?: unknown } | null)?.fixtures;
  if (!Array.isArray(list)) throw new SyntaxError(`${INDEX_PATH}: no "fixtures" list`);
  return list.map((raw: Record<string, unknown>, i): CorpusEntry => {
    for (const field of FIELDS) {
      if (typeof raw?.[field] !== "string") {
        throw new SyntaxError(
          `${INDEX_PATH}: fixtures[${i}]: "${field}" is missing or not a string`,
        );
      }
    }
    const entry = raw as unknown as ManifestEntry;
    if (!GENRE_NAMES.includes(entry.genre)) {
      throw new SyntaxError(`${INDEX_PATH}: fixtures[${i}]: unknown genre "${entry.genre}"`);
    }
    if (!Array.isArray(entry.skipped)) {
      throw new SyntaxError(`${INDEX_PATH}: fixtures[${i}]: "skipped" is not a list`);
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

/**
 * Every `*.txt` file under `dir` (a folder a user names, not necessarily the corpus),
 * recursively, sorted by path; paths are `dir` joined with the relative path (so `fixtures/`
 * gives `fixtures/stostone/…`).
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
  const base = dir.replace(/\/+$/, "");
  const found: string[] = [];
  const walk = async (path: string): Promise<void> => {
    const entries: Deno.DirEntry[] = [];
    for await (const entry of Deno.readDir(path)) entries.push(entry);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = path.endsWith("/") ? path + entry.name : `${path}/${entry.name}`;
      if (entry.isDirectory) await walk(child);
      else if (entry.isFile && entry.name.endsWith(".txt")) found.push(child);
    }
  };
  await walk(base === "" ? "/" : base);
  return found;
}
