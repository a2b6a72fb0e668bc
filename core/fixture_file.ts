/**
 * The fixture file: one board per file, test262-style. A header of `// key: value`
 * lines carries the metadata and the certificate; the board and its answer follow
 * in the suite's text form (docs/FORMATS.md, "The text form"), so the file is readable
 * by people and by `deno task cli` verbs alike.
 *
 * ```text
 * // id: stostone-6x6-001
 * // genre: stostone
 * // size: 6x6
 * // rule: exact
 * // expected: unique
 * // source: generator stostone 1; rows=6 cols=6 stoneSize=2 seed=1001
 * // description: Generated 6x6 board: 9 rooms, 4 numbers.
 * // url: https://puzz.link/p?stostone/6/6/…
 * // certificate.suite: 0.1.0
 * // certificate.propagate: verdict=unique count=1 complete=true nodes=17
 * stostone 6x6
 * …drawing…
 * answer
 * …rows…
 * ```
 *
 * @module
 */

import { type Board, readText, writeText } from "./formats/mod.ts";
import { quote } from "./quote.ts";

/** The fixed metadata keys, in the order they are written. */
export const METADATA_KEYS = [
  "id",
  "genre",
  "size",
  "rule",
  "expected",
  "source",
  "description",
  "url",
] as const;

/** One engine's line of a certificate. */
export interface CertificateEntry {
  /** The engine's verdict. */
  readonly verdict: string;
  /** Answers it found (cap 2). */
  readonly count: number;
  /** Whether its search was complete. */
  readonly complete: boolean;
  /** Search nodes it used. */
  readonly nodes: number;
}

/**
 * The certificate's proof line: what identifies the shipped LRAT proof (the gzipped
 * file beside the fixture, `<name>.lrat.gz`) and the CNF it refutes, which is
 * rebuilt from the board and never shipped.
 */
export interface ProofLine {
  /** The encoder's version that writes the CNF. */
  readonly encoder: number;
  /** The SAT solver that found the refutation (informative: it is not trusted). */
  readonly solver: string;
  /** SHA-256 of the CNF's DIMACS text, lower-case hex. */
  readonly cnf: string;
  /** SHA-256 of the LRAT proof's text, lower-case hex. */
  readonly lrat: string;
  /** Bytes of the gzipped proof file. */
  readonly bytes: number;
  /** Lemmas in the proof, as the checker counts them. */
  readonly lemmas: number;
}

/** What the three engines said about a board, and which suite version said it. */
export interface Certificate {
  /** The suite version that computed the certificate. */
  readonly suite: string;
  /** Per engine name. */
  readonly engines: Readonly<Record<string, CertificateEntry>>;
  /** The proof behind the verdict (absent in certificates written before proofs). */
  readonly proof?: ProofLine | null;
}

/** The fields of a proof line, in the order they are written. */
const PROOF_FIELDS = ["encoder", "solver", "cnf", "lrat", "bytes", "lemmas"] as const;

/**
 * A proof line as the header writes it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { proofLineText, parseProofLine } from "./fixture_file.ts";
 * const line = { encoder: 1, solver: "cadical-sc2021", cnf: "a".repeat(64), lrat: "b".repeat(64), bytes: 9, lemmas: 3 };
 * assert.deepEqual(parseProofLine(proofLineText(line), "x"), line);
 * ```
 */
export function proofLineText(p: ProofLine): string {
  return PROOF_FIELDS.map((k) => `${k}=${p[k]}`).join(" ");
}

/** Reads a proof line; `SyntaxError` naming `where` and the field for anything malformed. */
export function parseProofLine(text: string, where: string): ProofLine {
  const fields = new Map<string, string>();
  for (const kv of text.trim().split(/\s+/)) {
    const i = kv.indexOf("=");
    const k = kv.slice(0, i);
    if (i < 0 || !(PROOF_FIELDS as readonly string[]).includes(k) || fields.has(k)) {
      throw new SyntaxError(
        `${where}: expected ${PROOF_FIELDS.map((f) => `${f}=…`).join(" ")}, got ${quote(kv)}`,
      );
    }
    fields.set(k, kv.slice(i + 1));
  }
  const missing = PROOF_FIELDS.filter((k) => !fields.has(k));
  if (missing.length) throw new SyntaxError(`${where}: missing ${missing.join(", ")}`);
  const whole = (k: string) => {
    const v = fields.get(k)!;
    if (!/^\d{1,15}$/.test(v)) {
      throw new SyntaxError(`${where}: ${k}: not a whole number: ${quote(v)}`);
    }
    return Number(v);
  };
  const hex = (k: string) => {
    const v = fields.get(k)!;
    if (!/^[0-9a-f]{64}$/.test(v)) {
      throw new SyntaxError(`${where}: ${k}: not a SHA-256: ${quote(v)}`);
    }
    return v;
  };
  return {
    encoder: whole("encoder"),
    solver: fields.get("solver")!,
    cnf: hex("cnf"),
    lrat: hex("lrat"),
    bytes: whole("bytes"),
    lemmas: whole("lemmas"),
  };
}

/** A parsed fixture. */
export interface Fixture {
  /** Metadata by key (the keys of {@link METADATA_KEYS}, all present). */
  readonly meta: Readonly<Record<(typeof METADATA_KEYS)[number], string>>;
  /** The board. */
  readonly board: Board;
  /** The answer stored with it. */
  readonly answer: Uint8Array;
  /** The certificate, or null when the file has none yet. */
  readonly certificate: Certificate | null;
}

function entryText(e: CertificateEntry): string {
  return `verdict=${e.verdict} count=${e.count} complete=${e.complete} nodes=${e.nodes}`;
}

/** The fields of a certificate line, in the order they are written. */
const ENTRY_FIELDS = ["verdict", "count", "complete", "nodes"] as const;

function parseEntry(where: string, text: string): CertificateEntry {
  const fields = new Map<string, string>();
  for (const kv of text.trim().split(/\s+/)) {
    const i = kv.indexOf("=");
    if (i < 0) throw new SyntaxError(`${where}: expected key=value, got ${quote(kv)}`);
    const k = kv.slice(0, i);
    if (!(ENTRY_FIELDS as readonly string[]).includes(k)) {
      throw new SyntaxError(
        `${where}: unknown field ${quote(k)} (a certificate line has ${ENTRY_FIELDS.join(", ")})`,
      );
    }
    if (fields.has(k)) throw new SyntaxError(`${where}: field ${quote(k)} given twice`);
    fields.set(k, kv.slice(i + 1));
  }
  const need = (k: string): string => {
    const v = fields.get(k);
    if (v === undefined) throw new SyntaxError(`${where}: missing ${k}= in ${quote(text.trim())}`);
    return v;
  };
  const whole = (k: string): number => {
    const v = Number(need(k));
    if (!Number.isInteger(v) || v < 0) {
      throw new SyntaxError(`${where}: ${k} must be a whole number, got ${quote(fields.get(k))}`);
    }
    return v;
  };
  const complete = need("complete");
  if (complete !== "true" && complete !== "false") {
    throw new SyntaxError(`${where}: complete must be true or false, got ${quote(complete)}`);
  }
  return {
    verdict: need("verdict"),
    count: whole("count"),
    complete: complete === "true",
    nodes: whole("nodes"),
  };
}

/**
 * Writes a fixture file.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readFixture, writeFixture } from "./fixture_file.ts";
 * import { decodeUrl } from "./formats/mod.ts";
 * const board = decodeUrl("stostone/1/2/00");
 * const text = writeFixture({
 *   meta: { id: "t", genre: "stostone", size: "2x1", rule: "exact", expected: "unique",
 *     source: "hand", description: "one cell falls", url: "https://puzz.link/p?stostone/1/2/00" },
 *   board, answer: new Uint8Array([0, 1]), certificate: null,
 * });
 * assert.ok(readFixture(text, "t.txt").meta.id === "t");
 * ```
 */
export function writeFixture(fixture: Fixture): string {
  const lines = METADATA_KEYS.map((k) => `// ${k}: ${fixture.meta[k]}`);
  if (fixture.certificate) {
    lines.push(`// certificate.suite: ${fixture.certificate.suite}`);
    for (const [name, entry] of Object.entries(fixture.certificate.engines)) {
      lines.push(`// certificate.${name}: ${entryText(entry)}`);
    }
    if (fixture.certificate.proof) {
      lines.push(`// certificate.proof: ${proofLineText(fixture.certificate.proof)}`);
    }
  }
  return lines.join("\n") + "\n" + writeText(fixture.board, fixture.answer).replace(/\n?$/, "\n");
}

/**
 * Whether a text is a fixture file rather than a plain board: its `//` preamble has
 * an `id:` line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isFixtureText } from "./fixture_file.ts";
 * assert.ok(isFixtureText("// id: x\n// genre: stostone\nstostone 2x1\n"));
 * assert.ok(!isFixtureText("// a note\nstostone 2x1\n"));
 * ```
 */
export function isFixtureText(text: string): boolean {
  for (const line of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    const t = line.trim();
    if (t === "") continue;
    if (!t.startsWith("//")) return false;
    if (/^\/\/\s*id:/.test(t)) return true;
  }
  return false;
}

/**
 * A fixture's `//` header as read so far: every metadata line given (none required),
 * and the certificate lines. Throws `SyntaxError` for a malformed, repeated or unknown
 * line, as {@link readFixture} does; `solve` and `check` read a fixture's rule with it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readHeader } from "./fixture_file.ts";
 * assert.equal(readHeader("// id: x\n// rule: none\nstostone 2x1\n", "x.txt").meta.rule, "none");
 * ```
 */
export function readHeader(text: string, origin: string): {
  meta: Partial<Record<string, string>>;
  suite: string | null;
  engines: Record<string, CertificateEntry>;
  proof: ProofLine | null;
} {
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  const meta: Record<string, string> = {};
  let suite: string | null = null;
  const engines: Record<string, CertificateEntry> = {};
  let proof: ProofLine | null = null;
  const lines = text.split(/\r?\n/);
  const lineOf = new Map<string, number>(); // key → the line that gave it
  for (const [i, line] of lines.entries()) {
    if (!line.startsWith("//")) {
      if (line.trim() === "") continue;
      break;
    }
    const m = /^\/\/\s*([A-Za-z.]+):\s?(.*)$/.exec(line);
    if (!m) {
      throw new SyntaxError(
        `${origin} line ${i + 1}: expected "// key: value", got ${quote(line)}`,
      );
    }
    const [, key, value] = m as unknown as [string, string, string];
    // One value per key: with two, which one a reader took would be a guess.
    const first = lineOf.get(key);
    if (first !== undefined) {
      throw new SyntaxError(
        `${origin} line ${i + 1}: ${quote(key)} given twice (first on line ${first})`,
      );
    }
    lineOf.set(key, i + 1);
    if (!key.startsWith("certificate.") && !(METADATA_KEYS as readonly string[]).includes(key)) {
      throw new SyntaxError(
        `${origin} line ${i + 1}: unknown key ${quote(key)} (the keys are ${
          METADATA_KEYS.join(", ")
        }, ` +
          `certificate.suite, certificate.proof and certificate.<engine>)`,
      );
    }
    if (key === "certificate.suite") suite = value.trim();
    else if (key === "certificate.proof") {
      proof = parseProofLine(value, `${origin} line ${i + 1} (${key})`);
    } else if (key.startsWith("certificate.")) {
      engines[key.slice("certificate.".length)] = parseEntry(
        `${origin} line ${i + 1} (${key})`,
        value,
      );
    } else meta[key] = value.trim();
  }
  return { meta, suite, engines, proof };
}

/**
 * Reads a fixture file; `origin` (a path) prefixes every error message. Throws
 * `SyntaxError` for a missing, repeated, unknown or malformed metadata line (or
 * certificate field), a missing answer or a bad board. A leading byte-order mark is
 * skipped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readFixture } from "./fixture_file.ts";
 * try {
 *   readFixture("// id: x\nstostone 2x1\n", "bad.txt");
 *   assert.ok(false);
 * } catch (e) {
 *   assert.ok(e instanceof SyntaxError && e.message.startsWith("bad.txt"));
 * }
 * ```
 */
export function readFixture(text: string, origin: string): Fixture {
  // A byte-order mark, as some editors write, is not part of the text.
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  const { meta, suite, engines, proof } = readHeader(text, origin);
  for (const key of METADATA_KEYS) {
    if (meta[key] === undefined) throw new SyntaxError(`${origin}: metadata "${key}" is missing`);
  }
  let parsed;
  try {
    parsed = readText(text);
  } catch (e) {
    if (e instanceof SyntaxError || e instanceof RangeError) {
      throw new (e.constructor as typeof SyntaxError)(`${origin}: ${e.message}`);
    }
    throw e;
  }
  if (parsed.answer === null) throw new SyntaxError(`${origin}: the board has no answer section`);
  if ((Object.keys(engines).length || proof) && suite === null) {
    throw new SyntaxError(`${origin}: certificate lines without "certificate.suite"`);
  }
  return {
    meta: meta as Fixture["meta"],
    board: parsed.board,
    answer: parsed.answer,
    certificate: suite === null ? null : { suite, engines, proof },
  };
}
