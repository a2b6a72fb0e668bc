/**
 * Shared plumbing for the command-line verbs: reading a board argument (a
 * puzz.link URL, a file path or `-` for stdin), turning bad input into one clear
 * line and exit code 2, and writing JSON.
 *
 * @module
 */

import { parseBoardInput } from "../core/formats/mod.ts";
import { oneLine, quote } from "../core/quote.ts";
import type { Board } from "../core/genre.ts";
import { isFixtureText, readHeader } from "../core/fixture_file.ts";
import { writeWhole } from "../core/write_whole.ts";
import { readBoundedFile, readBoundedText } from "../core/read_bounded.ts";

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
  /** The file it was read from (null for a URL or stdin). */
  readonly path: string | null;
  /**
   * The rule of a fixture file (null for any other input): the verbs use it when no
   * `--rule` is given, as `certify` does.
   */
  readonly rule: string | null;
}

/**
 * Whether a board argument is meant as a puzz.link URL: then it is decoded (and its
 * errors named) and never tried as a file name, whatever its length.
 *
 * @example
 * ```ts
 * import { looksLikeUrl } from "./io.ts";
 * import assert from "node:assert/strict";
 * assert.ok(looksLikeUrl("https://puzz.link/p?stostone/-1/6/abc"));
 * assert.ok(looksLikeUrl("dosufuwa/5/5/7pnsmrhf31d1"));
 * assert.ok(looksLikeUrl("stostone/-1/6/abc"));
 * assert.ok(!looksLikeUrl("fixtures/stostone/6x6_001.txt"));
 * ```
 */
export function looksLikeUrl(arg: string): boolean {
  if (/[\r\n]/.test(arg)) return false;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(arg) ||
    /\?(stostone|dosufuwa)(_edit|_play)?\//.test(arg) ||
    /^(stostone|dosufuwa)(_edit|_play)?\/[-+]?[0-9]*\//.test(arg);
}

/** A path-like argument that names a genre: decoded as a URL when no such file exists. */
function mentionsGenre(arg: string): boolean {
  return !/[\r\n]/.test(arg) && /(^|[?/])(stostone|dosufuwa)(_edit|_play)?\/\S/.test(arg);
}

/** Deno's classes for file-system and I/O errors. */
const IO_ERRORS: readonly (new (...args: never[]) => Error)[] = Object.values(Deno.errors);

/**
 * Whether `e` is a file-system or I/O problem (a `Deno.errors.*`, or an OS error
 * such as ENAMETOOLONG that Deno raises as a plain `Error` with a `code`) rather
 * than a bug.
 *
 * @example
 * ```ts
 * import { isInputError } from "./io.ts";
 * import assert from "node:assert/strict";
 * assert.ok(isInputError(new Deno.errors.NotADirectory("x")));
 * assert.ok(isInputError(Object.assign(new Error("File name too long"), { code: "ENAMETOOLONG" })));
 * assert.ok(!isInputError(new TypeError("x is undefined")));
 * ```
 */
export function isInputError(e: unknown): e is Error {
  if (!(e instanceof Error)) return false;
  if (IO_ERRORS.some((cls) => e instanceof cls)) return true;
  const code = (e as { code?: unknown }).code;
  return typeof code === "string" && /^E[A-Z0-9]+$/.test(code);
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or directory",
  ENOTDIR: "a part of the path is not a directory",
  EISDIR: "is a directory, not a file",
  ENAMETOOLONG: "the name is too long for a file name",
  EACCES: "permission denied",
  EPERM: "not permitted",
  EEXIST: "already exists",
  ELOOP: "too many symbolic links",
  ENOSPC: "no space left on the device",
  EROFS: "read-only file system",
};

/** The reason of an OS error in a few words, without Deno's `: op 'path'` tail. */
function reasonOf(e: Error): string {
  const code = (e as { code?: unknown }).code;
  if (typeof code === "string" && REASONS[code]) return REASONS[code];
  if (e instanceof Deno.errors.NotFound) return REASONS.ENOENT!;
  if (e instanceof Deno.errors.NotADirectory) return REASONS.ENOTDIR!;
  if (e instanceof Deno.errors.IsADirectory) return REASONS.EISDIR!;
  if (e instanceof Deno.errors.PermissionDenied) return REASONS.EACCES!;
  // Deno's sandbox, not the file system: its advice (a flag to run again with) is not
  // one the user of `deno task cli` can follow.
  if (e instanceof Deno.errors.NotCapable) {
    return "a special file Deno does not let the suite use";
  }
  return e.message.replace(/ \(os error \d+\)[\s\S]*$/, "").replace(/:\s*\w+ '[\s\S]*$/, "");
}

/**
 * The one-line usage error for a file-system problem with a path the user gave:
 * `<what> "<path>": <reason>`. Other errors are returned unchanged.
 *
 * @example
 * ```ts
 * import { inputProblem, UsageError } from "./io.ts";
 * import assert from "node:assert/strict";
 * const e = inputProblem(new Deno.errors.NotADirectory("…"), "/etc/passwd/x", "board file");
 * assert.ok(e instanceof UsageError);
 * assert.equal(e.message, 'board file "/etc/passwd/x": a part of the path is not a directory');
 * ```
 */
export function inputProblem(e: unknown, path: string, what = "file"): unknown {
  if (!isInputError(e)) return e;
  return new UsageError(`${what} ${quote(path)}: ${reasonOf(e)}`);
}

export { inputTooLarge, MAX_INPUT_BYTES, readBoundedText } from "../core/read_bounded.ts";

/** Reads stdin once, bounded; a stdin that cannot be read (a directory) is a `UsageError`. */
export async function readStdinText(): Promise<string> {
  try {
    return await readBoundedText(Deno.stdin.readable, "stdin");
  } catch (e) {
    if (e instanceof RangeError) throw e;
    const why = e instanceof Error ? reasonOf(e) : String(e);
    throw new UsageError(`stdin: cannot be read as a board: ${why}`);
  }
}

/**
 * Reads a text file the user named, bounded (`readBoundedFile`: a `RangeError` naming it
 * when too large); any other problem reading it (a missing file, a device with nothing
 * behind it, …) is a `UsageError` naming it.
 */
export async function readInputText(path: string, what = "file"): Promise<string> {
  if (path === "") throw new UsageError(`${what}: the path is empty`);
  try {
    return await readBoundedFile(path, `${what} ${quote(path)}`);
  } catch (e) {
    if (e instanceof RangeError) throw e;
    // Every error here comes from reading the file the user named, not from the suite.
    throw new UsageError(`${what} ${quote(path)}: ${e instanceof Error ? reasonOf(e) : e}`);
  }
}

/**
 * Writes a text file the user named, whole (`writeWhole`: an interrupt leaves the old
 * file or none); any file-system problem is a `UsageError` naming it.
 */
export async function writeOutputText(path: string, text: string, what = "file"): Promise<void> {
  try {
    await writeWhole(path, text);
  } catch (e) {
    throw inputProblem(e, path, what);
  }
}

/**
 * Reads a board argument: `-` reads stdin; an argument that looks like a URL is
 * decoded (never tried as a path); anything else is read as a file. Every error
 * message names the input.
 */
export async function readBoardArg(arg: string | undefined): Promise<BoardInput> {
  if (arg === undefined) {
    throw new UsageError("missing <board>: give a puzz.link URL, a file path or - for stdin");
  }
  let text: string;
  let origin: string;
  if (arg === "") {
    throw new UsageError("<board> is empty: give a puzz.link URL, a file path or - for stdin");
  }
  if (arg === "-") {
    text = await readStdinText();
    origin = "stdin";
  } else if (looksLikeUrl(arg)) {
    text = arg;
    origin = "url";
  } else {
    let missing = false;
    try {
      if ((await Deno.stat(arg)).isDirectory) {
        throw new UsageError(`${quote(arg)} is a directory, not a board`);
      }
    } catch (e) {
      missing = e instanceof Deno.errors.NotFound;
      if (!missing) throw inputProblem(e, arg, "board file");
    }
    if (missing && mentionsGenre(arg)) {
      // No such file, but it reads like a URL: decoded, and if that fails too, both said.
      try {
        return { ...parseBoardInput(arg, "url"), origin: "url", path: null, rule: null };
      } catch (e) {
        const why = (e instanceof Error ? e.message : String(e)).replace(/^url: (".*?": )?/, "");
        throw new UsageError(`${quote(arg)}: no such file; read as a puzz.link URL: ${why}`);
      }
    }
    if (missing) {
      throw new UsageError(`${quote(arg)}: no such file, and it is not a puzz.link URL`);
    }
    text = await readInputText(arg, "board file");
    origin = arg;
  }
  const name = origin === "url" ? "url" : quote(origin).slice(1, -1);
  const parsed = parseBoardInput(text, name);
  // A fixture's header is read as one (a damaged line is said, not skipped) for its rule.
  const rule = parsed.format === "text" && isFixtureText(text)
    ? readHeader(text, name).meta.rule ?? null
    : null;
  const path = origin === "url" || origin === "stdin" ? null : origin;
  return { ...parsed, origin, path, rule };
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
  const n = /^\s*[+-]?[0-9]+\s*$/.test(value) ? Number(value) : NaN;
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) {
    // Beyond 2^53 a double cannot hold every whole number: refuse rather than round.
    throw new UsageError(
      `--${name} must be at most ${Number.MAX_SAFE_INTEGER} (2^53 - 1), got ${quote(value)}`,
    );
  }
  if (!Number.isInteger(n) || n < min) {
    throw new UsageError(`--${name} must be a whole number >= ${min}, got ${quote(value)}`);
  }
  return n;
}

/**
 * Runs a verb, turning input errors into one line on stderr and exit 2, and
 * anything unexpected into one line and exit 70 (set DEBUG=1 for the stack).
 * Input errors are usage mistakes, unparseable or out-of-range input, and every
 * file-system problem (a missing file, a directory where a file was expected, a
 * name too long, …): exit 70 is kept for bugs. Every message is printed as one
 * line, non-printing characters escaped and cut to a bounded length.
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
      console.error(`${verb}: ${oneLine(e.message)}`);
      return EXIT.badInput;
    }
    if (e instanceof TypeError && (e as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      // node:util's messages run over several lines ("--seed -5" is one): join them.
      console.error(`${verb}: ${oneLine(e.message.split(/\s*\n\s*/).join(" "))}`);
      return EXIT.badInput;
    }
    if (isInputError(e)) {
      // A path this verb did not wrap itself: Deno's message ends in `op 'path'`.
      const path = /: \w+ '([\s\S]*)'$/.exec(e.message)?.[1];
      const line = path === undefined ? oneLine(e.message) : `${quote(path)}: ${reasonOf(e)}`;
      console.error(`${verb}: ${line}`);
      return EXIT.badInput;
    }
    const message = e instanceof Error ? e.message : String(e);
    console.error(`${verb}: internal error: ${oneLine(message)} (set DEBUG=1 to see where)`);
    return EXIT.internal;
  }
}
