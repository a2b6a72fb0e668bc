import assert from "node:assert/strict";
import { decodeUrl } from "../../core/formats/mod.ts";
import { EXTRA_OUTPUT_MS } from "./engine_process.ts";
import { type BoardCase, OutsideEngineRunner, runOutsideEngine, type Status } from "./runner.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

function item(url: string, rule: BoardCase["rule"]): BoardCase {
  return { board: decodeUrl(url), url, rule, source: "runner_test" };
}

// Small boards the built-in engines decide at once.
const BOARDS: BoardCase[] = [
  item("https://puzz.link/p?stostone/1/2/0", "exact"), // 2x1, one room: two answers
  item("https://puzz.link/p?stostone/4/4/6i0f3gg1g2", "exact"), // unique
  item("https://puzz.link/p?dosufuwa/5/5/7pnsmrhf31d1", "official"), // unique
];

// Inside single quotes in the shell: the id read from the request is spliced in.
const GIVE_UP = `{"id":"'"$id"'","answers":[],"complete":false}`;

async function statuses(
  command: string,
  boards = BOARDS,
): Promise<{ statuses: Status[]; reasons: string[] }> {
  const { results, summary } = await runOutsideEngine(
    { command, timeoutSeconds: 1, startupSeconds: 0 },
    boards,
  );
  assert.equal(summary.boards, boards.length);
  return { statuses: results.map((r) => r.status), reasons: results.map((r) => r.reason) };
}

Deno.test({
  name: "misbehaving engines are reported per board and the run always finishes",
  ignore: !canRun,
  fn: async (t) => {
    await t.step("sleeps forever: a timeout per board", async () => {
      const r = await statuses("sleep 1000");
      assert.deepEqual(r.statuses, ["timeout", "timeout", "timeout"]);
      assert.match(r.reasons[0]!, /no response within 1 s; the engine was killed/);
    });
    await t.step("sleeps in a background child: killing the shell is not enough", async () => {
      const r = await statuses("sleep 1000 & wait", BOARDS.slice(0, 2));
      assert.deepEqual(r.statuses, ["timeout", "timeout"]);
    });
    await t.step(
      "exits non-zero at once: a crash per board, with the code and stderr",
      async () => {
        const r = await statuses("echo boom >&2; exit 3");
        assert.deepEqual(r.statuses, ["crash", "crash", "crash"]);
        assert.match(r.reasons[0]!, /exited with code 3; stderr: boom/);
      },
    );
    await t.step("prints garbage: malformed per board", async () => {
      const r = await statuses("while read l; do echo garbage; done");
      assert.deepEqual(r.statuses, ["malformed", "malformed", "malformed"]);
      assert.match(r.reasons[0]!, /not JSON: "garbage"/);
    });
    await t.step(
      "prints a valid line, then hangs: pass, timeout, pass after the restart",
      async () => {
        const r = await statuses(`read id l; echo '${GIVE_UP}'; sleep 1000`);
        assert.deepEqual(r.statuses, ["pass", "timeout", "pass"]);
      },
    );
    await t.step("closes its stdout and keeps running: a crash at once", async () => {
      // `sh -c` with a shell between the suite and this program would hold the pipe
      // open, and the board would wait out its whole timeout.
      const { results } = await runOutsideEngine(
        { command: `sh -c 'exec >&-; sleep 30'`, timeoutSeconds: 10, startupSeconds: 0 },
        BOARDS.slice(0, 1),
      );
      assert.equal(results[0]!.status, "crash", results[0]!.reason);
      assert.match(results[0]!.reason, /closed its output/);
      assert.ok(results[0]!.seconds < 3, `${results[0]!.seconds} s`);
    });
    await t.step("answers once, then exits: the next board sees the crash", async () => {
      const r = await statuses(`read id l; echo '${GIVE_UP}'`);
      assert.deepEqual(r.statuses, ["pass", "crash", "pass"]);
      assert.match(r.reasons[1]!, /exited with code 0/);
    });
  },
});

Deno.test({
  name: "line handling: CRLF is accepted, unrequested lines are malformed",
  ignore: !canRun,
  fn: async (t) => {
    await t.step("CRLF line ends", async () => {
      const r = await statuses(`while read id l; do printf '%s\\r\\n' '${GIVE_UP}'; done`);
      assert.deepEqual(r.statuses, ["pass", "pass", "pass"]);
    });
    await t.step("a byte-order mark before every line: accepted on every line alike", async () => {
      const r = await statuses(
        `while read id l; do printf '\\357\\273\\277%s\\n' '${GIVE_UP}'; done`,
      );
      assert.deepEqual(r.statuses, ["pass", "pass", "pass"]);
    });
    // An engine that sends each reply twice must not pass the boards it answered twice.
    await t.step("two lines for one request, in one write: no board passes", async () => {
      const r = await statuses(
        `while read id l; do printf '%s\\n%s\\n' '${GIVE_UP}' '${GIVE_UP}'; done`,
      );
      assert.deepEqual(r.statuses, ["malformed", "malformed", "malformed"]);
      for (const reason of r.reasons) assert.match(reason, /more output after the response line/);
    });
    await t.step("two lines for one request, in two writes: no board passes", async () => {
      const r = await statuses(`while read id l; do echo '${GIVE_UP}'; echo '${GIVE_UP}'; done`);
      assert.deepEqual(r.statuses, ["malformed", "malformed", "malformed"]);
    });
    await t.step("a reply with another request's id: malformed, never passed", async () => {
      const r = await statuses(
        `while read id l; do echo '{"id":"x'"$id"'","answers":[],"complete":false}'; done`,
      );
      assert.deepEqual(r.statuses, ["malformed", "malformed", "malformed"]);
      assert.match(r.reasons[0]!, /"id" is "x1", not "1"/);
    });
  },
});

Deno.test({
  name: "a wrong answer is a fail and the engine keeps running",
  ignore: !canRun,
  fn: async () => {
    const runner = new OutsideEngineRunner({
      command: `while read id l; do echo '{"id":"'$id'","answers":[],"complete":true}'; done`,
      timeoutSeconds: 5,
    });
    try {
      const results = [];
      for (const board of BOARDS) results.push(await runner.check(board));
      assert.deepEqual(results.map((r) => r.category), [
        "missing-answer",
        "missing-answer",
        "missing-answer",
      ]);
      assert.equal(runner.starts, 1);
    } finally {
      await runner.close();
    }
  },
});

Deno.test({
  name: "the request line reaches the engine as <id> <url> <rule> <cap>",
  ignore: !canRun,
  fn: async () => {
    // The engine echoes what it read to stderr and then exits, so the crash reason shows it.
    const { results } = await runOutsideEngine(
      {
        command: `read id url rule cap; echo "[$id|$url|$rule|$cap]" >&2; exit 1`,
        timeoutSeconds: 5,
        cap: 3,
      },
      BOARDS.slice(2),
    );
    assert.match(
      results[0]!.reason,
      /\[1\|https:\/\/puzz\.link\/p\?dosufuwa\/5\/5\/7pnsmrhf31d1\|official\|3\]/,
    );
  },
});

Deno.test("the contract names the wait for a second line that the engine process uses", async () => {
  const contract = await Deno.readTextFile(new URL("../INTERPRETING.md", import.meta.url));
  const said = [...contract.matchAll(/within (\d+) ms/g)].map((m) => Number(m[1]));
  assert.ok(said.length >= 1, "INTERPRETING.md names the wait");
  assert.deepEqual(said, said.map(() => EXTRA_OUTPUT_MS));
});
