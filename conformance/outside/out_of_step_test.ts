/**
 * Contract version 2 ties every response to its request: an engine that falls out
 * of step (an extra line before its first request, a reply repeated later) is
 * MALFORMED on the board where that shows, and is restarted; it is never judged
 * against another board's answer (FAIL), as version 1 can be.
 */

import assert from "node:assert/strict";
import { answerRows } from "../../core/formats/mod.ts";
import { solveWithAll } from "../consensus/consensus.ts";
import { enginesFor } from "../../engines/mod.ts";
import { corpusSlice } from "./corpus_slice_test_util.ts";
import { type BoardCase, runOutsideEngine, type Status } from "./runner.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";

/** Boards with a unique answer, and that answer as a response body (without the id). */
async function solvedBoards(): Promise<{ boards: BoardCase[]; bodies: string[] }> {
  const boards: BoardCase[] = [];
  const bodies: string[] = [];
  for (const genre of ["stostone", "dosun-fuwari"] as const) {
    for (const item of (await corpusSlice(genre)).slice(0, 3)) {
      const c = solveWithAll(enginesFor(item.board), item.board, item.rule, 2);
      if (!c.agree || c.verdict !== "unique") continue;
      boards.push(item);
      bodies.push(
        JSON.stringify({
          answers: [answerRows(item.board, c.answers[0]!)],
          complete: true,
        }).slice(1, -1),
      );
    }
  }
  return { boards, bodies };
}

/**
 * A correct engine for `boards` (a lookup table in the shell), with `before` run
 * once at start and `after` run after each reply (the reply is in `$reply`).
 */
function tableEngine(
  boards: readonly BoardCase[],
  bodies: readonly string[],
  { before = "", after = "", delay = "", v1 = false }: {
    before?: string;
    after?: string;
    delay?: string;
    v1?: boolean;
  },
): string {
  const cases = boards.map((b, i) => `    '${b.url}') body='${bodies[i]}' ;;`).join("\n");
  return `${before}
while read ${v1 ? "" : "id "}url rule cap; do
  case "$url" in
${cases}
    *) body='"answers":[],"complete":false' ;;
  esac
  ${delay}
  reply="{${v1 ? "" : '\\"id\\":\\"$id\\",'}$body}"
  echo "$reply"
  ${after}
done`;
}

function count(statuses: readonly Status[], status: Status): number {
  return statuses.filter((s) => s === status).length;
}

Deno.test({
  name: "version 2 judges an engine that is out of step: MALFORMED and a restart, never FAIL",
  ignore: !canRun,
  fn: async (t) => {
    const { boards, bodies } = await solvedBoards();
    assert.ok(boards.length >= 4, `${boards.length} solved boards`);
    const run = async (command: string, contract: 1 | 2) =>
      await runOutsideEngine({ command, timeoutSeconds: 5, startupSeconds: 0, contract }, boards);

    await t.step("the table engine itself passes every board", async () => {
      const { summary } = await run(tableEngine(boards, bodies, {}), 2);
      assert.equal(summary.pass, boards.length);
    });
    await t.step("a version 1 engine (no ids) still passes under version 1", async () => {
      const v1 = tableEngine(boards, bodies, { v1: true });
      assert.equal((await run(v1, 1)).summary.pass, boards.length);
      assert.equal((await run(v1, 2)).summary.malformed, boards.length);
    });

    // A well-formed line (with no id, or an id of its own) before any request; the
    // replies come 0.1 s after their request, so the stray line is read first, alone.
    const extraLine = tableEngine(boards, bodies, {
      before: `echo '{"id":"0","answers":[],"complete":true}'`,
      delay: "sleep 0.1",
    });
    await t.step("an extra line before the first request: every board MALFORMED", async () => {
      const { results } = await run(extraLine, 2);
      const statuses = results.map((r) => r.status);
      assert.equal(count(statuses, "malformed"), boards.length, statuses.join());
      for (const r of results) assert.match(r.reason, /"id" is "0", not "\d+"|unrequested output/);
    });
    await t.step("the same engine under version 1 is judged against the wrong boards", async () => {
      const { results } = await run(extraLine, 1);
      assert.ok(results.some((r) => r.status === "fail"), results.map((r) => r.status).join());
    });

    // Replies take 0.2 s; each is sent again 0.3 s later, into a later board's wait.
    const repeats = tableEngine(boards, bodies, {
      delay: "sleep 0.2",
      after: `(sleep 0.3; echo "$reply") &`,
    });
    await t.step("a reply repeated 0.3 s later: PASS or MALFORMED, never FAIL", async () => {
      const { results } = await run(repeats, 2);
      const statuses = results.map((r) => r.status);
      console.log(`repeating engine, version 2: ${statuses.join(" ")}`);
      assert.equal(count(statuses, "fail"), 0, statuses.join());
      assert.equal(count(statuses, "pass") + count(statuses, "malformed"), boards.length);
      assert.ok(count(statuses, "malformed") >= 1, statuses.join());
      for (const r of results.filter((r) => r.status === "malformed")) {
        assert.match(r.reason, /out of step|unrequested output|more output after the response/);
      }
    });
  },
});
