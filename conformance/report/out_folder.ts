/**
 * The folder `report --out DIR` writes into, and the marker that makes it the suite's:
 * `.suite-files.json` lists every file the suite wrote there with the SHA-256 of its
 * contents. A folder may be written into when it is empty, or when each entry is the
 * marker, a file it lists with its contents unchanged, or one of the suite's temporary
 * files; anything else (a user's own index.html, a stray report.json, an edited page,
 * a symlink) needs `--force`. Writing marks the files first (old and new hashes), then
 * writes each one whole, then marks only the new hashes: a report killed at any point
 * leaves a folder that is still recognisably the suite's, never a half-written file.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { PARTIAL_NAME, writeWhole } from "../../core/write_whole.ts";
import { quote } from "../../core/quote.ts";

/** The marker's file name. */
export const MARKER = ".suite-files.json";

/** What the marker holds: per file name, the SHA-256 (hex) its contents may have. */
type Marked = Map<string, readonly string[]>;

/** The hex SHA-256 of `bytes`. */
function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The marker's file list, or null when there is none or it is not one the suite wrote. */
async function readMarker(dir: string): Promise<Marked | null> {
  try {
    if (!(await Deno.lstat(`${dir}/${MARKER}`)).isFile) return null;
    const json = JSON.parse(await Deno.readTextFile(`${dir}/${MARKER}`));
    const files = json?.files;
    if (json?.format !== 1 || typeof files !== "object" || files === null) return null;
    const marked: Marked = new Map();
    for (const [name, hashes] of Object.entries(files)) {
      if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === "string")) return null;
      marked.set(name, hashes);
    }
    return marked;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound || e instanceof SyntaxError) return null;
    throw e;
  }
}

/** What a folder holds, sorted by whose it is. */
export interface FolderEntries {
  /** The suite's files, each with the hash of its contents now. */
  readonly ours: ReadonlyMap<string, string>;
  /** Everything else: entries the suite did not write, or that were changed since. */
  readonly foreign: readonly string[];
  /** The suite's temporary files, left by a write that was stopped. */
  readonly leftovers: readonly string[];
}

/**
 * Sorts the entries of `dir` (which must exist) into the suite's own files and the
 * rest. A symlink, a folder or a file whose contents differ from what the marker
 * lists is foreign, whatever its name.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { folderEntries, writeSuiteFiles } from "./out_folder.ts";
 * const dir = await Deno.makeTempDir();
 * await writeSuiteFiles(dir, new Map([["index.html", "<p>report</p>"]]));
 * assert.deepEqual((await folderEntries(dir)).foreign, []);
 * await Deno.writeTextFile(`${dir}/index.html`, "<p>edited by hand</p>");
 * assert.deepEqual((await folderEntries(dir)).foreign, ["index.html"]);
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function folderEntries(dir: string): Promise<FolderEntries> {
  const marked = await readMarker(dir) ?? new Map();
  const ours = new Map<string, string>();
  const foreign: string[] = [];
  const leftovers: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const { name } = entry;
    if (name === MARKER && marked.size > 0) continue;
    if (entry.isFile && PARTIAL_NAME.test(name)) {
      const of = name.slice(1).replace(/\.partial-\d+-[a-z0-9]+$/, "");
      if (of === MARKER || marked.has(of)) {
        leftovers.push(name);
        continue;
      }
    }
    const hashes = marked.get(name);
    const hash = entry.isFile && hashes ? sha256(await Deno.readFile(`${dir}/${name}`)) : "";
    if (hashes?.includes(hash)) ours.set(name, hash);
    else foreign.push(name);
  }
  return { ours, foreign: foreign.sort(), leftovers };
}

/**
 * Throws unless `dir` may receive the suite's files: it does not exist yet, is empty,
 * or holds only the suite's own files (see {@link folderEntries}); with `force`, any
 * folder. A `RangeError` names what is in the way; file-system errors are thrown as
 * they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { assertOutFolder } from "./out_folder.ts";
 * const dir = await Deno.makeTempDir();
 * await assertOutFolder(dir, false); // empty
 * await Deno.writeTextFile(`${dir}/index.html`, "my own page");
 * await assert.rejects(assertOutFolder(dir, false), /not empty \("index.html"\)/);
 * await assertOutFolder(dir, true); // --force: allowed
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function assertOutFolder(dir: string, force: boolean): Promise<void> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(dir);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return; // created when the files are written
    throw e;
  }
  if (!info.isDirectory) {
    throw new RangeError(`--out folder ${quote(dir)}: is a file, not a folder`);
  }
  if (force) return;
  const { foreign } = await folderEntries(dir);
  if (foreign.length === 0) return;
  const some = foreign.slice(0, 3).map((n) => quote(n)).join(", ");
  throw new RangeError(
    `--out folder ${quote(dir)} is not empty (${some}${foreign.length > 3 ? ", …" : ""}) ` +
      "and not an earlier report: choose another folder, or add --force to write into it",
  );
}

/** Writes the marker listing `marked`, whole. */
async function writeMarker(dir: string, marked: Marked): Promise<void> {
  const files = Object.fromEntries([...marked].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
  await writeWhole(`${dir}/${MARKER}`, JSON.stringify({ format: 1, files }, null, 1) + "\n");
}

/**
 * Writes `files` (name → contents) into `dir`, created if missing, after
 * {@link assertOutFolder}: the marker first, with the old and the new hash of each
 * file, then each file whole ({@link writeWhole}), then the marker with the new hashes
 * only. The suite's files already there that `files` does not replace stay listed, and
 * its leftover temporary files are removed. Never writes through a symlink.
 */
export async function writeSuiteFiles(
  dir: string,
  files: ReadonlyMap<string, string | Uint8Array>,
  force = false,
): Promise<void> {
  await assertOutFolder(dir, force);
  await Deno.mkdir(dir, { recursive: true });
  const { ours, leftovers } = await folderEntries(dir);
  const fresh = new Map<string, string>();
  for (const [name, contents] of files) {
    if (name === MARKER || name.includes("/")) {
      throw new RangeError(`not a file name: ${quote(name)}`);
    }
    const bytes = typeof contents === "string" ? new TextEncoder().encode(contents) : contents;
    fresh.set(name, sha256(bytes));
  }
  const during: Marked = new Map([...ours].map(([n, h]) => [n, [h]]));
  for (const [name, hash] of fresh) {
    const old = ours.get(name);
    during.set(name, old === undefined || old === hash ? [hash] : [old, hash]);
  }
  await writeMarker(dir, during);
  for (const [name, contents] of files) await writeWhole(`${dir}/${name}`, contents);
  const after: Marked = new Map([...ours].map(([n, h]) => [n, [h]]));
  for (const [name, hash] of fresh) after.set(name, [hash]);
  await writeMarker(dir, after);
  for (const name of leftovers) await Deno.remove(`${dir}/${name}`).catch(() => {});
}
