import assert from "node:assert/strict";
import { runScript } from "../cli/cli_test_util.ts";
import { decodeUrl } from "../core/formats/mod.ts";
import { loadExternal } from "../core/formats/boards_test_util.ts";
import { type StostoneBoard, withoutNumbers } from "../core/stostone/board.ts";
import { forcedWithEvidence } from "../conformance/forced/backbone.ts";

const SCRIPT = new URL("./confirm_speed.ts", import.meta.url).pathname;
/** A published 10×10 board with forced cells once its numbers are gone, fast to confirm. */
const ID = "162-009";

Deno.test("confirm_speed: both ways of confirming give the forced cells solve reports", async () => {
  const { code, stdout, stderr } = await runScript(SCRIPT, ["--only", ID, "--single"], {
    permissions: ["--allow-read"],
  });
  assert.equal(code, 0, stderr);
  const rows = stdout.split("\n").filter((line) => line.includes(` ${ID} `));
  assert.equal(rows.length, 2, stdout);
  const published = loadExternal("stostone").find((p) => p.id.endsWith(`/${ID}.txt`));
  assert.ok(published !== undefined, `no published board ${ID}`);
  const board = withoutNumbers(decodeUrl(published.pzprjs_url) as StostoneBoard);
  const forced = forcedWithEvidence(board, "exact", { confirm: false }).forced;
  assert.ok(forced > 0, "a board without forced cells would show nothing");
  // With the group every cell is confirmed by it; with --single's run, by none.
  const modes = [["one group", forced], ["one cell at a time", 0]] as const;
  rows.forEach((row, k) => {
    const [mode, byGroup] = modes[k]!;
    assert.ok(row.includes(mode), row);
    assert.match(
      row,
      new RegExp(` ${forced} of +${forced} confirmed in .*\\(${byGroup} by a group\\)$`),
    );
  });
  assert.match(stdout, /published, >= 100 cells: one group: 1 board, .*, all confirmed/);
});

Deno.test("confirm_speed: --rule confirms the forced cells of that rule", async () => {
  const published = loadExternal("stostone").find((p) => p.id.endsWith(`/${ID}.txt`))!;
  const board = withoutNumbers(decodeUrl(published.pzprjs_url) as StostoneBoard);
  const exact = forcedWithEvidence(board, "exact", { confirm: false }).forced;
  const convex = forcedWithEvidence(board, "convex", { confirm: false }).forced;
  assert.notEqual(exact, convex, "a board whose rules agree would not tell");
  const { code, stdout, stderr } = await runScript(SCRIPT, ["--only", ID, "--rule", "convex"], {
    permissions: ["--allow-read"],
  });
  assert.equal(code, 0, stderr);
  const row = stdout.split("\n").find((line) => line.includes(` ${ID} `));
  assert.match(row ?? "", new RegExp(` ${convex} of +${convex} confirmed in `));
});

Deno.test("confirm_speed: an --only that matches nothing, a bad option or rule, exits 2", async () => {
  const none = await runScript(SCRIPT, ["--only", "no such board"], {
    permissions: ["--allow-read"],
  });
  assert.equal(none.code, 2);
  assert.equal(none.stderr, 'confirm_speed: no board or family matches --only "no such board"');
  const bad = await runScript(SCRIPT, ["--fast"], { permissions: ["--allow-read"] });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^confirm_speed: Unknown option '--fast'/);
  const rule = await runScript(SCRIPT, ["--rule", "loose"], { permissions: ["--allow-read"] });
  assert.equal(rule.code, 2);
  assert.equal(
    rule.stderr,
    'confirm_speed: --rule "loose" is not a stostone rule setting; use one of exact, convex, count, none',
  );
});
