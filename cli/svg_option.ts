/**
 * The `--svg FILE` option of `solve` and `check`: write the board (with its answer,
 * when there is one) as a standalone SVG drawing. A Stostone answer is drawn with
 * the dropped board beside it, so the drop can be checked by eye.
 *
 * @module
 */

import type { Board } from "../core/formats/mod.ts";
import { boardSvg } from "../conformance/report/svg.ts";
import { inputProblem, UsageError, writeOutputText } from "./io.ts";
import { quote } from "../core/quote.ts";
import { assertWritable } from "../core/write_whole.ts";

/** Extra drawing options for {@link writeSvgOption}. */
export interface SvgOptionExtras {
  /** Cells to outline in red, e.g. the cells a failed check names. */
  readonly highlight?: readonly number[];
  /** The drawing's title; by default the genre and size. */
  readonly title?: string;
  /** Cells the answer leaves open, drawn grey (a partial answer: forced cells). */
  readonly undecided?: readonly number[];
}

/**
 * Checks `--svg FILE` before the verb's work: a non-empty name of a file that can be
 * written (nothing is created: an interrupted verb leaves no empty drawing). Without it a
 * `solve` printed its whole verdict and only then failed on the file, with exit 2.
 * Does nothing when `path` is undefined. Throws `UsageError` naming the path.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { assertSvgTarget } from "./svg_option.ts";
 * await assertSvgTarget(undefined);
 * await assert.rejects(assertSvgTarget(""), /--svg needs a file name/);
 * await assert.rejects(assertSvgTarget("/"), /--svg file "\/": is a directory/);
 * ```
 */
export async function assertSvgTarget(
  path: string | undefined,
  input: string | null = null,
): Promise<void> {
  if (path === undefined) return;
  if (path === "") throw new UsageError("--svg needs a file name, got an empty one");
  if (input !== null && await sameFile(path, input)) {
    throw new UsageError(
      `--svg ${quote(path)} is the board file itself: the drawing would overwrite the board`,
    );
  }
  try {
    await assertWritable(path);
  } catch (e) {
    throw inputProblem(e, path, "--svg file");
  }
}

/** Whether two paths name one existing file (false when either does not exist). */
async function sameFile(a: string, b: string): Promise<boolean> {
  try {
    return await Deno.realPath(a) === await Deno.realPath(b);
  } catch {
    return false;
  }
}

/**
 * Writes `board` (and `answer`, when not null) as SVG to `path`; does nothing when
 * `path` is undefined (the option was not given). Throws `UsageError` for an empty
 * path, `RangeError` when the answer does not fit the board, and the file system's
 * error when the file cannot be written.
 *
 * @example
 * ```ts
 * import { writeSvgOption } from "./svg_option.ts";
 * import { decodeUrl } from "../core/formats/mod.ts";
 * // No --svg given: nothing is written, nothing is asked of the file system.
 * await writeSvgOption(undefined, decodeUrl("https://puzz.link/p?stostone/1/2/00"), null);
 * ```
 */
export async function writeSvgOption(
  path: string | undefined,
  board: Board,
  answer: Uint8Array | null,
  extras: SvgOptionExtras = {},
): Promise<void> {
  if (path === undefined) return;
  if (path === "") throw new UsageError("--svg needs a file name, got an empty one");
  const svg = boardSvg(board, answer, {
    dropped: board.genre === "stostone" && answer !== null,
    ...(extras.highlight ? { highlight: extras.highlight } : {}),
    ...(extras.undecided ? { undecided: extras.undecided } : {}),
    ...(extras.title ? { title: extras.title } : {}),
  });
  await writeOutputText(path, svg + "\n", "--svg file");
}
