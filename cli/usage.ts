/**
 * Each verb's usage, written once beside its options: the same object gives
 * `parseArgs` its options and `--help` its text, so an option cannot be accepted
 * without being documented (the type requires a line for every option).
 *
 * @module
 */

import { parseArgs, type ParseArgsConfig } from "node:util";
import { quote } from "../core/quote.ts";
import { envSeed, freshSeed } from "../core/rng.ts";
import { runSeed } from "../conformance/run/seed.ts";
import { GENRES } from "../core/genre.ts";
import { intOption, UsageError } from "./io.ts";

/** The options object `parseArgs` takes (node:util does not export its name). */
type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/** What `--help` says about one option. */
export interface OptionHelp {
  /** The value's placeholder, for a string option (`N`, `K/N`, `FILE`). */
  readonly arg?: string;
  /** What the option does, in one line. */
  readonly about: string;
  /** The value used when the option is not given; omitted for a flag that is off. */
  readonly default?: string;
}

/** A verb's command line: its options (for `parseArgs`) and its `--help` text. */
export interface VerbUsage<O extends ParseArgsOptionsConfig> {
  /** The verb, as typed after `deno task cli`. */
  readonly verb: string;
  /** What follows the verb besides options, e.g. `<board>` (empty for none). */
  readonly operands: string;
  /** Lines said before the options: what the verb does and what its operands are. */
  readonly about: readonly string[];
  /** The options, exactly as `parseArgs` receives them. */
  readonly options: O;
  /** One entry per option. */
  readonly help: { readonly [K in keyof O]: OptionHelp };
  /** The exit codes the verb returns and what each means. */
  readonly exits: readonly (readonly [number, string])[];
}

/** Any verb's usage, whatever its options. */
export type AnyVerbUsage = VerbUsage<ParseArgsOptionsConfig>;

/** Declares a verb's usage; the identity, there so that the option types are inferred. */
export function verbUsage<const O extends ParseArgsOptionsConfig>(
  usage: VerbUsage<O>,
): VerbUsage<O> {
  return usage;
}

/** Parses a verb's arguments with the options of its usage (positionals allowed). */
export function parseVerbArgs<const O extends ParseArgsOptionsConfig>(
  usage: VerbUsage<O>,
  args: string[],
): ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true }>> {
  const parsed = parseArgs({ args, options: usage.options, allowPositionals: true, tokens: true });
  // parseArgs keeps the last of a repeated option; a dropped value could change the
  // verdict (`--rule exact --rule convex`), so a repeat is refused instead.
  const seen = new Map<string, string | undefined>();
  for (const token of parsed.tokens) {
    if (token.kind !== "option" || usage.options[token.name]?.multiple) continue;
    if (seen.has(token.name)) {
      const values = token.value === undefined
        ? ""
        : ` (${quote(seen.get(token.name) ?? "")}, then ${quote(token.value)})`;
      throw new UsageError(`--${token.name} is given twice${values}: give it once`);
    }
    seen.set(token.name, token.value);
  }
  const { values, positionals } = parsed;
  return { values, positionals } as ReturnType<
    typeof parseArgs<{ args: string[]; options: O; allowPositionals: true }>
  >;
}

/**
 * Whether `args` ask for help: a `--help` or `-h` option, read the way the verb's own
 * options are read (so `--to=--help` is a value and everything after `--` an operand).
 *
 * @example
 * ```ts
 * import { usageText, verbUsage, wantsHelp } from "./usage.ts";
 * import assert from "node:assert/strict";
 * const usage = verbUsage({
 *   verb: "convert",
 *   operands: "<board>",
 *   about: ["Rewrite a board."],
 *   options: { to: { type: "string" } },
 *   help: { to: { arg: "FORMAT", about: "the format to write", default: "text" } },
 *   exits: [[0, "converted"]],
 * });
 * assert.ok(wantsHelp(usage, ["x.txt", "--to", "url", "-h"]));
 * assert.ok(!wantsHelp(usage, ["--to=--help", "x.txt"]));
 * assert.ok(!wantsHelp(usage, ["--", "--help"]));
 * assert.match(usageText(usage), /^ {2}--to FORMAT +the format to write \(default: text\)$/m);
 * ```
 */
export function wantsHelp(usage: AnyVerbUsage, args: string[]): boolean {
  const { tokens } = parseArgs({
    args,
    options: { ...usage.options, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  return tokens.some((t) => t.kind === "option" && t.name === "help");
}

/** The full `--help` text of a verb. */
export function usageText(usage: AnyVerbUsage): string {
  const names = Object.keys(usage.options).sort();
  const flag = (name: string) => {
    const arg = usage.options[name]!.type === "string"
      ? ` ${usage.help[name]?.arg ?? "VALUE"}`
      : "";
    return `--${name}${arg}`;
  };
  const width = Math.max(0, ...names.map((n) => flag(n).length));
  const lines = [
    `usage: deno task cli ${usage.verb}${usage.operands ? " " + usage.operands : ""} [options]`,
    "",
    ...usage.about,
    "",
    "options:",
    ...names.map((name) => {
      // A usage built without the type check may lack an entry: shown, not a crash.
      const help: OptionHelp = usage.help[name] ?? { about: "(undocumented)" };
      const dflt = help.default === undefined ? "" : ` (default: ${help.default})`;
      return `  ${flag(name).padEnd(width)}  ${help.about}${dflt}`;
    }),
    `  ${"--help, -h".padEnd(width)}  print this help and exit 0`,
    "",
    "exit codes:",
    ...usage.exits.map(([code, meaning]) => `  ${String(code).padStart(2)}  ${meaning}`),
  ];
  return lines.join("\n");
}

/** The most worker threads `--jobs` starts: each loads the job's code and engines. */
export const MAX_JOBS = 64;

/** Every genre's rule settings, from the genre table: `Stostone exact|convex|…; Dosun-Fuwari …`. */
export const RULE_SETTINGS_HELP: string = Object.values(GENRES)
  .map((genre) => `${genre.title} ${genre.rules.join("|")}`).join("; ");

/** Every genre's default rule, from the genre table: `exact / official`. */
export const DEFAULT_RULES_HELP: string = Object.values(GENRES)
  .map((genre) => genre.defaultRule).join(" / ");

/**
 * The rules line of the top-level help, from the genre table: each genre's settings, its
 * default marked.
 */
export const RULES_LINE_HELP: string = "Rules: " +
  Object.values(GENRES).map((genre) =>
    `${genre.title} ${
      genre.rules.map((rule) => rule === genre.defaultRule ? `${rule} (default)` : rule).join(", ")
    }`
  ).join("; ") + ".";

/** Help lines that several verbs share, so each is written once. */
export const COMMON_HELP = {
  json: { about: "print one JSON object instead of text" },
  quiet: { about: "no progress line on stderr" },
  progress: { about: "show the progress line on stderr even when it is not a terminal" },
  jobs: {
    arg: "N",
    about: `run N units at a time on worker threads (at most ${MAX_JOBS})`,
    default: "1",
  },
  shard: {
    arg: "K/N",
    about:
      "run only the units whose position modulo N is K-1; with --json print a shard file for merge",
  },
  seed: {
    arg: "S",
    about: "the seed of the random choices (printed, for replay)",
    default: "random, or $SEED",
  },
  rule: {
    arg: "R",
    about: RULE_SETTINGS_HELP,
    default: DEFAULT_RULES_HELP,
  },
  full: { about: "exhaustive checks and larger samples (minutes)" },
} as const satisfies Record<string, OptionHelp>;

/** Exit-code lines that every verb shares. */
export const COMMON_EXITS = {
  badInput: [2, "bad usage or bad input (one line on stderr)"],
  internal: [70, "a bug in the suite itself"],
} as const;

/** A verb's exit codes: its own, with {@link COMMON_EXITS} added where it has none, by code. */
export function exitsWith(...own: (readonly [number, string])[]): (readonly [number, string])[] {
  const codes = new Set(own.map(([code]) => code));
  const shared = Object.values(COMMON_EXITS).filter(([code]) => !codes.has(code));
  return [...own, ...shared].sort((a, b) => a[0] - b[0]);
}

/** One option: its `parseArgs` type and its help line, declared together. */
export type OptionSpec = OptionHelp & { readonly type: "string" | "boolean" };

/** A flag (a boolean option) and what it does. */
export const flag = (about: string): { readonly type: "boolean"; readonly about: string } => ({
  type: "boolean",
  about,
});

/** A string option: its placeholder, what it does and, if any, its default. */
export const value = (
  arg: string,
  about: string,
  dflt?: string,
): { readonly type: "string"; readonly arg: string; readonly about: string } => ({
  type: "string",
  arg,
  about,
  ...(dflt === undefined ? {} : { default: dflt }),
});

const withType = <T extends "string" | "boolean", H extends OptionHelp>(type: T, help: H) =>
  ({ type, ...help }) as H & { readonly type: T };

/** The options several verbs share, each with its {@link COMMON_HELP} line. */
export const COMMON_OPTIONS = {
  json: withType("boolean", COMMON_HELP.json),
  quiet: withType("boolean", COMMON_HELP.quiet),
  progress: withType("boolean", COMMON_HELP.progress),
  full: withType("boolean", COMMON_HELP.full),
  jobs: withType("string", COMMON_HELP.jobs),
  shard: withType("string", COMMON_HELP.shard),
  seed: withType("string", COMMON_HELP.seed),
  rule: withType("string", COMMON_HELP.rule),
} as const;

/** `--shard` for a job that draws a seed: the shards of a run must share it ({@link seedOption}). */
export const SEEDED_SHARD_OPTION = {
  ...COMMON_OPTIONS.shard,
  about: COMMON_HELP.shard.about + " (needs the seed fixed)",
} as const;

/** Some of the {@link COMMON_OPTIONS}, to spread into a verb's options. */
export function common<const K extends keyof typeof COMMON_OPTIONS>(
  ...names: K[]
): Pick<typeof COMMON_OPTIONS, K> {
  return Object.fromEntries(names.map((n) => [n, COMMON_OPTIONS[n]])) as Pick<
    typeof COMMON_OPTIONS,
    K
  >;
}

/**
 * Declares a verb's usage with each option's type and help line side by side;
 * gives the same {@link VerbUsage} as {@link verbUsage}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { common, flag, usageOf, usageText, value } from "./usage.ts";
 * const usage = usageOf({
 *   verb: "demo",
 *   about: ["A demo."],
 *   options: { ...common("json"), cap: value("N", "stop after N", "2"), fast: flag("hurry") },
 *   exits: [[0, "done"]],
 * });
 * assert.deepEqual(usage.options.cap, { type: "string" });
 * assert.match(usageText(usage), /^ {2}--cap N +stop after N \(default: 2\)$/m);
 * ```
 */
export function usageOf<const S extends Record<string, OptionSpec>>(usage: {
  readonly verb: string;
  /** What follows the verb besides options (none when omitted). */
  readonly operands?: string;
  readonly about: readonly string[];
  readonly options: S;
  readonly exits: readonly (readonly [number, string])[];
}): VerbUsage<{ [K in keyof S]: { type: S[K]["type"] } }> {
  const options = {} as Record<string, { type: "string" | "boolean" }>;
  const help = {} as Record<string, OptionHelp>;
  for (const [name, { type, ...line }] of Object.entries(usage.options)) {
    options[name] = { type };
    help[name] = line;
  }
  return { operands: "", ...usage, options, help } as unknown as VerbUsage<
    { [K in keyof S]: { type: S[K]["type"] } }
  >;
}

/**
 * The options `parseArgs` would accept but `--help` does not explain: those without a
 * help entry, and those the help text does not name. Empty for a well-kept usage.
 */
export function undocumentedOptions(usage: AnyVerbUsage): string[] {
  const text = usageText(usage);
  return Object.keys(usage.options).filter((name) =>
    usage.help[name]?.about === undefined || !new RegExp(`^  --${name}(?= |$)`, "m").test(text)
  );
}

/**
 * The most seconds a time option that sets a timer takes: timers wait at most
 * 2^31 − 1 ms (about 24.8 days) and fire at once beyond, so a larger limit would end
 * the wait at once.
 */
export const MAX_SECONDS = 1_000_000;

/**
 * Parses an option that is a number of seconds (`fallback` when absent): above 0,
 * or from 0 with `allowZero`, and at most `max` ({@link MAX_SECONDS} unless given).
 * Throws `UsageError` quoting anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { secondsOption } from "./usage.ts";
 * assert.equal(secondsOption("timeout", "2.5", 10, false), 2.5);
 * assert.equal(secondsOption("timeout", undefined, 10, false), 10);
 * assert.throws(() => secondsOption("timeout", "0", 10, false), /--timeout must be a number of seconds above 0 and at most 1000000, got "0"/);
 * assert.throws(() => secondsOption("timeout", "1e99", 10, false), /at most 1000000, got "1e99"/);
 * ```
 */
export function secondsOption(
  name: string,
  value: string | undefined,
  fallback: number,
  allowZero: boolean,
  max: number = MAX_SECONDS,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === "" || !(n >= 0) || (n === 0 && !allowZero) || n > max) {
    throw new UsageError(
      `--${name} must be a number of seconds ${
        allowZero ? ">= 0" : "above 0"
      } and at most ${max}, got ${quote(value)}`,
    );
  }
  return n;
}

/**
 * Parses `--jobs` (`fallback` when absent): a whole number from 1 to {@link MAX_JOBS}.
 * Throws `UsageError` quoting anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { jobsOption } from "./usage.ts";
 * assert.equal(jobsOption("2", 1), 2);
 * assert.equal(jobsOption(undefined, 1), 1);
 * assert.throws(() => jobsOption("9999", 1), /--jobs must be at most 64, got "9999"/);
 * ```
 */
export function jobsOption(value: string | undefined, fallback: number): number {
  const jobs = intOption("jobs", value, fallback);
  if (jobs > MAX_JOBS) {
    throw new UsageError(`--jobs must be at most ${MAX_JOBS}, got ${quote(value ?? "")}`);
  }
  return jobs;
}

/**
 * Parses `--seed` (see {@link COMMON_HELP}.seed): the value given, else `SEED` from the
 * environment, else a fresh seed; for a run with a `--shard` (its parsed spec), a seed
 * given one of those two ways, or a `RangeError` (the run layer's rule, `runSeed`).
 * Throws `UsageError` quoting a value that is not a whole number from 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { seedOption } from "./usage.ts";
 * assert.equal(seedOption("7", { index: 1, of: 2 }), 7);
 * assert.ok(Number.isSafeInteger(seedOption(undefined, undefined)));
 * assert.throws(() => seedOption("-1", undefined), /--seed must be a whole number >= 0, got "-1"/);
 * ```
 */
export function seedOption(value: string | undefined, shard: object | undefined): number {
  const fixed = value === undefined ? envSeed() : intOption("seed", value, 0, 0);
  return runSeed(fixed, shard !== undefined, freshSeed);
}
