/**
 * The sections of the main conformance run. Each section checks one thing,
 * counts what it checked, and lists every failure in a line that names the board.
 * The conform job (conform_job.ts) prints them and the summary.
 *
 * Every section is made of units (conformance/run): the vectors are one unit,
 * each external board, each random agreement board (under all its rules) and each
 * corpus fixture is one. {@link conformSectionUnits} lists them, the worker pool
 * runs them, and {@link conformSections} folds the results back into sections, so
 * a run on N workers or N machines reports exactly what one sequential run does.
 * The `*Section` functions run one section in-process, for callers that want one.
 *
 * @module
 */

import { decodeUrl, encodeUrl, parseAnswerRows, readPzprv3 } from "../../core/formats/mod.ts";
import { agreementOn } from "./agreement.ts";
import { answerKey, judge, solveWithAll } from "./consensus.ts";
import { type Board, defaultRule, type Rule, rulesOf } from "../../core/genre.ts";
import { enginesFor } from "../../engines/mod.ts";
import { checkFixtureText } from "../corpus/certify.ts";
import { proofPathFor } from "../proof/prove.ts";
import { listFixtures } from "../corpus/load.ts";
import { checkManifestDir } from "../corpus/manifest_check.ts";
import { MANIFEST_PATH } from "../corpus/manifest.ts";
import { boardFromJson, type BoardJson, boardToJson } from "../../core/formats/board_json.ts";
import { toJson, type Unit, type UnitResult } from "../run/unit.ts";
import { readBoundedFile } from "../../core/read_bounded.ts";

/** What one section found. */
export interface SectionResult {
  /** Section name. */
  readonly name: string;
  /** Items checked. */
  readonly checked: number;
  /** Failure lines, each naming the item. */
  readonly failures: readonly string[];
  /** Time spent on the section's units, in seconds (their sum: wall time when run in one job). */
  readonly seconds: number;
  /** One line on what was checked. */
  readonly summary: string;
}

/** Options shared by every section. */
export interface SectionOptions {
  /** Exhaustive / larger forms. */
  readonly full: boolean;
  /** Seed for anything random. */
  readonly seed: number;
  /** Progress within the section. */
  readonly progress?: (done: number, total: number) => void;
}

/** What one unit of a section found. */
export interface UnitCheck {
  /** Items checked. */
  readonly checked: number;
  /** Failure lines. */
  readonly failures: readonly string[];
}

/** What one agreement unit (a board under each of its rules) found. */
export interface AgreementCheck extends UnitCheck {
  /** Answers compared over its complete runs. */
  readonly answersCompared: number;
  /** Runs where an engine stopped early. */
  readonly inconclusive: number;
}

const ROOT = new URL("../../", import.meta.url);

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await Deno.readTextFile(new URL(path, ROOT))) as T;
}

interface VectorFile {
  readonly full_url: string;
  readonly failcheck: readonly { expected_failcode: string | null; file: string }[];
  readonly historical_2016?: {
    readonly url: string;
    readonly failcheck: readonly { expected_failcode: string | null; file: string }[];
  };
}

/**
 * The reference implementation's vectors: failure codes through the judge, URLs round-trip.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkVectors } from "./sections.ts";
 * const v = await checkVectors();
 * assert.ok(v.checked > 0 && v.failures.length === 0);
 * ```
 */
export async function checkVectors(): Promise<UnitCheck> {
  const failures: string[] = [];
  let checked = 0;
  for (const genre of ["stostone", "dosufuwa"]) {
    const data = await readJson<VectorFile>(`fixtures/vectors/${genre}.pzprjs-tests.json`);
    const cases = [...data.failcheck, ...(data.historical_2016?.failcheck ?? [])];
    for (const [i, v] of cases.entries()) {
      checked++;
      const { board, answer } = readPzprv3(v.file.replaceAll("/", "\n"));
      const code = answer ? judge(board, answer, defaultRule(board)) : "no answer";
      if (code !== v.expected_failcode) {
        failures.push(
          `${genre} vector #${i}: expected ${v.expected_failcode ?? "ok"}, judge says ${
            code ?? "ok"
          }`,
        );
      }
    }
    const urls = [
      data.full_url,
      ...(data.historical_2016 ? [`https://puzz.link/p?stostone/${data.historical_2016.url}`] : []),
    ];
    for (const url of urls) {
      checked++;
      const back = encodeUrl(decodeUrl(url));
      if (back !== url) failures.push(`${url}: re-encodes to ${back}`);
    }
  }
  return { checked, failures };
}

/** One board published by another project, as fixtures/external/*.json lists it. */
export interface ExternalPuzzle {
  /** Its id in the collection. */
  readonly id: string;
  /** The board as a puzz.link URL. */
  readonly pzprjs_url: string;
  /** The published solution count (`0`, `1`, `2+`…). */
  readonly solution_count: string;
  /** Published solutions as answer rows. */
  readonly solutions?: readonly { grid: readonly string[] }[];
  /** A published solution as a pzprv3 file. */
  readonly solution_file?: string;
}

/**
 * Every external board, Stostone's collection first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readExternalPuzzles } from "./sections.ts";
 * assert.ok((await readExternalPuzzles()).length > 0);
 * ```
 */
export async function readExternalPuzzles(): Promise<ExternalPuzzle[]> {
  const all: ExternalPuzzle[] = [];
  for (const genre of ["stostone", "dosufuwa"]) {
    const data = await readJson<{ puzzles: readonly ExternalPuzzle[] }>(
      `fixtures/external/${genre}.external-collections.json`,
    );
    all.push(...data.puzzles);
  }
  return all;
}

/**
 * One external board: its URL round-trips, its published solutions pass the judge,
 * the engines agree on the published count and find the published unique answer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkExternalPuzzle, readExternalPuzzles } from "./sections.ts";
 * const [first] = await readExternalPuzzles();
 * assert.ok(checkExternalPuzzle(first!).checked === 1);
 * ```
 */
export function checkExternalPuzzle(p: ExternalPuzzle): UnitCheck {
  const failures: string[] = [];
  const board = decodeUrl(p.pzprjs_url);
  const rule = defaultRule(board);
  if (encodeUrl(board) !== p.pzprjs_url) failures.push(`${p.id}: URL does not round-trip`);
  const published = p.solutions
    ? p.solutions.map((s) => parseAnswerRows(board, s.grid))
    : p.solution_file
    ? [readPzprv3(p.solution_file).answer!]
    : [];
  for (const answer of published) {
    const code = judge(board, answer, rule);
    if (code !== null) failures.push(`${p.id}: published solution fails the judge (${code})`);
  }
  const c = solveWithAll(enginesFor(board), board, rule, 2);
  const want = p.solution_count.startsWith("1")
    ? "unique"
    : p.solution_count.startsWith("0")
    ? "none"
    : "multiple";
  if (!c.agree) failures.push(`${p.id}: engines disagree: ${c.disagreements.join("; ")}`);
  if (c.verdict !== want) failures.push(`${p.id}: published ${want}, engines say ${c.verdict}`);
  if (want === "unique" && c.verdict === "unique" && published[0]) {
    if (answerKey(published[0]) !== answerKey(c.answers[0]!)) {
      failures.push(`${p.id}: the engines' unique answer differs from the published one`);
    }
  }
  return { checked: 1, failures };
}

/** How many random boards per genre the agreement section samples. */
export function agreementSampleSize(full: boolean): number {
  return full ? 400 : 60;
}

/** The answer cap of the agreement runs: high enough to list every answer of a small board. */
export const AGREEMENT_CAP = 5000;

/**
 * The agreement section's random boards, Stostone's first, drawn from `seed`
 * (the same seed always gives the same boards).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sampleAgreementBoards } from "./sections.ts";
 * const a = await sampleAgreementBoards(false, 7);
 * const b = await sampleAgreementBoards(false, 7);
 * assert.ok(a.length === 120 && JSON.stringify(a.map((x) => x.rows)) === JSON.stringify(b.map((x) => x.rows)));
 * ```
 */
export async function sampleAgreementBoards(full: boolean, seed: number): Promise<Board[]> {
  // Loaded here, not at the top: the workers that check boards never need fast-check.
  const { default: fc } = await import("npm:fast-check");
  const { dosunFuwariBoardArb, stostoneBoardArb } = await import("../boards/arbitraries.ts");
  const n = agreementSampleSize(full);
  // Clue kinds' weights (mostly no clue) and the largest number.
  const clues = { number: 1, unknown: 1, none: 4, max: 5 };
  const sizes = { rows: [2, 4], cols: [2, 5], evenRows: true } as const;
  const st = fc.sample(stostoneBoardArb(sizes, clues, 0.35), { seed, numRuns: n });
  const df = fc.sample(dosunFuwariBoardArb({ rows: [2, 6], cols: [2, 6] }), {
    seed,
    numRuns: n,
  });
  return [...st, ...df];
}

/** The rules every agreement board is solved under. */
function agreementRules(board: Board): readonly Rule[] {
  return rulesOf(board.genre);
}

/**
 * One random board under every rule of its genre: the engines must return identical
 * answer sets. Failure lines name the board's URL and the rule.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkAgreement } from "./sections.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const r = checkAgreement(decodeUrl("stostone/2/2/00"));
 * assert.ok(r.checked === 4 && r.failures.length === 0);
 * ```
 */
export function checkAgreement(board: Board, cap: number = AGREEMENT_CAP): AgreementCheck {
  const r = agreementOn([board], agreementRules(board), cap);
  return {
    checked: r.runs,
    failures: r.disagreements.map((d) => `${d.url} (${d.rule}): ${d.messages.join("; ")}`),
    answersCompared: r.answersCompared,
    inconclusive: r.inconclusive.length,
  };
}

/**
 * The shipped corpus's fixture files, as paths relative to the repository root,
 * sorted: the corpus index's (fixtures/MANIFEST.json, which its test holds equal to
 * the files on disk).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listCorpusFixtures } from "./sections.ts";
 * assert.ok((await listCorpusFixtures()).every((p) => p.startsWith("fixtures/")));
 * ```
 */
export async function listCorpusFixtures(): Promise<string[]> {
  return (await listFixtures()).map((entry) => entry.path).sort();
}

/**
 * One fixture of the corpus (a path relative to the repository root): its
 * certificate recomputed by every engine, its answer judged, its URL round-tripped.
 * A file that cannot be read is one failure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkCorpusFixture } from "./sections.ts";
 * const r = await checkCorpusFixture("fixtures/no-such.txt");
 * assert.ok(r.failures.length === 1 && r.failures[0]!.startsWith("fixtures/no-such.txt: "));
 * ```
 */
export async function checkCorpusFixture(path: string): Promise<UnitCheck> {
  if (path === MANIFEST_PATH) {
    // Not a board (checked: 0): the tree held to its index, as `certify --check` holds it.
    const manifest = new URL(MANIFEST_PATH, ROOT).pathname;
    const check = await checkManifestDir(manifest.slice(0, manifest.lastIndexOf("/")), manifest);
    return { checked: 0, failures: [...check.problems] };
  }
  let text: string;
  try {
    text = await readBoundedFile(new URL(path, ROOT), path);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { checked: 1, failures: [`${path}: cannot read: ${why}`] };
  }
  // The proof beside it, read from the repository like the fixture (not from the cwd).
  let proof: Uint8Array | undefined;
  try {
    proof = await Deno.readFile(new URL(proofPathFor(path), ROOT));
  } catch {
    proof = undefined; // checkFixtureText then names the missing file
  }
  return { checked: 1, failures: [...checkFixtureText(text, path, proof).problems] };
}

/** A corpus failure that leaves the board's proof unchecked (missing, or refused). */
const PROOF_PROBLEM = /: certificate(\.proof)?: /;

/** The section names, in report order (claims are added by the command line). */
export const SECTION_NAMES = ["vectors", "external", "agreement", "corpus"] as const;

/** A unit of one of the sections, as {@link conformSectionUnits} lists them. */
export type SectionUnit =
  | Unit<null> & { readonly kind: "conform/vectors" }
  | Unit<ExternalPuzzle> & { readonly kind: "conform/external" }
  | Unit<{ readonly board: BoardJson; readonly cap: number }> & {
    readonly kind: "conform/agreement";
  }
  | Unit<{ readonly path: string }> & { readonly kind: "conform/corpus" };

/** Lists the units of one section. */
async function sectionUnits(
  name: (typeof SECTION_NAMES)[number],
  options: Pick<SectionOptions, "full" | "seed">,
): Promise<SectionUnit[]> {
  switch (name) {
    case "vectors":
      return [{ kind: "conform/vectors", id: "vectors", payload: null }];
    case "external":
      return (await readExternalPuzzles()).map((p) => ({
        kind: "conform/external",
        id: `external/${decodeUrl(p.pzprjs_url).genre}/${p.id}`,
        payload: p,
      }));
    case "agreement": {
      const seen = new Map<string, number>();
      return (await sampleAgreementBoards(options.full, options.seed)).map((board) => {
        const k = (seen.get(board.genre) ?? 0) + 1;
        seen.set(board.genre, k);
        return {
          kind: "conform/agreement",
          id: `agreement/${board.genre}/${k}`,
          payload: { board: boardToJson(board), cap: AGREEMENT_CAP },
        };
      });
    }
    case "corpus": {
      // The index is checked first, as `certify --check fixtures/` checks it; when it cannot
      // be read there are no boards to list, and that unit says why.
      const boards = await listCorpusFixtures().catch(() => []);
      return [MANIFEST_PATH, ...boards].map((path) => ({
        kind: "conform/corpus",
        id: `corpus/${path}`,
        payload: { path },
      }));
    }
  }
}

/**
 * Every unit of the four sections, in report order: the vectors (one unit), each
 * external board, each agreement board, each corpus fixture.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { conformSectionUnits } from "./sections.ts";
 * const units = await conformSectionUnits({ full: false, seed: 1 });
 * assert.ok(units[0]!.kind === "conform/vectors" && units.some((u) => u.kind === "conform/corpus"));
 * ```
 */
export async function conformSectionUnits(
  options: Pick<SectionOptions, "full" | "seed">,
): Promise<SectionUnit[]> {
  const units: SectionUnit[] = [];
  for (const name of SECTION_NAMES) units.push(...await sectionUnits(name, options));
  return units;
}

/**
 * Runs a section unit's check (what the worker runners call).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runSectionUnit } from "./sections.ts";
 * const r = await runSectionUnit({ kind: "conform/corpus", id: "c", payload: { path: "fixtures/none.txt" } });
 * assert.ok(r.failures.length === 1);
 * ```
 */
export async function runSectionUnit(unit: SectionUnit): Promise<UnitCheck | AgreementCheck> {
  switch (unit.kind) {
    case "conform/vectors":
      return await checkVectors();
    case "conform/external":
      return checkExternalPuzzle(unit.payload);
    case "conform/agreement":
      return checkAgreement(boardFromJson(unit.payload.board), unit.payload.cap);
    case "conform/corpus":
      return await checkCorpusFixture(unit.payload.path);
  }
}

function sectionOfKind(kind: string): (typeof SECTION_NAMES)[number] | null {
  const name = kind.startsWith("conform/") ? kind.slice("conform/".length) : "";
  return (SECTION_NAMES as readonly string[]).includes(name)
    ? name as (typeof SECTION_NAMES)[number]
    : null;
}

/**
 * Folds unit results back into the four sections (results of other kinds, such as
 * claims, are skipped). A unit that failed to run counts as checked and failed,
 * with its error as the failure line. `seconds` is the sum of the units' times.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { conformSections } from "./sections.ts";
 * const [vectors] = conformSections([
 *   { id: "vectors", kind: "conform/vectors", ok: true, value: { checked: 3, failures: [] }, ms: 500 },
 * ], { full: false, seed: 1 });
 * assert.ok(vectors!.name === "vectors" && vectors!.checked === 3 && vectors!.seconds === 0.5);
 * ```
 */
export function conformSections(
  results: readonly UnitResult[],
  options: Pick<SectionOptions, "full" | "seed">,
): SectionResult[] {
  const parts = new Map<string, { checks: AgreementCheck[]; ms: number }>(
    SECTION_NAMES.map((name) => [name, { checks: [], ms: 0 }]),
  );
  for (const r of results) {
    const name = sectionOfKind(r.kind);
    if (name === null) continue;
    const part = parts.get(name)!;
    part.ms += r.ms;
    const check: AgreementCheck = r.ok
      ? { answersCompared: 0, inconclusive: 0, ...(r.value as unknown as UnitCheck) }
      : { checked: 1, failures: [r.error], answersCompared: 0, inconclusive: 0 };
    part.checks.push(check);
  }
  const sum = (
    checks: readonly AgreementCheck[],
    key: "checked" | "answersCompared" | "inconclusive",
  ) => checks.reduce((n, c) => n + c[key], 0);
  const n = agreementSampleSize(options.full);
  const summaries: Record<(typeof SECTION_NAMES)[number], (checks: AgreementCheck[]) => string> = {
    vectors: () => "reference failure codes through the judge; vector URLs round-trip",
    external: (checks) =>
      `${checks.length} boards from other projects: published counts and solutions vs all three engines`,
    agreement: (checks) =>
      `${n} random boards per genre under every rule (seed ${options.seed}): ${
        sum(checks, "answersCompared")
      } answers compared, ${sum(checks, "inconclusive")} runs inconclusive`,
    corpus: (checks) =>
      `${sum(checks, "checked")} shipped boards: ${
        checks.filter((c) => c.checked > 0 && !c.failures.some((f) => PROOF_PROBLEM.test(f)))
          .length
      } proofs checked by the LRAT checker (no SAT solver), certificates recomputed by all three engines, answers judged, URLs round-trip`,
  };
  return SECTION_NAMES.map((name) => {
    const { checks, ms } = parts.get(name)!;
    return {
      name,
      checked: sum(checks, "checked"),
      failures: checks.flatMap((c) => c.failures),
      seconds: ms / 1000,
      summary: summaries[name](checks),
    };
  });
}

/** Runs the units of one section in-process, in order, and folds them into the section. */
async function runSection(
  name: (typeof SECTION_NAMES)[number],
  options: SectionOptions,
): Promise<SectionResult> {
  const units = await sectionUnits(name, options);
  const results: UnitResult[] = [];
  for (const [i, unit] of units.entries()) {
    options.progress?.(i, units.length);
    const start = performance.now();
    const value = toJson(await runSectionUnit(unit));
    results.push({ id: unit.id, kind: unit.kind, ok: true, value, ms: performance.now() - start });
  }
  options.progress?.(units.length, units.length);
  return conformSections(results, options).find((s) => s.name === name)!;
}

/** The reference implementation's vectors: failure codes through the judge, URLs round-trip. */
export function vectorSection(options: SectionOptions): Promise<SectionResult> {
  return runSection("vectors", options);
}

/** Boards published by other projects: URLs round-trip, published solutions pass, engines agree on the count. */
export function externalSection(options: SectionOptions): Promise<SectionResult> {
  return runSection("external", options);
}

/** Random small boards, every rule setting: the three engines must return identical answer sets. */
export function agreementSection(options: SectionOptions): Promise<SectionResult> {
  return runSection("agreement", options);
}

/** The shipped corpus: every fixture's certificate recomputed (`certify --check fixtures/`). */
export function corpusSection(options: SectionOptions): Promise<SectionResult> {
  return runSection("corpus", options);
}
