/**
 * A progress line for long runs: `done/total`, percent and an estimate of the
 * time left, redrawn in place on stderr. Silent when stderr is not a terminal
 * (CI logs, pipes) or when the user asked for quiet.
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
 * import { progressText } from "./progress.ts";
 * console.assert(progressText(50, 200, "boards", 10_000) === "50/200 boards (25%), about 30 s left");
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

/**
 * A progress line on stderr, shown only when `enabled` and stderr is a terminal.
 * Redraws at most ten times a second.
 */
export function progressLine(enabled: boolean): Progress {
  const active = enabled && isTerminal();
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
