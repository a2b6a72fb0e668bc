/**
 * `convert <board> --to url|pzprv3|text`: rewrite a board (and its answer, when
 * it has one) in another format.
 *
 * @module
 */

import { encodeUrl, writePzprv3, writeText } from "../core/formats/mod.ts";
import { EXIT, readBoardArg, UsageError } from "./io.ts";
import { quote } from "../core/quote.ts";
import { exitsWith, flag, parseVerbArgs, usageOf, value } from "./usage.ts";

/** Runs the verb; returns the exit code. */
export async function convertCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(CONVERT_USAGE, args);
  if (positionals.length > 1) {
    throw new UsageError(`convert takes one board, got ${positionals.length}`);
  }
  const to = values.to ?? "text";
  if (!["url", "pzprv3", "text"].includes(to)) {
    throw new UsageError(`--to ${quote(to)} is not a format; use url, pzprv3 or text`);
  }
  const { board, answer } = await readBoardArg(positionals[0]);
  // A URL holds no answer: say so rather than drop it without a word.
  if (to === "url" && answer !== null) {
    console.error("convert: note: the answer is left out (a puzz.link URL carries none)");
  }
  const out = to === "url"
    ? encodeUrl(board)
    : to === "pzprv3"
    ? writePzprv3(board, answer)
    : writeText(board, answer ?? undefined);
  if (values.json) console.log(JSON.stringify({ format: to, output: out }));
  else console.log(out.replace(/\n$/, ""));
  return EXIT.ok;
}

/** `convert`'s options and `--help`. */
export const CONVERT_USAGE = usageOf({
  verb: "convert",
  operands: "<board>",
  about: ["Rewrite a board (and its answer, when it has one) in another format."],
  options: {
    to: value("url|pzprv3|text", "the format to write", "text"),
    json: flag("print {format, output} as JSON"),
  },
  exits: exitsWith([0, "converted"]),
});
