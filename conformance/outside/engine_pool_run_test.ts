import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import type { UnitResult } from "../run/unit.ts";
import { type Genre } from "./arbitraries.ts";
import {
  EngineGroups,
  type EngineOutcome,
  engineReport,
  engineUnitId,
  parseEngineUnitId,
} from "./engine_pool_run.ts";
import { EngineProcess } from "./engine_process.ts";
import { type BoardResult, STATUSES } from "./runner.ts";
import { type RanBoard, shrinkPicks } from "./suite.ts";
import { canProbeProcesses } from "./process_probe_test_util.ts";

const canRun = (await Deno.permissions.query({ name: "run" })).state === "granted";
const hasProc = canProbeProcesses;

const GENRES: readonly Genre[] = ["stostone", "dosun-fuwari"];

const result = (
  genre: Genre,
  status: BoardResult["status"],
  category: BoardResult["category"] = null,
): BoardResult => ({
  url: `https://puzz.link/p?${genre === "stostone" ? "stostone" : "dosufuwa"}/1/2/0`,
  rule: genre === "stostone" ? "exact" : "official",
  genre,
  source: "test",
  status,
  category,
  gaveUp: null,
  reason: status,
  seconds: 0,
});

Deno.test("unit ids say the genre, section, number, URL and rule, and read back", () => {
  const seed = testSeed();
  fc.assert(
    fc.property(
      fc.constantFrom(...GENRES),
      fc.constantFrom("corpus" as const, "random" as const),
      fc.integer({ min: 1, max: 10_000 }),
      fc.stringMatching(/^https:\/\/puzz\.link\/p\?[a-z0-9/.]{1,30}$/),
      fc.constantFrom("exact" as const, "none" as const, "loose" as const),
      (genre, section, n, url, rule) => {
        const place = parseEngineUnitId(engineUnitId(genre, section, n, url, rule));
        assert.deepEqual(place, {
          genre,
          random: section === "random" ? n - 1 : null,
          url,
          rule,
          label: `${genre} ${section} #${n}`,
        });
      },
    ),
    { seed },
  );
  for (const id of ["", "close engine #1", "stostone corpus #1: has space x exact"]) {
    assert.throws(() => parseEngineUnitId(id), SyntaxError);
  }
});

Deno.test("a shard picks, among its own boards, every failure the whole run picks there", () => {
  // What lets a shard shrink its failures before the merge knows the others.
  const seed = testSeed();
  const statusArb = fc.constantFrom(...STATUSES);
  const categoryArb = fc.constantFrom("wrong-answer" as const, "missing-answer" as const);
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          genre: fc.constantFrom(...GENRES),
          corpus: fc.boolean(),
          status: statusArb,
          category: categoryArb,
        }),
        { maxLength: 40 },
      ),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 0, max: 4 }),
      (rows, shards, limit) => {
        const next = new Map<Genre, number>();
        const boards: RanBoard[] = rows.map((r) => {
          const random = r.corpus ? null : next.get(r.genre) ?? 0;
          if (random !== null) next.set(r.genre, random + 1);
          const category = r.status === "fail" ? r.category : null;
          return { genre: r.genre, random, result: result(r.genre, r.status, category) };
        });
        const whole = shrinkPicks(boards, GENRES, limit);
        assert.ok(whole.length <= 2 * limit);
        const fromShards = new Set<number>();
        for (let k = 0; k < shards; k++) {
          const mine = boards.flatMap((_, i) => (i % shards === k ? [i] : []));
          const picks = shrinkPicks(mine.map((i) => boards[i]!), GENRES, limit);
          for (const p of picks) fromShards.add(mine[p]!);
        }
        for (const p of whole) {
          assert.ok(fromShards.has(p), `board ${p} is picked by the run but by no shard`);
          assert.notEqual(boards[p]!.random, null, "corpus boards are never shrunk");
          const status = boards[p]!.result!.status;
          assert.ok(status === "fail" || status === "malformed", `a ${status} is never shrunk`);
        }
      },
    ),
    { seed },
  );
});

Deno.test("engineReport: a unit without a result is the suite's crash; counterexamples follow the picks", () => {
  const id = (genre: Genre, n: number) =>
    engineUnitId(genre, "random", n, "https://puzz.link/p?stostone/1/2/0", "exact");
  const ok = (unitId: string, outcome: EngineOutcome): UnitResult => ({
    id: unitId,
    kind: "engine/board",
    ok: true,
    value: outcome as never,
    ms: 1,
  });
  const small = { ...result("stostone", "fail", "wrong-answer"), url: "small" };
  const results: UnitResult[] = [
    {
      id: id("stostone", 1),
      kind: "engine/board",
      ok: false,
      error: "boom",
      errorName: "E",
      ms: 2,
    },
    ok(id("stostone", 2), {
      result: result("stostone", "fail", "wrong-answer"),
      shrunk: { result: small, tries: 7, interrupted: false },
    }),
    // A second failure of the same kind: shrunk by some shard, but not a pick at limit 1.
    ok(id("stostone", 3), {
      result: result("stostone", "fail", "wrong-answer"),
      shrunk: { result: small, tries: 9, interrupted: false },
    }),
  ];
  const meta = { command: "c", cap: 2, seed: 4, genres: GENRES, shrinkLimit: 1, seconds: 1.5 };
  const { report, errors } = engineReport(results, meta);
  assert.deepEqual(errors, ["boom"]);
  assert.equal(report.results[0]!.status, "crash");
  assert.match(report.results[0]!.reason, /internal error \(not the engine's\): boom/);
  assert.equal(report.results[0]!.source, "stostone random #1");
  assert.deepEqual(
    report.counterexamples.map((c) => [c.original.status, c.shrunk.url, c.tries]),
    [["fail", "small", 7]],
  );
  assert.equal(report.summary.fail, 2);
  assert.equal(report.summary.crash, 1);
  assert.equal(report.seed, 4);
  const two = engineReport(results, { ...meta, shrinkLimit: 2 }).report.counterexamples;
  assert.deepEqual(two.map((c) => c.tries), [7, 9]);
});

Deno.test({
  name: "EngineGroups kills the engines of workers that never closed them",
  ignore: !canRun || !hasProc,
  fn: async () => {
    // An engine with a grandchild, as an orphaned one would be left.
    const engine = EngineProcess.start("sleep 1000 & wait");
    try {
      const groups = new EngineGroups();
      const value = (holder: string, group: number | null) => ({
        result: result("stostone", "pass"),
        engine: { holder, group },
      });
      const unit = (v: unknown): UnitResult => ({
        id: "u",
        kind: "engine/board",
        ok: true,
        value: v as never,
        ms: 0,
      });
      groups.note(unit(value("gone", 1))); // a worker whose engine was restarted...
      groups.note(unit(value("gone", null))); // ...and is now without one
      groups.note(unit(value("closed", 2)));
      groups.note(unit({ holder: "closed", closed: true }));
      groups.note(unit(value("orphan", engine.pid)));
      assert.deepEqual(groups.running(), [engine.pid]);
      assert.deepEqual(groups.killAll(), [engine.pid]);
      assert.deepEqual(groups.running(), []);
      // The shell was killed: the engine's output ends, which the process sees as an exit.
      const reply = await engine.ask("x\n", 5000);
      assert.equal(reply.kind, "exit");
      assert.match(
        reply.kind === "exit" ? reply.detail : "",
        /killed by SIGKILL|closed its output/,
      );
    } finally {
      await engine.stop();
    }
  },
});
