import assert from "node:assert/strict";
import { checkProofText } from "../check/check.ts";
import { solveCnf } from "./cadical.ts";
import { type CnfLike, writeDimacs } from "./dimacs_write.ts";
import { elaborate, isBinaryDrat } from "./elaborate.ts";
import {
  checkLratStrict,
  complete,
  disjointUnion,
  guarded,
  type Instance,
  pigeonhole,
  random3Sat,
} from "./instances_test_util.ts";

const encoder = new TextEncoder();
const text = (s: string) => encoder.encode(s);

/** CaDiCaL's DRAT refutation of `cnf`, binary or text. */
async function refute(cnf: CnfLike, binaryProof: boolean): Promise<Uint8Array> {
  const result = await solveCnf(writeDimacs(cnf), { proof: true, binaryProof });
  assert.equal(result.status, "unsat");
  assert.ok(result.status === "unsat" && result.drat !== undefined);
  return result.drat;
}

/** Asserts that the trusted checker (and the strict test-side one) accept `lrat` for `cnf`. */
function assertAccepted(cnf: CnfLike, lrat: string, name: string): void {
  const verdict = checkProofText(writeDimacs(cnf), lrat);
  assert.ok(verdict.ok, `${name}: the checker refuses: ${JSON.stringify(verdict)}`);
  const strict = checkLratStrict(cnf, lrat);
  assert.ok(strict.ok, `${name}: the strict check refuses: ${JSON.stringify(strict)}`);
  assert.match(lrat.trimEnd().split("\n").at(-1)!, /^\d+ 0( \d+)+ 0$/, `${name}: no empty clause`);
}

/** The first `count` unsatisfiable random 3-SAT instances from seed 1, their seeds printed. */
async function unsatRandoms(vars: number, ratio: number, count: number): Promise<Instance[]> {
  const found: Instance[] = [];
  for (let seed = 1; found.length < count; seed++) {
    const cnf = random3Sat(vars, Math.round(vars * ratio), seed);
    if ((await solveCnf(writeDimacs(cnf))).status === "unsat") found.push(cnf);
  }
  console.log(`unsat random 3-SAT (${vars} vars): seeds ${found.map((f) => f.name).join(", ")}`);
  return found;
}

Deno.test("CaDiCaL's refutations elaborate to LRAT the checker accepts", async () => {
  const instances: Instance[] = [
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => pigeonhole(n + 1, n)),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map(complete),
    ...await unsatRandoms(40, 5, 6),
    ...await unsatRandoms(90, 4.6, 6),
    // Top-level units under every step, and a part the refutation does not need.
    guarded(pigeonhole(5, 4), 30),
    guarded(complete(4), 3),
    disjointUnion([random3Sat(150, 450, 3), pigeonhole(6, 5), random3Sat(150, 450, 4)]),
  ];
  let checked = 0;
  for (const cnf of instances) {
    const binary = await refute(cnf, true);
    const textual = await refute(cnf, false);
    assert.ok(isBinaryDrat(binary) && !isBinaryDrat(textual), cnf.name);
    const fromBinary = elaborate(cnf, binary);
    assertAccepted(cnf, fromBinary, `${cnf.name} (binary DRAT)`);
    checked++;
    const fromText = elaborate(cnf, textual);
    assertAccepted(cnf, fromText, `${cnf.name} (text DRAT)`);
    checked++;
    // CaDiCaL runs the same either way: the two readers must agree exactly.
    assert.equal(fromText, fromBinary, `${cnf.name}: binary and text DRAT elaborate differently`);
  }
  console.log(`${checked} elaborated proofs accepted, of ${instances.length} instances`);
  assert.equal(checked, 2 * instances.length);
});

// (a∨b)(a∨¬b)(¬a∨b)(¬a∨¬b) and the LRAT of the refutation "a, then the empty clause".
const FOUR = { vars: 2, clauses: [[1, 2], [1, -2], [-1, 2], [-1, -2]] };
const FOUR_LRAT = "5 1 0 1 2 0\n5 d 1 2 0\n6 2 0 5 3 0\n6 d 3 0\n7 0 5 6 4 0\n";

Deno.test("elaborate: small cases", async (t) => {
  await t.step("a formula refuted by unit propagation needs no lemma, nor reads the proof", () => {
    for (const drat of [new Uint8Array(), text("garbage\n"), new Uint8Array([0xff, 0])]) {
      assert.equal(elaborate(complete(1), drat), "3 0 1 2 0\n");
    }
    const lrat = elaborate({ vars: 3, clauses: [[1], [-1, 2], [-2, 3], [-3, -1]] }, text(""));
    assertAccepted({ vars: 3, clauses: [[1], [-1, 2], [-2, 3], [-3, -1]] }, lrat, "chain");
  });

  await t.step("an empty formula clause is the conflict itself", () => {
    assert.equal(elaborate({ vars: 1, clauses: [[1], []] }, text("")), "3 0 2 0\n");
  });

  await t.step(
    "tautologies and lemmas true at the top level are skipped, duplicates merged",
    () => {
      assert.equal(elaborate(FOUR, text("1 0\n0\n")), FOUR_LRAT);
      assert.equal(elaborate(FOUR, text("2 -2 0\n1 1 0\n1 2 0\n0\n")), FOUR_LRAT);
    },
  );

  await t.step("duplicate and tautological formula clauses", () => {
    const cnf = { vars: 3, clauses: [[1, 1, 2], [3, -3], [1, -2], [-1, 2, 2], [-1, -2]] };
    assertAccepted(cnf, elaborate(cnf, text("1 0\n0\n")), "duplicates");
  });

  await t.step("binary DRAT, with literals of several bytes", () => {
    const cnf = { vars: 100, clauses: [[100, 99], [100, -99], [-100, 99], [-100, -99]] };
    // Literal 100 is 2·100 = 200 = 0x48 + 1·128: bytes 0xc8 0x01.
    const binary = new Uint8Array([0x61, 0xc8, 0x01, 0x00, 0x64, 0x03, 0x00, 0x61, 0x00]);
    assert.equal(isBinaryDrat(binary), true);
    const lrat = elaborate(cnf, binary);
    assert.equal(lrat, elaborate(cnf, text("100 0\nd -1 0\n0\n")));
    assertAccepted(cnf, lrat, "two-byte literals");
  });

  await t.step("text DRAT with comments, blank lines, CRLF and steps sharing a line", () => {
    const lrat = elaborate(FOUR, text("c from a solver\r\n\r\n1 0 d 1 2 0\r\nc end\n0"));
    assertAccepted(FOUR, lrat, "text layout");
  });

  await t.step("deleting the reason of a top-level literal is ignored, as drat-trim does", () => {
    // 1, and 1 → 2, fix 2 at the top level; the proof deletes that reason, then needs it.
    const cnf = {
      vars: 5,
      clauses: [[1], [-1, 2], [-2, 3, 4], [-2, 3, -4], [-3, 5], [-3, -5]],
    };
    const lrat = elaborate(cnf, text("d -1 2 0\n3 0\n0\n"));
    assertAccepted(cnf, lrat, "kept reason");
    assert.match(lrat, /^\d+ 2 0 1 2 0$/m, "the unit 2 leans on the deleted reason, clause 2");
  });

  await t.step("deleting a clause that is not there changes nothing", () => {
    assert.equal(elaborate(FOUR, text("d 1 2 -2 0\nd 2 0\n1 0\n0\n")), FOUR_LRAT);
  });

  await t.step("a needed deletion is honoured: the clause is gone for later lemmas", () => {
    // Without (a∨¬b), "a" no longer follows.
    assert.throws(() => elaborate(FOUR, text("d 1 -2 0\n1 0\n0\n")), /lemma 1 \(1 0\).*not RUP/);
  });
});

Deno.test("elaborate: refuses what does not refute", async (t) => {
  const three = { vars: 3, clauses: FOUR.clauses };

  await t.step("a lemma that is not RUP, named with its number and place", () => {
    assert.throws(
      () => elaborate(three, text("3 0\n0\n")),
      /lemma 2 \(the empty clause\) on line 2 of the DRAT proof is not RUP; RAT elaboration is not supported/,
    );
    assert.throws(() => elaborate(three, text("-3 0\n3 0\n0\n")), /lemma 2 \(3 0\) on line 2/);
    assert.throws(
      () => elaborate(three, new Uint8Array([0x61, 0x06, 0x00, 0x61, 0x00])),
      /lemma 2 \(the empty clause\) at byte 3/,
    );
  });

  await t.step("a proof that ends before the empty clause", () => {
    assert.throws(
      () => elaborate(pigeonhole(3, 2), text("")),
      /\(0 lemmas\) ends without refuting/,
    );
    assert.throws(() => elaborate(pigeonhole(3, 2), text("d 1 2 0\n")), /without refuting/);
  });

  await t.step("a lemma over a variable the formula lacks", () => {
    assert.throws(() => elaborate(three, text("9 0\n0\n")), /variable 9, beyond the formula's 3/);
  });

  await t.step("a formula literal out of range", () => {
    assert.throws(
      () => elaborate({ vars: 2, clauses: [[1], [3]] }, text("0\n")),
      (e: unknown) => e instanceof RangeError && /formula clause 2 has literal 3/.test(e.message),
    );
  });

  await t.step("malformed DRAT, with where", () => {
    // The lemma 3 leaves the formula unrefuted, so the reader goes on.
    const cases: [Uint8Array, RegExp][] = [
      [text("1 2 x 0\n"), /line 1: unexpected "x"/],
      [text("3 0\n2 -\n"), /line 2: unexpected/],
      [text("3 2"), /no terminating 0/],
      [text("3 0\n99999999999 0\n"), /line 2: literal 99999999999 is too large/],
      [new Uint8Array([0x61, 0x06, 0x00, 0x7f, 0x00]), /byte 3 is 0x7f, not a step/],
      [new Uint8Array([0x61, 0x06, 0x84]), /ends inside the step at byte 0/],
      [new Uint8Array([0x61, 0x01, 0x00]), /bad literal code 1 at byte 0/],
    ];
    for (const [drat, message] of cases) {
      assert.throws(() => elaborate(three, drat), (e: unknown) => {
        return e instanceof SyntaxError && message.test(e.message);
      }, String(message));
    }
  });

  await t.step(
    "CaDiCaL's proofs, corrupted, fail or stay correct: never a wrong LRAT",
    async () => {
      for (const cnf of [pigeonhole(6, 5), ...await unsatRandoms(60, 5, 1)]) {
        const drat = new TextDecoder().decode(await refute(cnf, false));
        const lines = drat.trimEnd().split("\n");
        const lemmas = lines.flatMap((line, i) => (line.startsWith("d") ? [] : [i]));
        let refused = 0;
        let tried = 0;
        const attempt = (mutated: string[], what: string) => {
          tried++;
          let lrat: string;
          try {
            lrat = elaborate(cnf, text(mutated.join("\n") + "\n"));
          } catch (e) {
            assert.ok(e instanceof Error && !(e instanceof SyntaxError), `${what}: ${e}`);
            assert.match(e.message, /not RUP|without refuting/, what);
            refused++;
            return;
          }
          assertAccepted(cnf, lrat, `${cnf.name}, ${what}`);
        };
        // Each of 30 lemmas spread over the proof removed, then with a literal flipped.
        for (let k = 0; k < 30; k++) {
          const at = lemmas[Math.floor((k * (lemmas.length - 1)) / 29)]!;
          attempt(lines.filter((_, i) => i !== at), `lemma on line ${at + 1} removed`);
          const flipped = lines[at]!.replace(/^(-?)(\d+)/, (_, sign, v) => (sign ? v : `-${v}`));
          if (lines[at] !== "0") {
            attempt(lines.map((l, i) => (i === at ? flipped : l)), `line ${at + 1} flipped`);
          }
        }
        // Only the empty clause: not RUP. No empty clause: no refutation.
        attempt(["0"], "all lemmas removed");
        attempt(lines.slice(0, -1), "empty clause removed");
        console.log(`${cnf.name}: ${tried} corrupted proofs, ${refused} refused, the rest checked`);
        assert.ok(refused >= 3, `${cnf.name}: only ${refused} of ${tried} corruptions refused`);
      }
    },
  );
});
