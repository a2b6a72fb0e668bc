/**
 * Shared plumbing for the command-line verbs: reading a board argument (a
 * puzz.link URL, a file path or `-` for stdin), turning bad input into one clear
 * line and exit code 2, and writing JSON.
 *
 * @module
 */

import { parseBoardInput } from "../core/formats/mod.ts";
import type { Board } from "../conformance/engines.ts";

/** Exit codes every verb uses. */
export const EXIT = {
  /** Success (a correct answer; a unique board). */
  ok: 0,
  /** A definite negative result (a wrong answer; a board that is not unique). */
  no: 1,
  /** Bad input or bad usage. */
  badInput: 2,
  /** Engines disagree. */
  disagree: 3,
  /** A bug in the suite itself. */
  internal: 70,
} as const;

/** A usage mistake on the command line: reported as one line, exit 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A board read from the command line, with where it came from. */
export interface BoardInput {
  /** The board. */
  readonly board: Board;
  /** The answer stored with it, if any. */
  readonly answer: Uint8Array | null;
  /** How it was written. */
  readonly format: "url" | "pzprv3" | "text";
  /** Where it came from: a path, `stdin` or `url`. */
  readonly origin: string;
}

function looksLikeUrl(arg: string): boolean {
  return !arg.includes("\n") && /(^|[?/])(stostone|dosufuwa)(_edit|_play)?\/\d/.test(arg);
}

/**
 * Reads a board argument: `-` reads stdin; an existing file is read; otherwise a
 * puzz.link URL is decoded. Every error message names the input.
 */
export async function readBoardArg(arg: string | undefined): Promise<BoardInput> {
  if (arg === undefined) {
    throw new UsageError("missing <board>: give a puzz.link URL, a file path or - for stdin");
  }
  let text: string;
  let origin: string;
  if (arg === "-") {
    text = await new Response(Deno.stdin.readable).text();
    origin = "stdin";
  } else {
    try {
      text = await Deno.readTextFile(arg);
      origin = arg;
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound) || !looksLikeUrl(arg)) {
        if (e instanceof Deno.errors.NotFound) {
          throw new UsageError(`"${arg}": no such file, and it is not a puzz.link URL`);
        }
        if (e instanceof Deno.errors.IsADirectory) {
          throw new UsageError(`"${arg}" is a directory, not a board`);
        }
        throw e;
      }
      text = arg;
      origin = "url";
    }
  }
  const parsed = parseBoardInput(text, origin);
  return { ...parsed, origin };
}

/** Prints a value as one JSON line on stdout. */
export function printJson(value: unknown): void {
  console.log(JSON.stringify(value));
}

/** Cell indices as `[row, col]` pairs, as the JSON outputs show them. */
export function cellPairs(cols: number, cells: readonly number[]): [number, number][] {
  return cells.map((c) => [Math.floor(c / cols), c % cols]);
}

/** Parses a whole-number option; throws `UsageError` quoting the value. */
export function intOption(
  name: string,
  value: string | undefined,
  fallback: number,
  min = 1,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new UsageError(`--${name} must be a whole number >= ${min}, got "${value}"`);
  }
  return n;
}

/**
 * Runs a verb, turning input errors into one line on stderr and exit 2, and
 * anything unexpected into one line and exit 70 (set DEBUG=1 for the stack).
 */
export async function runVerb(verb: string, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (e) {
    const debug = (() => {
      try {
        return Deno.env.get("DEBUG") === "1";
      } catch {
        return false;
      }
    })();
    if (debug) console.error(e);
    if (e instanceof UsageError || e instanceof SyntaxError || e instanceof RangeError) {
      console.error(`${verb}: ${e.message}`);
      return EXIT.badInput;
    }
    if (e instanceof TypeError && (e as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${verb}: ${e.message}`);
      return EXIT.badInput;
    }
    if (e instanceof Deno.errors.PermissionDenied || e instanceof Deno.errors.NotFound) {
      console.error(`${verb}: ${e.message}`);
      return EXIT.badInput;
    }
    const message = e instanceof Error ? e.message : String(e);
    console.error(`${verb}: internal error: ${message} (set DEBUG=1 to see where)`);
    return EXIT.internal;
  }
}
