/**
 * `convert <board> --to url|pzprv3|text`: rewrite a board (and its answer, when
 * it has one) in another format.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { encodeUrl, writePzprv3, writeText } from "../core/formats/mod.ts";
import { EXIT, readBoardArg, UsageError } from "./io.ts";
import { quote } from "../core/quote.ts";

/** Runs the verb; returns the exit code. */
export async function convertCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { to: { type: "string" }, json: { type: "boolean" } },
    allowPositionals: true,
  });
  if (positionals.length > 1) {
    throw new UsageError(`convert takes one board, got ${positionals.length}`);
  }
  const to = values.to ?? "text";
  if (!["url", "pzprv3", "text"].includes(to)) {
    throw new UsageError(`--to ${quote(to)} is not a format; use url, pzprv3 or text`);
  }
  const { board, answer } = await readBoardArg(positionals[0]);
  const out = to === "url"
    ? encodeUrl(board)
    : to === "pzprv3"
    ? writePzprv3(board, answer)
    : writeText(board, answer ?? undefined);
  if (values.json) console.log(JSON.stringify({ format: to, output: out }));
  else console.log(out.replace(/\n$/, ""));
  return EXIT.ok;
}
