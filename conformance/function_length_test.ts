import assert from "node:assert/strict";
import { MAX_FUNCTION_LINES, measureFunctions } from "./function_length_test_util.ts";
import { repositorySources, walkedTsPaths } from "./source_files_test_util.ts";

/** Engine code: what the engines run, their tests, test helpers and benches aside. */
function isEngineCode(path: string): boolean {
  return path.startsWith("engines/") && !/(_test|_test_util|_bench)\.ts$/.test(path);
}

Deno.test("the limit is measured as stated, so the scan below can fail", () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `    x += ${i};`).join("\n");
  // A function of exactly the limit passes; one line more is reported, by name.
  const atLimit = `function ok(x: number) {\n${body(MAX_FUNCTION_LINES - 2)}\n}\n`;
  assert.deepEqual(measureFunctions("a.ts", atLimit).tooLong, []);
  const method = `class C {\n  long(x: number) {\n${body(MAX_FUNCTION_LINES - 1)}\n  }\n}\n`;
  assert.deepEqual(measureFunctions("b.ts", method).tooLong, [
    { path: "b.ts", line: 2, lines: MAX_FUNCTION_LINES + 1, name: "long" },
  ]);
  const arrow = `const step = (x: number) => {\n${body(MAX_FUNCTION_LINES)}\n};\n`;
  assert.equal(measureFunctions("c.ts", arrow).tooLong[0]?.name, "step");
  const ctor = `class D {\n  constructor(x: number) {\n${body(MAX_FUNCTION_LINES)}\n  }\n}\n`;
  assert.equal(measureFunctions("d.ts", ctor).tooLong[0]?.name, "constructor");
});

Deno.test(`no engine function is longer than ${MAX_FUNCTION_LINES} lines`, async () => {
  const files = (await repositorySources()).filter((f) => isEngineCode(f.path));
  let functions = 0;
  const tooLong = files.flatMap((f) => {
    const found = measureFunctions(f.path, f.text);
    functions += found.functions;
    return found.tooLong;
  });
  console.log(`measured ${functions} functions in ${files.length} engine files`);
  // Counted a second way: the engine files a walk of the folders finds.
  const walked = (await walkedTsPaths()).filter(isEngineCode);
  assert.equal(files.length, walked.length, "git and a walk see different engine files");
  assert.ok(functions > 300, `only ${functions} functions found: the parser lost its way`);
  assert.deepEqual(
    tooLong.map((f) => `${f.path}:${f.line} ${f.name}: ${f.lines} lines`),
    [],
    "split the function by what it does (see ARCHITECTURE.md)",
  );
});
