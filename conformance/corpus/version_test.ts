import assert from "node:assert/strict";
import { SUITE_VERSION } from "./version.ts";

Deno.test("SUITE_VERSION equals package.json's version", async () => {
  const text = await Deno.readTextFile(new URL("../../package.json", import.meta.url));
  const { version } = JSON.parse(text) as { version: unknown };
  assert.equal(SUITE_VERSION, version);
});
