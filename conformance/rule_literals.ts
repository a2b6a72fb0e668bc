/**
 * One source per rule setting: outside the genre table (`core/<genre>/board.ts`,
 * `core/genre.ts`) no TypeScript source spells a rule name as a string literal. Code
 * names a setting through the table (`STOSTONE_RULE.exact`, a default rule) and asks the
 * table what a setting requires, so adding a setting is a change the compiler walks
 * through, not a search for strings.
 *
 * The scan is TypeScript-free: a small lexer finds every string literal (quotes, and
 * template literals without a substitution) outside comments; a literal whose text
 * equals a rule name is a finding unless one of {@link RULE_LITERAL_ALLOWANCES} (a word
 * that is not a rule in the files it lists, with its reason) matches its line or the two
 * before it. Tests
 * (`*_test.ts`, `*_test_util.ts`) and documentation (comments, Markdown) are not scanned.
 *
 * @module
 */

import type { SourceFile } from "./import_graph.ts";

/** The files that define the rule settings: the only ones that may spell their names. */
export const RULE_TABLE_FILES: readonly string[] = [
  "core/stostone/board.ts",
  "core/dosun_fuwari/board.ts",
  "core/genre.ts",
];

/** A string literal as the lexer found it. */
export interface StringLiteral {
  /** Its text between the quotes, escapes left as written. */
  readonly value: string;
  /** Its 1-based line. */
  readonly line: number;
}

/**
 * A word that is a rule name but not a rule in the listed files: the literal is allowed
 * there when its line, or one of the two lines before it, matches `context`.
 */
export interface Allowance {
  /** The word. */
  readonly literal: string;
  /** What it means there instead. */
  readonly reason: string;
  /** The files, repository-relative; each must still need the allowance. */
  readonly paths: readonly string[];
  /** What its line or the two before it must contain. */
  readonly context: RegExp;
}

/** Every allowed non-rule use of a rule name, each with its reason. */
export const RULE_LITERAL_ALLOWANCES: readonly Allowance[] = [
  {
    literal: "none",
    reason: "no proof to show, in certify's message about a certificate",
    paths: ["conformance/corpus/certify_job.ts"],
    context: /proof \? `.*` : "none"$/,
  },
  {
    literal: "none",
    reason: "the verdict (unique, multiple, none, unknown), not Stostone's rule none",
    paths: [
      "cli/solve.ts",
      "conformance/claims/d_k1_k5_measures.ts",
      "conformance/claims/d_u4_u6_u7_rooms.ts",
      "conformance/claims/s_u10_u11_k1_k3_ladder.ts",
      "conformance/consensus/consensus.ts",
      "conformance/consensus/sections.ts",
      "conformance/corpus/certify.ts",
      "conformance/corpus/certify_job.ts",
      "conformance/generate/dosun_fuwari.ts",
      "conformance/proof/forced.ts",
      "conformance/proof/prove.ts",
      "conformance/report/board/jobs.ts",
    ],
    context: /verdict|Verdict|"unique"|"multiple"|refuted\(/,
  },
  {
    literal: "none",
    reason: "an SVG fill of none (a mark drawn as an outline), in the board page's drawing",
    paths: ["conformance/report/board/model.ts"],
    context: /const fill = /,
  },
  {
    literal: "none",
    reason: "the word shown for an empty list of cells in the board page's clue assistant",
    paths: ["conformance/report/board/page.ts"],
    context: /\.join\(" "\) \|\| "none"/,
  },
  {
    literal: "none",
    reason: "clingo's outcome (answers, none, unknown), not Stostone's rule none",
    paths: ["conformance/forced/asp.ts"],
    context: /outcome/,
  },
  {
    literal: "none",
    reason: "clingo's option -W none (no warnings), in the benchmark beside it",
    paths: ["tools/solve_pace.ts"],
    context: /"-W", "none"/,
  },
  {
    literal: "none",
    reason: "no engine stopped, in the Dosun-Fuwari loose forced-cell tool's line",
    paths: ["tools/dosun_fuwari_loose_forced.ts"],
    context: /stops: \$\{stopped \|\| "none"\}/,
  },
  {
    literal: "none",
    reason: "esbuild's legalComments option",
    paths: ["conformance/report/board/build.ts"],
    context: /legalComments: "none"/,
  },
  {
    literal: "count",
    reason: "the count verb's name",
    paths: ["conformance/counting/count_job.ts"],
    context: /(verb|name|title): "count"/,
  },
  {
    literal: "count",
    reason: "a certificate's field (an engine's answer count), not Stostone's rule count",
    paths: ["conformance/corpus/certify.ts", "conformance/report/data.ts", "core/fixture_file.ts"],
    context: /_FIELDS = \[|whole\("count"\)|number\(entry, "count"/,
  },
  {
    literal: "count",
    reason: "the stone list's field, tested with `in`",
    paths: ["engines/stostone/subset/growth.ts", "engines/stostone/subset/segments.ts"],
    context: /"count" in setup/,
  },
  {
    literal: "none",
    reason: "this table's own entries name the words they allow",
    paths: ["conformance/rule_literals.ts"],
    context: /\bliteral: "none",$/,
  },
  {
    literal: "count",
    reason: "this table's own entries name the words they allow",
    paths: ["conformance/rule_literals.ts"],
    context: /\bliteral: "count",$/,
  },
];

const KEYWORDS_BEFORE_REGEX = new Set([
  "return",
  "typeof",
  "case",
  "do",
  "else",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "yield",
  "await",
]);

/**
 * Every string literal of a TypeScript source outside comments: single- and
 * double-quoted strings, and template literals without a `${…}` (a template with one
 * is not a constant; the code inside its substitutions is lexed like any other).
 * Regular-expression literals are skipped, told from a division by what precedes them.
 * Throws `SyntaxError` naming the line where the text stops making sense to the lexer
 * (a string or regular expression left open, a brace never closed), so a misreading
 * cannot pass for a file without literals.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stringLiterals } from "./rule_literals.ts";
 * const text = 'const a = "x"; // "y"\nconst b = `z${"w"}` + `v` / 2 + /"u"/.source;';
 * assert.deepEqual(stringLiterals(text).map((s) => `${s.line}:${s.value}`), ["1:x", "2:w", "2:v"]);
 * assert.throws(() => stringLiterals('const a = "x;\n'), SyntaxError);
 * ```
 */
export function stringLiterals(text: string): StringLiteral[] {
  const out: StringLiteral[] = [];
  let i = 0;
  let line = 1;
  /** Per open `{`: whether it opened a template substitution (`${`). */
  const braces: boolean[] = [];
  /** Whether a `/` here would start a regular expression (no value precedes it). */
  let regexAllowed = true;

  const fail = (what: string): never => {
    throw new SyntaxError(`line ${line}: ${what}`);
  };
  /** Moves `i` to `end`, counting the newlines passed. */
  const advanceTo = (end: number): void => {
    for (; i < end; i++) if (text[i] === "\n") line++;
  };
  /** Scans a template from just after its opening backtick or a substitution's `}`. */
  const template = (whole: boolean): void => {
    const start = i;
    const startLine = line;
    while (i < text.length) {
      const ch = text[i]!;
      if (ch === "`") {
        if (whole) out.push({ value: text.slice(start, i), line: startLine });
        i++;
        regexAllowed = false;
        return;
      }
      if (ch === "$" && text[i + 1] === "{") {
        i += 2;
        braces.push(true);
        regexAllowed = true;
        return;
      }
      advanceTo(i + (ch === "\\" ? 2 : 1));
    }
    fail("a template literal is never closed");
  };
  /** The end of a one-line token opened at `i` and closed by `close`: a string or a regex. */
  const closingOf = (close: string, what: string): number => {
    let j = i + 1;
    let inClass = false;
    while (inClass || text[j] !== close) {
      if (j >= text.length || text[j] === "\n") fail(`${what} is never closed`);
      if (text[j] === "\\") j++;
      else if (close === "/" && text[j] === "[") inClass = true;
      else if (close === "/" && text[j] === "]") inClass = false;
      j++;
    }
    return j;
  };

  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (ch === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      if (end === -1) fail("a block comment is never closed");
      advanceTo(end + 2);
    } else if (ch === '"' || ch === "'") {
      const end = closingOf(ch, "a string");
      out.push({ value: text.slice(i + 1, end), line });
      advanceTo(end + 1);
      regexAllowed = false;
    } else if (ch === "`") {
      i++;
      template(true);
    } else if (ch === "/" && regexAllowed) {
      advanceTo(closingOf("/", "a regular expression") + 1);
      regexAllowed = false;
    } else if (ch === "{") {
      braces.push(false);
      i++;
      regexAllowed = true;
    } else if (ch === "}") {
      i++;
      const opened = braces.pop();
      if (opened === undefined) fail("a } closes nothing");
      if (opened) template(false);
      else regexAllowed = false;
    } else if (/[A-Za-z0-9_$]/.test(ch)) {
      let j = i + 1;
      while (j < text.length && /[A-Za-z0-9_$]/.test(text[j]!)) j++;
      regexAllowed = KEYWORDS_BEFORE_REGEX.has(text.slice(i, j));
      i = j;
    } else {
      // After a value, `!` is TypeScript's non-null assertion: a value still precedes.
      const postfix = ch === "!" && !regexAllowed && next !== "=";
      if (!/\s/.test(ch) && !postfix) regexAllowed = ch !== ")" && ch !== "]";
      advanceTo(i + 1);
    }
  }
  if (braces.length > 0) fail(`${braces.length} { never closed`);
  return out;
}

/** Whether a file is scanned: TypeScript, not a test or a test helper. */
export function isScannedSource(path: string): boolean {
  return path.endsWith(".ts") && !/_test(_util)?\.ts$/.test(path);
}

/** A rule name spelled out where it should not be. */
export interface RuleLiteral {
  /** The file. */
  readonly path: string;
  /** Its line. */
  readonly line: number;
  /** The rule name. */
  readonly literal: string;
}

/** What a scan found. */
export interface RuleLiteralScan {
  /** The files scanned (tests aside). */
  readonly files: number;
  /** Every string literal examined in them. */
  readonly literals: number;
  /** Literals equal to a rule name in the genre table files. */
  readonly inTable: readonly RuleLiteral[];
  /** Literals equal to a rule name covered by an allowance, with the allowance's index. */
  readonly allowed: readonly (RuleLiteral & { readonly allowance: number })[];
  /** The rest: rule names spelled outside the table. */
  readonly findings: readonly RuleLiteral[];
}

/**
 * Scans `files` for string literals equal to one of `ruleNames`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { scanRuleLiterals } from "./rule_literals.ts";
 * const scan = scanRuleLiterals([
 *   { path: "core/genre.ts", text: 'const d = "exact";' },
 *   { path: "engines/x/mod.ts", text: 'if (rule === "exact") go(); // "exact"' },
 *   { path: "engines/x/mod_test.ts", text: 'solve(b, "exact");' },
 * ], ["exact"], []);
 * assert.equal(scan.files, 2);
 * assert.deepEqual(scan.findings, [{ path: "engines/x/mod.ts", line: 1, literal: "exact" }]);
 * assert.equal(scan.inTable.length, 1);
 * ```
 */
export function scanRuleLiterals(
  files: readonly SourceFile[],
  ruleNames: readonly string[],
  allowances: readonly Allowance[] = RULE_LITERAL_ALLOWANCES,
): RuleLiteralScan {
  const names = new Set(ruleNames);
  const scanned = files.filter((f) => isScannedSource(f.path));
  let literals = 0;
  const inTable: RuleLiteral[] = [];
  const allowed: (RuleLiteral & { allowance: number })[] = [];
  const findings: RuleLiteral[] = [];
  for (const file of scanned) {
    const lines = file.text.split("\n");
    let found: StringLiteral[];
    try {
      found = stringLiterals(file.text);
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e;
      throw new SyntaxError(`${file.path}: ${e.message}`);
    }
    for (const { value, line } of found) {
      literals++;
      if (!names.has(value)) continue;
      const spelled = { path: file.path, line, literal: value };
      if (RULE_TABLE_FILES.includes(file.path)) {
        inTable.push(spelled);
        continue;
      }
      const context = lines.slice(Math.max(0, line - 3), line).join("\n");
      const allowance = allowances.findIndex((a) =>
        a.literal === value && a.paths.includes(file.path) && a.context.test(context)
      );
      if (allowance >= 0) allowed.push({ ...spelled, allowance });
      else findings.push(spelled);
    }
  }
  return { files: scanned.length, literals, inTable, allowed, findings };
}
