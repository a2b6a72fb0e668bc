import assert from "node:assert/strict";
import { GENRES, rulesOf } from "../core/genre.ts";
import type { SourceFile } from "./import_graph.ts";
import {
  RULE_LITERAL_ALLOWANCES,
  RULE_TABLE_FILES,
  scanRuleLiterals,
  stringLiterals,
} from "./rule_literals.ts";
import { repositorySources, walkedTsPaths } from "./source_files_test_util.ts";

/** Every rule name of every genre, from the genre table. */
const RULE_NAMES: readonly string[] = (Object.keys(GENRES) as (keyof typeof GENRES)[])
  .flatMap((g) => rulesOf(g));

Deno.test("no rule name is spelled as a string outside the genre table", async () => {
  const files = await repositorySources();
  const scan = scanRuleLiterals(files, RULE_NAMES);
  console.log(
    `scanned ${scan.files} files, examined ${scan.literals} string literals: ` +
      `${scan.inTable.length} rule names in the genre table, ${scan.allowed.length} allowed ` +
      `non-rule uses, ${scan.findings.length} rule names elsewhere`,
  );
  // Counted a second way: the files a walk finds, tests and test helpers aside.
  const walked = (await walkedTsPaths()).filter((p) => !p.endsWith("_test.ts"))
    .filter((p) => !p.endsWith("_test_util.ts"));
  assert.equal(scan.files, walked.length, "the scan and a walk count different files");
  assert.ok(scan.literals > 1000, `only ${scan.literals} literals: the lexer lost its way`);
  // Not vacuous: the table itself spells every name, and the scan sees it there.
  for (const name of RULE_NAMES) {
    assert.ok(scan.inTable.some((s) => s.literal === name), `${name} not seen in the table`);
  }
  assert.ok(scan.inTable.every((s) => RULE_TABLE_FILES.includes(s.path)));
  assert.deepEqual(
    scan.findings.map((f) => `${f.path}:${f.line}: "${f.literal}"`),
    [],
    "name the setting through the genre table (e.g. STOSTONE_RULE.exact) or read what it " +
      "requires (STOSTONE_RULE_REQUIREMENTS); a word that is not a rule there needs an allowance",
  );
});

Deno.test("every allowance has a reason and is still needed in each of its files", async () => {
  const scan = scanRuleLiterals(await repositorySources(), RULE_NAMES);
  let pairs = 0;
  RULE_LITERAL_ALLOWANCES.forEach((allowance, index) => {
    assert.ok(allowance.reason.length > 10, `allowance ${index} needs a reason`);
    assert.ok(RULE_NAMES.includes(allowance.literal), `${allowance.literal} is no rule name`);
    for (const path of allowance.paths) {
      const uses = scan.allowed.filter((a) => a.allowance === index && a.path === path).length;
      assert.ok(uses > 0, `allowance ${index} (${allowance.reason}) no longer needed in ${path}`);
      pairs++;
    }
  });
  console.log(
    `${RULE_LITERAL_ALLOWANCES.length} allowances over ${pairs} files, each still used; ` +
      `${scan.allowed.length} literals allowed`,
  );
  assert.equal(pairs, RULE_LITERAL_ALLOWANCES.reduce((n, a) => n + a.paths.length, 0));
});

Deno.test("the scan finds a rule name used as a rule, and only there", async (t) => {
  const at = (path: string, text: string): SourceFile => ({ path, text });
  const cases: [string, SourceFile, number][] = [
    ["a comparison", at("engines/stostone/x/mod.ts", 'if (rule === "exact") go();'), 1],
    ["a case label", at("conformance/x.ts", 'switch (rule) {\n  case "convex":\n}'), 1],
    ["an array", at("conformance/x.ts", 'for (const r of ["official", "loose"]) go(r);'), 2],
    ["a literal type", at("conformance/x.ts", 'type R = "count" | "all";'), 1],
    ["single quotes", at("conformance/x.ts", "const r = 'loose';"), 1],
    ["a template without substitution", at("conformance/x.ts", "const r = `none`;"), 1],
    ["inside a substitution", at("conformance/x.ts", 'const s = `${f("exact")}`;'), 1],
    ["a comment", at("conformance/x.ts", '// rule === "exact"\n/* case "convex": */'), 0],
    ["a longer string", at("conformance/x.ts", 'help("exact or convex");'), 0],
    ["a regular expression", at("conformance/x.ts", 'const re = /"exact"/;'), 0],
    ["a test file", at("conformance/x_test.ts", 'solve(b, "exact");'), 0],
    ["a test helper", at("engines/x_test_util.ts", 'solve(b, "official");'), 0],
    ["the genre table", at("core/stostone/board.ts", 'const d = "exact";'), 0],
    ["a verdict where allowed", at("cli/solve.ts", 'if (proof.verdict === "none") x();'), 0],
    ["rule none where a verdict is allowed", at("cli/solve.ts", 'if (rule === "none") x();'), 1],
    ["a verdict in a file not listed", at("cli/check.ts", 'if (verdict === "none") x();'), 1],
  ];
  for (const [name, file, expected] of cases) {
    await t.step(name, () => {
      assert.equal(scanRuleLiterals([file], RULE_NAMES).findings.length, expected);
    });
  }
});

Deno.test("the lexer reads literals past what could fool it", async (t) => {
  const values = (text: string) => stringLiterals(text).map((s) => `${s.line}:${s.value}`);
  await t.step("escaped quotes stay inside the string", () => {
    assert.deepEqual(values(String.raw`f("a\"b", 'c\'d');`), [
      String.raw`1:a\"b`,
      String.raw`1:c\'d`,
    ]);
  });
  await t.step("a division after a non-null assertion is no regular expression", () => {
    assert.deepEqual(values('const x = a[k]! / 8; const y = "z"; const w = b / 2 / "v";'), [
      "1:z",
      "1:v",
    ]);
  });
  await t.step("a regular expression may hold quotes, slashes in a class, and escapes", () => {
    assert.deepEqual(values(String.raw`const r = /["'\/][/]x/g; return /a/.test("q");`), ["1:q"]);
  });
  await t.step("templates nest, and lines are counted through them", () => {
    assert.deepEqual(values('const t = `a${`b${"c"}`}\n${{ k: "d" }.k}`;\nconst e = "e";'), [
      "1:c",
      "2:d",
      "3:e",
    ]);
  });
  await t.step("a comment holds no literal, nor does a URL in one", () => {
    assert.deepEqual(values('// "a"\n/* "b"\n"c" */ const u = "https://x"; // "d"'), [
      "3:https://x",
    ]);
  });
  await t.step("text the lexer cannot follow is a SyntaxError, not silence", () => {
    for (const bad of ['const a = "x;\n', "const t = `open", "if (a) {", "f(/x\n/)", "/* open"]) {
      assert.throws(() => stringLiterals(bad), SyntaxError, bad);
    }
  });
});
