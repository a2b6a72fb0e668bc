/**
 * The sections of the main conformance run. Each section checks one thing,
 * counts what it checked, and lists every failure in a line that names the board.
 * The command line (cli/conform.ts) prints them and the summary.
 *
 * @module
 */

import fc from "npm:fast-check";
import { decodeUrl, encodeUrl, parseAnswerRows, readPzprv3 } from "../core/formats/mod.ts";
import { DOSUN_FUWARI_RULES } from "../core/dosun_fuwari/board.ts";
import { STOSTONE_RULES } from "../core/stostone/board.ts";
import { agreementOn } from "./agreement.ts";
import { dosunFuwariBoardArb, stostoneBoardArb } from "./boards/arbitraries.ts";
import { answerKey, judge, solveWithAll } from "./consensus.ts";
import { enginesFor, type Rule } from "./engines.ts";
import { checkFixture, listFixtureFiles } from "./corpus/certify.ts";

/** What one section found. */
export interface SectionResult {
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

/** Options shared by every section. */
export interface SectionOptions {
  /** Exhaustive / larger forms. */
  readonly full: boolean;
  /** Seed for anything random. */
  readonly seed: number;
  /** Progress within the section. */
  readonly progress?: (done: number, total: number) => void;
}

const ROOT = new URL("../", import.meta.url);

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

/** The reference implementation's vectors: failure codes through the judge, URLs round-trip. */
export async function vectorSection(_: SectionOptions): Promise<SectionResult> {
  const start = performance.now();
  const failures: string[] = [];
  let checked = 0;
  for (const genre of ["stostone", "dosufuwa"]) {
    const data = await readJson<VectorFile>(`fixtures/vectors/${genre}.pzprjs-tests.json`);
    const cases = [...data.failcheck, ...(data.historical_2016?.failcheck ?? [])];
    for (const [i, v] of cases.entries()) {
      checked++;
      const { board, answer } = readPzprv3(v.file.replaceAll("/", "\n"));
      const code = answer
        ? judge(board, answer, board.genre === "stostone" ? "exact" : "official")
        : "no answer";
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
  return {
    name: "vectors",
    checked,
    failures,
    seconds: (performance.now() - start) / 1000,
    summary: "reference failure codes through the judge; vector URLs round-trip",
  };
}

interface ExternalFile {
  readonly puzzles: readonly {
    readonly id: string;
    readonly pzprjs_url: string;
    readonly solution_count: string;
    readonly solutions?: readonly { grid: readonly string[] }[];
    readonly solution_file?: string;
  }[];
}

/** Boards published by other projects: URLs round-trip, published solutions pass, engines agree on the count. */
export async function externalSection(options: SectionOptions): Promise<SectionResult> {
  const start = performance.now();
  const failures: string[] = [];
  let checked = 0;
  const all = [];
  for (const genre of ["stostone", "dosufuwa"]) {
    const data = await readJson<ExternalFile>(
      `fixtures/external/${genre}.external-collections.json`,
    );
    all.push(...data.puzzles);
  }
  for (const [i, p] of all.entries()) {
    options.progress?.(i, all.length);
    checked++;
    const board = decodeUrl(p.pzprjs_url);
    const rule: Rule = board.genre === "stostone" ? "exact" : "official";
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
  }
  options.progress?.(all.length, all.length);
  return {
    name: "external",
    checked,
    failures,
    seconds: (performance.now() - start) / 1000,
    summary:
      `${all.length} boards from other projects: published counts and solutions vs all three engines`,
  };
}

/** Random small boards, every rule setting: the three engines must return identical answer sets. */
export function agreementSection(options: SectionOptions): Promise<SectionResult> {
  const start = performance.now();
  const n = options.full ? 400 : 60;
  const st = fc.sample(
    stostoneBoardArb({ rows: [2, 4], cols: [2, 5], evenRows: true }, {
      number: 1,
      unknown: 1,
      none: 4,
      max: 5,
    }, 0.35),
    { seed: options.seed, numRuns: n },
  );
  const df = fc.sample(dosunFuwariBoardArb({ rows: [2, 6], cols: [2, 6] }), {
    seed: options.seed,
    numRuns: n,
  });
  const total = n * (STOSTONE_RULES.length + DOSUN_FUWARI_RULES.length);
  let done = 0;
  const tick = () => options.progress?.(++done, total);
  const a = agreementOn(st, STOSTONE_RULES, 5000, tick);
  const b = agreementOn(df, DOSUN_FUWARI_RULES, 5000, tick);
  const failures = [...a.disagreements, ...b.disagreements].map((d) =>
    `${d.url} (${d.rule}): ${d.messages.join("; ")}`
  );
  return Promise.resolve({
    name: "agreement",
    checked: a.runs + b.runs,
    failures,
    seconds: (performance.now() - start) / 1000,
    summary: `${n} random boards per genre under every rule (seed ${options.seed}): ${
      a.answersCompared + b.answersCompared
    } answers compared, ${a.inconclusive.length + b.inconclusive.length} runs inconclusive`,
  });
}

/** The shipped corpus: every fixture's certificate recomputed (`certify --check fixtures/`). */
export async function corpusSection(options: SectionOptions): Promise<SectionResult> {
  const start = performance.now();
  const dir = new URL("fixtures/", ROOT).pathname;
  const files = await listFixtureFiles(dir);
  const failures: string[] = [];
  for (const [i, file] of files.entries()) {
    options.progress?.(i, files.length);
    failures.push(...await checkFixture(file));
  }
  options.progress?.(files.length, files.length);
  return {
    name: "corpus",
    checked: files.length,
    failures,
    seconds: (performance.now() - start) / 1000,
    summary:
      `${files.length} shipped boards: certificates recomputed by all three engines, answers judged, URLs round-trip`,
  };
}
