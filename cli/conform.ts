/**
 * `conform [--full] [--json] [--seed S] [--quiet]`: the main job. Runs the
 * reference vectors, the published external boards, engine agreement on random
 * boards, the shipped corpus's certificates and every claim, then prints one
 * summary. Exit 0 only when everything is as expected.
 *
 * @module
 */

import { parseArgs } from "node:util";
import {
  agreementSection,
  corpusSection,
  externalSection,
  type SectionOptions,
  type SectionResult,
  vectorSection,
} from "../conformance/conform.ts";
import { textTable } from "../conformance/text_table.ts";
import { testSeed } from "../core/rng.ts";
import { claimsTable, runClaims } from "./claims.ts";
import { EXIT, intOption, printJson, UsageError } from "./io.ts";
import { progressLine } from "./progress.ts";

/** Runs the verb; returns the exit code. */
export async function conformCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      full: { type: "boolean" },
      json: { type: "boolean" },
      seed: { type: "string" },
      quiet: { type: "boolean" },
    },
    allowPositionals: true,
  });
  if (positionals.length) {
    throw new UsageError(`conform takes no arguments, got "${positionals[0]}"`);
  }
  const full = values.full ?? false;
  const quiet = values.quiet ?? false;
  const seed = values.seed === undefined ? testSeed() : intOption("seed", values.seed, 0, 0);
  const say = (line: string) => {
    if (!quiet && !values.json) console.error(line);
  };
  if (full) {
    say("conform --full: exhaustive claim checks and larger samples; this takes many minutes");
  }
  say(`conform: seed ${seed} (replay with --seed ${seed})`);
  const sections: [string, (o: SectionOptions) => Promise<SectionResult>][] = [
    ["vectors", vectorSection],
    ["external", externalSection],
    ["agreement", agreementSection],
    ["corpus", corpusSection],
  ];
  const results: SectionResult[] = [];
  for (const [name, run] of sections) {
    const progress = progressLine(!quiet);
    const result = await run({ full, seed, progress: (d, t) => progress.update(d, t, name) });
    progress.done();
    say(
      `${name}: ${result.checked} checked, ${result.failures.length} failed (${
        result.seconds.toFixed(1)
      } s)`,
    );
    results.push(result);
  }
  const claimStart = performance.now();
  const claims = await runClaims([], { full, seed, quiet: quiet || (values.json ?? false) });
  const claimFailures = claims.filter((r) => !r.asExpected).map((r) =>
    `${r.id}: ${r.verdict}, expected ${r.expected} (${r.suite})`
  );
  results.push({
    name: "claims",
    checked: claims.length,
    failures: claimFailures,
    seconds: (performance.now() - claimStart) / 1000,
    summary: `${claims.length} claims: ${
      claims.filter((r) => r.verdict === "reproduced").length
    } reproduced, ${claims.filter((r) => r.verdict === "differs").length} differ, ${
      claims.filter((r) => r.verdict === "refuted").length
    } refuted`,
  });
  const failed = results.reduce((n, r) => n + r.failures.length, 0);
  if (values.json) {
    printJson({ seed, full, sections: results, claims, ok: failed === 0 });
  } else {
    console.log(claimsTable(claims));
    console.log();
    console.log(textTable(
      ["section", "checked", "failed", "s", "what"],
      results.map((
        r,
      ) => [r.name, String(r.checked), String(r.failures.length), r.seconds.toFixed(1), r.summary]),
    ));
    for (const r of results) for (const f of r.failures) console.log(`FAIL ${r.name}: ${f}`);
    console.log(
      failed === 0 ? "\nconform: everything as expected" : `\nconform: ${failed} failure(s)`,
    );
  }
  return failed === 0 ? EXIT.ok : EXIT.no;
}
