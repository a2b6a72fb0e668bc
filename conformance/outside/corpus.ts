/**
 * The boards an outside engine is run on before the random ones: the shipped fixtures
 * (fixtures/stostone/*.txt, fixtures/dosun_fuwari/*.txt, each under the rule it
 * records) when they exist, plus the boards from other projects
 * (fixtures/external/*.json, under the default rule). A board that appears twice
 * (same board, same rule) is kept once.
 *
 * @module
 */

import { decodeUrl, encodeUrl } from "../../core/formats/mod.ts";
import { parseRule } from "../../core/genre.ts";
import { readFixture } from "../../core/fixture_file.ts";
import { listFixtureFiles } from "../corpus/load.ts";
import type { Genre } from "./arbitraries.ts";
import type { BoardCase } from "./runner.ts";
import { readBoundedFile } from "../../core/read_bounded.ts";

/** The repository's fixtures directory. */
export const FIXTURES_DIR: URL = new URL("../../fixtures/", import.meta.url);

const FIXTURE_DIR: Record<Genre, string> = {
  "stostone": "stostone",
  "dosun-fuwari": "dosun_fuwari",
};
const EXTERNAL_FILE: Record<Genre, string> = {
  "stostone": "external/stostone.external-collections.json",
  "dosun-fuwari": "external/dosufuwa.external-collections.json",
};

async function fixtureFiles(dir: URL): Promise<string[]> {
  try {
    return (await listFixtureFiles(dir.pathname)).map((path) =>
      path.slice(path.lastIndexOf("/") + 1)
    );
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return []; // not generated yet
    throw e;
  }
}

/**
 * The corpus of a genre, fixtures first, then the external boards. `root` is the
 * fixtures directory (the repository's by default). Throws `SyntaxError` naming the
 * file for a fixture or external entry that does not parse, or whose board is of the
 * other genre.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { corpusBoards } from "./corpus.ts";
 * const boards = await corpusBoards("dosun-fuwari");
 * assert.ok(boards.length >= 5 && boards.every((b) => b.board.genre === "dosun-fuwari"));
 * ```
 */
export async function corpusBoards(genre: Genre, root: URL = FIXTURES_DIR): Promise<BoardCase[]> {
  const out: BoardCase[] = [];
  const seen = new Set<string>();
  const add = (item: BoardCase, where: string) => {
    if (item.board.genre !== genre) {
      throw new SyntaxError(`${where}: a ${item.board.genre} board among the ${genre} boards`);
    }
    const key = `${encodeUrl(item.board)} ${item.rule}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(item);
  };

  const dir = new URL(`${FIXTURE_DIR[genre]}/`, root);
  for (const name of await fixtureFiles(dir)) {
    const path = `fixtures/${FIXTURE_DIR[genre]}/${name}`;
    const fixture = readFixture(await readBoundedFile(new URL(name, dir), path), path);
    const rule = parseRule(fixture.board, fixture.meta.rule || undefined);
    const url = fixture.meta.url || encodeUrl(fixture.board);
    add({ board: fixture.board, url, rule, source: path }, path);
  }

  const external = new URL(EXTERNAL_FILE[genre], root);
  let text: string;
  try {
    text = await Deno.readTextFile(external);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return out;
    throw e;
  }
  const where = `fixtures/${EXTERNAL_FILE[genre]}`;
  const puzzles = (JSON.parse(text) as { puzzles?: unknown }).puzzles;
  if (!Array.isArray(puzzles)) throw new SyntaxError(`${where}: no "puzzles" array`);
  puzzles.forEach((entry: { id?: unknown; pzprjs_url?: unknown }, i) => {
    const at = `${where} puzzle ${i + 1}`;
    if (typeof entry?.pzprjs_url !== "string") throw new SyntaxError(`${at}: no "pzprjs_url"`);
    let board;
    try {
      board = decodeUrl(entry.pzprjs_url);
    } catch (e) {
      throw new SyntaxError(`${at}: ${e instanceof Error ? e.message : e}`);
    }
    const id = typeof entry.id === "string" ? entry.id : `#${i + 1}`;
    add({
      board,
      url: entry.pzprjs_url,
      rule: parseRule(board, undefined),
      source: `external ${id}`,
    }, at);
  });
  return out;
}
