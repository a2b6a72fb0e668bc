import assert from "node:assert/strict";
import { boundaryViolations, importSpecifiers, type SourceFile } from "./import_graph.ts";

const ROOT = new URL("../", import.meta.url);

async function repositorySources(): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  async function walk(dir: string): Promise<void> {
    for await (const entry of Deno.readDir(new URL(dir, ROOT))) {
      const path = dir + entry.name;
      if (entry.isDirectory && !["node_modules", ".git"].includes(entry.name)) {
        await walk(path + "/");
      } else if (entry.isFile && entry.name.endsWith(".ts")) {
        files.push({ path, text: await Deno.readTextFile(new URL(path, ROOT)) });
      }
    }
  }
  for (const top of ["core/", "engines/", "conformance/"]) {
    try {
      await walk(top);
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    }
  }
  return files;
}

Deno.test("import boundaries hold across the repository", async () => {
  const files = await repositorySources();
  const engineFiles = files.filter((f) => f.path.startsWith("engines/")).length;
  console.log(`checked ${files.length} files (${engineFiles} under engines/)`);
  const bad = boundaryViolations(files);
  assert.deepEqual(
    bad.map((v) => `${v.from} imports ${v.specifier}: ${v.reason}`),
    [],
  );
});

Deno.test("the boundary checker catches each kind of violation", async (t) => {
  const cases: [string, SourceFile, boolean][] = [
    ["engine imports another engine", {
      path: "engines/stostone/mask/mod.ts",
      text: 'import { solve } from "../subset/mod.ts";',
    }, true],
    ["engine imports the judge", {
      path: "engines/stostone/mask/search.ts",
      text: 'import { checkStostone } from "../../../core/stostone/judge.ts";',
    }, true],
    ["engine imports the other genre's board", {
      path: "engines/stostone/mask/search.ts",
      text: 'import type { DosunFuwariBoard } from "../../../core/dosun_fuwari/board.ts";',
    }, true],
    ["engine imports conformance", {
      path: "engines/dosun_fuwari/rooms/mod.ts",
      text: 'export * from "../../../conformance/claims/x.ts";',
    }, true],
    ["core imports conformance dynamically", {
      path: "core/grid.ts",
      text: 'const m = await import("../conformance/x.ts");',
    }, true],
    ["core imports an engine", {
      path: "core/stostone/judge.ts",
      text: 'import "../../engines/stostone/mask/mod.ts";',
    }, true],
    ["engine test imports another engine", {
      path: "engines/stostone/mask/mask_test.ts",
      text: 'import { solve } from "../propagate/mod.ts";',
    }, true],
    ["engine uses an npm package", {
      path: "engines/stostone/mask/mod.ts",
      text: 'import fc from "npm:fast-check";',
    }, true],
    ["engine imports grid, own board and own files", {
      path: "engines/stostone/mask/mod.ts",
      text: [
        'import { neighbours } from "../../../core/grid.ts";',
        'import type { StostoneBoard } from "../../../core/stostone/board.ts";',
        'import { search } from "./search.ts";',
      ].join("\n"),
    }, false],
    ["engine test imports the judge and fast-check", {
      path: "engines/stostone/mask/mask_test.ts",
      text: 'import { checkStostone } from "../../../core/stostone/judge.ts";\n' +
        'import fc from "npm:fast-check";',
    }, false],
    ["a commented-out import does not count", {
      path: "engines/stostone/mask/mod.ts",
      text: '// import { solve } from "../subset/mod.ts";',
    }, false],
    ["conformance may import anything", {
      path: "conformance/agreement.ts",
      text: 'import { solve } from "../engines/stostone/mask/mod.ts";',
    }, false],
  ];
  for (const [name, file, violates] of cases) {
    await t.step(name, () => {
      assert.equal(boundaryViolations([file]).length > 0, violates);
    });
  }
});

Deno.test("importSpecifiers finds multi-line and type-only imports", () => {
  const text = [
    "import {",
    "  a,",
    "  type B,",
    '} from "./a.ts";',
    'import type { C } from "./c.ts";',
    'export { d } from "./d.ts";',
  ].join("\n");
  assert.deepEqual(importSpecifiers(text), ["./a.ts", "./c.ts", "./d.ts"]);
});
