/**
 * The import boundaries that make the layers (ARCHITECTURE.md) and engine agreement
 * worth something, as ordered named rules, each with the reason it prints:
 * - `core/` imports nothing outside `core/` (npm:/node: aside).
 * - An engine (`engines/<genre>/<engine>/`) imports only `core/grid.ts`, its genre's
 *   board model and its own directory; its tests and benches also the rest of `core/` and
 *   the shared `engines/[<genre>/]…_test_util.ts`, never another engine or `conformance/`.
 * - Files directly in `engines/` (the registry, contract tests, test helpers, benches)
 *   import `core/` and `engines/`, and `conformance/` only as {@link ENGINES_TOP_ALLOWED}
 *   lists; never `cli/`.
 * - Only `engines/` imports an engine package; elsewhere the registry `engines/mod.ts`,
 *   save the files in {@link ENGINE_INTERNALS_ALLOWED} (each with its reason).
 * - Only `main.ts` imports `cli/` (tests and job files importing
 *   {@link JOBS_MAY_IMPORT_FROM_CLI} aside).
 * - `conformance/run/` (non-test) imports only itself, {@link RUN_MAY_IMPORT}, npm:/node:.
 * - `tools/` (the measurement scripts) may import anything, and nothing outside it imports
 *   `tools/`: what a script measures stays out of what the suite runs.
 * - Nothing imports a shim left by issue 13 ({@link shimImports}).
 *
 * @module
 */

/** One source file: its repository-relative path (with `/`) and its text. */
export interface SourceFile {
  /** Path relative to the repository root, e.g. `engines/stostone/mask/mod.ts`. */
  readonly path: string;
  /** The file's contents. */
  readonly text: string;
}

/** One import that breaks a boundary. */
export interface Violation {
  /** The importing file. */
  readonly from: string;
  /** The specifier as written. */
  readonly specifier: string;
  /** The resolved repository path, or the specifier for non-relative imports. */
  readonly target: string;
  /** Which rule it breaks, in words. */
  readonly reason: string;
}

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

/**
 * Every module specifier a TypeScript source imports or re-exports (static,
 * side-effect and dynamic imports with a literal string). Comments are ignored.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { importSpecifiers } from "./import_graph.ts";
 * const s = importSpecifiers('import { a } from "./a.ts";\nexport * from "../b.ts";');
 * assert.ok(s.join() === "./a.ts,../b.ts");
 * ```
 */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const found: { at: number; spec: string }[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const m of code.matchAll(pattern)) found.push({ at: m.index ?? 0, spec: m[1]! });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.spec);
}

/**
 * Resolves a relative specifier against the importing file's path; other
 * specifiers (`npm:`, `node:`, URLs) come back unchanged.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSpecifier } from "./import_graph.ts";
 * assert.ok(resolveSpecifier("engines/stostone/mask/mod.ts", "../../../core/grid.ts") === "core/grid.ts");
 * ```
 */
export function resolveSpecifier(from: string, specifier: string): string {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return specifier;
  const parts = from.split("/").slice(0, -1);
  for (const piece of specifier.split("/")) {
    if (piece === "." || piece === "") continue;
    if (piece === "..") parts.pop();
    else parts.push(piece);
  }
  return parts.join("/");
}

/** `engines/<genre>/<engine>/` of a path, or null outside the engine packages. */
function engineOf(path: string): { genre: string; dir: string } | null {
  const m = /^engines\/([^/]+)\/([^/]+)\//.exec(path);
  return m ? { genre: m[1]!, dir: `engines/${m[1]}/${m[2]}/` } : null;
}

const isTestOrBench = (path: string): boolean => /_(test|bench)\.ts$|_test_util\.ts$/.test(path);
/** A specifier that names a package or URL, not a file of this repository. */
const isPackage = (specifier: string): boolean =>
  !specifier.startsWith("./") && !specifier.startsWith("../");

/**
 * Files outside `engines/` that may import an engine package's internals (not only the
 * registry `engines/mod.ts`), each with the reason. The boundary test fails on any other.
 */
export const ENGINE_INTERNALS_ALLOWED: Readonly<Record<string, string>> = {
  "conformance/claims/s_u10_u11_k1_k3_ladder.ts":
    "S-K1..K3, S-U10/U11 step the propagate ladder (deduce, rung switches)",
  "conformance/claims/s_u13_k8_demo_page.ts": "S-K8 runs the propagate deduce from a seeded cell",
  "conformance/claims/d_u1_u3_runs.ts": "D-U1..U3 read the propagate engine's run states",
  "conformance/claims/d_k1_k5_measures.ts": "D-K3 ladder statistics (deduce and rung switches)",
  "conformance/claims/dosun_fuwari_claims_test.ts": "tests the D-K3 ladder statistics above",
  "conformance/generate/stostone.ts": "the generator filters with the propagate engine's options",
  "conformance/generate/stostone_sized.ts":
    "the sized generator filters with the mask and subset engines' options",
  "conformance/generate/dosun_fuwari.ts":
    "the generator filters with the propagate engine's options",
  "conformance/generate/stostone_test.ts": "checks the generator against two engines",
  "conformance/generate/stostone_sized_test.ts": "checks the sized generator's engines",
  "conformance/generate/dosun_fuwari_test.ts": "checks the generator against two engines",
  "conformance/forced/external_backbone_heavy_test.ts":
    "confirms backbones with the mask and subset engines' pinned search",
  "conformance/report/board/jobs.ts": "the board page steps the propagate ladder (deduce)",
};

/**
 * Imports of `conformance/` by files directly in `engines/` (contract tests, their test
 * helpers, benches), by target prefix, each with the reason.
 */
export const ENGINES_TOP_ALLOWED: Readonly<Record<string, string>> = {
  "conformance/generate/": "boards to test and bench the engines on (the generators)",
  "conformance/claims/dosun_fuwari_boards.ts": "random room boards and the by-rooms count",
  "conformance/outside/brute_force_test_util.ts": "the judged brute-force oracle",
};

/**
 * What a job file (`conformance/<package>/*_job.ts`, the workload behind a parallel verb) may
 * import from `cli/`: the option parsing, exit codes and JSON printing every verb shares.
 */
export const JOBS_MAY_IMPORT_FROM_CLI: readonly string[] = ["cli/io.ts", "cli/usage.ts"];

/** What `conformance/run/` (non-test) may import besides itself and node:/npm:. */
export const RUN_MAY_IMPORT: readonly string[] = ["core/quote.ts", "core/statistics.ts"];

const matchesPrefix = (table: Readonly<Record<string, string>>, target: string): boolean =>
  Object.keys(table).some((key) => key.endsWith("/") ? target.startsWith(key) : target === key);

/** Why `target` may not be imported by `from`, or null when the import is allowed. */
function ruleBroken(from: string, specifier: string, target: string): string | null {
  if (isPackage(specifier)) {
    const engine = engineOf(from);
    if (engine && !isTestOrBench(from)) {
      return "an engine may import only core/grid.ts and its genre's board from outside its directory";
    }
    return null;
  }
  if (from.startsWith("tools/")) return null;
  if (target.startsWith("tools/")) {
    return "nothing outside tools/ imports tools/ (measurement scripts, not part of the suite)";
  }
  if (from.startsWith("core/")) {
    return target.startsWith("core/") ? null : "core/ imports nothing outside core/";
  }
  const engine = engineOf(from);
  if (engine) return engineRule(from, engine, target);
  if (from.startsWith("engines/")) {
    if (target.startsWith("core/") || target.startsWith("engines/")) return null;
    if (matchesPrefix(ENGINES_TOP_ALLOWED, target)) return null;
    return "files in engines/ import core/ and engines/ only, besides ENGINES_TOP_ALLOWED";
  }
  if (engineOf(target) && !(from in ENGINE_INTERNALS_ALLOWED)) {
    return "only engines/mod.ts imports the engine packages, besides ENGINE_INTERNALS_ALLOWED";
  }
  if (
    target.startsWith("cli/") && !from.startsWith("cli/") && from !== "main.ts" &&
    !isTestOrBench(from) &&
    !(/^conformance\/[^/]+\/[^/]+_job\.ts$/.test(from) && JOBS_MAY_IMPORT_FROM_CLI.includes(target))
  ) {
    return "only main.ts imports cli/ (tests and the jobs' cli/io.ts, cli/usage.ts aside)";
  }
  if (
    from.startsWith("conformance/run/") && !isTestOrBench(from) &&
    !target.startsWith("conformance/run/") && !RUN_MAY_IMPORT.includes(target)
  ) {
    return `conformance/run/ imports only itself, ${RUN_MAY_IMPORT.join(", ")} and node:/npm:`;
  }
  return null;
}

/** The rules for a file inside an engine package. */
function engineRule(
  from: string,
  engine: { genre: string; dir: string },
  target: string,
): string | null {
  if (target.startsWith("conformance/")) return "core/ and engines/ must not import conformance/";
  const targetEngine = engineOf(target);
  if (targetEngine && targetEngine.dir !== engine.dir) {
    return `an engine must not import another engine (${targetEngine.dir})`;
  }
  if (targetEngine) return null; // its own directory
  if (isTestOrBench(from)) {
    if (target.startsWith("core/")) return null;
    // Shared test helpers beside the engines: engines/*_test_util.ts, engines/<genre>/*_test_util.ts.
    if (/^engines\/([^/]+\/)?[^/]+_test_util\.ts$/.test(target)) return null;
    return "engine tests may import their engine, core/, engines/[<genre>/]…_test_util.ts and npm:/node: only";
  }
  const allowed = ["core/grid.ts", `core/${engine.genre}/board.ts`];
  if (allowed.includes(target)) return null;
  return `an engine may import only ${allowed.join(" and ")} from outside its directory`;
}

/**
 * Every import among `files` that breaks a boundary (see the module header).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boundaryViolations } from "./import_graph.ts";
 * const bad = boundaryViolations([
 *   { path: "engines/stostone/mask/mod.ts", text: 'import { x } from "../subset/mod.ts";' },
 * ]);
 * assert.ok(bad.length === 1);
 * ```
 */
export function boundaryViolations(files: readonly SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolveSpecifier(file.path, specifier);
      const reason = ruleBroken(file.path, specifier, target);
      if (reason) out.push({ from: file.path, specifier, target, reason });
    }
  }
  return out;
}

/** The first line of every re-export shim issue 13 leaves at a moved module's old path. */
export const SHIM_MARK = "// SHIM(issue 13)";

/**
 * Every import of a shim (a file whose first line starts with {@link SHIM_MARK}) among
 * `files`: what must be switched to the new path before the shims can be deleted.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shimImports } from "./import_graph.ts";
 * const found = shimImports([
 *   { path: "conformance/engines.ts", text: '// SHIM(issue 13): moved\nexport * from "../engines/mod.ts";' },
 *   { path: "cli/solve.ts", text: 'import { enginesFor } from "../conformance/engines.ts";' },
 * ]);
 * assert.deepEqual(found.map((v) => v.from), ["cli/solve.ts"]);
 * ```
 */
export function shimImports(files: readonly SourceFile[]): Violation[] {
  const shims = new Set(files.filter((f) => f.text.startsWith(SHIM_MARK)).map((f) => f.path));
  const out: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolveSpecifier(file.path, specifier);
      if (shims.has(target)) {
        out.push({ from: file.path, specifier, target, reason: "imports a shim of issue 13" });
      }
    }
  }
  return out;
}
