/**
 * How long DRAT → LRAT takes on generated unsatisfiable instances and on the
 * uniqueness CNF of a 20×20 Stostone fixture, CaDiCaL's binary proofs made once up
 * front (`deno bench --allow-run --allow-read --allow-write --allow-env
 * conformance/proof/sat/elaborate_bench.ts`). The sizes are printed with each proof.
 */

import { decodeUrl } from "../../../core/formats/mod.ts";
import type { Rule } from "../../../core/genre.ts";
import { answerOfModel, encodeBoard, uniquenessCnf } from "../encode/mod.ts";
import { solveCnf } from "./cadical.ts";
import { writeDimacs } from "./dimacs_write.ts";
import { elaborate } from "./elaborate.ts";
import { disjointUnion, type Instance, pigeonhole, random3Sat } from "./instances_test_util.ts";

/** The first seed from `seed` at which random 3-SAT (vars, ratio 4.26) is unsatisfiable. */
async function unsatRandom(vars: number, seed: number): Promise<Instance> {
  for (;; seed++) {
    const instance = random3Sat(vars, Math.round(vars * 4.26), seed);
    if ((await solveCnf(writeDimacs(instance))).status === "unsat") return instance;
  }
}

/** "This answer is the only one" for a fixture board, as a certificate asks it. */
async function fixtureUniqueness(path: string): Promise<Instance> {
  const text = await Deno.readTextFile(new URL(path, import.meta.url));
  const url = /^\/\/ url: (\S+)$/m.exec(text)?.[1];
  const rule = /^\/\/ rule: (\S+)$/m.exec(text)?.[1] as Rule | undefined;
  if (url === undefined || rule === undefined) throw new Error(`${path}: no url or rule line`);
  const board = decodeUrl(url);
  const found = await solveCnf(writeDimacs(encodeBoard(board, rule)));
  if (found.status !== "sat") throw new Error(`${path}: no answer (${found.status})`);
  const answer = answerOfModel(board, (v) => found.model[v - 1]! > 0);
  const cnf = uniquenessCnf(board, rule, answer);
  return { name: `${path.split("/").slice(-2).join("/")} uniqueness`, ...cnf };
}

const instances: Instance[] = [
  await fixtureUniqueness("../../../fixtures/stostone/20x20-005.txt"),
  pigeonhole(8, 7),
  pigeonhole(9, 8),
  await unsatRandom(150, 1),
  await unsatRandom(200, 1),
  await unsatRandom(250, 1),
  // The shape the brief names: ~20k variables, ~100k clauses, ~20k lemmas.
  disjointUnion(Array.from({ length: 100 }, (_, i) => random3Sat(200, 1000, 1000 + i))),
];

for (const instance of instances) {
  const result = await solveCnf(writeDimacs(instance), { proof: true });
  if (result.status !== "unsat" || result.drat === undefined) {
    throw new Error(`${instance.name}: CaDiCaL answered ${result.status}, not a refutation`);
  }
  const drat = result.drat;
  console.log(
    `${instance.name}: ${instance.vars} vars, ${instance.clauses.length} clauses, ` +
      `${countAdditions(drat)} lemmas (${drat.length} bytes of DRAT)`,
  );
  Deno.bench(instance.name, () => {
    elaborate(instance, drat);
  });
}

/** The additions in binary DRAT: an 'a' at the start of each step. */
function countAdditions(drat: Uint8Array): number {
  let count = 0;
  let atStep = true;
  let inVarint = false;
  for (const b of drat) {
    if (atStep) {
      if (b === 0x61) count++;
      atStep = false;
      continue;
    }
    if (!inVarint && b === 0) atStep = true;
    else inVarint = (b & 0x80) !== 0;
  }
  return count;
}
