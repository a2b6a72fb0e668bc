/**
 * A progress line for long runs: `done/total`, percent and an estimate of the
 * time left, redrawn in place on stderr. Silent when stderr is not a terminal
 * (CI logs, pipes) or when the user asked for quiet, unless asked for with
 * `--progress`: then, off a terminal, one plain line every few seconds.
 *
 * @module
 */

/** A progress reporter. */
export interface Progress {
  /** Reports that `done` of `total` units are finished. */
  update(done: number, total: number, unit?: string): void;
  /** Clears the line. */
  done(): void;
}

function isTerminal(): boolean {
  try {
    return Deno.stderr.isTerminal();
  } catch {
    return false;
  }
}

/**
 * Formats one progress line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { progressText } from "./progress.ts";
 * assert.ok(progressText(50, 200, "boards", 10_000) === "50/200 boards (25%), about 30 s left");
 * ```
 */
export function progressText(done: number, total: number, unit: string, elapsedMs: number): string {
  const pct = total > 0 ? Math.floor((100 * done) / total) : 0;
  let eta = "";
  if (done > 0 && done < total) {
    const left = (elapsedMs / done) * (total - done) / 1000;
    eta = left >= 90
      ? `, about ${Math.round(left / 60)} min left`
      : `, about ${Math.round(left)} s left`;
  }
  return `${done}/${total} ${unit} (${pct}%)${eta}`;
}

/** Off a terminal, `--progress` writes a line at most this often (milliseconds). */
export const PLAIN_PROGRESS_EVERY_MS = 2000;

/**
 * A progress line on stderr. `true`: shown only when stderr is a terminal, redrawn
 * in place at most ten times a second. `"always"` (`--progress`): also off a
 * terminal, where it is a plain line at most every {@link PLAIN_PROGRESS_EVERY_MS}
 * ms (and one at the end). `false`: nothing.
 */
export function progressLine(enabled: boolean | "always"): Progress {
  const terminal = isTerminal();
  if (enabled === "always" && !terminal) return plainProgress();
  const active = enabled !== false && terminal;
  const start = performance.now();
  let last = 0;
  let shown = false;
  const encoder = new TextEncoder();
  const write = (s: string): void => {
    Deno.stderr.writeSync(encoder.encode(s));
  };
  return {
    update(done: number, total: number, unit = "units"): void {
      if (!active) return;
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      shown = true;
      write(`\r\x1b[2K${progressText(done, total, unit, now - start)}`);
    },
    done(): void {
      if (active && shown) write("\r\x1b[2K");
    },
  };
}

/** Progress as plain lines, for logs and pipes. */
function plainProgress(): Progress {
  const start = performance.now();
  let last = -Infinity;
  let lastText = "";
  const encoder = new TextEncoder();
  return {
    update(done: number, total: number, unit = "units"): void {
      const now = performance.now();
      if (now - last < PLAIN_PROGRESS_EVERY_MS && done < total) return;
      const text = progressText(done, total, unit, now - start);
      if (text === lastText) return;
      last = now;
      lastText = text;
      Deno.stderr.writeSync(encoder.encode(`progress: ${text}\n`));
    },
    done(): void {},
  };
}

/**
 * The progress setting of a verb's options: `--progress` forces it, `--quiet`
 * turns it off, otherwise it shows on a terminal.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { progressSetting } from "./progress.ts";
 * assert.ok(progressSetting({ progress: true }) === "always");
 * assert.ok(progressSetting({ quiet: true }) === false);
 * assert.ok(progressSetting({}) === true);
 * ```
 */
export function progressSetting(
  values: { readonly progress?: boolean; readonly quiet?: boolean },
): boolean | "always" {
  if (values.progress) return "always";
  return !values.quiet;
}
