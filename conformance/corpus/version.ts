/**
 * The suite's version, as certificates record it.
 *
 * A pure module cannot read package.json, so the version is repeated here; keep it
 * equal to package.json's "version" (version_test.ts fails when they drift apart).
 * Bump both when engine behaviour changes the recorded certificates.
 *
 * @module
 */

/**
 * The version written into every certificate (`// certificate.suite: …`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SUITE_VERSION } from "./version.ts";
 * assert.ok(/^\d+\.\d+\.\d+$/.test(SUITE_VERSION));
 * ```
 */
export const SUITE_VERSION = "0.1.0";
