/**
 * The one way the suite writes a file: all or nothing. The contents go to a temporary
 * name in the same folder, which is renamed over the target once complete, so an
 * interrupt (Ctrl-C, a kill, a full disk) leaves the old file or none, never a
 * partial one. The rename replaces a symlink at the target itself: the file it points
 * to is never written.
 *
 * @module
 */

import { fileURLToPath } from "node:url";

/** Contents to write: text (UTF-8), bytes, or chunks as they come. */
export type WholeContents = string | Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/**
 * The temporary names {@link writeWhole} uses (`.<name>.partial-<pid>-<random>`): a
 * folder holding one was being written when its writer stopped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { PARTIAL_NAME } from "./write_whole.ts";
 * assert.ok(PARTIAL_NAME.test(".index.html.partial-412-k2j9x"));
 * assert.ok(!PARTIAL_NAME.test("index.html"));
 * ```
 */
export const PARTIAL_NAME: RegExp = /^\..+\.partial-\d+-[a-z0-9]+$/;

/** Where {@link writeWhole} writes `path` first: a hidden name beside it. */
function partialPath(path: string): string {
  const slash = path.lastIndexOf("/");
  const dir = path.slice(0, slash + 1);
  const name = path.slice(slash + 1);
  const random = Math.random().toString(36).slice(2, 8) || "0";
  return `${dir}.${name}.partial-${Deno.pid}-${random}`;
}

/**
 * Writes `contents` to `path` whole: to a temporary name beside it, renamed into place
 * once every byte is written. When writing fails (an error, a stream that throws) the
 * temporary file is removed and the error thrown; `path` is as it was.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { writeWhole } from "./write_whole.ts";
 * const dir = await Deno.makeTempDir();
 * await writeWhole(`${dir}/a.txt`, "old");
 * async function* failing() {
 *   yield new TextEncoder().encode("new, but");
 *   throw new Error("interrupted");
 * }
 * await assert.rejects(writeWhole(`${dir}/a.txt`, failing()), /interrupted/);
 * assert.equal(await Deno.readTextFile(`${dir}/a.txt`), "old");
 * assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["a.txt"]);
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function writeWhole(target: string | URL, contents: WholeContents): Promise<void> {
  const path = typeof target === "string" ? target : fileURLToPath(target);
  const temp = partialPath(path);
  const file = await Deno.open(temp, { write: true, createNew: true, mode: 0o666 });
  try {
    try {
      await writeAll(file, contents);
    } finally {
      file.close();
    }
    await Deno.rename(temp, path);
  } catch (e) {
    await Deno.remove(temp).catch(() => {});
    throw e;
  }
}

/**
 * Throws what {@link writeWhole} to `path` would throw before its first byte (a folder
 * at `path`, a missing folder, no permission to write there), creating nothing: a
 * verb checks its output file this way before its work, not after it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { assertWritable } from "./write_whole.ts";
 * const dir = await Deno.makeTempDir();
 * await assertWritable(`${dir}/out.svg`);
 * assert.deepEqual([...Deno.readDirSync(dir)], []); // nothing left behind
 * await assert.rejects(assertWritable(dir), Deno.errors.IsADirectory);
 * await assert.rejects(assertWritable(`${dir}/no/out.svg`), Deno.errors.NotFound);
 * await Deno.remove(dir);
 * ```
 */
export async function assertWritable(target: string | URL): Promise<void> {
  const path = typeof target === "string" ? target : fileURLToPath(target);
  try {
    if ((await Deno.stat(path)).isDirectory) {
      throw new Deno.errors.IsADirectory(`is a directory: open '${path}'`);
    }
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  const temp = partialPath(path);
  (await Deno.open(temp, { write: true, createNew: true })).close();
  await Deno.remove(temp);
}

/** Writes every byte of `contents` to `file`. */
async function writeAll(file: Deno.FsFile, contents: WholeContents): Promise<void> {
  if (typeof contents === "string") contents = new TextEncoder().encode(contents);
  const chunks = contents instanceof Uint8Array ? [contents] : contents;
  for await (const chunk of chunks) {
    for (let at = 0; at < chunk.length;) at += await file.write(chunk.subarray(at));
  }
}
