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
  const counts: Record<string, number> = {};
  const entries = fixtures.map(({ path, fixture, text, skipped }): ManifestEntry => {
    const { meta } = fixture;
    const key = `${meta.genre} ${meta.size}`;
    counts[key] = (counts[key] ?? 0) + 1;
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
    note:
      "The corpus index, read by conformance/corpus/load.ts: per fixture its generator call (source, seed included), the seeds passed over (skipped) and its file's hash. Written by conformance/corpus/build.ts; do not edit by hand.",
    counts,
    fixtures: entries,
  };
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
