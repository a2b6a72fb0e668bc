/**
 * `certify <board> --proof DIR`: the proof's three files, standard formats with no
 * header of the suite's own, so outside tools can check them (`drat-trim name.cnf
 * name.drat`, `lrat-check name.cnf name.lrat`). Each is written whole (`writeWhole`),
 * so an interrupt leaves the old file or none.
 *
 * @module
 */

import type { Proved } from "./prove.ts";
import { writeWhole } from "../../core/write_whole.ts";

/**
 * The base name the files get: a fixture's or board file's name without its
 * extension, or, for a URL or standard input, the genre, size and the CNF's hash.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { proofFileName } from "./files.ts";
 * assert.equal(proofFileName("fixtures/stostone/6x6-001.txt", "stostone-6x6", "ab12cd34ef"), "6x6-001");
 * assert.equal(proofFileName("https://puzz.link/p?stostone/3/2/4si", "stostone-2x3", "ab12cd34ef"), "stostone-2x3-ab12cd34");
 * ```
 */
export function proofFileName(label: string, board: string, cnfHash: string): string {
  const isUrl = /^[a-z]+:\/\//.test(label) || label.includes("?");
  const base = label.split("/").pop() ?? "";
  if (!isUrl && label !== "stdin" && /^[\w.-]+$/.test(base)) return base.replace(/\.[^.]*$/, "");
  return `${board}-${cnfHash.slice(0, 8)}`;
}

/** Writes `<name>.cnf`, `<name>.drat` and `<name>.lrat` into `dir`; returns their paths. */
export async function writeProofFiles(
  dir: string,
  name: string,
  proved: Proved,
): Promise<string[]> {
  if (proved.cnf === null || proved.drat === null || proved.lrat === null) return [];
  await Deno.mkdir(dir, { recursive: true });
  const files: [string, Uint8Array][] = [
    [`${name}.cnf`, new TextEncoder().encode(proved.cnf)],
    [`${name}.drat`, proved.drat],
    [`${name}.lrat`, new TextEncoder().encode(proved.lrat)],
  ];
  const written: string[] = [];
  for (const [file, bytes] of files) {
    const path = `${dir.replace(/\/+$/, "")}/${file}`;
    await writeWhole(path, bytes);
    written.push(path);
  }
  return written;
}
