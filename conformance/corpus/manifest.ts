/**
 * fixtures/MANIFEST.json, the one index of the corpus (data, read by load.ts): every
 * fixture with the metadata a tool needs to pick boards without opening each file, the
 * generator call that makes it and the seeds passed over (the build's plan), and the
 * SHA-256 of each file, so that `certify --check` can tell a fixture changed, added,
 * removed or duplicated after the build. Written by build.ts from the files it writes (so
 * a rebuild always writes matching hashes); the corpus tests check that it matches the
 * files.
 *
 * @module
 */

import { createHash } from "node:crypto";
import type { Fixture } from "../../core/fixture_file.ts";
import { quote } from "../../core/quote.ts";
import { SUITE_VERSION } from "./version.ts";

/** The manifest's path relative to the repository root. */
export const MANIFEST_PATH = "fixtures/MANIFEST.json";

/** One fixture as the manifest lists it. */
export interface ManifestEntry {
  /** Path relative to the repository root. */
  readonly path: string;
  /** The fixture's id. */
  readonly id: string;
  /** Genre. */
  readonly genre: string;
  /** `RxC`. */
  readonly size: string;
  /** The rule setting it is certified under. */
  readonly rule: string;
  /** The expected verdict (`unique` throughout the shipped corpus). */
  readonly expected: string;
  /** The canonical puzz.link URL. */
  readonly url: string;
  /** The generator call that makes it, seed included (its `source` header; see source.ts). */
  readonly source: string;
  /** Seeds tried before this one for this board, with why each was passed over. */
  readonly skipped: readonly (readonly [seed: number, reason: string])[];
  /** SHA-256 of the file's bytes (UTF-8), in lower-case hex. */
  readonly sha256: string;
  /**
   * The proof shipped beside it (`<name>.lrat.gz`): the encoder's version, the SHA-256 of the
   * CNF (rebuilt from the board, never shipped) and of the LRAT text, the gzipped size.
   */
  readonly proof: ManifestProof | null;
}

/** A manifest entry's proof fields. */
export interface ManifestProof {
  /** The gzipped LRAT file, relative to the repository root. */
  readonly path: string;
  /** The encoder's version. */
  readonly encoder: number;
  /** SHA-256 of the CNF's DIMACS text. */
  readonly cnf: string;
  /** SHA-256 of the LRAT text. */
  readonly lrat: string;
  /** Bytes of the gzipped file. */
  readonly bytes: number;
}

/** The whole manifest. */
export interface Manifest {
  /** The suite version that built it. */
  readonly suite: string;
  /** How it was made. */
  readonly note: string;
  /** Boards per `genre size`. */
  readonly counts: Readonly<Record<string, number>>;
  /** Every fixture, in build order. */
  readonly fixtures: readonly ManifestEntry[];
}

/**
 * SHA-256 of a text's UTF-8 bytes, in lower-case hex.
 *
 * @example
 * ```ts
 * import { sha256Hex } from "./manifest.ts";
 * import assert from "node:assert/strict";
 * assert.equal(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
 * ```
 */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * The manifest of a list of fixtures, each with the text of its file (hashed).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { manifestOf } from "./manifest.ts";
 * const m = manifestOf([]);
 * assert.ok(m.fixtures.length === 0);
 * ```
 */
export function manifestOf(
  fixtures: readonly {
    readonly path: string;
    readonly fixture: Fixture;
    readonly text: string;
    readonly skipped?: ManifestEntry["skipped"];
  }[],
): Manifest {
  const entries = fixtures.map(({ path, fixture, text, skipped }): ManifestEntry => {
    const { meta } = fixture;
    return {
      path,
      id: meta.id,
      genre: meta.genre,
      size: meta.size,
      rule: meta.rule,
      expected: meta.expected,
      url: meta.url,
      source: meta.source,
      skipped: skipped ?? [],
      sha256: sha256Hex(text),
      proof: proofOf(path, fixture),
    };
  });
  return {
    suite: SUITE_VERSION,
    note: MANIFEST_NOTE,
    counts: countsOf(entries),
    fixtures: entries,
  };
}

/** The manifest's `note`, as the build writes it (the check holds the file to it). */
export const MANIFEST_NOTE =
  "The corpus index, read by conformance/corpus/load.ts: per fixture its generator call (source, seed included), the seeds passed over (skipped) and its file's hash. Written by conformance/corpus/build.ts; do not edit by hand.";

/**
 * The manifest's `counts`: boards per `genre size`, in the order the list first has them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { countsOf } from "./manifest.ts";
 * const e = (genre: string, size: string) => ({ genre, size });
 * assert.deepEqual(countsOf([e("stostone", "6x6"), e("stostone", "6x6"), e("dosun-fuwari", "8x8")]),
 *   { "stostone 6x6": 2, "dosun-fuwari 8x8": 1 });
 * ```
 */
export function countsOf(
  entries: readonly { readonly genre: string; readonly size: string }[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { genre, size } of entries) {
    const key = `${genre} ${size}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function proofOf(path: string, fixture: Fixture): ManifestProof | null {
  const p = fixture.certificate?.proof;
  if (!p) return null;
  // Beside the fixture, as conformance/proof/prove.ts proofPathFor names it.
  return {
    path: path.replace(/\.txt$/, "") + ".lrat.gz",
    encoder: p.encoder,
    cnf: p.cnf,
    lrat: p.lrat,
    bytes: p.bytes,
  };
}

/**
 * The manifest as its file holds it: two-space JSON and a final newline.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatManifest, manifestOf } from "./manifest.ts";
 * assert.ok(formatManifest(manifestOf([])).endsWith("}\n"));
 * ```
 */
export function formatManifest(manifest: Manifest): string {
  return JSON.stringify(manifest, null, 2) + "\n";
}

/** The fields of a manifest entry that hold a string. */
const ENTRY_STRINGS = [
  "path",
  "id",
  "genre",
  "size",
  "rule",
  "expected",
  "url",
  "source",
  "sha256",
];
const PROOF_FIELDS = {
  path: "string",
  encoder: "number",
  cnf: "string",
  lrat: "string",
  bytes: "number",
} as const;

/**
 * Reads a manifest's text; `where` (its path) starts every error. Throws `SyntaxError` for
 * text that is not JSON, and for any field that is missing, of the wrong type, or not one the
 * build writes: a field nobody checks could say anything, so none is let through.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatManifest, manifestOf, parseManifest } from "./manifest.ts";
 * assert.deepEqual(parseManifest(formatManifest(manifestOf([])), "m.json").fixtures, []);
 * assert.throws(() => parseManifest('{"fixtures": []}', "m.json"), /^SyntaxError: m\.json: "suite" /);
 * ```
 */
export function parseManifest(text: string, where: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new SyntaxError(`${where}: not JSON: ${(e as Error).message}`);
  }
  const fail = (field: string, why: string): never => {
    throw new SyntaxError(`${where}: ${field} ${why}`);
  };
  const object = (v: unknown, field: string): Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? v as Record<string, unknown>
      : fail(field, "is not an object");
  const only = (o: Record<string, unknown>, field: string, keys: readonly string[]): void => {
    for (const key of Object.keys(o)) {
      if (!keys.includes(key)) {
        fail(field, `has the field ${quote(key)}, which the build never writes`);
      }
    }
  };
  const want = (
    o: Record<string, unknown>,
    key: string,
    type: "string" | "number",
    field: string,
  ): void => {
    const ok = type === "string" ? typeof o[key] === "string" : Number.isFinite(o[key]);
    if (!ok) fail(`${field}${quote(key)}`, `is missing or not a ${type}`);
  };
  const top = object(data, "the manifest");
  only(top, "the manifest", ["suite", "note", "counts", "fixtures"]);
  want(top, "suite", "string", "");
  want(top, "note", "string", "");
  const counts = object(top.counts, '"counts"');
  for (const key of Object.keys(counts)) want(counts, key, "number", "counts: ");
  if (!Array.isArray(top.fixtures)) fail('"fixtures"', "is missing or not a list");
  (top.fixtures as unknown[]).forEach((raw, i) => {
    const field = `fixtures[${i}]`;
    const entry = object(raw, field);
    only(entry, field, [...ENTRY_STRINGS, "skipped", "proof"]);
    for (const key of ENTRY_STRINGS) want(entry, key, "string", `${field}: `);
    const skipped = entry.skipped;
    if (!Array.isArray(skipped)) fail(`${field}: "skipped"`, "is missing or not a list");
    (skipped as unknown[]).forEach((pair, j) => {
      if (
        !Array.isArray(pair) || pair.length !== 2 || !Number.isInteger(pair[0]) ||
        typeof pair[1] !== "string"
      ) fail(`${field}: skipped[${j}]`, "is not a [seed, reason] pair");
    });
    if (entry.proof !== null) {
      const proof = object(entry.proof, `${field}: "proof"`);
      only(proof, `${field}: "proof"`, Object.keys(PROOF_FIELDS));
      for (const key of Object.keys(PROOF_FIELDS) as (keyof typeof PROOF_FIELDS)[]) {
        want(proof, key, PROOF_FIELDS[key], `${field}: proof: `);
      }
    }
  });
  return data as Manifest;
}
