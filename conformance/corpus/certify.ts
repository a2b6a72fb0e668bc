/**
 * Certificates: a checked proof of the board's verdict, what every engine of its
 * genre says about it, and the check that a fixture file still says the same. A
 * board is *certified unique* when three things hold: an answer is found and judged;
 * the proof that no other answer exists (an LRAT refutation of the rules as clauses
 * plus "differs from that answer", `conformance/proof/`) is checked; and no engine
 * disagrees. An engine that stops at its budget is listed as undecided and does not
 * block certification.
 *
 * Everything a certificate records is deterministic (verdicts, answer counts,
 * completeness, search nodes); times are reported but never stored.
 *
 * @module
 */

import { encodeUrl } from "../../core/formats/mod.ts";
import {
  type Certificate,
  type CertificateEntry,
  type Fixture,
  METADATA_KEYS,
  readFixture,
} from "../../core/fixture_file.ts";
import { type Board, judgeProblem, parseRule, type Rule } from "../../core/genre.ts";
import { enginesFor } from "../../engines/mod.ts";
import { answerKey, solveWithAll, type Verdict } from "../consensus/consensus.ts";
import { SUITE_VERSION } from "./version.ts";
import { quote } from "../../core/quote.ts";
import { checkShippedProof, proofPathFor, proveBoard, type Proved } from "../proof/prove.ts";
import type { ProofLine } from "../../core/fixture_file.ts";

/** Moved to load.ts (the one folder walker); re-exported for the verbs that import it here. */
export { listFixtureFiles } from "./load.ts";
import type { StopReason } from "../../core/grid.ts";
import { readBoundedFile } from "../../core/read_bounded.ts";

/** The answer cap certificates are computed with: enough to tell unique from multiple. */
export const CERTIFICATE_CAP = 2;

/** One engine's part of a certification. */
export interface EngineCertification extends CertificateEntry {
  /** Engine name. */
  readonly name: string;
  /** Why it stopped early, if it did. */
  readonly stoppedBy: StopReason | null;
  /** Wall time of its solve, in milliseconds (never stored in a fixture). */
  readonly ms: number;
}

/** The proof's side of a certification. */
export interface ProofSummary {
  /** What the proof layer decided: unique, multiple (two judged answers) or none. */
  readonly verdict: "unique" | "multiple" | "none";
  /** Whether the checker accepted the proof (unique, none); false for multiple and for a failed check. */
  readonly checked: boolean;
  /** What the certificate records of the proof; null for multiple. */
  readonly record: ProofLine | null;
  /** Where the record came from: `solver` (proved now) or `shipped` (a fixture's file, checked). */
  readonly from: "solver" | "shipped";
  /** Milliseconds. */
  readonly ms: number;
}

/** What {@link certifyBoard} found. */
export interface Certification {
  /** The engines' combined verdict. */
  readonly verdict: Verdict;
  /** Whether the engines agree with each other and the judge accepts every answer. */
  readonly agree: boolean;
  /** Why they disagree, one line each. */
  readonly disagreements: readonly string[];
  /** True when the proof is checked, its answer judged, and no engine disagrees. */
  readonly certified: boolean;
  /** The proof behind the verdict. */
  readonly proof: ProofSummary;
  /** The engines that stopped at their budget (verdict unknown), which certification does not wait for. */
  readonly undecided: readonly string[];
  /** The proof's files when it was proved now (for `--proof DIR` and the corpus build). */
  readonly proved: Proved | null;
  /** The answers found (at most {@link CERTIFICATE_CAP}), judge-approved. */
  readonly answers: readonly Uint8Array[];
  /** Per engine, in registry order. */
  readonly engines: readonly EngineCertification[];
  /** The certificate to store: the suite version and the deterministic fields. */
  readonly certificate: Certificate;
  /** Wall time of all the engines together, in milliseconds. */
  readonly ms: number;
}

/**
 * Runs every engine of the board's genre on it (cap {@link CERTIFICATE_CAP}, default
 * budgets) and sums up what they say.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { certifyBoard } from "./certify.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const c = certifyBoard(decodeUrl("https://puzz.link/p?stostone/3/2/4si"), "exact");
 * assert.ok(c.certified && c.engines.length === 3);
 * assert.ok(c.certificate.engines["propagate"]?.verdict === "unique");
 * ```
 */
export function certifyBoard(board: Board, rule: Rule): Certification {
  const start = performance.now();
  const proved = proveBoard(board, rule);
  const proof: ProofSummary = {
    verdict: proved.verdict,
    checked: proved.record !== null,
    record: proved.record,
    from: "solver",
    ms: proved.ms,
  };
  return withEngines(board, rule, proof, proved.answers, proved, start);
}

/**
 * Runs the engines and combines them with a proof already decided: the proof's answers
 * must be the engines' (no engine may find another answer, or miss one when complete).
 */
function withEngines(
  board: Board,
  rule: Rule,
  proof: ProofSummary,
  proofAnswers: readonly Uint8Array[],
  proved: Proved | null,
  start: number,
): Certification {
  const consensus = solveWithAll(enginesFor(board), board, rule, CERTIFICATE_CAP);
  const engines = consensus.runs.map((run): EngineCertification => ({
    name: run.name,
    verdict: run.verdict,
    count: run.keys.length,
    complete: run.complete,
    nodes: run.nodes,
    stoppedBy: run.stoppedBy,
    ms: run.ms,
  }));
  const disagreements = [
    ...consensus.disagreements,
    ...consensus.runs.flatMap((run) => proofDisagreement(run, proof.verdict, proofAnswers)),
  ];
  const agree = disagreements.length === 0;
  const certificate: Certificate = {
    suite: SUITE_VERSION,
    engines: Object.fromEntries(
      engines.map((e) => [e.name, {
        verdict: e.verdict,
        count: e.count,
        complete: e.complete,
        nodes: e.nodes,
      }]),
    ),
    proof: proof.record,
  };
  return {
    verdict: agree ? proof.verdict : consensus.verdict,
    agree,
    disagreements,
    certified: agree && proof.checked && proof.verdict === "unique",
    answers: agree ? proofAnswers : consensus.answers,
    engines,
    certificate,
    proof,
    undecided: engines.filter((e) => e.verdict === "unknown").map((e) => e.name),
    proved,
    ms: performance.now() - start,
  };
}

/** Why one engine's answers contradict the proof's verdict, if they do. */
function proofDisagreement(
  run: { readonly name: string; readonly keys: readonly string[]; readonly complete: boolean },
  verdict: ProofSummary["verdict"],
  answers: readonly Uint8Array[],
): string[] {
  const proofKeys = answers.map(answerKey);
  if (verdict === "none" && run.keys.length > 0) {
    return [`${run.name} finds an answer, but the proof says there is none`];
  }
  if (verdict === "unique" && run.keys.some((k) => k !== proofKeys[0])) {
    return [`${run.name} finds an answer other than the one the proof says is the only one`];
  }
  if (verdict === "unique" && run.complete && run.keys.length === 0) {
    return [`${run.name} finds no answer, but the proof's answer is judged correct`];
  }
  if (verdict === "multiple" && run.complete && run.keys.length < 2) {
    return [
      `${run.name} finds ${run.keys.length} answer(s), but the solver found two, both judged`,
    ];
  }
  return [];
}

/** What {@link checkFixtureText} found about one fixture file. */
export interface FixtureCheck {
  /** The path the fixture was read from, as given. */
  readonly path: string;
  /** The parsed fixture, or null when the file does not parse. */
  readonly fixture: Fixture | null;
  /** The recomputed certification, or null when the file does not parse. */
  readonly certification: Certification | null;
  /** Every problem, each `path: field: what is wrong`; empty when the fixture holds. */
  readonly problems: readonly string[];
}

const CERTIFICATE_FIELDS = ["verdict", "count", "complete", "nodes"] as const;

/**
 * Compares a recorded certificate with a recomputed one, field by field: one problem
 * per differing field, named `certificate.<engine>: <field>`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareCertificates } from "./certify.ts";
 * const entry = { verdict: "unique", count: 1, complete: true, nodes: 5 };
 * const problems = compareCertificates("x.txt",
 *   { suite: "0.1.0", engines: { mask: { ...entry, nodes: 6 } } },
 *   { suite: "0.1.0", engines: { mask: entry } });
 * assert.ok(problems[0] === "x.txt: certificate.mask: nodes: recorded 6, recomputed 5");
 * ```
 */
export function compareCertificates(
  path: string,
  recorded: Certificate,
  recomputed: Certificate,
): string[] {
  const problems: string[] = [];
  if (recorded.suite !== recomputed.suite) {
    problems.push(
      `${path}: certificate.suite: recorded ${recorded.suite}, suite is ${recomputed.suite}`,
    );
  }
  for (const [name, fresh] of Object.entries(recomputed.engines)) {
    const old = recorded.engines[name];
    if (!old) {
      problems.push(`${path}: certificate.${name}: missing (the engine says ${describe(fresh)})`);
      continue;
    }
    for (const field of CERTIFICATE_FIELDS) {
      if (old[field] !== fresh[field]) {
        problems.push(
          `${path}: certificate.${name}: ${field}: recorded ${old[field]}, recomputed ${
            fresh[field]
          }`,
        );
      }
    }
  }
  for (const name of Object.keys(recorded.engines)) {
    if (!(name in recomputed.engines)) {
      problems.push(`${path}: certificate.${name}: no engine of that name in this suite`);
    }
  }
  return problems;
}

function describe(e: CertificateEntry): string {
  return `verdict=${e.verdict} count=${e.count} complete=${e.complete} nodes=${e.nodes}`;
}

/** The metadata checks that need no engine: empty values, genre, size, rule. */
function metadataProblems(path: string, fixture: Fixture): string[] {
  const problems: string[] = [];
  for (const key of METADATA_KEYS) {
    if (fixture.meta[key].trim() === "") problems.push(`${path}: ${key}: empty`);
  }
  const { board, meta } = fixture;
  if (meta.genre !== board.genre) {
    problems.push(`${path}: genre: recorded ${meta.genre}, the board is ${board.genre}`);
  }
  const size = `${board.rows}x${board.cols}`;
  if (meta.size !== size) {
    problems.push(`${path}: size: recorded ${meta.size}, the board is ${size}`);
  }
  return problems;
}

/**
 * Checks a fixture file's text against a fresh certification and its shipped proof
 * (`proof`, the gzipped LRAT; read from beside `path` when not given). Problems name the file
 * and the field: a missing or empty metadata field; genre or size not matching the
 * board; a URL other than the board's canonical encoding; an answer the judge rejects
 * or that is not the unique answer the engines found; an `expected` other than the
 * engines' verdict; engines that disagree; a missing certificate, a different suite
 * version, and every differing certificate field per engine.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkFixtureText } from "./certify.ts";
 * const text = [
 *   "// id: t", "// genre: stostone", "// size: 2x3", "// rule: exact", "// expected: unique",
 *   "// source: hand", "// description: two rooms", "// url: https://puzz.link/p?stostone/3/2/4si",
 *   "stostone 2x3", "+-+-+-+", "|. . .|", "+-+-+-+", "|.|. .|", "+-+-+-+", "answer", ".#.", "#.#",
 * ].join("\n");
 * const { problems } = checkFixtureText(text, "t.txt");
 * // The only problem: no certificate yet.
 * assert.ok(problems.length === 1 && problems[0] === "t.txt: certificate: missing");
 * ```
 */
export function checkFixtureText(
  text: string,
  path: string,
  proof?: Uint8Array,
): FixtureCheck {
  const start = performance.now();
  let fixture: Fixture;
  try {
    fixture = readFixture(text, path);
  } catch (e) {
    if (e instanceof SyntaxError || e instanceof RangeError) {
      // readFixture's messages already start with the path.
      return { path, fixture: null, certification: null, problems: [e.message] };
    }
    throw e;
  }
  const problems = metadataProblems(path, fixture);
  const { board, answer, meta } = fixture;
  let rule: Rule;
  try {
    rule = parseRule(board, meta.rule);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    problems.push(`${path}: rule: ${quote(meta.rule)} is not a ${board.genre} rule setting`);
    return { path, fixture, certification: null, problems };
  }

  const url = encodeUrl(board);
  if (meta.url !== url) {
    problems.push(`${path}: url: recorded ${meta.url}, board encodes to ${url}`);
  }

  const shipped = shippedProof(path, fixture, rule, proof);
  problems.push(...shipped.problems);
  const answers = shipped.summary.verdict === "unique" ? [answer] : [];
  const certification = withEngines(board, rule, shipped.summary, answers, null, start);
  const code = judgeProblem(board, answer, rule);
  if (code !== null) {
    problems.push(`${path}: answer: the judge rejects it under rule ${rule} (${code})`);
  }
  if (certification.verdict === "unique") {
    const found = answerKey(certification.answers[0]!);
    if (answerKey(answer) !== found) {
      problems.push(`${path}: answer: not the unique answer the engines found`);
    }
  } else {
    problems.push(
      `${path}: answer: the engines find no unique answer (verdict ${certification.verdict})`,
    );
  }
  if (meta.expected !== certification.verdict) {
    problems.push(
      `${path}: expected: recorded ${meta.expected}, engines say ${certification.verdict}`,
    );
  }
  for (const d of certification.disagreements) problems.push(`${path}: engines: ${d}`);

  if (fixture.certificate === null) problems.push(`${path}: certificate: missing`);
  else problems.push(...compareCertificates(path, fixture.certificate, certification.certificate));
  return { path, fixture, certification, problems };
}

/**
 * The fixture's shipped proof, checked without a SAT solver: the file beside it
 * (`<name>.lrat.gz`) against the certificate's proof line and the CNF rebuilt from the
 * board. The proof is of the fixture's expected verdict (unique: of its answer).
 */
function shippedProof(
  path: string,
  fixture: Fixture,
  rule: Rule,
  given: Uint8Array | undefined,
): { summary: ProofSummary; problems: string[] } {
  const start = performance.now();
  const verdict = fixture.meta.expected === "none" ? "none" : "unique";
  const record = fixture.certificate?.proof ?? null;
  const summary = (checked: boolean): ProofSummary => ({
    verdict,
    checked,
    record,
    from: "shipped",
    ms: performance.now() - start,
  });
  if (record === null) {
    // With no certificate at all, "certificate: missing" already says it.
    const missing = fixture.certificate ? [`${path}: certificate.proof: missing`] : [];
    return { summary: summary(false), problems: missing };
  }
  const file = proofPathFor(path);
  let gz: Uint8Array;
  try {
    gz = given ?? Deno.readFileSync(file);
  } catch (e) {
    const why = e instanceof Deno.errors.NotFound ? "no such file" : String(e);
    return {
      summary: summary(false),
      problems: [`${path}: certificate.proof: cannot read ${file}: ${why}`],
    };
  }
  const answer = verdict === "unique" ? fixture.answer : null;
  const problems = checkShippedProof(fixture.board, rule, answer, record, gz, path);
  return { summary: summary(problems.length === 0), problems };
}

/**
 * Reads and checks a fixture file (see {@link checkFixtureText}). A file that cannot
 * be read is one problem, not an exception.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkFixtureFile } from "./certify.ts";
 * const check = await checkFixtureFile("no/such/fixture.txt");
 * assert.ok(check.problems[0]?.startsWith("no/such/fixture.txt: "));
 * ```
 */
export async function checkFixtureFile(path: string): Promise<FixtureCheck> {
  let text: string;
  try {
    text = await readBoundedFile(path);
  } catch (e) {
    if (e instanceof RangeError) {
      return { path, fixture: null, certification: null, problems: [e.message] };
    }
    const why = e instanceof Error ? e.message : String(e);
    return { path, fixture: null, certification: null, problems: [`${path}: cannot read: ${why}`] };
  }
  return checkFixtureText(text, path);
}

/**
 * The problems with a fixture file (see {@link checkFixtureText}); empty when it holds.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkFixture } from "./certify.ts";
 * const problems = await checkFixture("no/such/fixture.txt");
 * assert.ok(problems.length === 1);
 * ```
 */
export async function checkFixture(path: string): Promise<string[]> {
  return [...(await checkFixtureFile(path)).problems];
}
