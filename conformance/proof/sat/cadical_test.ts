import assert from "node:assert/strict";
import { CadicalMissingError, cadicalVersion, solveCnf } from "./cadical.ts";
import { writeDimacs } from "./dimacs_write.ts";
import { isBinaryDrat } from "./elaborate.ts";
import { pigeonhole, random3Sat } from "./instances_test_util.ts";

Deno.test("cadicalVersion is what `cadical --version` prints", async () => {
  const out = await new Deno.Command("cadical", { args: ["--version"] }).output();
  const printed = new TextDecoder().decode(out.stdout).trim();
  assert.ok(printed !== "");
  assert.equal(await cadicalVersion(), printed);
});

Deno.test("solveCnf", async (t) => {
  await t.step("a sat answer's model satisfies every clause", async () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      // Ratio 3.5: almost always satisfiable, and not trivially.
      const cnf = random3Sat(60, 210, seed);
      const result = await solveCnf(writeDimacs(cnf));
      if (result.status !== "sat") continue;
      checked++;
      const { model } = result;
      assert.equal(model.length, cnf.vars, `seed ${seed}`);
      model.forEach((lit, i) => assert.equal(Math.abs(lit), i + 1, `seed ${seed}`));
      const falsified = cnf.clauses.findIndex((c) =>
        !c.some((lit) => model[Math.abs(lit) - 1] === lit)
      );
      assert.equal(falsified, -1, `seed ${seed}: clause ${falsified + 1} is false in the model`);
      assert.ok(result.seconds >= 0 && result.version !== "");
    }
    assert.ok(checked >= 8, `only ${checked} of 12 instances were sat`);
  });

  await t.step("an unsat answer carries binary DRAT by default, text on request", async () => {
    const dimacs = writeDimacs(pigeonhole(5, 4));
    const binary = await solveCnf(dimacs, { proof: true });
    assert.equal(binary.status, "unsat");
    assert.ok(binary.status === "unsat" && binary.drat !== undefined);
    assert.equal(isBinaryDrat(binary.drat), true);
    assert.equal(binary.drat[0], 0x61);

    const text = await solveCnf(dimacs, { proof: true, binaryProof: false });
    assert.ok(text.status === "unsat" && text.drat !== undefined);
    const lines = new TextDecoder().decode(text.drat).trimEnd().split("\n");
    assert.equal(isBinaryDrat(text.drat), false);
    assert.ok(lines.every((line) => /^(d )?(-?[1-9]\d* )*0$/.test(line)), lines.join("\n"));
    assert.equal(lines.at(-1), "0");
  });

  await t.step("no proof unless asked", async () => {
    const result = await solveCnf("p cnf 1 2\n1 0\n-1 0\n");
    assert.equal(result.status, "unsat");
    assert.equal(result.status === "unsat" && result.drat, undefined);
  });

  await t.step("a missing solver is a CadicalMissingError saying how to install it", async () => {
    const binary = "/nonexistent/cadical";
    for (
      const attempt of [
        () => solveCnf("p cnf 1 1\n1 0\n", { binary }),
        () => cadicalVersion(binary),
      ]
    ) {
      await assert.rejects(attempt, (e: unknown) => {
        assert.ok(e instanceof CadicalMissingError);
        assert.match(e.message, /the SAT solver CaDiCaL is not installed/);
        assert.match(e.message, /apt-get install cadical/);
        assert.ok(e.cause instanceof Deno.errors.NotFound);
        return true;
      });
    }
  });

  await t.step("past the time limit the answer is unknown", async () => {
    const result = await solveCnf(writeDimacs(pigeonhole(12, 11)), { seconds: 1, proof: true });
    assert.equal(result.status, "unknown");
  });

  await t.step("a solver that ignores -t is killed", async () => {
    const script = await Deno.makeTempFile({ prefix: "fake_cadical_", suffix: ".sh" });
    try {
      // `exec`, so the kill reaches the sleeping process that holds stdout.
      await Deno.writeTextFile(
        script,
        '#!/bin/sh\nif [ "$1" = "--version" ]; then echo fake; exit 0; fi\nexec sleep 30\n',
      );
      await Deno.chmod(script, 0o755);
      const result = await solveCnf("p cnf 1 1\n1 0\n", { binary: script, seconds: 1 });
      assert.equal(result.status, "unknown");
      assert.match(result.status === "unknown" ? result.reason : "", /killed/);
    } finally {
      await Deno.remove(script);
    }
  });

  await t.step("an abort kills the solver and rejects with the reason", async () => {
    const controller = new AbortController();
    const reason = new Error("stop");
    setTimeout(() => controller.abort(reason), 200);
    await assert.rejects(
      solveCnf(writeDimacs(pigeonhole(12, 11)), { signal: controller.signal }),
      (e: unknown) => e === reason,
    );
    // Already aborted: no process at all.
    await assert.rejects(
      solveCnf("p cnf 0 0\n", { signal: controller.signal }),
      (e) => e === reason,
    );
  });

  await t.step("bad input is an error with CaDiCaL's message", async () => {
    await assert.rejects(solveCnf("p cnf 1 1\n2 0\n"), /exit code 1.*exceeds maximum variable/);
    await assert.rejects(solveCnf("1 0\n"), /no `p cnf V C` header/);
    await assert.rejects(solveCnf("p cnf 1 1\n1 0\n", { seconds: 0 }), RangeError);
  });

  await t.step("temporary files are removed", async () => {
    // A temp dir of our own: other processes use the system one at the same time.
    const dir = await Deno.makeTempDir({ prefix: "cadical_test_" });
    const saved = Deno.env.get("TMPDIR");
    Deno.env.set("TMPDIR", dir);
    try {
      await solveCnf(writeDimacs(pigeonhole(4, 3)), { proof: true });
      await solveCnf("p cnf 1 1\n2 0\n").catch(() => {});
      assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), []);
    } finally {
      if (saved === undefined) Deno.env.delete("TMPDIR");
      else Deno.env.set("TMPDIR", saved);
      await Deno.remove(dir, { recursive: true });
    }
  });
});
