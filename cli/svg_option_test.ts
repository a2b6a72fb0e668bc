import assert from "node:assert/strict";
import { assertSvgTarget, writeSvgOption } from "./svg_option.ts";
import { decodeUrl } from "../core/formats/mod.ts";

Deno.test("--svg: checked before the work without creating the file, written whole after it", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/out.svg`;
  // A solve interrupted between the check and the drawing leaves no empty out.svg.
  await assertSvgTarget(path);
  assert.deepEqual([...Deno.readDirSync(dir)], []);
  // An earlier drawing stays as it is until the new one replaces it whole.
  await Deno.writeTextFile(path, "<svg>earlier</svg>\n");
  await assertSvgTarget(path);
  assert.equal(await Deno.readTextFile(path), "<svg>earlier</svg>\n");
  await writeSvgOption(path, decodeUrl("https://puzz.link/p?stostone/2/1/00"), null);
  assert.match(await Deno.readTextFile(path), /^<svg xmlns=/);
  assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["out.svg"]);
  await Deno.remove(dir, { recursive: true });
});
