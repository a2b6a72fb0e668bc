/**
 * Opens a page in headless Chromium and drives it over the DevTools protocol, with
 * nothing but Deno's own `WebSocket` (no browser-automation dependency). Used by the
 * report's browser test to load the report from file:// and look at it as a browser
 * does: console errors, failed loads, the drawn boards, a screenshot.
 *
 * The browser gets a fresh profile and the flags in {@link CHROMIUM_FLAGS}; the
 * machines this runs on have no network, and without the background-networking
 * flags Chromium keeps trying (and failing) to reach Google services.
 *
 * @module
 */

/** The flags every launch uses (a fresh `--user-data-dir` is added per launch). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
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
 * import { findChromium } from "./chromium.ts";
 * const path = findChromium();
 * console.assert(path === null || path.length > 0);
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

/** A page loaded in Chromium, and what the browser reported while loading it. */
export interface LoadedPage {
  /** Evaluates a JavaScript expression in the page; returns its value (JSON-copied). */
  evaluate<T>(expression: string): Promise<T>;
  /** A PNG screenshot of the viewport. */
  screenshot(): Promise<Uint8Array>;
  /** Console errors and assertions, uncaught exceptions, and browser log errors. */
  readonly consoleErrors: readonly string[];
  /** Resources that failed to load: network failures and HTTP statuses of 400 or more. */
  readonly failedLoads: readonly string[];
}

/** How to open a page. */
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

/**
 * Launches Chromium, loads `url`, waits for the load event, and calls `use` with the
 * page. The browser is always shut down afterwards, whether `use` returned or threw:
 * first politely (`Browser.close`, then closing its pipe), then with SIGKILL.
 *
 * The protocol runs over `--remote-debugging-pipe` (Chromium reads commands on file
 * descriptor 3 and answers on 4; `/bin/sh` maps those to the child's stdin and
 * stdout), so no port is opened and no network permission is needed.
 *
 * @example
 * ```ts
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
 *   console.assert(title === "hello");
 * }
 * ```
 */
export async function withChromiumPage<T>(
  executable: string,
  url: string,
  options: OpenOptions,
  use: (page: LoadedPage) => Promise<T>,
): Promise<T> {
  const width = options.width ?? 1280;
  const height = options.height ?? 900;
  const stepMs = options.stepTimeoutMs ?? 20_000;
  const child = new Deno.Command("/bin/sh", {
    args: [
      "-c",
      'exec "$0" "$@" 3<&0 4>&1 </dev/null >/dev/null',
      executable,
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${options.userDataDir}`,
      "--remote-debugging-pipe",
      `--window-size=${width},${height}`,
      "about:blank",
    ],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // Chromium's stderr must be drained or it blocks once the pipe fills; the tail is
  // kept for error messages.
  let stderrTail = "";
  const drained = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of child.stderr) {
      stderrTail = (stderrTail + decoder.decode(chunk, { stream: true })).slice(-4000);
    }
  })();
  let exited = false;
  const status = child.status.then((s) => {
    exited = true;
    return s;
  });
  const client = new DevToolsClient(child.stdin, child.stdout);
  const step = <V>(promise: Promise<V>, what: string): Promise<V> =>
    deadline(promise, stepMs, what).catch((e) => {
      const tail = stderrTail.trim() ? `\nChromium stderr (last lines):\n${stderrTail}` : "";
      throw new Error(`${e instanceof Error ? e.message : e}${tail}`);
    });
  try {
    const { targetId } = await step(
      client.send<{ targetId: string }>("Target.createTarget", { url: "about:blank" }),
      "Chromium to open a page",
    );
    const { sessionId } = await step(
      client.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true }),
      "Target.attachToTarget",
    );
    const session = (method: string, params: Record<string, unknown> = {}) =>
      step(client.send<Record<string, unknown>>(method, params, sessionId), method);
    const consoleErrors: string[] = [];
    const failedLoads: string[] = [];
    const requests = new Map<string, string>();
    client.onEvent = (method, params, from) => {
      if (from !== sessionId) return;
      // deno-lint-ignore no-explicit-any
      const p = params as Record<string, any>;
      if (method === "Runtime.consoleAPICalled" && (p.type === "error" || p.type === "assert")) {
        const text = (p.args ?? []).map((a: { value?: unknown; description?: string }) =>
          a.value ?? a.description ?? ""
        ).join(" ");
        consoleErrors.push(`console.${p.type}: ${text}`);
      } else if (method === "Runtime.exceptionThrown") {
        const d = p.exceptionDetails ?? {};
        consoleErrors.push(`uncaught: ${d.exception?.description ?? d.text ?? "exception"}`);
      } else if (method === "Log.entryAdded" && p.entry?.level === "error") {
        consoleErrors.push(`log (${p.entry.source}): ${p.entry.text} ${p.entry.url ?? ""}`.trim());
      } else if (method === "Network.requestWillBeSent") {
        requests.set(p.requestId, p.request?.url ?? "?");
      } else if (method === "Network.loadingFailed") {
        failedLoads.push(`${requests.get(p.requestId) ?? p.requestId}: ${p.errorText}`);
      } else if (method === "Network.responseReceived" && p.response?.status >= 400) {
        failedLoads.push(`${p.response.url}: HTTP ${p.response.status}`);
      }
    };
    for (const domain of ["Page", "Runtime", "Log", "Network"]) await session(`${domain}.enable`);
    await session("Emulation.setDeviceMetricsOverride", {
      width,
      height,
      deviceScaleFactor: 1,
      mobile: false,
    });
    const loaded = client.nextEvent("Page.loadEventFired", sessionId);
    const nav = await session("Page.navigate", { url });
    if (typeof nav.errorText === "string" && nav.errorText !== "") {
      throw new Error(`Chromium could not open ${url}: ${nav.errorText}`);
    }
    await step(loaded, `the load event of ${url}`);
    return await use({
      async evaluate<V>(expression: string): Promise<V> {
        const r = await session("Runtime.evaluate", {
          expression,
          returnByValue: true,
          awaitPromise: true,
        }) as { result: { value: V }; exceptionDetails?: { text: string } };
        if (r.exceptionDetails) {
          throw new Error(`evaluating ${expression}: ${r.exceptionDetails.text}`);
        }
        return r.result.value;
      },
      async screenshot(): Promise<Uint8Array> {
        const r = await session("Page.captureScreenshot", { format: "png" });
        return Uint8Array.from(atob(r.data as string), (c) => c.charCodeAt(0));
      },
      consoleErrors,
      failedLoads,
    });
  } finally {
    if (!exited) {
      await deadline(client.send("Browser.close"), 3000, "Browser.close").catch(() => {});
    }
    await client.close();
    if (!exited) {
      // Give the polite close a moment, then make sure.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        status.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (!exited) {
        try {
          child.kill("SIGKILL");
        } catch {
          // it exited in between
        }
      }
    }
    await status;
    await client.closed;
    await drained;
  }
}

/** Rejects with a message naming `what` when `promise` takes longer than `ms`. */
function deadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A minimal DevTools protocol client over Chromium's debugging pipe: messages are
 * JSON texts, each ended by a NUL byte. Commands get replies; events go to one
 * listener and to one-shot waiters.
 */
class DevToolsClient {
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #encoder = new TextEncoder();
  #nextId = 1;
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  #waiters: { method: string; sessionId?: string; resolve: (p: unknown) => void }[] = [];
  #open = true;
  /** Settles once Chromium's end of the pipe is closed and every reply is in. */
  readonly closed: Promise<void>;
  /** Called for every event: method, params and the session it came from. */
  onEvent: (method: string, params: unknown, sessionId: string | undefined) => void = () => {};

  constructor(input: WritableStream<Uint8Array>, output: ReadableStream<Uint8Array>) {
    this.#writer = input.getWriter();
    this.closed = this.#read(output);
  }

  async #read(output: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let pending = new Uint8Array(0);
    try {
      for await (const chunk of output) {
        const joined = new Uint8Array(pending.length + chunk.length);
        joined.set(pending);
        joined.set(chunk, pending.length);
        let start = 0;
        for (let end = joined.indexOf(0); end >= 0; end = joined.indexOf(0, start)) {
          this.#dispatch(JSON.parse(decoder.decode(joined.subarray(start, end))));
          start = end + 1;
        }
        pending = joined.slice(start);
      }
    } finally {
      this.#open = false;
      for (const p of this.#pending.values()) p.reject(new Error("Chromium closed the pipe"));
      this.#pending.clear();
    }
  }

  #dispatch(message: {
    id?: number;
    error?: { message: string };
    result?: unknown;
    method?: string;
    params?: unknown;
    sessionId?: string;
  }): void {
    if (typeof message.id === "number") {
      const p = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (!p) return;
      if (message.error) p.reject(new Error(`DevTools: ${message.error.message}`));
      else p.resolve(message.result);
      return;
    }
    if (message.method === undefined) return;
    this.onEvent(message.method, message.params, message.sessionId);
    this.#waiters = this.#waiters.filter((w) => {
      if (w.method !== message.method || w.sessionId !== message.sessionId) return true;
      w.resolve(message.params);
      return false;
    });
  }

  send<T = unknown>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    if (!this.#open) return Promise.reject(new Error(`${method}: Chromium closed the pipe`));
    const id = this.#nextId++;
    const reply = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    });
    const text = JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) });
    this.#writer.write(this.#encoder.encode(text + "\0")).catch((e) => {
      this.#pending.get(id)?.reject(e instanceof Error ? e : new Error(String(e)));
      this.#pending.delete(id);
    });
    return reply;
  }

  /** The params of the next event `method` from `sessionId`. */
  nextEvent(method: string, sessionId?: string): Promise<unknown> {
    return new Promise((resolve) => this.#waiters.push({ method, sessionId, resolve }));
  }

  /** Closes our end of the pipe (Chromium exits when it sees that). */
  async close(): Promise<void> {
    await this.#writer.close().catch(() => {});
  }
}
