/**
 * The report's input: one plain, JSON-serialisable object ({@link ReportData})
 * holding everything the HTML report shows. The report is built from this object
 * alone, so a run can be written to `report.json` and the same report rebuilt later
 * without re-running anything.
 * Boards travel as puzz.link URLs with answers as row strings, and are decoded again
 * when the report is built.
 *
 * @module
 */

import type { Certificate, Fixture } from "../../core/fixture_file.ts";
import { answerRows, encodeUrl } from "../../core/formats/mod.ts";
import { SUITE_VERSION } from "../corpus/version.ts";
import { quoteValue } from "../../core/quote.ts";

import { type ClaimVerdict, VERDICTS } from "../claims/types.ts";

/** The version of the {@link ReportData} shape; bump it when the shape changes. */
export const REPORT_FORMAT = 1;

/** A claim verdict (conformance/claims/types.ts). */
export type ReportVerdict = ClaimVerdict;

/** Every verdict a report reads. */
export const REPORT_VERDICTS: ReportVerdict[] = [...VERDICTS];

/**
 * A claim's witness (conformance/claims/types.ts `Witness`): a board URL, row
 * strings, both (a board with a filling), or neither (words only).
 */
export interface ReportWitness {
  /** What it shows, in words. */
  readonly description: string;
  /** The genre it belongs to. */
  readonly genre: "stostone" | "dosun-fuwari";
  /** A puzz.link URL, when the witness is a board. */
  readonly url?: string;
  /** A grid as row strings, when the witness is a shading or filling. */
  readonly rows?: readonly string[];
}

/**
 * One row of the claims table. The fields the report reads of
 * conformance/claims/mod.ts `ClaimRow`, which is assignable to it; kept separate so
 * a report.json written by an older or newer suite still reads.
 */
export interface ReportClaim {
  /** The claim id, e.g. `S-U8`. */
  readonly id: string;
  /** U or K. */
  readonly kind: "U" | "K";
  /** The claim in a few words. */
  readonly title: string;
  /** The write-up's figure. */
  readonly writeup: string;
  /** The suite's figure. */
  readonly suite: string;
  /** The verdict this run reached. */
  readonly verdict: ReportVerdict;
  /** The verdict as the claims table prints it (threshold and margin, hypothesis), if more than the word. */
  readonly verdictText?: string;
  /** The verdict the suite expects. */
  readonly expected: ReportVerdict;
  /** Whether this run came out as expected. */
  readonly asExpected: boolean;
  /** Wall time of the check, in seconds. */
  readonly seconds: number;
  /** Counterexamples (for refuted) or illustrations. */
  readonly witnesses?: readonly ReportWitness[];
  /** Machine-readable numbers behind the figures. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** One line on how the figure was computed. */
  readonly note?: string;
  /** K claims: whether the figures equal the pinned golden values (null or absent: none pinned). */
  readonly golden?: "same" | "changed" | null;
}

/** One conform section (conformance/consensus/sections.ts `SectionResult`, which is assignable to it). */
export interface ReportSection {
  /** Section name. */
  readonly name: string;
  /** Items checked. */
  readonly checked: number;
  /** Failure lines, each naming the item. */
  readonly failures: readonly string[];
  /** Wall time in seconds. */
  readonly seconds: number;
  /** One line on what was checked. */
  readonly summary: string;
}

/** One fixture as the report shows it. */
export interface ReportFixture {
  /** The fixture's id, e.g. `stostone-6x6-001`. */
  readonly id: string;
  /** Its genre. */
  readonly genre: "stostone" | "dosun-fuwari";
  /** `rows x cols`, as the fixture header writes it, e.g. `6x6`. */
  readonly size: string;
  /** The rule setting the fixture is certified under. */
  readonly rule: string;
  /** The expected verdict (`unique`, …). */
  readonly expected: string;
  /** One line about the board. */
  readonly description: string;
  /** The board as a puzz.link URL. */
  readonly url: string;
  /** The stored answer as row strings (core/formats `answerRows`). */
  readonly answer: readonly string[];
  /** What the engines said, or null when the fixture has no certificate. */
  readonly certificate: Certificate | null;
  /** The file it came from, relative to the repository, when known. */
  readonly path?: string;
}

/** Everything the report shows. JSON-serialisable: no bigints, typed arrays or Maps. */
export interface ReportData {
  /** {@link REPORT_FORMAT} at the time of writing. */
  readonly format: number;
  /** The suite version that ran. */
  readonly suiteVersion: string;
  /** When the run happened (ISO 8601); shown in the header. */
  readonly date: string;
  /** The seed of the run, or null when none applies. */
  readonly seed: number | null;
  /** Whether the exhaustive (`--full`) forms ran. */
  readonly full: boolean;
  /** The claims table rows (cli/claims.ts `runClaims`). */
  readonly claims: readonly ReportClaim[];
  /** The conform sections (vectors, external, agreement, …), in run order. */
  readonly sections: readonly ReportSection[];
  /** Every fixture of the corpus. */
  readonly fixtures: readonly ReportFixture[];
}

/**
 * The parts of a run that make up a report: all of {@link ReportData} but the format and
 * the suite version, which {@link reportData} adds.
 */
export type ReportParts = Omit<ReportData, "format" | "suiteVersion">;

/**
 * Puts a run's parts together as {@link ReportData}, stamped with this suite's
 * version and {@link REPORT_FORMAT}. The result is passed through JSON once, so it
 * holds exactly what report.json will hold (undefined fields dropped, bigints in
 * claim data turned into strings).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { reportData } from "./data.ts";
 * const data = reportData({
 *   date: "2025-01-01T00:00:00Z", seed: 3, full: false, sections: [], fixtures: [],
 *   claims: [{ id: "S-U4", kind: "U", title: "t", writeup: "w", suite: "s", verdict: "reproduced",
 *     expected: "reproduced", asExpected: true, seconds: 0, data: { n: 10n } }],
 * });
 * assert.ok(data.claims[0]!.data!.n === "10");
 * ```
 */
export function reportData(parts: ReportParts): ReportData {
  return JSON.parse(reportJson({
    format: REPORT_FORMAT,
    suiteVersion: SUITE_VERSION,
    date: parts.date,
    seed: parts.seed,
    full: parts.full,
    claims: parts.claims,
    sections: parts.sections,
    fixtures: parts.fixtures,
  })) as ReportData;
}

/**
 * A fixture file, as the report carries it: the board becomes its URL, the answer
 * its row strings. `path` is where the file lives, relative to the repository.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { reportFixture } from "./data.ts";
 * import { decodeUrl } from "../../core/formats/mod.ts";
 * const board = decodeUrl("https://puzz.link/p?stostone/1/2/00");
 * const meta = { id: "t", genre: "stostone", size: "2x1", rule: "exact", expected: "unique",
 *   source: "hand", description: "one cell falls", url: "https://puzz.link/p?stostone/1/2/00" };
 * const row = reportFixture({ meta, board, answer: new Uint8Array([0, 1]), certificate: null }, "t.txt");
 * assert.ok(row.answer.join("/") === "./#" && row.path === "t.txt");
 * ```
 */
export function reportFixture(fixture: Fixture, path?: string): ReportFixture {
  const { meta, board, answer, certificate } = fixture;
  return {
    id: meta.id,
    genre: board.genre,
    size: meta.size,
    rule: meta.rule,
    expected: meta.expected,
    description: meta.description,
    // The URL is taken from the board itself, not the header line, so the drawing
    // and the answer rows can never disagree about which board they show.
    url: encodeUrl(board),
    answer: answerRows(board, answer),
    certificate,
    ...(path === undefined ? {} : { path }),
  };
}

/**
 * `JSON.stringify` for report data: bigints (claim `data` often holds counts) become
 * decimal strings instead of throwing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { reportJson } from "./data.ts";
 * assert.ok(reportJson({ n: 12n }) === '{\n  "n": "12"\n}');
 * ```
 */
export function reportJson(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === "bigint" ? v.toString() : v), 2);
}

/**
 * Checks that a parsed JSON value has the {@link ReportData} shape and returns it
 * typed. `origin` (a path) starts every error message. Throws `SyntaxError` naming
 * the first field that is missing or of the wrong type, and `RangeError` for a
 * `format` this code does not know.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseReportData, REPORT_FORMAT } from "./data.ts";
 * const data = parseReportData({
 *   format: REPORT_FORMAT, suiteVersion: "0.1.0", date: "2025-01-01T00:00:00Z", seed: 1,
 *   full: false, claims: [], sections: [], fixtures: [],
 * }, "report.json");
 * assert.ok(data.seed === 1);
 * try {
 *   parseReportData({ format: REPORT_FORMAT }, "bad.json");
 *   assert.ok(false);
 * } catch (e) {
 *   assert.ok(e instanceof SyntaxError && e.message.startsWith("bad.json: suiteVersion"));
 * }
 * ```
 */
export function parseReportData(value: unknown, origin: string): ReportData {
  const fail = (where: string, want: string, got: unknown): never => {
    throw new SyntaxError(`${origin}: ${where} must be ${want}, got ${quoteValue(got)}`);
  };
  const object = (v: unknown, where: string): Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? v as Record<string, unknown>
      : fail(where, "an object", v);
  const array = (v: unknown, where: string): unknown[] =>
    Array.isArray(v) ? v : fail(where, "an array", v);
  const string = (o: Record<string, unknown>, key: string, where: string): void => {
    if (typeof o[key] !== "string") fail(`${where}${key}`, "a string", o[key]);
  };
  const number = (o: Record<string, unknown>, key: string, where: string): void => {
    if (typeof o[key] !== "number" || !Number.isFinite(o[key])) {
      fail(`${where}${key}`, "a number", o[key]);
    }
  };
  const oneOf = (o: Record<string, unknown>, key: string, where: string, options: unknown[]) => {
    if (!options.includes(o[key])) {
      fail(`${where}${key}`, `one of ${options.map((x) => JSON.stringify(x)).join(", ")}`, o[key]);
    }
  };
  const strings = (v: unknown, where: string): void => {
    array(v, where).forEach((s, i) => {
      if (typeof s !== "string") fail(`${where}[${i}]`, "a string", s);
    });
  };

  const top = object(value, "the report data");
  if (top.format === undefined) {
    // The likeliest mistake: the --json output of conform or claims, which has no format.
    throw new SyntaxError(
      `${origin}: not a report.json (no "format" field): --from reads the report.json that ` +
        "report --out wrote, not the --json output of conform or claims",
    );
  }
  number(top, "format", "");
  if (top.format !== REPORT_FORMAT) {
    throw new RangeError(
      `${origin}: format ${top.format} is not supported (this suite reads format ${REPORT_FORMAT})`,
    );
  }
  string(top, "suiteVersion", "");
  string(top, "date", "");
  if (top.seed !== null) number(top, "seed", "");
  oneOf(top, "full", "", [true, false]);
  array(top.claims, "claims").forEach((c, i) => {
    const where = `claims[${i}].`;
    const claim = object(c, `claims[${i}]`);
    for (const key of ["id", "title", "writeup", "suite"]) string(claim, key, where);
    oneOf(claim, "kind", where, ["U", "K"]);
    oneOf(claim, "verdict", where, REPORT_VERDICTS);
    oneOf(claim, "expected", where, REPORT_VERDICTS);
    if (claim.verdictText !== undefined) string(claim, "verdictText", where);
    oneOf(claim, "asExpected", where, [true, false]);
    number(claim, "seconds", where);
    if (claim.note !== undefined) string(claim, "note", where);
    if (claim.golden !== undefined) oneOf(claim, "golden", where, ["same", "changed", null]);
    if (claim.data !== undefined) object(claim.data, `${where}data`);
    if (claim.witnesses !== undefined) {
      array(claim.witnesses, `${where}witnesses`).forEach((w, j) => {
        const at = `${where}witnesses[${j}].`;
        const witness = object(w, `${where}witnesses[${j}]`);
        string(witness, "description", at);
        oneOf(witness, "genre", at, ["stostone", "dosun-fuwari"]);
        if (witness.url !== undefined) string(witness, "url", at);
        if (witness.rows !== undefined) strings(witness.rows, `${at}rows`);
      });
    }
  });
  array(top.sections, "sections").forEach((s, i) => {
    const where = `sections[${i}].`;
    const section = object(s, `sections[${i}]`);
    string(section, "name", where);
    string(section, "summary", where);
    number(section, "checked", where);
    number(section, "seconds", where);
    strings(section.failures, `${where}failures`);
  });
  array(top.fixtures, "fixtures").forEach((f, i) => {
    const where = `fixtures[${i}].`;
    const fixture = object(f, `fixtures[${i}]`);
    for (const key of ["id", "size", "rule", "expected", "description", "url"]) {
      string(fixture, key, where);
    }
    oneOf(fixture, "genre", where, ["stostone", "dosun-fuwari"]);
    strings(fixture.answer, `${where}answer`);
    if (fixture.path !== undefined) string(fixture, "path", where);
    if (fixture.certificate !== null) {
      const cert = object(fixture.certificate, `${where}certificate`);
      string(cert, "suite", `${where}certificate.`);
      const engines = object(cert.engines, `${where}certificate.engines`);
      for (const [name, e] of Object.entries(engines)) {
        const at = `${where}certificate.engines.${name}.`;
        const entry = object(e, `${where}certificate.engines.${name}`);
        string(entry, "verdict", at);
        number(entry, "count", at);
        number(entry, "nodes", at);
        oneOf(entry, "complete", at, [true, false]);
      }
    }
  });
  return value as ReportData;
}
