/**
 * The provenance checks of a generated fixture: its `description` is what the
 * build derives from the board (and answer), and its `source` still regenerates
 * the board and answer. Fixtures from other sources (not `generator …`) have
 * nothing to rederive and get no problems here.
 *
 * Regenerating costs a generator run per fixture (about a minute for the corpus on the
 * 2-core machine, against about 8 s for the rest of `certify --check`), so it runs
 * only when asked (`certify --check --regenerate`); without it the summary says the
 * check was skipped and why.
 *
 * @module
 */

import { encodeUrl } from "../../core/formats/mod.ts";
import type { Fixture } from "../../core/fixture_file.ts";
import { describeBoard } from "./fixture.ts";
import { parseSource, runGenerator } from "./source.ts";

/**
 * The problems with a fixture's description and (when `regenerate`) its source,
 * each `path: field: what is wrong`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { provenanceProblems } from "./provenance.ts";
 * import { readFixture } from "../../core/fixture_file.ts";
 * const path = new URL("../../fixtures/stostone/6x6-001.txt", import.meta.url).pathname;
 * const fixture = readFixture(await Deno.readTextFile(path), path);
 * assert.ok(provenanceProblems(fixture, "x.txt", true).length === 0);
 * const edited = { ...fixture, meta: { ...fixture.meta, description: "a lovely board" } };
 * assert.ok(provenanceProblems(edited, "x.txt", false)[0]!.startsWith("x.txt: description: "));
 * ```
 */
export function provenanceProblems(fixture: Fixture, path: string, regenerate: boolean): string[] {
  const { meta, board, answer } = fixture;
  if (!meta.source.startsWith("generator ")) return [];
  const problems: string[] = [];
  const derived = describeBoard(board, answer);
  if (meta.description !== derived) {
    problems.push(
      `${path}: description: recorded "${meta.description}", the board gives "${derived}"`,
    );
  }
  if (!regenerate) return problems;
  let source;
  try {
    source = parseSource(meta.source, `${path}: source`);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    problems.push(e.message);
    return problems;
  }
  let generated;
  try {
    generated = runGenerator(source);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    problems.push(`${path}: source: the generator fails on it (${why})`);
    return problems;
  }
  const url = encodeUrl(generated.board);
  if (url !== encodeUrl(board)) {
    problems.push(`${path}: source: regenerates another board (${url})`);
  } else if (generated.answer.join("") !== answer.join("")) {
    problems.push(`${path}: source: regenerates the board with another answer`);
  }
  return problems;
}
