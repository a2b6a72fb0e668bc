/**
 * Opens pages in headless Chromium for the report's browser tests, through
 * `puppeteer-core` (npm) driving the Chromium given by path — the Debian `chromium`
 * package in CI; puppeteer never downloads a browser of its own. The protocol runs
 * over a pipe (`pipe: true`), so no port is opened.
 *
 * Each page records what a person would not see but a test must: console errors,
 * uncaught exceptions and failed resource loads. The browser gets a fresh profile and
 * the flags in {@link CHROMIUM_FLAGS}; the machines this runs on have no network, and
 * without the background-networking flags Chromium keeps trying to reach Google.
 *
 * @module
 */

import puppeteer, { type Browser, type Page } from "puppeteer-core";

/** The flags every launch adds to puppeteer's own (a fresh `userDataDir` is given per launch). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--mute-audio",
  "--hide-scrollbars",
];

/** Where Chromium is looked for when `CHROMIUM` is not set in the environment. */
export const CHROMIUM_PATHS: readonly string[] = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/**
 * The Chromium executable to use: `$CHROMIUM` when set, else the first of
 * {@link CHROMIUM_PATHS} that exists, else null. Without read or env permission
 * the places that cannot be checked are skipped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { findChromium } from "./chromium.ts";
 * const path = findChromium();
 * assert.ok(path === null || path.length > 0);
 * ```
 */
export function findChromium(): string | null {
  let fromEnv: string | undefined;
  try {
    fromEnv = Deno.env.get("CHROMIUM");
  } catch {
    fromEnv = undefined;
  }
  for (const path of fromEnv ? [fromEnv] : CHROMIUM_PATHS) {
    try {
      if (Deno.statSync(path).isFile) return path;
    } catch {
      // missing, or no permission to look: try the next place
    }
  }
  return null;
}

/** A page loaded in Chromium, and what the browser reported while loading and using it. */
export interface LoadedPage {
  /** The puppeteer page, for input (mouse, keyboard) and waiting. */
  readonly page: Page;
  /** Evaluates a JavaScript expression in the page; returns its value (JSON-copied). */
  evaluate<T>(expression: string): Promise<T>;
  /** A PNG screenshot of the viewport. */
  screenshot(): Promise<Uint8Array>;
  /** Console errors and assertions, uncaught exceptions, and browser log errors. */
  readonly consoleErrors: readonly string[];
  /** Resources that failed to load: network failures and HTTP statuses of 400 or more. */
  readonly failedLoads: readonly string[];
}

/** How to open pages. */
export interface OpenOptions {
  /** A fresh, empty directory for the browser profile. */
  readonly userDataDir: string;
  /** Viewport width in CSS pixels (default 1280). */
  readonly width?: number;
  /** Viewport height in CSS pixels (default 900). */
  readonly height?: number;
  /** Give up on any single step after this many milliseconds (default 20 000). */
  readonly stepTimeoutMs?: number;
}

/** Opens `url` in a new tab of the running browser; the viewport is `width` × `height`. */
export type PageOpener = (
  url: string,
  viewport?: { readonly width: number; readonly height: number },
) => Promise<LoadedPage>;

/**
 * Launches Chromium, calls `use` with a function that opens pages in it, and always
 * shuts the browser down afterwards, whether `use` returned or threw (politely, then
 * with SIGKILL if it does not go within a few seconds). One launch can serve several
 * pages, which saves the second or so a launch costs.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { findChromium, withChromium } from "./chromium.ts";
 * const chromium = findChromium();
 * const mayRun = (await Deno.permissions.query({ name: "run" })).state === "granted" &&
 *   (await Deno.permissions.query({ name: "write" })).state === "granted";
 * if (chromium !== null && mayRun) {
 *   const profile = await Deno.makeTempDir();
 *   const titles = await withChromium(chromium, { userDataDir: profile }, async (open) => [
 *     await (await open("data:text/html,<title>one</title>")).evaluate<string>("document.title"),
 *     await (await open("data:text/html,<title>two</title>")).evaluate<string>("document.title"),
 *   ]);
 *   await Deno.remove(profile, { recursive: true });
 *   assert.deepEqual(titles, ["one", "two"]);
 * }
 * ```
 */
export async function withChromium<T>(
  executable: string,
  options: OpenOptions,
  use: (open: PageOpener) => Promise<T>,
): Promise<T> {
  const stepMs = options.stepTimeoutMs ?? 20_000;
  const fallback = { width: options.width ?? 1280, height: options.height ?? 900 };
  const browser: Browser = await puppeteer.launch({
    executablePath: executable,
    headless: true,
    pipe: true,
    userDataDir: options.userDataDir,
    args: [...CHROMIUM_FLAGS],
    defaultViewport: fallback,
    timeout: stepMs,
    protocolTimeout: stepMs,
  });
  try {
    return await use(async (url, viewport = fallback) => {
      const page = await browser.newPage();
      page.setDefaultTimeout(stepMs);
      await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
      const consoleErrors: string[] = [];
      const failedLoads: string[] = [];
      page.on("console", (message) => {
        const type = message.type();
        if (type === "error" || type === "assert") {
          // Browser log entries (a failed load) carry no stack; their URL says what failed.
          const where = message.stackTrace().length === 0 ? message.location().url : undefined;
          consoleErrors.push(`console.${type}: ${message.text()}${where ? ` (${where})` : ""}`);
        }
      });
      page.on("pageerror", (e) => {
        consoleErrors.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`);
      });
      page.on("requestfailed", (request) => {
        failedLoads.push(`${request.url()}: ${request.failure()?.errorText ?? "failed"}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) {
          failedLoads.push(`${response.url()}: HTTP ${response.status()}`);
        }
      });
      const response = await page.goto(url, { waitUntil: "load" }).catch((e) => {
        throw new Error(`Chromium could not open ${url}: ${e instanceof Error ? e.message : e}`);
      });
      if (response !== null && !response.ok() && !url.startsWith("file:")) {
        throw new Error(`Chromium could not open ${url}: HTTP ${response.status()}`);
      }
      return {
        page,
        async evaluate<V>(expression: string): Promise<V> {
          return await page.evaluate(expression) as V;
        },
        async screenshot(): Promise<Uint8Array> {
          return new Uint8Array(await page.screenshot({ type: "png" }));
        },
        consoleErrors,
        failedLoads,
      };
    });
  } finally {
    const child = browser.process();
    const closed = browser.close().then(() => true, () => false);
    const inTime = await Promise.race([
      closed,
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    if (!inTime && child !== null && child.exitCode === null) child.kill("SIGKILL");
  }
}

/**
 * Launches Chromium, loads `url`, waits for the load event, and calls `use` with the
 * page; the browser is always shut down afterwards (see {@link withChromium}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { findChromium, withChromiumPage } from "./chromium.ts";
 * const chromium = findChromium();
 * const mayRun = (await Deno.permissions.query({ name: "run" })).state === "granted" &&
 *   (await Deno.permissions.query({ name: "write" })).state === "granted";
 * if (chromium !== null && mayRun) {
 *   const profile = await Deno.makeTempDir();
 *   const title = await withChromiumPage(
 *     chromium,
 *     "data:text/html,<title>hello</title>",
 *     { userDataDir: profile },
 *     (page) => page.evaluate<string>("document.title"),
 *   );
 *   await Deno.remove(profile, { recursive: true });
 *   assert.equal(title, "hello");
 * }
 * ```
 */
export function withChromiumPage<T>(
  executable: string,
  url: string,
  options: OpenOptions,
  use: (page: LoadedPage) => Promise<T>,
): Promise<T> {
  return withChromium(executable, options, async (open) => use(await open(url)));
}
