/**
 * The shipped corpus: the one index (`fixtures/MANIFEST.json`) and its loader, certificates
 * (`certify`), the tamper check against the index, and the build from generator sources.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listFixtures, readFixture } from "./mod.ts";
 * const [first] = await listFixtures({ genre: "dosun-fuwari", size: "8x8" });
 * assert.equal((await readFixture(first!.path)).meta.id, first!.id);
 * ```
 *
 * @module
 */

export {
  type CorpusEntry,
  corpusIndex,
  listFixtureFiles,
  listFixtures,
  readFixture,
} from "./load.ts";
export { CERTIFICATE_CAP, type Certification, certifyBoard, checkFixtureText } from "./certify.ts";
export { isFixtureText } from "../../core/fixture_file.ts";
export { checkManifestDir, findManifest, type ManifestCheck } from "./manifest_check.ts";
export { type Manifest, MANIFEST_PATH, type ManifestEntry } from "./manifest.ts";
export { buildFixture, type BuiltFixture } from "./fixture.ts";
export { provenanceProblems } from "./provenance.ts";
export {
  dosunFuwariSource,
  formatSource,
  type GeneratorSource,
  runGenerator,
  sizedStostoneSource,
} from "./source.ts";
export { SUITE_VERSION } from "./version.ts";
