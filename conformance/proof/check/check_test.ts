import assert from "node:assert/strict";
import fc from "npm:fast-check";
import {
  checkLrat,
  checkProofText,
  type Cnf,
  type LratVerdict,
  parseDimacs,
  parseLrat,
} from "./mod.ts";

// ---- Proofs as the tests build them, and their text forms ----

type Addition = {
  readonly id: number;
  readonly clause: readonly number[];
  readonly hints: readonly number[];
};
type Deletion = { readonly id: number; readonly deleted: readonly number[] };
type Step = Addition | Deletion;

/** An unsatisfiable formula with a proof the checker must accept. */
interface Base {
  readonly name: string;
  readonly cnf: Cnf;
  readonly steps: readonly Step[];
  /** Minimally unsatisfiable: without any one clause (or with one weakened) it has a model. */
  readonly minimal: boolean;
}

const isAdd = (step: Step): step is Addition => "hints" in step;

function cnfOf(vars: number, clauses: readonly (readonly number[])[]): Cnf {
  return { vars, clauses: clauses.map((c) => Int32Array.from(c)) };
}

function dimacs(cnf: Cnf): string {
  const lines = cnf.clauses.map((c) => [...c, 0].join(" "));
  return [`p cnf ${cnf.vars} ${cnf.clauses.length}`, ...lines].join("\n") + "\n";
}

function lrat(steps: readonly Step[]): string {
  return steps.map((s) =>
    isAdd(s)
      ? [s.id, ...s.clause, 0, ...s.hints, 0].join(" ")
      : `${s.id} d ${[...s.deleted, 0].join(" ")}`
  ).join("\n") + "\n";
}

/** Reads hand-written LRAT into test steps (without the checker's reader). */
function stepsOf(text: string): Step[] {
  return text.trim().split("\n").map((line) => {
    const t = line.trim().split(/\s+/);
    if (t[1] === "d") return { id: Number(t[0]), deleted: t.slice(2, -1).map(Number) };
    const n = t.map(Number);
    const mid = n.indexOf(0, 1);
    return { id: n[0]!, clause: n.slice(1, mid), hints: n.slice(mid + 1, -1) };
  });
}

const verdict = (cnf: Cnf, steps: readonly Step[]): LratVerdict =>
  checkProofText(dimacs(cnf), lrat(steps));

function assertOk(v: LratVerdict, what: string): void {
  assert.ok(v.ok, `${what}: ${v.ok ? "" : `line ${v.line}: ${v.reason}`}`);
}

function assertRefused(v: LratVerdict, what: string, reason?: RegExp): void {
  assert.ok(!v.ok, `${what} was accepted`);
  if (reason !== undefined) assert.match(v.reason, reason, what);
}

/** Deterministic PRNG for the test-side generators. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The SEED convention of the suite: replay a random test with SEED=n. */
function testSeed(label: string): number {
  const fromEnv = Deno.env.get("SEED");
  const seed = fromEnv !== undefined && fromEnv !== ""
    ? Number(fromEnv)
    : Math.floor(Math.random() * 2 ** 31);
  assert.ok(Number.isSafeInteger(seed), `SEED must be a whole number, got ${fromEnv}`);
  console.log(`${label}: seed ${seed} (replay with SEED=${seed})`);
  return seed;
}

/**
 * The complete formula over `order` (all 2^k sign patterns, plus `noise` clauses, in a
 * shuffled order), refuted by eliminating `order` from last to first: each lemma is a
 * resolvent of two clauses, hinted in either order, with random id gaps and deletions.
 */
function resolutionBase(
  name: string,
  vars: number,
  order: readonly number[],
  rand: () => number,
  noise: readonly (readonly number[])[] = [],
): Base {
  const k = order.length;
  const pattern = (mask: number, j: number) =>
    order.slice(0, j).map((v, t) => (mask >> t & 1 ? v : -v));
  const key = (c: readonly number[]) => [...c].sort((a, b) => a - b).join(" ");
  const full: number[][] = [];
  for (let mask = 0; mask < 1 << k; mask++) full.push(pattern(mask, k));
  const clauses = [...full, ...noise.map((c) => [...c])];
  for (let i = clauses.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [clauses[i], clauses[j]] = [clauses[j]!, clauses[i]!];
  }
  const idOf = new Map<string, number>();
  clauses.forEach((c, i) => idOf.set(key(c), i + 1));
  const steps: Step[] = [];
  let next = clauses.length + 1;
  for (let j = k - 1; j >= 0; j--) {
    for (let mask = 0; mask < 1 << j; mask++) {
      const s = pattern(mask, j);
      const pos = idOf.get(key([...s, order[j]!]))!;
      const neg = idOf.get(key([...s, -order[j]!]))!;
      const id = next;
      next += 1 + (rand() < 0.3 ? Math.floor(rand() * 4) : 0);
      steps.push({
        id,
        clause: rand() < 0.5 ? s : s.toReversed(),
        hints: rand() < 0.5 ? [pos, neg] : [neg, pos],
      });
      idOf.set(key(s), id);
      // Nothing may follow the empty clause (j = 0), so no deletion there.
      if (j > 0 && rand() < 0.3) steps.push({ id, deleted: rand() < 0.5 ? [pos, neg] : [neg] });
    }
  }
  return { name, cnf: cnfOf(vars, clauses), steps, minimal: noise.length === 0 };
}

/** (1)(¬1 2)(¬2 3)…(¬(n−1) n)(¬n): refuted by one step hinting the chain forward. */
function chainBase(n: number): Base {
  const clauses = [[1], ...Array.from({ length: n - 1 }, (_, i) => [-(i + 1), i + 2]), [-n]];
  const hints = clauses.map((_, i) => i + 1);
  return {
    name: `chain(${n})`,
    cnf: cnfOf(n, clauses),
    steps: [{ id: n + 2, clause: [], hints }],
    minimal: true,
  };
}

const TWO: Base = {
  name: "all four clauses over two variables",
  cnf: cnfOf(2, [[1, 2], [-1, 2], [1, -2], [-1, -2]]),
  // 5: ¬1 makes (1 2) unit 2, then (1 ¬2) is false. 6: (1), then (¬1 2) gives 2, (¬1 ¬2) false.
  steps: stepsOf("5 1 0 1 3 0\n6 0 5 2 4 0"),
  minimal: true,
};

/** PHP(3,2): p(i,j) = pigeon i in hole j is variable 2(i−1)+j. */
const PHP: Base = {
  name: "pigeonhole PHP(3,2)",
  cnf: cnfOf(6, [[1, 2], [3, 4], [5, 6], [-1, -3], [-1, -5], [-3, -5], [-2, -4], [-2, -6], [
    -4,
    -6,
  ]]),
  // 10 (¬p11): p11 ⇒ ¬p21 (4), ¬p31 (5) ⇒ p22 (2), p32 (3): hole 2 clash (9).
  // 11 (¬p12): symmetric through 7, 8, 2, 3 and 6. 12: both ⇒ pigeon 1 has no hole (1).
  steps: stepsOf("10 -1 0 4 5 2 3 9 0\n11 -2 0 7 8 2 3 6 0\n12 0 10 11 1 0"),
  minimal: true,
};

/**
 * TWO plus (3 1) and (3 2). Lemma 7 (¬3) is RAT on ¬3 but not RUP: ¬3 false satisfies
 * clauses 5 and 6 and leaves no other clause unit. Its resolvents (¬3 1) and (¬3 2)
 * are RUP: with 1 false, (1 2) gives 2 and (1 ¬2) fails; with 2 false, (1 2) gives 1
 * and (¬1 2) fails. Then 8 (1) from (3 1) and (¬3), and the empty clause as in TWO.
 */
const RAT: Base = {
  name: "RAT lemma",
  cnf: cnfOf(3, [[1, 2], [-1, 2], [1, -2], [-1, -2], [3, 1], [3, 2]]),
  steps: stepsOf("7 -3 0 -5 1 3 -6 1 2 0\n8 1 0 5 7 0\n9 0 8 2 4 0"),
  minimal: false,
};

const BASES: readonly Base[] = [
  TWO,
  PHP,
  RAT,
  chainBase(5),
  resolutionBase("complete(3), with deletions", 3, [1, 2, 3], mulberry32(1)),
  resolutionBase("complete(4), shuffled", 4, [3, 1, 4, 2], mulberry32(5)),
];

// ---- Independent oracles for the tests ----

/** Brute force: does any assignment satisfy every clause? */
function satisfiable(cnf: Cnf): boolean {
  for (let m = 0; m < 1 << cnf.vars; m++) {
    if (
      cnf.clauses.every((c) => c.some((l) => ((m >> (Math.abs(l) - 1)) & 1) === (l > 0 ? 1 : 0)))
    ) return true;
  }
  return false;
}

type ChainEnd = "conflict" | "open" | "bad";

/** Unit propagation along hints; `falsified` holds the literals made false. */
function referenceChain(
  live: Map<number, readonly number[]>,
  falsified: Set<number>,
  hints: readonly number[],
): ChainEnd {
  for (const [k, h] of hints.entries()) {
    const d = live.get(h);
    if (d === undefined || d.some((l) => falsified.has(-l))) return "bad";
    const open = new Set(d.filter((l) => !falsified.has(l)));
    if (open.size > 1) return "bad";
    const [unit] = open;
    if (unit === undefined) return k === hints.length - 1 ? "conflict" : "bad";
    falsified.add(-unit);
  }
  return "open";
}

function referenceLemma(
  vars: number,
  live: Map<number, readonly number[]>,
  step: Addition,
): boolean {
  const c = step.clause;
  if (c.some((l) => l === 0 || Math.abs(l) > vars || c.includes(-l))) return false;
  const falsified = new Set(c);
  const prefix: number[] = [];
  const groups: [number, number[]][] = [];
  for (const h of step.hints) {
    if (h < 0) groups.push([-h, []]);
    else (groups.at(-1)?.[1] ?? prefix).push(h);
  }
  if (new Set(groups.map(([d]) => d)).size !== groups.length) return false;
  const rup = referenceChain(live, falsified, prefix);
  if (rup !== "open") return rup === "conflict" && groups.length === 0;
  const p = c[0];
  if (p === undefined || groups.length === 0) return false;
  for (const [id, d] of live) if (d.includes(-p) && !groups.some(([g]) => g === id)) return false;
  return groups.every(([id, hints]) => {
    const d = live.get(id);
    if (d === undefined || !d.includes(-p)) return false;
    const rest = d.filter((l) => l !== -p);
    const f = new Set(falsified);
    if (rest.some((l) => f.has(-l) || rest.includes(-l))) return hints.length === 0;
    rest.forEach((l) => f.add(l));
    return referenceChain(live, f, hints) === "conflict";
  });
}

/** A second, naive reading of the same rules (sets instead of a trail), for differential tests. */
function referenceAccepts(cnf: Cnf, steps: readonly Step[]): boolean {
  const live = new Map<number, readonly number[]>(cnf.clauses.map((c, i) => [i + 1, [...c]]));
  let last = cnf.clauses.length;
  for (const [n, step] of steps.entries()) {
    if (step.id <= 0) return false;
    if (!isAdd(step)) {
      for (const d of step.deleted) if (!live.delete(d)) return false;
      continue;
    }
    if (step.id <= last || !referenceLemma(cnf.vars, live, step)) return false;
    last = step.id;
    live.set(step.id, step.clause);
    if (step.clause.length === 0) return n === steps.length - 1;
  }
  return false;
}

/** Every clause a step can name, by id: the formula's and every lemma's. */
function clausesById(base: Base): Map<number, readonly number[]> {
  const out = new Map<number, readonly number[]>(base.cnf.clauses.map((c, i) => [i + 1, [...c]]));
  for (const s of base.steps) if (isAdd(s)) out.set(s.id, s.clause);
  return out;
}

// ---- The readers ----

Deno.test("parseDimacs reads comments, split clauses and several clauses a line", () => {
  const cnf = parseDimacs("c hello\np cnf 3 4\n1 -2\n 3 0 -1 0\n\nc inside\n2 0 0\n  \n\n");
  assert.equal(cnf.vars, 3);
  assert.deepEqual(cnf.clauses.map((c) => [...c]), [[1, -2, 3], [-1], [2], []]);
  assert.deepEqual(parseDimacs("p cnf 0 0\r\n").clauses, []);
});

Deno.test("parseDimacs refuses malformed input, naming the line and quoting it", async (t) => {
  const cases: [string, string, RegExp][] = [
    ["no header", "1 2 0\n", /^line 1: a clause before/],
    ["empty text", "", /^line 1: no `p cnf` header/],
    ["a second header", "p cnf 2 1\np cnf 2 1\n1 0\n", /^line 2: a second header: "p cnf 2 1"/],
    ["the header after clauses", "p cnf 2 2\n1 0\np cnf 2 2\n2 0\n", /^line 3: a second header/],
    ["the header after clauses, first", "1 0\np cnf 2 1\n", /^line 1: a clause before/],
    ["a bad header", "p cnf 2\n", /^line 1: a header that is not/],
    ["a literal beyond V", "p cnf 2 1\n1 -3 0\n", /^line 2: the literal -3 is beyond 2: "1 -3 0"/],
    ["a non-integer", "p cnf 2 1\n1 x 0\n", /^line 2: the token "x" is not an integer/],
    ["a signed zero", "p cnf 2 1\n1 -0\n", /^line 2: the token "-0"/],
    ["a leading zero", "p cnf 2 1\n01 0\n", /^line 2: the token "01"/],
    ["too few clauses", "p cnf 2 2\n1 0\n", /^line 1: the header declares 2 clauses but 1 follow/],
    ["too many clauses", "p cnf 2 1\n1 0 2 0\n", /^line 1: the header declares 1 clauses but 2/],
    [
      "a last clause without 0",
      "p cnf 2 1\n1 0\n2\n-1\n",
      /^line 3: the last clause has no terminating 0/,
    ],
    ["a percent line", "p cnf 1 1\n1 0\n%\n0\n", /^line 3: the token "%"/],
  ];
  for (const [name, text, message] of cases) {
    await t.step(
      name,
      () =>
        assert.throws(
          () => parseDimacs(text),
          (e) => e instanceof SyntaxError && message.test(e.message),
        ),
    );
  }
  await t.step("a long line is quoted cut to 80 characters", () => {
    const long = `1 ${"2 ".repeat(60)}x 0`;
    assert.throws(() => parseDimacs(`p cnf 2 1\n${long}\n`), (e) => {
      const quoted = /: ("[^"]*")$/.exec((e as Error).message)?.[1];
      return quoted !== undefined && JSON.parse(quoted).length === 80 && quoted.endsWith('…"');
    });
  });
});

Deno.test("parseLrat reads additions, RAT hints, deletions and comments", () => {
  const steps = parseLrat(
    "c a comment\n\n7 -3 0 -5 1 3 -6 1 2 0\n7 d 5 6 0\n  8 1 0 5 7 0  \r\n9 0 8 2 4 0\n9 d 0\n",
  );
  assert.deepEqual(steps.map((s) => s.line), [3, 4, 5, 6, 7]);
  const [rat, del, , empty, none] = steps;
  assert.ok(
    rat?.kind === "add" && del?.kind === "delete" && empty?.kind === "add" &&
      none?.kind === "delete",
  );
  assert.deepEqual([rat.id, [...rat.clause], [...rat.hints]], [7, [-3], [-5, 1, 3, -6, 1, 2]]);
  assert.deepEqual([del.id, [...del.ids]], [7, [5, 6]]);
  assert.deepEqual([empty.id, [...empty.clause], [...empty.hints]], [9, [], [8, 2, 4]]);
  assert.deepEqual([...none.ids], []);
});

Deno.test("parseLrat refuses malformed lines, naming the line and quoting it", async (t) => {
  const cases: [string, string, RegExp][] = [
    [
      "a non-integer",
      "5 1 0 1 x 0\n",
      /^line 1: the token "x" is not a 32-bit integer: "5 1 0 1 x 0"/,
    ],
    ["a too large integer", "5 1 0 2147483648 0\n", /^line 1: the token "2147483648"/],
    ["no terminators", "c\n5 1 2\n", /^line 2: the lemma has no terminating 0/],
    ["one terminator", "5 1 0 1 3\n", /^line 1: the hints have no terminating 0/],
    ["tokens after the last 0", "5 1 0 1 3 0 7\n", /^line 1: tokens after the terminating 0/],
    ["a second step on the line", "5 1 0 1 3 0 6 0 5 2 4 0\n", /^line 1: tokens after/],
    ["id 0", "0 1 0 1 3 0\n", /^line 1: the step id 0 is not positive/],
    ["a negative id", "-5 1 0 1 3 0\n", /^line 1: the step id -5/],
    [
      "a deletion without 0",
      "5 1 0 1 3 0\n5 d 1 2\n",
      /^line 2: the deletion has no terminating 0/,
    ],
    ["a deletion with extra tokens", "5 d 1 0 2\n", /^line 1: tokens after/],
    ["a negative deleted id", "5 d -1 0\n", /^line 1: a deleted id is not positive/],
    ["a bare d", "5 d\n", /^line 1: the deletion has no/],
    ["a d elsewhere", "5 1 d 0 0\n", /^line 1: the token "d"/],
    ["binary LRAT", "a\u0002\u0004\u0000", /^line 1: the token/],
  ];
  for (const [name, text, message] of cases) {
    await t.step(
      name,
      () =>
        assert.throws(
          () => parseLrat(text),
          (e) => e instanceof SyntaxError && message.test(e.message),
        ),
    );
  }
});

// ---- Accepted proofs ----

Deno.test("the base proofs are accepted, and the bases are what they claim", async (t) => {
  for (const base of BASES) {
    await t.step(base.name, () => {
      const v = verdict(base.cnf, base.steps);
      assertOk(v, base.name);
      const additions = base.steps.filter(isAdd).length;
      const deletions = base.steps.filter((s) => !isAdd(s)).reduce(
        (n, s) => n + (s as Deletion).deleted.length,
        0,
      );
      assert.deepEqual(v, { ok: true, lemmas: additions, deleted: deletions });
      assert.ok(referenceAccepts(base.cnf, base.steps), "the reference agrees");
      assert.ok(!satisfiable(base.cnf), "the formula is unsatisfiable");
      if (base.minimal) {
        for (const i of base.cnf.clauses.keys()) {
          assert.ok(
            satisfiable({ vars: base.cnf.vars, clauses: base.cnf.clauses.toSpliced(i, 1) }),
            `without clause ${i + 1}`,
          );
        }
      }
    });
  }
  assert.ok(BASES.some((b) => b.steps.some((s) => !isAdd(s))), "some base deletes clauses");
});

Deno.test("accepted corner cases", async (t) => {
  await t.step("a lemma with a duplicate literal is read once", () => {
    assertOk(verdict(TWO.cnf, stepsOf("5 1 1 0 1 3 0\n6 0 5 2 4 0")), "5 1 1");
  });
  await t.step("a formula that holds the empty clause, hinted", () => {
    assertOk(checkProofText("p cnf 1 2\n1 0\n0\n", "3 0 2 0\n"), "empty clause hint");
  });
  await t.step("RAT groups in any order (lrat-check wants them ascending)", () => {
    assertOk(
      verdict(RAT.cnf, stepsOf("7 -3 0 -6 1 2 -5 1 3 0\n8 1 0 5 7 0\n9 0 8 2 4 0")),
      "groups swapped",
    );
  });
  await t.step("a RAT group whose resolvent is a tautology needs no hints", () => {
    // (¬3 ¬1) on ¬3: the resolvent with (3 1) holds 1 and ¬1; with (3 2) it is RUP by (¬1 2).
    assertOk(
      verdict(RAT.cnf, stepsOf("7 -3 -1 0 -5 -6 2 0\n8 -1 0 2 4 0\n9 0 8 1 3 0")),
      "blocked",
    );
  });
  await t.step("a RAT lemma after a unit prefix", () => {
    // (¬3 ¬1): the prefix (¬1 2) sets 2, so both resolvents, with (3 1) and (3 2), are tautologies.
    assertOk(
      verdict(RAT.cnf, stepsOf("7 -3 -1 0 2 -5 -6 0\n8 -1 0 2 4 0\n9 0 8 1 3 0")),
      "prefix then groups",
    );
  });
  await t.step("deletions, ids with gaps, comments and blank lines", () => {
    const text = "c proof\n10 1 0 1 3 0\n\n10 d 1 3 0\n20 0 10 2 4 0\n";
    assert.deepEqual(checkProofText(dimacs(TWO.cnf), text), { ok: true, lemmas: 2, deleted: 2 });
  });
  await t.step("checkLrat on a Cnf built in code", () => {
    assert.deepEqual(checkLrat(TWO.cnf, parseLrat(lrat(TWO.steps))), {
      ok: true,
      lemmas: 2,
      deleted: 0,
    });
  });
  await t.step("a large proof is fast", () => {
    const base = resolutionBase(
      "complete(15)",
      15,
      Array.from({ length: 15 }, (_, i) => i + 1),
      mulberry32(3),
    );
    const cnf = dimacs(base.cnf);
    const proof = lrat(base.steps);
    const hints = base.steps.filter(isAdd).reduce((n, s) => n + s.hints.length, 0);
    const start = performance.now();
    const v = checkProofText(cnf, proof);
    const ms = performance.now() - start;
    console.log(
      `complete(15): ${base.cnf.clauses.length} clauses, ${hints} hints, read and checked in ${
        ms.toFixed(0)
      } ms`,
    );
    assertOk(v, "complete(15)");
    assert.ok(ms < 20_000, `took ${ms} ms`);
  });
});

// ---- Refused proofs, one kind at a time ----

Deno.test("refused, with the reason and line", async (t) => {
  const cases: [string, string, string, number, RegExp][] = [
    ["an empty proof", dimacs(TWO.cnf), "", 0, /does not derive the empty clause/],
    [
      "a proof without the empty clause",
      dimacs(TWO.cnf),
      "5 1 0 1 3 0\n",
      1,
      /does not derive the empty clause/,
    ],
    ["garbage text", dimacs(TWO.cnf), "hello world\n", 1, /line 1: the token "hello"/],
    ["a garbage CNF", "hello\n", "5 0 0\n", 0, /^CNF: line 1: a clause before/],
    ["an empty CNF text", "", "5 0 0\n", 0, /^CNF: line 1: no `p cnf` header/],
    ["a hint chain without a conflict", dimacs(TWO.cnf), "5 1 0 1 0\n", 1, /lemma 5: no conflict/],
    ["the empty clause with no hints", dimacs(TWO.cnf), "5 0 0\n", 1, /lemma 5: no conflict/],
    ["a hint with two open literals", dimacs(TWO.cnf), "5 0 1 0\n", 1, /hint 1 is not unit$/],
    [
      "a satisfied hint",
      dimacs(TWO.cnf),
      "5 1 0 1 1 3 0\n",
      1,
      /hint 1 is not unit \(it is satisfied\)/,
    ],
    [
      "a hint after the conflict",
      dimacs(TWO.cnf),
      "5 1 0 1 3 4 0\n",
      1,
      /hint after the conflict \(4\)/,
    ],
    [
      "a hint that does not exist",
      dimacs(TWO.cnf),
      "5 1 0 1 9 0\n",
      1,
      /hint 9 is not a live clause/,
    ],
    [
      "a hint to the lemma itself",
      dimacs(TWO.cnf),
      "5 1 0 1 5 0\n",
      1,
      /hint 5 is not a live clause/,
    ],
    [
      "a deleted clause as a hint",
      dimacs(TWO.cnf),
      "5 d 3 0\n5 1 0 1 3 0\n",
      2,
      /hint 3 is not a live clause/,
    ],
    ["deleting a clause twice", dimacs(TWO.cnf), "5 d 3 3 0\n", 1, /deleting 3, which is not live/],
    ["deleting an unknown clause", dimacs(TWO.cnf), "5 d 8 0\n", 1, /deleting 8/],
    [
      "an id clashing with the formula",
      dimacs(TWO.cnf),
      "4 1 0 1 3 0\n",
      1,
      /id 4 is not above the last id 4/,
    ],
    [
      "a duplicate id",
      dimacs(TWO.cnf),
      "5 1 0 1 3 0\n5 0 5 2 4 0\n",
      2,
      /id 5 is not above the last id 5/,
    ],
    [
      "a decreasing id",
      dimacs(TWO.cnf),
      "7 1 0 1 3 0\n6 0 7 2 4 0\n",
      2,
      /id 6 is not above the last id 7/,
    ],
    ["a literal out of range", dimacs(TWO.cnf), "5 1 3 0 1 3 0\n", 1, /literal 3 is out of range/],
    ["a tautology", dimacs(TWO.cnf), "5 1 -1 0 1 0\n", 1, /tautology/],
    [
      "a step after the empty clause",
      dimacs(TWO.cnf),
      lrat(TWO.steps) + "7 1 0 1 3 0\n",
      3,
      /a step after the empty clause/,
    ],
    [
      "a deletion after the empty clause",
      dimacs(TWO.cnf),
      lrat(TWO.steps) + "6 d 1 0\n",
      3,
      /a step after/,
    ],
    [
      "a RAT step missing a group",
      dimacs(RAT.cnf),
      "7 -3 0 -5 1 3 0\n",
      1,
      /clause 6 holds 3 but has no RAT group/,
    ],
    [
      "a RAT group named twice",
      dimacs(RAT.cnf),
      "7 -3 0 -5 1 3 -5 1 3 -6 1 2 0\n",
      1,
      /two RAT groups for clause 5/,
    ],
    [
      "a RAT group on a clause without ¬pivot",
      dimacs(RAT.cnf),
      "7 -3 0 -5 1 3 -6 1 2 -1 0\n",
      1,
      /RAT hint -1 names a clause without 3/,
    ],
    [
      "a RAT group on a deleted clause",
      dimacs(RAT.cnf),
      "6 d 6 0\n7 -3 0 -5 1 3 -6 1 2 0\n",
      2,
      /RAT hint -6 is not a live clause/,
    ],
    [
      "a RAT group without a conflict",
      dimacs(RAT.cnf),
      "7 -3 0 -5 1 -6 1 2 0\n",
      1,
      /RAT group -5: no conflict/,
    ],
    [
      "a RAT group with a bad hint",
      dimacs(RAT.cnf),
      "7 -3 0 -5 2 -6 1 2 0\n",
      1,
      /RAT group -5: hint 2 is not unit/,
    ],
    [
      "RAT hints after a RUP conflict",
      dimacs(TWO.cnf),
      "5 1 0 1 3 -2 0\n",
      1,
      /hint after the conflict \(-2\)/,
    ],
    [
      "hints on a tautological resolvent",
      dimacs(RAT.cnf),
      "7 -3 -1 0 -5 1 -6 2 0\n",
      1,
      /RAT group -5: hint after the conflict/,
    ],
    ["RAT hints on the empty clause", dimacs(RAT.cnf), "7 0 -5 0\n", 1, /no pivot/],
  ];
  for (const [name, cnf, proof, line, reason] of cases) {
    await t.step(name, () => {
      const v = checkProofText(cnf, proof);
      assertRefused(v, name, reason);
      assert.equal(!v.ok && v.line, line, `${name}: ${!v.ok && v.reason}`);
    });
  }
  await t.step("a literal 0 or out of range in a Cnf built in code", () => {
    assertRefused(checkLrat(cnfOf(1, [[1, 0]]), []), "0", /formula clause 1 has literal 0/);
    assertRefused(checkLrat(cnfOf(1, [[1], [-2]]), []), "-2", /formula clause 2 has literal -2/);
  });
  await t.step("the RAT lemma is not RUP: no chain of up to three hints proves it", () => {
    let tried = 0;
    const ids = [1, 2, 3, 4, 5, 6];
    const chains: number[][] = [[]];
    for (let len = 1; len <= 3; len++) {
      for (const c of chains.filter((c) => c.length === len - 1)) {
        for (const id of ids) chains.push([...c, id]);
      }
    }
    for (const hints of chains) {
      tried++;
      assertRefused(
        verdict(RAT.cnf, [{ id: 7, clause: [-3], hints }]),
        `7 -3 0 ${hints.join(" ")} 0`,
      );
    }
    assert.equal(tried, 1 + 6 + 36 + 216);
  });
});

// ---- Every corruption refused ----

/** A corrupted proof (or formula), named for the failure message. */
interface Corruption {
  readonly kind: string;
  readonly what: string;
  readonly cnf: Cnf | string;
  readonly proof: readonly Step[] | string;
}

/** Positions of addition steps, with the step. */
const additions = (steps: readonly Step[]) =>
  [...steps.entries()].filter((e): e is [number, Addition] => isAdd(e[1]));

function replaceStep(steps: readonly Step[], at: number, step: Step): Step[] {
  return steps.with(at, step);
}

/** The corruptions that no correct checker may accept, for one base and its siblings. */
function corruptionsOf(base: Base, others: readonly Base[]): Corruption[] {
  const out: Corruption[] = [];
  const push = (
    kind: string,
    what: string,
    proof: readonly Step[] | string,
    cnf: Cnf | string = base.cnf,
  ) => out.push({ kind, what: `${base.name}: ${what}`, cnf, proof });
  const adds = additions(base.steps);
  const last = base.cnf.clauses.length;
  for (const [at, s] of adds) {
    // Each lemma but the empty clause is hinted later, so it cannot go (checked below).
    push("addition dropped", `step ${s.id} dropped`, base.steps.toSpliced(at, 1));
    const previous = adds.filter(([a]) => a < at).at(-1)?.[1].id ?? last;
    push(
      "id repeated",
      `step ${s.id} takes id ${previous}`,
      replaceStep(base.steps, at, { ...s, id: previous }),
    );
    push(
      "id decreasing",
      `step ${s.id} takes id ${previous - 1}`,
      replaceStep(base.steps, at, { ...s, id: previous - 1 }),
    );
    for (const [i, lit] of s.clause.entries()) {
      push(
        "literal flipped",
        `step ${s.id} literal ${lit} flipped`,
        replaceStep(base.steps, at, { ...s, clause: s.clause.with(i, -lit) }),
      );
      const beyond = base.cnf.vars + 1;
      push(
        "literal out of range",
        `step ${s.id} literal ${lit} → ${beyond}`,
        replaceStep(base.steps, at, { ...s, clause: s.clause.with(i, beyond) }),
      );
    }
    for (const [i, h] of s.hints.entries()) {
      const hint = (kind: string, what: string, hints: readonly number[]) =>
        push(
          kind,
          `step ${s.id} hint ${i} (${h}) ${what}`,
          replaceStep(base.steps, at, { ...s, hints }),
        );
      hint("hint to no clause", "→ 999999", s.hints.with(i, 999999));
      hint("RAT hint to no clause", "→ -999999", s.hints.with(i, -999999));
      hint("hint to the lemma itself", `→ ${s.id}`, s.hints.with(i, s.id));
      if (h > 0) hint("hint repeated", "given twice", s.hints.toSpliced(i, 0, h));
      push(
        "deleted clause hinted",
        `step ${s.id}: clause ${Math.abs(h)} deleted just before`,
        base.steps.toSpliced(at, 0, { id: last, deleted: [Math.abs(h)] }),
      );
    }
  }
  const text = lrat(base.steps);
  // Any cut before the last "0" loses the empty clause or leaves a line without its 0.
  for (let cut = 0; cut < text.length - 1; cut++) {
    push("truncated", `cut at ${cut}`, text.slice(0, cut));
  }
  for (const other of others) {
    push("proof of another formula", `with the proof of ${other.name}`, other.steps);
  }
  if (base.minimal) {
    // Each of these formulas turns satisfiable (checked in the base test), so any proof is wrong.
    for (const i of base.cnf.clauses.keys()) {
      const fresh = base.cnf.vars + 1;
      const weakened = {
        vars: fresh,
        clauses: base.cnf.clauses.map((c, j) => (j === i ? Int32Array.from([...c, fresh]) : c)),
      };
      push("formula clause weakened", `clause ${i + 1} gets a fresh literal`, base.steps, weakened);
      push("formula clause dropped", `clause ${i + 1} dropped`, base.steps, {
        vars: base.cnf.vars,
        clauses: base.cnf.clauses.toSpliced(i, 1),
      });
    }
  }
  return out;
}

Deno.test("every corruption of every base proof is refused", () => {
  let expected = 0;
  const corruptions: Corruption[] = [];
  for (const base of BASES) {
    const byId = clausesById(base);
    const adds = additions(base.steps).map(([, s]) => s);
    // Preconditions the guarantees above rest on, checked rather than assumed.
    for (const [n, s] of adds.entries()) {
      if (n < adds.length - 1) {
        assert.ok(
          adds.slice(n + 1).some((t) => t.hints.some((h) => Math.abs(h) === s.id)),
          `${base.name}: ${s.id} is hinted later`,
        );
      }
      // A flipped literal l makes every hint holding l satisfied; each literal is in a hint.
      if (s.hints.every((h) => h > 0)) {
        for (const lit of s.clause) {
          assert.ok(
            s.hints.some((h) => byId.get(h)!.includes(lit)),
            `${base.name}: ${lit} of ${s.id} is in a hint`,
          );
        }
      }
    }
    // The count, from the shape of the base: per addition 3, per literal 2, per hint 4 (+1 if positive).
    const literals = adds.reduce((n, s) => n + s.clause.length, 0);
    const hints = adds.reduce((n, s) => n + s.hints.length, 0);
    const positive = adds.reduce((n, s) => n + s.hints.filter((h) => h > 0).length, 0);
    expected += 3 * adds.length + 2 * literals + 4 * hints + positive +
      (lrat(base.steps).length - 1) + (BASES.length - 1);
    if (base.minimal) expected += 2 * base.cnf.clauses.length;
    corruptions.push(...corruptionsOf(base, BASES.filter((b) => b !== base)));
  }
  const kinds = new Map<string, number>();
  for (const c of corruptions) {
    const v = checkProofText(
      typeof c.cnf === "string" ? c.cnf : dimacs(c.cnf),
      typeof c.proof === "string" ? c.proof : lrat(c.proof),
    );
    assertRefused(v, `${c.kind}: ${c.what}`);
    kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
  }
  console.log(`refused all ${corruptions.length} corruptions:`, Object.fromEntries(kinds));
  assert.equal(corruptions.length, expected);
  assert.equal(kinds.size, 14);
});

Deno.test("changes that keep a proof valid are accepted", async (t) => {
  await t.step("dropping a deletion step", () => {
    let tried = 0;
    for (const base of BASES) {
      for (const [at, s] of base.steps.entries()) {
        if (isAdd(s)) continue;
        tried++;
        assertOk(
          verdict(base.cnf, base.steps.toSpliced(at, 1)),
          `${base.name}: without deletion at ${at}`,
        );
      }
    }
    assert.ok(tried > 0);
  });
  await t.step("the chain read backwards is also a unit chain", () => {
    const base = chainBase(5);
    const [s] = base.steps as Addition[];
    assertOk(verdict(base.cnf, [{ ...s!, hints: s!.hints.toReversed() }]), "backwards");
  });
  await t.step("the two hints of a resolution step in either order", () => {
    assertOk(verdict(TWO.cnf, stepsOf("5 1 0 3 1 0\n6 0 5 4 2 0")), "swapped");
  });
});

Deno.test("reordered hints: reversals that break the PHP unit chains, and every swap as the reference says", async (t) => {
  await t.step("reversing the hints of each PHP step is refused", () => {
    // 10 reversed starts with (¬4 ¬6), 11 with (¬3 ¬5), 12 with (1 2): each has two open literals.
    for (const [at, s] of additions(PHP.steps)) {
      const v = verdict(PHP.cnf, replaceStep(PHP.steps, at, { ...s, hints: s.hints.toReversed() }));
      assertRefused(v, `step ${s.id} reversed`, /is not unit/);
    }
  });
  await t.step("every swap of two hints, and every hint replaced by every other id", () => {
    let swaps = 0;
    let replaced = 0;
    let refused = 0;
    for (const base of BASES) {
      for (const [at, s] of additions(base.steps)) {
        const variants: number[][] = [];
        for (let i = 0; i < s.hints.length; i++) {
          for (let j = i + 1; j < s.hints.length; j++) {
            variants.push(s.hints.with(i, s.hints[j]!).with(j, s.hints[i]!));
            swaps++;
          }
          for (let id = 1; id < s.id; id++) {
            if (id === Math.abs(s.hints[i]!)) continue;
            variants.push(s.hints.with(i, Math.sign(s.hints[i]!) * id));
            replaced++;
          }
        }
        for (const hints of variants) {
          const steps = replaceStep(base.steps, at, { ...s, hints });
          const v = verdict(base.cnf, steps);
          assert.equal(
            v.ok,
            referenceAccepts(base.cnf, steps),
            `${base.name}: step ${s.id} hints ${hints.join(" ")}`,
          );
          if (!v.ok) refused++;
        }
      }
    }
    console.log(
      `${swaps} swaps and ${replaced} replacements: ${refused} refused, ${
        swaps + replaced - refused
      } still valid`,
    );
    assert.ok(refused > 0 && refused < swaps + replaced);
  });
});

// ---- Random proofs and mutations ----

const arbCase = fc.record({
  vars: fc.integer({ min: 1, max: 6 }),
  seed: fc.integer(),
  noise: fc.array(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }), {
    maxLength: 4,
  }),
});

function randomBase(c: { vars: number; seed: number; noise: number[][] }): Base {
  const rand = mulberry32(c.seed);
  const all = Array.from({ length: c.vars }, (_, i) => i + 1).sort(() => rand() - 0.5);
  const order = all.slice(0, 1 + Math.floor(rand() * c.vars));
  // Noise literals: 1..12 read as ±1..±6, clamped to the variables.
  const noise = c.noise.map((cl) => cl.map((x) => (x > 6 ? -1 : 1) * (1 + ((x - 1) % 6) % c.vars)));
  return resolutionBase("random", c.vars, order, rand, noise);
}

Deno.test("random resolution proofs are accepted", () => {
  const seed = testSeed("random resolution proofs");
  fc.assert(
    fc.property(arbCase, (c) => {
      const base = randomBase(c);
      assertOk(verdict(base.cnf, base.steps), lrat(base.steps));
    }),
    { seed, numRuns: 300 },
  );
});

Deno.test("random mutations: the checker agrees with the reference, and accepts only unsatisfiable formulas", () => {
  const seed = testSeed("random mutations");
  let accepted = 0;
  let runs = 0;
  const arbMutation = fc.record({
    at: fc.nat(),
    pos: fc.nat(),
    value: fc.integer({ min: -40, max: 40 }),
    kind: fc.nat({ max: 7 }),
  });
  fc.assert(
    fc.property(arbCase, arbMutation, (c, m) => {
      runs++;
      const base = randomBase(c);
      let cnf = base.cnf;
      let steps: Step[] = [...base.steps];
      const at = m.at % steps.length;
      const s = steps[at]!;
      const value = m.value === 0 ? 1 : m.value;
      const list = isAdd(s) ? (m.pos % 2 === 0 ? "clause" : "hints") : "deleted";
      const items: readonly number[] = isAdd(s) ? s[list as "clause" | "hints"] : s.deleted;
      const i = items.length === 0 ? 0 : (m.pos >> 1) % items.length;
      const withItems = (next: readonly number[]) => ({ ...s, [list]: next }) as Step;
      switch (m.kind) {
        case 0: // replace one number
          steps[at] = withItems(items.length === 0 ? [value] : items.with(i, value));
          break;
        case 1: // remove one number
          steps[at] = withItems(items.toSpliced(i, 1));
          break;
        case 2: // insert one number
          steps[at] = withItems(items.toSpliced(i, 0, value));
          break;
        case 3: // change the step id
          steps[at] = { ...s, id: Math.abs(value) };
          break;
        case 4: // drop the step
          steps = steps.toSpliced(at, 1);
          break;
        case 5: // repeat the step
          steps = steps.toSpliced(at, 0, s);
          break;
        case 6: { // weaken or flip a literal of a formula clause
          const ci = m.pos % cnf.clauses.length;
          const clause = cnf.clauses[ci]!;
          const li = Math.abs(value) % (clause.length + 1);
          const next = li === clause.length
            ? [...clause, Math.sign(value) * (1 + (Math.abs(value) % cnf.vars))]
            : clause.with(li, -clause[li]!);
          cnf = { vars: cnf.vars, clauses: cnf.clauses.with(ci, Int32Array.from(next)) };
          break;
        }
        default: // drop a formula clause
          cnf = { vars: cnf.vars, clauses: cnf.clauses.toSpliced(m.pos % cnf.clauses.length, 1) };
      }
      const v = verdict(cnf, steps);
      assert.equal(
        v.ok,
        referenceAccepts(cnf, steps),
        `${dimacs(cnf)}---\n${lrat(steps)}${v.ok ? "" : v.reason}`,
      );
      if (v.ok) {
        accepted++;
        assert.ok(!satisfiable(cnf), "accepted a proof of a satisfiable formula");
      }
    }),
    { seed, numRuns: 2000 },
  );
  console.log(`${runs} mutations: ${accepted} still valid, ${runs - accepted} refused`);
});
