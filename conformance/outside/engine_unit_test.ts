import assert from "node:assert/strict";
import { testIf } from "../../cli/cli_test_util.ts";
import { decodeUrl } from "../../core/formats/mod.ts";
import {
  engineBoardUnit,
  type EngineBoardValue,
  type EngineCloseValue,
  type EngineSettings,
  runEngineBoardUnit,
} from "./engine_unit.ts";
import { alive, canProbeProcesses } from "./process_probe_test_util.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

const hasProc = canProbeProcesses;

const STOSTONE = "https://puzz.link/p?stostone/1/2/0";
const DOSUN_FUWARI = "https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1";

// Gives up on Stostone (a pass), prints garbage for Dosun-Fuwari (malformed).
const ENGINE = `while read id url rule cap; do case "$url" in
  *stostone*) echo '{"id":"'$id'","answers":[],"complete":false}' ;;
  *) echo garbage ;;
esac; done`;

const SETTINGS: EngineSettings = { cmd: ENGINE, cap: 2, timeout: 5, startup: 0 };

async function board(url: string, settings = SETTINGS): Promise<EngineBoardValue> {
  const b = decodeUrl(url);
  const rule = b.genre === "stostone" ? "exact" : "official";
  // Through JSON, as a worker receives it.
  const unit = JSON.parse(
    JSON.stringify(engineBoardUnit("u", { board: b, url, rule, source: "test" }, settings)),
  );
  return await runEngineBoardUnit(unit.payload) as EngineBoardValue;
}

const close = async () => await runEngineBoardUnit({ close: true }) as EngineCloseValue;

/** A test with a real engine process: needs --allow-run and /proc; the engine is closed after. */
const engineTest = (name: string, body: () => Promise<void>): void =>
  testIf(canRun && hasProc, name, async () => {
    try {
      await body();
    } finally {
      await close();
    }
  });

engineTest(
  "a worker keeps one engine across its boards, restarts it after a fault, stops it on close",
  async () => {
    const first = await board(STOSTONE);
    assert.equal(first.result.status, "gave-up");
    const group = first.engine.group;
    assert.ok(group !== null && await alive(group));
    const second = await board(STOSTONE);
    assert.equal(second.engine.group, group, "the same engine answers the next board");
    assert.equal(second.engine.holder, first.engine.holder);

    const fault = await board(DOSUN_FUWARI);
    assert.equal(fault.result.status, "malformed");
    assert.equal(fault.engine.group, null, "the faulty engine is gone");
    assert.equal(await alive(group), false);

    const fresh = await board(STOSTONE);
    assert.equal(fresh.result.status, "gave-up");
    assert.ok(fresh.engine.group !== null && fresh.engine.group !== group);

    const closed = await close();
    assert.deepEqual(closed, { holder: first.engine.holder, closed: true });
    assert.equal(await alive(fresh.engine.group), false);
    assert.equal((await close()).closed, false, "nothing left to close");
  },
);

engineTest("a board with other settings stops the engine of the old settings first", async () => {
  const a = await board(STOSTONE);
  const b = await board(STOSTONE, { ...SETTINGS, cap: 3 });
  assert.equal(b.result.status, "gave-up");
  assert.ok(a.engine.group !== null && b.engine.group !== null);
  assert.notEqual(b.engine.group, a.engine.group);
  assert.equal(await alive(a.engine.group), false);
});
