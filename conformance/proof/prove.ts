/**
 * A board's verdict with a proof behind it: the rules as clauses (`encode/`), CaDiCaL
 * for the answers and the refutation (`sat/`), the refutation turned into LRAT, and
 * the small checker (`check/`) run on the result. What a certificate then asks you
 * to trust is the encoder and the checker: not CaDiCaL, not the elaborator, and not
 * the engines.
 *
 * - **unique**: an answer (a model, judged), and a checked proof that the CNF plus
 *   "differs from that answer" has no model;
 * - **none**: a checked proof that the CNF has no model;
 * - **multiple**: two answers, both judged.
 *
 * The CNF is rebuilt from the board, never stored: a certificate records its SHA-256,
 * and the proof's, so a shipped proof can be checked on a machine with no SAT solver.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { type Board, judgeProblem, type Rule } from "../../core/genre.ts";
import { answerOfModel, encodeBoard, ENCODER_VERSION, uniquenessCnf } from "./encode/mod.ts";
import { type CnfLike, writeDimacs } from "./sat/dimacs_write.ts";
import { cadicalVersionSync, solveCnfSync } from "./sat/cadical_sync.ts";
import { elaborate } from "./sat/elaborate.ts";
import { checkProofText } from "./check/check.ts";
import type { ProofLine } from "../../core/fixture_file.ts";

/** What a certificate records of its proof (the fixture file's `certificate.proof` line). */
export type ProofRecord = ProofLine;

/** What {@link proveBoard} found. */
export interface Proved {
  /** unique, multiple or none: never unknown, the solver always finishes on these boards. */
  readonly verdict: "unique" | "multiple" | "none";
  /** The answers found (one for unique, two for multiple), each judged. */
  readonly answers: readonly Uint8Array[];
  /** The CNF the proof refutes (unique, none), as DIMACS text; null for multiple. */
  readonly cnf: string | null;
  /** CaDiCaL's DRAT proof (binary), null for multiple. */
  readonly drat: Uint8Array | null;
  /** The LRAT proof, null for multiple. */
  readonly lrat: string | null;
  /** The gzipped LRAT, as a fixture ships it; null for multiple. */
  readonly gz: Uint8Array | null;
  /** The record a certificate stores; null for multiple. */
  readonly record: ProofRecord | null;
  /** Milliseconds: encoding, solving, elaborating and checking together. */
  readonly ms: number;
}

/**
 * Where a fixture's proof is shipped: beside it, `<name>.lrat.gz`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { proofPathFor } from "./prove.ts";
 * assert.equal(proofPathFor("fixtures/stostone/6x6-001.txt"), "fixtures/stostone/6x6-001.lrat.gz");
 * ```
 */
export function proofPathFor(fixturePath: string): string {
  return fixturePath.replace(/\.txt$/, "") + ".lrat.gz";
}

/**
 * SHA-256 in lower-case hex.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sha256 } from "./prove.ts";
 * assert.equal(sha256("abc").slice(0, 8), "ba7816bf");
 * ```
 */
export function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * The DIMACS text a proof for this board refers to: the board's CNF, plus "differs from
 * `answer`" when an answer is given (the uniqueness question), or alone (no answer).
 */
export function proofCnfText(board: Board, rule: Rule, answer: Uint8Array | null): string {
  return writeDimacs(answer ? uniquenessCnf(board, rule, answer) : encodeBoard(board, rule));
}

/**
 * The answer a SAT model stands for, refused unless the judge accepts it: a model the
 * judge rejects is a bug in the encoder or the judge, never a verdict.
 */
export function judgedModel(board: Board, rule: Rule, trueVars: ReadonlySet<number>): Uint8Array {
  const answer = answerOfModel(board, (v) => trueVars.has(v));
  const code = judgeProblem(board, answer, rule);
  if (code !== null) {
    throw new Error(
      `encoder: a model of the ${board.genre} CNF is rejected by the judge (${code})`,
    );
  }
  return answer;
}

/**
 * Decides a board by the encoding and CaDiCaL, with a checked proof behind "unique"
 * and "none". Throws {@link CadicalMissingError} without the solver, and an Error when
 * a model fails the judge or a proof fails the checker (neither is a verdict).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { proveBoard } from "./prove.ts";
 * const proved = proveBoard(decodeUrl("https://puzz.link/p?stostone/3/2/4si"), "exact");
 * assert.ok(proved.verdict === "unique" && proved.record !== null && proved.record.lemmas >= 0);
 * ```
 */
export function proveBoard(board: Board, rule: Rule): Proved {
  const start = performance.now();
  // Encoded once: the uniqueness question is the same clauses and one more.
  const base = encodeBoard(board, rule);
  const baseText = writeDimacs(base);
  const first = solveCnfSync(baseText, true);
  if (first.status === "unsat") return refuted(base, baseText, null, first.drat!, start, "none");
  const answer = judgedModel(board, rule, first.trueVars);
  const uniqueness = uniquenessCnf(board, rule, answer, base);
  const uniquenessText = writeDimacs(uniqueness);
  const second = solveCnfSync(uniquenessText, true);
  if (second.status === "sat") {
    return {
      verdict: "multiple",
      answers: [answer, judgedModel(board, rule, second.trueVars)],
      cnf: null,
      drat: null,
      lrat: null,
      gz: null,
      record: null,
      ms: performance.now() - start,
    };
  }
  return refuted(uniqueness, uniquenessText, answer, second.drat!, start, "unique");
}

function refuted(
  cnf: CnfLike,
  text: string,
  answer: Uint8Array | null,
  drat: Uint8Array,
  start: number,
  verdict: "unique" | "none",
): Proved {
  const { lrat, gz, record } = checkedRefutation(cnf, text, drat);
  return {
    verdict,
    answers: answer ? [answer] : [],
    cnf: text,
    drat,
    lrat,
    gz,
    record,
    ms: performance.now() - start,
  };
}

/**
 * CaDiCaL's DRAT refutation of `cnf` (whose DIMACS is `text`), elaborated to LRAT and
 * checked by the small checker; throws when the checker refuses it (never a verdict).
 */
export function checkedRefutation(
  cnf: CnfLike,
  text: string,
  drat: Uint8Array,
): { lrat: string; gz: Uint8Array; record: ProofRecord } {
  const lrat = elaborate(cnf, drat);
  const checked = checkProofText(text, lrat);
  if (!checked.ok) {
    throw new Error(
      `proof: the checker refuses the elaborated proof: line ${checked.line}: ` +
        checked.reason,
    );
  }
  const gz = gzipProof(lrat);
  return {
    lrat,
    gz,
    record: {
      encoder: ENCODER_VERSION,
      solver: `cadical-${cadicalVersionSync()}`,
      cnf: sha256(text),
      lrat: sha256(lrat),
      bytes: gz.length,
      lemmas: checked.lemmas,
    },
  };
}

/**
 * An LRAT text gzipped the way fixtures ship it (deterministic: same text, same bytes).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { gzipProof, gunzipProof } from "./prove.ts";
 * assert.equal(gunzipProof(gzipProof("1 0 0\n"), "x"), "1 0 0\n");
 * ```
 */
export function gzipProof(lrat: string): Uint8Array {
  return new Uint8Array(gzipSync(new TextEncoder().encode(lrat), { level: 9 }));
}

/** The text of a gzipped proof; `SyntaxError` naming `path` when it is not gzip. */
export function gunzipProof(gz: Uint8Array, path: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(gunzipSync(gz));
  } catch (e) {
    throw new SyntaxError(
      `${path}: not a gzipped text proof (${e instanceof Error ? e.message : e})`,
    );
  }
}

/**
 * Checks a shipped proof against its board: rebuilds the CNF (no SAT solver needed),
 * compares both hashes and the size with the record, and runs the checker. Returns
 * the problems, each `path: certificate.proof: what is wrong`; empty when it holds.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * import { checkShippedProof, proveBoard } from "./prove.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/3/2/4si");
 * const p = proveBoard(board, "exact");
 * assert.deepEqual(checkShippedProof(board, "exact", p.answers[0]!, p.record!, p.gz!, "x"), []);
 * assert.equal(checkShippedProof(board, "none", p.answers[0]!, p.record!, p.gz!, "x").length, 2);
 * ```
 */
export function checkShippedProof(
  board: Board,
  rule: Rule,
  answer: Uint8Array | null,
  record: ProofRecord,
  gz: Uint8Array,
  path: string,
): string[] {
  const where = `${path}: certificate.proof`;
  const problems: string[] = [];
  if (record.encoder !== ENCODER_VERSION) {
    problems.push(
      `${where}: encoder ${record.encoder} recorded, this suite's is ${ENCODER_VERSION}`,
    );
  }
  const cnf = proofCnfText(board, rule, answer);
  const cnfHash = sha256(cnf);
  if (cnfHash !== record.cnf) {
    problems.push(`${where}: cnf: recorded ${record.cnf}, the board's CNF hashes to ${cnfHash}`);
  }
  if (gz.length !== record.bytes) {
    problems.push(`${where}: bytes: recorded ${record.bytes}, the file has ${gz.length}`);
  }
  let lrat: string;
  try {
    lrat = gunzipProof(gz, path);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    return [...problems, `${where}: ${e.message}`];
  }
  const lratHash = sha256(lrat);
  if (lratHash !== record.lrat) {
    problems.push(`${where}: lrat: recorded ${record.lrat}, the file hashes to ${lratHash}`);
  }
  const verdict = checkProofText(cnf, lrat);
  if (!verdict.ok) {
    problems.push(`${where}: the checker refuses it: line ${verdict.line}: ${verdict.reason}`);
  } else if (verdict.lemmas !== record.lemmas) {
    problems.push(
      `${where}: lemmas: recorded ${record.lemmas}, the checker verified ${verdict.lemmas}`,
    );
  }
  return problems;
}
