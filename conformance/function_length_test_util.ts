/**
 * How long the engines' functions are: a lint rule run through `Deno.lint.runPlugin`, so
 * the parser is Deno's own and no plugin needs registering in deno.json (`runPlugin` exists only
 * under `deno test`, hence a test helper). A function is
 * measured from the line its node starts on to the line of its closing brace; a method,
 * a constructor and an arrow function count as functions, and a nested function is
 * measured on its own as well as inside its host.
 *
 * @module
 */

/** The longest an engine function may be, in lines (issue #39: "about 80 lines"). */
export const MAX_FUNCTION_LINES = 80;

/** One function longer than the limit. */
export interface LongFunction {
  readonly path: string;
  /** 1-based line of the function's first character. */
  readonly line: number;
  readonly lines: number;
  /** The name the function is known by, or `(anonymous)`. */
  readonly name: string;
}

/** What measuring one file found. */
export interface FunctionLengths {
  /** How many function nodes the file holds. */
  readonly functions: number;
  readonly tooLong: readonly LongFunction[];
}

type FunctionNode =
  | Deno.lint.FunctionDeclaration
  | Deno.lint.FunctionExpression
  | Deno.lint.ArrowFunctionExpression;

/** The name a function is declared or assigned under, for the message. */
function nameOf(node: FunctionNode): string {
  if (node.type === "FunctionDeclaration" && node.id) return node.id.name;
  const parent = node.parent;
  if (parent.type === "MethodDefinition" || parent.type === "Property") {
    const key = parent.key;
    if (key.type === "Identifier") return key.name;
    if (key.type === "PrivateIdentifier") return `#${key.name}`;
  }
  if (parent.type === "VariableDeclarator" && parent.id.type === "Identifier") {
    return parent.id.name;
  }
  return "(anonymous)";
}

/**
 * Every function in `source` longer than `limit` lines, and how many functions there are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { measureFunctions } from "./function_length_test_util.ts";
 *
 * const body = Array.from({ length: 5 }, (_, i) => `  const a${i} = ${i};`).join("\n");
 * const found = measureFunctions("x.ts", `function five() {\n${body}\n}\n`, 6);
 * assert.deepEqual(found.tooLong, [{ path: "x.ts", line: 1, lines: 7, name: "five" }]);
 * assert.equal(found.functions, 1);
 * ```
 */
export function measureFunctions(
  path: string,
  source: string,
  limit: number = MAX_FUNCTION_LINES,
): FunctionLengths {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === "\n") lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0, hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  let functions = 0;
  const tooLong: LongFunction[] = [];
  const measure = (node: FunctionNode): void => {
    functions++;
    // A method's node starts at its parameters: measure from the method's name instead.
    const host = node.parent.type === "MethodDefinition" ? node.parent : node;
    const first = lineOf(host.range[0]);
    const lines = lineOf(node.range[1] - 1) - first + 1;
    if (lines > limit) tooLong.push({ path, line: first, lines, name: nameOf(node) });
  };
  const plugin: Deno.lint.Plugin = {
    name: "engine-size",
    rules: {
      "function-length": {
        create: () => ({
          FunctionDeclaration: measure,
          FunctionExpression: measure,
          ArrowFunctionExpression: measure,
        }),
      },
    },
  };
  Deno.lint.runPlugin(plugin, path, source);
  return { functions, tooLong };
}
