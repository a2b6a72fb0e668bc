/**
 * The top-level documents and the pages of docs/ name files of this repository in
 * backticks and links; a renamed or deleted file leaves them pointing nowhere
 * (INTERPRETING.md cited `cli/engine.ts` and a `TEXT_FORM.md` for several rounds after
 * both were gone). Every backticked path that starts with a top-level folder of the
 * repository, and every relative link, must exist. The README stays a short map
 * (issue 39): at most README_MAX_LINES lines, the rest in docs/.
 */

import assert from "node:assert/strict";

const ROOT = new URL("../", import.meta.url);
const README_MAX_LINES = 250;

/** Every `*.md` page directly in docs/ (not docs/plans/ or docs/writeups/), sorted. */
function docsPages(): string[] {
  const pages: string[] = [];
  for (const entry of Deno.readDirSync(new URL("docs/", ROOT))) {
    if (entry.isFile && entry.name.endsWith(".md")) pages.push(`docs/${entry.name}`);
  }
  return pages.sort();
}

const PAGES = docsPages();
const DOCUMENTS = ["README.md", "ARCHITECTURE.md", "conformance/INTERPRETING.md", ...PAGES];

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

Deno.test("docs/ pages are found and each is a document checked above", () => {
  // A readDir that found nothing would check only the three top-level documents.
  assert.ok(PAGES.length >= 3, `only ${PAGES.length} docs/ pages: ${PAGES.join(", ")}`);
  for (const known of ["docs/CLAIMS.md", "docs/JSON.md", "docs/PROOFS.md"]) {
    assert.ok(DOCUMENTS.includes(known), `${known} is not checked`);
  }
  console.log(`${PAGES.length} docs/ pages: ${PAGES.join(", ")}`);
});

Deno.test("the README's map links every docs/ page", () => {
  const text = Deno.readTextFileSync(new URL("README.md", ROOT));
  const unmapped = PAGES.filter((page) => !text.includes(`](${page})`));
  assert.deepEqual(unmapped, [], "docs/ pages missing from the README's map");
  console.log(`${PAGES.length} docs/ pages linked from README.md`);
});

Deno.test(`README.md has at most ${README_MAX_LINES} lines`, () => {
  const text = Deno.readTextFileSync(new URL("README.md", ROOT));
  const lines = text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
  console.log(`README.md: ${lines} lines (at most ${README_MAX_LINES})`);
  assert.ok(lines > 20, `README.md has only ${lines} lines: was it read?`);
  assert.ok(
    lines <= README_MAX_LINES,
    `README.md has ${lines} lines, over ${README_MAX_LINES}: move detail to a docs/ page`,
  );
  // The README states its own length; the figure must be the one counted here.
  const stated = /This README \((\d+) lines\)/.exec(text)?.[1];
  assert.equal(stated, String(lines), "the README's stated line count");
});
