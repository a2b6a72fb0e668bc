/**
 * fixtures/MANIFEST.json: the list of every corpus fixture with the metadata a
 * tool needs to pick boards without opening each file. Written by build.ts; the
 * corpus tests check that it matches the files.
 *
 * @module
 */

import type { Fixture } from "../fixtures/fixture_file.ts";
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
 * The manifest of a list of fixtures.
 *
 * @example
 * ```ts
 * import { manifestOf } from "./manifest.ts";
 * const m = manifestOf([]);
 * console.assert(m.fixtures.length === 0);
 * ```
 */
export function manifestOf(
  fixtures: readonly { readonly path: string; readonly fixture: Fixture }[],
): Manifest {
  const counts: Record<string, number> = {};
  const entries = fixtures.map(({ path, fixture: { meta } }): ManifestEntry => {
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
    };
  });
  return {
    suite: SUITE_VERSION,
    note:
      "Written by conformance/corpus/build.ts from conformance/corpus/plan.ts; do not edit by hand.",
    counts,
    fixtures: entries,
  };
}

/**
 * The manifest as its file holds it: two-space JSON and a final newline.
 *
 * @example
 * ```ts
 * import { formatManifest, manifestOf } from "./manifest.ts";
 * console.assert(formatManifest(manifestOf([])).endsWith("}\n"));
 * ```
 */
export function formatManifest(manifest: Manifest): string {
  return JSON.stringify(manifest, null, 2) + "\n";
}
