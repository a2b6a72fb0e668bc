/**
 * Issue 37's speed target, step by step: encode a board, let CaDiCaL find its answer and
 * refute "another answer" with a DRAT proof, elaborate that to LRAT and check it, on
 * shipped 20×20s of both genres and a 30×30 Stostone; `all` is `proveBoard`, the whole of
 * it as `certify` runs it (the target: ≤ 0.5 s for a 20×20).
 *
 *     npx deno bench -A conformance/proof/pipeline_bench.ts
 *
 * @module
 */

import { decodeUrl } from "../../core/formats/mod.ts";
import type { Rule } from "../../core/genre.ts";
import { encodeBoard, uniquenessCnf } from "./encode/mod.ts";
import { writeDimacs } from "./sat/dimacs_write.ts";
import { solveCnfSync } from "./sat/cadical_sync.ts";
import { elaborate } from "./sat/elaborate.ts";
import { checkProofText } from "./check/check.ts";
import { judgedModel, proveBoard } from "./prove.ts";

const BOARDS = [
  "fixtures/stostone/20x20-001.txt",
  "fixtures/stostone/20x20-005.txt",
  "fixtures/dosun_fuwari/20x20-001.txt",
  "fixtures/stostone/30x30-001.txt",
];

for (const path of BOARDS) {
  const text = await Deno.readTextFile(new URL(`../../${path}`, import.meta.url));
  const url = /^\/\/ url: (\S+)$/m.exec(text)?.[1];
  const rule = /^\/\/ rule: (\S+)$/m.exec(text)?.[1] as Rule | undefined;
  if (url === undefined || rule === undefined) throw new SyntaxError(`${path}: no url or rule`);
  const board = decodeUrl(url);
  const first = solveCnfSync(writeDimacs(encodeBoard(board, rule)), false);
  if (first.status !== "sat") throw new Error(`${path}: CaDiCaL finds no answer`);
  const answer = judgedModel(board, rule, first.trueVars);
  const cnf = uniquenessCnf(board, rule, answer);
  const dimacs = writeDimacs(cnf);
  const refutation = solveCnfSync(dimacs, true);
  if (refutation.status !== "unsat") throw new Error(`${path}: not unique by the encoding`);
  const drat = refutation.drat!;
  const lrat = elaborate(cnf, drat);
  const name = path.replace("fixtures/", "").replace(".txt", "");
  console.log(
    `${name}: ${cnf.vars} vars, ${cnf.clauses.length} clauses, ${drat.length} bytes of DRAT, ` +
      `${lrat.length} of LRAT`,
  );
  const group = name;
  Deno.bench(`${name} encode`, { group }, () => {
    writeDimacs(uniquenessCnf(board, rule, answer));
  });
  Deno.bench(`${name} CaDiCaL: answer, then refutation with DRAT`, { group }, () => {
    solveCnfSync(writeDimacs(encodeBoard(board, rule)), false);
    solveCnfSync(dimacs, true);
  });
  Deno.bench(`${name} elaborate DRAT to LRAT`, { group }, () => {
    elaborate(cnf, drat);
  });
  Deno.bench(`${name} check LRAT`, { group }, () => {
    if (!checkProofText(dimacs, lrat).ok) throw new Error(`${name}: the checker refuses`);
  });
  Deno.bench(`${name} all (proveBoard)`, { group, baseline: true }, () => {
    if (proveBoard(board, rule).verdict !== "unique") throw new Error(`${name}: not unique`);
  });
}
