import assert from "node:assert/strict";
import { PARTIAL_NAME, writeWhole } from "./write_whole.ts";

/** The names in `dir`, sorted. */
const namesIn = (dir: string): string[] => [...Deno.readDirSync(dir)].map((e) => e.name).sort();

Deno.test("writeWhole: a write that throws midway leaves the old file and no temporary", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/out.svg`;
  await writeWhole(path, "<svg>old</svg>\n");
  let written = 0;
  async function* midway(): AsyncGenerator<Uint8Array> {
    for (let i = 0; i < 10; i++) {
      if (i === 5) throw new Error("interrupted after 5 chunks");
      written++;
      yield new Uint8Array(64 * 1024).fill(65);
    }
  }
  await assert.rejects(writeWhole(path, midway()), /interrupted after 5 chunks/);
  assert.equal(written, 5); // it did write, to the temporary file
  assert.equal(await Deno.readTextFile(path), "<svg>old</svg>\n");
  assert.deepEqual(namesIn(dir), ["out.svg"]);
  // A write that fails before the first byte (no such folder) creates nothing.
  await assert.rejects(writeWhole(`${dir}/no/such.svg`, "x"), Deno.errors.NotFound);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("writeWhole: a process killed mid-write leaves the old file whole", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/report.json`;
  await Deno.writeTextFile(path, "old contents\n");
  // The child writes a first megabyte, then waits forever for the rest: it is killed there.
  const script = `
    import { writeWhole } from ${JSON.stringify(new URL("./write_whole.ts", import.meta.url).href)};
    async function* slow() {
      yield new Uint8Array(1024 * 1024).fill(120);
      await new Promise((resolve) => setTimeout(resolve, 600_000));
    }
    await writeWhole(${JSON.stringify(path)}, slow());
  `;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", script],
    stdout: "null",
    stderr: "null",
  }).spawn();
  // Wait until the temporary file holds the first megabyte.
  let partial: string | undefined;
  for (let i = 0; i < 300 && partial === undefined; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    partial = namesIn(dir).find((n) => PARTIAL_NAME.test(n) && n.startsWith(".report.json."));
    if (partial && Deno.statSync(`${dir}/${partial}`).size < 1024 * 1024) partial = undefined;
  }
  assert.ok(partial, `no temporary file appeared: ${namesIn(dir)}`);
  child.kill("SIGKILL");
  await child.status;
  assert.equal(await Deno.readTextFile(path), "old contents\n");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("writeWhole: a symlink at the target is replaced; the file it points to is untouched", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/precious.txt`, "mine\n");
  await Deno.mkdir(`${dir}/out`);
  await Deno.symlink(`${dir}/precious.txt`, `${dir}/out/index.html`);
  await writeWhole(`${dir}/out/index.html`, "<html></html>\n");
  assert.equal(await Deno.readTextFile(`${dir}/precious.txt`), "mine\n");
  assert.ok(Deno.lstatSync(`${dir}/out/index.html`).isFile);
  assert.equal(await Deno.readTextFile(`${dir}/out/index.html`), "<html></html>\n");
  await Deno.remove(dir, { recursive: true });
});
