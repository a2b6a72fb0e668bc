import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { testSeed } from "../../core/rng.ts";
import { liveWorkerCount, startPool } from "./pool.ts";
import type { Outcome } from "./pool_harness.ts";
import { canRun, runScenariosFast } from "./run_test_util.ts";

const TABLE = new URL("./pool_test_job.ts", import.meta.url).href;
import { toJson, type Unit, type UnitResult } from "./unit.ts";

// The scenarios that start workers run through runScenariosFast (a child `deno run`
// when allowed; see run_test_util.ts), batched so that one child serves many.

const echo = (id: string, value: unknown, sleepMs = 0): Unit => ({
  kind: "pool/echo",
  id,
  payload: { value, sleepMs },
});

/** A result without what legitimately differs between runs: its time and where it ran. */
function comparable(r: UnitResult): unknown {
  const { ms: _, ...rest } = r;
  if (!rest.ok) return rest;
  const { inWorker: _w, ...value } = rest.value as Record<string, unknown>;
  return { ...rest, value };
}

function ranInWorker(r: UnitResult): boolean | null {
  return r.ok ? (r.value as { inWorker: boolean }).inWorker : null;
}

function results(o: Outcome): readonly UnitResult[] {
  assert.equal(o.rejected, null);
  assert.ok(o.results);
  return o.results;
}

Deno.test("results come back in unit order for jobs 1, 2 and 3, equal to the in-process run", async () => {
  // Later units sleep less, so with several workers they finish first.
  const units = Array.from(
    { length: 9 },
    (_, i) => echo(`u${i}`, { i, big: 10n ** 20n }, 60 - 6 * i),
  );
  const wire = toJson(units) as unknown as Unit[]; // bigints travel as strings, as the pool sends them
  const outcomes = await runScenariosFast([1, 2, 3].map((jobs) => ({ units: wire, jobs })));
  const inProcess = results(outcomes[0]!);
  assert.deepEqual(inProcess.map((r) => r.id), units.map((u) => u.id));
  assert.ok(inProcess.every((r) => ranInWorker(r) === false));
  assert.deepEqual(comparable(inProcess[2]!), {
    id: "u2",
    kind: "pool/echo",
    ok: true,
    value: { value: { i: 2, big: "100000000000000000000" }, big: String(2n ** 70n) },
  });
  for (const [i, jobs] of [[1, 2], [2, 3]] as const) {
    const o = outcomes[i]!;
    assert.deepEqual(results(o).map(comparable), inProcess.map(comparable), `jobs ${jobs}`);
    assert.ok(results(o).every((r) => ranInWorker(r) === true), `jobs ${jobs} ran in workers`);
    assert.deepEqual(o.delivered, units.map((u, k) => [u.id, k]));
    assert.deepEqual(o.progress, units.map((_, k) => k + 1));
    // The workers really overlapped: something finished out of order.
    assert.notDeepEqual(o.finished, units.map((u) => u.id), `jobs ${jobs} finish order`);
    assert.equal(o.liveAfter, 0);
  }
});

Deno.test("a unit that throws, an unknown kind and a dead worker become error results naming the unit", async () => {
  const units: Unit[] = [
    echo("first", 1),
    { kind: "pool/throw", id: "thrower", payload: { message: "boom" } },
    { kind: "no/such/kind", id: "stranger", payload: null },
    echo("last", 4, 20),
  ];
  const withCrash: Unit[] = [
    echo("a", 1),
    { kind: "pool/crash", id: "crasher", payload: { message: "worker killed on purpose" } },
    ...Array.from({ length: 6 }, (_, i) => echo(`b${i}`, i, 5)),
  ];
  const outcomes = await runScenariosFast([
    ...[1, 2, 3].map((jobs) => ({ units, jobs })),
    ...[2, 3].map((jobs) => ({ units: withCrash, jobs })),
  ]);
  for (const o of outcomes.slice(0, 3)) {
    const r = results(o);
    assert.deepEqual(r.map((x) => x.ok), [true, false, false, true]);
    const thrown = r[1]!;
    const unknown = r[2]!;
    assert.ok(!thrown.ok && !unknown.ok);
    assert.equal(thrown.error, 'unit "thrower" (pool/throw): Error: boom');
    assert.equal(thrown.errorName, "Error");
    assert.match(
      unknown.error,
      /^unit "stranger" \(no\/such\/kind\): RangeError: no job "no" runs kind "no\/such\/kind"; known: pool$/,
    );
    assert.equal(o.liveAfter, 0);
  }
  // A worker that dies is replaced, and the units after it still run.
  for (const o of outcomes.slice(3)) {
    const r = results(o);
    assert.deepEqual(r.map((x) => x.id), withCrash.map((u) => u.id));
    const crashed = r[1]!;
    assert.ok(!crashed.ok);
    assert.match(
      crashed.error,
      /^unit "crasher" \(pool\/crash\): Error: its worker died: .*worker killed on purpose/,
    );
    assert.equal(crashed.errorName, "WorkerError");
    assert.ok(r.filter((x) => x.id !== "crasher").every((x) => x.ok));
    assert.equal(o.liveAfter, 0);
  }
});

Deno.test("a throwing callback or a close in mid-run ends the run, never hangs, and terminates the workers", async () => {
  const units = Array.from({ length: 6 }, (_, i) => echo(`u${i}`, i, 5));
  const slow = [echo("slow", 1, 300), echo("slower", 2, 400)];
  const outcomes = await runScenariosFast([
    { units, jobs: 1, throwOnResult: 2 },
    { units, jobs: 2, throwOnResult: 2 },
    { units: slow, jobs: 2, closeAfterMs: 30 },
  ]);
  for (const o of outcomes.slice(0, 2)) {
    assert.equal(o.results, null);
    assert.equal(o.rejected, "Error: onResult refused unit 2");
    assert.deepEqual(o.delivered.map(([, i]) => i), [0, 1]);
    assert.equal(o.liveAfter, 0);
  }
  assert.match(outcomes[2]!.rejected ?? "", /closed while it was running units/);
  assert.equal(outcomes[2]!.liveAfter, 0);
});

Deno.test("a pool in this process: jobs 1 refuses bad jobs, duplicate ids and runs after close", async () => {
  assert.throws(
    () => startPool({ jobs: 0, table: TABLE }),
    /jobs must be a whole number >= 1, got 0/,
  );
  assert.throws(() => startPool({ jobs: 1.5, table: TABLE }), RangeError);
  const pool = startPool({ jobs: 1, table: TABLE, preload: ["pool"] });
  const a = await pool.run([echo("a", 1)]);
  const b = await pool.run([echo("b", 2), echo("c", 3)]);
  assert.deepEqual([...a, ...b].map((r) => r.ok && (r.value as { value: number }).value), [
    1,
    2,
    3,
  ]);
  assert.deepEqual(await pool.run([]), []);
  await assert.rejects(pool.run([echo("x", 1), echo("x", 2)]), /two units have the id "x"/);
  pool.close();
  assert.equal(liveWorkerCount(), 0);
});

Deno.test("random unit lists: any jobs gives the in-process results, in order", async () => {
  const seed = testSeed("pool property");
  const unitArb = fc.oneof(
    fc.record({ value: fc.oneof(fc.integer(), fc.string(), fc.bigInt()), sleepMs: fc.nat(4) }).map(
      (p) => ({ kind: "pool/echo", payload: p }),
    ),
    fc.string().map((message) => ({ kind: "pool/throw", payload: { message } })),
  );
  const cases = fc.sample(
    fc.tuple(fc.array(unitArb, { maxLength: 12 }), fc.integer({ min: 2, max: 3 })),
    // In-process (no --allow-run) every case starts workers that deno test type-checks.
    { seed, numRuns: canRun ? 12 : 3 },
  ).map(([specs, jobs]) => ({
    units: toJson(specs.map((s, i) => ({ ...s, id: `u${i}` }))) as unknown as Unit[],
    jobs,
  }));
  const outcomes = await runScenariosFast(cases.flatMap((c) => [{ ...c, jobs: 1 }, c]));
  for (const [i, c] of cases.entries()) {
    const one = results(outcomes[2 * i]!);
    const many = results(outcomes[2 * i + 1]!);
    const where = `seed ${seed}, case ${i}, jobs ${c.jobs}`;
    assert.deepEqual(many.map(comparable), one.map(comparable), where);
    assert.deepEqual(one.map((r) => r.id), c.units.map((u) => u.id), where);
    for (const [k, r] of one.entries()) {
      const unit = c.units[k]!;
      if (unit.kind === "pool/echo") {
        assert.ok(r.ok, where);
        assert.deepEqual(
          (r.value as { value: unknown }).value,
          (unit.payload as { value: unknown }).value,
        );
      } else {
        assert.ok(!r.ok, where);
      }
    }
    assert.equal(outcomes[2 * i + 1]!.liveAfter, 0);
  }
});
