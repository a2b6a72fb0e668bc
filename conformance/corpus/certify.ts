/**
 * Certificates: what every engine of a board's genre says about it, and the check
 * that a fixture file still says the same. A board is *certified* when all of its
 * genre's engines, each on its own, prove it unique (complete search, one answer)
 * and they agree with each other and with the judge.
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

/** Moved to load.ts (the one folder walker); re-exported for the verbs that import it here. */
export { listFixtureFiles } from "./load.ts";
import type { StopReason } from "../../core/grid.ts";

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

/** What {@link certifyBoard} found. */
export interface Certification {
  /** The engines' combined verdict. */
  readonly verdict: Verdict;
  /** Whether the engines agree with each other and the judge accepts every answer. */
  readonly agree: boolean;
  /** Why they disagree, one line each. */
  readonly disagreements: readonly string[];
  /** True when every engine on its own says unique and they agree. */
  readonly certified: boolean;
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
  const consensus = solveWithAll(enginesFor(board), board, rule, CERTIFICATE_CAP);
  const ms = performance.now() - start;
  const engines = consensus.runs.map((run): EngineCertification => ({
    name: run.name,
    verdict: run.verdict,
    count: run.keys.length,
    complete: run.complete,
    nodes: run.nodes,
    stoppedBy: run.stoppedBy,
    ms: run.ms,
  }));
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
  };
  return {
    verdict: consensus.verdict,
    agree: consensus.agree,
    disagreements: consensus.disagreements,
    certified: consensus.agree && engines.length > 0 &&
      engines.every((e) => e.verdict === "unique"),
    answers: consensus.answers,
    engines,
    certificate,
    ms,
  };
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
 * Checks a fixture file's text against a fresh certification. Problems name the file
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
export function checkFixtureText(text: string, path: string): FixtureCheck {
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
    problems.push(`${path}: rule: "${meta.rule}" is not a ${board.genre} rule setting`);
    return { path, fixture, certification: null, problems };
  }

  const url = encodeUrl(board);
  if (meta.url !== url) {
    problems.push(`${path}: url: recorded ${meta.url}, board encodes to ${url}`);
  }

  const certification = certifyBoard(board, rule);
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
    text = await Deno.readTextFile(path);
  } catch (e) {
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
