import assert from "node:assert/strict";
import { corpusIndex, listFixtureFiles, listFixtures, readFixture } from "./load.ts";

/** The corpus folders as the disk holds them, walked here independently of the loader. */
async function txtFilesOnDisk(): Promise<string[]> {
  const out: string[] = [];
  for (const genreDir of ["stostone", "dosun_fuwari"]) {
    const dir = new URL(`../../fixtures/${genreDir}/`, import.meta.url);
    for await (const e of Deno.readDir(dir)) {
      if (e.isFile && e.name.endsWith(".txt")) out.push(`fixtures/${genreDir}/${e.name}`);
    }
  }
  return out.sort();
}

Deno.test("the index lists exactly the fixture files on disk", async () => {
  const index = await corpusIndex();
  const onDisk = await txtFilesOnDisk();
  console.log(`index: ${index.length} entries; disk: ${onDisk.length} .txt files`);
  assert.deepEqual([...index.map((e) => e.path)].sort(), onDisk);
  assert.equal(new Set(index.map((e) => e.id)).size, index.length, "ids are unique");
  const root = new URL("../../", import.meta.url).pathname;
  const walked = (await listFixtureFiles(`${root}fixtures`)).map((f) => f.slice(root.length));
  assert.deepEqual(walked, onDisk, "listFixtureFiles finds the same files");
});

Deno.test("each fixture's header agrees with its index entry", async () => {
  let checked = 0;
  for (const entry of await corpusIndex()) {
    const { meta } = await readFixture(entry.path);
    for (const field of ["id", "genre", "size", "rule", "expected", "url", "source"] as const) {
      assert.equal(meta[field], entry[field], `${entry.path}: ${field}`);
    }
    checked++;
  }
  console.log(`headers checked: ${checked}`);
  assert.equal(checked, (await txtFilesOnDisk()).length);
});

Deno.test("listFixtures filters by genre and size and keeps the index order", async () => {
  const all = await listFixtures();
  assert.deepEqual(all, await corpusIndex());
  const st6 = await listFixtures({ genre: "stostone", size: "6x6" });
  assert.ok(st6.length > 0);
  assert.deepEqual(st6, all.filter((e) => e.genre === "stostone" && e.size === "6x6"));
  const df = await listFixtures({ genre: "dosun-fuwari" });
  const st = await listFixtures({ genre: "stostone" });
  assert.equal(df.length + st.length, all.length);
  assert.deepEqual(await listFixtures({ size: "7x9" }), []);
});

Deno.test("readFixture names the file it cannot read or parse", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const bad = `${dir}/bad.txt`;
    await Deno.writeTextFile(bad, "// id: x\nstostone 2x1\n");
    await assert.rejects(() => readFixture(bad), (e: Error) => {
      assert.ok(e instanceof SyntaxError && e.message.startsWith(bad), e.message);
      return true;
    });
    await assert.rejects(() => readFixture(`${dir}/none.txt`), Deno.errors.NotFound);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
