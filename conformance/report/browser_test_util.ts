/**
 * What the browser tests share: whether Chromium can run here, and whether it must.
 * Without Chromium (or without --allow-run / --allow-write) a browser test is ignored
 * with a message, so the suite runs anywhere; CI sets REQUIRE_CHROMIUM=1, which turns
 * the same situation into a failure.
 *
 * @module
 */

import { findChromium } from "./chromium.ts";

function envFlag(name: string): boolean {
  try {
    return Deno.env.get(name) === "1";
  } catch {
    return false;
  }
}

/** How a browser test stands: the executable, and why it cannot run (null: it can). */
export interface BrowserTestSetup {
  /** The Chromium executable, or null. */
  readonly chromium: string | null;
  /** Why the test cannot run here, or null. */
  readonly missing: string | null;
  /** True when the test is to be ignored (it cannot run and is not required). */
  readonly ignore: boolean;
  /** Throws when the test is required but cannot run. Call first thing in the test. */
  requireBrowser(): string;
}

/** The setup of a browser test file named `name`; prints why it is ignored, if it is. */
export function browserTestSetup(name: string): BrowserTestSetup {
  const required = envFlag("REQUIRE_CHROMIUM");
  const chromium = findChromium();
  const granted = (desc: Deno.PermissionDescriptor) =>
    Deno.permissions.querySync(desc).state === "granted";
  const missing = chromium === null
    ? "Chromium was not found (install the chromium package, or set CHROMIUM=/path/to/chrome)"
    : !granted({ name: "run" }) || !granted({ name: "write" }) || !granted({ name: "env" })
    ? "it needs --allow-run, --allow-write and --allow-env (deno task test grants them)"
    : null;
  const ignore = missing !== null && !required;
  if (ignore) {
    console.log(`${name} ignored: ${missing}; set REQUIRE_CHROMIUM=1 to make this a failure`);
  }
  return {
    chromium,
    missing,
    ignore,
    requireBrowser() {
      if (missing !== null) throw new Error(`REQUIRE_CHROMIUM=1, but ${missing}`);
      return chromium!;
    },
  };
}
