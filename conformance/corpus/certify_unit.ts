/**
 * The `certify` unit: one board (a file, a puzz.link URL or board text already
 * read from stdin) run through every engine of its genre, optionally with its
 * fixture certificate checked. The result is the board's line of the report.
 *
 * @module
 */

import { parseBoardInput } from "../../core/formats/mod.ts";
import { type Board, parseRule, type Rule } from "../../core/genre.ts";
import { type Certification, certifyBoard, checkFixtureText } from "./certify.ts";
import { proofFileName, writeProofFiles } from "../proof/files.ts";
import { CadicalMissingError } from "../proof/sat/cadical.ts";
import { isFixtureText, readFixture } from "../../core/fixture_file.ts";
import { checkManifestDir } from "./manifest_check.ts";
import { provenanceProblems } from "./provenance.ts";
import { readBoundedFile } from "../../core/read_bounded.ts";

/** One input to certify: a file (a fixture or a plain board), a URL, or text read from stdin. */
export type CertifyTarget =
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "manifest"; readonly path: string; readonly dir: string }
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "text"; readonly label: string; readonly text: string };

/** What a `certify` unit is given. */
export interface CertifyPayload {
  /** The board. */
  readonly target: CertifyTarget;
  /** Check fixture certificates (`--check`). */
  readonly check: boolean;
  /** `--rule`, for plain boards (fixtures carry their own); null for the genre's default. */
  readonly rule: string | null;
  /** `--regenerate`: with `check`, rerun each generated fixture's source. */
  readonly regenerate?: boolean;
  /** `--proof DIR`: write each proof's CNF, DRAT and LRAT files there. */
  readonly proofDir?: string | null;
}

/** One engine's line in a {@link BoardReport}. */
export interface EngineReport {
  /** unique, multiple, none or unknown. */
  readonly verdict: string;
  /** Answers found (at most the certificate cap). */
  readonly count: number;
  /** Whether the search covered everything. */
  readonly complete: boolean;
  /** Why it stopped early, if it did. */
  readonly stoppedBy: string | null;
  /** Search nodes. */
  readonly nodes: number;
  /** Wall time, in milliseconds. */
  readonly ms: number;
}

/** The proof's part of a {@link BoardReport}. */
export interface ProofReport {
  /** What the proof layer decided: unique, multiple or none. */
  readonly verdict: string;
  /** Whether the checker accepted the proof (always false for multiple: two judged answers instead). */
  readonly checked: boolean;
  /** `solver` when proved now, `shipped` when a fixture's proof file was checked. */
  readonly from: string;
  /** The encoder's version, null for multiple. */
  readonly encoder: number | null;
  /** The solver that found the refutation (untrusted), null for multiple. */
  readonly solver: string | null;
  /** SHA-256 of the CNF, null for multiple. */
  readonly cnf: string | null;
  /** SHA-256 of the LRAT text, null for multiple. */
  readonly lrat: string | null;
  /** Bytes of the gzipped LRAT, null for multiple. */
  readonly bytes: number | null;
  /** Lemmas the checker verified, null for multiple. */
  readonly lemmas: number | null;
  /** Wall time, in milliseconds. */
  readonly ms: number;
}

/** What happened to one board. */
export interface BoardReport {
  /** The file path, `stdin`, or the URL. */
  readonly board: string;
  /**
   * `fixture` for a fixture file, `board` for a plain board, `manifest` for the
   * check of a directory against its MANIFEST.json (not a board), null when unreadable.
   */
  readonly kind: "fixture" | "board" | "manifest" | null;
  /** Genre, size and rule, when the board was read. */
  readonly genre: string | null;
  /** `RxC`. */
  readonly size: string | null;
  /** The rule it was certified under. */
  readonly rule: string | null;
  /** The engines' combined verdict, null when the board could not be read. */
  readonly verdict: string | null;
  /** Whether the engines agree. */
  readonly agree: boolean;
  /** Whether it is certified unique: its answer judged, its proof checked, no engine disagreeing. */
  readonly certified: boolean;
  /** The proof behind the verdict; null when the board could not be read. */
  readonly proof: ProofReport | null;
  /** The engines that stopped at their budget: listed, and not waited for. */
  readonly undecided: readonly string[];
  /** Per engine. */
  readonly engines: Readonly<Record<string, EngineReport>>;
  /** Why the engines disagree. */
  readonly disagreements: readonly string[];
  /** Whether its certificate was checked (`--check` on a fixture). */
  readonly checked: boolean;
  /** Whether its source was rerun (`--check --regenerate` on a generated fixture). */
  readonly regenerated: boolean;
  /** Problems found by the check, or the read error. */
  readonly problems: readonly string[];
  /** True when the board could not be read at all. */
  readonly error: boolean;
  /** Wall time for this board, in milliseconds. */
  readonly ms: number;
}

/**
 * The label a target is reported under: its path, its URL, or its label.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { targetLabel } from "./certify_unit.ts";
 * assert.ok(targetLabel({ kind: "text", label: "stdin", text: "" }) === "stdin");
 * ```
 */
export function targetLabel(target: CertifyTarget): string {
  return target.kind === "file" || target.kind === "manifest"
    ? target.path
    : target.kind === "url"
    ? target.url
    : target.label;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

function proofReport(c: Certification): ProofReport {
  const r = c.proof.record;
  return {
    verdict: c.proof.verdict,
    checked: c.proof.checked,
    from: c.proof.from,
    encoder: r?.encoder ?? null,
    solver: r?.solver ?? null,
    cnf: r?.cnf ?? null,
    lrat: r?.lrat ?? null,
    bytes: r?.bytes ?? null,
    lemmas: r?.lemmas ?? null,
    ms: round(c.proof.ms),
  };
}

function engineTable(c: Certification): BoardReport["engines"] {
  return Object.fromEntries(c.engines.map((e) => [e.name, {
    verdict: e.verdict,
    count: e.count,
    complete: e.complete,
    stoppedBy: e.stoppedBy,
    nodes: e.nodes,
    ms: round(e.ms),
  }]));
}

/**
 * The report of a board that could not be certified at all (unreadable, or its
 * unit failed), naming the problem.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { errorReport } from "./certify_unit.ts";
 * assert.ok(errorReport("x.txt", "no such file", 1).error === true);
 * ```
 */
export function errorReport(board: string, message: string, ms: number): BoardReport {
  return {
    board,
    kind: null,
    genre: null,
    size: null,
    rule: null,
    verdict: null,
    agree: true,
    certified: false,
    proof: null,
    undecided: [],
    engines: {},
    disagreements: [],
    checked: false,
    regenerated: false,
    problems: [message],
    error: true,
    ms: round(ms),
  };
}

function report(
  board: string,
  kind: "fixture" | "board",
  b: Board,
  rule: Rule,
  c: Certification,
  checked: boolean,
  problems: readonly string[],
  ms: number,
): BoardReport {
  return {
    board,
    kind,
    genre: b.genre,
    size: `${b.rows}x${b.cols}`,
    rule,
    verdict: c.verdict,
    agree: c.agree,
    certified: c.certified,
    proof: proofReport(c),
    undecided: c.undecided,
    engines: engineTable(c),
    disagreements: c.disagreements,
    checked,
    regenerated: false,
    problems,
    error: false,
    ms: round(ms),
  };
}

/** The report of a directory's check against its manifest: its problems, no board. */
async function manifestReport(
  path: string,
  dir: string,
  regenerate: boolean,
  start: number,
): Promise<BoardReport> {
  const check = await checkManifestDir(dir, path, { regenerate });
  // An error report's fields, in the same order, but checked and not an error.
  const { problems } = check;
  return {
    ...errorReport(path, "", performance.now() - start),
    kind: "manifest",
    checked: true,
    problems,
    error: false,
  };
}

/**
 * A `--rule` that differs from a fixture's own: the fixture is certified under its own
 * rule (its certificate is for that rule), so the option would be dropped without a
 * word; said instead, as a problem with the input.
 */
function ruleConflict(label: string, own: string | undefined, asked: string | null): string | null {
  if (asked === null || own === undefined || asked === own) return null;
  return `${label}: --rule ${asked} given, but a fixture is certified under its own rule, ` +
    `here ${own}: leave --rule out for fixture files`;
}

/** With `--proof DIR`, the proof's files (unique and none; multiple has no proof). */
async function writeProofs(
  payload: CertifyPayload,
  label: string,
  board: Board,
  c: Certification,
): Promise<void> {
  if (!payload.proofDir || !c.proved?.record) return;
  const name = proofFileName(
    label,
    `${board.genre}-${board.rows}x${board.cols}`,
    c.proved.record.cnf,
  );
  await writeProofFiles(payload.proofDir, name, c.proved);
}

/**
 * Certifies one target. Never throws for bad board input: an unreadable file or
 * an unparseable board becomes an error report naming it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runCertifyUnit } from "./certify_unit.ts";
 * const r = await runCertifyUnit({
 *   target: { kind: "url", url: "https://puzz.link/p?stostone/3/2/4si" }, check: false, rule: null,
 * });
 * assert.ok(r.certified && r.verdict === "unique" && r.kind === "board");
 * ```
 */
export async function runCertifyUnit(payload: CertifyPayload): Promise<BoardReport> {
  const { target, check } = payload;
  const start = performance.now();
  const label = targetLabel(target);
  const elapsed = () => performance.now() - start;
  if (target.kind === "manifest") {
    return await manifestReport(target.path, target.dir, payload.regenerate === true, start);
  }
  try {
    const text = target.kind === "file"
      ? await readBoundedFile(target.path)
      : target.kind === "url"
      ? target.url
      : target.text;
    if (isFixtureText(text)) {
      if (check) {
        const result = checkFixtureText(text, label);
        if (!result.fixture || !result.certification) {
          return errorReport(label, result.problems.join("; "), elapsed());
        }
        const { board, meta } = result.fixture;
        const conflict = ruleConflict(label, meta.rule, payload.rule);
        if (conflict) return errorReport(label, conflict, elapsed());
        const regenerate = payload.regenerate === true &&
          meta.source.startsWith("generator ");
        const problems = [
          ...result.problems,
          ...provenanceProblems(result.fixture, label, regenerate),
        ];
        return {
          ...report(
            label,
            "fixture",
            board,
            meta.rule as Rule,
            result.certification,
            true,
            problems,
            elapsed(),
          ),
          regenerated: regenerate,
        };
      }
      const fixture = readFixture(text, label);
      const conflict = ruleConflict(label, fixture.meta.rule, payload.rule);
      if (conflict) return errorReport(label, conflict, elapsed());
      const rule = parseRule(fixture.board, fixture.meta.rule);
      const c = certifyBoard(fixture.board, rule);
      await writeProofs(payload, label, fixture.board, c);
      return report(label, "fixture", fixture.board, rule, c, false, [], elapsed());
    }
    const { board } = parseBoardInput(text, label);
    const rule = parseRule(board, payload.rule ?? undefined);
    const c = certifyBoard(board, rule);
    await writeProofs(payload, label, board, c);
    return report(label, "board", board, rule, c, false, [], elapsed());
  } catch (e) {
    if (
      e instanceof SyntaxError || e instanceof RangeError || e instanceof Deno.errors.NotFound ||
      e instanceof Deno.errors.PermissionDenied || e instanceof Deno.errors.IsADirectory ||
      // Proving needs the solver (checking a shipped proof does not): said, not a crash.
      e instanceof CadicalMissingError
    ) {
      const message = e.message.startsWith(label) ? e.message : `${label}: ${e.message}`;
      return errorReport(label, message, elapsed());
    }
    throw e;
  }
}
