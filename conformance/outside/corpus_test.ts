import assert from "node:assert/strict";
import { decodeUrl, encodeUrl } from "../../core/formats/mod.ts";
import { writeFixture } from "../../core/fixture_file.ts";
import { corpusBoards } from "./corpus.ts";

const canWrite = (await Deno.permissions.query({ name: "write" })).state === "granted";

const URL_A = "https://puzz.link/p?stostone/4/4/6i0f3gg1g2";
const URL_B = "https://puzz.link/p?stostone/4/4/b6097g311g";

function fixtureText(url: string, rule: string): string {
  const board = decodeUrl(url);
  return writeFixture({
    meta: {
      id: "t",
      genre: "stostone",
      size: `${board.rows}x${board.cols}`,
      rule,
      expected: "unique",
      source: "corpus_test",
      description: "test",
      url,
    },
    board,
    answer: new Uint8Array(board.rows * board.cols),
    certificate: null,
  });
}

async function withFixtures(
  files: Record<string, string>,
  body: (root: URL) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "corpus_test_" });
  try {
    for (const [path, text] of Object.entries(files)) {
      const full = `${dir}/${path}`;
      await Deno.mkdir(full.slice(0, full.lastIndexOf("/")), { recursive: true });
      await Deno.writeTextFile(full, text);
    }
    await body(new URL(`file://${dir}/`));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test({
  name: "corpusBoards: fixtures (under their rule) first, then external boards, each once",
  ignore: !canWrite,
  fn: async () => {
    await withFixtures({
      "stostone/b.txt": fixtureText(URL_B, "convex"),
      "stostone/a.txt": fixtureText(URL_A, "exact"),
      "stostone/notes.md": "not a fixture",
      "external/stostone.external-collections.json": JSON.stringify({
        puzzles: [{ id: "x1", pzprjs_url: URL_A }, { id: "x2", pzprjs_url: URL_B }, {
          id: "x3",
          pzprjs_url: URL_A,
        }],
      }),
    }, async (root) => {
      const boards = await corpusBoards("stostone", root);
      assert.deepEqual(
        boards.map((b) => `${b.source} ${b.rule} ${encodeUrl(b.board)}`),
        [
          `fixtures/stostone/a.txt exact ${URL_A}`,
          `fixtures/stostone/b.txt convex ${URL_B}`,
          // x1 repeats a.txt (same board, same rule); x2 is b's board under another rule.
          `external x2 exact ${URL_B}`,
        ],
      );
    });
  },
});

Deno.test({
  name: "corpusBoards: no fixtures yet means external boards only; none at all means none",
  ignore: !canWrite,
  fn: async () => {
    await withFixtures({
      "external/dosufuwa.external-collections.json": JSON.stringify({
        puzzles: [{ id: "d", pzprjs_url: "https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1" }],
      }),
    }, async (root) => {
      const boards = await corpusBoards("dosun-fuwari", root);
      assert.deepEqual(boards.map((b) => `${b.source} ${b.rule}`), ["external d official"]);
      assert.deepEqual(await corpusBoards("stostone", root), []);
    });
  },
});

Deno.test({
  name: "corpusBoards: a broken file is a SyntaxError that names it",
  ignore: !canWrite,
  fn: async () => {
    await withFixtures({ "stostone/bad.txt": "// id: x\nstostone 2x1\n" }, async (root) => {
      await assert.rejects(() => corpusBoards("stostone", root), (e: unknown) => {
        assert.ok(e instanceof SyntaxError);
        assert.match(e.message, /fixtures\/stostone\/bad\.txt/);
        return true;
      });
    });
    await withFixtures({
      "external/stostone.external-collections.json": JSON.stringify({
        puzzles: [{ id: "d", pzprjs_url: "https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1" }],
      }),
    }, async (root) => {
      await assert.rejects(
        () => corpusBoards("stostone", root),
        /puzzle 1: a dosun-fuwari board among the stostone boards/,
      );
    });
  },
});

Deno.test("corpusBoards: the repository's corpus loads for both genres", async () => {
  for (const genre of ["stostone", "dosun-fuwari"] as const) {
    const boards = await corpusBoards(genre);
    assert.ok(boards.length > 0, genre);
    assert.ok(boards.every((b) => b.board.genre === genre));
  }
});
