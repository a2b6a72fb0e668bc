import assert from "node:assert/strict";
import { scanExamples } from "./doc_examples.ts";

const ROOT = new URL("../", import.meta.url);
const FENCE = "`".repeat(3);

/** Every .ts file of the repository (outside node_modules and .git), path and text. */
async function repositoryFiles(): Promise<{ path: string; text: string }[]> {
  const files: { path: string; text: string }[] = [];
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
  await walk("");
  return files;
}

Deno.test("no JSDoc example asserts with console.assert (it cannot fail)", async () => {
  const files = await repositoryFiles();
  let blocks = 0;
  const found: string[] = [];
  for (const { path, text } of files) {
    const scan = scanExamples(path, text);
    blocks += scan.blocks;
    found.push(...scan.found.map((f) => `${f.path}:${f.line}`));
  }
  // Independent count: every line that ends a fence opener "```ts" (all this repository uses).
  const openers = files.reduce(
    (n, { text }) => n + (text.match(new RegExp(`${FENCE}ts\\s*$`, "gm"))?.length ?? 0),
    0,
  );
  console.log(`scanned ${blocks} example blocks in ${files.length} files`);
  assert.equal(blocks, openers, "the scanner and a plain count disagree on the block count");
  assert.ok(blocks > 100, `only ${blocks} example blocks found: is the walk rooted right?`);
  assert.deepEqual(found, [], "use node:assert/strict in examples, not console.assert");
});

Deno.test("the example scanner finds console.assert only inside fenced examples", () => {
  const text = [
    "/**",
    " * console.assert(prose);",
    " * @example",
    ` * ${FENCE}ts`,
    " * import assert from 'node:assert/strict';",
    " * assert.ok(true);",
    " * console" + ".assert(false);",
    ` * ${FENCE}`,
    ` * ${FENCE}sh`,
    " * console" + ".assert(shell);",
    ` * ${FENCE}`,
    "   * @example",
    `   * ${FENCE}ts`,
    "   * console" + " . assert(x,",
    "   *   'message');",
    `   * ${FENCE}`,
    " */",
    "console" + ".assert(code);",
  ].join("\n");
  const scan = scanExamples("x.ts", text);
  assert.equal(scan.blocks, 2);
  assert.deepEqual(scan.found.map((f) => f.line), [7, 14]);
});
