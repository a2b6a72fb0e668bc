/**
 * The import boundaries that make engine agreement worth something. Engines may
 * import only the grid module and their genre's board model from `core/`; no
 * engine imports another; nothing in `core/` or `engines/` imports
 * `conformance/`. Engine test and bench files may also use the rest of `core/`
 * (the judge, the formats) but never another engine or `conformance/`.
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

/** `engines/<genre>/<engine>/` of a path, or null outside the engines. */
function engineOf(path: string): { genre: string; dir: string } | null {
  const m = /^engines\/([^/]+)\/([^/]+)\//.exec(path);
  return m ? { genre: m[1]!, dir: `engines/${m[1]}/${m[2]}/` } : null;
}

const isTestOrBench = (path: string): boolean => /_(test|bench)\.ts$|_test_util\.ts$/.test(path);

/** Why `target` may not be imported by `from`, or null when the import is allowed. */
function ruleBroken(from: string, target: string): string | null {
  const inCore = from.startsWith("core/");
  const engine = engineOf(from);
  if ((inCore || engine) && target.startsWith("conformance/")) {
    return "core/ and engines/ must not import conformance/";
  }
  if (inCore && target.startsWith("engines/")) return "core/ must not import engines/";
  if (!engine) return null;
  const targetEngine = engineOf(target);
  if (targetEngine && targetEngine.dir !== engine.dir) {
    return `an engine must not import another engine (${targetEngine.dir})`;
  }
  if (targetEngine) return null; // its own directory
  if (isTestOrBench(from)) {
    if (target.startsWith("core/") || !target.includes("/") || /^(npm|node):/.test(target)) {
      return null;
    }
    return "engine tests may import their engine, core/ and npm:/node: packages only";
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
      const reason = ruleBroken(file.path, target);
      if (reason) out.push({ from: file.path, specifier, target, reason });
    }
  }
  return out;
}
