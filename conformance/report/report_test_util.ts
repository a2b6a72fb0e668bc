/**
 * Test-only helpers for the report tests: fixtures converted from the external
 * collections (always present, unlike the generated corpus), a small but complete
 * {@link ReportData}, and a well-formedness check for the markup the report writes.
 *
 * @module
 */

import { answerRows, decodeUrl, parseAnswerRows, readPzprv3 } from "../../core/formats/mod.ts";
import { MARKER } from "./out_folder.ts";
import { REPORT_FORMAT, type ReportClaim, type ReportData, type ReportFixture } from "./data.ts";

/** One published board of fixtures/external, with a solution checked by pzprjs. */
export interface ExternalSolved {
  /** The collection's id for it. */
  readonly id: string;
  /** The puzz.link URL. */
  readonly url: string;
  /** The published solution as answer rows. */
  readonly answer: readonly string[];
  /** What pzprjs said of that solution ("complete" when correct). */
  readonly pzprjsCheck: string;
}

interface ExternalFile {
  readonly puzzles: readonly {
    readonly id: string;
    readonly pzprjs_url: string;
    readonly solutions?: readonly { grid: readonly string[]; pzprjs_check?: string }[];
    readonly solution_file?: string;
    readonly pzprjs_check_of_solution?: string;
  }[];
}

/**
 * Every external board that comes with a solution, both genres, Stostone first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { externalSolved } from "./report_test_util.ts";
 * assert.ok(externalSolved().length > 0);
 * ```
 */
export function externalSolved(): ExternalSolved[] {
  const out: ExternalSolved[] = [];
  for (const genre of ["stostone", "dosufuwa"]) {
    const path = new URL(
      `../../fixtures/external/${genre}.external-collections.json`,
      import.meta.url,
    );
    const data = JSON.parse(Deno.readTextFileSync(path)) as ExternalFile;
    for (const p of data.puzzles) {
      const board = decodeUrl(p.pzprjs_url);
      const first = p.solutions?.[0];
      if (first) {
        out.push({
          id: p.id,
          url: p.pzprjs_url,
          answer: [...first.grid],
          pzprjsCheck: first.pzprjs_check ?? "",
        });
      } else if (p.solution_file) {
        const { answer } = readPzprv3(p.solution_file);
        if (answer === null) continue;
        out.push({
          id: p.id,
          url: p.pzprjs_url,
          answer: answerRows(board, answer),
          pzprjsCheck: p.pzprjs_check_of_solution ?? "",
        });
      }
    }
  }
  return out;
}

/**
 * The external boards as report fixtures (no certificate: the collections have none).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { externalReportFixtures } from "./report_test_util.ts";
 * const fixtures = externalReportFixtures();
 * assert.ok(fixtures.some((f) => f.genre === "dosun-fuwari"));
 * ```
 */
export function externalReportFixtures(): ReportFixture[] {
  return externalSolved().map((e) => {
    const board = decodeUrl(e.url);
    // Parsing checks the rows fit the board before they go into a report.
    parseAnswerRows(board, e.answer);
    return {
      id: `external/${board.genre}/${e.id}`,
      genre: board.genre,
      size: `${board.rows}x${board.cols}`,
      rule: board.genre === "stostone" ? "exact" : "official",
      expected: "unique",
      description: `published board ${e.id}`,
      url: e.url,
      answer: e.answer,
      certificate: null,
    };
  });
}

/** The S-U8 arch of the write-up: passes count and convex, fails exact. */
export const ARCH_ROWS: readonly string[] = ["#.#", "###", "...", ".#."];

/** A refuted claim with a board witness carrying a filling. */
export const BOARD_WITNESS_URL = "https://puzz.link/p?dosufuwa/3/2/c8";

/**
 * Claim rows covering every verdict, one not as expected, witnesses of every kind
 * (board, board with rows, rows only, description only) and text that needs escaping.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sampleClaims } from "./report_test_util.ts";
 * assert.ok(sampleClaims().some((c) => c.verdict === "refuted"));
 * ```
 */
export function sampleClaims(): ReportClaim[] {
  return [
    {
      id: "D-U4",
      kind: "U",
      title: "no starved room ⇒ exactly ∏T·∏B answers",
      expected: "refuted",
      asExpected: true,
      seconds: 1.25,
      writeup: "unstarved: 225 of 225 exact",
      suite: "unstarved 686 of 11,363 exact",
      verdict: "refuted",
      witnesses: [{
        genre: "dosun-fuwari",
        description: "2×3: formula 4, answers 6; this answer stacks a piece across rooms",
        url: BOARD_WITNESS_URL,
        rows: ["oxo", ".x."],
      }],
      data: { unstarved: 11363 },
    },
    {
      id: "S-U8",
      kind: "U",
      title: "4×3 arch passes count and convex, fails exact",
      expected: "refuted",
      asExpected: true,
      seconds: 0.4,
      writeup: "4×3 arch is the smallest witness",
      suite: "smallest witnesses on 4×2 (8)",
      verdict: "refuted",
      witnesses: [{ genre: "stostone", description: "the arch", rows: ARCH_ROWS }],
    },
    {
      id: "S-U4",
      kind: "U",
      title: "counts <script>alert('x')</script> & more",
      expected: "reproduced",
      asExpected: true,
      seconds: 0.6,
      writeup: "4×10: 7,618,204",
      suite: "4×10: 7,618,204",
      verdict: "reproduced",
      note: 'note with "quotes" & <b>tags</b>',
    },
    {
      id: "D-K1",
      kind: "K",
      title: "three engines agree",
      expected: "reproduced",
      asExpected: false,
      seconds: 12,
      writeup: "100%",
      suite: "98%",
      verdict: "shape holds, figures differ",
      witnesses: [{ genre: "dosun-fuwari", description: "described only, nothing to draw" }],
    },
  ];
}

/**
 * A small complete report: the sample claims, three sections (one failing), and the
 * given fixtures.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sampleReportData } from "./report_test_util.ts";
 * assert.ok(sampleReportData([]).sections.length === 3);
 * ```
 */
export function sampleReportData(fixtures: readonly ReportFixture[]): ReportData {
  return {
    format: REPORT_FORMAT,
    suiteVersion: "9.8.7",
    date: "1999-12-31T23:59:59.000Z",
    seed: 4242,
    full: false,
    claims: sampleClaims(),
    sections: [
      { name: "vectors", checked: 24, failures: [], seconds: 0.1, summary: "reference codes" },
      {
        name: "external",
        checked: 44,
        failures: ["noqx_0: published <unique>, engines say none"],
        seconds: 3.5,
        summary: "published boards",
      },
      { name: "agreement", checked: 360, failures: [], seconds: 2, summary: "random boards" },
    ],
    fixtures,
  };
}

const VOID_ELEMENTS = new Set(["meta", "link", "br", "hr", "img", "input", "wbr"]);

/**
 * Checks that markup is well formed in the way the report writes it: every start
 * tag closed in order (HTML void elements and `/>` excepted), attributes quoted, no
 * stray `<` or `&`. Returns the first problem, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { markupProblem } from "./report_test_util.ts";
 * assert.ok(markupProblem("<p><b>x</b></p>") === null);
 * assert.ok(markupProblem("<p><b>x</p>") !== null);
 * ```
 */
export function markupProblem(markup: string): string | null {
  const text = markup.replace(/^<!DOCTYPE html>/, "");
  const stack: string[] = [];
  const token =
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z:-]+(?:="[^"<]*")?)*)\s*(\/?)>|<|&(?![a-z]+;|#[0-9]+;)/g;
  for (const m of text.matchAll(token)) {
    if (m[2] === undefined) {
      return `stray ${JSON.stringify(m[0])} at ${m.index}: ${
        JSON.stringify(text.slice(m.index!, m.index! + 40))
      }`;
    }
    const name = m[2].toLowerCase();
    if (m[1] === "/") {
      const open = stack.pop();
      if (open !== name) return `</${name}> at ${m.index} closes <${open ?? "nothing"}>`;
    } else if (m[4] !== "/" && !VOID_ELEMENTS.has(name)) stack.push(name);
  }
  return stack.length ? `unclosed <${stack.join("> <")}>` : null;
}

/** Whether this test run may write files. */
export const canWrite: boolean = Deno.permissions.querySync({ name: "write" }).state === "granted";

/**
 * Registers a test that writes files: ignored without `--allow-write`; `fn` gets a fresh
 * temporary directory (named from `prefix`), removed afterwards whatever happens.
 */
export function tempDirTest(
  name: string,
  prefix: string,
  fn: (dir: string) => Promise<void>,
): void {
  Deno.test({ name, ignore: !canWrite }, async () => {
    const dir = await Deno.makeTempDir({ prefix });
    try {
      await fn(dir);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}

/** The files a report writes, sorted by name: its marker first. */
export const REPORT_FILE_NAMES: readonly string[] = [
  MARKER,
  "board.html",
  "board.js",
  "index.html",
  "report.json",
  "style.css",
];
