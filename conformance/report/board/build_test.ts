import assert from "node:assert/strict";
import { buildBoardBundle, BUNDLE_HEADER } from "./build.ts";
import { BUNDLE_PATH } from "./html.ts";
import { STOSTONE_CHECKS } from "../../../core/stostone/judge.ts";
import { DOSUN_FUWARI_CHECKS } from "../../../core/dosun_fuwari/judge.ts";

Deno.test("board bundle: the committed board.bundle.js is what `deno task bundle` builds now", async () => {
  const built = await buildBoardBundle();
  const committed = await Deno.readTextFile(BUNDLE_PATH);
  if (built !== committed) {
    let at = 0;
    while (at < built.length && built[at] === committed[at]) at++;
    assert.fail(
      `conformance/report/board/board.bundle.js is stale (${committed.length} characters, a build ` +
        `now gives ${built.length}; first difference at ${at}): run \`deno task bundle\` and commit it`,
    );
  }
  // Deterministic: a second build gives the same bytes.
  assert.equal(await buildBoardBundle(), built);
  // And it is the page: the header, the judge's codes and the worker inside it.
  assert.ok(built.startsWith(BUNDLE_HEADER));
  for (const { code } of [...STOSTONE_CHECKS, ...DOSUN_FUWARI_CHECKS]) {
    assert.ok(built.includes(code), `the bundle lacks the judge's code ${code}`);
  }
  assert.ok(built.includes("createObjectURL"), "the worker is started from the bundle");
});
