/**
 * The one way the suite reads a file or stream it did not write itself: as it comes,
 * counting bytes and lines, and stopping at the first that is over its limit. A file
 * of 100 MB of blank lines is refused after its first megabyte, instead of being read
 * whole and split into a hundred million strings.
 *
 * @module
 */

import { fileURLToPath } from "node:url";

/**
 * The most bytes an input may hold: far more than any board or shard file (a 100×100
 * board is tens of kilobytes), far less than what would exhaust memory (`/dev/zero`
 * never ends).
 */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/**
 * The most lines an input may hold: a 100×100 board file has a few hundred, a report's
 * `report.json` of the whole corpus about ten thousand, a shard file one.
 */
export const MAX_INPUT_LINES = 1_000_000;

/**
 * The error for an input over {@link MAX_INPUT_BYTES} or {@link MAX_INPUT_LINES}, naming
 * it (`what`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { inputTooLarge } from "./read_bounded.ts";
 * assert.equal(inputTooLarge("stdin").message, "stdin: more than 64 MiB, which no board or shard file is");
 * assert.match(inputTooLarge("a.txt", "lines").message, /^a.txt: more than 1000000 lines/);
 * ```
 */
export function inputTooLarge(what: string, over: "bytes" | "lines" = "bytes"): RangeError {
  return new RangeError(
    over === "bytes"
      ? `${what}: more than ${MAX_INPUT_BYTES / 1024 / 1024} MiB, which no board or shard file is`
      : `${what}: more than ${MAX_INPUT_LINES} lines, which no board or shard file has`,
  );
}

/**
 * Reads a stream as UTF-8 text (a byte-order mark kept, as `Deno.readTextFile` keeps
 * it), refusing more than {@link MAX_INPUT_BYTES} or {@link MAX_INPUT_LINES} with a
 * `RangeError` naming `what` as soon as the limit is passed. The stream is cancelled
 * then.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { MAX_INPUT_BYTES, readBoundedText } from "./read_bounded.ts";
 * const text = await readBoundedText(new Blob(["stostone 1x1"]).stream(), "stdin");
 * assert.equal(text, "stostone 1x1");
 * const huge = new Blob([new Uint8Array(MAX_INPUT_BYTES + 1)]).stream();
 * await assert.rejects(readBoundedText(huge, "stdin"), /stdin: more than 64 MiB/);
 * const blank = new Blob(["stostone\n", "\n".repeat(2_000_000)]).stream();
 * await assert.rejects(readBoundedText(blank, "a.txt"), /a.txt: more than 1000000 lines/);
 * ```
 */
export async function readBoundedText(
  stream: ReadableStream<Uint8Array>,
  what: string,
): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let lines = 0;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      size += chunk.length;
      if (size > MAX_INPUT_BYTES) throw inputTooLarge(what);
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
        if (++lines >= MAX_INPUT_LINES) throw inputTooLarge(what, "lines");
      }
      chunks.push(chunk);
    }
  } catch (e) {
    await reader.cancel().catch(() => {});
    throw e;
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

/**
 * Reads a file as {@link readBoundedText} reads a stream, naming it by `what` (by
 * default its path) when it is too large. A folder is refused as Deno refuses it
 * (`Deno.errors.IsADirectory`); other file-system errors are thrown as they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readBoundedFile } from "./read_bounded.ts";
 * const dir = await Deno.makeTempDir();
 * await Deno.writeTextFile(`${dir}/a.txt`, "stostone\n" + "\n".repeat(1_500_000));
 * await assert.rejects(readBoundedFile(`${dir}/a.txt`), /a.txt: more than 1000000 lines/);
 * await assert.rejects(readBoundedFile(dir), Deno.errors.IsADirectory);
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function readBoundedFile(target: string | URL, what?: string): Promise<string> {
  const path = typeof target === "string" ? target : fileURLToPath(target);
  const file = await Deno.open(path);
  let stream: ReadableStream<Uint8Array>;
  try {
    if ((await file.stat()).isDirectory) {
      throw new Deno.errors.IsADirectory(`is a directory: read '${path}'`);
    }
    stream = file.readable; // closes the file when read to the end or cancelled
  } catch (e) {
    file.close();
    throw e;
  }
  return await readBoundedText(stream, what ?? path);
}
