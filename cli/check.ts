/**
 * `check <board-with-answer> [--rule R]`: judge the answer stored with a board.
 * Prints `ok`, or the failure code and the cells involved. Exit 0 when correct,
 * 1 when not.
 *
 * @module
 */

import { judge, parseRule } from "../core/genre.ts";
import { cellPairs, EXIT, printJson, readBoardArg, UsageError } from "./io.ts";
import { assertSvgTarget, writeSvgOption } from "./svg_option.ts";
import {
  COMMON_EXITS,
  COMMON_HELP,
  DEFAULT_RULES_HELP,
  parseVerbArgs,
  verbUsage,
} from "./usage.ts";

/** Runs the verb; returns the exit code. */
export async function checkCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(CHECK_USAGE, args);
  if (positionals.length > 1) {
    throw new UsageError(`check takes one board, got ${positionals.length}`);
  }
  const { board, answer, origin, path, rule: fixtureRule } = await readBoardArg(positionals[0]);
  if (answer === null) {
    throw new UsageError(
      origin === "url"
        ? "a puzz.link URL carries no answer to check; give a pzprv3 or text file with one"
        : `${origin}: the board has no answer to check (no answer section after the board)`,
    );
  }
  const rule = parseRule(board, values.rule ?? fixtureRule ?? undefined);
  await assertSvgTarget(values.svg, path);
  const result = judge(board, answer, rule);
  if (!result.ok && answer.every((value) => value === 0)) {
    // pzprjs and writePzprv3 write a board without an answer as an all-empty answer
    // section: judging it would blame the rules for an answer nobody gave.
    throw new UsageError(
      `${origin}: the answer marks no cell, so there is no answer to check ` +
        "(a pzprv3 file saved without an answer looks like this)",
    );
  }
  const cells = cellPairs(board.cols, result.cells);
  if (values.json) printJson({ ok: result.ok, code: result.code, cells, rule });
  else if (result.ok) console.log("ok");
  else console.log(`${result.code} at ${cells.map(([r, c]) => `(${r},${c})`).join(" ")}`);
  await writeSvgOption(values.svg, board, answer, { highlight: result.cells });
  return result.ok ? EXIT.ok : EXIT.no;
}

/** `check`'s options and `--help`. */
export const CHECK_USAGE = verbUsage({
  verb: "check",
  operands: "<board-with-answer>",
  about: [
    "Judge the answer stored with a board (a pzprv3 or text file, or - for stdin): prints ok,",
    "or the failure code and the cells involved.",
  ],
  options: { rule: { type: "string" }, json: { type: "boolean" }, svg: { type: "string" } },
  help: {
    rule: { ...COMMON_HELP.rule, default: `a fixture file's own, else ${DEFAULT_RULES_HELP}` },
    json: { about: "print {ok, code, cells, rule} as JSON" },
    svg: { arg: "FILE", about: "also draw the board and answer, failing cells marked, as SVG" },
  },
  exits: [
    [0, "the answer is correct"],
    [1, "the answer is wrong"],
    COMMON_EXITS.badInput,
    COMMON_EXITS.internal,
  ],
});
