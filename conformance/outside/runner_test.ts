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

// dosufuwa/1/1/0 is one black cell (its one answer is "#"); stostone/1/2/g0g is two
// one-cell rooms, the top one clued 0.
const RULE_BREAKING: BoardCase[] = [
  item("https://puzz.link/p?dosufuwa/1/1/0", "official"),
  item("https://puzz.link/p?stostone/1/2/g0g", "exact"),
];

// stostone/1/2/g0g: the suite's reading has one answer ("." over "#"), pzprjs's none.
// stostone/1/2/0: one room, two answers under either reading.
const CLUE_ZERO: BoardCase[] = [
  item("https://puzz.link/p?stostone/1/2/g0g", "exact"),
  item("https://puzz.link/p?stostone/1/2/0", "exact"),
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
        assert.deepEqual(r.statuses, ["gave-up", "timeout", "gave-up"]);
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
      assert.deepEqual(r.statuses, ["gave-up", "crash", "gave-up"]);
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
      assert.deepEqual(r.statuses, ["gave-up", "gave-up", "gave-up"]);
    });
    await t.step("a byte-order mark before every line: accepted on every line alike", async () => {
      const r = await statuses(
        `while read id l; do printf '\\357\\273\\277%s\\n' '${GIVE_UP}'; done`,
      );
      assert.deepEqual(r.statuses, ["gave-up", "gave-up", "gave-up"]);
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
  name: "give-ups are counted by reason, apart from passes, and never as decided",
  ignore: !canRun,
  fn: async () => {
    // Gives up on every board, the reason by the board's place in the run.
    const reply = (extra: string) => `{"id":"'$id'","answers":[],"complete":false${extra}}`;
    const command = `n=0; while read id l; do n=$((n+1)); case $n in
      1) echo '${reply(',"gaveUp":"unsupported","note":"no exact rule"')}' ;;
      2) echo '${reply(',"gaveUp":"limit"')}' ;;
      *) echo '${reply("")}' ;; esac; done`;
    const { results, summary } = await runOutsideEngine({ command, timeoutSeconds: 5 }, BOARDS);
    assert.deepEqual(results.map((r) => [r.status, r.gaveUp]), [
      ["unsupported", "unsupported"],
      ["gave-up", "limit"],
      ["gave-up", "unstated"],
    ]);
    assert.match(
      results[0]!.reason,
      /gave up \("unsupported"\) with 0 answer\(s\) for cap 2: no exact rule/,
    );
    assert.match(results[2]!.reason, /gave up \(no reason given\)/);
    assert.deepEqual(
      [summary.pass, summary.decided, summary.gaveUp, summary.unsupported, summary.gaveUpBy],
      [0, 0, 2, 1, { limit: 1, unstated: 1 }],
    );
    // Version 2 engines may send the same keys; they are ignored.
    const v2 = await runOutsideEngine({ command, timeoutSeconds: 5, contract: 2 }, BOARDS);
    assert.deepEqual(v2.results.map((r) => r.gaveUp), ["unstated", "unstated", "unstated"]);
  },
});

Deno.test({
  name:
    "a well-formed answer that breaks a rule is a FAIL with the judge's code and cells, no restart",
  ignore: !canRun,
  fn: async () => {
    // The engine answers "o" on the black cell, and "#" over "#" on the clued-0 board.
    const command = `while read id url rule cap; do case "$url" in
      *dosufuwa*) echo '{"id":"'$id'","answers":[["o"]],"complete":true}' ;;
      *) echo '{"id":"'$id'","answers":[["#","#"]],"complete":true}' ;; esac; done`;
    const runner = new OutsideEngineRunner({ command, timeoutSeconds: 5 });
    try {
      const results = [];
      for (const board of RULE_BREAKING) results.push(await runner.check(board));
      assert.deepEqual(results.map((r) => [r.status, r.category]), [
        ["fail", "wrong-answer"],
        ["fail", "wrong-answer"],
      ]);
      assert.match(results[0]!.reason, /answer 1 breaks the rules \(pieceOnBlack at r1c1\)/);
      assert.match(results[1]!.reason, /breaks the rules \(\w+ at r1c1( r2c1)?\): #\/#/);
      assert.equal(runner.starts, 1);
    } finally {
      await runner.close();
    }
  },
});

Deno.test({
  name:
    "an engine that reads clue 0 as pzprjs does is DISPUTED, and --reading pzprjs requires that",
  ignore: !canRun,
  fn: async () => {
    const answer = (rows: string) => `{"id":"'$id'","answers":${rows},"complete":true}`;
    const engine = (zero: string) =>
      `while read id url rule cap; do case "$url" in
        *g0g) echo '${answer(zero)}' ;;
        *) echo '${answer('[[".","#"],["#","."]]')}' ;; esac; done`;
    const pzprjs = engine("[]"), suite = engine('[[".","#"]]');
    const run = async (command: string, reading?: "pzprjs") => {
      const { results } = await runOutsideEngine(
        { command, timeoutSeconds: 5, reading },
        CLUE_ZERO,
      );
      return results;
    };
    const disputed = await run(pzprjs);
    assert.deepEqual(disputed.map((r) => r.status), ["disputed", "pass"]);
    assert.match(disputed[0]!.reason, /^stostone-clue-zero-room: follows pzprjs/);
    assert.deepEqual((await run(pzprjs, "pzprjs")).map((r) => r.status), ["pass", "pass"]);
    const required = await run(suite, "pzprjs");
    assert.deepEqual(required.map((r) => r.status), ["fail", "pass"]);
    assert.match(required[0]!.reason, /breaks pzprjs's reading.*stostone-clue-zero-room/);
    assert.deepEqual((await run(suite)).map((r) => r.status), ["pass", "pass"]);
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
