/**
 * The top-level documents name files of this repository in backticks and links; a
 * renamed or deleted file leaves them pointing nowhere (INTERPRETING.md cited
 * `cli/engine.ts` and a `TEXT_FORM.md` for several rounds after both were gone). Every
 * backticked path that starts with a top-level folder of the repository, and every
 * relative link, must exist.
 */

import assert from "node:assert/strict";

const ROOT = new URL("../", import.meta.url);
const DOCUMENTS = ["README.md", "ARCHITECTURE.md", "conformance/INTERPRETING.md"];

function topFolders(): Set<string> {
  const out = new Set<string>();
  for (const entry of Deno.readDirSync(ROOT)) {
    if (entry.isDirectory && !entry.name.startsWith(".") && entry.name !== "node_modules") {
      out.add(entry.name);
    }
  }
  return out;
}

function exists(url: URL): boolean {
  try {
    Deno.statSync(url);
    return true;
  } catch {
    return false;
  }
}

Deno.test("the documents' repository paths exist", async (t) => {
  const folders = topFolders();
  assert.ok(folders.has("core") && folders.has("engines"), [...folders].join());
  let checked = 0;
  for (const doc of DOCUMENTS) {
    const text = Deno.readTextFileSync(new URL(doc, ROOT));
    await t.step(doc, () => {
      const missing: string[] = [];
      for (const [, path] of text.matchAll(/`([A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]*)`/g)) {
        if (!folders.has(path!.split("/")[0]!)) continue;
        checked++;
        if (!exists(new URL(path!, ROOT))) missing.push(`\`${path}\``);
      }
      for (const [, link] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(link!)) continue;
        checked++;
        if (!exists(new URL(link!, new URL(doc, ROOT)))) missing.push(`(${link})`);
      }
      assert.deepEqual(missing, [], `${doc} names what is not there`);
    });
  }
  // A pattern that stopped matching would pass every document vacuously.
  assert.ok(checked >= 100, `only ${checked} paths checked`);
  console.log(`${checked} paths and links checked in ${DOCUMENTS.length} documents`);
});
